"""The web server beside the daemon: its own thread and event loop, fed by the daemon's hooks.

The daemon's connection threads call on_event (after an event is stored) and on_state (after a
heartbeat refreshed the clock mirror); both hand the work to the loop with call_soon_threadsafe,
which keeps each board's order. A task polls the connections' status (link, sync, anomaly) twice
a second. The web server never touches a board: writes become commands in the store, which the
board's connection sends, exactly as `python -m host command` does.
"""

import asyncio
import json
import logging
import os
import sqlite3
import threading
import time
from pathlib import Path

from aiohttp import web

from host.store import Store
from host.web import lan
from host.web.app import BroadcastApp
from host.web.archive import StoreArchive
from host.web.hub import Hub
from host.web.limits import IDLE_TIMEOUT, LIMITS, ConnectionLimits, server_logger
from host.web.security import Guard
from shared_rules.clock import P1, P2

log = logging.getLogger("tengen.web")

STATUS_POLL = 0.5  # seconds between looks at the connections' status


def clock_view(connection):
    """The board's clock from the host's mirror, as viewers need it to tick it themselves."""
    clock = connection.clock
    if clock is None:
        return None
    now = connection._ms()
    running = clock.running
    return {"remaining": [clock.remaining(P1, now), clock.remaining(P2, now)], "running": running,
            "paused": bool(clock.paused), "flags": [clock.flagged(P1), clock.flagged(P2)],
            "first_flag": clock.first_flag, "delay_left": clock.delay_left(running, now) if running else 0,
            "periods": [clock.periods(P1, now), clock.periods(P2, now)], "at": int(time.time() * 1000)}


def raise_file_limit():
    """Every viewer is a socket: take the whole allowance of file descriptors the system gives.
    Windows has no such limit to raise (and no resource module): there this does nothing."""
    try:
        import resource
    except ImportError:
        return
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if hard == resource.RLIM_INFINITY:
        hard = 65536
    if soft < hard:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
        except (ValueError, OSError):
            pass


class _Listening:
    """The listening socket of open_site, stopped as an aiohttp site is."""

    def __init__(self, server):
        self.server = server

    async def stop(self):
        self.server.close()  # no new connections; runner.cleanup() then ends the open ones


async def open_site(app, host, port, limits=None):
    """Serve app on host:port (a free port if that one is taken): (runner, site, url). Each
    connection is held to limits (host/web/limits.py: the time a request may take to arrive, the
    connections an address may hold that say nothing)."""
    limits = limits or ConnectionLimits()
    app[LIMITS] = limits
    runner = web.AppRunner(app, access_log=None, handler_cancellation=True, keepalive_timeout=IDLE_TIMEOUT,
                           logger=server_logger())
    await runner.setup()
    loop = asyncio.get_running_loop()
    factory = limits.protocol_factory(runner.server)

    async def listen(port):
        return await loop.create_server(factory, host or None, port, backlog=1024, reuse_address=True)

    try:
        server = await listen(port)
    except OSError as error:
        if port == 0:
            await runner.cleanup()
            raise
        log.warning("port %d not available (%s): serving on a free port instead", port, error)
        server = await listen(0)
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    url = "http://%s:%d/" % (shown if ":" not in shown else "[%s]" % shown, server.sockets[0].getsockname()[1])
    return runner, _Listening(server), url


