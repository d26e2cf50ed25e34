"""The viewers' pages in a real browser (Debian's Chromium through Playwright) against the real web
application, fed a board's events as the firmware sends them: the board page as a renju player reads
a game, the overlays at the streamers' sizes, the language switch. (tests/test_browser.py plays a
whole game on the virtual board; these set up each position directly, so they take seconds.)"""

import asyncio
import os
from pathlib import Path

import pytest

from broadcast_support import BoardScript, feed_all, served

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


def run(scenario, tmp_path, viewport=(1280, 800)):
    """scenario(base url, hub, page) with a fresh Chromium page; fails on any script error."""
    from playwright.async_api import async_playwright

    async def main():
        async with served(tmp_path) as (base, hub, _store):
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
        rows = await page.eval_on_selector_all("#moves tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")
        assert rows[0] == ["1", "h8", "5.0", "h9", "6.0"]
        assert rows[-1] == ["5", "l8", "13.0", "", ""]
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
