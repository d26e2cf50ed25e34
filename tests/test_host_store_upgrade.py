"""A game store made by an older host is upgraded in place when a newer one opens it: nothing lost,
and commands the old host queued (bound to nothing, waiting forever) expire instead of ending a
game they were never meant for."""

import json
import sqlite3
import time

from host.store import SCHEMA_VERSION, Store

# The tables as host/store.py made them before the schema had versions (PRAGMA user_version 0).
OLD_SCHEMA = """
CREATE TABLE boards (board_id TEXT PRIMARY KEY, firmware TEXT, last_seen REAL);
CREATE TABLE events (board_id TEXT NOT NULL, epoch TEXT NOT NULL, seq INTEGER NOT NULL, kind TEXT NOT NULL,
    body TEXT NOT NULL, received REAL NOT NULL, PRIMARY KEY (board_id, epoch, seq));
CREATE TABLE games (id INTEGER PRIMARY KEY, board_id TEXT NOT NULL, epoch TEXT NOT NULL, game_no INTEGER NOT NULL,
    started REAL NOT NULL, settings TEXT NOT NULL, winner TEXT, reason TEXT, line TEXT, ended REAL,
    UNIQUE (board_id, epoch, game_no));
CREATE TABLE board_status (port TEXT PRIMARY KEY, status TEXT NOT NULL, updated REAL NOT NULL);
CREATE TABLE moves (game_id INTEGER NOT NULL REFERENCES games(id), n INTEGER NOT NULL, point TEXT NOT NULL,
    colour TEXT NOT NULL, received REAL NOT NULL, used_ms INTEGER, clock_p1_ms INTEGER, clock_p2_ms INTEGER,
    PRIMARY KEY (game_id, n));
CREATE TABLE commands (id INTEGER PRIMARY KEY, board_id TEXT NOT NULL, name TEXT NOT NULL, args TEXT NOT NULL,
    created REAL NOT NULL, sent REAL, ok INTEGER, detail TEXT, replied REAL);
"""


def old_store(path, with_move_clocks=True):
    db = sqlite3.connect(str(path))
    schema = OLD_SCHEMA
    if not with_move_clocks:  # the very first stores had no clock columns on moves
        schema = schema.replace("used_ms INTEGER, clock_p1_ms INTEGER, clock_p2_ms INTEGER,", "")
    db.executescript(schema)
    yesterday = time.time() - 86400
    game = {"t": "game", "seq": 1, "game": 1, "settings": {"foul_mode": "club"}}
    db.execute("INSERT INTO boards VALUES ('b1', '0.1', ?)", (yesterday,))
    db.execute("INSERT INTO events VALUES ('b1', 'e1', 1, 'game', ?, ?)", (json.dumps(game), yesterday))
    db.execute("INSERT INTO games (board_id, epoch, game_no, started, settings, winner, reason, line, ended)"
               " VALUES ('b1', 'e1', 1, ?, '{}', 'black', 'five', '[]', ?)", (yesterday, yesterday))
    db.execute("INSERT INTO moves (game_id, n, point, colour, received) VALUES (1, 1, 'h8', 'black', ?)", (yesterday,))
    db.execute("INSERT INTO commands (board_id, name, args, created, sent, ok, detail, replied)"
               " VALUES ('b1', 'pause', '{}', ?, ?, 1, 'done', ?)", (yesterday, yesterday, yesterday))
    db.execute("INSERT INTO commands (board_id, name, args, created) VALUES ('b1', 'adjudicate', ?, ?)",
               (json.dumps({"winner": "black"}), yesterday))
    db.commit()
    db.close()


