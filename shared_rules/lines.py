"""The board's 88 lines as bit masks, and the table that reads a point's line in one lookup.
"""

# (Notes as comments: MicroPython parses a docstring into its heap on import.)
#
# Geometry. A point p has one line in each of the four directions d (0 row, 1 column, 2 diagonal,
# 3 anti-diagonal). LINE_OF[4*p+d] is that line's id, POS_OF[4*p+d] the point's position on it
# (0 at the end nearest a1's side). A line starts at LINE_START[id] and has LINE_LENGTH[id] points,
# STEPS[LINE_DIRECTION[id]] apart: the point at position j is LINE_START[id] + j * step.
#
# Masks. A position keeps, per line, an int of black stones and an int of blocking cells (white
# stones, and the board's edge). Bit pos+5 stands for position pos: five padding bits on each side
# hold the edge as blocking cells, so every point sees five cells either way without a bounds test.
# The blocking mask is kept shifted left by 5 more bits (it then ends at bit 29, still a small int on
# the Pico: MicroPython small ints stop at 2**30). See BLACK_BIT / blocking_bit().
#
# Reading a line. Black's fouls at p depend, in each direction, only on the five cells either side of
# p (a five or a four through p spans at most p +-4, and "exactly five" looks one cell further; an open
# four through p spans p +-3, its completions p +-4, their exactness p +-5). Each side is reduced to a
# few features, its class (see _side_features); a side class is read from the masks with one lookup in
# HALF_LEFT or HALF_RIGHT, and LINE_CODE[(left << 5) | right] says what a black stone at p makes on
# that line, as one of the codes below. That is the whole per-line cost: a few shifts and three
# indexings, no loop.
#
# Line codes (what a black stone at p makes on one line, every row counted containing p):
#   0            nothing that matters for fouls
#   1..15        a three candidate: left + 4 * right, where left (right) is the distance 1..3 from p
#                to the completion on the lower (higher) side that would make an open four, 0 for none
#   FOUR_ONE     one four (an open four .XXXX. is one four: one row, two ways to complete it)
#   FOUR_TWO     two fours on this one line (X.XXX.X, XX.XX.XX, XXX.X.XXX)
#   OVERLINE     a continuous row of six or more
#   FIVE_CODE    a continuous row of exactly five
# A line cannot hold both a four and a three through p (the proof is in the test vectors' notes), and
# at most one three through p (two would need black stones inside the first one's open ends).
# SCORE[code] adds up over the four lines so that one sum answers everything but the recursion.


try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import SIZE

# Flat steps of the four directions: along a row, up a column, up-right, up-left.
STEPS = (1, SIZE, SIZE + 1, SIZE - 1)
_DX = (1, 0, 1, -1)
_DY = (0, 1, 1, 1)

FOUR_ONE = const(16)
FOUR_TWO = const(17)
OVERLINE = const(18)
FIVE_CODE = const(19)

# Score weights: the sum over a point's four lines, s, reads as
#   s >= S_FIVE: a five; s >= S_OVERLINE: a long row; s >= S_DOUBLE_FOUR: two or more fours;
#   s & 15: the number of lines with a three candidate.
S_FIVE = const(4096)
S_OVERLINE = const(256)
S_FOUR = const(16)
S_DOUBLE_FOUR = const(32)
SCORE = (0,) + (1,) * 15 + (S_FOUR, 2 * S_FOUR, S_OVERLINE, S_FIVE)

PAD = const(5)  # padding cells at each end of a line's mask


def _build_geometry():
    line_of = bytearray(4 * SIZE * SIZE)
    pos_of = bytearray(4 * SIZE * SIZE)
    start = bytearray()
    length = bytearray()
    direction = bytearray()
    for d in range(4):
        dx = _DX[d]
        dy = _DY[d]
        for p in range(SIZE * SIZE):
            x = p % SIZE
            y = p // SIZE
            if 0 <= x - dx < SIZE and 0 <= y - dy < SIZE:
                continue  # not the first point of its line
            n = 0
            while 0 <= x < SIZE and 0 <= y < SIZE:
                q = y * SIZE + x
                line_of[4 * q + d] = len(start)
                pos_of[4 * q + d] = n
                n += 1
                x += dx
                y += dy
            start.append(p)
            length.append(n)
            direction.append(d)
    return bytes(line_of), bytes(pos_of), bytes(start), bytes(length), bytes(direction)