class HallSettings:
    """The hall's name, delay and players, kept in a JSON file beside the store."""

    def __init__(self, path):
        self.path = Path(path) if path else None

    def load(self, hub):
        if self.path is None or not self.path.exists():
            return
        try:
            data = json.loads(self.path.read_text())
            name = str(data.get("name") or hub.hall["name"])
            hub.hall["name"] = "" if name == "Tengen hall" else name  # the old default: now in each viewer's language
            hub.hall["lang"] = str(data.get("lang") or "")
            hub.hall["delay"] = float(data.get("delay") or 0)
            hub.hall["event"] = str(data.get("event") or "")
            hub.hall["round"] = str(data.get("round") or "")
            hub.players = {str(k): {"p1": str(v.get("p1", "")), "p2": str(v.get("p2", ""))}
                           for k, v in (data.get("players") or {}).items()}
        except (ValueError, AttributeError, OSError) as error:
            log.warning("hall settings %s not read (%s): starting from the defaults", self.path, error)

    def save(self, hub):
        if self.path is None:
            return
        tmp = self.path.with_name(self.path.name + ".new")
        tmp.write_text(json.dumps({"name": hub.hall["name"], "delay": hub.hall["delay"], "event": hub.hall.get("event", ""),
                                   "round": hub.hall.get("round", ""), "lang": hub.hall.get("lang", ""), "players": hub.players},
                                  indent=1))
        os.replace(tmp, self.path)


def broker_state_path(db_path):
    """The file beside the store where the daemon keeps its MQTT broker's state for `status`."""
    return Path(db_path).with_name(Path(db_path).stem + ".broker.json")


class ServingThread:
    """An asyncio server on a thread of its own: start() returns its URL once it serves (or raises
    RuntimeError), stop() ends it. A subclass sets NAME and writes _serve(), which sets self.loop,
    self._stopping (an asyncio.Event), self.url and self._ready, then waits for _stopping."""

    NAME = "web server"

    def start_thread(self, timeout):
        raise_file_limit()
        self.thread = threading.Thread(target=self._run, name=self.NAME, daemon=True)
        self.thread.start()
        if not self._ready.wait(timeout) or self._error:
            raise RuntimeError("the %s did not start: %s" % (self.NAME, self._error or "timeout"))
        return self.url

    def stop(self):
        if self.loop is not None and self._stopping is not None:
            self.loop.call_soon_threadsafe(self._stopping.set)
        if self.thread:
            self.thread.join(10)

    def _run(self):
        try:
            asyncio.run(self._serve())
        except Exception as error:  # reported to start(); a daemon records on without a broadcast
            log.exception("%s failed", self.NAME)
            self._error = str(error)
            self._ready.set()


