"""A terminal UI for the virtual board: place and lift stones, press the clock buttons, watch the
LEDs and the clock display, as a player at the real board would.

It needs a terminal of at least 80x24 (MIN_COLUMNS x MIN_ROWS); a smaller one shows only what
size it needs until it is resized (or q quits). The board takes the left half, the clock, the game,
why a stone was refused, what to fix and a legend of LED colours and stone symbols the right half,
the keys the bottom lines.

Keys: arrows (or h j k l) move, b / w put a black / white stone, space or x lifts it, c clears the
board, 1 / 2 tap the left / right clock button, ! / @ hold it, 3 holds both, m taps the menu
button and M holds it (the board's own settings menu, firmware/menu.py: the faces show it, the
clock buttons step it, as on the real board), q quits.

A game is named as the host's record names it ("game #3", as `tengen-host games` lists it and
`show 3` prints it) when the UI is given the host's store (--host-db; `make run` does); otherwise,
or until the host has recorded it, by the board's own count of its games ("board's own game 35").
"""

import asyncio
import curses
import os
import sqlite3
import sys
import time

from shared_rules.board import SIZE, POINTS, point_name
from hardware.vboard.boards import make_board
from hardware.vboard.script import colour_name

MIN_COLUMNS = 80
MIN_ROWS = 24
PANEL_X = 34  # the right-hand panel's first column (the board ends at column 31)

# The LED colours a player sees, what they mean (README "The LEDs"), and how the terminal draws
# them: (background colour in 8 colours, in 256 colours). The opening's dim yellow is drawn as a
# yellow dot, not a background, so that it never looks like the foul's orange.
LEGEND = (
    ("white", "last move"), ("green", "winning five"), ("orange", "foul that lost"),
    ("magenta", "forbidden (training)"), ("blue", "put a stone back"), ("red", "take this away"),
    ("yellow", "opening: play here"), ("cyan", "identify; menu bar"),
)
BACKGROUNDS = {
    "white": (curses.COLOR_WHITE, 15), "green": (curses.COLOR_GREEN, 46), "blue": (curses.COLOR_BLUE, 33),
    "red": (curses.COLOR_RED, 196), "magenta": (curses.COLOR_MAGENTA, 201), "orange": (curses.COLOR_YELLOW, 208),
    "cyan": (curses.COLOR_CYAN, 51), "violet": (curses.COLOR_MAGENTA, 93), "mixed": (curses.COLOR_WHITE, 250),
}
KEYS = ("arrows/hjkl move  b / w black / white stone  space lift  c clear  q quit",
        "1 / 2 tap left / right  ! / @ hold  3 both  m menu button  M hold it")
# key: (buttons, seconds held); the menu button is bit 2 (firmware/menu.py)
HOLDS = {ord("1"): (1, 0.12), ord("2"): (2, 0.12), ord("3"): (3, 1.2), ord("!"): (1, 2.5), ord("@"): (2, 2.5),
         ord("m"): (4, 0.12), ord("M"): (4, 1.8)}


def wrap(text, width, lines):
    """text cut into at most `lines` lines of `width`, at spaces where possible."""
    out = []
    while text and len(out) < lines:
        if len(text) <= width:
            out.append(text)
            break
        cut = text.rfind(" ", 0, width + 1)
        if cut <= 0:
            cut = width
        out.append(text[:cut])
        text = text[cut:].lstrip()
    return out


