"""The arbiter's page in headless Chromium: refused without the token, then players and the delay
set from it, and what viewers see follows; players are found in the record as the command line
finds them (a club tells two of one name apart, an unknown name is added only when asked)."""

import asyncio
from pathlib import Path

import pytest

from broadcast_support import TOKEN, BoardScript, feed_all, served
from host.cli import main

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
            await page.check("form.board-admin input[name=new]")  # two players the record does not know yet
            await page.click("form.board-admin [data-action=players]")
            await page.wait_for_function("() => document.querySelector('form.board-admin .reply').textContent === 'players saved'")
            await page.fill("#hall-delay", "2")
            await page.select_option("#hall-lang", "ru")  # for viewers whose browsers ask for none of ours
            await page.click("#hall button[type=submit]")
            await page.wait_for_function("() => document.getElementById('hall-reply').textContent === 'saved'")
            assert hub.hall["delay"] == 2 and hub.hall["lang"] == "ru"
            words = await page.evaluate("""() => Promise.all(['de-DE,de', 'de,en;q=0.5'].map(accept =>
                fetch('/api/words', {headers: {'Accept-Language': accept}}).then(r => r.json()).then(w => w.lang)))""")
            assert words == ["ru", "en"]  # the hall's default only when no language asked for is the host's
            # The MQTT broker's state, when the host publishes to one (--mqtt): here lost a moment ago.
            from host.web.mqtt import BrokerState, MqttConfig

            hub.broker = BrokerState(MqttConfig("192.0.2.7", 1883))
            hub.broker.set("lost", "the connection dropped")
            await page.wait_for_function("() => document.getElementById('broker').textContent !== ''", timeout=5000)
            line = await page.inner_text("#broker")
            assert line.startswith("MQTT broker 192.0.2.7:1883: lost since ") and line.endswith(", retrying"), line
            # A viewer's hall page: the names arrive after the delay, as everything does.
            viewer = await browser.new_page()
            await viewer.goto(base + "/")
            await viewer.wait_for_function(
                "() => [...document.querySelectorAll('.card .name')].map(e => e.textContent).join() === 'Alice,Bob'",
                timeout=10000)
            assert "delayed 2 s" in await viewer.inner_text("#delay")
            await browser.close()

    asyncio.run(asyncio.wait_for(scenario(), 120))


def launch(playwright, tmp_path):
    return playwright.chromium.launch_persistent_context(
        str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True,
        args=["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking",
              "--disable-component-update", "--disable-sync"])


async def admin_page(browser, base):
    """The arbiter's page, logged in, its boards' forms shown."""
    page = await browser.new_page()
    await page.goto(base + "/admin")
    await page.fill("#token", TOKEN)
    await page.click("#login button")
    await page.wait_for_selector("form.board-admin h2")
    return page


