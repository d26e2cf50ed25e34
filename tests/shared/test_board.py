"""Points and the two notations (the complete notation tests come with the rules issue)."""

from shared_rules.board import parse_point, point_name, RIF, FEDERATION, CENTRE, PointError


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
