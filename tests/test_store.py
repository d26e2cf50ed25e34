"""The store's own rules, called directly: exactly once by (board, epoch, seq) whatever the
connection in front of it does, a takeback clears the result it undid, the schema's steps."""

import sqlite3

import pytest

from host.store import DAEMON, MIGRATIONS, READ, RefusedEvent, Store

FIVE = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]


@pytest.fixture
def store(tmp_path):
    store = Store(tmp_path / "games.sqlite", DAEMON)
    yield store
    store.close()


def play(store, moves, board="b1", epoch="e1", game=1, first_seq=1):
    seq = first_seq
    store.record_event(board, epoch, {"t": "game", "seq": seq, "game": game, "settings": {}})
    for n, point in enumerate(moves, 1):
        seq += 1
        store.record_event(board, epoch, {"t": "move", "seq": seq, "game": game, "n": n, "point": point,
                                          "colour": "black" if n % 2 else "white"})
    return seq


def count(store, table):
    return store.db.execute("SELECT COUNT(*) FROM %s" % table).fetchone()[0]


def test_a_replayed_event_is_stored_once(store):
    game = {"t": "game", "seq": 1, "game": 1, "settings": {}}
    move = {"t": "move", "seq": 2, "game": 1, "n": 1, "point": "h8", "colour": "black"}
    assert store.record_event("b1", "e1", game) is True
    assert store.record_event("b1", "e1", move) is True
    # The same events again, as a board replays them after a lost ack: nothing changes.
    assert store.record_event("b1", "e1", dict(move)) is False
    assert store.record_event("b1", "e1", dict(game)) is False
    assert (count(store, "events"), count(store, "games"), count(store, "moves")) == (2, 1, 1)
    # The same numbers from another board, or a new epoch of the same board, are other events.
    assert store.record_event("b2", "e1", dict(game)) is True
    assert store.record_event("b1", "e2", dict(game)) is True
    assert (count(store, "events"), count(store, "games")) == (4, 3)


def test_a_takeback_of_the_winning_move_clears_the_result(store):
    seq = play(store, FIVE)
    store.record_event("b1", "e1", {"t": "result", "seq": seq + 1, "game": 1, "winner": "black", "reason": "five",
                                    "line": ["h8", "i8", "j8", "k8", "l8"]})
    game_id = store.games()[0][0]
    assert store.game(game_id)["winner"] == "black"
    store.record_event("b1", "e1", {"t": "undo", "seq": seq + 2, "game": 1, "n": 9})
    game = store.game(game_id)
    assert (game["winner"], game["reason"], game["line"]) == (None, None, [])
    assert [m["point"] for m in game["moves"]] == FIVE[:8]
    assert store.games()[0][4] is None  # `host games` shows it in progress
    # ... and the game goes on from there.
    store.record_event("b1", "e1", {"t": "move", "seq": seq + 3, "game": 1, "n": 9, "point": "a1",
                                    "colour": "black"})
    assert [m["point"] for m in store.game(game_id)["moves"]] == FIVE[:8] + ["a1"]


def test_a_move_after_the_result_is_refused(store):
    seq = play(store, FIVE)
    store.record_event("b1", "e1", {"t": "result", "seq": seq + 1, "game": 1, "winner": "black", "reason": "five",
                                    "line": ["h8", "i8", "j8", "k8", "l8"]})
    with pytest.raises(RefusedEvent, match="over"):
        store.record_event("b1", "e1", {"t": "move", "seq": seq + 2, "game": 1, "n": 10, "point": "a1",
                                        "colour": "white"})
    # Kept in the event log with its reason, out of the record.
    assert store.db.execute("SELECT refused FROM events WHERE seq=?", (seq + 2,)).fetchone()[0] == "the game is over"
    assert len(store.game(1)["moves"]) == 9
    # A refused event is still an event: its replay is recognised.
    assert store.record_event("b1", "e1", {"t": "move", "seq": seq + 2, "game": 1, "n": 10, "point": "a1",
                                           "colour": "white"}) is False


def test_a_pass_is_a_move_and_takes_no_point(store):
    play(store, ["h8", "h9", "i8", "i9", "j8", "j9", "pass", "a1"])
    assert [m["point"] for m in store.game(1)["moves"]][-2:] == ["pass", "a1"]


def test_an_old_store_is_brought_up_to_date_step_by_step(tmp_path):
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(str(path))
    # A store from before schema versions: moves without the clock columns, events without refused.
    db.executescript("""
        CREATE TABLE events (board_id TEXT NOT NULL, epoch TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
                             body TEXT NOT NULL, received REAL NOT NULL, PRIMARY KEY (board_id, epoch, seq));
        CREATE TABLE moves (game_id INTEGER NOT NULL, n INTEGER NOT NULL, point TEXT NOT NULL, colour TEXT NOT NULL,
                            received REAL NOT NULL, PRIMARY KEY (game_id, n));
    """)
    db.close()
    store = Store(path, DAEMON)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    play(store, ["h8"])
    store.close()
    assert [m["point"] for m in Store(path, READ).game(1)["moves"]] == ["h8"]
