"""Every script in tests/scripts/ runs on the virtual board (real firmware, real MicroPython) and
every expectation in it must hold. A new physical scenario is a new script, not new code."""

from pathlib import Path

import pytest

from harness import Hall

SCRIPTS = sorted((Path(__file__).parent / "scripts").glob("*.txt"))


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda p: p.stem)
def test_script(script, tmp_path):
    status, output = Hall(tmp_path).play(script.read_text())
    assert status == 0, output


def test_a_failing_expectation_fails_the_run(tmp_path):
    status, output = Hall(tmp_path).play("place h8 black\ntimeout 500\nexpect moves h9\n")
    assert status == 1
    assert "FAILED" in output and "moves are h8" in output


def test_a_malformed_script_is_reported_as_such(tmp_path):
    status, output = Hall(tmp_path).play("place z99 black\n")
    assert status == 1
    assert "error" in output and "z99" in output
