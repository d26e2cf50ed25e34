"""Test harness: a real host daemon and a virtual board running the real firmware, in a temp dir."""

import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


class Hall:
    """One virtual board and one host daemon on its serial port, with their files under `where`."""

    def __init__(self, where, board_id="sim-0001", pinmap=None, target="sim"):
        self.where = Path(where)
        self.tty = self.where / "board.tty"
        self.db = self.where / "games.sqlite"
        self.flash = self.where / "flash"
        self.board_id = board_id
        self.pinmap = pinmap
        self.target = target  # "sim" (the unix port) or "pico" (the rp2 image on an emulated Pico)
        self.host = None

    def start_host(self, *extra):
        """The host daemon; extra arguments go to `daemon` (e.g. the broadcast's options)."""
        if self.target == "pico":
            # The emulated Pico runs in step with its script runner, slower than real time on a
            # loaded machine: its 2 s heartbeat can take longer than the host's 8 s of wall clock.
            extra = ("--silence", "30") + extra
        self.host = subprocess.Popen(
            [sys.executable, "-m", "host", "--db", str(self.db), "daemon", "--port", str(self.tty),
             "--log", str(self.where / "host.log")] + list(extra), cwd=str(ROOT))

    def stop_host(self):
        if self.host is not None:
            self.host.terminate()
            self.host.wait(10)
            self.host = None

    def play(self, script, timeout=180):
        """Run a virtual-board script; returns (exit status, its output)."""
        script_path = self.where / "script.txt"
        script_path.write_text(script)
        result = subprocess.run(
            [sys.executable, "-m", "hardware.vboard", "--script", str(script_path), "--tty", str(self.tty),
             "--flash", str(self.flash), "--board-id", self.board_id, "--serial-log", str(self.where / "serial.log"),
             "--host-db", str(self.db), "--target", self.target] + (["--pinmap", str(self.pinmap)] if self.pinmap else []),
            cwd=str(ROOT), capture_output=True, text=True, timeout=timeout)
        return result.returncode, result.stdout + result.stderr

    def store(self):
        from host.store import Store

        return Store(self.db)

    def host_log(self):
        path = self.where / "host.log"
        return path.read_text() if path.exists() else ""
