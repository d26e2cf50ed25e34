"""One board on one serial port: open it, handshake, take its events in order, store, acknowledge.

Runs in its own thread and never gives up: an unplugged cable, a board that reboots, a port that
does not exist yet all end in the same place, waiting to open the port again. Ports are pyserial
URLs, so "/dev/ttyACM0", a pty path and "loop://" all work.

Ordering and exactly-once: the host stores event `expected` and nothing else. An event from the
future means frames were lost, and the host asks the board to replay from what it has (`sync`,
at most every SYNC_RETRY seconds while the gap lasts). An event from the past is a replay and is
only acknowledged again. The board's heartbeat carries its newest sequence number, so a lost last
event is noticed within one heartbeat.
"""

import json
import logging
import threading
import time

import serial

from shared_rules.protocol import FrameReader, ProtocolError, PROTOCOL_VERSION, decode_message, encode_message
from shared_rules.clock import Clock, status_text
from shared_rules.timecontrol import parse_control

log = logging.getLogger("tengen.host")

HELLO_INTERVAL = 1.0  # seconds between hellos until the board answers
PING_INTERVAL = 2.0  # the host's heartbeat, so the board knows someone is listening
SILENCE_LIMIT = 8.0  # seconds without a frame before the link is presumed dead (board heartbeats every 2 s)
SYNC_RETRY = 0.5  # seconds before asking again for the same missing event
COMMAND_POLL = 0.2  # seconds between looks for commands to this board (one cached look serves all: Store)
COMMAND_RESEND = 3.0  # seconds before a command with no reply is sent again (replies are idempotent by id)
REOPEN_INTERVAL = 0.5
# Seconds a read waits when the board is quiet: the loop's timers above need no finer step, and a
# hall of 50 threads waking 20 times a second each would spend the daemon's CPU on doing nothing.
READ_WAIT = 0.25
HOST_NAME = "tengen-host 0.1"


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
        self.bad_messages = 0  # whole frames that were not a message this host knows
        self.updated = time.time()

    def as_dict(self):
        return dict(self.__dict__)


def status_of(connection):
    """A connection's status for the status view, with its clock as it stands now."""
    status = connection.status.as_dict()
    status["clock"] = connection.clock_status()
    status["latency_ms"] = None if connection.latency is None else round(1000 * connection.latency, 1)
    return status


