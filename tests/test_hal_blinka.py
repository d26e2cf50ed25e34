"""The Blinka backend (firmware/hal_blinka.py) on CPython against fake Adafruit modules
(tests/fakes/blinka.py) that record the wire: select lines at each MCP3008 conversion, the pixels
at each NeoPixel.show(), the digits on each HT16K33 face, and the buttons' levels."""

import asyncio
import io
import json
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
COLUMNS = ("D5", "D6", "D13", "D19")
ROWS = ("D17", "D27", "D22", "D23")


@pytest.fixture(scope="module")
def env():
    """Firmware modules, fakes and cpython_compat for this module only; everything put back after."""
    saved_path = list(sys.path)
    saved_modules = set(sys.modules)
    saved_time = set(vars(time))
    saved_reader = asyncio.StreamReader
    sys.path[:0] = [str(ROOT / "firmware"), str(ROOT / "tests" / "fakes")]
    import blinka

    blinka.install()
    import cpython_compat

    cpython_compat.install()
    import hal_blinka
    import main

    yield blinka, hal_blinka, main
    for name in set(vars(time)) - saved_time:
        delattr(time, name)
    asyncio.StreamReader = saved_reader
    for name in set(sys.modules) - saved_modules:
        del sys.modules[name]
    sys.path[:] = saved_path


class Clock:
    def __init__(self):
        self.us = 5_000_000

    def ticks_us(self):
        return self.us

    def ticks_ms(self):
        return self.us // 1000


def value(levels, names):
    return sum(1 << k for k, name in enumerate(names) if levels[name])


def make(env, clock=None, **changes):
    blinka, hal_blinka, _ = env
    blinka.install()
    config = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
    config["sensors"]["row_power_settle_us"] = 0
    for section, values in changes.items():
        config[section].update(values)

    def stones(levels):  # a distinct 10-bit reading per point; 1023 when the rows are off
        if levels["D24"]:
            return 1023
        return 100 + 15 * value(levels, ROWS) + value(levels, COLUMNS)

    blinka.WIRE.sensor = stones
    return hal_blinka.BlinkaBoard(config=config, flash_dir="/tmp/tengen-blinka", board_id="pi-test",
                                  clock=clock or Clock())


def test_scan_reads_each_point_with_its_row_powered_and_mux_addressed(env):
    from array import array

    board = make(env)
    wire = env[0].WIRE
    wire.reads.clear()
    wire.writes.clear()
    out = array("H", bytes(450))
    board.read_sensors(out)
    assert len(wire.reads) == 225
    assert not any(levels["D24"] for levels in wire.reads)
    assert list(out) == [(100 + p) << 2 for p in range(225)]  # 10 bits scaled to hal.py's 12-bit counts
    assert [(p // 15, p % 15) for p in range(225)] == sorted(
        (value(levels, ROWS), value(levels, COLUMNS)) for levels in wire.reads)
    assert wire.levels["D24"]  # rows off again
    column_writes = sum(1 for name, _ in wire.writes if name in COLUMNS)
    assert column_writes <= 4 + 15 * 16  # Gray code: one select line per column step


def test_leds_serpentine_grb_through_neopixel(env):
    board = make(env, leds={"chain": "serpentine-rows"})
    wire = env[0].WIRE
    assert wire.neopixel == {"pin": "D18", "n": 225, "bpp": 3, "auto_write": False, "order": "GRB"}
    frame = bytearray(675)
    frame[3 * 15:3 * 15 + 3] = b"\x01\x02\x03"  # a2: row 1 runs back, chain position 29
    board.show_leds(frame)
    assert wire.frames[-1][29] == (1, 2, 3)
    assert sum(1 for px in wire.frames[-1] if any(px)) == 1


def test_leds_follow_the_pin_maps_rows(env):
    board = make(env)  # the board's chain: every row a -> o
    wire = env[0].WIRE
    frame = bytearray(675)
    frame[3 * 15:3 * 15 + 3] = b"\x01\x02\x03"  # a2: chain position 15
    board.show_leds(frame)
    assert wire.frames[-1][15] == (1, 2, 3)


def test_rgbw_pixels_take_white_out_of_the_colours(env):
    board = make(env, leds={"type": "SK6812-RGBW", "order": "GRBW"})
    wire = env[0].WIRE
    assert wire.neopixel["bpp"] == 4 and wire.neopixel["order"] == "GRBW"
    frame = bytearray(675)
    frame[0:3] = bytes((200, 150, 100))
    board.show_leds(frame)
    assert wire.frames[-1][0] == (100, 50, 0, 100)


def test_clock_faces_and_lamps(env):
    board = make(env)
    wire = env[0].WIRE
    board.show_clock("1:23", "B WIN", 1)
    assert wire.faces[0x70] == (bytes((0x00, 0x06, 0x5B, 0x4F)), True)
    assert wire.faces[0x71] == (bytes((0x7C, 0x2A, 0x30, 0x54)), False)
    assert wire.levels["D26"] and not wire.levels["D4"]
    board.show_clock("19.4", "W", 2)
    assert wire.faces[0x70] == (bytes((0x00, 0x06, 0x6F | 0x80, 0x66)), False)
    assert not wire.levels["D26"] and wire.levels["D4"]


def test_a_missing_face_is_skipped(env):
    blinka = env[0]
    blinka.install()
    blinka.WIRE.absent.add(0x71)
    config = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
    board = env[1].BlinkaBoard(config=config, board_id="x", clock=Clock())
    board.show_clock("1:00", "2:00", 1)
    assert 0x70 in blinka.WIRE.faces and 0x71 not in blinka.WIRE.faces


def test_buttons_polled_and_debounced_with_the_first_edge_stamped(env):
    clock = Clock()
    board = make(env, clock=clock)
    wire = env[0].WIRE
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


def test_link_is_unbuffered_stdin_and_flushed_stdout(env, monkeypatch):
    board = make(env)
    sink = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(sink))
    with open("/dev/null", "rb") as stdin:
        monkeypatch.setattr(sys, "stdin", stdin)
        reader, write = board.link_streams()
        assert isinstance(reader, io.FileIO) and reader.fileno() == stdin.fileno()
    write(b"\x00frame\x00")
    assert sink.getvalue() == b"\x00frame\x00"


def test_identity_flash_and_supply(env):
    board = make(env)
    assert board.board_id == "pi-test"
    assert board.flash_path("calibration.bin") == "/tmp/tengen-blinka/calibration.bin"
    assert board.config["leds"]["supply_ma"] == 2000 and board.config["leds"]["supply_source"] == "configured"


def test_backend_selection(env, monkeypatch):
    main = env[2]
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


def test_ticks_and_run_take_the_application(env):
    clock = Clock()
    board = make(env, clock=clock)
    assert board.ticks_ms() == clock.ticks_ms()

    async def briefly():
        task = asyncio.ensure_future(board.run(object()))
        await asyncio.sleep(0.01)
        task.cancel()

    asyncio.run(briefly())
