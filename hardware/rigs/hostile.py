"""Hostile boards: fake boards on pseudo-terminals that speak the protocol's framing but send what
a broken or malicious firmware could, against one real host daemon that also serves a well-behaved
board. The daemon must survive all of it, keep recording the good board, answer the bad ones with
errors, and its record must stay valid.

    python -m hardware.rigs.hostile [--seconds 60] [--boards 3] [--seed 1]    (make fuzz-host)

First, each event of NUMBERED_BAD_EVENTS (one that breaks the protocol but carries a good number)
on a board of its own that keeps a journal, as the firmware does, with good events behind it.
Prints what was sent and what the host made of it, and exits 1 if the daemon died, the good board
lost or duplicated an event, a board behind a bad event was not recorded past it, or the record
holds something `host show` cannot read.
"""

import json
import os
import random
import select
import sys
import tempfile
import threading
import time
import tty
from pathlib import Path

from shared_rules.protocol import (BOARD_MESSAGES, HOST, FrameReader, ProtocolError, decode_message, encode_frame)
from shared_rules.board import POINTS, point_name
from host.arguments import Parser, count, folder, seconds, seed


class FakeBoard:
    """A board made of the protocol alone, on a pty the host opens by name: it answers the host's
    hello with what it is told to, and sends events and raw bytes when asked."""

    def __init__(self, board_id="fake-0001", epoch="e0000001", where=None, journal=False):
        self.board_id = board_id
        self.epoch = epoch
        self.master, slave = os.openpty()
        tty.setraw(slave)
        self.slave = slave  # kept open: the master reads nothing but EIO while no one holds the slave
        self.port = os.ttyname(slave)
        if where is not None:  # a stable name, as udev gives one
            link = Path(where) / ("%s.tty" % board_id.replace("/", "_")[:40])
            link.parent.mkdir(parents=True, exist_ok=True)
            if link.is_symlink():
                link.unlink()
            link.symlink_to(self.port)
            self.port = str(link)
        os.set_blocking(self.master, False)
        self.reader = FrameReader()
        self.inbox = []  # messages from the host, oldest first
        self.seq = 0
        # With a journal, as a real board: every event sent is kept, and the host's sync replays them.
        self.journal = {} if journal else None

    def close(self):
        for fd in (self.master, self.slave):
            try:
                os.close(fd)
            except OSError:
                pass

    # -- the wire ---------------------------------------------------------------------------------
    def send_raw(self, data):
        view = memoryview(data)
        while view:
            try:
                n = os.write(self.master, view)
                view = view[n:]
            except BlockingIOError:
                select.select([], [self.master], [], 0.05)
                self.pump(0)  # a host that is not reading: drain what it sent, as a board does

    def send(self, message):
        """Any JSON value, framed: the frame is good, its content is whatever we like."""
        self.send_raw(encode_frame(json.dumps(message).encode()))

    def pump(self, timeout=0.05):
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return
        try:
            data = os.read(self.master, 65536)
        except (BlockingIOError, OSError):
            return
        for payload in self.reader.feed(data):
            message = decode_message(payload, HOST)  # a host that sends garbage fails here
            self.inbox.append(message)
            if message["t"] == "sync" and self.journal is not None:
                after = [self.journal[s] for s in sorted(self.journal) if s > message["after"]]
                for event in after[:message.get("count", len(after))]:
                    self.send(event)

    def wait_for(self, predicate, timeout=10.0):
        """The first message from the host (from now on, and those unread) that predicate accepts."""
        deadline = time.monotonic() + timeout
        while True:
            while self.inbox:
                message = self.inbox.pop(0)
                if predicate(message):
                    return message
            if time.monotonic() > deadline:
                raise TimeoutError("board %s: nothing the test waited for came from the host" % self.board_id)
            self.pump(0.05)

    def expect(self, kind, timeout=10.0, **fields):
        return self.wait_for(lambda m: m["t"] == kind and all(m.get(k) == v for k, v in fields.items()), timeout)

    # -- the session ------------------------------------------------------------------------------
    def hello(self, **fields):
        message = {"t": "hello", "proto": 1, "board": self.board_id, "fw": "fake 1.0", "epoch": self.epoch,
                   "head": self.seq, "base": 0, "caps": []}
        message.update(fields)
        return message

    def handshake(self, timeout=10.0, **fields):
        """Wait for the host's hello, answer it; returns the host's sync."""
        self.expect("hello", timeout)
        self.inbox.clear()
        self.send(self.hello(**fields))
        return self.expect("sync", timeout)

    def event(self, message):
        """Send the next event; returns its sequence number."""
        self.seq += 1
        message = dict(message, seq=self.seq)
        if self.journal is not None:
            self.journal[self.seq] = message
        self.send(message)
        return self.seq

    def acked(self, seq, timeout=10.0):
        return self.wait_for(lambda m: m["t"] == "ack" and m["seq"] >= seq, timeout)

    def game(self, game=1, settings=None):
        return self.event({"t": "game", "game": game, "settings": settings or {}})

    def move(self, n, point, game=1, **extra):
        message = {"t": "move", "game": game, "n": n, "point": point, "colour": "black" if n % 2 else "white"}
        message.update(extra)
        return self.event(message)


