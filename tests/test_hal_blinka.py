"""The Blinka backend (firmware/hal_blinka.py) on CPython with the real Adafruit libraries from PyPI
(Adafruit-Blinka, adafruit-circuitpython-neopixel, -ht16k33, -mcp3xxx) on Blinka's OS-agnostic board
(BLINKA_FORCEBOARD/BLINKA_FORCECHIP). Only the lowest calls are observed and answered: the GPIO pins'
writes and reads (the Pi's BCM pins added to the board as its own pin objects), the SPI transfers
(answered as an MCP3008 does, in its data sheet's framing), the I2C writes (the HT16K33's display RAM,
read back in the Adafruit 7-segment backpack's layout) and the bytes neopixel_write is given."""

import asyncio
import io
import json
import os
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COLUMNS = ("D5", "D6", "D13", "D19")
ROWS = ("D17", "D27", "D22", "D23")
AGNOSTIC = "adafruit_blinka.microcontroller.generic_agnostic_board"


class Wire:
    """What the lowest calls saw: levels (pin -> level), writes ((pin, level) in order), reads (the
    levels at each MCP3008 conversion, its channel in channels), frames (pin, bytes) given to
    neopixel_write, i2c (address, bytes) written, absent (addresses that do not answer)."""

    def __init__(self):
        self.levels = {}
        self.writes = []
        self.reads = []
        self.channels = []
        self.sensor = lambda levels: 512
        self.frames = []
        self.i2c = []
        self.absent = set()

    def face(self, address):
        """(the 4 digits' segments, colon) of the last display RAM written to an HT16K33: the backpack
        wires digits 1-4 to RAM rows 0, 1, 3, 4 and the colon to row 2's bit 1 (two bytes a row)."""
        ram = [data[1:] for to, data in self.i2c if to == address and len(data) == 17 and data[0] == 0x00][-1]
        return bytes((ram[0], ram[2], ram[6], ram[8])), bool(ram[4] & 0x02)

    def pixels(self, bpp, order):
        """The last frame sent, as (r, g, b[, w]) per pixel, from the wire's byte order."""
        data = self.frames[-1][1]
        return [tuple(data[i + order.index(c)] for c in "RGBW"[:bpp]) for i in range(0, len(data), bpp)]


@pytest.fixture(scope="module")
def env():
    """Blinka on its agnostic board, the firmware modules and cpython_compat for this module only;
    everything put back after."""
    saved_path = list(sys.path)
    saved_modules = set(sys.modules)
    saved_time = set(vars(time))
    saved_reader = asyncio.StreamReader
    saved_env = {name: os.environ.get(name) for name in ("BLINKA_FORCEBOARD", "BLINKA_FORCECHIP")}
    os.environ.update(BLINKA_FORCEBOARD="OS_AGNOSTIC_BOARD", BLINKA_FORCECHIP="OS_AGNOSTIC")
    import board
    from adafruit_blinka.microcontroller.generic_agnostic_board.pin import Pin

    config = json.loads((ROOT / "hardware" / "pinmap.json").read_text())["blinka"]
    names = COLUMNS + ROWS + tuple(value for key, value in config.items() if key.endswith("_pin")) + ("D25",)
    for name in names:  # the Pi's BCM pins, which the agnostic board does not name
        setattr(board, name, Pin(name))
    sys.path[:0] = [str(ROOT / "firmware")]
    import cpython_compat

    cpython_compat.install()
    import hal_blinka
    import main

    yield hal_blinka, main
    for name in set(vars(time)) - saved_time:
        delattr(time, name)
    asyncio.StreamReader = saved_reader
    for name in set(sys.modules) - saved_modules:
        del sys.modules[name]
    sys.path[:] = saved_path
    for name, value in saved_env.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture
