"""A small tournament hall: one host daemon serving ten virtual boards (the real firmware) at once,
killed with SIGKILL once mid-play. Its record must equal every board's games and its status view
must list every board, connected and in sync. The 50-board hall is `make hall`."""

import asyncio
import io

from hardware.vboard.hall import Hall


def test_a_hall_of_ten_boards_is_recorded_exactly(tmp_path):
    out = io.StringIO()
    hall = Hall(tmp_path, boards=10, games=2, pace=0.1, kill_at=5.0, out=out)
    report = asyncio.run(hall.run())
    text = out.getvalue() + "\n".join(report.lines())
    assert report.kill is not None, text  # the daemon was killed while the boards played
    assert report.games == 20, text
    record = report.record
    assert (record["lost"], record["duplicated"], record["results wrong"]) == (0, 0, 0), text
    assert (record["games missing"], record["games extra"], record["event gaps"]) == (0, 0, 0), text
    assert record["anomalies wrong"] == 0, text
    assert report.status["listed"] == 10 and not report.status["wrong"], text + report.status["text"]
    assert report.ok, text
