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
          blinks yellow. With lines (the forced wins the review found missed), a position that had
          one names its kind on the right face (VCF, VCT), and both buttons held play it out:
          its stones appear one at a time, in order, Black's violet and White's white, the newest
          blinking, the faces naming the kind and the stone's number ("3-5"), a stone every
          LINE_STEP_MS or at a tap (right: the next, left: the one before); once its five stands
          (green) the board goes back to the position after LINE_END_MS, or at once on a hold.

Moves are point ints, PASS (-1) for a pass; a move's colour is its number's (Black the odd ones).
"""

import time

from shared_rules.board import POINTS, BLACK, WHITE, EMPTY
from shared_rules.fouls import five_line
from shared_rules.game import PASS

LINE_STEP_MS = 1500  # a forced win's next stone appears after this long, unless a tap shows it first
LINE_END_MS = 3000  # its five stays this long before the board goes back to the position


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

    def __init__(self, moves, k=0, hints=None, lines=None):
        self.moves = moves
        self.hints = hints  # per position k, the engine's best move there (a point, or -1), or None
        self.lines = lines  # {k: (kind, bytes of points)}: the forced wins missed there, or None
        self.line = None  # the line being played out (its points), or None
        self.line_kind = ""
        self.line_shown = 0  # how many of its stones are shown
        self.line_since = 0  # ticks_ms when the newest was shown
        self.line_five = ()  # once the line is whole: its five's points
        self.k = 0
        self.cells = bytearray(POINTS)
        self.order = _order(moves, len(moves))
        self.step(k)

    def step(self, delta):
        """Forward (delta > 0) or back; returns False at either end."""
        self.line = None
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
        if hints is None or self.k >= len(hints) or self.line is not None:
            return -1
        p = hints[self.k]
        return p if p >= 0 and not self.cells[p] else -1

    def shown(self, restore):
        return next_in_order(restore, self.order)

    def line_here(self):
        """The forced win missed in the position reached: (kind, points), or None."""
        return self.lines.get(self.k) if self.lines else None

    def start_line(self, now):
        """Play out the position's forced win from its first stone; False if it has none."""
        here = self.line_here()
        if here is None:
            return False
        self.line_kind, self.line = here
        self._show(1, now)
        return True

    def leave_line(self):
        self.line = None

    def _show(self, count, now):
        line = self.line
        self.line_shown = count
        self.line_since = now
        self.line_five = ()
        if count == len(line):  # the five, found on the position with the line's stones added
            cells = bytearray(self.cells)
            colour = self.turn
            for i in range(count):
                cells[line[i]] = colour if i % 2 == 0 else BLACK + WHITE - colour
            self.line_five = five_line(cells, line[count - 1], colour) or ()

    def line_step(self, delta, now):
        """A tap while the line plays: the next stone (delta 1) or back to the one before (-1)."""
        count = self.line_shown + delta
        if 1 <= count <= len(self.line):
            self._show(count, now)

    def line_tick(self, now):
        """The line's timer: True when what it shows changed (its next stone, or its end: back to
        the position)."""
        line = self.line
        if line is None:
            return False
        whole = self.line_shown == len(line)
        if time.ticks_diff(now, self.line_since) < (LINE_END_MS if whole else LINE_STEP_MS):
            return False
        if whole:
            self.line = None
        else:
            self._show(self.line_shown + 1, now)
        return True

    def faces(self):
        """The clock faces: the move reached and the record's length; where a forced win was
        missed, its kind on the right; while it plays, its kind and the stone shown ("3-5")."""
        if self.line is not None:
            return self.line_kind.upper(), "%d-%d" % (self.line_shown, len(self.line))
        here = self.line_here()
        if here is not None:
            return "%d" % self.k, here[0].upper()
        return "%d" % self.k, "%d" % len(self.moves)
