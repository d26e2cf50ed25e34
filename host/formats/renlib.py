"""RenLib .lib libraries: a tree of moves with comments, as RenLib 3.x reads and writes it.

Layout (RenLib's LibraryFile.cpp / RenLibDoc.cpp): a 20-byte header "\\xFFRenLib\\xFF", version
(major, minor), ten 0xFF; then one record per node in preorder: a position byte (low nibble the
column, a = 1; high nibble 0 for row 15, THE TOP; 0x00 the root or a pass), a flag byte, two more
flag bytes if bit 0x01 is set, then the comment and board text if flagged. 0x80 "has a younger
sibling" pushes the depth, 0x40 "leaf" pops it. Version 3.0 has no root record and starts at h8;
3.4 starts with a root record and is written whenever the tree has a pass, a first move other than
h8, or a comment on the empty board. Texts end at a NUL, padded to an even length; their code page
is whatever Windows used (no marker): read() guesses UTF-8, cp1251 or cp1252 per string unless told.

read() keeps the whole tree (Record.tree) and gives its main line as the record's moves; the
record's game data (players, event, result, times, annotations) are read back from the comments
write() puts on the moves, the way RenLib's own game import keeps them ("Black - White 1-0" on the
last move). write() writes one game as a line, or the record's tree if it has one; write_all()
merges several games into one tree, common openings shared, as RenLib does.
"""

import re

from host.formats import ExportError, FormatError
from host.formats.limits import MAX_TEXT_CHARS, MAX_TREE_NODES
from host.formats.text import duration_text, parse_duration, RESULT_CODES, _RESULT_READ
from host.game_record import Move, Node, Record
from shared_rules.board import CENTRE, SIZE, column_of, parse_point, point, point_name, row_of
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "renlib": ((".lib",), "RenLib library (a tree; games as lines)", "write", {}),
}

MAGIC = b"\xffRenLib\xff"
HEADER_SIZE = 20

DOWN = 0x80        # the node has a younger sibling
RIGHT = 0x40       # the node has no child
OLD_COMMENT = 0x20
MARK = 0x10
COMMENT = 0x08
START = 0x04
NO_MOVE = 0x02
EXTENSION = 0x01
BOARD_TEXT = 0x100  # in the extension bytes


class RenLibError(FormatError):
    """A .lib file that cannot be read: names the byte offset and the reason."""


def _byte_of(p):
    return 0 if p == PASS else 16 * (SIZE - 1 - row_of(p)) + column_of(p) + 1


def _point_of(b):
    column = (b & 0x0F) - 1
    top_row = b >> 4
    if column < 0 or top_row >= SIZE:
        return -1
    return point(column, SIZE - 1 - top_row)


# -- texts ----------------------------------------------------------------------------------------

_SWEDISH = str.maketrans("}{|][\\", "åäöÅÄÖ")


def _read_text(data, i, encoding):
    # Byte pairs up to the first NUL in either byte of a pair (RenLib's reader).
    start = i
    while True:
        if i - start > MAX_TEXT_CHARS:
            raise RenLibError("byte %d" % start, "a text longer than %d bytes: no comment is" % MAX_TEXT_CHARS)
        if i >= len(data):
            raise RenLibError("byte %d" % start, "a text runs past the end of the file (no NUL)")
        if data[i] == 0:
            return _decode(data[start:i], encoding), min(i + 2, len(data))
        if i + 1 >= len(data):
            raise RenLibError("byte %d" % start, "a text runs past the end of the file (no NUL)")
        if data[i + 1] == 0:
            return _decode(data[start:i + 1], encoding), i + 2
        i += 2


def _read_old_text(data, i):
    # Pre-3.0 comments: 7-bit Swedish ISO 646, ended by the first byte with bit 7 set (masked).
    start = i
    out = bytearray()
    while True:
        if i >= len(data):
            raise RenLibError("byte %d" % start, "an old-style comment runs past the end of the file")
        if i - start > MAX_TEXT_CHARS:
            raise RenLibError("byte %d" % start, "a text longer than %d bytes: no comment is" % MAX_TEXT_CHARS)
        b = data[i]
        i += 1
        out.append(b & 0x7F)
        if b & 0x80:
            return out.decode("ascii", "replace").translate(_SWEDISH), i


