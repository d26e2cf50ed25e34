"""make bench-remote's bounded run (two moves): the bench still plays two virtual boards through a
real Mosquitto and prints its figures (the figures themselves are docs/figures.md's, never asserted)."""

import subprocess
import sys

from harness import ROOT
from test_broadcast_mqtt import pytestmark  # noqa: F401 (skipped without Mosquitto, as the remote tests)


def test_the_remote_latency_bench_prints_its_percentiles():
    done = subprocess.run([sys.executable, "bench/bench_remote.py", "--moves", "2"], cwd=str(ROOT),
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "2 moves: p50 " in done.stdout and " ms, p99 " in done.stdout and " ms, max " in done.stdout, done.stdout
