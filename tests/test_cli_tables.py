"""The listings fit the 80-column terminal the board's UI asks for (issue 17, item 10): `status`,
`games`, `commands` (and so `make run`'s table, which is `games`), read as the user reads them: the
installed command's output, with long names, long ports, long results and a stale daemon."""

import subprocess
import sys
import time
from pathlib import Path

import pytest

from host.tournament_record import Records
from host.store import Store

BIN = Path(sys.executable).parent
WIDTH = 80


def tengen_host(db, *argv):
    done = subprocess.run([str(BIN / "tengen-host"), "--db", str(db), *argv], capture_output=True, text=True,
                          timeout=60)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def too_wide(text):
    return [line for line in text.splitlines() if len(line) > WIDTH]


@pytest.fixture(scope="module")
def hall(tmp_path_factory):
    """Two boards seen by a daemon that stopped: long ports, long names, every kind of result."""
    db = tmp_path_factory.mktemp("tables") / "games.sqlite"
    store = Store(db)
    records = Records(store)
    results = [("white", "resignation"), ("draw", "adjudication"), ("black", "five"), None]
    for number, board in enumerate(("sim-0001", "board-with-a-long-id-1234567890"), 1):
        store.board_seen(board, "0.1")
        records.number_board(board, number)
        records.assign(board, "Alexandrovna-Petrovskaya Yekaterina", "Konstantinopolsky Maximilian",
                       "Tallinn Open Championship of the Baltic Renju Clubs", "3")
        events = []
        for game, result in enumerate(results, 1):
            events.append({"t": "game", "game": game, "settings": {"time_control": "90m+30s"}})
            for n, point in enumerate(("h8", "h9", "i9", "j10", "k11"), 1):
                events.append({"t": "move", "game": game, "n": n, "point": point,
                               "colour": "black" if n % 2 else "white"})
            if result:
                events.append({"t": "result", "game": game, "winner": result[0], "reason": result[1], "line": []})
        for seq, event in enumerate(events, 1):
            event["seq"] = seq
            store.record_event(board, "e%d" % number, event)
    store.save_status([{
        "port": "/dev/serial/by-id/usb-Tengen_Renju_Board_E6614C311B2A%d-if00" % len(board), "link":
        "connected to board %s (firmware 0.1.0-dev+long.build.tag)" % board, "board_id": board, "firmware": "0.1",
        "in_sync": True, "game": 4, "moves": 5, "last_move": "5. black k11", "result": "white (resignation)",
        "anomalies": 2, "bad_messages": 3, "refused": 1, "resets": 0,
        "problem": "move 6 on z99: not a point of the board (a - o, 1 - 15) in a very long explanation",
        "clock": "P1* 1:02:03 #12 | P2 1:45:10 #11"} for board in ("sim-0001", "board-with-a-long-id-1234567890")])
    store.daemon_beat(4242, time.time() - 7200, "ports /dev/serial/by-id/usb-Tengen_Renju_Board_E6614C311B2A3C2D")
    store.db.execute("UPDATE daemons SET beat = beat - 600")
    for _ in range(3):
        store.queue_command("sim-0001", "new_game", {"settings": {"time_control": "90m+30s", "foul_mode": "club"},
                                                      "force": True})
    store.close()
    return db


def test_status_fits_80_columns(hall):
    done = tengen_host(hall, "status")
    assert done.returncode == 0
    assert not too_wide(done.stdout), done.stdout
    for says in ("sim-0001", "board-with-a-long-id", "usb-Tengen_Renju_Board", "Alexandrovna", "white (resignation)",
                 "clock", "bad messages 3", "ANOMALY", "3 commands waiting"):
        assert says in done.stdout, (says, done.stdout)


def test_games_fits_80_columns_and_keeps_each_game_on_its_line(hall):
    done = tengen_host(hall, "games")
    assert done.returncode == 0
    assert not too_wide(done.stdout), done.stdout
    rows = [line for line in done.stdout.splitlines()[1:] if line[:4].strip().isdigit()]
    assert len(rows) == 8, done.stdout
    assert all("Alexandrov" in row for row in rows), done.stdout  # whose game it was, on the game's line
    assert "white (resignation)" in done.stdout and "draw (adjudication)" in done.stdout and "in progress" in done.stdout


def test_commands_fit_80_columns_with_short_numbers(hall):
    done = tengen_host(hall, "commands")
    assert done.returncode == 0
    assert not too_wide(done.stdout), done.stdout
    numbers = [line.split()[0] for line in done.stdout.splitlines()[1:] if line[:4].strip().isdigit()]
    assert numbers == ["1", "2", "3"], done.stdout


def test_a_command_with_no_reply_says_so_in_80_columns(hall):
    done = tengen_host(hall, "command", "1", "pause", "--wait", "0", "--expire", "1")
    assert done.returncode == 3 and "pause on board sim-0001" in done.stderr
    assert not too_wide(done.stderr), done.stderr
