"""The serial link to the host: frames over the board's USB serial (stdin/stdout on MicroPython).

The host speaks first (hello); the board answers with who it is and its newest event number; the
host asks for the events it lacks (sync) and acknowledges what it stored (ack). Damaged frames are
counted and answered with an error; they never stop the firmware.
"""

import sys
import time
import select
import asyncio

from shared_rules.protocol import (BOARD, HOST, FrameReader, ProtocolError, PROTOCOL_VERSION, decode_message,
                                   encode_frame, encode_message)

READ_CHUNK = 256  # bytes taken from the port per wake-up, so one busy host cannot starve the scan
# An event unacknowledged this long is sent again (the host acknowledges a repeat again, and stores
# it once). A host acknowledges in milliseconds; on a damaged line a lost event or ack costs this.
RESEND_MS = 300
RESEND_BATCH = 8  # events resent at a time: a long backlog waits for the host's sync instead
HOST_SILENCE_MS = 10000  # the host pings every 2 s; after this long without a good frame it is gone


class HostLink:
    def __init__(self, reader, write, identity, log, on_change=None, on_command=None):
        self.reader = reader
        self.write = write
        self.identity = identity  # dict: board id, firmware version, capabilities
        self.log = log
        self.on_change = on_change  # called when the handshake or the acknowledged sequence changes
        self.on_command = on_command  # (name, args) -> None if done, else why not
        self.frames = FrameReader()
        self.poller = select.poll()
        self.poller.register(reader, select.POLLIN)
        self.handshaken = False
        self.done_commands = {}  # command id -> (name, problem), the newest few
        self.last_heard = 0
        self.last_sent = 0
        self.errors = 0
        self.host_errors = 0
        self.handlers = {"hello": self._hello, "sync": self._sync, "ack": self._ack, "ping": self._ping,
                         "command": self._command, "error": self._host_error}

    def send(self, message):
        self._write(encode_message(message, BOARD))  # no host on the cable: the event log keeps what matters

    def send_event(self, payload):
        """An event's journaled payload; sent at once only to a host that has said hello."""
        if self.handshaken:
            self._write(encode_frame(payload))
            self.last_sent = time.ticks_ms()

    async def resend_task(self):
        """Events the host has not acknowledged are sent again, so a frame lost on the cable is
        recovered within RESEND_MS or so even when no later event reveals the gap."""
        while True:
            await asyncio.sleep_ms(RESEND_MS // 2)
            log = self.log
            if not self.handshaken or log.acked >= log.head:
                continue
            now = time.ticks_ms()
            if time.ticks_diff(now, self.last_sent) < RESEND_MS:
                continue
            for payload in log.after(log.acked)[:RESEND_BATCH]:
                self._write(encode_frame(payload))
            self.last_sent = now

    def _write(self, frame):
        try:
            self.write(frame)
        except OSError:
            pass

    async def run(self):
        stream = asyncio.StreamReader(self.reader)
        while True:
            first = await stream.read(1)
            if not first:
                sys.exit(0)  # end of input: only the simulator's relay can close our stdin
            data = bytearray(first)
            while len(data) < READ_CHUNK and self.poller.poll(0):
                more = self.reader.read(1)
                if not more:
                    break
                data.extend(more)
            for payload in self.frames.feed(data):
                self.last_heard = time.ticks_ms()
                self._dispatch(payload)

    def _dispatch(self, payload):
        try:
            message = decode_message(payload, HOST)  # the light check: types and required fields
            handler = self.handlers.get(message["t"])
            if handler is None:
                raise ProtocolError("the board does not take %r" % message["t"])
            handler(message)
        except ProtocolError as error:
            self.errors += 1
            self.send({"t": "error", "code": "bad-message", "detail": str(error)})
        except Exception as error:  # a bug must cost one message, never the link
            self.errors += 1
            self.send({"t": "error", "code": "internal", "detail": "%s: %s" % (type(error).__name__, error)})

    def _hello(self, message):
        versions = message["proto"]
        if not isinstance(versions, list):
            versions = [versions]
        if PROTOCOL_VERSION not in versions:
            self.send({"t": "error", "code": "version", "detail": "board speaks protocol %d" % PROTOCOL_VERSION})
            return
        reply = {"t": "hello", "proto": PROTOCOL_VERSION, "epoch": self.log.epoch, "head": self.log.head,
                 "base": self.log.base}
        reply.update(self.identity)
        self.send(reply)
        self.handshaken = True
        self._changed()

    def _sync(self, message):
        payloads = self.log.after(message["after"])
        count = message.get("count")
        if isinstance(count, int) and count > 0:
            payloads = payloads[:count]  # a host filling one gap on a damaged line: a short burst
        for payload in payloads:
            self._write(encode_frame(payload))

    def _ack(self, message):
        if not self.log.ack(message["seq"]):
            raise ProtocolError("ack of an event not yet sent")
        self._changed()

    def _host_error(self, message):
        self.host_errors += 1  # the host could not use something we sent: counted, never answered

    def check_host(self, now_ms):
        """Forget a host that has gone quiet: events wait in the log until one says hello again."""
        if self.handshaken and time.ticks_diff(now_ms, self.last_heard) > HOST_SILENCE_MS:
            self.handshaken = False
            self._changed()

    def _ping(self, message):
        # Any frame shows the host is there; a ping with an id asks for a pong (latency).
        if not self.handshaken:
            # We gave this host up (it went quiet) but it is back: it must say hello again.
            self.send({"t": "error", "code": "hello-first", "detail": "the board lost the session: say hello"})
            return
        if isinstance(message.get("id"), int):
            self.send({"t": "pong", "id": message["id"]})

    def _command(self, message):
        # A command the host sends again (its reply was lost) is answered again, not done again.
        done = self.done_commands.get(message["id"])
        if done is not None and done[0] == message["name"]:
            self.send({"t": "reply", "id": message["id"], "ok": done[1] is None, "detail": done[1] or "done"})
            return
        if not self.handshaken:
            self.send({"t": "error", "code": "hello-first", "detail": "the board lost the session: say hello"})
            return
        elif self.on_command is None:
            problem = "this board takes no commands"
        else:
            problem = self.on_command(message["name"], message["args"])
        if len(self.done_commands) >= 16:
            self.done_commands.pop(next(iter(self.done_commands)))
        self.done_commands[message["id"]] = (message["name"], problem)
        self.send({"t": "reply", "id": message["id"], "ok": problem is None, "detail": problem or "done"})

    def _changed(self):
        if self.on_change is not None:
            self.on_change()
