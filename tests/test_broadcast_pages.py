"""The viewers' pages in a real browser (Debian's Chromium through Playwright) against the real web
application, fed a board's events as the firmware sends them: the board page as a renju player reads
a game, the overlays at the streamers' sizes, the language switch. (tests/test_browser.py plays a
whole game on the virtual board; these set up each position directly, so they take seconds.)"""

import asyncio
import os
from pathlib import Path

import pytest

from broadcast_support import BoardScript, feed_all, served
from pictures import compare_with_expected

CHROMIUM = "/usr/bin/chromium"
GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]  # Ugetsu (D6), Black's five on row 8
FIVE = ["h8", "i8", "j8", "k8", "l8"]
FOUL_GAME = ["h8", "a1", "h10", "a3", "i10", "a5", "j8", "a7", "j9", "a9", "j10"]  # j10: a double three

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")


def five_game(hub, players=("Ivanov", "Petrov")):
    script = BoardScript()
    hub.set_players("b1", {"p1": players[0], "p2": players[1]})
    clocks = [300000, 300000]
    messages = [script.new_game()]
    for n, point in enumerate(GAME):
        clocks[n % 2] -= 5000 + 1000 * n
        messages.append(script.move(point, clocks=list(clocks), used=5000 + 1000 * n))
    messages.append(script.result("black", "five", FIVE))
    feed_all(hub, script, messages)
    return script


