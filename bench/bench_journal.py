"""The journal's flash wear (make bench-journal): 10,000 simulated games on the raw flash ring,
then the erase count of every sector.

The firmware's own journal.py and events.py, on a RAM flash with the Pico's semantics (4 KB
sectors, 256-byte pages, programming only clears bits), played as the application plays them: a
`game` event (with the application's compaction when the journal is too big), the moves, the
result; the host acknowledges each game at its end (or never, `--no-host`: the ring then gives up
the oldest games); between moves the board is idle and the journal erases ahead. Figures, never
assertions.
"""

import argparse
import random
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "firmware"))

from hardware.vboard.ring import ImageFlash  # noqa: E402
from journal import Journal  # noqa: E402
from events import EventLog  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--sectors", type=int, default=32)
    parser.add_argument("--limit", type=int, default=16384, help="the pin map's journal.limit_bytes")
    parser.add_argument("--no-host", action="store_true", help="nothing is ever acknowledged")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    flash = ImageFlash(bytearray(b"\xff" * (4096 * args.sectors)), [4096 * k for k in range(args.sectors)], 64)
    log = EventLog(Journal(flash, args.limit))
    journal = log.journal
    programs = [0]
    program = flash.program

    def counted(sector, offset, page):
        programs[0] += 1
        program(sector, offset, page)

    flash.program = counted
    moves = 0
    for game in range(1, args.games + 1):
        log.append({"t": "game", "game": game, "settings": {"rule": "renju", "foul_mode": "training"}})
        if journal.too_big():  # as App._event: compaction at a new game
            log.compact(log.head)
        length = rng.randint(9, 120)
        for n in range(1, length + 1):
            log.append({"t": "move", "game": game, "n": n, "point": "h8", "colour": "black" if n % 2 else "white",
                        "clock": [rng.randint(0, 900000), rng.randint(0, 900000)]})
            moves += 1
            journal.prepare()  # the board idle between moves
        log.append({"t": "result", "game": game, "winner": "black", "reason": "five", "line": ["h8", "h9", "h10", "h11", "h12"]})
        if not args.no_host:
            log.ack(log.head)
    counts = journal.erases
    print("journal ring: %d sectors of 4 KB, limit %d bytes, %s" % (
        args.sectors, args.limit, "no host (nothing acknowledged)" if args.no_host else "host acknowledging each game"))
    print("%d games, %d moves, %d page programs (%.2f per move), %d sector erases, %d of them by an append or a compaction itself (not ahead, at idle time)" % (
        args.games, moves, programs[0], programs[0] / max(1, moves), sum(counts), journal.inline_erases))
    print("erases per sector: min %d, max %d, mean %.1f, stdev %.2f" % (
        min(counts), max(counts), statistics.mean(counts), statistics.pstdev(counts)))
    for row in range(0, len(counts), 8):
        print("  sectors %2d-%2d: %s" % (row, min(row + 7, len(counts) - 1), " ".join("%5d" % c for c in counts[row:row + 8])))
    print("at 100,000 erase cycles a sector (the W25Q16JV's minimum), the ring lasts %.0f times as many games" % (
        100000 / max(counts)))


if __name__ == "__main__":
    main()
