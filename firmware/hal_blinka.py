"""A board driven by a Raspberry Pi (CPython + Adafruit Blinka), or by a CircuitPython board.

The same sensor matrix, LED chain, buttons and clock faces as the Pico board (hardware/NOTES.md),
wired to the pins named in the pin map's "blinka" section (board.* names). The Pi has no ADC: the
second-level mux's output goes to an MCP3008 (10 bits, scaled to the 12-bit counts hal.py speaks);
a CircuitPython board can use its own ADC ("adc": {"type": "analogio", "pin": "A0"}).

Adafruit packages (PyPI names; CircuitPython bundle names without the prefix):
  adafruit-blinka                    board, digitalio, busio on Linux (not needed on CircuitPython)
  adafruit-circuitpython-mcp3xxx     the MCP3008 over SPI
  adafruit-circuitpython-neopixel    the LED chain (rpi_ws281x underneath on a Pi: run as root)
  adafruit-circuitpython-ht16k33     the two 7-segment clock faces
On CPython, main.py first runs cpython_compat.install() for the MicroPython APIs the app uses.

Beyond hal.py, as on the Pico: pressed_at(side), buttons() bits 2-3 for menu and arbiter.
"""

import os
import sys
import json
import time
from array import array

import board
import busio
import digitalio

from hal import LEFT, RIGHT
from ledchain import chain_table
from debounce import EdgeDebouncer
from ht16k33 import DIGITS, layout

SIZE = 15
_BUTTON_KEYS = ("left_pin", "right_pin", "menu_pin", "arbiter_pin")  # bit 0, 1, 2, 3
# Column order with one select line changing per step (Gray code); 15 is passed, not read.
_GRAY = tuple(k ^ (k >> 1) for k in range(16))


def _env(name, default):
    value = os.getenv(name)
    return default if value is None else value


def _output(name, value=False):
    pin = digitalio.DigitalInOut(getattr(board, name))
    pin.switch_to_output(value=value)
    return pin


def _board_id():
    for path in ("/sys/firmware/devicetree/base/serial-number", "/proc/device-tree/serial-number"):
        try:
            with open(path, "rb") as f:
                return "pi-" + f.read().strip(b"\0\n ").decode()
        except OSError:
            pass
    try:
        import microcontroller  # CircuitPython

        return "".join("%02x" % b for b in microcontroller.cpu.uid)
    except ImportError:
        return "blinka-0000"


def _adc_reader(spec):
    """A function returning one conversion in 16-bit scale (Adafruit's AnalogIn.value)."""
    if spec["type"] == "MCP3008":
        import adafruit_mcp3xxx.mcp3008 as MCP
        from adafruit_mcp3xxx.analog_in import AnalogIn

        spi = busio.SPI(clock=board.SCK, MISO=board.MISO, MOSI=board.MOSI)
        cs = digitalio.DigitalInOut(getattr(board, spec["cs_pin"]))
        channel = AnalogIn(MCP.MCP3008(spi, cs), getattr(MCP, "P%d" % spec["channel"]))
    elif spec["type"] == "analogio":
        import analogio

        channel = analogio.AnalogIn(getattr(board, spec["pin"]))
    else:
        raise ValueError("ADC type %r" % spec["type"])
    return lambda: channel.value


