"""The real Pico firmware on an emulated RP2040 (hardware/pico): the committed MicroPython image
boots, the application goes onto its flash as an owner copies it, calibrates on an empty board and
plays a clocked game against the real host daemon over the emulated USB serial; the host's record,
the LEDs (decoded from the data pin's waveform), the clock faces (decoded from the I2C traffic to
the HT16K33s) and the lamps are what a player would see; a power cut keeps the game."""

import asyncio
import io
from pathlib import Path

import pytest

from harness import Hall, ROOT
from hardware.vboard.pico import PicoBoard, led_timing_problems
from hardware.vboard.script import ScriptRunner

GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]


def clocked_game():
    lines = ["configure time_control 5m+4s", "expect display left 5:00", "expect display right 5:00",
             "expect running none", "press white", "expect running left"]
    for n, point in enumerate(GAME, 1):
        colour = "black" if n % 2 else "white"
        if n == len(GAME):  # the five ends the game as it is placed, with no press (004 9.2.5.1)
            lines += ["place %s %s" % (point, colour), "expect pending none"]
            break
        lines += ["place %s %s" % (point, colour), "expect pending %s" % point, "press %s" % colour]
        if n < len(GAME):
            lines += ["expect led %s white" % point, "expect running %s" % ("right" if n % 2 else "left")]
    lines += ["expect result black five", "expect leds h8 i8 j8 k8 l8 green", "expect lit 5", "expect running none",
              "expect synced"]
    return lines


async def play_on_pico(hall, lines):
    board = PicoBoard(hall.tty, hall.flash, serial_log=hall.where / "serial.log")
    await board.start()
    out = io.StringIO()
    try:
        ok = await ScriptRunner(board, out=out, host_db=hall.db).run_lines(lines, "pico game")
        seen = {"display": dict(board.display), "faces": board.faces, "led_timing": board.led_timing,
                "board_id": board.board_id, "state": dict(board.state)}
        return ok, out.getvalue(), seen
    finally:
        await board.stop()


@pytest.fixture
def hall(tmp_path):
    hall = Hall(tmp_path, target="pico")
    hall.start_host()
    yield hall
    hall.stop_host()


# The emulated Pico runs in lockstep with the script (hardware/vboard/pico.py): the scripts' times
# are the board's own, and a loaded machine only makes a run take longer on the wall clock. These
# wall-clock limits guard against a stalled emulator, nothing else.
LOADED_MACHINE_S = 1800


@pytest.mark.timeout(LOADED_MACHINE_S)
def test_a_clocked_game_on_the_emulated_pico_is_recorded_by_the_host(hall):
    ok, output, seen = asyncio.run(play_on_pico(hall, clocked_game()))
    assert ok, output + hall.host_log()
    assert seen["board_id"] and seen["state"].get("host") is True
    # The record the host keeps is the game the board saw, move for move.
    games = [g for g in hall.store().games() if g[3]]  # g[3]: moves (a configure starts a fresh game)
    assert len(games) == 1, hall.store().games()
    game = hall.store().game(games[0][0])
    assert [m["point"] for m in game["moves"]] == GAME
    assert (game["winner"], game["reason"]) == ("black", "five")
    assert game["board"] == seen["board_id"]
    # The clock faces: Black's face shows the result (a 4-digit face: "B WIN" loses its space),
    # White's its time left; no lamp lit once the game is over.
    display = seen["display"]
    assert display["left"] == "BWIN", seen["faces"]
    assert display["right"].strip().startswith(("4:", "5:")), seen["faces"]
    assert display["running"] == 0
    # The LED data line, as the last frame measured it, is inside both datasheets' windows.
    timing = seen["led_timing"]
    assert timing["bits"] == 225 * 24
    assert led_timing_problems(timing) == [], timing


