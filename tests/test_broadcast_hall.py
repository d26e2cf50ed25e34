"""The hall as a tournament and the arbiter's page, in headless Chromium against the real web
application, with games recorded in a real store as the daemon records them: board numbers in
the hall's order, players with club and rating, results, standings and the results grid; the
public view without the link's states; the arbiter's page drawing boards and clocks, numbering
boards, naming the event, asking before a new game. At desktop and phone sizes, nothing outside
the viewport's width."""

import asyncio
import os
from pathlib import Path

import pytest

from broadcast_support import TOKEN, BoardScript, record, served, tournament
from host.tournament_record import Records

CHROMIUM = "/usr/bin/chromium"
pytestmark = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                reason="no Chromium at /usr/bin/chromium (make test installs it)")

DESKTOP, PHONE = (1280, 800), (390, 844)
ADDRESS = "http://192.0.2.9:8077/"  # the hall's address on the network, as --lan finds it

# Elements whose box reaches past the viewport's width (a page may scroll down, never sideways).
OUTSIDE = """w => [...document.querySelectorAll('body *')].filter(e => {
  const r = e.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) return false;
  if (e.closest('.crosstable-box, .table-box')) return false;  // a wide table scrolls inside its own box
  return r.left < -0.5 || r.right > w + 0.5;
}).map(e => e.tagName + '.' + e.getAttribute('class') + ' ' + e.textContent.slice(0, 30))"""


def browse(scenario, tmp_path, **options):
    from playwright.async_api import async_playwright

    async def main():
        async with served(tmp_path, **options) as (base, hub, store), async_playwright() as playwright:
            browser = await playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True,
                args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"])
            try:
                await scenario(base, hub, store, browser)
            finally:
                await browser.close()

    asyncio.run(asyncio.wait_for(main(), 100))


async def new_page(browser, size, errors):
    context = await browser.new_context(viewport={"width": size[0], "height": size[1]}, device_scale_factor=1)
    page = await context.new_page()
    page.on("pageerror", lambda error: errors.append(str(error)))
    return page


async def log_in(page, base):
    status = await page.evaluate("""token => fetch('/api/login', {method: 'POST',
        headers: {'Content-Type': 'application/json'}, body: JSON.stringify({token})}).then(r => r.status)""", TOKEN)
    assert status == 200


CARDS = """() => [...document.querySelectorAll('.card')].map(c => [c.querySelector('.id').textContent,
  [...c.querySelectorAll('.name')].map(n => n.textContent).join(' - '),
  [...c.querySelectorAll('.details')].map(n => n.textContent).join(' / '),
  c.querySelector('.badge').textContent, c.querySelector('.outcome').textContent])"""
TABLE = "sel => [...document.querySelectorAll(sel + ' tr')].map(r => [...r.cells].map(c => c.textContent))"


