"""The clock-face layout and the LED chain tables: pure, board independent."""

from ht16k33 import layout, glyph, DP
from ledchain import chain_table


def test_clock_times_put_the_colon_in_the_middle():
    assert layout("1:23") == (bytes((0, 0x06, 0x5B, 0x4F)), True)
    assert layout("12:05") == (bytes((0x06, 0x5B, 0x3F, 0x6D)), True)


def test_decimal_point_takes_no_digit_and_numbers_align_right():
    assert layout("19.4") == (bytes((0, 0x06, 0x6F | DP, 0x66)), False)
    assert layout("7") == (bytes((0, 0, 0, 0x07)), False)


def test_words_align_left_and_long_text_loses_spaces_then_is_cut():
    assert layout("B") == (bytes((0x7C, 0, 0, 0)), False)
    assert layout("B WIN")[0] == bytes((0x7C, 0x2A, 0x30, 0x54))
    assert layout("DRAW")[0] == bytes((0x5E, 0x50, 0x77, 0x2A))
    assert layout("PAUSED")[0] == bytes((0x73, 0x77, 0x3E, 0x6D))


def test_unknown_characters_are_blank_and_lower_case_falls_back():
    assert glyph("?") == 0
    assert glyph("e") == glyph("E")


def test_chain_layouts():
    rows = chain_table(15, "rows")
    snake = chain_table(15, "serpentine-rows")
    cols = chain_table(15, "serpentine-columns")
    assert [rows[p] for p in (0, 14, 15)] == [0, 14, 15]
    assert [snake[p] for p in (0, 14, 15, 29, 30)] == [0, 14, 29, 15, 30]
    assert [cols[p] for p in (0, 15, 1, 16)] == [0, 1, 29, 28]
    assert sorted(snake) == list(range(225))


def test_explicit_runs_map_each_row():
    rows = ["a%d-o%d" % (r, r) for r in range(1, 16)]
    assert list(chain_table(15, rows)) == list(chain_table(15, "rows"))
    snake = ["a%d-o%d" % (r, r) if r % 2 else "o%d-a%d" % (r, r) for r in range(1, 16)]
    assert list(chain_table(15, snake)) == list(chain_table(15, "serpentine-rows"))
    files = ["%s1-%s15" % (f, f) for f in "abcdefghijklmno"]
    assert list(chain_table(15, files)) == list(chain_table(15, "columns"))


def test_runs_that_miss_or_repeat_a_point_are_refused():
    for bad in (["a1-o1"], ["a1-o1"] * 15, ["a1-b2"] + ["a%d-o%d" % (r, r) for r in range(2, 16)], ["x1-o1"]):
        try:
            chain_table(15, bad)
        except ValueError:
            continue
        raise AssertionError("accepted %r" % (bad,))
