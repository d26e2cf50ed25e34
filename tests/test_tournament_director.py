"""A director's evening on the command line, in the order it goes: the event's rules, players
entered from a table, `round next` pairing and seating the hall's boards and queueing their new
games, games played on the boards, a round refused while a board plays, a forfeit, a late entry,
a withdrawal, the standings, crosstable and pairing list printed (PDF read back by pdftotext, in
English and Russian), and the TRF written for a rating officer and checked by bbpPairings."""

import subprocess

from host import pairing
from host.store import Store
from host.tournament_record import Records

from test_players import hall, run  # noqa: F401 (hall: boards sim-0001..3 numbered 1..3 in the hall)
from test_records import play


def ok(capsys, db, *argv):
    code, out, err = run(capsys, db, *argv)
    assert code == 0, err
    return out


def pdf_text(path):
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


PLAYERS = "name,club,rating\nIvanov Pavel,Tartu,1900\nPetrova Anna,Tallinn,1850\nKask Liis,Tartu,1700\n" \
          "Lepp Mart,Parnu,1650\nSaar Eva,Parnu,1600\n"


def test_a_players_table_with_a_bad_row_enters_no_one(hall, capsys, tmp_path):
    ok(capsys, hall, "event", "Cup", "--system", "swiss", "--rounds", "3")
    (tmp_path / "players.csv").write_text("name,club,rating\nIvanov Pavel,Tartu,1900\nIvanov Pavel,Tartu,1900\n,x,1\n")
    code, out, err = run(capsys, hall, "enter", "Cup", "--from", "players.csv")
    assert code == 2
    assert "players.csv:3: Ivanov Pavel (Tartu) is entered already" in err
    assert "nothing" in err or "no one was entered" in err
    assert "no entrants" in ok(capsys, hall, "entrants", "Cup")