def test_the_arbiters_page_finds_players_by_name_and_club_and_adds_only_when_asked(tmp_path, capsys):
    from playwright.async_api import async_playwright

    db = str(tmp_path / "games.sqlite")
    reply = "() => document.querySelector('form.board-admin .reply').textContent"

    async def save(page, text):
        await page.click("form.board-admin [data-action=players]")
        await page.wait_for_function("(text) => document.querySelector('form.board-admin .reply').textContent"
                                     ".includes(text)", arg=text)
        return await page.evaluate(reply)

    async def scenario():
        async with served(tmp_path) as (base, hub, store), async_playwright() as playwright:
            for name, club in (("Kask Liis", "Tartu"), ("Kask Liis", "Tallinn"), ("Sato", "")):
                assert main(["--db", db, "players", "add", name] + (["--club", club] if club else [])) == 0
            script = BoardScript("board-7")
            feed_all(hub, script, [script.new_game()])
            browser = await launch(playwright, tmp_path)
            page = await admin_page(browser, base)
            await page.fill("form.board-admin input[name=p1]", "Kask Liis")
            await page.fill("form.board-admin input[name=p2]", "sato")
            text = await save(page, "players:")
            assert "2 players are called Kask Liis: Kask Liis (Tartu) #1, Kask Liis (Tallinn) #2" in text
            await page.fill("form.board-admin input[name=p1_club]", "Tallinn")
            assert await save(page, "players saved") == "players saved"
            # The form shows the players as the record has them: Sato's spelling, Kask Liis's club.
            assert await page.input_value("form.board-admin input[name=p2]") == "Sato"
            assert await page.input_value("form.board-admin input[name=p1_club]") == "Tallinn"
            # A typo is an error that adds nobody; ticking "new players" adds the name.
            await page.fill("form.board-admin input[name=p2]", "Satoo")
            text = await save(page, "no player called")
            assert 'no player called Satoo: tick "new players" to add them' in text
            await page.check("form.board-admin input[name=new]")
            assert await save(page, "players saved") == "players saved"
            # Seated elsewhere (a pairings file, the command line): the form shows the seat's club.
            from host.tournament_record import Records

            Records(store).assign("board-7", "Kask Liis", "Sato", black_club="Tartu", create=False)
            hub.set_players("board-7", {"p1": "Kask Liis", "p2": "Sato"})  # as the daemon's seat poll does
            await page.wait_for_function(
                "() => document.querySelector('form.board-admin input[name=p1_club]').value === 'Tartu'", timeout=15000)
            assert await page.input_value("form.board-admin input[name=p2]") == "Sato"
            await browser.close()

    asyncio.run(asyncio.wait_for(scenario(), 120))
    capsys.readouterr()
    assert main(["--db", db, "players"]) == 0
    listed = [line.split()[:4] for line in capsys.readouterr().out.splitlines()[1:]]
    assert listed == [["#2", "Kask", "Liis", "Tallinn"], ["#1", "Kask", "Liis", "Tartu"], ["#3", "Sato", "-", "-"],
                      ["#4", "Satoo", "-", "-"]]


def test_new_players_under_a_game_under_way_are_the_arbiters_choice_on_the_page(tmp_path, capsys):
    """Issue 34: the page asks whose game a game already begun is (the new players', or still its
    own) with two buttons, as the command line asks for --reseat or --keep; nothing moves before."""
    from playwright.async_api import async_playwright

    from broadcast_support import record

    db = str(tmp_path / "games.sqlite")

    async def scenario():
        async with served(tmp_path) as (base, hub, store), async_playwright() as playwright:
            for name in ("Kask Liis", "Tamm Jaan", "Mets Mari"):
                assert main(["--db", db, "players", "add", name]) == 0
            from host.tournament_record import Records

            Records(store).assign("board-7", "Kask Liis", "Tamm Jaan", create=False)
            script = BoardScript("board-7")
            record(store, hub, script, [script.new_game(), script.move("h8"), script.move("h9")])
            browser = await launch(playwright, tmp_path)
            page = await admin_page(browser, base)
            await page.fill("form.board-admin input[name=p1]", "Kask Liis")
            await page.fill("form.board-admin input[name=p2]", "Mets Mari")
            await page.click("form.board-admin [data-action=players]")
            await page.wait_for_function("() => document.querySelector('form.board-admin .reply').textContent")
            assert await page.query_selector("form.board-admin .reply [data-action=players_reseat]"), \
                await page.inner_text("form.board-admin .reply")
            text = await page.inner_text("form.board-admin .reply")
            assert "is under way, recorded for Kask Liis - Tamm Jaan" in text, text
            assert await page.inner_text("form.board-admin .reply [data-action=players_keep]") == \
                "Keep it for its players (the new pair plays the next game)"
            assert Records(store).game(1)["white"]["name"] == "Tamm Jaan"  # nothing moved yet
            await page.click("form.board-admin .reply [data-action=players_reseat]")
            await page.wait_for_function("() => document.querySelector('form.board-admin .reply').textContent"
                                         " === 'players saved'")
            await browser.close()

    asyncio.run(asyncio.wait_for(scenario(), 120))
    capsys.readouterr()
    assert main(["--db", db, "show", "1"]) == 0
    shown = capsys.readouterr().out
    assert "black: Kask Liis" in shown and "white: Mets Mari" in shown
