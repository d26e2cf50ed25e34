"""The live streams go on while the archive works: a standings table or an event list that takes
long (a federation's record) is computed off the streams' event loop, and a viewer gets a move
played meanwhile before that slow answer has come.

The slow work here waits for a signal the test gives only once the viewer has the move (or for
at most 20 s): on the streams' loop it would hold that loop, the move would come after the slow
answer, and the test fails on the order, never on a time."""

import asyncio
import threading

import aiohttp
import pytest

from broadcast_support import run, served, stream, with_board

HELD = 20.0  # seconds the slow work waits for the test's signal at most


@pytest.mark.parametrize("path, module, name", [
    ("/api/standings?event=Open", "host.web.tournament", "standings"),
    ("/api/events", "host.web.tournament", "events"),
])
def test_a_viewer_gets_a_move_while_a_slow_archive_request_is_under_way(tmp_path, monkeypatch, path, module, name):
    import importlib

    target = importlib.import_module(module)
    real = getattr(target, name)
    entered, release = threading.Event(), threading.Event()

    def slow(*args, **kwargs):
        entered.set()
        release.wait(HELD)
        return real(*args, **kwargs)

    monkeypatch.setattr(target, name, slow)

    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            script = with_board(hub)
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                await sse.next()  # the snapshot
                answer = asyncio.create_task(session.get(base + path))
                while not entered.is_set():  # the slow request has begun its work
                    await asyncio.sleep(0.01)
                    assert not answer.done(), "the slow request ended before its work began"
                hub.board_event("b1", "e1", script.move("i9"), 2000)
                frames = await sse.until(lambda d: d.get("type") == "move", timeout=HELD * 2)
                move_first = not answer.done()
                release.set()
                response = await answer
                assert response.status in (200, 404)  # the record has no event Open: a 404 is its answer
                response.release()
            assert frames[-1][1]["move"]["point"] == "i9"
            assert move_first, "the viewer waited for the slow request"

    run(scenario())
