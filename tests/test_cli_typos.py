"""Typos on the command line (issue 18, items 10-12; issue 17, item 10): each one found ends in a
one-line error and exit 2 (a usage error) or 1, before anything starts or is written; never a
traceback, never accepted without a word. The parsers run in-process; a daemon that would start is
a separate process, with a timeout."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from harness import ROOT
from host.cli import main
from host.store import Store

BIN = Path(sys.executable).parent
# SKiDL says this at import, whatever the command line (hardware.budget and .schematic import it)
SKIDL_NOISE = "WARNING: fp-lib-table file was not found"


def finished_and_going(store, board="b1"):
    """Game 1 finished (black by five), game 2 in progress on board b1."""
    events = [{"t": "game", "game": 1, "settings": {}},
              {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"},
              {"t": "move", "game": 1, "n": 2, "point": "h9", "colour": "white"},
              {"t": "move", "game": 1, "n": 3, "point": "i9", "colour": "black"},
              {"t": "result", "game": 1, "winner": "black", "reason": "adjudication", "line": []},
              {"t": "game", "game": 2, "settings": {}},
              {"t": "move", "game": 2, "n": 1, "point": "h8", "colour": "black"}]
    for seq, event in enumerate(events, 1):
        event["seq"] = seq
        store.record_event(board, "e1", event)


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "games.sqlite"
    store = Store(path)
    finished_and_going(store)
    store.board_seen("b2", "0.1")
    store.close()
    return str(path)


def host(capsys, *argv):
    """tengen-host ARGV in-process: (exit status, stdout, stderr); argparse's exit is a status too."""
    try:
        status = main(list(argv))
    except SystemExit as done:
        status = done.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, out + err
    return status, out, err


def one_line_error(err):
    """The error's own line (argparse puts its usage above it)."""
    lines = [line for line in err.splitlines() if line.strip() and not line.startswith(("usage:", " "))
             and not line.startswith(SKIDL_NOISE)]
    assert len(lines) == 1, err
    return lines[0]


@pytest.mark.parametrize("argv,says", [
    (["export", "1", "-o", "nodir/g.sgf"], "nodir does not exist"),
    (["export", "1", "-o", "{tmp}", "--format", "sgf"], "is a folder"),
    (["export", "1", "-o", "/proc/version/g.sgf"], "is not a folder"),
    (["hall", "b1", "x"], "'x' is not a hall number"),
    (["hall", "b1", "0"], "'0' is not a hall number"),
    (["hall", "b1", "-5"], "'-5' is not a hall number"),
    (["hall", "b1", "99999999999999999999"], "is not a hall number"),
    (["daemon", "--auto", "--delay", "-5"], "'-5' is not a number of seconds"),
    (["daemon", "--auto", "--web-port", "99999"], "'99999' is not a port number"),
    (["daemon", "--auto", "--web-host", "999.1.1.1"], "'999.1.1.1' is not an IP address"),
    (["daemon", "--auto", "--max-viewers", "-1"], "is not a number of viewers"),
    (["daemon", "--auto", "--embed-from", "https://club.example; script-src *"], "is not a site's origin"),
    (["daemon", "--auto", "--embed-from", "club.example"], "'club.example' is not a site's origin"),
    (["daemon", "--auto", "--embed-from", "https://club.example/board"], "is not a site's origin"),
    (["relay", "--mqtt", "localhost", "--embed-from", "ftp://club.example"], "is not a site's origin"),
    (["relay", "--mqtt", "localhost:99999"], "'99999' is not a port number"),
    (["relay", "--mqtt", "no-such-host.invalid"], "'no-such-host.invalid' is not an IP address, nor a host name"),
    (["relay", "--mqtt", "localhost", "--web-port", "-1"], "'-1' is not a port number"),
    (["games", "--opening", "Kagetsuu"], "no opening 'Kagetsuu': did you mean Kagetsu?"),
    (["games", "--opening", "xyzzy"], "no opening 'xyzzy'"),
    (["games", "--date", "2026-13-01"], "is not a date"),
    (["setup", "b1", "1", "--at", "2"], "--at goes with --study"),
    (["setup", "b1", "2", "--wait", "-1"], "'-1' is not a number of seconds"),
    (["cancel", "-3"], "is not a command number"),
])
def test_a_typo_is_one_line_and_exit_2(db, tmp_path, capsys, argv, says):
    argv = [a.replace("{tmp}", str(tmp_path)) for a in argv]
    status, out, err = host(capsys, "--db", db, *argv)
    assert status == 2, (status, out, err)
    assert says in one_line_error(err), err


def test_a_hall_number_already_taken_is_refused_and_a_board_never_seen_is_numbered_with_a_warning(db, capsys):
    assert host(capsys, "--db", db, "hall", "b1", "3")[0] == 0
    status, out, err = host(capsys, "--db", db, "hall", "b2", "3")
    assert status == 2 and "number 3 is board b1's already" in one_line_error(err), err
    # The hall is numbered before the boards arrive (issue 34): a board never seen is taken, and
    # the warning names the boards seen, so a typo (b3 for b2) shows.
    status, out, err = host(capsys, "--db", db, "hall", "b3", "4")
    assert status == 0 and "board b3 is number 4" in out, (out, err)
    assert "b3 has not connected" in one_line_error(err) and "boards seen: b1, b2" in err, err
    status, out, err = host(capsys, "--db", db, "assign", "4", "--black", "Kask", "--white", "Tamm", "--new")
    assert status == 0 and out.startswith("board b3: Kask"), (out, err)  # paired before it is plugged in
    status, out, err = host(capsys, "--db", db, "hall", "b1", "5")  # renumbering a board is no mistake
    assert status == 0 and "number 5" in out and "was 3" in out, out


