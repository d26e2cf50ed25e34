"""Scripts for the virtual board: one action a line, for tests and bug reports. The format is stable.

    # a comment; blank lines are ignored
    place h8 black               put stones (several pairs on one line land at the same instant)
    place h8 black i9 white nowait     ... without waiting for the board to see them
    lift h8 [i9 ...] [nowait]    take stones away
    place-asked [black|white]    wait (up to the timeout) for the point the board asks a stone for
                                 (blinking yellow: the computer's move, `tengen-host play BOARD
                                 --engine`) and put a stone there, of the side to move's colour
                                 unless named; the line's "ok" names the point
    field h8 black 40            a stone of that colour at 40% of a centred stone's field
                                 (off-centre, or a hand hovering with it); 0 takes it away
    press left|right|black|white|menu  press and release a button (black: the side playing Black;
                                 menu: the menu button, see firmware/menu.py)
    hold left|right|both|menu MS hold button(s) for MS milliseconds
    wait MS                      let MS milliseconds pass
    timeout MS                   how long each expect waits for its condition (default 3000)
    expect turn black|white
    expect moves h8 h9 pass ...  the game's moves so far, in order ("expect moves" alone: none)
    expect result black|white|draw|none [REASON]    e.g. "expect result black five"
    expect led h8 COLOUR         COLOUR: off white green blue red magenta orange yellow cyan violet
    expect leds h8 i9 ... COLOUR
    expect lit N                 exactly N LEDs are lit
    expect restore h8 ...        the anomaly guide asks for stones back on exactly these points
    expect remove h9 ...         ... and for these stones to be taken away
    expect anomaly none          the physical board agrees with the game
    expect display left|right TEXT    what a clock face shows; * and ? match any text, one character
    expect synced                the host has acknowledged every event the board sent
    expect confirmed yes|no      both players confirmed the result on the board (both buttons held)
    expect running left|right|none     whose clock runs
    expect pending h8|none       a stone waiting for its player's clock press
    expect setting KEY VALUE     a setting as the board keeps it for the next game (e.g. set on its menu)
    expect game-setting KEY VALUE      ... and as the game on the board has it
    configure KEY VALUE ...      settings as the board's menu sets them, at once: e.g. "configure time_control 5m+4s
                                 foul_mode training" (VALUE none, true, false, numbers as such)
    warp MS                      MS milliseconds of clock time pass at once
    command NAME [KEY=VALUE ...] the host sends a command (run with --host-db, a daemon serving the
                                 board); the board must do it. e.g. "command clock op=set player=P2 ms=300000"
    refuse NAME [KEY=VALUE ...]  ... and the board (or the host, before sending it) must refuse it
    power off | power on | restart     cut the board's power / switch it on / both
    unplug | plug                pull the USB cable / plug it back (the board runs on)
    tear FILE N                  (power off only) drop the last N bytes of a flash file, as a write
                                 cut short by a power cut would (journal.bin: the journal's newest
                                 record, in its flash ring; journal.ahead: the ring's sector after
                                 it half-erased, its first N bytes erased)

Every expect waits until its condition holds or the timeout passes (on the wall clock and in the
board's own scans: a board starved by a loaded machine gets the time it missed); the run stops at the first
failure (exit status 1) or at the first malformed line (exit status 2). Points are RIF names (a1..o15).
"""

import asyncio
import fnmatch
import sys
import time

from shared_rules.board import parse_point, point_name, BLACK, WHITE

POINTS = 225
PATIENCE = 20  # an expectation waits at most this many times its timeout for a starved board


class ScriptError(Exception):
    """A line that is not a valid script action: the script is wrong, not the board."""


def colour_name(rgb):
    """What a person would call an LED's colour."""
    r, g, b = rgb
    top = max(r, g, b)
    if top < 6:
        return "off"
    high = [c * 10 >= top * 6 for c in (r, g, b)]
    low = [c * 10 <= top * 3 for c in (r, g, b)]
    if all(high):
        return "white"
    if high[0] and low[2] and not high[1] and not low[1]:
        return "orange"
    if high[2] and low[1] and not high[0] and not low[0]:
        return "violet"
    names = {(True, False, False): "red", (False, True, False): "green", (False, False, True): "blue",
             (True, True, False): "yellow", (False, True, True): "cyan", (True, False, True): "magenta"}
    return names.get(tuple(high), "mixed")


