"""One board on one serial port: open it, handshake, take its events in order, store, acknowledge.

Runs in its own thread and never gives up: an unplugged cable, a board that reboots, a port that
does not exist yet all end in the same place, waiting to open the port again. Ports are pyserial
URLs, so "/dev/ttyACM0", a pty path and "loop://" all work.
"""

import logging
import threading
import time

import serial

from shared_rules.protocol import FrameReader, ProtocolError, PROTOCOL_VERSION, decode_message, encode_message

log = logging.getLogger("tengen.host")

HELLO_INTERVAL = 1.0  # seconds between hellos until the board answers
SILENCE_LIMIT = 8.0  # seconds without a frame before the link is presumed dead (board heartbeats every 2 s)
REOPEN_INTERVAL = 0.5
HOST_NAME = "tengen-host 0.1"


class BoardConnection:
    def __init__(self, port, store, on_event=None):
        self.port = port
        self.store = store
        self.on_event = on_event  # called with (connection, message) after an event is stored
        self.stopping = threading.Event()
        self.thread = None
        self.serial = None
        self.board_id = None
        self.epoch = None
        self.expected = None  # the next event sequence number to store
        self.status = "starting"
        self.last_state = None
        self.frame_errors = 0

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
                self.serial = serial.serial_for_url(self.port, baudrate=115200, timeout=0.05)
            except (serial.SerialException, OSError) as error:
                self._set_status("waiting for the port (%s)" % error.__class__.__name__)
                self.stopping.wait(REOPEN_INTERVAL)
                continue
            self._set_status("connected, handshaking")
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
            self._set_status("disconnected")
            self.stopping.wait(REOPEN_INTERVAL)

    def _session(self):
        frames = FrameReader()
        self.board_id = None
        last_hello = 0.0
        last_frame = time.monotonic()
        while not self.stopping.is_set():
            now = time.monotonic()
            if self.board_id is None and now - last_hello >= HELLO_INTERVAL:
                self._send({"t": "hello", "proto": [PROTOCOL_VERSION], "host": HOST_NAME})
                last_hello = now
            data = self.serial.read(4096)
            if data:
                for payload in frames.feed(data):
                    last_frame = now
                    self._handle(payload)
                self.frame_errors = sum(frames.errors.values())
            elif now - last_frame > SILENCE_LIMIT:
                log.warning("%s: board silent for %.0f s; handshaking again", self.port, SILENCE_LIMIT)
                self.board_id = None
                last_frame = now

    def _send(self, message):
        self.serial.write(encode_message(message))

    def _set_status(self, status):
        if status != self.status:
            log.info("%s: %s", self.port, status)
            self.status = status

    # -- messages ---------------------------------------------------------------------------------
    def _handle(self, payload):
        try:
            message = decode_message(payload)
        except ProtocolError as error:
            log.warning("%s: bad message: %s", self.port, error)
            return
        kind = message["t"]
        if kind == "hello":
            self._hello(message)
        elif self.board_id is None:
            return  # events before the handshake are replayed after it
        elif "seq" in message:
            self._event(message)
        elif kind == "state":
            self.last_state = message
        elif kind == "error":
            log.warning("%s: board reports %s: %s", self.port, message["code"], message["detail"])

    def _hello(self, message):
        if message.get("proto") != PROTOCOL_VERSION:
            self._set_status("board speaks protocol %r; this host speaks %d" % (message.get("proto"), PROTOCOL_VERSION))
            return
        self.board_id = str(message.get("board"))
        self.epoch = str(message.get("epoch"))
        self.store.board_seen(self.board_id, message.get("fw"))
        last = self.store.last_seq(self.board_id, self.epoch)
        self.expected = last + 1
        self._set_status("in sync with board %s (firmware %s)" % (self.board_id, message.get("fw")))
        self._send({"t": "sync", "after": last})

    def _event(self, message):
        seq = message["seq"]
        if seq < self.expected:
            self._send({"t": "ack", "seq": self.expected - 1})  # a replay of what we have
            return
        if seq > self.expected:
            # A frame was lost: ask again from the last event stored; order is never broken.
            self._send({"t": "sync", "after": self.expected - 1})
            return
        try:
            self.store.record_event(self.board_id, self.epoch, message)
        except ValueError as error:
            log.error("%s: event %d not stored: %s", self.port, seq, error)
        self.expected = seq + 1
        self._send({"t": "ack", "seq": seq})
        if self.on_event:
            self.on_event(self, message)
