"""The wire protocol between the board and the host: frames and messages. One codec, both ends.

Frame: 0x00, COBS(payload + CRC-32 of payload, 4 bytes big-endian), 0x00.
COBS removes every zero byte from the body, so 0x00 only ever delimits frames: a reader that meets
garbage (a boot banner, a traceback, line noise) throws away what lies between two delimiters and
is back in step at the next frame. The sender puts a delimiter before each frame as well as after,
so text that precedes a frame cannot glue itself onto it.

Payload: a UTF-8 JSON object with a "t" field naming the message type; MESSAGES lists each type's
fields, by sender, with their types and ranges. Unknown fields are ignored (newer peers may add
some); unknown types and missing fields raise ProtocolError, and the host's full check
(shared_rules.protocol_check) also refuses wrong ranges, wrong directions and malformed optional
fields. The full specification, with
the frame table, is docs/protocol.md.
"""

import json

from shared_rules.board import COLOUR_NAMES
from shared_rules.game import FOUL_MODE_NAMES
from shared_rules.terms import ACTION_NAMES, PLAYER_NAMES, REASON_NAMES, WINNER_NAMES

try:
    from binascii import crc32 as _crc32
except ImportError:  # a MicroPython build without binascii.crc32
    _crc32 = None

PROTOCOL_VERSION = 1
MAX_PAYLOAD = 1024  # bytes of JSON; a longer frame is line noise or a bug, never buffered whole
DELIMITER = b"\x00"
COMPACT = (",", ":")  # JSON without spaces: every byte saved is one a damaged line cannot hit


class ProtocolError(ValueError):
    """A frame or message that cannot be decoded; the caller counts it and goes on."""


def _crc32_table():
    table = []
    for n in range(256):
        c = n
        for _ in range(8):
            c = (c >> 1) ^ 0xEDB88320 if c & 1 else c >> 1
        table.append(c)
    return table


_TABLE = None


def crc32(data):
    """CRC-32 (the zlib polynomial) of bytes, as an unsigned int; binascii's where it exists."""
    if _crc32 is not None:
        return _crc32(data) & 0xFFFFFFFF
    global _TABLE
    if _TABLE is None:
        _TABLE = _crc32_table()
    c = 0xFFFFFFFF
    for byte in data:
        c = _TABLE[(c ^ byte) & 0xFF] ^ (c >> 8)
    return c ^ 0xFFFFFFFF


def cobs_encode(data):
    out = bytearray()
    code_index = 0
    out.append(0)
    code = 1
    for byte in data:
        if byte == 0:
            out[code_index] = code
            code_index = len(out)
            out.append(0)
            code = 1
        else:
            out.append(byte)
            code += 1
            if code == 0xFF:
                out[code_index] = code
                code_index = len(out)
                out.append(0)
                code = 1
    out[code_index] = code
    return bytes(out)


def cobs_decode(data):
    out = bytearray()
    i = 0
    n = len(data)
    while i < n:
        code = data[i]
        if code == 0:
            raise ProtocolError("zero byte inside a COBS block")
        end = i + code
        if end > n:
            raise ProtocolError("COBS block runs past the frame")
        out.extend(data[i + 1:end])
        i = end
        if code != 0xFF and i < n:
            out.append(0)
    return bytes(out)


def encode_frame(payload):
    crc = crc32(payload)
    body = bytes(payload) + bytes(((crc >> 24) & 0xFF, (crc >> 16) & 0xFF, (crc >> 8) & 0xFF, crc & 0xFF))
    return DELIMITER + cobs_encode(body) + DELIMITER


def decode_frame(encoded):
    """The payload of one frame's bytes between delimiters; ProtocolError if damaged."""
    body = cobs_decode(encoded)
    if len(body) < 5:
        raise ProtocolError("frame too short")
    payload = body[:-4]
    crc = (body[-4] << 24) | (body[-3] << 16) | (body[-2] << 8) | body[-1]
    if crc32(payload) != crc:
        raise ProtocolError("CRC mismatch")
    return payload


