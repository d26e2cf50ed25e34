"""The hall through a real MQTT broker (Mosquitto, started here on a free port): the host publishes,
relays serve the same pages from the broker, a late relay starts from the full state, and a
board's events keep their order end to end."""

import asyncio
import shutil
import socket
import subprocess
import sys
import time

import aiohttp
import pytest

from broadcast_support import TOKEN, BoardScript, feed_all, served, stream
from harness import ROOT, Hall
from host.web.mqtt import HallPublisher, MqttConfig
from host.web.relay import Relay

MOSQUITTO = shutil.which("mosquitto") or "/usr/sbin/mosquitto"
GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]

pytestmark = pytest.mark.skipif(not shutil.which("mosquitto") and not __import__("os").path.exists(MOSQUITTO),
                                reason="no mosquitto (make test installs it)")


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Broker:
    """A real Mosquitto on a free port of this machine, which a test may stop and start again."""

    def __init__(self, where):
        self.port = free_port()
        self.config = where / "mosquitto.conf"
        self.config.write_text("listener %d 127.0.0.1\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n"
                               % self.port)
        self.process = None

    def start(self):
        self.process = subprocess.Popen([MOSQUITTO, "-c", str(self.config)], stdout=subprocess.DEVNULL,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), 0.2).close()
                return
            except OSError:
                time.sleep(0.05)
        raise RuntimeError("mosquitto did not start")

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
            self.process = None


@pytest.fixture
def mosquitto(tmp_path):
    broker = Broker(tmp_path)
    broker.start()
    yield broker
    broker.stop()


@pytest.fixture
def broker(mosquitto):
    return mosquitto.port


async def until(check, timeout=10.0):
    deadline = time.monotonic() + timeout
    while True:
        value = await check()
        if value or time.monotonic() > deadline:
            return value
        await asyncio.sleep(0.05)


async def board_of(session, base, board="b1"):
    async with session.get(base + "api/boards/" + board) as response:
        if response.status != 200:
            return None
        return (await response.json())["board"]


def test_relays_serve_the_hall_from_the_broker_in_order_and_from_a_late_start(tmp_path, broker):
    async def scenario():
        config = MqttConfig("127.0.0.1", broker, "test/hall")
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            publisher = HallPublisher(config, hub)
            publisher.start()
            script = BoardScript()
            feed_all(hub, script, [script.new_game()] + [script.move(p) for p in GAME[:5]])
            hub.set_players("b1", {"p1": "Alice", "p2": "Bob"})
            await asyncio.sleep(0.8)  # the retained state is on the broker before any relay exists
            relay = Relay(config, port=0)
            url = await asyncio.get_running_loop().run_in_executor(None, relay.start)
            try:
                late = await until(lambda: board_of(session, url))
                assert late is not None and [m["point"] for m in late["moves"]] == GAME[:5]
                assert late["players"] == {"p1": "Alice", "p2": "Bob"}
                async with stream(session, url + "api/boards/b1/stream") as sse:
                    _, snapshot = await sse.next()
                    assert len(snapshot["board"]["moves"]) == 5
                    for point in GAME[5:]:
                        hub.board_event("b1", "e1", script.move(point), 3000)
                    hub.board_event("b1", "e1", script.result("black", "five", GAME[0::2]), 3000)
                    frames = await sse.until(lambda d: (d.get("set") or {}).get("result") is not None, timeout=10)
                    moves = [d["move"]["n"] for _, d in frames if d["type"] == "move"]
                    assert moves == [6, 7, 8, 9]  # each once, in order
                relayed = await board_of(session, url)
                assert relayed["moves"] == hub.public.boards["b1"]["moves"]
                assert relayed["result"] == hub.public.boards["b1"]["result"]
                # The relay is read-only, whoever asks.
                async with session.put(url + "api/hall", json={"delay": 1},
                                       headers={"Authorization": "Bearer anything"}) as response:
                    assert response.status == 403
            finally:
                await asyncio.get_running_loop().run_in_executor(None, relay.stop)
                publisher.stop()

    asyncio.run(asyncio.wait_for(scenario(), 60))


