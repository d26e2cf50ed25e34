"""The tournament record: seats and players, Black and White after the opening's swaps, pairings,
corrections kept with their originals, search, delete, and the schema upgrade that brings them."""

import sqlite3

import pytest

from host import store as store_module
from host.cli import main
from host.tournament_record import Records, RecordError
from host.store import Store

SETTINGS = {"foul_mode": "club", "time_control": None, "pass_from_move": 7, "takebacks": False, "opening": None}


def play(store, board, epoch, game_no, moves, settings=SETTINGS, seq=1, opening_events=(), result=None):
    """Record a game as a board would send it; returns the next seq."""
    store.board_seen(board, "test")
    store.record_event(board, epoch, {"t": "game", "seq": seq, "game": game_no, "settings": settings})
    seq += 1
    for event in opening_events:
        store.record_event(board, epoch, dict(event, seq=seq, game=game_no))
        seq += 1
    for n, point in enumerate(moves, 1):
        store.record_event(board, epoch, {"t": "move", "seq": seq, "game": game_no, "n": n, "point": point,
                                          "colour": "black" if n % 2 else "white"})
        seq += 1
    if result:
        store.record_event(board, epoch, dict(result, t="result", seq=seq, game=game_no, line=[]))
        seq += 1
    return seq


@pytest.fixture
def records(tmp_path):
    return Records(Store(tmp_path / "games.sqlite"))


def test_a_game_takes_its_boards_seats_and_names_black_and_white(records):
    store = records.store
    store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova", "Club cup", "3", "7")
    play(store, "b1", "e", 1, ["h8", "h9", "i8"])
    game = records.game(1)
    assert (game["black"]["name"], game["white"]["name"]) == ("Ivanov", "Petrova")
    assert (game["event"], game["round"], game["board_no"]) == ("Club cup", "3", "7")
    assert records.seat("b1")["black"]["name"] == "Ivanov"


def test_a_game_is_its_first_moves_players_and_a_pairing_re_seats_a_game_with_no_move(records):
    """Issue 34: the board cleared after round 1 (its next game begins, empty), then round 2 paired:
    the game played is round 2's, between round 2's pair."""
    store = records.store
    store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova", "Club cup", "1")
    seq = play(store, "b1", "e", 1, ["h8", "h9", "i8"], result={"winner": "black", "reason": "resignation"})
    store.record_event("b1", "e", {"t": "game", "seq": seq, "game": 2, "settings": SETTINGS})  # cleared
    records.assign("b1", "Sato", "Kim", "Club cup", "2")
    for n, point in enumerate(["h8", "h9"], 1):
        store.record_event("b1", "e", {"t": "move", "seq": seq + n, "game": 2, "n": n, "point": point,
                                       "colour": "black" if n % 2 else "white"})
    first, second = records.game(1), records.game(2)
    assert (first["black"]["name"], first["white"]["name"], first["round"]) == ("Ivanov", "Petrova", "1")
    assert (second["black"]["name"], second["white"]["name"], second["round"]) == ("Sato", "Kim", "2")


def test_a_games_event_round_and_board_are_corrected_beside_the_original(records):
    from host.web.tournament import standings

    store = records.store
    store.board_seen("b1", "test")
    records.tournament("Blitz")
    records.assign("b1", "Ivanov", "Petrova", "Club cup", "1", "3")
    play(store, "b1", "e", 1, ["h8", "h9", "i8"], result={"winner": "black", "reason": "resignation"})
    with pytest.raises(RecordError, match="no event called Blits \\(events: Blitz, Club cup\\)"):
        records.correct(1, "event", "Blits")
    records.correct(1, "event", "blitz", "played in the blitz")
    records.correct(1, "round", "4")
    records.correct(1, "board", "12")
    game = records.game(1)
    assert (game["event"], game["round"], game["board_no"]) == ("Blitz", "4", "12")
    assert [(c["field"], c["original"], c["corrected"]) for c in game["corrections"]] == [
        ("event", "Club cup", "Blitz"), ("round", "1", "4"), ("board", "3", "12")]
    assert records.search(event="Blitz") == [1] and records.search(event="Club") == []
    assert standings(store, "Club cup", admin=True)["games"] == 0
    blitz = standings(store, "Blitz", admin=True)
    assert blitz["games"] == 1 and blitz["rounds"] == ["4"]
    assert {p["name"]: p["points"] for p in blitz["players"]} == {"Ivanov": 1.0, "Petrova": 0.0}
    with pytest.raises(RecordError, match="round is 4 already"):
        records.correct(1, "round", "4")