def test_the_hall_shows_the_tournament_in_hall_order_with_standings_and_grid(tmp_path):
    async def scenario(base, hub, store, browser):
        tournament(store, hub)
        errors = []
        for size in (DESKTOP, PHONE):
            page = await new_page(browser, size, errors)
            await page.goto(base + "/")
            await page.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 6")
            assert await page.inner_text("#event") == "Spring Open, round 2"
            cards = await page.evaluate(CARDS)
            assert cards == [
                ["Board 1", "Ivanov - Petrov", "Tallinn, 2105 / Tartu, 1980", "game over", "Black wins (five h8 i8 j8 k8 l8)"],
                ["Board 2", "Tamm - Kask", " / Narva", "game over", "Draw (agreement)"],
                ["Board 10", "Sato - Lepp", "Japan, 2230 / Tallinn, 1850", "playing", ""]], (size, cards)
            # Standings: Sato 1 (round 1), Ivanov 1, Tamm and Kask a half each, Petrov and Lepp none yet.
            standings = await page.evaluate(TABLE, "#standings tbody")
            assert [(r[1], r[5]) for r in standings] == [("Sato", "1"), ("Ivanov", "1"), ("Kask", "½"), ("Tamm", "½"),
                                                         ("Lepp", "0"), ("Petrov", "0")], standings
            assert standings[0][2:4] == ["Japan", "2230"]
            # Sonneborn-Berger in one format, decimal: Sato's ½ (Tamm's score) as 0.5, beside Kask's 0.25.
            assert [(r[1], r[6]) for r in standings][:4] == [("Sato", "0.5"), ("Ivanov", "0"), ("Kask", "0.25"),
                                                              ("Tamm", "0.25")], standings
            grid = await page.evaluate(TABLE, "#crosstable")
            assert grid[0] == ["#", "Player", "1", "2", "3", "4", "5", "6", "Points"]
            tamm = next(row for row in grid if row[1] == "Tamm")
            assert tamm[2] == "0" and tamm[grid.index(next(r for r in grid if r[1] == "Kask")) + 1] == "½", grid
            assert tamm[1 + grid.index(tamm)] == "×"
            # The link's states are the arbiter's: a board offline shows viewers its game, not "not connected".
            body = await page.inner_text("body")
            assert "not connected" not in body and "waiting for the board" not in body and "in sync" not in body
            assert await page.is_hidden("#arbiter") and await page.is_hidden("#lan-qr")  # a spectator has no use for them
            assert await page.evaluate(OUTSIDE, size[0]) == [], size
            assert await page.evaluate("() => document.documentElement.scrollWidth") <= size[0], size
            clipped = await page.eval_on_selector_all(  # a name or club cut to "Iva..." is clipped
                ".card .name, .card .details, .card .id, #standings td",
                "els => els.filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)")
            assert clipped == [], (size, clipped)
            await page.context.close()  # its stream with it: the viewer count below is the arbiter's alone
        async with __import__("aiohttp").ClientSession() as session:
            async with session.get(base + "/api/hall") as response:
                boards = (await response.json())["boards"]
        assert {board["status"] for board in boards.values()} == {None}  # not even in the data
        assert boards["board-b"]["seat"]["board_no"] == "1"

        # A board's page names it by its hall number, with the event and round.
        page = await new_page(browser, PHONE, errors)
        await page.goto(base + "/board/board-b")
        await page.wait_for_function("() => document.getElementById('event').textContent !== ''")
        assert await page.inner_text("#title") == "Board 1, game #2"
        assert await page.inner_text("#event") == "Spring Open, round 2"
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []
        await page.context.close()

        # The arbiter's live view: the device ids beside the numbers, the link's states, the viewers.
        page = await new_page(browser, DESKTOP, errors)
        await page.goto(base + "/")
        await log_in(page, base)
        await page.goto(base + "/?view=live")
        await page.wait_for_function("() => document.getElementById('viewers').textContent !== ''")
        assert await page.inner_text("#viewers") == "1 watching"
        ids = await page.eval_on_selector_all(".card .id", "els => els.map(e => e.textContent)")
        assert ids == ["Board 1 (board-b)", "Board 2 (board-c)", "Board 10 (board-a)"]
        assert "board not connected" in await page.inner_text(".card[data-board='board-a'] .badge")

        # The hall's address on the network (--lan) as a QR code for phones, on the arbiter's screen.
        await page.goto(base + "/")
        await page.wait_for_function("() => document.getElementById('lan-qr').naturalWidth > 0")
        assert await page.get_attribute("#lan-qr", "alt") == ADDRESS
        assert await page.inner_text("#lan") == "On a phone in the hall: " + ADDRESS
        # Each page in Russian, switched by the viewer.
        await page.goto(base + "/?lang=ru")
        await page.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 6")
        assert await page.inner_text("#event") == "Spring Open, тур 2"
        assert [t for t in await page.eval_on_selector_all(".hall-tables h2", "els => els.map(e => e.textContent)")] == [
            "Турнирное положение", "Турнирная таблица"]
        assert (await page.evaluate(CARDS))[0][4] == "Победа чёрных (пятёрка H8 I8 K8 L8 M8)"
        await page.goto(base + "/admin")
        await page.wait_for_selector("form.board-admin h2")
        assert await page.inner_text("#who") == "вход выполнен"
        assert await page.inner_text("form.board-admin [data-action=new_game]") == "Новая партия"
        assert await page.get_attribute("form.board-admin input[name=p1_club]", "placeholder") == "клуб или страна"
        assert (await page.inner_text("form.board-admin h2")).startswith("Стол 1")
        async with page.expect_navigation():
            await page.select_option("#lang", "en")
        await page.wait_for_selector("form.board-admin h2")
        assert await page.inner_text("form.board-admin [data-action=new_game]") == "New game"
        assert errors == []
    browse(scenario, tmp_path, lan_urls=[ADDRESS])


