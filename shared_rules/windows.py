"""Whether either side can still build a five: live five-point windows, kept up to date per stone.

A window is five consecutive points on one line (572 on the board). It is live for White while it
holds no black stone (White wins with five or more, so what lies beyond its ends does not matter).
It is live for Black while it holds no white stone and no black stone sits just beyond either end
(that five would be a long row, never an exact five). A stone can only kill windows that it lands in
or, for a black stone, that it flanks, so each stone touches at most 4 * (5 + 2) windows: the
draw "neither side can still build a five" (004 9.2.7.1 c) is known after every move without a scan.
Counts rather than flags, so that removing a stone (undo, withdrawn offers) is the exact inverse.

Cost, measured with bench/bench_game.py under callgrind on the unix port: about 47,000 net
instructions a place() or remove() (0.7 ms on the Pico by docs/performance.md's 71,000 a millisecond),
5.3 M once at import to build the tables (75 ms); RAM: 2.7 KB of tables and 2.7 KB of counts.

What is not modelled: whether Black could actually fill a live window without a foul on the way, or
who is to move; "can still build" here means that some filling of empty points would make the five.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import SIZE, POINTS, BLACK

WINDOWS = const(572)  # 2 * 15 * 11 lines and columns + 2 * 121 diagonals
_STEPS = (1, SIZE, SIZE + 1, 1 - SIZE)  # right, up, up-right, down-right


def _tables():
    # Three bytes tables indexed d*225+x for direction d (right, up, up-right, down-right):
    # valid[start]: bit 1 if the window start .. start+4*step lies on the board, bit 2 if the point
    # before it does, bit 4 if the point after it does; first[p]: the start of the first window
    # containing p in the order start, start+step, ...; count[p]: how many windows contain p (0..5).
    valid = bytearray(4 * POINTS)
    first = bytearray(4 * POINTS)
    count = bytearray(4 * POINTS)
    for d in range(4):
        dx = 0 if d == 1 else 1
        dy = (0, 1, 1, -1)[d]
        step = _STEPS[d]
        base = d * POINTS
        rows = range(4, SIZE) if dy < 0 else range(SIZE - 4 * dy)
        if step < 0:  # walk starts along the step, so that each point meets its first window first
            rows = range(rows[-1], rows[0] - 1, -1)
        for r in rows:
            for c in range(SIZE - 4 * dx):
                s = r * SIZE + c
                bits = 1
                if 0 <= c - dx and 0 <= r - dy < SIZE:
                    bits |= 2
                if c + 5 * dx < SIZE and 0 <= r + 5 * dy < SIZE:
                    bits |= 4
                valid[base + s] = bits
                i = base + s
                for _ in range(5):
                    if count[i] == 0:
                        first[i] = s
                    count[i] += 1
                    i += step
    return bytes(valid), bytes(first), bytes(count)


_VALID, _FIRST, _COUNT = _tables()


class LiveWindows:
    """Live-window counts for both colours; place() and remove() keep them current."""

    def __init__(self):
        self.white_in = bytearray(4 * POINTS)  # white stones in the window (kill it for Black)
        self.black_in = bytearray(4 * POINTS)  # black stones in the window (kill it for White)
        self.black_flank = bytearray(4 * POINTS)  # black stones just beyond its ends (Black)
        self.black_live = WINDOWS
        self.white_live = WINDOWS

    def can_five(self, colour):
        return (self.black_live if colour == BLACK else self.white_live) > 0

    def dead(self):
        """True when neither side can still build a five."""
        return self.black_live == 0 and self.white_live == 0

    def place(self, p, colour):
        if colour == BLACK:
            self._black(p, 1)
        else:
            self._white(p, 1)

    def remove(self, p, colour):
        if colour == BLACK:
            self._black(p, -1)
        else:
            self._white(p, -1)

    def _white(self, p, delta):
        # A white stone at p kills (or, removed, revives) Black's windows that contain p.
        first = _FIRST
        count = _COUNT
        white_in = self.white_in
        flank = self.black_flank
        live = self.black_live
        for d in range(4):
            step = _STEPS[d]
            dp = d * POINTS + p
            i = d * POINTS + first[dp]
            for _ in range(count[dp]):
                if delta > 0:
                    if white_in[i] == 0 and flank[i] == 0:
                        live -= 1
                    white_in[i] += 1
                else:
                    white_in[i] -= 1
                    if white_in[i] == 0 and flank[i] == 0:
                        live += 1
                i += step
        self.black_live = live

    def _black(self, p, delta):
        # A black stone at p kills White's windows that contain p, and Black's that it flanks.
        first = _FIRST
        count = _COUNT
        valid = _VALID
        black_in = self.black_in
        white_in = self.white_in
        flank = self.black_flank
        black_live = self.black_live
        white_live = self.white_live
        for d in range(4):
            step = _STEPS[d]
            base = d * POINTS
            dp = base + p
            i = base + first[dp]
            for _ in range(count[dp]):
                if delta > 0:
                    if black_in[i] == 0:
                        white_live -= 1
                    black_in[i] += 1
                else:
                    black_in[i] -= 1
                    if black_in[i] == 0:
                        white_live += 1
                i += step
            # The window just after p and the one just before it: with p black, six.
            for t in range(2):
                if t == 0:
                    s = p + step
                    need = 3
                else:
                    s = p - 5 * step
                    need = 5
                i = base + s
                if not (0 <= s < POINTS and valid[i] & need == need):
                    continue
                if delta > 0:
                    if flank[i] == 0 and white_in[i] == 0:
                        black_live -= 1
                    flank[i] += 1
                else:
                    flank[i] -= 1
                    if flank[i] == 0 and white_in[i] == 0:
                        black_live += 1
        self.black_live = black_live
        self.white_live = white_live
