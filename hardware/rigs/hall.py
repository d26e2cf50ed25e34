"""A tournament hall: one host daemon serving many boards at once, and its record checked against
every board's games.

    python -m hardware.rigs.hall --boards 50 [--games N] [--seconds S] [--pace S] [--kill-at S]

Every board is a VirtualBoard: the real firmware under micropython, its USB serial on a pty that
the host opens with pyserial exactly as it would /dev/ttyACM0. (Measured on 2 cores: a board costs
about 1.2% of a core idle and 1.4% playing a move a second, so 50 real boards fit; no emulator
stands in for the firmware.) One `python -m host daemon` process serves every port, as a laptop
with USB hubs would. Half the boards get a time control from the host (a `settings` command each),
so their moves carry clock times and their heartbeats clock snapshots; the other half play without.
Two players at each board (player.py) play whole games at `pace` seconds a move (a real game is
about 30 s a move: 1 s is a hall thirty times busier than a real one). At `kill-at` seconds the
daemon is killed with SIGKILL and started again a second later.

At the end: the host's record must equal the boards' own account of every game (moves in order
with colours, results, anomalies, no game missing or extra) and hold each board's events 1..head
exactly once; `python -m host status` must list every board, connected and in sync, on its
current game. Prints boards, games, moves, the time from an event entering the host's port to its
acknowledgement coming back (median, worst), the resync after the kill, the daemon's CPU; exits 1
if anything was lost, duplicated or wrong. A loaded machine only slows the hall down: a board is
stuck (a failure) only if its firmware had the CPU time to do what its players asked and did not
(player.py); if the machine starves the boards for ten minutes, the run says so and exits 3.
"""

import asyncio
import os
import random
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from shared_rules.protocol import FrameReader, ProtocolError, decode_message
from hardware.vboard.device import VirtualBoard
from hardware.rigs.player import Player
from hardware.rigs.patience import Patience, BoardSlow, cpu_seconds, SLOW_SECONDS, STUCK_CPU
from host.arguments import Parser, count, folder, seconds, seed

ROOT = Path(__file__).resolve().parents[2]
TIME_CONTROL = "15m+10s"  # for the clocked half of the hall: ample at any pace the hall plays
SETTLE = 30.0  # seconds allowed for boards to boot, connect, take commands, catch up


class LinkWatch:
    """On a board's cable (VirtualBoard.tap): each event from the moment its frame enters the
    host's port to the moment the ack that covers it comes back."""

    def __init__(self):
        self.to_host = FrameReader()
        self.to_board = FrameReader()
        self.sent = {}  # seq -> when first sent (a replay keeps the first time)
        self.latencies = []  # (sent at, seconds to its ack)
        self.last_sync = 0.0  # when the host last asked for a replay: the end of its handshake

    def __call__(self, direction, data):
        now = time.monotonic()
        reader = self.to_host if direction == "board" else self.to_board
        for payload in reader.feed(data):
            try:
                message = decode_message(payload)
            except ProtocolError:
                continue
            if direction == "board" and "seq" in message:
                self.sent.setdefault(message["seq"], now)
            elif direction == "host" and message["t"] == "sync":
                self.last_sync = now
            elif direction == "host" and message["t"] == "ack":
                for seq in [s for s in self.sent if s <= message["seq"]]:
                    sent = self.sent.pop(seq)
                    self.latencies.append((sent, now - sent))


class DaemonProcess:
    """The host daemon as a process, with the CPU time of every incarnation summed."""

    def __init__(self, db, ports, log):
        self.command = [sys.executable, "-m", "host", "--db", str(db), "daemon", "--log", str(log)]
        for port in ports:
            self.command += ["--port", str(port)]
        self.process = None
        self.cpu = 0.0
        self.wall = 0.0
        self.started = None

    def start(self):
        self.process = subprocess.Popen(self.command, cwd=str(ROOT))
        self.started = time.monotonic()

    def _account(self):
        self.cpu += cpu_seconds(self.process.pid)
        self.wall += time.monotonic() - self.started

    def kill(self):
        self._account()
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()

    def stop(self):
        if self.process is not None and self.process.poll() is None:
            self._account()
            self.process.terminate()
            self.process.wait(10)