def test_the_arbiters_page_after_login_draws_the_boards_numbers_them_and_asks_before_a_new_game(tmp_path):
    async def scenario(base, hub, store, browser):
        tournament(store, hub)
        errors = []
        for size in (DESKTOP, PHONE):
            page = await new_page(browser, size, errors)
            await page.goto(base + "/admin")
            await page.wait_for_selector("#login", state="visible")
            await page.fill("#token", TOKEN)
            await page.click("#login button")
            await page.wait_for_selector("form.board-admin h2")
            assert await page.is_hidden("#login")  # "logged in", and the form gone
            assert await page.inner_text("#who") == "logged in"
            heads = await page.eval_on_selector_all("form.board-admin h2", "els => els.map(e => e.textContent)")
            assert heads == ["Board 1 · board-b", "Board 2 · board-c", "Board 10 · board-a"]
            stones = await page.eval_on_selector_all("form.board-admin svg", "els => els.map(e => e.querySelectorAll('g.stone').length)")
            assert stones == [9, 4, 3]
            faces = await page.eval_on_selector_all("form.board-admin .face", "els => els.map(e => e.textContent)")
            assert faces[4] == "4:40" and faces[5].startswith("4:4"), faces  # board 10's clocks, White's running
            assert "Spring Open, round 2" in await page.inner_text("#boards")
            # the opening regulations offered are shared_rules.openings' own, named as records name them
            offered = await page.eval_on_selector_all("form.board-admin:nth-child(1) select[name=opening] option",
                                                      "els => els.map(e => [e.value, e.textContent])")
            from shared_rules.openings import REGULATIONS
            assert [value for value, _ in offered[1:]] == [name for name in REGULATIONS if name != "free"]
            assert ["soosorv", "Soosorv-8"] in offered and ["super-sakata", "Super Sakata"] in offered
            assert await page.evaluate(OUTSIDE, size[0]) == [], size
            assert await page.evaluate("() => document.documentElement.scrollWidth") <= size[0], size
        await page.wait_for_function("() => document.getElementById('viewers').textContent !== ''")
        assert "watching" in await page.inner_text("#viewers")

        # Board 10 becomes board 5; the event and round are named for the boards seated from here.
        form = "form.board-admin:nth-child(3)"
        await page.fill(form + " input[name=board_no]", "5")
        await page.click(form + " [data-action=number]")
        await page.wait_for_function("() => document.querySelector('form.board-admin:nth-child(3) h2').textContent"
                                     " === 'Board 5 · board-a'")
        assert Records(store).board_of("5") == "board-a"
        await page.fill("#hall-event", "Spring Open")
        await page.fill("#hall-round", "3")
        await page.click("#hall button[type=submit]")
        await page.wait_for_function("() => document.getElementById('hall-reply').textContent === 'saved'")
        assert (hub.hall["event"], hub.hall["round"]) == ("Spring Open", "3")
        form = "form.board-admin:nth-child(1)"
        await page.fill(form + " input[name=p1]", "Petrov")
        await page.fill(form + " input[name=p2]", "Ivanov")
        await page.click(form + " [data-action=players]")
        await page.wait_for_function("f => document.querySelector(f + ' .reply').textContent !== ''", arg=form)
        assert await page.inner_text(form + " .reply") == "players saved"
        seat = Records(store).seat("board-b")
        assert (seat["event"], seat["round"], seat["black"]["name"]) == ("Spring Open", "3", "Petrov")

        # "New game" asks first: dismissed, nothing is sent; accepted, the command is queued.
        asked = []

        async def answer(dialog, accept):
            asked.append(dialog.message)
            await (dialog.accept() if accept else dialog.dismiss())

        handler = lambda dialog: asyncio.ensure_future(answer(dialog, False))
        page.on("dialog", handler)
        await page.click(form + " [data-action=new_game]")
        await page.wait_for_timeout(300)
        assert asked == ["Start a new game on Board 1?"] and store.commands() == []
        page.remove_listener("dialog", handler)
        page.on("dialog", lambda dialog: asyncio.ensure_future(answer(dialog, True)))
        await page.click(form + " [data-action=new_game]")
        await page.wait_for_function("f => document.querySelector(f + ' .reply').textContent.startsWith('new_game: ')", arg=form)
        assert [(c["board"], c["name"]) for c in store.commands()] == [("board-b", "new_game")]
        assert errors == []
    browse(scenario, tmp_path)


