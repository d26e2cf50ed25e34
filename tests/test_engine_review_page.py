"""The engine's review on the archive's replay page (host/web/static/archive.js), in headless
Chromium against the real web application: a game recorded as the daemon records it, its review
saved in the store as `tengen-host hints GAME --save` saves it (the real engine's review is
tests/test_engine_review.py's); the page names, at a move, what it lost and the engine's best move
there, rings the engine's best reply on the board, and lists the moves that lost the most."""

import aiohttp

from test_broadcast_hall import CHROMIUM, PHONE, OUTSIDE, TABLE, browse, new_page, pytestmark, record  # noqa: F401
from broadcast_support import BoardScript
from shared_rules.board import BLACK, parse_point
from shared_rules.game import Game
from shared_rules.terms import REASON_FIVE

# Black's open three h8 i8 j8 left open by White's a3 (move 6): Black's four k8, then the five g8.
BLUNDER = "h8 a1 i8 a2 j8 a3 k8 a4 g8".split()
# (n, played, best, before, after): the mover's chance of winning before and after the move.
REVIEW = [(1, "h8", "h8", 0.55, 0.55), (2, "a1", "i8", 0.45, 0.30), (3, "i8", "i8", 0.70, 0.70),
          (4, "a2", "j8", 0.30, 0.10), (5, "j8", "j8", 0.90, 0.90), (6, "a3", "k8", 0.10, 0.0),
          (7, "k8", "k8", 1.0, 1.0), (8, "a4", "g8", 0.0, 0.0), (9, "g8", "g8", 1.0, 1.0)]


# Black's open three h8 i8 j8 left open again, and Black's b5 (move 7) misses the win (the open four
# k8, then l8 or g8: a five); White's a4 and a5 then win. The review says so, the line to play out.
MISSED = "h8 a1 i8 a2 j8 a3 b5 a4 k8 a5".split()
MISSED_LINE = ["k8", "l8", "g8"]
MISSED_REVIEW = [(n, p, p, 0.5, 0.5, None) for n, p in enumerate(MISSED, 1)]
MISSED_REVIEW[6] = (7, "b5", "k8", 1.0, 0.2, "vcf " + " ".join(MISSED_LINE))


def a_game(store, hub, board, moves=BLUNDER, result=("black", "five", ["g8", "h8", "i8", "j8", "k8"])):
    script = BoardScript(board)
    store.board_seen(board, "t")
    record(store, hub, script, [script.new_game()] + [script.move(p) for p in moves] + [script.result(*result)])
    return store.game_id(board, script.epoch, 1)


def test_the_replay_page_shows_the_best_move_at_a_move_and_the_moves_that_lost_most(tmp_path):
    async def scenario(base, hub, store, browser):
        reviewed, plain = a_game(store, hub, "b1"), a_game(store, hub, "b2")
        store.save_review(reviewed, REVIEW)
        async with aiohttp.ClientSession() as session:
            async with session.get(base + "/api/games/%d" % reviewed) as response:
                review = (await response.json())["review"]
            async with session.get(base + "/api/games/%d" % plain) as response:
                assert (await response.json())["review"] is None  # never reviewed
        assert review["lost_most"] == [4, 2, 6]  # 20, 15 and 10 points lost: worst first
        assert review["moves"][5] == {"n": 6, "played": "a3", "best": "k8", "loss": 0.1}
        errors = []
        page = await new_page(browser, PHONE, errors)
        await page.goto(base + "/archive/%d" % reviewed)
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
        # The moves that lost the most, listed worst first, and marked in the move list.
        assert await page.inner_text("#lost-most") == "Lost the most: 4. a2 (20%) 2. a1 (15%) 6. a3 (10%)"
        costly = await page.eval_on_selector_all("#moves td.costly", "tds => [...new Set(tds.map(t => t.dataset.n))]")
        assert costly == ["2", "4", "6"]
        best = await page.eval_on_selector_all("#moves td.used", "tds => tds.map(t => [t.dataset.n,"
                                               " t.querySelector('.best') ? t.querySelector('.best').textContent : ''])")
        best = dict(best)
        assert await page.inner_text("#moves td.move[data-n='6']:not(.used)") == "a3"  # White's third, in its pair
        assert best["6"] == "best k8 \u221210%", best
        assert best["8"] == "best g8" and best["7"] == "", best  # nothing left to lose; the engine's move itself
        # At move 6: what it lost, the engine's best there, and its best reply (k8 for Black) ringed.
        await page.click("#moves td[data-n='6']")
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '6'")
        assert await page.inner_text("#hint") == ("Move 6 (a3) lost 10%; the engine's best there: k8. "
                                                   "The engine's best reply: k8.")
        assert await page.eval_on_selector_all("#board circle.hint", "cs => cs.map(c => c.dataset.point)") == ["k8"]
        await page.click("#lost-most a[data-n='4']")  # a listed move: the board goes there
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '4'")
        assert (await page.inner_text("#hint")).startswith("Move 4 (a2) lost 20%; the engine's best there: j8.")
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []
        # In Russian, with its own lettering of the points.
        await page.goto(base + "/archive/%d?lang=ru" % reviewed)
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
        assert (await page.inner_text("#lost-most")).startswith("Больше всего потеряли: 4.")
        # A game never reviewed: no column, no list, no ring.
        await page.goto(base + "/archive/%d" % plain)
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
        assert await page.is_hidden("#lost-most")
        assert await page.eval_on_selector_all("#moves .best", "els => els.length") == 0
        assert await page.eval_on_selector_all("#board circle.hint", "cs => cs.length") == 0
        assert errors == []
    browse(scenario, tmp_path)


