"""Reconciling the stable physical board with the game.

The one placement expected of the side to move becomes a move; anything else is an anomaly whose
guide says which points to put a stone back on and which stones to remove. The board resumes only
when the physical board equals the game again.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


from shared_rules.board import POINTS, EMPTY

MATCH = const(0)
PLACEMENT = const(1)
ANOMALY = const(2)
CLEARED = const(3)
VERDICT_NAMES = ("match", "placement", "anomaly", "cleared")


class Reconciler:
    def __init__(self):
        self.restore = []  # points where the game has a stone the board lacks (or the wrong one)
        self.remove = []  # points where the board has a stone the game does not
        self.placement = -1

    def compare(self, physical, cells, turn, accepting):
        """physical, cells: bytearray(225). turn: the colour expected next. accepting: whether a new
        stone may become a move now (False once the game is over)."""
        restore = self.restore
        remove = self.remove
        del restore[:]
        del remove[:]
        added = -1
        added_count = 0
        stones = 0
        for p in range(POINTS):
            seen = physical[p]
            want = cells[p]
            if seen != EMPTY:
                stones += 1
            if seen == want:
                continue
            if want == EMPTY:
                added = p
                added_count += 1
                remove.append(p)
            elif seen == EMPTY:
                restore.append(p)
            else:  # wrong colour, or an unsure reading, where the game has a stone
                remove.append(p)
                restore.append(p)
        self.placement = -1
        if not restore and not remove:
            return MATCH
        if stones == 0:
            return CLEARED
        if (accepting and added_count == 1 and not restore and physical[added] == turn):
            self.placement = added
            del remove[:]
            return PLACEMENT
        return ANOMALY
