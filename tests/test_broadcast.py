"""The live broadcast: what viewers are shown of a board's events (host/web), over the real web
application and its SSE stream; the broadcast delay; the archive."""

import asyncio
import time

import aiohttp

from broadcast_support import TOKEN, BoardScript, feed_all, served, stream
from host.web.feed import BoardFeed
from host.web.hub import Hub

GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]
FOUL_GAME = ["h8", "a1", "h10", "a3", "i10", "a5", "j8", "a7", "j9", "a9", "j10"]  # j10: Black's double three


def run(coroutine):
    return asyncio.run(asyncio.wait_for(coroutine, 60))


def play(hub, script, moves, **settings):
    feed_all(hub, script, [script.new_game(**settings)] + [script.move(p) for p in moves])


# -- what a board's events become ------------------------------------------------------------------

def test_a_game_shows_its_moves_opening_and_five():
    hub = Hub()
    script = BoardScript()
    play(hub, script, GAME)
    hub.board_event("b1", "e1", script.result("black", "five", ["h8", "i8", "j8", "k8", "l8"]), 2000)
    state = hub.public.boards["b1"]
    assert [m["point"] for m in state["moves"]] == GAME
    assert [m["n"] for m in state["moves"]] == list(range(1, 10))
    assert state["opening"] == {"code": "D6", "name": "ugetsu"}
    assert state["result"]["winner"] == "black" and state["result"]["reason"] == "five"
    assert state["result"]["lines"] == [["h8", "i8", "j8", "k8", "l8"]]


def test_a_club_foul_is_shown_with_the_rows_that_make_it():
    # Black's double three at j10 (rows h10-i10-j10 and j8-j9-j10), explained by shared_rules.explain.
    hub = Hub()
    script = BoardScript()
    moves = FOUL_GAME
    play(hub, script, moves)
    from shared_rules.board import parse_point
    from shared_rules.explain import explain
    from shared_rules.fouls import FOUL_33
    from shared_rules.game import Game

    game = Game.replay(moves[:-1])
    kind, lines = explain(game.board.cells, parse_point("j10"))
    assert kind == FOUL_33  # the position really is a double three
    hub.board_event("b1", "e1", script.result("white", "foul", ["h10", "i10", "j10", "j8", "j9"], point="j10"), 2000)
    result = hub.public.boards["b1"]["result"]
    assert result["foul"] == "33" and result["point"] == "j10"
    assert sorted(sorted(line) for line in result["lines"]) == [["h10", "i10", "j10"], ["j10", "j8", "j9"]]


def test_tournament_foul_is_the_arbiters_until_the_claim_window_closes():
    hub = Hub()
    script = BoardScript()
    play(hub, script, FOUL_GAME, foul_mode="tournament")
    live, public = hub.live.boards["b1"], hub.public.boards["b1"]
    assert [u["point"] for u in live["unclaimed"]] == ["j10"] and live["unclaimed"][0]["kind"] == "33"
    assert public["unclaimed"] == []  # White may still claim: viewers must not tell
    assert public["result"] is None
    hub.board_event("b1", "e1", script.move("o15"), 3000)  # White plays on: the foul stands, unclaimed
    assert [u["point"] for u in hub.public.boards["b1"]["unclaimed"]] == ["j10"]
    assert hub.live.boards["b1"]["unclaimed"] == hub.public.boards["b1"]["unclaimed"]


def test_takeback_removes_the_move_and_a_new_game_starts_empty():
    hub = Hub()
    script = BoardScript()
    play(hub, script, GAME[:4], takebacks=True)
    hub.board_event("b1", "e1", script.other("undo", n=4), 2000)
    assert [m["point"] for m in hub.public.boards["b1"]["moves"]] == GAME[:3]
    script.moves = 3
    hub.board_event("b1", "e1", script.move("j9"), 2100)
    assert [m["point"] for m in hub.public.boards["b1"]["moves"]] == GAME[:3] + ["j9"]
    hub.board_event("b1", "e1", script.new_game(), 2200)
    assert hub.public.boards["b1"]["moves"] == [] and hub.public.boards["b1"]["game"]["no"] == 2


def test_clock_follows_presses_and_heartbeats():
    hub = Hub()
    script = BoardScript()
    feed_all(hub, script, [script.new_game(time_control="5m"), script.move("h8", clocks=[290000, 300000])], at=10000)
    clock = hub.public.boards["b1"]["clock"]
    assert clock["remaining"] == [290000, 300000] and clock["running"] == 2  # P2 (White) to move
    steady = {"remaining": [290000, 299000], "running": 2, "paused": False, "flags": [False, False],
              "first_flag": 0, "delay_left": 0, "periods": [0, 0], "at": 11000}
    seq = hub.public.seq
    hub.board_clock("b1", 1, steady)  # what viewers already extrapolate: nothing is sent
    assert hub.public.seq == seq
    hub.board_clock("b1", 1, dict(steady, paused=True, at=12000))
    assert hub.public.seq == seq + 1 and hub.public.boards["b1"]["clock"]["paused"] is True


