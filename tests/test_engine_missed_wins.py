"""The forced wins a review finds the players missed (host/forced_win.py, host/engine_review.py): a
real game in which Black misses a VCF, reviewed by the real engine, its line checked here by
shared_rules' own game (every Black stone allowed at its turn, every Black move a four, Black's five
at the end); and a stand-in engine's line through a forbidden point, which the review drops and logs.
The line on the board's LEDs: tests/test_engine_study_line.py."""

import json
import logging
import sys

import pytest

from engine_support import RAPFI, STANDIN
from host.engine import Engine, Limit, to_xy
from host.engine_review import as_json, from_store, missed_wins, review, stored, study_arguments, table
from shared_rules import fouls
from shared_rules.board import BLACK, POINTS, parse_point
from shared_rules.game import Game

# Rapfi against itself (White at strength 20) until Black had a VCF, then Black's move 19 went
# elsewhere (j6) and White defended (k6). After 18 moves Black wins by fours, from f6 or from i5.
VCF_GAME = "h8 g9 i8 g8 i9 h10 i11 i7 i10 i12 g7 j10 h7 k10 g6 f5 h6 h5 j6 k6".split()
MISSED_AT = 18  # the position (moves played) where Black had the VCF; move 19 missed it
QUICK = Limit(time=0.2)


@pytest.fixture(scope="module")
def reviewed():
    assert RAPFI.exists(), "the engine is not built: make engine"
    game = Game.replay(VCF_GAME)
    assert game.result is None  # the game goes on: nobody has won
    with Engine.start([str(RAPFI)]) as engine:
        return review(engine, game.moves, QUICK)


def _rules_replay(names):
    """shared_rules' game in training mode (a forbidden Black stone raises IllegalMove)."""
    game = Game(foul_mode="training")
    for name in names:
        game.play(parse_point(name) if name != "pass" else -1)
    return game


def _threatens_five(names):
    """Whether the side that just moved could make its five next (were its opponent to pass)."""
    game = _rules_replay(names + ["pass"])
    return any(not game.board.cells[p] and game.makes_five(p) for p in range(POINTS))


def test_the_missed_vcf_is_found_and_its_line_holds_by_the_rules(reviewed):
    win = reviewed[MISSED_AT].missed
    assert win is not None, [r.describe() for r in reviewed]
    assert reviewed[MISSED_AT].played == parse_point("j6") and win.k == MISSED_AT
    assert win.kind == "vcf" and win.attacker == BLACK
    line = win.names()
    assert line[0] != "j6" and len(line) % 2 == 1  # Black's moves and White's answers, Black's five last
    before = VCF_GAME[:MISSED_AT]
    final = _rules_replay(before + line)  # no stone of it refused: every Black stone allowed at its turn
    assert final.result is not None and final.result.winner == BLACK and final.result.reason == 1  # a five
    assert parse_point(line[-1]) in final.result.line
    for i in range(0, len(line) - 1, 2):  # every Black move before the five makes a four (a VCF)
        assert _threatens_five(before + line[:i + 1]), (line, i)
    for i in range(1, len(line), 2):  # and White's answers are legal moves of the position
        _rules_replay(before + line[:i + 1])


def test_only_misses_are_recorded_and_each_line_holds(reviewed):
    wins = missed_wins(reviewed)
    assert wins and wins[0].k == MISSED_AT
    for win in wins:
        assert reviewed[win.k].played != win.line[0]  # the move played was not the line's first
        final = _rules_replay(VCF_GAME[:win.k] + win.names())
        assert final.result is not None and final.result.winner == win.attacker