class BoardConnection:
    def __init__(self, port, store, on_event=None, on_state=None):
        self.port = port
        self.store = store
        self.on_event = on_event  # called with (connection, message) after an event is stored
        self.on_state = on_state  # called with (connection, message) after a heartbeat updated the clock mirror
        self.stopping = threading.Event()
        self.thread = None
        self.serial = None
        self.board_id = None
        self.epoch = None
        self.expected = None  # the next event sequence number to store
        self.last_sync = (None, 0.0)  # (after, when) of the newest sync sent
        self.commands_sent = {}  # command id -> when it was last sent
        self.ping_sent = {}  # ping id -> monotonic time sent
        self.next_ping_id = 1
        self.latency = None  # one-way link latency estimate, seconds (half the ping round trip)
        self.clock = None  # the mirror of the board's clock
        self.clock_control = None
        self.status = BoardStatus(port)

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
                self._set_link("waiting for the port (%s)" % error.__class__.__name__)
                self.stopping.wait(REOPEN_INTERVAL)
                continue
            self._set_link("port open, handshaking")
            try:
                self._session()
            except (serial.SerialException, OSError) as error:
                log.warning("%s: link lost: %s", self.port, error)
            finally:
                try:
                    self.serial.close()
                except Exception:
                    pass
                self.board_id = None
                self.status.in_sync = False
            self._set_link("disconnected")
            self.stopping.wait(REOPEN_INTERVAL)

    def _session(self):
        frames = FrameReader()
        self.board_id = None
        last_hello = 0.0
        last_ping = time.monotonic()
        last_frame = time.monotonic()
        last_commands = 0.0
        while not self.stopping.is_set():
            now = time.monotonic()
            if self.board_id is None and now - last_hello >= HELLO_INTERVAL:
                self._send({"t": "hello", "proto": [PROTOCOL_VERSION], "host": HOST_NAME})
                last_hello = now
            if self.board_id is not None and now - last_ping >= PING_INTERVAL:
                self._ping(now)
                last_ping = now
            if self.board_id is not None and now - last_commands >= COMMAND_POLL:
                self._send_commands(now)
                last_commands = now
            data = self._read()
            if data:
                for payload in frames.feed(data):
                    last_frame = now
                    self._handle(payload)
                self.status.frame_errors = sum(frames.errors.values())
            elif now - last_frame > SILENCE_LIMIT:
                log.warning("%s: board silent for %.0f s; handshaking again", self.port, SILENCE_LIMIT)
                self.board_id = None
                self.status.in_sync = False
                self._set_link("silent, handshaking")
                last_frame = now

    def _read(self):
        """What the board has sent: as soon as any byte arrives, else nothing after READ_WAIT.
        (pyserial's read(n) waits for all n bytes or the whole timeout, and every ack with it.)"""
        data = self.serial.read(1)
        if data:
            waiting = self.serial.in_waiting
            if waiting:
                data += self.serial.read(waiting)
        return data

    def _send(self, message):
        self.serial.write(encode_message(message))

    def _ping(self, now):
        ping_id = self.next_ping_id
        self.next_ping_id += 1
        self.ping_sent = {ping_id: now}  # only the newest matters
        self._send({"t": "ping", "id": ping_id})

    def _send_commands(self, now):
        for command_id, name, args in self.store.pending_commands(self.board_id):
            sent = self.commands_sent.get(command_id)
            if sent is None or now - sent >= COMMAND_RESEND:
                self._send({"t": "command", "id": command_id, "name": name, "args": json.loads(args)})
                self.commands_sent[command_id] = now
                self.store.command_sent(command_id)

    def _set_link(self, text):
        if text != self.status.link:
            log.info("%s: %s", self.port, text)
            self.status.link = text
            self.status.updated = time.time()

    # -- messages ---------------------------------------------------------------------------------
    def _handle(self, payload):
        try:
            message = decode_message(payload)
        except ProtocolError as error:
            # A frame that arrived whole (its CRC held) but is no message we know: a newer or a
            # broken board. Counted, logged and answered; the session goes on.
            self.status.bad_messages += 1
            log.warning("%s: bad message: %s", self.port, error)
            self._send({"t": "error", "code": "bad-message", "detail": str(error)[:200]})
            return
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
            self.store.command_replied(message["id"], message["ok"], message["detail"])
            self.commands_sent.pop(message["id"], None)
        elif kind == "pong":
            sent = self.ping_sent.pop(message["id"], None)
            if sent is not None:
                self.latency = (time.monotonic() - sent) / 2
        elif kind == "error":
            log.warning("%s: board reports %s: %s", self.port, message["code"], message["detail"])
            if message["code"] == "hello-first":
                self.board_id = None  # the board dropped our session: handshake again
                self.status.in_sync = False

    def _hello(self, message):
        if message.get("proto") != PROTOCOL_VERSION:
            self._set_link("board speaks protocol %r; this host speaks %d" % (message.get("proto"), PROTOCOL_VERSION))
            return
        if not isinstance(message.get("board"), str) or not isinstance(message.get("epoch"), str):
            log.warning("%s: hello without board id or epoch: %r", self.port, message)
            return
        self.board_id = message["board"]
        self.epoch = message["epoch"]
        self.store.board_seen(self.board_id, message.get("fw"))
        last = self.store.last_seq(self.board_id, self.epoch)
        base = message.get("base", 0)
        if isinstance(base, int) and base > last:
            # The board compacted away events this store never had (it was wiped, or is another
            # host's): they cannot be had any more. Take what the board still holds.
            log.warning("%s: board %s no longer holds events %d..%d; recording from %d",
                        self.port, self.board_id, last + 1, base, base + 1)
            last = base
        self.expected = last + 1
        self.status.board_id = self.board_id
        self.status.firmware = message.get("fw")
        self._set_link("connected to board %s (firmware %s)" % (self.board_id, message.get("fw")))
        self._sync(force=True)

    def _sync(self, force=False):
        after = self.expected - 1
        sent_after, sent_at = self.last_sync
        now = time.monotonic()
        if force or sent_after != after or now - sent_at >= SYNC_RETRY:
            self._send({"t": "sync", "after": after})
            self.last_sync = (after, now)

    def _state(self, message):
        self._mirror_clock(message)
        head = message.get("head")
        self.status.game = message["game"]
        self.status.moves = message["moves"]
        self.status.anomalies = message.get("anomalies", 0)
        if isinstance(head, int) and head >= self.expected:
            self.status.in_sync = False
            self._sync()  # the board has events we never saw: the last one was lost
        elif isinstance(head, int):
            self.status.in_sync = True
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
            if self.clock is None or self.clock_control != control:
                self.clock = Clock(parse_control(control), history=False)
                self.clock_control = control
            arrival = self._ms()
            self.clock.restore(tuple(snapshot), arrival - int(1000 * (self.latency or 0.0)))
        except (ValueError, TypeError, IndexError) as error:
            log.warning("%s: clock snapshot not usable: %s", self.port, error)
            self.clock = None

    @staticmethod
    def _ms():
        return int(time.monotonic() * 1000) & 0x3FFFFFFF

    def clock_status(self):
        """Both clocks as they stand now, e.g. 'P1* 1:02:03 #12 | P2 45:10 #11', or None."""
        if self.clock is None:
            return None
        return status_text(self.clock, self._ms())

    def _event(self, message):
        seq = message["seq"]
        if seq < self.expected:
            self._send({"t": "ack", "seq": self.expected - 1})  # a replay of what we have
            return
        if seq > self.expected:
            self.status.in_sync = False
            self._sync()  # a frame was lost: ask again from the last event stored; order is never broken
            return
        try:
            self.store.record_event(self.board_id, self.epoch, message)
        except ValueError as error:
            log.error("%s: event %d not stored: %s", self.port, seq, error)
        self.expected = seq + 1
        self._send({"t": "ack", "seq": seq})
        kind = message["t"]
        if kind == "move":
            self.status.last_move = "%d. %s %s" % (message["n"], message["colour"], message["point"])
            self.status.moves = message["n"]
        elif kind == "game":
            self.status.game = message["game"]
            self.status.result = None
            self.status.last_move = None
        elif kind == "result":
            self.status.result = "%s (%s)" % (message["winner"], message["reason"])
        self.status.updated = time.time()
        if self.on_event:
            self.on_event(self, message)
