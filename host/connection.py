"""One board on one serial port: open it, handshake, take its events in order, store, acknowledge.

Runs in its own thread and never gives up: an unplugged cable, a board that reboots, a port that
does not exist yet all end in the same place, waiting to open the port again. Ports are pyserial
URLs, so "/dev/ttyACM0", a pty path and "loop://" all work.

Ordering and exactly-once: the host stores event `expected` and nothing else. An event from the
future means frames were lost: it is kept aside (up to AHEAD_LIMIT of them) until the gap is
filled, and once the board's burst is over (SYNC_QUIET) the host asks it to replay from what it has
(`sync`; only up to the last missing event when later ones are here already). An event from the past is a replay and is only acknowledged again. The board's heartbeat
carries its newest sequence number, so a lost last event is noticed within one heartbeat.

On a damaged line, retries are paced by what arrives rather than by the clock alone: a damaged
frame while the host waits for the board's hello means the board answered and the answer was hit,
so the hello goes again at once (HELLO_RETRY); each replay is asked for as soon as the last one has
stopped arriving, and the events that came through whole are kept, so each round fills gaps
instead of starting over.
"""

import json
import logging
import threading
import time

import serial

from host.logs import RateLimited, printable
from host.store import RefusedEvent
from shared_rules.protocol import (BIG, BOARD, BOARD_MESSAGES, HOST, HOST_MESSAGES, SEQ, FrameReader, ProtocolError,
                                   PROTOCOL_VERSION, decode_message, encode_message)
from shared_rules.protocol_check import check, without_bad_options
from shared_rules.clock import Clock, NOBODY, P1, P2, status_text
from shared_rules.timecontrol import parse_control

log = logging.getLogger("tengen.host")

HELLO_INTERVAL = 0.5  # seconds between hellos until the board answers
HELLO_RETRY = 0.1  # ... or this soon, when what arrived since the last one was damaged (a hit answer)
PING_INTERVAL = 2.0  # the host's heartbeat, so the board knows someone is listening
SILENCE_LIMIT = 8.0  # seconds without a frame before the link is presumed dead (board heartbeats every 2 s)
SYNC_RETRY = 0.5  # seconds before asking again for missing events while frames keep arriving
SYNC_QUIET = 0.1  # ... and once the board has been quiet this long (its replay is over)
AHEAD_LIMIT = 256  # events from beyond a gap kept until it is filled
COMMAND_POLL = 0.2  # seconds between looks for commands to this board (one cached look serves all: Store)
COMMAND_RESEND = 3.0  # seconds before a command with no reply is sent again (replies are idempotent by id)
REOPEN_INTERVAL = 0.5
RESET_WAIT = 2.0  # seconds before reopening a port whose session failed on an unexpected error
# Seconds a read waits when the board is quiet: the loop's timers above need no finer step, and a
# hall of 50 threads waking 20 times a second each would spend the daemon's CPU on doing nothing.
READ_WAIT = 0.25
HOST_NAME = "tengen-host 0.1"
# The messages a board numbers and journals: one of these that breaks the protocol still takes its
# number (kept refused), or the board would replay it, and hold back all it sends after, for ever.
EVENT_TYPES = tuple(kind for kind, (required, _) in BOARD_MESSAGES.items() if SEQ in required)


def port_problem(error):
    """What is wrong with a port, in words: "No such file or directory", "Permission denied"."""
    number = getattr(error, "errno", None)
    if isinstance(number, int):
        import os

        text = os.strerror(number)
        if number == 13:  # EACCES
            text += " (the user needs the dialout group, or host/deploy/99-tengen.rules)"
        return text
    return str(error) or error.__class__.__name__


class BoardStatus:
    """What an operator needs to see of one board; updated by the connection thread."""

    def __init__(self, port):
        self.port = port
        self.link = "starting"
        self.board_id = None
        self.firmware = None
        self.in_sync = False
        self.game = None
        self.moves = 0
        self.last_move = None
        self.result = None
        self.anomalies = 0
        self.frame_errors = 0  # frames lost to damage (CRC, framing, oversize)
        self.frame_errors_by = {}  # ... by reason: "CRC mismatch", "oversized", COBS errors
        self.bad_messages = 0  # whole frames that were not a message this host knows
        self.refused = 0  # events the record could not take, kept refused in the event log (told to the board)
        self.resets = 0  # sessions ended by an unexpected error in this connection
        self.problem = None  # the newest refusal or reset, for the operator
        self.updated = time.time()

    def as_dict(self):
        return dict(self.__dict__)


