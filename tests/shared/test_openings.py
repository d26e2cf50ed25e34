"""The 26 openings, the offer symmetry test and the opening regulations (docs/openings.md)."""

from vectors import records
from shared_rules.board import parse_point, point_name, CENTRE, POINTS, chebyshev_from_centre
from shared_rules import openings
from shared_rules.openings import identify, opening_code, opening_name, offers_equivalent, regulation
from shared_rules.game import (
    Game, IllegalMove, PASS, P1, P2, ACT_PLACE, ACT_PASS, ACT_KEEP, ACT_SWAP, ACT_DECLARE, ACT_OFFER,
    ACT_UNDO_OFFER, ACT_FINISH, ACT_CHOOSE, ACT_TAKE_BLACK, ACT_TAKE_WHITE, ACT_ROUTE_KEEP,
    ACT_ROUTE_SWAP, ACT_ROUTE_OFFER, move_name, parse_move,
)


def points(text):
    return [parse_move(name) for name in text.split()]


def names(moves):
    return " ".join(move_name(p) for p in moves)


# -- naming the opening ----------------------------------------------------------------------

def test_each_opening_in_all_eight_orientations():
    seen = 0
    for record in records("openings.txt"):
        assert opening_code(points(record["moves"])) == record["code"], record["code"]
        assert len(record["orientations"]) == 8
        for line in record["orientations"]:
            moves = points(line)
            assert opening_code(moves) == record["code"], (record["code"], line)
            assert opening_name(moves) == record["name"], (record["code"], line)
        seen += 1
    assert seen == 26


def test_example_g8_f6_is_sosei():
    assert opening_code(points("h8 g8 f6")) == "D3"
    assert opening_name(points("h8 g8 f6")) == "sosei"


def test_all_184_zone_placements_are_openings_and_each_opening_occurs():
    # docs/openings.md 0: move 2 in Z1 and move 3 in Z2 always give one of the 26, and all 26 occur.
    counts = [0] * 26
    for second in range(POINTS):
        if chebyshev_from_centre(second) != 1:
            continue
        for third in range(POINTS):
            if third == CENTRE or third == second or chebyshev_from_centre(third) > 2:
                continue
            i = identify([CENTRE, second, third])
            assert i >= 0, (point_name(second), point_name(third))
            counts[i] += 1
    assert sum(counts) == 184
    assert min(counts) > 0


def test_not_an_opening():
    assert opening_name(points("h8 h10 h9")) is None  # second stone not adjacent
    assert opening_name(points("h8 h9 k8")) is None  # third outside the 5x5 square
    assert opening_name(points("g8 h9 h10")) is None  # first stone not on h8
    assert opening_name(points("h8 h9")) is None
    assert opening_name(points("h8 pass h10")) is None
    assert opening_name(points("h8 h9 h10 a1 a2")) == "kansei"  # later moves do not matter


def test_canonical_moves_round_trip():
    for i in range(26):
        assert identify(openings.canonical_moves(i)) == i


# -- offers that are the same move (docs/openings.md 7) ---------------------------------------------

def test_symmetry_vectors():
    n = 0
    for record in records("symmetry.txt"):
        moves = points(record["moves"])
        a, b = points(record["pair"])
        for setting in ("free", "board"):
            expected = record[setting] == "equivalent"
            symmetry = openings.SYMMETRY_NAMES.index(setting)
            assert offers_equivalent(moves, a, b, symmetry) == expected, (record, setting)
            assert offers_equivalent(moves, b, a, symmetry) == expected
            # The same through a regulation: the second offer is refused exactly when equivalent.
            rule = openings.RIF(symmetry=setting)
            for p in moves[:3]:
                rule.act(ACT_PLACE, p)
            rule.act(ACT_KEEP)
            rule.act(ACT_PLACE, moves[3])
            rule.act(ACT_OFFER, a)
            refused = False
            try:
                rule.act(ACT_OFFER, b)
            except IllegalMove:
                refused = True
            assert refused == expected, (record, setting)
        n += 1
    assert n == 6


def test_position_key_ignores_translation_only_when_free():
    stones = [(parse_point("h8"), 1), (parse_point("h9"), 2)]
    moved = [(parse_point("c3"), 1), (parse_point("c4"), 2)]
    assert openings.position_key(stones) == openings.position_key(moved)
    assert openings.position_key(stones, openings.SYMMETRY_BOARD) != openings.position_key(moved, openings.SYMMETRY_BOARD)
    flipped = [(parse_point("h8"), 2), (parse_point("h9"), 1)]  # colours matter
    rotated = [(parse_point("h8"), 1), (parse_point("g8"), 2)]
    assert openings.position_key(stones, openings.SYMMETRY_BOARD) == openings.position_key(rotated, openings.SYMMETRY_BOARD)
    assert openings.position_key(stones) != openings.position_key([(parse_point("h8"), 1), (parse_point("h10"), 2)])
    assert openings.position_key(flipped) == openings.position_key(stones)  # 180 degrees turns one into the other


