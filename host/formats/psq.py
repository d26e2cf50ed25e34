"""Piskvork / Gomocup .psq: "x,y,ms" lines, 1-based, y counted FROM THE TOP (h8 = 8,8; a15 = 1,1).

    Piskvorky 15x15, 0:0, 0      header: board size, the two players' levels, who moved first
    8,8,0                        a move and the milliseconds it took
    -1                           footer: engine names (if any) and an error code

A .psq holds moves and their times only: no pass (a game with one is refused on export, never
written with the pass dropped), no players, rules, opening decisions or result. Like Piskvork,
read() takes moves up to the first line that is not "int,int[,int]" and ignores the footer.
"""

import re

from host.formats import ExportError, FormatError, iter_lines
from host.formats.limits import MAX_MOVES, too_long_game
from host.game_record import Move, Record
from shared_rules.board import SIZE, column_of, point, row_of
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "psq": ((".psq",), "Piskvork / Gomocup (moves and times)", "write", {}),
}


class PsqError(FormatError):
    """A .psq file that cannot be read: names the line and the reason."""


# At most 9 digits: a longer number is no size, point or time (and int() refuses 4,300 digits).
_HEADER = re.compile(r"^Piskvorky\s+(\d{1,9})\s*x\s*(\d{1,9})\s*,")
_MOVE = re.compile(r"^\s*(-?\d{1,9})\s*,\s*(-?\d{1,9})\s*(?:,\s*(-?\d{1,9})\s*)?$")


def write(record):
    if record.has_pass():
        n = next(i for i, m in enumerate(record.moves) if m.point == PASS) + 1
        raise ExportError(".psq cannot hold a pass (move %d): use sgf, renlib or text instead" % n)
    lines = ["Piskvorky %dx%d, 0:0, 0" % (SIZE, SIZE)]
    for move in record.moves:
        lines.append("%d,%d,%d" % (column_of(move.point) + 1, SIZE - row_of(move.point), move.used_ms or 0))
    lines.append("-1")
    return ("\r\n".join(lines) + "\r\n").encode("ascii")  # Piskvork writes in text mode on Windows


def read(data):
    if isinstance(data, bytes):
        data = data.decode("latin-1")  # engine names in the footer may be in any code page
    lines = iter_lines(data)
    _, first = next(lines, (1, None))
    if first is None:
        raise PsqError("line 1", "empty file")
    header = _HEADER.match(first)
    if not header:
        raise PsqError("line 1", "not a Piskvork header (\"Piskvorky 15x15, 0:0, 0\"): %r" % first[:40])
    width, height = int(header.group(1)), int(header.group(2))
    if (width, height) != (SIZE, SIZE):
        raise PsqError("line 1", "a %dx%d board: only 15x15 renju games are read" % (width, height))
    record = Record()
    for number, line in lines:
        match = _MOVE.match(line)
        if not match:
            break  # the footer: engine names, error code
        x, y = int(match.group(1)), int(match.group(2))
        if not (1 <= x <= SIZE and 1 <= y <= SIZE):
            raise PsqError("line %d" % number, "%d,%d is off the 15x15 board (x and y run 1-15)" % (x, y))
        p = point(x - 1, SIZE - y)
        if len(record.moves) >= MAX_MOVES:
            raise PsqError("line %d" % number, too_long_game())
        record.moves.append(Move(p, int(match.group(3)) if match.group(3) is not None else None))
    return [record]


__all__ = ["read", "write", "PsqError"]
