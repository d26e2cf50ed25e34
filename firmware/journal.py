"""An append-only journal on a ring of raw flash sectors: what the board must not forget when the
power goes.

Every game event (and, later, clock snapshots) is appended before anything else acknowledges it:
before the LEDs show a move as taken, before the host is told. On boot the journal is read back; a
record torn by a power cut mid-write fails its length or CRC check and is dropped, along with
anything after it.

The flash (see FLASH below) is a ring of sectors the filesystem never touches. A move's append
programs a page or less (two partial pages at most for a record that straddles a boundary) and
never erases: sectors are erased ahead, by prepare(), which the application calls only while the
board is idle. Sector g of the journal's history lives in ring sector g % N, so every sector is
erased once per lap and the wear is spread evenly over the ring.

Sector: `reserved` bytes the journal leaves alone (the backend's: littlefs's pointers on the Pico),
then a 12-byte header written right after the sector's erase completed (magic, generation u32,
CRC-32 of both: a sector whose erase was cut has no valid header and is erased again before use),
then records. Record: 2 bytes length (little-endian; bit 15 marks a checkpoint), the payload,
4 bytes CRC-32 of the payload. A record shorter than a page that does not fit in the rest of its
page starts on the next page (one program per append); the skipped bytes stay erased. No record
begins on a page's last byte (its length word would straddle the boundary, and a skipped 0xFF
byte could not be told from a length's low byte): the reader steps over an erased last byte.

A checkpoint begins a sector: its payload is the number of records that follow it (u16) and the
header {"t": "journal", "epoch": ..., "base": N} (the event numbering's epoch and the sequence
number of the last event compacted away). rewrite() writes a checkpoint and the events after it;
until all of them are on flash the previous checkpoint stays the live one, so a rewrite is atomic.
The live journal is the newest complete checkpoint and everything after it.

FLASH, the backend (hal_sim.FileFlash on the unix port, rp2_ring.Rp2Ring on the Pico):
  sectors, sector_size, page_size, reserved
  read(sector, offset, buf)       fill buf from the sector at offset
  program(sector, offset, page)   program one page (offset page-aligned; 0xFF bytes leave bits as they are)
  erase(sector)                   erase the sector (and restore the backend's reserved bytes)
"""

import json
import os

from shared_rules.protocol import crc32

MAX_RECORD = 1024
MAGIC = b"TGJ1"
HEADER = 12
CHECKPOINT = 0x8000
AHEAD = 2  # sectors kept erased ahead of the writer


def _record(payload, flags=0):
    n = len(payload)
    crc = crc32(payload)
    return bytes((n & 0xFF, (n >> 8) | (flags >> 8))) + payload + bytes(
        (crc & 0xFF, (crc >> 8) & 0xFF, (crc >> 16) & 0xFF, crc >> 24))


def read_records(data):
    """(payloads, good_length): the intact records at the start of data (the littlefs journal's
    file, before the ring), and how many bytes they span."""
    payloads = []
    i = 0
    n = len(data)
    while i + 2 <= n:
        length = data[i] | data[i + 1] << 8
        end = i + 2 + length + 4
        if length == 0 or length > MAX_RECORD or end > n:
            break
        payload = data[i + 2:i + 2 + length]
        c = data[end - 4] | data[end - 3] << 8 | data[end - 2] << 16 | data[end - 1] << 24
        if crc32(payload) != c:
            break
        payloads.append(bytes(payload))
        i = end
    return payloads, i


def _u32(b, i):
    return b[i] | b[i + 1] << 8 | b[i + 2] << 16 | b[i + 3] << 24


_ERASED_PAGE = b"\xff" * 256


def _erased(flash, sector, start, end, scratch):
    """True if the sector's bytes [start, end) all read 0xFF (read a scratch buffer at a time)."""
    size = len(scratch)
    while start < end:
        n = min(size, end - start)
        view = memoryview(scratch)[0:n]
        flash.read(sector, start, view)
        if n == size:
            if scratch != _ERASED_PAGE[:size]:
                return False
        else:
            for i in range(n):
                if scratch[i] != 0xFF:
                    return False
        start += n
    return True