class Hall:
    """The boards, their players, the daemon, the kill; run() plays and returns a Report."""

    def __init__(self, workdir, boards=50, games=3, seconds=None, pace=1.0, kill_at=30.0, down=1.0, seed=1,
                 out=sys.stdout, slow_seconds=SLOW_SECONDS):
        self.dir = Path(workdir)
        self.games = games
        self.seconds = seconds
        self.pace = pace
        self.kill_at = kill_at
        self.down = down
        self.out = out
        self.db = self.dir / "games.sqlite"
        self.boards = []
        self.players = []
        for i in range(boards):
            board = VirtualBoard(self.dir / ("board-%02d.tty" % (i + 1)), self.dir / ("flash-%02d" % (i + 1)),
                                 "hall-%02d" % (i + 1))
            board.tap = LinkWatch()
            self.boards.append(board)
            self.players.append(Player(board, random.Random(seed * 1000 + i), pace, slow_seconds=slow_seconds))
        self.daemon = DaemonProcess(self.db, [b.tty_link for b in self.boards], self.dir / "host.log")
        self.kill = None  # (killed at, restarted at, every board resynced at)
        self.play_started = None
        self.resyncs = []
        self.command_times = []
        self.slow_seconds = slow_seconds

    def say(self, text):
        print(text, file=self.out, flush=True)

    def pids(self):
        """The processes the hall waits on: every board's firmware and the daemon."""
        pids = [b.process.pid for b in self.boards if b.process is not None]
        if self.daemon.process is not None and self.daemon.process.poll() is None:
            pids.append(self.daemon.process.pid)
        return pids

    def patience(self, timeout=SETTLE):
        return Patience(self.pids, timeout, STUCK_CPU, self.slow_seconds)

    async def until(self, check, what, timeout=SETTLE):
        """Wait for check(); a failure only if the boards and the daemon all had the CPU time to get
        there (see patience.py), BoardSlow if the machine starved one of them."""
        patience = self.patience(timeout)
        while not check():
            self.give_up(patience, what)
            await asyncio.sleep(0.05)

    def give_up(self, patience, what):
        verdict = patience.verdict()
        if verdict == "stuck":
            raise RuntimeError("the hall never got there: %s (in %.0f s, every process having had %.2f s of CPU)"
                               % (what, patience.waited(), patience.used()))
        if verdict == "slow":
            raise BoardSlow("the hall did not get there: %s in %.0f s, but a process got only %.2f s of CPU: the"
                            " machine is too loaded to tell" % (what, patience.waited(), patience.used()))

    def all_acked(self):
        return all(b.state.get("host") and b.state.get("acked") == b.state.get("head") for b in self.boards)

    # -- the run ----------------------------------------------------------------------------------
    async def run(self):
        self.dir.mkdir(parents=True, exist_ok=True)
        started = time.monotonic()
        try:
            for board in self.boards:
                await board.start()
            await self.until(lambda: all("moves" in b.state for b in self.boards), "every board booted")
            for player in self.players:
                player.note_game()
            self.daemon.start()
            await self.until(lambda: all(b.state.get("host") for b in self.boards), "every board connected")
            await self.set_clocks()
            self.say("hall: %d boards connected to one daemon; playing %s games each at %.2f s a move" % (
                len(self.boards), self.games, self.pace))
            cpu0 = self.simulation_cpu()
            play_started = self.play_started = time.monotonic()
            killer = asyncio.create_task(self.kill_and_restart(play_started)) if self.kill_at else None
            await asyncio.gather(*(self.play(p, play_started) for p in self.players))
            played = time.monotonic() - play_started
            if killer is not None:
                if not killer.done():
                    killer.cancel()  # the games ended before the kill was due
                    self.kill = None
                else:
                    killer.result()
            await self.until(self.all_acked, "every event acknowledged", 60)
            simulation = self.simulation_cpu() - cpu0
            await asyncio.sleep(2.5)  # a heartbeat and a status write after the last event
            status = self.check_status()
        finally:
            self.daemon.stop()
            for board in self.boards:
                await board.stop()
        return Report(self, self.check_record(), status, played, simulation, time.monotonic() - started)

    async def set_clocks(self):
        """The organiser gives half the hall a time control through the daemon, as from
        `python -m host command BOARD settings time_control=...`."""
        from host.store import Store

        store = Store(self.db)
        clocked = self.boards[1::2]
        queued = {store.queue_command(b.board_id, "settings", {"time_control": TIME_CONTROL}): (b, time.monotonic())
                  for b in clocked}
        patience = self.patience()
        try:
            while queued:
                for command_id, (board, sent) in list(queued.items()):
                    command = store.command(command_id)
                    if command["replied"]:
                        if not command["ok"]:
                            raise RuntimeError("board %s refused its settings: %s" % (board.board_id, command["detail"]))
                        self.command_times.append(time.monotonic() - sent)
                        del queued[command_id]
                await asyncio.sleep(0.05)
                if queued:
                    self.give_up(patience, "replies to settings from %s" % ", ".join(b.board_id for b, s in queued.values()))
        finally:
            store.close()
        await self.until(lambda: all(b.state.get("clock") for b in clocked), "clocks on the clocked boards")

    async def play(self, player, play_started):
        player.note_game()
        for _ in range(self.games):
            if self.seconds is not None and time.monotonic() - play_started > self.seconds:
                break
            await player.play_game()

    async def kill_and_restart(self, play_started):
        await asyncio.sleep(self.kill_at)
        killed = time.monotonic()
        self.daemon.kill()
        self.say("daemon killed (-9) at %.0f s; restarting in %.1f s" % (killed - play_started, self.down))
        await asyncio.sleep(self.down)
        self.daemon.start()
        restarted = time.monotonic()
        waiting = set(range(len(self.boards)))
        patience = self.patience(60)
        while waiting:
            for i in list(waiting):
                board = self.boards[i]
                # In sync with the new daemon: it has handshaken (asked for a replay) and acknowledged all.
                if board.tap.last_sync > restarted and board.state.get("acked") == board.state.get("head"):
                    self.resyncs.append(time.monotonic() - restarted)
                    waiting.discard(i)
            if waiting:
                self.give_up(patience, "boards resynced after the kill: %s" % sorted(waiting))
            await asyncio.sleep(0.02)
        self.kill = (killed, restarted, time.monotonic())

    def simulation_cpu(self):
        """CPU seconds of the simulation itself (firmware processes and this runner), for context."""
        return sum(cpu_seconds(b.process.pid) for b in self.boards) + sum(os.times()[:2])

    # -- the checks -------------------------------------------------------------------------------
    def check_status(self):
        """`python -m host status` as an operator runs it: every board once, connected, in sync,
        on the game and move count the board itself shows."""
        began = time.monotonic()
        result = subprocess.run([sys.executable, "-m", "host", "--db", str(self.db), "status"],
                                cwd=str(ROOT), capture_output=True, text=True, timeout=30)
        took = time.monotonic() - began
        # A board's row: board, sync, game, moves, last move, result; under it, indented, its port
        # and link ("PORT: connected to board ..."), wrapped at 80 columns, then more detail.
        rows = []
        for line in result.stdout.splitlines():
            if line and not line.startswith(" "):
                rows.append([line.split(), ""])
            elif rows:
                rows[-1][1] += " " + line.strip()
        wrong = []
        for board in self.boards:
            mine = [(row, detail) for row, detail in rows if len(row) > 3 and row[0] == board.board_id
                    and detail.split()[:1] == ["%s:" % board.tty_link]]
            state = board.state
            if len(mine) != 1:
                wrong.append("%s listed %d times" % (board.board_id, len(mine)))
                continue
            (board_id, sync, game, moves), detail = mine[0][0][:4], mine[0][1]
            line = " ".join(mine[0][0]) + detail
            if sync != "yes" or "connected to board %s" % board.board_id not in line or "not updating" in line:
                wrong.append("%s: %s" % (board.board_id, line))
            elif (game, moves) != (str(state["game"]), str(len(state["moves"]))):
                wrong.append("%s shows game %s with %s moves, the board game %s with %d" % (
                    board.board_id, game, moves, state["game"], len(state["moves"])))
        return {"listed": len(self.boards) - sum(1 for w in wrong if "listed" in w), "wrong": wrong,
                "seconds": took, "text": result.stdout}

    def check_record(self):
        from host.store import Store

        store = Store(self.db)
        db = store.db
        recorded = {}  # board -> game number -> {"moves", "winner", "reason"}
        game_ids = {}
        for game_id, board_id, game_no, winner, reason in db.execute(
                "SELECT id, board_id, game_no, winner, reason FROM games"):
            recorded.setdefault(board_id, {})[game_no] = {"moves": [], "winner": winner, "reason": reason, "n": []}
            game_ids[game_id] = recorded[board_id][game_no]
        for game_id, n, point, colour in db.execute("SELECT game_id, n, point, colour FROM moves ORDER BY game_id, n"):
            game_ids[game_id]["moves"].append((point, colour))
            game_ids[game_id]["n"].append(n)
        events = {board_id: (epochs, count, distinct, low, high) for board_id, epochs, count, distinct, low, high in db.execute(
            "SELECT board_id, COUNT(DISTINCT epoch), COUNT(*), COUNT(DISTINCT seq), MIN(seq), MAX(seq)"
            " FROM events GROUP BY board_id")}
        anomalies = dict(db.execute("SELECT board_id, COUNT(*) FROM events WHERE kind='anomaly' GROUP BY board_id"))
        store.close()
        check = {"lost": 0, "duplicated": 0, "results wrong": 0, "games missing": 0, "games extra": 0,
                 "event gaps": 0, "anomalies wrong": 0, "problems": []}
        for board, player in zip(self.boards, self.players):
            host = recorded.get(board.board_id, {})
            for game_no, truth in player.games.items():
                got = host.get(game_no)
                if got is None and not truth["moves"] and truth["winner"] is None and game_no < max(player.games):
                    continue  # an empty game the board replaced (new settings): never played, not recorded
                if got is None:
                    check["games missing"] += 1
                    check["lost"] += len(truth["moves"])
                    check["problems"].append("%s game %d missing" % (board.board_id, game_no))
                    continue
                common = 0
                while common < min(len(truth["moves"]), len(got["moves"])) and \
                        truth["moves"][common] == got["moves"][common]:
                    common += 1
                check["lost"] += len(truth["moves"]) - common
                check["duplicated"] += len(got["moves"]) - common
                if got["n"] != list(range(1, len(got["n"]) + 1)):
                    check["problems"].append("%s game %d: move numbers %s" % (board.board_id, game_no, got["n"]))
                if common != len(truth["moves"]) or common != len(got["moves"]):
                    check["problems"].append("%s game %d: moves differ from %d on" % (board.board_id, game_no, common + 1))
                if (got["winner"], got["reason"]) != (truth["winner"], truth["reason"]):
                    check["results wrong"] += 1
                    check["problems"].append("%s game %d: result %s/%s, the board said %s/%s" % (
                        board.board_id, game_no, got["winner"], got["reason"], truth["winner"], truth["reason"]))
            extra = set(host) - set(player.games)
            check["games extra"] += len(extra)
            if extra:
                check["problems"].append("%s: games %s recorded, never played" % (board.board_id, sorted(extra)))
            epochs, count, distinct, low, high = events.get(board.board_id, (0, 0, 0, None, None))
            head = board.state.get("head", 0)
            if epochs != 1 or count != distinct or (low, high) != (1, head) or count != head:
                check["event gaps"] += abs(head - distinct)
                check["duplicated"] += count - distinct
                check["problems"].append("%s: events %s..%s, %d stored (%d distinct, %d epochs), the board's head %d" % (
                    board.board_id, low, high, count, distinct, epochs, head))
            if anomalies.get(board.board_id, 0) != 2 * player.knocks:
                check["anomalies wrong"] += 1
                check["problems"].append("%s: %d anomaly events for %d knocks" % (
                    board.board_id, anomalies.get(board.board_id, 0), player.knocks))
        return check


