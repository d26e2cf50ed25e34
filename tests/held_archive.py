"""An archive whose events and standings wait, in the archive's worker process, until the test lets
them go: TENGEN_TEST_HELD names a folder; the worker writes `entered` there (with its process id)
when the slow work begins and waits for `release` (20 s at most). Served by the worker as
BroadcastApp.archive_worker = "held_archive:HeldArchive" (tests/test_broadcast_slow_lane.py)."""

import os
import time

from host.web.archive import StoreArchive

HELD = 20.0


def _held():
    folder = os.environ["TENGEN_TEST_HELD"]
    with open(os.path.join(folder, "entered"), "w") as marker:
        marker.write(str(os.getpid()))
    ends = time.monotonic() + HELD
    while not os.path.exists(os.path.join(folder, "release")) and time.monotonic() < ends:
        time.sleep(0.01)


class HeldArchive(StoreArchive):
    def standings(self, *args):
        _held()
        return super().standings(*args)

    def events(self):
        _held()
        return super().events()