def parse_colour(word):
    if word in ("black", "b"):
        return -100
    if word in ("white", "w"):
        return 100
    raise ScriptError("not a colour: %r (black or white)" % word)


def _setting_value(word):
    if word == "none":
        return None
    if word in ("true", "false"):
        return word == "true"
    try:
        return int(word)
    except ValueError:
        return word


def parse_points(words):
    try:
        return [parse_point(w) for w in words]
    except ValueError as error:
        raise ScriptError(str(error))


def parse_moves(words):
    """Moves as a script names them: points, or "pass"."""
    parse_points([w for w in words if w != "pass"])
    return words


def number(word, what="MS"):
    """A whole number >= 0 from the script, or a ScriptError saying which was wanted."""
    try:
        value = int(word)
    except ValueError:
        value = -1
    if value < 0:
        raise ScriptError("%s must be a whole number, 0 or more: %r" % (what, word))
    return value


LED_NAMES = ("off", "white", "green", "blue", "red", "magenta", "orange", "yellow", "cyan", "violet")


class BlinkWatch:
    """The point the board asks a stone for, as a player sees it: lit yellow, dark, then yellow
    again (a blink; the opening's steady dim yellow guide is no request). look() is True once seen."""

    def __init__(self, board):
        self.board = board
        self.seen = {}  # point: "lit", then "dark" once it went out
        self.point = None

    def look(self):
        lit = [p for p in range(POINTS) if colour_name(self.board.leds[p]) == "yellow"]
        for p in list(self.seen):
            if p not in lit and self.seen[p] == "lit":
                self.seen[p] = "dark"
        for p in lit:
            if self.seen.get(p) == "dark":
                self.point = p
                return True
            self.seen.setdefault(p, "lit")
        return False

    def describe(self):
        return " ".join(point_name(p) for p in self.seen) or "none"