# -- the campaign ---------------------------------------------------------------------------------
HUGE = (10 ** 20, -10 ** 20, 2 ** 63, -1, 0, 2 ** 31, 1.5, float("inf"))
ODD = (None, True, "", "x" * 2000, "\x1b[2J\x1b[H", [], {}, [1, "a"], {"a": {"b": [None]}}, "z99", "pass", "h8")


def wild_value(rng):
    kind = rng.randrange(5)
    if kind == 0:
        return rng.choice(HUGE)
    if kind == 1:
        return rng.choice(ODD)
    if kind == 2:
        return rng.randrange(-3, 300)
    if kind == 3:
        return point_name(rng.randrange(POINTS))
    return [rng.randrange(-5, 10 ** 6) for _ in range(rng.randrange(20))]


def hostile_message(rng, board):
    """A message of every type a board sends (and some it must not), fields well formed, missing,
    of the wrong type, out of range, or added."""
    kinds = list(BOARD_MESSAGES) + ["ack", "sync", "command", "ping", "nonsense"]
    kind = rng.choice(kinds)
    if kind in BOARD_MESSAGES:
        fields = BOARD_MESSAGES[kind][0] + BOARD_MESSAGES[kind][1]
        message = {"t": kind}
        for field in fields:
            message[field[0]] = good_value(rng, field, board)
    else:
        message = {"t": kind, "seq": rng.randrange(1, 50), "after": 0, "id": 1, "name": "pause", "args": {}}
    for _ in range(rng.randrange(3)):  # spoil some fields
        if message and rng.random() < 0.7:
            key = rng.choice(list(message))
            if rng.random() < 0.2:
                del message[key]
            else:
                message[key] = wild_value(rng)
    if "seq" in message and rng.random() < 0.5:
        message["seq"] = board.seq + 1 if rng.random() < 0.7 else rng.randrange(1, board.seq + 2)
    return message


def good_value(rng, field, board):
    name, kind = field[0], field[1]
    if name == "seq":
        return board.seq + 1
    if name == "board":
        return board.board_id
    if name == "epoch":
        return board.epoch
    if name == "proto":
        return 1
    if name == "game":
        return rng.randrange(1, 4)
    if kind == 0:  # INT
        return rng.randrange(field[2], min(field[3], field[2] + 300) + 1)
    if kind in (1, 6):
        return "x"
    if kind == 7:  # ENUM
        return rng.choice(field[2])
    if kind == 5:
        return rng.random() < 0.5
    if kind == 8:
        return point_name(rng.randrange(POINTS))
    if kind == 9:
        return [point_name(rng.randrange(POINTS)) for _ in range(rng.randrange(6))]
    if kind == 10:
        return [rng.randrange(0, 10 ** 6) for _ in range(field[2])]
    if kind == 3:
        return {"foul_mode": "club", "time_control": rng.choice([None, "5m+3s", "1h"])}
    return []


