"""The host's files: a fresh clone (no var/), private files, one daemon per store, read commands
that change nothing, and every problem with the store or the log a one-line error."""

import os
import sqlite3
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from host.store import DAEMON, READ, Store, StoreError

ROOT = Path(__file__).resolve().parent.parent


def host(*args, cwd, timeout=30):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "host"] + list(args), cwd=str(cwd), env=env,
                          capture_output=True, text=True, timeout=timeout)


def one_line_error(result):
    assert result.returncode != 0
    assert "Traceback" not in result.stderr, result.stderr
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr
    return result.stderr.strip()


def start_daemon(cwd, *args):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "host"] + list(args) + ["daemon", "--port", "/nonexistent/tty"],
                            cwd=str(cwd), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def wait_for(path, timeout=20):
    deadline = time.monotonic() + timeout
    while not Path(path).exists():
        assert time.monotonic() < deadline, "%s never appeared" % path
        time.sleep(0.05)


def test_read_commands_in_a_fresh_clone_say_there_is_no_store_and_create_nothing(tmp_path):
    for args in (["status"], ["games"], ["show", "1"], ["command", "b1", "pause", "--wait", "1"]):
        error = one_line_error(host(*args, cwd=tmp_path))
        assert "no game store at var/games.sqlite" in error, error
    assert not (tmp_path / "var").exists()


def test_the_daemon_in_a_fresh_clone_creates_var_and_the_store_private_to_its_user(tmp_path):
    daemon = start_daemon(tmp_path)
    try:
        wait_for(tmp_path / "var" / "games.sqlite")
        time.sleep(1.5)  # the status view is written: the WAL files exist too
        assert stat.S_IMODE(os.stat(tmp_path / "var").st_mode) == 0o700
        for name in os.listdir(tmp_path / "var"):
            mode = stat.S_IMODE(os.stat(tmp_path / "var" / name).st_mode)
            assert mode & 0o077 == 0, (name, oct(mode))
        result = host("status", cwd=tmp_path)
        assert result.returncode == 0 and "/nonexistent/tty" in result.stdout, result.stdout + result.stderr
        result = host("games", cwd=tmp_path)
        assert result.returncode == 0 and "no games recorded" in result.stdout
    finally:
        daemon.terminate()
        daemon.wait(10)


def test_a_second_daemon_on_the_same_store_is_refused_with_a_clear_message(tmp_path):
    first = start_daemon(tmp_path)
    try:
        wait_for(tmp_path / "var" / "games.sqlite")
        second = start_daemon(tmp_path)
        out, err = second.communicate(timeout=20)
        assert second.returncode == 1
        assert "Traceback" not in err
        assert "another daemon (pid %d) is already recording into var/games.sqlite" % first.pid in err, err
        assert first.poll() is None
    finally:
        first.terminate()
        first.wait(10)
    # Once the first has stopped, the store is free again.
    Store(tmp_path / "var" / "games.sqlite", DAEMON).close()


def test_read_commands_open_the_store_read_only(tmp_path):
    path = tmp_path / "games.sqlite"
    Store(path, DAEMON).close()
    before = path.read_bytes()
    store = Store(path, READ)
    assert store.games() == []
    with pytest.raises(sqlite3.OperationalError, match="readonly"):
        store.db.execute("CREATE TABLE intruder (x)")
    store.close()
    assert path.read_bytes() == before