class FrameReader:
    """Splits a byte stream into frame payloads.

    feed(data) returns the list of good payloads completed by data. Damaged frames are counted in
    .errors (by reason) and skipped; bytes beyond the longest possible frame are dropped until the
    next delimiter, so a stream with no delimiters never grows the buffer.
    """

    def __init__(self, max_payload=MAX_PAYLOAD):
        # COBS adds one byte per 254; the CRC adds 4.
        self.limit = max_payload + 4 + (max_payload + 4) // 254 + 2
        self.buffer = bytearray(self.limit)
        self.length = 0
        self.overflow = False
        self.errors = {}
        self.frames = 0

    def _error(self, reason):
        self.errors[reason] = self.errors.get(reason, 0) + 1

    def feed(self, data):
        payloads = []
        buffer = self.buffer
        limit = self.limit
        for byte in data:
            if byte == 0:
                if self.overflow:
                    self._error("oversized")
                elif self.length:
                    try:
                        payloads.append(decode_frame(bytes(buffer[:self.length])))
                        self.frames += 1
                    except ProtocolError as error:
                        self._error(str(error))
                self.length = 0
                self.overflow = False
            elif self.length < limit:
                buffer[self.length] = byte
                self.length += 1
            else:
                self.overflow = True
        return payloads


# The message table. For each sender, each message type it may send: (required fields, optional
# fields), each field (name, kind, a, b). Kinds, with what a and b mean:
#   INT   a whole number from a to b          STR   a string of 0 to a characters
#   ID    1 to a printable ASCII characters   ENUM  one of the strings in a
#   BOOL  true or false                       POINT a RIF point name (a=1: or "pass")
#   POINTS a list of up to a point names      INTS  a list of a to b whole numbers in INT_RANGE
#   DICT  an object of up to a scalar values  LIST  a list of up to a strings of at most b characters
#   ANY   anything
# The board's decode path checks only that each required field is there with its JSON type
# (validate); the host checks everything (shared_rules.protocol_check), so a broken or hostile board
# is stopped at the host's door and the board pays nothing for it, not even the checker's code.
# Unknown fields are ignored: newer peers add some.
# Board to host.
#   hello   answer to the host's hello: protocol, firmware version, board id, epoch of the event
#           numbering, newest event sequence number, last compacted event, capabilities
#   game    event: a new game began (game number on this board and epoch, its settings; "setup":
#           {"moves": n, "source": text} when it is a recorded game set up to go on)
#   move    event: move n of a game: point name (or "pass") and colour; with a clock, the time the
#           move took ("used", ms) and both clocks after it ("clocks", [P1 ms, P2 ms])
#   result  event: the game ended: winner ("black", "white", "draw"), reason, the line that shows it;
#           with a clock, both clocks at the end ("clocks", [P1 ms, P2 ms]): the clock stops there
#   clock   event: the clock was paused, resumed or corrected ("action"), and both clocks after it
#   claim   event: in tournament mode, a player claimed a five or a foul ("kind"), and whether the
#           claim was right ("accepted"; a right claim is followed by the result)
#   undo    event: move n was taken back (takebacks allowed, the opponent confirmed)
#   confirm event: after the end, both players held both buttons: they confirm the result (winner,
#           reason), the record's signature; sent once a game
#   opening event: an opening regulation's step by a player ("P1"/"P2"): keep, swap, declare (n),
#           route keep/swap/offer, offer / undo offer (point), finish, choose (point), take colour
#   anomaly event: the physical board stopped agreeing with the game (points to restore and to
#           remove), or agrees again (both lists empty)
#   state   heartbeat every 2 s: current game, move count, turn, newest event; with a clock, its
#           snapshot ("clock": shared_rules.clock's snapshot tuple) for the host's mirror
#   reply   the answer to a command: ok true or false, and a detail
#   pong    the answer to a ping that carries an id (the host measures the link's latency)
#   error   reply to a host frame the board could not use
# Host to board.
#   hello   protocol versions the host speaks, host name
#   sync    replay every event after sequence number `after` (with count: only the first count of them)
#   ack     every event up to `seq` is stored
#   ping    heartbeat: the host is listening (every 2 s); with an id, answered by pong
#   command an instruction with an id, a name and its arguments (see COMMANDS); answered by reply
#   error   a board frame the host could not use, or an event it refused to record (and why)
INT = 0
STR = 1
LIST = 2
DICT = 3
ANY = 4
BOOL = 5
ID = 6
ENUM = 7
POINT = 8
POINTS = 9
INTS = 10