def test_the_archive_filters_downloads_every_format_and_rounds_and_the_opening_steps_are_listed(tmp_path):
    import io
    import zipfile

    import aiohttp

    from host.formats import FORMATS, import_records

    async def scenario(base, hub, store, browser):
        tournament(store, hub)
        errors = []
        page = await new_page(browser, PHONE, errors)
        await page.goto(base + "/archive?event=Spring+Open&round=2")
        await page.wait_for_selector("#games tr")
        rows = await page.evaluate(TABLE, "#games")
        assert [r[:7] for r in rows] == [
            ["#3", "Spring Open", "2", "2", "Tamm", "Kask", "Draw (agreement)"],
            ["#2", "Spring Open", "2", "1", "Ivanov", "Petrov", "Black wins (five)"]], rows
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []
        await page.wait_for_function("() => document.querySelectorAll('#standings tbody tr').length === 6")  # the event's
        await page.wait_for_function("() => document.querySelectorAll('#round-downloads a').length > 0")  # after the table
        links = await page.eval_on_selector_all("#round-downloads a", "els => els.map(e => [e.textContent, e.href])")
        assert len(links) == len(FORMATS)
        async with aiohttp.ClientSession() as session:
            files = {}
            for label, href in links:
                name = href.split("/export/")[1].split("?")[0]
                async with session.get(href) as response:
                    if name == "kurnik":  # PlayOK's records hold RIF openings only: refused, with the reason
                        assert response.status == 409 and "RIF opening" in (await response.json())["error"]
                        continue
                    assert response.status == 200, (label, await response.text())
                    files[name] = await response.read()
            # One file for the round where the format holds several, read back by the format's reader.
            assert [r.black.name for r in import_records("renjunet", files["renjunet"])] == ["Ivanov", "Tamm"]
            import sgfmill.sgf  # not ours: a reader of SGF collections' games one by one
            assert files["sgf"].count(b"(;") == 2
            sgfmill.sgf.Sgf_game.from_bytes(files["sgf"][:files["sgf"].index(b"(;", 2)])
            with zipfile.ZipFile(io.BytesIO(files["psq"])) as archive:  # a format of one game a file: a zip
                assert sorted(archive.namelist()) == ["tengen-game-2.psq", "tengen-game-3.psq"]

            await page.goto(base + "/archive?player=sato")
            await page.wait_for_selector("#games tr")
            assert [r[0] for r in await page.evaluate(TABLE, "#games")] == ["#1"]  # round 1; round 2's game plays on
            # One game: a download in every format, each a file.
            await page.goto(base + "/archive/2")
            await page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
            links = await page.eval_on_selector_all("#downloads a", "els => els.map(e => e.href)")
            # every format but PlayOK's (RIF openings only: this game has none), in the page's language
            assert len(links) == len(FORMATS) - 1 and all(href.endswith("?lang=en") for href in links)
            assert not any("/kurnik" in href for href in links), links
            for href in links:
                async with session.get(href) as response:
                    assert response.status == 200 and len(await response.read()) >= 10, href  # .pos: a byte a move
        assert await page.inner_text("#title") == "Game #2, board 1"
        # The replay's moves in pairs, as the board's page lists them, the current move marked (the last).
        rows = await page.evaluate(TABLE, "#moves")
        assert [r[0:2] + r[3:4] for r in rows] == [["1", "h8", "h9"], ["2", "i8", "i9"], ["3", "j8", "j9"],
                                                   ["4", "k8", "k9"], ["5", "l8", ""]], rows
        assert rows[0][2] == rows[0][4] == "0:01"
        assert await page.eval_on_selector_all("#moves td.current", "tds => tds.map(t => t.dataset.n)") == ["9", "9"]
        await page.click("#moves td[data-n='4']")
        assert await page.get_attribute("#board", "data-moves") == "4"
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []

        # The archive in Russian.
        await page.goto(base + "/archive?lang=ru")
        await page.wait_for_selector("#games tr")
        header = await page.eval_on_selector_all(".games th", "ths => ths.map(t => t.textContent)")
        assert header[:4] == ["партия", "Турнир", "Тур", "стол"], header
        assert await page.inner_text("header strong") == "Архив"
        assert await page.input_value("#lang") == "ru"
        await page.set_viewport_size({"width": DESKTOP[0], "height": DESKTOP[1]})
        async with page.expect_navigation():
            await page.select_option("#lang", "en")
        await page.wait_for_selector("#games tr")
        assert await page.inner_text("header strong") == "Archive"
        assert await page.evaluate(OUTSIDE, DESKTOP[0]) == []

        # The opening's steps (a swap, two offers, the choice) in the board page's move list.
        script = BoardScript()
        hub.set_players("b1", {"p1": "Ivanov", "p2": "Petrov"})
        messages = [script.new_game(opening="rif")] + [script.move(p) for p in ("h8", "h9", "i8")]
        messages += [script.other("opening", action="swap", player="P2"), script.move("i9"),
                     script.other("opening", action="offer", player="P2", point="j8"),
                     script.other("opening", action="offer", player="P2", point="j10"),
                     script.other("opening", action="choose", player="P1", point="j10"), script.move("j10")]
        record(store, hub, script, messages)
        await page.goto(base + "/board/b1?lang=en")
        await page.wait_for_function("() => document.querySelectorAll('#board g.stone').length === 5")
        rows = [r[0:2] + r[3:4] if len(r) == 5 else r for r in await page.evaluate(TABLE, "#moves")]  # no times
        assert rows == [["1", "h8", "h9"], ["2", "i8", ""], ["Petrov swaps the colours"], ["2", "", "i9"],
                        ["Petrov offers j8"], ["Petrov offers j10"], ["Ivanov chooses j10"], ["3", "j10", ""]], rows
        # After the swap Petrov (P2) plays Black: his box above Ivanov's, as on the hall's card.
        boxes = await page.evaluate("() => ['name-p1', 'name-p2'].map(id => {"
                                    " const r = document.getElementById(id).getBoundingClientRect(); return [r.top, r.left]; })")
        assert boxes[1] < boxes[0], boxes  # first in reading order: above, or on the same line to the left
        await page.goto(base + "/?lang=en")
        await page.wait_for_function("() => document.querySelectorAll('.card').length === 4")
        card = await page.eval_on_selector_all(".card[data-board='b1'] .name", "els => els.map(e => e.textContent)")
        assert card == ["Petrov", "Ivanov"], card
        await page.goto(base + "/board/b1?lang=ru")
        await page.wait_for_function("() => document.querySelectorAll('#moves tr.step').length === 4")
        steps = await page.eval_on_selector_all("#moves tr.step", "rows => rows.map(r => r.textContent)")
        assert steps == ["Petrov: смена цвета", "Petrov предлагает K8", "Petrov предлагает K10", "Ivanov выбирает K10"]
        assert errors == []
    browse(scenario, tmp_path)


