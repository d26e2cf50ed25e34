"""Import speed and memory of a whole RenjuNet/RIF database through the real command, printed for
`make bench-import`.

    python bench/bench_import.py [--games N] [--no-save]

Generates a database of N games (default 150,000, a federation's whole database; RenjuNet's own
export holds about 165,000) with 2,000 players and 200 tournaments, random games of 10 to 80 moves
near the centre, then runs `python -m host import FILE` (reading, listing, checking every game's
problems) and `python -m host import FILE --save` (into a fresh store) in fresh processes, on a
quarter of the games and on all of them: games per second, and the command's peak resident memory
(ru_maxrss), which stays flat when the import streams.
"""

import argparse
import os
import random
import resource
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from host.formats.renjunet import DatabaseWriter  # noqa: E402
from host.game_record import Move, Player, Record  # noqa: E402


PLAYERS = 3000
EVENTS = 1000


def generate(path, games, seed=1):
    """A federation's database: PLAYERS players, EVENTS events, games of 20 to 60 moves (40 on average)."""
    rng = random.Random(seed)
    players = [Player("Name%d Surname%d" % (i, i), country="C%d" % (i % 40)) for i in range(PLAYERS)]
    events = [("Tournament %d" % i, "20%02d-%02d-01" % (i % 25, 1 + i % 12)) for i in range(EVENTS)]
    with open(path, "w", encoding="utf-8") as out:
        writer = DatabaseWriter(out)
        seeds = []
        for i, (event, date) in enumerate(events):
            seeds.append(Record(event=event, date=date, opening_rule="RIF", black=players[i % PLAYERS],
                                white=players[(i + 1) % PLAYERS]))
        seeds += [Record(black=p, white=p, event=events[0][0], date=events[0][1], opening_rule="RIF") for p in players]
        writer.tables(seeds)
        for n in range(games):
            used = set()
            moves = []
            x, y = 7, 7
            for _ in range(rng.randint(20, 60)):
                while (x, y) in used:
                    x = min(14, max(0, x + rng.randint(-2, 2)))
                    y = min(14, max(0, y + rng.randint(-2, 2)))
                used.add((x, y))
                moves.append(Move(y * 15 + x))
            event, date = events[n % len(events)]
            record = Record(moves, event=event, date=date, opening_rule="RIF", round=str(1 + n % 9),
                            black=players[rng.randrange(PLAYERS)], white=players[rng.randrange(PLAYERS)],
                            result=rng.choice(("black", "white", "draw")), swaps=[3] if n % 2 else [])
            record.extra["id"] = str(n + 1)
            writer.game(record)
        writer.close()


def measure(command):
    """Runs command in a fresh process (through this file, so that its peak memory is the only
    child measured): (seconds, peak KB, exit status, its standard error's last line)."""
    out = subprocess.run([sys.executable, __file__, "--measure"] + command, check=True, stdout=subprocess.PIPE,
                         text=True).stdout.split("\n", 3)
    return float(out[0]), int(out[1]), int(out[2]), out[3].strip()


def _measure_here(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    seconds = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print("%.3f\n%d\n%d\n%s" % (seconds, peak_kb, result.returncode, (result.stderr.strip().splitlines() or [""])[-1]))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=150000)
    parser.add_argument("--no-save", action="store_true", help="measure the import without --save only")
    args, rest = parser.parse_known_args()
    if rest[:1] == ["--measure"]:
        _measure_here(rest[1:])
        return
    if rest:
        parser.error("unknown arguments: %s" % " ".join(rest))
    if args.games < 4:
        parser.error("--games must be at least 4")
    with tempfile.TemporaryDirectory() as tmp:
        sizes = (args.games // 4, args.games)
        paths = {}
        start = time.perf_counter()
        for games in sizes:
            paths[games] = os.path.join(tmp, "generated-%d.rif" % games)
            generate(paths[games], games)
        print("== RenjuNet database import through `tengen-host import`: %s generated games, %.1f MB"
              " (generated in %.1f s) ==" % (" and ".join(str(n) for n in sizes), os.path.getsize(paths[args.games]) / 1e6,
                                             time.perf_counter() - start))
        modes = [("import", [])] + ([] if args.no_save else [("import --save", ["--save"])])
        for label, extra in modes:
            for games in sizes:
                db = os.path.join(tmp, "store-%d.sqlite" % games)
                command = [sys.executable, "-m", "host", "--db", db, "import", paths[games], "--no-progress"] + extra
                seconds, peak_kb, status, last = measure(command)
                print("%-14s %7d games in %7.2f s: %6.0f games/s, peak memory %6.1f MB (exit %d: %s)"
                      % (label, games, seconds, games / seconds, peak_kb / 1024, status, last[:60]))


if __name__ == "__main__":
    main()
