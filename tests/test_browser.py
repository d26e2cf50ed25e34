"""End to end in a real browser: a game played on the virtual board (the real firmware), recorded by
the real host daemon, watched on the host's board page in headless Chromium (Debian's, driven by
Playwright), stone by stone, with its clocks and its result; the final board is compared with the
expected picture (tests/expected/board_final.png; `make pictures` writes it anew)."""

import os
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from harness import Hall
from pictures import compare_with_expected

CHROMIUM = "/usr/bin/chromium"
GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]
TOKEN = "browser-test-admin-token"

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")


def game_script():
    lines = ["timeout 10000", "expect synced", "configure time_control 5m+2s", "wait 1500"]
    for n, point in enumerate(GAME, 1):
        colour = "black" if n % 2 else "white"
        lines += ["place %s %s" % (point, colour), "press %s" % colour, "wait 400"]
        if n == 4:
            lines.append("wait 3000")  # a pause mid-game: the browser watches the clock run
    # The five ends the game: then more time passes than White had left (the board's clock jumps
    # ahead), with heartbeats, while the page and the status are read.
    lines += ["expect result black five", "expect synced", "wait 1500", "warp 400000", "wait 6000"]
    return "\n".join(lines) + "\n"


def launch(playwright, profile):
    return playwright.chromium.launch_persistent_context(
        str(profile), executable_path=CHROMIUM, headless=True,
        args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
              "--disable-component-update", "--disable-sync"],
        viewport={"width": 900, "height": 700}, device_scale_factor=1)


def wait_for_url(path, timeout=20):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists():
            return path.read_text().strip()
        time.sleep(0.1)
    raise AssertionError("the host did not serve the broadcast")


def test_a_game_on_the_virtual_board_appears_live_in_the_browser(tmp_path):
    from playwright.sync_api import sync_playwright

    hall = Hall(tmp_path)
    (tmp_path / "token").write_text(TOKEN)
    hall.start_host("--web-port", "0", "--url-file", str(tmp_path / "url"), "--admin-token-file", str(tmp_path / "token"))
    played = {}
    player = threading.Thread(target=lambda: played.update(result=hall.play(game_script())))
    try:
        url = wait_for_url(tmp_path / "url")
        with sync_playwright() as playwright:
            browser = launch(playwright, tmp_path / "profile")
            page = browser.new_page()
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url + "board/sim-0001")
            player.start()
            seen = []  # the stone counts the page showed, in order
            ticking = None
            deadline = time.monotonic() + 120
            while time.monotonic() < deadline:
                count = int(page.get_attribute("#board", "data-moves") or 0)
                if not seen or seen[-1] != count:
                    seen.append(count)
                if count == 4 and ticking is None:
                    # Black is to move: P1's face must change on its own, between the board's updates.
                    first = page.inner_text("#clock-p1")
                    page.wait_for_timeout(1300)
                    ticking = (first, page.inner_text("#clock-p1"), page.get_attribute("#clock-p1", "class"))
                if "Black wins" in page.inner_text("#result"):
                    break
                page.wait_for_timeout(50)
            count = int(page.get_attribute("#board", "data-moves") or 0)  # the last stone may come with the result
            if seen[-1] != count:
                seen.append(count)
            at_the_end = [page.inner_text("#clock-" + side) for side in ("p1", "p2")]
            page.wait_for_timeout(5500)  # past the board's warp: two heartbeats at least
            after = [page.inner_text("#clock-" + side) for side in ("p1", "p2")]
            view = subprocess.run([sys.executable, "-m", "host", "--db", str(hall.db), "status"],
                                  capture_output=True, text=True, timeout=60).stdout
            running = page.eval_on_selector_all(".running", "els => els.map(e => e.id)")
            player.join(120)
            status, output = played["result"]
            assert status == 0, output + hall.host_log()

            assert seen[-1] == 9, seen
            assert seen == sorted(seen) and len(set(seen)) == len(seen), seen  # never back, never twice
            assert len([c for c in seen if 1 <= c <= 9]) >= 7, seen  # stone by stone, not all at once
            assert ticking is not None and ticking[0] != ticking[1] and "running" in ticking[2], ticking
            # The clocks stopped at the five: the loser's face keeps its time on the page, and the
            # host's status shows the board's clocks as they stand (Black's five moves, White's four).
            assert after == at_the_end and ":" in after[1] and running == [], (at_the_end, after, running)
            line = next((row.split("clock ", 1)[1] for row in view.splitlines() if " clock " in row), view)
            assert line == "P1 %s #5 | P2 %s #4, stopped" % tuple(at_the_end), (line, at_the_end)
            # The game is named as the record names it (`tengen-host games`, the archive's #1): the
            # time control set before the first stone changed that game, it began no other.
            assert page.inner_text("#title") == "Board sim-0001, game #1", page.inner_text("#title")
            games = subprocess.run([sys.executable, "-m", "host", "--db", str(hall.db), "games"],
                                   capture_output=True, text=True, timeout=60).stdout
            assert [row.split()[0] for row in games.splitlines() if "sim-0001" in row] == ["1"], games
            stones = page.eval_on_selector_all("#board g.stone", "els => els.map(e => [e.dataset.n, e.dataset.point])")
            assert stones == [[str(n), p] for n, p in enumerate(GAME, 1)]
            assert page.get_attribute("#board circle.last", "data-point") == "l8"
            assert page.get_attribute("#board line.five-line", "data-line") == "h8 i8 j8 k8 l8"
            assert page.inner_text("#result") == "Black wins (five h8 i8 j8 k8 l8)"
            assert page.inner_text("#opening") == "Opening: Ugetsu (D6)"
            for side in ("p1", "p2"):
                assert ":" in page.inner_text("#clock-" + side)  # e.g. 5:08
            rows = page.eval_on_selector_all("#moves tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")
            assert [r[1] for r in rows] == GAME[0::2] and [r[3] for r in rows[:4]] == GAME[1::2]  # Black, White
            assert all(r[2] for r in rows) and all(r[4] for r in rows[:4])  # each move with its time
            assert errors == []

            # The final board against the expected picture.
            actual = tmp_path / "board_final.png"
            page.locator("#board").screenshot(path=str(actual), animations="disabled")
            compare_with_expected(actual, "board_final.png", tmp_path, share_limit=0.001)

            # The OBS overlay: the same board and clocks, on a transparent background.
            page.goto(url + "overlay/sim-0001")
            page.wait_for_function("() => document.querySelectorAll('#board g.stone').length === 9")
            assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgba(0, 0, 0, 0)"
            assert ":" in page.inner_text("#clock-p1")

            # The archive: the game replayed with the slider's keys.
            page.goto(url + "archive")
            page.wait_for_selector("#games a")
            page.click("#games a")
            page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
            page.keyboard.press("ArrowLeft")
            page.keyboard.press("ArrowLeft")
            assert page.get_attribute("#board", "data-moves") == "7"
            assert page.get_attribute("#board circle.last", "data-point") == "k8"
            page.keyboard.press("Home")
            assert page.eval_on_selector_all("#board g.stone", "els => els.length") == 0
            page.keyboard.press("End")
            assert page.get_attribute("#board line.five-line", "data-line") == "h8 i8 j8 k8 l8"
            assert errors == []
            browser.close()
    finally:
        if player.is_alive():
            player.join(120)
        hall.stop_host()