def test_a_missed_win_is_marked_in_the_move_list_and_played_out_stone_by_stone(tmp_path):
    # The review's line is a real win there: the rules give Black its five at the line's end.
    game = Game()
    for name in MISSED[:6] + MISSED_LINE:
        game.play(parse_point(name))
    assert (game.result.winner, game.result.reason) == (BLACK, REASON_FIVE)

    async def scenario(base, hub, store, browser):
        reviewed = a_game(store, hub, "b1", MISSED, ("white", "five", ["a1", "a2", "a3", "a4", "a5"]))
        store.save_review(reviewed, MISSED_REVIEW)
        errors = []
        page = await new_page(browser, PHONE, errors)
        await page.goto(base + "/archive/%d" % reviewed)
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '10'")
        # The one move that missed a win is marked in the list, and says what it missed.
        marks = await page.eval_on_selector_all("#moves .missed", "as => as.map(a => [a.dataset.n, a.textContent])")
        assert marks == [["7", "missed a VCF"]]
        assert await page.inner_text("#moves td.missed-win") == "b5"
        assert await page.eval_on_selector_all("#board .line-stone", "gs => gs.length") == 0
        # Chosen: the position before it, then the line's stones one by one, numbered, Black's first.
        await page.click("#moves .missed[data-n='7']")
        seen = []
        for count in (1, 2, 3):
            await page.wait_for_function("(n) => document.querySelectorAll('#board .line-stone').length === n", arg=count)
            assert await page.get_attribute("#board", "data-moves") == "6"  # the position the win was in
            stones = await page.eval_on_selector_all(
                "#board .line-stone", "gs => gs.map(g => [g.dataset.point, g.classList.contains('black') ? 'black' : 'white',"
                                      " g.textContent])")
            seen.append(stones)
        assert seen == [[["k8", "black", "1"]],
                        [["k8", "black", "1"], ["l8", "white", "2"]],
                        [["k8", "black", "1"], ["l8", "white", "2"], ["g8", "black", "3"]]]
        # The line's stones are on empty points, drawn beside the game's six stones (not over them).
        assert sorted(await page.eval_on_selector_all("#board g.stone:not(.line-stone)", "gs => gs.map(g => g.dataset.point)")) \
            == sorted(MISSED[:6])
        assert await page.inner_text("#hint") == "Move 7 (b5) missed a VCF: 1. k8 2. l8 3. g8"
        # Another move chosen: the line is gone.
        await page.click("#moves td.move[data-n='9']")
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '9'")
        assert await page.eval_on_selector_all("#board .line-stone", "gs => gs.length") == 0
        # In Japanese: the mark and the words in the viewer's language.
        await page.goto(base + "/archive/%d?lang=ja" % reviewed)
        await page.wait_for_function("() => document.getElementById('board').dataset.moves === '10'")
        assert await page.inner_text("#moves .missed") == "VCFを逃した"
        await page.click("#moves .missed")
        await page.wait_for_function("() => document.querySelectorAll('#board .line-stone').length === 3")
        assert (await page.inner_text("#hint")).startswith("7手目 (")
        assert await page.evaluate(OUTSIDE, PHONE[0]) == []
        assert errors == []
    browse(scenario, tmp_path)
