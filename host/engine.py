"""A renju engine run as a separate program, spoken to through the Gomocup (Piskvork) protocol and
its Yixin-Board extensions (the engine Tengen builds: Rapfi, in third_party/rapfi, `make engine`;
its protocol: third_party/rapfi/Rapfi/command/gomocup.cpp). Coordinates are `x,y` from the top
left (x the column), `-1,-1` a pass; `INFO rule 4` is renju; YXBOARD sets a position (1 the side
to move's stones), YXNBEST n searches for n lines, each reported as an `INFO PV i` ... `INFO PV
DONE` block, YXSHOWFORBID lists Black's forbidden points, YXBLOCK excludes points, YXSTOP stops.

In the manner of python-chess's chess.engine, synchronous:

    with Engine.start() as engine:                       # var/rapfi/pbrain-rapfi by default
        engine.configure(Limit(time=1.0))                # or Limit(nodes=20000), Limit(depth=8)
        point = engine.play(game.moves)                  # the move for the side to move
        lines = engine.analyse(game.moves, n=3)          # the 3 best lines with their evaluations
        engine.stop()                                    # ends a search in progress (another thread)

A position is the game's moves in order (shared_rules points, PASS for a pass): the host runs the
opening regulation itself, and the engine, which knows none, is given the stones. Every answer is
checked against shared_rules, the one source of truth: the engine's forbidden points
(YXSHOWFORBID) on every position it is given with Black to move (a disagreement is logged and kept
in `disagreements`; shared_rules decides), and its move (a move the rules refuse is blocked and the
engine asked again). An engine that crashes, hangs past its time or answers garbage is killed and
started again, and the request is asked once more: the game goes on.
"""

import logging
import os
import queue
import re
import subprocess
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

from shared_rules import fouls
from shared_rules.board import BLACK, POINTS, SIZE, Board, column_of, point, point_name, row_of
from shared_rules.terms import PASS, colour_of_move, move_name

log = logging.getLogger("tengen.engine")

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_COMMAND = [str(ROOT / "var" / "rapfi" / "pbrain-rapfi")]
RENJU = 4  # `INFO rule 4`: renju in Rapfi's reading (a code) and in classic Piskvork's (a bitmask)
START_TIMEOUT = 20.0  # seconds for the engine to start and answer START (it loads its weights)
GRACE = 2.0  # seconds past a search's own limit before the engine is asked to stop
STOP_GRACE = 2.0  # seconds after a stop before the engine is taken for hung and killed
UNBOUNDED_SEARCH = 600.0  # seconds a node- or depth-limited search may take at most
MATCH_MS = 1_000_000_000  # the match time told to the engine: the turn limit alone governs


class EngineError(Exception):
    """The engine could not answer (one line, for the operator)."""


class EngineDied(EngineError):
    """The engine's process ended, hung or spoke garbage; it is started again for the next request."""


ABOUT_FIELD = re.compile(r'(\w+)\s*=\s*"([^"]*)"')  # ABOUT's answer: name="Rapfi", version="...", ...


@dataclass(frozen=True)
class Limit:
    """How long the engine may think about one move: seconds, nodes or depth (any combination: the
    first reached ends the search). strength: 0-100, below 100 the engine picks weaker moves on
    purpose (Rapfi's STRENGTH)."""
    time: float | None = None
    nodes: int | None = None
    depth: int | None = None
    strength: int = 100

    def seconds_at_most(self):
        return self.time if self.time is not None else UNBOUNDED_SEARCH


@dataclass
class Line:
    """One line of the engine's analysis, from the side to move's point of view: its moves
    (shared_rules points), the score (centi-units; mate as ±(100000 - plies)), win rate 0-1."""
    moves: list
    score: int | None = None
    mate: int | None = None  # plies to a forced win (> 0) or loss (< 0), when the engine found one
    winrate: float | None = None
    depth: int | None = None
    nodes: int | None = None
    time_ms: int | None = None

    @property
    def move(self):
        return self.moves[0] if self.moves else None

    def describe(self):
        value = ("mate in %d" % self.mate if self.mate > 0 else "mated in %d" % -self.mate) if self.mate \
            else "%+d" % (self.score or 0)
        return "%s (%s, depth %s): %s" % (point_name(self.move) if self.move is not None else "-", value,
                                          self.depth, " ".join(point_name(p) for p in self.moves))


