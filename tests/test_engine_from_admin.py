"""Playing the computer from the arbiter's page: the arbiter picks a board, the engine's level and
colour, and starts the game; the daemon plays the engine's seat (host/play.py's Table, the one
`tengen-host play BOARD --engine` plays) with the real Rapfi, and the board's LEDs show its move.
Driven in headless Chromium from the page, against a real daemon and a virtual board running the
real firmware. Refused with a 4xx JSON reason: no engine built, an unknown board, a board already
playing or not connected; an engine that dies at once is a failed seat that says why."""

import asyncio
import io
import os
import time
from pathlib import Path

import aiohttp
import pytest

from broadcast_support import TOKEN, BoardScript, feed_all, served
from engine_support import RAPFI
from harness import Hall
from shared_rules.board import point_name

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")
AUTH = {"Authorization": "Bearer " + TOKEN}


def test_the_engine_is_refused_without_an_engine_for_an_unknown_board_and_on_a_board_playing(tmp_path):
    from host.web.engine_seats import EngineSeats

    async def scenario():
        missing = EngineSeats(tmp_path / "games.sqlite", command=[str(tmp_path / "no-engine")])
        async with served(tmp_path, engines=missing) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            feed_all(hub, script, [script.new_game()])  # b1: a new game, no stone yet

            async def start(board, body):
                async with session.post(base + "/api/boards/%s/engine" % board, json=body, headers=AUTH) as response:
                    return response.status, await response.json()

            status, reply = await start("b1", {"level": 3, "colour": "white"})
            assert status == 409 and "not connected" in reply["error"], reply
            hub.board_status("b1", {"link": "connected", "connected": True, "in_sync": True, "anomalies": 0})
            status, reply = await start("b1", {"level": 3, "colour": "white"})
            assert status == 409 and "no engine" in reply["error"] and "make engine" in reply["error"], reply
            async with session.get(base + "/api/engines", headers=AUTH) as response:
                assert (await response.json()) == {"available": False, "engines": {}}
            status, reply = await start("nowhere", {"level": 3, "colour": "white"})
            assert status == 404 and "no board nowhere" in reply["error"], reply
            status, reply = await start("b1", {"level": 11, "colour": "white"})
            assert status == 400 and "level" in reply["error"], reply
            status, reply = await start("b1", {"level": 3, "colour": "green"})
            assert status == 400 and "colour" in reply["error"], reply
            feed_all(hub, script, [script.move("h8")])  # now b1 plays
            status, reply = await start("b1", {"level": 3, "colour": "white"})
            assert status == 409 and "playing (move 1)" in reply["error"], reply
            async with session.post(base + "/api/boards/b1/engine", json={"level": 3}) as response:
                assert response.status == 401  # the arbiter's, like every write
            async with session.delete(base + "/api/boards/b1/engine", json={}, headers=AUTH) as response:
                assert response.status == 409 and "plays no game" in (await response.json())["error"]
        async with served(tmp_path / "relay", relay=True) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            feed_all(hub, script, [script.new_game()])
            async with session.post(base + "/api/boards/b1/engine", json={"level": 3}, headers=AUTH) as response:
                assert response.status == 403  # a relay plays nothing

    (tmp_path / "relay").mkdir()
    asyncio.run(asyncio.wait_for(scenario(), 60))


def wait_for(path, timeout=30):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists() and path.read_text().strip():
            return path.read_text().strip()
        time.sleep(0.1)
    raise AssertionError("the host did not serve the broadcast")


