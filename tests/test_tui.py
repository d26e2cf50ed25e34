"""The virtual board's curses UI, run as a person runs it (`python -m hardware.vboard`) on a
pseudo-terminal of a given size, its output rendered by a terminal emulator (pyte): it must fit a
standard 80x24 terminal, say plainly what it needs on a smaller one, and never end in a traceback."""

import fcntl
import os
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pyte

ROOT = Path(__file__).resolve().parent.parent


class Terminal:
    """A program on a pty of columns x rows, and the screen it draws."""

    def __init__(self, argv, columns, rows, cwd, term="xterm-256color"):
        self.screen = pyte.Screen(columns, rows)
        self.stream = pyte.ByteStream(self.screen)
        self.raw = b""
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))
        env = dict(os.environ, TERM=term)
        env.pop("LINES", None)
        env.pop("COLUMNS", None)
        self.process = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, cwd=cwd, env=env,
                                        start_new_session=True)
        os.close(slave)
        self.master = master

    def pump(self, seconds):
        end = time.monotonic() + seconds
        while True:
            left = end - time.monotonic()
            if left <= 0:
                return
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    data = os.read(self.master, 65536)
                except OSError:  # the program has gone and closed its side
                    time.sleep(left)
                    return
                self.raw += data
                self.stream.feed(data)

    def text(self):
        return "\n".join(self.screen.display)

    def wait_for(self, *words, timeout=60):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self.pump(0.2)
            if all(w in self.text() for w in words):
                return
            if self.process.poll() is not None:
                break
        raise AssertionError("the screen never showed %s (exit %s):\n%s\n--- raw tail:\n%r" % (
            words, self.process.poll(), self.text(), self.raw[-2000:]))

    def send(self, keys):
        os.write(self.master, keys.encode())

    def finish(self, timeout=30):
        end = time.monotonic() + timeout
        while self.process.poll() is None and time.monotonic() < end:
            self.pump(0.2)
        if self.process.poll() is None:
            self.process.kill()
        self.pump(0.2)
        os.close(self.master)
        return self.process.wait()


def ui(tmp_path, columns, rows, term="xterm-256color"):
    return Terminal([sys.executable, "-m", "hardware.vboard", "--tty", str(tmp_path / "board.tty"),
                     "--flash", str(tmp_path / "flash")], columns, rows, str(ROOT), term)


def row_of(text, label):
    """The board's row numbered `label` as drawn: its points, one character each."""
    for line in text.splitlines():
        if line[:2] == "%2d" % label:
            return line[3:32:2]
    raise AssertionError("no row %d on the screen:\n%s" % (label, text))


def swatch(term, meaning):
    """The legend's colour sample drawn just before `meaning`."""
    for y, line in enumerate(term.screen.display):
        x = line.find(meaning)
        if x >= 2:
            return term.screen.buffer[y][x - 2]
    raise AssertionError("no %r in the legend:\n%s" % (meaning, term.text()))


def test_the_ui_fits_80x24_and_plays(tmp_path):
    term = ui(tmp_path, 80, 24)
    try:
        term.wait_for("a b c d e f g h i j k l m n o", "move 1", "last move", "q quit")
        text = term.text()
        assert "take this away" in text and "forbidden" in text and "X black" in text  # the legend
        # The foul's orange and the opening's yellow are drawn differently (a background, a dot).
        foul, guide = swatch(term, "foul that lost"), swatch(term, "opening: play here")
        assert (foul.bg, foul.fg, foul.data) != (guide.bg, guide.fg, guide.data), (foul, guide)
        assert foul.bg != "default" and guide.data == "*"
        term.send("b")  # a black stone on h8, where the cursor starts
        term.wait_for("move 2")
        assert row_of(term.text(), 8)[7] == "X"
        # The board's menu, through its buttons (m the menu button, 1 / 2 the clock buttons): the
        # game has a move, so the foul mode changes from the next game
        term.send("m")
        term.wait_for("[CLOC")
        term.send("2m2m")
        term.wait_for("this game: club", "next game: tournament")
        term.send("22m22m")
        term.wait_for("next game: tournament, no clock, rif")
        term.send("M")
        term.wait_for("[W 2")  # closed: the faces show the game again
        term.send("c")  # clearing the board mid-game: the guide asks for h8 back
        term.wait_for("put back (blue): h8")
        term.send("q")
    finally:
        status = term.finish()
    assert status == 0, term.text()
    assert b"Traceback" not in term.raw and b"error" not in term.raw.lower(), term.raw[-3000:]


def test_a_terminal_too_small_is_told_what_is_needed(tmp_path):
    term = ui(tmp_path, 70, 20)
    try:
        term.wait_for("at least 80x24", "this one is 70x20")
        term.send("q")
    finally:
        status = term.finish()
    assert status == 0, term.text()
    assert b"Traceback" not in term.raw, term.raw[-3000:]