def run(scenario, tmp_path, viewport=(1280, 800), **hub_options):
    """scenario(base url, hub, page) with a fresh Chromium page; fails on any script error."""
    from playwright.async_api import async_playwright

    async def main():
        async with served(tmp_path, **hub_options) as (base, hub, _store):
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(
                    executable_path=CHROMIUM, headless=True,
                    args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"])
                try:
                    context = await browser.new_context(viewport={"width": viewport[0], "height": viewport[1]},
                                                        device_scale_factor=1)
                    page = await context.new_page()
                    errors = []
                    page.on("pageerror", lambda error: errors.append(str(error)))
                    await scenario(base, hub, page)
                    assert errors == []
                finally:
                    await browser.close()

    asyncio.run(asyncio.wait_for(main(), 90))


async def open_board(page, url, stones):
    await page.goto(url)
    await page.wait_for_function("n => document.querySelectorAll('#board g.stone').length === n", arg=stones)


PAINT_ORDER = """sel => { // for each element of sel: is every stone number painted after it (over it)?
  const all = [...document.querySelectorAll('#board *')];
  const numbers = [...document.querySelectorAll('#board text.number')].map(n => all.indexOf(n));
  return [...document.querySelectorAll(sel)].map(e => numbers.every(i => i > all.indexOf(e)));
}"""


# -- the board page --------------------------------------------------------------------------------

def test_the_numbers_stay_over_the_five_and_the_moves_come_in_pairs(tmp_path):
    async def scenario(base, hub, page):
        five_game(hub)
        await open_board(page, base + "/board/b1", 9)
        assert await page.get_attribute("#board line.five-line", "data-line") == " ".join(FIVE)
        assert await page.evaluate(PAINT_ORDER, "#board line.five-line") == [True]
        numbers = await page.eval_on_selector_all("#board text.number", "els => els.map(e => e.textContent)")
        assert numbers == [str(n) for n in range(1, 10)]
        assert await page.inner_text("#opening") == "Opening: Ugetsu (D6)"
        assert (await page.inner_text("body")).count("Opening") == 1
        assert await page.inner_text("#result") == "Black wins (five h8 i8 j8 k8 l8)"
        assert await page.inner_text("#status") == "game over"  # not "Board result"
        rows = await page.eval_on_selector_all(  # each cell's own text (a time: the time the move took)
            "#moves tr", "rows => rows.map(r => [...r.cells].map(c => c.firstChild ? c.firstChild.textContent : ''))")
        assert rows[0] == ["1", "h8", "0:05", "h9", "0:06"]  # one format for every time
        assert rows[-1] == ["5", "l8", "0:13", "", ""]
        clocks = await page.eval_on_selector_all("#moves .clocks", "els => els.map(e => e.textContent)")
        assert clocks[:2] == ["\u25cf\u00a04:55 \u25cb\u00a05:00", "\u25cf\u00a04:55 \u25cb\u00a04:54"]  # both clocks after each move
        assert len(clocks) == 9
        assert len(rows) == 5 and [r[1] for r in rows] + [r[3] for r in rows[:4]] == GAME[0::2] + GAME[1::2]
        header = await page.eval_on_selector_all(".moves th", "ths => ths.map(t => t.textContent)")
        assert header == ["#", "Black", "time", "White", "time"]
    run(scenario, tmp_path)


def test_the_foul_stone_keeps_its_number_inside_a_square(tmp_path):
    async def scenario(base, hub, page):
        script = BoardScript()
        feed_all(hub, script, [script.new_game()] + [script.move(p) for p in FOUL_GAME]
                 + [script.result("white", "foul", ["h10", "i10", "j10", "j8", "j9"], point="j10")])
        await open_board(page, base + "/board/b1", 11)
        assert await page.get_attribute("#board rect.foul-mark", "data-point") == "j10"
        assert await page.text_content("#board text.number[data-n='11']") == "11"
        assert await page.evaluate(PAINT_ORDER, "#board line.foul-line, #board .foul-mark") == [True, True, True]
        assert await page.inner_text("#result") == "White wins (foul: double three at j10)"
    run(scenario, tmp_path)


def test_the_last_move_and_a_stone_to_take_away_are_marked_apart(tmp_path):
    async def scenario(base, hub, page):
        script = BoardScript()
        feed_all(hub, script, [script.new_game()] + [script.move(p) for p in GAME[:4]]
                 + [script.other("anomaly", restore=["c3"], remove=["i9"])])
        await open_board(page, base + "/board/b1", 4)
        marks = await page.eval_on_selector_all(
            "#board .last, #board .remove, #board .restore",
            "els => els.map(e => [e.tagName, e.getAttribute('class'), e.dataset.point, getComputedStyle(e).stroke])")
        by_class = {m[1]: m for m in marks}
        assert by_class["last"][0] == "circle" and by_class["last"][2] == "i9"
        assert by_class["remove"][0] == "path" and by_class["remove"][2] == "i9"  # a cross, not a second ring
        assert by_class["last"][3] != by_class["remove"][3]
        assert by_class["restore"][2] == "c3"
        legend = await page.inner_text("#legend")
        assert "last move" in legend and "taken away" in legend and "put back" in legend
        assert await page.inner_text("#status") == "the board is being corrected"
    run(scenario, tmp_path)


def test_one_opening_line_while_the_opening_runs(tmp_path):
    async def scenario(base, hub, page):
        script = BoardScript()
        hub.set_players("b1", {"p1": "Ivanov", "p2": "Petrov"})
        feed_all(hub, script, [script.new_game(opening="rif")] + [script.move(p) for p in GAME[:3]])
        await open_board(page, base + "/board/b1", 3)
        await page.wait_for_function("() => document.getElementById('prompt').textContent !== ''")
        text = await page.inner_text("body")
        assert text.count("Opening") == 1, text
        assert "Ugetsu (D6)" in text
        assert "Petrov" in await page.inner_text("#prompt")
    run(scenario, tmp_path)


def test_on_a_phone_six_letter_names_are_whole(tmp_path):
    async def scenario(base, hub, page):
        five_game(hub, ("Ivanov", "Petrov"))
        await open_board(page, base + "/board/b1", 9)
        for seat in ("p1", "p2"):
            box = await page.evaluate("id => { const e = document.getElementById(id); return [e.scrollWidth, e.clientWidth]; }",
                                      "name-" + seat)
            assert box[0] <= box[1], (seat, box)
        assert await page.inner_text("#name-p1") == "Ivanov"
        wide = await page.evaluate("() => document.documentElement.scrollWidth")
        assert wide <= 390
    run(scenario, tmp_path, viewport=(390, 844))


# -- the overlays ----------------------------------------------------------------------------------

OVERLAYS = {"1920x1080": (1920, 1080), "1280x720": (1280, 720), "800x600": (800, 600), "clock": (1280, 120)}

OUTSIDE = """([w, h]) => [...document.querySelectorAll('body *')].filter(e => {
  const r = e.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;            // not shown
  if (getComputedStyle(e).display === 'none') return false;
  return r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5;
}).map(e => e.tagName + '#' + e.id + '.' + e.getAttribute('class') + ' ' + e.textContent.slice(0, 20))"""


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(png):
    """The contrast ratio of a text box's picture: its background (the median pixel) against its text
    (whichever end of the pixels, past the outermost 0.5%, is farther from the background)."""
    from PIL import Image

    pixels = sorted(luminance(p) for p in Image.open(png).convert("RGB").getdata())
    background = pixels[len(pixels) // 2]
    ends = (pixels[len(pixels) // 200], pixels[-1 - len(pixels) // 200])
    text = max(ends, key=lambda end: abs(end - background))
    return (max(text, background) + 0.05) / (min(text, background) + 0.05)


def test_each_overlay_fits_its_box_on_a_transparent_background(tmp_path):
    from PIL import Image

    async def scenario(base, hub, page):
        five_game(hub)
        for size, (width, height) in sorted(OVERLAYS.items()):
            await page.set_viewport_size({"width": width, "height": height})
            await check_overlay(page, base, size, width, height, tmp_path)

    async def check_overlay(page, base, size, width, height, tmp_path):
        await page.goto(base + "/overlay/b1?size=" + size)
        await page.wait_for_function("() => document.getElementById('result').textContent !== ''")
        await page.evaluate("document.fonts.ready")
        assert await page.evaluate(OUTSIDE, [width, height]) == [], size
        assert await page.evaluate("() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight]") == [width, height]
        for side in ("p1", "p2"):
            face = await page.locator("#clock-" + side).bounding_box()
            assert face["height"] >= height / 18, (size, side, face)  # large enough to read beside the board
            assert ":" in await page.inner_text("#clock-" + side)
            box = await page.evaluate("id => { const e = document.getElementById(id); return [e.scrollWidth, e.clientWidth]; }",
                                      "name-" + side)
            assert box[0] <= box[1], (size, box)  # the name whole
        if size != "clock":
            labels = await page.eval_on_selector_all(
                "#board text.label", "els => els.map(e => { const r = e.getBoundingClientRect(); return [e.textContent, r.bottom, r.right]; })")
            assert {"1", "a", "o", "15"} <= {label[0] for label in labels}
            assert all(bottom <= height and right <= width for _, bottom, right in labels), size
        else:
            assert await page.evaluate("getComputedStyle(document.getElementById('board')).display") == "none"

        # Transparent around: the corners of a screenshot without a background are see-through.
        shot = tmp_path / ("overlay_%s.png" % size)
        await page.screenshot(path=str(shot), omit_background=True)
        picture = Image.open(shot).convert("RGBA")
        assert picture.size == (width, height)
        for corner in ((0, 0), (width - 1, 0), (0, height - 1), (width - 1, height - 1)):
            assert picture.getpixel(corner)[3] == 0, (size, corner)

        # The result readable over light and over dark video.
        for video in ("#ffffff", "#000000", "#7f7f7f"):
            await page.evaluate("colour => document.documentElement.style.background = colour", video)
            await page.locator("#result").screenshot(path=str(tmp_path / "result.png"))
            assert contrast(tmp_path / "result.png") >= 4.5, (size, video)
        await page.evaluate("document.documentElement.style.background = ''")

        await page.screenshot(path=str(shot), omit_background=True)
        compare_with_expected(shot, "overlay_%s.png" % size, tmp_path)
    run(scenario, tmp_path)


# -- the languages ---------------------------------------------------------------------------------

def test_the_viewer_switches_language_on_every_page_and_it_is_kept(tmp_path):
    async def scenario(base, hub, page):
        five_game(hub)
        async with __import__("aiohttp").ClientSession() as session:
            async with session.get(base + "/api/languages") as response:
                assert (await response.json())["languages"] == {"en": "English", "et": "Eesti", "ja": "日本語", "ru": "Русский"}

        await page.goto(base + "/")
        await page.wait_for_selector("#lang option[value=ru]", state="attached")
        await page.wait_for_function("() => document.querySelector('.card .badge').textContent !== ''")
        assert await page.inner_text("nav a[href='/archive']") == "archive"
        assert await page.inner_text(".card .badge") == "game over"
        async with page.expect_navigation():
            await page.select_option("#lang", "ru")
        await page.wait_for_function("() => document.querySelector('.card .badge') && document.querySelector('.card .badge').textContent !== ''")
        assert await page.inner_text("nav a[href='/archive']") == "архив"
        assert await page.inner_text(".card .badge") == "партия окончена"
        assert await page.inner_text(".card .move") == "ход 9"
        assert await page.get_attribute("html", "lang") == "ru"

        # The next page, opened without ?lang=, keeps the viewer's choice (localStorage).
        await open_board(page, base + "/board/b1", 9)
        await page.wait_for_function("() => document.getElementById('result').textContent !== ''")
        header = await page.eval_on_selector_all(".moves th", "ths => ths.map(t => t.textContent)")
        assert header == ["#", "Чёрные", "время", "Белые", "время"]  # the score sheet's words
        # The federation's notation: columns A-P without J (j8 is K8), as on the Russian score sheet.
        assert await page.inner_text("#result") == "Победа чёрных (пятёрка H8 I8 K8 L8 M8)"
        letters = await page.eval_on_selector_all("#board text.label", "els => els.map(e => e.textContent)")
        assert "".join(letter for letter in letters if letter.isalpha()) == "ABCDEFGHIKLMNOP"
        rows = await page.eval_on_selector_all("#moves tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")
        assert rows[2][1:4:2] == ["K8", "K9"]
        assert await page.inner_text("#opening") == "Дебют: Угэцу (D6)"  # Polivanov's Cyrillic for 雨月
        assert await page.inner_text("#status") == "партия окончена"
        assert await page.inner_text("header a") == "← зал"
        assert await page.input_value("#lang") == "ru"

        await page.goto(base + "/overlay/b1?size=1280x720")
        await page.wait_for_function("() => document.getElementById('result').textContent !== ''")
        assert await page.inner_text("#result") == "Победа чёрных (пятёрка H8 I8 K8 L8 M8)"
        await page.goto(base + "/overlay/b1?size=1280x720&lang=en")  # a streamer's URL says it
        await page.wait_for_function("() => document.getElementById('result').textContent !== ''")
        assert await page.inner_text("#result") == "Black wins (five h8 i8 j8 k8 l8)"

        await open_board(page, base + "/board/b1?lang=ru", 9)
        await page.wait_for_selector("#lang option[value=en]", state="attached")
        async with page.expect_navigation():
            await page.select_option("#lang", "en")
        await page.wait_for_function("() => document.getElementById('result').textContent !== ''")
        assert await page.inner_text("#result") == "Black wins (five h8 i8 j8 k8 l8)"
    run(scenario, tmp_path)


def test_a_foul_in_russian_uses_the_federations_words(tmp_path):
    async def scenario(base, hub, page):
        script = BoardScript()
        feed_all(hub, script, [script.new_game()] + [script.move(p) for p in FOUL_GAME]
                 + [script.result("white", "foul", ["h10", "i10", "j10", "j8", "j9"], point="j10")])
        await open_board(page, base + "/board/b1?lang=ru", 11)
        await page.wait_for_function("() => document.getElementById('result').textContent !== ''")
        assert await page.inner_text("#result") == "Победа белых (фол: вилка 3×3 на K10)"
    run(scenario, tmp_path)


def test_each_language_file_has_every_word_of_the_english_pages():
    """Every word the pages ask for (t("key") in the scripts, data-i18n in the HTML) is in English, and
    every language file has every English word (a missing one would show in English)."""
    import json
    import re

    root = Path(__file__).resolve().parent.parent
    static = root / "host" / "web" / "static"

    def keys(table, prefix=""):
        found = set()
        for key, value in table.items():
            if not key.startswith("_"):
                found |= keys(value, prefix + key + ".") if isinstance(value, dict) else {prefix + key}
        return found

    english = keys(json.loads((root / "host" / "i18n" / "en.json").read_text(encoding="utf-8")))
    asked = set()
    for path in static.glob("*.js"):
        asked |= set(re.findall(r"""\bt\("([a-z_.]+[a-z_])"[,)]""", path.read_text(encoding="utf-8")))
    for path in static.glob("*.html"):
        asked |= set(re.findall(r'data-i18n(?:-placeholder|-label)?="([^"]+)"', path.read_text(encoding="utf-8")))
    assert {"black", "status.paused", "a.lang", "r.event_games", "flag"} <= english
    assert len(asked) > 60 and asked - english == set(), sorted(asked - english)
    files = sorted((root / "host" / "i18n").glob("*.json"))
    assert {f.stem for f in files} >= {"en", "ru", "ja", "et"}
    for path in files:
        words = json.loads(path.read_text(encoding="utf-8"))
        assert words["_name"] and words["_notation"] in ("rif", "federation"), path.name
        assert english - keys(words) == set(), (path.name, sorted(english - keys(words)))
        assert len(words["openings"]) == 26, path.name


def test_a_paused_game_is_named_for_viewers(tmp_path):
    async def scenario(base, hub, page):
        script = BoardScript()
        feed_all(hub, script, [script.new_game()] + [script.move(p, clocks=[290000, 295000]) for p in GAME[:2]]
                 + [script.other("clock", action="pause", clocks=[290000, 295000])])
        hub.board_status("b1", {"link": "connected", "connected": True, "in_sync": True, "anomalies": 0})
        await open_board(page, base + "/board/b1", 2)
        await page.wait_for_function("() => document.getElementById('status').textContent !== ''")
        assert await page.inner_text("#status") == "game paused"  # not "in sync": the clocks stand still
        assert "paused" in await page.get_attribute("#clock-p1", "class")
    run(scenario, tmp_path)


def test_a_delayed_broadcast_says_so_once_and_the_arbiters_live_view_not_at_all(tmp_path):
    from broadcast_support import TOKEN

    async def scenario(base, hub, page):
        five_game(hub)
        for path in ("/", "/board/b1"):
            await page.goto(base + path)
            await page.wait_for_function("() => document.getElementById('delay').textContent !== ''")
            header = await page.inner_text("header")
            assert "broadcast delayed 30 s" in header and "live" not in header, (path, header)
            assert (await page.inner_text("body")).count("delayed") == 1, path
        status = await page.evaluate("""token => fetch('/api/login', {method: 'POST',
            headers: {'Content-Type': 'application/json'}, body: JSON.stringify({token})}).then(r => r.status)""", TOKEN)
        assert status == 200
        for path in ("/?view=live", "/board/b1?view=live"):
            await page.goto(base + path)
            await page.wait_for_function("() => document.getElementById('link').textContent !== ''")
            assert await page.inner_text("#link") == "live" and await page.inner_text("#delay") == "", path
            assert "delayed" not in await page.inner_text("body"), path
    run(scenario, tmp_path, delay=30)