def test_a_loss_on_time_shows_the_fallen_flag_at_once():
    hub = Hub()
    script = BoardScript()
    feed_all(hub, script, [script.new_game(time_control="1m"), script.move("h8", clocks=[59000, 60000])])
    hub.board_event("b1", "e1", script.result("black", "time"), 70000)  # White (P2) ran out
    clock = hub.public.boards["b1"]["clock"]
    assert clock["flags"] == [False, True] and clock["remaining"] == [59000, 0] and clock["running"] == 0


def test_a_restarted_daemon_shows_the_game_so_far_from_the_record():
    script = BoardScript()
    recorded = [script.new_game()] + [script.move(p) for p in GAME[:5]]
    hub = Hub(load_board=lambda board: ("e1", recorded))
    hub.board_event("b1", "e1", script.move("j9"), 5000)
    assert [m["point"] for m in hub.public.boards["b1"]["moves"]] == GAME[:6]
    hub.board_event("b1", "e1", recorded[3], 5000)  # a replay of an event already shown: nothing
    assert [m["point"] for m in hub.public.boards["b1"]["moves"]] == GAME[:6]


def test_a_malformed_event_costs_only_itself():
    feed = BoardFeed("b1")
    script = BoardScript()
    feed.event("e1", script.new_game(), 1)
    assert feed.event("e1", {"t": "move", "seq": 99, "game": 1}, 2) == []  # no n, no point
    assert feed.event("e1", dict(script.move("h8"), seq=100), 3)
    assert [m["point"] for m in feed.state["moves"]] == ["h8"]


# -- the stream ------------------------------------------------------------------------------------

