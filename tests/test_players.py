"""Players and pairings as the arbiter meets them on the command line: a pairings file is checked
whole (every problem named FILE:LINE, nothing seated), a person is one player (found by name, a
club filled in later, an unknown name an error unless asked), and players are listed, edited and
merged. Every check reads what the command prints, or what `status`/`games` print after it."""

from pathlib import Path

import pytest

from host.cli import main
from host.store import Store

from test_records import play


@pytest.fixture
def hall(tmp_path, monkeypatch):
    """A store with boards sim-0001..sim-0003 seen and numbered 1..3 in the hall; cwd is tmp_path."""
    monkeypatch.chdir(tmp_path)
    db = tmp_path / "games.sqlite"
    store = Store(db)
    for n in (1, 2, 3):
        store.board_seen("sim-000%d" % n, "test")
    store.close()
    for n in (1, 2, 3):
        assert main(["--db", str(db), "hall", "sim-000%d" % n, str(n)]) == 0
    return db


def run(capsys, db, *argv):
    """(exit code, stdout, stderr) of one command."""
    capsys.readouterr()
    code = main(["--db", str(db)] + list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def players_listed(capsys, db):
    code, out, err = run(capsys, db, "players")
    assert code == 0, err
    return [line.split()[1:] for line in out.splitlines()[1:]]


# -- a pairings file is checked whole ------------------------------------------------------------
def test_a_bad_pairings_file_names_every_problem_by_line_and_seats_and_creates_nothing(hall, capsys, tmp_path):
    (tmp_path / "round1.csv").write_text(
        "round,board,black,white\n"
        "1,1,Ivanov,Petrova\n"       # fine
        "1,2,Sato,Ivanov\n"          # Ivanov twice in the round
        "1,1,Kim,Lee\n"              # board 1 twice
        "1,9,Ott,Mets\n"             # no board 9
        "1,3,Tamm\n"                 # a field short
        "2,3,Rebane,Kuusk\n")        # another round
    code, out, err = run(capsys, hall, "pairings", "round1.csv", "--event", "Club cup", "--new")
    assert code == 2 and out == ""
    lines = err.splitlines()
    assert "round1.csv:3: Ivanov plays twice in round 1 (line 2 too)" in lines[0]
    assert lines[1] == "round1.csv:4: board 1 has two pairings (line 2 too)"
    assert lines[2].startswith("round1.csv:5: no board 9")
    assert lines[3] == "round1.csv:6: 3 fields, the header has 4"
    assert lines[4].startswith("round1.csv:7: round 2, but line 2 is round 1")
    assert "nothing was seated" in lines[5]
    # Nothing of it stayed: no player, no seat, no event.
    assert run(capsys, hall, "players")[1].startswith("no players")
    assert not any("Ivanov" in line for line in run(capsys, hall, "status")[1].splitlines())


def test_a_board_paired_twice_is_refused_with_its_line_before_anything_is_seated(hall, capsys, tmp_path):
    # The regression this guards: the "board has two pairings" check done after the seating.
    (tmp_path / "dup.csv").write_text("round,board,black,white\n5,1,Ivanov,Petrova\n5,sim-0001,Sato,Kim\n")
    code, _, err = run(capsys, hall, "pairings", "dup.csv", "--new")
    assert code == 2
    assert err.splitlines()[0].endswith("dup.csv:3: board sim-0001 has two pairings (line 2 too)")
    assert run(capsys, hall, "players")[1].startswith("no players")
    code, out, err = run(capsys, hall, "assign", "1", "--black", "Ivanov", "--white", "Petrova")
    assert code == 2 and "no player called Ivanov" in err


def test_a_good_pairings_file_seats_every_board_and_says_so(hall, capsys, tmp_path):
    (tmp_path / "round3.csv").write_text("Round;Board;Black;White;Black_club;White_rating\n"
                                         "3;1;Ivanov;Petrova;Moscow;2100\n3;2;Sato;Kim;;\n")
    code, out, err = run(capsys, hall, "pairings", "round3.csv", "--event", "Open", "--new")
    assert code == 0, err
    assert out.splitlines() == ["round 3, board 1 (sim-0001): Ivanov (Moscow) - Petrova 2100",
                                "round 3, board 2 (sim-0002): Sato - Kim",
                                "2 pairings imported, every board seated"]


def test_a_player_seated_at_a_new_board_leaves_the_old_one_and_nobody_plays_themself(hall, capsys, tmp_path):
    assert run(capsys, hall, "assign", "1", "--black", "Ivanov", "--white", "Petrova", "--new")[0] == 0
    (tmp_path / "round2.csv").write_text("round,board,black,white\n2,2,Sato,Ivanov\n")
    code, out, err = run(capsys, hall, "pairings", "round2.csv", "--new")
    assert code == 0, err
    assert out.splitlines()[-1] == "board sim-0001: no one seated now (its players sit at another board)"
    (tmp_path / "self.csv").write_text("round,board,black,white\n3,1,Kim,kim\n3,2,17,Lee\n")
    code, _, err = run(capsys, hall, "pairings", "self.csv", "--new")
    assert code == 2 and err.splitlines()[0].endswith("self.csv:2: Kim cannot play against themself")
    assert err.splitlines()[1] == "self.csv:3: black is 17: a pairings file names its players"


def test_a_file_of_many_problems_lists_every_one(hall, capsys, tmp_path):
    (tmp_path / "wrong.csv").write_text("round,board,black,white\n" + "".join(
        "1,9%d,A%d,B%d\n" % (n, n, n) for n in range(30)))
    code, _, err = run(capsys, hall, "pairings", "wrong.csv", "--new")
    lines = err.splitlines()
    assert code == 2 and len(lines) == 31
    lines[0] = lines[0].split(": ", 1)[1]  # after the program's name
    assert [line.split(":")[:2] for line in lines[:30]] == [["wrong.csv", str(n)] for n in range(2, 32)]
    assert lines[30].startswith("nothing was seated")


def test_a_misspelt_name_in_a_pairings_file_is_refused_as_assign_refuses_it(hall, capsys, tmp_path):
    """Issue 34: `pairings` made a new player of a typo ("Ivanof Pavel") that `assign` refuses, and
    in a file with other errors did not even name it. Every problem of the file, FILE:LINE each."""
    for name in ("Ivanov Pavel", "Kask Liis", "Tamm Jaan", "Sato Ken", "Orav Olev"):
        assert run(capsys, hall, "players", "add", name)[0] == 0
    (tmp_path / "round2.csv").write_text("round,board,black,white\n"
                                         "2,1,Ivanof Pavel,Kask Liis\n"  # a typo
                                         "2,7,Tamm Jaan,Sato Ken\n"      # no board 7
                                         "2,2,Kask Liis,Orav Olev\n")    # Kask twice
    code, out, err = run(capsys, hall, "pairings", "round2.csv", "--event", "Cup")
    lines = err.splitlines()
    assert code == 2 and out == ""
    assert lines[0].endswith("round2.csv:2: no player called Ivanof Pavel")
    assert lines[1].startswith("round2.csv:3: no board 7")
    assert lines[2] == "round2.csv:4: Kask Liis plays twice in round 2 (line 2 too)"
    assert "nothing was seated" in lines[3] and "--new" in lines[4]
    assert "Ivanof" not in run(capsys, hall, "players")[1]
    code, _, err = run(capsys, hall, "assign", "1", "--black", "Ivanof Pavel", "--white", "Kask Liis")
    assert code == 2 and "no player called Ivanof Pavel" in err  # the same refusal
    # --new adds the names not yet known, as `assign --new` does.
    (tmp_path / "round2.csv").write_text("round,board,black,white\n2,1,Ivanov Pavel,Kask Liis\n2,2,Tamm Jaan,Mets Mari\n")
    code, out, err = run(capsys, hall, "pairings", "round2.csv", "--event", "Cup")
    assert code == 2 and "no player called Mets Mari" in err
    code, out, err = run(capsys, hall, "pairings", "round2.csv", "--event", "Cup", "--new")
    assert code == 0, err
    assert [p[:2] for p in players_listed(capsys, hall)].count(["Mets", "Mari"]) == 1


# -- one person, one player ----------------------------------------------------------------------
def test_a_later_file_with_clubs_fills_them_in_instead_of_making_a_second_player(hall, capsys, tmp_path):
    (tmp_path / "round1.csv").write_text("round,board,black,white\n1,1,Kask Liis,Tamm Mart\n")
    (tmp_path / "round2.csv").write_text("round,board,black,white,black_club,white_club\n"
                                         "2,2,Tamm Mart,kask  liis,Tallinn,Tartu\n")
    assert run(capsys, hall, "pairings", "round1.csv", "--new")[0] == 0
    assert run(capsys, hall, "pairings", "round2.csv")[0] == 0
    listed = players_listed(capsys, hall)
    assert listed == [["Kask", "Liis", "Tartu", "-", "-", "0"], ["Tamm", "Mart", "Tallinn", "-", "-", "0"]]
    # Seating by name works from then on, with or without the club.
    code, out, err = run(capsys, hall, "assign", "3", "--black", "Kask Liis", "--white", "Tamm Mart")
    assert code == 0, err
    assert out.startswith("board sim-0003: Kask Liis (Tartu) (black, left button) against Tamm Mart (Tallinn)")


def test_an_unknown_name_seats_nobody_unless_asked_to_add_the_player(hall, capsys):
    code, out, err = run(capsys, hall, "assign", "1", "--black", "Ivanov", "--white", "Petrova")
    assert code == 2 and out == ""
    assert "no player called Ivanov" in err and "--new" in err
    assert run(capsys, hall, "players")[1].startswith("no players")
    code, out, err = run(capsys, hall, "assign", "1", "--black", "Ivanov", "--white", "Petrova", "--new")
    assert code == 0, err
    # A typo of a known name is an error, not a third player.
    code, _, err = run(capsys, hall, "assign", "1", "--black", "Ivanof", "--white", "Petrova")
    assert code == 2 and "no player called Ivanof" in err
    assert [p[0] for p in players_listed(capsys, hall)] == ["Ivanov", "Petrova"]


def test_a_name_two_players_share_is_an_error_listing_them_and_the_club_decides(hall, capsys):
    assert run(capsys, hall, "players", "add", "Kask Liis", "--club", "Tartu")[0] == 0
    assert run(capsys, hall, "players", "add", "Kask Liis", "--club", "Tallinn", "--rating", "1900")[0] == 0
    assert run(capsys, hall, "players", "add", "Sato")[0] == 0
    code, _, err = run(capsys, hall, "assign", "1", "--black", "Kask Liis", "--white", "Sato")
    assert code == 2
    assert "2 players are called Kask Liis: Kask Liis (Tartu) #1, Kask Liis (Tallinn) #2" in err
    code, out, err = run(capsys, hall, "assign", "1", "--black", "Kask Liis", "--black-club", "tallinn", "--white", "Sato")
    assert code == 0, err
    assert "Kask Liis (Tallinn) 1900 (black" in out
    code, out, err = run(capsys, hall, "assign", "2", "--black", "#1", "--white", "Kask Liis (Tallinn)")
    assert code == 2 and "no player called Kask Liis (Tallinn)" in err  # the club is its own option
    code, out, err = run(capsys, hall, "assign", "2", "--black", "#1", "--white", "#2")
    assert code == 0 and "Kask Liis (Tartu) (black" in out and "against Kask Liis (Tallinn) 1900 (white" in out


def test_players_add_refuses_a_second_player_it_could_not_tell_apart(hall, capsys):
    assert run(capsys, hall, "players", "add", "Ivanov")[0] == 0
    code, _, err = run(capsys, hall, "players", "add", "ivanov")
    assert code == 2 and "there is already Ivanov #1" in err
    code, _, err = run(capsys, hall, "players", "add", "Ivanov", "--club", "Moscow")
    assert code == 2 and "players edit 1 --club Moscow" in err
    assert len(players_listed(capsys, hall)) == 1


def test_players_are_edited_and_merged_with_their_games(hall, capsys, tmp_path):
    (tmp_path / "r1.csv").write_text("round,board,black,white\n1,1,Kask L.,Sato\n")
    assert run(capsys, hall, "pairings", "r1.csv", "--event", "Cup", "--new")[0] == 0
    store = Store(hall)
    play(store, "sim-0001", "e", 1, ["h8", "h9", "i8"], result={"winner": "black", "reason": "resignation"})
    store.close()
    assert run(capsys, hall, "players", "add", "Kask Liis", "--club", "Tartu", "--fed-id", "EST-17")[0] == 0
    code, out, err = run(capsys, hall, "players", "merge", "Kask L.", "Kask Liis")
    assert code == 0, err
    assert out.strip() == "player #1 Kask L. merged into #3 Kask Liis (Tartu): 1 game moved, #1 is gone"
    assert players_listed(capsys, hall) == [["Kask", "Liis", "Tartu", "-", "EST-17", "1"], ["Sato", "-", "-", "-", "1"]]
    code, out, _ = run(capsys, hall, "games", "--player", "Kask Liis")
    assert code == 0 and "Kask Liis" in out.splitlines()[1]
    assert "black: Kask Liis (Tartu)" in run(capsys, hall, "show", "1")[1]
    code, out, err = run(capsys, hall, "players", "edit", "#3", "--rating", "1850", "--club", "Tartu SK")
    assert code == 0 and out.strip() == "player #3: Kask Liis (Tartu SK) 1850"
    # Two who played each other are two people; a rename onto another player says to merge.
    code, _, err = run(capsys, hall, "players", "merge", "Sato", "Kask Liis")
    assert code == 2 and "played each other (game 1)" in err
    code, _, err = run(capsys, hall, "players", "edit", "Sato", "--name", "Kask Liis", "--club", "Tartu SK")
    assert code == 2 and "players merge 2 3" in err
    code, _, err = run(capsys, hall, "players", "merge", "Nobody", "Sato")
    assert code == 2 and "no player called Nobody" in err


# -- the manual's tournament section (docs/host.md), run as written -------------------------------------------------
def readme_tournament_commands():
    from harness import ROOT

    text = (ROOT / "docs" / "host.md").read_text()
    section = text[text.index("### Tournaments: players, pairings, corrections"):]
    section = section[:section.index("\n\n", section.index("    tengen-host"))]
    return [line.strip() for line in section.splitlines() if line.startswith("    tengen-host ")]


def test_the_readmes_tournament_example_works_as_written(tmp_path):
    """Every command of the manual's tournament block, in a shell's words, in a folder where a daemon
    recorded 11 games yesterday (so the block's game 12 is the Ivanov-Petrova game it seats)."""
    import shlex
    import shutil
    import subprocess
    import sys

    tengen_host = shutil.which("tengen-host", path=str(Path(sys.executable).parent)) or ""
    assert tengen_host, "tengen-host is installed with the project (make venv)"
    store = Store(tmp_path / "var" / "games.sqlite", "daemon")
    seq = 1
    for n in range(1, 12):
        seq = play(store, "sim-0009", "old", n, ["h8", "h9"], result={"winner": "draw", "reason": "agreement"}, seq=seq)
    store.board_seen("sim-0001", "test")
    store.board_seen("sim-0002", "test")
    (tmp_path / "round3.csv").write_text("round,board,black,white,white_club\n3,1,Ivanov,Petrova,Riga\n"
                                         "3,sim-0002,Kask L.,Sato,\n")
    commands = readme_tournament_commands()
    assert [shlex.split(c, comments=True)[1] for c in commands] == ["hall", "pairings", "assign", "players", "players", "players",
                                                     "games", "correct", "delete"]
    outputs = []
    for command in commands:
        if shlex.split(command, comments=True)[1:3] == ["players", "merge"]:
            # The round is played before the merge: Ivanov beats Petrova (game 12), Kask L. meets Sato.
            play(store, "sim-0001", "today", 1, ["h8", "h9", "i8"], result={"winner": "black", "reason": "resignation"})
            play(store, "sim-0002", "today", 1, ["h8", "h9"], result={"winner": "draw", "reason": "agreement"})
        argv = [tengen_host] + shlex.split(command, comments=True)[1:]
        done = subprocess.run(argv, cwd=str(tmp_path), capture_output=True, text=True, stdin=subprocess.DEVNULL,
                              timeout=60)
        assert "Traceback" not in done.stderr, (command, done.stderr)
        outputs.append((command, done.returncode, done.stdout, done.stderr))
    store.close()
    by_verb = {}
    for command, code, out, err in outputs:
        words = shlex.split(command, comments=True)
        verb = " ".join(words[1:3]) if words[1] == "players" and len(words) > 2 else words[1]
        by_verb[verb] = (code, out, err)
        if verb != "delete":
            assert code == 0, (command, err)
    assert "board sim-0001 is number 1" in by_verb["hall"][1]
    assert "round 3, board 1 (sim-0001): Ivanov - Petrova (Riga)" in by_verb["pairings"][1]
    assert by_verb["assign"][1].startswith("board sim-0001: Ivanov (black, left button) against Petrova (Riga)")
    assert [line.split()[1] for line in by_verb["players"][1].splitlines()[1:]] == ["Ivanov", "Kask", "Petrova", "Sato"]
    assert "Kask Liis (Tartu)" in by_verb["players add"][1]
    assert "merged into #5 Kask Liis (Tartu): 1 game moved" in by_verb["players merge"][1]
    listed = [line for line in by_verb["games"][1].splitlines()[1:] if line.split()[0].isdigit()]  # (a long result wraps)
    assert len(listed) == 1 and listed[0].split()[0] == "12" and "Ivanov" in listed[0] and "Petrova" in listed[0]
    assert "game 12: result corrected" in by_verb["correct"][1]
    assert by_verb["delete"][0] == 2 and "give --yes to confirm" in by_verb["delete"][2]
    # After it all, one Kask Liis, with the game the pairing's "Kask L." played.
    done = subprocess.run([tengen_host, "games", "--player", "Kask Liis"], cwd=str(tmp_path), capture_output=True,
                          text=True, timeout=60)
    assert [line.split()[0] for line in done.stdout.splitlines()[1:] if not line.startswith("    ")] == ["13"]


def test_a_game_imported_from_a_file_is_played_by_the_players_the_record_knows(hall, capsys, tmp_path):
    from host.formats import export_records
    from host.game_record import Player, Record

    assert run(capsys, hall, "players", "add", "Kask Liis", "--club", "Tartu")[0] == 0
    assert run(capsys, hall, "players", "add", "Tamm Mart")[0] == 0
    record = Record.from_names(["h8", "h9", "i8"], black=Player("kask liis"), white=Player("Tamm Mart", "Tallinn"),
                               result="black", reason="resignation", date="2026-11-30")
    (tmp_path / "game.sgf").write_bytes(export_records("sgf", [record]))
    code, _, err = run(capsys, hall, "import", "game.sgf", "--save")
    assert code == 0, err
    assert players_listed(capsys, hall) == [["Kask", "Liis", "Tartu", "-", "-", "1"],
                                            ["Tamm", "Mart", "Tallinn", "-", "-", "1"]]


def test_a_correction_names_a_known_player_and_a_typo_adds_nobody(hall, capsys):
    assert run(capsys, hall, "assign", "1", "--black", "Ivanov", "--white", "Petrova", "--new")[0] == 0
    assert run(capsys, hall, "players", "add", "Petrova", "--club", "Riga")[0] == 2  # one Petrova is enough
    store = Store(hall)
    play(store, "sim-0001", "e", 1, ["h8", "h9", "i8"], result={"winner": "black", "reason": "resignation"})
    store.close()
    code, _, err = run(capsys, hall, "correct", "1", "--white", "Petrov")
    assert code == 2 and "no player called Petrov: add them with `tengen-host players add" in err
    assert [p[0] for p in players_listed(capsys, hall)] == ["Ivanov", "Petrova"]
    assert run(capsys, hall, "players", "add", "Sato")[0] == 0
    code, out, err = run(capsys, hall, "correct", "1", "--white", "sato")
    assert code == 0, err
    assert "correction" in run(capsys, hall, "show", "1")[1] and "white: Sato" in run(capsys, hall, "show", "1")[1]


# -- new seats under a game already begun: the arbiter says whose game it is (issue 34) -----------
def test_new_seats_under_a_game_under_way_are_refused_until_the_arbiter_says_reseat_or_keep(hall, capsys):
    for name in ("Kask Liis", "Tamm Jaan", "Mets Mari", "Saar Peeter"):
        assert run(capsys, hall, "players", "add", name)[0] == 0
    assert run(capsys, hall, "assign", "1", "--black", "Kask Liis", "--white", "Tamm Jaan", "--event", "Cup",
               "--round", "1")[0] == 0
    assert run(capsys, hall, "assign", "2", "--black", "Mets Mari", "--white", "Saar Peeter", "--event", "Cup",
               "--round", "1")[0] == 0
    store = Store(hall)
    seq1 = play(store, "sim-0001", "e", 1, ["h8", "h9", "i8"])  # round 1 under way on both boards
    play(store, "sim-0002", "e", 1, ["h8", "h9"])
    from test_host_cli import board_row

    store.save_status([dict(board_row("/dev/ttyACM0"), board_id="sim-0001", game=1)])  # as a daemon shows it
    # Round 2 paired while the games go on: nothing changes until the arbiter says what to do.
    code, out, err = run(capsys, hall, "assign", "1", "--black", "Tamm Jaan", "--white", "Mets Mari", "--event", "Cup",
                         "--round", "2")
    assert code == 2 and out == ""
    assert "game 1, 3 moves) is under way, recorded for Kask Liis - Tamm Jaan, Cup, round 1" in err, err
    assert "--reseat" in err and "--keep" in err and "nothing seated" in err
    assert "Kask Liis - Tamm Jaan  (Cup round 1" in run(capsys, hall, "status")[1]
    # --keep: the game stays its players'; the new pair has the board's next game.
    code, out, err = run(capsys, hall, "assign", "1", "--black", "Tamm Jaan", "--white", "Mets Mari", "--event", "Cup",
                         "--round", "2", "--keep")
    assert code == 0, err
    status = run(capsys, hall, "status")[1]
    assert "Kask Liis - Tamm Jaan  (Cup round 1" in status and "next game: Tamm Jaan - Mets Mari  (Cup round 2" in status
    # --reseat: the game under way on board 2 is the new pair's (the pairing came late).
    code, out, err = run(capsys, hall, "assign", "2", "--black", "Saar Peeter", "--white", "Kask Liis", "--event",
                         "Cup", "--round", "2", "--reseat")
    assert code == 0, err
    play(store, "sim-0001", "e", 2, ["h8", "h9"], seq=seq1)  # board 1's next game: the new pair's
    store.close()
    shown = {game: run(capsys, hall, "show", str(game))[1] for game in (1, 2, 3)}
    assert "black: Kask Liis" in shown[1] and "white: Tamm Jaan" in shown[1] and "round 1" in shown[1]
    assert "black: Saar Peeter" in shown[2] and "white: Kask Liis" in shown[2] and "round 2" in shown[2]
    assert "black: Tamm Jaan" in shown[3] and "white: Mets Mari" in shown[3] and "round 2" in shown[3]


def test_a_game_imported_again_with_more_is_filled_in_and_what_differs_kept_as_a_correction(hall, capsys, tmp_path):
    """Issue 34: `import rosetta.pos --save`, then the same game's SGF with the names and result,
    said "1 already there" and kept "- - in progress": the richer record was thrown away."""
    (tmp_path / "full.sgf").write_text("(;FF[4]GM[4]SZ[15]EV[Baltic Open]RO[3]PB[Kask Liis]PW[Tamm Jaan]RE[B+R]"
                                       "DT[2025-05-01];B[hh]BL[590]WL[600];W[hi]BL[590]WL[580];B[ii]BL[570]WL[580]"
                                       ";W[ih]BL[570]WL[575];B[jj]BL[555]WL[575])")
    assert run(capsys, hall, "import", "full.sgf", "-o", "bare.pos")[0] == 0
    code, out, err = run(capsys, hall, "import", "bare.pos", "--save")
    assert code == 0 and "1 game(s) added" in out, err
    code, out, err = run(capsys, hall, "import", "full.sgf", "--save")
    assert code == 0 and "0 game(s) added" in out and "1 already there" in out, (out, err)
    assert "filled in: black Kask Liis, white Tamm Jaan, event Baltic Open, round 3, result black resignation," \
        " the times of 5 moves, date 2025-05-01" in out
    assert "(Black 9:15, White 9:35)" in run(capsys, hall, "show", "1")[1]  # the clocks after move 5
    listed = run(capsys, hall, "games")[1].splitlines()
    assert len(listed) == 2 and listed[1].split()[1:7] == ["import", "2025-05-01", "Kask", "Liis", "Tamm", "Jaan"]
    assert "black (resignation)" in listed[1]
    # The same game with another round and result: kept beside the original, said, nothing dropped.
    (tmp_path / "other.sgf").write_text((tmp_path / "full.sgf").read_text().replace("RO[3]", "RO[4]")
                                        .replace("RE[B+R]", "RE[W+T]"))
    code, out, err = run(capsys, hall, "import", "other.sgf", "--save")
    assert code == 0 and "the file says otherwise" in out and "round 4 (the record has 3)" in out, (out, err)
    shown = run(capsys, hall, "show", "1")[1]
    assert "event: Baltic Open, round 4" in shown and "black: Kask Liis" in shown
    assert "correction" in shown and "round: 4 (was 3): as other.sgf has it" in shown
    assert "result: white time (was black resignation)" in shown
