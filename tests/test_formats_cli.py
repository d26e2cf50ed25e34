"""`python -m host export` and `import`: by file extension, with the problems and errors a user sees."""

import gzip

import pytest

from host.cli import main
from host.formats import renjunet
from host.game_record import Record
from host.store import Store


@pytest.fixture
def db(tmp_path):
    path = tmp_path / "games.sqlite"
    store = Store(path)
    events = [{"t": "game", "game": 1, "settings": {"time_control": "10m"}}]
    for n, point in enumerate("h8 h9 b15 a1 o15 o1 a15 pass i8".split(), 1):
        events.append({"t": "move", "game": 1, "n": n, "point": point, "colour": "black" if n % 2 else "white",
                       "used": 1000 * n, "clocks": [600000 - n, 600000 - 2 * n]})
    events.append({"t": "result", "game": 1, "winner": "white", "reason": "resignation", "line": []})
    for seq, event in enumerate(events, 1):
        event["seq"] = seq
        store.record_event("B7", "E1", event)
    store.close()
    return str(path)


@pytest.mark.parametrize("suffix", [".lib", ".sgf", ".txt", ".fed.txt", ".svg", ".pos"])
def test_export_then_import_gives_the_game_back(db, tmp_path, capsys, suffix):
    out = str(tmp_path / ("game" + suffix))
    assert main(["--db", db, "export", "1", "-o", out]) == 0
    assert "wrote 1 game(s)" in capsys.readouterr().out
    assert main(["--db", db, "import", out]) == 0
    report = capsys.readouterr().out
    assert "  9 moves" in report and "1 game(s) read, 0 with problems" in report
    if suffix != ".pos":
        assert "white (resignation)" in report
    if suffix == ".lib":
        assert "a tree of 9 moves" in report


def test_export_pdf_and_refusals(db, tmp_path, capsys):
    assert main(["--db", db, "export", "all", "-o", str(tmp_path / "sheet.pdf"), "--lang", "ru"]) == 0
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    assert main(["--db", db, "export", "1", "-o", str(tmp_path / "game.psq")]) == 1
    assert "cannot hold a pass (move 8)" in capsys.readouterr().err
    assert main(["--db", db, "export", "1", "-o", str(tmp_path / "game.doc")]) == 2
    assert "--format" in capsys.readouterr().err
    assert main(["--db", db, "export", "9", "-o", str(tmp_path / "x.sgf")]) == 1


def test_import_of_a_damaged_file_names_the_byte_and_imports_nothing(tmp_path, capsys):
    path = tmp_path / "broken.lib"
    path.write_bytes(b"\xffRenLib\xff\x03\x00" + b"\xff" * 10 + bytes.fromhex("7800 6900 FF40"))
    assert main(["import", str(path)]) == 1
    err = capsys.readouterr().err
    assert "byte 24: 0xFF is not a point" in err and "nothing imported" in err


def test_import_of_a_database_reports_skipped_games_and_messy_ones_and_converts(tmp_path, capsys):
    data = renjunet.write_all([Record.from_names("h8 h9 h7".split(), result="black"),
                               Record.from_names("h8 i9 i9".split(), result="white"),
                               Record.from_names("h8 i9 j10".split(), result="black")])
    data = data.replace(b"<move>h8 i9 j10</move>", b"<move>h8 i9 j99</move>")
    path = tmp_path / "db.rif.gz"
    path.write_bytes(gzip.compress(data))
    out = tmp_path / "db.sgf"
    assert main(["import", str(path), "-o", str(out)]) == 1
    captured = capsys.readouterr()
    assert "2 game(s) read, 1 with problems" in captured.out
    assert "move 3 repeats i9 (move 2 was there)" in captured.out
    assert "skipped: line" in captured.err and "(game 3): 'j99' in <move> is not a point" in captured.err
    assert out.read_bytes().count(b"(;FF[4]GM[4]") == 2


def test_a_generated_database_imports_whole(tmp_path, capsys):
    # The bounded version of `make bench-import`: the same generator, 3,000 games.
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))
    from bench_import import generate

    path = tmp_path / "generated.rif"
    generate(str(path), 3000)
    assert main(["import", str(path), "--no-progress"]) == 0
    assert "3000 game(s) read" in capsys.readouterr().out


def test_import_of_a_cut_gzip_or_a_missing_file_is_an_error_not_a_traceback(tmp_path, capsys):
    data = renjunet.write_all([Record.from_names(["h8", "h9"])])
    path = tmp_path / "cut.rif.gz"
    path.write_bytes(gzip.compress(data)[:-12])
    assert main(["import", str(path), "--no-progress"]) == 1
    assert "nothing imported" in capsys.readouterr().err
    assert main(["import", str(tmp_path / "missing.sgf")]) == 1
    assert "No such file" in capsys.readouterr().err