def flood(rng, board, seconds):
    """Rubbish at line rate: raw noise, broken frames, huge frames, well-framed nonsense."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        choice = rng.randrange(4)
        if choice == 0:
            board.send_raw(bytes(rng.randrange(256) for _ in range(rng.randrange(1, 400))))
        elif choice == 1:
            board.send_raw(b"\x00" + b"\x7f" * 3000 + b"\x00")
        elif choice == 2:
            board.send_raw(encode_frame(bytes(rng.randrange(1, 256) for _ in range(rng.randrange(1, 200)))))
        else:
            board.send(hostile_message(rng, board))
        board.pump(0)


class Campaign:
    """One host daemon (in this process), one good board playing a game, hostile boards around it."""

    def __init__(self, workdir, boards, seed):
        from host.daemon import Daemon
        from host.store import Store, DAEMON

        self.dir = Path(workdir)
        self.rng = random.Random(seed)
        self.good = FakeBoard("good-0001", "aaaa0001")
        self.hostile = [FakeBoard("hostile-%d" % i, "bbbb%04d" % i) for i in range(boards)]
        self.hostile.append(FakeBoard("good-0001", "cccc0001"))  # a clone of the good board's id
        self.store = Store(self.dir / "games.sqlite", DAEMON)
        self.daemon = Daemon(self.store, ports=[b.port for b in [self.good] + self.hostile])
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, name="daemon", daemon=True)
        self.crashed = None
        self.sent = 0

    def _serve(self):
        try:
            self.daemon.run(self.stop)
        except BaseException as error:  # what the campaign is looking for
            self.crashed = error
            raise

    def run(self, seconds):
        """The good board plays games of up to 200 moves for `seconds` while the others attack;
        returns the good board's games, each a list of its points."""
        self.thread.start()
        self.good.handshake()
        stop_at = time.monotonic() + seconds
        workers = [threading.Thread(target=self._attack, args=(board, stop_at, random.Random(self.rng.random())),
                                    daemon=True) for board in self.hostile]
        for worker in workers:
            worker.start()
        games = []
        while time.monotonic() < stop_at:
            self.good.acked(self.good.game(len(games) + 1))
            games.append([])
            cells = list(range(POINTS))
            self.rng.shuffle(cells)
            while time.monotonic() < stop_at and len(games[-1]) < 200:
                point = point_name(cells[len(games[-1])])
                seq = self.good.move(len(games[-1]) + 1, point, game=len(games))
                games[-1].append(point)
                self.good.acked(seq, timeout=15)
                time.sleep(0.05)
        for worker in workers:
            worker.join(seconds + 30)
        return games

    def _attack(self, board, stop_at, rng):
        try:
            # Some hostile boards handshake properly first, so their events reach the store.
            if rng.random() < 0.7:
                board.handshake(timeout=5)
            while time.monotonic() < stop_at:
                if rng.random() < 0.2:
                    flood(rng, board, 0.2)
                else:
                    board.send(hostile_message(rng, board))
                    if rng.random() < 0.3:
                        board.seq += 1
                    self.sent += 1
                board.pump(0)
                if rng.random() < 0.05:
                    # ... and answer the host's hellos with hostile ones
                    hello = board.hello()
                    key = rng.choice(list(hello))
                    hello[key] = wild_value(rng)
                    board.send(hello)
        except (TimeoutError, OSError, ProtocolError) as error:
            print("hostile board %s (epoch %s): no session: %s" % (board.board_id, board.epoch, error))

    def finish(self):
        self.stop.set()
        self.thread.join(15)
        for board in [self.good] + self.hostile:
            board.close()


# Events that break the protocol but carry a good number: each is kept refused, acknowledged, and
# the board's later events are recorded (a real board replays an unacknowledged event for ever, and
# holds back everything it sends after it).
NUMBERED_BAD_EVENTS = [
    ("a move on z99", {"t": "move", "game": 1, "n": 2, "point": "z99", "colour": "white"}),
    ("game number 10^20", {"t": "game", "game": 10 ** 20, "settings": {}}),
    ("clocks: 5", {"t": "move", "game": 1, "n": 2, "point": "h9", "colour": "white", "clocks": 5}),
    ("used: an object", {"t": "move", "game": 1, "n": 2, "point": "h9", "colour": "white", "used": {"a": 1}}),
    ("used: NaN", {"t": "move", "game": 1, "n": 2, "point": "h9", "colour": "white", "used": float("nan")}),
    ("a point with a lone surrogate", {"t": "move", "game": 1, "n": 2, "point": "h\ud800", "colour": "white"}),
    ("a result with no winner", {"t": "result", "game": 1, "reason": "five", "line": []}),
    ("settings a list", {"t": "game", "game": 2, "settings": [1, 2]}),
    ("an undo of move 10^6", {"t": "undo", "game": 1, "n": 10 ** 6}),
    ("a newer board's event", {"t": "sparkle", "game": 1, "colour": "gold"}),
]