def status_of(connection):
    """A connection's status for the status view, with its clock as it stands now."""
    status = connection.status.as_dict()
    try:
        status["clock"] = connection.clock_status()
    except Exception as error:  # the status view serves every board: one odd clock cannot stop it
        status["clock"] = None
        status["problem"] = "clock: %s: %s" % (type(error).__name__, printable(error, 100))
    status["latency_ms"] = None if connection.latency is None else round(1000 * connection.latency, 1)
    return status


class BoardRegistry:
    """Which port serves which board id: a board id is served on one port at a time. A second port
    claiming an id already connected is refused (a cloned or misconfigured board), so one board's
    events are never acknowledged as another's."""

    def __init__(self):
        self.lock = threading.Lock()
        self.ports = {}  # board id -> port

    def claim(self, board_id, port):
        """None if port may serve board_id, else the port that already does."""
        with self.lock:
            holder = self.ports.get(board_id)
            if holder is not None and holder != port:
                return holder
            self.ports[board_id] = port
            return None

    def release(self, board_id, port):
        with self.lock:
            if board_id is not None and self.ports.get(board_id) == port:
                del self.ports[board_id]


class BoardConnection:
    def __init__(self, port, store, on_event=None, registry=None, on_state=None, silence_limit=SILENCE_LIMIT):
        self.port = port
        self.silence_limit = silence_limit  # seconds without a frame before the board is presumed gone
        self.store = store
        self.on_event = on_event  # called with (connection, message) after an event is stored
        self.on_state = on_state  # called with (connection, message) after a heartbeat updated the clock mirror
        self.registry = registry if registry is not None else BoardRegistry()
        self.warnings = RateLimited(log)  # a board sending rubbish at line rate cannot flood the log
        self.handling = None  # the message being handled, for the log when something fails
        self.stopping = threading.Event()
        self.thread = None
        self.serial = None
        self.board_id = None
        self.epoch = None
        self.expected = None  # the next event sequence number to store
        self.ahead = {}  # seq -> event that arrived beyond a gap, stored once the gap is filled
        self.board_head = 0  # the newest event the board has said it holds
        self.last_sync = 0.0  # when the newest sync was sent
        self.last_arrival = 0.0  # when the newest good frame arrived
        self.commands_sent = {}  # command id -> when it was last sent
        self.ping_sent = {}  # ping id -> monotonic time sent
        self.next_ping_id = 1
        self.latency = None  # one-way link latency estimate, seconds (half the ping round trip)
        self.clock = None  # the mirror of the board's clock
        self.clock_control = None
        self.clock_final = None  # the clocks as they stood when the game ended (the status shows them)
        self.board_game = None  # the game the board is on, as it last said (commands are bound to games)
        self.status = BoardStatus(port)
        self.frames = FrameReader()

    def start(self):
        self.thread = threading.Thread(target=self._run, name="board %s" % self.port, daemon=True)
        self.thread.start()

    def stop(self):
        self.stopping.set()
        if self.thread:
            self.thread.join(5)

    # -- the loop ---------------------------------------------------------------------------------
    def _run(self):
        while not self.stopping.is_set():
            try:
                self.serial = serial.serial_for_url(self.port, baudrate=115200, timeout=READ_WAIT)
            except (serial.SerialException, OSError, ValueError) as error:
                self._set_link("waiting for the port (%s)" % port_problem(error))
                self.stopping.wait(REOPEN_INTERVAL)
                continue
            self._set_link("port open, handshaking")
            wait = REOPEN_INTERVAL
            try:
                self._session()
                self._set_link("disconnected")
            except (serial.SerialException, OSError) as error:
                log.warning("%s: link lost: %s", self.port, port_problem(error))
                self._set_link("disconnected")
            except Exception as error:  # a bug or a board we did not foresee: this board only, and not for good
                self._reset(error)
                wait = RESET_WAIT
            finally:
                try:
                    self.serial.close()
                except Exception:
                    pass
                self._forget_board()
            self.stopping.wait(wait)

    def _reset(self, error):
        """An unexpected error ended this board's session: logged with what was being handled, shown
        in the status, and the port reopened; the other boards' threads never see it."""
        self.status.resets += 1
        self.status.problem = "%s: %s" % (type(error).__name__, printable(str(error), 120))
        log.exception("%s: board %s: session reset after an unexpected error while handling %s",
                      self.port, self.board_id, printable(repr(self.handling), 300))
        self._set_link("reset after an error (%s); reopening" % self.status.problem)

    def _forget_board(self):
        self.registry.release(self.board_id, self.port)
        self.board_id = None
        self.status.in_sync = False

    def _session(self):
        frames = self.frames  # one reader for the connection's life: its error counts add up
        frames.length = 0
        frames.overflow = False
        self.board_id = None
        last_hello = 0.0
        heard_at_hello = 0  # frames and damaged frames counted when the last hello went
        last_ping = time.monotonic()
        last_frame = time.monotonic()
        last_commands = 0.0
        while not self.stopping.is_set():
            now = time.monotonic()
            if self.board_id is None:
                heard = frames.frames + sum(frames.errors.values())
                if now - last_hello >= HELLO_INTERVAL or (heard != heard_at_hello and now - last_hello >= HELLO_RETRY):
                    self._send({"t": "hello", "proto": [PROTOCOL_VERSION], "host": HOST_NAME})
                    last_hello = now
                    heard_at_hello = heard
            elif self._gap() and now - self.last_sync >= SYNC_QUIET and (
                    now - self.last_arrival >= SYNC_QUIET or now - self.last_sync >= SYNC_RETRY):
                self._sync()
            if self.board_id is not None and now - last_ping >= PING_INTERVAL:
                self._ping(now)
                last_ping = now
            if self.board_id is not None and now - last_commands >= COMMAND_POLL:
                self._send_commands(now)
                last_commands = now
            data = self._read()
            if data:
                for payload in frames.feed(data):
                    last_frame = self.last_arrival = now
                    self._handle(payload)
                self.status.frame_errors = sum(frames.errors.values())
                self.status.frame_errors_by = dict(frames.errors)
            elif now - last_frame > self.silence_limit:
                log.warning("%s: board silent for %.0f s; handshaking again", self.port, self.silence_limit)
                self._forget_board()
                self._set_link("silent, handshaking")
                last_frame = now

    def _read(self):
        """What the board has sent: as soon as any byte arrives, else nothing after READ_WAIT (or
        SYNC_QUIET while events are missing: each round of replay is asked for without delay).
        (pyserial's read(n) waits for all n bytes or the whole timeout, and every ack with it.)"""
        wait = SYNC_QUIET if self.board_id is not None and self._gap() else READ_WAIT
        if self.serial.timeout != wait:
            self.serial.timeout = wait
        data = self.serial.read(1)
        if data:
            waiting = self.serial.in_waiting
            if waiting:
                data += self.serial.read(waiting)
        return data

    def _send(self, message):
        self.serial.write(encode_message(message, HOST))

    def _ping(self, now):
        ping_id = self.next_ping_id
        self.next_ping_id += 1
        self.ping_sent = {ping_id: now}  # only the newest matters
        self._send({"t": "ping", "id": ping_id})

    def _send_commands(self, now):
        if self.board_game is None:
            return  # not until the board has said which game it is on
        for command_id, name, args, epoch, game in self.store.pending_commands(self.board_id):
            if game is not None and (epoch, game) != (self.epoch, self.board_game):
                self.store.command_replied(command_id, False, "not sent: it was meant for game %d, and the board is"
                                           " on game %d now" % (game, self.board_game) if epoch == self.epoch else
                                           "not sent: it was meant for a game this board no longer holds")
                self.commands_sent.pop(command_id, None)
                continue
            sent = self.commands_sent.get(command_id)
            if sent is None or now - sent >= COMMAND_RESEND:
                self._send({"t": "command", "id": command_id, "name": name, "args": json.loads(args)})
                self.commands_sent[command_id] = now
                self.store.command_sent(command_id)

    def _set_link(self, text):
        if text != self.status.link:
            self.warnings.log(logging.INFO, "link", "%s: %s", self.port, printable(text))
            self.status.link = text
            self.status.updated = time.time()

    # -- messages ---------------------------------------------------------------------------------
    def _handle(self, payload):
        self.handling = payload
        try:
            message = decode_message(payload, BOARD)
            if not (message["t"] == "hello" and message["proto"] != PROTOCOL_VERSION):
                check(message, BOARD)  # everything a board sends is checked before anything uses it
        except ProtocolError as error:
            event = numbered_event(payload)
            if event is not None and self.board_id is not None:
                # An event that breaks the protocol still has its number: kept refused, acknowledged,
                # and the board's stream goes on past it (the board would replay it for ever).
                self.handling = event
                self._event(event, str(error))
                return
            hello = self._usable_hello(payload)
            if hello is None:
                # A frame that arrived whole (its CRC held) but is no message this host takes: a newer
                # or a broken board. Counted, logged (rate-limited) and answered; the session goes on.
                self._bad_message(str(error))
                return
            message = hello
        self.handling = message
        kind = message["t"]
        if kind == "hello":
            self._hello(message)
        elif self.board_id is None:
            return  # events before the handshake are replayed after it
        elif "seq" in message:
            self._event(message)
        elif kind == "state":
            self._state(message)
        elif kind == "reply":
            self.store.command_replied(message["id"], message["ok"], message["detail"], self.board_id)
            self.commands_sent.pop(message["id"], None)
        elif kind == "pong":
            sent = self.ping_sent.pop(message["id"], None)
            if sent is not None:
                self.latency = (time.monotonic() - sent) / 2
        elif kind == "error":
            self.warnings.warning("board error", "%s: board reports %s: %s", self.port, printable(message["code"]),
                                  printable(message["detail"]))
            if message["code"] == "hello-first":
                self._forget_board()  # the board dropped our session: handshake again

    def _bad_message(self, problem):
        self.status.bad_messages += 1
        self.warnings.warning("bad message", "%s: bad message: %s", self.port, printable(problem, 200))
        self._send({"t": "error", "code": "bad-message", "detail": problem[:200]})

    def _usable_hello(self, payload):
        """A hello whose identity (protocol, board, epoch, head) is good but whose extras (fw, base,
        caps) are not: the board is served without them (a base that cannot be read counts as 0: the
        host asks for everything after what it stores), and told what was dropped; else None."""
        try:
            message = decode_message(payload, BOARD)
            if message["t"] != "hello":
                return None
            hello, problems = without_bad_options(message, BOARD)
        except ProtocolError:
            return None
        self._bad_message("hello: %s; served without %s" % ("; ".join(problems), "it" if len(problems) == 1 else "them"))
        return hello

    def _hello(self, message):
        if message["proto"] != PROTOCOL_VERSION:
            self._set_link("board speaks protocol %s; this host speaks %d" % (printable(repr(message["proto"]), 40),
                                                                               PROTOCOL_VERSION))
            return
        board_id = message["board"]
        if board_id != self.board_id:
            self.registry.release(self.board_id, self.port)
            holder = self.registry.claim(board_id, self.port)
            if holder is not None:
                # Two ports, one board id: serving both would mix two boards' events in one record.
                self.board_id = None
                self._set_link("refused: board %s is already connected on %s" % (board_id, holder))
                self.warnings.warning("duplicate " + board_id, "%s: board %s is already connected on %s; refused",
                                      self.port, board_id, holder)
                self._send({"t": "error", "code": "duplicate-board",
                            "detail": "board id %s is already connected on another port" % board_id})
                return
        self.board_id = board_id
        self.epoch = message["epoch"]
        self.board_game = None
        self.store.board_seen(self.board_id, message.get("fw"))
        last = self.store.last_seq(self.board_id, self.epoch)
        base = message.get("base", 0)
        if base > last:
            # The board compacted away events this store never had (it was wiped, or is another
            # host's): they cannot be had any more. Take what the board still holds.
            log.warning("%s: board %s no longer holds events %d..%d; recording from %d",
                        self.port, self.board_id, last + 1, base, base + 1)
            last = base
        elif message["head"] < last:
            # The board's numbering went back within one epoch (its journal lost events it had sent):
            # the events it numbers again would be taken for replays of the ones stored. Said, so the
            # operator knows; the board should have begun a new epoch.
            self.status.problem = printable("board's newest event is %d, this host stores %d of epoch %s: events it"
                                            " numbers %d..%d again are taken as replays" % (
                                                message["head"], last, self.epoch, message["head"] + 1, last), 200)
            self.warnings.warning("numbering", "%s: board %s: %s", self.port, self.board_id, self.status.problem)
        self.expected = last + 1
        self.ahead = {}
        self.board_head = message["head"]
        self.status.board_id = self.board_id
        self.status.firmware = message.get("fw")
        self._set_link("connected to board %s (firmware %s)" % (self.board_id, printable(message.get("fw"), 64)))
        self._sync()

    def _gap(self):
        """Events the board holds that are not stored here yet."""
        return bool(self.ahead) or self.board_head >= self.expected

    def _sync(self):
        message = {"t": "sync", "after": self.expected - 1}
        if self.ahead:
            # Events beyond the gaps are here already: ask for the gaps alone (from the first to
            # the last event missing), a shorter burst than the whole backlog.
            last = max(self.board_head, max(self.ahead))
            while last in self.ahead:
                last -= 1
            message["count"] = last - self.expected + 1
        self._send(message)
        self.last_sync = time.monotonic()

    def _state(self, message):
        self._mirror_clock(message)
        head = message.get("head")
        self.board_game = message["game"]
        self.status.game = message["game"]
        self.status.moves = message["moves"]
        self.status.anomalies = message.get("anomalies", 0)
        if head is not None:
            self.board_head = head  # newer than what we store: the last event was lost, asked for again
            self.status.in_sync = not self._gap()
        self.status.updated = time.time()
        if self.on_state:
            self.on_state(self, message)

    def _mirror_clock(self, message):
        """Keep a copy of the board's clock running here, from its snapshot, so the status view and
        the broadcast show live times; the snapshot's moment is its arrival less the link latency."""
        snapshot = message.get("clock")
        if not isinstance(snapshot, list):
            self.clock = None
            return
        control = self.store.game_setting(self.board_id, self.epoch, message["game"], "time_control")
        if not control:
            return
        try:
            # A fresh clock, tried here before the status view (another thread) may see it: a
            # snapshot the clock cannot show is this board's problem, never the daemon's.
            clock = Clock(parse_control(control), history=False)
            arrival = self._ms()
            clock.restore(tuple(snapshot), arrival - int(1000 * (self.latency or 0.0)))
            text = status_text(clock, arrival)
            self.clock = clock
            if self.status.result is not None and clock.running == NOBODY:
                # The board's clock, stopped at the end: its times and move counts, exactly. (An
                # older board's still runs: the clocks as the result left them stay shown.)
                self.clock_final = text + ", stopped"
        except (ValueError, TypeError, IndexError, KeyError, ArithmeticError) as error:
            self.warnings.warning("clock", "%s: clock snapshot not usable: %s", self.port, printable(error, 200))
            self.clock = None

    def _clock_at_end(self, clocks):
        """The status's clock line at the end: the mirror stopped now, with both faces as the
        board's result gives them (when it does)."""
        now = self._ms()
        clock = Clock(self.clock.control, history=False).restore(self.clock.snapshot(now), now)
        clock.stop(now)
        if isinstance(clocks, list) and len(clocks) == 2:
            try:
                clock.set_remaining(P1, clocks[0], now)
                clock.set_remaining(P2, clocks[1], now)
            except (ValueError, TypeError) as error:
                self.warnings.warning("clock", "%s: the result's clocks not usable: %s", self.port, printable(error, 200))
        return status_text(clock, now) + ", stopped"

    @staticmethod
    def _ms():
        return int(time.monotonic() * 1000) & 0x3FFFFFFF

    def clock_status(self):
        """Both clocks as they stand now, e.g. 'P1* 1:02:03 #12 | P2 45:10 #11', or None."""
        if self.status.result is not None:
            return self.clock_final
        if self.clock is None:
            return None
        return status_text(self.clock, self._ms())

    def _event(self, message, problem=None):
        """An event from the board; problem: why it breaks the protocol (it is kept refused)."""
        seq = message["seq"]
        if seq > self.board_head:
            self.board_head = seq
        if seq < self.expected:
            self._send({"t": "ack", "seq": self.expected - 1})  # a replay of what we have
            return
        if seq > self.expected:
            # Frames were lost before this one: it waits here for the gap to be replayed (the loop
            # asks once the board's burst is over); order is never broken.
            self.status.in_sync = False
            if seq - self.expected <= AHEAD_LIMIT:
                self.ahead[seq] = (message, problem)
            return
        refusals = [self._store(message, problem)]
        while self.expected in self.ahead:
            refusals.append(self._store(*self.ahead.pop(self.expected)))
        self._send({"t": "ack", "seq": self.expected - 1})  # one ack for the run stored
        for refusal in refusals:
            if refusal is not None:
                self._send(refusal)
        self.status.in_sync = not self._gap()

    def _refused(self, seq, reason):
        # Kept in the event log, kept out of the game record: the board is told why, and goes on.
        self.status.refused += 1
        self.status.problem = printable("event %d refused: %s" % (seq, reason), 200)
        self.warnings.warning("refused", "%s: board %s: event %d refused: %s", self.port, self.board_id, seq,
                              printable(reason, 200))
        self.expected = seq + 1
        return {"t": "error", "code": "refused", "detail": ("event %d: %s" % (seq, reason))[:300]}

    def _store(self, message, problem=None):
        """Store the event `expected`; None, or the error that tells the board why it was refused."""
        seq = message["seq"]
        if problem is not None:
            reason = "not in the protocol: %s" % problem
            self.store.record_refused(self.board_id, self.epoch, message, reason)
            return self._refused(seq, reason)
        try:
            self.store.record_event(self.board_id, self.epoch, message)
        except RefusedEvent as error:
            return self._refused(seq, str(error))
        self.expected = seq + 1
        kind = message["t"]
        if kind == "move":
            self.status.last_move = "%d. %s %s" % (message["n"], message["colour"], message["point"])
            self.status.moves = message["n"]
        elif kind == "game":
            self.status.game = message["game"]
            if self.board_game is not None:  # a replayed backlog's old game says nothing of the board's game
                self.board_game = max(self.board_game, message["game"])
            self.status.result = None
            self.clock_final = None
            self.status.last_move = None
            self.status.moves = 0  # a new game has none yet: never the last game's count under its number
        elif kind == "result":
            self.status.result = "%s (%s)" % (message["winner"], message["reason"])
            if self.clock is not None:  # stopped where it stood: no side's time runs after the end
                self.clock_final = self._clock_at_end(message.get("clocks"))
        self.status.updated = time.time()
        if self.on_event:
            self.on_event(self, message)
        return None


def numbered_event(payload):
    """The message in payload if it is an event with a number the host can keep (a board event type,
    or a type this host does not know, and a seq in range), however wrong its other fields; else None."""
    try:
        message = json.loads(payload.decode())
    except (ValueError, UnicodeError):
        return None
    if not isinstance(message, dict):
        return None
    kind, seq = message.get("t"), message.get("seq")
    if not isinstance(seq, int) or isinstance(seq, bool) or not 1 <= seq <= BIG:
        return None
    if kind in EVENT_TYPES:
        return message
    known = isinstance(kind, str) and (kind in BOARD_MESSAGES or kind in HOST_MESSAGES)
    if isinstance(kind, str) and not known and 0 < len(kind) <= 32 and all(" " < c <= "~" for c in kind):
        return message  # a newer board's event
    return None
