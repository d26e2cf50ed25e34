"""The factory test (firmware/factory_test.py) run on the simulator backend by its entry point.

A stand-in for the test station plays the operator: it answers each step the board shows (puts
the jig on, lifts it, presses the buttons), watches every LED frame, and reads the JSON report.
"""

import asyncio
import json
import os
from pathlib import Path

import pytest

from hardware.vboard.device import find_micropython

ROOT = Path(__file__).resolve().parent.parent
POINTS = 225
COLOURS = {(1, 0, 0): "red", (0, 1, 0): "green", (0, 0, 1): "blue", (1, 1, 1): "white"}
BITS = {"left": 1, "right": 2, "menu": 4, "arbiter": 8}


async def station(tmp_path, broken=()):
    """Run the factory test against an operator who does everything asked; (report, frames seen)."""
    walked = []
    steps = []

    async def operator(reader, writer):
        def send(line):
            writer.write((line + "\n").encode())

        send("stones " + "." * POINTS)
        for point, value in broken:
            send("broken %d %d" % (point, value))
        await writer.drain()
        while True:
            line = await reader.readline()
            if not line:
                return
            kind, _, rest = line.decode().partition(" ")
            if kind == "leds":
                frame = bytes.fromhex(rest.strip())
                lit = [p for p in range(POINTS) if any(frame[3 * p:3 * p + 3])]
                if len(lit) == 1:
                    rgb = tuple(1 if v else 0 for v in frame[3 * lit[0]:3 * lit[0] + 3])
                    walked.append((lit[0], COLOURS[rgb]))
            elif kind == "state":
                state = json.loads(rest)
                step = state.get("factory")
                if step is None or (steps and steps[-1] == (step, state.get("button"))):
                    continue
                steps.append((step, state.get("button")))
                if step == "jig":
                    send("stones " + "x" * POINTS)  # the jig: a magnet on every point, black side down
                elif step == "clear":
                    send("stones " + "." * POINTS)
                elif step == "press":
                    send("buttons %d" % BITS[state["button"]])
                    await writer.drain()
                    await asyncio.sleep(0.08)
                    send("buttons 0")
                await writer.drain()

    server = await asyncio.start_server(operator, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    env = dict(os.environ)
    env.update({"MICROPYPATH": ".frozen:%s:%s" % (ROOT / "firmware", ROOT), "TENGEN_SIM": "127.0.0.1:%d" % port,
                "TENGEN_FLASH": str(tmp_path), "TENGEN_BOARD_ID": "sim-0042",
                "TENGEN_PINMAP": str(ROOT / "hardware" / "pinmap.json"),
                "TENGEN_FACTORY_STEP_MS": "1", "TENGEN_FACTORY_WAIT_MS": "3000"})
    process = await asyncio.create_subprocess_exec(find_micropython(), str(ROOT / "firmware" / "factory_main.py"),
                                                   stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT,
                                                   env=env, cwd=str(ROOT))
    out, _ = await asyncio.wait_for(process.communicate(), 120)
    server.close()
    lines = [line for line in out.decode().splitlines() if line.startswith("FACTORY ")]
    assert lines, out.decode()[-3000:]
    return json.loads(lines[-1][len("FACTORY "):]), walked, steps, process.returncode


def test_a_good_board_passes_and_every_led_is_walked_in_every_colour(tmp_path):
    report, walked, steps, code = asyncio.run(station(tmp_path))
    assert report["pass"] and code == 0, report
    assert report["board"] == "sim-0042" and report["kind"] == "factory_test"
    assert report["sensors"]["rail"] == [] and report["sensors"]["stuck"] == [] and report["sensors"]["noise_max"] <= 6
    assert report["buttons"] == {"left": True, "right": True, "menu": True, "arbiter": True}
    expected = [(p, colour) for colour in ("red", "green", "blue", "white") for p in range(POINTS)]
    assert walked == expected  # in chain order a1..o15, one at a time, each colour in turn
    assert [s for s, _ in steps][:3] == ["rest", "jig", "clear"]
    assert json.loads((tmp_path / "factory_test.json").read_text()) == report


def test_a_sensor_at_a_rail_and_a_stuck_one_fail_the_board_by_name(tmp_path):
    # a1's output shorted to 3V3; h8 stuck at mid-scale: it rests fine but never sees the jig
    report, _, _, code = asyncio.run(station(tmp_path, broken=[(0, 4095), (112, 2050)]))
    assert not report["pass"] and code == 1
    assert report["sensors"]["rail"] == ["a1"]
    assert report["sensors"]["stuck"] == ["a1", "h8"]  # a1 never moves either
    assert "sensors" in report["failed"] and "buttons" not in report["failed"]