def test_import_save_streams_in_batches_and_the_same_file_again_adds_nothing(tmp_path, capsys, monkeypatch):
    import host.format_commands

    monkeypatch.setattr(host.format_commands, "SAVE_BATCH", 2)  # five games: three transactions
    games = [Record.from_names(["h8", "h9", "j10"][:1 + n % 3], result="black") for n in range(5)]
    for n, game in enumerate(games):
        game.black.name, game.white.name = "Kask Liis", "Ivanov%d Ivan" % n
    path = tmp_path / "five.rif"
    path.write_bytes(renjunet.write_all(games))
    db = str(tmp_path / "games.sqlite")
    assert main(["--db", db, "import", str(path), "--save"]) == 0
    assert "5 game(s) added" in capsys.readouterr().out
    assert main(["--db", db, "import", str(path), "--save"]) == 0
    assert "0 game(s) added to the record in %s, 5 already there" % db in capsys.readouterr().out
    store = Store(db)
    assert len(store.games()) == 5
    store.close()


def test_import_save_of_a_database_cut_short_keeps_the_whole_games_before_the_cut(tmp_path, capsys):
    data = renjunet.write_all([Record.from_names(["h8", "h9"]), Record.from_names(["h8", "i9", "j10"])])
    path = tmp_path / "cut.rif"
    path.write_bytes(data[:data.index(b"i9 j10") + 2])
    db = str(tmp_path / "games.sqlite")
    assert main(["--db", db, "import", str(path), "--save"]) == 1
    captured = capsys.readouterr()
    assert "1 game(s) added" in captured.out and "cut short inside game 2" in captured.err
    store = Store(db)
    assert len(store.games()) == 1
    store.close()


def test_export_all_leaves_out_what_a_database_cannot_hold_and_refuses_a_one_game_format_at_once(tmp_path, capsys):
    # `export all` writes the games as it reads them: a game with a pass is left out of a RenjuNet
    # database and named, and its players (in no other game) are not in the database's tables, as
    # lxml reads the file; a .psq (one game a file) is refused before anything is written.
    from lxml import etree

    from host.formats import export_records
    from host.game_record import Player

    games = [Record.from_names("h8 h9 i10".split(), black=Player("Kask Liis"), white=Player("Tamm Mart"),
                               result="black"),
             Record.from_names("h8 pass i9".split(), black=Player("Solo Passer"), white=Player("Only Here"),
                               result="draw"),
             Record.from_names("h8 g7 g9".split(), black=Player("Tamm Mart"), white=Player("Kask Liis"),
                               result="white")]
    source = tmp_path / "club.sgf"
    source.write_bytes(export_records("sgf", games))
    db = str(tmp_path / "games.sqlite")
    assert main(["--db", db, "import", str(source), "--save"]) == 0
    capsys.readouterr()
    rif = tmp_path / "all.rif"
    assert main(["--db", db, "export", "all", "-o", str(rif)]) == 0
    out = capsys.readouterr()
    assert "left out game 2: a RenjuNet database has no pass: move 2 is one" in out.err
    assert "wrote 2 game(s) to %s" % rif in out.out
    tree = etree.parse(str(rif))
    assert sorted(p.get("name") + " " + p.get("surname") for p in tree.iter("player")) == [
        "Kask Liis", "Tamm Mart"] or sorted(p.get("surname") + " " + p.get("name") for p in tree.iter("player")) == [
        "Kask Liis", "Tamm Mart"]
    assert [g.findtext("move") for g in tree.iter("game")] == ["h8 h9 i10", "h8 g7 g9"]
    psq = tmp_path / "all.psq"
    assert main(["--db", db, "export", "all", "-o", str(psq)]) == 1
    assert capsys.readouterr().err.strip() == "cannot write psq: a psq file holds one game: export the games one by one"
    assert not psq.exists() and list(tmp_path.glob(".tengen-*")) == []


def test_import_save_of_a_file_holding_a_game_twice_stores_it_once_with_what_both_say(tmp_path, capsys):
    # The second copy (in the same batch of the import as the first) has the round the first lacks:
    # one game is stored, its round filled in from the second.
    from host.formats import export_records
    from host.game_record import Player
    from host.tournament_record import Records

    first = Record.from_names("h8 h9 i10 j9 g7".split(), black=Player("Kask Liis"), white=Player("Tamm Mart"),
                              result="black")
    again = Record.from_names("h8 h9 i10 j9 g7".split(), black=Player("Kask Liis"), white=Player("Tamm Mart"),
                              result="black", round="4")
    source = tmp_path / "twice.sgf"
    source.write_bytes(export_records("sgf", [first, again]))
    db = tmp_path / "games.sqlite"
    assert main(["--db", str(db), "import", str(source), "--save"]) == 0
    out = capsys.readouterr().out
    assert "1 game(s) added to the record in %s, 1 already there" % db in out
    assert "game 1, already in the record; filled in: round 4" in out
    store = Store(db)
    game = Records(store).game(1)
    assert (game["round"], [m["point"] for m in game["moves"]]) == ("4", "h8 h9 i10 j9 g7".split())
    store.close()