def test_the_cli_table_the_store_and_the_json_carry_it(reviewed):
    win = reviewed[MISSED_AT].missed
    text = "\n".join(table(reviewed))
    assert "move 19 j6 (black) missed a VCF in %d: %s" % ((len(win.line) + 1) // 2, " ".join(win.names())) in text
    rows = stored(reviewed)
    assert rows[MISSED_AT][5] == "vcf " + " ".join(win.names()) and rows[0][5] is None
    again = from_store(rows)
    assert again[MISSED_AT].missed.line == win.line and again[MISSED_AT].missed.k == MISSED_AT
    assert as_json(again)["missed_wins"] == [{"n": 19, "kind": "vcf", "line": win.names()}] + [
        {"n": w.k + 1, "kind": w.kind, "line": w.names()} for w in missed_wins(reviewed)[1:]]
    args = study_arguments({"moves": VCF_GAME, "mode": "study", "at": 0}, reviewed)
    assert args["lines"][0] == "18,vcf," + ",".join(win.names())
    from shared_rules.protocol_check import check_command

    check_command("setup", args)  # the board's command, whole, as the host checks it before queuing
    many = study_arguments({"moves": VCF_GAME, "mode": "study", "at": 0}, reviewed * 20)  # 20 wins missed
    assert 0 < len(many["lines"]) <= 16 and many["hints"]
    check_command("setup", many)  # still one frame the host takes: lines left out, then hints trimmed


# The stand-in's game: Black h8 g8 (a row) and i9 i10 (a column) make i8 a double three for Black
# after 8 moves; Black's 9th went to o1.
FOUL_GAME = "h8 a1 g8 a3 i9 a5 i10 a7 o1".split()


def _standin_claiming(tmp_path, names):
    lines = tmp_path / "mates.json"
    lines.write_text(json.dumps({"8": ["%d,%d" % to_xy(parse_point(n)) for n in names]}))
    return Engine.start([sys.executable, str(STANDIN), "mate", str(lines)], limit=QUICK,
                        grace=0.5, stop_grace=0.5)


def test_a_line_through_a_forbidden_point_is_dropped_and_logged(tmp_path, caplog):
    board = Game.replay(FOUL_GAME[:8]).board
    board.cells[parse_point("j7")] = BLACK  # the line's first Black stone: i8 is still a double three
    assert fouls.classify(board.cells, parse_point("i8")) == fouls.FOUL_33  # the rules' own verdict
    with _standin_claiming(tmp_path, "j7 o15 i8 o14 i7".split()) as engine, caplog.at_level(logging.WARNING):
        reviews = review(engine, [parse_point(n) for n in FOUL_GAME], QUICK)
    assert reviews[8].missed is None and missed_wins(reviews) == []
    refused = [r.getMessage() for r in caplog.records if "refused by the rules" in r.getMessage()]
    assert len(refused) == 1 and "after 8 moves" in refused[0] and "i8" in refused[0], refused
    assert "forbidden" in refused[0], refused


def test_the_same_stand_in_with_a_legal_line_is_believed_and_named_vct(tmp_path):
    # f8 makes a three (f8 g8 h8), e8 a four, d8 the exact five d8-h8: a win with a three in it.
    with _standin_claiming(tmp_path, "f8 o15 e8 o14 d8".split()) as engine:
        reviews = review(engine, [parse_point(n) for n in FOUL_GAME], QUICK)
    win = reviews[8].missed
    assert win is not None and win.names() == "f8 o15 e8 o14 d8".split() and win.kind == "vct"


def test_a_study_set_up_later_takes_the_saved_review_unless_the_record_changed(tmp_path, capsys, reviewed):
    from host.record_commands import setup_arguments, with_saved_review
    from host.store import Store
    from host.tournament_record import Records

    store = Store(tmp_path / "games.sqlite")
    events = [{"t": "game", "game": 1, "settings": {}}]
    events += [{"t": "move", "game": 1, "n": n, "point": p, "colour": "black" if n % 2 else "white"}
               for n, p in enumerate(VCF_GAME, 1)]
    for seq, event in enumerate(events, 1):
        store.record_event("b1", "e1", dict(event, seq=seq))
    game = Records(store).game(1)
    plain = setup_arguments(game, True, MISSED_AT)
    assert with_saved_review(store, game, plain) == plain  # no review saved: the study as it was
    store.save_review(1, stored(reviewed))
    studied = with_saved_review(store, game, plain)
    assert studied["lines"] == study_arguments(plain, reviewed)["lines"] and studied["lines"][0].startswith("18,vcf,")
    corrected = dict(plain, moves=plain["moves"][:-1] + ["a1"])
    assert with_saved_review(store, game, corrected) == corrected
    assert "the review saved for game 1 is of other moves" in capsys.readouterr().err
    store.close()