# -- the regulation scripts --------------------------------------------------------------------

_VERBS = {"keep": ACT_KEEP, "swap": ACT_SWAP, "finish": ACT_FINISH}
_ROUTES = {"keep": ACT_ROUTE_KEEP, "swap": ACT_ROUTE_SWAP, "offer": ACT_ROUTE_OFFER}


def _settings(record):
    rule_settings = {}
    pass_from_move = 7
    for pair in record.get("settings", "").split():
        key, value = pair.split("=")
        if key == "pass_from_move":
            pass_from_move = int(value)
        elif value in ("true", "false"):
            rule_settings[key] = value == "true"
        elif value.isdigit():
            rule_settings[key] = int(value)
        else:
            rule_settings[key] = value
    return rule_settings, pass_from_move


class _Target:
    """One script runs on a bare regulation and through a Game; this hides the difference."""

    def __init__(self, record, through_game):
        rule_settings, pass_from_move = _settings(record)
        self.rule = regulation(record["rule"], **rule_settings)
        self.rule.pass_from_move = pass_from_move
        self.game = Game(opening=self.rule, pass_from_move=pass_from_move) if through_game else None

    def step(self, player, verb, args):
        """Perform one scripted action (several for 'offer P P ...')."""
        rule = self.rule
        game = self.game
        if verb in ("place", "pass"):
            p = PASS if verb == "pass" else parse_point(args[0])
            if game:
                game.play(p)  # the board cannot tell who put a stone down
            else:
                rule.act(ACT_PASS if verb == "pass" else ACT_PLACE, p, player)
        elif verb == "offer":
            for name in args:
                if game:
                    game.offer(parse_point(name), player)
                else:
                    rule.act(ACT_OFFER, parse_point(name), player)
        elif verb == "unoffer":
            p = parse_point(args[0]) if args else None
            (game.act if game else rule.act)(ACT_UNDO_OFFER, p, player)
        elif verb == "declare":
            (game.act if game else rule.act)(ACT_DECLARE, int(args[0]), player)
        elif verb == "route":
            (game.act if game else rule.act)(_ROUTES[args[0]], None, player)
        elif verb == "choose":
            (game.act if game else rule.act)(ACT_CHOOSE, parse_point(args[0]), player)
        elif verb == "two":  # "two stones" (Super Sakata)
            (game.act if game else rule.act)(openings.ACT_TWO_STONES, None, player)
        elif verb == "take":
            (game.act if game else rule.act)(ACT_TAKE_BLACK if args[0] == "black" else ACT_TAKE_WHITE, None, player)
        else:
            (game.act if game else rule.act)(_VERBS[verb], None, player)

    def prompt(self):
        return (self.game or self.rule).prompt().as_dict()

    def snapshot(self):
        snap = (self.rule.state, list(self.rule.moves), list(self.rule.offers), self.rule.black_owner)
        if self.game:
            snap = snap + (list(self.game.moves), bytes(self.game.board.cells))
        return snap

    def check(self, field, value, where):
        if field == "black":
            assert openings.PLAYER_NAMES[self.rule.black_owner] == value, where
            if self.game:
                assert openings.PLAYER_NAMES[self.game.black_owner] == value, where
        elif field == "moves":
            assert names(self.rule.moves) == value, (where, names(self.rule.moves))
            if self.game:
                assert names(self.game.moves) == value, where
        elif field == "opening":
            assert opening_code(self.rule.moves) == value, where
        else:
            got = self.prompt()[field]
            if field == "actions":
                got = ", ".join(got)
            elif field == "offers":
                got = " ".join(got)
            elif field == "offers_needed":
                got = str(got)
            assert got == value, (where, field, got, value)
        if self.game:  # the game shows the regulation's stones and offers, nothing else
            stones = [p for p in self.rule.moves if p != PASS] + self.rule.offers
            assert self.game.board.count() == len(stones), where
            for p in stones:
                assert self.game.board.cells[p], where


def _run(record, through_game):
    target = _Target(record, through_game)
    where = record["name"] + (" (game)" if through_game else "")
    for number, line in enumerate(record["script"]):
        at = "%s, line %d: %s" % (where, number + 1, line)
        words = line.split()
        if words[0] == "?":
            target.check(words[1], " ".join(words[2:]), at)
            continue
        refused = words[-1] == "!"
        if refused:
            words = words[:-1]
        player = P1 if words[0] == "P1" else (P2 if words[0] == "P2" else None)
        before = target.snapshot()
        try:
            target.step(player, words[1], words[2:])
        except IllegalMove:
            assert refused, at + " was refused"
            assert target.snapshot() == before, at + " changed the state although refused"
        else:
            assert not refused, at + " was accepted"
    return target