@pytest.mark.parametrize("damage", ["garbage", "truncated", "folder", "empty sqlite"])
def test_a_damaged_or_wrong_store_is_one_line(tmp_path, damage):
    path = tmp_path / "games.sqlite"
    if damage == "garbage":
        path.write_bytes(os.urandom(8192))
    elif damage == "truncated":
        store = Store(path, DAEMON)
        store.db.execute("PRAGMA journal_mode=DELETE")
        store.db.executemany("INSERT INTO boards VALUES (?, ?, ?)", [("b%d" % i, "x" * 200, 0.0) for i in range(300)])
        store.close()
        data = path.read_bytes()
        path.write_bytes(data[:len(data) // 2])
    elif damage == "folder":
        path.mkdir()
    else:
        sqlite3.connect(str(path)).execute("CREATE TABLE other (x)").connection.commit()
    for args in (["status"], ["games"], ["show", "1"]):
        error = one_line_error(host("--db", str(path), *args, cwd=tmp_path))
        assert str(path) in error, error
    if damage != "empty sqlite":  # a store with no tables of ours is brought up to date by the daemon
        daemon = start_daemon(tmp_path, "--db", str(path))
        out, err = daemon.communicate(timeout=20)
        assert daemon.returncode == 1 and "Traceback" not in err and str(path) in err, err


def test_a_huge_game_id_is_no_such_game(tmp_path):
    path = tmp_path / "games.sqlite"
    Store(path, DAEMON).close()
    result = host("--db", str(path), "show", str(10 ** 30), cwd=tmp_path)
    assert one_line_error(result) == "no game %d in %s" % (10 ** 30, path)


def test_the_log_goes_into_a_folder_created_for_it(tmp_path):
    log = tmp_path / "logs" / "today" / "host.log"
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    daemon = subprocess.Popen([sys.executable, "-m", "host", "--db", str(tmp_path / "g2.sqlite"), "daemon",
                               "--port", "/nonexistent/tty", "--log", str(log)], cwd=str(tmp_path), env=env,
                              stderr=subprocess.PIPE, text=True)
    try:
        wait_for(log)
        deadline = time.monotonic() + 10
        while "serving /nonexistent/tty" not in log.read_text():
            assert time.monotonic() < deadline, log.read_text()
            time.sleep(0.1)
    finally:
        daemon.terminate()
        daemon.wait(10)
    assert stat.S_IMODE(os.stat(log).st_mode) & 0o077 == 0


def test_a_log_that_cannot_be_written_is_one_line(tmp_path):
    (tmp_path / "file").write_text("")
    result = subprocess.run([sys.executable, "-m", "host", "--db", str(tmp_path / "g.sqlite"), "daemon", "--port",
                             "/nonexistent/tty", "--log", str(tmp_path / "file" / "host.log")], cwd=str(tmp_path),
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True, timeout=20)
    assert "cannot write the log" in one_line_error(result)


def test_a_command_with_arguments_the_board_cannot_take_is_not_queued(tmp_path):
    path = tmp_path / "games.sqlite"
    Store(path, DAEMON).close()
    for args, problem in ((["clock", "op=set", "player=P3", "ms=abc"], "player must be one of P1, P2"),
                          (["clock", "op=set", "player=P1"], "needs ms"),
                          (["settings", "foul_mod=club"], "unknown argument 'foul_mod'"),
                          (["identify", "seconds=100000"], "seconds must be 1 to 600")):
        result = host("--db", str(path), "command", "b1", *args, cwd=tmp_path)
        assert result.returncode == 1 and problem in one_line_error(result), (args, result.stderr)
    assert Store(path, READ).db.execute("SELECT COUNT(*) FROM commands").fetchone()[0] == 0


def test_a_store_refuses_a_second_daemon_in_process_too(tmp_path):
    path = tmp_path / "games.sqlite"
    first = Store(path, DAEMON)
    with pytest.raises(StoreError, match="another daemon"):
        Store(path, DAEMON)
    first.close()


def test_show_on_a_record_an_older_host_accepted_is_one_line(tmp_path):
    # Hosts before the checks stored whatever a board sent: a point off the board, two moves on one.
    path = tmp_path / "games.sqlite"
    store = Store(path, DAEMON)
    store.record_event("b1", "e1", {"t": "game", "seq": 1, "game": 1, "settings": {}})
    store.db.execute("INSERT INTO moves (game_id, n, point, colour, received) VALUES (1, 1, 'z99', 'black', 0)")
    store.close()
    error = one_line_error(host("--db", str(path), "show", "1", cwd=tmp_path))
    assert "cannot be shown in full" in error and "z99" in error, error


def test_the_log_rotates_and_stays_bounded(tmp_path, monkeypatch):
    import logging

    from host import logs

    monkeypatch.setattr(logs, "LOG_BYTES", 10000)
    root = logging.getLogger()
    before = list(root.handlers)
    logs.setup(str(tmp_path / "host.log"))
    handler = [h for h in root.handlers if h not in before][0]
    try:
        for n in range(5000):
            logging.getLogger("tengen.host").warning("line %d of a board that will not stop", n)
    finally:
        root.removeHandler(handler)
        handler.close()
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["host.log", "host.log.1", "host.log.2", "host.log.3"], files
    assert sum(p.stat().st_size for p in tmp_path.iterdir()) <= 4 * 10000 + 200
    assert "line 4999" in (tmp_path / "host.log").read_text()


def test_repeated_warnings_are_counted_not_written():
    import logging

    from host.logs import RateLimited

    class Recorder(logging.Handler):
        def __init__(self):
            super().__init__()
            self.lines = []

        def emit(self, record):
            self.lines.append(record.getMessage())

    recorder = Recorder()
    logger = logging.getLogger("tengen.test.ratelimit")
    logger.addHandler(recorder)
    now = [0.0]
    limited = RateLimited(logger, repeats=5, window=60.0, clock=lambda: now[0])
    for n in range(1000):
        limited.warning("bad", "bad message %d", n)
    limited.warning("other", "another kind")
    now[0] = 61.0
    limited.warning("bad", "bad message again")
    logger.removeHandler(recorder)
    assert recorder.lines == ["bad message %d" % n for n in range(5)] + [
        "another kind", "(995 more 'bad' messages left out in 60 s)", "bad message again"]
