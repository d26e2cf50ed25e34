"""Fixed workloads for counting instructions (bench/callgrind_fouls.py runs these under callgrind):

    micropython bench/fouls_workload.py MODE N

updates N   replay every test game N times: each move, then each takeback, one ForbiddenMap.update
scratch N   forbidden_map() N times on every 10th position of every test game
tables N    build lines.py's tables N times (what line_tables.py saves the board at import)
import N    N > 0: import shared_rules.fouls (with lines and board); N == 0: import board only
permove N   replay the games once, each update called through filter() so that callgrind can
            collect and dump exactly one update at a time (--toggle-collect=filter_iternext)
heap N      replay one whole game and its takebacks with the map kept (run it under
            micropython -X heapsize=64k); prints heap figures
N == 0 does the same setup without the measured work: count(N) - count(0) is the work's cost.
"""
import sys

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
for _path in (_HERE + "/..", _HERE):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from shared_rules.board import POINTS, EMPTY, BLACK, WHITE, parse_point  # noqa: E402


def load_games():
    games = []
    with open(_HERE + "/../tests/vectors/games.txt") as f:
        for line in f:
            if line.startswith("moves:"):
                games.append([parse_point(name) for name in line[6:].split()])
    return games


def updates(n):
    from shared_rules.fouls import ForbiddenMap

    games = load_games()
    count = 0
    for moves in games:
        cells = bytearray(POINTS)
        fmap = ForbiddenMap(cells)
        for _ in range(n):
            for i in range(len(moves)):
                cells[moves[i]] = BLACK if i % 2 == 0 else WHITE
                fmap.update(cells, moves[i])
            for i in range(len(moves) - 1, -1, -1):
                cells[moves[i]] = EMPTY
                fmap.update(cells, moves[i])
        count += 2 * len(moves)
    print("updates per repetition: %d" % count)


def scratch(n):
    from shared_rules.fouls import forbidden_map

    positions = []
    for moves in load_games():
        cells = bytearray(POINTS)
        for i in range(len(moves)):
            cells[moves[i]] = BLACK if i % 2 == 0 else WHITE
            if i % 10 == 9:
                positions.append(bytearray(cells))
    for _ in range(n):
        for cells in positions:
            forbidden_map(cells)
    print("maps per repetition: %d" % len(positions))


def tables(n):
    from shared_rules import make_line_tables

    for _ in range(n):
        make_line_tables.tables()


def import_(n):
    if n:
        import shared_rules.fouls  # noqa: F401


def permove(n):
    from shared_rules.fouls import ForbiddenMap

    games = load_games()
    for moves in games:
        cells = bytearray(POINTS)
        fmap = ForbiddenMap(cells)
        update = fmap.update

        def place(p):
            update(cells, p)  # returns None: filter() then asks for the next item and stops

        for i in range(len(moves)):
            cells[moves[i]] = BLACK if i % 2 == 0 else WHITE
            if n:
                for _ in filter(place, (moves[i],)):
                    pass
            else:
                fmap.update(cells, moves[i])


def heap(n):
    # One whole game (the first, 120 moves) and its takebacks, with the map kept up to date.
    import gc

    gc.collect()
    before = gc.mem_alloc()
    from shared_rules.fouls import ForbiddenMap

    gc.collect()
    imported = gc.mem_alloc()
    moves = []
    with open(_HERE + "/../tests/vectors/games.txt") as f:
        for line in f:
            if line.startswith("moves:"):
                moves = [parse_point(name) for name in line[6:].split()]
                break
    cells = bytearray(POINTS)
    fmap = ForbiddenMap(cells)
    low = gc.mem_free()
    for i in range(len(moves)):
        cells[moves[i]] = BLACK if i % 2 == 0 else WHITE
        fmap.update(cells, moves[i])
        low = min(low, gc.mem_free())
    for i in range(len(moves) - 1, -1, -1):
        cells[moves[i]] = EMPTY
        fmap.update(cells, moves[i])
        low = min(low, gc.mem_free())
    gc.collect()
    print("heap: importing shared_rules.fouls (lines, fouls; board was loaded first; from source): %d bytes kept"
          % (imported - before))
    print("heap: a %d-move game and its takebacks with the map kept: done; in use after gc %d bytes,"
          " free %d of %d; least free seen %d" % (len(moves), gc.mem_alloc(), gc.mem_free(),
                                                  gc.mem_alloc() + gc.mem_free(), low))
    try:
        import micropython

        print("heap: micropython.mem_peak() %d bytes (all allocations since start, garbage included)"
              % micropython.mem_peak())
    except (ImportError, AttributeError):
        print("heap: micropython.mem_peak() not available")


MODES = {"updates": updates, "scratch": scratch, "tables": tables, "import": import_,
         "permove": permove, "heap": heap}

MODES[sys.argv[1]](int(sys.argv[2]) if len(sys.argv) > 2 else 1)
