"""The rows behind a judgement of Black's move: explain(cells, p) for LED explanations and records.

Kept apart from fouls.py (which re-exports it) so that the firmware loads it only when asked.
It walks the board point by point: not a hot path.
"""

from shared_rules.board import EMPTY, BLACK
from shared_rules.lines import LINE_OF, POS_OF, STEPS, FOUR_ONE, line_points
from shared_rules.fouls import NOT_FORBIDDEN, FIVE, FOUL_33, FOUL_44, FOUL_OVERLINE, classify, _Position


def _line_run(cells, points, j):
    """(first, last) indices on `points` of the black run through index j."""
    first = j
    while first > 0 and cells[points[first - 1]] == BLACK:
        first -= 1
    last = j
    while last + 1 < len(points) and cells[points[last + 1]] == BLACK:
        last += 1
    return first, last


def _fours(cells, p, d):
    """The fours through the black stone at p on its line in direction d, as tuples of stones."""
    points = line_points(LINE_OF[4 * p + d])
    pos = POS_OF[4 * p + d]
    found = []
    for j in range(max(0, pos - 4), min(len(points), pos + 5)):
        f = points[j]
        if cells[f] != EMPTY:
            continue
        cells[f] = BLACK
        first, last = _line_run(cells, points, pos)
        if last - first == 4 and first <= j <= last:
            stones = tuple(points[i] for i in range(first, last + 1) if i != j)
            if stones not in found:
                found.append(stones)
        cells[f] = EMPTY
    return found


def explain(cells, p):
    """(kind, lines): classify(cells, p) and the rows it counted, each a tuple of points in order
    along its line: the five; the long rows; the fours (four stones each, two on one line when it
    holds two); the threes that count (three stones each). NOT_FORBIDDEN gives no lines."""
    kind = classify(cells, p)
    work = bytearray(cells)
    work[p] = BLACK
    lines = []
    for d in range(4):
        points = line_points(LINE_OF[4 * p + d])
        first, last = _line_run(work, points, POS_OF[4 * p + d])
        run = tuple(points[first:last + 1])
        if (kind == FIVE and len(run) == 5) or (kind == FOUL_OVERLINE and len(run) > 5):
            lines.append(run)
        elif kind == FOUL_44:
            lines.extend(_fours(work, p, d))
    if kind == FOUL_33:
        before = _Position(cells)
        after = _Position(work)
        for d in range(4):
            c = before.code(4 * p + d)
            if not 0 < c < FOUR_ONE:
                continue
            step = STEPS[d]
            for q in (p - (c & 3) * step if c & 3 else -1, p + (c >> 2) * step if c >> 2 else -1):
                if q >= 0 and after.kind(q) in (NOT_FORBIDDEN, FIVE):
                    points = line_points(LINE_OF[4 * p + d])
                    work[q] = BLACK
                    first, last = _line_run(work, points, POS_OF[4 * p + d])
                    work[q] = EMPTY
                    lines.append(tuple(points[i] for i in range(first, last + 1) if points[i] != q))
                    break
    return kind, lines
