"""Builds lines.py's tables (the specification of shared_rules/line_tables.py, which holds them).

    python -m shared_rules.make_line_tables > shared_rules/line_tables.py

The board imports the tables ready-made: computing them takes about half a second on the Pico.
tests/shared/test_fouls.py checks that line_tables.py is what this module builds, and checks
LINE_CODE against a brute-force reading of every one of the 3**10 windows.
"""

from shared_rules.board import SIZE
from shared_rules.lines import FOUR_ONE, FOUR_TWO, OVERLINE, FIVE_CODE

_DX = (1, 0, 1, -1)
_DY = (0, 1, 1, 1)


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


def _build_line_codes(classes):
    n = len(classes)
    assert n <= 32  # a side class fits in 5 bits
    table = bytearray(n << 5)
    for left in range(n):
        for right in range(n):
            table[(left << 5) | right] = line_code(classes[left], classes[right])
    return bytes(table)


def tables():
    """[(name, bytes)] in the order line_tables.py lists them."""
    line_of, pos_of, start, length, direction = _build_geometry()
    half_left, half_right, classes = _build_sides()
    return [("LINE_OF", line_of), ("POS_OF", pos_of), ("LINE_START", start), ("LINE_LENGTH", length),
            ("LINE_DIRECTION", direction), ("HALF_LEFT", half_left), ("HALF_RIGHT", half_right),
            ("LINE_CODE", _build_line_codes(classes))]


def source():
    out = ['"""Generated by python -m shared_rules.make_line_tables: do not edit (see lines.py)."""', ""]
    for name, data in tables():
        out.append("%s = (" % name)
        for i in range(0, len(data), 24):
            out.append('    b"%s"' % "".join("\\x%02x" % v for v in data[i:i + 24]))
        out.append(")")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(prog="python -m shared_rules.make_line_tables",
                            description="Print shared_rules/line_tables.py as the tables make it"
                                        " (python -m shared_rules.make_line_tables > shared_rules/line_tables.py).").parse_args()
    print(source(), end="")