class BlinkaBoard:
    def __init__(self, pinmap=None, config=None, flash_dir=None, board_id=None, clock=time):
        if config is None:
            with open(pinmap or _env("TENGEN_PINMAP", "hardware/pinmap.json")) as f:
                config = json.load(f)
        self.config = config
        self.clock = clock
        self.flash_dir = flash_dir or _env("TENGEN_FLASH", "/var/lib/tengen")
        self.board_id = board_id or _env("TENGEN_BOARD_ID", None) or _board_id()
        pins = config["blinka"]
        config["leds"].setdefault("supply_source", "configured")  # no CC sensing: a 5 V supply
        # -- sensors
        self.columns = [_output(name) for name in pins["column_select_pins"]]
        self.rows = [_output(name) for name in pins["row_select_pins"]]
        self.row_off = _output(pins["row_power_enable_n_pin"], True)
        self.read_adc = _adc_reader(pins["adc"])
        self.settle_s = config["sensors"]["row_power_settle_us"] / 1_000_000
        # -- LEDs
        import neopixel

        leds = config["leds"]
        order = leds["order"].upper()
        if leds.get("type", "").upper().endswith("RGBW") and "W" not in order:
            order += "W"
        self.white = len(order) == 4
        self.chain = chain_table(SIZE, leds["chain"])
        self.pixels = neopixel.NeoPixel(getattr(board, pins["led_pin"]), leds.get("count", SIZE * SIZE),
                                        bpp=len(order), brightness=1.0, auto_write=False, pixel_order=order)
        # -- clock faces, lamps, buttons
        self._clock_faces(config["display"])
        self.lamps = (_output(pins["lamp_left_pin"]), _output(pins["lamp_right_pin"]))
        self.button_pins = []
        for key in _BUTTON_KEYS:
            if pins.get(key) is not None:
                pin = digitalio.DigitalInOut(getattr(board, pins[key]))
                pin.switch_to_input(pull=digitalio.Pull.UP if config["buttons"]["active_low"] else digitalio.Pull.DOWN)
                self.button_pins.append(pin)
        self.active = not config["buttons"]["active_low"]
        self.levels = self._levels()
        self.debouncer = EdgeDebouncer(len(self.button_pins), config["buttons"]["debounce_ms"] * 1000, self.levels,
                                       clock.ticks_us())

    def _clock_faces(self, display):
        from adafruit_ht16k33.segments import Seg7x4

        i2c = busio.I2C(board.SCL, board.SDA, frequency=display.get("i2c_freq", 400000))
        self.faces = []
        self.face_text = [None, None]
        self.display_errors = 0
        for key in ("left_address", "right_address"):
            try:
                face = Seg7x4(i2c, address=display[key], auto_write=False)
                face.brightness = display.get("brightness", 15) / 15
                self.faces.append(face)
            except (OSError, ValueError):  # no display at that address: play on without it
                self.faces.append(None)

    def _levels(self):
        levels = 0
        for i, pin in enumerate(self.button_pins):
            if pin.value == self.active:
                levels |= 1 << i
        return levels

    @staticmethod
    def _put(pins, old, new):
        """Move select lines from value old to new, touching only the lines that change."""
        change = old ^ new
        k = 0
        while change:
            if change & 1:
                pins[k].value = bool(new >> k & 1)
            change >>= 1
            k += 1

    # -- the interface ---------------------------------------------------------------------------
    def flash_path(self, name):
        return self.flash_dir + "/" + name

    def read_sensors(self, out):
        rows = self.rows
        columns = self.columns
        read = self.read_adc
        for pin in rows + columns:  # row 0, column 0, whatever happened before
            pin.value = False
        self.row_off.value = False
        try:
            row = 0
            column = 0
            for r in range(SIZE):
                self._put(rows, row, r)
                row = r
                time.sleep(self.settle_s)
                base = r * SIZE
                for k in range(16):  # each row walks the Gray code on from where the last one ended
                    c = _GRAY[k if r & 1 == 0 else 15 - k]
                    self._put(columns, column, c)
                    column = c
                    if c < SIZE:
                        out[base + c] = read() >> 4
        finally:
            self.row_off.value = True

    def show_leds(self, rgb):
        pixels = self.pixels
        chain = self.chain
        for p in range(SIZE * SIZE):
            r, g, b = rgb[3 * p], rgb[3 * p + 1], rgb[3 * p + 2]
            if self.white:
                w = min(r, g, b)
                pixels[chain[p]] = (r - w, g - w, b - w, w)
            else:
                pixels[chain[p]] = (r, g, b)
        pixels.show()

    def buttons(self):
        self._poll_buttons()
        return self.debouncer.update(self.levels, self.clock.ticks_us(), self.clock.ticks_ms())

    def pressed_at(self, side):
        return self.debouncer.pressed_ms[side - 1]

    def show_lamp(self, running):
        self.lamps[0].value = running == LEFT
        self.lamps[1].value = running == RIGHT

    def show_clock(self, left, right, running):
        self.show_lamp(running)
        for k, text in enumerate((left, right)):
            face = self.faces[k]
            if face is None or text == self.face_text[k]:
                continue
            segments, colon = layout(text)
            try:
                for d in range(DIGITS):
                    face.set_digit_raw(d, segments[d])
                face.colon = colon
                face.show()
                self.face_text[k] = text
            except OSError:
                self.display_errors += 1

    def report(self, state):
        sys.stderr.write(json.dumps(state) + "\n")  # the Pi's console / journal

    def link_streams(self):
        reader = open(sys.stdin.fileno(), "rb", buffering=0, closefd=False)  # unbuffered: poll() tells the truth
        out = sys.stdout.buffer

        def write(data):
            out.write(data)
            out.flush()

        return reader, write

    def ticks_ms(self):
        return self.clock.ticks_ms()

    async def run(self, app=None):
        """Housekeeping only; app is unused (the menu button is read with the others, buttons() bit 2)."""
        import asyncio

        while True:  # no pin interrupts through Blinka: sample the buttons every 2 ms
            self._poll_buttons()
            await asyncio.sleep_ms(2)

    async def wait_ready(self):
        return

    def _poll_buttons(self):
        levels = self._levels()
        changed = levels ^ self.levels
        if changed:
            now_us = self.clock.ticks_us()
            now_ms = self.clock.ticks_ms()
            for i in range(len(self.button_pins)):
                if changed >> i & 1:
                    self.debouncer.edge(i, now_us, now_ms)
            self.levels = levels