LINE_OF, POS_OF, LINE_START, LINE_LENGTH, LINE_DIRECTION = _build_geometry()
LINES = len(LINE_START)  # 88: 15 rows, 15 columns, 29 + 29 diagonals (short corner ones too)


def line_points(line):
    """The points of a line in order (built on demand: the hot paths step through lines instead)."""
    step = STEPS[LINE_DIRECTION[line]]
    return bytes(LINE_START[line] + j * step for j in range(LINE_LENGTH[line]))


def edge_mask(line):
    """The blocking mask (already shifted by 5) of an empty line: its padding cells."""
    n = LINE_LENGTH[line]
    bits = ((1 << PAD) - 1) | (((1 << PAD) - 1) << (n + PAD))
    return bits << 5


# Side features. A side is the five cells at distance 1..5 from p along one direction, each empty,
# black or blocking (a blocking cell hides everything beyond it). Its features:
#   r  black stones touching p
#   g  1 if the cell after them (the gap, at distance r+1) is empty
#   b  black stones just beyond the gap (counted only if g)
#   e  1 if, past those, the cell at distance r+b+2 is empty and the one at r+b+3 is not black
#      (only looked at when r+b <= 2, the only case a three can use it)
# Only those features decide the line code (LINE_CODE below says how); sides with equal features
# share a class.


def _side_features(cells):
    """cells: five values 0 empty, 1 black, 2 blocking, distance 1 first."""
    r = 0
    while r < 5 and cells[r] == 1:
        r += 1
    g = 1 if r < 5 and cells[r] == 0 else 0
    b = 0
    e = 0
    if g:
        while r + 1 + b < 5 and cells[r + 1 + b] == 1:
            b += 1
        if r + b <= 2:
            e = 1 if cells[r + b + 1] == 0 and cells[r + b + 2] != 1 else 0
    return (r, g, b, e)


def _side_cells(black, blocking, nearest_first):
    """The five cells of a side from its 5-bit masks; bit 0 is the nearest cell if nearest_first."""
    cells = [0] * 5
    blocked = False
    for k in range(5):
        bit = 1 << (k if nearest_first else 4 - k)
        if blocked or blocking & bit:
            blocked = True
            cells[k] = 2
        elif black & bit:
            cells[k] = 1
    return cells


def _build_sides():
    classes = []
    index = {}
    tables = []
    for nearest_first in (False, True):
        table = bytearray(1024)
        for blocking in range(32):
            for black in range(32):
                if black & blocking:
                    continue  # a cell is never both
                key = _side_features(_side_cells(black, blocking, nearest_first))
                if key not in index:
                    index[key] = len(classes)
                    classes.append(key)
                table[black | (blocking << 5)] = index[key]
        tables.append(bytes(table))
    return tables[0], tables[1], tuple(classes)


# HALF_LEFT: bits are cells p-5 .. p-1 (bit 4 nearest); HALF_RIGHT: cells p+1 .. p+5 (bit 0 nearest).
# Index: black bits | blocking bits << 5.
HALF_LEFT, HALF_RIGHT, SIDE_CLASSES = _build_sides()


def line_code(left, right):
    """The line code of a black stone at p from the features of its two sides."""
    rl, gl, bl, el = left
    rr, gr, br, er = right
    run = rl + rr + 1
    if run == 5:
        return FIVE_CODE
    if run > 5:
        return OVERLINE
    # A five through p must fill the first empty cell on one side of p's run and take in the
    # stones beyond it: exactly five stones, and what lies past them is not black by construction.
    four_left = gl and rl + rr + bl == 3
    four_right = gr and rl + rr + br == 3
    if four_left and four_right:
        # Both gaps complete a five: one open four if nothing lies beyond the gaps, else two fours.
        return FOUR_ONE if bl == 0 else FOUR_TWO
    if four_left or four_right:
        return FOUR_ONE
    # An open four through p: fill one gap to make exactly four in a row (rl+rr+1 stones, the gap,
    # and b stones beyond it), whose two ends are empty and each make an exact five.
    code = 0
    if gl and rl + rr + bl == 2 and el and gr and br == 0:
        code = rl + 1
    if gr and rl + rr + br == 2 and er and gl and bl == 0:
        code += 4 * (rr + 1)
    return code


def _build_line_codes():
    n = len(SIDE_CLASSES)
    table = bytearray(n << 5)
    for left in range(n):
        for right in range(n):
            table[(left << 5) | right] = line_code(SIDE_CLASSES[left], SIDE_CLASSES[right])
    return bytes(table)


assert len(SIDE_CLASSES) <= 32
LINE_CODE = _build_line_codes()
