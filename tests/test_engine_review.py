"""host/engine_review.py and `tengen-host hints`: a game reviewed by the real engine, checked
against the rules (a five is the best move where there is one; a move that lets the opponent's
three become an open four loses), and the review's hints studied on the board
(tests/host_scripts/study_hints.txt runs the board's side with hints given by hand)."""

import subprocess
import sys
from pathlib import Path

import pytest

from host.engine import Engine, Limit
from host.engine_review import lost_most, placed_by_opening, review, stored, study_arguments
from shared_rules.board import parse_point, point_name
from shared_rules.game import ACT_PLACE, ACTION_NAMES, PLAYER_NAMES, Game
from shared_rules.journal import game_from_settings

ROOT = Path(__file__).resolve().parent.parent
RAPFI = ROOT / "var" / "rapfi" / "pbrain-rapfi"
# Black h8 i8 j8 is an open three at move 5; White ignores it (a3), Black makes an open four (k8)
# and a five (g8).
BLUNDER = "h8 a1 i8 a2 j8 a3 k8 a4 g8".split()


@pytest.fixture(scope="module")
def reviews():
    assert RAPFI.exists(), "the engine is not built: make engine"
    game = Game.replay(BLUNDER)
    assert game.result is not None and game.result.winner == 1  # the rules: Black's five
    with Engine.start([str(RAPFI)]) as engine:
        return review(engine, game.moves, Limit(nodes=20000))


def test_the_review_finds_the_five_and_the_blunder(reviews):
    assert [point_name(r.played) for r in reviews] == BLUNDER
    last = reviews[-1]
    assert point_name(last.best) in ("g8", "l8") and last.loss == 0.0  # where there is a five, it is the best
    sixth = reviews[5]  # White's a3, with Black's open three on the board
    assert sixth.after == 0.0  # once Black's three is left open, White's loss is forced
    worst = lost_most(reviews, 3)
    assert worst and all(r.loss > 0 and r.best != r.played for r in worst)
    assert worst == sorted(worst, key=lambda r: -r.loss)
    white = sum(r.loss for r in reviews if r.n % 2 == 0)
    black = sum(r.loss for r in reviews if r.n % 2)
    assert white > 0.2 and white > 2 * black, reviews  # White threw the game away, Black did not


def test_the_same_game_reviewed_twice_gives_the_same_figures():
    """By node count, the engine's memory of earlier searches cleared: the same figures again, from
    the same engine (its hash table full of the first review) and from a new one. (Without the
    clearing, 100,000 nodes a position, one engine gave one position 0.60, 0.54 and 0.66 in three
    looks.)"""
    assert RAPFI.exists(), "the engine is not built: make engine"
    moves = [parse_point(n) for n in "h8 h9 i8 g8 i10 i9 j9 k10 g10 j8".split()]
    limit = Limit(nodes=10000)
    with Engine.start([str(RAPFI)]) as engine:
        first, second = stored(review(engine, moves, limit)), stored(review(engine, moves, limit))
    with Engine.start([str(RAPFI)]) as engine:
        third = stored(review(engine, moves, limit))
    assert first == second == third
    assert len({row[3] for row in first}) > 3  # real figures, not a constant


def test_the_moves_a_rif_opening_places_get_no_hint():
    """RIF (docs/openings.md, section 1): the first player places moves 1-3 in the zones Z0, Z1, Z2;
    then the swap, and the fourth stone anywhere."""
    settings = {"opening": "rif"}
    game, events = game_from_settings(settings), []
    for point in "h8 h9 h10 a1".split():  # the stones; the swap decision: the first offered (keep)
        while ACT_PLACE not in game.prompt().actions:
            prompt = game.prompt()
            action = prompt.actions[0]
            events.append({"t": "opening", "action": ACTION_NAMES[action], "player": PLAYER_NAMES[prompt.player]})
            game.act(action, None, prompt.player)
        events.append({"t": "move", "n": len(game.moves) + 1, "point": point})
        game.play(parse_point(point))
    assert placed_by_opening(settings, events) == {1, 2, 3}
    moves = [parse_point(e["point"]) for e in events if e["t"] == "move"]

    class Engine:  # every position's best move: o15 (a hint for every move it is asked about)
        def analyse(self, moves, n=1, limit=None):
            from host.engine import Line
            return [Line([parse_point("o15")], winrate=0.5)]

    reviews = review(Engine(), moves, placed={1, 2, 3})
    assert [r.best for r in reviews[:3]] == [None] * 3 and reviews[3].best == parse_point("o15")
    assert all(r.loss == 0.0 for r in reviews[:3])


