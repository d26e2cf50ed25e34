"""The board a club's or a streamer's own site shows in a frame (/embed/ID): who may frame it is the
arbiter's choice (--embed-from ORIGIN), said in the Content-Security-Policy's frame-ancestors, and
Chromium is the judge: a page of the club's site that frames the board shows it when its site was
named, and a blocked frame when it was not; shown, the board speaks the viewer's language."""

import asyncio
import os
from pathlib import Path

import aiohttp
import pytest

from broadcast_support import BoardScript, feed_all, run, served

CHROMIUM = "/usr/bin/chromium"
GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]  # Ugetsu (D6), Black's five on row 8
FIVE = ["h8", "i8", "j8", "k8", "l8"]
CLUB = "https://club.example"  # a club's site, as the arbiter names it


def five_game(hub):
    script = BoardScript()
    hub.set_players("b1", {"p1": "Ivanov", "p2": "Petrov"})
    clocks = [300000, 300000]
    messages = [script.new_game(time_control="5m")]
    for n, point in enumerate(GAME):
        clocks[n % 2] -= 5000
        messages.append(script.move(point, clocks=list(clocks), used=5000))
    feed_all(hub, script, messages + [script.result("black", "five", FIVE)])


def folder(tmp_path, embed_from):
    """A store of its own for each run."""
    path = tmp_path / ("sites-%d" % len(embed_from))
    path.mkdir(exist_ok=True)
    return path


def frame_ancestors(response):
    policy = response.headers["Content-Security-Policy"]
    found = [part.strip() for part in policy.split(";") if part.strip().startswith("frame-ancestors")]
    return found[0] if found else None


def test_only_the_embedded_board_may_be_framed_and_only_by_the_sites_named(tmp_path):
    async def headers(embed_from):
        found = {}
        async with served(folder(tmp_path, embed_from), embed_from=embed_from) as (base, hub, _), \
                aiohttp.ClientSession() as session:
            five_game(hub)
            for path in ("/embed/b1", "/board/b1", "/", "/admin", "/archive", "/overlay/b1"):
                async with session.get(base + path) as response:
                    assert response.status == 200, path
                    found[path] = frame_ancestors(response)
        return found

    assert run(headers([])) == {"/embed/b1": "frame-ancestors 'none'", "/board/b1": "frame-ancestors 'none'",
                                "/": "frame-ancestors 'none'", "/admin": "frame-ancestors 'none'",
                                "/archive": "frame-ancestors 'none'", "/overlay/b1": None}
    named = run(headers([CLUB, "https://*.stream.example"]))
    assert named.pop("/embed/b1") == "frame-ancestors https://club.example https://*.stream.example"
    assert set(named.values()) == {"frame-ancestors 'none'", None}  # the rest as before (the overlay: OBS)


@pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                    reason="no Chromium at /usr/bin/chromium (make test installs it)")
def test_a_club_page_frames_the_board_in_its_viewers_language_only_when_its_site_is_named(tmp_path):
    from playwright.async_api import Error as PlaywrightError, async_playwright

    async def club_page(named):
        """The club's page, served from another origin (http://localhost:PORT, where the board is at
        http://127.0.0.1:PORT), framing board b1: the frame's text, or None if Chromium refused to show
        it. named: whether the club's site is named by --embed-from."""
        from aiohttp import web

        framed = {}

        async def club_home(request):  # the iframe snippet of docs/broadcast.md
            return web.Response(content_type="text/html", text=(
                '<!doctype html><h1>Club</h1><iframe id="tengen" src="%s/embed/b1" width="480" height="600"'
                ' style="border:0" title="Tengen"></iframe>' % framed["at"]))

        club = web.Application()
        club.router.add_get("/", club_home)
        runner = web.AppRunner(club)
        await runner.setup()
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
        club_at = "http://localhost:%d" % runner.addresses[0][1]
        embed_from = [club_at] if named else []
        try:
            async with served(folder(tmp_path, embed_from), embed_from=embed_from) as (framed["at"], hub, _), \
                    async_playwright() as playwright:
                five_game(hub)
                browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                           args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
                try:
                    context = await browser.new_context(viewport={"width": 900, "height": 700},
                                                        extra_http_headers={"Accept-Language": "ru-RU,ru;q=0.9,en;q=0.5"})
                    page = await context.new_page()
                    errors = []
                    page.on("pageerror", lambda error: errors.append(str(error)))
                    await page.goto(club_at + "/")  # once loaded, its frame too
                    inside = page.frames[1]
                    for _ in range(400):  # the frame settles: the board's page, or Chromium's refusal
                        if inside.url.startswith("chrome-error:"):  # Chromium refused to show the board there
                            return None
                        try:
                            if await inside.query_selector("#board") is not None:
                                break
                        except PlaywrightError:  # the frame is navigating (to its refusal) just now
                            pass
                        await asyncio.sleep(0.05)
                    await page.frame_locator("#tengen").locator("#board g.stone").nth(8).wait_for()
                    await inside.wait_for_function("() => document.getElementById('result').textContent !== ''"
                                                   " && document.documentElement.lang === 'ru'")
                    shown = await inside.evaluate("""() => ({
                        stones: document.querySelectorAll('#board g.stone').length,
                        names: [...document.querySelectorAll('.player .name')].map((e) => e.textContent),
                        clocks: [...document.querySelectorAll('.face')].map((e) => e.textContent),
                        result: document.getElementById('result').textContent,
                        links: document.querySelectorAll('a').length,
                        wide: document.documentElement.scrollWidth})""")
                    assert errors == []
                    return shown
                finally:
                    await browser.close()
        finally:
            await runner.cleanup()

    async def main():
        return await club_page(False), await club_page(True)

    refused, shown = asyncio.run(asyncio.wait_for(main(), 90))
    assert refused is None  # no site named: Chromium does not show the board in the club's frame
    assert shown["stones"] == 9 and shown["names"] == ["Ivanov", "Petrov"] and shown["links"] == 0
    assert shown["clocks"] == ["4:35", "4:40"]  # Black moved 5 times, White 4, 5 s each, from 5:00
    assert shown["result"].startswith("Победа чёрных"), shown["result"]  # the viewer's language
    assert shown["wide"] <= 480  # the whole board inside the club's frame, no scroll sideways