@pytest.mark.timeout(LOADED_MACHINE_S)
def test_a_power_cut_on_the_emulated_pico_keeps_the_game(tmp_path):
    # The scripts' own power-cut scenario: restarts, a stone knocked off while off, a torn journal write.
    status, output = Hall(tmp_path, target="pico").play((ROOT / "tests" / "scripts" / "power_cut.txt").read_text(),
                                                        timeout=LOADED_MACHINE_S - 60)
    assert status == 0, output


def repl(lines, flash, timeout=60, romfs=None):
    """Boot the romfs image with an empty flash (no app; romfs: a ROMFS image in its partition)
    and type lines at its REPL over USB."""
    import json
    import subprocess
    import time

    from hardware.vboard.pico import IMAGES, PICO, find_node

    process = subprocess.Popen(
        [find_node(), str(PICO / "emulator.mjs"), "--image=%s" % IMAGES["romfs"],
         "--pinmap=%s" % (ROOT / "hardware" / "pinmap.json"), "--flash=%s" % flash]
        + (["--romfs=%s" % romfs] if romfs else []),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=str(ROOT))
    text = b""
    try:
        deadline = time.monotonic() + timeout
        pending = list(lines)
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            if not line:
                break
            if line.startswith(b"event ") and b"halted" in line:
                raise AssertionError(json.loads(line[6:]))
            if line.startswith(b"event ") and b'"connected"' in line:
                process.stdin.write(b"usb 0d0a\n")  # a keypress: the REPL shows its banner and prompt
                process.stdin.flush()
            if not line.startswith(b"usb "):
                continue
            text += bytes.fromhex(line[4:].decode())
            # the banner's prompt and the keypress's come first; then one prompt per line typed
            if text.endswith(b">>> ") and text.count(b">>> ") >= 2 + len(lines) - len(pending):
                if not pending:
                    break
                process.stdin.write(b"usb " + (pending.pop(0) + "\r\n").encode().hex().encode() + b"\n")
                process.stdin.flush()
    finally:
        process.kill()
        process.wait()
    return text.decode(errors="replace")


def test_the_rom_stand_in_gives_micropython_its_arithmetic_and_its_flash(tmp_path):
    # MicroPython's float maths goes through the ROM's tables; its filesystem through the ROM's
    # flash functions: a fresh flash is formatted, written, and read back after a reboot.
    output = repl(["import math, os", "print('F', 10/3, math.sin(1.0), math.exp(2.5), math.sqrt(2), int(-2.5), 7.5 // 2)",
                   "f = open('/x.txt', 'w'); f.write('kept'); f.close()"], tmp_path / "fs.img")
    values = output.split("F ", 1)[1].split("\r\n")[0].split()
    expected = [10 / 3, 0.8414709848, 12.18249396, 1.414213562, -2, 3.0]
    for got, want in zip(values, expected):
        assert abs(float(got) - want) <= 1e-6 * max(1, abs(want)), (values, expected)
    again = repl(["print(open('/x.txt').read())"], tmp_path / "fs.img")
    assert "kept" in again.split("print(open('/x.txt').read())", 1)[1]


