"""The wire protocol between the board and the host: frames and messages. One codec, both ends.

Frame: 0x00, COBS(payload + CRC-32 of payload, 4 bytes big-endian), 0x00.
COBS removes every zero byte from the body, so 0x00 only ever delimits frames: a reader that meets
garbage (a boot banner, a traceback, line noise) throws away what lies between two delimiters and
is back in step at the next frame. The sender puts a delimiter before each frame as well as after,
so text that precedes a frame cannot glue itself onto it.

Payload: a UTF-8 JSON object with a "t" field naming the message type; MESSAGES lists each type's
required fields and their JSON types. Unknown fields are ignored (newer peers may add some);
unknown types and missing fields raise ProtocolError. The full specification, with the frame table,
is docs in README.md ("Serial protocol").
"""

import json

try:
    from binascii import crc32 as _crc32
except ImportError:  # a MicroPython build without binascii.crc32
    _crc32 = None

PROTOCOL_VERSION = 1
MAX_PAYLOAD = 1024  # bytes of JSON; a longer frame is line noise or a bug, never buffered whole
DELIMITER = b"\x00"


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


# Message types: name -> ((field, JSON type), ...). "seq" marks an event the host must acknowledge.
# Board to host.
#   hello   answer to the host's hello: protocol, firmware version, board id, epoch of the event
#           numbering, newest event sequence number, capabilities
#   game    event: a new game began (game number on this board and epoch, its settings)
#   move    event: move n of a game: point name (or "pass") and colour; with a clock, the time the
#           move took ("used", ms) and both clocks after it ("clocks", [P1 ms, P2 ms])
#   result  event: the game ended: winner ("black", "white", "draw"), reason, the line that shows it
#   clock   event: the clock was paused, resumed or corrected ("action"), and both clocks after it
#   claim   event: in tournament mode, a player claimed a five or a foul ("kind"), and whether the
#           claim was right ("accepted"; a right claim is followed by the result)
#   confirm event: after the end, both players held both buttons: they confirm the result (winner,
#           reason), the record's signature; sent once a game
#   undo    event: move n was taken back (takebacks allowed, the opponent confirmed)
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
#   sync    replay every event after sequence number `after`
#   ack     every event up to `seq` is stored
#   ping    heartbeat: the host is listening (every 2 s); with an id, answered by pong
#   command an instruction with an id, a name and its arguments (see COMMANDS); answered by reply
_INT = 0
_STR = 1
_LIST = 2
_DICT = 3
_ANY = 4
_BOOL = 5

MESSAGES = {
    "hello": (("proto", _ANY),),
    "sync": (("after", _INT),),
    "ack": (("seq", _INT),),
    "ping": (),
    "pong": (("id", _INT),),
    "command": (("id", _INT), ("name", _STR), ("args", _DICT)),
    "reply": (("id", _INT), ("ok", _BOOL), ("detail", _STR)),
    "game": (("seq", _INT), ("game", _INT), ("settings", _DICT)),
    "move": (("seq", _INT), ("game", _INT), ("n", _INT), ("point", _STR), ("colour", _STR)),
    "result": (("seq", _INT), ("game", _INT), ("winner", _STR), ("reason", _STR), ("line", _LIST)),
    "clock": (("seq", _INT), ("game", _INT), ("action", _STR), ("clocks", _LIST)),
    "claim": (("seq", _INT), ("game", _INT), ("kind", _STR), ("by", _STR), ("accepted", _BOOL)),
    "undo": (("seq", _INT), ("game", _INT), ("n", _INT)),
    "confirm": (("seq", _INT), ("game", _INT), ("winner", _STR), ("reason", _STR)),
    "opening": (("seq", _INT), ("game", _INT), ("action", _STR), ("player", _STR)),
    "anomaly": (("seq", _INT), ("game", _INT), ("restore", _LIST), ("remove", _LIST)),
    "state": (("game", _INT), ("moves", _INT), ("turn", _STR)),
    "error": (("code", _STR), ("detail", _STR)),
}

# Commands (host to board) and what they take in args:
#   settings   {key: value, ...}: the board's settings (see firmware/settings.py); used from the next
#              game, or at once if the current game has no move yet
#   new_game   {"settings": {...}, "force": true} both optional; refused while a game is in progress
#              unless "force" is true (the game is abandoned, unfinished)
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
#              a new game (its moves sent again, marked "setup"), study steps through it unrecorded
COMMANDS = ("settings", "new_game", "pause", "resume", "clock", "adjudicate", "identify", "calibrate", "repl",
            "setup")
# The arguments of the commands whose arguments are not settings: (required, optional) names. The
# host's command line checks a typed command against it before queueing it.
COMMAND_ARGS = {
    "pause": ((), ()), "resume": ((), ()), "calibrate": ((), ()), "repl": ((), ()),
    "clock": (("op", "player"), ("ms", "moves")),
    "adjudicate": (("winner",), ()),
    "identify": ((), ("seconds",)),
    "setup": (("moves",), ("mode", "at", "clocks", "settings", "source", "force")),
}


def _type_ok(value, kind):
    if kind == _INT:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind == _STR:
        return isinstance(value, str)
    if kind == _LIST:
        return isinstance(value, list)
    if kind == _DICT:
        return isinstance(value, dict)
    if kind == _BOOL:
        return isinstance(value, bool)
    return True


def validate(message):
    if not isinstance(message, dict):
        raise ProtocolError("message is not an object")
    kind = message.get("t")
    fields = MESSAGES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise ProtocolError("unknown message type %r" % (kind,))
    for name, field_kind in fields:
        if name not in message:
            raise ProtocolError("%s: missing field %r" % (kind, name))
        if not _type_ok(message[name], field_kind):
            raise ProtocolError("%s: field %r has the wrong type" % (kind, name))
    return message


def encode_message(message):
    """A validated message dict -> the bytes of its frame."""
    validate(message)
    return encode_frame(json.dumps(message).encode())


def decode_message(payload):
    """A frame payload -> a validated message dict; ProtocolError if it is not one."""
    try:
        message = json.loads(payload.decode())
    except (ValueError, UnicodeError) as error:  # MicroPython raises ValueError for bad JSON
        raise ProtocolError("bad JSON: %s" % (error,))
    return validate(message)
