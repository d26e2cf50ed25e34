"""SGF FF[4] GM[4] (Gomoku+Renju), as ORC Game Center / RenjuBase and Gomoku Quest write it.

Points are two letters, column then row FROM THE TOP: hh = h8, aa = a15, ao = a1, oa = o15. A pass
is B[tt] on export (what RenLib and ORC read); B[] is read as a pass too. Moves strictly alternate.

Standard properties written: FF GM SZ CA AP, PB PW BR WR BT WT, EV RO PC DT RU RE, C (comments),
BL/WL (both clocks after a move, seconds). The fifth-move offers go in XO: ORC's 5A is read, never
written, because FF[4] property names are capital letters only and strict readers (sgfmill) refuse
a file with 5A in it. Private properties keep
what SGF has no word for: XO offers, XB board number, XR reason, XS swaps, XC confirmed, XT time control text, XU the
milliseconds a move took, XN annotations, XG rules, BC/WC countries, XE-key extra fields.
RE: B+ / W+ (how is in XR: five, ...), B+R / W+R (resignation), B+T / W+T (time), W+F (Black's foul), 0 (draw).

read() follows the main line (the first variation at every fork) of every game tree in the file,
skipping text between trees (some files separate games with "---").
"""

import re

from host.formats import FormatError
from host.formats.limits import MAX_MOVES, MAX_TEXT_CHARS, find_closing, too_long_game
from host.game_record import Move, Record
from shared_rules.board import SIZE, point, column_of, row_of
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "sgf": ((".sgf",), "SGF FF[4] GM[4]", "write", {}),
}


class SgfError(FormatError):
    """An SGF file that cannot be read: names the line, the column and the reason."""


_REASON_CODES = {"resignation": "R", "time": "T", "foul": "F"}
_CODE_REASONS = {"R": "resignation", "RESIGN": "resignation", "T": "time", "TIME": "time", "F": "foul",
                 "FORFEIT": "foul", "": ""}


def _sgf_point(p):
    if p == PASS:
        return "tt"
    return chr(97 + column_of(p)) + chr(97 + SIZE - 1 - row_of(p))


def _parse_point(text):
    if text in ("", "tt"):
        return PASS
    if len(text) != 2 or not ("a" <= text[0] <= "z" and "a" <= text[1] <= "z"):
        raise ValueError("not an SGF point: %r" % text)
    p = point(ord(text[0]) - 97, SIZE - 1 - (ord(text[1]) - 97))
    if p < 0:
        raise ValueError("%r is off a 15x15 board" % text)
    return p


def _value(text):
    return str(text).replace("\\", "\\\\").replace("]", "\\]")


def _seconds(ms):
    return ("%.3f" % (ms / 1000)).rstrip("0").rstrip(".")


def write(record):
    return write_all([record])


def write_all(records):
    return "".join(_write_game(record) for record in records).encode("utf-8")


def _write_game(record):
    props = [("FF", "4"), ("GM", "4"), ("SZ", "15"), ("CA", "UTF-8"), ("AP", "Tengen")]

    def add(key, *values):
        values = [v for v in values if v not in ("", None)]
        if values:
            props.append((key,) + tuple(values))

    add("PB", record.black.name)
    add("PW", record.white.name)
    add("BR", record.black.rating)
    add("WR", record.white.rating)
    add("BT", record.black.club)
    add("WT", record.white.club)
    add("BC", record.black.country)
    add("WC", record.white.country)
    add("EV", record.event)
    add("RO", record.round)
    add("XB", record.board)
    add("PC", record.place)
    add("DT", record.date)
    add("RU", record.opening_rule)
    if record.rules != "renju":
        add("XG", record.rules)
    add("XT", record.time_control)
    if record.result == "draw":
        add("RE", "0")
    elif record.result:
        add("RE", "%s+%s" % (record.result[0].upper(), _REASON_CODES.get(record.reason, "")))
    add("XR", record.reason)
    if record.swaps:
        add("XS", *[str(n) for n in record.swaps])
    if record.offers:
        add("XO", *[_sgf_point(p) for p in record.offers])
    if record.confirmed:
        add("XC", "1")
    add("C", record.comment)
    for key, value in sorted(record.extra.items()):
        add("XE" + re.sub("[^A-Z]", "", key.upper()), "%s=%s" % (key, value))
    out = ["(;", "".join(_property(p) for p in props)]
    for i, move in enumerate(record.moves):
        colour = "B" if i % 2 == 0 else "W"
        node = [(colour, _sgf_point(move.point))]
        if move.clocks is not None:
            node += [("BL", _seconds(move.clocks[0])), ("WL", _seconds(move.clocks[1]))]
        if move.used_ms is not None:
            node.append(("XU", str(move.used_ms)))
        if move.comment:
            node.append(("C", move.comment))
        if move.annotations:
            node.append(("XN",) + tuple(move.annotations))
        out.append("\n;" + "".join(_property(p) for p in node))
    out.append(")\n")
    return "".join(out)


