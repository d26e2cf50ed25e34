"""The board's settings menu: the menu button and the two clock buttons, shown on the clock faces.

A pure state machine (no hardware, no clock): key(button, gesture) takes one gesture, faces() says
what the two 4-digit faces show, leds() which points the board lights for it. What it changes goes
through the two callbacks it is given: configure(changes) (the app's, the host's own path: checked,
kept on flash, applied from the next game or at once on an empty board) and new_game(); each
returns None or why not. So a setting made here and one made by the host are one thing.

KEYS and ITEMS are the one table of the menu: the README's key table and the printed card
(hardware/menu_card.py) are generated from them. Every text a face shows is made of characters a
7-segment digit can show (ht16k33._CHARS: no K, M, Q, V, X), checked by tests/test_menu.py.

Menu is pure; at the end of the module, board_key() and board_frame() are the app's side (the
menu made at the first press, the gestures it gets, the frame it shows), imported with it at the
menu button's first press so that the board's RAM is the game's until then.

Levels: closed; the items (left face: the item, right face: its value for the next game); a list
of values or a number; the time control's stage-by-stage editor (a sequence of fields). While a
game runs, the menu opens only while its clock stands (the rules let nobody stop a running clock
but the arbiter: hold both buttons 1 s to pause), and it offers what applies from the next game
(NEW, which would abandon the game, is not offered).
"""

from shared_rules.timecontrol import (PRESETS, parse_control, control_text, TimeControl, ControlError,
                                      NO_BONUS, FISCHER, SIMPLE_DELAY, BRONSTEIN, NO_OVERTIME, BYOYOMI, CANADIAN,
                                      MINUTE, SECOND)
from shared_rules.game import FOUL_MODE_NAMES
from shared_rules.openings import REGULATIONS, Free, Adjacent, RIF, Yamaguchi, Soosorv, Taraguchi, Sakata, SuperSakata

# Each regulation of shared_rules.openings on a face (a 7-segment face cannot spell every name: no
# K, M, Q, V, X); by class, so that a name is never typed again here (Soosorv-N, Taraguchi-N: N follows)
REGULATION_FACES = {Free: "FREE", Adjacent: "ADJA", RIF: "RIF", Yamaguchi: "YAGU", Soosorv: "SOO", Taraguchi: "TA",
                    Sakata: "SAtA", SuperSakata: "SUSA"}

from buttons import LEFT, RIGHT, MENU, PRESS as TAP, LONG as HOLD  # a button's tap and hold, as buttons.py tells them
BUTTON_NAMES = ("", "left", "right", "menu")
GESTURE_NAMES = ("", "tap", "hold")

# The keys: (button, gesture, what it does). The README's table and the card say exactly this.
KEYS = (
    (MENU, TAP, "open the menu (in a game, only while its clock stands: both clock buttons 1 s pause it; else the"
     " faces say PAUS 1ST); in it, take what the faces show: enter the item, choose the value, go to the next"
     " field, GO: start the new game"),
    (MENU, HOLD, "1.5 s (shorter is a tap): back to the items, changing nothing; from the items, close the menu"),
    (LEFT, TAP, "the previous item or value (the lists go round); in a number, 1 less (a minute in 1h30, a second in :30)"),
    (RIGHT, TAP, "the next item or value; in a number, 1 more"),
    (LEFT, HOLD, "in a number, 10 less (10 minutes in 1h30, 10 seconds in :30)"),
    (RIGHT, HOLD, "in a number, 10 more"),
)

# Faces of the values (a 7-segment face cannot spell every name; the card lists them all).
SHOW_FACES = (("always", "ALL", "always"), ("black", "BLAC", "on Black's turn"), ("never", "OFF", "never"))
BONUS_FACES = ("NONE", "FISC", "DLAY", "BRON")  # by timecontrol's bonus kind
BONUS_MEANINGS = ("none", "Fischer increment", "simple delay", "Bronstein delay")
THEN_FACES = ("END", "STAG", "BYO", "CANA")  # after a stage: the end, another stage, an overtime
THEN_MEANINGS = ("no more", "another stage", "byo-yomi", "Canadian overtime")
BRIGHTNESS_LEVELS = 9
PASS_RANGE = (4, 225)
N_RANGE = (1, 20)  # Soosorv-N, Taraguchi-N: how many fifth-move offers
MAX_STAGES = 9
MAX_MINUTES = 1440  # a duration's h:mm field: up to 24 h


