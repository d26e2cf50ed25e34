"""Fuzzing the firmware's side of the link on MicroPython: random bytes, damaged frames and
well-framed nonsense. The board must never raise, must count what it could not use, must answer
with well-formed frames only, and must still read a good frame afterwards."""

import sys
import json
import random

from shared_rules.protocol import FrameReader, encode_frame, encode_message, decode_message
from link import HostLink
from events import EventLog
from journal import Journal

CASES = 600


class Wire:
    """The host side of the cable: collects what the board writes."""

    def __init__(self):
        self.frames = FrameReader()
        self.messages = []

    def write(self, data):
        for payload in self.frames.feed(data):
            self.messages.append(decode_message(payload))  # raises if the board sent garbage


def make_link():
    path = "/tmp/tengen-fuzz-journal.bin"
    try:
        import os

        os.remove(path)
    except OSError:
        pass
    log = EventLog(Journal(path))
    for n in range(1, 4):
        log.append({"t": "move", "game": 1, "n": n, "point": "h8", "colour": "black"})
    wire = Wire()
    commands = []
    link = HostLink(sys.stdin.buffer, wire.write, {"board": "fuzz-0001", "fw": "0", "caps": []}, log,
                    None, lambda name, args: commands.append(name) or "no")
    return link, wire


def feed(link, data):
    for payload in link.frames.feed(data):
        link._dispatch(payload)


def random_bytes(n):
    return bytes(random.getrandbits(8) for _ in range(n))


def random_value(depth=0):
    kind = random.getrandbits(3)
    if kind == 0:
        return random.getrandbits(31) - (1 << 30)
    if kind == 1:
        return "".join(chr(32 + random.getrandbits(6)) for _ in range(random.getrandbits(4)))
    if kind == 2 and depth < 2:
        return [random_value(depth + 1) for _ in range(random.getrandbits(2))]
    if kind == 3 and depth < 2:
        return {"k%d" % i: random_value(depth + 1) for i in range(random.getrandbits(2))}
    if kind == 4:
        return random.getrandbits(1) == 1
    return None


def random_message():
    types = ("hello", "sync", "ack", "ping", "command", "game", "move", "nonsense", "", "reply")
    fields = ("proto", "after", "seq", "id", "name", "args", "host", "t")
    message = {"t": types[random.getrandbits(4) % len(types)]}
    for _ in range(random.getrandbits(3)):
        message[fields[random.getrandbits(3)]] = random_value()
    return message


def good_ping_answered(link, wire):
    before = len(wire.messages)
    feed(link, encode_message({"t": "hello", "proto": [1], "host": "fuzz"}))
    feed(link, encode_message({"t": "ping", "id": 7}))
    got = wire.messages[before:]
    return any(m["t"] == "pong" and m["id"] == 7 for m in got)


def test_random_bytes_never_raise_and_a_good_frame_still_reads():
    random.seed(11)
    link, wire = make_link()
    for _ in range(CASES):
        feed(link, random_bytes(random.getrandbits(7)))
    assert good_ping_answered(link, wire)


def test_damaged_frames_are_counted_and_never_acted_on():
    random.seed(12)
    link, wire = make_link()
    feed(link, encode_message({"t": "hello", "proto": [1], "host": "fuzz"}))
    frame = bytearray(encode_message({"t": "command", "id": 5, "name": "identify", "args": {"seconds": 3}}))
    acted = 0
    for _ in range(CASES):
        damaged = bytearray(frame)
        damaged[1 + random.getrandbits(8) % (len(frame) - 2)] ^= 1 << random.getrandbits(3)
        before = link.errors + sum(link.frames.errors.values())
        feed(link, bytes(damaged))
        after = link.errors + sum(link.frames.errors.values())
        if after == before:
            acted += 1  # the flip hit a byte that still decodes to the same frame: impossible with CRC
    assert acted == 0
    assert good_ping_answered(link, wire)


def test_well_framed_nonsense_gets_error_replies_and_only_valid_frames_go_out():
    random.seed(13)
    link, wire = make_link()
    for _ in range(CASES):
        message = random_message()
        feed(link, encode_frame(json.dumps(message).encode()))
    # Every reply the board wrote decoded (Wire raises otherwise), errors were counted and answered.
    assert link.errors > 0
    assert any(m["t"] == "error" for m in wire.messages)
    assert good_ping_answered(link, wire)


def test_out_of_order_acks_and_syncs_are_answered_not_obeyed():
    link, wire = make_link()
    feed(link, encode_message({"t": "hello", "proto": [1], "host": "fuzz"}))
    feed(link, encode_message({"t": "ack", "seq": 99}))  # an event the board never sent
    assert link.log.acked == 0
    assert wire.messages[-1]["t"] == "error"
    feed(link, encode_message({"t": "sync", "after": -5}))
    assert [m["seq"] for m in wire.messages if m["t"] == "move"] == [1, 2, 3]
