"""Reconciliation on MicroPython: the expected placement, and every anomaly's guide."""

from reconcile import Reconciler, MATCH, PLACEMENT, ANOMALY, CLEARED

BLACK = 1
WHITE = 2


def boards(game_stones, physical_stones):
    cells = bytearray(225)
    physical = bytearray(225)
    for p, c in game_stones.items():
        cells[p] = c
    for p, c in physical_stones.items():
        physical[p] = c
    return physical, cells


def test_the_expected_stone_is_a_placement():
    r = Reconciler()
    physical, cells = boards({112: BLACK}, {112: BLACK, 127: WHITE})
    assert r.compare(physical, cells, WHITE, True) == PLACEMENT
    assert r.placement == 127


def test_wrong_colour_is_an_anomaly_asking_to_remove_it():
    r = Reconciler()
    physical, cells = boards({112: BLACK}, {112: BLACK, 127: BLACK})
    assert r.compare(physical, cells, WHITE, True) == ANOMALY
    assert r.remove == [127] and r.restore == []


def test_a_lifted_stone_is_asked_back():
    r = Reconciler()
    physical, cells = boards({112: BLACK, 127: WHITE}, {112: BLACK})
    assert r.compare(physical, cells, BLACK, True) == ANOMALY
    assert r.restore == [127] and r.remove == []


def test_a_knocked_board_lists_every_point_to_fix():
    r = Reconciler()
    physical, cells = boards({112: BLACK, 127: WHITE, 113: BLACK}, {112: BLACK, 128: WHITE, 114: BLACK})
    assert r.compare(physical, cells, WHITE, True) == ANOMALY
    assert sorted(r.restore) == [113, 127] and sorted(r.remove) == [114, 128]


def test_a_swapped_colour_is_removed_and_restored():
    r = Reconciler()
    physical, cells = boards({112: BLACK}, {112: WHITE})
    assert r.compare(physical, cells, WHITE, True) == ANOMALY
    assert r.remove == [112] and r.restore == [112]


def test_no_placement_once_the_game_is_over():
    r = Reconciler()
    physical, cells = boards({112: BLACK}, {112: BLACK, 127: WHITE})
    assert r.compare(physical, cells, WHITE, False) == ANOMALY


def test_matching_and_cleared():
    r = Reconciler()
    physical, cells = boards({112: BLACK}, {112: BLACK})
    assert r.compare(physical, cells, WHITE, True) == MATCH
    physical, cells = boards({112: BLACK}, {})
    assert r.compare(physical, cells, WHITE, True) == CLEARED