def run_numbered_scenarios(workdir, timeout=10.0):
    """Each bad event of NUMBERED_BAD_EVENTS on a board of its own that keeps a journal (as the
    firmware does: the host's sync replays it), then two good moves, against one daemon; and a hello
    whose base is 10^20. Returns the problems found (none: every board recorded past its bad event)."""
    from host.daemon import Daemon
    from host.store import Store, DAEMON

    store = Store(Path(workdir) / "numbered.sqlite", DAEMON)
    boards = [FakeBoard("numbered-%d" % i, "dddd%04d" % i, journal=True) for i in range(len(NUMBERED_BAD_EVENTS))]
    hello_board = FakeBoard("numbered-hello", "eeee0001", journal=True)
    daemon = Daemon(store, ports=[b.port for b in boards + [hello_board]])
    stop = threading.Event()
    thread = threading.Thread(target=daemon.run, args=(stop,), name="daemon", daemon=True)
    thread.start()
    problems = []
    try:
        for board, (name, bad) in zip(boards, NUMBERED_BAD_EVENTS):
            try:
                board.handshake(timeout)
                board.acked(board.game(1), timeout)
                board.acked(board.move(1, "h8"), timeout)
                seq = board.event(bad)
                board.acked(seq, timeout)
                board.expect("error", timeout, code="refused")
                board.acked(board.move(2, "i9"), timeout)
                board.acked(board.move(3, "j10"), timeout)
            except TimeoutError as error:
                problems.append("%s: %s" % (name, error))
                continue
            moves = [[m["point"] for m in store.game(g[0])["moves"]] for g in store.games() if g[1] == board.board_id]
            if moves != [["h8", "i9", "j10"]]:
                problems.append("%s: the board's moves are recorded as %s" % (name, moves))
            row = store.db.execute("SELECT refused FROM events WHERE board_id=? AND seq=?", (board.board_id, seq)).fetchone()
            if row is None or not row[0]:
                problems.append("%s: not kept refused in the event log (%r)" % (name, row))
        try:
            hello_board.expect("hello", timeout)
            hello_board.send(hello_board.hello(base=10 ** 20))
            hello_board.expect("sync", timeout)
            hello_board.acked(hello_board.game(1), timeout)
            hello_board.acked(hello_board.move(1, "h8"), timeout)
        except TimeoutError as error:
            problems.append("a hello with base 10^20: %s" % error)
    finally:
        stop.set()
        thread.join(15)
        for board in boards + [hello_board]:
            board.close()
        store.close()
    return problems


def check_record(store, good_games):
    """Problems with the record: the good board's games must be exactly its moves, and every game
    must read as `host show` reads it."""
    from shared_rules.board import Board
    from shared_rules.terms import parse_move, colour_of_move

    problems = []
    games = store.games()
    good = [[m["point"] for m in store.game(g[0])["moves"]] for g in games if g[1] == "good-0001"]
    if good != good_games:
        problems.append("the good board's record differs: %d games of %s moves recorded, %d of %s played" % (
            len(good), [len(g) for g in good], len(good_games), [len(g) for g in good_games]))
    for row in games:
        game = store.game(row[0])
        board = Board()
        for index, move in enumerate(game["moves"]):
            try:
                p = parse_move(move["point"])
                if p >= 0:
                    board.place(p, colour_of_move(index))
            except ValueError as error:
                problems.append("game %d: %s" % (row[0], error))
                break
            if move["n"] != index + 1:
                problems.append("game %d: move numbers skip at %d" % (row[0], index + 1))
                break
    return problems


def main(argv=None):
    parser = Parser(prog="python -m hardware.rigs.hostile", description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=seconds(0.001), default=60.0, help="how long the campaign runs (default %(default)s)")
    parser.add_argument("--boards", type=count(1, 100, "a number of boards"), default=3, help="hostile boards at once (default %(default)s)")
    parser.add_argument("--seed", type=seed, default=1)
    parser.add_argument("--dir", type=folder, help="where the store goes (default: a temporary folder)")
    args = parser.parse_args(argv)
    import logging

    logging.basicConfig(level=logging.ERROR, format="%(threadName)s: %(message)s")
    workdir = args.dir or tempfile.mkdtemp(prefix="tengen-hostile-")
    campaign = Campaign(workdir, args.boards, args.seed)
    from host.connection import status_of

    started = time.monotonic()
    numbered = run_numbered_scenarios(workdir)
    print("boards behind an event that breaks the protocol: %d of %d recorded past it" % (
        len(NUMBERED_BAD_EVENTS) + 1 - len(numbered), len(NUMBERED_BAD_EVENTS) + 1))
    try:
        good_games = campaign.run(args.seconds)
        alive = campaign.thread.is_alive()
        statuses = [status_of(c) for c in campaign.daemon.connections.values()]
    finally:
        campaign.finish()
    print("hostile boards: %d (one a clone of the good board's id), %.0f s, %d hostile messages sent"
          % (len(campaign.hostile), time.monotonic() - started, campaign.sent))
    for status, board in zip(statuses, [campaign.good] + campaign.hostile):
        print("  %-11s bad messages %6d  frame errors %6d  refused %4d  resets %d  %s" % (
            board.board_id, status["bad_messages"], status["frame_errors"], status["refused"], status["resets"],
            status["link"][:70]))
    problems = check_record(campaign.store, good_games) + numbered
    if campaign.crashed is not None or not alive:
        problems.append("the daemon died: %r" % (campaign.crashed,))
    resets = sum(c.status.resets for c in campaign.daemon.connections.values())
    if resets:
        problems.append("%d sessions were reset by an unexpected error (see the log above)" % resets)
    print("good board: %d games, %d moves played, recorded %s" % (
        len(good_games), sum(len(g) for g in good_games), "exactly" if not problems else "WRONG"))
    for problem in problems:
        print("PROBLEM: " + problem)
    campaign.store.close()
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
