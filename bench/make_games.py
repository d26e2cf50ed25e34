"""Deterministic test games: a seeded greedy player that builds threes and fours, for the foul tests
and benchmarks. Writes tests/vectors/games.txt (python bench/make_games.py > tests/vectors/games.txt).

Each side plays the empty point (next to the stones) that best extends its own rows into crossings,
with a little seeded noise. Black never plays a foul (it asks shared_rules.fouls) and
neither side completes a five, so the games run their full length with many open threes and fours
on the board: positions dense in fouls and 3x3 searches, harder than most real games. The noise
comes from a small LCG so that CPython and MicroPython make the same games.
--realistic writes bench/realistic_games.txt instead: games of a player that also defends (below);
--dense bench/dense_positions.txt, positions built for nested threes.
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


# -- realistic games: a player that attacks and defends ----------------------------------------
#
# The greedy player above never blocks, so its games are long, crowded and full of overlines. This one
# plays as a weak club player would: it makes a five when it can, blocks the opponent's five, and
# otherwise weighs its own threats against the opponent's (open threes and fours on both sides),
# Black never playing a forbidden point. Its games end with a five, as most real games do, and reach
# the crowded black formations where 3x3 searches go deeper.

_WINDOW_VALUE = (0, 2, 12, 120, 2000)


def _windows(cells, p, colour):
    """Per line through p: the most stones of `colour` in a five-point window containing p with no
    opponent stone, and how many windows reach that count."""
    x0 = p % SIZE
    y0 = p // SIZE
    out = []
    for dx, dy in _DIRS:
        best = 0
        ways = 0
        for start in range(-4, 1):
            count = 0
            for k in range(start, start + 5):
                x = x0 + k * dx
                y = y0 + k * dy
                if not (0 <= x < SIZE and 0 <= y < SIZE):
                    count = -1
                    break
                v = cells[y * SIZE + x]
                if v == colour:
                    count += 1
                elif v != EMPTY:
                    count = -1
                    break
            if count > best:
                best = count
                ways = 1
            elif count == best and count > 0:
                ways += 1
        out.append((best, ways))
    return out


def _threat(cells, p, colour):
    value = 0
    for best, ways in _windows(cells, p, colour):
        value += _WINDOW_VALUE[best] * (1 + (ways > 1))
    return value


def _five_at(cells, p, colour):
    cells[p] = colour
    five = five_line(cells, p, colour)
    cells[p] = EMPTY
    return five is not None


def play_realistic(seed, length=150):
    """Moves (points) of one game, Black first on h8, until a five, no move left, or `length` moves."""
    rng = Lcg(seed)
    cells = bytearray(POINTS)
    fmap = ForbiddenMap(cells)
    moves = [112]
    cells[112] = BLACK
    fmap.update(cells, 112)
    while len(moves) < length:
        colour = BLACK if len(moves) % 2 == 0 else WHITE
        other = 3 - colour
        candidates = [p for p in range(POINTS) if cells[p] == EMPTY and _near(cells, p)
                      and not (colour == BLACK and fmap.kinds[p])]
        if not candidates:
            break
        choice = -1
        for p in candidates:  # a five wins at once
            if _five_at(cells, p, colour):
                choice = p
                break
        if choice < 0:
            for p in candidates:  # the opponent's five must be blocked
                if _five_at(cells, p, other) and not (other == BLACK and fmap.kinds[p]):
                    choice = p
                    break
        if choice < 0:
            best = -1
            for p in candidates:
                value = 10 * _threat(cells, p, colour) + 6 * _threat(cells, p, other) + rng.next(200)
                if value > best:
                    best = value
                    choice = p
        cells[choice] = colour
        fmap.update(cells, choice)
        moves.append(choice)
        if five_line(cells, choice, colour):
            break
    return moves


def main_realistic(count):
    print("# Realistic games made by bench/make_games.py --realistic (seeded; a player that attacks and")
    print("# defends; Black never fouls; each game ends with a five or stops at 150 moves). Read by the foul bench.")
    for seed in range(1, count + 1):
        moves = play_realistic(seed)
        print()
        print("game: %d" % seed)
        print("moves: %s" % " ".join(point_name(p) for p in moves))


def dense_position(seed, stones=48):
    """Stones dropped at random on the central 9x9 square, Black two in three, none making a five,
    Black never on a forbidden point: crowded black shapes, where threes nest."""
    rng = Lcg(seed * 7919)
    cells = bytearray(POINTS)
    fmap = ForbiddenMap(cells)
    placed = []
    tries = 0
    while len(placed) < stones and tries < 2000:
        tries += 1
        p = (3 + rng.next(9)) * SIZE + 3 + rng.next(9)
        colour = WHITE if rng.next(3) == 0 else BLACK
        if cells[p] != EMPTY or (colour == BLACK and fmap.kinds[p]) or _five_at(cells, p, colour):
            continue
        cells[p] = colour
        fmap.update(cells, p)
        placed.append((p, colour))
    return placed


def main_dense(count):
    print("# Positions built for nested threes by bench/make_games.py --dense (seeded): stones dropped at")
    print("# random on the central 9x9 square, Black two in three, no five, Black never on a foul; in order.")
    for seed in range(1, count + 1):
        print()
        print("position: %d" % seed)
        print("stones: %s" % " ".join("%s:%s" % (point_name(p), "b" if c == BLACK else "w")
                                      for p, c in dense_position(seed)))


def main():
    if "-h" in sys.argv[1:] or "--help" in sys.argv[1:]:  # no argparse: MicroPython runs this too
        print("usage: python bench/make_games.py [--realistic | --dense] > FILE\n\n" + __doc__)
        return
    if "--realistic" in sys.argv:
        return main_realistic(24)
    if "--dense" in sys.argv:
        return main_dense(16)
    print("# Test games made by bench/make_games.py (seeded greedy play; no fives; Black never fouls).")
    print("# One record per game: seed, and the moves in RIF notation, Black first.")
    for seed, length in ((1, 120), (2, 100), (3, 110), (4, 80), (5, 120), (6, 90), (7, 60), (8, 120)):
        moves = play(seed, length)
        print()
        print("game: %d" % seed)
        print("moves: %s" % " ".join(point_name(p) for p in moves))


if __name__ == "__main__":
    main()
