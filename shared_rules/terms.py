"""The words a game is described in, shared by game.py and openings.py: moves and passes, players,
the actions a prompt offers, why a game ended (Outcome), what it waits for (Prompt), IllegalMove.

Kept apart from the Game class so that each module stays small enough to compile from source on the
board's heap. shared_rules.game re-exports all of it.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import BLACK, WHITE, RIF, point_name, parse_point
from shared_rules.fouls import KIND_NAMES

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
REASON_ADJUDICATED = const(9)
REASON_NAMES = ("", "five", "resignation", "time", "foul", "agreement", "two passes", "full board", "no five possible",
                "adjudication")

DRAW = const(0)
WINNER_NAMES = ("draw", "black", "white")

# The two players. P1 places move 1 (the tentative Black); a swap changes which colour each owns.
P1 = const(1)
P2 = const(2)
PLAYER_NAMES = ("", "P1", "P2")

# What the player whose decision it is may do (Prompt.actions).
ACT_PLACE = const(1)
ACT_PASS = const(2)
ACT_KEEP = const(3)
ACT_SWAP = const(4)
ACT_DECLARE = const(5)
ACT_ROUTE_KEEP = const(6)
ACT_ROUTE_SWAP = const(7)
ACT_ROUTE_OFFER = const(8)
ACT_OFFER = const(9)
ACT_UNDO_OFFER = const(10)
ACT_FINISH = const(11)
ACT_CHOOSE = const(12)
ACT_TAKE_BLACK = const(13)
ACT_TAKE_WHITE = const(14)
ACT_TWO_STONES = const(15)  # Super Sakata: place one more white and one more black stone, hand the choice over
ACTION_NAMES = ("", "place", "pass", "keep", "swap", "declare", "route keep", "route swap", "route offer",
                "offer", "undo offer", "finish", "choose", "take black", "take white", "two stones")


class IllegalMove(ValueError):
    """A move or decision the rules refuse; str() says why in words a player understands.

    For a foul refused in training mode, .kind is the foul kind and .point the point."""

    def __init__(self, message, kind=0, point=None):
        super().__init__(message)
        self.kind = kind
        self.point = point


class Outcome:
    """How a game ended: winner (BLACK, WHITE or DRAW), reason, and the points that show it.

    line: the five, or for a foul every point of the lines that make it. A foul also has .point
    (the foul stone), .kind (fouls.FOUL_*) and .lines (one tuple of points per three/four/long row).
    """

    def __init__(self, winner, reason, line=(), point=None, kind=0, lines=()):
        self.winner = winner
        self.reason = reason
        self.line = tuple(line)
        self.point = point
        self.kind = kind
        self.lines = tuple(tuple(each) for each in lines)

    def __eq__(self, other):
        return (isinstance(other, Outcome) and self.winner == other.winner
                and self.reason == other.reason and self.line == other.line
                and self.point == other.point and self.kind == other.kind)

    def __repr__(self):
        return "Outcome(%s, %s, %r)" % (WINNER_NAMES[self.winner], REASON_NAMES[self.reason],
                                        [point_name(p) for p in self.line])

    def as_dict(self):
        out = {"winner": WINNER_NAMES[self.winner], "reason": REASON_NAMES[self.reason],
               "line": [point_name(p) for p in self.line]}
        if self.point is not None:
            out["point"] = point_name(self.point)
            out["foul"] = KIND_NAMES[self.kind]
            out["lines"] = [[point_name(p) for p in each] for each in self.lines]
        return out


class Prompt:
    """What the game waits for: whose decision (player and the colour they own), the allowed
    actions, the zone for the next stone (None: anywhere), and whose clock runs."""

    def __init__(self, state, player, colour, actions, clock, zone=None, offers=(), offers_needed=0):
        self.state = state
        self.player = player
        self.colour = colour
        self.actions = actions
        self.clock = clock
        self.zone = zone
        self.offers = tuple(offers)
        self.offers_needed = offers_needed

    def __repr__(self):
        return "Prompt(%r)" % (self.as_dict(),)

    def as_dict(self):
        return {
            "state": self.state,
            "player": PLAYER_NAMES[self.player] if self.player else None,
            "colour": WINNER_NAMES[self.colour] if self.colour else None,
            "actions": [ACTION_NAMES[a] for a in self.actions],
            "clock": PLAYER_NAMES[self.clock] if self.clock else None,
            "zone": None if self.zone is None else ("Z%d" % self.zone if self.zone <= 4 else "any"),
            "offers": [point_name(p) for p in self.offers],
            "offers_needed": self.offers_needed,
        }


def move_name(move):
    return "pass" if move == PASS else point_name(move)


def parse_move(name, notation=RIF):
    return PASS if name == "pass" else parse_point(name, notation)


def colour_of_move(index):
    """Colour of the move at 0-based index in the move list: Black plays the odd-numbered moves."""
    return BLACK if index % 2 == 0 else WHITE
