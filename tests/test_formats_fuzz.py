"""Damaged files: every importer, given a valid file with bytes changed, cut or inserted, either
reads it or refuses it with its FormatError naming the place; never any other exception."""

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from host.formats import FormatError, export_records, import_records, renlib
from host.game_record import Record
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


DIGITS = b"9" * 5000  # int() refuses more than 4,300 digits with a ValueError of its own
HUGE = b"x" * 1000001


@pytest.mark.parametrize("name, data", [
    # what the campaign found, each a traceback or a refusal of megabytes before its fix
    ("sgf", b"(;GM[4]SZ[" + DIGITS + b"];B[hh])"),
    ("sgf", b"(;GM[4]SZ[15];B[hh]XU[" + DIGITS + b"])"),
    ("psq", b"Piskvorky " + DIGITS + b"x15, 0:0, 0\n8,8,0\n"),
    ("psq", b"Piskvorky 15x15, 0:0, 0\n" + DIGITS + b",8,0\n"),
    ("yixin", b"15\n15\n" + DIGITS + b"\n7 7\n"),
    ("yixin", b"15\n15\n1\n" + DIGITS + b" 7\n"),
    ("text", DIGITS + b". h8"),
    ("text", b"1. h8 +" + DIGITS + b":00:00"),
    ("renlib", renlib.write_all([Record.from_names(["h8"], event="a\nMove " + "9" * 5000 + ": x"),
                                 Record.from_names(["h8", "h9"])])),
    ("renjunet", b"<database><players><player id='1' name='" + HUGE + b"'/></players><games/></database>"),
    ("renjunet", b"<database><games><game id='1' round='" + HUGE + b"'><move>h8</move></game></games></database>"),
    ("sgf", b"(;GM[4]SZ[15]C[" + HUGE + b"];B[hh])"),
    ("text", b"1. h8 {" + HUGE + b"}"),
])
def test_what_the_campaign_found_is_read_or_refused_in_one_short_line(name, data):
    try:
        records = import_records(name, data)
    except FormatError as error:
        assert "\n" not in str(error) and len(str(error)) < 300
    else:  # what is read can be kept
        assert len(import_records("text", export_records("text", records))) == len(records)