def test_after_a_swap_in_the_opening_the_record_says_who_really_had_black(records):
    store = records.store
    store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova")
    rif = dict(SETTINGS, opening="rif")
    # RIF: P1 places three stones, P2 swaps: P2 (Petrova) now has Black.
    seq = play(store, "b1", "e", 1, ["h8", "h9", "j10"], settings=rif)
    store.record_event("b1", "e", {"t": "opening", "seq": seq, "game": 1, "action": "swap", "player": "P2"})
    game = records.game(1)
    assert (game["black"]["name"], game["white"]["name"]) == ("Petrova", "Ivanov")
    assert game["seats"]["P1"]["name"] == "Ivanov"


def test_pairings_from_csv_seat_every_board_by_hall_number(records, tmp_path):
    for board in ("sim-a", "sim-b"):
        records.store.board_seen(board, "test")
    records.number_board("sim-a", "1")
    records.number_board("sim-b", "2")
    path = tmp_path / "round3.csv"
    path.write_text("Round;Board;Black;White;Black_club\n3;1;Ivanov;Petrova;Moscow\n3;2;Sato;Kim;\n")
    seats = records.import_pairings(str(path), "Open", "Tallinn", create=True)
    assert [b for b, _ in seats] == ["sim-a", "sim-b"]
    assert records.seat("sim-a")["black"] == {"id": 1, "name": "Ivanov", "club": "Moscow", "rating": "",
                                                "fed_id": ""}
    assert records.seat("sim-b")["event"] == "Open" and records.seat("sim-b")["round"] == "3"


def test_a_bad_pairings_file_names_its_line_and_seats_nobody(records, tmp_path):
    records.store.board_seen("sim-a", "test")
    records.number_board("sim-a", "1")
    path = tmp_path / "bad.csv"
    path.write_text("round,board,black,white\n3,1,Ivanov,Petrova\n3,9,Sato,Kim\n")
    with pytest.raises(RecordError, match="bad.csv:3: no board 9"):
        records.import_pairings(str(path), create=True)
    assert records.seat("sim-a") is None
    path.write_text("round,table,black,white\n")
    with pytest.raises(RecordError, match="bad.csv:1: the header lacks board"):
        records.import_pairings(str(path))


def test_corrections_are_kept_beside_the_original(records):
    store = records.store
    store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova")
    play(store, "b1", "e", 1, ["h8", "h9", "i8", "i9"], result={"winner": "white", "reason": "resignation"})
    records.correct(1, "result", ("black", "adjudication"), "the resignation was a slip")
    records.correct(1, "move 4", "j9")
    records.correct(1, "white", "Sato")
    game = records.game(1)
    assert (game["winner"], game["reason"]) == ("black", "adjudication")
    assert game["moves"][3]["point"] == "j9" and game["moves"][3]["corrected"]
    assert game["white"]["name"] == "Sato"
    assert [(c["field"], c["original"]) for c in game["corrections"]] == [
        ("result", "white resignation"), ("move 4", "i9"), ("white", str(game["seats"]["P2"]["id"]))]
    assert store.game(1)["moves"][3]["point"] == "i9"  # the board's own record is untouched
    with pytest.raises(RecordError, match="occupied"):
        records.correct(1, "move 4", "h8")
    with pytest.raises(RecordError, match="moves 1 to 4"):
        records.correct(1, "move 9", "a1")


def test_search_by_player_event_date_opening_and_result(records):
    store = records.store
    store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova", "Open")
    seq = play(store, "b1", "e", 1, ["h8", "h9", "j10"], result={"winner": "black", "reason": "resignation"})
    records.assign("b1", "Sato", "Kim")
    play(store, "b1", "e", 2, ["h8", "i9", "j10"], seq=seq)
    assert records.search(player="ivan") == [1]
    assert records.search(event="Open") == [1]
    assert records.search(result="unfinished") == [2]
    assert records.search(result="black", player="Petrova") == [1]
    import time
    assert records.search(date=time.strftime("%Y-%m-%d")) == [1, 2]
    assert records.search(date="2001-01-01") == []
    from shared_rules.openings import opening_code
    from shared_rules.terms import parse_move
    code = opening_code([parse_move(p) for p in ("h8", "h9", "j10")])
    assert records.search(opening=code) == [1]


