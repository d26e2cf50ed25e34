"""The host where the Unix-only modules do not exist: every command here runs in a process in
which fcntl, resource, termios, pty, tty, pwd and grp cannot be imported and sys.platform says
win32 (tests/as_on_windows.py). A club's arbiter on a Windows laptop records, imports and exports
games, runs an event's rounds and serves the hall's pages with the same commands as on Linux.
(The virtual board's pseudo-terminal stays Unix-only: hardware/vboard says so.)"""

import json
import os
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import sgfmill.sgf

from host.store import Store

ROOT = Path(__file__).resolve().parent.parent
AS_ON_WINDOWS = ROOT / "tests" / "as_on_windows.py"
FIXTURE = ROOT / "tests" / "fixtures" / "renlib" / "example.pos"


def windows_host(cwd, *args, timeout=60):
    result = subprocess.run([sys.executable, str(AS_ON_WINDOWS), "-m", "host"] + list(args), cwd=str(cwd),
                            env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True, text=True,
                            timeout=timeout)
    assert "Traceback" not in result.stderr, result.stderr
    return result


def ok(cwd, *args):
    result = windows_host(cwd, *args)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_the_blocker_hides_what_windows_lacks(tmp_path):
    code = "import sys\nfor name in ('fcntl', 'resource', 'termios', 'pty'):\n" \
           "    try:\n        __import__(name)\n    except ImportError:\n        print(name, 'hidden')\n" \
           "print(sys.platform)\n"
    result = subprocess.run([sys.executable, str(AS_ON_WINDOWS), "-c", code], capture_output=True, text=True,
                            timeout=30, cwd=str(tmp_path))
    assert result.stdout.split("\n") == ["fcntl hidden", "resource hidden", "termios hidden", "pty hidden",
                                         "win32", ""], result.stderr


def test_records_formats_and_an_event_on_a_host_without_unix_modules(tmp_path):
    # A first store, made by importing a record file; read back by the store commands.
    out = ok(tmp_path, "import", str(FIXTURE), "--save")
    assert "1 game(s) added to the record in var/games.sqlite" in out
    assert (tmp_path / "var" / "games.sqlite").is_file()
    games = ok(tmp_path, "games").splitlines()
    assert len(games) == 2 and games[1].split()[:3] == ["1", "import", time.strftime("%Y-%m-%d")], games
    assert "1. a15   black" in ok(tmp_path, "show", "1")

    # Exported, and the file read by a reader that is not ours.
    ok(tmp_path, "export", "all", "-o", "out.sgf")
    moves = [node.get_move() for node in sgfmill.sgf.Sgf_game.from_bytes(
        (tmp_path / "out.sgf").read_bytes()).get_main_sequence()[1:]]
    assert len(moves) == 30 and moves[0] == ("b", (14, 0)), moves[:3]

    # An event's round: boards in the hall (seen by a daemon before: put in the store here), the
    # entrants, the round paired and seated, a result, the standings.
    store = Store(tmp_path / "var" / "games.sqlite")
    for board in ("sim-0001", "sim-0002"):
        store.board_seen(board, "test")
    store.close()
    ok(tmp_path, "hall", "sim-0001", "1")
    ok(tmp_path, "hall", "sim-0002", "2")
    assert "round robin" in ok(tmp_path, "event", "Cup", "--system", "roundrobin")
    for name in ("Kask Liis", "Lepp Mart", "Saar Eva"):
        assert "entered: %s" % name in ok(tmp_path, "enter", "Cup", name, "--new")
    out = ok(tmp_path, "round", "next", "--event", "Cup")
    assert "round 1 paired" in out and "(bye)" in out and "1 board seated" in out, out
    pairing = [line.split() for line in out.splitlines() if line.strip().startswith("1 ")][0]
    ok(tmp_path, "round", "result", "1", "1-0")
    standings = ok(tmp_path, "standings", "--event", "Cup").splitlines()
    winner = " ".join(pairing[1:3])
    assert winner in standings[2] and standings[2].split()[-4] == "1", standings


def test_the_daemon_serves_the_hall_and_keeps_a_second_one_off_without_unix_modules(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    command = [sys.executable, str(AS_ON_WINDOWS), "-m", "host", "daemon", "--port", "/nonexistent/tty",
               "--web-port", "0", "--url-file", "url.txt"]
    daemon = subprocess.Popen(command, cwd=str(tmp_path), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              text=True)
    try:
        deadline = time.monotonic() + 30
        while not (tmp_path / "url.txt").exists() or not (tmp_path / "url.txt").read_text().strip():
            assert daemon.poll() is None, daemon.communicate()[1]
            assert time.monotonic() < deadline, "the daemon never served"
            time.sleep(0.1)
        url = (tmp_path / "url.txt").read_text().strip()
        with urllib.request.urlopen(url, timeout=10) as page:
            assert page.status == 200 and "<html" in page.read().decode().lower()
        # the archive answers too (its worker process, or the daemon itself where none can be made)
        with urllib.request.urlopen(url.rstrip("/") + "/api/games", timeout=30) as page:
            assert page.status == 200 and json.loads(page.read())["games"] == []
        second = subprocess.run(command[:-2] + ["--url-file", "url2.txt"], cwd=str(tmp_path), env=env,
                                capture_output=True, text=True, timeout=30)
        assert second.returncode == 1 and "Traceback" not in second.stderr, second.stderr
        assert "another daemon (pid %d) is already recording into var/games.sqlite" % daemon.pid in second.stderr
        assert "/nonexistent/tty" in ok(tmp_path, "status")
    finally:
        daemon.terminate()
        out, err = daemon.communicate(timeout=15)
    assert "Traceback" not in err, err


def test_the_virtual_board_says_it_needs_a_unix_pseudo_terminal(tmp_path):
    script = tmp_path / "script.txt"
    script.write_text("wait 1\n")
    result = subprocess.run([sys.executable, str(AS_ON_WINDOWS), "-m", "hardware.vboard", "--script", str(script)],
                            cwd=str(tmp_path), env=dict(os.environ, PYTHONPATH=str(ROOT)), capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr, result.stderr
    assert "pseudo-terminal" in result.stderr and "WSL" in result.stderr, result.stderr