def _property(prop):
    return prop[0] + "".join("[%s]" % _value(v) for v in prop[1:])


# -- reading ------------------------------------------------------------------------------------

def read(data):
    """Every game tree in an SGF file (bytes or str): its main line as a Record."""
    return list(iter_read(data))


def iter_read(data):
    """The games of an SGF file one by one, each checked whole before it is given."""
    text = _decode(data) if isinstance(data, bytes) else data
    games = 0
    for start, nodes in _Parser(text).trees():
        games += 1
        yield _record(text, start, nodes)
    if not games:
        raise SgfError("line 1", "no SGF game tree '(;' in the file")


def _decode(data):
    match = re.search(rb"CA\[([^\]]*)\]", data[:4096])
    if match:
        charset = match.group(1).decode("ascii", "replace").strip()
        try:
            return data.decode(charset)
        except UnicodeDecodeError as error:
            raise SgfError("byte %d" % error.start, "not %s text, as CA[] says" % charset) from None
        except (LookupError, ValueError):
            raise SgfError("byte %d" % match.start(), "unknown character set CA[%s]" % charset) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("latin-1")  # the spec's default when CA is missing


def _unescape(value):
    # One pass: "\\" + newline is a soft line break (dropped), "\\" + any other character is that character.
    return re.sub(r"\\(\r\n|\n|.)", lambda m: "" if m.group(1) in ("\n", "\r\n") else m.group(1), value, flags=re.S)


def _where(text, offset):
    line = text.count("\n", 0, offset) + 1
    column = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return "line %d, column %d" % (line, column)


class _Parser:
    """An SGF reader without recursion (variations can nest deeply): the main line's nodes, each as
    (offset after it, {ident: [(offset, value)]}, depth)."""

    _IDENT = re.compile(r"[A-Za-z0-9]+")  # digits: ORC writes 5A[]
    _SPACE = re.compile(r"\s*")

    def __init__(self, text):
        self.text = text

    def trees(self):
        text = self.text
        i = 0
        while True:
            i = text.find("(", i)
            if i < 0:
                return
            j = self._SPACE.match(text, i + 1).end()
            if j >= len(text) or text[j] != ";":
                i += 1  # a "(" in text between game trees
                continue
            nodes, i = self._tree(i)
            yield i, nodes

    def _tree(self, start):
        """Main-line nodes of the tree at start ("("), and the offset after its ")"."""
        text = self.text
        nodes = []
        depth = 0
        main = True  # still on the main line (the first variation at every fork)
        i = start
        while True:
            i = self._SPACE.match(text, i).end()
            if i >= len(text):
                raise SgfError(_where(text, start), "game tree not closed: ')' missing at the end of the file")
            c = text[i]
            if c == "(":
                depth += 1
                i += 1
                continue
            if c == ")":
                depth -= 1
                i += 1
                if depth == 0:
                    return nodes, i
                main = False  # the main line ends where its first variation ends; siblings are not it
                continue
            if c == ";":
                props, i = self._node(i + 1)
                if main:
                    nodes.append((i, props, depth))
                    if len(nodes) > 2 * MAX_MOVES:  # a node without a move is rare; twice as many is no game
                        raise SgfError(_where(text, i), too_long_game())
                continue
            raise SgfError(_where(text, i), "unexpected %r (expected ';', '(' or ')')" % c)

    def _node(self, i):
        text = self.text
        props = {}
        while True:
            i = self._SPACE.match(text, i).end()
            match = self._IDENT.match(text, i)
            if not match:
                return props, i
            ident = match.group(0)
            if not ident.isupper():  # FF[1]-style long names ("AddBlack"): keep the capitals
                ident = "".join(ch for ch in ident if ch.isupper())
            i = match.end()
            values = []
            while True:
                i = self._SPACE.match(text, i).end()
                if i >= len(text) or text[i] != "[":
                    break
                end = find_closing(text, i + 1, "]")
                if end < 0:
                    raise SgfError(_where(text, i), "property %s: value not closed by ']'" % ident)
                if end - i > MAX_TEXT_CHARS:
                    raise SgfError(_where(text, i), "property %s: a value longer than %d characters" % (
                        ident, MAX_TEXT_CHARS))
                values.append((i, _unescape(text[i + 1:end])))
                i = end + 1
            if not values:
                raise SgfError(_where(text, i), "property %s has no value" % ident)
            props.setdefault(ident, []).extend(values)


