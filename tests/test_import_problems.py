"""Record.problems() finds moves after a five by a cheap look at the board before the last move,
replaying the game only where that board holds a row of five: it must report exactly what a replay
of every move through the rules' five_line reports, on the games the tests and benches hold and on
random games made to hold fives, overlines and repeated points anywhere."""

import random
from pathlib import Path

from host.game_record import Move, Record
from shared_rules.board import parse_point
from shared_rules.fouls import five_line
from shared_rules.terms import PASS, colour_of_move

ROOT = Path(__file__).resolve().parent.parent
GAME_FILES = [ROOT / "tests" / "vectors" / name for name in ("games.txt", "openings.txt", "game_endings.txt",
                                                             "symmetry.txt")] + [ROOT / "bench" / "realistic_games.txt"]


def after_five_by_replay(record):
    """The "moves after the five" problem as a replay of every move finds it (the check before)."""
    cells = bytearray(225)
    for i, move in enumerate(record.moves):
        if move.point == PASS or cells[move.point]:
            continue
        cells[move.point] = colour_of_move(i)
        if five_line(cells, move.point, colour_of_move(i)):
            if i + 1 < len(record.moves):
                return ["%d move(s) after the five of move %d" % (len(record.moves) - i - 1, i + 1)]
            return []
    return []


def after_five(record):
    return [p for p in record.problems() if "after the five" in p]


def held_games():
    for path in GAME_FILES:
        for line in path.read_text().splitlines():
            if line.startswith("moves:"):
                names = line.split(":", 1)[1].split()
                yield Record([Move(PASS if n == "pass" else parse_point(n)) for n in names])


def test_the_held_games_agree_with_a_replay():
    games = list(held_games())
    assert len(games) > 50
    # Their prefixes too, each as it is and played on by two more stones on empty points (a
    # five mid-game, at the end, or none).
    found = 0
    for game in games:
        empty = [Move(p) for p in range(225) if p not in {m.point for m in game.moves}]
        for length in range(len(game.moves) + 1):
            for more in (0, 2):
                cut = Record(game.moves[:length] + empty[:more])
                assert after_five(cut) == after_five_by_replay(cut), cut.names()
                found += bool(after_five_by_replay(cut))
    assert found > 40, "the held games have fives with moves after them"


def random_game(rng):
    """Stones near the centre, a point played twice now and then, a pass now and then: fives,
    Black overlines, rows of six, and moves after them."""
    moves = []
    x = y = 7
    for _ in range(rng.randint(0, 120)):
        x = min(14, max(0, x + rng.randint(-2, 2)))
        y = min(14, max(0, y + rng.randint(-2, 2)))
        moves.append(Move(PASS if rng.random() < 0.02 else y * 15 + x))
    return Record(moves)


def test_random_games_agree_with_a_replay():
    rng = random.Random(38)
    fives = 0
    for _ in range(6000):
        game = random_game(rng)
        expected = after_five_by_replay(game)
        assert after_five(game) == expected, game.names()
        fives += bool(expected)
    assert fives > 500  # the random games do hold moves after fives


def test_games_without_a_repeat_or_a_pass_agree_with_a_replay():
    # Most games: no point twice, no pass. The check then makes the board before the last move
    # as two bit boards, without a loop a move: the same answer, for a Record and for the bare
    # points a database's record holds (PlainRecord).
    from host.game_record import PlainRecord

    rng = random.Random(39)
    fives = 0
    for _ in range(4000):
        points, x, y = [], 7, 7
        for _ in range(rng.randint(0, 110)):
            x, y = min(14, max(0, x + rng.randint(-2, 2))), min(14, max(0, y + rng.randint(-2, 2)))
            if y * 15 + x not in points:
                points.append(y * 15 + x)
        game = Record([Move(p) for p in points])
        expected = after_five_by_replay(game)
        assert after_five(game) == expected, game.names()
        assert PlainRecord(points).problems() == game.problems()
        fives += bool(expected)
    assert fives > 300  # the games do hold moves after fives