def parse_sector(flash, sector, start, scratch, record):
    """The records of one sector from start: ([(flags, payload)], end, clean): where the writer
    goes on (just after the last good record) and whether everything after is erased (False: a
    torn write). scratch: a page-sized buffer; record: one of MAX_RECORD + 6 bytes. Reads the
    flash a record at a time: the boot's heap has no room for a sector."""
    records = []
    page = flash.page_size
    n = flash.sector_size
    i = start
    last = start
    head = memoryview(record)[0:2]
    while i + 2 <= n:
        if i % page == page - 1:  # no record begins on a page's last byte (see _start)
            flash.read(sector, i, memoryview(record)[0:1])
            if record[0] != 0xFF:
                return records, last, False
            i += 1
            continue
        flash.read(sector, i, head)
        word = record[0] | record[1] << 8
        if word == 0xFFFF:
            next_page = (i // page + 1) * page
            if i % page and _erased(flash, sector, i, next_page, scratch):
                i = next_page  # the writer moved a record to the next page
                continue
            return records, last, _erased(flash, sector, i, n, scratch)
        length = word & 0x7FFF
        end = i + 2 + length + 4
        if length == 0 or length > MAX_RECORD or end > n:
            return records, last, False
        flash.read(sector, i, memoryview(record)[0:length + 6])
        if crc32(memoryview(record)[2:2 + length]) != _u32(record, 2 + length):
            return records, last, False
        records.append((word & CHECKPOINT, bytes(record[2:2 + length])))
        i = last = end
    return records, last, _erased(flash, sector, i, n, scratch)


class Journal:
    def __init__(self, flash, limit=16384, legacy=None):
        """flash: the ring's backend, or a path (a file-backed ring, hal_sim.FileFlash); legacy:
        the littlefs journal file of older firmware, migrated into the ring once at load."""
        if isinstance(flash, str):
            from hal_sim import FileFlash

            flash = FileFlash(flash)
        self.flash = flash
        self.limit = limit
        self.legacy = legacy
        self.sectors = flash.sectors
        self.first = flash.reserved + HEADER  # where a sector's records begin
        self.page = bytearray(flash.page_size)
        self.size = 0  # bytes of the live records
        self.dropped = 0  # a torn tail found at load (its sector's bytes past the last good record)
        self.head = -1  # generation of the sector being written
        self.pos = 0  # where the next record goes in it
        self.start = 0  # generation of the live checkpoint's sector
        self.ready = 0  # sectors after head erased and headed, ready for records
        self.erases = [0] * self.sectors  # by ring sector, since boot (the wear bench reads them)
        self.inline_erases = 0  # erases an append or rewrite had to do itself (prepare() was late)

    # -- reading ---------------------------------------------------------------------------------
    def _generation(self, sector, hdr):
        self.flash.read(sector, self.flash.reserved, hdr)
        if hdr[0:4] != MAGIC or crc32(hdr[0:8]) != _u32(hdr, 8):
            return -1
        g = _u32(hdr, 4)
        return g if g % self.sectors == sector else -1

    def load(self):
        """(header dict or None, [payload, ...]) of the events on flash; a torn tail or a cut
        rewrite is repaired (never append after garbage). Migrates the littlefs journal once."""
        n = self.sectors
        hdr = bytearray(HEADER)
        gens = [self._generation(s, hdr) for s in range(n)]
        newest = max(gens)
        found = None
        if newest >= 0:
            found = self._live(gens, newest)
        if found is None:
            self.head = newest
            self.pos = self.flash.sector_size  # full: the next record starts a new sector
            self.ready = 0
            self.start = newest + 1  # nothing live
            return self._migrate()
        header, events, dirty = found
        self._forget_legacy()
        if dirty:
            self.rewrite(header, events)
        return header, events

    def _live(self, gens, newest):
        """The newest complete checkpoint and what follows, or None. Sets the writer's place.

        Checkpoints are looked for in every headed sector, newest first; from one, the journal
        runs on through the sectors whose generations follow without a gap (a sector whose erase
        was cut breaks the run: nothing was ever written after it) and stops before a newer
        checkpoint that was cut short (only the newest can be: a rewrite begins once the one
        before is complete)."""
        n = self.sectors
        buf = bytearray(MAX_RECORD + 6)
        headed = sorted([g for g in gens if g >= 0], reverse=True)
        limit = newest  # the live journal ends before an incomplete rewrite's sector
        cut_rewrite = False
        for g in headed:
            self.flash.read(g % n, self.first, memoryview(buf)[0:2])
            word = buf[0] | buf[1] << 8
            if word == 0xFFFF or not word & CHECKPOINT:
                continue
            top = g
            while top < limit and top + 1 - g < n and gens[(top + 1) % n] == top + 1:
                top += 1
            got = self._read_from(g, top, buf)
            if got is not None:
                header, events, dirty = got
                return header, events, dirty or cut_rewrite
            cut_rewrite = True
            limit = g - 1
        return None

    def _read_from(self, start, top, buf):
        """The checkpoint at sector `start` and the records after it up to sector top, or None
        if the checkpoint is incomplete. Leaves the writer after the last record."""
        n = self.sectors
        header = None
        count = 0
        events = []
        size = 0
        dirty = False
        self.head = start
        self.pos = self.first
        g = start
        scratch = self.page
        while g <= top:
            records, end, clean = parse_sector(self.flash, g % n, self.first, scratch, buf)
            for flags, payload in records:
                size += len(payload) + 6
                if header is None:
                    if not flags or g != start:
                        return None
                    count = payload[0] | payload[1] << 8
                    try:
                        header = json.loads(payload[2:])
                    except ValueError:
                        return None
                elif flags:
                    dirty = True  # a later checkpoint that was cut short: its copies are not events
                    break
                else:
                    events.append(payload)
            if records:
                self.head = g
                self.pos = end
            if dirty or not clean:
                self.dropped = self.flash.sector_size - end if not clean else 0
                dirty = True
                break
            g += 1
        if header is None or len(events) < count or not isinstance(header, dict) or header.get("t") != "journal":
            return None
        self.start = start
        self.size = size
        self.ready = 0 if dirty else top - self.head
        return header, events, dirty

    def _migrate(self):
        """The ring holds no journal: take over the littlefs journal of older firmware, if any."""
        if self.legacy is None:
            return None, []
        try:
            with open(self.legacy, "rb") as f:
                data = f.read()
        except OSError:
            return None, []
        payloads, good = read_records(data)
        header = None
        if payloads:
            try:
                header = json.loads(payloads[0])
            except ValueError:
                header = None
        if not isinstance(header, dict) or header.get("t") != "journal":
            self._forget_legacy()
            return None, []
        events = payloads[1:]
        self.rewrite(header, events)  # in the ring first: the file goes only once the ring has it
        self._forget_legacy()
        return header, events

    def _forget_legacy(self):
        if self.legacy is None:
            return
        try:
            os.remove(self.legacy)
        except OSError:
            pass

    # -- writing ---------------------------------------------------------------------------------
    def _erase(self, g):
        """Erase the sector of generation g and head it: from now on it is ready for records."""
        s = g % self.sectors
        self.flash.erase(s)
        self.erases[s] += 1
        page = self.page
        for i in range(len(page)):
            page[i] = 0xFF
        r = self.flash.reserved
        page[r:r + 4] = MAGIC
        for k in range(4):
            page[r + 4 + k] = (g >> (8 * k)) & 0xFF
        c = crc32(page[r:r + 8])
        for k in range(4):
            page[r + 8 + k] = (c >> (8 * k)) & 0xFF
        self.flash.program(s, (r // len(page)) * len(page), page)

    def free(self):
        """Sectors that may still be erased ahead before the ring is full of live records."""
        return self.sectors - (self.head + self.ready - self.start + 1)

    def prepare(self):
        """Erase one sector ahead of the writer if fewer than AHEAD are ready: call only while
        the board is idle (an erase stalls the chip for tens of milliseconds). True if it erased."""
        if self.ready >= AHEAD or self.free() <= 0:
            return False
        self._erase(self.head + self.ready + 1)
        self.ready += 1
        return True

    def _next_sector(self):
        if self.ready == 0:
            if self.free() <= 0:
                raise OSError(28)  # ENOSPC: the log must compact first (full())
            self._erase(self.head + 1)
            self.inline_erases += 1
        else:
            self.ready -= 1
        self.head += 1
        self.pos = self.first

    def _start(self, pos, n):
        """Where a record of n bytes begins at or after pos: on the next page if it fits in one
        page but not in the rest of this one (one program per append), or if only this page's
        last byte is left (the reader steps over it: a length word never straddles pages)."""
        page_size = self.flash.page_size
        at = pos % page_size
        if at and ((n <= page_size and at + n > page_size) or at == page_size - 1):
            return (pos // page_size + 1) * page_size
        return pos

    def _put(self, record):
        n = len(record)
        size = self.flash.sector_size
        page_size = self.flash.page_size
        pos = self._start(self.pos, n)
        if self.head < 0 or pos + n > size:
            self._next_sector()
            pos = self._start(self.pos, n)
        page = self.page
        sector = self.head % self.sectors
        done = 0
        while done < n:
            base = (pos // page_size) * page_size
            at = pos - base
            take = min(page_size - at, n - done)
            for i in range(page_size):
                page[i] = 0xFF
            page[at:at + take] = record[done:done + take]
            self.flash.program(sector, base, page)
            pos += take
            done += take
        self.pos = pos
        self.size += n

    def full(self):
        """True when the records since the checkpoint use half the ring: the log must compact
        (its rewrite needs room in the other half)."""
        return 2 * (self.head - self.start + 1) >= self.sectors

    def filling(self):
        """True when the records since the checkpoint use three eighths of the ring: a new game
        is the time to make room (EventLog.make_room), before full() forces it in a move's path."""
        return 8 * (self.head - self.start + 1) >= 3 * self.sectors

    def append(self, payload):
        self._put(_record(payload))

    def rewrite(self, header, events):
        """Replace the journal with exactly these records, atomically: a checkpoint in a new
        sector, then the events; until the last is on flash, the previous checkpoint is live."""
        if self.head >= 0 and self.pos > self.first:
            self.pos = self.flash.sector_size  # a checkpoint begins a sector
        events = list(events)
        n = len(events)
        body = bytes((n & 0xFF, n >> 8)) + json.dumps(header).encode()
        self.size = 0
        self._put(_record(body, CHECKPOINT))
        start = self.head
        self.size = 6 + len(body)
        for payload in events:
            self._put(_record(payload))
        self.start = start

    def too_big(self):
        return self.size > self.limit or self.full()


def last_record_end(flash):
    """(sector, end) of the newest record in the ring, or None: where a power cut tears (tests)."""
    j = Journal(flash)
    header, events = j.load()
    if header is None:
        return None
    return j.head % j.sectors, j.pos
