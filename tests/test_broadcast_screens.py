"""The pages as a viewer sees them, compared with the expected pictures (tests/expected/screen_*.png):
the hall, a board's page, the archive and the arbiter's page, at a desktop's size (1280x800) and a
phone's (390x844), the viewers' pages in English and in Russian, whole (the page's full height), in headless Chromium against the real web
application. The data is the same to the pixel every time: the tournament of test_broadcast_hall
with every time fixed (the store's and the hub's), no clock running, animations off, the browser's
time zone and language fixed. `make pictures` writes the pictures anew, on purpose; the test only
compares (tests/pictures.py), so a layout that moved (a grid column, a font size) fails it.

The pages' glyphs must be the same in CI as here: every text of each page is checked to be drawn
in DejaVu (style.css names it first; `make test` installs fonts-dejavu-core and -extra), so that a
machine that would draw another font says so instead of failing on pixels."""

import asyncio
import os
import sys
from pathlib import Path

import pytest

from broadcast_support import TOKEN, served, tournament
from host.web.engine_seats import EngineSeats
from pictures import compare_with_expected

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")

SIZES = {"desktop": (1280, 800), "phone": (390, 844)}
# The viewers' pages in Russian too, chosen by the browser's Accept-Language (the arbiter's: English)
LANGUAGES = {"en": "en-GB,en", "ru": "ru-RU,ru;q=0.9,en;q=0.5"}

# Each page: its path and what shows it is whole (its data arrived, its tables filled).
PAGES = {
    "hall": ("/", "() => document.querySelectorAll('#standings tbody tr').length === 6"
                  " && document.querySelectorAll('.card .badge').length === 3"),
    "board": ("/board/board-b", "() => document.querySelectorAll('#board g.stone').length === 9"
                                " && document.getElementById('result').textContent !== ''"
                                " && document.getElementById('event').textContent !== ''"),
    "archive": ("/archive?event=Spring+Open&round=2", "() => document.querySelectorAll('#games tr').length === 2"
                " && document.querySelectorAll('#standings tbody tr').length === 6"
                " && document.querySelectorAll('#round-downloads a').length > 0"),
    "admin": ("/admin", "() => document.querySelectorAll('form.board-admin h2').length === 3"
                        " && document.getElementById('viewers').textContent === '1 watching'"),  # its own stream alone
}

async def fonts_of(page):
    """The families Chromium draws the page's texts in (DevTools' platform fonts of every element)."""
    cdp = await page.context.new_cdp_session(page)
    await cdp.send("DOM.enable")
    await cdp.send("CSS.enable")
    root = (await cdp.send("DOM.getDocument", {"depth": -1}))["root"]["nodeId"]
    nodes = (await cdp.send("DOM.querySelectorAll", {"nodeId": root, "selector": "body *"}))["nodeIds"]
    families = set()
    for node in nodes:
        try:
            fonts = (await cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node}))["fonts"]
        except Exception:  # a node the page replaced meanwhile
            continue
        families.update(font["familyName"] for font in fonts)
    await cdp.detach()
    return families


def test_the_pages_look_as_expected_at_desktop_and_phone_sizes(tmp_path):
    from playwright.async_api import async_playwright

    async def main():
        # The arbiter's page offers a game against the engine: an engine seen as built (any program
        # will do, none is started), so that the page reads the same whether `make engine` ran or not.
        engines = EngineSeats(tmp_path / "games.sqlite", command=[sys.executable])
        async with served(tmp_path, engines=engines) as (base, hub, store), async_playwright() as playwright:
            tournament(store, hub, fixed=True)
            browser = await playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
                      "--font-render-hinting=none", "--disable-lcd-text"])
            errors = []
            try:
                for lang, size, name in [(lang, size, name) for lang in LANGUAGES for size in SIZES for name in PAGES
                                         if lang == "en" or name != "admin"]:
                    (width, height), (path, whole) = SIZES[size], PAGES[name]
                    context = await browser.new_context(
                        viewport={"width": width, "height": height}, device_scale_factor=1,
                        timezone_id="UTC", locale="en-GB", reduced_motion="reduce",
                        extra_http_headers={"Accept-Language": LANGUAGES[lang]})
                    page = await context.new_page()
                    page.on("pageerror", lambda error: errors.append(str(error)))
                    if name == "admin":
                        await page.goto(base + "/admin")
                        status = await page.evaluate("""token => fetch('/api/login', {method: 'POST',
                            headers: {'Content-Type': 'application/json'}, body: JSON.stringify({token})})
                            .then(r => r.status)""", TOKEN)
                        assert status == 200
                    await page.goto(base + path)
                    await page.wait_for_function(whole)
                    await page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
                    await page.evaluate("document.fonts.ready")
                    await page.wait_for_timeout(300)  # the last frame's layout settled
                    families = await fonts_of(page)
                    assert families and all(f.startswith("DejaVu") for f in families), (
                        "%s is drawn in %s, not DejaVu only: install fonts-dejavu-core and fonts-dejavu-extra"
                        " (make system-packages)" % (name, sorted(families)))
                    shot = tmp_path / ("screen_%s_%s%s.png" % (name, size, "" if lang == "en" else "_" + lang))
                    await page.screenshot(path=str(shot), full_page=True, animations="disabled", caret="hide")
                    compare_with_expected(shot, shot.name, tmp_path, mean_limit=1.0, share_limit=0.0005)
                    await context.close()  # its stream with it: the arbiter's count is of its own page
                assert errors == []
            finally:
                await browser.close()

    asyncio.run(asyncio.wait_for(main(), 240))
