"""Every renju win found: a set of positions with known VCFs (victories by continuous fours), among
them wins through Black's forbidden blocks (a White four whose only block is a double four for
Black: a win for White, which the engine dies on when asked to defend it) and traps where a "win"
runs through a point forbidden for Black (an overline taken for a five, a double four taken for a
win). Each position's verdict is first settled by the tests' own VCF search, written here on
shared_rules' Game in club mode (where a Black stone on a forbidden point loses the game at
once), not on host/forced_win.py. Then the host must report every VCF of the set with a line that
holds, found with the real engine and without it (an engine that crashes), and refuse every trap.
"""

import json
import sys

import pytest

from engine_support import QUICK, RAPFI, STANDIN, rapfi  # noqa: F401 (the fixture)
from host.engine import Engine, to_xy
from host.forced_win import vcf, winning_line
from shared_rules.board import BLACK, EMPTY, POINTS, SIZE, parse_point, point_name
from shared_rules.game import CLUB, Game, IllegalMove
from shared_rules.terms import PASS, REASON_FIVE

# (name, Black's stones, White's stones, who wins by fours: "black", "white" or None). The stones
# are played alternately from h8; the side to move is the one with fewer stones (White when equal
# +1). j12 k12 l12 with m9 m10 m11 make m12 a double four for Black.
POSITIONS = [
    # White's broken four k14 l13 _ n11 o10: its only block m12 is Black's double four.
    ("four_blocked_only_by_a_double_four", "h8 j12 k12 l12 m9 m10 m11 j15", "k14 l13 n11 a1 o1 a15 o15", "white"),
    # A four first (k14: Black must take j14), then that four.
    ("vcf_ending_on_a_forbidden_block", "h8 j12 k12 l12 m9 m10 m11 j15 f14", "l13 n11 g14 h14 i14 a1 o1 o15",
     "white"),
    # The same four, but Black has a five of its own to make (g3): White must block, no VCF.
    ("the_forbidden_block_does_not_win_against_a_five", "h8 j12 k12 l12 m9 m10 m11 j15 c3 d3 e3 f3",
     "k14 l13 n11 a1 o1 a15 o15 b3 a5 a10 o5", None),
    # An ordinary VCF for Black: d4 e4 f4 (c4 White) makes g4 a four, c7 d8 e9 an open four.
    ("blacks_vcf", "h8 d4 e4 f4 c7 d8 e9 n14", "c4 a1 o1 a15 o15 o8 a8 h2", "black"),
    # c8 d8 e8 _ g8 h8: f8 would be six in a row, an overline, forbidden (not a five) for Black.
    ("overline_is_no_five", "h8 c8 d8 e8 g8 n3", "a8 a1 o1 a15 o15 o8", None),
    # m12 would make two fours for Black: forbidden; m13 and n12 are fours White blocks at m12.
    ("double_four_is_no_win", "h8 j12 k12 l12 m9 m10 m11 n3", "i12 m8 a1 o1 a15 o15 a8 o8", None),
]
TRAPS = {  # what a gomoku engine would call the win, through a forbidden point
    "overline_is_no_five": "f8",
    "double_four_is_no_win": "m12 n12 m13",
    "the_forbidden_block_does_not_win_against_a_five": "o10",
}


def moves_of(black, white):
    black, white = black.split(), white.split()
    moves = []
    for i, name in enumerate(black):
        moves.append(parse_point(name))
        if i < len(white):
            moves.append(parse_point(white[i]))
    assert len(black) - len(white) in (0, 1)
    return moves


# -- the tests' own VCF search ---------------------------------------------------------------------

def club_game(moves):
    game = Game(foul_mode=CLUB)  # a forbidden Black stone ends the game: White wins by the foul
    for p in moves:
        game.play(p)
    return game


def fives_for(game, colour):
    """Where colour's stone would end the game with its five (Game.makes_five: Black's exact five),
    colour to move or not (then as if its opponent had passed)."""
    if game.turn != colour:
        game = club_game(game.moves + [PASS])
    return [p for p in range(POINTS) if game.makes_five(p)]