def wire(env, monkeypatch):
    """The lowest calls of the agnostic board, recorded and answered for one test."""
    import importlib

    pin_module = importlib.import_module(AGNOSTIC + ".pin")
    spi_module = importlib.import_module(AGNOSTIC + ".spi")
    i2c_module = importlib.import_module(AGNOSTIC + ".i2c")
    neopixel_module = importlib.import_module(AGNOSTIC + ".neopixel")
    wire = Wire()
    ours = lambda pin: isinstance(pin.id, str)  # noqa: E731 (the Pi's pins, added by env)
    original_init, original_write, original_read = pin_module.Pin.init, pin_module.Pin.write, pin_module.Pin.read

    def init(pin, mode=pin_module.Pin.IN, pull=None):
        if ours(pin) and mode == pin_module.Pin.IN:
            wire.levels[pin.id] = pull == pin_module.Pin.PULL_UP  # nothing pressed: the pull's level
        return original_init(pin, mode, pull)

    def write(pin, value):
        if not ours(pin):
            return original_write(pin, value)
        wire.levels[pin.id] = bool(value)
        wire.writes.append((pin.id, bool(value)))

    def read(pin):
        return wire.levels[pin.id] if ours(pin) else original_read(pin)

    def transfer(spi, out, into, out_start=0, out_end=None, in_start=0, in_end=None):
        # MCP3008 data sheet, section 6.1: a start bit, SGL/DIFF and D2-D0 (the channel), then the
        # 10-bit result in the second byte's two low bits and the third byte.
        assert out[0] == 0x01 and out[1] & 0x80, bytes(out)  # start, single-ended
        wire.channels.append(out[1] >> 4 & 0x07)
        wire.reads.append(dict(wire.levels))
        value = wire.sensor(wire.levels)
        into[1], into[2] = value >> 8 & 0x03, value & 0xFF

    def writeto(i2c, address, buffer, *, stop=True):
        if address in wire.absent:
            raise OSError(121, "Remote I/O error")  # no acknowledge
        wire.i2c.append((address, bytes(buffer)))

    def readfrom_into(i2c, address, buffer, *, stop=True):
        if address in wire.absent:
            raise OSError(121, "Remote I/O error")

    monkeypatch.setattr(pin_module.Pin, "init", init)
    monkeypatch.setattr(pin_module.Pin, "write", write)
    monkeypatch.setattr(pin_module.Pin, "read", read)
    monkeypatch.setattr(spi_module.SPI, "write_readinto", transfer)
    monkeypatch.setattr(i2c_module.I2C, "writeto", writeto, raising=False)
    monkeypatch.setattr(i2c_module.I2C, "readfrom_into", readfrom_into, raising=False)
    monkeypatch.setattr(neopixel_module, "neopixel_write", lambda gpio, buf: wire.frames.append((gpio, bytes(buf))))
    return wire


class Clock:
    def __init__(self):
        self.us = 5_000_000

    def ticks_us(self):
        return self.us

    def ticks_ms(self):
        return self.us // 1000


def value(levels, names):
    return sum(1 << k for k, name in enumerate(names) if levels[name])


def make(env, wire, clock=None, **changes):
    hal_blinka = env[0]
    config = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
    config["sensors"]["row_power_settle_us"] = 0
    for section, values in changes.items():
        config[section].update(values)

    def stones(levels):  # a distinct 10-bit reading per point; 1023 when the rows are off
        if levels["D24"]:
            return 1023
        return 100 + 15 * value(levels, ROWS) + value(levels, COLUMNS)

    wire.sensor = stones
    return hal_blinka.BlinkaBoard(config=config, flash_dir="/tmp/tengen-blinka", board_id="pi-test",
                                  clock=clock or Clock())


