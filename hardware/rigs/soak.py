"""Fault injection: whole games played through a faulty cable, with the host killed and the board's
power cut at random, then the host's record compared with the board's.

    python -m hardware.rigs.soak --games 100 [--seed 1] [--rate 0.03]

Prints games played, faults injected by kind, moves lost and duplicated (both must be 0) and the
time to resynchronise after each line cut; exits 1 if anything was lost or duplicated.
"""

import asyncio
import json
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

from shared_rules.board import SIZE, POINTS, BLACK, WHITE, EMPTY, CENTRE, point_name
from shared_rules import fouls
from hardware.vboard.device import VirtualBoard
from hardware.rigs.cable import FaultyCable, FaultPlan
from hardware.rigs.patience import Patience, BoardSlow
from host.arguments import Parser, count, folder, fraction, seed

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def _run_through(cells, p, colour):
    """The longest row of `colour` that a stone at p would join, per line, summed as a greedy value."""
    value = 0
    x0, y0 = p % SIZE, p // SIZE
    for dx, dy in DIRECTIONS:
        run = 1
        for sign in (1, -1):
            x, y = x0 + sign * dx, y0 + sign * dy
            while 0 <= x < SIZE and 0 <= y < SIZE and cells[y * SIZE + x] == colour:
                run += 1
                x += sign * dx
                y += sign * dy
        value += run * run
    return value


def choose_move(cells, colour, rng):
    """A plausible move: near the stones, extending own rows and blocking the opponent's; never a
    foul for Black, so every game ends with a five (or a full board)."""
    if not any(cells):
        return CENTRE
    candidates = []
    for p in range(POINTS):
        if cells[p] != EMPTY:
            continue
        x, y = p % SIZE, p // SIZE
        if not any(cells[yy * SIZE + xx] for yy in range(max(0, y - 2), min(SIZE, y + 3))
                   for xx in range(max(0, x - 2), min(SIZE, x + 3))):
            continue
        if colour == BLACK and fouls.classify(cells, p) not in (fouls.NOT_FORBIDDEN, fouls.FIVE):
            continue
        value = _run_through(cells, p, colour) + _run_through(cells, p, 3 - colour) + rng.random() * 6
        candidates.append((value, p))
    if not candidates:
        return None
    candidates.sort(reverse=True)
    return candidates[min(len(candidates) - 1, int(rng.random() ** 3 * 4))][1]