def _decode(raw, encoding):
    # The comment's one-line part, 0x08, the multi-line part with CRLF lines: one text with \n.
    if encoding:
        text = raw.decode(encoding, "replace")
    else:
        text = _guess(raw)
    one, sep, multi = text.partition("\x08")
    text = one + ("\n" + multi if sep else "")
    return text.replace("\r\n", "\n")


def _guess(raw):
    if max(raw, default=0) < 0x80:
        return raw.decode("ascii")
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        pass
    # Cyrillic words are runs of bytes >= 0xC0 in cp1251; in Western text such letters stand alone
    # between ASCII ones ("Göteborg").
    high = [i for i, b in enumerate(raw) if b >= 0xC0]
    paired = sum(1 for i in high if (i > 0 and raw[i - 1] >= 0xC0) or (i + 1 < len(raw) and raw[i + 1] >= 0xC0))
    return raw.decode("cp1251" if paired * 2 > len(high) else "cp1252", "replace")


def _encode_text(text, encoding):
    one, _, multi = text.partition("\n")
    body = one.encode(encoding)
    if multi:
        body += b"\x08" + multi.replace("\n", "\r\n").encode(encoding)
    if b"\x00" in body:
        raise ValueError("a RenLib text cannot hold a NUL character")
    body += b"\x00"
    if len(body) % 2:
        body += b"\x00"
    return body


def _choose_encoding(texts):
    for encoding in ("cp1252", "cp1251"):
        try:
            for text in texts:
                text.encode(encoding)
            return encoding
        except UnicodeEncodeError:
            continue
    return "utf-8"


# -- reading -----------------------------------------------------------------------------------

def read(data, encoding=None):
    """A library (bytes) as one Record: .tree the whole tree, .moves its main line."""
    data = bytes(data)
    if data[:8] == MAGIC:
        if len(data) < HEADER_SIZE:
            raise RenLibError("byte %d" % len(data), "the 20-byte header is cut short")
        major, minor = data[8], data[9]
        if 100 * major + minor > 304:
            raise RenLibError("byte 8", "file version %d.%d is newer than 3.4, the last RenLib writes" % (major, minor))
        i = HEADER_SIZE
    elif data[:1] == b"\x78":
        i = 0  # an older RenLib's file without a header: records from the start
    else:
        raise RenLibError("byte 0", "not a RenLib library (no \\xFFRenLib\\xFF header, no h8 record)")
    root = Node()
    path = [root]
    stack = []
    first = True
    nodes = 0
    while i < len(data):
        at = i
        if i + 1 >= len(data):
            break  # one stray byte after the last text: RenLib writes and ignores it
        pos, flags = data[i], data[i + 1]
        i += 2
        if flags & EXTENSION:
            if i + 1 >= len(data):
                raise RenLibError("byte %d" % at, "extension bytes cut short")
            flags |= (data[i] << 16) | (data[i + 1] << 8)
            i += 2
        if pos == 0 and first:
            node = root  # the root record of a 3.4 file
        else:
            if pos == 0:
                p = PASS
            else:
                p = _point_of(pos)
                if p < 0:
                    raise RenLibError("byte %d" % at, "0x%02X is not a point (column nibble 1-15, row nibble 0-14)" % pos)
            parent = path[-1]
            known = len(parent.children)
            node = parent.child(p)
            if len(parent.children) != known:
                nodes += 1
                if nodes > MAX_TREE_NODES:
                    raise RenLibError("byte %d" % at, "more than %d moves in the tree: no library is read that large"
                                      % MAX_TREE_NODES)
            path.append(node)
        first = False
        if flags & OLD_COMMENT:
            node.comment, i = _read_old_text(data, i)
        if flags & COMMENT:
            node.comment, i = _read_text(data, i, encoding)
        if flags & BOARD_TEXT:
            node.board_text, i = _read_text(data, i, encoding)
        node.mark = node.mark or bool(flags & MARK)
        node.start = node.start or bool(flags & START)
        node.no_move = bool(flags & NO_MOVE)
        if flags & DOWN:
            stack.append(len(path) - 1)
        if flags & RIGHT:
            if stack:
                del path[max(1, stack.pop()):]  # a DOWN on the root itself (damaged) returns to the root
            else:
                del path[1:]  # the tree's last leaf; anything after starts again at the root
    return _records_from_tree(root)