def test_the_command_line_shows_the_record_and_deletes_only_when_confirmed(tmp_path, capsys):
    db = str(tmp_path / "games.sqlite")
    records = Records(Store(db))
    records.store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova", "Open", "1")
    play(records.store, "b1", "e", 1, ["h8", "h9", "i8"], result={"winner": "black", "reason": "resignation"})
    assert main(["correct", "1", "--move", "3", "j8", "--note", "misread", "--db", db]) == 0
    capsys.readouterr()
    assert main(["show", "1", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "event: Open, round 1" in out and "black: Ivanov" in out and "white: Petrova" in out
    assert "j8" in out and "recorded as i8" in out and "correction" in out and "misread" in out
    assert main(["games", "--player", "Petrova", "--db", db]) == 0
    assert "Ivanov" in capsys.readouterr().out
    assert main(["correct", "1", "--move", "x", "h8", "--db", db]) == 2
    assert "a move correction is N POINT" in capsys.readouterr().err
    assert main(["delete", "1", "--db", db]) == 2  # no terminal to ask on: refused without --yes
    assert records.game(1) is not None
    assert main(["delete", "1", "--yes", "--db", db]) == 0
    assert records.game(1) is None
    assert main(["games", "--db", db]) == 0
    assert "no games recorded" in capsys.readouterr().out


def test_a_database_from_before_the_record_is_upgraded_with_nothing_lost(tmp_path):
    path = tmp_path / "old.sqlite"
    db = sqlite3.connect(str(path), isolation_level=None)
    for step in store_module.SCHEMA_STEPS[:4]:
        step(db)
    db.execute("PRAGMA user_version=4")
    db.execute("INSERT INTO games (board_id, epoch, game_no, started, settings) VALUES ('b1', 'e', 1, 0, '{}')")
    db.execute("INSERT INTO moves (game_id, n, point, colour, received) VALUES (1, 1, 'h8', 'black', 0)")
    db.close()
    store = Store(path)
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == store_module.SCHEMA_VERSION
    game = Records(store).game(1)
    assert [m["point"] for m in game["moves"]] == ["h8"] and game["black"] is None


def test_an_export_carries_the_players_event_and_the_corrected_move(tmp_path):
    from host.game_record import Record
    from shared_rules.board import point_name

    records = Records(Store(tmp_path / "games.sqlite"))
    records.store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova", "Open", "2", "5")
    play(records.store, "b1", "e", 1, ["h8", "h9", "i8"])
    records.correct(1, "move 3", "j8")
    record = Record.from_store(records.game(1))
    assert (record.black.name, record.white.name, record.event, record.round, record.board) == (
        "Ivanov", "Petrova", "Open", "2", "5")
    assert [point_name(m.point) for m in record.moves] == ["h8", "h9", "j8"]


def test_import_save_adds_a_files_games_to_the_record_once(tmp_path, capsys):
    from host.formats import export_records
    from host.game_record import Record, Player

    record = Record.from_names(["h8", "h9", "i8", "pass", "j8"], event="Open", round="4",
                               black=Player("Ivanov", "Moscow", "", "2100"), white=Player("Petrova"),
                               result="white", reason="resignation", date="2026-11-30")
    path = tmp_path / "game.sgf"
    path.write_bytes(export_records("sgf", [record]))
    db = str(tmp_path / "games.sqlite")
    assert main(["import", str(path), "--save", "--db", db]) == 0
    assert "1 game(s) added" in capsys.readouterr().out
    assert main(["import", str(path), "--save", "--db", db]) == 0
    assert "0 game(s) added to the record in %s, 1 already there" % db in capsys.readouterr().out
    records = Records(Store(db))
    game = records.game(records.search(player="Ivanov")[0])
    assert [m["point"] for m in game["moves"]] == ["h8", "h9", "i8", "pass", "j8"]
    assert (game["black"]["name"], game["black"]["club"], game["white"]["name"]) == ("Ivanov", "Moscow", "Petrova")
    assert (game["event"], game["round"], game["winner"], game["reason"]) == ("Open", "4", "white", "resignation")


def test_status_shows_who_sits_at_each_board(tmp_path, capsys):
    from test_host_cli import board_row

    db = str(tmp_path / "games.sqlite")
    records = Records(Store(db))
    records.store.board_seen("b1", "test")
    records.assign("b1", "Ivanov", "Petrova", "Open", "2", "5")
    records.store.save_status([board_row("/dev/ttyACM0")])
    assert main(["status", "--db", db]) == 0
    assert "Ivanov - Petrova  (Open round 2, board 5)" in capsys.readouterr().out
