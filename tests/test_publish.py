"""`tengen-host publish EVENT -o DIR`: the event as plain files, opened from the folder (file://) in
headless Chromium with no host running: the list, a game replayed with the keys, every download a
file that its format's reader (sgfmill for SGF) reads back."""

from pathlib import Path

import pytest

from host.cli import main
from host.store import Store
from host.web.hub import Hub
from test_broadcast_hall import CHROMIUM, tournament

pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists(), reason="no Chromium (make test installs it)")


def test_a_published_event_is_replayed_from_plain_files(tmp_path, capsys):
    import sgfmill.sgf
    from playwright.sync_api import sync_playwright

    from host.formats import import_records

    db = tmp_path / "games.sqlite"
    store = Store(db)
    tournament(store, Hub())
    store.close()
    out = tmp_path / "site"
    assert main(["--db", str(db), "publish", "Spring Open", "-o", str(out)]) == 0
    said = capsys.readouterr()
    assert "published 3 game(s) of Spring Open" in said.out, said
    # PlayOK's records hold RIF openings only: those files are left out, and said so.
    assert said.out.count("left out: game") == 3 and "as kurnik" in said.out
    assert main(["--db", str(db), "publish", "Autumn Cup", "-o", str(out)]) == 1
    said = capsys.readouterr()
    assert said.err.count("\n") == 1 and "no event 'Autumn Cup'" in said.err and "events: Spring Open" in said.err

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.goto((out / "index.html").as_uri())
        page.wait_for_selector("#games tr")
        rows = page.eval_on_selector_all("#games tr", "rows => rows.map(r => [...r.cells].slice(0, 7).map(c => c.textContent))")
        assert [r[0] for r in rows] == ["#3", "#2", "#1"] and rows[1][4:7] == ["Ivanov", "Petrov", "Black wins (five)"], rows
        standings = page.eval_on_selector_all("#standings tbody tr", "rows => rows.map(r => [r.cells[1].textContent, r.cells[5].textContent])")
        assert standings[:2] == [["Sato", "1"], ["Ivanov", "1"]] and len(standings) == 6, standings  # the event's table too
        page.goto((out / "index.html").as_uri() + "?event=Spring+Open&round=2")
        page.wait_for_selector("#round-downloads a")
        assert page.eval_on_selector_all("#games tr", "rows => rows.map(r => r.cells[0].textContent)") == ["#3", "#2"]
        hrefs = page.eval_on_selector_all("#round-downloads a", "els => els.map(e => e.href)")
        round_file = next(Path(h[len("file://"):]) for h in hrefs if h.endswith(".rif"))
        assert [r.black.name for r in import_records("renjunet", round_file.read_bytes())] == ["Ivanov", "Tamm"]

        page.click("#games a[href='games/2.html']")
        page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
        page.keyboard.press("ArrowLeft")
        page.keyboard.press("ArrowLeft")
        assert page.get_attribute("#board", "data-moves") == "7"
        assert page.get_attribute("#board circle.last", "data-point") == "k8"
        assert page.inner_text("#result") == "Black wins (five h8 i8 j8 k8 l8)"
        links = page.eval_on_selector_all("#downloads a", "els => els.map(e => e.href)")
        assert len(links) >= 10 and all(Path(h[len("file://"):]).exists() for h in links), links
        sgf = next(Path(h[len("file://"):]) for h in links if h.endswith(".sgf"))
        moves = [node.get_move() for node in sgfmill.sgf.Sgf_game.from_bytes(sgf.read_bytes()).get_main_sequence()[1:]]
        assert len(moves) == 9 and moves[0][0] == "b"
        # In Russian, with the page's own switch (the languages travel with the pages: no fetch from a folder).
        with page.expect_navigation():
            page.select_option("#lang", "ru")
        page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
        assert page.inner_text("#result") == "Победа чёрных (пятёрка H8 I8 K8 L8 M8)"
        assert page.inner_text("header a") == "← партии турнира"  # back to the event's games
        assert page.inner_text("header strong") == "Spring Open"
        sheets = [h for h in page.eval_on_selector_all("#downloads a", "els => els.map(e => e.href)") if h.endswith(".pdf")]
        assert [Path(h).name for h in sheets] == ["2.ru.pdf"]  # the score sheet in the reader's language
        assert errors == []
        browser.close()
