"""Waiting on a loaded machine: telling a slow process from a wrong one.

The virtual boards, the host daemon and the harness share the machine with whatever else runs on
it; under load, anything can take ten times as long as usual. A wait that fails after a fixed wall
time then blames the firmware for the machine. Patience judges a wait by the CPU time the processes
that must act have had: not done although every one had the time is stuck (a failure); not done
because one of them was starved is slow, and is waited for, up to a limit past which nothing can be
said (BoardSlow, not a failure of the firmware).
"""

import os
import time

# What is waited for must happen within STUCK_SECONDS once each process has had STUCK_CPU seconds
# of CPU since (an idle board uses about 1.2% of a core: 0.36 s in 30 s). One that did not get that
# much was starved by a loaded machine, not wrong; it is waited for, up to SLOW_SECONDS.
STUCK_SECONDS = 30.0
STUCK_CPU = 0.5
SLOW_SECONDS = 600.0


class BoardSlow(RuntimeError):
    """The machine was too loaded for the board to run: nothing can be said about the firmware."""


def cpu_seconds(pid):
    """User + system CPU time of a live process, from /proc."""
    with open("/proc/%d/stat" % pid) as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Patience:
    """A deadline that tells slow from stuck. pids() gives the processes that must act (a board's
    firmware, the host daemon); once `seconds` have passed, the wait is stuck if every one of them
    has had `cpu` seconds of CPU since it began (a process started meanwhile counts from 0), and
    slow, with no verdict on them, if one has not by `slow_seconds`."""

    def __init__(self, pids, seconds=STUCK_SECONDS, cpu=STUCK_CPU, slow_seconds=SLOW_SECONDS):
        self.pids = pids
        self.seconds = seconds
        self.cpu = cpu
        self.slow_seconds = slow_seconds
        self.started = time.monotonic()
        self.cpu0 = {pid: self._cpu(pid) for pid in pids()}

    @staticmethod
    def _cpu(pid):
        try:
            return cpu_seconds(pid)
        except OSError:  # gone: it can do nothing more
            return None

    def waited(self):
        return time.monotonic() - self.started

    def used(self):
        """The least CPU time any of the processes has had since the wait began."""
        least = None
        for pid in self.pids():
            now = self._cpu(pid)
            if now is None:
                continue
            got = now - (self.cpu0.get(pid) or 0.0)
            least = got if least is None else min(least, got)
        return least if least is not None else self.cpu

    def verdict(self):
        """None while waiting is right; "stuck" or "slow" once the wait is over."""
        if self.waited() <= self.seconds:
            return None
        if self.used() >= self.cpu:
            return "stuck"
        if self.waited() > self.slow_seconds:
            return "slow"
        return None
