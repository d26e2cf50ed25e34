"""Two players at one virtual board, for the hall (hall.py): whole games at a set pace, as people
would play them on the real board, and what the board itself reported of each game.

Moves come from soak.choose_move (plausible, never a foul for Black, so games end with a five).
With a time control each move is completed by its player's clock press, as on the board. Now and
then a stone is knocked off and put back (two anomaly events). The truth kept here is read from
the firmware's own report over the simulator socket, never from the serial link the host uses.
"""

import asyncio

from shared_rules.board import POINTS, BLACK, point_name, COLOUR_NAMES
from shared_rules.fouls import five_line
from hardware.rigs.soak import choose_move
from hardware.rigs.patience import (Patience, BoardSlow, STUCK_SECONDS, STUCK_CPU,  # noqa: F401 (tests)
                                      SLOW_SECONDS)

PRESS_SECONDS = 0.12  # a tap on a clock button, as the script runner's `press`
class BoardStuck(RuntimeError):
    """The board had the time to do what was asked, and did not: the firmware is wrong."""


class Player:
    def __init__(self, board, rng, pace, knock_rate=0.02, stuck_seconds=STUCK_SECONDS, stuck_cpu=STUCK_CPU,
                 slow_seconds=SLOW_SECONDS):
        self.board = board
        self.stuck_seconds = stuck_seconds
        self.stuck_cpu = stuck_cpu
        self.slow_seconds = slow_seconds
        self.rng = rng
        self.pace = pace  # mean seconds a player thinks before a move
        self.knock_rate = knock_rate  # chance, after a move, that a stone is knocked off
        self.clocked = False
        self.games = {}  # game number -> {"moves": [(point, colour)], "winner", "reason"} as the board said
        self.knocks = 0
        self.moves = 0

    @property
    def state(self):
        return self.board.state

    async def until(self, check, what):
        """Wait until check() holds; BoardStuck if the firmware had the time to make it hold and did
        not, BoardSlow if the machine never gave it that time."""
        patience = Patience(lambda: [self.board.process.pid], self.stuck_seconds, self.stuck_cpu, self.slow_seconds)
        while not check():
            verdict = patience.verdict()
            if verdict is not None:
                # This process may have been starved too: what the board sent meanwhile is read first.
                for _ in range(5):
                    await self.board.wait_report(0.05)
                if check():
                    return
                state = {k: v for k, v in self.state.items() if k not in ("physical", "settings", "next_settings")}
                if verdict == "stuck":
                    raise BoardStuck("board %s: %s never happened in %.0f s, though its firmware ran %.2f s of CPU"
                                     " meanwhile: %s" % (self.board.board_id, what, patience.waited(), patience.used(),
                                                         state))
                raise BoardSlow("board %s: %s did not happen in %.0f s, but its firmware got only %.2f s of CPU"
                                " meanwhile: the machine is too loaded to tell" % (
                                    self.board.board_id, what, patience.waited(), patience.used()))
            await self.board.wait_report(0.1)

    def note_game(self):
        """The board's current game, as the truth knows it (a new game has no moves yet)."""
        self.games.setdefault(self.state["game"], {"moves": [], "winner": None, "reason": None})

    async def press(self, colour):
        black = self.state.get("black_owner", 1)  # the left button's player has Black unless swapped
        # Timed by the board: a tap stays a tap however late this process runs.
        self.board.set_buttons(black if colour == BLACK else 3 - black, int(PRESS_SECONDS * 1000))
        await asyncio.sleep(PRESS_SECONDS)

    async def play_game(self):
        """One game from an empty board to its result, then the board cleared for the next."""
        self.note_game()
        game_no = self.state["game"]
        self.clocked = self.state.get("clock") is not None
        cells = bytearray(POINTS)
        moves = []
        colour = BLACK
        if self.clocked:
            await self.press(3 - colour)  # White starts Black's clock
            await self.until(lambda: self.state.get("running"), "the clock starting")
        while True:
            await asyncio.sleep(self.pace * self.rng.uniform(0.5, 1.5))
            p = choose_move(cells, colour, self.rng)
            if p is None:
                raise BoardStuck("board %s: no move left in game %d" % (self.board.board_id, game_no))
            cells[p] = colour
            moves.append(point_name(p))
            self.board.set_stones({p: -100 if colour == BLACK else 100})
            if self.clocked and five_line(cells, p, colour) is None:  # a five needs no press (004 9.2.5.1)
                await self.until(lambda: self.state.get("pending") == moves[-1], "stone %s pending" % moves[-1])
                await self.press(colour)
            await self.until(lambda: self.state.get("moves") == moves, "move %d %s" % (len(moves), moves[-1]))
            self.moves += 1
            if self.state.get("result"):
                break
            if self.rng.random() < self.knock_rate:
                await self.knock(cells)
            colour = 3 - colour
        result = self.state["result"]
        self.games[game_no] = {"moves": [(m, COLOUR_NAMES[BLACK if n % 2 == 0 else 3 - BLACK])
                                         for n, m in enumerate(self.state["moves"])],
                               "winner": result["winner"], "reason": result["reason"]}
        self.board.set_stones({p: 0 for p in range(POINTS) if cells[p]})
        await self.until(lambda: self.state.get("game") == game_no + 1 and not self.state.get("moves"),
                         "a new game after clearing")
        self.note_game()

    async def knock(self, cells):
        """A stone knocked off its point and put back: the board reports the anomaly and its end."""
        stones = [p for p in range(POINTS) if cells[p]]
        p = stones[self.rng.randrange(len(stones))]
        name = point_name(p)
        self.board.set_stones({p: 0})
        await self.until(lambda: self.state.get("restore") == [name], "the guide asking for %s back" % name)
        await asyncio.sleep(self.pace * self.rng.uniform(0.2, 0.6))
        self.board.set_stones({p: -100 if cells[p] == BLACK else 100})
        await self.until(lambda: not self.state.get("restore") and not self.state.get("remove"), "%s back" % name)
        self.knocks += 1