def test_an_earlier_rounds_results_stay_reachable_from_the_hall(tmp_path):
    async def scenario(base, hub, store, browser):
        tournament(store, hub)  # round 1 played on board-c (numbered 2 since), round 2 seated now
        errors = []
        page = await new_page(browser, PHONE, errors)
        await page.goto(base + "/")
        await page.wait_for_function("() => document.querySelectorAll('#round-select option').length === 2")
        options = await page.eval_on_selector_all("#round-select option", "os => os.map(o => [o.textContent, o.selected])")
        assert options == [["1", False], ["2", True]]  # the hall's round, live
        assert await page.is_hidden("#past-round") and await page.is_visible("#boards")
        await page.select_option("#round-select", "1")
        await page.wait_for_function("() => !document.getElementById('past-round').hidden")
        assert await page.is_hidden("#boards")
        rows = await page.evaluate(TABLE, "#past-round tbody")
        assert rows == [["board-c", "Sato", "Tamm", "Black wins (five)", "#1"]], rows  # not numbered in round 1
        assert await page.get_attribute("#past-round a", "href") == "/archive/1"
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []
        await page.select_option("#round-select", "2")  # back to the boards, live
        await page.wait_for_function("() => !document.getElementById('boards').hidden")
        assert await page.is_hidden("#past-round")
        assert errors == []
    browse(scenario, tmp_path)


