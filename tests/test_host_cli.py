"""The host's command line as a newcomer and an arbiter meet it: --db anywhere, a record without
phantom games, a status view that says when it is stale, a daemon that says what it waits for."""

import logging
import threading
import time

import pytest

from host.cli import main
from host.connection import BoardConnection, status_of
from host.daemon import Daemon
from host.store import Store
from shared_rules.clock import Clock
from shared_rules.timecontrol import parse_control


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def played(store, board="b1", epoch="e1"):
    """Game 1 with two moves, then game 2 just begun."""
    events = [{"t": "game", "game": 1, "settings": {}},
              {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"},
              {"t": "move", "game": 1, "n": 2, "point": "h9", "colour": "white"},
              {"t": "result", "game": 1, "winner": "black", "reason": "adjudication", "line": []},
              {"t": "game", "game": 2, "settings": {}}]
    for seq, event in enumerate(events, 1):
        event["seq"] = seq
        store.record_event(board, epoch, event)


@pytest.mark.parametrize("where", ["before", "after"])
def test_db_goes_before_or_after_the_command(tmp_path, capsys, where):
    db = str(tmp_path / "g.sqlite")
    played(Store(db))
    argv = ["--db", db, "games"] if where == "before" else ["games", "--db", db]
    status, out, err = run(capsys, *argv)
    assert status == 0
    assert "black (adjudication)" in out, out
    status, out, err = run(capsys, *(["--db", db, "show", "1"] if where == "before" else ["show", "1", "--db", db]))
    assert status == 0 and "result: black (adjudication)" in out


def test_an_empty_game_the_board_replaced_leaves_the_record(tmp_path, capsys):
    # New settings on an empty board start a new game on it: the empty one was never played.
    db = str(tmp_path / "g.sqlite")
    store = Store(db)
    played(store)
    store.record_event("b1", "e1", {"t": "game", "seq": 6, "game": 3, "settings": {"time_control": "5m"}})
    store.record_event("b1", "e1", {"t": "move", "seq": 7, "game": 3, "n": 1, "point": "h8", "colour": "black"})
    games = store.games()
    assert [(g[3], g[4]) for g in games] == [(2, "black"), (1, None)]
    assert store.game(games[-1][0])["settings"] == {"time_control": "5m"}
    status, out, err = run(capsys, "games", "--db", db)
    assert out.count("in progress") == 1, out


def test_a_forced_new_game_leaves_the_old_one_abandoned(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    store = Store(db)
    played(store)
    store.record_event("b1", "e1", {"t": "move", "seq": 6, "game": 2, "n": 1, "point": "h8", "colour": "black"})
    store.record_event("b1", "e1", {"t": "game", "seq": 7, "game": 3, "settings": {}})
    status, out, err = run(capsys, "games", "--db", db)
    rows = [line for line in out.splitlines() if line[:4].strip().isdigit()]  # a long result wraps under itself
    assert "abandoned" in rows[1] and "in progress" in rows[2], out
    status, out, err = run(capsys, "show", "2", "--db", db)
    assert "abandoned" in out and "h8" in out


def board_row(port, game=2, clock=None, link="connected to board b1 (firmware 0.1)"):
    return {"port": port, "board_id": "b1", "in_sync": True, "game": game, "moves": 3, "last_move": "3. black i8",
            "result": None, "link": link, "anomalies": 0, "clock": clock}


def board_line(out, board="b1"):
    """A board's row in `status`: board, sync, game, moves, last move, result (its port and link below)."""
    return next(line for line in out.splitlines() if line.split()[:1] == [board])


def test_status_without_a_daemon_says_so_and_marks_what_it_shows_as_old(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    store = Store(db)
    status, out, err = run(capsys, "status", "--db", db)
    assert "daemon not running" in out and "none has served this store" in out
    store.daemon_beat(4242, time.time() - 3600, "--auto")
    store.save_status([board_row("/dev/ttyACM0", clock="P1* 4:10 #2 | P2 5:00 #1")])
    status, out, err = run(capsys, "status", "--db", db)
    assert "daemon running (pid 4242" in out, out
    assert "yes" in board_line(out).split() and "P1* 4:10" in out
    # The daemon dies (no heartbeat for a while): the rows are what it last saw, nothing runs.
    old = time.time() - 600
    store.db.execute("UPDATE daemons SET beat=?", (old,))
    store.db.execute("UPDATE board_status SET updated=?", (old,))
    status, out, err = run(capsys, "status", "--db", db)
    lines = out.splitlines()
    assert lines[0].startswith("daemon not running (last heard from 10 min ago"), out
    assert board_line(out).split()[1] == "?" and "daemon not updating" in out, out
    assert "*" not in out and "P1 4:10" in out and "(10 min ago)" in out, out


def test_a_new_daemon_forgets_the_ports_an_old_one_served(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    store = Store(db)
    store.save_status([board_row("/dev/ttyACM7")])
    store.db.execute("UPDATE board_status SET updated=?", (time.time() - 3600,))
    daemon = Daemon(store, ports=[])
    stop = threading.Event()
    stop.set()
    daemon.run(stop)
    status, out, err = run(capsys, "status", "--db", db)
    assert "ttyACM7" not in out and "no boards" in out, out
    assert "daemon not running" in out  # it stopped cleanly


def test_the_daemon_says_it_waits_for_boards(tmp_path, caplog, monkeypatch):
    import host.daemon

    monkeypatch.setattr(host.daemon, "find_boards", lambda: [])
    store = Store(tmp_path / "g.sqlite")
    stop = threading.Event()
    daemon = Daemon(store, discover=True)
    with caplog.at_level(logging.INFO, logger="tengen.host"):
        runner = threading.Thread(target=daemon.run, args=(stop,))
        runner.start()
        try:
            deadline = time.monotonic() + 30
            while not ("no board plugged in yet" in caplog.text and store.daemons()) and time.monotonic() < deadline:
                time.sleep(0.05)
            running = store.daemons()
        finally:
            stop.set()
            runner.join()
    assert "no board plugged in yet (USB 2e8a:0005)" in caplog.text
    assert running and running[0][4] and running[0][3] == "--auto"


def test_a_port_that_cannot_be_opened_says_why(tmp_path, caplog):
    store = Store(tmp_path / "g.sqlite")
    connection = BoardConnection(str(tmp_path / "no-such-tty"), store)
    with caplog.at_level(logging.INFO, logger="tengen.host"):
        connection.start()
        try:
            deadline = time.monotonic() + 30
            while "waiting for the port" not in connection.status.link and time.monotonic() < deadline:
                time.sleep(0.05)
        finally:
            connection.stop()
    assert "waiting for the port (No such file or directory)" in caplog.text, caplog.text


def test_no_clock_runs_in_the_status_after_the_game_ended(tmp_path):
    store = Store(tmp_path / "g.sqlite")
    connection = BoardConnection("test://", store)
    connection._send = lambda message: None
    connection._hello({"t": "hello", "proto": 1, "board": "b1", "epoch": "e1", "head": 0, "base": 0})
    connection._event({"t": "game", "seq": 1, "game": 1, "settings": {"time_control": "5m"}})
    clock = Clock(parse_control("5m"), history=False)
    clock.start(1, 0)
    clock.press(1, 2000)  # P1 moved; P2's clock runs
    connection._state({"t": "state", "game": 1, "moves": 1, "turn": "white", "head": 1,
                       "clock": list(clock.snapshot(2000))})
    assert "P2*" in status_of(connection)["clock"]
    connection._event({"t": "result", "seq": 2, "game": 1, "winner": "black", "reason": "adjudication", "line": []})
    final = status_of(connection)["clock"]
    assert "*" not in final and "stopped" in final, final
    # The board's heartbeat still carries its clock, still running: the host shows it stopped.
    connection._state({"t": "state", "game": 1, "moves": 1, "turn": "white", "head": 2,
                       "clock": list(clock.snapshot(9000))})
    assert status_of(connection)["clock"] == final


def test_a_port_the_user_may_not_open_says_so_and_how_to_fix_it():
    import serial

    from host.connection import port_problem

    error = serial.SerialException(13, "could not open port /dev/ttyACM0: [Errno 13] Permission denied: '/dev/ttyACM0'")
    assert port_problem(error).startswith("Permission denied (the user needs the dialout group")
    assert port_problem(ValueError("invalid URL, protocol 'nope' not known")) == "invalid URL, protocol 'nope' not known"