def test_after_the_end_no_heartbeat_moves_the_clocks_on_the_page(tmp_path):
    """A board whose clock (or the host's mirror of it) still runs after the end: its heartbeats
    must not move the faces viewers see. The feed is given the board's events and heartbeats as
    the host hands them over; the page is read in headless Chromium."""
    import asyncio

    from playwright.async_api import async_playwright

    from broadcast_support import BoardScript, served

    def view(remaining, running, at):
        return {"remaining": remaining, "running": running, "paused": False, "flags": [False, False],
                "first_flag": 0, "delay_left": 0, "periods": [0, 0], "at": at}

    async def scenario():
        async with served(tmp_path) as (url, hub, store), async_playwright() as playwright:
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                       args=["--no-sandbox", "--disable-gpu"])
            page = await browser.new_page()
            await page.goto(url + "/board/b1")
            script = BoardScript()
            now = lambda: int(time.time() * 1000)
            hub.board_event("b1", "e1", script.new_game(time_control="1m"), now())
            clocks = [60000, 60000]
            for n, point in enumerate(GAME, 1):
                clocks[(n - 1) % 2] -= 500
                hub.board_event("b1", "e1", script.move(point, clocks=list(clocks), used=500), now())
            end = script.result("black", "five", ["h8", "i8", "j8", "k8", "l8"])
            end["clocks"] = list(clocks)  # [57500, 58000]: White's clock stood at 0:58 at the end
            hub.board_event("b1", "e1", end, now())
            await page.wait_for_function("() => document.getElementById('result').textContent.includes('Black wins')")
            faces = [await page.inner_text("#clock-p1"), await page.inner_text("#clock-p2")]
            assert faces == ["0:58", "0:58"], faces
            # No record of this game on a host: the board's own count, named as such.
            assert await page.inner_text("#title") == "Board b1, board's own game 1"
            # Heartbeats from a clock that still runs for White, as an unmended board's does.
            for left in (50000, 20000, 0):
                hub.board_clock("b1", 1, view([57500, left], 2, now()))
                await asyncio.sleep(0.7)
                assert [await page.inner_text("#clock-p1"), await page.inner_text("#clock-p2")] == faces
            assert await page.eval_on_selector_all(".running", "els => els.map(e => e.id)") == []
            assert hub.public.boards["b1"]["clock"]["running"] == 0
            assert hub.public.boards["b1"]["clock"]["remaining"] == [57500, 58000]
            await browser.close()

    asyncio.run(asyncio.wait_for(scenario(), 90))