def test_regulation_scripts():
    count = 0
    for record in records("regulations.txt"):
        _run(record, False)
        count += 1
    assert count >= 20


def test_regulation_scripts_through_a_game():
    for record in records("regulations.txt"):
        target = _run(record, True)
        game = target.game
        if target.rule.done:  # and then the game goes on normally, with the owners the opening left
            assert game.prompt().state == "NORMAL"
            assert game.prompt().player == game.player_of(game.turn)


def test_every_section_has_its_examples():
    wanted = ("RIF A", "RIF B", "RIF C", "Yamaguchi A", "Yamaguchi B", "Yamaguchi C", "Soosorv A",
              "Soosorv B", "Soosorv C", "Taraguchi A", "Taraguchi B", "Taraguchi C1", "Taraguchi C2",
              "Taraguchi C3", "Sakata", "Super Sakata A", "Super Sakata B", "adjacent")
    have = [record["name"] for record in records("regulations.txt")]
    for name in wanted:
        assert [n for n in have if n.startswith(name)], name


# -- regulations through a Game, the details a firmware relies on ------------------------------

def _rif_to_offers(game):
    for name in ("h8", "h9", "j10"):
        game.play(parse_point(name))
    game.keep(P2)
    game.play(parse_point("i9"))


def test_play_in_an_offer_state_places_an_offer():
    game = Game(opening=openings.RIF())
    _rif_to_offers(game)
    assert game.play(parse_point("i7")) is None
    assert game.play(parse_point("g10")) is None
    assert len(game.moves) == 4 and game.board.count() == 6
    try:
        game.play(parse_point("a1"))  # a third offer
        assert False
    except IllegalMove:
        pass
    game.finish_offers(P1)
    try:
        game.play(parse_point("a1"))  # White must choose first
        assert False
    except IllegalMove as error:
        assert "P2" in str(error)
    game.choose(parse_point("g10"), P2)
    assert game.board.cells[parse_point("i7")] == 0
    assert game.moves[-1] == parse_point("g10")
    game.play(parse_point("g7"))
    assert not game.in_opening
    assert game.turn == 1 and game.player_of(1) == P1


def test_clock_follows_the_decider_and_swaps_keep_the_players():
    game = Game(opening=openings.Taraguchi())
    game.play(parse_point("h8"))
    assert game.clock_player == P2
    game.swap(P2)
    assert game.black_owner == P2
    assert game.colour_of(P1) == 2  # P1 now owns White and places move 2
    assert game.clock_player == P1
    assert game.board.cells[parse_point("h8")] == 1  # a swap never changes a stone


def test_opening_undo_takes_back_decisions_and_offers():
    game = Game(opening=openings.Soosorv(), takebacks=True)
    for name in ("h8", "h9", "j9"):
        game.play(parse_point(name))
    game.swap(P2)
    game.play(parse_point("i8"))
    game.declare(3)
    game.undo()
    assert game.prompt().state == "S6 DECLARE"
    game.undo()
    assert game.prompt().state == "S5 M4" and len(game.moves) == 3
    assert game.board.cells[parse_point("i8")] == 0
    game.undo()
    assert game.prompt().state == "S4 SWAP1" and game.black_owner == P1
    game.keep(P2)
    game.play(parse_point("i8"))
    game.declare(2)
    game.keep(P1)
    game.offer(parse_point("g9"))
    game.undo()
    assert game.board.cells[parse_point("g9")] == 0 and game.opening.offers == []
    game.offer(parse_point("g9"))
    game.offer(parse_point("j7"))
    game.finish_offers()
    game.choose(parse_point("j7"))
    game.play(parse_point("g10"))
    game.play(parse_point("a1"))  # move 7, normal play
    game.undo()
    assert len(game.moves) == 6 and not game.in_opening
    game.undo()  # back into the opening: move 6 again
    assert game.prompt().state == "S10 M6"


def test_regulation_by_name():
    assert regulation("soosorv-4").n == 4
    assert regulation("taraguchi-5").n == 5
    assert regulation("Yamaguchi", cap=5).cap == 5
    assert regulation("rif", symmetry="board").symmetry == openings.SYMMETRY_BOARD
    for name in openings.REGULATIONS:
        rule = regulation(name)
        assert rule.state != "NORMAL" and rule.decider == P1 and rule.clock == P1
        assert rule.zone == 0