def test_the_app_deployed_to_romfs_runs_in_place_from_flash(tmp_path):
    # The romfs image's partition holds the app as mpremote's writer packs it; MicroPython mounts
    # it at /rom and runs its .mpy files in place. The same modules as .mpy on the littlefs
    # filesystem (as an owner of the stock image copies them) have their bytecode copied into
    # the heap: the ROMFS import must cost well under that (measured: referee and its imports take
    # 40 KB from ROMFS, 84 KB from the filesystem, 21 KB frozen; what stays in the heap from ROMFS
    # is each function's descriptor, the constant tables and the qstr pool's entries).
    from hardware.romfs import app_romfs, compile_module

    romfs = tmp_path / "app.romfs"
    romfs.write_bytes(app_romfs())
    probe = ["import gc, sys", "gc.collect(); free = gc.mem_free()", "import referee",
             "gc.collect(); print('COST', free - gc.mem_free(), referee.__file__)"]
    in_rom = repl(probe, tmp_path / "rom-fs.img", timeout=120, romfs=romfs)
    cost, where = in_rom.split("COST ", 1)[1].split("\r\n")[0].split()
    assert where == "/rom/referee.mpy", in_rom
    # referee and what it imports, as .mpy files on the filesystem instead
    from littlefs import LittleFS  # noqa: F401  (littlefs-python: hardware.vboard.pico writes the image)
    from hardware.vboard.pico import _littlefs

    fs = _littlefs()
    fs.format()
    fs.mount()
    fs.mkdir("shared_rules")
    for source in sorted((ROOT / "firmware").glob("*.py")):
        with fs.open(source.stem + ".mpy", "wb") as f:
            f.write(compile_module(source, source.stem))
    for source in sorted((ROOT / "shared_rules").glob("*.py")):
        with fs.open("shared_rules/%s.mpy" % source.stem, "wb") as f:
            f.write(compile_module(source, "shared_rules/" + source.stem))
    fs.unmount()
    (tmp_path / "lfs.img").write_bytes(bytes(fs.context.buffer))
    in_fs = repl(probe, tmp_path / "lfs.img", timeout=120)
    copied, where = in_fs.split("COST ", 1)[1].split("\r\n")[0].split()
    assert where == "referee.mpy", in_fs
    assert int(cost) * 3 < int(copied) * 2, (cost, copied)


def test_the_committed_frozen_image_holds_the_firmware_as_it_is_now():
    # The image an owner flashes freezes firmware/ and shared_rules/: a change to either without
    # `make pico-image` would ship a board running older code than the repository's.
    import hashlib

    files = sorted((ROOT / "firmware").glob("*.py")) + sorted((ROOT / "shared_rules").glob("*.py"))
    listing = "".join("%s  %s\n" % (hashlib.sha256(f.read_bytes()).hexdigest(), f.relative_to(ROOT)) for f in files)
    sources = hashlib.sha256(listing.encode()).hexdigest()
    frozen = (ROOT / "hardware" / "pico" / "firmware" / "FROZEN.txt").read_text()
    assert sources in frozen, "firmware/ or shared_rules/ changed since the frozen image was built: run make pico-image"


def script_on_pico(tmp_path, lines, **board_options):
    """(all expectations held, the runner's output, the board after it stopped) for script lines
    played on an emulated Pico with no host; board_options go to PicoBoard."""
    async def scenario():
        board = PicoBoard(tmp_path / "tty", tmp_path / "flash", serial_log=tmp_path / "serial.log", **board_options)
        await board.start()
        try:
            out = io.StringIO()
            ok = await ScriptRunner(board, out=out).run_lines(lines, "pico script")
            return ok, out.getvalue(), board
        finally:
            await board.stop()

    return asyncio.run(scenario())


def test_the_committed_frozen_image_boots_and_plays(tmp_path):
    # The image an owner flashes: the app frozen in, only main.py and pinmap.json on its flash.
    ok, output, _ = script_on_pico(tmp_path, ["place h8 black", "expect moves h8", "expect led h8 white",
                                              "place h9 white", "expect moves h8 h9"], image="frozen")
    assert ok, output


def test_the_romfs_image_with_the_app_deployed_boots_and_plays(tmp_path):
    # The other image an owner may flash: MicroPython with a ROMFS partition, the app deployed
    # there as .mpy (make pico-app, mpremote romfs deploy), main.py and pinmap.json on its flash.
    ok, output, board = script_on_pico(tmp_path, ["place h8 black", "expect moves h8", "expect led h8 white",
                                                  "place h9 white", "expect moves h8 h9"], image="romfs")
    assert ok, output
    assert (tmp_path / "flash" / "romfs.img").read_bytes().startswith(b"\xd2\xcd\x31")  # mpremote's ROMFS header
