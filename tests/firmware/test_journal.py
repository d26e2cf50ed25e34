"""The flash journal and the event log on MicroPython: the raw flash ring (hal_sim.FileFlash, with
the Pico's page and sector semantics), torn appends and half-erased sectors, compaction, numbering,
wear, and the move from the littlefs journal of older firmware."""

import os

from journal import Journal, read_records, _record
from events import EventLog
from hal_sim import FileFlash, PowerCut

PATH = "/tmp/tengen-test-journal.ring"
LEGACY = "/tmp/tengen-test-journal.bin"


def fresh(sectors=8):
    for path in (PATH, LEGACY):
        try:
            os.remove(path)
        except OSError:
            pass
    return FileFlash(PATH, sectors)


def move(n):
    return {"t": "move", "game": 1, "n": n, "point": "h8", "colour": "black"}


def reload(sectors=8):
    flash = FileFlash(PATH, sectors)
    return EventLog(Journal(flash)), flash


def test_events_survive_a_reboot_with_their_numbers_and_epoch():
    log = EventLog(Journal(fresh()))
    log.append({"t": "game", "game": 1, "settings": {}})
    log.append(move(1))
    again, _ = reload()
    assert again.epoch == log.epoch
    assert again.head == 2
    assert [m["t"] for m in again.messages_since_last_game()] == ["game", "move"]


def test_a_path_is_a_file_backed_ring():
    fresh()
    log = EventLog(Journal(PATH))
    log.append(move(1))
    assert EventLog(Journal(PATH)).head == 1


def test_an_append_programs_one_page_and_never_erases():
    flash = fresh(32)
    log = EventLog(Journal(flash))
    journal = log.journal
    for _ in range(2):
        journal.prepare()
    at_boot = journal.inline_erases  # the new ring's first sector
    programs = []
    erases = []
    program, erase = flash.program, flash.erase
    flash.program = lambda s, o, page: (programs.append(o), program(s, o, page))
    flash.erase = lambda s: (erases.append(s), erase(s))
    for n in range(1, 200):
        del programs[:]
        log.append(move(n))
        assert len(programs) == 1, (n, programs)
        if journal.ready == 0:
            journal.prepare()  # the board idle between moves
    assert erases and journal.inline_erases == at_boot


def test_a_record_cut_at_any_byte_of_its_page_is_dropped_and_the_ring_repaired():
    flash = fresh()
    log = EventLog(Journal(flash))
    for n in range(1, 4):
        log.append(move(n))
    for k in range(0, 256, 3):
        flash.cut = k
        try:
            log.append(move(log.head + 1))
            flash.cut = None
        except PowerCut:
            pass
        before = log.head
        log, flash = reload()
        assert log.head in (before, before + 1), (k, before, log.head)
        assert [s for s, p in log.entries] == list(range(1, log.head + 1))
        log.append(move(log.head + 1))  # appends go on after a repaired tail
        log, flash = reload()
        assert [s for s, p in log.entries] == list(range(1, log.head + 1))


def test_a_power_cut_at_any_byte_of_an_erase_ahead_loses_nothing():
    flash = fresh()
    log = EventLog(Journal(flash))
    for n in range(1, 6):
        log.append(move(n))
    for k in range(0, 4096, 97):
        flash.cut = k
        try:
            log.journal.prepare()
            flash.cut = None
        except PowerCut:
            pass
        head = log.head
        log, flash = reload()
        assert log.head == head
        while log.journal.ready < 2:
            log.journal.prepare()
        for _ in range(30):  # into the sectors erased ahead
            log.append(move(log.head + 1))
        log, flash = reload()
        assert [s for s, p in log.entries] == list(range(log.base + 1, log.head + 1))
        log.ack(log.head)
        log.compact(log.head + 1)
        base = log.base
        log, flash = reload()
        assert log.base == base and log.head == base


def test_a_rewrite_cut_short_leaves_the_journal_as_it_was():
    flash = fresh()
    log = EventLog(Journal(flash))
    for n in range(1, 60):
        log.append(move(n))
    log.ack(50)
    for k in (0, 50, 300, 2000, 5000):
        flash.cut = k
        try:
            log.compact(keep_from_seq=55)
            flash.cut = None
        except PowerCut:
            pass
        log, flash = reload()
        assert log.head == 59
        assert log.base in (0, 50)
        assert [s for s, p in log.entries] == list(range(log.base + 1, 60))
        log.ack(50)


def test_garbage_in_place_of_a_journal_starts_a_new_one():
    flash = fresh()
    for s in range(flash.sectors):
        flash.program(s, 0, bytearray(range(256)))
    log = EventLog(Journal(flash))
    assert log.head == 0 and log.base == 0
    log.append(move(1))
    assert reload()[0].head == 1


