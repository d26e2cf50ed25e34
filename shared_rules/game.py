"""A game of renju: the move list, whose turn it is, and the result with its reason.

The skeleton (issue 2) knows alternation from Black on h8, fives and the result; the complete rules
(fouls per foul mode, passes, draws, undo, opening regulations) slot in here in issue 3.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import Board, BLACK, WHITE, EMPTY, CENTRE, POINTS, point_name, parse_point
from shared_rules.fouls import five_line

PASS = const(-1)

# Why a game ended.
REASON_FIVE = const(1)
REASON_RESIGN = const(2)
REASON_TIME = const(3)
REASON_FOUL = const(4)
REASON_DRAW_AGREED = const(5)
REASON_DRAW_PASSES = const(6)
REASON_DRAW_FULL = const(7)
REASON_DRAW_NO_FIVE = const(8)
REASON_NAMES = ("", "five", "resignation", "time", "foul", "agreement", "two passes", "full board", "no five possible")

DRAW = const(0)
WINNER_NAMES = ("draw", "black", "white")


class IllegalMove(ValueError):
    """A move the rules refuse; str() says why in words a player understands."""


class Outcome:
    """How a game ended: winner (BLACK, WHITE or DRAW), reason, and the points that show it."""

    def __init__(self, winner, reason, line=()):
        self.winner = winner
        self.reason = reason
        self.line = tuple(line)

    def __eq__(self, other):
        return (isinstance(other, Outcome) and self.winner == other.winner
                and self.reason == other.reason and self.line == other.line)

    def __repr__(self):
        return "Outcome(%s, %s, %r)" % (WINNER_NAMES[self.winner], REASON_NAMES[self.reason],
                                        [point_name(p) for p in self.line])

    def as_dict(self):
        return {"winner": WINNER_NAMES[self.winner], "reason": REASON_NAMES[self.reason],
                "line": [point_name(p) for p in self.line]}


def move_name(move):
    return "pass" if move == PASS else point_name(move)


def parse_move(name):
    return PASS if name == "pass" else parse_point(name)


class Game:
    def __init__(self):
        self.board = Board()
        self.moves = []
        self.result = None

    @property
    def turn(self):
        """The colour to move: Black plays the odd-numbered moves."""
        return BLACK if len(self.moves) % 2 == 0 else WHITE

    @property
    def last_move(self):
        return self.moves[-1] if self.moves else None

    def check(self, p):
        """Raise IllegalMove if the side to move may not play p now."""
        if self.result is not None:
            raise IllegalMove("the game is over")
        if not 0 <= p < POINTS:
            raise IllegalMove("not a point")
        if self.board.cells[p] != EMPTY:
            raise IllegalMove("%s is occupied" % point_name(p))
        if not self.moves and p != CENTRE:
            raise IllegalMove("the first move is Black's, on h8")

    def play(self, p):
        """Place the side to move's stone at p; returns the Outcome if it ends the game, else None."""
        self.check(p)
        colour = self.turn
        self.board.cells[p] = colour
        self.moves.append(p)
        line = five_line(self.board.cells, p, colour)
        if line:
            self.result = Outcome(colour, REASON_FIVE, line)
        return self.result

    @classmethod
    def replay(cls, names):
        game = cls()
        for name in names:
            game.play(parse_move(name))
        return game
