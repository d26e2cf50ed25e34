"""A club's evening as its people live it: several virtual boards (the real firmware) on one host
daemon with its broadcast, driven only through what a user has: the boards' stones and buttons
(scripts), the `tengen-host` command line, the files it writes, the pages in a real Chromium.

Tests built on it read what the user reads (command output, files, pages), never the store."""

import contextlib
import io
import os
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def running_club(where, boards):
    """A Club started, stopped at the end (the journeys' fixture)."""
    club = Club(where, boards)
    club.start()
    try:
        yield club
    finally:
        club.stop()


class Club:
    """N boards sim-0001.. on one daemon, the broadcast on a free port, everything under `where`."""

    def __init__(self, where, boards=4):
        self.where = Path(where)
        self.where.mkdir(parents=True, exist_ok=True)
        self.db = self.where / "games.sqlite"
        self.ids = ["sim-%04d" % (n + 1) for n in range(boards)]
        self.web_port = free_port()
        self.token_file = self.where / "admin.token"
        self.token_file.write_text("journey-admin-token\n")
        os.chmod(self.token_file, 0o600)
        self.daemon = None

    def tty(self, board):
        return self.where / ("%s.tty" % board)

    def url(self, path="/"):
        return "http://127.0.0.1:%d%s" % (self.web_port, path)

    def start(self):
        ports = []
        for board in self.ids:
            ports += ["--port", str(self.tty(board))]
        self.daemon = subprocess.Popen(
            [sys.executable, "-m", "host", "--db", str(self.db), "daemon"] + ports
            + ["--log", str(self.where / "host.log"), "--web-port", str(self.web_port),
               "--admin-token-file", str(self.token_file)],
            cwd=str(ROOT), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        deadline = time.monotonic() + 60
        while not self._serving():  # the store made and the broadcast listening
            assert self.daemon.poll() is None, "the daemon stopped:\n" + self.log()
            assert time.monotonic() < deadline, "the daemon did not start:\n" + self.log()
            time.sleep(0.2)

    def _serving(self):
        if not self.db.exists():
            return False
        try:
            socket.create_connection(("127.0.0.1", self.web_port), timeout=1).close()
            return True
        except OSError:
            return False

    def stop(self):
        if self.daemon is not None:
            self.daemon.terminate()
            try:
                self.daemon.wait(15)
            except subprocess.TimeoutExpired:
                self.daemon.kill()
            self.daemon = None

    def host(self, *args, stdin=None, timeout=60):
        """`tengen-host ARGS` on this club's store: (exit status, what it printed). Run in this
        process through the command line's own entry point (the same parsing and printing as the
        installed command; a process per command would make the journey minutes longer)."""
        from host.cli import main

        out = io.StringIO()
        here = os.getcwd()
        os.chdir(self.where)
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
                try:
                    status = main(["--db", str(self.db)] + [str(a) for a in args])
                except SystemExit as done:  # argparse's usage errors and --help
                    status = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
        finally:
            os.chdir(here)
        return status or 0, out.getvalue()

    def ok(self, *args, **kw):
        """The same, which must succeed: its output."""
        status, out = self.host(*args, **kw)
        assert status == 0, "tengen-host %s -> %d:\n%s" % (" ".join(map(str, args)), status, out)
        return out

    def play(self, board, script, timeout=240):
        """A script on one board (stones, buttons, expectations): (exit status, its output)."""
        path = self.where / ("%s-%d.txt" % (board, time.monotonic_ns()))
        path.write_text(script)
        run = subprocess.run(
            [sys.executable, "-m", "hardware.vboard", "--script", str(path), "--tty", str(self.tty(board)),
             "--flash", str(self.where / (board + ".flash")), "--board-id", board,
             "--serial-log", str(self.where / (board + ".serial.log")), "--host-db", str(self.db)],
            cwd=str(ROOT), capture_output=True, text=True, timeout=timeout)
        return run.returncode, run.stdout + run.stderr

    def play_all(self, scripts):
        """{board: script} played at once, one thread a board: {board: (status, output)}."""
        results = {}

        def run(board, script):
            results[board] = self.play(board, script)

        threads = [threading.Thread(target=run, args=item) for item in scripts.items()]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        return results

    def log(self):
        path = self.where / "host.log"
        return path.read_text() if path.exists() else ""