class Soak:
    def __init__(self, workdir, games, seed, rate):
        self.dir = Path(workdir)
        self.games = games
        self.rng = random.Random(seed)
        self.plan = FaultPlan(rate=rate, cut_every=(15.0, 30.0), cut_length=(1.0, 3.0), seed=seed + 1)
        self.board = VirtualBoard(self.dir / "board.tty", self.dir / "flash", "soak-0001", self.dir / "serial.log")
        self.cable = FaultyCable(self.dir / "board.tty", self.dir / "host.tty", self.plan)
        self.db = self.dir / "games.sqlite"
        self.host = None
        self.events = Counter()  # host kills, power cuts, unplugs
        self.truth = {}  # game number -> (moves, winner) as the board itself reported them
        self.resyncs = []
        self.faults_on = True
        # Frames the host threw away, by reason: counted by each daemon run, summed over its kills.
        self.host_frame_errors = Counter()
        self.host_frame_errors_now = Counter()

    # -- the host process -------------------------------------------------------------------------
    def start_host(self):
        self.host = subprocess.Popen(
            [sys.executable, "-m", "host", "--db", str(self.db), "daemon", "--port", str(self.dir / "host.tty"),
             "--log", str(self.dir / "host.log")])

    def kill_host(self):
        if self.host is not None:
            self.host.send_signal(signal.SIGKILL)
            self.host.wait()
            self.host = None
            self.host_frame_errors.update(self.host_frame_errors_now)
            self.host_frame_errors_now = Counter()

    async def frame_error_watch(self):
        """What the host's reader threw away, from its status view (written every second): proof
        that the cable's damage reaches the checks it is meant to test (the CRC above all)."""
        from host.store import READ, Store, StoreError

        while True:
            await asyncio.sleep(0.5)
            try:
                store = Store(self.db, READ)
                try:
                    for status, _ in store.statuses():
                        if self.host is not None:
                            self.host_frame_errors_now = Counter(status.get("frame_errors_by") or {})
                finally:
                    store.close()
            except (StoreError, OSError, ValueError):
                pass

    async def host_killer(self):
        while True:
            await asyncio.sleep(self.rng.uniform(20, 45))
            if not self.faults_on:
                return
            self.kill_host()
            self.events["host killed (-9)"] += 1
            await asyncio.sleep(self.rng.uniform(0.2, 2.0))
            self.start_host()

    async def resync_watch(self):
        """After each line cut, how long until the host has acknowledged everything again."""
        seen = 0
        while True:
            await asyncio.sleep(0.05)
            if len(self.cable.cuts) > seen and not self.cable.is_cut():
                seen = len(self.cable.cuts)
                end = self.cable.cuts[-1][1]
                loop = asyncio.get_running_loop()
                while True:
                    state = self.board.state
                    if state.get("host") and state.get("acked") == state.get("head"):
                        self.resyncs.append(loop.time() - end)
                        break
                    if len(self.cable.cuts) > seen:
                        break
                    await asyncio.sleep(0.05)

    # -- play -------------------------------------------------------------------------------------
    async def until(self, check, timeout=20.0):
        """Wait for check(): a failure only if the firmware had the CPU time to get there and did
        not (patience.py); BoardSlow if the machine starved it."""
        patience = Patience(lambda: [self.board.process.pid] if self.board.running else [], timeout)
        while not check():
            verdict = patience.verdict()
            if verdict == "stuck":
                raise RuntimeError("the board did not get there: %s" % {k: v for k, v in self.board.state.items() if k != "physical"})
            if verdict == "slow":
                raise BoardSlow("the board did not get there in %.0f s, starved by the machine" % patience.waited())
            await self.board.wait_report(0.05)

    async def maybe_disturb(self):
        r = self.rng.random()
        if r < 0.02:
            await self.board.power_off()
            self.events["board power cut"] += 1
            await asyncio.sleep(self.rng.uniform(0.1, 1.0))
            await self.board.power_on()
            await self.until(lambda: "moves" in self.board.state)
        elif r < 0.04:
            self.board.unplug()
            self.events["cable unplugged"] += 1
            await asyncio.sleep(self.rng.uniform(0.2, 2.0))
            self.board.plug()

    async def play_game(self):
        cells = bytearray(POINTS)
        game_no = self.board.state.get("game")
        moves = []
        colour = BLACK
        while True:
            p = choose_move(cells, colour, self.rng)
            if p is None:
                break
            cells[p] = colour
            moves.append(point_name(p))
            self.board.set_stones({p: -100 if colour == BLACK else 100})
            await self.until(lambda: self.board.state.get("moves") == moves)
            if self.board.state.get("result"):
                break
            colour = 3 - colour
            await self.maybe_disturb()
        result = self.board.state.get("result")
        self.truth[game_no] = (list(moves), result and result["winner"])
        # Clear the board for the next game.
        self.board.set_stones({p: 0 for p in range(POINTS) if cells[p]})
        await self.until(lambda: self.board.state.get("game") == game_no + 1 and not self.board.state.get("moves"))

    async def run(self):
        self.dir.mkdir(parents=True, exist_ok=True)
        await self.board.start()
        await self.cable.start()
        self.start_host()
        tasks = [asyncio.create_task(self.host_killer()), asyncio.create_task(self.resync_watch()),
                 asyncio.create_task(self.frame_error_watch())]
        started = time.monotonic()
        try:
            await self.until(lambda: "moves" in self.board.state)
            for n in range(self.games):
                await self.play_game()
                print("game %d/%d: %d moves, %s; faults so far %s" % (
                    n + 1, self.games, len(self.truth[max(self.truth)][0]), self.truth[max(self.truth)][1],
                    dict(self.cable.counts)), flush=True)
            # The end: faults off, a host running, everything acknowledged.
            self.faults_on = False
            self.plan.rate = 0.0
            self.cable.cut_until = 0.0
            for task in tasks:
                task.cancel()
            if self.host is None or self.host.poll() is not None:
                self.start_host()
            await self.until(lambda: self.board.state.get("host") and self.board.state.get("acked") == self.board.state.get("head"), 60)
        finally:
            for task in tasks:
                task.cancel()
            elapsed = time.monotonic() - started
            if self.host is not None:
                self.host.terminate()
                self.host.wait(10)
                self.host_frame_errors.update(self.host_frame_errors_now)
            await self.cable.stop()
            await self.board.stop()
        return self.report(elapsed)

    def report(self, elapsed):
        from host.store import READ, Store

        store = Store(self.db, READ)
        recorded = {}
        for game_id, board, started, n, winner, reason in store.games():
            game = store.game(game_id)
            recorded[game["game_no"]] = ([m["point"] for m in game["moves"]], winner)
        lost = duplicated = 0
        for game_no, (moves, winner) in self.truth.items():
            got, got_winner = recorded.get(game_no, ([], None))
            common = 0
            while common < min(len(moves), len(got)) and moves[common] == got[common]:
                common += 1
            lost += len(moves) - common
            duplicated += max(0, len(got) - common - (len(moves) - common))
            if got_winner != winner:
                lost += 1  # a result missing from the record counts as lost too
        events = store.db.execute("SELECT COUNT(*), COUNT(DISTINCT board_id || epoch || seq) FROM events").fetchone()
        duplicated += events[0] - events[1]
        moves_played = sum(len(m) for m, w in self.truth.values())
        print()
        print("games played: %d (%d moves) in %.0f s" % (len(self.truth), moves_played, elapsed))
        print("faults injected: %s" % ", ".join("%s %d" % (k, self.cable.counts[k]) for k in
                                                 ("drop", "corrupt", "duplicate", "reorder", "delay", "cut")))
        print("disturbances: %s" % (", ".join("%s %d" % kv for kv in sorted(self.events.items())) or "none"))
        print("frames the host dropped: %s" % (", ".join("%s %d" % kv for kv in sorted(self.host_frame_errors.items()))
                                               or "none"))
        print("moves lost: %d   moves duplicated: %d" % (lost, duplicated))
        if self.resyncs:
            print("resync after a line cut: median %.2f s, worst %.2f s (%d cuts)" % (
                statistics.median(self.resyncs), max(self.resyncs), len(self.resyncs)))
        return 0 if lost == 0 and duplicated == 0 and len(self.truth) == self.games else 1


def main(argv=None):
    parser = Parser(prog="python -m hardware.rigs.soak", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=count(1, what="a number of games"), default=100, help="games to play (default %(default)s)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--rate", type=fraction, default=0.03, help="probability per chunk of each cable fault")
    parser.add_argument("--dir", type=folder, help="working directory (default: a new temporary one)")
    args = parser.parse_args(argv)
    workdir = args.dir or tempfile.mkdtemp(prefix="tengen-soak-")
    print("soak: %d games, seed %d, fault rate %.3f, in %s" % (args.games, args.seed, args.rate, workdir), flush=True)
    try:
        return asyncio.run(Soak(workdir, args.games, args.seed, args.rate).run())
    except BoardSlow as error:  # not a verdict on the firmware: say so, and exit apart from a failure
        print("soak: inconclusive, the machine was too loaded: %s" % error)
        return 3


if __name__ == "__main__":
    sys.exit(main())