def regulation_face(name):
    """The face of an opening regulation of shared_rules.openings.REGULATIONS ("free": no
    regulation), with its N for Soosorv-N and Taraguchi-N."""
    base, _, n = name.partition("-")
    if not (base in REGULATIONS and n.isdigit()):
        base = name
        n = "%d" % REGULATIONS[name]().n if _has_n(name) else ""
    return REGULATION_FACES[REGULATIONS[base]][:4 - len(n)] + n  # SOO8, SO10: the N always whole


def preset_face(name):
    """A preset's face from its name: the first word's initial and the last part ("classical-135"
    -> C135, "blitz-5" -> B  5, "championship-canadian" -> C CA)."""
    words = name.split("-")
    tail = words[-1]
    if not tail.isdigit():
        tail = tail[:2]
    return words[0][0].upper() + ("%3s" % tail.upper())


def control_face(text):
    """The face of a time control setting: NONE, a preset's face, or OWN (set stage by stage)."""
    if text is None:
        return "NONE"
    for name, each in PRESETS:
        if each == text:
            return preset_face(name)
    return "OWN"


def _opening_value(name):
    return None if name == "free" else name


def regulation_names():
    """REGULATIONS' names in the menu's order: free (none) first, then the others by name (a
    MicroPython dict keeps no order)."""
    return ["free"] + sorted(name for name in REGULATIONS if name != "free")


def _opening_choices():
    return [(regulation_face(name), _opening_value(name)) for name in regulation_names()]


def _has_n(name):
    return hasattr(REGULATIONS[name](), "n")


# The items: (face, setting, what it is). NEW is not a setting: a new game.
ITEMS = (
    ("CLOC", "time_control", "the time control: NONE, a preset ("
     + ", ".join("%s %s" % (preset_face(n), t) for n, t in PRESETS) + "), or SET it stage by stage (then shown OWN)"),
    ("FOUL", "foul_mode", "the foul mode: " + ", ".join("%s %s" % (n[:4].upper(), n) for n in FOUL_MODE_NAMES)),
    ("SHOW", "show_forbidden", "Black's forbidden points lit (training): "
     + ", ".join("%s %s" % (face, meaning) for value, face, meaning in SHOW_FACES)),
    ("OPEN", "opening", "the opening regulation: " + ", ".join(
        "%s %s" % (regulation_face(n), n if n != "free" else "none") for n in regulation_names())
     + " (SOO and TA then ask for N)"),
    ("UNDO", "takebacks", "takebacks: ON or OFF"),
    ("PASS", "pass_from_move", "the first move number at which a pass is allowed (4 to 225)"),
    ("LED", "brightness", "the LEDs' brightness, 1 to %d" % BRIGHTNESS_LEVELS),
    ("NEW", None, "a new game (offered when no game is in progress)"),
)


