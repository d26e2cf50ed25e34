"""The journal's CRC on MicroPython: a record of the right length whose bytes were changed (a flash
cell that flipped, a write the power cut short inside the payload) is never replayed as an event.
Driven through the journal's public use (EventLog over a Journal at a path; its bytes found by the
event's own text), so it holds whatever the journal's record layout."""

import os

from journal import Journal
from events import EventLog

PATH = "/tmp/tengen-test-journal-crc.bin"


def fresh():
    for suffix in ("", ".new"):
        try:
            os.remove(PATH + suffix)
        except OSError:
            pass


def read():
    with open(PATH, "rb") as f:
        return bytearray(f.read())


def write(data):
    with open(PATH, "wb") as f:
        f.write(data)


def three_moves():
    fresh()
    log = EventLog(Journal(PATH))
    log.append({"t": "game", "game": 1, "settings": {}})
    log.append({"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"})
    log.append({"t": "move", "game": 1, "n": 2, "point": "o15", "colour": "white"})
    return log


def test_a_garbled_last_record_of_the_right_length_is_not_replayed():
    log = three_moves()
    data = read()
    at = data.find(b'"o15"')
    assert at > 0
    data[at + 2] ^= 0x01  # "o15" -> "o05": still JSON, still a point, same length
    write(data)
    again = EventLog(Journal(PATH))
    assert again.epoch == log.epoch
    assert again.head == 2, again.head
    payloads = again.after(0)
    assert len(payloads) == 2
    for payload in payloads:
        assert b"o05" not in payload and b"o15" not in payload
    # The board goes on numbering from what it kept, and the next event is read back whole.
    again.append({"t": "move", "game": 1, "n": 2, "point": "i9", "colour": "white"})
    third = EventLog(Journal(PATH))
    assert third.head == 3 and b'"i9"' in third.after(2)[0]


def test_a_garbled_byte_in_an_earlier_record_is_not_replayed_either():
    three_moves()
    data = read()
    at = data.find(b'"h8"')
    data[at + 2] ^= 0x01  # "h8" -> "h9"
    write(data)
    again = EventLog(Journal(PATH))
    assert again.head < 3, again.head
    assert b"h9" not in b"".join(again.after(0))