def test_stream_gives_a_snapshot_then_each_move_once_in_order(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            play(hub, script, GAME[:3])
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                first_id, snapshot = await sse.next()
                assert snapshot["type"] == "snapshot" and first_id == snapshot["seq"]
                assert [m["point"] for m in snapshot["board"]["moves"]] == GAME[:3]
                for point in GAME[3:]:
                    hub.board_event("b1", "e1", script.move(point), 3000)
                frames = await sse.until(lambda d: d.get("type") == "move" and d["move"]["n"] == 9)
                ids = [i for i, _ in frames]
                assert ids == sorted(ids) and len(set(ids)) == len(ids) and ids[0] > first_id
                assert [d["move"]["point"] for _, d in frames if d["type"] == "move"] == GAME[3:]
            # Reconnecting (as EventSource does, with the last id): the whole state at once.
            async with stream(session, base + "/api/boards/b1/stream", headers={"Last-Event-ID": str(ids[-1])}) as sse:
                _, snapshot = await sse.next()
                assert snapshot["type"] == "snapshot" and snapshot["seq"] >= ids[-1]
                assert [m["point"] for m in snapshot["board"]["moves"]] == GAME
            async with session.get(base + "/api/hall") as response:
                hall = await response.json()
                assert [m["point"] for m in hall["boards"]["b1"]["moves"]] == GAME
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                await sse.next()
                hub.set_delay(20)  # a board's page hears of the hall's delay too
                frames = await sse.until(lambda d: d.get("type") == "hall")
                assert frames[-1][1]["hall"]["delay"] == 20

    run(scenario())


def test_hall_stream_carries_every_board(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            one, two = BoardScript("b1"), BoardScript("b2")
            async with stream(session, base + "/api/stream") as sse:
                await sse.next()
                play(hub, one, ["h8"])
                play(hub, two, ["h8", "h9"])
                frames = await sse.until(lambda d: d.get("board") == "b2" and d.get("type") == "move" and d["move"]["n"] == 2)
                boards = {d["board"] for _, d in frames}
                assert boards == {"b1", "b2"}

    run(scenario())


# -- the broadcast delay ---------------------------------------------------------------------------

def test_delay_holds_moves_and_clocks_back_from_viewers_but_not_from_the_arbiter(tmp_path):
    async def scenario():
        async with served(tmp_path, delay=0) as (base, hub, store), aiohttp.ClientSession() as session:
            hub.set_delay(1.0)
            script = BoardScript()
            headers = {"Authorization": "Bearer " + TOKEN}
            async with stream(session, base + "/api/boards/b1/stream") as public, \
                    stream(session, base + "/api/boards/b1/stream?view=live", headers=headers) as live:
                await public.next()
                await live.next()
                sent = time.monotonic()
                feed_all(hub, script, [script.new_game(time_control="5m"), script.move("h8", clocks=[299000, 300000])],
                         at=int(time.time() * 1000))
                await live.until(lambda d: d.get("type") == "move")
                live_after = time.monotonic() - sent
                frames = await public.until(lambda d: d.get("type") == "move")
                public_after = time.monotonic() - sent
                assert live_after < 0.5 <= 1.0 <= public_after
                move = frames[-1][1]
                # The delayed clock is shown as it stood a second ago: its reference moved by the delay.
                live_clock = hub.live.boards["b1"]["clock"]
                assert move["set"]["clock"]["at"] - live_clock["at"] >= 1000
            async with session.get(base + "/api/boards/b1/stream?view=live") as response:
                assert response.status == 401  # the live view is the arbiter's

    run(scenario())


# -- the archive -----------------------------------------------------------------------------------

def test_archive_shows_finished_games_to_viewers_and_every_game_to_the_arbiter(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            events = [script.new_game()] + [script.move(p) for p in GAME]
            events.append(script.result("black", "five", ["h8", "i8", "j8", "k8", "l8"]))
            events += [script.new_game(), script.move("h8")]
            for message in events:
                store.record_event("b1", "e1", message)
            async with session.get(base + "/api/games") as response:
                games = (await response.json())["games"]
            assert [g["id"] for g in games] == [1]  # the game in progress is not in the viewers' archive
            async with session.get(base + "/api/games", headers={"Authorization": "Bearer " + TOKEN}) as response:
                assert [g["id"] for g in (await response.json())["games"]] == [1, 2]
            async with session.get(base + "/api/games/1") as response:
                game = await response.json()
            assert [m["point"] for m in game["state"]["moves"]] == GAME
            assert game["state"]["opening"]["name"] == "ugetsu"
            assert game["state"]["result"]["lines"] == [["h8", "i8", "j8", "k8", "l8"]]
            async with session.get(base + "/api/games/2") as response:
                assert response.status == 404
            hub.set_delay(3600)  # a finished game stays hidden until the delay has passed
            async with session.get(base + "/api/games") as response:
                assert (await response.json())["games"] == []

    run(scenario())


# -- beside the daemon -----------------------------------------------------------------------------

def test_a_stopped_broadcast_never_costs_the_record(tmp_path):
    # The daemon's connection threads call the hooks; a web server that stopped (or failed) must
    # not raise into them, or the board's thread would stop recording.
    import types

    from host.web.server import WebServer

    server = WebServer(tmp_path / "games.sqlite", port=0)
    url = server.start()
    assert url.startswith("http://127.0.0.1:")
    server.stop()
    connection = types.SimpleNamespace(board_id="b1", epoch="e1", clock=None)
    server.on_event(connection, {"t": "move", "seq": 1, "game": 1, "n": 1, "point": "h8", "colour": "black"})
    server.on_state(connection, {"t": "state", "game": 1, "moves": 1, "turn": "white"})


def test_hall_settings_are_kept_and_a_damaged_file_falls_back_to_the_defaults(tmp_path):
    from host.web.server import HallSettings

    path = tmp_path / "games.broadcast.json"
    hub = Hub()
    hub.hall.update(name="Club night", delay=900.0, event="Club championship", round="3", lang="ru")
    hub.players = {"b1": {"p1": "Alice", "p2": "Bob"}}
    HallSettings(path).save(hub)
    again = Hub()
    HallSettings(path).load(again)
    assert again.hall == {"name": "Club night", "delay": 900.0, "event": "Club championship", "round": "3", "lang": "ru"}
    assert again.players == {"b1": {"p1": "Alice", "p2": "Bob"}}
    path.write_text("{not json")
    fresh = Hub()
    HallSettings(path).load(fresh)
    assert fresh.hall["delay"] == 0 and fresh.players == {}


def test_the_archive_serves_a_finished_games_record_files(tmp_path):
    import aiohttp

    from host.formats import import_records

    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            store.record_event("b1", "e", {"t": "game", "seq": 1, "game": 1, "settings": {"foul_mode": "club"}})
            for n, point in enumerate(("h8", "h9", "i8"), 1):
                store.record_event("b1", "e", {"t": "move", "seq": n + 1, "game": 1, "n": n, "point": point,
                                               "colour": "black" if n % 2 else "white"})
            async with session.get(base + "/api/games/1/export/sgf") as response:
                assert response.status == 404  # not finished: not in the archive yet
            store.record_event("b1", "e", {"t": "result", "seq": 5, "game": 1, "winner": "black",
                                           "reason": "resignation", "line": []})
            async with session.get(base + "/api/games/1/export/sgf") as response:
                assert response.status == 200 and "tengen-game-1.sgf" in response.headers["Content-Disposition"]
                record = import_records("sgf", await response.read())[0]
            assert [m.name() for m in record.moves] == ["h8", "h9", "i8"] and record.result == "black"
            async with session.get(base + "/api/games/1/export/pdf?lang=ru") as response:
                assert response.status == 200 and (await response.read()).startswith(b"%PDF")
            async with session.get(base + "/api/games/1/export/docx") as response:
                assert response.status == 404

    asyncio.run(scenario())