def test_command_takes_a_hall_number_as_assign_and_setup_do(db, capsys):
    assert host(capsys, "--db", db, "hall", "b1", "3")[0] == 0
    status, out, err = host(capsys, "--db", db, "command", "3", "pause", "--wait", "0", "--expire", "1")
    assert status == 3 and "pause on board b1" in err, err  # queued for b1: no daemon answers it here
    assert [c["board"] for c in Store(db).commands()] == ["b1"]


def test_an_opening_is_found_by_the_federations_name_in_any_case_or_its_code(db, capsys):
    for name in ("Kagetsu", "KAGETSU", "kagetsu", "D4"):
        status, out, err = host(capsys, "--db", db, "games", "--opening", name)
        assert status == 0 and "b1" in out and "no games" not in out, (name, out, err)


def test_setup_to_play_on_refuses_a_finished_game(db, capsys):
    status, out, err = host(capsys, "--db", db, "setup", "b1", "1")
    assert status == 2 and "game 1 is finished" in one_line_error(err) and "--study" in err, err
    assert Store(db).commands(every=True) == []  # nothing queued


def test_import_of_a_folder_or_a_missing_file_is_one_line(tmp_path, capsys):
    for path, says in ((tmp_path, "give --format"), (tmp_path / "x.sgf", "Is a directory"),
                       (tmp_path / "missing.txt", "No such file")):
        if path.suffix == ".sgf":
            path.mkdir()
        status, out, err = host(capsys, "--db", str(tmp_path / "g.sqlite"), "import", str(path))
        assert status in (1, 2) and says in one_line_error(err), err


def test_import_of_a_file_that_is_no_database_says_so_without_pointing_above(tmp_path, capsys):
    status, out, err = host(capsys, "--db", str(tmp_path / "g.sqlite"), "import", "/bin/ls", "--format", "renjunet")
    assert status == 1, (out, err)
    assert "above" not in out + err, out + err


def test_an_export_that_cannot_be_written_is_one_line(db, capsys):
    # Root passes every permission check: a path under a file refuses it at the moment of writing.
    for path in ("/proc/self/status.sgf", "/proc/g.sgf"):
        status, out, err = host(capsys, "--db", db, "export", "1", "-o", path)
        assert status in (1, 2) and "cannot write" in one_line_error(err), err


def run_module(module, *argv, timeout=60):
    return subprocess.run([sys.executable, "-m", module, *argv], capture_output=True, text=True,
                          timeout=timeout, cwd=str(ROOT))


def test_a_daemon_with_a_bad_web_port_never_starts(tmp_path):
    # It went on recording without a broadcast: now it stops before it opens anything.
    done = subprocess.run([str(BIN / "tengen-host"), "--db", str(tmp_path / "g.sqlite"), "daemon", "--auto",
                           "--web-port", "99999"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and "Traceback" not in done.stderr, done.stderr
    assert not (tmp_path / "g.sqlite").exists()


@pytest.mark.parametrize("module,argv,says", [
    ("hardware.vboard", ["--web", "99999"], "'99999' is not a port number"),
    ("hardware.vboard.run", ["--script", "missing.txt"], "cannot read missing.txt"),
    ("hardware.rigs.hall", ["--boards", "0"], "'0' is not a number of boards"),
    ("hardware.rigs.hostile", ["--seconds", "-5"], "'-5' is not a number of seconds"),
    ("hardware.rigs.pico_scripts", ["--jobs", "0"], "'0' is not a number of jobs"),
    ("hardware.budget", ["--bogus"], "unrecognized arguments: --bogus"),
    ("hardware.field_model", ["--bogus"], "unrecognized arguments: --bogus"),
    ("hardware.schematic", ["--bogus"], "unrecognized arguments: --bogus"),
])
def test_an_entry_points_typo_is_exit_2(tmp_path, module, argv, says):
    done = run_module(module, *argv)
    assert done.returncode == 2 and "Traceback" not in done.stderr, (done.returncode, done.stderr)
    assert says in one_line_error(done.stderr), done.stderr


def test_make_run_with_a_missing_script_starts_nothing(tmp_path):
    done = run_module("hardware.vboard.run", "--var", str(tmp_path / "var"), "--script", str(tmp_path / "missing.txt"))
    assert done.returncode == 2 and "cannot read" in done.stderr, done.stderr
    assert not (tmp_path / "var" / "games.sqlite").exists() and "live broadcast" not in done.stdout


def test_hunt_fouls_refuses_a_count_that_is_no_number():
    done = subprocess.run([sys.executable, "bench/hunt_fouls.py", "--sequences", "zero"], capture_output=True,
                          text=True, timeout=60, cwd=str(ROOT))
    assert done.returncode == 2 and "'zero' is not a number of sequences" in one_line_error(done.stderr), done.stderr


def test_relay_to_a_closed_port_fails_clearly(tmp_path):
    import socket

    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        closed = probe.getsockname()[1]
    done = subprocess.run([str(BIN / "tengen-host"), "relay", "--mqtt", "127.0.0.1:%d" % closed, "--web-port", "0"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1 and "relay serving" not in done.stdout, (done.stdout, done.stderr)
    assert "cannot reach the MQTT broker at 127.0.0.1:%d" % closed in one_line_error(done.stderr), done.stderr
