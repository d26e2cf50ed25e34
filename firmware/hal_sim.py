"""Simulator backend: the hardware is the virtual board (hardware/vboard), reached over a socket.

This module stands exactly where the wires would be. The virtual board says where stones lie and
which buttons are held; this backend turns that into what the real sensors would read: a per-point
baseline, each stone's field (sign from its colour, strength from how well it is centred), the
opposite-sign crosstalk on the neighbours and a little noise, in 12-bit ADC counts. So the firmware's
calibration, thresholds and debouncing run for real.

Socket lines, virtual board to firmware:
  stones <225 chars>   '.' empty, 'x' black, 'o' white (centred stones), point order a1..o15
  field <point> <pct>  one point's stone strength in percent of a centred stone: negative black,
                       positive white, 0 none (an off-centre or hovering stone)
  buttons <mask> [ms]  bit 0 left, bit 1 right, bit 2 the menu button; with ms, a timed press: pressed
                       at the first scan after the presses before it, released ms of the board's time
                       later (a hold seen held at its full length), however late the line came
  warp <ms>            move the tick counter forward (time passing, for clock tests)
  broken <point> <n>   a faulty sensor: that point reads n counts whatever lies on it (-1 mends it)
  configure <json>     settings as the board's menu sets them, at once (a script's shortcut for the
                       menu's presses; answered "configured <problem>")
Firmware to virtual board (besides these, "scans <n>", the sensor scans made so far, ten times a second):
  leds <hex>           225 * 3 bytes RGB
  display <json>       {"left": text, "right": text, "running": 0|1|2}
  state <json>         the application's report()
"""

import sys
import json
import time
import asyncio
from array import array

SIZE = 15
POINTS = 225
FULL_FIELD = 519  # counts: a centred stone on the board's stack-up (hardware/field_model.py, nominal)
CROSSTALK_PERCENT = 1  # of a stone's field, opposite sign, on each orthogonal neighbour (field model: 1.0-1.2)
NOISE = 3  # counts, peak


class PowerCut(OSError):
    """The power failed in the middle of a flash operation (FileFlash.cut, for the torn-write tests)."""


class FileFlash:
    """The board's raw flash ring for the journal (journal.py's FLASH), kept in a file: NOR
    semantics as on the Pico's flash chip. Erasing a sector sets its bytes to 0xFF; programming a
    page can only clear bits (0xFF bytes leave what is there). A power cut for the tests: with
    `cut` set to k, the operation stops after its k-th byte (an erase leaves the rest of the
    sector half-erased: each byte keeps some of its zero bits) and raises PowerCut."""

    sector_size = 4096
    page_size = 256
    reserved = 0

    def __init__(self, path, sectors=32):
        self.path = path
        self.sectors = sectors
        self.cut = None
        try:
            self.file = open(path, "r+b")
        except OSError:
            self.file = open(path, "w+b")
        self.file.seek(0, 2)
        have = self.file.tell()
        want = sectors * self.sector_size
        if have < want:  # a new ring (or one grown): fresh flash reads erased
            block = b"\xff" * self.sector_size
            while have < want:
                self.file.write(block[:min(self.sector_size, want - have)])
                have += min(self.sector_size, want - have)
            self.file.flush()

    def read(self, sector, offset, buf):
        self.file.seek(sector * self.sector_size + offset)
        self.file.readinto(buf)

    def _budget(self, n):
        """How many of n bytes the operation gets to before the power fails (None: all)."""
        if self.cut is None or self.cut >= n:
            if self.cut is not None:
                self.cut -= n
            return None
        k = self.cut
        self.cut = 0
        return k

    def program(self, sector, offset, page):
        where = sector * self.sector_size + offset
        self.file.seek(where)
        old = bytearray(len(page))
        self.file.readinto(old)
        k = self._budget(len(page))
        for i in range(len(page) if k is None else k):
            old[i] &= page[i]
        self.file.seek(where)
        self.file.write(old)
        self.file.flush()
        if k is not None:
            raise PowerCut("power cut while programming")

    def erase(self, sector):
        size = self.sector_size
        k = self._budget(size)
        self.file.seek(sector * size)
        if k is None:
            self.file.write(b"\xff" * size)
        else:  # cut short: some bytes erased, the rest on their way (a few of their bits set)
            old = bytearray(size)
            self.file.readinto(old)
            for i in range(size):
                old[i] = 0xFF if i < k else old[i] | (1 << (i % 8)) | (1 << ((i * 7 + k) % 8))
            self.file.seek(sector * size)
            self.file.write(old)
        self.file.flush()
        if k is not None:
            raise PowerCut("power cut while erasing")