def test_the_login_page_says_where_the_token_is_and_the_arbiters_page_shows_the_halls_address(tmp_path):
    token_file = str(tmp_path / "var" / "admin.token")  # as the daemon names it: its whole path on the host

    async def scenario(base, hub, store, browser):
        errors = []
        page = await new_page(browser, PHONE, errors)
        await page.goto(base + "/admin")
        await page.wait_for_function("() => !document.getElementById('token-where').hidden")
        assert await page.inner_text("#token-where") == "The token is in this file on the host's machine: " + token_file
        assert await page.is_hidden("#lan-box")  # the hall's address is the arbiter's, once logged in
        await page.goto(base + "/admin?lang=ru")
        await page.wait_for_function("() => document.documentElement.lang === 'ru'"
                                     " && !document.getElementById('token-where').hidden")
        assert await page.inner_text("#token-where") == "Ключ судьи лежит в этом файле на компьютере хоста: " + token_file

        await log_in(page, base)
        await page.goto(base + "/admin?lang=en")
        await page.wait_for_function("() => document.getElementById('lan-qr').naturalWidth > 0")
        assert await page.inner_text("#lan") == "On a phone in the hall: " + ADDRESS
        assert await page.get_attribute("#lan-qr", "alt") == ADDRESS
        assert await page.is_hidden("#login") and await page.is_hidden("#token-where")
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []
        assert errors == []

    browse(scenario, tmp_path, lan_urls=[ADDRESS], token_file=token_file)


def test_a_move_on_one_board_of_a_hundred_changes_that_boards_card_alone(tmp_path):
    """A hall of a hundred boards shows every card; a move on one of them then changes nodes of its
    own card only (a MutationObserver on the hall sees nothing else touched), and the card shows it."""
    async def scenario(base, hub, store, browser):
        scripts = {}
        for k in range(1, 101):
            script = scripts[k] = BoardScript(board="b%03d" % k, epoch="e%d" % k)
            for message in (script.new_game(), script.move("h8")):
                hub.board_event(script.board, script.epoch, message, 1000)
        errors = []
        page = await new_page(browser, DESKTOP, errors)
        await page.goto(base + "/")
        await page.wait_for_function("() => document.querySelectorAll('#boards .card svg.mini g.stone').length === 100")
        await page.evaluate("""() => {
            window.touched = new Set();
            new MutationObserver((records) => {
              for (const r of records) {
                const card = (r.target.nodeType === 1 ? r.target : r.target.parentElement).closest('.card');
                window.touched.add(card ? card.dataset.board : 'outside the cards');
              }
            }).observe(document.getElementById('boards'), {subtree: true, childList: true, attributes: true,
                                                          characterData: true});
          }""")
        hub.board_event("b042", "e42", scripts[42].move("i9"), 2000)
        await page.wait_for_function(
            "() => document.querySelectorAll('.card[data-board=\"b042\"] svg.mini g.stone').length === 2")
        hub.board_event("b007", "e7", scripts[7].move("j9"), 2000)
        await page.wait_for_function(
            "() => document.querySelectorAll('.card[data-board=\"b007\"] svg.mini g.stone').length === 2")
        await page.wait_for_timeout(300)  # a clock's tick or a late frame would show here
        assert sorted(await page.evaluate("() => [...window.touched]")) == ["b007", "b042"]
        assert await page.evaluate("() => document.querySelectorAll('#boards .card').length") == 100
        assert errors == []

    browse(scenario, tmp_path)