def test_a_swiss_evening_from_pairing_to_trf(hall, capsys, tmp_path):
    store = Store(hall)
    records = Records(store)
    out = ok(capsys, hall, "event", "Club cup", "--system", "swiss", "--rounds", "3", "--tiebreaks", "bh-c1,bh,sb,wins")
    assert "Swiss (FIDE Dutch), 3 rounds" in out and "bh-c1, bh, sb, wins" in out
    (tmp_path / "players.csv").write_text(PLAYERS)
    assert "5 entered in Club cup" in ok(capsys, hall, "enter", "Club cup", "--from", "players.csv")

    # Round 1: two games on boards 1 and 2, the fifth player's bye; both boards seated (no game on
    # them yet, so no new game to start).
    out = ok(capsys, hall, "round", "next", "--event", "Club cup")
    assert "round 1 paired" in out and "(bye)" in out and "2 boards seated\n" in out
    for board in ("sim-0001", "sim-0002"):
        seat = records.seat(board)
        assert (seat["event"], seat["round"]) == ("Club cup", "1")
    assert not store.commands()
    first = records.seat("sim-0001")
    play(store, "sim-0001", "e1", 1, ["h8", "h9", "i8", "i9"], result={"winner": "white", "reason": "resignation"})
    code, out, err = run(capsys, hall, "round", "next")
    assert code == 2 and "round 1 is not over: board 2" in err and "board 1" not in err
    ok(capsys, hall, "round", "result", "2", "+-")        # board 2's White did not come: a forfeit
    shown = ok(capsys, hall, "round", "show")
    assert "0-1" in shown and "+ -" in shown and "bye (1)" in shown

    # A late entry and a withdrawal between rounds; round 2 leaves the one out and takes the other in.
    ok(capsys, hall, "players", "add", "Tamm Jaan", "--club", "Tartu", "--rating", "1750")
    assert "late entry" in ok(capsys, hall, "enter", "Club cup", "Tamm Jaan")
    assert "not paired from round 2" in ok(capsys, hall, "withdraw", "Club cup", "Saar Eva")
    out = ok(capsys, hall, "round", "next")
    assert "Tamm Jaan" in out and "Saar Eva" not in out
    # Board 1 shows its finished game: its new game is queued (bound to the finished one); board 2
    # had a forfeit and no game.
    assert "1 new game queued" in out
    assert [(c["board"], c["name"]) for c in store.commands()] == [("sim-0001", "new_game")]
    for board in (1, 2):
        ok(capsys, hall, "round", "result", str(board), "=")
    # Kask Liis asks for a half-point bye in round 3: not paired, half a point.
    assert "half-point bye, not paired, in round 3" in ok(capsys, hall, "bye", "Club cup", "Kask Liis")
    out = ok(capsys, hall, "round", "next")
    kask = [line for line in out.splitlines() if "Kask Liis" in line]
    assert len(kask) == 1 and "bye (½)" in kask[0], out
    boards = [line for line in out.splitlines()[1:] if line.startswith("  ") and "bye" not in line]
    assert len(boards) == 2, out  # Tamm, Ivanov, Petrova, Lepp on two boards; Saar gone, Kask on a bye
    for board in (1, 2):
        ok(capsys, hall, "round", "result", str(board), "1-0")
    code, out, err = run(capsys, hall, "round", "next")
    assert code == 2 and "had its 3 rounds" in err
    code, out, err = run(capsys, hall, "standings", "--after-round", "4")
    assert code == 2 and "has 3 rounds paired, not 4" in err

    # The standings: the white winner of board 1 is in them with one game won over the board.
    out = ok(capsys, hall, "standings", "--pdf", "standings.pdf")
    assert "after round 3" in out and first["white"]["name"] in out
    text = pdf_text(tmp_path / "standings.pdf")
    assert "Standings, after round 3" in text and "BH-C1" in text and "Tamm Jaan" in text
    ok(capsys, hall, "standings", "--pdf", "standings-ru.pdf", "--lang", "ru")
    assert "Турнирная таблица" in pdf_text(tmp_path / "standings-ru.pdf")
    ok(capsys, hall, "standings", "--crosstable", "--pdf", "crosstable.pdf")
    assert "Crosstable" in pdf_text(tmp_path / "crosstable.pdf")
    ok(capsys, hall, "round", "show", "--round", "1", "--pdf", "pairings.pdf", "--lang", "ru")
    text = pdf_text(tmp_path / "pairings.pdf")
    assert "Жеребьёвка: тур 1" in text and "свободен" in text
    # Japanese and Estonian as the score sheet has them: their words (kanji in the embedded font)
    ok(capsys, hall, "standings", "--crosstable", "--pdf", "crosstable-ja.pdf", "--lang", "ja")
    text = pdf_text(tmp_path / "crosstable-ja.pdf")
    assert "対戦表" in text and "第3回戦終了時" in text and "Crosstable" not in text, text
    ok(capsys, hall, "round", "show", "--round", "1", "--pdf", "pairings-et.pdf", "--lang", "et")
    assert "Paarid: 1. voor" in pdf_text(tmp_path / "pairings-et.pdf")

    # The TRF for the rating officer: bbpPairings reads it and its own pairing of every round agrees.
    out = ok(capsys, hall, "trf", "-o", "club.trf")
    assert "TRF-2026" in out
    assert "0000 - H" in [line for line in (tmp_path / "club.trf").read_text().splitlines() if "Kask Liis" in line][0]
    agrees, said = pairing.check_dutch((tmp_path / "club.trf").read_text())
    assert agrees, said
    # Read back as another event: the same standings.
    ok(capsys, hall, "trf", "--read", "club.trf", "--event", "Club cup again")
    ok(capsys, hall, "event", "Club cup again", "--tiebreaks", "bh-c1,bh,sb,wins")
    again = ok(capsys, hall, "standings", "--event", "Club cup again")
    before = ok(capsys, hall, "standings", "--event", "Club cup")
    assert again.splitlines()[1:] == before.splitlines()[1:]


def test_an_unknown_event_and_result_are_named(hall, capsys):
    code, out, err = run(capsys, hall, "round", "next", "--event", "Nope")
    assert code == 2 and "no event Nope" in err
    ok(capsys, hall, "event", "Cup", "--system", "roundrobin")
    for name in ("Ann", "Bob", "Cid", "Zed"):
        ok(capsys, hall, "enter", "Cup", name, "--new")
    assert "off the list" in ok(capsys, hall, "withdraw", "Cup", "Zed")  # before round 1: not in the table
    code, out, err = run(capsys, hall, "entrants", "Cup", "--number", "Ann", "4")
    assert code == 2 and "a start number is 1 to 3" in err
    assert "Cid: start number 1" in ok(capsys, hall, "entrants", "Cup", "--number", "Cid", "1")
    out = ok(capsys, hall, "round", "next")
    assert "(bye)" in out  # three players: the table's fourth number is the bye
    listed = ok(capsys, hall, "entrants", "Cup").splitlines()
    assert [line.split()[:2] for line in listed] == [["1", "Cid"], ["2", "Ann"], ["3", "Bob"]]
    code, out, err = run(capsys, hall, "round", "result", "1", "2-0")
    assert code == 2 and "a result is 1-0, 0-1" in err
    code, out, err = run(capsys, hall, "enter", "Cup", "Dan", "--new")
    assert code == 2 and "no late entry" in err
    (hall.parent / "bad.trf").write_text("012 Bad\n001    1      Ann" + " " * 31 + "2000" + " " * 29 + "1.0    1     2 x 1\n")
    code, out, err = run(capsys, hall, "trf", "--read", "bad.trf")
    assert code == 2 and "bad.trf:2: round 1: colour 'x'" in err and "nothing read" in err


