"""The live streams go on while the archive works: a standings table or an event list that takes
long (a federation's record) is computed off the streams' event loop, and a viewer gets a move
played meanwhile before that slow answer has come.

The slow work here waits for a signal the test gives only once the viewer has the move (or for
at most 20 s): on the streams' loop it would hold that loop, the move would come after the slow
answer, and the test fails on the order, never on a time."""

import asyncio
import os

import aiohttp
import pytest

from broadcast_support import run, served, stream, with_board

HELD = 20.0  # seconds the slow work waits for the test's signal at most


@pytest.mark.parametrize("path", ["/api/standings?event=Open", "/api/events"])
def test_a_viewer_gets_a_move_while_a_slow_archive_request_is_under_way(tmp_path, monkeypatch, path):
    # the archive's worker process serves tests/held_archive.py's archive, whose standings and
    # events wait for the test's `release` file once they have written `entered`
    held = tmp_path / "held"
    held.mkdir()
    monkeypatch.setenv("TENGEN_TEST_HELD", str(held))

    async def scenario():
        async with served(tmp_path, archive_worker="held_archive:HeldArchive") as (base, hub, store), \
                aiohttp.ClientSession() as session:
            script = with_board(hub)
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                await sse.next()  # the snapshot
                answer = asyncio.create_task(session.get(base + path))
                waited = 0.0
                while not (held / "entered").exists():  # the slow request has begun its work
                    await asyncio.sleep(0.01)
                    waited += 0.01
                    assert not answer.done(), "the slow request ended before its work began"
                    assert waited < HELD, "the slow work never began"
                hub.board_event("b1", "e1", script.move("i9"), 2000)
                frames = await sse.until(lambda d: d.get("type") == "move", timeout=HELD * 2)
                move_first = not answer.done()
                (held / "release").touch()
                response = await answer
                assert response.status in (200, 404)  # the record has no event Open: a 404 is its answer
                response.release()
            assert frames[-1][1]["move"]["point"] == "i9"
            assert move_first, "the viewer waited for the slow request"
            # the slow work ran in a process of its own, not on the daemon's interpreter lock
            assert int((held / "entered").read_text()) != os.getpid()

    run(scenario())


DAEMON = """
import asyncio, sys
import aiohttp
sys.path.insert(0, %r)
from broadcast_support import served

async def main(tmp):
    async with served(tmp, archive_worker="held_archive:HeldArchive") as (base, hub, store):
        async with aiohttp.ClientSession() as session:
            asyncio.ensure_future(session.get(base + "/api/events"))
            await asyncio.sleep(3600)

asyncio.run(main(__import__("pathlib").Path(%r)))
"""


def test_the_archives_worker_ends_when_the_daemon_is_killed(tmp_path, monkeypatch):
    # a daemon killed outright (kill -9, a crash) leaves no worker process behind: the worker holds
    # both ends of its pool's queues, so only its watch on the daemon's end tells it
    import signal
    import subprocess
    import sys
    import time

    held = tmp_path / "held"
    held.mkdir()
    monkeypatch.setenv("TENGEN_TEST_HELD", str(held))
    daemon = subprocess.Popen([sys.executable, "-c", DAEMON % (os.path.dirname(__file__), str(tmp_path))])
    try:
        ends = time.monotonic() + 60
        while not (held / "entered").exists():
            assert daemon.poll() is None and time.monotonic() < ends, "the worker never began its work"
            time.sleep(0.05)
        worker = int((held / "entered").read_text())
        assert worker != daemon.pid
        os.kill(worker, 0)  # alive, holding the request
    finally:
        daemon.send_signal(signal.SIGKILL)
        daemon.wait()
    ends = time.monotonic() + 10
    while time.monotonic() < ends:
        try:
            os.kill(worker, 0)
        except ProcessLookupError:
            return
        time.sleep(0.05)
    os.kill(worker, signal.SIGKILL)
    raise AssertionError("the archive's worker (pid %d) outlived the killed daemon" % worker)


def test_a_killed_archive_worker_is_replaced_at_the_next_request(tmp_path, monkeypatch):
    # the worker killed (out of memory, by hand): the next read starts another and is answered
    import signal

    held = tmp_path / "held"
    held.mkdir()
    (held / "release").touch()  # the held archive's reads go straight through, saying their process
    monkeypatch.setenv("TENGEN_TEST_HELD", str(held))

    async def scenario():
        async with served(tmp_path, archive_worker="held_archive:HeldArchive") as (base, hub, store), \
                aiohttp.ClientSession() as session:
            async with session.get(base + "/api/events") as response:
                assert response.status == 200
            first = int((held / "entered").read_text())
            os.kill(first, signal.SIGKILL)
            for _ in range(1000):  # gone (reaped by the pool's own thread)
                try:
                    os.kill(first, 0)
                except ProcessLookupError:
                    break
                await asyncio.sleep(0.01)
            async with session.get(base + "/api/events") as response:
                assert response.status == 200 and "events" in await response.json()
            second = int((held / "entered").read_text())
            assert second not in (first, os.getpid())

    run(scenario())
