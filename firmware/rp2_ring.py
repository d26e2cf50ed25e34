"""The journal's raw flash ring on the Pico (journal.py's FLASH), in sectors littlefs never hands out.

MicroPython's rp2 port gives Python one window on the flash, `rp2.Flash()`: the filesystem's region
(the last 1408 KB on a Pico), a block device whose readblocks/writeblocks take a byte offset inside
a 4 KB block (with an offset, writeblocks only programs: pico-sdk's flash_range_program, whole
256-byte pages) and whose ioctl(6, block) erases one block. `rp2.Flash(start=, len=)` can only
narrow that same region, and the stock _boot.py mounts littlefs on all of it (a filesystem formatted
smaller would not mount and would be formatted again). So the ring is reserved inside littlefs: a
file, ring.bin, written once with `sectors` blocks of data, which littlefs then counts as in use
and never allocates, moves or rewrites while the file is left alone (littlefs rewrites a file's
blocks only when the file is written). The journal programs and erases those blocks directly.

littlefs chains a file's blocks backwards: block k of the file (k > 0) starts with ctz(k) + 1
pointers (4 bytes each) to earlier blocks, which littlefs reads when it walks the filesystem to
find free blocks. Those bytes are `reserved`: the journal never writes them, and erase() programs
them back at once. A sector whose erase was cut before they were back is mended at boot (mend()),
before anything writes to littlefs.

Which physical blocks the file got is found once, when it is made: each block's data starts with
a marker naming its index; the map is kept in ring.map.
"""

import json
import os

RESERVED = 64  # ctz(k) + 1 pointers, at most 9 for a file of up to 511 blocks, and room to spare
POINTERS = 40  # the bytes of those that littlefs reads
MARK_AT = 52  # where, in each block, the marker naming its index lies while the map is being made
_MARK = b"TGRING"


def _ctz(k):
    n = 0
    while not k & 1:
        k >>= 1
        n += 1
    return n


class Rp2Ring:
    sector_size = 4096
    page_size = 256
    reserved = RESERVED

    def __init__(self, sectors=32, path="/ring.bin", device=None):
        if device is None:
            import rp2

            device = rp2.Flash()
        self.dev = device
        self.sectors = sectors
        self.path = path
        self.blocks = self._load_map()
        if self.blocks is None:
            self.blocks = self._reserve()
        self.page = bytearray(self.page_size)

    def _load_map(self):
        try:
            with open(self.path[:-4] + ".map") as f:
                saved = json.load(f)
            os.stat(self.path)
        except (OSError, ValueError):
            return None
        if not isinstance(saved, list) or len(saved) != self.sectors:
            return None  # another size asked for: reserved anew (the journal starts again empty)
        return saved

    def _reserve(self):
        """Write ring.bin through littlefs, find its blocks by their markers, keep the map."""
        nonce = os.urandom(4)
        size = self.sector_size
        try:
            os.remove(self.path)
        except OSError:
            pass
        blank = b"\xff" * self.page_size
        mark = bytearray(12)
        mark[0:6] = _MARK
        mark[6:10] = nonce
        with open(self.path, "wb") as f:
            for k in range(self.sectors):
                skip = 0 if k == 0 else 4 * (_ctz(k) + 1)
                mark[10] = k & 0xFF
                mark[11] = k >> 8
                f.write(blank[:MARK_AT - skip])
                f.write(mark)
                left = size - MARK_AT - 12
                while left > 0:
                    f.write(blank[:min(left, len(blank))])
                    left -= len(blank)
        blocks = [-1] * self.sectors
        head = bytearray(RESERVED)
        count = self.dev.ioctl(4, 0)
        for b in range(count):
            self.dev.readblocks(b, head, 0)
            if head[MARK_AT:MARK_AT + 6] == _MARK and head[MARK_AT + 6:MARK_AT + 10] == nonce:
                k = head[MARK_AT + 10] | head[MARK_AT + 11] << 8
                if k < self.sectors:
                    blocks[k] = b
        if -1 in blocks:
            raise OSError(5)  # EIO: littlefs laid the file out in a way this module does not know
        with open(self.path[:-4] + ".map", "w") as f:
            json.dump(blocks, f)
        return blocks

    def _pointers(self, k):
        """The bytes littlefs expects at the start of the file's block k."""
        page = self.page
        for i in range(len(page)):
            page[i] = 0xFF
        if k:
            for j in range(_ctz(k) + 1):
                b = self.blocks[k - (1 << j)]
                for i in range(4):
                    page[4 * j + i] = (b >> (8 * i)) & 0xFF
        return page

    def mend(self):
        """At boot: a sector whose littlefs pointers are not what they must be had its erase cut
        (or its pointers not yet programmed back): erase it and put them back."""
        have = bytearray(POINTERS)
        for k in range(self.sectors):
            self.dev.readblocks(self.blocks[k], have, 0)
            if have != self._pointers(k)[:POINTERS]:
                self.erase(k)

    def read(self, sector, offset, buf):
        self.dev.readblocks(self.blocks[sector], buf, offset)

    def program(self, sector, offset, page):
        self.dev.writeblocks(self.blocks[sector], page, offset)

    def erase(self, sector):
        block = self.blocks[sector]
        self.dev.ioctl(6, block)
        self.dev.writeblocks(block, self._pointers(sector), 0)
