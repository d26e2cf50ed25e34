"""Wall-clock benchmark of Black's forbidden map, on CPython or MicroPython (paths set here):

    python bench/bench_fouls.py            micropython bench/bench_fouls.py

For every stone of every sequence of bench/foul_positions.py's sets (generated games, realistic
games, dense positions built for nested threes, the foul vectors' diagrams): the incremental update
(ForbiddenMap.update), the map from scratch (forbidden_map), and on every 4th position a check
against the straightforward reference (bench/naive_fouls.py). Prints, per set, how deep the 3x3
searches went (levels: 1 = the stone's own threes only, 2 = a completion point needed its own 3x3
search, ...) and median and worst in ms. Wall time is this desktop's, under whatever load it has:
for the Pico, and for ratios between implementations, count instructions (bench/callgrind_fouls.py).
"""
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
for _path in (_HERE + "/..", _HERE):
    if _path not in sys.path:
        sys.path.insert(0, _path)

import time  # noqa: E402

from shared_rules.board import POINTS, EMPTY  # noqa: E402
from shared_rules import fouls  # noqa: E402
import naive_fouls  # noqa: E402
import foul_positions  # noqa: E402

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


def _median(values):
    values = sorted(values)
    return values[len(values) // 2]


def depth_recorder():
    """Count, for each 3x3 search, how many levels it opened (the root is 1; the search says)."""
    levels = [0] * 32
    search = fouls._Position.double_three

    def double_three(self, p):
        result = search(self, p)
        levels[min(self.levels, 32) - 1] += 1
        return result

    fouls._Position.double_three = double_three
    return levels


def bench_set(name, levels):
    update_us = []
    scratch_us = []
    fouls_seen = [0] * 5
    checked = 0
    sequences = foul_positions.load(name)
    for i in range(len(levels)):
        levels[i] = 0
    for sequence in sequences:
        cells = bytearray(POINTS)
        fmap = fouls.ForbiddenMap(cells)
        for i in range(len(sequence)):
            p, colour = sequence[i]
            cells[p] = colour
            start = _now()
            fmap.update(cells, p)
            update_us.append(_us(start, _now()))
            start = _now()
            full = fouls.forbidden_map(cells)
            scratch_us.append(_us(start, _now()))
            for kind in full:
                fouls_seen[kind] += 1
            if i % 4 == 3:
                assert naive_fouls.forbidden_map(cells) == full
                checked += 1
            assert fmap.kinds == full
        for i in range(len(sequence) - 1, -1, -1):  # takebacks, timed with the stones
            cells[sequence[i][0]] = EMPTY
            start = _now()
            fmap.update(cells, sequence[i][0])
            update_us.append(_us(start, _now()))
    searches = sum(levels)
    depth = ", ".join("%d: %d" % (k + 1, levels[k]) for k in range(len(levels)) if levels[k])
    print("%s: %d sequences, %d stones (+ as many takebacks); forbidden points seen: 33 x%d, 44 x%d, 6 x%d;"
          " naive reference agrees on %d positions"
          % (name, len(sequences), sum(len(s) for s in sequences), fouls_seen[2], fouls_seen[3], fouls_seen[4],
             checked))
    print("  3x3 searches run (updates and maps from scratch): %d; levels opened per search (1 = the stone's own threes only): %s"
          % (searches, depth or "none"))
    print("  incremental update per stone: median %.3f ms, worst %.3f ms; whole map from scratch: median %.3f ms,"
          " worst %.3f ms (wall clock)"
          % (_median(update_us) / 1000, max(update_us) / 1000, _median(scratch_us) / 1000, max(scratch_us) / 1000))


def main():
    if "-h" in sys.argv[1:] or "--help" in sys.argv[1:]:
        print("usage: python bench/bench_fouls.py   (or: micropython bench/bench_fouls.py)\n\n" + __doc__)
        return
    print("interpreter: %s" % sys.implementation.name)
    levels = depth_recorder()
    for name in foul_positions.SETS:
        bench_set(name, levels)


if __name__ == "__main__":
    main()
