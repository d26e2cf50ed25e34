"""Helpers for the broadcast tests: board events as the firmware sends them, a served hub, an SSE reader."""

import asyncio
import contextlib
import functools
import json
import time

import aiohttp

from host.store import Store
from host.web.app import BroadcastApp
from host.web.archive import StoreArchive
from host.web.hub import Hub
from host.web.limits import REQUEST_TIMEOUT, WAITING_PER_ADDRESS, ConnectionLimits
from host.web.security import Guard
from host.web.server import open_site

TOKEN = "secret-token-for-tests"
GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]  # Ugetsu (D6), Black's five on row 8
FIVE = ["h8", "i8", "j8", "k8", "l8"]
FIXED_AT = 1796122123000  # ms: 2026-12-01 10:48:43 UTC, the time of every event of a picture's tournament
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
                 waiting_per_address=WAITING_PER_ADDRESS, lan_urls=(), engines=None, embed_from=(), token_file=None,
                 archive_worker=None, **hub_options):
    """A hub behind the real application on a free port, served as the host serves it (open_site,
    its connection limits): yields (base url, hub, store)."""
    store = Store(tmp_path / "games.sqlite")
    archive = StoreArchive(store)
    hub = Hub(load_board=archive.newest, **hub_options)
    broadcast = BroadcastApp(hub, archive, Guard(token), store=store, relay=relay, command_wait=0.2,
                             lan_urls=lan_urls, engines=engines, embed_from=embed_from, token_file=token_file)
    if archive_worker:  # "module:Class": the archive the worker process serves (a test's own)
        broadcast.archive_worker = archive_worker
    app = broadcast.build()
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


def record(store, hub, script, messages, at=None):
    """Each event stored, then handed to the broadcast, as the daemon does (host/web/server.py); at:
    the hub's time of each (a callable giving ms), else now."""
    for message in messages:
        store.record_event(script.board, script.epoch, message)
        if message["t"] == "game":
            message = dict(message, record=store.game_id(script.board, script.epoch, message["game"]))
        hub.board_event(script.board, script.epoch, message, at() if at else int(time.time() * 1000))



def fix_times(store):
    """Every time the store keeps set from FIXED_AT, in the order things happened (the archive shows
    the games' dates; a replay the moves' times)."""
    base = FIXED_AT / 1000
    store.db.execute("UPDATE events SET received = ? + rowid * 7", (base,))
    store.db.execute("UPDATE moves SET received = ? + rowid * 7", (base,))
    store.db.execute("UPDATE games SET started = ? + id * 600, ended = CASE WHEN ended IS NULL THEN NULL"
                     " ELSE ? + id * 600 + 300 END", (base, base))
    store.db.execute("UPDATE boards SET last_seen = ?", (base,))


def show_seats(store, hub):
    """The record's seats and hall numbers to the broadcast, as the daemon's seat poll does."""
    from host.tournament_record import Records
    from host.web.tournament import seat_view

    records = Records(store)
    for board in list(hub.feeds):
        hub.set_seat(board, seat_view(records, board))


def tournament(store, hub, fixed=False, names=None):
    """Spring Open, round 2 on three boards numbered 10, 1 and 2 (ids in another order): board 1
    Black won by five, board 2 a draw, board 10 plays on; round 1 was played before. fixed: the
    same to the pixel every time, for the pictures: every time fixed (the hub's, the store's), and
    board 10's clock paused (a running clock shows the second it is looked at). names: {"Ivanov":
    (another name, its club, its rating)}, players of other names. Returns the boards' BoardScripts,
    to play on."""
    from host.tournament_record import Records

    names = names or {}
    n = lambda name: names[name][0] if name in names else name  # noqa: E731

    records = Records(store)
    ticks = iter(range(FIXED_AT, FIXED_AT + 10 ** 9, 7000))  # a move every 7 s
    at = (lambda: next(ticks)) if fixed else None
    play = functools.partial(record, at=at)
    players = [("Ivanov", "Tallinn", "2105"), ("Petrov", "Tartu", "1980"), ("Sato", "Japan", "2230"),
               ("Kask", "Narva", ""), ("Lepp", "Tallinn", "1850"), ("Tamm", "", "")]
    for name, club, rating in players:
        name, club, rating = names.get(name, (name, club, rating))
        records.add_player(name, club=club, rating=rating)
    scripts = {}
    # round 1 on board-c: Sato beats Tamm
    script = scripts["board-c"] = BoardScript("board-c", "e1")
    store.board_seen("board-c", "t")
    records.assign("board-c", n("Sato"), n("Tamm"), tournament="Spring Open", round_="1", create=False)
    play(store, hub, script, [script.new_game()] + [script.move(p) for p in GAME] + [script.result("black", "five", FIVE)])
    for board in ("board-a", "board-b", "board-c"):
        store.board_seen(board, "t")
    for board, number in (("board-a", "10"), ("board-b", "1"), ("board-c", "2")):
        records.number_board(board, number)
    seats = {"board-b": ("Ivanov", "Petrov"), "board-c": ("Tamm", "Kask"), "board-a": ("Sato", "Lepp")}
    for board, (black, white) in seats.items():
        records.assign(board, n(black), n(white), tournament="Spring Open", round_="2", create=False)
        hub.set_players(board, {"p1": n(black), "p2": n(white)})
    b = scripts["board-b"] = BoardScript("board-b", "e1")
    play(store, hub, b, [b.new_game(time_control="5m")] + [b.move(p, clocks=[290000, 290000], used=1000) for p in GAME]
         + [b.result("black", "five", FIVE)])
    c = scripts["board-c"]
    play(store, hub, c, [c.new_game()] + [c.move(p) for p in GAME[:4]] + [c.result("draw", "agreement")])
    a = scripts["board-a"] = BoardScript("board-a", "e1")
    play(store, hub, a, [a.new_game(time_control="5m")] + [a.move(p, clocks=[280000, 285000], used=1000) for p in GAME[:3]])
    if fixed:
        play(store, hub, a, [a.other("clock", action="pause", clocks=[280000, 285000])])
        fix_times(store)
    for board in seats:
        hub.board_status(board, {"link": "connected", "connected": board != "board-a", "in_sync": False, "anomalies": 0})
    show_seats(store, hub)
    return scripts
