"""The host's `setup`: a recorded game turned into the board's set-up command (the board's side is
tests/host_scripts/setup.txt, on the virtual board)."""

from host.cli import main
from host.record_commands import setup_arguments
from host.store import Store


def recorded(tmp_path):
    store = Store(tmp_path / "games.sqlite")
    settings = {"foul_mode": "club", "time_control": "10m", "pass_from_move": 7, "takebacks": False, "opening": "rif"}
    events = [{"t": "game", "seq": 1, "game": 1, "settings": settings}]
    for n, (point, p1, p2) in enumerate((("h8", 598000, 600000), ("h9", 598000, 595000), ("i8", 590000, 595000)), 1):
        events.append({"t": "move", "seq": n + 1, "game": 1, "n": n, "point": point,
                       "colour": "black" if n % 2 else "white", "used": 2000, "clocks": [p1, p2]})
    for event in events:
        store.record_event("sim-0001", "e1", event)
    return store


def test_a_recorded_game_becomes_the_boards_setup_with_its_rules_and_clocks(tmp_path):
    game = recorded(tmp_path).game(1)
    arguments = setup_arguments(game)
    assert arguments["moves"] == ["h8", "h9", "i8"]
    assert arguments["clocks"] == [590000, 595000]  # as they stood after the last move
    assert arguments["settings"] == {"foul_mode": "club", "time_control": "10m", "pass_from_move": 7,
                                     "takebacks": False}  # the opening is in the moves already
    assert "game 1 of board sim-0001" == arguments["source"]
    study = setup_arguments(game, study=True, at=1)
    assert (study["mode"], study["at"], "clocks" in study) == ("study", 1, False)


def test_setup_names_a_missing_game_and_a_move_out_of_range(tmp_path, capsys):
    recorded(tmp_path)
    db = str(tmp_path / "games.sqlite")
    assert main(["--db", db, "setup", "sim-0001", "7"]) == 1
    assert "no game 7" in capsys.readouterr().err
    assert main(["--db", db, "setup", "sim-0001", "1", "--study", "--at", "9"]) == 2
    assert "--at must be 0 to 3" in capsys.readouterr().err


def test_show_says_whether_the_players_confirmed_the_result(tmp_path, capsys):
    store = recorded(tmp_path)
    store.record_event("sim-0001", "e1", {"t": "result", "seq": 5, "game": 1, "winner": "black",
                                          "reason": "resignation", "line": []})
    db = str(tmp_path / "games.sqlite")
    assert main(["--db", db, "show", "1"]) == 0
    assert "not confirmed on the board" in capsys.readouterr().out
    store.record_event("sim-0001", "e1", {"t": "confirm", "seq": 6, "game": 1, "winner": "black",
                                          "reason": "resignation"})
    assert main(["--db", db, "show", "1"]) == 0
    assert "confirmed by both players on the board" in capsys.readouterr().out
