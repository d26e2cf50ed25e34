"""host/engine.py: the client of a renju engine run as its own program.

Against the real engine (Rapfi, built by `make engine` into var/rapfi): short searches whose
answers are checked against shared_rules, not against the client. The fault paths, against a
stand-in engine: tests/test_engine_faults.py."""

import time

from host.engine import EngineError, Limit, rules_forbidden
from shared_rules.board import BLACK, parse_point, point_name
from shared_rules.game import Game
from shared_rules.terms import colour_of_move

from engine_support import moves_of, rapfi  # noqa: F401 (rapfi: a fixture)


# -- the real engine ----------------------------------------------------------------------------

def test_the_real_engine_says_who_it_is(rapfi):
    assert "rapfi" in rapfi.name.lower()


def test_the_engine_completes_an_open_four_and_blocks_the_opponents_four(rapfi):
    # Black h8 i8 j8 k8 (an open four, g8 and l8 make five), White's stones elsewhere: Black wins.
    moves = moves_of("h8 a1 i8 a3 j8 a5 k8 a7")
    assert point_name(rapfi.play(moves)) in ("g8", "l8")
    # White to move against Black's four h8-k8 closed at g8: White must take l8.
    moves = moves_of("h8 g8 i8 a1 j8 a3 k8")
    assert point_name(rapfi.play(moves)) == "l8"


def test_n_best_lines_come_with_evaluations_and_legal_first_moves(rapfi):
    game = Game.replay("h8 h9 i9 g8 i7".split())  # a common opening (move 5)
    lines = rapfi.analyse(game.moves, n=3, limit=Limit(time=0.5))
    assert len(lines) == 3
    firsts = [line.move for line in lines]
    assert len(set(firsts)) == 3, firsts
    for line in lines:
        game.check(line.move)  # White's move: legal by shared_rules (raises otherwise)
        assert line.score is not None and line.depth and line.depth > 1
        assert 0.0 <= line.winrate <= 1.0
        assert len(line.moves) >= 2  # a principal variation, not just the move


def test_a_node_limit_bounds_the_search(rapfi):
    lines = rapfi.analyse(moves_of("h8 h9 i9"), limit=Limit(nodes=2000))
    assert lines[0].nodes is not None and lines[0].nodes < 200_000


def test_the_engine_never_plays_a_point_the_rules_forbid_black(rapfi):
    # Black h8 i8 (a row) and j7 j9 (a column): j8 makes two open threes, a 3x3 forbidden to Black,
    # and j8 is where Black would otherwise like to play most.
    moves = moves_of("h8 a1 i8 a3 j7 a5 j9 a7")
    assert colour_of_move(len(moves)) == BLACK
    forbidden = rules_forbidden(moves)
    assert parse_point("j8") in forbidden
    for _ in range(3):
        assert rapfi.play(moves) not in forbidden
    assert rapfi.forbidden(moves) == forbidden


def test_the_engines_forbidden_points_agree_with_the_rules_on_positions_from_a_game(rapfi):
    game = Game.replay("h8 h9 i9 g8 i7 i8 j8 g10 g9 f10 h10 e11".split())
    before = len(rapfi.disagreements)
    for k in range(len(game.moves) + 1):  # with White to move, as if White passed
        assert rapfi.forbidden(game.moves[:k]) == rules_forbidden(game.moves[:k])
    assert len(rapfi.disagreements) == before
    # White to move, Black's 3x3 at j8 on the board: the engine names it too.
    white_to_move = moves_of("h8 a1 i8 a3 j7 a5 j9")
    assert rapfi.forbidden(white_to_move) == rules_forbidden(white_to_move) == {parse_point("j8")}


def test_stop_ends_a_long_search_with_its_best_move_so_far(rapfi):
    import threading

    threading.Timer(0.5, rapfi.stop).start()
    started = time.monotonic()
    move = rapfi.play(moves_of("h8 h9 i9"), limit=Limit(time=30))
    assert time.monotonic() - started < 10
    assert move is not None and move not in moves_of("h8 h9 i9")


# Black to move, and lost: White's g9 h9 . j9 k9 makes five at i9, which is forbidden to Black
# (a 3x3). Rapfi 0.43.02 dies (SIGSEGV) on it, started again or not.
LOST = "h8 h9 h10 g8 f10 g9 i10 g10 g11 g6 g7 j9 f9 k9"


def test_a_position_the_engine_dies_on_is_one_clear_error_and_the_engine_goes_on(rapfi):
    moves = moves_of(LOST)
    assert parse_point("i9") in rules_forbidden(moves)
    restarts = rapfi.restarts
    try:
        rapfi.play(moves)
    except EngineError as error:
        assert "\n" not in str(error)
        assert rapfi.restarts == restarts + 1  # it was started again and asked again
    assert point_name(rapfi.play(moves_of("h8 h9 i9"))) not in ("h8", "h9", "i9")  # and it plays on


def test_the_table_plays_a_legal_move_for_an_engine_that_cannot_answer(rapfi):
    from host.play import Table

    class Board:  # the store's side of the board: commands queued and answered at once
        def __init__(self):
            self.commands = []

        def queue_command(self, board, name, args):
            self.commands.append((name, args))
            return len(self.commands)

        def command(self, command_id):
            return {"replied": True, "ok": True, "detail": ""}

    store = Board()
    table = Table(store, "b1", rapfi, 1)  # the engine plays Black
    game = Game.replay(LOST.split())
    table.think(game)
    name, args = store.commands[-1]
    assert name == "request" and args["colour"] == "black" and args["n"] == 15
    game.check(parse_point(args["point"]))  # legal by shared_rules (raises otherwise)