# The JSON type each kind is: what the board's light check looks at.
_JSON_TYPE = (INT, STR, LIST, DICT, ANY, BOOL, STR, STR, STR, LIST, LIST)

BIG = 0x3FFFFFFF  # sequence numbers, ids, game numbers, times: a MicroPython small int on 32 bits
MOVES = 1024  # more moves than any game has (225 stones and the passes between them)

BOARD = 0  # the sender: the board
HOST = 1  # the sender: the host

SEQ = ("seq", INT, 1, BIG)
GAME = ("game", INT, 1, BIG)
CLOCKS = ("clocks", INTS, 2, 2)
COLOUR = COLOUR_NAMES[1:]
PLAYERS = PLAYER_NAMES[1:]
WINNERS = WINNER_NAMES
REASONS = REASON_NAMES[1:]
ACTIONS = ACTION_NAMES[1:]
INT_RANGE = (-BIG, BIG)  # each whole number in an INTS list

BOARD_MESSAGES = {
    "hello": ((("proto", INT, 0, BIG), ("board", ID, 64), ("epoch", ID, 32), ("head", INT, 0, BIG)),
              (("fw", STR, 64), ("base", INT, 0, BIG), ("caps", LIST, 32, 32))),
    "game": ((SEQ, GAME, ("settings", DICT, 16)), (("setup", DICT, 4),)),
    "move": ((SEQ, GAME, ("n", INT, 1, MOVES), ("point", POINT, 1), ("colour", ENUM, COLOUR)),
             (("used", INT, 0, BIG), CLOCKS, ("setup", BOOL))),
    "result": ((SEQ, GAME, ("winner", ENUM, WINNERS), ("reason", ENUM, REASONS), ("line", POINTS, 64)),
               (("point", POINT, 0), CLOCKS)),
    "clock": ((SEQ, GAME, ("action", STR, 32), CLOCKS), ()),
    "claim": ((SEQ, GAME, ("kind", ENUM, ("five", "foul")), ("by", ENUM, COLOUR), ("accepted", BOOL)), ()),
    "undo": ((SEQ, GAME, ("n", INT, 1, MOVES)), ()),
    "confirm": ((SEQ, GAME, ("winner", ENUM, WINNERS), ("reason", ENUM, REASONS)), ()),
    "opening": ((SEQ, GAME, ("action", ENUM, ACTIONS), ("player", ENUM, PLAYERS)),
                (("n", INT, 0, MOVES), ("point", POINT, 0))),
    "anomaly": ((SEQ, GAME, ("restore", POINTS, 225), ("remove", POINTS, 225)), ()),
    "state": ((("game", INT, 0, BIG), ("moves", INT, 0, MOVES), ("turn", ENUM, COLOUR)),
              (("head", INT, 0, BIG), ("anomalies", INT, 0, 1), ("clock", INTS, 0, 32))),
    "reply": ((("id", INT, 1, BIG), ("ok", BOOL), ("detail", STR, 200)), ()),
    "pong": ((("id", INT, 1, BIG),), ()),
    "error": ((("code", STR, 32), ("detail", STR, 300)), ()),
}

