"""A newcomer's first hour with the host, as the README tells it: the installed commands, every
documented host command, and a typo in each, on a real store. Nothing may end in a traceback."""

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness import ROOT
from host.store import Store

BIN = Path(sys.executable).parent


def tengen_host(*argv, db=None, timeout=60, **kwargs):
    command = [str(BIN / "tengen-host")] + list(argv) + (["--db", str(db)] if db else [])
    return subprocess.run(command, capture_output=True, text=True, timeout=timeout, **kwargs)


@pytest.mark.parametrize("name", ["tengen-host", "tengen-vboard"])
def test_the_console_scripts_are_installed_and_run_from_anywhere(tmp_path, name):
    # make venv installs the project: its commands work outside the checkout, with no PYTHONPATH.
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    done = subprocess.run([str(BIN / name), "--help"], cwd=str(tmp_path), env=env, capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("usage: %s " % name), done.stdout


def test_the_docs_never_tell_a_bare_python_to_run_the_host():
    # A bare `python` lacks pyserial outside the virtual environment: the README's host commands
    # are the installed entry point (or the venv's own python).
    bare = re.compile(r"(?<![\w/.])python3? -m host\b")
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), *sorted((ROOT / "host" / "deploy").iterdir())]
    found = ["%s:%d: %s" % (path.relative_to(ROOT), n, line.strip()) for path in files
             for n, line in enumerate(path.read_text().splitlines(), 1) if bare.search(line)]
    assert not found, "\n".join(found)


@pytest.fixture(scope="module")
def store_path(tmp_path_factory):
    path = tmp_path_factory.mktemp("first-hour") / "games.sqlite"
    store = Store(path)
    store.board_seen("b1", "0.1")
    for seq, event in enumerate([{"t": "game", "game": 1, "settings": {"foul_mode": "club"}},
                                 {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"}], 1):
        event["seq"] = seq
        store.record_event("b1", "e1", event)
    store.close()
    return path


# (argv, exit status, what the output must say)
COMMANDS = [
    (["games"], 0, "in progress"),
    (["show", "1"], 0, "h8"),
    (["status"], 0, "daemon not running"),
    (["commands"], 0, "no commands waiting"),
    (["commands", "--all"], 0, ""),
    # typos
    (["gmaes"], 2, "invalid choice: 'gmaes'"),
    (["show"], 2, "the following arguments are required: game"),
    (["show", "one"], 2, "invalid int value: 'one' (see tengen-host show --help)"),
    (["show", "99"], 1, "no game 99"),
    (["cancel", "99"], 1, "no command 99"),
    (["command", "b1", "paus"], 2, "invalid choice: 'paus'"),
    (["command", "b2", "pause"], 2, "no board 'b2'"),
    (["command", "b1", "clock", "op"], 2, "arguments are KEY=VALUE"),
    (["command", "b1", "new_game", "force=yes"], 2, "force is true or false"),
    (["command", "b1", "adjudicate", "winer=black"], 2, "adjudicate takes winner=...; not winer"),
    (["command", "b1", "adjudicate"], 2, "adjudicate needs winner=..."),
    (["command", "b1", "clock", "op=set", "ms=1000"], 2, "clock needs player=..."),
    (["command", "b1", "pause", "now=1"], 2, "pause takes no arguments; not now"),
    (["command", "b1", "settings"], 2, "settings needs KEY=VALUE"),
    (["command", "b1", "pause", "--wait", "-1"], 2, "'-1' is not a number of seconds (0 or more)"),
    (["command", "b1", "pause", "--expire", "nan"], 2, "'nan' is not a number of seconds (more than 0)"),
    (["command", "b1", "pause", "--expire", "0"], 2, "'0' is not a number of seconds (more than 0)"),
    (["daemon", "--auto", "--log", "/proc/no/such/dir/host.log"], 1, "cannot write the log /proc/no/such/dir/host.log"),
    (["command", "b1"], 2, "required: name"),
    (["daemon"], 2, "give --port PORT"),
    (["status", "--db"], 2, "expected one argument"),
    # last: it queues a command (for a second), which the listings above would show
    (["command", "b1", "pause", "--wait", "0.2", "--expire", "1"], 3, "no daemon is running"),
]


@pytest.mark.parametrize("argv,status,says", COMMANDS, ids=[" ".join(c[0]) for c in COMMANDS])
def test_each_host_command_and_a_typo_in_each(store_path, argv, status, says):
    done = tengen_host(*argv, db=None if argv[-1] == "--db" else store_path, cwd=str(ROOT))
    output = done.stdout + done.stderr
    assert "Traceback" not in output, output
    assert done.returncode == status, output
    assert says in output, output


def test_interrupting_a_waiting_command_says_what_became_of_it(store_path):
    store = Store(store_path)
    queued = len(store.commands(every=True))
    process = subprocess.Popen([str(BIN / "tengen-host"), "--db", str(store_path), "command", "b1", "resume",
                                "--wait", "60"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + 30
    while len(store.commands(every=True)) == queued and time.monotonic() < deadline:
        time.sleep(0.05)  # until it is queued and waiting for the reply, however slow the machine
    time.sleep(0.2)
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=30)
    assert "Traceback" not in err, err
    assert process.returncode == 130 and "interrupted" in err and "cancel" in err, err


def test_a_long_listing_into_head_is_no_error(tmp_path):
    path = tmp_path / "many.sqlite"
    store = Store(path)
    store.db.execute("BEGIN")
    store.db.executemany("INSERT INTO games (board_id, epoch, game_no, started, settings) VALUES ('b1', 'e1', ?, 0, '{}')",
                         [(n,) for n in range(1, 3001)])
    store.db.execute("COMMIT")
    store.close()
    done = subprocess.run("'%s' games --db '%s' | head -2" % (BIN / "tengen-host", path), shell=True,
                          capture_output=True, text=True, timeout=60)
    assert "Traceback" not in done.stderr and "Broken pipe" not in done.stderr, done.stderr
    assert len(done.stdout.splitlines()) == 2


def test_a_daemon_on_a_missing_port_says_why_and_stops_cleanly(tmp_path):
    db = tmp_path / "games.sqlite"
    Store(db).close()
    process = subprocess.Popen([str(BIN / "tengen-host"), "daemon", "--port", str(tmp_path / "ttyACM9"), "--db", str(db)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 30
        status = tengen_host("status", db=db)
        while time.monotonic() < deadline and "No such file or directory" not in status.stdout:
            time.sleep(0.2)  # until the daemon has written the port's state, however slow the machine
            status = tengen_host("status", db=db)
    finally:
        process.terminate()
        out, err = process.communicate(timeout=30)
    assert process.returncode == 0, err
    assert "Traceback" not in err, err
    assert "waiting for the port (No such file or directory)" in err, err
    assert "daemon running" in status.stdout and "No such file or directory" in status.stdout, status.stdout
    after = tengen_host("status", db=db)
    assert "daemon not running" in after.stdout, after.stdout


def test_the_virtual_boards_ui_without_a_terminal_says_what_to_do():
    done = subprocess.run([str(BIN / "tengen-vboard")], stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          timeout=60, cwd=str(ROOT))
    assert "Traceback" not in done.stderr, done.stderr
    assert done.returncode == 2 and "needs a terminal" in done.stderr and "--script FILE" in done.stderr