def test_the_hints_fit_one_frame_of_the_protocol(reviews):
    args = study_arguments({"moves": BLUNDER, "mode": "study", "at": 0}, reviews * 30)
    import json
    from shared_rules.protocol import MAX_PAYLOAD, encode_message

    message = {"t": "command", "id": 2 ** 29, "name": "setup", "args": args}
    assert len(json.dumps(message, separators=(",", ":"))) <= MAX_PAYLOAD and 9 < len(args["hints"]) < 270
    encode_message(message)


def test_the_hints_command_prints_the_review(tmp_path):
    assert RAPFI.exists(), "the engine is not built: make engine"
    from host.store import Store

    store = Store(tmp_path / "games.sqlite")
    events = [{"t": "game", "game": 1, "settings": {}}]
    events += [{"t": "move", "game": 1, "n": n, "point": p, "colour": "black" if n % 2 else "white"}
               for n, p in enumerate(BLUNDER, 1)]
    events.append({"t": "result", "game": 1, "winner": "black", "reason": "five", "line": ["g8", "h8", "i8", "j8", "k8"]})
    for seq, event in enumerate(events, 1):
        store.record_event("b1", "e1", dict(event, seq=seq))
    store.close()
    done = subprocess.run([sys.executable, "-m", "host", "--db", str(tmp_path / "games.sqlite"), "hints", "1",
                           "--nodes", "20000"], cwd=str(ROOT), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    rows = [line.split() for line in done.stdout.splitlines()[1:] if line.strip()[:1].isdigit()]
    assert [row[2] for row in rows] == BLUNDER
    worst = done.stdout.split("lost the most: ")[1]
    assert worst.startswith("move ") and int(worst.split()[1]) % 2 == 0, done.stdout  # a move of White's
    missing = subprocess.run([sys.executable, "-m", "host", "--db", str(tmp_path / "games.sqlite"), "hints", "7"],
                             cwd=str(ROOT), capture_output=True, text=True, timeout=60)
    assert missing.returncode == 1 and missing.stderr.strip() == "no game 7 in %s" % (tmp_path / "games.sqlite")


def test_a_saved_review_is_in_the_games_json(tmp_path):
    """`hints GAME --save` with the real engine: the review in the store, served in GET /api/games/ID
    with the moves that lost the most as the command printed them."""
    assert RAPFI.exists(), "the engine is not built: make engine"
    import aiohttp

    from broadcast_support import run, served
    from host.store import Store

    db = tmp_path / "games.sqlite"
    store = Store(db)
    events = [{"t": "game", "game": 1, "settings": {}}]
    events += [{"t": "move", "game": 1, "n": n, "point": p, "colour": "black" if n % 2 else "white"}
               for n, p in enumerate(BLUNDER, 1)]
    events.append({"t": "result", "game": 1, "winner": "black", "reason": "five", "line": ["g8", "h8", "i8", "j8", "k8"]})
    for seq, event in enumerate(events, 1):
        store.record_event("b1", "e1", dict(event, seq=seq))
    store.close()
    done = subprocess.run([sys.executable, "-m", "host", "--db", str(db), "hints", "1", "--save", "--nodes", "20000"],
                          cwd=str(ROOT), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "review saved" in done.stdout
    printed = [int(part.split()[1].rstrip(":")) for part in done.stdout.split("lost the most: ")[1].split("; ")]

    async def fetch():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            async with session.get(base + "/api/games/1") as response:
                assert response.status == 200
                return (await response.json())["review"]

    review = run(fetch())
    assert [m["played"] for m in review["moves"]] == BLUNDER
    assert review["lost_most"] == printed and review["lost_most"][0] % 2 == 0  # White's blunder first
    assert review["moves"][-1]["best"] in ("g8", "l8")  # the five


def test_a_store_from_before_reviews_gains_their_table_in_place(tmp_path):
    """A store one step behind (no reviews table): opened to write (the daemon, `hints --save`), it gains
    the table in place and keeps its games; a review saved again replaces the first."""
    import sqlite3

    from host import store as store_module
    from host.store import Store

    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(str(path), isolation_level=None)
    step = store_module.MIGRATIONS.index(store_module._step_reviews)
    for migration in store_module.MIGRATIONS[:step]:
        migration(db)
    db.execute("PRAGMA user_version=%d" % step)
    db.execute("INSERT INTO games (id, board_id, epoch, game_no, started, settings) VALUES (1, 'b1', 'e', 1, 0, '{}')")
    db.close()
    store = Store(path)
    assert store.review(1) == []
    store.save_review(1, [(1, "h8", "i9", 0.5, 0.4)])
    store.save_review(1, [(1, "h8", "h8", 0.5, 0.5)])  # a review again replaces the first
    assert store.review(1) == [(1, "h8", "h8", 0.5, 0.5, None)]
    store.close()
    db = sqlite3.connect(str(path))
    assert db.execute("SELECT COUNT(*) FROM games").fetchone() == (1,)
    assert db.execute("SELECT played, best FROM reviews").fetchall() == [("h8", "h8")]
    db.close()
