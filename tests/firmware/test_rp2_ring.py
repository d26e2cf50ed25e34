"""The Pico's journal ring (rp2_ring) on MicroPython's own littlefs: a RAM block device with the
rp2.Flash interface (4 KB blocks, readblocks/writeblocks with a byte offset, ioctl 6 erasing one),
formatted and mounted as the rp2 port does. The ring's blocks are found, littlefs never touches
them however much it writes, and a sector whose erase was cut is mended before littlefs walks it."""

import os
import vfs

from rp2_ring import Rp2Ring, POINTERS
from journal import Journal
from events import EventLog

BLOCKS = 96
MOUNT = "/ringtest"


class RamFlash:
    def __init__(self):
        self.data = bytearray(b"\xff" * (4096 * BLOCKS))

    def readblocks(self, block, buf, offset=0):
        at = block * 4096 + offset
        buf[:] = self.data[at:at + len(buf)]

    def writeblocks(self, block, buf, offset=None):
        at = block * 4096
        if offset is None:  # littlefs without an offset: erase, then program
            self.data[at:at + len(buf)] = b"\xff" * len(buf)
        else:
            at += offset
        for i in range(len(buf)):
            self.data[at + i] &= buf[i]

    def ioctl(self, op, arg):
        if op == 4:
            return BLOCKS
        if op == 5:
            return 4096
        if op == 6:
            self.data[arg * 4096:(arg + 1) * 4096] = b"\xff" * 4096
        return 0


def mounted():
    dev = RamFlash()
    vfs.VfsLfs2.mkfs(dev, progsize=256)
    try:
        vfs.umount(MOUNT)
    except OSError:
        pass
    vfs.mount(vfs.VfsLfs2(dev, progsize=256), MOUNT)
    return dev


def test_the_ring_s_blocks_are_found_and_littlefs_leaves_them_alone():
    dev = mounted()
    try:
        ring = Rp2Ring(8, MOUNT + "/ring.bin", dev)
        assert sorted(set(ring.blocks)) == sorted(ring.blocks) and len(ring.blocks) == 8
        log = EventLog(Journal(ring))
        for n in range(1, 80):
            log.append({"t": "move", "game": 1, "n": n, "point": "h8", "colour": "black"})
        kept = [bytes(dev.data[b * 4096:(b + 1) * 4096]) for b in ring.blocks]
        for k in range(6):  # littlefs writes, rewrites and removes a lot around the ring
            with open(MOUNT + "/big%d.bin" % k, "wb") as f:
                f.write(b"x" * 30000)
            if k % 2:
                os.remove(MOUNT + "/big%d.bin" % (k - 1))
        assert [bytes(dev.data[b * 4096:(b + 1) * 4096]) for b in ring.blocks] == kept
        again = Rp2Ring(8, MOUNT + "/ring.bin", dev)  # the map, read back
        assert again.blocks == ring.blocks
        assert EventLog(Journal(again)).head == 79
    finally:
        vfs.umount(MOUNT)


def test_a_sector_whose_erase_was_cut_is_mended_and_littlefs_still_works():
    dev = mounted()
    try:
        ring = Rp2Ring(8, MOUNT + "/ring.bin", dev)
        block = ring.blocks[6]  # its littlefs pointers: ctz(6) + 1 = 2 of them
        for i in range(POINTERS):
            dev.data[block * 4096 + i] = 0x5A  # half-erased
        ring.mend()
        assert bytes(dev.data[block * 4096:block * 4096 + 8]) == bytes(ring._pointers(6)[:8])
        with open(MOUNT + "/after.bin", "wb") as f:  # littlefs walks the file's blocks to allocate
            f.write(b"y" * 20000)
        with open(MOUNT + "/after.bin", "rb") as f:
            assert f.read() == b"y" * 20000
    finally:
        vfs.umount(MOUNT)