HOST_MESSAGES = {
    "hello": ((("proto", ANY),), (("host", STR, 64),)),
    "sync": ((("after", INT, 0, BIG),), (("count", INT, 1, BIG),)),
    "ack": ((("seq", INT, 0, BIG),), ()),
    "ping": ((), (("id", INT, 1, BIG),)),
    "command": ((("id", INT, 1, BIG), ("name", STR, 32), ("args", DICT, 16)), ()),
    "error": ((("code", STR, 32), ("detail", STR, 300)), ()),
}

MESSAGES = (BOARD_MESSAGES, HOST_MESSAGES)  # by sender
SENDER_NAMES = ("the board", "the host")

# Commands (host to board) and what they take in args: (required, optional), fields as above. A
# command's args are checked whole before it is queued: an unknown argument is refused, not ignored.
#   settings   {key: value, ...}: the board's settings (see firmware/settings.py); used from the next
#              game, or at once if the current game has no move yet
#   new_game   {"settings": {...}} optional; refused while a game is in progress unless "force"
#   pause, resume   {}: the clock, for the arbiter
#   clock      {"op": "set"|"adjust"|"charge"|"moves", "player": "P1"|"P2", "ms": n or "moves": n}
#   adjudicate {"winner": "black"|"white"|"draw"}: the arbiter's decision ends the game
#   identify   {"seconds": n}: blink the board's LEDs, to find it in a hall
#   calibrate  {}: measure the empty board's baselines again (refused with stones on it)
#   repl       {}: stop the application after the reply: MicroPython's REPL on the USB serial line,
#              for the owner's service (a reset starts the board again, the game restored)
#   setup      {"moves": [point or "pass", ...], "mode": "resume"|"study", "at": n, "clocks": [P1 ms,
#              P2 ms], "settings": {...}, "source": text, "force": bool}: a recorded game put on the
#              board stone by stone in its order (firmware/setup_desk.py); resume goes on with it as
#              a new game (its moves sent again, marked "setup"), study steps through it unrecorded;
#              "hints" (study): per position k, the engine's best move there ("" none), blinked yellow;
#              "lines" (study): the forced wins missed there, each as study_line_text() writes it,
#              played out on the LEDs stone by stone (firmware/setup_desk.py)
#   request    {"point": p, "colour": c, "n": n}: the stone a computer (or remote) player asks to be put
#              for it as move n: its point blinks yellow and is named on its player's face, and a
#              stone of that colour elsewhere is refused; without point, that player is still
#              choosing (no stone of its colour may be put down); {} withdraws the request
#   decide     {"action": a, "player": "P1"|"P2", "n": n, "point": p}: an opening decision a computer
#              (or remote) player takes (keep, swap, declare n, route keep/swap/offer, finish, choose
#              point, take black/white), as if its button had taken it; shown on its face
SETTINGS = (("time_control", STR, 64), ("foul_mode", ENUM, FOUL_MODE_NAMES),
            ("show_forbidden", ENUM, ("always", "black", "never")), ("pass_from_move", INT, 4, MOVES),
            ("takebacks", BOOL), ("opening", STR, 32), ("brightness", INT, 1, 9))