def test_a_boards_game_counts_for_the_players_the_record_gives_it(hall, capsys):
    """A game is the result of the pairing of the players its record names, the arbiter's
    corrections applied: a game recorded under board 1's pair, corrected to board 2's, moves."""
    store = Store(hall)
    ok(capsys, hall, "event", "Cup", "--system", "swiss", "--rounds", "2")
    for name, rating in (("Ann", "1900"), ("Bob", "1800"), ("Cid", "1700"), ("Dan", "1600")):
        ok(capsys, hall, "enter", "Cup", name, "--rating", rating, "--new")
    ok(capsys, hall, "round", "next")
    play(store, "sim-0001", "e1", 1, ["h8", "h9", "i8", "i9"], result={"winner": "black", "reason": "resignation"})
    lines = ok(capsys, hall, "round", "show").splitlines()
    assert lines[1].rstrip().endswith("1-0") and not lines[2].rstrip().endswith(("1-0", "0-1")), lines
    board2 = [word for word in lines[2].split() if not word.isdigit()]  # board, names, ratings
    game = store.db.execute("SELECT id FROM games WHERE board_id='sim-0001'").fetchone()[0]
    ok(capsys, hall, "correct", str(game), "--black", board2[0], "--white", board2[1])
    lines = ok(capsys, hall, "round", "show").splitlines()
    assert not lines[1].rstrip().endswith("1-0") and lines[2].rstrip().endswith("1-0"), lines


def test_a_player_entered_twice_merged_keeps_the_entry_and_pairings(hall, capsys):
    ok(capsys, hall, "event", "Cup", "--system", "swiss", "--rounds", "2")
    ok(capsys, hall, "players", "add", "Kask L.")
    for name in ("Kask L.", "Bob", "Cid", "Dan"):
        ok(capsys, hall, "enter", "Cup", name, "--new")
    ok(capsys, hall, "round", "next")
    ok(capsys, hall, "players", "add", "Kask Liis", "--club", "Tartu")
    ok(capsys, hall, "players", "merge", "Kask L.", "Kask Liis")
    assert "Kask Liis" in ok(capsys, hall, "round", "show") and "Kask Liis" in ok(capsys, hall, "entrants", "Cup")


def test_players_entered_from_a_renjunet_players_table(hall, capsys, tmp_path):
    # A RenjuNet XML file (docs/records.md) holding an event's players: its <players> table is read,
    # "Surname Given" as the record writes names, the country for the club.
    (tmp_path / "players.rif").write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<database>\n <countries><country id="1" name="Estonia" abbr="EST"/>'
        '<country id="2" name="Russia" abbr="RUS"/></countries>\n <players>\n'
        '  <player id="1" name="Liis" surname="Kask" country="1"/>\n'
        '  <player id="2" name="Oleg" surname="Sokolov" country="2"/>\n'
        '  <player id="3" name="Ando" surname="Meritee" country="1"/>\n </players>\n <games/>\n</database>\n')
    ok(capsys, hall, "event", "Cup", "--system", "roundrobin")
    assert "3 entered in Cup" in ok(capsys, hall, "enter", "Cup", "--from", "players.rif")
    listed = ok(capsys, hall, "entrants", "Cup")
    assert "Kask Liis" in listed and "Sokolov Oleg" in listed and "RUS" in listed
    (tmp_path / "broken.rif").write_text("<database><players><player id='1'")
    code, out, err = run(capsys, hall, "enter", "Cup", "--from", "broken.rif")
    assert code == 2 and "broken.rif" in err


