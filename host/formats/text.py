"""Plain text records in RIF notation (a-o) or the federation's (A-P without J).

What write() produces (tags in the PGN style kurnik/PlayOK and RenLib use, then one move a line):

    [Event "Moscow Open"]
    [Round "3"]
    [Black "Ivanov Ivan"]
    [Notation "rif"]

    1. h8
    2. h9  +0:00:12.345  B 1:29:48.000  W 1:29:47.655  {a comment}  {! claim foul by P2: refused}
    7. pass
    1-0

+DURATION is the time the move took, B/W the clocks after it; {...} a comment, {! ...} an
annotation (anomaly, claim). The notation is never guessed from the letters: the file's Notation tag
says it, or the caller does (read(data, notation=FEDERATION)); a file saying one thing while the
caller says another is refused.

read() also takes the forms other tools write: bare "h8 h9 h7", numbered "1.h8 2.h9", upper case
"H8 H9", concatenated "h8h9h7" (Yixin-Board).
"""

import re

from host.formats import FormatError, iter_lines
from host.formats.limits import MAX_MOVES, MAX_TEXT_CHARS, find_closing, too_long_game
from host.game_record import Move, Record
from shared_rules.board import NOTATION_NAMES, RIF, PointError, parse_point, point_name
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "text": ((".txt",), "plain text, RIF notation (a-o)", "write", {"notation": 0}),
    "text-federation": ((".fed.txt",), "plain text, the federation's notation (A-P, no J)", "write", {"notation": 1}),
}


class TextError(FormatError):
    """A text record that cannot be read: names the line and the reason."""


RESULT_CODES = {"black": "1-0", "white": "0-1", "draw": "1/2-1/2", None: "*"}
_RESULT_READ = {"1-0": "black", "0-1": "white", "1/2-1/2": "draw", "½-½": "draw", "0.5-0.5": "draw", "*": None}

_PLAYER_TAGS = (("", "name"), ("Club", "club"), ("Country", "country"), ("Rating", "rating"))
_SIMPLE_TAGS = (("Event", "event"), ("Site", "place"), ("Date", "date"), ("Round", "round"), ("Board", "board"),
                ("Rules", "rules"), ("OpeningRule", "opening_rule"), ("TimeControl", "time_control"),
                ("Termination", "reason"), ("Comment", "comment"))

# The value's loop unrolled ("a run of plain characters, then escape + character"): a regular
# expression's backtracking state grows with each alternation it repeats, not with a plain run.
_TAG = re.compile(r'^\[(\w[\w-]*)\s+"([^"\\]*(?:\\.[^"\\]*)*)"\]\s*$')
_WORD = re.compile(r"\S+")
_SPACE = re.compile(r"\s*")
_NUMBERED = re.compile(r"^(\d{1,9})\.+(.*)$")  # 9 digits: more is no move number
_POINTS = re.compile(r"^(?:[a-pA-P](?:1[0-5]|[1-9]))+$")
_ONE_POINT = re.compile(r"[a-pA-P](?:1[0-5]|[1-9])")
_DURATION = re.compile(r"^(?:(\d{1,9}):)?(\d{1,9}):(\d\d)(?:\.(\d{1,3}))?$")


