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
