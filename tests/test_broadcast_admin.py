"""The arbiter's page in headless Chromium: refused without the token, then players and the delay
set from it, and what viewers see follows."""

import asyncio
from pathlib import Path

import pytest

from broadcast_support import TOKEN, BoardScript, feed_all, served

CHROMIUM = "/usr/bin/chromium"

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no Chromium (make test installs it)")


def test_the_arbiter_logs_in_and_names_the_players(tmp_path):
    from playwright.async_api import async_playwright

    async def scenario():
        async with served(tmp_path) as (base, hub, store), async_playwright() as playwright:
            script = BoardScript("board-7")
            feed_all(hub, script, [script.new_game(), script.move("h8")])
            browser = await playwright.chromium.launch_persistent_context(
                str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                      "--disable-component-update", "--disable-sync"])
            page = await browser.new_page()
            await page.goto(base + "/admin")
            await page.fill("#token", "not-the-token-at-all")
            await page.click("#login button")
            await page.wait_for_function("() => document.getElementById('login-error').textContent === 'wrong token'")
            assert await page.is_hidden("#controls")
            await page.fill("#token", TOKEN)
            await page.click("#login button")
            await page.wait_for_selector("form.board-admin h2")
            assert await page.inner_text("form.board-admin h2") == "board-7"
            await page.fill("form.board-admin input[name=p1]", "Alice")
            await page.fill("form.board-admin input[name=p2]", "Bob")
            await page.click("form.board-admin [data-action=players]")
            await page.wait_for_function("() => document.querySelector('form.board-admin .reply').textContent === 'players saved'")
            await page.fill("#hall-delay", "2")
            await page.click("#hall button[type=submit]")
            await page.wait_for_function("() => document.getElementById('hall-reply').textContent === 'saved'")
            assert hub.hall["delay"] == 2
            # A viewer's hall page: the names arrive after the delay, as everything does.
            viewer = await browser.new_page()
            await viewer.goto(base + "/")
            await viewer.wait_for_function(
                "() => [...document.querySelectorAll('.card .name')].map(e => e.textContent).join() === 'Alice,Bob'",
                timeout=10000)
            assert "delayed 2 s" in await viewer.inner_text("#delay")
            await browser.close()

    asyncio.run(asyncio.wait_for(scenario(), 120))
