"""RenLib's own files (public test files of another reader, see fixtures/renlib/NOTICE.md): read
with the right orientation, and written back byte for byte."""

from pathlib import Path

import pytest

from host.formats import pos, renlib

FIXTURES = Path(__file__).resolve().parent / "fixtures" / "renlib"
ROW15 = ["%s15" % c for c in "abcdefghijklmno"]
ROW14 = ["%s14" % c for c in "abcdefghijklmno"]
ROW1 = ["%s1" % c for c in "abcdefghijklmno"]


def load(name):
    return (FIXTURES / name).read_bytes()


def test_two_top_rows_lib():
    game = renlib.read(load("lib_two_top_rows.lib"))[0]
    assert game.names() == ROW15 + ROW14
    assert [n.point for n in game.tree.children][1:] == [112]  # h8, a sibling of a15 at the root


def test_four_in_each_corner_lib():
    game = renlib.read(load("lib_4_in_corner.lib"))[0]
    assert game.names() == "a15 b15 c15 d15 l15 m15 n15 o15 a1 b1 c1 d1 l1 m1 n1 o1".split()


def test_pass_with_a_comment_lib():
    game = renlib.read(load("lib_3_is_pass.lib"))[0]
    assert game.names() == ["h8", "i9", "pass", "k8"]
    assert game.moves[2].comment.strip() == "Pass"


def test_four_answers_lib():
    game = renlib.read(load("lib_4_left_right_up_down.lib"))[0]
    h8 = game.tree.children[0]
    assert [renlib_name(n) for n in h8.children] == ["h9", "g8", "i8", "h7"]
    assert game.names() == ["h8", "h9"]
    i8 = h8.children[2]
    assert [renlib_name(n) for n in i8.main_line()] == ["j8", "k8"]


def test_comments_lib_with_its_trailing_odd_byte():
    data = load("lib_comment.lib")
    game = renlib.read(data)[0]
    assert game.names() == ["h8", "g7"]
    assert [m.comment.strip() for m in game.moves] == ["This comment on 78", "Im from 87"]
    assert renlib.write(game) == data[:-1]  # RenLib left one stray byte after the last text


@pytest.mark.parametrize("name", ["lib_two_top_rows.lib", "lib_4_in_corner.lib", "lib_3_is_pass.lib",
                                  "lib_4_left_right_up_down.lib", "lib_documented.lib",
                                  "example_for_science_with_variant_maybe.lib"])
def test_renlib_files_are_written_back_byte_for_byte(name):
    data = load(name)
    assert renlib.write(renlib.read(data)[0]) == data


def test_documented_and_variant_trees():
    game = renlib.read(load("example_for_science_with_variant_maybe.lib"))[0]
    h8 = game.tree.children[0]
    assert h8.comment == "first"
    assert game.tree.count() == renlib.read(renlib.write(game))[0].tree.count()
    documented = renlib.read(load("lib_documented.lib"))[0]
    comments = [n.comment.strip() for n in _walk(documented.tree) if n.comment]
    assert comments == ["AA", "BB"]


@pytest.mark.parametrize("name, moves", [
    ("example.pos", ROW15 + ROW1),
    ("pos_two_top_rows.pos", ROW15 + ROW14),
    ("4th_is_a_pass.pos", ["h8", "i8", "g8", "pass", "j8"]),
])
def test_pos_files(name, moves):
    data = load(name)
    game = pos.read(data)[0]
    assert game.names() == moves
    assert pos.write(game) == data


def renlib_name(node):
    from shared_rules.terms import move_name

    return move_name(node.point)


def _walk(root):
    stack = [root]
    while stack:
        node = stack.pop()
        yield node
        stack.extend(reversed(node.children))
