"""A game's moves, results and reasons, foul modes, claims, takebacks, the live-window draw test.

The foul-mode vectors (3x3, 4x4 and long row in club, training and tournament mode) use textbook
positions and need the complete foul engine in shared_rules.fouls (landed in 1f9e943)."""

from vectors import records
from shared_rules.board import BLACK, WHITE, EMPTY, POINTS, SIZE, FEDERATION, parse_point, point_name
from shared_rules import fouls
from shared_rules.game import (
    Game, IllegalMove, Outcome, PASS, P1, P2, DRAW, TRAINING, CLUB, TOURNAMENT, REASON_NAMES, WINNER_NAMES,
    REASON_FOUL, REASON_FIVE, REASON_DRAW_NO_FIVE, CLAIM_NAMES, ACT_PLACE, ACT_PASS, move_name, parse_move,
)
from shared_rules.windows import LiveWindows, WINDOWS


def _settings(record):
    settings = {}
    for pair in record.get("settings", "").split():
        key, value = pair.split("=")
        if value in ("true", "false"):
            settings[key] = value == "true"
        elif value.isdigit():
            settings[key] = int(value)
        else:
            settings[key] = value
    return settings


def _event(game, token):
    """Perform one script token on game."""
    word, _, arg = token.partition(":")
    colour = {"black": BLACK, "white": WHITE}.get(arg)
    if word == "resign":
        game.resign(colour)
    elif word == "flag":
        game.flag_fall(colour)
    elif word == "agree":
        game.agree_draw()
    elif word == "adjudicate":
        game.adjudicate(colour if colour else DRAW)
    elif word == "claim-five":
        game.claim_five(colour)
    elif word == "claim-foul":
        game.claim_foul(colour if colour else WHITE)
    elif word == "undo":
        game.undo()
    else:
        game.play(parse_move(token))


def _snapshot(game):
    return (list(game.moves), bytes(game.board.cells), game.result, len(game.claims),
            game.windows.black_live, game.windows.white_live)


def _play_script(record, keep_map=False):
    game = Game(**_settings(record))
    if keep_map:
        game.keep_forbidden_map()
    for token in record["script"].split():
        refused = token.startswith("!")
        before = _snapshot(game)
        try:
            _event(game, token[1:] if refused else token)
        except IllegalMove:
            assert refused, (record["name"], token, "refused")
            assert _snapshot(game) == before, (record["name"], token, "changed the game")
        else:
            assert not refused, (record["name"], token, "accepted")
    return game


def test_game_endings():
    reasons = set()
    for record in records("game_endings.txt"):
        name = record["name"]
        game = _play_script(record)
        assert len(game.moves) == int(record["count"]), (name, len(game.moves))
        result = game.result
        if record["result"] == "open":
            assert result is None, (name, result)
        else:
            outcome = result.as_dict()
            assert outcome["winner"] == record["result"], (name, outcome)
            assert outcome["reason"] == record["reason"], (name, outcome)
            reasons.add(result.reason)
            if "line" in record:
                assert " ".join(outcome["line"]) == record["line"], (name, outcome)
            if "point" in record:
                assert outcome["point"] == record["point"] and outcome["foul"] == record["foul"], (name, outcome)
        if "claims" in record:
            got = ["%s:%s:%s" % (CLAIM_NAMES[kind], WINNER_NAMES[who], "yes" if ok else "no")
                   for number, kind, who, ok in game.claims]
            assert " ".join(got) == record["claims"], (name, got)
    assert len(reasons) == len(REASON_NAMES) - 1  # every way a game can end is in the vectors


def test_every_outcome_has_a_reason_and_a_winner_name():
    for record in records("game_endings.txt"):
        game = _play_script(record)
        if game.result is not None:
            outcome = game.result.as_dict()
            assert outcome["reason"] and outcome["winner"] in ("black", "white", "draw")


def test_replay_and_notation():
    game = Game.replay(["H8", "H9", "J8", "J9"], notation=FEDERATION)  # J is read as I
    assert [point_name(p) for p in game.moves] == ["h8", "h9", "i8", "i9"]
    assert game.turn == BLACK and game.last_move == parse_point("i9")
    assert move_name(PASS) == "pass" and parse_move("pass") == PASS


def test_first_three_moves_never_pass():
    for n in (1, 2, 3):
        try:
            Game(pass_from_move=n)
            assert False
        except ValueError:
            pass
    game = Game(pass_from_move=4)
    for name in ("h8", "h9", "i8"):
        try:
            game.play(PASS)
            assert False
        except IllegalMove:
            pass
        game.play(parse_point(name))
    game.play(PASS)


def test_prompt_in_normal_play():
    game = Game()
    prompt = game.prompt()
    assert prompt.state == "NORMAL" and prompt.player == P1 and prompt.colour == BLACK
    assert prompt.actions == (ACT_PLACE,) and game.clock_player == P1
    for name in ("h8", "h9", "i8", "i9", "a1", "a2"):
        game.play(parse_point(name))
    assert game.prompt().actions == (ACT_PLACE, ACT_PASS)  # move 7 may be a pass
    game.play(parse_point("a3"))
    assert game.clock_player == P2
    try:
        game.resign(None)  # a resignation names the colour that resigns
        assert False
    except ValueError:
        assert game.result is None
    game.resign(WHITE)
    assert game.prompt().state == "OVER" and game.clock_player is None


