"""Yixin-Board .sav: "15", "15", the move count, then one "row col" line per move, both 0-based,
row 0 = row 15 (THE TOP): h8 = "7 7", a15 = "0 0", a1 = "14 0". Moves only: no pass, players,
times or result (a game with a pass is refused on export, never written without it).
"""

from host.formats import ExportError, FormatError, iter_lines
from host.formats.limits import MAX_MOVES, too_long_game
from host.game_record import Move, Record
from shared_rules.board import SIZE, column_of, point, row_of
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "yixin": ((".sav",), "Yixin-Board (moves only)", "write", {}),
}


class YixinError(FormatError):
    """A .sav file that cannot be read: names the line and the reason."""


def write(record):
    if record.has_pass():
        raise ExportError("a Yixin-Board .sav cannot hold a pass (move %d)" % (record.points().index(PASS) + 1))
    lines = [str(SIZE), str(SIZE), str(len(record.moves))]
    lines += ["%d %d" % (SIZE - 1 - row_of(m.point), column_of(m.point)) for m in record.moves]
    return ("\n".join(lines) + "\n").encode("ascii")


def read(data):
    if isinstance(data, bytes):
        data = data.decode("latin-1")
    # The three header lines and the moves they announce (at most MAX_MOVES): the rest is not read.
    lines = []
    for _, line in iter_lines(data):
        lines.append(line.strip())
        if len(lines) >= 3 and (not lines[2].isdecimal() or len(lines) >= 3 + min(int(lines[2][:9]), MAX_MOVES + 1)):
            break
    if len(lines) < 3:
        raise YixinError("line %d" % (len(lines) + 1), "a .sav starts with three lines: 15, 15 and the move count")
    for number in (0, 1):
        if lines[number] != str(SIZE):
            raise YixinError("line %d" % (number + 1), "board size %r: only 15x15 renju games are read" % lines[number])
    if not lines[2].isdecimal() or len(lines[2]) > 9:
        raise YixinError("line 3", "the move count %r is not a number" % lines[2])
    count = int(lines[2])
    if count > MAX_MOVES:
        raise YixinError("line 3", too_long_game())
    if len(lines) - 3 < count:
        raise YixinError("line %d" % (len(lines) + 1), "the count says %d moves but %d follow" % (count, len(lines) - 3))
    record = Record()
    for number in range(3, 3 + count):
        fields = lines[number].split()
        if len(fields) != 2 or not all(f.isdecimal() and len(f) <= 2 for f in fields):
            raise YixinError("line %d" % (number + 1), "not \"row column\": %r" % lines[number][:40])
        top_row, column = int(fields[0]), int(fields[1])
        if top_row >= SIZE or column >= SIZE:
            raise YixinError("line %d" % (number + 1), "%d %d is off the 15x15 board (0-14)" % (top_row, column))
        record.moves.append(Move(point(column, SIZE - 1 - top_row)))
    return [record]


__all__ = ["read", "write", "YixinError"]
