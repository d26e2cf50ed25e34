"""The firmware's per-scan work, for callgrind and heap measurements on the MicroPython unix port.

    MICROPYPATH=.frozen:.:firmware micropython bench/firmware_workload.py MODE N
  idle   N   N scans of a settled board: Sensing.update over 225 readings, nothing else (the
             common case: 40-50 times a second for the whole game)
  place  N   N placements: the scans that see a stone appear and settle (debounce + settle), then
             the reconciliation, the referee's move (club mode: the foul check), the LED frame
  train  N   the same in training mode, where the forbidden map is kept up to date and lit
  scans  N   the placements' scans only (readings synthesised, sensing), to subtract from the above
  game   1   a whole game (the first of tests/vectors/games.txt, 100 moves and more) through
             sensing, reconciliation, referee and LEDs; prints the heap in use after each move
             (gc.collect() first) and the most it reached
Nothing here reads hardware: the raw readings are synthesised from the stones, as hal_sim does.
"""
import sys
import gc
from array import array

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
        board = Board("training")
        stones = bytearray(POINTS)
        colour = BLACK
        peak = 0
        gc.collect()
        base = gc.mem_alloc()
        for p in moves:
            board.place(stones, p, colour)
            colour = 3 - colour
            gc.collect()
            peak = max(peak, gc.mem_alloc())
        print("moves %d; heap in use after the imports %d bytes; most in use during the game %d bytes"
              % (len(board.referee.game.moves), base, peak))


main(sys.argv[1], int(sys.argv[2]))