def test_the_arbiter_starts_a_game_against_the_engine_and_its_move_blinks_on_the_board(tmp_path):
    from playwright.async_api import async_playwright

    from hardware.vboard.device import VirtualBoard
    from hardware.vboard.script import ScriptRunner
    from test_engine_play import blinking_point, face_names, step

    assert RAPFI.exists(), "the engine is not built: make engine"

    async def scenario(hall, url):
        board = VirtualBoard(hall.tty, hall.flash, hall.board_id, tmp_path / "serial.log")
        runner = ScriptRunner(board, out=io.StringIO(), host_db=hall.db)
        runner.timeout = 15.0
        await board.start()
        try:
            await step(runner, "configure time_control 10m")
            await step(runner, "expect synced")
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                           args=["--no-sandbox", "--disable-gpu"])
                page = await browser.new_page()
                errors = []
                page.on("pageerror", lambda error: errors.append(str(error)))
                await page.goto(url + "admin")
                await page.fill("#token", TOKEN)
                await page.click("#login button")
                form = "form.board-admin[data-board='%s']" % hall.board_id
                await page.wait_for_selector(form + " [data-action=engine_start]")
                await page.wait_for_function("f => document.querySelector(f + ' .engine-state').textContent !== ''", arg=form)
                assert await page.inner_text(form + " .engine-state") == "the computer is not playing"
                await page.select_option(form + " select[name=engine_level]", "2")
                await page.select_option(form + " select[name=engine_colour]", "white")
                await page.click(form + " [data-action=engine_start]")
                await page.wait_for_function(
                    "f => document.querySelector(f + ' .engine-state').textContent.startsWith('the computer plays White')",
                    arg=form, timeout=20000)
                assert "level 2" in await page.inner_text(form + " .engine-state")
                # Started twice: refused, and the page says why.
                await page.click(form + " [data-action=engine_start]")
                await page.wait_for_function("f => document.querySelector(f + ' .reply').textContent.includes('already plays')",
                                             arg=form)

                # The player (Black) puts a stone and presses; the engine's move blinks on the LEDs.
                await step(runner, "press white")  # White starts Black's clock
                await step(runner, "place h8 black")
                await step(runner, "press black")
                p = await blinking_point(board, 30)
                await face_names(board, "right", point_name(p).upper())
                await page.wait_for_function(
                    "([f, p]) => document.querySelector(f + ' .engine-state').textContent.includes(p)",
                    arg=[form, point_name(p)], timeout=10000)  # the page names the engine's move too
                await step(runner, "place %s white" % point_name(p))
                await step(runner, "press white")
                await step(runner, "expect moves h8 %s" % point_name(p))
                await step(runner, "expect led %s white" % point_name(p))

                # Stopped from the page: the seat leaves, the page says so.
                page.on("dialog", lambda dialog: asyncio.ensure_future(dialog.accept()))
                await page.click(form + " [data-action=engine_stop]")
                await page.wait_for_function(
                    "f => document.querySelector(f + ' .engine-state').textContent.startsWith('the computer stopped')",
                    arg=form, timeout=20000)
                async with aiohttp.ClientSession() as session:
                    async with session.get(url + "api/engines", headers=AUTH) as response:
                        seat = (await response.json())["engines"][hall.board_id]
                assert (seat["state"], seat["level"], seat["colour"]) == ("stopped", 2, "white"), seat
                assert errors == []
                await browser.close()
        finally:
            await board.stop()

    hall = Hall(tmp_path)
    (tmp_path / "token").write_text(TOKEN)
    hall.start_host("--web-port", "0", "--url-file", str(tmp_path / "url"), "--admin-token-file", str(tmp_path / "token"))
    try:
        url = wait_for(tmp_path / "url")
        asyncio.run(asyncio.wait_for(scenario(hall, url), 150))
        assert "Traceback" not in hall.host_log()
    finally:
        hall.stop_host()


def test_an_engine_that_dies_at_once_is_a_failed_seat_with_its_reason(tmp_path):
    from host.web.engine_seats import EngineSeats

    dies = tmp_path / "dies"
    dies.write_text("#!/bin/sh\nexit 3\n")
    dies.chmod(0o755)

    async def scenario():
        engines = EngineSeats(tmp_path / "games.sqlite", command=[str(dies)])
        async with served(tmp_path, engines=engines) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            feed_all(hub, script, [script.new_game()])
            hub.board_status("b1", {"link": "connected", "connected": True, "in_sync": True, "anomalies": 0})
            async with session.post(base + "/api/boards/b1/engine", json={"level": 1, "colour": "black"},
                                    headers=AUTH) as response:
                assert response.status == 200, await response.text()
                assert (await response.json())["state"] in ("starting", "playing", "failed")
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                async with session.get(base + "/api/engines", headers=AUTH) as response:
                    seat = (await response.json())["engines"]["b1"]
                if seat["state"] == "failed":
                    break
                await asyncio.sleep(0.1)
            assert seat["state"] == "failed" and seat["said"] and "Traceback" not in seat["said"], seat
            assert (seat["level"], seat["colour"]) == (1, "black")
            # Failed, it no longer holds the board: another start is taken.
            async with session.post(base + "/api/boards/b1/engine", json={"level": 2}, headers=AUTH) as response:
                assert response.status == 200, await response.text()

    asyncio.run(asyncio.wait_for(scenario(), 60))
