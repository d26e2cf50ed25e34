"""A federation's archive saved fast (issue 38): a database's games read as bare points
(PlainRecord, no Move objects made unless asked), a batch's games looked up by their moves' hashes
in one query and stored by one statement, each distinct settings text made once. What is stored,
and what the records say, is what the slower way stored and said."""

from host.formats import renjunet
from host.game_record import Move, Player, PlainRecord, Record
from host.store import Store
from host.tournament_record import Records
from shared_rules.board import parse_point


def names(text):
    return [parse_point(name) for name in text.split()]


def test_a_database_game_is_read_as_bare_points_and_is_the_record_written():
    written = [Record.from_names("h8 h9 j10 k11 i9".split(), black=Player("Kask Liis", country="EST"),
                                 white=Player("Tamm Mart", country="EST"), event="Cup", date="2024-05-01",
                                 opening_rule="RIF", swaps=[3], result="black", round="2"),
               Record.from_names("h8 i9".split(), event="Cup", date="2024-05-01", opening_rule="RIF")]
    read = renjunet.read(renjunet.write_all(written))
    first = read[0]
    assert isinstance(first, PlainRecord) and "moves" not in vars(first)
    # What the check and the save ask for, answered from the points: no Move made.
    assert first.moves_key() == "h8 h9 j10 k11 i9"
    assert (first.has_times(), first.has_pass(), first.move_count(), first.points()) == (
        False, False, 5, names("h8 h9 j10 k11 i9"))
    assert first.problems() == [] and "moves" not in vars(first)
    # Asked for, the moves are Move objects, and the record is the one written.
    assert first.moves == written[0].moves and "moves" in vars(first)
    for n, (mine, theirs) in enumerate(zip(read, written), 1):
        assert mine.extra == {"id": str(n)}  # the database's id, kept for a database written again
        mine.extra = {}
        assert mine.differences(theirs) == [] and mine == theirs
    assert read[1] != written[0]
    # Moves written in capitals, or with a tab between them: the same key, the same points.
    shouted = renjunet.read(renjunet.write_all(written[:1]).replace(b"h8 h9 j10 k11 i9", b"H8\th9  J10 k11 I9"))[0]
    assert (shouted.moves_key(), shouted.points()) == ("h8 h9 j10 k11 i9", names("h8 h9 j10 k11 i9"))


def test_moves_made_and_then_changed_are_what_a_plain_record_reads():
    record = PlainRecord(names("h8 h9 h8"), "h8 h9 h8")  # its moves_key() as the reader has it
    assert record.problems() == ["move 3 repeats h8 (move 1 was there)"] and record.moves_key() == "h8 h9 h8"
    record.moves[2] = Move(parse_point("j10"), used_ms=1500)
    record.moves.append(Move(parse_point("k11"), comment="a good move"))
    assert record.moves_key() == "h8 h9 j10 k11" and record.has_times() and record.move_count() == 4
    assert record.problems() == []
    record.moves = [Move(parse_point("a1"))]
    assert record.points() == [0] and record.problems() == ["move 1 is a1, not h8"] and not record.has_times()


def test_a_batch_stores_its_games_in_file_order_with_their_own_settings(tmp_path):
    # Untimed games go in one statement, a timed one by itself: ids still follow the file; a game
    # met twice in the batch is stored once (the second fills in its round); two games with the
    # same settings share their text, games with other settings have their own.
    store = Store(tmp_path / "games.sqlite")
    records = Records(store)
    kask, tamm = Player("Kask Liis"), Player("Tamm Mart")
    first = PlainRecord(names("h8 h9 j10"), black=kask, white=tamm, event="Cup", date="2024-05-01",
                        opening_rule="RIF", result="black")
    first.swaps = [3]
    timed = Record([Move(p, used_ms=1000 * n) for n, p in enumerate(names("h8 i9 g7"), 1)], black=tamm,
                   white=kask, event="Cup", date="2024-05-02", result="white")
    other = PlainRecord(names("h8 g9"), black=kask, white=tamm, event="Open", date="2023-01-07",
                        opening_rule="Yamaguchi", comment="adjourned")
    again = PlainRecord(names("h8 h9 j10"), black=kask, white=tamm, event="Cup", date="2024-05-01",
                        opening_rule="RIF", result="black", round="5")
    again.swaps = [3]
    alike = PlainRecord(names("h8 j9 k10"), black=kask, white=tamm, event="Cup", date="2024-05-01",
                        opening_rule="RIF", result="black")
    alike.swaps = [3]
    kept = PlainRecord(names("h8 k9"), black=kask, white=tamm, event="Cup", date="2024-05-01", opening_rule="RIF",
                       result="black")  # the colours kept: its settings are not first's
    games = [first, timed, other, again, alike, kept]
    notes = []
    assert records.save_imported(games, "cup.rif", b"cup", notes) == (5, 1)
    assert notes == ["game 1, already in the record; filled in: round 5"]
    stored = [Record.from_store(records.game(n)) for n in (1, 2, 3, 4, 5)]
    assert [r.moves_key() for r in stored] == ["h8 h9 j10", "h8 i9 g7", "h8 g9", "h8 j9 k10", "h8 k9"]
    assert [m.used_ms for m in stored[1].moves] == [1000, 2000, 3000]
    assert [(r.date, r.swaps, r.opening_rule, r.comment, r.event, r.round) for r in stored] == [
        ("2024-05-01", [3], "RIF", "", "Cup", "5"), ("2024-05-02", [], "", "", "Cup", ""),
        ("2023-01-07", [], "Yamaguchi", "adjourned", "Open", ""), ("2024-05-01", [3], "RIF", "", "Cup", ""),
        ("2024-05-01", [], "RIF", "", "Cup", "")]
    settings = [text for (text,) in store.db.execute("SELECT settings FROM games ORDER BY id")]
    assert settings[0] == settings[3] and len(set(settings)) == 4
    # The same batch again: every game is found, by the hash query, as already there.
    assert records.save_imported(games, "cup.rif", b"cup again", []) == (0, 6)
    assert store.db.execute("SELECT count(*) FROM games").fetchone()[0] == 5
    store.close()


def test_a_table_row_after_games_is_what_the_games_after_it_read():
    # The players and events a database's games name are worked out once each; a table row met
    # after games (tables come first as a rule, not as a must) is what the later games read.
    data = (b'<?xml version="1.0" encoding="UTF-8"?>\n<database><players><player id="1" name="Liis" surname="Kask"/>'
            b'</players><tournaments><tournament id="1" name="Cup" start="2024-05-01"/></tournaments><games>'
            b'<game id="1" tournament="1" black="1" white="1"><move>h8 h9</move></game></games>'
            b'<players><player id="1" name="Mart" surname="Tamm"/></players>'
            b'<tournaments><tournament id="1" name="Open" start="2023-01-07"/></tournaments><games>'
            b'<game id="2" tournament="1" black="1" white="1"><move>h8 i9</move></game></games></database>')
    first, second = renjunet.read(data)
    assert (first.black.name, first.event, first.date) == ("Kask Liis", "Cup", "2024-05-01")
    assert (second.black.name, second.event, second.date) == ("Tamm Mart", "Open", "2023-01-07")
