"""host/engine.py when the engine misbehaves.

The fault paths, against a stand-in engine (tests/fakes/engine_standin.py) doing what the real one
rarely does: crash, hang, answer garbage, propose an illegal move, disagree on a forbidden point.
The real engine: tests/test_engine.py."""

import logging
import time

import pytest

from host.engine import Engine, EngineDied, EngineError, from_xy, parse_score, to_xy
from shared_rules.board import parse_point, point_name
from shared_rules.terms import PASS

from engine_support import ROOT, moves_of, standin


# -- the stand-in: faults -------------------------------------------------------------------------

def test_coordinates_go_both_ways_with_the_top_row_as_y0():
    assert to_xy(parse_point("a1")) == (0, 14) and to_xy(parse_point("o15")) == (14, 0)
    assert all(from_xy(*to_xy(p)) == p for p in range(225))
    assert from_xy(-1, -1) == PASS
    with pytest.raises(ValueError):
        from_xy(15, 3)
    assert parse_score("+M5") == (99995, 5) and parse_score("-M*") == (-99999, -1) and parse_score("-37") == (-37, None)


def test_a_good_standin_answers_with_its_line():
    with standin("good") as engine:
        lines = engine.analyse(moves_of("h8"))
    assert point_name(lines[0].move) != "h8" and lines[0].score == 17 and lines[0].depth == 3


@pytest.mark.parametrize("mode", ["crash", "hang", "garbage"])
def test_a_fault_restarts_the_engine_and_the_request_is_answered(tmp_path, mode, caplog):
    caplog.set_level(logging.WARNING, "tengen.engine")
    with standin(mode, tmp_path / "fault-done") as engine:
        started = time.monotonic()
        move = engine.play(moves_of("h8 h9"))
        assert time.monotonic() - started < 8
        assert move == parse_point("i9") or move not in moves_of("h8 h9")
        assert engine.restarts == 1
        assert engine.play(moves_of("h8 h9 i9")) not in moves_of("h8 h9 i9")  # and the game goes on
    assert (tmp_path / "fault-done").exists()  # the fault did happen
    assert "engine fault" in caplog.text


@pytest.mark.parametrize("mode", ["crash", "hang", "garbage"])
def test_an_engine_that_keeps_failing_is_one_clear_error(mode):
    with standin(mode) as engine:
        with pytest.raises(EngineDied) as error:
            engine.play(moves_of("h8"))
    assert "\n" not in str(error.value)


def test_a_move_the_rules_refuse_is_blocked_and_asked_again(caplog):
    caplog.set_level(logging.WARNING, "tengen.engine")
    with standin("illegal") as engine:
        move = engine.play(moves_of("h8 h9"))
    assert move not in moves_of("h8 h9")
    assert "which the rules refuse" in caplog.text


def test_a_forbidden_point_disagreement_is_logged_and_the_rules_decide(caplog):
    caplog.set_level(logging.WARNING, "tengen.engine")
    with standin("forbid") as engine:
        engine.play(moves_of("h8 h9"))  # Black to move: the stand-in claims a15 is forbidden
        assert len(engine.disagreements) == 1
        assert engine.disagreements[0].engine_only == [parse_point("a15")]
        engine.play(moves_of("h8"))  # White to move: checked too (as if White passed)
        assert len(engine.disagreements) == 2
    assert "disagree" in caplog.text and "a15" in caplog.text
    assert "after 2 moves (h8 h9)" in caplog.text  # the position, to reproduce it


def test_a_missing_engine_is_one_line_naming_the_build():
    with pytest.raises(EngineError) as error:
        Engine.start([str(ROOT / "var" / "no-such-engine")])
    assert "make engine" in str(error.value)


def test_an_engine_proposing_a_point_forbidden_for_black_never_gets_it_onto_the_board(tmp_path, caplog):
    """A stand-in that answers j8, a double three for Black, whatever it is told: the board is asked
    for a move shared_rules allows, never j8 (play.Table, through a store that records the requests)."""
    import json
    import sys

    from engine_support import QUICK, STANDIN
    from host.play import Table
    from shared_rules import fouls
    from shared_rules.game import P1, Game

    game = Game()
    for p in moves_of("h8 a1 i8 a15 j9 o1 j10 o15"):
        game.play(p)
    j8 = parse_point("j8")
    assert fouls.classify(game.board.cells, j8) == fouls.FOUL_33  # the rules' own verdict
    lines = tmp_path / "mates.json"
    lines.write_text(json.dumps({"8": ["%d,%d" % to_xy(j8)]}))

    class Store:  # the daemon's side: every request recorded, each answered at once
        def __init__(self):
            self.requests = []

        def queue_command(self, board, name, args):
            self.requests.append(args)
            return len(self.requests)

        def command(self, command_id):
            return {"replied": True, "ok": True, "detail": ""}

    caplog.set_level(logging.WARNING, "tengen")
    store = Store()
    with Engine.start([sys.executable, str(STANDIN), "mate", str(lines)], limit=QUICK, grace=0.5,
                      stop_grace=0.5) as engine:
        Table(store, "sim-0001", engine, P1).think(game)
    asked = [r["point"] for r in store.requests if "point" in r]
    assert len(asked) == 1 and asked[0] != "j8", store.requests
    game.check(parse_point(asked[0]))  # a move the rules allow Black
    assert "which the rules refuse" in caplog.text