def _env(name, default):
    import os

    value = os.getenv(name)
    return default if value is None else value


class SimBoard:
    def __init__(self, address=None, flash_dir=None, pinmap=None, board_id=None):
        address = address or _env("TENGEN_SIM", "127.0.0.1:7315")
        self.host, port = address.rsplit(":", 1)
        self.port = int(port)
        self.flash_dir = flash_dir or _env("TENGEN_FLASH", "/tmp/tengen-flash")
        self.board_id = board_id or _env("TENGEN_BOARD_ID", "sim-0001")
        with open(pinmap or _env("TENGEN_PINMAP", "hardware/pinmap.json")) as f:
            self.config = json.load(f)
        self.black_sign = self.config["sensors"]["black_field_sign"]
        # A fixed, uneven baseline: every real sensor sits a little off mid-scale.
        self.baseline = array("H", (2048 + (p * 37) % 61 - 30 for p in range(POINTS)))
        self.strength = array("b", bytes(POINTS))  # percent, signed: black negative
        self.field = array("h", bytes(2 * POINTS))
        self.noise_state = 12345
        self.broken = {}  # point -> the reading a faulty sensor is stuck at
        self.button_mask = 0
        self.latched = 0  # presses not yet seen by buttons(): a short press is never lost
        self.press_ticks = [0, 0, 0]  # by side: when the latest press began
        # Timed presses (a script's taps and holds): each in turn, timed by the board from the scan
        # that first sees it, and seen released before the next begins, however late the lines came.
        self.timed = []  # [mask, ms] waiting their turn
        self.release_at = None  # the press being held lets go at this tick ...
        self.held_long = False  # ... and is a hold: seen held at its full length before it lets go
        buttons = self.config["buttons"]
        self.hold_ms = min(buttons["long_press_ms"], buttons.get("both_hold_ms", 1000))
        self.warp = 0  # ms added to the tick counter
        self.app = None
        self.reader = None
        self.writer = None
        self.outbox = []
        # The LEDs, the display and the state: only the newest of each matters, so each is kept
        # until sent and replaced by a newer one, never dropped however late the pump runs.
        self.latest = {}
        self.scans = 0  # sensor scans so far: how far the firmware got, told to the virtual board
        self.scans_told_at = 0
        self.ready = asyncio.Event()

    # -- the interface --------------------------------------------------------------------------
    def flash_path(self, name):
        return self.flash_dir + "/" + name

    def journal_flash(self, sectors):
        """The journal's raw flash ring: a file beside the board's other files, as the region of
        the Pico's flash that its filesystem does not use."""
        return FileFlash(self.flash_path("journal.ring"), sectors)

    def read_sensors(self, out):
        self.scans += 1
        baseline = self.baseline
        field = self.field
        seed = self.noise_state
        for p in range(POINTS):
            seed = (seed * 1103515245 + 12345) & 0x3FFFFFFF
            out[p] = baseline[p] + field[p] + (seed >> 20) % (2 * NOISE + 1) - NOISE
        self.noise_state = seed
        for p in self.broken:
            out[p] = self.broken[p]

    def show_leds(self, rgb):
        self.latest["leds"] = "leds " + "".join("%02x" % b for b in rgb)

    async def leds_shown(self):
        """Until the latest frame has gone to the virtual board: frames coalesce (the LEDs show the
        latest), so a caller that needs each one seen (the factory test's walk) waits for this."""
        while "leds" in self.latest:
            await asyncio.sleep_ms(1)

    def buttons(self):
        now = self.ticks_ms()
        if self.release_at is not None:
            if time.ticks_diff(now, self.release_at) >= 0:
                if self.held_long:  # this scan sees the hold at its length; the next, the release
                    self.held_long = False
                else:
                    self.button_mask = 0
                    self.release_at = None
        elif self.timed:
            mask, ms = self.timed.pop(0)
            self._press(mask, now)
            self.release_at = time.ticks_add(now, ms)
            self.held_long = ms >= self.hold_ms
        mask = self.button_mask | self.latched
        self.latched = 0
        return mask

    def _press(self, mask, now):
        for side in (1, 2, 4):  # left, right, the menu button
            if mask & side and not self.button_mask & side:
                if side < 4:
                    self.press_ticks[side] = now
                self.latched |= side
        self.button_mask = mask

    def pressed_at(self, side):
        """When the side's latest press began, as the real board's interrupt stamps it."""
        return self.press_ticks[side]

    def ticks_ms(self):
        return time.ticks_add(time.ticks_ms(), self.warp)

    def show_clock(self, left, right, running):
        self.latest["display"] = "display " + json.dumps({"left": left, "right": right, "running": running})

    def report(self, state):
        self.latest["state"] = "state " + json.dumps(state)

    def link_streams(self):
        return sys.stdin.buffer, sys.stdout.buffer.write

    # -- the socket -----------------------------------------------------------------------------
    def _send(self, line):
        if len(self.outbox) < 64:  # a stalled virtual board must not grow the heap
            self.outbox.append(line)

    def _recompute_field(self):
        strength = self.strength
        field = self.field
        for p in range(POINTS):
            field[p] = strength[p] * FULL_FIELD // 100
        for p in range(POINTS):
            s = strength[p]
            if not s:
                continue
            leak = -s * FULL_FIELD * CROSSTALK_PERCENT // 10000
            column = p % SIZE
            if column > 0:
                field[p - 1] += leak
            if column < SIZE - 1:
                field[p + 1] += leak
            if p >= SIZE:
                field[p - SIZE] += leak
            if p < POINTS - SIZE:
                field[p + SIZE] += leak

    def _set_strength(self, p, percent):
        """percent: colour-signed (negative black, positive white) -> the physical field's sign."""
        self.strength[p] = -percent * self.black_sign

    def _apply(self, line):
        words = line.split()
        if not words:
            return
        if words[0] == "stones" and len(words) == 2 and len(words[1]) == POINTS:
            layout = words[1]
            for p in range(POINTS):
                c = layout[p]
                self._set_strength(p, -100 if c == "x" else (100 if c == "o" else 0))
            self._recompute_field()
        elif words[0] == "field" and len(words) == 3:
            self._set_strength(int(words[1]), int(words[2]))
            self._recompute_field()
        elif words[0] == "buttons" and len(words) == 3:
            self.timed.append((int(words[1]), int(words[2])))
        elif words[0] == "buttons" and len(words) == 2:  # held until told otherwise (the UIs)
            del self.timed[:]
            self.release_at = None
            self._press(int(words[1]), self.ticks_ms())
        elif words[0] == "broken" and len(words) == 3:
            p, value = int(words[1]), int(words[2])
            if value < 0:
                self.broken.pop(p, None)
            else:
                self.broken[p] = value
        elif words[0] == "warp" and len(words) == 2:
            self.warp += int(words[1])
        elif words[0] == "configure" and self.app is not None:
            problem = self.app.configure(json.loads(line[len("configure "):]))
            self._send("configured " + json.dumps(problem))

    async def run(self, app=None):
        """Connect to the virtual board, then apply its lines and send ours, until it goes away."""
        self.app = app
        self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        asyncio.create_task(self._pump_out())
        while True:
            line = await self.reader.readline()
            if not line:
                sys.exit(0)  # the virtual board closed: the board is switched off
            self._apply(line.decode())
            self.ready.set()  # the virtual board sends its stones first

    async def wait_ready(self):
        await self.ready.wait()

    async def _pump_out(self):
        while True:
            now = time.ticks_ms()
            if time.ticks_diff(now, self.scans_told_at) >= 100:  # its progress, ten times a second
                self.scans_told_at = now
                self.latest["scans"] = "scans %d" % self.scans
            if self.outbox or self.latest:
                lines = self.outbox
                self.outbox = []
                for key in ("scans", "leds", "display", "state"):  # the state last: it says what the rest shows
                    line = self.latest.pop(key, None)
                    if line is not None:
                        lines.append(line)
                self.writer.write("\n".join(lines).encode() + b"\n")
                await self.writer.drain()
            await asyncio.sleep_ms(5)
