"""A terminal UI for the virtual board: place and lift stones, press the clock buttons, watch the
LEDs and the clock display, as a player at the real board would.

Keys: arrows (or h j k l) move, b / w put a black / white stone, space or x lifts it,
1 / 2 tap the left / right clock button, ! / @ hold it, 3 holds both, q quits.
"""

import asyncio
import curses

from shared_rules.board import SIZE, point_name
from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import colour_name

LED_COLOURS = {
    "off": None, "white": curses.COLOR_WHITE, "green": curses.COLOR_GREEN, "blue": curses.COLOR_BLUE,
    "red": curses.COLOR_RED, "magenta": curses.COLOR_MAGENTA, "orange": curses.COLOR_YELLOW,
    "yellow": curses.COLOR_YELLOW, "cyan": curses.COLOR_CYAN, "mixed": curses.COLOR_WHITE,
}
KEYS = "arrows/hjkl move   b black   w white   space lift   1 / 2 tap left / right   ! / @ hold left / right   3 both   q quit"


class BoardUI:
    def __init__(self, screen, board):
        self.screen = screen
        self.board = board
        self.cursor = [7, 7]  # column, row: h8
        self.pairs = {}
        curses.curs_set(0)
        screen.nodelay(True)
        screen.keypad(True)
        if curses.has_colors():
            curses.start_color()
            curses.use_default_colors()

    def _pair(self, background):
        if background is None or not curses.has_colors():
            return 0
        if background not in self.pairs:
            number = len(self.pairs) + 1
            curses.init_pair(number, curses.COLOR_BLACK, background)
            self.pairs[background] = curses.color_pair(number)
        return self.pairs[background]

    def draw(self):
        screen = self.screen
        board = self.board
        state = board.state
        screen.erase()
        host = "host connected" if state.get("host") else "no host"
        screen.addstr(0, 0, "Tengen virtual board %s   port %s -> %s   %s" % (
            board.board_id, board.tty_link, getattr(board, "tty_name", "?"), host))
        for row in range(SIZE - 1, -1, -1):
            y = 2 + (SIZE - 1 - row)
            screen.addstr(y, 0, "%2d " % (row + 1))
            for column in range(SIZE):
                p = row * SIZE + column
                strength = board.layout[p]
                char = "X" if strength <= -50 else "O" if strength >= 50 else ("x" if strength < 0 else "o" if strength > 0 else "+")
                attr = self._pair(LED_COLOURS.get(colour_name(board.leds[p])))
                if [column, row] == self.cursor:
                    attr |= curses.A_REVERSE
                if char in "XO":
                    attr |= curses.A_BOLD
                screen.addstr(y, 3 + 2 * column, char, attr)
        screen.addstr(2 + SIZE, 3, " ".join("abcdefghijklmno"))
        display = board.display
        running = display.get("running", 0)
        left = "[%-8s]" % display.get("left", "")
        right = "[%-8s]" % display.get("right", "")
        y = 4 + SIZE
        screen.addstr(y, 0, "clock  ")
        screen.addstr(left, curses.A_REVERSE if running == 1 else 0)
        screen.addstr("  ")
        screen.addstr(right, curses.A_REVERSE if running == 2 else 0)
        moves = state.get("moves") or []
        result = state.get("result")
        status = "game %s  move %d  %s to play" % (state.get("game", "?"), len(moves) + 1, state.get("turn", "?"))
        if result:
            status = "game %s  over: %s wins (%s)" % (state.get("game"), result["winner"], result["reason"]) \
                if result["winner"] != "draw" else "game %s  drawn (%s)" % (state.get("game"), result["reason"])
        prompt = state.get("prompt")
        if prompt and not result:
            status = "game %s  opening %s: %s (%s) to %s" % (
                state.get("game"), prompt["state"], prompt["player"], prompt["colour"], " / ".join(prompt["actions"]))
        elif state.get("pending") and not result:
            status += "  (%s waits for its clock press)" % state["pending"]
        screen.addstr(y + 1, 0, status[: max(0, curses.COLS - 1)])
        restore, remove = state.get("restore") or [], state.get("remove") or []
        if restore or remove:
            guide = "fix the board:"
            if restore:
                guide += "  put back (blue) " + " ".join(restore)
            if remove:
                guide += "  remove (red) " + " ".join(remove)
            screen.addstr(y + 2, 0, guide)
        screen.addstr(y + 3, 0, "last moves: " + " ".join(moves[-12:]))
        screen.addstr(y + 5, 0, KEYS[: max(0, curses.COLS - 1)])
        screen.addstr(y + 6, 0, "cursor %s" % point_name(self.cursor[1] * SIZE + self.cursor[0]))
        screen.refresh()

    async def on_key(self, key):
        column, row = self.cursor
        moves = {curses.KEY_LEFT: (-1, 0), curses.KEY_RIGHT: (1, 0), curses.KEY_UP: (0, 1), curses.KEY_DOWN: (0, -1),
                 ord("h"): (-1, 0), ord("l"): (1, 0), ord("k"): (0, 1), ord("j"): (0, -1)}
        p = row * SIZE + column
        if key in moves:
            dx, dy = moves[key]
            self.cursor = [min(SIZE - 1, max(0, column + dx)), min(SIZE - 1, max(0, row + dy))]
        elif key in (ord("b"), ord("w")):
            self.board.set_stones({p: -100 if key == ord("b") else 100})
        elif key in (ord(" "), ord("x")):
            self.board.set_stones({p: 0})
        elif key in (ord("1"), ord("2"), ord("3"), ord("!"), ord("@")):
            # 1 / 2 tap a button; ! / @ (shift) hold it 2.5 s (resign, claim, take an opening option);
            # 3 holds both 1.2 s (pause / resume).
            mask, seconds = {ord("1"): (1, 0.12), ord("2"): (2, 0.12), ord("3"): (3, 1.2),
                             ord("!"): (1, 2.5), ord("@"): (2, 2.5)}[key]
            self.board.set_buttons(mask)
            await getattr(self.board, "sleep", asyncio.sleep)(seconds)  # the board's time (emulated on a Pico)
            self.board.set_buttons(0)
        elif key == ord("q"):
            return False
        return True

    async def loop(self):
        while True:
            self.draw()
            key = self.screen.getch()
            if key == -1:
                await self.board.wait_report(0.05)
                continue
            if not await self.on_key(key):
                return


async def _main(screen, args):
    if getattr(args, "target", "sim") == "pico":
        from hardware.vboard.__main__ import make_board

        board = make_board(args)
    else:
        board = VirtualBoard(args.tty, args.flash, args.board_id, args.serial_log)
    await board.start()
    try:
        await BoardUI(screen, board).loop()
    finally:
        await board.stop()


def run_tui(args):
    curses.wrapper(lambda screen: asyncio.run(_main(screen, args)))
    return 0
