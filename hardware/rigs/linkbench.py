"""The link on a damaged line: how long a host takes to handshake with a board through a cable that
damages bytes, and how fast it then catches up with the board's events. Figures, not assertions.

    python -m hardware.rigs.linkbench [--damage 0.001 0.005 0.01] [--moves 15] [--live 10] [--runs 3]

For each damage rate d (per byte: d dropped, d/4 corrupted, d/4 duplicated; hardware/rigs/cable.py)
the virtual board (the real firmware) plays --moves moves with no host, then a host daemon starts
behind the damaged cable, and once it has caught up --live more moves are played. Printed, as the
median (lowest-highest) of --runs runs: the time from the host's start to the first completed
handshake ("first sync"), the time until every event is stored, the events stored per second after
the handshake, and for the live moves the time from the board taking a move to its acknowledgement.
"""

import asyncio
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from shared_rules.board import SIZE, point
from hardware.rigs.cable import FaultPlan, FaultyCable
from hardware.vboard.device import VirtualBoard
from host.arguments import Parser, count, fraction, seed

LIMIT = 300.0  # seconds given to each phase before it counts as not done


def spread_points(count):
    """Points three apart around h8: no row of them can make a five or a foul, so the game runs on."""
    ring = sorted(((abs(i) + abs(j), i, j) for i in range(-2, 3) for j in range(-2, 3)))
    points = [point(7 + 3 * i, 7 + 3 * j) for _, i, j in ring]
    return points[:min(count, len(points))]


async def until(check, limit):
    start = time.monotonic()
    while not check():
        if time.monotonic() - start > limit:
            return None
        await asyncio.sleep(0.02)
    return time.monotonic() - start


async def measure(damage, moves, seed, workdir, limit=LIMIT, live=0):
    """(events before the host, seconds to the handshake, seconds from it to all stored, the cable's
    counts, and for each of `live` moves played with the host there: seconds from the board taking
    it to its acknowledgement)."""
    workdir = Path(workdir)
    board = VirtualBoard(workdir / "board.tty", workdir / "flash", "bench-0001", workdir / "serial.log")
    plan = FaultPlan(rate=0.0, cut_every=None, seed=seed, byte_rate=damage)
    cable = FaultyCable(workdir / "board.tty", workdir / "host.tty", plan)
    await board.start()
    await cable.start()
    host = None
    try:
        await until(lambda: "moves" in board.state, 20)
        played = []

        async def play(p):
            board.set_stones({p: -100 if len(played) % 2 == 0 else 100})
            played.append(p)
            if await until(lambda: len(board.state.get("moves", ())) == len(played), 20) is None:
                raise RuntimeError("the board did not take move %d" % len(played))

        points = spread_points(moves + live)
        for p in points[:moves]:
            await play(p)
        events = board.state["head"]
        host = subprocess.Popen([sys.executable, "-m", "host", "--db", str(workdir / "games.sqlite"), "daemon",
                                 "--port", str(workdir / "host.tty"), "--log", str(workdir / "host.log")])
        hello = await until(lambda: board.state.get("host"), limit)
        synced = None
        if hello is not None:
            synced = await until(lambda: board.state.get("acked") == board.state.get("head"), limit)
        latencies = []
        if synced is not None:
            for p in points[moves:]:
                await play(p)
                latencies.append(await until(lambda: board.state.get("acked") == board.state.get("head"), limit))
        return events, hello, synced, dict(cable.counts), latencies
    finally:
        if host is not None:
            host.terminate()
            host.wait(10)
        await cable.stop()
        await board.stop()


def main(argv=None):
    parser = Parser(prog="python -m hardware.rigs.linkbench", description=__doc__.split("\n\n")[0])
    parser.add_argument("--damage", type=fraction, nargs="+", default=[0.001, 0.005, 0.01],
                        help="the cable's damage rates to measure (default %(default)s)")
    parser.add_argument("--moves", type=count(0, 25, "a number of moves"), default=15, help="moves played before the host starts")
    parser.add_argument("--live", type=count(0, 25, "a number of moves"), default=10, help="moves then played with the host there (moves + live: at most 25)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--runs", type=count(1, what="a number of runs"), default=3, help="runs per damage rate (seeds seed, seed+1, ...): the median is shown")
    args = parser.parse_args(argv)
    print("%-8s %7s  %-18s %-18s %-20s %s" % ("damage", "events", "first sync", "all stored", "events/s after sync",
                                               "live move to ack"))
    for damage in args.damage:
        hellos, totals, rates, acks = [], [], [], []
        for run in range(args.runs):
            with tempfile.TemporaryDirectory(prefix="tengen-linkbench-") as workdir:
                events, hello, synced, counts, latencies = asyncio.run(
                    measure(damage, args.moves, args.seed + run, workdir, live=args.live))
            hellos.append(hello if hello is not None else float("inf"))
            totals.append(hello + synced if synced is not None else float("inf"))
            rates.append(events / synced if synced else 0.0)
            acks += [a if a is not None else float("inf") for a in latencies]

        def shown(values, unit):
            return "%.1f%s (%.1f-%.1f)" % (statistics.median(values), unit, min(values), max(values)) \
                if max(values) < float("inf") else "not all in %.0f s" % LIMIT

        print("%-8s %7d  %-18s %-18s %-20s %s" % ("%.1f%%" % (100 * damage), events, shown(hellos, " s"),
                                                shown(totals, " s"), shown(rates, ""), shown(acks, " s") if acks else "-"),
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