def test_no_decision_or_claim_after_the_opening():
    game = Game(opening=openings.Adjacent())
    for name in ("h8", "h9", "h10"):
        game.play(parse_point(name))
    for act in (game.keep, game.swap, game.finish_offers):
        try:
            act()
            assert False
        except IllegalMove:
            pass


def test_nonsense_is_refused_with_illegal_move():
    rule = openings.RIF()
    for action, arg in ((ACT_PLACE, None), (ACT_PLACE, 225), (ACT_PLACE, -5), (99, None), (ACT_CHOOSE, None)):
        try:
            rule.act(action, arg)
            assert False, (action, arg)
        except IllegalMove:
            pass
    for name in ("h8", "h9", "h10"):
        rule.act(ACT_PLACE, parse_point(name))
    rule.act(ACT_KEEP)
    rule.act(ACT_PLACE, parse_point("h7"))
    rule.act(ACT_OFFER, parse_point("g9"))
    for arg in (None, 500, parse_point("a1")):
        try:
            rule.act(ACT_UNDO_OFFER if arg is not None else ACT_OFFER, arg)
            assert False, arg
        except IllegalMove:
            pass
    game = Game()
    for p in (None, 225, "h8"):
        try:
            game.play(p)
            assert False, p
        except IllegalMove:
            pass
    try:
        game.keep()
        assert False
    except IllegalMove as error:
        assert "no opening decision" in str(error)


class _Lcg:
    # The same pseudo-random numbers on both interpreters.
    def __init__(self, seed):
        self.x = seed

    def below(self, n):
        self.x = (self.x * 75 + 74) % 65537
        return self.x % n


def test_random_walks_through_every_regulation_keep_the_game_consistent():
    # Random allowed actions (and some refused ones, and takebacks) through a Game: the board always
    # shows exactly the regulation's stones and offers, and the live windows match a recount.
    from shared_rules.windows import LiveWindows

    rng = _Lcg(7)
    placed_steps = [0]
    for name in ("free", "adjacent", "rif", "yamaguchi", "soosorv", "taraguchi", "sakata", "super-sakata"):
        for walk in range(10):
            rule = regulation(name)
            game = Game(opening=rule, takebacks=True)
            for _ in range(150):
                if not game.in_opening:
                    break
                actions = rule.actions
                action = actions[rng.below(len(actions))]
                arg = None
                if action in (ACT_PLACE, ACT_OFFER):
                    arg = 112 + (rng.below(9) - 4) * 15 + rng.below(9) - 4  # within 4 of h8
                elif action == ACT_DECLARE:
                    arg = rng.below(4)  # 0 is refused
                elif action in (ACT_CHOOSE, ACT_UNDO_OFFER):
                    arg = rule.offers[rng.below(len(rule.offers))] if rule.offers else None
                expected_next = rule.decider_after() if action == ACT_PLACE else None
                moves_before = len(rule.moves)
                try:
                    if rng.below(25) == 0:
                        game.undo()
                    else:
                        game.act(action, arg, rule.decider)
                except IllegalMove:
                    pass
                if expected_next is not None and len(rule.moves) == moves_before + 1:
                    # Told before the stone: who acts after it (a player's consecutive steps are one press).
                    assert game.prompt().player == expected_next, (name, rule.moves)
                    placed_steps[0] += 1
                stones = [p for p in rule.moves if p != PASS]
                assert game.board.count() == len(stones) + len(rule.offers)
                assert game.moves == rule.moves
                fresh = LiveWindows()
                for i, p in enumerate(rule.moves):
                    if p != PASS:
                        fresh.place(p, 1 if i % 2 == 0 else 2)
                assert (fresh.black_live, fresh.white_live) == (game.windows.black_live, game.windows.white_live)
                assert game.clock_player == rule.decider or not game.in_opening
    assert placed_steps[0] > 100


def test_a_players_consecutive_opening_steps_are_known_before_the_stone():
    # RIF: P1 places moves 1-3 (one press), then P2 decides; move 4 is White's, then Black offers.
    rule = regulation("rif")
    game = Game(opening=rule)
    after = []
    for point in ("h8", "h9", "j10"):
        after.append(rule.decider_after())
        game.play(parse_point(point))
    assert after == [P1, P1, P2]
    game.keep(P2)
    assert rule.decider_after() == P1  # after White's move 4 (P2), Black (P1) offers
    sakata = regulation("sakata")
    game = Game(opening=sakata)
    after = []
    for point in ("h8", "h9", "j10", "i7", "g9"):
        after.append(sakata.decider_after())
        game.play(parse_point(point))
    assert after == [P1, P1, P2, P2, P1]  # P2's moves 4 and 5 are one press; then P1 takes a colour
