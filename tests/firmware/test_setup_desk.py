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
