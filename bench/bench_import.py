"""Import speed and memory of a whole RenjuNet/RIF database, printed for `make bench-import`.

    python bench/bench_import.py [--games N]

Generates a database of N games (default 200,000; RenjuNet's own export holds about 165,000) with
2,000 players and 200 tournaments, random games of 10 to 80 moves near the centre, then imports it
as `python -m host import` does (host.formats.renjunet.iter_read, with the progress bar) in a fresh
process, once with a quarter of the games and once with all of them: games per second, and peak
resident memory (ru_maxrss) of each, which stays flat when the import streams.
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

from host.formats.renjunet import DatabaseWriter, iter_read  # noqa: E402
from host.record import Move, Player, Record  # noqa: E402


def generate(path, games, seed=1):
    rng = random.Random(seed)
    players = [Player("Name%d Surname%d" % (i, i), country="C%d" % (i % 40)) for i in range(2000)]
    events = [("Tournament %d" % i, "20%02d-%02d-01" % (i % 25, 1 + i % 12)) for i in range(200)]
    with open(path, "w", encoding="utf-8") as out:
        writer = DatabaseWriter(out)
        seeds = []
        for i, (event, date) in enumerate(events):
            seeds.append(Record(event=event, date=date, opening_rule="RIF", black=players[i % 2000],
                                white=players[(i + 1) % 2000]))
        seeds += [Record(black=p, white=p, event=events[0][0], date=events[0][1], opening_rule="RIF") for p in players]
        writer.tables(seeds)
        for n in range(games):
            used = set()
            moves = []
            x, y = 7, 7
            for _ in range(rng.randint(10, 80)):
                while (x, y) in used:
                    x = min(14, max(0, x + rng.randint(-2, 2)))
                    y = min(14, max(0, y + rng.randint(-2, 2)))
                used.add((x, y))
                moves.append(Move(y * 15 + x))
            event, date = events[n % len(events)]
            record = Record(moves, event=event, date=date, opening_rule="RIF", round=str(1 + n % 9),
                            black=players[rng.randrange(2000)], white=players[rng.randrange(2000)],
                            result=rng.choice(("black", "white", "draw")), swaps=[3] if n % 2 else [])
            record.extra["id"] = str(n + 1)
            writer.game(record)
        writer.close()


def import_once(path, limit):
    """Runs in a fresh process: imports the first `limit` games, prints games, seconds, peak KB."""
    start = time.perf_counter()
    games = 0
    errors = []
    with open(path, "rb") as stream:
        for _ in iter_read(stream, errors=errors, progress=True):
            games += 1
            if games >= limit:
                break
    seconds = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print("%d %.3f %d %d" % (games, seconds, peak_kb, len(errors)))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200000)
    parser.add_argument("--import-once", nargs=2, metavar=("FILE", "LIMIT"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.import_once:
        import_once(args.import_once[0], int(args.import_once[1]))
        return
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "generated.rif")
        start = time.perf_counter()
        generate(path, args.games)
        size = os.path.getsize(path)
        print("== RenjuNet database import: %d generated games, %.1f MB (generated in %.1f s) =="
              % (args.games, size / 1e6, time.perf_counter() - start))
        for limit in (args.games // 4, args.games):
            out = subprocess.run([sys.executable, __file__, "--import-once", path, str(limit)], check=True,
                                 stdout=subprocess.PIPE, text=True).stdout.split()
            games, seconds, peak_kb, errors = int(out[0]), float(out[1]), int(out[2]), int(out[3])
            print("%8d games in %6.2f s: %7.0f games/s, peak memory %5.1f MB (errors: %d)"
                  % (games, seconds, games / seconds, peak_kb / 1024, errors))


if __name__ == "__main__":
    main()