class Report:
    """The hall's figures, and whether the record and the status view were right."""

    def __init__(self, hall, record, status, played, simulation_cpu, elapsed):
        self.boards = len(hall.boards)
        self.clocked = len(hall.boards[1::2])
        games = [g for p in hall.players for g in p.games.values()]
        self.games = sum(1 for g in games if g["winner"])
        self.moves = sum(p.moves for p in hall.players)
        self.knocks = sum(p.knocks for p in hall.players)
        self.record = record
        self.status = status
        self.played = played
        self.elapsed = elapsed
        self.kill = hall.kill
        self.resyncs = hall.resyncs
        self.command_times = hall.command_times
        self.daemon_cpu = hall.daemon.cpu
        self.daemon_wall = hall.daemon.wall
        self.simulation_cpu = simulation_cpu
        setup, steady, around_kill = [], [], []
        for board in hall.boards:
            for sent, seconds in board.tap.latencies:
                if self.kill and sent <= self.kill[2] and sent + seconds >= self.kill[0]:
                    around_kill.append(seconds)  # it waited for the daemon's restart
                elif sent < hall.play_started:
                    setup.append(seconds)  # every board's handshake, then the settings, all at once
                else:
                    steady.append(seconds)
        self.latencies = sorted(steady)
        self.setup_latencies = setup
        self.kill_latencies = around_kill
        self.events = len(setup) + len(steady) + len(around_kill)
        log = hall.dir / "host.log"
        text = log.read_text() if log.exists() else ""
        self.log_warnings = sum(1 for line in text.splitlines() if " WARNING " in line or " ERROR " in line)

    @property
    def ok(self):
        r = self.record
        return (r["lost"] == 0 and r["duplicated"] == 0 and r["results wrong"] == 0 and r["games missing"] == 0
                and r["games extra"] == 0 and r["event gaps"] == 0 and r["anomalies wrong"] == 0
                and not self.status["wrong"])

    def percentile(self, fraction):
        return self.latencies[min(len(self.latencies) - 1, int(fraction * len(self.latencies)))]

    def lines(self):
        out = ["",
               "boards: %d (%d with a %s clock set by host command), one daemon" % (self.boards, self.clocked, TIME_CONTROL),
               "games: %d finished, %d moves, %d knocked stones put back; %d events acknowledged; %.0f s of play" % (
                   self.games, self.moves, self.knocks, self.events, self.played)]
        if self.latencies:
            out.append("ack latency in play (event into the host's port -> its ack out): median %.1f ms, 99%% %.1f ms,"
                       " worst %.1f ms (%d events)" % (1000 * statistics.median(self.latencies),
                                                      1000 * self.percentile(0.99), 1000 * self.latencies[-1],
                                                      len(self.latencies)))
        if self.setup_latencies:
            out.append("ack latency at the start (every board's first events and its new game at once): worst %.1f ms"
                       " (%d events)" % (1000 * max(self.setup_latencies), len(self.setup_latencies)))
        if self.kill:
            out.append("daemon kill -9: restarted after %.1f s; every board in sync again %.1f s after the restart"
                       " (per board: median %.2f s, worst %.2f s); %d events waited for it" % (
                           self.kill[1] - self.kill[0], self.kill[2] - self.kill[1], statistics.median(self.resyncs),
                           max(self.resyncs), len(self.kill_latencies)))
        if self.command_times:
            out.append("settings commands through the daemon: %d, reply median %.2f s, worst %.2f s" % (
                len(self.command_times), statistics.median(self.command_times), max(self.command_times)))
        out.append("daemon CPU: %.1f s over %.0f s, %.0f%% of one core; %.2f ms per event (the simulation itself used"
                   " %.0f%% of a core)" % (self.daemon_cpu, self.daemon_wall, 100 * self.daemon_cpu / max(self.daemon_wall, 1e-9),
                                           1000 * self.daemon_cpu / max(self.events, 1),
                                           100 * self.simulation_cpu / max(self.played, 1e-9)))
        status = self.status
        out.append("status view: %d/%d boards listed, %s (`python -m host status` took %.2f s)" % (
            status["listed"], self.boards, "all connected, in sync, on the right game and move" if not status["wrong"]
            else "WRONG: " + "; ".join(status["wrong"][:5]), status["seconds"]))
        r = self.record
        out.append("record: moves lost %d, duplicated %d; results wrong %d; games missing %d, extra %d; event gaps %d;"
                   " anomaly records wrong %d" % (r["lost"], r["duplicated"], r["results wrong"], r["games missing"],
                                                 r["games extra"], r["event gaps"], r["anomalies wrong"]))
        out += ["  " + p for p in r["problems"][:20]]
        out.append("daemon log: %d warnings or errors" % self.log_warnings)
        return out


