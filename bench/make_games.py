"""Deterministic test games: a seeded greedy player that builds threes and fours, for the foul tests
and benchmarks. Writes tests/vectors/games.txt (python bench/make_games.py > tests/vectors/games.txt).

Each side plays the empty point (next to the stones) that best extends its own rows into crossings,
with a little seeded noise. Black never plays a foul (it asks shared_rules.fouls) and
neither side completes a five, so the games run their full length with many open threes and fours
on the board: positions dense in fouls and 3x3 searches, harder than most real games. The noise
comes from a small LCG so that CPython and MicroPython make the same games.
"""
import sys

if __name__ == "__main__" and "." not in sys.path:
    sys.path.append(".")

from shared_rules.board import SIZE, POINTS, EMPTY, BLACK, WHITE, point_name
from shared_rules.fouls import ForbiddenMap, five_line, classify, FIVE

_DIRS = ((1, 0), (0, 1), (1, 1), (1, -1))


class Lcg:
    def __init__(self, seed):
        self.x = seed % 65537

    def next(self, n):
        self.x = (self.x * 75 + 74) % 65537
        return self.x % n


def _counts(cells, p, colour):
    """Per line: `colour`'s stones within 4 of p on either side, up to an opposing stone."""
    counts = []
    x0 = p % SIZE
    y0 = p // SIZE
    for dx, dy in _DIRS:
        count = 0
        for sign in (1, -1):
            for k in range(1, 5):
                x = x0 + sign * k * dx
                y = y0 + sign * k * dy
                if not (0 <= x < SIZE and 0 <= y < SIZE):
                    break
                v = cells[y * SIZE + x]
                if v == colour:
                    count += 1
                elif v != EMPTY:
                    break
        counts.append(count)
    return counts


def _value(cells, p, colour):
    """Greedy value of p: lines where it joins two or more own stones (threes in the making, so
    crossings, fouls and 3x3 searches follow), longer rows, and crossings of the opponent's."""
    value = 0
    for count in _counts(cells, p, colour):
        value += 2 * count * count + (6 if count >= 2 else 0)
    for count in _counts(cells, p, 3 - colour):
        value += 3 if count >= 2 else 0
    return value


def _near(cells, p):
    x0 = p % SIZE
    y0 = p // SIZE
    for y in range(max(0, y0 - 2), min(SIZE, y0 + 3)):
        for x in range(max(0, x0 - 2), min(SIZE, x0 + 3)):
            if cells[y * SIZE + x]:
                return True
    return False


def _makes_five(cells, p, colour):
    if colour == BLACK:
        return classify(cells, p) == FIVE
    cells[p] = colour
    five = five_line(cells, p, colour)
    cells[p] = EMPTY
    return five is not None


def play(seed, length):
    """A list of `length` moves (points), Black first on h8."""
    rng = Lcg(seed)
    cells = bytearray(POINTS)
    fmap = ForbiddenMap(cells)
    moves = [112]
    cells[112] = BLACK
    fmap.update(cells, 112)
    while len(moves) < length:
        colour = BLACK if len(moves) % 2 == 0 else WHITE
        best = -1
        choice = -1
        for p in range(POINTS):
            if cells[p] != EMPTY or not _near(cells, p):
                continue
            if colour == BLACK and fmap.kinds[p]:
                continue
            value = _value(cells, p, colour) + rng.next(8)
            if value > best and not _makes_five(cells, p, colour):
                best = value
                choice = p
        if choice < 0:
            break
        cells[choice] = colour
        fmap.update(cells, choice)
        moves.append(choice)
    return moves


def main():
    print("# Test games made by bench/make_games.py (seeded greedy play; no fives; Black never fouls).")
    print("# One record per game: seed, and the moves in RIF notation, Black first.")
    for seed, length in ((1, 120), (2, 100), (3, 110), (4, 80), (5, 120), (6, 90), (7, 60), (8, 120)):
        moves = play(seed, length)
        print()
        print("game: %d" % seed)
        print("moves: %s" % " ".join(point_name(p) for p in moves))


if __name__ == "__main__":
    main()
