"""Fixed workloads for counting instructions (bench/callgrind_fouls.py runs these under callgrind):

    micropython bench/fouls_workload.py MODE SET N

SET is one of bench/foul_positions.py's sets (generated, realistic, dense, nested).
updates SET N   replay every sequence N times: each stone, then each takeback, one ForbiddenMap.update
scratch SET N   forbidden_map() N times on every 10th position of every sequence, and its last
naive SET N     bench/naive_fouls.py's forbidden_map() N times on the last position of the first 4
                sequences (slow: a few per set is enough for a ratio)
ratio SET N     forbidden_map() N times on the same positions as naive
permove SET N   replay the set once, each update called through filter() so that callgrind can
                collect and dump exactly one update at a time (--toggle-collect=filter_iternext)
tables - N      build lines.py's tables N times (what line_tables.py saves the board at import)
import - N      N > 0: import shared_rules.fouls (with lines and board); N == 0: import board only
heap SET N      replay every sequence of SET (one at a time, a new map each) with the map kept; run
                it under micropython -X heapsize=... (bench/heap.py finds the smallest that
                completes); N == 0 only reads the sequences
N == 0 does the same setup without the measured work: count(N) - count(0) is the work's cost.
"""
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
for _path in (_HERE + "/..", _HERE):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from shared_rules.board import POINTS, EMPTY  # noqa: E402

RATIO_SEQUENCES = 4


def _sets(name):
    import foul_positions

    return foul_positions.load(name)


def updates(name, n):
    from shared_rules.fouls import ForbiddenMap

    count = 0
    for sequence in _sets(name):
        cells = bytearray(POINTS)
        fmap = ForbiddenMap(cells)
        for _ in range(n):
            for p, colour in sequence:
                cells[p] = colour
                fmap.update(cells, p)
            for i in range(len(sequence) - 1, -1, -1):
                p = sequence[i][0]
                cells[p] = EMPTY
                fmap.update(cells, p)
        count += 2 * len(sequence)
    print("updates per repetition: %d" % count)


def _positions(name, every):
    positions = []
    for sequence in _sets(name):
        cells = bytearray(POINTS)
        for i in range(len(sequence)):
            p, colour = sequence[i]
            cells[p] = colour
            if i % every == every - 1 or i == len(sequence) - 1:
                positions.append(bytearray(cells))
    return positions


def _last_positions(name):
    positions = []
    for sequence in _sets(name)[:RATIO_SEQUENCES]:
        cells = bytearray(POINTS)
        for p, colour in sequence:
            cells[p] = colour
        positions.append(cells)
    return positions


def scratch(name, n):
    from shared_rules.fouls import forbidden_map

    positions = _positions(name, 10)
    for _ in range(n):
        for cells in positions:
            forbidden_map(cells)
    print("maps per repetition: %d" % len(positions))


def naive(name, n):
    import naive_fouls

    positions = _last_positions(name)
    for _ in range(n):
        for cells in positions:
            naive_fouls.forbidden_map(cells)
    print("maps per repetition: %d" % len(positions))


def ratio(name, n):
    from shared_rules.fouls import forbidden_map

    positions = _last_positions(name)
    for _ in range(n):
        for cells in positions:
            forbidden_map(cells)
    print("maps per repetition: %d" % len(positions))


def tables(name, n):
    from shared_rules import make_line_tables

    for _ in range(n):
        make_line_tables.tables()


def import_(name, n):
    if n:
        import shared_rules.fouls  # noqa: F401


def permove(name, n):
    from shared_rules.fouls import ForbiddenMap

    for sequence in _sets(name):
        cells = bytearray(POINTS)
        fmap = ForbiddenMap(cells)
        update = fmap.update

        def place(p):
            update(cells, p)  # returns None: filter() then asks for the next item and stops

        for p, colour in sequence:
            cells[p] = colour
            if n:
                for _ in filter(place, (p,)):
                    pass
            else:
                fmap.update(cells, p)


def heap(name, n):
    import gc
    import foul_positions

    if not n:  # the same run without the engine: what the bench itself needs
        for sequence in foul_positions.each(name):
            pass
        return
    from shared_rules.fouls import ForbiddenMap

    gc.collect()
    low = gc.mem_free()
    in_use = 0
    count = 0
    for sequence in foul_positions.each(name):
        count += 1
        cells = bytearray(POINTS)
        fmap = ForbiddenMap(cells)
        for p, colour in sequence:
            cells[p] = colour
            fmap.update(cells, p)
            low = min(low, gc.mem_free())
        for i in range(len(sequence) - 1, -1, -1):
            p = sequence[i][0]
            cells[p] = EMPTY
            fmap.update(cells, p)
            low = min(low, gc.mem_free())
        gc.collect()
        in_use = max(in_use, gc.mem_alloc())
        fmap = sequence = None
    print("heap: %d sequences, a new map each; total %d bytes, least free seen %d, most in use after a"
          " collection %d" % (count, gc.mem_alloc() + gc.mem_free(), low, in_use))


MODES = {"updates": updates, "scratch": scratch, "naive": naive, "ratio": ratio, "tables": tables,
         "import": import_, "permove": permove, "heap": heap}

MODES[sys.argv[1]](sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 1)
