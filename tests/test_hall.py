"""A small tournament hall: one host daemon serving ten virtual boards (the real firmware) at once,
killed with SIGKILL once mid-play. Its record must equal every board's games and its status view
must list every board, connected and in sync. The 50-board hall is `make hall`."""

import asyncio
import io
import os
import random
import signal
import subprocess
import sys
import time
from types import SimpleNamespace

import pytest

from hardware.rigs.hall import Hall
from hardware.rigs.player import Player, BoardStuck, BoardSlow


def test_a_hall_of_ten_boards_is_recorded_exactly(tmp_path):
    out = io.StringIO()
    hall = Hall(tmp_path, boards=10, games=2, pace=0.1, kill_at=5.0, out=out, slow_seconds=200)
    try:
        report = asyncio.run(hall.run())
    except BoardSlow as error:  # the machine starved the boards: no verdict either way
        pytest.skip(str(error))
    text = out.getvalue() + "\n".join(report.lines())
    assert report.kill is not None, text  # the daemon was killed while the boards played
    assert report.games == 20, text
    record = report.record
    assert (record["lost"], record["duplicated"], record["results wrong"]) == (0, 0, 0), text
    assert (record["games missing"], record["games extra"], record["event gaps"]) == (0, 0, 0), text
    assert record["anomalies wrong"] == 0, text
    assert report.status["listed"] == 10 and not report.status["wrong"], text + report.status["text"]
    assert report.ok, text


class QuietBoard:
    """A board whose state never changes, its firmware stood for by the process pid."""

    def __init__(self, pid):
        self.board_id = "quiet"
        self.state = {"moves": []}
        self.process = SimpleNamespace(pid=pid)

    async def wait_report(self, timeout):
        await asyncio.sleep(timeout)


def process(stopped):
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    if stopped:
        os.kill(spinner.pid, signal.SIGSTOP)  # a board the loaded machine never lets run
    return spinner


def patient_player(pid, slow_seconds=30.0):
    return Player(QuietBoard(pid), random.Random(1), 1.0, stuck_seconds=1.0, stuck_cpu=0.2, slow_seconds=slow_seconds)


def test_a_board_that_ran_and_did_not_do_it_is_stuck():
    spinner = process(stopped=False)
    try:
        with pytest.raises(BoardStuck, match="nothing never happened.*firmware ran"):
            asyncio.run(patient_player(spinner.pid).until(lambda: False, "nothing"))
    finally:
        spinner.kill()
        spinner.wait()


def test_a_starved_board_is_slow_not_stuck():
    stopped = process(stopped=True)
    try:
        began = time.monotonic()
        # Done late, past the wall-clock deadline, by a board that got no CPU meanwhile: waited for.
        asyncio.run(patient_player(stopped.pid).until(lambda: time.monotonic() - began > 2.5, "late"))
        with pytest.raises(BoardSlow, match="too loaded to tell"):
            asyncio.run(patient_player(stopped.pid, slow_seconds=2.0).until(lambda: False, "never"))
    finally:
        stopped.kill()
        stopped.wait()
