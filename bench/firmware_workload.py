"""The firmware's per-scan work, for callgrind and heap measurements on the MicroPython unix port.

    MICROPYPATH=.frozen:.:firmware micropython bench/firmware_workload.py MODE N
  idle   N   N scans of a settled board: Sensing.update over 225 readings, nothing else (the
             common case: 40-50 times a second for the whole game)
  place  N   N placements: the scans that see a stone appear and settle (debounce + settle), then
             the reconciliation, the referee's move (club mode: the foul check), the LED frame
  train  N   the same in training mode, where the forbidden map is kept up to date and lit
  scans  N   the placements' scans only (readings synthesised, sensing), to subtract from the above
  game   1   the whole firmware imported (app and every module it imports, the simulator backend,
             asyncio), then a whole game (the first of tests/vectors/games.txt, 120 moves) through
             sensing, reconciliation, referee (training: the forbidden map kept), LEDs and the event
             log journaled to a file; prints the heap the imports keep and the most in use after a
             collection. Its peak is found from outside: the smallest -X heapsize that completes it
Nothing here reads hardware: the raw readings are synthesised from the stones, as hal_sim does.
"""
import sys
import gc

gc.collect()
_EMPTY_HEAP = gc.mem_alloc()  # before anything of ours is loaded

from array import array  # noqa: E402

from shared_rules.board import POINTS, BLACK, WHITE, parse_point
from sensing import Sensing
from reconcile import Reconciler, PLACEMENT
from referee import Referee
from scenes import Scene

PARAMS = {"on_threshold": 230, "off_threshold": 150, "black_field_sign": -1, "debounce_scans": 3, "settle_ms": 20}
SETTINGS = {"time_control": None, "foul_mode": "club", "show_forbidden": "black", "pass_from_move": 7,
            "takebacks": False, "opening": None}
BASE = 2048
FIELD = 683


def first_game():
    with open("tests/vectors/games.txt") as f:
        for line in f:
            if line.startswith("moves:"):
                return [parse_point(name) for name in line[6:].split()]


class Board:
    """Sensing, reconciliation, referee and scene, wired as firmware/app.py wires them."""

    def __init__(self, foul_mode):
        settings = dict(SETTINGS)
        settings["foul_mode"] = foul_mode
        self.sensing = Sensing(PARAMS, array("H", [BASE] * POINTS))
        self.reconciler = Reconciler()
        self.events = 0
        self.referee = Referee(settings, self.emit)
        self.referee.new_game()
        self.scene = Scene(48, 1200)
        self.now = 0

    def emit(self, message):
        self.events += 1
        return self.events

    def scan(self, stones):
        raw = self.sensing.raw
        for p in range(POINTS):
            s = stones[p]
            raw[p] = BASE - FIELD if s == BLACK else (BASE + FIELD if s == WHITE else BASE)
        self.now += 20
        return self.sensing.update(self.now)

    def place(self, stones, p, colour, decide=True):
        """A stone appears at p: scan until it settles, then what app.reconcile and refresh do
        (decide=False: the scans only, to subtract)."""
        stones[p] = colour
        while not (self.sensing.is_settled(self.now, lambda a, b: a - b) and self.sensing.stable[p] == colour):
            self.scan(stones)
        if not decide:
            self.referee.game.board.cells[p] = colour
            return
        game = self.referee.game
        verdict = self.reconciler.compare(self.sensing.stable, game.board.cells, game.turn, game.result is None)
        if verdict == PLACEMENT:
            self.referee.placed(self.reconciler.placement)
        result = game.result
        self.scene.compose(game.last_move, result.line if result is not None else (), (), (), False,
                           self.referee.forbidden_shown(), ())
        self.scene.take_if_changed()


def main(mode, n):
    moves = first_game()
    if mode == "idle":
        board = Board("club")
        stones = bytearray(POINTS)
        for p in moves[:40]:
            stones[p] = BLACK
        for _ in range(5):
            board.scan(stones)
        sensing = board.sensing
        for _ in range(n):  # the readings stay as the last scan left them: only update() is measured
            board.now += 20
            sensing.update(board.now)
    elif mode in ("place", "train", "scans"):
        for _ in range(n):
            board = Board("training" if mode == "train" else "club")
            stones = bytearray(POINTS)
            colour = BLACK
            for p in moves[:40]:
                board.place(stones, p, colour, mode != "scans")
                colour = 3 - colour
        if n:
            print("moves played per repetition: 40; events: %d" % board.events)
    elif mode == "game":
        import os
        import app  # noqa: F401  everything the application imports: link, journal, events, buttons, ...
        import hal_sim  # noqa: F401  the backend (on the Pico: hal_pico and its drivers, not loadable here)
        import main  # noqa: F401
        from journal import Journal
        from events import EventLog

        gc.collect()
        imported = gc.mem_alloc()
        path = "/tmp/tengen-bench-journal-%s.bin" % "".join("%02x" % b for b in os.urandom(6))
        log = EventLog(Journal(path))
        board = Board("training")

        def emit(message):  # as App._event: journal it, keep it; the host acknowledges at once
            log.append(message)
            log.ack(log.head)
            return log.head

        board.referee.emit = emit
        board.referee.new_game()
        stones = bytearray(POINTS)
        colour = BLACK
        gc.collect()
        base = gc.mem_alloc()
        most = base
        for p in moves:
            board.place(stones, p, colour)
            colour = 3 - colour
            gc.collect()
            most = max(most, gc.mem_alloc())
        os.remove(path)
        print("moves %d; the whole firmware's imports keep %d bytes (compiled from source); in use at the game's"
              " start %d, most in use after a collection during the game %d"
              % (len(board.referee.game.moves), imported - _EMPTY_HEAP, base - _EMPTY_HEAP, most - _EMPTY_HEAP))


main(sys.argv[1], int(sys.argv[2]))