def test_a_corrupted_record_fails_its_crc():
    flash = fresh()
    log = EventLog(Journal(flash))
    for n in range(1, 4):
        log.append(move(n))
    journal = log.journal
    end = journal.pos
    page = bytearray(b"\xff" * 256)
    page[(end - 10) % 256] = 0  # a bit flipped inside the last record's payload
    flash.program(journal.head % flash.sectors, (end - 10) // 256 * 256, page)
    again, _ = reload()
    assert again.head == 2


def test_compaction_keeps_numbering_and_unacknowledged_events():
    log = EventLog(Journal(fresh()))
    for n in range(1, 11):
        log.append(move(n))
    log.ack(6)
    log.compact(keep_from_seq=9)
    assert log.base == 6
    assert [s for s, p in log.entries] == [7, 8, 9, 10]
    again, _ = reload()
    assert again.head == 10 and again.base == 6
    assert len(again.after(0)) == 4


def test_a_ring_full_of_unacknowledged_games_keeps_the_newest_game():
    log = EventLog(Journal(fresh()))
    for game in range(1, 12):
        log.append({"t": "game", "game": game, "settings": {}})
        for n in range(1, 40):
            log.append({"t": "move", "game": game, "n": n, "point": "h8", "colour": "black"})
    again, _ = reload()
    messages = again.messages_since_last_game()
    assert messages[0]["game"] == 11 and len(messages) == 40
    assert again.head == 11 * 40


def test_the_erases_are_spread_over_the_ring():
    log = EventLog(Journal(fresh()))
    journal = log.journal
    for game in range(1, 40):
        log.append({"t": "game", "game": game, "settings": {}})
        if journal.too_big():
            log.ack(log.head)
            log.compact(log.head)
        for n in range(1, 60):
            log.append({"t": "move", "game": game, "n": n, "point": "h8", "colour": "black"})
            journal.prepare()
    counts = journal.erases
    assert min(counts) > 0 and max(counts) - min(counts) <= 1, counts


def test_the_littlefs_journal_of_older_firmware_is_taken_over_once():
    flash = fresh()
    with open(LEGACY, "wb") as f:
        f.write(_record(b'{"t": "journal", "epoch": "0badcafe", "base": 4}'))
        for n in range(5, 8):
            f.write(_record(('{"t":"move","game":1,"n":%d,"seq":%d}' % (n, n)).encode()))
        f.write(_record(b'{"t":"move"}')[:-3])  # its torn tail
    log = EventLog(Journal(flash, legacy=LEGACY))
    assert log.epoch == "0badcafe" and log.base == 4 and log.head == 7
    try:
        os.stat(LEGACY)
        assert False, "the old journal is still there"
    except OSError:
        pass
    log.append(move(8))
    again = EventLog(Journal(FileFlash(PATH, 8), legacy=LEGACY))
    assert again.epoch == "0badcafe" and again.head == 8


def test_read_records_stops_at_a_torn_record():
    data = _record(b"one") + _record(b"two")
    payloads, good = read_records(data[:-2])
    assert payloads == [b"one"] and good == len(_record(b"one"))


def test_a_half_erased_sector_among_the_sectors_erased_ahead_breaks_nothing():
    flash = fresh()
    log = EventLog(Journal(flash))
    for n in range(1, 6):
        log.append(move(n))
    journal = log.journal
    while journal.prepare():
        pass
    cut = (journal.head + 1) % flash.sectors  # the first of the sectors ready: as if its erase was cut
    flash.cut = 700
    try:
        flash.erase(cut)
    except PowerCut:
        pass
    log, flash = reload()
    assert log.head == 5
    for n in range(6, 140):  # on through the mended sector and the ones after it
        log.append(move(n))
    log, flash = reload()
    assert [s for s, p in log.entries] == list(range(1, 140))


def test_a_record_that_leaves_one_byte_of_its_page_loses_nothing_after_it():
    # The soak's power cut: a record ended one byte before a page boundary, the next one began
    # on the next page, and at boot the skipped 0xFF byte and the next record's first byte read
    # as one length word (a torn tail): the journal was cut back there, acknowledged events lost.
    for size in (20, 300):  # the record after: within a page, or longer than one
        flash = fresh()
        journal = Journal(flash)
        journal.load()
        journal.rewrite({"t": "journal", "epoch": "e", "base": 0}, [])
        page = flash.page_size
        filler = page - 1 - journal.pos % page - 6  # its record ends on the page's last byte but one
        payloads = [b"a" * filler, b"b" * size, b"c" * 40]
        for payload in payloads:
            journal.append(payload)
        assert journal.pos > page
        again = Journal(FileFlash(PATH, 8))
        header, events = again.load()
        assert events == payloads, (size, [len(e) for e in events])
        assert again.dropped == 0
