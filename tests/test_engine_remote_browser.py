"""A browser player against a board on another host: the web virtual board's page in headless
Chromium joins a remote game through its own host (its daemon and `tengen-host play --remote`,
started from the page), against a virtual board whose player is a script, through a real Mosquitto.
A wrong secret is refused on the page; then, with the right one, the opponent's moves blink on the
page's board, the page's moves reach the other board, the clocks agree, and both records hold the
same game (which the browser player ends by resigning)."""

import asyncio
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

from harness import Hall, ROOT
from shared_rules.board import point_name
from test_broadcast_mqtt import Broker, pytestmark as mqtt_mark
from test_engine_play import blinking_point, step
from test_engine_remote import SECRET, Side, seconds_of
from test_vboard_web import CHROMIUM

pytestmark = [mqtt_mark, pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no Chromium (make test installs it)")]

MOVES = "h8 h9 i8 i9 j8".split()  # then White, in the browser, resigns


class Page:
    """The browser side: the web virtual board and its host daemon, driven through the page."""

    def __init__(self, where):
        where.mkdir()
        self.hall = Hall(where, board_id="sim-000b")
        self.process = None
        self.page = None

    def start(self):
        self.hall.start_host()
        self.process = subprocess.Popen(
            [sys.executable, "-m", "hardware.vboard", "--web", "0", "--tty", str(self.hall.tty), "--flash",
             str(self.hall.flash), "--board-id", self.hall.board_id, "--host-db", str(self.hall.db)],
            cwd=str(ROOT), stdout=subprocess.PIPE, text=True)
        return re.search(r"http://\S+", self.process.stdout.readline()).group(0)

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(10)
        self.hall.stop_host()

    async def tap(self, button, ms=150):
        box = await self.page.locator(button).bounding_box()
        await self.page.mouse.move(box["x"] + 5, box["y"] + 5)
        await self.page.mouse.down()
        await self.page.wait_for_timeout(ms)
        await self.page.mouse.up()
        await self.page.wait_for_timeout(100)

    async def face(self, side):
        return (await self.page.inner_text("#face-" + side)).strip()

    async def face_shows(self, side, text, timeout=10000):
        await self.page.wait_for_function(
            "document.getElementById('face-%s').textContent.replace(/\\s+/g, ' ').trim() === %r" % (side, text),
            timeout=timeout)

    async def status(self, text, timeout=20000):
        await self.page.wait_for_function(
            "document.getElementById('status').textContent.includes(%r)" % text, timeout=timeout)

    async def said(self, text, timeout=20000):
        await self.page.wait_for_function(
            "document.getElementById('remote-lines').textContent.includes(%r)" % text, timeout=timeout)

    async def join(self, port, secret):
        await self.page.fill("#remote-broker", "127.0.0.1:%d" % port)
        await self.page.fill("#remote-game", "friendly-1")
        await self.page.fill("#remote-secret", secret)
        await self.page.check("input[name=remote-colour][value=white]")
        await self.page.click("#remote-join")


async def clocks_agree(board, page, side, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if abs(seconds_of(board.display[side]) - seconds_of(await page.face(side))) <= 1.0:
                return
        except ValueError:  # a face naming a move, or a menu
            pass
        await asyncio.sleep(0.1)
    raise AssertionError("the %s clocks differ: %s on the board, %s on the page"
                         % (side, board.display[side], await page.face(side)))


async def a_game_from_the_browser(tmp_path, broker):
    from playwright.async_api import async_playwright

    black, white = Side(tmp_path / "a", "sim-000a"), Page(tmp_path / "b")
    try:
        await black.start("5m+4s", press=False)
        url = white.start()
        black.join(broker.port, "black")
        async with async_playwright() as playwright:
            browser = await playwright.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                      "--disable-component-update", "--disable-sync"])
            page = white.page = await browser.new_page()
            await page.goto(url)
            await page.wait_for_selector("[data-hit=h8]")
            # The same clock as the other board's, from the page's board's own menu: blitz-5, 5m+4s.
            await white.tap("#menu")
            await white.face_shows("left", "CLOC")
            await white.tap("#menu")
            for _ in range(5):
                await white.tap("#right")
            await white.face_shows("right", "B 5")
            await white.tap("#menu")
            await white.tap("#menu", 1800)
            await white.face_shows("left", "5:00")

            # A bad request is refused with its reason; a wrong secret is refused as soon as the other
            # seat's move list (signed with the right one) arrives.
            await page.fill("#remote-game", "no/such+game")
            await page.fill("#remote-secret", "long enough")
            await page.click("#remote-join")
            await page.wait_for_function("document.getElementById('remote-error').textContent.includes('letters, digits')")
            await white.join(broker.port, "not the secret")
            await white.said("refused the other seat's message: it is not signed with this game's secret")
            assert await page.locator("#remote-lines .refused").count() >= 1
            await page.click("#remote-leave")
            await page.wait_for_function("document.getElementById('remote-lines').textContent.includes('exit 130')")
            await white.join(broker.port, SECRET)
            await white.said("connected to the broker")

            await step(black.runner, "press white")  # White starts Black's clock, on each board
            await white.tap("#right")
            await white.page.wait_for_function("document.getElementById('face-left').classList.contains('running')")
            for n, name in enumerate(MOVES, 1):
                if n % 2:  # Black, on the other board; the page shows it and its player puts it there
                    await step(black.runner, "place %s black" % name)
                    await step(black.runner, "press black")
                    await white.said("move %d: the remote player plays %s" % (n, name))
                    await page.wait_for_selector("circle.led[data-led=%s]" % name)  # blinking (yellow)
                    assert await page.get_attribute("circle.led[data-led=%s]" % name, "fill") == "#ffff00"
                    await page.click("[data-hit=%s]" % name)  # the stone put and their button pressed for them
                    await page.wait_for_selector("g.stone.black[data-point=%s]" % name)
                    await white.status("Move %d: white to play" % (n + 1))
                    await clocks_agree(black.board, white, "left")
                else:  # White, in the browser; the other board shows it and its player copies it
                    assert await page.is_checked("input[name=colour][value=white]")  # the hand: White's turn
                    await page.click("[data-hit=%s]" % name)
                    await page.wait_for_selector("g.stone.white[data-point=%s]" % name)
                    await white.tap("#right")
                    await white.status("Move %d: black to play" % (n + 1))
                    p = await blinking_point(black.board, 40)
                    assert point_name(p) == name
                    await step(black.runner, "place %s white" % name)
                    await step(black.runner, "press white")
                    await step(black.runner, "expect moves %s" % " ".join(MOVES[:n]))
                    await clocks_agree(black.board, white, "right")
            await white.status("Move 6: white to play")
            await white.tap("#right", 2400)  # held 2 s: White resigns, in the browser
            await white.status("black wins (resignation)")
            await step(black.runner, "timeout 20000")
            await step(black.runner, "expect result black")  # ended there too, by the arbiter's decision
            await step(black.runner, "expect synced")
            await white.said("the game is over")
            await browser.close()
        return black, white, black.play.wait(30)
    finally:
        await black.stop()
        white.stop()


