"""Names whole and every box on the screen, at the sizes viewers use: the hall, a board, the archive
(its list with the standings, and a game) at 360, 390, 768, 1280 and 1920 px wide, and the overlays
at the streamers' sizes, with the long names and clubs of a Russian tournament, in headless Chromium.
Judged by the boxes Chromium lays out (getBoundingClientRect, and each line of a name's text):

- no element reaches past the window's sides (a wide table scrolls inside its own box instead);
- every player's name and club is shown whole: each line of its text inside the element that clips
  it (no "..." and no part scrolled away), a name wrapped only between its words, never inside one;
- each part of an overlay inside the overlay's box, the result's text inside its own box;
- Black's and White's swatches unlike each other and each unlike the dark box behind it."""

import asyncio
import os
from pathlib import Path

import pytest

from broadcast_support import served, tournament

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")

LONG = {"Ivanov": ("Петрова-Водкина Александра", "Санкт-Петербург", "1875"),
        "Petrov": ("Константинопольский Владимир", "Нижний Новгород", "2010"),
        "Sato": ("Ёсимура Такэси", "Екатеринбург", "2230"),
        "Lepp": ("Черемисинова-Задунайская Ольга", "Петропавловск-Камчатский", "1850")}
SHOWN = [name for name, _, _ in LONG.values()] + [club for _, club, _ in LONG.values()]
WIDTHS = (360, 390, 768, 1280, 1920)
PAGES = {
    "hall": ("/?lang=ru", "() => document.querySelectorAll('#standings tbody tr').length === 6"
                          " && document.querySelectorAll('.card .badge').length === 3"),
    "board": ("/board/board-b?lang=ru", "() => document.querySelectorAll('#board g.stone').length === 9"
                                        " && document.getElementById('event').textContent !== ''"),
    "archive": ("/archive?event=Spring+Open&round=2&lang=ru", "() => document.querySelectorAll('#games tr').length === 2"
                " && document.querySelectorAll('#standings tbody tr').length === 6"),
    "game": ("/archive/2?lang=ru", "() => document.getElementById('board').dataset.moves === '9'"),
}
OVERLAYS = {"1920x1080": (1920, 1080), "1280x720": (1280, 720), "800x600": (800, 600), "clock": (1280, 120)}

# Elements past the window's sides, unless a box that scrolls holds them (then: past that box's sides
# is fine, it scrolls). Returns descriptions of the culprits.
OUTSIDE = """() => {
  const w = document.documentElement.clientWidth;
  const scrolls = (e) => { for (let a = e.parentElement; a; a = a.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(a).overflowX)) return true; } return false; };
  return [...document.querySelectorAll('body *')].filter(e => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) return false;
    return (r.left < -0.5 || r.right > w + 0.5) && !scrolls(e);
  }).map(e => e.tagName + '#' + e.id + '.' + e.getAttribute('class') + ' ' + Math.round(e.getBoundingClientRect().right))
    .concat(document.documentElement.scrollWidth > w ? ['the page is ' + document.documentElement.scrollWidth + ' px wide'] : []);
}"""

# Each text node holding one of the names: every line of it inside each ancestor that clips (overflow
# other than visible), unless that ancestor scrolls; and no word of it split between two lines.
CUT = """(names) => {
  const bad = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const name = names.find((n) => node.textContent.includes(n));
    if (!name || !node.parentElement.checkVisibility()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()];
    for (let a = node.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      if (/(auto|scroll)/.test(style.overflowX + style.overflowY)) break;
      const box = a.getBoundingClientRect();
      if (lines.some((l) => l.left < box.left - 0.5 || l.right > box.right + 0.5 || l.top < box.top - 0.5 || l.bottom > box.bottom + 0.5))
        bad.push(name + ' cut by ' + a.tagName + '.' + a.getAttribute('class'));
    }
    if (getComputedStyle(node.parentElement).textOverflow === 'ellipsis' && node.parentElement.scrollWidth > node.parentElement.clientWidth)
      bad.push(name + ' ends in ...');
    const start = node.textContent.indexOf(name);
    let at = start;
    for (const word of name.split(/[ -]/)) {  // each word on one line
      const i = node.textContent.indexOf(word, at);
      const part = document.createRange();
      part.setStart(node, i);
      part.setEnd(node, i + word.length);
      const tops = new Set([...part.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) bad.push(name + ': "' + word + '" broken across lines');
      at = i + word.length;
    }
  }
  return bad;
}"""