def test_an_old_store_is_upgraded_and_loses_nothing(tmp_path):
    path = tmp_path / "old.sqlite"
    old_store(path)
    store = Store(path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    game = store.game(1)
    assert (game["winner"], [m["point"] for m in game["moves"]]) == ("black", ["h8"])
    assert store.command(1)["state"] == "done"
    # Yesterday's unanswered adjudicate: listed as expired, never to be sent.
    assert store.command(2)["state"] == "expired"
    assert store.pending_commands("b1") == []
    assert store.commands() == []
    assert [c["id"] for c in store.commands(every=True)] == [1, 2]
    store.close()
    # Opening it again changes nothing.
    store = Store(path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert len(store.commands(every=True)) == 2
    store.close()


def test_the_first_stores_get_their_move_clocks_too(tmp_path):
    path = tmp_path / "older.sqlite"
    old_store(path, with_move_clocks=False)
    store = Store(path)
    assert store.game(1)["moves"][0]["used_ms"] is None
    store.record_event("b1", "e1", {"t": "game", "seq": 2, "game": 2, "settings": {}})
    store.record_event("b1", "e1", {"t": "move", "seq": 3, "game": 2, "n": 1, "point": "h8", "colour": "black",
                                    "used": 1500, "clocks": [298500, 300000]})
    assert store.game(2)["moves"][0]["clock_p1_ms"] == 298500


def test_a_store_from_a_newer_host_is_refused_plainly(tmp_path):
    import subprocess
    import sys

    from harness import ROOT

    path = tmp_path / "new.sqlite"
    Store(path).close()
    db = sqlite3.connect(str(path))
    db.execute("PRAGMA user_version=%d" % (SCHEMA_VERSION + 1))
    db.commit()
    db.close()
    done = subprocess.run([sys.executable, "-m", "host", "games", "--db", str(path)], cwd=str(ROOT),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 1
    assert "newer Tengen host" in done.stderr and "Traceback" not in done.stderr, done.stderr


def test_the_players_an_older_host_made_twice_become_one_on_upgrade(tmp_path, capsys):
    # Hosts before the player identity step made a second "Kask Liis" when a pairings file gave
    # the club that an earlier one lacked; the step joins them (games, seats, corrections), but
    # leaves two of one name who played each other as two people.
    from host import store as store_module
    from host.cli import main

    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(str(path), isolation_level=None)
    step = store_module.MIGRATIONS.index(store_module._step_player_identity)
    for migration in store_module.MIGRATIONS[:step]:
        migration(db)
    db.execute("PRAGMA user_version=%d" % step)
    db.executescript("""
        INSERT INTO players (id, name, club) VALUES (1, 'Kask Liis', ''), (2, 'Tamm Mart', ''),
            (3, 'Kask Liis', 'Tartu'), (4, 'Tamm Mart', 'Tallinn'), (5, 'Sato', ''), (6, 'Sato', 'Osaka');
        INSERT INTO games (id, board_id, epoch, game_no, started, settings, p1, p2) VALUES
            (1, 'b1', 'e', 1, 0, '{}', 1, 2), (2, 'b1', 'e', 2, 0, '{}', 4, 3), (3, 'b2', 'e', 1, 0, '{}', 5, 6);
        INSERT INTO seats (board_id, p1, p2, assigned) VALUES ('b1', 3, 1, 0);
        INSERT INTO corrections (game_id, field, original, corrected, made) VALUES (1, 'white', '2', '1', 0);
    """)
    db.close()
    Store(path).close()
    capsys.readouterr()
    assert main(["--db", str(path), "players"]) == 0
    listed = [line.split() for line in capsys.readouterr().out.splitlines()[1:]]
    # Kask Liis #1 sits against #3 at board b1: two people, kept; Tamm Mart #2 joins #4; Sato #5 played #6.
    assert listed == [["#1", "Kask", "Liis", "-", "-", "-", "1"], ["#3", "Kask", "Liis", "Tartu", "-", "-", "1"],
                      ["#5", "Sato", "-", "-", "-", "1"], ["#6", "Sato", "Osaka", "-", "-", "1"],
                      ["#4", "Tamm", "Mart", "Tallinn", "-", "-", "2"]]
    db = sqlite3.connect(str(path))
    assert db.execute("SELECT p1, p2 FROM games ORDER BY id").fetchall() == [(1, 4), (4, 3), (5, 6)]
    assert db.execute("SELECT original, corrected FROM corrections").fetchall() == [("4", "1")]
    assert db.execute("SELECT fed_id FROM players WHERE id=4").fetchone() == ("",)
    db.close()


def as_before_one_row_moves(db):
    """The store as hosts before the one-row moves of imported games made it: one row a move
    (received at the game's start, Black first), no move_list and move_count columns, no game_moves view."""
    rows = db.execute("SELECT id, started, move_list FROM games WHERE move_list IS NOT NULL").fetchall()
    db.executemany("INSERT INTO moves (game_id, n, point, colour, received) VALUES (?, ?, ?, ?, ?)",
                   [(game_id, n, point, "black" if n % 2 else "white", started)
                    for game_id, started, moves in rows for n, point in enumerate(moves.split(), 1)])
    db.execute("DROP VIEW game_moves")
    db.execute("ALTER TABLE games DROP COLUMN move_list")
    db.execute("ALTER TABLE games DROP COLUMN move_count")


def test_an_archive_from_before_the_indexes_gets_them_and_knows_its_games(tmp_path, capsys):
    # A store of imported games made before the archive's indexes (the step before the last): on
    # upgrade each imported game gets the hash of its moves (a file holding the same games, written
    # otherwise, adds nothing), each player a lower-case name SQLite finds through an index, and a
    # player's games are counted through the seats' indexes (SQLite's own query plan says so).
    from host import store as store_module
    from host.cli import main
    from host.formats import export_records
    from host.game_record import Player, Record

    games = [Record.from_names("h8 h9 i10 j9".split(), black=Player("Kask Liis"), white=Player("Tamm Mart"),
                               event="Spring Open", date="2024-04-01", result="black"),
             Record.from_names("h8 i9 g7".split(), black=Player("Sato Ken"), white=Player("Kask Liis"),
                               event="Spring Open", date="2024-04-02", result="draw")]
    first, again = tmp_path / "spring.rif", tmp_path / "spring-again.rif"
    first.write_bytes(export_records("renjunet", games))
    again.write_bytes(export_records("renjunet", games) + b"\n")  # another file, the same games
    path = tmp_path / "archive.sqlite"
    assert main(["--db", str(path), "import", str(first), "--save"]) == 0
    db = sqlite3.connect(str(path), isolation_level=None)
    as_before_one_row_moves(db)
    for index in ("players_name_key", "games_moves_hash", "games_p1", "games_p2", "games_tournament"):
        db.execute("DROP INDEX %s" % index)
    db.execute("ALTER TABLE players DROP COLUMN name_key")
    db.execute("ALTER TABLE games DROP COLUMN moves_hash")
    db.execute("PRAGMA user_version=%d" % store_module.MIGRATIONS.index(store_module._step_archive_indexes))
    db.close()
    Store(path).close()
    db = sqlite3.connect(str(path))
    assert db.execute("SELECT COUNT(*) FROM games WHERE moves_hash IS NULL").fetchone() == (0,)
    assert db.execute("SELECT id FROM players WHERE name_key = lower('KASK liis')").fetchall() == [(1,)]
    plans = [" ".join(row[3] for row in db.execute("EXPLAIN QUERY PLAN " + sql, args)) for sql, args in (
        ("SELECT id FROM players WHERE name_key = lower(?)", ("sato ken",)),
        ("SELECT id FROM games WHERE moves_hash = ?", (1,)),
        ("SELECT COUNT(*) FROM games WHERE p2 = ?", (1,)))]
    assert [("USING COVERING INDEX" in plan or "USING INDEX" in plan) for plan in plans] == [True] * 3, plans
    db.close()
    capsys.readouterr()
    assert main(["--db", str(path), "import", str(again), "--save"]) == 0
    assert "0 game(s) added to the record in %s, 2 already there" % path in capsys.readouterr().out


def test_imported_games_from_before_one_row_moves_read_back_the_same(tmp_path, capsys):
    # A store from before the imported games' moves went into one row each: on upgrade the games
    # without times move there and the games with times keep their rows; every record, the games
    # listing and an export read back as before, and the same file imported again adds nothing.
    from host import store as store_module
    from host.cli import main
    from host.formats import export_records
    from host.game_record import Move, Player, Record

    untimed = Record.from_names("h8 h9 i10 j9 pass g7".split(), black=Player("Kask Liis"), white=Player("Tamm Mart"),
                                event="Spring Open", date="2024-04-01", result="black")
    timed = Record([Move(move.point, used_ms=1000 * n, clocks=(60000 - n, 59000 - n))
                    for n, move in enumerate(Record.from_names("h8 i9 g7".split()).moves, 1)],
                   black=Player("Sato Ken"), white=Player("Kask Liis"), event="Spring Open", date="2024-04-02")
    untimed_file, timed_file = tmp_path / "spring.sgf", tmp_path / "timed.sgf"
    untimed_file.write_bytes(export_records("sgf", [untimed]))
    timed_file.write_bytes(export_records("sgf", [timed]))
    path = tmp_path / "archive.sqlite"
    for source in (untimed_file, timed_file):
        assert main(["--db", str(path), "import", str(source), "--save"]) == 0
    store = Store(path)
    before = [store.game(game_id) for game_id in (1, 2)]
    store.close()
    assert [len(game["moves"]) for game in before] == [6, 3]
    assert before[1]["moves"][2]["used_ms"] == 3000  # the SGF carried the times
    capsys.readouterr()
    assert main(["--db", str(path), "games"]) == 0
    listing = capsys.readouterr().out
    db = sqlite3.connect(str(path), isolation_level=None)
    as_before_one_row_moves(db)
    db.execute("PRAGMA user_version=%d" % store_module.MIGRATIONS.index(store_module._step_imported_moves))
    assert db.execute("SELECT game_id, COUNT(*) FROM moves GROUP BY game_id").fetchall() == [(1, 6), (2, 3)]
    columns = "game_id, n, point, colour, used_ms, clock_p1_ms, clock_p2_ms"
    rows = db.execute("SELECT %s FROM moves ORDER BY game_id, n" % columns).fetchall()  # as the hosts before wrote them
    db.close()
    store = Store(path)
    assert [store.game(game_id) for game_id in (1, 2)] == before
    assert [(game["id"], m["n"], m["point"], m["colour"], m["used_ms"], m["clock_p1_ms"], m["clock_p2_ms"])
            for game in before for m in game["moves"]] == rows
    assert store.db.execute("SELECT %s FROM game_moves ORDER BY game_id, n" % columns).fetchall() == rows
    assert store.db.execute("SELECT game_id, COUNT(*) FROM moves GROUP BY game_id").fetchall() == [(2, 3)]
    assert store.db.execute("SELECT move_list, move_count FROM games ORDER BY id").fetchall() == [
        ("h8 h9 i10 j9 pass g7", 6), (None, None)]
    store.close()
    capsys.readouterr()
    assert main(["--db", str(path), "games"]) == 0
    assert capsys.readouterr().out == listing
    for source in (untimed_file, timed_file):
        assert main(["--db", str(path), "import", str(source), "--save"]) == 0
        assert "0 game(s) added to the record in %s, 1 already there" % path in capsys.readouterr().out