_HEADER_LINE = re.compile(r"^(.*) - (.*) (1-0|0-1|1/2-1/2|\*)$")
# Game data lines in the last move's comment: "Key: value" -> setter.
_INFO = (
    ("Event", "event"), ("Round", "round"), ("Board", "board"), ("Date", "date"), ("Place", "place"),
    ("Rules", "rules"), ("Opening rule", "opening_rule"), ("Time Control", "time_control"),
    ("Result reason", "reason"),
)
_PLAYER_INFO = (("club", "club"), ("country", "country"), ("rating", "rating"))
_MOVE_LINE = re.compile(r"^Move (\d{1,4}): (.*)$")


def _blocks(comment):
    """A node's comment as (its own lines, [game blocks]): a block begins at each line that heads a
    game ("Black - White 1-0", as RenLib's game import writes on a game's last move)."""
    own, blocks = [], []
    for text in comment.split("\n") if comment else ():
        if _HEADER_LINE.match(text):
            blocks.append([text])
        elif blocks:
            blocks[-1].append(text)
        else:
            own.append(text)
    return own, blocks


def _records_from_tree(root):
    """The games of a library: one per game block (a library of several games gives them all back,
    in the tree's order); a library with none, or with one, is one record holding the whole tree."""
    games = []  # (path of nodes, block)
    stack = [(root, 0)]
    path = []
    while stack:
        node, depth = stack.pop()
        del path[depth:]
        if node is not root:
            path.append(node)
        for block in _blocks(node.comment)[1]:
            games.append((list(path), block))
        for child in reversed(node.children):
            stack.append((child, len(path)))
    if len(games) <= 1:
        return [_record_from_tree(root)]
    numbered = [_game_record(line, block) for line, block in games]
    # In the order they were written (a "Game: N" line), else in the tree's
    numbered.sort(key=lambda pair: pair[0])
    return [record for _, record in numbered]


def _apply_move_lines(move, lines):
    rest = []
    for text in lines:
        if text.startswith("Time: "):
            try:
                _read_times(move, text[6:])
                continue
            except ValueError:
                pass
        if text.startswith("! "):
            move.annotations.append(text[2:])
        else:
            rest.append(text)
    return rest


def _game_record(line, block):
    """One game of a library of several: its moves are the path to the node its block is on."""
    record = Record()
    moves = []
    for node in line:
        move = Move(node.point)
        own = [text for text in _blocks(node.comment)[0]]
        move.comment = "\n".join(_apply_move_lines(move, own))
        moves.append(move)
    record.moves = moves
    rest = _read_game_info(record, block)
    per_move = {}
    leftover = []
    order = 1 << 30
    for text in rest:
        if text.startswith("Game: ") and text[6:].isdecimal():
            order = int(text[6:])
            continue
        numbered = _MOVE_LINE.match(text)
        if numbered and 1 <= int(numbered.group(1)) <= len(moves):
            per_move.setdefault(int(numbered.group(1)), []).append(numbered.group(2))
        else:
            leftover.append(text)
    for n, lines in per_move.items():
        move = moves[n - 1]
        texts = _apply_move_lines(move, lines)
        move.comment = "\n".join(filter(None, [move.comment] + texts))
    if leftover and moves:
        moves[-1].comment = "\n".join(filter(None, [moves[-1].comment] + leftover))
    elif leftover:
        record.comment = "\n".join(filter(None, [record.comment] + leftover))
    return order, record


def _record_from_tree(root):
    record = Record()
    record.tree = root
    line = root.main_line()
    for index, node in enumerate(line):
        move = Move(node.point)
        lines = node.comment.split("\n") if node.comment else []
        if index == len(line) - 1 and lines and _HEADER_LINE.match(lines[0]):
            lines = _read_game_info(record, lines)
        move.comment = "\n".join(_apply_move_lines(move, lines))
        record.moves.append(move)
    if root.comment:
        lines = root.comment.split("\n")
        if not line and _HEADER_LINE.match(lines[0]):
            lines = _read_game_info(record, lines)
            if lines:
                record.comment = "\n".join(lines)
        else:
            record.comment = root.comment
    return record