def test_profiles():
    game = Game.with_profile("training")
    assert game.foul_mode == TRAINING and game.takebacks
    game = Game.with_profile("tournament", pass_from_move=10)
    assert game.foul_mode == TOURNAMENT and not game.takebacks and game.pass_from_move == 10
    assert Game().foul_mode == CLUB and Game(foul_mode="tournament").foul_mode == TOURNAMENT


def test_training_refusal_says_which_foul():
    game = Game(foul_mode="training")
    for name in "h8 o15 e5 o13 f5 o11 g3 o1 g4 m15".split():
        game.play(parse_point(name))
    try:
        game.play(parse_point("g5"))
        assert False
    except IllegalMove as error:
        assert error.kind == fouls.FOUL_33 and error.point == parse_point("g5")
        assert "g5" in str(error) and "3x3" in str(error)


def test_outcome_as_dict_and_equality():
    five = Outcome(BLACK, REASON_FIVE, [1, 2, 3, 4, 5])
    assert five == Outcome(BLACK, REASON_FIVE, (1, 2, 3, 4, 5))
    assert five.as_dict() == {"winner": "black", "reason": "five", "line": ["b1", "c1", "d1", "e1", "f1"]}
    foul = Outcome(WHITE, REASON_FOUL, [1, 2], point=2, kind=fouls.FOUL_44, lines=[[1, 2]])
    assert foul.as_dict()["point"] == "c1" and foul.as_dict()["foul"] == "44"
    assert foul.as_dict()["lines"] == [["b1", "c1"]]
    assert Outcome(DRAW, REASON_DRAW_NO_FIVE).as_dict()["winner"] == "draw"


# -- foul modes without the engine: a stand-in classifier -------------------------------------

class _StubGame(Game):
    """A game where one chosen point is a 3x3 for Black, whatever the stones: tests the mode
    mechanics independently of the foul engine."""

    foul_point = parse_point("a1")

    def foul_kind(self, p):
        return fouls.FOUL_33 if p == self.foul_point else fouls.NOT_FORBIDDEN


def test_foul_modes_with_a_stand_in_engine():
    moves = [parse_point(name) for name in ("h8", "h9")]
    game = _StubGame(foul_mode="training")
    for p in moves:
        game.play(p)
    try:
        game.play(parse_point("a1"))
        assert False
    except IllegalMove as error:
        assert error.kind == fouls.FOUL_33
    game = _StubGame(foul_mode="club")
    for p in moves:
        game.play(p)
    outcome = game.play(parse_point("a1"))
    assert outcome.winner == WHITE and outcome.reason == REASON_FOUL and outcome.point == parse_point("a1")
    assert game.board.cells[parse_point("a1")] == BLACK  # the stone stays to show the foul
    game = _StubGame(foul_mode="tournament")
    for p in moves:
        game.play(p)
    assert game.play(parse_point("a1")) is None
    assert game.claim_foul() is not None and game.result.reason == REASON_FOUL


# -- the no-five-possible draw -----------------------------------------------------------------

_DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def _live_brute_force(cells):
    """Live windows for Black and White, scanning every window (the definition, spelled out)."""
    black = white = 0
    for dx, dy in _DIRECTIONS:
        for row in range(SIZE):
            for column in range(SIZE):
                end_c = column + 4 * dx
                end_r = row + 4 * dy
                if not (0 <= end_c < SIZE and 0 <= end_r < SIZE):
                    continue
                colours = [cells[(row + i * dy) * SIZE + column + i * dx] for i in range(5)]
                if BLACK not in colours:
                    white += 1
                if WHITE in colours:
                    continue
                flanked = False
                for c, r in ((column - dx, row - dy), (end_c + dx, end_r + dy)):
                    if 0 <= c < SIZE and 0 <= r < SIZE and cells[r * SIZE + c] == BLACK:
                        flanked = True
                if not flanked:
                    black += 1
    return black, white


def test_windows_count():
    windows = LiveWindows()
    assert WINDOWS == 572 and (windows.black_live, windows.white_live) == (572, 572)
    assert _live_brute_force(bytearray(POINTS)) == (572, 572)


def _seeded_games():
    # tests/vectors/games.txt: long games without fives (bench/make_games.py).
    for record in records("games.txt"):
        yield [parse_point(name) for name in record["moves"].split()]


def test_live_windows_follow_every_stone_and_undo_exactly():
    checked = 0
    for number, moves in enumerate(_seeded_games()):
        windows = LiveWindows()
        cells = bytearray(POINTS)
        for i, p in enumerate(moves):
            colour = BLACK if i % 2 == 0 else WHITE
            cells[p] = colour
            windows.place(p, colour)
            if number < 2 or i == len(moves) - 1:  # every position of two games, the end of the rest
                assert (windows.black_live, windows.white_live) == _live_brute_force(cells), (number, i)
                checked += 1
        for i in range(len(moves) - 1, -1, -1):
            windows.remove(moves[i], BLACK if i % 2 == 0 else WHITE)
        assert (windows.black_live, windows.white_live) == (572, 572)
        assert windows.white_in == bytearray(4 * POINTS) and windows.black_flank == bytearray(4 * POINTS)
    assert checked > 100


