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
# the Pico: MicroPython small ints stop at 2**30). edge_mask(line) is an empty line's blocking mask.
#
# Reading a line. Black's fouls at p depend, in each direction, only on the five cells either side of
# p (a five or a four through p spans at most p +-4, and "exactly five" looks one cell further; an open
# four through p spans p +-3, its completions p +-4, their exactness p +-5). Each side is reduced to a
# few features, its class (make_line_tables._side_features); a side class is read from the masks with one lookup in
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
# A line holds at most one three through p: a second one would need a black stone outside the first
# one's open four (at i..i+3), but i-1, i+4 are empty and i-2, i+5 not black (exact fives), and any
# four cells holding p and a stone at i-3 or i+6 or beyond contain two of those non-black cells.
# For the same reason a line never holds a four and a three through p (a four needs a fourth stone
# within five cells holding p). The test of LINE_CODE against brute force confirms both.
#
# The tables are ready-made in line_tables.py (building them takes half a second on the Pico);
# make_line_tables.py builds them and is their specification.
# SCORE[code] adds up over the four lines so that one sum answers everything but the recursion.


try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import SIZE

# Flat steps of the four directions: along a row, up a column, up-right, up-left.
STEPS = (1, SIZE, SIZE + 1, SIZE - 1)

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


from shared_rules.line_tables import (  # noqa: E402
    LINE_OF, POS_OF, LINE_START, LINE_LENGTH, LINE_DIRECTION, HALF_LEFT, HALF_RIGHT, LINE_CODE,
)

LINES = const(88)  # 15 rows, 15 columns, 29 + 29 diagonals (short corner ones too)


def edge_mask(line):
    """The blocking mask (already shifted by 5) of an empty line: its padding cells."""
    n = LINE_LENGTH[line]
    bits = ((1 << PAD) - 1) | (((1 << PAD) - 1) << (n + PAD))
    return bits << 5


def line_points(line):
    """The points of a line in order (built on demand: the hot paths step through lines instead)."""
    step = STEPS[LINE_DIRECTION[line]]
    return bytes(LINE_START[line] + j * step for j in range(LINE_LENGTH[line]))