class BoardUI:
    def __init__(self, screen, board, web_url=None, host_db=None, notes=()):
        self.screen = screen
        self.notes = list(notes)  # what the arbiter looks for (make run: the token's file, the hall's address)
        self.board = board
        self.web_url = web_url
        self.host_db = host_db  # the host's game store, to name games by their record's id
        self.records = {}  # (epoch, board's game number) -> the record's id
        self.next_lookup = 0.0
        self.cursor = [7, 7]  # column, row: h8
        self.pairs = {}
        self.message = ""  # what the last key did
        self.colours = curses.has_colors()
        self.default_background = -1  # the terminal's own background, where it lets us keep it
        try:
            curses.curs_set(0)
        except curses.error:  # a terminal that cannot hide its cursor
            pass
        screen.nodelay(True)
        screen.keypad(True)
        if self.colours:
            curses.start_color()
            try:
                curses.use_default_colors()
            except curses.error:
                self.default_background = curses.COLOR_BLACK

    # -- colours ----------------------------------------------------------------------------------
    def _pair(self, foreground, background):
        if not self.colours:
            return 0
        key = (foreground, background)
        if key not in self.pairs:
            number = len(self.pairs) + 1
            if number >= curses.COLOR_PAIRS:
                return 0
            curses.init_pair(number, foreground, background)
            self.pairs[key] = curses.color_pair(number)
        return self.pairs[key]

    def led_attr(self, name):
        """How a point lit in the LED colour `name` is drawn."""
        if name == "off" or not self.colours:
            return curses.A_REVERSE if name not in ("off", "yellow") else 0
        if name == "yellow":
            return self._pair(curses.COLOR_YELLOW, self.default_background) | curses.A_BOLD
        eight, many = BACKGROUNDS.get(name, BACKGROUNDS["mixed"])
        return self._pair(curses.COLOR_BLACK, many if curses.COLORS >= 256 else eight)

    # -- drawing ----------------------------------------------------------------------------------
    def put(self, y, x, text, attr=0):
        """text at (y, x), cut at the screen's edge: curses refuses to write past it."""
        rows, columns = self.screen.getmaxyx()
        if 0 <= y < rows and x < columns - 1:
            self.screen.addstr(y, x, text[: columns - 1 - x], attr)

    def draw(self):
        screen = self.screen
        screen.erase()
        rows, columns = screen.getmaxyx()
        if rows < MIN_ROWS or columns < MIN_COLUMNS:
            for i, line in enumerate(wrap("The virtual board needs a terminal of at least %dx%d (columns x rows);"
                                          " this one is %dx%d. Enlarge it, or press q to quit." % (
                                              MIN_COLUMNS, MIN_ROWS, columns, rows), max(10, columns - 1), rows)):
                self.put(i, 0, line)
            screen.refresh()
            return
        board = self.board
        state = board.state
        host = "host connected" if state.get("host") else "no host"
        process = board.process
        if process is not None and process.returncode is not None:
            host = "THE FIRMWARE STOPPED (exit %s): see its serial log" % process.returncode
        self.put(0, 0, "Tengen virtual board %s  %s  %s" % (board.board_id, host, board.tty_link))
        self.draw_board()
        self.draw_panel(columns - 1 - PANEL_X)
        if self.web_url:  # the host's live broadcast of this board
            self.put(20, PANEL_X, ("live: %sboard/%s" % (self.web_url, board.board_id))[:columns - 1 - PANEL_X])
        self.draw_notes()
        for i, line in enumerate(KEYS):
            self.put(MIN_ROWS - 3 + i, 0, line)
        self.put(MIN_ROWS - 1, 0, self.message)
        screen.refresh()

    def draw_board(self):
        board = self.board
        guide_dot = "yellow"
        for row in range(SIZE - 1, -1, -1):
            y = 1 + (SIZE - 1 - row)
            self.put(y, 0, "%2d" % (row + 1))
            for column in range(SIZE):
                p = row * SIZE + column
                strength = board.layout[p]
                char = "X" if strength <= -50 else "O" if strength >= 50 else (
                    "x" if strength < 0 else "o" if strength > 0 else "+")
                led = colour_name(board.leds[p])
                if led == guide_dot and char == "+":
                    char = "*"
                attr = self.led_attr(led)
                if [column, row] == self.cursor:
                    attr |= curses.A_REVERSE
                if char in "XO":
                    attr |= curses.A_BOLD
                self.put(y, 3 + 2 * column, char, attr)
        self.put(1 + SIZE, 3, " ".join("abcdefghijklmno"))

    def draw_notes(self):
        """The notes under the board's letters, down to the keys' help (rows 17 to 20)."""
        y = 2 + SIZE
        for note in self.notes:
            for line in wrap(note, PANEL_X - 1, 21 - y):
                self.put(y, 0, line)
                y += 1

    @staticmethod
    def describe(settings):
        text = "%s, %s" % (settings.get("foul_mode"), "clock " + settings["time_control"]
                           if settings.get("time_control") else "no clock")
        if settings.get("opening"):
            text += ", " + settings["opening"]
        return text + (", takebacks on" if settings.get("takebacks") else ", takebacks off")

    def record_id(self, state):
        """The host's record id of the board's game, or None (no host store, or not recorded yet)."""
        key = (state.get("epoch"), state.get("game"))
        if self.host_db is None or None in key:
            return None
        if key in self.records:
            return self.records[key]
        now = time.monotonic()
        if now < self.next_lookup:  # not yet recorded: looked for again once a second
            return None
        self.next_lookup = now + 1.0
        from host.store import READ, Store, StoreError

        try:
            store = Store(self.host_db, READ)
            try:
                found = store.game_id(self.board.board_id, key[0], key[1])
            finally:
                store.close()
        except (StoreError, sqlite3.Error):  # no store yet, or busy: the board's own count meanwhile
            return None
        if found is not None:
            self.records[key] = found
        return found

    def game_name(self, state):
        """One numbering for the person: the record's, where the host has the game."""
        found = self.record_id(state)
        if found is not None:
            return "game #%d" % found
        return "board's own game %s%s" % (state.get("game", "?"), " (not recorded yet)" if self.host_db else "")

    def draw_panel(self, width):
        board = self.board
        state = board.state
        x = PANEL_X
        display = board.display
        running = display.get("running", 0)
        self.put(1, x, "clock")
        self.put(1, x + 6, "[%-8s]" % display.get("left", ""), curses.A_REVERSE if running == 1 else 0)
        self.put(1, x + 18, "[%-8s]" % display.get("right", ""), curses.A_REVERSE if running == 2 else 0)
        black = state.get("black_owner", 1)
        self.put(2, x + 6, "left: %s" % ("Black" if black == 1 else "White"))
        self.put(2, x + 18, "right: %s" % ("Black" if black == 2 else "White"))
        settings, upcoming = state.get("settings") or {}, state.get("next_settings") or {}
        lines = []
        if settings:
            for i, line in enumerate(wrap("this game: " + self.describe(settings), width, 2)):
                self.put(3 + i, x, line)
            if self.describe(upcoming) != self.describe(settings) and upcoming:
                lines += wrap("next game: " + self.describe(upcoming), width, 2)
        moves = state.get("moves") or []
        result = state.get("result")
        name = self.game_name(state)
        status = "%s  move %d  %s to play" % (name, len(moves) + 1, state.get("turn", "?"))
        if result:
            status = "%s over: %s wins (%s)" % (name, result["winner"], result["reason"]) \
                if result["winner"] != "draw" else "%s drawn (%s)" % (name, result["reason"])
            status += "; clear the board for a new game"
        elif state.get("paused") and state.get("clock"):
            status = "PAUSED (the arbiter's stop): 3 resumes; " + status
        lines += wrap(status, width, 2)
        prompt = state.get("prompt")
        if prompt and not result:
            lines += wrap("opening %s: %s (%s) to %s" % (prompt["state"], prompt["player"], prompt["colour"],
                                                          " / ".join(prompt["actions"])), width, 2)
        elif state.get("pending") and not result:
            lines += wrap("%s waits for its player's clock press" % state["pending"], width, 1)
        if state.get("refused"):
            lines += wrap("refused: %s" % state["refused"], width, 2)
        restore, remove = state.get("restore") or [], state.get("remove") or []
        if restore:
            lines += wrap("put back (blue): " + " ".join(restore), width, 1)
            if restore == moves[-1:] and not remove and not settings.get("takebacks") and not result:
                lines += wrap("takebacks are off in this game: no undo", width, 1)
        if remove:
            lines += wrap("take away (red): " + " ".join(remove), width, 1)
        for i, line in enumerate(lines[:7]):
            self.put(5 + i, x, line)
        self.put(12, x, ("moves: " + " ".join(moves[-10:]))[:width])
        self.put(13, x, "the LEDs:")
        for i, (name, meaning) in enumerate(LEGEND):
            y, column = 14 + i // 2, x + 22 * (i % 2)
            self.put(y, column, "*" if name == "yellow" else " ", self.led_attr(name))
            self.put(y, column + 2, meaning[:20])
        self.put(18, x, "stones: X black  O white  x o off-centre")
        self.put(19, x, "cursor %s" % point_name(self.cursor[1] * SIZE + self.cursor[0]))

    # -- keys -------------------------------------------------------------------------------------
    async def on_key(self, key):
        column, row = self.cursor
        steps = {curses.KEY_LEFT: (-1, 0), curses.KEY_RIGHT: (1, 0), curses.KEY_UP: (0, 1), curses.KEY_DOWN: (0, -1),
                 ord("h"): (-1, 0), ord("l"): (1, 0), ord("k"): (0, 1), ord("j"): (0, -1)}
        p = row * SIZE + column
        if key in steps:
            dx, dy = steps[key]
            self.cursor = [min(SIZE - 1, max(0, column + dx)), min(SIZE - 1, max(0, row + dy))]
        elif key in (ord("b"), ord("w")):
            self.board.set_stones({p: -100 if key == ord("b") else 100})
        elif key in (ord(" "), ord("x")):
            self.board.set_stones({p: 0})
        elif key == ord("c"):
            self.board.set_stones({q: 0 for q in range(POINTS)})
            self.message = "board cleared (after a game's end, that starts a new game)"
        elif key in HOLDS:
            # 1 / 2 tap a button; ! / @ (shift) hold it 2.5 s (resign, claim, take an opening option);
            # 3 holds both 1.2 s (pause / resume); m / M tap / hold the menu button.
            mask, seconds = HOLDS[key]
            sleep = getattr(self.board, "sleep", None)
            if sleep is None:
                self.board.set_buttons(mask, int(seconds * 1000))  # timed by the board: a tap stays a tap
                await asyncio.sleep(seconds + 0.03)  # the next key is the next press, not part of this one
            else:  # the emulated Pico: held for that long in its own time
                self.board.set_buttons(mask)
                await sleep(seconds)
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
    board = make_board(args)
    await board.start()
    try:
        await BoardUI(screen, board, getattr(args, "web_url", None), getattr(args, "host_db", None),
                      getattr(args, "notes", ())).loop()
    finally:
        await board.stop()


def run_tui(args):
    try:
        curses.wrapper(lambda screen: asyncio.run(_main(screen, args)))
    except curses.error as error:  # no usable terminal (TERM unset or unknown): say so, plainly
        print("the virtual board's UI cannot run in this terminal (%s; TERM=%s). Play a script instead:"
              " make run SCRIPT=hardware/vboard/demo.txt" % (error, os.environ.get("TERM", "unset")), file=sys.stderr)
        return 2
    return 0