def test_the_broadcasts_standings_of_a_paired_event_count_byes_forfeits_and_its_delay(hall, capsys):
    from host.web.tournament import standings

    store = Store(hall)
    ok(capsys, hall, "event", "Cup", "--system", "swiss", "--rounds", "2")
    for name, rating in (("Ann", "1900"), ("Bob", "1800"), ("Cid", "1700"), ("Dan", "1600"), ("Eve", "1500")):
        ok(capsys, hall, "enter", "Cup", name, "--rating", rating, "--new")
    ok(capsys, hall, "round", "next")
    play(store, "sim-0001", "e1", 1, ["h8", "h9", "i8", "i9"], result={"winner": "black", "reason": "resignation"})
    ok(capsys, hall, "round", "result", "2", "--", "-+")  # after --: a word starting with - is no option
    viewers = {p["name"]: p["points"] for p in standings(store, "Cup", admin=False, delay=600)["players"]}
    arbiter = {p["name"]: p for p in standings(store, "Cup", admin=True)["players"]}
    assert arbiter["Eve"]["points"] == 1.0  # the pairing-allocated bye
    winner = [name for name, p in arbiter.items() if p["points"] == 1.0 and p["games"] == 1 and p["wins"] == 1]
    assert len(winner) == 2  # board 1's Black over the board, board 2's White by forfeit
    assert sorted(viewers.values()) == [0.0, 0.0, 0.0, 1.0, 1.0]  # board 1's game not shown yet (the delay)
    assert set(arbiter["Ann"]["tiebreaks"]) == {"bh-c1", "bh", "sb", "de", "wins"}


def test_a_double_round_robin_has_every_pair_meet_twice(hall, capsys):
    out = ok(capsys, hall, "event", "League", "--system", "roundrobin", "--double")
    assert "double round robin" in out
    for name in ("Ann", "Bob", "Cid", "Dan"):
        ok(capsys, hall, "enter", "League", name, "--new")
    met = []
    for round_no in range(1, 7):
        out = ok(capsys, hall, "round", "next", "--no-start")
        met += [tuple(line.split()[1:3]) for line in out.splitlines()[1:] if line.startswith("  ")]
        for board in (1, 2):
            ok(capsys, hall, "round", "result", str(board), "=")
    assert len(met) == 12 and {frozenset(pair) for pair in met} == {frozenset(pair) for pair in met[:6]}
    assert sorted(met) == sorted((b, a) for a, b in met)  # the second meeting with the colours reversed
    code, out, err = run(capsys, hall, "round", "next")
    assert code == 2 and "had its 6 rounds" in err


def test_round_next_leaves_a_board_whose_players_began_a_game_to_the_arbiter(hall, capsys, tmp_path):
    # Two players start a game on board 1 before the round is paired (seated for someone else):
    # `round next` seats the other boards and says how the arbiter decides whose game it is.
    store = Store(hall)
    records = Records(store)
    ok(capsys, hall, "event", "Cup", "--system", "roundrobin")
    (tmp_path / "players.csv").write_text(PLAYERS)
    ok(capsys, hall, "enter", "Cup", "--from", "players.csv")
    records.assign("sim-0001", "Lepp Mart", "Saar Eva")  # a friendly game, before the round
    play(store, "sim-0001", "e1", 1, ["h8", "h9"])
    out = ok(capsys, hall, "round", "next", "--event", "Cup")
    assert "board 1: board sim-0001's game (game 1, 2 moves) is under way" in out, out
    assert "--reseat" in out and "1 board seated" in out, out
    assert records.seat("sim-0002")["event"] == "Cup"
    game = records.game(store.games()[-1][0])  # the friendly game stays its players' until the arbiter says
    assert (game["black"]["name"], game["white"]["name"], game["event"]) == ("Lepp Mart", "Saar Eva", None), game


def test_the_evening_before_an_events_rules_make_the_store(capsys, tmp_path):
    # A director prepares the event at home, before any board or daemon has run: the event's rules
    # make the store (said), the entrants and round 1 follow; a store is never made by a look.
    db = tmp_path / "club.sqlite"
    code, out, err = run(capsys, db, "event", "Кубок")
    assert code == 1 and "no game store" in err and not db.exists()
    out = ok(capsys, db, "event", "Кубок", "--system", "roundrobin")
    assert "a new game store: %s" % db in out and db.exists()
    (tmp_path / "players.csv").write_text(PLAYERS)
    assert "5 entered in Кубок" in ok(capsys, db, "enter", "Кубок", "--from", str(tmp_path / "players.csv"))
    assert "round 1 paired" in ok(capsys, db, "round", "next", "--event", "Кубок")
    assert "a new game store" not in ok(capsys, db, "event", "Кубок", "--tiebreaks", "sb,wins")