def test_a_game_on_the_virtual_board_reaches_a_relay_process_through_mosquitto(tmp_path, broker):
    hall = Hall(tmp_path)
    hall.start_host("--web-port", "0", "--url-file", str(tmp_path / "host.url"), "--mqtt", "127.0.0.1:%d" % broker)
    relay = subprocess.Popen([sys.executable, "-m", "host", "relay", "--mqtt", "127.0.0.1:%d" % broker,
                              "--web-port", "0", "--url-file", str(tmp_path / "relay.url"),
                              "--log", str(tmp_path / "relay.log")], cwd=str(ROOT), stdout=subprocess.DEVNULL)
    try:
        moves = "".join("place %s %s\n" % (p, "black" if n % 2 == 0 else "white") for n, p in enumerate(GAME))
        status, output = hall.play("timeout 10000\nexpect synced\n" + moves + "expect result black five\nexpect synced\n")
        assert status == 0, output + hall.host_log()
        deadline = time.monotonic() + 20
        while not (tmp_path / "relay.url").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        url = (tmp_path / "relay.url").read_text().strip()

        async def check():
            async with aiohttp.ClientSession() as session:
                async def finished():
                    board = await board_of(session, url, "sim-0001")
                    return board if board and board["result"] else None

                board = await until(finished, 20)
                assert board is not None, (tmp_path / "relay.log").read_text()
                assert [m["point"] for m in board["moves"]] == GAME
                assert board["result"]["lines"] == [["h8", "i8", "j8", "k8", "l8"]]
                async with session.get(url + "board/sim-0001") as response:
                    assert response.status == 200 and "board.js" in await response.text()  # the same pages

                async def archived():  # the finished game, published by the host from its record
                    async with session.get(url + "api/games") as response:
                        games = (await response.json())["games"]
                    return games or None

                games = await until(archived, 20)
                assert games is not None, hall.host_log()
                assert [(g["moves"], g["winner"], g["reason"]) for g in games] == [(len(GAME), "black", "five")]

        asyncio.run(check())
    finally:
        relay.terminate()
        relay.wait(10)
        hall.stop_host()


async def broker_state(session, base, wanted=None):
    """The broker's state as GET /api/broker tells the arbiter (logged in with the token); with
    wanted, None until it is that."""
    async with session.get(base + "/api/broker", headers={"Authorization": "Bearer " + TOKEN}) as response:
        assert response.status == 200, await response.text()
        state = (await response.json())["broker"]["state"]
    return state if wanted in (None, state) else None


def test_host_and_relay_reconnect_to_a_restarted_broker_by_themselves(tmp_path, mosquitto):
    async def scenario():
        config = MqttConfig("127.0.0.1", mosquitto.port, "test/hall")
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            publisher = HallPublisher(config, hub)
            publisher.start()
            relay = Relay(config, port=0)
            url = await asyncio.get_running_loop().run_in_executor(None, relay.start)
            try:
                script = BoardScript()
                feed_all(hub, script, [script.new_game()] + [script.move(p) for p in GAME[:3]])
                board = await until(lambda: board_of(session, url))
                assert board is not None
                assert await broker_state(session, base) == "connected"  # as the arbiter's page says it
                mosquitto.stop()  # the broker goes away (and with it every retained message)
                for point in GAME[3:7]:
                    hub.board_event("b1", "e1", script.move(point), 3000)
                await asyncio.sleep(0.5)
                assert await broker_state(session, base) == "lost" and hub.broker.since > time.time() - 5
                mosquitto.start()
                assert await until(lambda: broker_state(session, base, "connected"), 30) == "connected"

                async def caught_up():
                    board = await board_of(session, url)
                    return board if board and len(board["moves"]) == 7 else None

                board = await until(caught_up, 30)
                assert board is not None, "the relay did not catch up after the broker came back"
                assert [m["point"] for m in board["moves"]] == GAME[:7]
            finally:
                await asyncio.get_running_loop().run_in_executor(None, relay.stop)
                publisher.stop()

    asyncio.run(asyncio.wait_for(scenario(), 90))


@pytest.mark.skipif(not __import__("os").path.exists("/usr/bin/chromium") and not __import__("os").environ.get("CI"),
                    reason="no Chromium at /usr/bin/chromium (make test installs it)")
