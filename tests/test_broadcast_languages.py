"""Every page in every language, read as a viewer reads it: headless Chromium opens the hall, a board,
the archive (its list and a game), the overlays, the framed board (/embed/), the arbiter's login and the arbiter's page of a
tournament in each language of host/i18n, collects every text it shows (text nodes of visible
elements, the options of its lists, the hints in its fields) and finds no word of another language
there. The language comes as a viewer's would: Russian and Japanese from the browser's
Accept-Language alone (with q-values, English offered last), Estonian by ?lang=, English by default.

What may stay as it is: the tournament's own names (players, clubs, the event, the boards' ids),
the language switch (each language in its own name), the admin token's file or variable on the host, points (h8, K8), and a few names of formats
and rules that the renju world writes in Latin letters in every language (ALLOWED)."""

import asyncio
import json
import os
import re
import sys
from pathlib import Path

import pytest

from broadcast_support import TOKEN, served, tournament
from host.web.engine_seats import EngineSeats

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")
I18N = Path(__file__).resolve().parent.parent / "host" / "i18n"

# The tournament's own names (broadcast_support.tournament): shown as written, in every language.
DATA = ["Spring Open", "board-a", "board-b", "board-c", "Ivanov", "Petrov", "Sato", "Kask", "Lepp", "Tamm",
        "Tallinn", "Tartu", "Japan", "Narva"]
# Names the renju world writes in Latin letters whatever its language: formats, programs, the product.
ALLOWED = {"SGF", "PDF", "SVG", "XML", "ZIP", "RIF", "PlayOK", "RenLib", "RenjuNet", "Piskvork", "Gomocup", "Yixin",
           "Tengen", "SB"}

# How each language is asked for: Accept-Language (the browser's) or ?lang= (a link's).
ASKED = {"en": ("", ""), "ru": ("ru-RU,ru;q=0.9,en;q=0.5", ""), "ja": ("ja,en-GB;q=0.8,en;q=0.5", ""),
         "et": ("en-GB,en;q=0.9", "lang=et")}

PAGES = {  # path, and what shows the page is whole
    "hall": ("/", "() => document.querySelectorAll('#standings tbody tr').length === 6"
                  " && document.querySelectorAll('.card .badge').length === 3"),
    "board": ("/board/board-b", "() => document.querySelectorAll('#board g.stone').length === 9"
                                " && document.getElementById('result').textContent !== ''"),
    "archive": ("/archive?event=Spring+Open&round=2", "() => document.querySelectorAll('#games tr').length === 2"
                " && document.querySelectorAll('#round-downloads a').length > 0"
                " && document.querySelectorAll('#standings tbody tr').length === 6"),
    "game": ("/archive/2", "() => document.getElementById('board').dataset.moves === '9'"
                           " && document.querySelectorAll('#downloads a').length > 0"),
    "overlay": ("/overlay/board-b?size=800x600", "() => document.getElementById('result').textContent !== ''"),
    "embed": ("/embed/board-b", "() => document.getElementById('result').textContent !== ''"),
    "clock": ("/overlay/board-a?size=clock", "() => document.getElementById('clock-p1').textContent !== ''"),
    "login": ("/admin", "() => !document.getElementById('login').hidden"),
    "admin": ("/admin", "() => document.querySelectorAll('form.board-admin h2').length === 3"
                        " && document.querySelector('.engine-state').textContent !== ''"),
}

VISIBLE_TEXT = """() => {
  const shown = (e) => e && e.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })
    && e.getBoundingClientRect().width > 0;
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent.trim() || parent.closest('#lang, #hall-lang, #token-file, template, datalist, script, style')) continue;
    if (parent.tagName === 'OPTION' ? shown(parent.closest('select')) : shown(parent)) texts.push(node.textContent.trim());
  }
  for (const field of document.querySelectorAll('input[placeholder]')) if (shown(field)) texts.push(field.placeholder);
  for (const svg of document.querySelectorAll('svg[aria-label]')) if (shown(svg)) texts.push(svg.getAttribute('aria-label'));
  return texts;
}"""


def vocabulary(table):
    """The words (runs of letters) of every string of a language file, keys left out."""
    found = set()
    for key, value in table.items():
        if isinstance(value, dict):
            found |= vocabulary(value)
        elif not key.startswith("_"):
            found |= set(re.findall(r"[^\W\d_]+", re.sub(r"\{\d\}", " ", value)))
    return found


def foreign_words(texts, lang, tables):
    """The words of texts that belong to another language than lang."""
    words = []
    for text in texts:
        for name in DATA:
            text = text.replace(name, " ")
        words += [w for w in re.findall(r"[^\W\d_]+", text) if w.isalpha()]  # not ½
    lower = lambda words: {w.lower() for w in words}  # noqa: E731
    english = lower(vocabulary(tables["en"])) - lower(vocabulary(tables[lang])) - lower(ALLOWED)
    if lang == "en":  # English pages: no letter outside ASCII (no Cyrillic, no kana, no kanji)
        return [w for w in words if not w.isascii()]
    latin = lang not in ("ru", "ja")  # Russian and Japanese pages: no Latin word at all
    words = [w for w in words if len(w) > 1]  # a point's column (h8, K8) is no word
    return [w for w in words if w.lower() in english or (not latin and w.isascii() and w not in ALLOWED)]


def test_every_page_speaks_the_viewers_language_and_no_other(tmp_path):
    from playwright.async_api import async_playwright

    tables = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in I18N.glob("*.json")}
    assert set(ASKED) <= set(tables)

    async def main():
        engines = EngineSeats(tmp_path / "games.sqlite", command=[sys.executable])
        async with served(tmp_path, engines=engines) as (base, hub, store), async_playwright() as playwright:
            tournament(store, hub, fixed=True)
            browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                       args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
            errors, found = [], {}
            try:
                for lang, (accept, query) in ASKED.items():
                    context = await browser.new_context(viewport={"width": 1280, "height": 800}, locale="en-GB",
                                                        extra_http_headers={"Accept-Language": accept} if accept else {})
                    page = await context.new_page()
                    page.on("pageerror", lambda error: errors.append(str(error)))
                    for name, (path, whole) in PAGES.items():
                        if name == "admin":
                            status = await page.evaluate("""token => fetch('/api/login', {method: 'POST',
                                headers: {'Content-Type': 'application/json'}, body: JSON.stringify({token})})
                                .then(r => r.status)""", TOKEN)
                            assert status == 200
                        await page.goto(base + path + ("&" if "?" in path else "?") + query if query else base + path)
                        await page.wait_for_function(whole)
                        await page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
                        texts = await page.evaluate(VISIBLE_TEXT)
                        assert len(texts) > 3, (lang, name, texts)
                        found[(lang, name)] = foreign_words(texts, lang, tables)
                    await context.close()
            finally:
                await browser.close()
            assert errors == []
            assert {key: words for key, words in found.items() if words} == {}

    asyncio.run(asyncio.wait_for(main(), 150))


def test_the_browsers_languages_are_taken_by_their_q_values():
    from host import i18n

    assert i18n.accepted("en;q=0.3, ru-RU, ja;q=0.8, *;q=0.1") == ["ru", "ja", "en"]
    assert i18n.accepted("ru;q=0, et") == ["et"]  # q=0: not wanted
    assert i18n.choose(None, "de-DE,de;q=0.9,ru;q=0.8,en;q=0.7") == "ru"  # the first the host has
    assert i18n.choose("et", "ru") == "et"  # ?lang= first
    assert i18n.choose(None, "de", default="ja") == "ja"  # then the hall's default
    assert i18n.choose(None, "", default="xx") == "en"
