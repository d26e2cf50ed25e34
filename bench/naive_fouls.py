"""A straightforward reading of docs/rules.md's fouls, written for comparison: slow and obviously right.

Place the stone, walk its four lines cell by cell, and for each three try its completion points by
placing them and judging them with this same function (plain Python recursion: fine on a desktop
and for the shallow positions the tests give MicroPython). Shares nothing with shared_rules.fouls
but the board's numbering and the kind constants.
Used as the test oracle (tests/shared/test_fouls.py) and as the baseline in bench_fouls.py.
"""

from shared_rules.board import SIZE, POINTS, EMPTY, BLACK
from shared_rules.fouls import NOT_FORBIDDEN, FIVE, FOUL_33, FOUL_44, FOUL_OVERLINE

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def _at(p, dx, dy, k):
    """The point k steps from p along (dx, dy), or -1 off the board."""
    x = p % SIZE + k * dx
    y = p // SIZE + k * dy
    if 0 <= x < SIZE and 0 <= y < SIZE:
        return y * SIZE + x
    return -1


def _run(cells, p, dx, dy):
    """(low, high): how far the black run through p reaches back and forward, in steps."""
    low = 0
    while _at(p, dx, dy, low - 1) >= 0 and cells[_at(p, dx, dy, low - 1)] == BLACK:
        low -= 1
    high = 0
    while _at(p, dx, dy, high + 1) >= 0 and cells[_at(p, dx, dy, high + 1)] == BLACK:
        high += 1
    return low, high


def _five_with(cells, p, dx, dy, q):
    """Whether a black stone at the empty point q makes an exact five through p on this line."""
    cells[q] = BLACK
    low, high = _run(cells, p, dx, dy)
    five = high - low == 4 and q in [_at(p, dx, dy, k) for k in range(low, high + 1)]
    cells[q] = EMPTY
    return five


def _fours(cells, p, dx, dy):
    """Number of distinct fours (sets of four stones) through p on this line."""
    found = []
    for k in range(-4, 5):
        q = _at(p, dx, dy, k)
        if k == 0 or q < 0 or cells[q] != EMPTY or not _five_with(cells, p, dx, dy, q):
            continue
        cells[q] = BLACK
        low, high = _run(cells, p, dx, dy)
        cells[q] = EMPTY
        stones = sorted(_at(p, dx, dy, i) for i in range(low, high + 1) if _at(p, dx, dy, i) != q)
        if stones not in found:
            found.append(stones)
    return len(found)


def _open_four_completions(cells, p, dx, dy):
    """The empty points q that make an open four through p on this line: four in a row holding p
    and q, both ends empty, each end making an exact five."""
    result = []
    for k in range(-3, 4):
        q = _at(p, dx, dy, k)
        if k == 0 or q < 0 or cells[q] != EMPTY:
            continue
        cells[q] = BLACK
        low, high = _run(cells, p, dx, dy)
        if high - low == 3 and low <= k <= high:
            ends = (_at(p, dx, dy, low - 1), _at(p, dx, dy, high + 1))
            if all(e >= 0 and cells[e] == EMPTY and _five_with(cells, p, dx, dy, e) for e in ends):
                result.append(q)
        cells[q] = EMPTY
    return result


def classify(cells, p):
    """What a black stone at the empty point p is: FIVE, a foul kind, or NOT_FORBIDDEN."""
    cells[p] = BLACK
    try:
        runs = [_run(cells, p, dx, dy) for dx, dy in DIRECTIONS]
        if any(high - low == 4 for low, high in runs):
            return FIVE
        if any(high - low >= 5 for low, high in runs):
            return FOUL_OVERLINE
        if sum(_fours(cells, p, dx, dy) for dx, dy in DIRECTIONS) >= 2:
            return FOUL_44
        threes = 0
        for dx, dy in DIRECTIONS:
            for q in _open_four_completions(cells, p, dx, dy):
                if classify(cells, q) in (NOT_FORBIDDEN, FIVE):
                    threes += 1
                    break
        return FOUL_33 if threes >= 2 else NOT_FORBIDDEN
    finally:
        cells[p] = EMPTY


def forbidden_map(cells):
    kinds = bytearray(POINTS)
    for p in range(POINTS):
        if cells[p] == EMPTY:
            kind = classify(cells, p)
            if kind != FIVE:
                kinds[p] = kind
    return kinds
