"""Wall-clock benchmark of Black's forbidden map, on CPython or MicroPython (paths set here):

    python bench/bench_fouls.py            micropython bench/bench_fouls.py

For every move of the test games (tests/vectors/games.txt: seeded greedy games, 60-120 moves, dense
in threes, fours and fouls): the incremental update (ForbiddenMap.update), the map from scratch
(forbidden_map), and, on every 4th position, the straightforward reference (bench/naive_fouls.py)
for the ratio. Prints median and worst in ms. Wall time here is the desktop's: for the Pico, count
instructions with bench/callgrind_fouls.sh.
"""
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
for _path in (_HERE + "/..", _HERE):
    if _path not in sys.path:
        sys.path.insert(0, _path)

import time  # noqa: E402

from shared_rules.board import POINTS, EMPTY, BLACK, WHITE, parse_point  # noqa: E402
from shared_rules import fouls  # noqa: E402
import naive_fouls  # noqa: E402

if hasattr(time, "ticks_us"):  # MicroPython

    def _now():
        return time.ticks_us()

    def _us(start, end):
        return time.ticks_diff(end, start)

else:

    def _now():
        return time.perf_counter_ns() // 1000

    def _us(start, end):
        return end - start


def load_games(path=_HERE + "/../tests/vectors/games.txt"):
    games = []
    with open(path) as f:
        for line in f:
            if line.startswith("moves:"):
                games.append([parse_point(name) for name in line[6:].split()])
    return games


def _median(values):
    values = sorted(values)
    return values[len(values) // 2]


def _deepest_search():
    """Wrap the 3x3 search's frame opener to record the deepest nested level (root is level 0)."""
    deepest = [0]
    opener = fouls._Position._frame

    def frame(self, k, q):
        if k > deepest[0]:
            deepest[0] = k
        opener(self, k, q)

    fouls._Position._frame = frame
    return deepest


def main():
    games = load_games()
    update_us = []
    scratch_us = []
    naive_us = []
    engine_at_naive_us = []
    fouls_seen = [0] * 5
    deepest = _deepest_search()
    for moves in games:
        cells = bytearray(POINTS)
        fmap = fouls.ForbiddenMap(cells)
        for i in range(len(moves)):
            p = moves[i]
            cells[p] = BLACK if i % 2 == 0 else WHITE
            start = _now()
            fmap.update(cells, p)
            update_us.append(_us(start, _now()))
            start = _now()
            full = fouls.forbidden_map(cells)
            scratch_us.append(_us(start, _now()))
            for kind in full:
                fouls_seen[kind] += 1
            if i % 4 == 3:
                start = _now()
                slow = naive_fouls.forbidden_map(cells)
                naive_us.append(_us(start, _now()))
                engine_at_naive_us.append(scratch_us[-1])
                assert slow == full
            assert fmap.kinds == full
        for i in range(len(moves) - 1, -1, -1):  # takebacks, timed with the moves
            cells[moves[i]] = EMPTY
            start = _now()
            fmap.update(cells, moves[i])
            update_us.append(_us(start, _now()))
    print("interpreter: %s" % sys.implementation.name)
    print("games: %d, moves: %d (+ as many takebacks); forbidden points seen: 33 x%d, 44 x%d, 6 x%d"
          % (len(games), sum(len(m) for m in games), fouls_seen[2], fouls_seen[3], fouls_seen[4]))
    print("deepest 3x3 search: %d nested level(s) below the root" % deepest[0])
    print("incremental update per move: median %.3f ms, worst %.3f ms"
          % (_median(update_us) / 1000, max(update_us) / 1000))
    print("whole map from scratch:      median %.3f ms, worst %.3f ms"
          % (_median(scratch_us) / 1000, max(scratch_us) / 1000))
    print("naive reference, whole map:  median %.3f ms, worst %.3f ms (%d positions)"
          % (_median(naive_us) / 1000, max(naive_us) / 1000, len(naive_us)))
    print("naive / scratch on the same positions: %.0fx (median); naive / incremental: %.0fx"
          % (_median(naive_us) / max(1, _median(engine_at_naive_us)), _median(naive_us) / max(1, _median(update_us))))


main()
