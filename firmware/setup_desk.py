"""Set-up mode: a recorded game put on the board stone by stone, in its order, as the LEDs show.

Two uses, both started by the host's `setup` command (shared_rules/protocol.py):
  resume  an adjourned game (or one from another board) goes on here. The referee rebuilds it as a
          new game whose moves are journaled and sent like any other (marked "setup"), so a power
          cut and the host's record keep it; the board starts empty, and the reconciler's guide
          asks for the missing stones. SetupGuide shows one of them at a time, the lowest move
          number first, blue for "put a stone here", so the position is rebuilt in the game's order
          and each stone's colour is checked. Play goes on once the stones match the game.
  study   the record stepped through for analysis: not a game, nothing journaled. The target is
          the position after k moves; the right clock button steps forward, the left back, a hold
          of either ends the study (the board then asks for the game's own position again). With
          hints (the host's review by the engine), the engine's best move in the position reached
          blinks yellow.

Moves are point ints, PASS (-1) for a pass; a move's colour is its number's (Black the odd ones).
"""

from shared_rules.board import POINTS, BLACK, WHITE, EMPTY
from shared_rules.game import PASS


def _order(moves, upto):
    """bytearray(POINTS): the move number (1-based, capped at 255) of the stone on each point."""
    order = bytearray(POINTS)
    for i in range(upto):
        p = moves[i]
        if p != PASS:
            order[p] = i + 1 if i < 255 else 255
    return order


def next_in_order(points, order):
    """Of the points to put a stone on, the one the game played first (a list of one, or [])."""
    best = -1
    for p in points:
        if order[p] and (best < 0 or order[p] < order[best]):
            best = p
    return [best] if best >= 0 else list(points[:1])


class SetupGuide:
    """A resumed game's stones asked for one at a time, in the order they were played."""

    def __init__(self, moves):
        self.total = sum(1 for p in moves if p != PASS)
        self.order = _order(moves, len(moves))

    def shown(self, restore):
        return next_in_order(restore, self.order)

    def placed(self, restore):
        return self.total - len(restore)


class Study:
    """A record stepped through: the stones follow the position after k moves."""

    def __init__(self, moves, k=0, hints=None):
        self.moves = moves
        self.hints = hints  # per position k, the engine's best move there (a point, or -1), or None
        self.k = 0
        self.cells = bytearray(POINTS)
        self.order = _order(moves, len(moves))
        self.step(k)

    def step(self, delta):
        """Forward (delta > 0) or back; returns False at either end."""
        target = self.k + delta
        if target < 0 or target > len(self.moves):
            return False
        while self.k < target:
            p = self.moves[self.k]
            if p != PASS:
                self.cells[p] = BLACK if self.k % 2 == 0 else WHITE
            self.k += 1
        while self.k > target:
            self.k -= 1
            p = self.moves[self.k]
            if p != PASS:
                self.cells[p] = EMPTY
        return True

    @property
    def turn(self):
        return BLACK if self.k % 2 == 0 else WHITE

    def hint(self):
        """The engine's best move in the position reached (to blink on its point), or -1."""
        hints = self.hints
        if hints is None or self.k >= len(hints):
            return -1
        p = hints[self.k]
        return p if p >= 0 and not self.cells[p] else -1

    def shown(self, restore):
        return next_in_order(restore, self.order)

    def faces(self):
        """The clock faces: the move reached and the record's length."""
        return "%d" % self.k, "%d" % len(self.moves)
