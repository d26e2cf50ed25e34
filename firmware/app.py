"""The board's application: sensing, the referee, LEDs, clock buttons and display, the host link,
on asyncio. Wired in one place from a hardware backend (see hal.py); each concern lives in its own
module, and this one connects them: what the stable board means, what is shown, what is kept.
"""

import json
import time
import asyncio

from shared_rules.board import BLACK, COLOUR_NAMES, POINTS, parse_point, point_name
from shared_rules.terms import parse_move
from shared_rules.protocol import ProtocolError, parse_study_line
from sensing import Calibration, Sensing
from reconcile import Reconciler, MATCH, PLACEMENT, ANOMALY, CLEARED
from scenes import Scene, lit_budget
from events import EventLog
from journal import Journal
from link import HostLink
from buttons import Gestures, PRESS, LONG, BOTH, MENU
from hal import NONE, LEFT, RIGHT
from settings import Settings, SettingsError
from referee import Referee
from setup_desk import SetupGuide, Study
from shared_rules.game import REASON_FOUL, ACT_OFFER, ACT_DECLARE, ACT_CHOOSE, ACTION_NAMES, PLAYER_NAMES
from version import FIRMWARE_VERSION

DISPLAY_MS = 100  # clock faces are redrawn at most this often (tenths show below 20 s)
CLOCK_SAVE_MS = 10000  # a running clock's state is put on flash this often, and at every move
CALIBRATION_RETRY_MS = 3000  # a refused first calibration is measured again this often
IDLE_ERASE_MS = 500  # the journal erases ahead only once the stones have been still this long
EDGE_SAMPLE_MS = 2  # after a button's edge, the buttons are sampled this often until its burst is over
REQUEST_BLINK_MS = 400  # a requested stone's point blinks: this long lit, this long dark
LINE_BLINK_MS = 150  # a study's forced win: its newest stone blinks quicker than a requested point

_SEEN_CHARS = b".xo?"  # the report's character for each of sensing's codes (empty, black, white, unsure)