def _read_game_info(record, lines):
    match = _HEADER_LINE.match(lines[0])
    black, white = match.group(1), match.group(2)
    record.black.name = "" if black == "Black" else black  # write() puts the colour for a missing name
    record.white.name = "" if white == "White" else white
    record.result = _RESULT_READ[match.group(3)]
    rest = []
    for text in lines[1:]:
        key, sep, value = text.partition(": ")
        if not sep:
            rest.append(text)
            continue
        field = dict(_INFO).get(key)
        if field:
            setattr(record, field, value)
        elif key == "5A" and _points(value) is not None:
            record.offers = _points(value)
        elif key == "Swaps" and all(n.isdecimal() and len(n) < 4 for n in value.split()):
            record.swaps = [int(n) for n in value.split()]
        elif key == "Confirmed":
            record.confirmed = value == "yes"
        elif key == "Game comment":
            record.comment = re.sub(r"\\(.)", lambda m: "\n" if m.group(1) == "n" else m.group(1), value)
        elif key.startswith(("Black ", "White ")) and dict(_PLAYER_INFO).get(key[6:]):
            player = record.black if key.startswith("Black") else record.white
            setattr(player, dict(_PLAYER_INFO)[key[6:]], value)
        elif key.startswith("X-"):
            record.extra[key[2:]] = value
        else:
            rest.append(text)
    return rest


def _points(text):
    try:
        return [parse_point(name) for name in text.split()]
    except ValueError:
        return None  # not the offers line Tengen writes: left in the comment as it is


def _read_times(move, text):
    parts = text.split()
    if parts and parts[0].startswith("+"):
        move.used_ms = parse_duration(parts.pop(0)[1:])
    if len(parts) == 4 and parts[0] == "B" and parts[2] == "W":
        move.clocks = (parse_duration(parts[1]), parse_duration(parts[3]))
    elif parts:
        raise ValueError("not a time line")


# -- writing -----------------------------------------------------------------------------------

def write(record, encoding=None):
    """One record as a library: its tree if it has one, else its game as a line with the game
    data in the comments."""
    if record.tree is not None:
        return _write_tree(record.tree, encoding)
    return write_all([record], encoding)


def write_all(records, encoding=None):
    """Several games merged into one tree (common beginnings shared), each game's data on its
    last move."""
    builder = LibraryBuilder(several=len(records) > 1)
    for record in records:
        builder.add(record)
    return builder.write(encoding)


class LibraryBuilder:
    """Games merged into one tree as they are added, at most MAX_TREE_NODES nodes.

    One game (several=False) is written as RenLib users read it: each move's comment and times on
    its node, the game's data on its last move. Several games share their common beginnings, so a
    node's texts would belong to every game through it: each game's data and its moves' texts go
    into its own block on its last move ("Black - White 1-0", then "Key: value" lines and "Move N:
    ..." lines), and the reader gives each block back as one game."""

    def __init__(self, several):
        self.several = several
        self.root = Node()
        self.nodes = 0
        self.games = 0

    def add(self, record):
        node = self.root
        block = []
        for index, move in enumerate(record.moves):
            parent, known = node, len(node.children)
            node = parent.child(move.point)
            if len(parent.children) != known:
                self.nodes += 1
                if self.nodes > MAX_TREE_NODES:
                    raise ExportError("a .lib is one tree built in memory: more than %d moves in all (game %d)"
                                      % (MAX_TREE_NODES, self.games + 1))
            texts = _move_texts(move)
            if self.several:
                block += ["Move %d: %s" % (index + 1, text) for text in texts]
            elif index == len(record.moves) - 1 and _has_game_info(record):
                self._append(node, _game_info(record) + texts)
            elif texts:
                self._append(node, texts)
        self.games += 1
        if self.several:
            info = _game_info(record)
            self._append(node, info[:1] + ["Game: %d" % self.games] + info[1:] + block)
        elif not record.moves and _has_game_info(record):
            self._append(node, _game_info(record))  # no move to carry it: the empty board does

    @staticmethod
    def _append(node, texts):
        node.comment = "\n".join(filter(None, [node.comment] + texts))

    def write(self, encoding=None):
        return _write_tree(self.root, encoding)


