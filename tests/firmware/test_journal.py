"""The flash journal and the event log on MicroPython: torn records, compaction, numbering."""

import os

from journal import Journal, read_records
from events import EventLog

PATH = "/tmp/tengen-test-journal.bin"


def fresh():
    for suffix in ("", ".new"):
        try:
            os.remove(PATH + suffix)
        except OSError:
            pass
    return Journal(PATH, limit=600)


def test_events_survive_a_reboot_with_their_numbers_and_epoch():
    fresh()
    log = EventLog(Journal(PATH))
    log.append({"t": "game", "game": 1, "settings": {}})
    log.append({"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"})
    again = EventLog(Journal(PATH))
    assert again.epoch == log.epoch
    assert again.head == 2
    assert [m["t"] for m in again.messages_since_last_game()] == ["game", "move"]


def test_a_torn_last_record_is_dropped_and_the_file_repaired():
    fresh()
    log = EventLog(Journal(PATH))
    for n in range(1, 4):
        log.append({"t": "move", "game": 1, "n": n, "point": "h8", "colour": "black"})
    with open(PATH, "rb") as f:
        data = f.read()
    with open(PATH, "wb") as f:
        f.write(data[:-5])
    journal = Journal(PATH)
    again = EventLog(journal)
    assert again.head == 2
    assert journal.dropped > 0
    again.append({"t": "move", "game": 1, "n": 3, "point": "i8", "colour": "black"})
    with open(PATH, "rb") as f:
        payloads, good = read_records(f.read())
    assert len(payloads) == 4  # header + 3 events, nothing after garbage


def test_garbage_in_place_of_a_journal_starts_a_new_one():
    fresh()
    with open(PATH, "wb") as f:
        f.write(b"\xff" * 64)
    log = EventLog(Journal(PATH))
    assert log.head == 0 and log.base == 0


def test_compaction_keeps_numbering_and_unacknowledged_events():
    journal = fresh()
    log = EventLog(journal)
    for n in range(1, 11):
        log.append({"t": "move", "game": 1, "n": n, "point": "h8", "colour": "black"})
    log.ack(6)
    log.compact(keep_from_seq=9)
    assert log.base == 6
    assert [s for s, p in log.entries] == [7, 8, 9, 10]
    again = EventLog(Journal(PATH))
    assert again.head == 10 and again.base == 6
    assert len(again.after(0)) == 4
