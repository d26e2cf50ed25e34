"""RenLib .pos: a count byte, then one byte per move, 15*(15 - row) + column: row 15 (the TOP) is
byte 0..14, h8 = 0x70. A pass is 0xF0, as RenLib writes it (RenLib's own reader takes 0xF0 for a15,
a bug: so a .pos with a pass is written only because nothing is lost here, and read as a pass).
No players, result or times: moves only.
"""

from host.formats import ExportError, FormatError
from host.game_record import Move, Record
from shared_rules.board import SIZE, column_of, point, row_of
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "pos": ((".pos",), "RenLib position (moves only)", "write", {}),
}

PASS_BYTE = 0xF0


class PosError(FormatError):
    """A .pos file that cannot be read: names the byte and the reason."""


def write(record):
    if len(record.moves) > 255:
        raise ExportError(".pos holds at most 255 moves; this game has %d" % len(record.moves))
    out = bytearray([len(record.moves)])
    for move in record.moves:
        out.append(PASS_BYTE if move.point == PASS else SIZE * (SIZE - 1 - row_of(move.point)) + column_of(move.point))
    return bytes(out)


def read(data):
    if not data:
        raise PosError("byte 0", "empty file")
    count = data[0]
    if len(data) != count + 1:
        raise PosError("byte 0", "the count says %d moves but %d bytes follow" % (count, len(data) - 1))
    record = Record()
    for offset in range(1, count + 1):
        b = data[offset]
        if b == PASS_BYTE:
            record.moves.append(Move(PASS))
        elif b < SIZE * SIZE:
            record.moves.append(Move(point(b % SIZE, SIZE - 1 - b // SIZE)))
        else:
            raise PosError("byte %d" % offset, "0x%02X is neither a point (0-224) nor a pass (0xF0)" % b)
    return [record]


__all__ = ["read", "write", "PosError"]
