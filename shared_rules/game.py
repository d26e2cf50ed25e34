"""A game of renju: the moves, whose turn and whose decision it is, and the result with its reason.

Settings (keyword arguments of Game, all with defaults; PROFILES holds the usual sets):
- foul_mode: TRAINING refuses a foul (IllegalMove says which); CLUB ends the game on a foul
  (Black loses, the Outcome names the point and the lines); TOURNAMENT records fouls and fives
  silently: they stand on the board until claimed (claim_foul / claim_five), and an unclaimed one
  lets the game go on (RIF example tournament rules, WC 2005).
- pass_from_move: the first move number at which a pass is allowed (default 7, i.e. once six stones
  are on the board, docs/rules.md, "Passes"); never below 4 (no pass in the first three moves, 002).
- takebacks: whether undo() is allowed.
- opening: an opening regulation from shared_rules.openings (RIF(), Yamaguchi(), ...), or None for
  free play from 1.h8. While it runs, stones go through it: play(p) places the next opening move
  (or, in an offer state, the next fifth-move offer), and the decisions are keep(), swap(),
  declare(n), choose_route(...), finish_offers(), choose(p), take_colour(c). prompt() says whose
  decision is next, what they may do, where, and whose clock runs.

Claims (tournament mode), as read from the RIF example tournament rules: the player who made a five
declares it (claim_five), White claims Black's foul (claim_foul), each about the move just made and
only until the opponent's next move (or pass): after that an unnoticed five or foul stands and the
game goes on. A wrong claim changes nothing: it returns None, is logged in .claims, and the turn
stays as it was; any penalty is the arbiter's (the rules leave the judgment to the referee).

Draws are detected when they happen: two passes in a row, a full board, and neither side able to
build a five any more (shared_rules.windows keeps that current at a few dozen operations a stone).
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import Board, BLACK, WHITE, EMPTY, CENTRE, POINTS, RIF, point_name
from shared_rules import fouls
from shared_rules.windows import LiveWindows
from shared_rules.terms import (  # re-exported: the firmware and host import these from here
    PASS, REASON_FIVE, REASON_RESIGN, REASON_TIME, REASON_FOUL, REASON_DRAW_AGREED, REASON_ADJUDICATED,
    REASON_DRAW_PASSES, REASON_DRAW_FULL, REASON_DRAW_NO_FIVE, REASON_NAMES, DRAW, WINNER_NAMES, P1,
    P2, PLAYER_NAMES, ACT_PLACE, ACT_PASS, ACT_KEEP, ACT_SWAP, ACT_DECLARE, ACT_ROUTE_KEEP,
    ACT_ROUTE_SWAP, ACT_ROUTE_OFFER, ACT_OFFER, ACT_UNDO_OFFER, ACT_FINISH, ACT_CHOOSE,
    ACT_TAKE_BLACK, ACT_TAKE_WHITE, ACT_TWO_STONES, ACTION_NAMES, IllegalMove, Outcome, Prompt, move_name,
    parse_move, colour_of_move,
)

# How Black's fouls are handled.
TRAINING = const(0)
CLUB = const(1)
TOURNAMENT = const(2)
FOUL_MODE_NAMES = ("training", "club", "tournament")

PROFILES = {
    "training": {"foul_mode": TRAINING, "takebacks": True},
    "club": {"foul_mode": CLUB, "takebacks": False},
    "tournament": {"foul_mode": TOURNAMENT, "takebacks": False},
}

FOUL_WORDS = ("", "", "double three (3x3)", "double four (4x4)", "long row (overline)")

# Claims in tournament mode (Game.claims log entries).
CLAIM_FIVE = const(1)
CLAIM_FOUL = const(2)
CLAIM_NAMES = ("", "five", "foul")


def _other(colour):
    # opponent(), but anything that is not a colour gives DRAW, which _end() refuses.
    return WHITE if colour == BLACK else (BLACK if colour == WHITE else DRAW)


def _foul_outcome(cells, p, kind):
    # Black loses by a foul at the empty point p: the Outcome names p, the kind and the rows that
    # make it (shared_rules.explain, imported here, on a foul, so that the board need not hold it
    # through a game without one), and .line holds their points once each, for the LEDs.
    from shared_rules.explain import explain

    lines = explain(cells, p)[1]
    flat = []
    for each in lines:
        for q in each:
            if q not in flat:
                flat.append(q)
    return Outcome(WHITE, REASON_FOUL, flat, p, kind, lines)


class Game:
    """One game. The firmware and the host call:

    play(p) a stone at p, or play(PASS); check(p) first to ask without playing. Both raise
    IllegalMove with the reason. play returns the Outcome if the move ended the game.
    resign(colour), flag_fall(colour), agree_draw(); claim_five(), claim_foul() in tournament mode.
    undo() when takebacks are on.
    In an opening regulation: play(p) for stones and offers, keep/swap/declare/choose_route/
    finish_offers/choose/take_colour (or act(ACT_*, arg, player)) for the decisions.
    prompt() (a Prompt: state, player, colour, actions, zone, clock, offers) and clock_player say
    whose decision and whose clock it is; player_of(colour) / colour_of(player) translate.
    State: board, moves (PASS = -1; offers are on the board but not moves), turn (the colour of the
    next move), last_move, result (None or Outcome), black_owner, claims, stones, windows.
    """

    def __init__(self, foul_mode=CLUB, pass_from_move=7, takebacks=False, opening=None):
        if isinstance(foul_mode, str):
            foul_mode = FOUL_MODE_NAMES.index(foul_mode)
        if pass_from_move < 4:
            raise ValueError("no pass in the first three moves: pass_from_move must be 4 or more")
        self.foul_mode = foul_mode
        self.pass_from_move = pass_from_move
        self.takebacks = takebacks
        self.opening = opening
        self.board = Board()
        self.moves = []
        self.result = None
        self.claims = []  # (move number, CLAIM_*, claimant colour, accepted) in tournament mode
        self.windows = LiveWindows()
        self.stones = 0
        self.forbidden = None  # Black's forbidden points, once keep_forbidden_map() is called
        self._offers_shown = []  # offers currently on self.board (not moves)
        self._final = False  # the result came from resignation, time, agreement or a claim
        if opening is not None:
            opening.pass_from_move = pass_from_move
            self._sync_opening()

    @classmethod
    def with_profile(cls, name, **settings):
        """Game.with_profile("tournament", opening=openings.Soosorv()): a profile plus overrides."""
        merged = dict(PROFILES[name])
        merged.update(settings)
        return cls(**merged)

    @classmethod
    def replay(cls, names, notation=RIF, **settings):
        game = cls(**settings)
        for name in names:
            game.play(parse_move(name, notation))
        return game

    # -- whose turn ---------------------------------------------------------------------------

    @property
    def turn(self):
        """The colour of the next move: Black plays the odd-numbered moves."""
        return colour_of_move(len(self.moves))

    @property
    def last_move(self):
        return self.moves[-1] if self.moves else None

    @property
    def in_opening(self):
        return self.opening is not None and not self.opening.done

    @property
    def black_owner(self):
        return P1 if self.opening is None else self.opening.black_owner

    def player_of(self, colour):
        """The player (P1 or P2) who owns colour now."""
        return self.black_owner if colour == BLACK else 3 - self.black_owner

    def colour_of(self, player):
        return BLACK if player == self.black_owner else WHITE

    def prompt(self):
        """What the game waits for now (a Prompt); state "OVER" with no player once it has ended."""
        if self.result is not None:
            return Prompt("OVER", None, None, (), None)
        if self.in_opening:
            return self.opening.prompt()
        player = self.player_of(self.turn)
        actions = (ACT_PLACE, ACT_PASS) if len(self.moves) + 1 >= self.pass_from_move else (ACT_PLACE,)
        return Prompt("NORMAL", player, self.turn, actions, player)

    @property
    def clock_player(self):
        """The player whose clock should run now (the decider in the opening, else the owner of
        the colour to move), or None when the game is over. Cheap: no Prompt is built."""
        if self.result is not None:
            return None
        if self.in_opening:
            return self.opening.clock
        return self.player_of(self.turn)

    # -- moves --------------------------------------------------------------------------------

    def keep_forbidden_map(self):
        """Black's forbidden points (fouls.ForbiddenMap), built now and from here on kept current
        by play and undo; foul_kind then reads it instead of judging the point afresh. Call it
        once the opening is over (no opening stone can be a foul)."""
        if self.forbidden is None:
            self.forbidden = fouls.ForbiddenMap(self.board.cells)
        return self.forbidden

    def foul_kind(self, p):
        """What a black stone at the empty point p would be now: the kept map's kind (a foul or
        0), else fouls.classify's."""
        forbidden = self.forbidden
        if forbidden is not None:
            return forbidden.kinds[p]
        return fouls.classify(self.board.cells, p)

    def check(self, p):
        """Raise IllegalMove if the side to move may not play p (a point or PASS) now."""
        self._vet(p)

    def _vet(self, p):
        # Returns the foul kind of a black stone at p when the foul mode needs it, else 0.
        if self.result is not None:
            raise IllegalMove("the game is over")
        if self.in_opening:
            self.opening.vet_stone(p)
            return 0
        if p == PASS:
            if len(self.moves) + 1 < self.pass_from_move:
                raise IllegalMove("no pass before move %d" % self.pass_from_move)
            return 0
        if not isinstance(p, int) or not 0 <= p < POINTS:
            raise IllegalMove("not a point: %r" % (p,))
        if self.board.cells[p]:
            raise IllegalMove("%s is occupied" % point_name(p))
        if not self.moves and p != CENTRE:
            raise IllegalMove("the first move is Black's, on h8")
        if self.turn != BLACK or self.foul_mode == TOURNAMENT:
            return 0
        kind = self.foul_kind(p)
        if self.foul_mode == TRAINING and kind >= fouls.FOUL_33:
            raise IllegalMove("%s is forbidden for Black: %s" % (point_name(p), FOUL_WORDS[kind]), kind, p)
        return kind

    def makes_five(self, p):
        """Whether the side to move's stone at the empty point p ends the game by its row (Black's
        exact five; White's five or longer) where the board decides it: not in the opening, and
        not in tournament mode, where a five stands until claimed. Such a move needs no clock
        press (004 9.2.5.1: the last move is complete only once the clock is pressed, except for a
        five, White's overline, resignation and draws)."""
        if self.result is not None or self.in_opening or self.foul_mode == TOURNAMENT or p == PASS:
            return False
        cells = self.board.cells
        if cells[p] != EMPTY:
            return False
        colour = self.turn
        cells[p] = colour
        try:
            return fouls.five_line(cells, p, colour) is not None
        finally:
            cells[p] = EMPTY

    def play(self, p):
        """Place the side to move's stone at p, or pass (PASS); returns the Outcome if it ends the
        game, else None. In an opening regulation's offer state the stone is a fifth-move offer."""
        if self.in_opening and self.result is None:  # the regulation vets the stone itself
            if ACT_OFFER in self.opening.actions:
                self.act(ACT_OFFER, p)
            else:
                self.act(ACT_PASS if p == PASS else ACT_PLACE, p)
            return None
        kind = self._vet(p)
        colour = self.turn
        self.moves.append(p)
        if p == PASS:
            if len(self.moves) >= 2 and self.moves[-2] == PASS:
                self.result = Outcome(DRAW, REASON_DRAW_PASSES)
            return self.result
        cells = self.board.cells
        if kind >= fouls.FOUL_33:  # club mode: the foul ends the game, the stone stays to show it
            self.result = _foul_outcome(cells, p, kind)
        cells[p] = colour
        self.stones += 1
        self.windows.place(p, colour)
        if self.forbidden is not None:
            self.forbidden.update(cells, p)
        if self.result is None and self.foul_mode != TOURNAMENT:
            line = fouls.five_line(cells, p, colour)
            if line:
                self.result = Outcome(colour, REASON_FIVE, line)
        if self.result is None:
            if self.stones == POINTS:
                self.result = Outcome(DRAW, REASON_DRAW_FULL)
            elif self.windows.dead():
                self.result = Outcome(DRAW, REASON_DRAW_NO_FIVE)
        return self.result

    def undo(self):
        """Take back the last move, or the last opening step (a decision, an offer); clears a result
        that move produced. Refused when takebacks are off or the game ended otherwise."""
        if not self.takebacks:
            raise IllegalMove("takebacks are off")
        if self.result is not None and self._final:
            raise IllegalMove("the game is over")
        opening = self.opening
        if opening is not None and len(self.moves) <= len(opening.moves):
            last = self.moves[-1] if self.moves else PASS
            opening.undo()
            self._sync_opening()
            if self.forbidden is not None and last != PASS:
                self.forbidden.update(self.board.cells, last)
            return
        if not self.moves:
            raise IllegalMove("nothing to undo")
        p = self.moves.pop()
        self.result = None
        if p != PASS:
            self.board.cells[p] = 0
            self.stones -= 1
            self.windows.remove(p, colour_of_move(len(self.moves)))
            if self.forbidden is not None:
                self.forbidden.update(self.board.cells, p)

    # -- endings that are not moves -----------------------------------------------------------

    def _end(self, outcome):
        if outcome.reason not in (REASON_DRAW_AGREED, REASON_ADJUDICATED) and outcome.winner not in (BLACK, WHITE):
            raise ValueError("a colour, BLACK or WHITE, resigns or runs out of time")
        if self.result is not None:
            raise IllegalMove("the game is over")
        self.result = outcome
        self._final = True
        return outcome

    def resign(self, colour):
        """The player of colour resigns (at any time); the other colour wins."""
        return self._end(Outcome(_other(colour), REASON_RESIGN))

    def flag_fall(self, colour):
        """The clock says colour's time ran out (or a move control was missed): colour loses.
        The clock knows players: call flag_fall(game.colour_of(player))."""
        return self._end(Outcome(_other(colour), REASON_TIME))

    def agree_draw(self):
        return self._end(Outcome(DRAW, REASON_DRAW_AGREED))

    def adjudicate(self, winner):
        """The arbiter ends the game: winner BLACK, WHITE or DRAW (e.g. a dispute, an abandoned game)."""
        if winner not in (BLACK, WHITE, DRAW):
            raise ValueError("winner must be BLACK, WHITE or DRAW")
        return self._end(Outcome(winner, REASON_ADJUDICATED))

    # -- tournament claims --------------------------------------------------------------------

    def _claim_window(self):
        if self.result is not None:
            raise IllegalMove("the game is over")
        if self.foul_mode != TOURNAMENT:
            raise IllegalMove("claims are made in tournament mode only; the board adjudicates otherwise")

    def _log_claim(self, kind, claimant, accepted):
        self.claims.append((len(self.moves), kind, claimant, accepted))

    def claim_five(self, colour=None):
        """The player who just moved declares a five (White: five or more) made by that move.

        Right: the game ends, that colour wins. Wrong (no such five, or the claim comes after the
        opponent has moved on: an unnoticed five lapses): returns None and play goes on unchanged;
        the claim is logged in .claims for the arbiter (RIF leaves any penalty to the referee)."""
        self._claim_window()
        line = None
        if self.moves and self.moves[-1] != PASS:
            mover = colour_of_move(len(self.moves) - 1)
            if colour is None or colour == mover:
                colour = mover
                line = fouls.five_line(self.board.cells, self.moves[-1], mover)
        self._log_claim(CLAIM_FIVE, colour, line is not None)
        if line is None:
            return None
        return self._end(Outcome(colour, REASON_FIVE, line))

    def claim_foul(self, colour=WHITE):
        """White claims that Black's last move (the move just made) is a foul.

        Right: Black loses, the Outcome names the point and lines. Wrong (not a foul, a five, not
        Black's stone, or White has already moved on: the foul then stands): returns None and play
        goes on unchanged; the claim is logged in .claims."""
        self._claim_window()
        moves = self.moves
        outcome = None
        if colour == WHITE and moves and moves[-1] != PASS and len(moves) % 2 == 1:
            p = moves[-1]
            cells = self.board.cells
            cells[p] = 0  # judge the move in the position it was played in (not the kept map's)
            forbidden = self.forbidden
            self.forbidden = None
            try:
                kind = self.foul_kind(p)
                if kind >= fouls.FOUL_33:
                    outcome = _foul_outcome(cells, p, kind)
            finally:
                cells[p] = BLACK
                self.forbidden = forbidden
        self._log_claim(CLAIM_FOUL, colour, outcome is not None)
        if outcome is None:
            return None
        return self._end(outcome)

    # -- the opening regulation ---------------------------------------------------------------

    def act(self, action, arg=None, player=None):
        """Perform an opening action (ACT_*) with its argument (a point, a number) by player
        (P1/P2; None: not known, taken to be the decider). Raises IllegalMove if refused."""
        if self.result is not None:
            raise IllegalMove("the game is over")
        if not self.in_opening:
            raise IllegalMove("no opening decision is pending")
        self.opening.act(action, arg, player)
        self._sync_opening()

    def keep(self, player=None):
        self.act(ACT_KEEP, None, player)

    def swap(self, player=None):
        self.act(ACT_SWAP, None, player)

    def declare(self, n, player=None):
        self.act(ACT_DECLARE, n, player)

    def choose_route(self, action, player=None):
        """Taraguchi after move 4: ACT_ROUTE_KEEP, ACT_ROUTE_SWAP or ACT_ROUTE_OFFER."""
        self.act(action, None, player)

    def offer(self, p, player=None):
        self.act(ACT_OFFER, p, player)

    def undo_offer(self, p=None, player=None):
        self.act(ACT_UNDO_OFFER, p, player)

    def finish_offers(self, player=None):
        self.act(ACT_FINISH, None, player)

    def choose(self, p, player=None):
        self.act(ACT_CHOOSE, p, player)

    def two_stones(self, player=None):
        """Super Sakata: instead of taking a colour, place one more white and one more black stone."""
        self.act(ACT_TWO_STONES, None, player)

    def take_colour(self, colour, player=None):
        """Sakata: the deciding player takes colour (BLACK or WHITE)."""
        self.act(ACT_TAKE_BLACK if colour == BLACK else ACT_TAKE_WHITE, None, player)

    def _sync_opening(self):
        # Make board, moves and live windows follow the regulation's stones (at most a dozen).
        opening = self.opening
        cells = self.board.cells
        moves = self.moves
        new = opening.moves
        same = 0
        while same < len(moves) and same < len(new) and moves[same] == new[same]:
            same += 1
        for p in self._offers_shown:
            cells[p] = 0
        while len(moves) > same:
            p = moves.pop()
            if p != PASS:
                cells[p] = 0
                self.stones -= 1
                self.windows.remove(p, colour_of_move(len(moves)))
        while len(moves) < len(new):
            p = new[len(moves)]
            colour = colour_of_move(len(moves))
            moves.append(p)
            if p != PASS:
                cells[p] = colour
                self.stones += 1
                self.windows.place(p, colour)
        self._offers_shown = list(opening.offers)
        for p in self._offers_shown:
            cells[p] = BLACK
        self.result = None

