"""Every script in tests/scripts/ runs on the virtual board (real firmware, real MicroPython) and
every expectation in it must hold. A new physical scenario is a new script, not new code."""

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness import Hall, ROOT

SCRIPTS = sorted((Path(__file__).parent / "scripts").glob("*.txt"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_script(script, tmp_path):
    status, output = Hall(tmp_path).play(script.read_text())
    assert status == 0, output


def test_a_failing_expectation_fails_the_run(tmp_path):
    status, output = Hall(tmp_path).play("place h8 black\ntimeout 500\nexpect moves h9\n")
    assert status == 1
    assert "FAILED" in output and "moves are h8" in output
    assert "Traceback" not in output and "Error" not in output, output


def test_place_asked_with_no_stone_asked_for_fails_saying_so(tmp_path):
    # The opening's dim yellow guide (h8, steady) is no request: nothing blinks, nothing is placed.
    status, output = Hall(tmp_path).play("configure opening rif\ntimeout 1500\nplace-asked\n")
    assert status == 1, output
    assert "FAILED: no point blinked yellow" in output, output


@pytest.mark.parametrize("line, says", [
    ("place z99 black", "z99"),
    ("wait abc", "'abc'"),
    ("hold left soon", "'soon'"),
    ("timeout -5", "'-5'"),
    ("expect led h8 purple", "not an LED colour: 'purple'"),
    ("expect lit many", "'many'"),
    ("expect turn green", "black or white"),
    ("expect pending", "a point or none"),
    ("expect moves h8 pas", "pas"),
    ("place-asked green", "nothing, black or white"),
])
def test_a_malformed_script_is_reported_as_such(tmp_path, line, says):
    status, output = Hall(tmp_path).play("place h8 black\n%s\n" % line)
    assert status == 2, output
    assert "error in the script" in output and says in output, output
    assert "Traceback" not in output and "FAILED" not in output, output


def test_a_missing_script_file_is_told_plainly(tmp_path):
    result = subprocess.run([sys.executable, "-m", "hardware.vboard", "--script", str(tmp_path / "nothere.txt"),
                             "--tty", str(tmp_path / "board.tty"), "--flash", str(tmp_path / "flash")],
                            cwd=str(ROOT), capture_output=True, text=True, timeout=60)
    assert result.returncode == 2
    assert "cannot read the script" in result.stderr and "No such file" in result.stderr, result.stderr
    assert "Traceback" not in result.stdout + result.stderr


def test_ctrl_c_stops_a_script_plainly_and_switches_the_board_off(tmp_path):
    script = tmp_path / "long.txt"
    script.write_text("place h8 black\nwait 60000\n")
    runner = subprocess.Popen([sys.executable, "-m", "hardware.vboard", "--script", str(script),
                               "--tty", str(tmp_path / "board.tty"), "--flash", str(tmp_path / "flash")],
                              cwd=str(ROOT), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = ""
    while "place h8 black  ok" not in output:
        line = runner.stdout.readline()
        assert line, output
        output += line
    firmware = [int(pid) for pid in subprocess.run(["pgrep", "-P", str(runner.pid)], capture_output=True,
                                                   text=True).stdout.split()]
    assert firmware, "no firmware process under the runner"
    runner.send_signal(signal.SIGINT)
    output += runner.communicate(timeout=30)[0]
    assert runner.returncode == 130, output
    assert "interrupted" in output and "Traceback" not in output, output
    time.sleep(0.5)
    for pid in firmware:
        try:
            with open("/proc/%d/stat" % pid) as f:
                state = f.read().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue  # gone
        assert state == "Z", "the firmware (pid %d) still runs" % pid


def test_a_board_starved_by_a_loaded_machine_is_waited_for_not_failed(tmp_path):
    """An expectation's timeout counts the board's own progress (its scans), not only the wall
    clock: a firmware that gets no CPU for 3 s is not wrong for missing a 1 s timeout."""
    import asyncio
    import io

    from hardware.vboard.device import VirtualBoard
    from hardware.vboard.script import ScriptRunner

    async def run():
        board = VirtualBoard(tmp_path / "board.tty", tmp_path / "flash")
        await board.start()
        out = io.StringIO()
        pid = board.process.pid
        try:
            runner = ScriptRunner(board, out=out)
            assert await runner.run_lines(["timeout 30000", "expect moves"]), out.getvalue()  # booted
            os.kill(pid, signal.SIGSTOP)  # the machine gives the firmware no CPU for 3 s
            asyncio.get_running_loop().call_later(3.0, os.kill, pid, signal.SIGCONT)
            held = await runner.run_lines(["place h8 black nowait", "timeout 1000", "expect moves h8"])
            wrong = await runner.run_lines(["expect moves h9"])  # a running board is still told wrong
            return held, wrong, out.getvalue()
        finally:
            os.kill(pid, signal.SIGCONT)
            await board.stop()

    held, wrong, output = asyncio.run(run())
    assert held, output
    assert not wrong and "FAILED: moves are h8" in output, output


def test_switching_off_a_board_with_lines_unread_says_nothing(tmp_path, caplog):
    """Power off while the simulator's lines to the firmware lie unread: the kernel resets the
    socket, and that is the power going, not an error to print (it printed a traceback after
    every failed script that had just moved stones)."""
    import asyncio

    from hardware.vboard.device import VirtualBoard

    async def run():
        board = VirtualBoard(tmp_path / "board.tty", tmp_path / "flash")
        await board.start()
        try:
            await asyncio.sleep(1.0)
            os.kill(board.process.pid, signal.SIGSTOP)  # it reads nothing more
            for p in range(200):
                board.set_stones({p: -100})
            await asyncio.sleep(0.3)
        finally:
            await board.stop()
        await asyncio.sleep(0.3)

    asyncio.run(run())
    assert not [r for r in caplog.records if r.levelname == "ERROR"], caplog.text