def test_scan_reads_each_point_with_its_row_powered_and_mux_addressed(env, wire):
    from array import array

    board = make(env, wire)
    wire.reads.clear()
    wire.writes.clear()
    out = array("H", bytes(450))
    board.read_sensors(out)
    assert len(wire.reads) == 225 and set(wire.channels) == {0}
    assert not any(levels["D24"] for levels in wire.reads)
    # 10 bits in hal.py's 12-bit counts: Adafruit's AnalogIn stretches them over the full 16-bit range
    # (the top bits repeated below, so 1023 is 65535), hal_blinka keeps the top 12 (the fake this test
    # had shifted only, and 256 read 1024 where the library gives 1025)
    assert list(out) == [((100 + p) << 2) | ((100 + p) >> 8) for p in range(225)]
    assert [(p // 15, p % 15) for p in range(225)] == sorted(
        (value(levels, ROWS), value(levels, COLUMNS)) for levels in wire.reads)
    assert wire.levels["D24"]  # rows off again
    column_writes = sum(1 for name, _ in wire.writes if name in COLUMNS)
    assert column_writes <= 4 + 15 * 16  # Gray code: one select line per column step
    assert not any(levels["D25"] for levels in wire.reads)  # the MCP3008 selected at each conversion
    assert wire.levels["D25"]  # and let go after


def test_leds_serpentine_grb_through_neopixel(env, wire):
    board = make(env, wire, leds={"chain": "serpentine-rows"})
    assert wire.frames == []  # auto_write off: nothing on the wire before show
    frame = bytearray(675)
    frame[3 * 15:3 * 15 + 3] = b"\x01\x02\x03"  # a2: row 1 runs back, chain position 29
    board.show_leds(frame)
    gpio, data = wire.frames[-1]
    assert len(wire.frames) == 1 and gpio._pin.id == "D18" and len(data) == 225 * 3
    assert data[29 * 3:29 * 3 + 3] == b"\x02\x01\x03"  # WS2812B: green, red, blue on the wire
    assert wire.pixels(3, "GRB")[29] == (1, 2, 3)
    assert sum(1 for byte in data if byte) == 3


def test_leds_follow_the_pin_maps_rows(env, wire):
    board = make(env, wire)  # the board's chain: every row a -> o
    frame = bytearray(675)
    frame[3 * 15:3 * 15 + 3] = b"\x01\x02\x03"  # a2: chain position 15
    board.show_leds(frame)
    assert wire.pixels(3, "GRB")[15] == (1, 2, 3)


def test_rgbw_pixels_take_white_out_of_the_colours(env, wire):
    board = make(env, wire, leds={"type": "SK6812-RGBW", "order": "GRBW"})
    frame = bytearray(675)
    frame[0:3] = bytes((200, 150, 100))
    board.show_leds(frame)
    assert len(wire.frames[-1][1]) == 225 * 4
    assert wire.frames[-1][1][:4] == bytes((50, 100, 0, 100))  # G, R, B, W on the wire
    assert wire.pixels(4, "GRBW")[0] == (100, 50, 0, 100)


def test_clock_faces_and_lamps(env, wire):
    board = make(env, wire)
    board.show_clock("1:23", "B WIN", 1)
    assert wire.face(0x70) == (bytes((0x00, 0x06, 0x5B, 0x4F)), True)
    assert wire.face(0x71) == (bytes((0x7C, 0x2A, 0x30, 0x54)), False)
    assert wire.levels["D26"] and not wire.levels["D4"]
    board.show_clock("19.4", "W", 2)
    assert wire.face(0x70) == (bytes((0x00, 0x06, 0x6F | 0x80, 0x66)), False)
    assert not wire.levels["D26"] and wire.levels["D4"]
    # HT16K33 data sheet: the system oscillator on (0x21) and the display on (0x81) for each face
    for address in (0x70, 0x71):
        sent = [data for to, data in wire.i2c if to == address and len(data) == 1]
        assert b"\x21" in sent and b"\x81" in sent, sent


def test_a_missing_face_is_skipped(env, wire):
    wire.absent.add(0x71)
    config = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
    board = env[0].BlinkaBoard(config=config, board_id="x", clock=Clock())
    board.show_clock("1:00", "2:00", 1)
    assert wire.face(0x70) and not [data for to, data in wire.i2c if to == 0x71]


def test_buttons_polled_and_debounced_with_the_first_edge_stamped(env, wire):
    clock = Clock()
    board = make(env, wire, clock=clock)
    assert board.buttons() == 0
    clock.us += 2000
    wire.levels["D16"] = False  # left pressed (active low)
    board._poll_buttons()
    stamp = clock.ticks_ms()
    clock.us += 2000
    wire.levels["D16"] = True  # a bounce
    board._poll_buttons()
    clock.us += 2000
    wire.levels["D16"] = False
    board._poll_buttons()
    clock.us += 5000
    assert board.buttons() == 0  # not yet settled
    clock.us += 25000
    assert board.buttons() == 1
    assert board.pressed_at(1) == stamp


def test_link_is_unbuffered_stdin_and_flushed_stdout(env, wire, monkeypatch):
    board = make(env, wire)
    sink = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(sink))
    with open("/dev/null", "rb") as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        reader, write = board.link_streams()
        assert isinstance(reader, io.FileIO) and reader.fileno() == stdin.fileno()
    write(b"\x00frame\x00")
    assert sink.getvalue() == b"\x00frame\x00"


def test_identity_flash_and_supply(env, wire):
    board = make(env, wire)
    assert board.board_id == "pi-test"
    assert board.flash_path("calibration.bin") == "/tmp/tengen-blinka/calibration.bin"
    assert board.config["leds"]["supply_ma"] == 2000 and board.config["leds"]["supply_source"] == "configured"


def test_backend_selection(env, monkeypatch):
    main = env[1]
    monkeypatch.delenv("TENGEN_BACKEND", raising=False)
    assert main.backend_name() == "sim"
    monkeypatch.setenv("TENGEN_BACKEND", "blinka")
    assert main.backend_name() == "blinka"


def test_compat_gives_cpython_the_micropython_apis(env):
    import micropython

    assert micropython.const(7) == 7
    assert time.ticks_diff(time.ticks_add(5, -10), 5) == -10
    assert time.ticks_diff(3, (1 << 30) - 2) == 5  # across the wrap
    assert asyncio.sleep_ms is not None


def test_ticks_and_run_take_the_application(env, wire):
    clock = Clock()
    board = make(env, wire, clock=clock)
    assert board.ticks_ms() == clock.ticks_ms()

    async def briefly():
        task = asyncio.ensure_future(board.run(object()))
        await asyncio.sleep(0.01)
        task.cancel()

    asyncio.run(briefly())
