"""Fives and Black's fouls.

Entry points (cells is a Board's bytearray):
- five_line(cells, p, colour): the five (or White's longer row) that a stone of `colour` at p
  completes, as a tuple of points, or None; the stone is already at p.
- classify(cells, p): what a black stone at the empty point p would be: NOT_FORBIDDEN, FIVE, or a
  foul kind FOUL_33 / FOUL_44 / FOUL_OVERLINE. cells is unchanged afterwards.
(Walking skeleton: classify knows fives only; the complete engine is issue 3.)
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import SIZE, BLACK

# Outcomes of classifying a point for Black.
NOT_FORBIDDEN = const(0)
FIVE = const(1)
FOUL_33 = const(2)
FOUL_44 = const(3)
FOUL_OVERLINE = const(4)
KIND_NAMES = ("", "five", "33", "44", "6")

# The four line directions as (dx, dy).
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def _run(cells, p, colour, dx, dy):
    """Points of the unbroken run of `colour` through p along (dx, dy), in order."""
    column = p % SIZE
    row = p // SIZE
    back = 0
    c, r = column - dx, row - dy
    while 0 <= c < SIZE and 0 <= r < SIZE and cells[r * SIZE + c] == colour:
        back += 1
        c -= dx
        r -= dy
    run = []
    c, r = column - back * dx, row - back * dy
    while 0 <= c < SIZE and 0 <= r < SIZE and cells[r * SIZE + c] == colour:
        run.append(r * SIZE + c)
        c += dx
        r += dy
    return run


def five_line(cells, p, colour):
    """The winning row through p: exactly five for Black, five or more for White; else None."""
    for dx, dy in DIRECTIONS:
        run = _run(cells, p, colour, dx, dy)
        if len(run) == 5 or (len(run) > 5 and colour != BLACK):
            return tuple(run)
    return None


def classify(cells, p):
    cells[p] = BLACK
    try:
        return FIVE if five_line(cells, p, BLACK) else NOT_FORBIDDEN
    finally:
        cells[p] = 0
