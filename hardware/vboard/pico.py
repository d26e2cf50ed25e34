"""The virtual board on an emulated Raspberry Pi Pico: the MicroPython image an owner flashes, on
rp2040js, with the board's hardware modelled around the chip (hardware/pico/emulator.mjs).

PicoBoard has VirtualBoard's interface, so hardware/vboard/script.py and the host drive it
unchanged (`python -m hardware.vboard --target pico`). What differs is underneath: the firmware is
the rp2 build running hal_pico; the stones reach it as ADC counts through the mux select lines and
the row power switch; the LEDs are what the data pin's waveform says; the clock faces are what the
I2C bus wrote into the two HT16K33; the buttons are bouncing GPIO inputs; the USB serial is the
emulated USB CDC device, bridged to the same kind of pty the host opens.

Time: the board runs in emulated time (slower than the wall clock while busy, never faster), and
the script's waits, holds and timeouts count emulated time (sleep(), now()). The emulator runs in
lockstep with this side: it advances only as far as _pace grants, a QUANTUM_MS at a time and only
while this event loop is free to read what the board says (a loaded machine stops the board rather
than letting its time run on unobserved), and never past a sleep's end. Each command applies at
the grant outstanding when it was sent, so a held button is held for exactly its emulated time.
"""

import asyncio
import hashlib
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

from hardware.romfs import app_romfs
from hardware.vboard.device import POINTS, ROOT, VirtualBoard

PICO = ROOT / "hardware" / "pico"
IMAGES = {
    "romfs": PICO / "firmware" / "micropython-v1.28.0-rpi_pico-romfs.uf2",
    "frozen": PICO / "firmware" / "micropython-v1.28.0-rpi_pico-tengen.uf2",
}
QUANTUM_MS = 10  # emulated time granted ahead of what this side has seen (lockstep)
BOOT_MS = 60000  # a board that has not reported ready after this much of its time did not boot
FS_BLOCKS = 352  # RPI_PICO: 1408 KB of littlefs at the end of the 2 MB flash
FS_BLOCK_SIZE = 4096


# Datasheet windows (ns) for the LED data line: WS2812B (Worldsemi): T0H 400, T1H 800, T0L 850, T1L 450,
# each +-150; SK6812 (Opsco): T0H 300, T1H 600, T0L 900, T1L 600, each +-150.
LED_WINDOWS = {
    "WS2812B": {"t0h": (250, 550), "t1h": (650, 950), "t0l": (700, 1000), "t1l": (300, 600)},
    "SK6812": {"t0h": (150, 450), "t1h": (450, 750), "t0l": (750, 1050), "t1l": (450, 750)},
}


def led_timing_problems(timing, windows=LED_WINDOWS):
    """A frame's measured figures (each [least, most] over the frame, as hardware/pico/ws2812_line.mjs
    reports them) against every chip's windows: what lies outside, [] when all is inside."""
    problems = []
    for chip, chip_windows in windows.items():
        for key, (low, high) in chip_windows.items():
            measured = timing.get(key)
            if measured is None:
                problems.append("%s %s: no such bit in the frame" % (chip, key))
            elif measured[0] < low or measured[1] > high:
                problems.append("%s %s %d-%d ns outside %d-%d" % (chip, key, measured[0], measured[1], low, high))
    return problems


def decode_led_line(edges):
    """The frames a WS2812B would read from the data line's edges ([(ns, level), ...]), decoded by the
    emulator's own decoder: one dict per frame (hex, bits, t0h, t1h, t0l, t1l, reset_before)."""
    result = subprocess.run([find_node(), str(PICO / "ws2812_line.mjs")], input=json.dumps(edges).encode(),
                            capture_output=True, check=True, timeout=60)
    return [json.loads(line) for line in result.stdout.decode().splitlines() if line]


def find_node():
    node = shutil.which("node")
    if not node:
        raise RuntimeError("no node command: the emulated Pico needs Node.js 18 or later")
    if not (PICO / "node_modules" / "rp2040js").exists():
        raise RuntimeError("rp2040js is not installed: run `make pico-deps` (npm ci in hardware/pico)")
    return node


def _littlefs(data=None):
    from littlefs import LittleFS, UserContext

    context = UserContext(FS_BLOCKS * FS_BLOCK_SIZE)
    if data is not None:
        context.buffer[:len(data)] = data
    # MicroPython's rp2 port: VfsLfs2(bdev, progsize=256), its read size and lookahead 32
    return LittleFS(context=context, mount=data is not None, block_size=FS_BLOCK_SIZE, block_count=FS_BLOCKS,
                    read_size=32, prog_size=256, lookahead_size=32, cache_size=256)


