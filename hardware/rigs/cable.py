"""A faulty cable: a proxy between a board's serial port and the host that damages the traffic.

It opens the board's serial device (the virtual board's pty, or a real /dev/ttyACM0) and offers the
host a new pseudo-terminal in its place. Between the two it drops, corrupts, duplicates, reorders
and delays chunks of bytes, and now and then cuts the line for seconds, counting every fault by
kind. The protocol must make all of it invisible in the host's record.

    python -m hardware.rigs.cable --board var/board.tty --host var/host.tty [--rate 0.05] [--seed 1]
"""

import asyncio
import errno
import os
import random
import sys
import termios
import tty
from collections import Counter
from pathlib import Path

from hardware.vboard.device import open_serial_pty
from host.arguments import Parser, count, fraction, readable_file, writable_file, seed

FAULT_KINDS = ("drop", "corrupt", "duplicate", "reorder", "delay", "cut")


class FaultPlan:
    """How often each fault strikes a chunk of traffic, and how long cuts last."""

    def __init__(self, rate=0.05, cut_every=(20.0, 40.0), cut_length=(1.0, 4.0), seed=1, byte_rate=0.0):
        self.rate = rate  # probability per chunk of each kind of fault
        # A line that damages bytes, not chunks: each byte is dropped with probability byte_rate,
        # and corrupted (one bit) or duplicated with byte_rate / 4 each; so "1%" drops 1% of the
        # bytes and corrupts or duplicates another 0.5%.
        self.byte_rate = byte_rate
        self.cut_every = cut_every  # seconds between line cuts (uniform range); None: no cuts
        self.cut_length = cut_length
        self.random = random.Random(seed)


class Direction:
    """Bytes one way through the cable, damaged according to the plan."""

    def __init__(self, name, plan, counts):
        self.name = name
        self.plan = plan
        self.counts = counts
        self.held = None  # a chunk held back to swap with the next one

    def damage_bytes(self, chunk):
        """chunk as a line with byte_rate damages it: bytes dropped, bits flipped, bytes doubled."""
        r = self.plan.random.random
        drop = self.plan.byte_rate
        corrupt = drop * 1.25
        duplicate = drop * 1.5
        out = bytearray()
        for byte in chunk:
            x = r()
            if x >= duplicate:
                out.append(byte)
            elif x < drop:
                self.counts["byte dropped"] += 1
            elif x < corrupt:
                self.counts["byte corrupted"] += 1
                out.append(byte ^ (1 << int(r() * 8)))
            else:
                self.counts["byte duplicated"] += 1
                out.append(byte)
                out.append(byte)
        return bytes(out)

    def damage(self, chunk):
        """The chunks to deliver in place of `chunk` (possibly none, possibly two)."""
        r = self.plan.random
        rate = self.plan.rate
        if self.plan.byte_rate:
            chunk = self.damage_bytes(chunk)
            if not chunk:
                return []
        if r.random() < rate:
            self.counts["drop"] += 1
            start = r.randrange(len(chunk))
            chunk = chunk[:start] + chunk[start + r.randint(1, 16):]
            if not chunk:
                return []
        if r.random() < rate:
            self.counts["corrupt"] += 1
            damaged = bytearray(chunk)
            damaged[r.randrange(len(damaged))] ^= 1 << r.randrange(8)
            chunk = bytes(damaged)
        out = [chunk]
        if r.random() < rate:
            self.counts["duplicate"] += 1
            out.append(chunk)
        if self.held is not None:
            out = out + [self.held]
            self.held = None
        elif r.random() < rate:
            self.counts["reorder"] += 1
            self.held = b"".join(out)
            return []
        return out


