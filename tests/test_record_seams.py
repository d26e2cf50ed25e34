"""The seams between the record, the store and the archive, crossed as a user crosses them: games
stored by `import --save` or by a board, read back through `show`, `games`, `status`, `export` (the
files read by an independent SGF reader, sgfmill) and the archive's API; one record of a game, with
its seats and the arbiter's corrections, behind every one of them."""

import asyncio
import json

import aiohttp
import pytest
from sgfmill import sgf

from broadcast_support import served
from host.cli import main
from host.tournament_record import Records
from host.store import Store
from shared_rules.board import parse_point, point_name, column_of, row_of

SETTINGS = {"foul_mode": "club", "time_control": None, "pass_from_move": 7, "takebacks": False, "opening": None}
MOVES = ["h8", "h9", "i8", "i9", "g8", "j8", "g9", "g7", "f10", "e11", "f9"]


def sgf_file(moves=MOVES, black="Kask Liis", white="Ivanov Pavel", event="Club Open", date="2026-11-28",
             result="W+R"):
    """A renju game as SGF, written by sgfmill (not by Tengen's writer)."""
    game = sgf.Sgf_game(size=15)
    root = game.get_root()
    root.set("GM", 4)
    root.set("PB", black)
    root.set("PW", white)
    root.set("EV", event)
    root.set("DT", date)
    root.set("RE", result)
    for n, name in enumerate(moves):
        p = parse_point(name)
        game.extend_main_sequence().set_move("b" if n % 2 == 0 else "w", (row_of(p), column_of(p)))
    return game.serialise()


def sgf_games(data):
    """[(black, white, event, result, [point names])] of an SGF collection, by sgfmill."""
    out = []
    for tree in _sgf_trees(data):
        game = sgf.Sgf_game.from_bytes(tree)
        root = game.get_root()
        moves = []
        for node in game.get_main_sequence()[1:]:
            colour, where = node.get_move()
            moves.append("pass" if where is None else point_name(where[0] * 15 + where[1]))
        out.append((game.get_player_name("b"), game.get_player_name("w"),
                    root.get("EV") if root.has_property("EV") else None,
                    root.get("RE") if root.has_property("RE") else None, moves))
    return out


def _sgf_trees(data):
    """The game trees of a collection (sgfmill reads one at a time)."""
    from sgfmill import sgf_grammar

    return [sgf_grammar.serialise_game_tree(tree) for tree in sgf_grammar.parse_sgf_collection(data)]


def run(args, capsys):
    status = main(args)
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def api(db, path, admin=True):
    """GET path on the archive served from the store at db: (status, JSON or bytes)."""
    from broadcast_support import TOKEN

    from pathlib import Path

    assert Path(db).name == "games.sqlite"  # served() opens the store of that name

    async def scenario():
        async with served(Path(db).parent) as (base, hub, store), aiohttp.ClientSession() as session:
            headers = {"Authorization": "Bearer " + TOKEN} if admin else {}
            async with session.get(base + path, headers=headers) as response:
                body = await response.read()
                try:
                    return response.status, json.loads(body)
                except ValueError:
                    return response.status, body

    return asyncio.run(scenario())


# -- item 1: an imported game is a full citizen of the store ------------------------------------------

