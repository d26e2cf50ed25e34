"""The board sends again, on its own, the events the host has not acknowledged RESEND_MS after it
last sent one: a lost last frame is recovered without waiting for the host's heartbeat."""

import sys
import asyncio

from shared_rules.protocol import FrameReader, decode_message, encode_message
from link import HostLink, RESEND_MS
from events import EventLog
from journal import Journal


class Wire:
    def __init__(self):
        self.frames = FrameReader()
        self.messages = []

    def write(self, data):
        for payload in self.frames.feed(data):
            self.messages.append(decode_message(payload))

    def moves(self, seq):
        return len([m for m in self.messages if m["t"] == "move" and m["seq"] == seq])


def make_link():
    path = "/tmp/tengen-resend-journal.bin"
    try:
        import os

        os.remove(path)
    except OSError:
        pass
    log = EventLog(Journal(path))
    wire = Wire()
    link = HostLink(sys.stdin.buffer, wire.write, {"board": "resend-0001", "fw": "0", "caps": []}, log)
    for payload in link.frames.feed(encode_message({"t": "hello", "proto": [1], "host": "test"})):
        link._dispatch(payload)
    return link, log, wire


def feed(link, message):
    for payload in link.frames.feed(encode_message(message)):
        link._dispatch(payload)


async def _watch(link, ms):
    task = asyncio.create_task(link.resend_task())
    await asyncio.sleep_ms(ms)
    task.cancel()


def test_an_unacknowledged_event_is_sent_again_after_a_second():
    link, log, wire = make_link()
    link.send_event(log.append({"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"}))
    assert wire.moves(1) == 1
    asyncio.run(_watch(link, RESEND_MS // 2))
    assert wire.moves(1) == 1  # not yet: the host may still answer
    asyncio.run(_watch(link, RESEND_MS + 600))
    assert wire.moves(1) >= 2  # sent again, nobody asked


def test_an_acknowledged_event_is_not_sent_again():
    link, log, wire = make_link()
    link.send_event(log.append({"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"}))
    feed(link, {"t": "ack", "seq": 1})
    asyncio.run(_watch(link, RESEND_MS * 2 + 300))
    assert wire.moves(1) == 1
