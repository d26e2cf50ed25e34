"""Points, the two notations, the star points and the 8 symmetries."""

from shared_rules.board import (
    parse_point, point_name, RIF, FEDERATION, CENTRE, PointError, POINTS, SYMMETRIES, SYMMETRY_NAMES,
    INVERSE, STAR_POINTS, transform, Board,
)


def test_centre_is_h8():
    assert parse_point("h8") == CENTRE == 112
    assert point_name(112) == "h8"


def test_federation_skips_j():
    assert point_name(parse_point("M4", FEDERATION)) == "l4"
    assert parse_point("J9", FEDERATION) == parse_point("I9", FEDERATION) == parse_point("i9")
    assert point_name(parse_point("k10"), FEDERATION) == "L10"  # RIF k is the 11th column: L


def test_bad_names_raise():
    for name in ("p1", "a0", "a16", "h", "", "hh8", "a08"):
        try:
            parse_point(name, RIF)
        except PointError:
            continue
        assert False, name


# -- notation round trips, star points, the symmetries (the rules issue) -----------------------

def test_every_point_round_trips_in_both_notations():
    for p in range(POINTS):
        assert parse_point(point_name(p)) == p
        assert parse_point(point_name(p, FEDERATION), FEDERATION) == p
        assert parse_point(point_name(p).upper()) == p  # case does not matter within a notation
        assert parse_point(point_name(p, FEDERATION).lower(), FEDERATION) == p
    assert point_name(0) == "a1" and point_name(224) == "o15"
    assert point_name(0, FEDERATION) == "A1" and point_name(224, FEDERATION) == "P15"



def test_a_rif_name_costs_no_heap():
    """The board's report names every move of the game: on MicroPython a name built per call (a
    letter + a number) would cost a string object a move, kept as long as the game."""
    import sys

    if sys.implementation.name != "micropython":
        return  # CPython has no heap lock; the same file runs under MicroPython (tests/mp_runner.py)
    import micropython

    micropython.heap_lock()  # any allocation raises MemoryError
    try:
        for p in range(POINTS):
            point_name(p)
    finally:
        micropython.heap_unlock()

def test_j_is_i_in_federation_notation_and_the_tenth_column_in_rif():
    for row in range(1, 16):
        assert parse_point("J%d" % row, FEDERATION) == parse_point("I%d" % row, FEDERATION)
        assert parse_point("j%d" % row, FEDERATION) == parse_point("i%d" % row, RIF)
        assert parse_point("j%d" % row, RIF) == parse_point("i%d" % row, RIF) + 1
    assert point_name(parse_point("i9"), FEDERATION) == "I9"  # written I, never J
    for name in ("p1", "P15"):
        try:
            parse_point(name, RIF)  # RIF stops at o
            assert False, name
        except PointError:
            pass
    assert parse_point("P15", FEDERATION) == 224


def test_star_points_in_both_notations():
    rif = [parse_point(name) for name in ("d4", "d12", "l4", "l12")]
    federation = [parse_point(name, FEDERATION) for name in ("D4", "D12", "M4", "M12")]
    assert rif == federation
    assert sorted(STAR_POINTS) == sorted(rif + [CENTRE])
    assert [point_name(p, FEDERATION) for p in rif] == ["D4", "D12", "M4", "M12"]
    assert parse_point("M4", FEDERATION) != parse_point("m4", RIF)  # the same letters, other points


def test_the_eight_symmetries():
    assert len(SYMMETRIES) == 8 and SYMMETRY_NAMES[0] == "identity"
    images = set()
    for k in range(8):
        table = SYMMETRIES[k]
        assert sorted(table) == list(range(POINTS))  # a permutation of the points
        assert table[CENTRE] == CENTRE
        for p in range(POINTS):
            assert SYMMETRIES[INVERSE[k]][table[p]] == p
        images.add(" ".join(point_name(transform(parse_point(name), k)) for name in ("h9", "i10")))
        for k2 in range(8):  # closed under composition: the dihedral group of the square
            composed = bytes(SYMMETRIES[k2][table[p]] for p in range(POINTS))
            assert composed in SYMMETRIES
    # h9 goes to each of the four neighbours twice, i10 (which breaks the tie) to distinct points.
    assert len(images) == 8
    assert point_name(transform(parse_point("h9"), 1)) == "g8"  # rotate 90: up becomes left
    assert point_name(transform(parse_point("h9"), 4)) == "h9"  # mirror columns keeps column h
    assert point_name(transform(parse_point("i9"), 6)) == "i9"  # mirror diagonal keeps i9


def test_board_transformed_keeps_colours():
    board = Board.from_names(black=["h8", "i10"], white=["h9"])
    turned = board.transformed(1)
    assert turned == Board.from_names(black=["h8", "f9"], white=["g8"])
    assert turned.transformed(INVERSE[1]) == board
