"""What a hardware review found in the firmware, shown on the emulated Pico (hardware/pico): the
committed rp2 image running hal_pico, with the board modelled around the chip."""

import json
import subprocess
import time

from harness import ROOT
from hardware.vboard.pico import IMAGES, PICO, find_node, install_app
from test_pico import script_on_pico

PINMAP = ROOT / "hardware" / "pinmap.json"


def emulate(tmp_path, args=(), first_lines=(), until=None, seconds=60):
    """The emulator with the app installed, as an owner leaves a board; its output lines until
    until(lines) holds (or the time is up). first_lines go to it at once (e.g. a held button)."""
    return emulate_driven(tmp_path, until or (lambda lines: False), list(first_lines), seconds, args)


def usb_text(lines):
    return b"".join(bytes.fromhex(l[4:]) for l in lines if l.startswith("usb ")).decode(errors="replace")


def uart_reports(lines):
    reports = []
    for line in lines:
        if line.startswith("uart "):
            text = line.split(" ", 2)[2] if line.count(" ") >= 2 else ""
            try:
                reports.append(json.loads(text))
            except ValueError:
                pass
    return reports


def test_the_displays_never_show_their_power_up_ram():
    # The emulated HT16K33s power up with random segments in their RAM, as real ones do.
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as folder:
        lines = emulate(Path(folder), until=lambda ls: sum('"on":true' in l for l in ls if l.startswith("display ")) >= 1)
    shown = [json.loads(l[len("display "):]) for l in lines if l.startswith("display ")]
    first_on = next(d for d in shown if any(face["on"] for face in d["faces"]))
    for face in first_on["faces"]:
        if face["on"]:
            assert face["ram"] == "00" * 16, first_on  # cleared before the display went on


def test_tenths_on_the_boms_1_2_inch_faces_use_their_one_point(tmp_path):
    ok, output, board = script_on_pico(
        tmp_path, ["configure time_control 15s", "expect display left 15.0", "expect display right 15.0"])
    assert ok, output
    for face in board.faces["faces"]:
        ram = bytes.fromhex(face["ram"])
        assert not any(ram[at] & 0x80 for at in (0, 2, 6, 8)), face  # no per-digit point: the 1.2" has none
        assert ram[4] & 0x10, face  # the one point, between digits 3 and 4


def test_on_a_default_usb_port_the_board_plays_with_its_led_rail_off(tmp_path):
    ok, output, board = script_on_pico(
        tmp_path, ["place h8 black", "expect moves h8", "place h9 white", "expect moves h8 h9", "wait 500", "expect lit 0"],
        usb_cc_mv=(0, 0))
    assert ok, output  # the game is played, no LED lit: no frame went to an unpowered chain
    state = board.boot_report
    assert state.get("supply_ma") == 500 and state.get("supply") == "usb-no-advertisement", state
    assert state.get("led_power") is False, state


def test_rows_read_right_with_sensors_at_their_datasheet_maximum_power_on_time(tmp_path):
    # The DRV5055's power-on time at its datasheet maximum (330 us): a row read before its sensors
    # are up would read them far off their baselines, as stones.
    ok, output, _ = script_on_pico(
        tmp_path, ["expect anomaly none", "place h8 black", "place i9 white", "expect moves h8 i9", "expect anomaly none"],
        sensor_ton_us=330)
    assert ok, output


def test_the_menu_button_held_at_power_up_leaves_the_repl_to_the_owner(tmp_path):
    marker = "this is MicroPython's REPL"
    lines = emulate(tmp_path, first_lines=["buttons 4"],  # bit 2: the menu button, held from power-on
                    until=lambda ls: any(l.startswith("event ") and '"connected"' in l for l in ls) and
                    marker in usb_text(ls) or False, seconds=60)
    text = usb_text(lines)
    if marker not in text:  # the banner waits for a host: a keypress shows the prompt
        lines = emulate(tmp_path, first_lines=["buttons 4"], until=lambda ls: ">>> " in usb_text(ls), seconds=60)
        text = usb_text(lines)
    assert ">>>" in text or marker in text, text[-500:]
    assert '"physical"' not in "\n".join(lines)  # the application never started


def rail_events(lines):
    return [json.loads(l[6:])["ledRail"] for l in lines if l.startswith("event ") and '"ledRail"' in l]


def test_a_source_that_lowers_its_usb_c_offer_while_running_switches_the_led_rail_off_and_back(tmp_path):
    # A 3 A source at boot: the rail comes on. It drops to default USB power: off at the next
    # reading. Back to 3 A: on again once three readings agree.
    state = {"sent": 0}

    def driver(lines):
        rails = rail_events(lines)  # the pin is set up low, then the boot reading switches it on
        if state["sent"] == 0 and rails == [0, 1] and any('"physical"' in l for l in lines):
            process_input.append("cc 400,0")
            state["sent"] = 1
        elif state["sent"] == 1 and rails == [0, 1, 0]:
            process_input.append("cc 1310,0")
            state["sent"] = 2
        return state["sent"] == 2 and rails == [0, 1, 0, 1]

    process_input = []
    lines = emulate_driven(tmp_path, driver, process_input, seconds=120)
    assert rail_events(lines) == [0, 1, 0, 1], rail_events(lines)


def test_a_sensor_stuck_at_a_rail_is_refused_by_calibration_until_mended(tmp_path):
    state = {"mended": False}

    def driver(lines):
        refused = [r for r in uart_reports(lines) if "calibration" in r]
        if refused and not state["mended"]:
            process_input.append("broken 112 -1")  # the bar's cable pushed home
            state["mended"] = True
        return state["mended"] and any('"physical"' in l for l in lines[-50:])

    process_input = ["broken 112 4095"]  # h8's sensor reads full scale from power-on
    lines = emulate_driven(tmp_path, driver, process_input, seconds=120)
    refused = [r["calibration"] for r in uart_reports(lines) if "calibration" in r]
    assert refused and "h8 reads 4095" in refused[0], refused
    assert any("physical" in r for r in uart_reports(lines))  # measured again, then the game began


def emulate_driven(tmp_path, driver, process_input, seconds=60, args=()):
    """The emulator with the app installed, driver(lines) deciding what to send it next (it appends
    to process_input) and when to stop (True)."""
    fs = tmp_path / "fs.img"
    if not fs.exists():
        install_app(fs, "frozen", PINMAP)
    process = subprocess.Popen([find_node(), str(PICO / "emulator.mjs"), "--image=%s" % IMAGES["frozen"],
                                "--pinmap=%s" % PINMAP, "--flash=%s" % fs] + list(args),
                               stdin=subprocess.PIPE, stdout=subprocess.PIPE, cwd=str(ROOT))
    lines = []
    try:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            while process_input:
                process.stdin.write(process_input.pop(0).encode() + b"\n")
                process.stdin.flush()
            line = process.stdout.readline()
            if not line:
                break
            lines.append(line.decode("latin1").rstrip("\n"))
            if driver(lines):
                break
    finally:
        process.kill()
        process.wait()
    return lines


def test_on_a_default_usb_port_the_led_rail_never_switches_on_at_boot(tmp_path):
    # The review found GP11 pulsing high at boot (the pin map's 2000 mA applied before CC was read):
    # on a default port the rail's enable must stay low from power-on to the game.
    lines = emulate(tmp_path, args=["--usb-cc-mv=420,0"], until=lambda ls: any('"physical"' in l for l in ls), seconds=90)
    assert any('"physical"' in l for l in lines), "the application never started"
    assert rail_events(lines) == [0], rail_events(lines)