def _move_texts(move):
    texts = move.comment.split("\n") if move.comment else []
    if move.used_ms is not None or move.clocks is not None:
        times = []
        if move.used_ms is not None:
            times.append("+" + duration_text(move.used_ms))
        if move.clocks is not None:
            times.append("B %s W %s" % (duration_text(move.clocks[0]), duration_text(move.clocks[1])))
        texts.append("Time: " + " ".join(times))
    return texts + ["! " + note for note in move.annotations]


def _has_game_info(record):
    bare = Record(moves=record.moves)
    return any(getattr(record, key) != getattr(bare, key) for key in vars(record) if key not in ("tree", "source"))


def _game_info(record):
    lines = ["%s - %s %s" % (record.black.name or "Black", record.white.name or "White", RESULT_CODES[record.result])]
    for key, field in _INFO:
        value = getattr(record, field)
        if value and not (field == "rules" and value == "renju"):
            lines.append("%s: %s" % (key, value))
    for colour, player in (("Black", record.black), ("White", record.white)):
        for key, field in _PLAYER_INFO:
            if getattr(player, field):
                lines.append("%s %s: %s" % (colour, key, getattr(player, field)))
    if record.offers:
        lines.append("5A: " + " ".join(point_name(p) for p in record.offers))
    if record.swaps:
        lines.append("Swaps: " + " ".join(str(n) for n in record.swaps))
    if record.confirmed:
        lines.append("Confirmed: yes")
    if record.comment:
        lines.append("Game comment: " + record.comment.replace("\\", "\\\\").replace("\n", "\\n"))
    for key, value in sorted(record.extra.items()):
        lines.append("X-%s: %s" % (key, value))
    return lines


def _walk(children):
    """Preorder (node, has younger sibling) without recursion."""
    stack = [(children, 0)] if children else []
    while stack:
        siblings, i = stack.pop()
        node = siblings[i]
        yield node, i + 1 < len(siblings)
        if i + 1 < len(siblings):
            stack.append((siblings, i + 1))
        if node.children:
            stack.append((node.children, 0))


def _needs_root(root):
    if root.comment or root.board_text or len(root.children) != 1 or root.children[0].point != CENTRE:
        return True
    return any(node.point == PASS for node, _ in _walk(root.children))


def _write_tree(root, encoding=None):
    texts = [node.comment for node, _ in _walk(root.children)] + [node.board_text for node, _ in _walk(root.children)]
    encoding = encoding or _choose_encoding(texts + [root.comment, root.board_text])
    version_34 = _needs_root(root)
    out = bytearray(MAGIC + bytes((3, 4 if version_34 else 0)) + b"\xff" * 10)
    if version_34:
        _write_node(out, root, 0, encoding)
        nodes = _walk(root.children)
    else:
        first = root.children[0]
        _write_node(out, first, 0, encoding)  # the path node: never a leaf mark
        nodes = _walk(first.children)
    for node, has_sibling in nodes:
        flags = (DOWN if has_sibling else 0) | (RIGHT if not node.children else 0)
        _write_node(out, node, flags, encoding)
    return bytes(out)


def _write_node(out, node, flags, encoding):
    if node.comment:
        flags |= COMMENT
    if node.mark:
        flags |= MARK
    if node.start:
        flags |= START
    if node.no_move:
        flags |= NO_MOVE
    if node.board_text:
        flags |= BOARD_TEXT | EXTENSION
    out.append(0 if node.point is None else _byte_of(node.point))
    out.append(flags & 0xFF)
    if flags & EXTENSION:
        out.append((flags >> 16) & 0xFF)
        out.append((flags >> 8) & 0xFF)
    if node.comment:
        out += _encode_text(node.comment, encoding)
    if node.board_text:
        out += _encode_text(node.board_text, encoding)


__all__ = ["read", "write", "write_all", "LibraryBuilder", "RenLibError"]
