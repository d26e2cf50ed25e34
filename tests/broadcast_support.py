"""Helpers for the broadcast tests: board events as the firmware sends them, a served hub, an SSE reader."""

import asyncio
import contextlib
import json

import aiohttp

from host.store import Store
from host.web.app import BroadcastApp
from host.web.archive import StoreArchive
from host.web.hub import Hub
from host.web.limits import REQUEST_TIMEOUT, WAITING_PER_ADDRESS, ConnectionLimits
from host.web.security import Guard
from host.web.server import open_site

TOKEN = "secret-token-for-tests"
SETTINGS = {"foul_mode": "club", "time_control": None, "pass_from_move": 7, "takebacks": False, "opening": None}


class BoardScript:
    """A board's event stream: numbered as the firmware numbers them."""

    def __init__(self, board="b1", epoch="e1"):
        self.board = board
        self.epoch = epoch
        self.seq = 0
        self.game = 0
        self.moves = 0

    def _next(self, message):
        self.seq += 1
        message["seq"] = self.seq
        return message

    def new_game(self, **settings):
        self.game += 1
        self.moves = 0
        return self._next({"t": "game", "game": self.game, "settings": dict(SETTINGS, **settings)})

    def move(self, point, clocks=None, used=None):
        self.moves += 1
        message = {"t": "move", "game": self.game, "n": self.moves, "point": point,
                   "colour": "black" if self.moves % 2 else "white"}
        if clocks is not None:
            message["clocks"] = clocks
            message["used"] = used or 1000
        return self._next(message)

    def result(self, winner, reason, line=(), point=None):
        message = {"t": "result", "game": self.game, "winner": winner, "reason": reason, "line": list(line)}
        if point:
            message["point"] = point
        return self._next(message)

    def other(self, kind, **fields):
        return self._next(dict({"t": kind, "game": self.game}, **fields))


def run(coroutine):
    """A test's coroutine to its end, two minutes at most."""
    return asyncio.run(asyncio.wait_for(coroutine, 120))


def with_board(hub):
    """A board b1 on the hub, its game begun and h8 played."""
    script = BoardScript()
    feed_all(hub, script, [script.new_game(), script.move("h8")])
    return script


def feed_all(hub, script, messages, at=1000):
    for message in messages:
        hub.board_event(script.board, script.epoch, message, at)


@contextlib.asynccontextmanager
async def served(tmp_path, token=TOKEN, relay=False, request_timeout=REQUEST_TIMEOUT,
                 waiting_per_address=WAITING_PER_ADDRESS, lan_urls=(), **hub_options):
    """A hub behind the real application on a free port, served as the host serves it (open_site,
    its connection limits): yields (base url, hub, store)."""
    store = Store(tmp_path / "games.sqlite")
    archive = StoreArchive(store)
    hub = Hub(load_board=archive.newest, **hub_options)
    app = BroadcastApp(hub, archive, Guard(token), store=store, relay=relay, command_wait=0.2, lan_urls=lan_urls).build()
    runner, site, url = await open_site(app, "127.0.0.1", 0, ConnectionLimits(request_timeout, waiting_per_address))
    try:
        yield url.rstrip("/"), hub, store
    finally:
        await site.stop()
        await runner.cleanup()
        store.close()


class SSE:
    """A stream's reader: its frames as (id, data dict)."""

    def __init__(self, response):
        self.response = response

    async def next(self, timeout=5.0):
        event_id, data = None, []
        while True:
            line = await asyncio.wait_for(self.response.content.readline(), timeout)
            if not line:
                raise EOFError("the stream ended")
            line = line.decode().rstrip("\n")
            if line.startswith("id: "):
                event_id = int(line[4:])
            elif line.startswith("data: "):
                data.append(line[6:])
            elif line == "" and data:
                return event_id, json.loads("\n".join(data))

    async def until(self, predicate, timeout=5.0):
        """Frames up to and including the first for which predicate(data) holds."""
        frames = []
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            frame = await self.next(max(0.01, deadline - loop.time()))
            frames.append(frame)
            if predicate(frame[1]):
                return frames


@contextlib.asynccontextmanager
async def stream(session, url, **kwargs):
    async with session.get(url, timeout=aiohttp.ClientTimeout(total=None, sock_read=None), **kwargs) as response:
        assert response.status == 200, await response.text()
        yield SSE(response)