class FaultyCable:
    def __init__(self, board_port, host_link, plan=None):
        self.board_port = Path(board_port)
        self.host_link = Path(host_link)
        self.plan = plan or FaultPlan()
        self.counts = Counter()
        self.to_host = Direction("to host", self.plan, self.counts)
        self.to_board = Direction("to board", self.plan, self.counts)
        self.board_fd = None
        self.master = None
        self.cut_until = 0.0
        self.cuts = []  # (start, end) of every cut, loop time
        self.tasks = []
        self.host_present = False

    async def start(self):
        self.master, _ = open_serial_pty(self.host_link)
        self.tasks = [asyncio.create_task(self._board_to_host()), asyncio.create_task(self._host_to_board())]
        if self.plan.cut_every:
            self.tasks.append(asyncio.create_task(self._cutter()))

    async def stop(self):
        for task in self.tasks:
            task.cancel()
        for fd in (self.board_fd, self.master):
            if fd is not None:
                os.close(fd)
        self.board_fd = self.master = None
        if self.host_link.is_symlink():
            self.host_link.unlink()

    def cut(self, seconds):
        now = asyncio.get_running_loop().time()
        self.counts["cut"] += 1
        self.cut_until = now + seconds
        self.cuts.append((now, self.cut_until))

    def is_cut(self):
        return asyncio.get_running_loop().time() < self.cut_until

    async def _cutter(self):
        r = self.plan.random
        while True:
            await asyncio.sleep(r.uniform(*self.plan.cut_every))
            self.cut(r.uniform(*self.plan.cut_length))

    def _open_board(self):
        try:
            fd = os.open(str(self.board_port), os.O_RDWR | os.O_NOCTTY | os.O_NONBLOCK)
        except OSError:
            return None
        try:
            tty.setraw(fd)
        except termios.error:
            pass
        return fd

    def _close_board(self):
        if self.board_fd is not None:
            os.close(self.board_fd)
            self.board_fd = None

    async def _deliver(self, direction, fd_getter, chunk):
        r = self.plan.random
        for piece in direction.damage(chunk):
            if r.random() < self.plan.rate:
                self.counts["delay"] += 1
                await asyncio.sleep(r.uniform(0.05, 0.5))
            fd = fd_getter()
            if fd is None or self.is_cut():
                continue
            try:
                os.write(fd, piece)
            except OSError:
                pass  # nobody on that side: like any cable, it does not store bytes

    async def _board_to_host(self):
        while True:
            if self.board_fd is None:
                self.board_fd = self._open_board()  # the board may be off, or re-enumerating
                if self.board_fd is None:
                    await asyncio.sleep(0.1)
                    continue
            try:
                chunk = os.read(self.board_fd, 4096)
            except BlockingIOError:
                await asyncio.sleep(0.005)
                continue
            except OSError:
                self._close_board()
                continue
            if not chunk:
                self._close_board()
                continue
            if self.is_cut() or not self.host_present:
                continue
            await self._deliver(self.to_host, lambda: self.master, chunk)

    async def _host_to_board(self):
        while True:
            try:
                chunk = os.read(self.master, 4096)
            except BlockingIOError:
                self.host_present = True
                await asyncio.sleep(0.005)
                continue
            except OSError as error:
                if error.errno != errno.EIO:
                    raise
                self.host_present = False
                await asyncio.sleep(0.05)
                continue
            self.host_present = True
            if self.is_cut() or not chunk:
                continue
            await self._deliver(self.to_board, lambda: self.board_fd, chunk)


async def _main(args):
    cable = FaultyCable(args.board, args.host, FaultPlan(args.rate, seed=args.seed, byte_rate=args.byte_rate))
    await cable.start()
    print("faulty cable: board %s <-> host %s (rate %.3f per chunk per fault)" % (args.board, args.host, args.rate))
    try:
        while True:
            await asyncio.sleep(10)
            print("faults so far: %s" % dict(cable.counts), flush=True)
    finally:
        await cable.stop()


def main(argv=None):
    parser = Parser(prog="python -m hardware.rigs.cable", description=__doc__.split("\n\n")[0])
    parser.add_argument("--board", required=True, type=readable_file, help="the board's serial port")
    parser.add_argument("--host", required=True, type=writable_file, help="where to put the port the host opens instead")
    parser.add_argument("--rate", type=fraction, default=0.05, help="probability per chunk of each fault")
    parser.add_argument("--byte-rate", type=fraction, default=0.0,
                        help="probability per byte of a drop (and a quarter of it each of a flipped bit, a doubled byte)")
    parser.add_argument("--seed", type=seed, default=1)
    args = parser.parse_args(argv)
    try:
        asyncio.run(_main(args))
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