def _hmm(ms):
    """A duration's hours and minutes as the clock shows an hour and more: 1h30, 0h05 (the seconds
    are their own field, :30)."""
    minutes = ms // MINUTE
    return "%dh%02d" % (minutes // 60, minutes % 60)


def _ss(ms):
    return ":%02d" % ((ms // SECOND) % 60)


class Menu:
    def __init__(self, values, configure, new_game):
        self.values = values  # the settings as kept (settings.Settings.values): what the items show
        self.configure = configure
        self.new_game = new_game
        self.open = False
        self.in_game = False
        self.item = 0
        self.choices = None  # the list being chosen from: [(face, value)]
        self.choice = 0
        self.number = None  # [face, value, lo, hi, done(value)] while a number is entered
        self.draft = None  # the time control being set stage by stage
        self.field = 0
        self.error = None  # a refusal shown until the next key
        self._faces = ("", "")

    # -- what is offered --------------------------------------------------------------------------
    def items(self):
        """The indices into ITEMS offered now: NEW only when no game is in progress."""
        return [i for i in range(len(ITEMS)) if not (self.in_game and ITEMS[i][1] is None)]

    def start(self, in_game):
        """Open the menu; in_game: a game is in progress (moves made, no result)."""
        self.open = True
        self.in_game = in_game
        self.item = 0
        self._leave_value()
        self.refresh()

    def close(self):
        self.open = False
        self._leave_value()

    def _leave_value(self):
        self.choices = None
        self.number = None
        self.draft = None
        self.error = None

    # -- keys -------------------------------------------------------------------------------------
    def key(self, button, gesture):
        """One gesture; returns True while the menu stays open."""
        if not self.open:
            if button == MENU and gesture == TAP:
                self.start(False)
            return self.open
        if self.error is not None:  # Err read: the key that puts it away does nothing else
            self.error = None
            self.refresh()
            return self.open
        if button == MENU:
            if gesture == HOLD:
                if self.choices is None and self.number is None and self.draft is None:
                    self.close()
                    return False
                self._leave_value()
            else:
                self._take()
        elif self.draft is not None:
            self._draft_key(button, gesture)
        elif self.number is not None:
            self._step_number(button, gesture)
        elif gesture == TAP:
            step = 1 if button == RIGHT else -1
            if self.choices is not None:
                self.choice = (self.choice + step) % len(self.choices)
            else:
                offered = self.items()
                at = offered.index(self.item) if self.item in offered else 0
                self.item = offered[(at + step) % len(offered)]
        if self.open:
            self.refresh()
        return self.open

    def _step_number(self, button, gesture):
        number = self.number
        step = (1 if gesture == TAP else 10) * (1 if button == RIGHT else -1)
        number[1] = min(number[3], max(number[2], number[1] + step))

    def _take(self):
        face, key, _ = ITEMS[self.item]
        if self.number is not None:
            done = self.number[4]
            value = self.number[1]
            self.number = None
            done(value)
            return
        if self.choices is not None:
            value = self.choices[self.choice][1]
            self.choices = None
            self._chosen(key, value)
            return
        if self.draft is not None:
            return self._draft_take()
        # an item taken: its values
        values = self.values
        if key is None:
            self._apply_problem(self.new_game())
            if self.error is None:
                self.close()
            return
        if key == "time_control":
            self._choose([("NONE", None)] + [(preset_face(n), text) for n, text in PRESETS] + [("SET", "SET")],
                         values[key])
        elif key == "foul_mode":
            self._choose([(n[:4].upper(), n) for n in FOUL_MODE_NAMES], values[key])
        elif key == "show_forbidden":
            self._choose([(face, value) for value, face, _ in SHOW_FACES], values[key])
        elif key == "opening":
            current = values[key]
            choices = _opening_choices()
            if current is not None and current.partition("-")[0] in REGULATIONS and current not in REGULATIONS:
                current = current.partition("-")[0]  # soosorv-5: the list's soosorv, shown with its 5
                choices = [(regulation_face(values[key]) if value == current else face, value) for face, value in choices]
            self._choose(choices, current)
        elif key == "takebacks":
            self._choose([("OFF", False), ("ON", True)], values[key])
        elif key == "pass_from_move":
            self._enter(face, values[key], PASS_RANGE, lambda v: self._set(key, v))
        elif key == "brightness":
            self._enter(face, values[key], (1, BRIGHTNESS_LEVELS), lambda v: self._set(key, v))

    def _choose(self, choices, current):
        self.choices = choices
        self.choice = 0
        for i in range(len(choices)):
            if choices[i][1] == current:
                self.choice = i

    def _enter(self, face, value, limits, done):
        self.number = [face, value, limits[0], limits[1], done]

    def _chosen(self, key, value):
        if key == "time_control" and value == "SET":
            self._start_draft()
            return
        if key == "opening" and value is not None and _has_n(value):
            current = self.values["opening"] or ""
            n = current.partition("-")[2]
            n = int(n) if n.isdigit() and current.partition("-")[0] == value else REGULATIONS[value]().n
            self._enter(REGULATION_FACES[REGULATIONS[value]], n, N_RANGE,
                        lambda v: self._set(key, value if v == REGULATIONS[value]().n else "%s-%d" % (value, v)))
            return
        self._set(key, value)

    def _set(self, key, value):
        self._apply_problem(self.configure({key: value}))

    def _apply_problem(self, problem):
        if problem is not None:
            self.error = problem

    # -- the time control, stage by stage -----------------------------------------------------------
    def _start_draft(self):
        text = self.values["time_control"]
        control = parse_control(text) if text else parse_control("90m+30s")
        self.draft = {"hourglass": control.hourglass, "stages": [list(s) for s in control.stages],
                      "overtime": control.overtime, "ot_count": control.overtime_count or 3,
                      "ot_ms": control.overtime_ms or 30 * SECOND}
        self.field = 0

    def fields(self):
        """The editor's fields as the draft now stands: (face, kind, where); kind: "type", "count",
        "hmm", "ss", "bonus", "then", "otcount"; where: the stage's index."""
        draft = self.draft
        out = [("TYPE", "type", 0)]
        if draft["hourglass"]:
            return out + [("HOUR", "hmm", 0), ("HOUR", "ss", 0)]
        stages = draft["stages"]
        for i in range(len(stages)):
            n = str(i + 1)
            out += [("CNT" + n, "count", i), ("DUR" + n, "hmm", i), ("DUR" + n, "ss", i), ("BON" + n, "bonus", i)]
            if stages[i][2] != NO_BONUS:
                out += [("ADD" + n, "bhmm", i), ("ADD" + n, "bss", i)]
            out.append(("THEN", "then", i))
        if draft["overtime"] != NO_OVERTIME:
            out += [("OCNT", "otcount", 0), ("ODUR", "othmm", 0), ("ODUR", "otss", 0)]
        return out

    def _then(self, i):
        draft = self.draft
        if i < len(draft["stages"]) - 1:
            return 1
        return (0, 2, 3)[draft["overtime"]]

    def _field_value(self, kind, i):
        """(face text of the value) for the field."""
        draft = self.draft
        stage = draft["stages"][i] if draft["stages"] else None
        if kind == "type":
            return "HOUR" if draft["hourglass"] else "STAG"
        if kind == "count":
            return "%d" % stage[0] if stage[0] else "REST"
        if kind in ("hmm", "ss"):
            return (_hmm if kind == "hmm" else _ss)(stage[1])
        if kind == "bonus":
            return BONUS_FACES[stage[2]]
        if kind in ("bhmm", "bss"):
            return (_hmm if kind == "bhmm" else _ss)(stage[3])
        if kind == "then":
            return THEN_FACES[self._then(i)]
        if kind == "otcount":
            return "%d" % draft["ot_count"]
        return (_hmm if kind == "othmm" else _ss)(draft["ot_ms"])

    def _draft_key(self, button, gesture):
        face, kind, i = self.fields()[self.field]
        draft = self.draft
        sign = 1 if button == RIGHT else -1
        big = gesture == HOLD
        stages = draft["stages"]
        if kind == "type":
            draft["hourglass"] = not draft["hourglass"]
            if draft["hourglass"]:
                draft["stages"] = [[0, stages[0][1] or 3 * MINUTE, NO_BONUS, 0]]
                draft["overtime"] = NO_OVERTIME
        elif kind == "count":
            stages[i][0] = min(999, max(0, stages[i][0] + sign * (10 if big else 1)))
        elif kind in ("hmm", "bhmm", "othmm"):
            self._step_duration(kind, i, sign * (10 if big else 1) * MINUTE)
        elif kind in ("ss", "bss", "otss"):
            self._step_duration(kind, i, sign * (10 if big else 1) * SECOND)
        elif kind == "bonus":
            stages[i][2] = (stages[i][2] + sign) % 4
            if stages[i][2] == NO_BONUS:
                stages[i][3] = 0
            elif not stages[i][3]:
                stages[i][3] = 30 * SECOND
        elif kind == "then":
            self._set_then(i, (self._then(i) + sign) % 4)
        elif kind == "otcount":
            draft["ot_count"] = min(999, max(1, draft["ot_count"] + sign * (10 if big else 1)))

    def _step_duration(self, kind, i, delta):
        draft = self.draft
        if kind[:2] == "ot":
            draft["ot_ms"] = self._clamp(draft["ot_ms"], delta)
        elif kind[0] == "b":
            draft["stages"][i][3] = self._clamp(draft["stages"][i][3], delta)
        else:
            draft["stages"][i][1] = self._clamp(draft["stages"][i][1], delta)

    @staticmethod
    def _clamp(ms, delta):
        """ms changed by delta within one of its fields: minutes stay minutes, seconds 0-59."""
        if delta % MINUTE == 0:
            return min(MAX_MINUTES * MINUTE, max(0, ms + delta))
        seconds = (ms // SECOND) % 60
        return ms - seconds * SECOND + ((seconds + delta // SECOND) % 60) * SECOND

    def _set_then(self, i, then):
        draft = self.draft
        stages = draft["stages"]
        del stages[i + 1:]
        draft["overtime"] = NO_OVERTIME
        if then == 1:
            if len(stages) < MAX_STAGES:
                if not stages[i][0]:
                    stages[i][0] = 40  # a stage followed by another needs its move count
                stages.append([0, 30 * MINUTE, stages[i][2], stages[i][3]])
        elif then >= 2:
            draft["overtime"] = BYOYOMI if then == 2 else CANADIAN
            stages[i][0] = 0  # an overtime follows a stage with no count and no bonus
            stages[i][2] = NO_BONUS
            stages[i][3] = 0

    def _draft_take(self):
        if self.field + 1 < len(self.fields()):
            self.field += 1
            return
        draft = self.draft
        try:
            control = TimeControl(draft["stages"], draft["overtime"],
                                  draft["ot_count"] if draft["overtime"] else 0,
                                  draft["ot_ms"] if draft["overtime"] else 0, draft["hourglass"])
        except ControlError as error:
            self.error = str(error)
            self.field = 0  # back to the first field, every value kept: mend the one at fault
            return
        self.draft = None
        self._set("time_control", control_text(control))

    # -- what is shown ------------------------------------------------------------------------------
    def refresh(self):
        """Recompute the faces (after a key, or a setting changed by the host)."""
        self._faces = self._compute_faces()

    def faces(self):
        """(left, right): the two faces' text while the menu is open."""
        return self._faces

    def _compute_faces(self):
        if self.error is not None:
            return "Err", "    "
        face, key, _ = ITEMS[self.item]
        if self.draft is not None:
            label, kind, i = self.fields()[self.field]
            return label, self._field_value(kind, i)
        if self.number is not None:
            return self.number[0], "%d" % self.number[1]
        if self.choices is not None:
            return face, self.choices[self.choice][0]
        return face, self.value_face(self.item)

    def value_face(self, index):
        """The right face beside an item: its value for the next game."""
        face, key, _ = ITEMS[index]
        if key is None:
            return "GO"  # a tap of the menu button starts it
        value = self.values[key]
        if key == "time_control":
            return control_face(value)
        if key == "foul_mode":
            return value[:4].upper()
        if key == "show_forbidden":
            for each, shown, _ in SHOW_FACES:
                if each == value:
                    return shown
        if key == "opening":
            return regulation_face(value or "free")
        if key == "takebacks":
            return "ON" if value else "OFF"
        return "%d" % value

    def leds(self):
        """The points the board lights for the menu: the top row as a scroll bar over the items
        (one point per item, the current one brighter), and a number being entered drawn in
        digits on the board. Returns (bar points, the current one, digit points)."""
        offered = self.items()
        bar = [14 * 15 + 2 * k for k in range(len(offered))]
        at = bar[offered.index(self.item)] if self.item in offered else -1
        digits = ()
        if self.number is not None:
            digits = digit_points(self.number[1])
        elif self.draft is not None:
            value = self._draft_number()
            if value is not None:
                digits = digit_points(value)
        return bar, at, digits

    def _draft_number(self):
        """The number the editor's field holds, for the board's digits: a count, a duration's
        minutes (2h15: 135) or seconds; None for a choice."""
        face, kind, i = self.fields()[self.field]
        draft = self.draft
        if kind == "count":
            return draft["stages"][i][0]
        if kind == "otcount":
            return draft["ot_count"]
        if kind in ("type", "bonus", "then"):
            return None
        ms = draft["ot_ms"] if kind[:2] == "ot" else draft["stages"][i][3 if kind[0] == "b" else 1]
        return ms // MINUTE if kind[-3:] == "hmm" else (ms // SECOND) % 60


# -- on the board: app.py hands its gestures and its frame here once the menu is imported ----------
def _game_begun(app):
    referee = app.referee
    return bool(app.game.moves) or referee.pending >= 0 or referee.started


def _new_game(app):
    """NEW: a new game, as the host's new_game makes one (refused while a game is in progress)."""
    if _game_begun(app) and not app.referee.over:
        return "a game is in progress"
    app.referee.new_game()
    return None


def board_key(app, button, gesture, t):
    """A gesture on the board (buttons.PRESS or LONG): of the menu button, or of a clock button
    while the menu is open. The board's menu (app.menu) is made at the first press: its settings
    as kept, the app's configure (the host's own path), NEW as above. Closed, the menu button
    opens the menu, but only while no clock runs: only the arbiter stops a running clock (hold
    both 1 s); the faces say PAUS 1ST."""
    if app.menu is None:
        app.menu = Menu(app.settings.values, app.configure, lambda: _new_game(app))
    menu = app.menu
    referee = app.referee
    if not menu.open:
        if button != MENU or gesture != TAP or app.study is not None:
            return
        clock = referee.clock
        if clock is not None and referee.started and not clock.paused and not referee.over:
            referee.show_notice("PAUS    1ST", t)
        else:
            menu.start(_game_begun(app) and not referee.over)
    else:
        menu.key(button, gesture)
    app.refresh()


def board_frame(app, anomaly):
    """app.refresh() while the menu is open: the bar and the digits on the LEDs (the guide still
    asks for misplaced stones), the menu on the faces."""
    scene = app.scene
    scene.compose(None, (), app._guide_restore() if anomaly else (), app.reconciler.remove if anomaly else (),
                  app._identify_phase(), menu=app.menu.leds())
    frame = scene.take_if_changed()
    if frame is not None:
        app.hal.show_leds(frame)
    app.show_clock(app.hal.ticks_ms())
    app.report_due = True


# 3x5 digits drawn on the board's LEDs (rows from the top; bits left to right)
_DIGITS = (b"\x07\x05\x05\x05\x07", b"\x02\x06\x02\x02\x07", b"\x07\x01\x07\x04\x07", b"\x07\x01\x07\x01\x07",
           b"\x05\x05\x07\x01\x01", b"\x07\x04\x07\x01\x07", b"\x07\x04\x07\x05\x07", b"\x07\x01\x01\x02\x02",
           b"\x07\x05\x07\x05\x07", b"\x07\x05\x07\x01\x07")


def digit_points(value):
    """The points of value (up to 4 digits) drawn 3x5 each in rows 6-10 of the board, centred."""
    text = "%d" % value
    width = 4 * len(text) - 1
    left = (15 - width) // 2
    points = []
    for k in range(len(text)):
        rows = _DIGITS[ord(text[k]) - 48]
        for r in range(5):
            bits = rows[r]
            for c in range(3):
                if bits & (4 >> c):
                    points.append((9 - r) * 15 + left + 4 * k + c)  # row 10 (index 9) at the top
    return points