def test_a_browser_player_plays_a_board_on_another_host(tmp_path):
    broker = Broker(tmp_path)
    broker.start()
    try:
        black, white, status = asyncio.run(a_game_from_the_browser(tmp_path, broker))
    finally:
        broker.stop()
    assert status == 0, black.out.read_text()
    assert "refused the other seat's message" in black.out.read_text()  # the wrong secret, refused there too
    records = [black.hall.store().game(1), white.hall.store().game(1)]
    for record in records:
        assert [m["point"] for m in record["moves"]] == MOVES
        assert record["winner"] == "black"
    assert records[1]["reason"] == "resignation"


def test_the_page_refuses_a_remote_game_it_cannot_join_with_its_reason(tmp_path):
    from aiohttp.test_utils import TestClient, TestServer

    from hardware.vboard.web import BoardPage

    class Board:  # what the page reads of a board
        board_id, leds, layout, display, state = "sim-000b", [(0, 0, 0)] * 225, [0] * 225, {}, {}

    good = {"broker": "127.0.0.1:1883", "game": "friendly-1", "secret": SECRET, "colour": "white"}

    async def answers():
        said = []
        for host_db, body in [(None, good), (tmp_path / "games.sqlite", dict(good, broker="a b")),
                              (tmp_path / "games.sqlite", dict(good, game="x/#")),
                              (tmp_path / "games.sqlite", dict(good, secret="short")),
                              (tmp_path / "games.sqlite", dict(good, secret="two\nlines!")),
                              (tmp_path / "games.sqlite", dict(good, colour="red"))]:
            async with TestClient(TestServer(BoardPage(Board(), host_db).build())) as client:
                response = await client.post("/api/remote", json=body)
                said.append((response.status, (await response.json())["error"]))
                assert (await (await client.get("/api/state")).json())["remote"]["playing"] is False
        return said

    said = asyncio.run(answers())
    assert [status for status, _ in said] == [409, 400, 400, 400, 400, 400]
    assert "make run WEB=1" in said[0][1] and "broker" in said[1][1] and "game" in said[2][1]
    assert "8 to 256" in said[3][1] and "one line" in said[4][1] and "colour" in said[5][1]
