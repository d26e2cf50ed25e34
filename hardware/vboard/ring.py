"""The journal's flash ring seen from outside the board (the scripts' `tear`): its sectors inside a
flash image, read with the firmware's own journal code; the newest record cut short as a power
cut mid-write leaves it (its last bytes never programmed: still erased), or the sector ahead of
it half-erased, as a power cut in the middle of its erase leaves it."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class ImageFlash:
    """journal.py's FLASH over a bytearray: ring sector k at offsets[k]."""

    sector_size = 4096
    page_size = 256

    def __init__(self, data, offsets, reserved):
        self.data = data
        self.offsets = offsets
        self.sectors = len(offsets)
        self.reserved = reserved

    def read(self, sector, offset, buf):
        at = self.offsets[sector] + offset
        buf[:] = self.data[at:at + len(buf)]

    def program(self, sector, offset, page):
        at = self.offsets[sector] + offset
        for i, b in enumerate(page):
            self.data[at + i] &= b

    def erase(self, sector):
        at = self.offsets[sector]
        self.data[at:at + self.sector_size] = b"\xff" * self.sector_size


def _journal_module():
    sys.path.insert(0, str(ROOT / "firmware"))
    try:
        import journal
    finally:
        sys.path.pop(0)
    return journal


def tear(flash, count):
    """Erase the last `count` bytes of the newest record again; False if the ring holds none."""
    end = _journal_module().last_record_end(flash)
    if end is None:
        return False
    sector, pos = end
    at = flash.offsets[sector] + pos
    flash.data[max(at - count, flash.offsets[sector]):at] = b"\xff" * min(count, pos)
    return True


def half_erase_ahead(flash, count):
    """The sector after the journal's newest, as a power cut in the middle of its erase leaves it:
    its first `count` bytes erased, every other byte with some of its bits still programmed
    (on the Pico, littlefs's pointers at its start too). False if the ring holds no journal."""
    journal = _journal_module()
    j = journal.Journal(flash)
    header, events = j.load()
    if header is None:
        return False
    at = flash.offsets[(j.head + 1) % j.sectors]
    for i in range(flash.sector_size):
        flash.data[at + i] = 0xFF if i < count else (0x5A ^ (i * 7)) & 0xFF
    return True


class FileImage:
    """The virtual board's ring file (hal_sim.FileFlash's journal.ring)."""

    def __init__(self, path):
        self.path = Path(path)

    def tear(self, count, what=None):
        """what: tear (the newest record) or half_erase_ahead."""
        try:
            data = bytearray(self.path.read_bytes())
        except OSError:
            return False
        sectors = len(data) // ImageFlash.sector_size
        flash = ImageFlash(data, [k * ImageFlash.sector_size for k in range(sectors)], 0)
        if not (what or tear)(flash, count):
            return False
        self.path.write_bytes(bytes(data))
        return True