def duration_text(ms):
    """12345 -> '0:00:12.345'; exact to the millisecond so a round trip loses nothing."""
    sign = "-" if ms < 0 else ""
    ms = abs(ms)
    return "%s%d:%02d:%02d.%03d" % (sign, ms // 3600000, ms // 60000 % 60, ms // 1000 % 60, ms % 1000)


def parse_duration(text):
    negative = text.startswith("-")
    match = _DURATION.match(text.lstrip("-"))
    if not match:
        raise ValueError("not a duration (H:MM:SS.mmm): %r" % text)
    hours, minutes, seconds, millis = match.groups()
    ms = ((int(hours or 0) * 60 + int(minutes)) * 60 + int(seconds)) * 1000 + int((millis or "0").ljust(3, "0"))
    return -ms if negative else ms


# Characters str.splitlines() breaks a line at, besides "\n": written as \uXXXX so that a value
# holding one stays on its line.
_LINE_BREAKS = "\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


def _escape(text):
    text = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("}", "\\}")
    for char in _LINE_BREAKS:
        text = text.replace(char, "\\u%04x" % ord(char))
    return text


def _unescape(text):
    return re.sub(r"\\(u[0-9a-f]{4}|.)", lambda m: "\n" if m.group(1) == "n" else
                  chr(int(m.group(1)[1:], 16)) if len(m.group(1)) == 5 else m.group(1), text)


def write(record, notation=RIF):
    """One record as text in the given notation (RIF or FEDERATION); returns bytes (UTF-8)."""
    return _write_text(record, notation).encode("utf-8")


def write_all(records, notation=RIF):
    return "\n".join(_write_text(r, notation) for r in records).encode("utf-8")


def _write_text(record, notation):
    lines = []

    def tag(key, value):
        if value not in ("", None):
            lines.append('[%s "%s"]' % (key, _escape(str(value))))

    for key, field in _SIMPLE_TAGS[:5]:
        tag(key, getattr(record, field))
    for colour, player in (("Black", record.black), ("White", record.white)):
        for suffix, field in _PLAYER_TAGS:
            tag(colour + suffix, getattr(player, field))
    for key, field in _SIMPLE_TAGS[5:8]:
        tag(key, getattr(record, field))
    tag("Opening", record.opening)
    tag("Offers", " ".join(point_name(p, notation) for p in record.offers))
    tag("Swaps", " ".join(str(n) for n in record.swaps))
    tag("Result", RESULT_CODES[record.result])
    for key, field in _SIMPLE_TAGS[8:]:
        tag(key, getattr(record, field))
    tag("Confirmed", "yes" if record.confirmed else "no")
    for key, value in sorted(record.extra.items()):
        tag("X-" + key, value)
    tag("Notation", NOTATION_NAMES[notation])
    lines.append("")
    for i, move in enumerate(record.moves):
        parts = ["%d. %s" % (i + 1, move.name(notation))]
        if move.used_ms is not None:
            parts.append("+" + duration_text(move.used_ms))
        if move.clocks is not None:
            parts.append("B %s  W %s" % (duration_text(move.clocks[0]), duration_text(move.clocks[1])))
        if move.comment:
            body = _escape(move.comment)
            parts.append("{%s}" % ("\\" + body if body.startswith("!") else body))  # "{! " is an annotation
        for note in move.annotations:
            parts.append("{! %s}" % _escape(note))
        lines.append("  ".join(parts))
    lines.append(RESULT_CODES[record.result])
    return "\n".join(lines) + "\n"


def read(data, notation=None):
    """Records from text (bytes or str). Several games are separated by a result token or by a new
    tag block after moves. notation: RIF or FEDERATION when the text has no Notation tag (RIF then)."""
    return list(iter_read(data, notation))


def iter_read(data, notation=None):
    """The games of a text file one by one, each checked whole before it is given."""
    if isinstance(data, bytes):
        try:
            data = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            raise TextError("byte %d" % error.start, "not UTF-8 text") from None
    from host.formats import kurnik

    if kurnik.is_kurnik(data):  # PlayOK's own layout, told by its Site tag as RenLib does
        yield from kurnik.read(data)
        return
    reader = _Reader(notation)
    for number, line in iter_lines(data):
        for done in reader.line(number, line):
            yield done
    last = reader.finish()
    if last:
        yield last


class _Reader:
    def __init__(self, notation):
        self.caller_notation = notation
        self._new()

    def _new(self):
        self.record = Record()
        self.notation = self.caller_notation if self.caller_notation is not None else RIF
        self.tags_seen = False
        self.in_moves = False
        self.first_line = None
        self.offers_text = None
        self.clock_side = None  # "B" or "W" after such a token, waiting for its duration
        self.clocks = [None, None]

    def _error(self, number, reason):
        raise TextError("line %d" % number, reason)

    def line(self, number, line):
        """The games this line ends (a generator: each token is checked as it is read)."""
        stripped = line.strip()
        if not stripped or stripped.startswith(("#", ";", "%")):
            return
        if stripped.startswith("["):
            if len(stripped) > MAX_TEXT_CHARS:
                self._error(number, "a tag longer than %d characters" % MAX_TEXT_CHARS)
            tag = _TAG.match(stripped)
            if not tag:
                self._error(number, "a tag must be [Name \"value\"]: %s" % stripped[:40])
            if self.in_moves:  # a new game's tags after the last game's moves
                yield self.finish()
                self._new()
            self.first_line = self.first_line or number
            self._tag(number, tag.group(1), _unescape(tag.group(2)))
            return
        self.first_line = self.first_line or number
        self.in_moves = True
        i = 0
        while True:
            i = _SPACE.match(stripped, i).end()
            if i >= len(stripped):
                return
            if stripped[i] == "{":
                end = find_closing(stripped, i + 1, "}")
                if end < 0:
                    self._error(number, "a comment '{' not closed by '}' on its line")
                if end - i > MAX_TEXT_CHARS:
                    self._error(number, "a comment longer than %d characters" % MAX_TEXT_CHARS)
                token, i = stripped[i:end + 1], end + 1
            else:
                word = _WORD.match(stripped, i)
                token, i = word.group(0), word.end()
            if self._token(number, token):
                yield self.finish()
                self._new()

    def _tag(self, number, key, value):
        record = self.record
        for name, field in _SIMPLE_TAGS:
            if key == name:
                setattr(record, field, value)
                return
        for colour, player in (("Black", record.black), ("White", record.white)):
            for suffix, field in _PLAYER_TAGS:
                if key == colour + suffix:
                    setattr(player, field, value)
                    return
        if key == "Notation":
            wanted = value.lower()
            if wanted not in NOTATION_NAMES:
                self._error(number, "unknown notation %r (rif or federation)" % value)
            said = NOTATION_NAMES.index(wanted)
            if self.caller_notation is not None and said != self.caller_notation:
                self._error(number, "the file says %s notation, but %s was asked for" % (
                    NOTATION_NAMES[said], NOTATION_NAMES[self.caller_notation]))
            if self.record.moves:
                self._error(number, "the Notation tag must come before the moves")
            self.notation = said
        elif key == "Offers":
            self.offers_text = (number, value)
        elif key == "Swaps":
            try:
                record.swaps = [int(n) for n in value.split()]
            except ValueError:
                self._error(number, "Swaps must be move counts: %r" % value)
        elif key == "Result":
            if value not in _RESULT_READ:
                self._error(number, "unknown result %r (1-0, 0-1, 1/2-1/2 or *)" % value)
            record.result = _RESULT_READ[value]
        elif key == "Confirmed":
            record.confirmed = value.lower() == "yes"
        elif key.startswith("X-"):
            record.extra[key[2:]] = value
        # Other tags (Opening: derived from the moves; Time, GameType, ...) are informational.

    def _point(self, number, name):
        try:
            return parse_point(name, self.notation)
        except PointError:
            self._error(number, "%r is not a point in %s notation" % (name, NOTATION_NAMES[self.notation]))

    def _token(self, number, token):
        record = self.record
        self.first_line = self.first_line or number
        if self.clock_side is not None:
            try:
                self.clocks["BW".index(self.clock_side)] = parse_duration(token)
            except ValueError as error:
                self._error(number, str(error))
            self.clock_side = None
            if None not in self.clocks:
                self._last_move(number, token).clocks = tuple(self.clocks)
                self.clocks = [None, None]
            return False
        if token.startswith("{"):
            body = token[1:-1]
            if body.startswith("! "):
                self._last_move(number, token).annotations.append(_unescape(body[2:]))
            elif record.moves:
                record.moves[-1].comment = _unescape(body)
            else:
                record.comment = _unescape(body)
            return False
        if token in _RESULT_READ:
            record.result = _RESULT_READ[token] if token != "*" else record.result
            return True
        if token in ("B", "W"):
            self.clock_side = token
            return False
        if token.startswith("+"):
            try:
                self._last_move(number, token).used_ms = parse_duration(token[1:])
            except ValueError as error:
                self._error(number, str(error))
            return False
        numbered = _NUMBERED.match(token)
        if numbered:
            if int(numbered.group(1)) != len(record.moves) + 1:
                self._error(number, "move number %s where move %d was expected" % (numbered.group(1),
                                                                                     len(record.moves) + 1))
            token = numbered.group(2)
            if not token:
                return False
        if len(token) > 3 * MAX_MOVES:  # longer than any game's concatenated moves ("h8h9...")
            self._error(number, too_long_game() if _ONE_POINT.match(token) else
                        "not a move, time, comment or result: %r" % token[:40])
        if len(record.moves) >= MAX_MOVES:
            self._error(number, too_long_game())
        if token.lower() == "pass":
            record.moves.append(Move(PASS))
        elif _POINTS.match(token):
            for name in _ONE_POINT.findall(token):
                if len(record.moves) >= MAX_MOVES:
                    self._error(number, too_long_game())
                record.moves.append(Move(self._point(number, name)))
        else:
            self._error(number, "not a move, time, comment or result: %r" % token[:40])
        return False

    def _last_move(self, number, token):
        if not self.record.moves:
            self._error(number, "%r before the first move" % token[:40])
        return self.record.moves[-1]

    def finish(self):
        if self.first_line is None:
            return None
        if self.clock_side is not None or self.clocks != [None, None]:
            self._error(self.first_line, "a move's clocks need both B and W")
        if self.offers_text:
            number, value = self.offers_text
            self.record.offers = [self._point(number, name) for name in value.split()]
        return self.record


__all__ = ["read", "iter_read", "write", "write_all", "TextError", "duration_text", "parse_duration"]
