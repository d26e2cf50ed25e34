"""Set-up mode's guides: the record's order, a study's steps, passes."""

from shared_rules.board import parse_point, BLACK, WHITE, EMPTY
from shared_rules.game import PASS
from setup_desk import SetupGuide, Study, next_in_order

H8, H9, I8, I9 = (parse_point(n) for n in ("h8", "h9", "i8", "i9"))


def test_the_guide_asks_for_the_first_played_of_the_missing_stones():
    guide = SetupGuide([H8, H9, I8, I9])
    assert guide.shown([H9, I8, I9]) == [H9]
    assert guide.shown([I9, I8]) == [I8]  # whatever order the reconciler lists them in
    assert guide.placed([I9]) == 3 and guide.total == 4


def test_a_study_steps_both_ways_and_colours_follow_move_numbers_passes_included():
    study = Study([H8, H9, PASS, I8], 0)
    assert not any(study.cells) and study.faces() == ("0", "4")
    assert study.step(1) and study.cells[H8] == BLACK
    assert study.step(3)
    assert study.cells[H9] == WHITE and study.cells[I8] == WHITE  # move 4: a pass was move 3
    assert not study.step(1) and study.k == 4
    assert study.step(-2) and study.cells[I8] == EMPTY and study.cells[H9] == WHITE
    assert not study.step(-3) and study.k == 2


def test_a_stone_not_in_the_record_is_still_shown():
    order = bytearray(225)
    assert next_in_order([5, 9], order) == [5]
    assert next_in_order([], order) == []


def _names(*names):
    return bytes(parse_point(n) for n in names)


def test_a_studys_forced_win_plays_out_stone_by_stone_then_the_position_again():
    import time
    from setup_desk import LINE_END_MS, LINE_STEP_MS

    moves = [parse_point(n) for n in "h8 a1 i8 a2 j8 a3".split()]  # Black to move: k8 l8 ... a four
    line = _names("k8", "g8", "l8")  # a stand-in: Black's four, White's block, Black's five
    study = Study(moves, 6, None, {6: ("vcf", line)})
    assert study.faces() == ("6", "VCF") and study.line is None
    assert study.start_line(1000) and study.line_shown == 1 and study.faces() == ("VCF", "1-3")
    assert not study.line_tick(1000 + LINE_STEP_MS - 1)
    assert study.line_tick(1000 + LINE_STEP_MS) and study.line_shown == 2 and study.faces() == ("VCF", "2-3")
    study.line_step(-1, 2600)
    assert study.line_shown == 1
    study.line_step(-1, 2700)  # no stone before the first
    assert study.line_shown == 1 and study.line is not None
    study.line_step(1, 2800)
    study.line_step(1, 2900)
    assert study.line_shown == 3 and study.faces() == ("VCF", "3-3")
    assert sorted(study.line_five) == sorted(_names("h8", "i8", "j8", "k8", "l8"))  # Black's five, not g8
    study.line_step(1, 3000)  # nothing after the five
    assert study.line_shown == 3
    assert not study.line_tick(2900 + LINE_END_MS - 1)
    assert study.line_tick(2900 + LINE_END_MS) and study.line is None  # back to the position
    assert study.faces() == ("6", "VCF") and study.cells[parse_point("k8")] == EMPTY
    assert study.start_line(time.ticks_ms()) and study.step(-1) and study.line is None  # a step leaves it
    assert study.faces() == ("5", "6") and not study.start_line(0)  # no line at move 5


def test_a_hint_waits_while_the_line_plays():
    moves = [parse_point(n) for n in "h8 a1".split()]
    study = Study(moves, 2, [-1, -1, parse_point("i9")], {2: ("vct", _names("i9", "a2", "j10"))})
    assert study.hint() == parse_point("i9")
    study.start_line(0)
    assert study.hint() == -1
    study.leave_line()
    assert study.hint() == parse_point("i9")
