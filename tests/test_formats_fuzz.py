"""Damaged files: every importer, given a valid file with bytes changed, cut or inserted, either
reads it or refuses it with its FormatError naming the place; never any other exception."""

from hypothesis import HealthCheck, given, settings, strategies as st

from host.formats import FormatError, export_records, import_records
from host.record import Record
from shared_rules.board import parse_point

GAME = Record.from_names("h8 h9 i8 pass b15 a15 o15 a1 o1".split(), event="Cup", result="black", reason="five")
GAME.moves[2].comment = "a comment"
GAME.moves[1].used_ms = 1234
GAME.moves[1].clocks = (1000, 2000)
NO_PASS = Record.from_names("h8 h9 i8 b15 a15 o15 a1 o1".split(), event="Cup", result="black")
RIF = Record.from_names("h8 h9 i8 b15 a15 o15 a1 o1".split(), opening_rule="RIF", result="white",
                        offers=[parse_point("a15"), parse_point("c3")], swaps=[3])
VALID = {name: export_records(name, [RIF if name == "kurnik" else NO_PASS if name in ("psq", "renjunet", "yixin")
                                     else GAME])
         for name in ("renlib", "pos", "sgf", "psq", "yixin", "kurnik", "text", "renjunet", "svg")}


@st.composite
def damaged(draw):
    name = draw(st.sampled_from(sorted(VALID)))
    if draw(st.integers(0, 9)) == 0:  # sometimes a foreign file altogether
        return name, draw(st.binary(max_size=200))
    data = bytearray(VALID[name])
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from(["flip", "cut", "insert", "delete"]))
        at = draw(st.integers(0, max(0, len(data) - 1)))
        if kind == "flip" and data:
            data[at] = draw(st.integers(0, 255))
        elif kind == "cut":
            del data[at:]
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=4))
        elif data:
            del data[at]
    return name, bytes(data)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(damaged())
def test_a_damaged_file_is_read_or_refused_with_a_place_and_a_reason(case):
    name, data = case
    try:
        records = import_records(name, data)
    except FormatError as error:
        assert error.where and error.reason
    else:
        for record in records:
            record.problems()  # messy data is reported, never a crash
            export_records("text", [record])


def test_the_formats_fuzz_campaign_in_short():
    """`make fuzz-formats` runs it for minutes (host/formats/fuzz.py): here a few seconds of it,
    every valid seed whole and cut at each tenth, then mutations of every kind."""
    from host.formats.fuzz import run

    lines = []
    failures = run(seconds=6, seed=7, report=lines.append)
    assert failures == [], "\n".join(lines)
