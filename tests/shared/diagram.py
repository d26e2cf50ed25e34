"""Board diagrams in test vectors: parse the 'board:' lines of a record (see tests/vectors/fouls.txt).

A diagram row is its number (1..15) and fifteen cells separated by spaces; rows may be left out
(they are empty) and the column-letter row is skipped. Cells: X black, O white, . empty; any other
character marks an empty point and is returned in `marks`.
"""

_SIZE = 15


def parse_board(lines):
    """(cells bytearray(225), marks {point: char}) from a diagram's lines."""
    cells = bytearray(_SIZE * _SIZE)
    marks = {}
    for line in lines:
        parts = line.split()
        if not parts or not parts[0].isdigit():
            continue  # the column letters
        row = int(parts[0]) - 1
        if not 0 <= row < _SIZE or len(parts) != _SIZE + 1:
            raise ValueError("bad diagram row: %r" % line)
        for column in range(_SIZE):
            char = parts[column + 1]
            p = row * _SIZE + column
            if char == "X":
                cells[p] = 1
            elif char == "O":
                cells[p] = 2
            elif char != ".":
                marks[p] = char
    return cells, marks