def near_own_stones(game, colour):
    """The empty points within two of one of colour's stones (a four is made there or nowhere
    useful: the search is the tests' and may be slow, not wrong)."""
    cells = game.board.cells
    return [p for p in range(POINTS) if cells[p] == EMPTY and any(
        cells[q] == colour for q in range(POINTS)
        if abs(q % SIZE - p % SIZE) <= 4 and abs(q // SIZE - p // SIZE) <= 4
        and (q % SIZE == p % SIZE or q // SIZE == p // SIZE or abs(q % SIZE - p % SIZE) == abs(q // SIZE - p // SIZE)))]


def wins_by_fours(moves, depth=3):
    """The side to move's VCF within depth fours, as a line; None if there is none. The defender's
    reply to each four is its only block; a Black block that is a foul loses at once (club mode)."""
    game = club_game(moves)
    me, them = game.turn, 3 - game.turn
    own = fives_for(game, me)
    if own:
        return [own[0]]
    if depth == 0 or fives_for(game, them):  # the defender's four must be blocked first: not by this search
        return None
    for p in near_own_stones(game, me):
        try:
            after = club_game(moves + [p])
        except IllegalMove:
            continue
        if after.result is not None:  # a Black foul (a five was found above)
            continue
        blocks = fives_for(after, me)
        if not blocks or fives_for(after, them):
            continue
        if len(blocks) > 1:
            return [p]
        answered = club_game(moves + [p, blocks[0]])
        if answered.result is not None:
            if answered.result.winner == me:  # the only block is forbidden for Black: White wins
                return [p]
            continue
        rest = wins_by_fours(moves + [p, blocks[0]], depth - 1)
        if rest is not None:
            return [p, blocks[0]] + rest
    return None


def holds(moves, line):
    """Whether line is a win for the side to move by the rules: every move legal, the defender's
    each move a block (its only one, or one of two that lose alike), ending in the attacker's five or in a four the defender cannot block
    (no legal block in club mode, or two fives)."""
    attacker = club_game(moves).turn
    for i, p in enumerate(line):
        game = club_game(moves + line[:i])
        if i % 2 == 1 and p not in fives_for(game, attacker):
            return False  # not a block: the defender had better
        try:
            game.play(p)
        except IllegalMove:
            return False
        if game.result is not None:
            return i == len(line) - 1 and game.result.winner == attacker and game.result.reason == REASON_FIVE
    game = club_game(moves + line)
    blocks = fives_for(game, attacker)
    if fives_for(game, 3 - attacker) or not blocks:
        return False
    if len(blocks) > 1:
        return True
    return club_game(moves + line + blocks).result.winner == attacker  # the block is a foul


# -- the tests ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("name, black, white, winner", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_sets_verdicts_are_the_rules_own(name, black, white, winner):
    moves = moves_of(black, white)
    game = club_game(moves)
    found = wins_by_fours(moves)
    assert (found is not None) == (winner is not None), (name, found and [point_name(p) for p in found])
    if winner:
        assert game.turn == (BLACK if winner == "black" else 3 - BLACK) and holds(moves, found)
    if name in TRAPS:  # the gomoku win is really no win
        assert not holds(moves, [parse_point(n) for n in TRAPS[name].split()])


@pytest.mark.parametrize("name, black, white, winner", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_hosts_own_search_finds_every_vcf_and_no_trap(name, black, white, winner):
    moves = moves_of(black, white)
    game = club_game(moves)
    cells = list(game.board.cells)
    line = vcf(cells, game.turn)
    assert cells == list(game.board.cells)  # left as it was
    assert (line is not None) == (winner is not None), name
    if line is not None:
        assert holds(moves, line), [point_name(p) for p in line]


def a_crashing_engine():
    return Engine.start([sys.executable, str(STANDIN), "crash"], limit=QUICK, grace=0.5, stop_grace=0.5, retries=0)


@pytest.mark.parametrize("name, black, white, winner", [p for p in POSITIONS if p[3]], ids=[p[0] for p in POSITIONS if p[3]])
def test_a_line_the_engine_cannot_finish_is_finished_by_the_rules(name, black, white, winner):
    """Only the first move known (a short PV), and the engine dies when asked for more."""
    moves = moves_of(black, white)
    first = wins_by_fours(moves)[0]
    with a_crashing_engine() as engine:
        win = winning_line(engine, moves, [first], QUICK)
    assert win is not None and win.line[0] == first and holds(moves, win.line), name
    assert win.kind == "vcf"


@pytest.mark.parametrize("name", sorted(TRAPS))
def test_a_win_through_a_forbidden_point_is_refused(tmp_path, name):
    _, black, white, _ = next(p for p in POSITIONS if p[0] == name)
    moves = moves_of(black, white)
    claimed = [parse_point(n) for n in TRAPS[name].split()]
    lines = tmp_path / "mates.json"
    lines.write_text(json.dumps({str(len(moves)): ["%d,%d" % to_xy(p) for p in claimed]}))
    with Engine.start([sys.executable, str(STANDIN), "mate", str(lines)], limit=QUICK, grace=0.5,
                      stop_grace=0.5) as engine:
        assert winning_line(engine, moves, claimed, QUICK) is None


@pytest.mark.skipif(not RAPFI.exists(), reason="the engine is not built: make engine")
@pytest.mark.parametrize("name, black, white, winner", POSITIONS, ids=[p[0] for p in POSITIONS])
def test_the_real_engine_and_the_host_report_every_vcf_with_a_legal_line(rapfi, name, black, white, winner):  # noqa: F811
    moves = moves_of(black, white)
    best = rapfi.analyse(moves)[0]
    if winner is None:
        # The engine may see a slower win (a VCT); whatever it reports must hold by the rules.
        if best.mate and best.mate > 0:
            win = winning_line(rapfi, moves, best.moves, QUICK)
            assert win is None or club_game(moves + win.line).result is not None or holds(moves, win.line)
        return
    assert best.mate and best.mate > 0, (name, best)
    win = winning_line(rapfi, moves, best.moves, QUICK)
    assert win is not None, name
    assert holds(moves, win.line) or wins_as_vct(moves, win.line), (name, win.names())


def wins_as_vct(moves, line):
    """A line that is no pure VCF still ends in the attacker's five with every move legal."""
    try:
        game = club_game(moves + line)
    except IllegalMove:
        return False
    return game.result is not None and game.result.winner == club_game(moves).turn and game.result.reason == REASON_FIVE