def main(argv=None):
    parser = Parser(prog="python -m hardware.rigs.hall", description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=count(1, 500, "a number of boards"), default=50)
    parser.add_argument("--games", type=count(1, what="a number of games"), default=3, help="games each board plays (default %(default)s)")
    parser.add_argument("--seconds", type=seconds(0.001), help="start no game after this many seconds of play")
    parser.add_argument("--pace", type=seconds(0), default=1.0, help="mean seconds a player thinks (default %(default)s)")
    parser.add_argument("--kill-at", type=seconds(0), default=30.0, help="kill -9 the daemon after this many seconds"
                        " of play, 0 never (default %(default)s)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--dir", type=folder, help="working directory (default: a new temporary one)")
    args = parser.parse_args(argv)
    workdir = args.dir or tempfile.mkdtemp(prefix="tengen-hall-")
    print("hall: %d boards, %d games each, in %s" % (args.boards, args.games, workdir), flush=True)
    hall = Hall(workdir, args.boards, args.games, args.seconds, args.pace, args.kill_at or None, seed=args.seed)
    try:
        report = asyncio.run(hall.run())
    except BoardSlow as error:  # not a verdict on the firmware: say so, and exit apart from a failure
        print("hall: inconclusive, the machine was too loaded: %s" % error)
        return 3
    print("\n".join(report.lines()))
    return 0 if report.ok else 1


if __name__ == "__main__":
    sys.exit(main())