class App:
    def __init__(self, hal):
        self.hal = hal
        self.params = hal.config["sensors"]
        self.calibration = Calibration(hal.flash_path("calibration.bin"))
        self.sensing = None
        self.reconciler = Reconciler()
        self.expected = bytearray(POINTS)  # the game's stones plus a pending one, for the guide
        leds = hal.config["leds"]
        self.scene = Scene(leds["brightness"], lit_budget(leds["supply_ma"], leds["idle_ma_per_led"],
                                                          leds["other_loads_ma"]))
        journal = hal.config.get("journal", {})
        sectors = journal.get("sectors", 32)
        if hasattr(hal, "journal_flash"):
            flash = hal.journal_flash(sectors)
        else:  # a backend without raw flash (Blinka): the ring in a file
            from hal_sim import FileFlash

            flash = FileFlash(hal.flash_path("journal.ring"), sectors)
        # journal.bin: older firmware's journal on the filesystem, taken over once
        self.log = EventLog(Journal(flash, journal.get("limit_bytes", 16384), hal.flash_path("journal.bin")))
        self.settings = Settings(hal.flash_path("settings.json"))
        self.scene.brightness = self.settings.led_brightness(leds["brightness"])  # the pin map's: level 5
        self.referee = Referee(self.settings, self._event, hal.ticks_ms)
        reader, write = hal.link_streams()
        # A compact hello (no capability list: every version-1 board has them all): on a damaged line
        # a short frame is one that arrives.
        identity = {"board": hal.board_id, "fw": FIRMWARE_VERSION}
        self.link = HostLink(reader, write, identity, self.log, self.report, self.command)
        buttons = hal.config["buttons"]
        self.gestures = Gestures(buttons["long_press_ms"], buttons.get("both_hold_ms", 1000))
        # The menu button (hal.buttons() bit 2) told tap from hold by the same rules, as a Gestures' LEFT
        self.menu_gestures = Gestures(buttons["long_press_ms"], buttons.get("both_hold_ms", 1000))
        self.menu = None  # the settings menu (firmware/menu.py), made at the menu button's first press
        self.verdict = MATCH
        self.refused = None  # why the stone on the board was refused (training mode)
        self.early = []  # stones placed out of turn: never a move, even once it is their turn, until lifted
        self.reported_anomaly = None  # the anomaly the host was last told of
        self.seen = bytearray(POINTS)  # the stones as of the last reconciliation (sensing's codes)
        self.seen_text = bytearray(POINTS)  # its report text, built in place when a report goes out
        self.reconciled = False  # no reconciliation yet: the report's "physical" is empty
        self.report_due = False  # the state changed since the last report (sent from the scan loop)
        self.faces = ("", "", NONE)
        self.clock_saved_at = 0
        self.clock_due = False  # an event changed the clock: clock.json is saved after the frame
        self.identify_until = None
        self.request_lit = False  # the requested point's blink is in its lit half
        self.line_lit = False  # a study's forced win: its newest stone's blink is in its lit half
        self.pressed_at = None  # hal.pressed_at where the backend has it (set by button_task)
        self.scan_changed = False  # the stable board changed (set by a scan, taken by _after_scan)
        self.settled = False  # as of the latest scan: nothing in transition for settle_ms
        self.pending = False  # a change not yet reconciled
        self.scans_held = False  # a calibration reads the sensors: the scans wait
        self.scanned_at = 0  # ticks_ms of the latest scan (of the latest frame's classification)
        self.physical = bytearray(POINTS)  # the stable board as a reconciliation takes it
        self.marked = -1  # the point lit by a tentative mark, while the LEDs show one
        self.commands = {"settings": self._cmd_settings, "new_game": self._cmd_new_game, "pause": self._cmd_pause,
                         "resume": self._cmd_resume, "clock": self._cmd_clock, "adjudicate": self._cmd_adjudicate,
                         "identify": self._cmd_identify, "calibrate": self._cmd_calibrate,
                         "repl": self._cmd_repl, "setup": self._cmd_setup, "request": self._cmd_request,
                         "decide": self._cmd_decide}
        self.stop_requested = False  # the host's `repl`: the application ends, MicroPython's REPL stays
        self.setup_guide = None  # a resumed game's stones being put back in order (setup_desk)
        self.study = None  # a record stepped through for analysis (setup_desk)

    @property
    def game(self):
        return self.referee.game

    # -- events -----------------------------------------------------------------------------------
    def _event(self, message):
        """Journal the event on flash, then tell the host: nothing is shown before it is kept.
        The clock as it stands after the event is put on flash once the LEDs show the move (the
        scan loop's next pass), marked with the journal's last event number, so that after a
        power cut the clock and the journal can be checked one against the other (see
        restore_clock: a cut before it leaves a snapshot older than the journal)."""
        payload = self.log.append(message)
        if self.referee.clock is not None:
            self.clock_due = True  # clock.json after the frame (the scan loop's next pass)
        self.link.send_event(payload)
        if message["t"] == "game" and self.log.journal.too_big():
            self.log.compact(message["seq"])
        return message["seq"]

    def save_clock(self, now, seq=None):
        """clock.json: the clock's snapshot as of the journal's event seq (default: the last one
        journaled), and the latest snapshot as of the event before, in case seq never makes it to
        the journal."""
        clock = self.referee.clock
        if clock is None:
            return
        if seq is None:
            seq = self.log.head
        entry = [self.log.epoch, seq, self.referee.game_number, list(clock.snapshot(now))]
        saved = self.load_clock()
        before = None
        if saved is not None:
            before = saved[1] if saved[0][:2] == entry[:2] else saved[0]
        path = self.hal.flash_path("clock.json")
        with open(path + ".new", "w") as f:
            json.dump([entry, before], f)
        import os

        os.rename(path + ".new", path)
        self.clock_saved_at = now

    def load_clock(self):
        """[latest, before] from clock.json (each [epoch, seq, game, snapshot] or None), or None."""
        try:
            with open(self.hal.flash_path("clock.json")) as f:
                saved = json.load(f)
        except (OSError, ValueError):
            return None
        if isinstance(saved, list) and len(saved) == 2 and isinstance(saved[0], list) and len(saved[0]) == 4:
            return saved
        return None  # an older firmware's file, or garbage

    def restore_clock(self):
        """The clock snapshot that agrees with the journal: the one saved as of its last event. A
        snapshot newer than the journal (the event it was saved for was cut short by the power
        cut) would run the clock for the wrong side; then the one before it is taken. None if
        neither agrees (the referee then takes the times of the journal's last move)."""
        saved = self.load_clock()
        if saved is None:
            return None
        for entry in saved:
            if entry is not None and entry[0] == self.log.epoch and entry[1] == self.log.head:
                return entry[2], entry[3]
        return None

    def start(self):
        """At power-on: the game from the journal, or a new one."""
        messages = self.log.messages_since_last_game()
        if messages:
            self.referee.restore(messages, self.restore_clock(), self.hal.ticks_ms())
            setup = messages[0].get("setup")
            if isinstance(setup, dict):  # a set-up game: its stones, if missing, go back in order
                self.setup_guide = SetupGuide(self.game.moves[:setup.get("moves", 0)])
        else:
            self.referee.new_game()
        while self.log.journal.prepare():  # the boot is idle time: the sectors ahead erased now
            pass

    def configure(self, changes):
        """New settings (from the host or the board's menu): kept on flash, and used at once if the
        game has not begun, else from the next game. Returns None or what was wrong."""
        try:
            self.settings.update(changes)
        except SettingsError as error:
            return str(error)
        self.scene.brightness = self.settings.led_brightness(self.hal.config["leds"]["brightness"])
        if self.menu is not None and self.menu.open:
            self.menu.refresh()  # the host may change what the menu shows
        if self.game is None:
            return None
        if (not self.game.moves and self.referee.pending < 0 and not self.referee.started
                and [key for key in changes if key != "brightness"]):
            self.referee.renew_empty_game()  # the same game, not another one per change
        if self.sensing is not None:
            self.refresh()  # at once: the brightness, the menu, the empty game's settings
        else:
            self.report()  # the next game's settings
        return None

    def menu_key(self, button, gesture, t):
        """A gesture (buttons.PRESS or LONG) of the menu button, or of a clock button while the
        menu is open: firmware/menu.py."""
        if self.menu is None and (button != MENU or gesture != PRESS):
            return
        import menu

        menu.board_key(self, button, gesture, t)

    def set_led_budget(self, budget_ma):
        """The supply's offer changed while running (hal_pico reads USB-C CC again): the governor
        follows it from the next frame on."""
        self.scene.budget_ma = budget_ma
        if self.sensing is not None:
            self.refresh()

    # -- commands from the host -------------------------------------------------------------------
    def command(self, name, args):
        """A host command (shared_rules.protocol.COMMANDS): None when done, else why not."""
        handler = self.commands.get(name)
        if handler is None:
            return "unknown command %r" % name
        try:
            problem = handler(args)
        except (ValueError, KeyError, TypeError) as error:
            problem = "bad arguments: %s" % error
        if self.sensing is not None:
            self.reconcile()
        return problem

    def _cmd_settings(self, args):
        return self.configure(args)

    def _cmd_new_game(self, args):
        game = self.game
        if game.moves and game.result is None and args.get("force") is not True:
            return "game %d is in progress (%d moves): adjudicate it first, or force=true abandons it" % (
                self.referee.game_number, len(game.moves))
        if args.get("settings"):
            try:
                self.settings.update(args["settings"])
            except SettingsError as error:
                return str(error)
        self.referee.new_game()
        return None

    def _cmd_setup(self, args):
        """A recorded game put on the board: mode "resume" (the default) goes on with it here,
        "study" steps through it (from move "at"). See setup_desk.py."""
        names = args.get("moves")
        if not isinstance(names, list):
            return "moves must be a list of points (or \"pass\")"
        try:
            moves = [parse_move(name) for name in names]
        except ValueError as error:
            return str(error)
        problem = self.referee.check_record(moves)
        if problem is not None:
            return problem
        mode = args.get("mode", "resume")
        if mode == "study":
            at = args.get("at", 0)
            if not isinstance(at, int) or not 0 <= at <= len(moves):
                return "at must be a move number from 0 to %d" % len(moves)
            hints = args.get("hints")
            if hints is not None:
                try:
                    hints = [parse_point(name) if name else -1 for name in hints]
                except (ValueError, TypeError) as error:
                    return "hints: %s" % error
            lines = None
            if args.get("lines"):
                lines = {}
                try:
                    for text in args["lines"]:
                        k, kind, names = parse_study_line(text)
                        if k > len(moves):
                            return "lines: a line at move %d of a record of %d" % (k, len(moves))
                        lines[k] = (kind, bytes([parse_point(name) for name in names]))
                except (ProtocolError, ValueError, TypeError) as error:
                    return "lines: %s" % error
            self.study = Study(moves, at, hints, lines)
            return None
        if mode != "resume":
            return "mode must be resume or study"
        game = self.game
        if game.moves and game.result is None and not args.get("force"):
            return "game %d is in progress (%d moves): adjudicate it first" % (self.referee.game_number, len(game.moves))
        if args.get("settings"):
            try:
                self.settings.update(args["settings"])
            except SettingsError as error:
                return str(error)
        problem = self.referee.setup(moves, args.get("clocks"), args.get("source"), self.hal.ticks_ms())
        if problem is None:
            self.study = None
            self.setup_guide = SetupGuide(moves)
        return problem

    def _cmd_request(self, args):
        """The stone a computer or remote player asks for: {"point", "colour", "n"} (no point: still
        choosing, no stone of that colour yet); {} withdraws it."""
        colour = args.get("colour")
        if colour is None:
            return self.referee.set_request(-1, None, 0)
        if colour not in ("black", "white"):
            return "colour must be black or white"
        name = args.get("point")
        try:
            p = parse_point(name) if name is not None else -1
        except ValueError as error:
            return str(error)
        return self.referee.set_request(p, COLOUR_NAMES.index(colour), args.get("n"))

    def _cmd_decide(self, args):
        """An opening decision for a computer player: {"action", "player", "n" or "point"}."""
        action = ACTION_NAMES.index(args["action"])
        player = PLAYER_NAMES.index(args["player"])
        if action == ACT_DECLARE:
            arg = args.get("n")
        elif action == ACT_CHOOSE:
            arg = parse_point(args.get("point") or "")
        else:
            arg = None
        return self.referee.decide(action, arg, player, self.hal.ticks_ms())

    def _cmd_pause(self, args):
        return self.referee.set_paused(True, self.hal.ticks_ms())

    def _cmd_resume(self, args):
        return self.referee.set_paused(False, self.hal.ticks_ms())

    def _cmd_clock(self, args):
        return self.referee.correct_clock(args["op"], args["player"], args.get("ms", 0), args.get("moves", 0),
                                          self.hal.ticks_ms())

    def _cmd_adjudicate(self, args):
        return self.referee.adjudicate(args["winner"])

    def _cmd_identify(self, args):
        seconds = args.get("seconds", 10)
        if not isinstance(seconds, int) or not 0 < seconds <= 600:
            return "seconds must be 1 to 600"
        self.identify_until = time.ticks_add(time.ticks_ms(), 1000 * seconds)
        return None

    def _cmd_calibrate(self, args):
        if any(self.sensing.stable):
            return "take every stone off the board first"
        problem = self._measure_baselines()
        if problem is None:
            self.calibration.save()
        return problem

    def _measure_baselines(self):
        params = self.params
        self.scans_held = True  # the loop's scans would share the mux and the ADC with it
        try:
            return self.calibration.measure(self.hal.read_sensors, params["calibration_scans"],
                                            params.get("rail_margin", 64), (1 << params.get("adc_bits", 12)) - 1)
        finally:
            self.scans_held = False

    async def _calibrate_at_boot(self):
        """The first boot's calibration. A sensor stuck at a rail is refused: its point is lit red,
        the faces say CAL Err, the host is told which points, and it is measured again every few
        seconds until the fault is mended (a bar's cable pushed home). Nothing is saved till then."""
        while True:
            problem = self._measure_baselines()
            if problem is None:
                self.calibration.save()
                return
            self.hal.report({"calibration": problem})
            self.link.send({"t": "error", "code": "calibration", "detail": problem})
            frame = bytearray(3 * POINTS)
            for p in self.calibration.stuck:
                frame[3 * p] = self.scene.brightness
            self.hal.show_leds(frame)
            self.hal.show_clock("CAL", "Err", NONE)
            await asyncio.sleep_ms(CALIBRATION_RETRY_MS)

    def _cmd_repl(self, args):
        """Stop the application after this reply: main.py returns to MicroPython's REPL (the
        owner's service access). The journal already holds the game; a reset restores it."""
        self.stop_requested = True
        return None

    # -- the board --------------------------------------------------------------------------------
    def reconcile(self):
        if self.study is not None:
            return self._reconcile_study()
        game = self.game
        referee = self.referee
        physical = self.physical
        physical[:] = self.sensing.stable  # at once: a scan may come between any two lines below
        reconciler = self.reconciler
        colour = referee.stone_colour()
        verdict = reconciler.compare(physical, game.board.cells, colour or game.turn,
                                     game.result is None and colour is not None)
        if (verdict == ANOMALY and not reconciler.remove and referee.board_offers(reconciler.restore)):
            # Offers lifted: one taken back, or White's choice; compare with the game as it now is.
            colour = referee.stone_colour()
            verdict = reconciler.compare(physical, game.board.cells, colour or game.turn,
                                         game.result is None and colour is not None)
            if verdict == ANOMALY and not reconciler.remove and referee.board_offers(reconciler.restore):
                verdict = MATCH  # White is still lifting offers
        self.refused = None
        early = self.early
        if early:
            self.early = early = [p for p in early if physical[p]]  # a lifted stone is forgotten
        if verdict == PLACEMENT and reconciler.placement in early:
            # A stone put down before the opponent's move was complete is no move (the rules: a
            # player must not move before then); it must be lifted and placed again.
            self.refused = "%s was placed before the opponent's move was complete: lift it" % point_name(
                reconciler.placement)
            reconciler.remove.append(reconciler.placement)
            referee.placed(-1)
            verdict = ANOMALY
        elif verdict == PLACEMENT:
            problem = referee.placed(reconciler.placement)
            if problem is None:
                verdict = MATCH
            else:  # refused (a foul in training mode): the guide asks for the stone to be lifted
                self.refused = problem
                reconciler.remove.append(reconciler.placement)
                verdict = ANOMALY
        elif verdict == MATCH:
            referee.placed(-1)
        elif verdict == CLEARED:
            if game.result is not None and self.setup_guide is None:
                referee.new_game()
                verdict = MATCH
            else:
                verdict = ANOMALY
        elif referee.pending >= 0 and physical[referee.pending] == game.turn:
            # A stone waiting for its press stays; whatever else changed is the anomaly.
            expected = self.expected
            expected[:] = game.board.cells
            expected[referee.pending] = game.turn
            reconciler.compare(physical, expected, game.turn, False)
        else:
            referee.placed(-1)
        if verdict != ANOMALY and self.refused is None and referee.pending >= 0:
            verdict = MATCH
        if verdict == ANOMALY and game.result is None and not game.in_opening:
            for p in reconciler.remove:
                # A new stone of the colour not expected now: the opponent moving too early. (In
                # the opening a colour does not tell the player: one places moves 1 to 3.)
                if not game.board.cells[p] and physical[p] == 3 - (colour or game.turn) and p not in early:
                    early.append(p)
        referee.board_agrees = verdict != ANOMALY
        last = game.last_move
        referee.offer_takeback(verdict == ANOMALY and reconciler.restore == [last] and not reconciler.remove
                               if last is not None and last >= 0 else False)
        self.verdict = verdict
        if verdict != ANOMALY:
            self.setup_guide = None  # the set-up game's stones are all on the board: play goes on
        self._report_anomaly()
        self._remember(physical)
        self.refresh()

    def _reconcile_study(self):
        """A study: the stones follow the record's position after k moves; nothing is journaled."""
        study = self.study
        physical = self.physical
        physical[:] = self.sensing.stable
        verdict = self.reconciler.compare(physical, study.cells, study.turn, False)
        self.verdict = ANOMALY if verdict == ANOMALY or (verdict == CLEARED and any(study.cells)) else MATCH
        self._remember(physical)
        self.refresh()

    def _remember(self, physical):
        """Keep the reconciled stones for the report: a copy in place, no string built per move."""
        self.seen[:] = physical
        self.reconciled = True

    def _physical_text(self):
        """The reconciled stones as the report's 225 characters (. x o ?), built only when sent."""
        if not self.reconciled:
            return ""
        text = self.seen_text
        seen = self.seen
        for p in range(POINTS):
            text[p] = _SEEN_CHARS[seen[p]]
        return str(text, "ascii")

    def _guide_restore(self):
        """The points the guide asks stones for: in set-up and study, one at a time, in the order of
        the record."""
        restore = self.reconciler.restore
        guide = self.study if self.study is not None else self.setup_guide
        return guide.shown(restore) if guide is not None else restore

    def _report_anomaly(self):
        """Tell the host (once per change) when the stones stop agreeing with the game, and when
        they agree again: the arbiter's record of a knocked board."""
        anomaly = self.verdict == ANOMALY
        now = (tuple(self.reconciler.restore), tuple(self.reconciler.remove)) if anomaly else None
        if now != self.reported_anomaly:
            self.reported_anomaly = now
            self._event({"t": "anomaly", "game": self.referee.game_number,
                         "restore": [point_name(p) for p in now[0]] if now else [],
                         "remove": [point_name(p) for p in now[1]] if now else []})

    # -- outputs ----------------------------------------------------------------------------------
    def refresh(self, tentative=-1):
        """The LEDs and the faces as the game stands (tentative: a point lit as the last move,
        for a stone not yet taken)."""
        self.marked = tentative
        if self.study is not None:
            study = self.study
            playing = study.line is not None  # a forced win played out: the last move unlit
            last = study.moves[study.k - 1] if study.k and not playing else None
            anomaly = self.verdict == ANOMALY
            self.scene.compose(last, study.line_five if playing else (), self._guide_restore() if anomaly else (),
                               self.reconciler.remove if anomaly else (), self._identify_phase(),
                               request=study.hint(), request_lit=self._request_phase(), line=study.line,
                               line_count=study.line_shown, line_first=study.turn, line_lit=self._line_phase())
            frame = self.scene.take_if_changed()
            if frame is not None:
                self.hal.show_leds(frame)
            self.show_clock(self.hal.ticks_ms())
            self.report_due = True
            return
        game = self.game
        anomaly = self.verdict == ANOMALY
        if self.menu is not None and self.menu.open:
            import menu

            return menu.board_frame(self, anomaly)
        result = game.result
        foul = result is not None and result.reason == REASON_FOUL
        self.scene.compose(
            tentative if tentative >= 0 else (game.last_move if not game.in_opening or game.moves else None),
            result.line if result is not None and not foul else (),
            self._guide_restore() if anomaly else (),
            self.reconciler.remove if anomaly else (),
            self._identify_phase(),
            self.referee.forbidden_shown(),
            result.line + (result.point,) if foul else (),
            self.referee.highlight(),
            self.referee.requested_point(),
            self._request_phase(),
        )
        frame = self.scene.take_if_changed()
        if frame is not None:
            self.hal.show_leds(frame)
        self.show_clock(self.hal.ticks_ms())
        # The report (a JSON line on the debug UART, ~10 ms of a Cortex-M0+) waits for the scan
        # loop's next pass: a placement's LEDs and faces go out first, and the scan keeps its period.
        if tentative < 0:  # a tentative mark changes no state
            self.report_due = True

    def tentative(self, p):
        """A stone has just appeared at p, clearly read but not yet debounced nor settled: when it
        is the stone the game expects (the side to move's, on an empty point, the board otherwise
        agreeing), its point lights at once as the move would. The move itself is taken only once
        the board settles: a stone slid across p lights it for a moment and is no move."""
        game = self.game
        referee = self.referee
        if (self.study is not None or self.setup_guide is not None or self.verdict == ANOMALY
                or game.result is not None or game.board.cells[p] or referee.pending >= 0
                or referee.clocked  # a stone waits for its press unlit: no mark to take back
                or p in self.early or self.sensing.candidate[p] != referee.stone_colour()):
            return
        forbidden = referee.forbidden
        if forbidden is not None and game.turn == BLACK and forbidden.kinds[p]:
            return  # a foul: refused once settled, never shown as a move
        request = referee.request
        if request is not None and request[1] == game.turn and request[0] != p:
            return  # not the stone asked for: refused once settled
        if game.in_opening and ACT_OFFER in game.prompt().actions:
            return  # a fifth-move offer is no move
        self.refresh(p)

    def _line_phase(self):
        """True while a forced win's newest stone is in its blink's lit half."""
        return (time.ticks_ms() // LINE_BLINK_MS) % 2 == 0

    def _request_phase(self):
        """True while a requested stone's blink is in its lit half (REQUEST_BLINK_MS on, as long off)."""
        return (time.ticks_ms() // REQUEST_BLINK_MS) % 2 == 0

    def _identify_phase(self):
        """True while the identify blink is in its lit half-second."""
        until = self.identify_until
        if until is None:
            return False
        now = time.ticks_ms()
        if time.ticks_diff(until, now) <= 0:
            self.identify_until = None
            return False
        return (time.ticks_diff(until, now) // 250) % 2 == 0

    def show_clock(self, now):
        if self.menu is not None and self.menu.open:
            faces = self.menu.faces() + (NONE,)
        elif self.study is not None:
            faces = self.study.faces() + (NONE,)
        else:
            faces = self.referee.faces(now, time.ticks_diff)
        if faces != self.faces:
            self.faces = faces
            self.hal.show_clock(faces[0], faces[1], faces[2])

    def report(self):
        self.report_due = False
        if self.game is not None:
            self.hal.report(self.state())

    def state(self):
        game = self.game
        referee = self.referee
        anomaly = self.verdict == ANOMALY
        now = self.hal.ticks_ms()
        return {
            "game": referee.game_number,
            "moves": self._move_names(game.moves),
            "turn": COLOUR_NAMES[game.turn],
            "pending": point_name(referee.pending) if referee.pending >= 0 else None,
            "result": game.result.as_dict() if game.result is not None else None,
            "restore": [point_name(p) for p in self._guide_restore()] if anomaly else [],
            "remove": [point_name(p) for p in self.reconciler.remove] if anomaly else [],
            "refused": self.refused,
            "clock": referee.times(now) if referee.clock is not None else None,
            "prompt": game.prompt().as_dict() if game.in_opening else None,
            "black_owner": game.black_owner,  # 1: the left button's player has Black, 2: the right's
            "running": referee.clock.running if referee.clock is not None and referee.started else 0,
            "paused": referee.clock.paused if referee.clock is not None else False,
            "head": self.log.head,
            "epoch": self.log.epoch,  # with the game number, names the game in the host's record
            "acked": self.log.acked,
            "host": self.link.handshaken,
            "link_errors": self.link.errors,
            "physical": self._physical_text(),  # the stones as of the last reconciliation
            "setup": self._setup_state(),
            "confirmed": referee.confirmed,
            "settings": referee.game_settings,  # this game's
            "next_settings": self.settings.values,  # what the next game (or a game with no move yet) takes
        }

    def _move_names(self, moves):
        """The moves' names for the report (point_name's names are constants: no heap per move)."""
        return [point_name(m) if m >= 0 else "pass" for m in moves]

    def _setup_state(self):
        if self.study is not None:
            return {"mode": "study", "k": self.study.k, "n": len(self.study.moves)}
        if self.setup_guide is not None:
            return {"mode": "resume", "placed": self.setup_guide.placed(self.reconciler.restore),
                    "n": self.setup_guide.total}
        return None

    def fault(self, error):
        """An unexpected error: the traceback goes out on the serial line (as a real board's would)
        and to the host as an error message; the firmware carries on."""
        import sys

        sys.print_exception(error)
        self.link.send({"t": "error", "code": "internal", "detail": "%s: %s" % (type(error).__name__, error)})

    # -- tasks ------------------------------------------------------------------------------------
    async def scan_task(self):
        hal = self.hal
        period = self.params["scan_period_ms"]
        if not self.calibration.load():
            await self._calibrate_at_boot()
        self.sensing = Sensing(self.params, self.calibration.baseline)
        self.start()
        import menu  # noqa: F401  (once the board has started: its first press finds it loaded)
        self.refresh()
        self.scan_changed = True  # reconcile what lies on the board at power-on
        # Where the backend scans from a timer's interrupt (hal.scan_frames), this loop takes each
        # frame as it is delivered and does the work it calls for (a stone's mark lit in the same
        # pass that classified it): a move's work delays the frames' classification, not the scans.
        # Elsewhere it scans itself every period, a steady period from the latest scan's start.
        frames = getattr(hal, "scan_frames", None)
        flag = asyncio.ThreadSafeFlag() if frames is not None else None
        if frames is not None and frames(period, self.sensing.raw, flag):
            try:
                while not self.stop_requested:
                    await flag.wait()
                    self._scan_tick(False)
                    hal.frame_taken()
                    self._after_scan()
            finally:
                frames(period, None, None)
            return
        while not self.stop_requested:
            self._scan_tick()
            self._after_scan()
            # (the backend's ticks throughout: a warped clock moves them, not time.ticks_ms)
            wait = time.ticks_diff(time.ticks_add(self.scanned_at, period), hal.ticks_ms())
            await asyncio.sleep_ms(wait if wait > 0 else 0)

    def _scan_tick(self, read=True):
        """One scan (read: False when the backend's timer has already put it in sensing.raw) and
        its classification: whether the stable board changed, whether it has settled as of it."""
        if self.scans_held:
            return  # a calibration is reading the sensors itself
        sensing = self.sensing
        try:
            self.scanned_at = self.hal.ticks_ms()  # the period runs from a scan's start to the next's
            if read:
                self.hal.read_sensors(sensing.raw)
            now = self.hal.ticks_ms()
            if sensing.update(now):
                self.scan_changed = True
            self.settled = sensing.is_settled(now, time.ticks_diff)
        except Exception as error:  # a bug costs this scan, never the board
            self.fault(error)

    def _after_scan(self):
        """The work a scan calls for: a tentative mark, a settled board reconciled, else one piece
        of deferred work (the report, the clock file, an erase ahead), and the clock's tick."""
        sensing = self.sensing
        now = self.hal.ticks_ms()
        if self.scan_changed:
            self.scan_changed = False
            self.pending = True
        try:
            p = sensing.arrival
            if p >= 0:
                sensing.arrival = -1
                self.tentative(p)
            elif self.marked >= 0 and not sensing.candidate[self.marked]:
                self.refresh()  # the stone that lit the mark left before it was ever a move
            if self.pending and self.settled:
                self.pending = False
                self.reconcile()
            elif self.report_due:  # never in the pass that reconciled: that one's time is the move's
                self.report()
            elif self.clock_due:
                self.clock_due = False
                self.save_clock(now)
            else:
                self.erase_ahead(now)
            if self.referee.tick(now):
                self.refresh()
        except Exception as error:  # a bug costs this scan, never the board
            self.fault(error)

    def erase_ahead(self, now):
        """While the board is idle (no stone moving, no press pending, no button down) the journal
        erases its next sector: an erase stalls the chip for tens of milliseconds, so never in a
        move's path."""
        sensing = self.sensing
        if (sensing.in_transition or self.referee.pending >= 0 or self.gestures.down
                or time.ticks_diff(now, sensing.changed_at) < IDLE_ERASE_MS):
            return
        self.log.journal.prepare()

    async def button_task(self):
        """The buttons sampled every sample_ms (a hold's length, both held, the releases); where the
        backend wakes on a button's edge (hal.wake_on_edge), also as soon as a press's bounce has
        died away, so the clock acts on the press within a few milliseconds of the contact."""
        buttons = self.hal.config["buttons"]
        sample_ms = buttons.get("sample_ms", buttons["debounce_ms"])
        self.pressed_at = getattr(self.hal, "pressed_at", None)  # interrupt timestamps, where the backend has them
        wake_on_edge = getattr(self.hal, "wake_on_edge", None)
        if wake_on_edge is not None:
            edge = asyncio.ThreadSafeFlag()
            wake_on_edge(edge)
            asyncio.create_task(self._on_edges(edge, buttons["debounce_ms"] + 1))
        while True:
            await asyncio.sleep_ms(sample_ms)
            self._sample_buttons()

    async def _on_edges(self, edge, quiet_ms):
        """After an edge, the buttons every EDGE_SAMPLE_MS until quiet_ms past the burst's end
        could have come (the debouncer counts a burst once it has been quiet that long)."""
        while True:
            await edge.wait()
            waited = 0
            while waited < quiet_ms + EDGE_SAMPLE_MS:
                await asyncio.sleep_ms(EDGE_SAMPLE_MS)
                waited += EDGE_SAMPLE_MS
                if getattr(edge, "state", 0):  # set again: the burst goes on, its quiet time starts again
                    edge.state = 0  # (asyncio's ThreadSafeFlag keeps its flag there; wait() clears it so)
                    waited = 0
                self._sample_buttons()

    def _sample_buttons(self):
        if self.sensing is None:
            return
        gestures = self.gestures
        menu_gestures = self.menu_gestures
        referee = self.referee
        mask = self.hal.buttons()
        now = self.hal.ticks_ms()
        was_down = gestures.down
        menu_gestures.update((mask >> 2) & 1, now, time.ticks_diff)
        gestures.update(mask & 3, now, time.ticks_diff, self.pressed_at)
        went_down = gestures.down & ~was_down
        try:
            if (went_down and gestures.down == went_down and went_down != 3 and self.study is None
                    and (self.menu is None or not self.menu.open)
                    and referee.down_acts(went_down)):
                show_lamp = getattr(self.hal, "show_lamp", None)
                if show_lamp is not None:  # the lamp the player waits for, before the move's commit
                    show_lamp(3 - went_down)  # the other side's clock runs now (LEFT 1, RIGHT 2)
                referee.down(went_down, gestures.down_at[went_down])
                gestures.take(went_down)  # acted on as it went down, as a clock acts on the press
                self.show_clock(now)  # the faces (and the lamp again); the LEDs and the rest after
                self.reconcile()
        except Exception as error:
            self.fault(error)
        if not gestures.events and not menu_gestures.events:
            return
        try:
            for kind, side, t in menu_gestures.events:
                self.menu_key(MENU, kind, t)
            for kind, side, t in gestures.events:
                if self.menu is not None and self.menu.open:  # the clock buttons are the menu's now
                    if kind != BOTH:
                        self.menu_key(side, kind, t)
                elif self.study is not None:
                    self._study_gesture(kind, side)
                elif kind == PRESS:
                    referee.press(side, t)
                elif kind == LONG:
                    referee.hold(side, gestures.down_at[side])  # a move it completes was made at the press
                elif kind == BOTH:
                    referee.both(t)
            self.reconcile()  # the game may have changed under the stones (a takeback, a new game)
        except Exception as error:
            self.fault(error)
        del gestures.events[:]
        del menu_gestures.events[:]

    def _study_gesture(self, kind, side):
        """In a study: the right button steps forward, the left back; a hold ends the study. Both
        held where a forced win was missed play it out (setup_desk.py); while it plays, a tap shows
        the next stone (right) or the one before (left), and a hold goes back to the position."""
        study = self.study
        if study.line is not None:
            if kind == PRESS:
                study.line_step(1 if side == RIGHT else -1, self.hal.ticks_ms())
            else:
                study.leave_line()
        elif kind == PRESS:
            study.step(1 if side == RIGHT else -1)
        elif kind != BOTH or not study.start_line(self.hal.ticks_ms()):
            self.study = None  # the board asks for the game's own position again

    async def display_task(self):
        while True:
            await asyncio.sleep_ms(DISPLAY_MS)
            if self.sensing is None:
                continue
            now = self.hal.ticks_ms()
            self.show_clock(now)
            if self.identify_until is not None:
                self.refresh()  # the blink's next phase
            elif self.study is not None and self.study.line is not None:
                phase = self._line_phase()
                if self.study.line_tick(now) or phase != self.line_lit:
                    self.line_lit = phase
                    self.refresh()  # the line's next stone, or its newest one's blink
            elif (self.referee.request is not None and self.study is None) or (
                    self.study is not None and self.study.hint() >= 0):
                phase = self._request_phase()
                if phase != self.request_lit:
                    self.request_lit = phase
                    self.refresh()  # the requested point's blink
            clock = self.referee.clock
            if clock is not None and clock.running and not clock.paused and not self.referee.over \
                    and time.ticks_diff(now, self.clock_saved_at) >= CLOCK_SAVE_MS:
                self.save_clock(now)

    async def heartbeat_task(self):
        while True:
            await asyncio.sleep_ms(2000)
            self.link.check_host(time.ticks_ms())
            if self.game is not None and self.link.handshaken:
                message = {"t": "state", "game": self.referee.game_number, "moves": len(self.game.moves),
                           "turn": COLOUR_NAMES[self.game.turn], "head": self.log.head,
                           "anomalies": 1 if self.verdict == ANOMALY else 0}
                if self.referee.clock is not None:
                    message["clock"] = list(self.referee.clock.snapshot(self.hal.ticks_ms()))
                self.link.send(message)

    async def main(self):
        asyncio.create_task(self.hal.run(self))
        await self.hal.wait_ready()
        asyncio.create_task(self.link.run())
        asyncio.create_task(self.link.resend_task())
        asyncio.create_task(self.button_task())
        asyncio.create_task(self.display_task())
        asyncio.create_task(self.heartbeat_task())
        await self.scan_task()