@dataclass
class Disagreement:
    """The engine's and shared_rules' forbidden points differ on a position (shared_rules decides)."""
    moves: list
    engine_only: list = field(default_factory=list)  # points the engine forbids and the rules allow
    rules_only: list = field(default_factory=list)  # points the rules forbid and the engine allows

    def describe(self):
        """One line, with the position (its moves) to reproduce it."""
        return "after %d moves (%s): the engine forbids %s, the rules %s" % (
            len(self.moves), " ".join(move_name(p) for p in self.moves),
            " ".join(point_name(p) for p in self.engine_only) or "nothing more",
            " ".join(point_name(p) for p in self.rules_only) or "nothing more")


def to_xy(p):
    """A shared_rules point as the protocol's x,y (x the column from a, y from the top row)."""
    return column_of(p), SIZE - 1 - row_of(p)


def from_xy(x, y):
    """The protocol's x,y as a point; PASS for -1,-1; ValueError off the board."""
    if (x, y) == (-1, -1):
        return PASS
    p = point(x, SIZE - 1 - y)
    if p < 0:
        raise ValueError("%d,%d is off the board" % (x, y))
    return p


def parse_xy(text):
    x, y = text.strip().split(",")[:2]
    return from_xy(int(x), int(y))


def parse_score(text):
    """INFO EVAL's text: (score, mate plies or None). '+M5' is a win in 5 plies, '-M*' a loss."""
    text = text.strip()
    if text.startswith(("+M", "-M")):
        plies = text[2:]
        plies = int(plies) if plies.isdigit() else 1
        sign = 1 if text[0] == "+" else -1
        return sign * (100000 - plies), sign * plies
    if "VAL_INF" in text:
        return (-100000 if text.startswith("-") else 100000), None
    return int(text), None


def position_of(moves):
    """The board and the colour to move after moves (points, PASS)."""
    board = Board()
    for i, move in enumerate(moves):
        if move != PASS:
            board.place(move, colour_of_move(i))
    return board, colour_of_move(len(moves))


def rules_forbidden(moves):
    """Black's forbidden points after moves, by shared_rules (a set of points)."""
    board, _ = position_of(moves)
    kinds = fouls.forbidden_map(board.cells)
    return {p for p in range(POINTS) if kinds[p]}


