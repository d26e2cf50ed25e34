"""A short, bounded run of the broadcast's load bench (make bench-broadcast runs the long one): the
real daemon with a few protocol-level boards and some dozens of SSE viewers, directly and through a
real Mosquitto and a relay. Asserts what viewers see (every move, in order, never twice), not
timings: the bench prints those."""

import json
import os
import shutil
import subprocess
import sys

import pytest

from harness import ROOT


@pytest.mark.parametrize("mode", ["direct", "relay"])
def test_every_viewer_sees_every_move_in_order_under_load(tmp_path, mode):
    if mode == "relay" and not shutil.which("mosquitto") and not os.path.exists("/usr/sbin/mosquitto"):
        pytest.skip("no mosquitto (make test installs it)")
    out = tmp_path / "results.json"
    run = subprocess.run([sys.executable, "bench/bench_broadcast.py", "--boards", "4", "--viewers", "40",
                          "--seconds", "6", "--mode", mode, "--json", str(out)],
                         cwd=str(ROOT), capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stdout + run.stderr
    result = json.loads(out.read_text())[0]
    assert result["moves_played"] >= 4 * 8, result  # the boards played
    assert result["out_of_order"] == 0 and result["duplicates"] == 0, result
    assert result["refused"] == 0, result
    # The viewers saw the moves: 36 board viewers each see their board's, 4 hall viewers see all
    # (for most of the run: the boards start before the viewers and stop after them).
    assert result["moves"] >= 0.5 * (36 * result["moves_played"] / 4 + 4 * result["moves_played"]), result