def test_no_five_draw_is_found_at_the_move_that_makes_it():
    for record in records("game_endings.txt"):
        if record.get("reason") not in ("no five possible", "full board"):
            continue
        moves = [parse_point(name) for name in record["script"].split()]
        game = Game(foul_mode="tournament")
        for p in moves[:-1]:
            game.play(p)
        assert game.result is None
        assert _live_brute_force(game.board.cells) != (0, 0)
        game.play(moves[-1])
        assert _live_brute_force(game.board.cells) == (0, 0)
        assert game.result.winner == DRAW


def test_a_black_stone_just_beyond_a_window_kills_it_for_black_only():
    # A black f1 makes any black five in a1-e1, g1-k1, f2-f6, g2-k6 or a6-e2 a long row: those five
    # windows die for Black; for White only the 8 windows through f1 die.
    windows = LiveWindows()
    cells = bytearray(POINTS)
    cells[parse_point("f1")] = BLACK
    windows.place(parse_point("f1"), BLACK)
    assert (windows.black_live, windows.white_live) == (567, 572 - 8) == _live_brute_force(cells)
    windows.place(parse_point("a1"), WHITE)  # a1-e1 was already dead for Black: no double count
    cells[parse_point("a1")] = WHITE
    assert (windows.black_live, windows.white_live) == _live_brute_force(cells)



# -- the forbidden map kept beside the game -----------------------------------------------------

def test_a_kept_forbidden_map_follows_every_move_and_takeback():
    """keep_forbidden_map(): play and undo keep it equal to the map from scratch, and foul_kind
    answers from it (no position built per Black move) what classify would."""
    # g8 becomes a 3x3 for Black (h8 i8, g9 g10), is taken back and comes again; g8 is refused
    names = "h8 a1 i8 a3 g9 a5 g10 a7 undo undo g10 a7 !g8 f9 b1 j7 b3 undo".split()
    game = Game(foul_mode="training", takebacks=True)
    kept = game.keep_forbidden_map()
    fouls_seen = 0
    for name in names:
        if name == "undo":
            game.undo()
        elif name.startswith("!"):
            try:
                game.play(parse_point(name[1:]))
                assert False, name + " was not refused"
            except IllegalMove as error:
                assert error.kind == fouls.FOUL_33
        else:
            game.play(parse_point(name))
        fouls_seen += sum(1 for k in kept.kinds if k)
        assert bytes(kept.kinds) == bytes(fouls.forbidden_map(game.board.cells)), name
        for p in range(POINTS):
            if not game.board.cells[p]:
                expected = fouls.classify(game.board.cells, p)
                assert game.foul_kind(p) == (expected if expected >= fouls.FOUL_33 else 0), (name, p)
    assert fouls_seen


def test_foul_kind_reads_the_kept_map():
    game = Game(foul_mode="training")
    game.play(parse_point("h8"))
    game.play(parse_point("h9"))
    game.keep_forbidden_map().kinds[parse_point("a1")] = fouls.FOUL_44  # what the map says, the game refuses
    try:
        game.play(parse_point("a1"))
        assert False, "a1 was not refused"
    except IllegalMove as error:
        assert error.kind == fouls.FOUL_44


def test_the_endings_vectors_with_a_kept_map():
    """Every foul-mode ending (refusals, club fouls, claims judged with the stone lifted) the same
    with the map kept as without it."""
    for record in records("game_endings.txt"):
        plain = _play_script(record)
        kept = _play_script(record, keep_map=True)
        assert _snapshot(kept) == _snapshot(plain), record["name"]
        assert (kept.result and kept.result.as_dict()) == (plain.result and plain.result.as_dict()), record["name"]


def test_a_five_needs_no_press_but_a_tournament_five_waits_for_its_claim():
    # 004 9.2.5.1: the referee asks makes_five() before holding a clocked stone for its press.
    game = Game.replay("h8 h9 i8 i9 j8 j9 k8 k9".split())
    assert game.makes_five(parse_point("l8")) and game.makes_five(parse_point("g8"))
    assert not game.makes_five(parse_point("m8")) and not game.makes_five(parse_point("h10"))
    assert game.result is None and game.board.cells[parse_point("l8")] == EMPTY  # nothing left behind
    # Black's overline is no five (a foul); White's is a win.
    long_black = Game.replay("h8 h9 i8 i9 j8 j9 l8 l9 m8 a1".split())
    assert not long_black.makes_five(parse_point("k8"))
    long_white = Game.replay("h8 h9 a1 i9 a3 j9 a5 l9 a7 m9 a9".split())
    assert long_white.makes_five(parse_point("k9"))
    tournament = Game.replay("h8 h9 i8 i9 j8 j9 k8 k9".split(), foul_mode=TOURNAMENT)
    assert not tournament.makes_five(parse_point("l8"))