class Engine:
    """One engine program, started and kept running; restarted by itself after a fault."""

    def __init__(self, command=None, cwd=None, limit=None, threads=1, memory_mb=64, retries=1, grace=GRACE,
                 stop_grace=STOP_GRACE):
        self.command = list(command or DEFAULT_COMMAND)
        self.cwd = cwd
        self.limit = limit or Limit(time=1.0)
        self.threads = threads
        self.memory_mb = memory_mb
        self.retries = retries  # a request is asked this many more times after a fault
        self.grace = grace  # seconds past a search's limit before the engine is asked to stop
        self.stop_grace = stop_grace  # seconds after that stop before it is taken for hung
        self.process = None
        self.lines = None
        self.restarts = 0  # how many times a fault made us start the engine again
        self.disagreements = []  # forbidden-point disagreements seen, newest last
        self.name = None  # what ABOUT said
        self._lock = threading.Lock()  # one request at a time; stop() comes from another thread
        self._sent_limit = None

    # -- the process ------------------------------------------------------------------------------
    @classmethod
    def start(cls, command=None, **options):
        engine = cls(command, **options)
        engine.open()
        return engine

    def open(self):
        executable = self.command[0]
        if not os.path.exists(executable) and os.sep in executable:
            raise EngineError("no engine at %s (build it: make engine)" % executable)
        try:
            self.process = subprocess.Popen(self.command, cwd=self.cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                            stderr=subprocess.DEVNULL, text=True, bufsize=1)
        except OSError as error:
            raise EngineError("cannot start the engine %s: %s" % (executable, error.strerror or error))
        self.lines = queue.Queue()
        threading.Thread(target=self._read, args=(self.process, self.lines), daemon=True,
                         name="engine-reader").start()
        self._sent_limit = None
        self._send("START %d" % SIZE)
        self._expect(lambda line: line == "OK", START_TIMEOUT, "START")
        self._send("INFO rule %d" % RENJU)
        self._send("INFO THREAD_NUM %d" % self.threads)
        self._send("INFO max_memory %d" % (self.memory_mb << 20))
        self._send("INFO PONDERING 0")
        self._send("INFO SHOW_DETAIL 2")
        self._send("INFO timeout_match %d" % MATCH_MS)
        self._send("INFO time_left %d" % MATCH_MS)
        self._send("ABOUT")
        self.name = self._expect(lambda line: "name" in line.lower(), START_TIMEOUT, "ABOUT")

    def about(self):
        """What the engine said of itself (ABOUT's key="value" pairs): {"name": "Rapfi", "version": ...}."""
        return dict(ABOUT_FIELD.findall(self.name or ""))

    @staticmethod
    def _read(process, lines):
        try:
            for line in process.stdout:
                lines.put(line.rstrip("\r\n"))
        except (OSError, ValueError):
            pass
        lines.put(None)  # the end of the engine's output: it died

    def close(self):
        process = self.process
        self.process = None
        if process is None:
            return
        try:
            process.stdin.write("END\n")
            process.stdin.flush()
            process.wait(2)
        except (OSError, ValueError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _kill(self):
        process = self.process
        self.process = None
        if process is not None:
            process.kill()
            process.wait()

    def _send(self, text):
        try:
            self.process.stdin.write(text + "\n")
            self.process.stdin.flush()
        except (OSError, ValueError, AttributeError):
            raise EngineDied("the engine's input is closed (it ended)")

    def _expect(self, wanted, timeout, what, on_line=None):
        """Read the engine's lines until wanted(line) is true: that line. on_line sees the others.
        EngineDied when the engine ends or nothing wanted comes within timeout seconds."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise EngineDied("no answer to %s within %.1f s" % (what, timeout))
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise EngineDied("the engine ended while answering %s (exit %s)" % (
                    what, self.process.poll() if self.process else "?"))
            line = line.strip()
            if not line:
                continue
            if line.startswith("ERROR"):
                log.warning("engine: %s", line[:200])
            elif wanted(line):
                return line
            elif on_line is not None:
                on_line(line)

    def _restart(self, why):
        log.warning("engine fault (%s): starting it again", why)
        self._kill()
        self.restarts += 1
        self.open()

    def _drain(self):
        """Forget what the engine said after its last answer (a late line from a stopped search)."""
        while True:
            try:
                line = self.lines.get_nowait()
            except queue.Empty:
                return
            if line is None:
                raise EngineDied("the engine had ended")

    def _request(self, ask):
        """ask() with the engine; after a fault, the engine started again and ask() once more."""
        with self._lock:
            for attempt in range(self.retries + 1):
                try:
                    if self.process is not None:
                        self._drain()
                    if self.process is None or self.process.poll() is not None:
                        if self.process is not None:
                            self._restart("it had ended")
                        else:
                            self.open()
                    return ask()
                except EngineDied as error:
                    if attempt == self.retries:
                        self._kill()
                        raise
                    self._restart(error)

    # -- settings ---------------------------------------------------------------------------------
    def configure(self, limit):
        """The limit for the searches from now on (a Limit)."""
        self.limit = limit

    def _send_limit(self, limit):
        if limit == self._sent_limit:
            return
        turn_ms = int(limit.time * 1000) if limit.time is not None else int(UNBOUNDED_SEARCH * 1000)
        self._send("INFO timeout_turn %d" % max(1, turn_ms))
        self._send("INFO MAX_NODE %d" % (limit.nodes or 0))
        self._send("INFO MAX_DEPTH %d" % (limit.depth or 99))
        self._send("INFO STRENGTH %d" % max(0, min(100, limit.strength)))
        self._sent_limit = limit

    # -- positions --------------------------------------------------------------------------------
    def _set_position(self, moves, blocked=()):
        """YXBOARD: the moves in their order (a pass as -1,-1), 1 the side to move's, 2 the other's,
        then the points it must not play."""
        moves = [m for m in moves]
        board, to_move = position_of(moves)
        self._send("YXBLOCKRESET")
        self._send("YXBOARD")
        for i, move in enumerate(moves):
            x, y = to_xy(move) if move != PASS else (-1, -1)
            self._send("%d,%d,%d" % (x, y, 1 if colour_of_move(i) == to_move else 2))
        self._send("DONE")
        if blocked:
            self._send("YXBLOCK")
            for p in blocked:
                self._send("%d,%d" % to_xy(p))
            self._send("DONE")
        return board, to_move

    def _engine_forbidden(self):
        line = self._expect(lambda text: text.startswith("FORBID"), 5.0, "YXSHOWFORBID")
        digits = line[len("FORBID"):].strip().rstrip(".")
        if len(digits) % 4 or not digits.isdigit() and digits:
            raise EngineDied("garbage for YXSHOWFORBID: %r" % line[:80])
        return {from_xy(int(digits[i:i + 2]), int(digits[i + 2:i + 4])) for i in range(0, len(digits), 4)}

    def _cross_check(self, moves, to_move):
        """The engine's forbidden points against shared_rules' (with White to move, as if White
        passed: the engine lists them only for Black to move): a disagreement logged."""
        self._set_position(moves if to_move == BLACK else list(moves) + [PASS])
        self._send("YXSHOWFORBID")
        engine = self._engine_forbidden()
        rules = rules_forbidden(moves)
        if engine == rules:
            return None
        disagreement = Disagreement(list(moves), sorted(engine - rules), sorted(rules - engine))
        self.disagreements.append(disagreement)
        log.warning("engine and rules disagree on Black's forbidden points %s: shared_rules decides",
                    disagreement.describe())
        return disagreement

    def forbidden(self, moves):
        """The engine's own forbidden points for Black after moves (with White to move: were White to
        pass), a set."""
        def ask():
            _, to_move = position_of(moves)
            self._set_position(moves if to_move == BLACK else list(moves) + [PASS])  # White: as if it passed
            self._send("YXSHOWFORBID")
            return self._engine_forbidden()
        return self._request(ask)

    # -- searches ---------------------------------------------------------------------------------
    def play(self, moves, limit=None, among=None):
        """The engine's move (a point, or PASS) for the side to move after moves (among: only these
        points, e.g. an opening's zone)."""
        return self.analyse(moves, 1, limit, among)[0].move

    def analyse(self, moves, n=1, limit=None, among=None):
        """The n best lines for the side to move after moves, best first (Lines); among: the points
        the first move may take (None: any). Each first move is one shared_rules allows: a move the
        rules refuse is blocked and the engine asked again."""
        limit = limit or self.limit
        moves = list(moves)
        board, to_move = position_of(moves)
        legal = _legal_points(board, to_move, moves)
        outside = []
        if among is not None:
            outside = sorted(legal - set(among))
            legal &= set(among)
        if not legal:
            raise EngineError("no legal move left for %s" % ("Black" if to_move == BLACK else "White"))

        def ask():
            blocked = list(outside)
            for _ in range(4):
                self._send_limit(limit)
                if limit.time is None:  # a search by nodes or depth is to be repeatable: nothing kept from before
                    self._send("YXHASHCLEAR")
                self._cross_check(moves, to_move)
                self._set_position(moves, blocked)
                lines = self._search(n, limit)
                refused = [line.move for line in lines if line.move is not None and line.move != PASS
                           and line.move not in legal]
                if not refused:
                    return lines
                log.warning("engine proposed %s, which the rules refuse: blocked, asked again",
                            " ".join(point_name(p) if p != PASS else "pass" for p in refused))
                blocked += refused
            raise EngineDied("the engine keeps proposing moves the rules refuse")
        return self._request(ask)

    def _search(self, n, limit):
        iterations = []  # per depth, the blocks by PV index (PV 0 opens a depth's set)
        current = {}

        def on_line(line):
            if not line.startswith("INFO "):
                return
            words = line.split(None, 2)
            if len(words) < 3:
                return
            key, value = words[1].upper(), words[2]
            if key == "PV":
                if value.strip() == "DONE":
                    if "moves" in current:
                        if current.get("pv", 0) == 0 or not iterations:
                            iterations.append({})
                        iterations[-1][current.get("pv", 0)] = dict(current)
                    current.clear()
                else:
                    current.clear()
                    current["pv"] = int(value) if value.strip().isdigit() else 0
            elif key == "BESTLINE":
                try:
                    current["moves"] = [parse_xy(word) for word in value.split()]
                except ValueError:
                    current.pop("moves", None)  # garbage: this block is dropped
            elif key in ("EVAL", "WINRATE", "DEPTH", "NODES", "TOTALTIME"):
                current[key] = value

        self._send("YXNBEST %d" % max(1, n))
        timeout = limit.seconds_at_most() + self.grace
        try:
            answer = self._expect(_is_move, timeout, "the search", on_line)
        except EngineDied:
            if self.process is None or self.process.poll() is not None:
                raise
            self._send("YXSTOP")  # hung past its limit: ask it to stop, then give up on it
            answer = self._expect(_is_move, self.stop_grace, "a stop", on_line)
        try:
            best = parse_xy(answer)
        except ValueError as error:
            raise EngineDied("garbage for a move: %r (%s)" % (answer[:80], error))
        self._settle()
        # The deepest set first; a line its depth had no time for, from the depth before (its move
        # not already among them). The engine's answer leads: its own line if one was printed.
        lines = []
        for blocks in reversed(iterations):
            for k in sorted(blocks):
                line = _line_of(blocks[k])
                if line is not None and line.move not in [known.move for known in lines]:
                    lines.append(line)
        answer_line = next((line for line in lines if line.move == best), None) or Line([best])
        lines = [answer_line] + [line for line in lines if line.move != best]
        lines = lines[:n]
        return lines

    def _settle(self):
        """Wait until the engine listens again. Rapfi prints its move a moment before it takes
        commands again, and drops what comes in between (but a stop): ABOUT until it answers."""
        for _ in range(50):
            self._send("ABOUT")
            try:
                self._expect(lambda line: "name=" in line.lower(), 0.1, "ABOUT")
                return
            except EngineDied:
                if self.process is None or self.process.poll() is not None:
                    raise
        raise EngineDied("the engine takes no command after its move")

    def stop(self):
        """End the search in progress now (from another thread): its best move so far is the answer."""
        if self.process is not None:
            try:
                self.process.stdin.write("YXSTOP\n")
                self.process.stdin.flush()
            except (OSError, ValueError):
                pass


def _is_move(line):
    """An engine's move answer: "x,y" and nothing else."""
    parts = line.split(",")
    return len(parts) == 2 and all(part.strip().lstrip("-").isdigit() for part in parts)


def _legal_points(board, to_move, moves):
    """The points the side to move may play (shared_rules: empty, and for Black not forbidden)."""
    cells = board.cells
    forbidden = rules_forbidden(moves) if to_move == BLACK else set()
    return {p for p in range(POINTS) if not cells[p] and p not in forbidden}


def _line_of(block):
    try:
        score, mate = parse_score(block["EVAL"]) if "EVAL" in block else (None, None)
        return Line(block["moves"], score=score, mate=mate,
                    winrate=float(block["WINRATE"]) if "WINRATE" in block else None,
                    depth=int(block["DEPTH"]) if "DEPTH" in block else None,
                    nodes=int(block["NODES"]) if "NODES" in block else None,
                    time_ms=int(block["TOTALTIME"]) if "TOTALTIME" in block else None)
    except (ValueError, KeyError, IndexError):
        return None  # a garbled block: left out
