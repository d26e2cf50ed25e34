"""LED scenes: what each point's LED shows, composed by priority into one frame.

Layers, highest first: identify (the whole board blinks, to find it in a hall), anomaly guide
(put a stone back / remove this stone), the foul that ended the game, the winning line, a study's
forced win played out (its stones in order, each in its colour's, the newest blinking), the stone
asked for (the computer's move, blinking), the last move, Black's forbidden points (training
mode), the opening's guide. The frame is rebuilt only
when the application says something changed, and sent only when it differs from the last one sent.
Colours are full-scale here; brightness scales them at composition, and the current governor then
scales the whole frame down if it would draw more than the supply allows.

Current (docs/hardware.md section 4): each LED draws about 1 mA dark, plus (R+G+B)/16 mA lit
(about 48 mA at full white). The budget for lit LEDs is what the supply gives minus the idle draw
of the chain and the rest of the board.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


POINTS = const(225)

# (R, G, B) at full scale. Names are what a player sees; the virtual board's scripts use them too.
OFF = (0, 0, 0)
LAST_MOVE = (255, 255, 255)  # white
WIN_LINE = (0, 255, 0)  # green
RESTORE = (0, 0, 255)  # blue: put a stone back here
REMOVE = (255, 0, 0)  # red: take this stone away
FORBIDDEN = (255, 0, 255)  # magenta: a point forbidden to Black
FOUL = (255, 128, 0)  # orange: the foul that ended the game
OPENING = (96, 96, 0)  # dim yellow: where the opening's next stone may go; the offers to choose from


REQUEST = (255, 255, 0)  # yellow, blinking: put a stone here for the computer (or remote) player
LINE_BLACK = (128, 0, 255)  # violet: a Black stone of a forced win played out in a study (no stone there)
LINE_WHITE = (255, 255, 255)  # white: ... a White one (the last move is not lit while a line plays)
IDENTIFY = (0, 255, 255)  # cyan
MENU_BAR = (0, 255, 255)  # cyan: the settings menu's scroll bar (the top row, a point per item)
MENU_AT = (255, 255, 255)  # white: the item the faces show; a number being entered, drawn in digits


def lit_budget(supply_ma, idle_ma_per_led, other_ma):
    """The most (R+G+B summed over the frame) / 16 may reach, in mA."""
    return max(0, supply_ma - idle_ma_per_led * POINTS - other_ma)


_DARK = bytes(3 * POINTS)


class Scene:
    def __init__(self, brightness=255, budget_ma=None):
        self.frame = bytearray(3 * POINTS)
        self.sent = bytearray(3 * POINTS)
        self.brightness = brightness
        self.budget_ma = budget_ma  # None: no governor
        self.never_sent = True
        self.scaled = 0  # frames the governor had to dim
        self.lit = 0  # what _set put in the frame since compose() began, summed

    def _set(self, p, colour):
        b = self.brightness
        i = 3 * p
        frame = self.frame
        r = colour[0] * b // 255
        g = colour[1] * b // 255
        blue = colour[2] * b // 255
        frame[i] = r
        frame[i + 1] = g
        frame[i + 2] = blue
        self.lit += r + g + blue  # at least the frame's sum (a point set twice counts twice)

    def compose(self, last_move, win_line, restore, remove, identify=False, forbidden=None, foul=(), guide=None,
                request=-1, request_lit=True, menu=None, line=None, line_count=0, line_first=1, line_lit=True):
        """Rebuild the frame; lower layers first so higher ones overwrite them.
        forbidden: a bytearray(225), non-zero at Black's forbidden points (training mode), or None.
        foul: the points of the foul that ended the game (its rows and the stone).
        guide: the opening's points (where the next stone may go, or the offers to choose from).
        menu: while the settings menu is open, menu.Menu.leds(): (scroll bar, its current point, digits).
        request: the point a stone is asked for (the computer's move), -1 none; request_lit: its blink's
        lit half (in the dark half it is dark, whatever a lower layer would show there).
        line: a study's forced win (its points in order), of which the first line_count are shown,
        alternately line_first's colour (1 Black, 2 White) and the other's; the newest is dark
        outside its blink's lit half (line_lit)."""
        frame = self.frame
        frame[:] = _DARK
        self.lit = 0
        if identify:
            for p in range(POINTS):
                self._set(p, IDENTIFY)
        else:
            if guide:
                for p in guide:
                    self._set(p, OPENING)
            if forbidden is not None:
                for p in range(POINTS):
                    if forbidden[p]:
                        self._set(p, FORBIDDEN)
            if last_move is not None and last_move >= 0:
                self._set(last_move, LAST_MOVE)
            if request >= 0:
                self._set(request, REQUEST if request_lit else OFF)
            if line is not None:
                for i in range(line_count):
                    black = (i % 2 == 0) == (line_first == 1)
                    lit = line_lit or i < line_count - 1
                    self._set(line[i], (LINE_BLACK if black else LINE_WHITE) if lit else OFF)
            for p in win_line:
                self._set(p, WIN_LINE)
            for p in foul:
                self._set(p, FOUL)
            if menu is not None:
                for p in menu[0]:
                    self._set(p, MENU_BAR)
                if menu[1] >= 0:
                    self._set(menu[1], MENU_AT)
                for p in menu[2]:
                    self._set(p, MENU_AT)
            for p in restore:
                self._set(p, RESTORE)
            for p in remove:
                self._set(p, REMOVE)
        self._govern()

    def current_ma(self):
        """The lit LEDs' estimated draw for the frame, in mA (idle draw not included)."""
        return sum(self.frame) // 16

    def _govern(self):
        if self.budget_ma is None:
            return
        limit = 16 * self.budget_ma
        if self.lit <= limit:
            return  # the frame's sum is at most this: no need to add up its 675 bytes (~2 ms on the Pico)
        frame = self.frame
        total = sum(frame)
        if total <= limit:
            return
        self.scaled += 1
        for i in range(3 * POINTS):
            frame[i] = frame[i] * limit // total

    def take_if_changed(self):
        """The frame to send, or None when the LEDs already show it."""
        if not self.never_sent and self.frame == self.sent:
            return None
        self.sent[:] = self.frame
        self.never_sent = False
        return self.frame
