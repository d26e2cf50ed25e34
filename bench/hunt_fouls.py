"""Hunt for costly forbidden-map updates beyond the bench's position sets.

    python bench/hunt_fouls.py [--sequences N] [--seed S] [--top K] [--micropython PATH]

Plays N random sequences (stones dropped one at a time on a random 6x6 to 9x9 square, a random
share of them White, Black never on a foul or a five: crowded black clusters full of nested threes),
ranks every ForbiddenMap.update by the lines of shared_rules/fouls.py it executes under CPython
(sys.settrace: the same on every run, unlike wall time on a shared machine), then counts the K
costliest under callgrind on MicroPython, one count per update as bench/callgrind_fouls.py does, and
prints them in instructions and estimated Pico ms (docs/performance.md). Needs valgrind.
"""
import sys

# (Runs under MicroPython too, to replay one update: only sys at the top, paths without os.path.)
_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
for _path in (_HERE + "/..", _HERE):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from shared_rules import fouls  # noqa: E402
from shared_rules.board import POINTS, BLACK, WHITE, point_name  # noqa: E402


def _replay(stones):
    """Under MicroPython: place every stone but the last, then the last through filter() (the one
    call callgrind collects)."""
    cells = bytearray(POINTS)
    fmap = fouls.ForbiddenMap(cells)
    for p, colour in stones[:-1]:
        cells[p] = colour
        fmap.update(cells, p)
    p, colour = stones[-1]
    cells[p] = colour

    def place(p):
        fmap.update(cells, p)

    for _ in filter(place, (p,)):
        pass


def _lines_run(fmap, cells, p):
    count = [0]
    source = fouls.__file__

    def tracer(frame, event, arg):
        if frame.f_code.co_filename != source:
            return None
        if event == "line":
            count[0] += 1
        return tracer

    sys.settrace(tracer)
    fmap.update(cells, p)
    sys.settrace(None)
    return count[0]


def _sequence(rng):
    """(cost, stones so far) of every update of one random sequence."""
    cells = bytearray(POINTS)
    fmap = fouls.ForbiddenMap(cells)
    size = rng.choice((6, 7, 8, 9))
    row, column = rng.randint(0, 15 - size), rng.randint(0, 15 - size)
    points = [(row + r) * 15 + column + c for r in range(size) for c in range(size)]
    rng.shuffle(points)
    white_share = rng.choice((0.15, 0.25, 0.35, 0.5))
    stones = []
    for p in points:
        colour = WHITE if rng.random() < white_share else BLACK
        if colour == BLACK:
            if fmap.kinds[p]:
                continue
            cells[p] = BLACK
            five = fouls.five_line(cells, p, BLACK)
            cells[p] = 0
            if five:
                continue
        cells[p] = colour
        stones.append((p, colour))
        yield _lines_run(fmap, cells, p), list(stones)


def _instructions(micropython, stones):
    import os
    import subprocess
    import tempfile
    from callgrind_fouls import _total

    out = os.path.join(tempfile.mkdtemp(prefix="hunt-fouls-"), "callgrind.out")
    argument = " ".join("%d:%d" % stone for stone in stones)
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out, "--collect-atstart=no",
                           "--toggle-collect=filter_iternext", micropython, __file__, "replay", argument],
                          capture_output=True, text=True, env=dict(os.environ, PYTHONHASHSEED="0"))
    if done.returncode != 0:
        sys.exit("callgrind failed:\n" + done.stderr[-2000:])
    return _total(out)


def main(argv=None):
    import os
    import random
    from callgrind_fouls import PICO_INSTRUCTIONS_PER_MS
    from host.arguments import Parser, count, readable_file, seed

    beside = os.path.join(os.path.dirname(sys.executable), "micropython")
    parser = Parser(prog="python bench/hunt_fouls.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--sequences", type=count(1, what="a number of sequences"), default=2000,
                        help="random sequences to play (default %(default)s)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--top", type=count(1, what="a number of updates"), default=5,
                        help="the costliest updates counted under callgrind (default %(default)s)")
    parser.add_argument("--micropython", type=readable_file, default=beside if os.path.exists(beside) else None,
                        help="the MicroPython unix port (default: beside this Python)")
    args = parser.parse_args(argv)
    sequences, seed, top, micropython = args.sequences, args.seed, args.top, args.micropython or "micropython"
    rng = random.Random(seed)
    best = []
    updates = 0
    for _ in range(sequences):
        for cost, stones in _sequence(rng):
            updates += 1
            best.append((cost, stones))
            if len(best) > 4 * top:
                best.sort(key=lambda item: -item[0])
                del best[top:]
    best.sort(key=lambda item: -item[0])
    print("%d random sequences (seed %d), %d updates; the %d costliest by lines run under CPython, counted on"
          " MicroPython:" % (sequences, seed, updates, top))
    for cost, stones in best[:top]:
        instructions = _instructions(micropython, stones)
        print("  %d instructions = %.1f ms (%d lines under CPython): %s placed after %s"
              % (instructions, instructions / PICO_INSTRUCTIONS_PER_MS, cost, point_name(stones[-1][0]),
                 " ".join("%s:%s" % (point_name(p), "bw"[c - 1]) for p, c in stones[:-1])))


if __name__ == "__main__":
    if sys.argv[1:2] == ["replay"]:
        _replay([tuple(int(x) for x in item.split(":")) for item in sys.argv[2].split()])
    else:
        main()
