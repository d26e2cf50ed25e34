"""Run the dual-interpreter suites under the real MicroPython (CPython runs them through pytest).

tests/shared/ holds the shared_rules tests: the same files, the same vectors, both interpreters.
tests/firmware/ holds the firmware's unit tests, which run on MicroPython only, as on the board.
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
MICROPYTHON = str(Path(sys.executable).parent / "micropython")


def _suites(folder):
    return sorted((ROOT / "tests" / folder).glob("test_*.py"))


def _count_tests(path):
    return len(re.findall(r"^def test_", path.read_text(), re.M))


def run_under_micropython(paths, extra_path):
    env = dict(os.environ)
    env["MICROPYPATH"] = ":".join([".frozen", str(ROOT)] + [str(p) for p in extra_path])
    return subprocess.run([MICROPYTHON, str(ROOT / "tests" / "mp_runner.py")] + [str(p) for p in paths],
                          capture_output=True, text=True, cwd=str(ROOT), env=env, timeout=600)


@pytest.mark.parametrize("suite", _suites("shared"), ids=lambda p: p.name)
def test_shared_suite_on_micropython(suite):
    result = run_under_micropython([suite], [ROOT / "tests" / "shared"])
    summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    # Every test the file defines ran: none was skipped by an import or a name clash.
    assert summary == "%d passed, 0 failed" % _count_tests(suite), result.stdout[-2000:]


@pytest.mark.parametrize("suite", _suites("firmware"), ids=lambda p: p.name)
def test_firmware_suite_on_micropython(suite):
    # tests/fakes: machine and rp2 that record the wire, for the hardware backends' tests
    result = run_under_micropython([suite], [ROOT / "firmware", ROOT / "tests" / "firmware", ROOT / "tests" / "fakes"])
    summary = result.stdout.strip().splitlines()[-1] if result.stdout.strip() else ""
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-2000:]
    assert summary == "%d passed, 0 failed" % _count_tests(suite), result.stdout[-2000:]