def test_a_relay_has_the_hosts_standings_and_every_download_of_a_game_and_a_round(tmp_path, broker):
    """What the host's hall and archive show of a tournament, a relay shows from the broker alone:
    the standings and results grid (as the host computed them, after the delay), the events, and
    every record format of a game and of a whole round (made from the host's record of each game,
    published with it). A result that comes after the relay started reaches its standings too, and
    the relay's own hall and archive pages show them."""
    import io
    import re
    import zipfile

    from broadcast_support import record, tournament
    from host.formats import FORMAT_NAMES
    from host.web.archive import StoreArchive

    async def get(session, url):
        async with session.get(url) as response:
            return response.status, await response.read()

    def contents(reply):
        """A download as what it holds: a zip's files by name (not their times), a PDF without the
        second it was made."""
        status, data = reply
        if data[:2] == b"PK":
            with zipfile.ZipFile(io.BytesIO(data)) as archive:
                return status, {name: contents((status, archive.read(name)))[1] for name in archive.namelist()}
        return status, re.sub(rb"/CreationDate \(D:\d+Z\)", b"", data)

    async def scenario():
        config = MqttConfig("127.0.0.1", broker, "test/hall")
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            scripts = tournament(store, hub)
            publisher = HallPublisher(config, hub, StoreArchive(store))
            publisher.start()
            relay = Relay(config, port=0)
            url = (await asyncio.get_running_loop().run_in_executor(None, relay.start)).rstrip("/")
            try:
                async def table(where):
                    status, body = await get(session, where + "/api/standings?event=Spring+Open")
                    return __import__("json").loads(body) if status == 200 else None

                host = await table(base)
                assert [(p["name"], p["points"]) for p in host["players"]][:2] == [("Sato", 1.0), ("Ivanov", 1.0)]
                assert await until(lambda: table(url)) == host
                assert json_of(await get(session, url + "/api/events")) == json_of(await get(session, base + "/api/events"))

                for name in FORMAT_NAMES:
                    for path in ("/api/games/2/export/" + name, "/api/rounds/export/%s?event=Spring+Open&round=2" % name):
                        mine, theirs = await get(session, url + path), await get(session, base + path)
                        assert mine[0] in (200, 409), (path, mine)  # PlayOK's refusal (RIF openings only): refused alike
                        assert contents(mine) == contents(theirs), (path, mine[0], theirs[0], mine[1][:200], theirs[1][:200])

                # Board 10's game ends now: Sato wins, and the relay's table follows the host's.
                a = scripts["board-a"]
                record(store, hub, a, [a.result("black", "resignation")])

                async def sato_has_two():
                    relayed = await table(url)
                    return relayed if relayed and relayed["players"][0]["points"] == 2.0 else None

                relayed = await until(sato_has_two)
                assert relayed is not None and relayed == await table(base), relayed
                assert relayed["players"][0]["name"] == "Sato" and relayed["players"][0]["results"]
                status, body = await get(session, url + "/api/rounds/export/renjunet?event=Spring+Open&round=2")
                assert status == 200 and body.count(b"<game ") == 3, body[:300]  # the third game of the round too
                await relay_pages_show_the_tables(url, len(FORMAT_NAMES))
            finally:
                await asyncio.get_running_loop().run_in_executor(None, relay.stop)
                publisher.stop()

    asyncio.run(asyncio.wait_for(scenario(), 90))


def json_of(reply):
    status, body = reply
    assert status == 200, body
    return __import__("json").loads(body)


async def relay_pages_show_the_tables(url, formats):
    """The relay's hall and archive pages in headless Chromium: the standings and the results grid,
    the round's downloads, as a viewer of the relay sees them."""
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", headless=True,
                                                   args=["--no-sandbox", "--disable-gpu"])
        try:
            page = await browser.new_page()
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            await page.goto(url + "/")
            await page.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 6")
            first = await page.eval_on_selector_all("#standings tbody tr:first-child td", "tds => tds.map(t => t.textContent)")
            assert first[1] == "Sato" and first[5] == "2", first
            assert await page.eval_on_selector_all("#crosstable tbody tr", "rows => rows.length") == 6
            await page.goto(url + "/archive?event=Spring+Open&round=2")
            await page.wait_for_function("n => document.querySelectorAll('#round-downloads a').length === n", arg=formats)
            assert await page.eval_on_selector_all("#games tr", "rows => rows.length") == 3
            assert errors == []
        finally:
            await browser.close()


def test_status_says_whether_the_daemons_broker_is_connected_or_lost_since_when(tmp_path, capsys):
    from host.cli import main
    from host.store import Store
    from host.web.mqtt import BrokerState
    from host.web.server import broker_state_path

    db = tmp_path / "games.sqlite"
    store = Store(db)
    store.daemon_beat(4242, time.time() - 60, "--auto --mqtt 192.0.2.7")
    state = BrokerState(MqttConfig("192.0.2.7", 1883), broker_state_path(db))  # as the daemon's publisher keeps it
    state.set("connected")
    assert main(["--db", str(db), "status"]) == 0
    assert "MQTT broker 192.0.2.7:1883: connected since " in capsys.readouterr().out
    state.set("lost", "the connection dropped")
    assert main(["--db", str(db), "status"]) == 0
    out = " ".join(capsys.readouterr().out.split())  # one paragraph, however the terminal wraps it
    at = time.strftime("%H:%M:%S", time.localtime(state.since))
    assert "MQTT broker 192.0.2.7:1883: lost since %s (the connection dropped), retrying" % at in out, out
    state.forget()  # the daemon left the broker: nothing said of it
    assert main(["--db", str(db), "status"]) == 0
    assert "MQTT broker" not in capsys.readouterr().out
    store.close()