def test_a_terminal_curses_does_not_know_is_told_what_to_do(tmp_path):
    term = ui(tmp_path, 80, 24, term="nosuchterm")
    status = term.finish()
    assert status == 2
    text = term.raw.decode(errors="replace")
    assert "cannot run in this terminal" in text and "make run SCRIPT=" in text, text
    assert "Traceback" not in text, text


def test_a_firmware_that_stops_is_shown_as_stopped(tmp_path):
    term = ui(tmp_path, 80, 24)
    try:
        term.wait_for("move 1", "host")
        children = subprocess.run(["pgrep", "-P", str(term.process.pid)], capture_output=True, text=True).stdout.split()
        assert children, "no firmware process under the UI"
        for pid in children:
            os.kill(int(pid), 9)  # the firmware dies (as a board whose MicroPython crashed)
        term.wait_for("THE FIRMWARE STOPPED")
        term.send("q")
    finally:
        status = term.finish()
    assert status == 0, term.text()
    assert b"Traceback" not in term.raw, term.raw[-3000:]


def ui_with_host(tmp_path, columns=80, rows=24):
    """The UI on its board, and a host daemon recording that board (as `make run` has them)."""
    host = subprocess.Popen([sys.executable, "-m", "host", "--db", str(tmp_path / "games.sqlite"), "daemon",
                             "--port", str(tmp_path / "board.tty"), "--log", str(tmp_path / "host.log")], cwd=str(ROOT))
    term = Terminal([sys.executable, "-m", "hardware.vboard", "--tty", str(tmp_path / "board.tty"),
                     "--flash", str(tmp_path / "flash"), "--host-db", str(tmp_path / "games.sqlite")],
                    columns, rows, str(ROOT))
    return host, term


def host_games(tmp_path):
    return subprocess.run([sys.executable, "-m", "host", "--db", str(tmp_path / "games.sqlite"), "games"],
                          cwd=str(ROOT), capture_output=True, text=True, timeout=60).stdout


def test_the_game_is_numbered_as_the_record_and_settings_change_the_empty_game(tmp_path):
    host, term = ui_with_host(tmp_path)
    try:
        term.wait_for("game #1 ", "move 1", "takebacks off")  # the record's id, as `games` and `show` name it
        # the menu, on an empty board: the same game each time, with the new settings
        for keys in ("mm", "22222", "m", "222m", "22m", "M"):  # blitz-5 (5m+4s), then the RIF opening
            term.send(keys)
            term.pump(1.0)
        term.wait_for("this game: club, clock 5m+4s, rif", "game #1 ")
        assert "game #2" not in term.text(), term.text()
        term.send("b")  # a stone: the game the record knows, with those settings
        term.wait_for("X")
        term.pump(3.0)
        games = host_games(tmp_path)
        rows = [line for line in games.splitlines() if "sim-0001" in line]
        assert len(rows) == 1 and rows[0].split()[0] == "1", games
        term.send("q")
    finally:
        status = term.finish()
        host.terminate()
        host.wait(10)
    assert status == 0, term.text()
    show = subprocess.run([sys.executable, "-m", "host", "--db", str(tmp_path / "games.sqlite"), "show", "1"],
                          cwd=str(ROOT), capture_output=True, text=True, timeout=60).stdout
    assert "time control 5m+4s" in show and "opening rif" in show, show
    assert "(board game 1)" in show, show  # the board's own count too: one game, not one per change


def test_without_a_host_the_boards_own_game_count_is_named_as_such(tmp_path):
    term = ui(tmp_path, 80, 24)
    try:
        term.wait_for("board's own game 1", "move 1")
        term.send("q")
    finally:
        status = term.finish()
    assert status == 0, term.text()


def test_a_takeback_refused_and_a_pause_are_shown(tmp_path):
    term = ui(tmp_path, 80, 24)
    try:
        term.wait_for("move 1", "takebacks off")
        term.send("b")  # h8
        term.wait_for("move 2")
        term.send("k")  # the cursor up to h9
        term.send("w")
        term.wait_for("move 3")
        term.send(" ")  # White lifts h9, the last move, and Black taps to take it back: off
        term.wait_for("put back (blue): h9")
        assert "takebacks are off" in term.text(), term.text()
        term.send("1")
        term.wait_for("NO UNDO")
        term.send("w")  # h9 back
        term.wait_for("move 3")
        term.send("q")
    finally:
        status = term.finish()
    assert status == 0, term.text()


def test_a_paused_clock_says_paused(tmp_path):
    term = ui(tmp_path, 80, 24)
    try:
        term.wait_for("move 1")
        term.send("mm22222mM")  # blitz-5 on the board's menu: the empty game takes the clock at once
        term.wait_for("clock 5m+4s")
        term.send("2")  # White starts Black's clock
        term.pump(0.5)
        term.send("3")  # both held: the arbiter's pause
        term.wait_for("PAUSED")
        term.send("3")
        term.pump(2.0)
        term.wait_for("move 1")
        assert "PAUSED" not in term.text(), term.text()
        term.send("q")
    finally:
        status = term.finish()
    assert status == 0, term.text()