class ScriptRunner:
    def __init__(self, board, out=sys.stdout, host_db=None):
        self.board = board
        self.out = out
        self.host_db = host_db
        self.timeout = 3.0
        self.scan_period_ms = board.scan_period_ms()
        self.malformed = False  # the run stopped at a line that is not a valid action
        self.said = ""  # what the last action found out, for its "ok" line (place-asked: the point)

    async def run_lines(self, lines, name="script"):
        """Run every line; True when all expectations held."""
        for number, raw in enumerate(lines, 1):
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            self.said = ""
            try:
                problem = await self.step(line.split())
            except ScriptError as error:
                self.out.write("%s:%d: %s\n    error in the script: %s\n" % (name, number, line, error))
                self.malformed = True
                return False
            if problem:
                self.out.write("%s:%d: %s\n    FAILED: %s\n" % (name, number, line, problem))
                self.out.write("    board state: %s\n" % self.describe_state())
                return False
            self.out.write("%s:%d: %s  ok%s\n" % (name, number, line, self.said and " (%s)" % self.said))
            self.out.flush()
        return True

    def describe_state(self):
        state = dict(self.board.state)
        state.pop("physical", None)
        state.pop("next_settings", None)
        return state

    async def step(self, words):
        verb = words[0]
        args = words[1:]
        if verb == "place":
            nowait = args[-1:] == ["nowait"]
            pairs = args[:-1] if nowait else args
            if not pairs or len(pairs) % 2:
                raise ScriptError("place wants POINT COLOUR pairs")
            changes = {}
            for i in range(0, len(pairs), 2):
                changes[parse_points([pairs[i]])[0]] = parse_colour(pairs[i + 1])
            return await self._move_stones(changes, nowait)
        if verb == "place-asked":
            if args not in ([], ["black"], ["white"]):
                raise ScriptError("place-asked wants nothing, black or white")
            return await self._place_asked(args[0] if args else None)
        if verb == "lift":
            nowait = args[-1:] == ["nowait"]
            points = parse_points(args[:-1] if nowait else args)
            if not points:
                raise ScriptError("lift wants points")
            return await self._move_stones({p: 0 for p in points}, nowait)
        if verb == "field":
            if len(args) != 3:
                raise ScriptError("field wants POINT COLOUR PERCENT")
            p = parse_points([args[0]])[0]
            percent = number(args[2], "PERCENT")
            self.board.set_stones({p: parse_colour(args[1]) * percent // 100})
            return None
        if verb == "press":
            if len(args) != 1:
                raise ScriptError("press wants one button")
            await self._hold(self._button_mask(args[0]), 0.12)
            return None
        if verb == "hold":
            if len(args) != 2:
                raise ScriptError("hold wants BUTTON MS")
            await self._hold(self._button_mask(args[0]), number(args[1]) / 1000)
            return None
        if verb == "wait":
            if len(args) != 1:
                raise ScriptError("wait wants MS")
            await self._sleep(number(args[0]) / 1000)
            return None
        if verb == "timeout":
            if len(args) != 1:
                raise ScriptError("timeout wants MS")
            self.timeout = number(args[0]) / 1000
            return None
        if verb == "expect":
            return await self._expect(args)
        if verb == "configure":
            if not args or len(args) % 2:
                raise ScriptError("configure wants KEY VALUE pairs")
            changes = {}
            for i in range(0, len(args), 2):
                changes[args[i]] = _setting_value(args[i + 1])
            answers = len(self.board.configured)
            self.board.configure(changes)
            problem = await self._until(lambda: len(self.board.configured) > answers,
                                        lambda: "the board did not answer")
            if problem:
                return problem
            if self.board.configured[answers] is not None:
                return "the board refused the settings: %s" % self.board.configured[answers]
            return None
        if verb in ("command", "refuse"):
            return await self._command(verb == "command", args)
        if verb == "warp":
            if len(args) != 1:
                raise ScriptError("warp wants MS")
            self.board.warp(number(args[0]))
            await self._sleep(0.15)  # a display refresh
            return None
        if verb == "power" and args in (["off"], ["on"]):
            if args == ["off"]:
                await self.board.power_off()
            else:
                await self.board.power_on()
            return None
        if verb == "restart":
            await self.board.power_off()
            await self.board.power_on()
            return None
        if verb == "unplug":
            self.board.unplug()
            return None
        if verb == "plug":
            self.board.plug()
            return None
        if verb == "tear":
            if len(args) != 2 or self.board.process.returncode is None:
                raise ScriptError("tear wants FILE N, with the power off")
            if hasattr(self.board, "tear"):  # a flash filesystem image (the emulated Pico)
                self.board.tear(args[0], int(args[1]))
                return None
            cut = number(args[1], "N")
            if args[0] in ("journal.bin", "journal.ahead"):  # the journal: its raw flash ring, beside the files
                from hardware.vboard.ring import FileImage, half_erase_ahead

                what = half_erase_ahead if args[0] == "journal.ahead" else None
                if not FileImage(self.board.flash_dir / "journal.ring").tear(cut, what):
                    raise ScriptError("no journal on the board's flash to tear")
                return None
            path = self.board.flash_dir / args[0]
            try:
                data = path.read_bytes()
            except OSError as error:
                raise ScriptError("no flash file %s: %s" % (args[0], error.strerror))
            path.write_bytes(data[:max(0, len(data) - cut)])
            return None
        raise ScriptError("unknown action %r" % verb)

    def _button_mask(self, name):
        if name == "left":
            return 1
        if name == "right":
            return 2
        if name == "both":
            return 3
        if name == "menu":
            return 4
        if name in ("black", "white"):
            # The button of the player who has that colour now (an opening swap changes it).
            black = self.board.state.get("black_owner", 1)
            return black if name == "black" else 3 - black
        raise ScriptError("not a button: %r (left, right, both, black, white, menu)" % name)

    async def _sleep(self, seconds):
        """Time passing on the board's clock (emulated time on the emulated Pico)."""
        sleep = getattr(self.board, "sleep", None)
        await (sleep(seconds) if sleep else asyncio.sleep(seconds))

    async def _hold(self, mask, seconds):
        if getattr(self.board, "sleep", None) is None:
            # Timed by the board itself: a tap stays a tap on a loaded machine.
            self.board.set_buttons(mask, int(seconds * 1000))
            await asyncio.sleep(seconds + 0.06)
            return
        # The emulated Pico: held for that long in its own (emulated) time.
        self.board.set_buttons(mask)
        await self._sleep(seconds)
        self.board.set_buttons(0)
        await self._sleep(0.06)

    async def _place_asked(self, colour):
        """The stone the board asks for, put on its blinking point: what a player does for the computer."""
        watch = BlinkWatch(self.board)
        problem = await self._until(watch.look, lambda: "no point blinked yellow (lit: %s)" % watch.describe())
        if problem:
            return problem
        colour = colour or self.board.state.get("turn")
        self.said = "%s %s" % (point_name(watch.point), colour)
        return await self._move_stones({watch.point: parse_colour(colour)}, False)

    async def _move_stones(self, changes, nowait):
        self.board.set_stones(changes)
        if nowait:
            return None
        want = self.board.physical_string()
        # A hand's pace: wait until the board's own sensing reports what now lies on it.
        return await self._until(lambda: self.board.state.get("physical") == want or None,
                                 lambda: "the board never saw the stones: it reads %s" % self.board.state.get("physical"))

    async def _command(self, must_succeed, args):
        if self.host_db is None:
            raise ScriptError("%s needs the virtual board run with --host-db" % ("command" if must_succeed else "refuse"))
        if not args:
            raise ScriptError("which command?")
        process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "host", "--db", str(self.host_db), "command", self.board.board_id, *args,
            "--wait", str(max(5.0, self.timeout)), stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        output = (await process.communicate())[0].decode().strip()
        if process.returncode == 2:
            raise ScriptError(output)
        if must_succeed and process.returncode != 0:
            return "the board did not do it: %s" % output
        if not must_succeed and process.returncode != 1:
            return "the board did not refuse it: %s" % output
        await asyncio.sleep(0.15)  # the board's report after the command
        return None

    async def _until(self, check, describe):
        """None once check() holds; describe() once the timeout has passed. On the emulated Pico the
        timeout counts its emulated time (the wall clock allows it time_stretch times more); on the
        unix port both the wall clock and the board's own progress (its sensor scans): on a loaded
        machine a starved board is given the time it did not get, up to PATIENCE times the timeout,
        never taken for wrong."""
        if getattr(self.board, "now", None) is not None:
            now = self.board.now
            deadline = now() + self.timeout
            wall_deadline = time.monotonic() + self.timeout * getattr(self.board, "time_stretch", 1)
            while True:
                if check():
                    return None
                if deadline - now() <= 0 or time.monotonic() > wall_deadline:
                    return describe()
                await self.board.wait_report(0.05)
        started = time.monotonic()
        scans = self.board.scans
        needed = int(self.timeout * 1000) // self.scan_period_ms
        while True:
            if check():
                return None
            waited = time.monotonic() - started
            if waited >= self.timeout and (self.board.scans - scans >= needed or not self.board.running
                                           or waited >= PATIENCE * max(self.timeout, 1.0)):
                return describe()
            await self.board.wait_report(0.05)

    async def _expect(self, args):
        if not args:
            raise ScriptError("expect what?")
        what = args[0]
        rest = args[1:]
        state = lambda: self.board.state
        if what == "turn":
            if rest not in (["black"], ["white"]):
                raise ScriptError("expect turn wants black or white")
            return await self._until(lambda: state().get("turn") == rest[0],
                                     lambda: "turn is %s" % state().get("turn"))
        if what == "moves":
            parse_moves(rest)
            return await self._until(lambda: state().get("moves") == rest,
                                     lambda: "moves are %s" % " ".join(state().get("moves") or []))
        if what == "result":
            if not rest or rest[0] not in ("black", "white", "draw", "none"):
                raise ScriptError("expect result wants black, white, draw or none")

            def result_ok():
                result = state().get("result")
                if rest[0] == "none":
                    return result is None and "result" in state()
                if result is None or result.get("winner") != rest[0]:
                    return False
                return len(rest) == 1 or result.get("reason") == " ".join(rest[1:])
            return await self._until(result_ok, lambda: "result is %s" % state().get("result"))
        if what in ("led", "leds"):
            if len(rest) < 2:
                raise ScriptError("expect led wants POINT... COLOUR")
            points = parse_points(rest[:-1])
            colour = rest[-1]
            if colour not in LED_NAMES:
                raise ScriptError("not an LED colour: %r (%s)" % (colour, " ".join(LED_NAMES)))
            return await self._until(
                lambda: all(colour_name(self.board.leds[p]) == colour for p in points),
                lambda: ", ".join("%s is %s" % (point_name(p), colour_name(self.board.leds[p])) for p in points))
        if what == "lit":
            if len(rest) != 1:
                raise ScriptError("expect lit wants N")
            n = number(rest[0], "N")
            lit = lambda: [point_name(p) for p in range(POINTS) if colour_name(self.board.leds[p]) != "off"]
            return await self._until(lambda: len(lit()) == n, lambda: "lit: %s" % " ".join(lit()))
        if what in ("restore", "remove"):
            parse_points(rest)
            return await self._until(lambda: sorted(state().get(what) or []) == sorted(rest),
                                     lambda: "%s is %s" % (what, state().get(what)))
        if what == "anomaly":
            return await self._until(lambda: not state().get("restore") and not state().get("remove") and "restore" in state(),
                                     lambda: "restore %s, remove %s" % (state().get("restore"), state().get("remove")))
        if what == "display":
            if len(rest) < 2 or rest[0] not in ("left", "right"):
                raise ScriptError("expect display wants left|right TEXT")
            text = " ".join(rest[1:])
            if hasattr(self.board, "display_pattern"):  # a real face: O is 0, S is 5 (the emulated Pico)
                text = self.board.display_pattern(text)
            # Runs of spaces count as one: "N  1" on a 4-digit face is written "N 1" in a script.
            return await self._until(lambda: fnmatch.fnmatchcase(" ".join(self.board.display.get(rest[0], "").split()), text),
                                     lambda: "display %s shows %r" % (rest[0], self.board.display.get(rest[0])))
        if what == "running":
            want = {"left": 1, "right": 2, "none": 0}.get(rest[0] if rest else None)
            if want is None:
                raise ScriptError("expect running wants left, right or none")
            return await self._until(lambda: self.board.display.get("running") == want,
                                     lambda: "running is %s" % self.board.display.get("running"))
        if what == "pending":
            if len(rest) != 1:
                raise ScriptError("expect pending wants a point or none")
            want = None if rest == ["none"] else point_name(parse_points(rest)[0])
            return await self._until(lambda: "pending" in state() and state().get("pending") == want,
                                     lambda: "pending is %s" % state().get("pending"))
        if what == "confirmed":
            if rest not in (["yes"], ["no"]):
                raise ScriptError("expect confirmed wants yes or no")
            want = rest == ["yes"]
            return await self._until(lambda: "confirmed" in state() and state().get("confirmed") == want,
                                     lambda: "confirmed is %s" % state().get("confirmed"))
        if what == "synced":
            return await self._until(
                lambda: state().get("host") and state().get("acked") == state().get("head"),
                lambda: "host %s, acked %s of %s" % (state().get("host"), state().get("acked"), state().get("head")))
        if what in ("setting", "game-setting"):
            # setting: what the board keeps for the next game (its flash); game-setting: this game's
            if len(rest) != 2:
                raise ScriptError("expect %s wants KEY VALUE" % what)
            key, want = rest[0], _setting_value(rest[1])
            where = "next_settings" if what == "setting" else "settings"
            return await self._until(lambda: key in (state().get(where) or {}) and state()[where][key] == want,
                                     lambda: "%s is %r" % (key, (state().get(where) or {}).get(key, "unset")))
        raise ScriptError("unknown expectation %r" % what)
