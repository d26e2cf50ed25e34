"""The archive of a federation: the list comes from the host a page at a time, filtered by the host
(GET /api/games with ?before= and the filters), and the page walks it in headless Chromium: the
newest page first, older pages by their link, a filter matching the arbiter's correction."""

from host.game_record import Player, Record
from host.tournament_record import Records
from shared_rules.board import point_name

from test_broadcast_hall import PHONE, TABLE, browse, new_page

GAMES = 250


def federation(store):
    records = Records(store)
    games = [Record.from_names(["h8", point_name(n % 100), point_name(200 + n // 100)],
                               black=Player("Black %d" % n), white=Player("White %d" % n), result="draw",
                               event="Open %d" % (n % 3), round=str(1 + n % 5), date="2024-05-01")
             for n in range(GAMES)]
    assert records.save_imported(games, "federation.rif", b"federation") == (GAMES, 0)
    records.correct(7, "black", "Mari Parandatud")  # game 7's Black, as the arbiter corrected it


def test_the_archive_pages_through_a_federations_games_filtered_by_the_host(tmp_path):
    async def scenario(base, hub, store, browser):
        federation(store)
        errors, pages = [], []
        page = await new_page(browser, PHONE, errors)

        async def answered(response):
            if "/api/games?" in response.url:
                pages.append(len((await response.json())["games"]))
        page.on("response", answered)
        await page.goto(base + "/archive")
        await page.wait_for_selector("#games tr")
        rows = await page.evaluate(TABLE, "#games")
        assert [r[0] for r in rows] == ["#%d" % n for n in range(GAMES, GAMES - 100, -1)]
        assert rows[0][1:6] == ["Open 0", "5", "import", "Black 249", "White 249"], rows[0]
        assert await page.inner_text("#pages") == "250 games older games"
        for first, last in ((150, 51), (50, 1)):
            async with page.expect_navigation():
                await page.click("#older")
            await page.wait_for_selector("#games tr")
            rows = await page.evaluate(TABLE, "#games")
            assert [r[0] for r in rows] == ["#%d" % n for n in range(first, last - 1, -1)]
        assert await page.query_selector("#older") is None
        assert await page.inner_text("#pages") == "250 games newest games"
        assert rows[-7][4] == "Mari Parandatud"  # game 7: its record, the correction applied
        # A player's part of a name, matched by the host in any case: the corrected Black too.
        await page.goto(base + "/archive?player=PARANDATUD")
        await page.wait_for_selector("#games tr")
        assert [r[0] for r in await page.evaluate(TABLE, "#games")] == ["#7"]
        await page.goto(base + "/archive?event=Open+1&round=3")
        await page.wait_for_selector("#games tr")
        listed = await page.evaluate(TABLE, "#games")
        # game n is event Open n%3, round 1 + n%5: n = 7, 22, 37, ... (n % 15 == 7), newest first
        assert [r[0] for r in listed] == ["#%d" % (n + 1) for n in range(GAMES - 1, -1, -1) if n % 15 == 7]
        assert await page.is_hidden("#pages")
        options = await page.eval_on_selector_all("#filter-round option", "os => os.map(o => o.value)")
        assert options == ["", "1", "2", "3", "4", "5"]
        assert max(pages) == 100 and len(pages) == 5  # never more than a page on the wire
        assert errors == []
    browse(scenario, tmp_path)