class WebServer(ServingThread):
    """The broadcast of one host daemon: start() serves until stop()."""

    def __init__(self, db_path, host="127.0.0.1", port=8080, token=None, delay=None, settings_path=None,
                 max_viewers=5000, max_per_address=200, mqtt=None, embed_from=(), token_file=None):
        self.db_path = str(db_path)
        self.host = host
        self.port = port
        self.token = token
        self.initial_delay = delay
        self.settings = HallSettings(settings_path)
        self.max_viewers = max_viewers
        self.max_per_address = max_per_address
        self.mqtt = mqtt  # a host.web.mqtt.MqttConfig, or None
        self.embed_from = embed_from  # the sites that may frame /embed/ID (--embed-from)
        self.token_file = token_file  # the admin token's file, as the login page names it
        self.daemon = None
        self.loop = None
        self.hub = None
        self.url = None
        self.lan_urls = []
        self.thread = None
        self._ready = threading.Event()
        self._stopping = None
        self._error = None

    # -- the daemon's hooks (called from connection threads) --------------------------------------
    def on_event(self, connection, message):
        if connection.board_id:
            message = dict(message)
            if message.get("t") == "game":  # stored just now: viewers see the game by its record's id
                try:
                    message["record"] = connection.store.game_id(connection.board_id, connection.epoch, message["game"])
                except sqlite3.Error:
                    pass
            self._hand_over(self.hub.board_event if self.hub else None, connection.board_id, connection.epoch,
                            message, int(time.time() * 1000))

    def on_state(self, connection, message):
        if connection.board_id and self.hub is not None:
            try:
                view = clock_view(connection) if isinstance(message.get("clock"), list) else None
            except (ValueError, TypeError, IndexError):
                view = None
            self._hand_over(self.hub.board_clock, connection.board_id, message.get("game"), view)

    def _hand_over(self, handler, *args):
        """To the web loop, never waiting and never failing: the broadcast must not cost the record."""
        loop = self.loop
        if loop is None or handler is None:
            return
        try:
            loop.call_soon_threadsafe(handler, *args)
        except RuntimeError:  # the web loop has stopped (shutdown, or it failed): recording goes on
            pass

    # -- life cycle -------------------------------------------------------------------------------
    def start(self, daemon=None, timeout=15):
        """Start serving; returns the URL. Raises RuntimeError if it could not."""
        self.daemon = daemon
        return self.start_thread(timeout)

    async def _serve(self):
        self.loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        store = Store(self.db_path)  # the web thread's own connection
        archive = StoreArchive(store)
        self.hub = Hub(load_board=archive.newest, max_viewers=self.max_viewers,
                       max_per_address=self.max_per_address)
        self.settings.load(self.hub)
        if self.initial_delay is not None:
            self.hub.hall["delay"] = float(self.initial_delay)
        from host.web.engine_seats import EngineSeats

        engines = EngineSeats(self.db_path)  # the arbiter's games against the engine, played here
        broadcast = BroadcastApp(self.hub, archive, Guard(self.token), store=store,
                                 settings_saver=lambda: self.settings.save(self.hub), engines=engines,
                                 embed_from=self.embed_from, token_file=self.token_file)
        runner, site, self.url = await open_site(broadcast.build(), self.host, self.port)
        if lan.serves_network(self.host):  # the addresses a phone in the hall opens (the hall page's QR code)
            port = int(self.url.rstrip("/").rsplit(":", 1)[1])
            self.lan_urls = broadcast.lan_urls = (lan.urls(port) if self.host in ("0.0.0.0", "")
                                                  else ["http://%s:%d/" % (self.host, port)])
        publisher = None
        if self.mqtt is not None:
            from host.web.mqtt import HallPublisher

            publisher = HallPublisher(self.mqtt, self.hub, lambda: broadcast.archive, state_path=broker_state_path(self.db_path),
                                      lane=broadcast.lane)
            publisher.start()
        tasks = [asyncio.create_task(self._poll_status()), asyncio.create_task(self._poll_seats(broadcast))]
        log.info("broadcast at %s", self.url)
        self._ready.set()
        try:
            await self._stopping.wait()
        finally:
            for task in tasks:
                task.cancel()
            if publisher is not None:
                publisher.stop()
            await asyncio.get_running_loop().run_in_executor(None, engines.stop_all)
            await site.stop()
            await runner.cleanup()
            store.close()


    async def _poll_seats(self, broadcast):
        """Players seated through the record (`tengen-host assign`, `pairings`, another process)
        reach the broadcast within a poll: one record of who sits where, for every view. The record
        is read on the slow lane (its own connection), never on the live streams' loop."""
        from host.tournament_record import Records
        from host.web.tournament import seat_view

        def read(boards):  # in the lane's thread: broadcast.store is the lane's connection there
            records = Records(broadcast.store)
            return [(board, seat_view(records, board)) for board in boards]

        while True:
            await asyncio.sleep(STATUS_POLL)
            try:
                for board, view in await broadcast.lane.run(read, list(self.hub.feeds)):
                    # hall number, event, round, clubs: the board's game's record once it has begun
                    self.hub.set_seat(board, view)
                    if not view or not (view["p1"] or view["p2"]):
                        continue
                    players = {"p1": (view["p1"] or {}).get("name", ""), "p2": (view["p2"] or {}).get("name", "")}
                    if self.hub.players.get(board) != players:
                        self.hub.set_players(board, players)
            except Exception:  # the broadcast goes on with the names it has
                log.exception("seats not read from the record")

    async def _poll_status(self):
        while True:
            await asyncio.sleep(STATUS_POLL)
            if self.daemon is None:
                continue
            for connection in list(self.daemon.connections.values()):
                status = connection.status
                if not status.board_id:
                    continue
                self.hub.board_status(status.board_id, {
                    "link": status.link, "connected": connection.board_id is not None,
                    "in_sync": bool(status.in_sync), "anomalies": status.anomalies})
