"""Commands from the host to a board, through the running daemon and the serial link: every script
in tests/host_scripts/ runs on the virtual board with a host daemon serving it."""

from pathlib import Path

import pytest

from harness import Hall

SCRIPTS = sorted((Path(__file__).parent / "host_scripts").glob("*.txt"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_host_script(script, tmp_path):
    hall = Hall(tmp_path)
    hall.start_host()
    try:
        status, output = hall.play(script.read_text())
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()


def test_the_repl_command_hands_the_serial_line_to_micropython_and_a_restart_resumes(tmp_path):
    hall = Hall(tmp_path)
    hall.start_host()
    try:
        status, output = hall.play("timeout 15000\nplace h8 black\nexpect synced\ncommand repl\nwait 1000\n")
        assert status == 0, output + hall.host_log()
        serial = (tmp_path / "serial.log").read_bytes()
        assert b"this is MicroPython's REPL" in serial, serial[-400:]
        # A reset (the next power-up, a new virtual board whose stones must be put back) starts the
        # application again with the game restored.
        status, output = hall.play("timeout 15000\nexpect moves h8\nexpect restore h8\nplace h8 black\n"
                                   "expect anomaly none\nplace h9 white\nexpect synced\n")
        assert status == 0, output + hall.host_log()
    finally:
        hall.stop_host()
    assert [m["point"] for m in hall.store().game(1)["moves"]] == ["h8", "h9"]