def install_app(fs_image, image, pinmap, extra_files=None):
    """A new board's flash as its owner leaves it: main.py and pinmap.json on the filesystem and,
    for the romfs image, the application in its ROMFS partition (romfs.img beside fs_image); the
    frozen image carries the application itself. extra_files: {name: bytes} written last onto the
    filesystem (the benches' probes)."""
    fs = _littlefs()
    fs.format()
    fs.mount()
    files = {"main.py": (ROOT / "firmware" / "main.py").read_bytes(), "pinmap.json": Path(pinmap).read_bytes()}
    if image == "romfs":
        Path(fs_image).with_name("romfs.img").write_bytes(app_romfs())
    files.update(extra_files or {})
    for name, data in files.items():
        with fs.open(name, "wb") as f:
            f.write(data)
    fs.unmount()
    Path(fs_image).write_bytes(bytes(fs.context.buffer))


class PicoBoard(VirtualBoard):
    """VirtualBoard's interface on the emulated Pico. image: "frozen" (the default: the image an
    owner flashes, the app frozen in) or "romfs" (MicroPython with a ROMFS partition, the app
    deployed there as .mpy); sensor_ton_us: the sensors' power-on time in the board model."""

    time_stretch = 40  # a timeout in emulated time may take this many times as long on the wall clock

    def __init__(self, tty_link, flash_dir, board_id="pico", serial_log=None, pinmap=None, image="frozen",
                 sensor_ton_us=None, usb_cc_mv=None, extra_files=None):
        super().__init__(tty_link, flash_dir, board_id, serial_log, pinmap)
        self.image = image
        self.given_id = board_id
        self.extra_files = extra_files
        self.sensor_ton_us = sensor_ton_us
        self.usb_cc_mv = usb_cc_mv
        self.fs_image = self.flash_dir / "fs.img"
        self.emulated_ms = 0.0
        self.ticked = asyncio.Event()
        self.events = []  # the emulator's events: boot, USB, halts, figures
        self.led_timing = None  # the last frame's measured waveform (ns)
        self.faces = None
        self.boot_report = {}
        self.ready_ms = None
        self.warping = False
        self.granted_ms = 0.0  # lockstep: the emulator may run up to here
        self.hold_ms = None  # ... and never past here (a sleep's end)
        self.paced = asyncio.Event()
        config = json.loads(Path(self.pinmap).read_text())
        self.brightness = config["leds"].get("brightness", 255) or 255
        self.order = config["leds"].get("order", "GRB")
        sys.path.insert(0, str(ROOT / "firmware"))
        try:
            from ledchain import chain_table
            import ht16k33
        finally:
            sys.path.pop(0)
        self.chain = chain_table(config["board"]["size"], config["leds"]["chain"])
        self.glyphs = {}
        for char in ht16k33._CHARS:  # first wins: digits before the letters that look the same
            self.glyphs.setdefault(ht16k33.glyph(char), char)
        self.glyph = ht16k33.glyph
        self.face_layout = ht16k33.layout

    # -- life cycle -------------------------------------------------------------------------------
    async def start(self):
        self.flash_dir.mkdir(parents=True, exist_ok=True)
        if self.serial_log_path:
            self.serial_log = open(self.serial_log_path, "ab")
        await self.power_on()

    async def power_on(self):
        node = find_node()
        if not self.fs_image.exists():
            install_app(self.fs_image, self.image, self.pinmap, self.extra_files)
        self._open_pty()
        self.state = {}
        self.events = []
        self.ready_ms = None
        self.warping = False
        self.emulated_ms = self.granted_ms = 0.0
        self.hold_ms = None
        command = [node, str(PICO / "emulator.mjs"), "--image=%s" % IMAGES[self.image], "--pinmap=%s" % self.pinmap,
                   "--flash=%s" % self.fs_image, "--lockstep"]
        romfs = self.fs_image.with_name("romfs.img")
        if self.image == "romfs" and romfs.exists():
            command.append("--romfs=%s" % romfs)
        # the board's flash unique ID (its board id): 8 bytes derived from the name it was given
        command.append("--flash-id=%s" % hashlib.sha256(self.given_id.encode()).hexdigest()[:16])
        if self.sensor_ton_us is not None:
            command.append("--sensor-ton-us=%s" % self.sensor_ton_us)
        if os.environ.get("TENGEN_PICO_FLASH"):  # the flash path modelled: "xip" or "xip,max" (emulator.mjs)
            command.append("--flash-model=%s" % os.environ["TENGEN_PICO_FLASH"])
        if self.usb_cc_mv is not None:
            command.append("--usb-cc-mv=%s" % ",".join(str(v) for v in self.usb_cc_mv))
        self.process = await asyncio.create_subprocess_exec(
            *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, cwd=str(ROOT), limit=1 << 20)
        self.sim_writer = self.process.stdin
        self.tasks = [asyncio.create_task(self._from_emulator()), asyncio.create_task(self._host_to_firmware()),
                      asyncio.create_task(self._pace())]
        self._send_layout()
        self._send("buttons %d" % self.buttons)
        # Ready: hal_pico's boot report (the board id), then the application's first report, which
        # comes after the sensors' calibration (a hand must not move stones before that).
        # Counted in the board's time (a new board's first boot takes 18 s of it with the flash's
        # maximum erase times), the wall clock only a guard against a stalled emulator: in
        # lockstep a loaded machine slows the board down, it does not make it late.
        deadline = time.monotonic() + float(os.environ.get("TENGEN_PICO_BOOT_S", 900))
        while "physical" not in self.state and time.monotonic() < deadline and self.emulated_ms < BOOT_MS:
            if self.process.returncode is not None or self.halted():
                break
            if "boot" in self.state:
                self.board_id = self.state["boot"]
            await self.wait_report(0.2)
        if "physical" not in self.state:
            raise RuntimeError("the emulated Pico did not boot: %s" % (self.halted() or self.events[-3:]))

    async def power_off(self):
        for task in self.tasks:
            task.cancel()
        self.tasks = []
        if self.process and self.process.returncode is None:
            self.process.kill()
            await self.process.wait()
        self.sim_writer = None
        self.unplug()
        self.leds = [(0, 0, 0)] * POINTS
        self.display = {"left": "", "right": "", "running": 0}

    async def stop(self):
        await self.power_off()
        if self.serial_log:
            self.serial_log.close()

    def halted(self):
        for event in self.events:
            if "halted" in event:
                return event["halted"]
        return None

    # -- time -------------------------------------------------------------------------------------
    def now(self):
        """Emulated seconds since power-on."""
        return self.emulated_ms / 1000

    async def _sleep_emulated(self, seconds):
        """Let exactly `seconds` of emulated time pass from the grant outstanding (where the
        latest command applies), the emulator held there (at most time_stretch times as long on
        the wall)."""
        target = round(max(self.emulated_ms, self.granted_ms) + seconds * 1000, 3)
        self.hold_ms = target
        self.paced.set()
        deadline = time.monotonic() + seconds * self.time_stretch + 5
        try:
            while self.emulated_ms < target and time.monotonic() < deadline and self.process.returncode is None:
                self.ticked.clear()
                try:
                    await asyncio.wait_for(self.ticked.wait(), 0.5)
                except asyncio.TimeoutError:
                    pass
        finally:
            self.hold_ms = None
            self.paced.set()

    async def _pace(self):
        """Lockstep: grant the emulator QUANTUM_MS beyond what this side has seen, each time it
        reports its time, never past a sleep's end. Runs only while this event loop is free: a
        starved runner stops the board."""
        while self.process.returncode is None:
            limit = self.emulated_ms + QUANTUM_MS
            if self.hold_ms is not None:
                limit = min(limit, self.hold_ms)
            limit = round(limit, 3)
            if limit > self.granted_ms:
                self.granted_ms = limit
                self._send("run %.3f" % limit)
            self.paced.clear()
            await self.paced.wait()

    # -- the emulator's lines -----------------------------------------------------------------------
    def _send(self, line):
        if self.sim_writer is not None and self.process.returncode is None:
            self.sim_writer.write(line.encode() + b"\n")

    def warp(self, ms):
        """Clock time passes at once: the emulator moves the chip's timer in steps of at most 100 s
        with a little CPU time between them, so the firmware's microsecond ticks (which wrap
        every 1074 s) never see a jump they cannot tell from going backwards."""
        self.warping = True
        self._send("warp %d" % ms)

    async def sleep(self, seconds):
        deadline = time.monotonic() + 60
        while self.warping and time.monotonic() < deadline and self.process.returncode is None:
            await self.wait_report(0.1)
        await self._sleep_emulated(seconds)

    def configure(self, changes):
        self._send("uart configure " + json.dumps(changes))

    async def _from_emulator(self):
        while True:
            line = await self.process.stdout.readline()
            if not line:
                return
            word, _, rest = line.decode("latin1").rstrip("\n").partition(" ")
            if word == "t":
                self.emulated_ms = float(rest)
                self.ticked.set()
                self.paced.set()
            elif word == "usb":
                self._to_host(bytes.fromhex(rest))
            elif word == "uart":
                ms, _, text = rest.partition(" ")
                self._on_uart(text, float(ms))
            elif word == "leds":
                self._on_leds(rest)
            elif word == "display":
                self._on_display(json.loads(rest))
            elif word == "event":
                event = json.loads(rest)
                self.events.append(event)
                if "warped" in event:
                    self.warping = False
                self.changed.set()

    async def _to_firmware(self, data):
        """The host's bytes to the emulated USB CDC device."""
        self._send("usb " + data.hex())
        await self.sim_writer.drain()

    def _on_uart(self, text, ms=None):
        if text.startswith("configured "):
            self.configured.append(json.loads(text[len("configured "):]))
        else:
            try:
                state = json.loads(text)
            except ValueError:
                return  # not a report: debugging text
            if isinstance(state, dict):
                if "boot" in state:
                    self.boot_report = state  # hal_pico's own: chip, scan, supply, LED rail
                self.state = state
                if self.ready_ms is None and "physical" in state:
                    self.ready_ms = ms  # boot to ready: the application's first report
        self.changed.set()

    def _on_leds(self, rest):
        hexdata, _, figures = rest.partition(" ")
        raw = bytes.fromhex(hexdata)
        self.led_timing = json.loads(figures)
        channels = len(self.order)
        if len(raw) < channels * POINTS:
            return  # a frame cut short (a power cut mid-frame): the chain keeps nothing new
        leds = []
        for p in range(POINTS):
            at = self.chain[p] * channels
            pixel = dict(zip(self.order, raw[at:at + channels]))
            # the wire carries colours scaled by the pin map's brightness: undo it for the names
            leds.append(tuple(min(255, pixel.get(c, 0) * 255 // self.brightness) for c in "RGB"))
        self.leds = leds
        self.changed.set()

    def _on_display(self, message):
        self.faces = message
        texts = [self._face_text(face) for face in message["faces"]]
        lamps = message["lamps"]
        self.display = {"left": texts[0], "right": texts[1], "running": 1 if lamps[0] else 2 if lamps[1] else 0}
        self.changed.set()

    def _face_text(self, face):
        """What the face shows, as text: digits at RAM bytes 0, 2, 6, 8, the colon and the
        1.2" display's one point at byte 4 (bits 0x02 and 0x10), per-digit points on bit 0x80."""
        if not face["on"]:
            return ""
        ram = bytes.fromhex(face["ram"])
        text = ""
        for k, at in enumerate((0, 2, 6, 8)):
            segments = ram[at]
            text += self.glyphs.get(segments & 0x7F, "~")
            if segments & 0x80 or (k == 2 and ram[4] & 0x10):
                text += "."
            if k == 1 and ram[4] & 0x02:
                text += ":"
        return text

    def display_pattern(self, pattern):
        """A script's expected face text as this face can show it. Plain text goes through the
        firmware's own layout for a 4-digit face ("NO PASS" shows as N0PA); in a pattern with
        wildcards each literal character becomes the glyph it lights (O is 0, S is 5)."""
        if not any(c in pattern for c in "*?["):
            try:
                cells, colon = self.face_layout(pattern)
            except (TypeError, ValueError):
                cells = None
            if cells is not None and len(cells) == 4:
                text = ""
                for k, segments in enumerate(cells):
                    text += self.glyphs.get(segments & 0x7F, "~") + ("." if segments & 0x80 else "")
                    if k == 1 and colon:
                        text += ":"
                return " ".join(text.split())
        out = []
        depth = 0
        for char in pattern:
            if char == "[":
                depth += 1
            elif char == "]":
                depth -= 1
            if depth or char in "*?[]:. " or char not in self.glyphs.values() and not self.glyph(char):
                out.append(char)
            else:
                out.append(self.glyphs.get(self.glyph(char), char))
        return "".join(out)

    # -- flash --------------------------------------------------------------------------------------
    def tear(self, name, count):
        """(Power off) drop the last `count` bytes of a file on the flash: a write the cut tore."""
        fs = _littlefs(self.fs_image.read_bytes())
        if name in ("journal.bin", "journal.ahead"):  # the journal: its flash ring, in the blocks ring.bin reserves
            from hardware.vboard.ring import ImageFlash, tear, half_erase_ahead

            with fs.open("ring.map", "r") as f:
                blocks = json.loads(f.read())
            fs.unmount()
            data = bytearray(self.fs_image.read_bytes())
            what = half_erase_ahead if name == "journal.ahead" else tear
            if not what(ImageFlash(data, [b * FS_BLOCK_SIZE for b in blocks], 64), count):
                raise RuntimeError("no journal in the flash ring to tear")
            self.fs_image.write_bytes(bytes(data))
            return
        with fs.open(name, "rb") as f:
            data = f.read()
        with fs.open(name, "wb") as f:
            f.write(data[:max(0, len(data) - count)])
        fs.unmount()
        self.fs_image.write_bytes(bytes(fs.context.buffer))

    def figures(self):
        self._send("figures")