def run(scenario, tmp_path):
    from playwright.async_api import async_playwright

    async def main():
        async with served(tmp_path) as (base, hub, store), async_playwright() as playwright:
            tournament(store, hub, fixed=True, names=LONG)
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                       args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
            try:
                context = await browser.new_context(device_scale_factor=1, locale="ru-RU")
                page = await context.new_page()
                errors = []
                page.on("pageerror", lambda error: errors.append(str(error)))
                await scenario(base, page)
                assert errors == []
            finally:
                await browser.close()

    asyncio.run(asyncio.wait_for(main(), 150))


def test_names_are_whole_and_nothing_leaves_the_screen_at_any_width(tmp_path):
    async def scenario(base, page):
        problems = {}
        for name, (path, whole) in PAGES.items():
            for width in WIDTHS:
                await page.set_viewport_size({"width": width, "height": 900})
                await page.goto(base + path)
                await page.wait_for_function(whole)
                await page.evaluate("document.fonts.ready")
                found = await page.evaluate(OUTSIDE) + await page.evaluate(CUT, SHOWN)
                shown = await page.evaluate("() => document.body.innerText")
                found += ["%s not shown" % n for n in SHOWN[:2] if n not in shown]
                if found:
                    problems[(name, width)] = found
        assert problems == {}
    run(scenario, tmp_path)


def luminance(colour):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(colour[0]) + 0.7152 * channel(colour[1]) + 0.0722 * channel(colour[2])


def contrast(a, b):
    x, y = sorted((luminance(a), luminance(b)))
    return (y + 0.05) / (x + 0.05)


def test_each_overlay_holds_the_long_names_whole_inside_its_box(tmp_path):
    async def scenario(base, page):
        problems = {}
        for size, (width, height) in OVERLAYS.items():
            await page.set_viewport_size({"width": width, "height": height})
            for board in (["board-b"] if size != "clock" else ["board-b", "board-a"]):  # the strip: a result too
                await page.goto(base + "/overlay/%s?size=%s&lang=ru" % (board, size))
                await page.wait_for_function("() => document.getElementById('clock-p1').textContent !== ''")
                await page.evaluate("document.fonts.ready")
                found = await page.evaluate(CUT, SHOWN[:4])
                found += await page.evaluate("""([w, h]) => [...document.querySelectorAll('body *')].filter(e => {
                  const r = e.getBoundingClientRect();
                  return (r.width || r.height) && (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5);
                }).map(e => e.tagName + '#' + e.id)""", [width, height])
                found += await page.evaluate("""() => { const r = document.getElementById('result');
                  return r.scrollWidth > r.clientWidth + 1 || r.scrollHeight > r.clientHeight + 1 ? ['the result cut'] : []; }""")
                if found:
                    problems[(size, board)] = found
        assert problems == {}
        # Black's swatch a dark stone, White's a light one, each on a square that stands out of the dark box
        # (WCAG contrast, as for text): not a black disc on the dark box, a hollow ring that reads as White.
        from PIL import Image

        await page.set_viewport_size({"width": 1280, "height": 720})
        await page.goto(base + "/overlay/board-b?size=1280x720")
        await page.wait_for_function("() => document.getElementById('clock-p1').textContent !== ''")
        for side, stone in (("p1", "black"), ("p2", "white")):
            assert stone in await page.get_attribute("#colour-" + side, "class")
            box = await page.locator("#colour-" + side).bounding_box()
            shot = tmp_path / "swatch.png"
            await page.screenshot(path=str(shot), clip={"x": box["x"] - 3, "y": box["y"] - 3,
                                                         "width": box["width"] + 6, "height": box["height"] + 6})
            picture = Image.open(shot).convert("RGB")
            w, h = picture.size
            centre, corner, around = picture.getpixel((w // 2, h // 2)), picture.getpixel((4, 4)), picture.getpixel((0, 0))
            assert luminance(centre) < 0.02 if stone == "black" else luminance(centre) > 0.8, (stone, centre)
            assert contrast(corner, around) >= 3 and contrast(corner, centre) >= 1.5, (stone, corner, around, centre)
    run(scenario, tmp_path)