# A study's forced wins (setup's "lines"): one string a line, the position it starts from (k moves
# played), its kind (VCF: every attacking move a four; VCT: threes too) and its moves in order, the
# side to move's first, the last its five, separated by commas: "22,vcf,g11,e13,i13,j14,e9".
LINE_KINDS = ("vcf", "vct")
STUDY_LINES = 16  # lines in one setup at most
STUDY_LINE_CHARS = 400  # characters of one line's text (80 moves and more)
COMMAND_ARGS = {
    "settings": ((), SETTINGS),
    "new_game": ((), (("settings", DICT, 16), ("force", BOOL))),
    "pause": ((), ()),
    "resume": ((), ()),
    "clock": ((("op", ENUM, ("set", "adjust", "charge", "moves")), ("player", ENUM, PLAYERS)),
              (("ms", INT, -BIG, BIG), ("moves", INT, 0, MOVES))),
    "adjudicate": ((("winner", ENUM, WINNERS),), ()),
    "identify": ((), (("seconds", INT, 1, 600),)),
    "calibrate": ((), ()),
    "repl": ((), ()),
    "setup": ((("moves", LIST, MOVES, 4),),
              (("mode", ENUM, ("resume", "study")), ("at", INT, 0, MOVES), CLOCKS, ("settings", DICT, 16),
               ("source", STR, 80), ("force", BOOL), ("hints", LIST, MOVES, 4),
               ("lines", LIST, STUDY_LINES, STUDY_LINE_CHARS))),
    "request": ((), (("point", POINT, 0), ("colour", ENUM, COLOUR), ("n", INT, 1, MOVES))),
    "decide": ((("action", ENUM, ACTIONS), ("player", ENUM, PLAYERS)), (("n", INT, 1, MOVES), ("point", POINT, 0))),
}
COMMANDS = ("settings", "new_game", "pause", "resume", "clock", "adjudicate", "identify", "calibrate", "repl",
            "setup", "request", "decide")
# Settings that may be null (none: no clock, no opening regulation).
NULLABLE = ("time_control", "opening")


def study_line_text(k, kind, names):
    """One forced win of a study as setup's "lines" carries it: k, the kind, the points' names."""
    return "%d,%s,%s" % (k, kind, ",".join(names))


def parse_study_line(text):
    """(k, kind, [point names]) of a study line's text; ProtocolError if it is not one (the names
    are the caller's to read as points)."""
    words = text.split(",") if isinstance(text, str) else ()
    if len(words) < 3 or not words[0].isdigit() or words[1] not in LINE_KINDS:
        raise ProtocolError("not a study line (k, vcf or vct, its points): %r" % (text[:40] if isinstance(text, str) else text,))
    return int(words[0]), words[1], words[2:]


def _type_ok(value, kind):
    kind = _JSON_TYPE[kind]
    if kind == INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == STR:
        return isinstance(value, str)
    if kind == LIST:
        return isinstance(value, list)
    if kind == DICT:
        return isinstance(value, dict)
    if kind == BOOL:
        return isinstance(value, bool)
    return True


def validate(message, sender=None):
    """The light check (the board's decode path): a known type, its required fields there with
    their JSON types. sender (BOARD or HOST) picks the table; None accepts either's."""
    if not isinstance(message, dict):
        raise ProtocolError("message is not an object")
    kind = message.get("t")
    if not isinstance(kind, str):
        raise ProtocolError("message without a type")
    problem = "unknown message type %r" % (kind,)
    for table in (MESSAGES if sender is None else (MESSAGES[sender],)):
        spec = table.get(kind)
        if spec is None:
            continue
        problem = None
        for field in spec[0]:
            name = field[0]
            if name not in message:
                problem = "%s: missing field %r" % (kind, name)
                break
            if not _type_ok(message[name], field[1]):
                problem = "%s: field %r has the wrong type" % (kind, name)
                break
        if problem is None:
            return message
    if sender is not None and MESSAGES[1 - sender].get(kind) is not None and problem.startswith("unknown"):
        problem = "%s does not send %r" % (SENDER_NAMES[sender], kind)
    raise ProtocolError(problem)


def encode_message(message, sender=None):
    """A validated message dict -> the bytes of its frame."""
    validate(message, sender)
    return encode_frame(json.dumps(message, separators=COMPACT).encode())


def decode_message(payload, sender=None):
    """A frame payload -> a message dict with a known type and its required fields (the light
    check; sender BOARD or HOST picks the table); ProtocolError if it is not one."""
    try:
        message = json.loads(payload.decode())
    except (ValueError, UnicodeError) as error:  # MicroPython raises ValueError for bad JSON
        raise ProtocolError("bad JSON: %s" % (error,))
    return validate(message, sender)
