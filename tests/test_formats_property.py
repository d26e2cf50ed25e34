"""Random games with random metadata (any text, passes anywhere, times) come back unchanged from
every format that keeps the whole record."""

from hypothesis import given, settings, strategies as st

from host.formats import export_records, import_records
from host.game_record import Move, Player, Record
from shared_rules.terms import PASS

ANY_TEXT = st.text(st.characters(blacklist_categories=("Cc", "Cs")) | st.just("\n"), max_size=12)
ONE_LINE = st.text(st.characters(blacklist_categories=("Cc", "Cs")), max_size=12)
# RenLib texts have no charset marker: the reader guesses, so they are tested with plain ASCII.
ASCII = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=12)


@st.composite
def records(draw, text=ANY_TEXT, line=ONE_LINE):
    points = draw(st.lists(st.integers(0, 224), unique=True, max_size=30))
    moves = []
    for p in points:
        if draw(st.integers(0, 9)) == 0:
            moves.append(Move(PASS))
        moves.append(Move(p))
    for move in moves:
        if draw(st.booleans()):
            move.used_ms = draw(st.integers(0, 36000000))
            move.clocks = (draw(st.integers(0, 36000000)), draw(st.integers(0, 36000000)))
        move.comment = draw(text)
        move.annotations = draw(st.lists(line.filter(lambda s: s and s[0] != " "), max_size=2))
    record = Record(moves)
    for field in ("event", "round", "board", "place", "opening_rule", "time_control", "reason"):
        setattr(record, field, draw(line))
    record.date = draw(st.sampled_from(["", "2026-11-30", "1989"]))
    record.comment = draw(text)
    record.black = Player(*[draw(line) for _ in range(4)])
    record.white = Player(*[draw(line) for _ in range(4)])
    record.result = draw(st.sampled_from([None, "black", "white", "draw"]))
    record.confirmed = draw(st.booleans())
    record.swaps = draw(st.lists(st.integers(1, 5), max_size=2))
    record.offers = draw(st.lists(st.integers(0, 224), unique=True, max_size=3))
    return record


@settings(max_examples=60, deadline=None)
@given(records())
def test_text_sgf_and_score_sheet_keep_any_game(record):
    for name in ("text", "text-federation", "sgf", "svg"):
        back = import_records(name, export_records(name, [record]))
        assert len(back) == 1
        assert record.differences(back[0]) == [], name


def _renlib_safe(record):
    # RenLib's game line is "Black - White 1-0": names with " - ", or the colour words themselves,
    # would be read back differently; and a comment's lines starting "Time: " or "! " carry times
    # and annotations.
    for player, word in ((record.black, "Black"), (record.white, "White")):
        if " - " in player.name or player.name == word or player.name.strip() != player.name:
            player.name = ""
    return record


@settings(max_examples=60, deadline=None)
@given(records(text=ASCII, line=ASCII))
def test_renlib_keeps_any_game_as_a_line(record):
    record = _renlib_safe(record)
    for move in record.moves:
        move.comment = "\n".join(line for line in move.comment.split("\n")
                                 if not line.startswith(("Time: ", "! ")))
    back = import_records("renlib", export_records("renlib", [record]))[0]
    assert record.differences(back) == []