def test_an_imported_game_shows_and_exports_its_moves_players_event_and_result(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    (tmp_path / "in.sgf").write_bytes(sgf_file())
    status, out, err = run(["import", str(tmp_path / "in.sgf"), "--save", "--db", db], capsys)
    assert status == 0, err
    status, out, err = run(["show", "1", "--db", db], capsys)
    assert status == 0, err
    for n, point in enumerate(MOVES, 1):
        assert "%3d. %-5s" % (n, point) in out, out
    assert "black: Kask Liis" in out and "white: Ivanov Pavel" in out and "Club Open" in out
    assert "result: white (resignation)" in out
    status, out, err = run(["games", "--db", db], capsys)
    assert "white (resignation)" in out and "None" not in out, out
    for name in ("sgf", "rif", "txt", "lib"):
        path = tmp_path / ("out." + name)
        status, out, err = run(["export", "1", "-o", str(path), "--db", db], capsys)
        assert status == 0, err
        status, out, err = run(["import", str(path), "--db", db], capsys)
        assert "Kask Liis - Ivanov Pavel" in out and "%3d moves" % len(MOVES) in out, (name, out)
    assert sgf_games((tmp_path / "out.sgf").read_bytes()) == [("Kask Liis", "Ivanov Pavel", "Club Open", "W+R", MOVES)]
    code, game = api(db, "/api/games/1", admin=False)
    assert code == 200, game
    assert [m["point"] for m in game["state"]["moves"]] == MOVES
    assert game["record"]["black"]["name"] == "Kask Liis" and game["record"]["white"]["name"] == "Ivanov Pavel"
    assert game["record"]["event"] == "Club Open"
    assert (game["state"]["result"]["winner"], game["state"]["result"]["reason"]) == ("white", "resignation")
    code, data = api(db, "/api/games/1/export/sgf", admin=False)
    assert sgf_games(data) == [("Kask Liis", "Ivanov Pavel", "Club Open", "W+R", MOVES)]


# -- item 2: one record behind every reader: seats and corrections --------------------------------

def board_game(db, result=("draw", "adjudication")):
    """A game on board b1 between two seated players, ended by the arbiter as a draw."""
    from test_records import play

    records = Records(Store(db))
    records.store.board_seen("b1", "test")
    records.assign("b1", "Kask Liis", "Ivanov Pavel", "Club Open", "2", "5")
    play(records.store, "b1", "e", 1, MOVES[:6], result={"winner": result[0], "reason": result[1]})
    records.store.close()


def test_a_corrected_result_and_the_seats_reach_show_status_the_archive_and_its_files(tmp_path, capsys):
    from test_host_cli import board_row

    db = str(tmp_path / "games.sqlite")
    board_game(db)
    store = Store(db)
    store.save_status([dict(board_row("/dev/ttyACM0"), board_id="b1", game=1, result="draw (adjudication)")])
    store.close()
    status, out, err = run(["correct", "1", "--result", "white", "--note", "Black lost on time", "--db", db], capsys)
    assert status == 0, err
    status, out, err = run(["show", "1", "--db", db], capsys)
    assert "result: white (correction)" in out, out
    status, out, err = run(["status", "--db", db], capsys)
    assert "white (correction)" in out and "draw (adjudication)" not in out, out
    status, out, err = run(["games", "--db", db], capsys)
    assert "Kask Liis" in out and "white (correction)" in out, out
    code, game = api(db, "/api/games/1")
    assert (game["state"]["result"]["winner"], game["state"]["result"]["reason"]) == ("white", "correction")
    assert game["state"]["players"] == {"p1": "Kask Liis", "p2": "Ivanov Pavel"}
    assert game["record"]["corrections"] == [{"field": "result", "original": "draw adjudication",
                                              "corrected": "white correction", "note": "Black lost on time"}]
    code, games = api(db, "/api/games")
    assert [(g["black"], g["white"], g["winner"], g["reason"]) for g in games["games"]] == [
        ("Kask Liis", "Ivanov Pavel", "white", "correction")]
    # The archive's files come from the same record: the names and the correction (an export
    # built from the raw store would say "draw" and name nobody).
    code, data = api(db, "/api/games/1/export/sgf")
    assert sgf_games(data) == [("Kask Liis", "Ivanov Pavel", "Club Open", "W+", MOVES[:6])]
    code, data = api(db, "/api/games/1/export/text")
    assert b"Kask Liis" in data and b"0-1" in data


def test_a_correction_reaches_an_archive_list_already_served(tmp_path, capsys):
    # The web's archive keeps each game's list row until the game changes: a result corrected while
    # the host serves must show in /api/games at once, not after a restart.
    db = str(tmp_path / "games.sqlite")
    board_game(db)
    from broadcast_support import TOKEN

    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            headers = {"Authorization": "Bearer " + TOKEN}

            async def listed():
                async with session.get(base + "/api/games", headers=headers) as response:
                    assert response.status == 200
                    return [(g["winner"], g["reason"]) for g in (await response.json())["games"]]

            before = await listed()
            status, out, err = run(["correct", "1", "--result", "white", "--db", db], capsys)
            assert status == 0, err
            return before, await listed()

    before, after = asyncio.run(scenario())
    assert before == [("draw", "adjudication")]
    assert after == [("white", "correction")]


def test_a_corrected_move_reaches_the_archive(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    board_game(db, ("black", "resignation"))
    assert run(["correct", "1", "--move", "6", "a1", "--db", db], capsys)[0] == 0
    code, game = api(db, "/api/games/1")
    assert [m["point"] for m in game["state"]["moves"]] == MOVES[:5] + ["a1"]


# -- item 5: the store's parts ----------------------------------------------------------------------

def test_export_all_leaves_out_empty_leftovers(tmp_path, capsys):
    from test_records import play

    db = str(tmp_path / "games.sqlite")
    store = Store(db)
    play(store, "b1", "e1", 1, MOVES[:4], result={"winner": "black", "reason": "resignation"})
    play(store, "b1", "e1", 2, [], seq=20)  # the empty game the board starts after the end ...
    play(store, "b1", "e2", 1, MOVES[:3], result={"winner": "white", "reason": "time"})  # ... left by a power cut
    play(store, "b1", "e2", 2, [], seq=20)  # the board's fresh game: nothing played yet
    store.close()
    status, out, err = run(["export", "all", "-o", str(tmp_path / "all.sgf"), "--db", db], capsys)
    assert status == 0, err
    assert "wrote 2 game(s)" in out and "2 empty" in out, out
    assert [g[4] for g in sgf_games((tmp_path / "all.sgf").read_bytes())] == [MOVES[:4], MOVES[:3]]


def test_the_same_games_imported_in_another_format_are_not_added_again(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    games = [sgf_file(), sgf_file(MOVES[:7], "Tamm Mart", "Saar Eva", result="B+R")]
    (tmp_path / "in.sgf").write_bytes(b"\n".join(games))
    assert run(["import", str(tmp_path / "in.sgf"), "--save", "--db", db], capsys)[0] == 0
    assert run(["export", "all", "-o", str(tmp_path / "all.sgf"), "--db", db], capsys)[0] == 0
    assert run(["export", "all", "-o", str(tmp_path / "all.rif"), "--db", db], capsys)[0] == 0
    status, out, err = run(["import", str(tmp_path / "all.sgf"), "--save", "--db", db], capsys)
    assert "0 game(s) added" in out and "2 already there" in out, out
    status, out, err = run(["import", str(tmp_path / "all.rif"), "--save", "--db", db], capsys)
    assert "0 game(s) added" in out and "2 already there" in out, out
    status, out, err = run(["games", "--db", db], capsys)
    assert len(out.strip().splitlines()) == 3, out  # the header and two games


def test_a_boards_game_exported_and_imported_again_is_not_added_twice(tmp_path, capsys):
    # A board's game (seated players, the arbiter's result), exported and imported back, as an
    # arbiter gathering a day's files would: the store and the standings must not count it twice.
    db = str(tmp_path / "games.sqlite")
    board_game(db, ("black", "resignation"))
    status, out, err = run(["games", "--db", db], capsys)
    before = out
    assert out.count("Kask Liis") == 1, out  # the board's game
    assert run(["export", "all", "-o", str(tmp_path / "day.sgf"), "--db", db], capsys)[0] == 0
    status, out, err = run(["import", str(tmp_path / "day.sgf"), "--save", "--db", db], capsys)
    assert status == 0, err
    assert "0 game(s) added" in out and "1 already there" in out, out
    status, out, err = run(["games", "--db", db], capsys)
    assert out == before, out


def test_a_different_game_of_the_same_players_is_added(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    (tmp_path / "a.sgf").write_bytes(sgf_file())
    (tmp_path / "b.sgf").write_bytes(sgf_file(date="2026-11-29"))  # a rematch move for move, another day
    (tmp_path / "c.sgf").write_bytes(sgf_file(MOVES[:-1]))
    for name in ("a", "b", "c"):
        status, out, err = run(["import", str(tmp_path / (name + ".sgf")), "--save", "--db", db], capsys)
        assert "1 game(s) added" in out, (name, out)


# -- item 10: `show` in an arbiter's words ----------------------------------------------------------

def test_show_tells_the_games_events_in_words(tmp_path, capsys):
    from test_records import play

    db = str(tmp_path / "games.sqlite")
    store = Store(db)
    seq = play(store, "b1", "e", 1, MOVES[:4])
    for event in ({"t": "anomaly", "restore": ["i9"], "remove": ["h12"]}, {"t": "anomaly", "restore": [], "remove": []},
                  {"t": "claim", "kind": "foul", "by": "white", "accepted": False},
                  {"t": "clock", "action": "pause"}, {"t": "clock", "action": "resume"},
                  {"t": "move", "n": 5, "point": "a1", "colour": "black"}, {"t": "undo", "n": 5}):
        store.record_event("b1", "e", dict(event, seq=seq, game=1))
        seq += 1
    store.close()
    status, out, err = run(["show", "1", "--db", db], capsys)
    assert status == 0, err
    assert "'" not in out and "[" not in out and "t anomaly" not in out, out  # no raw event dicts
    lines = out.splitlines()

    def said(*words):
        return any(all(w in line for w in words) for line in lines)

    assert said("anomaly at ", "take away h12", "put back i9"), out
    assert said("anomaly cleared at "), out
    assert said("White", "claim", "foul", "refused"), out
    assert said("clock paused at "), out
    assert said("clock restarted at "), out
    assert said("move 5 (a1) taken back"), out


# -- the archive page, as a viewer reads it in a browser --------------------------------------------

CHROMIUM = "/usr/bin/chromium"


@pytest.mark.skipif(not __import__("os").path.exists(CHROMIUM) and not __import__("os").environ.get("CI"),
                    reason="no Chromium at /usr/bin/chromium (make test installs it)")
def test_the_archive_page_shows_the_records_players_event_and_corrected_result(tmp_path, capsys):
    from playwright.sync_api import sync_playwright

    from host.web.server import WebServer
    from test_browser import launch

    db = str(tmp_path / "games.sqlite")
    board_game(db)
    assert run(["correct", "1", "--result", "white", "--note", "Black lost on time", "--db", db], capsys)[0] == 0
    (tmp_path / "in.sgf").write_bytes(sgf_file(MOVES, "Tamm Mart", "Saar Eva", event="Autumn Cup", result="B+R"))
    assert run(["import", str(tmp_path / "in.sgf"), "--save", "--db", db], capsys)[0] == 0
    server = WebServer(db, port=0, settings_path=tmp_path / "hall.json")
    url = server.start()
    try:
        with sync_playwright() as playwright:
            browser = launch(playwright, tmp_path / "profile")
            page = browser.new_page()
            errors = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url + "archive")
            page.wait_for_selector("#games tr")
            rows = page.eval_on_selector_all("#games tr", "rows => rows.map(r => r.innerText)")
            assert any("Kask Liis" in r and "Ivanov Pavel" in r and "White wins (correction)" in r for r in rows), rows
            assert any("Tamm Mart" in r and "Saar Eva" in r and "Autumn Cup" in r for r in rows), rows
            page.goto(url + "archive/1")
            page.wait_for_function("() => document.getElementById('board').dataset.moves === '6'")
            assert page.inner_text("#players") == "Kask Liis (black) – Ivanov Pavel (white)"
            assert page.inner_text("#result") == "White wins (correction)"
            assert "Club Open" in page.inner_text("#event") and "round 2" in page.inner_text("#event")
            assert "was draw (adjudication)" in page.inner_text("#corrections")
            assert "Black lost on time" in page.inner_text("#corrections")
            page.goto(url + "archive/2")
            page.wait_for_function("() => document.getElementById('board').dataset.moves === '%d'" % len(MOVES))
            assert page.inner_text("#players") == "Tamm Mart (black) – Saar Eva (white)"
            assert page.inner_text("#result") == "Black wins (resignation)"
            assert "Autumn Cup" in page.inner_text("#event")
            # the moves in Black/White pairs: each move's cell carries its number
            moves = page.eval_on_selector_all("#moves td.move:not(.used)", "tds => tds.map(t => [Number(t.dataset.n), t.innerText])")
            assert [point for _, point in sorted(moves)] == MOVES, moves
            assert errors == []
            browser.close()
    finally:
        server.stop()


def test_games_finds_a_corrected_game_by_its_corrected_result_and_player(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    board_game(db)
    assert run(["players", "add", "Tamm Mart", "--db", db], capsys)[0] == 0  # a correction names a known player
    assert run(["correct", "1", "--result", "white", "--black", "Tamm Mart", "--db", db], capsys)[0] == 0
    status, out, err = run(["games", "--result", "white", "--db", db], capsys)
    assert "Tamm Mart" in out and "white (correction)" in out, out
    status, out, err = run(["games", "--result", "draw", "--db", db], capsys)
    assert "no games matching" in out, out
    status, out, err = run(["games", "--player", "Tamm", "--db", db], capsys)
    assert "Tamm Mart" in out, out
    status, out, err = run(["games", "--player", "Kask", "--db", db], capsys)
    assert "no games matching" in out, out  # Kask Liis did not have Black after all


def test_show_names_who_had_black_after_a_swap_in_a_game_with_a_takeback(tmp_path, capsys):
    from test_formats_store import record_game  # P2 swaps after move 3; move 6 is taken back later

    db = str(tmp_path / "games.sqlite")
    store = Store(db)
    store.board_seen("B1", "test")
    Records(store).assign("B1", "Kask Liis", "Ivanov Pavel")
    record_game(store)
    store.close()
    status, out, err = run(["show", "1", "--db", db], capsys)
    assert "black: Ivanov Pavel\nwhite: Kask Liis\n" in out, out
    status, out, err = run(["export", "1", "-o", str(tmp_path / "game.sgf"), "--db", db], capsys)
    assert b"PB[Ivanov Pavel]PW[Kask Liis]" in (tmp_path / "game.sgf").read_bytes()


# (.kurnik.txt is left out: a PlayOK renju record holds the RIF opening's swap and offers, which
# these games without an opening rule do not have; tests/test_formats_exports.py covers it.)
@pytest.mark.parametrize("extension", [".rif", ".lib", ".pos", ".sgf", ".psq", ".sav", ".txt", ".fed.txt", ".svg"])
def test_a_stored_game_exported_and_imported_again_is_the_same_game(tmp_path, capsys, extension):
    # The journey from a federation's file: import, export in any format, import again: nothing new,
    # whether the file keeps the players (.rif, .sgf, ...) or only the moves (.pos, .psq, .sav).
    db = str(tmp_path / "games.sqlite")
    games = [sgf_file(), sgf_file(MOVES[:7], "Tamm Mart", "Saar Eva", result="B+R", date="2026-11-29")]
    (tmp_path / "in.sgf").write_bytes(b"\n".join(games))
    assert run(["import", str(tmp_path / "in.sgf"), "--save", "--db", db], capsys)[0] == 0
    out_file = tmp_path / ("out" + extension)
    wanted = ["all"] if extension not in (".pos", ".psq", ".sav", ".svg", ".kurnik.txt") else ["2"]  # one game a file
    status, out, err = run(["export"] + wanted + ["-o", str(out_file), "--db", db], capsys)
    assert status == 0, err
    status, out, err = run(["import", str(out_file), "--save", "--db", db], capsys)
    assert status == 0, err
    assert "0 game(s) added" in out, out
    status, out, err = run(["games", "--db", db], capsys)
    assert len(out.strip().splitlines()) == 3, out  # the header and two games


def test_an_imported_game_takes_the_arbiters_corrections_everywhere(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    (tmp_path / "in.sgf").write_bytes(sgf_file())
    assert run(["import", str(tmp_path / "in.sgf"), "--save", "--db", db], capsys)[0] == 0
    assert run(["players", "add", "Tamm Mart", "--db", db], capsys)[0] == 0  # a correction names a known player
    status, out, err = run(["correct", "1", "--move", "11", "a1", "--result", "black", "--white", "Tamm Mart",
                            "--db", db], capsys)
    assert status == 0, err
    status, out, err = run(["show", "1", "--db", db], capsys)
    assert "white: Tamm Mart" in out and " 11. a1 " in out and "result: black (correction)" in out, out
    assert "as the file" not in out, out  # the result is the arbiter's now
    assert run(["export", "1", "-o", str(tmp_path / "out.sgf"), "--db", db], capsys)[0] == 0
    data = (tmp_path / "out.sgf").read_bytes()
    assert sgf_games(data) == [("Kask Liis", "Tamm Mart", "Club Open", "B+", MOVES[:-1] + ["a1"])]
    assert b"import" not in data  # the pseudo-board is no board number of the file


def test_the_archive_seats_black_where_the_opening_swap_put_it(tmp_path):
    from test_records import play

    db = str(tmp_path / "games.sqlite")
    records = Records(Store(db))
    records.store.board_seen("b1", "test")
    records.assign("b1", "Kask Liis", "Ivanov Pavel")
    seq = play(records.store, "b1", "e", 1, ["h8", "h9", "j10"], settings=dict(SETTINGS, opening="rif"))
    records.store.record_event("b1", "e", {"t": "opening", "seq": seq, "game": 1, "action": "swap", "player": "P2"})
    records.store.close()
    code, game = api(db, "/api/games/1")
    assert game["state"]["players"] == {"p1": "Kask Liis", "p2": "Ivanov Pavel"} and game["state"]["black"] == "P2"
    assert (game["record"]["black"]["name"], game["record"]["white"]["name"]) == ("Ivanov Pavel", "Kask Liis")
    code, games = api(db, "/api/games")
    assert (games["games"][0]["black"], games["games"][0]["white"]) == ("Ivanov Pavel", "Kask Liis")