def _record(text, start, nodes):
    # nodes: (offset, props, depth) along the main line; the first holds the game information.
    # A main line that continues in a variation (depth > 0) is still one line of play.
    if not nodes:
        raise SgfError(_where(text, start), "empty game tree")
    root = nodes[0][1]

    def first(props, key, default=""):
        return props[key][0][1] if key in props else default

    game = first(root, "GM", "1").strip()
    size_text = first(root, "SZ", "").split(":")[0].strip()
    # Some renju programs write GM[1], GM[2], GM[5] or GM[11]; a declared 15x15 board tells
    # their files from Go's (whose default board is 19x19).
    if game != "4" and size_text != "15":
        raise SgfError(_where(text, root["GM"][0][0] if "GM" in root else nodes[0][0]),
                       "GM[%s] is not Gomoku+Renju (GM[4]), and no SZ[15] says it is renju" % game)
    if size_text and (not size_text.isdecimal() or len(size_text) > 3 or int(size_text) != SIZE):
        raise SgfError(_where(text, root["SZ"][0][0]), "board size %s: only 15x15 renju boards are read" % size_text)
    record = Record()
    record.black.name = first(root, "PB")
    record.white.name = first(root, "PW")
    record.black.rating = first(root, "BR")
    record.white.rating = first(root, "WR")
    record.black.club = first(root, "BT")
    record.white.club = first(root, "WT")
    record.black.country = first(root, "BC")
    record.white.country = first(root, "WC")
    record.event = first(root, "EV")
    record.round = first(root, "RO")
    record.board = first(root, "XB")
    record.place = first(root, "PC")
    record.date = first(root, "DT")
    record.opening_rule = first(root, "RU")
    record.rules = first(root, "XG", "renju")
    record.time_control = first(root, "XT")
    if not record.time_control and "TM" in root:
        record.time_control = first(root, "TM").strip() + "s"
    outcome = first(root, "RE").strip().upper()
    if outcome in ("0", "DRAW", "JIGO") or outcome.endswith("+DRAW"):
        record.result = "draw"
    elif outcome[:2] in ("B+", "W+"):
        record.result = "black" if outcome[0] == "B" else "white"
        code = outcome[2:]
        record.reason = _CODE_REASONS.get(code, code.lower())  # a bare B+ says nothing of how
    record.reason = first(root, "XR", record.reason)
    record.confirmed = first(root, "XC") == "1"
    record.comment = first(root, "C")
    try:
        record.swaps = [int(v) for _, v in root.get("XS", ())]
        record.offers = [_parse_point(v) for _, v in root.get("XO", root.get("5A", ())) if v]
    except ValueError as error:
        raise SgfError(_where(text, nodes[0][0]), str(error)) from None
    for key, values in root.items():
        if key.startswith("XE"):
            name, _, value = values[0][1].partition("=")
            record.extra[name] = value
    for offset, props, _ in nodes:
        for colour in ("B", "W"):
            if colour not in props:
                continue
            where, value = props[colour][0]
            if len(record.moves) >= MAX_MOVES:
                raise SgfError(_where(text, where), too_long_game())
            expected = "B" if len(record.moves) % 2 == 0 else "W"
            if colour != expected:
                raise SgfError(_where(text, where), "move %d is %s's, but the file gives it to %s" % (
                    len(record.moves) + 1, "Black" if expected == "B" else "White",
                    "Black" if colour == "B" else "White"))
            try:
                move = Move(_parse_point(value.strip()))
            except ValueError as error:
                raise SgfError(_where(text, where), str(error)) from None
            if "BL" in props and "WL" in props:
                try:
                    move.clocks = (round(float(props["BL"][0][1]) * 1000), round(float(props["WL"][0][1]) * 1000))
                except (ValueError, OverflowError):
                    raise SgfError(_where(text, props["BL"][0][0]), "BL/WL must be seconds") from None
            if "XU" in props:
                if not props["XU"][0][1].strip().isdecimal() or len(props["XU"][0][1].strip()) > 12:
                    raise SgfError(_where(text, props["XU"][0][0]), "XU must be milliseconds: %r" % props["XU"][0][1][:20])
                move.used_ms = int(props["XU"][0][1])
            move.comment = first(props, "C")
            move.annotations = [v for _, v in props.get("XN", ())]
            record.moves.append(move)
        if ("AB" in props or "AW" in props) and offset != nodes[0][0]:
            raise SgfError(_where(text, offset), "set-up stones (AB/AW) in the middle of a game are not read")
    if "AB" in root or "AW" in root:
        raise SgfError(_where(text, nodes[0][0]), "set-up stones (AB/AW): a position, not a game from the empty board")
    return record


__all__ = ["read", "iter_read", "write", "write_all", "SgfError"]
