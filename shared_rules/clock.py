"""The tournament clock: a pure state machine in integer milliseconds, with the time passed in.

The firmware and the host run this same code. Every call that depends on time takes now_ms: the
firmware passes time.ticks_ms() (or the tick stamped by the button's interrupt), the host any int
that counts milliseconds. Only differences modulo 2**30 are used, like time.ticks_diff, so a
wrapping tick counter works; feed events in time order, less than 2**29 ms (6 days) apart (a tick
a little earlier than the last event, e.g. a press stamped by its interrupt, counts no time).
Nothing here sleeps, reads a clock or uses a float; every value stays far below 2**30.

Sides are the players, P1 and P2 (the same values as game.P1 and game.P2; the firmware maps its
LEFT and RIGHT buttons to them by seating). A colour swap in the opening changes nothing here:
each player keeps their own time. NOBODY (0) is "no side".

    clock = Clock(parse_control("90m+30s"))
    clock.start(P1, now)            P1's clock runs (game start; also the arbiter's "this clock runs")
    rec = clock.press(P1, now)      P1's move is complete: P2's clock runs. press(P1, now, PASS) for a
                                    press without a new stone, press(side, now, DECISION) for an
                                    opening decision (swap, keep, ...) that hands the clock over
    clock.tick(now)                 every scan: returns the side whose flag has just fallen, else NOBODY
    clock.remaining(P2, now)        what P2's face shows, in ms; nothing changes
    clock.pause(now) / resume(now)  arbiter's stop (both buttons held, or from the host)
    clock.stop(now)                 the game is over: both clocks stand as they are at now
    clock.set_remaining / adjust / charge / set_moves / set_periods   arbiter's corrections
    clock.snapshot(now) / restore(snapshot, now)   a tuple of ints for the flash journal and the host

A press returns a record, also appended to clock.history, a tuple of ints:
    (side, kind, moves, used_ms, left_ms, other_ms)
kind is MOVE, PASS, DECISION, or FLAG (a flag fell; used_ms is then how far into the turn).
moves is the side's move count after the press, used_ms the time that turn took (pauses excluded),
left_ms and other_ms what the side's and the opponent's faces show just after it.
A press that does nothing (not that side's clock, paused, not started) returns None.

Rule readings (docs/rules.md "Making a move, and the clock"; the clock decides no rule, game.py does):
- The flag falls when the time reaches 0: a press with exactly 0 left is too late. Flag <=> face
  shows 0, and the faces round up, so "0.0" is shown only once the flag has fallen.
- A press completes a move. Each MOVE or PASS press counts one move for its side and earns the
  stage's Fischer increment, from move 1. A DECISION press counts no move and earns no increment.
  A delay protects every turn the clock runs, decisions included: the simple delay waits before
  the time runs; the Bronstein delay gives back the time used, never more than the delay. A
  Bronstein flag falls when the time shown reaches 0; a simple-delay flag, delay + time after.
- Stages carry their time over. The next stage's time is added by the press that completes the
  stage's count-th move; if the stage time runs out first, the flag falls (missing a move-count
  control loses). A last stage with a count repeats.
- Byo-yomi: the main time reaching 0 starts the periods (no flag); a press within a period keeps
  it; a period running out is used up and the next starts; the flag falls when the last runs out.
- Canadian: the main time reaching 0 starts a period of count moves in its time; the move in
  progress is the first of them. After the count-th move a new full period starts (unused time is
  not carried over). The flag falls when a period's time runs out.
- Hourglass: the time one side uses is added to the other's; the total never changes.
- After a flag nothing is added to that side's time (no increment, delay, stage time or period):
  it stays at 0. The clock keeps working, since a flag nobody claims does not stop the clock, and
  the other flag may fall later; first_flag keeps whose fell first. The firmware reports the flag
  to the game (game.flag_fall), which ends it.
- At the end of the game (a five, a resignation, a flag, the arbiter's decision) the game's
  referee stops the clock: no side runs, the faces keep the times of the end, no flag falls
  later. Only start() makes a side run again (a takeback of the last move).
- A paused clock counts no time and ignores presses. A turn interrupted by a pause, or by the
  arbiter's start() of the other clock, continues when its clock runs again: no new delay.
- Arbiter's corrections: set_remaining sets a face (and lifts that side's flag if above 0);
  adjust adds or takes time; charge(side, ms) takes ms as if the side's clock had run (displaced
  stones are put back at the guilty side's time; in an hourglass the opponent gains them);
  set_moves sets the move count (the stage follows it, no time is added); set_periods sets the
  byo-yomi periods or the Canadian moves still to make. None of them adds time after a flag.

Display helpers (pure): clock_text(ms) "1:02:03" / "12:34" / "19.4"; segment_text(ms) for a
4-digit 7-segment face, e.g. "12:34", " 1:23", "1h05", " 19.4" (split_segments() gives the glyphs,
the colon and the decimal point); face_text(clock, side, now), which shows "FLAG" for the first
flag; status_text(clock, now), one line with both sides.
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.timecontrol import (
    SIMPLE_DELAY, BRONSTEIN, FISCHER, BYOYOMI, CANADIAN, HOUR, MINUTE, SECOND,
)

NOBODY = const(0)
P1 = const(1)
P2 = const(2)
SIDE_NAMES = ("-", "P1", "P2")

MOVE = const(0)
PASS = const(1)
DECISION = const(2)
FLAG = const(3)
KIND_NAMES = ("move", "pass", "decision", "flag")
RECORD_FIELDS = ("side", "kind", "moves", "used_ms", "left_ms", "other_ms")

TICKS_MASK = const(0x3FFFFFFF)  # ticks count modulo 2**30, as MicroPython's ticks_ms does
_TICKS_HALF = const(0x20000000)
MAX_TIME = const(360000000)  # 100 h: a repeating stage adds time without end; never past this

SNAPSHOT_VERSION = const(1)
SNAPSHOT_FIELDS = (
    "version", "at", "running", "paused", "flags", "first_flag",
    "main1", "main2", "moves1", "moves2", "periods1", "periods2", "period1", "period2",
    "used1", "used2",
)


def elapsed(now, then):
    """Milliseconds from tick `then` to tick `now`, modulo 2**30; 0 if now is (slightly) earlier."""
    d = (now - then) & TICKS_MASK
    return 0 if d >= _TICKS_HALF else d


class Clock:
    """A two-sided tournament clock running a timecontrol.TimeControl. See the module docstring.

    Per side (lists indexed by P1 and P2, slot 0 unused), the time state as of the start of the
    side's open turn: _main (stage or main time; below 0 in byo-yomi or Canadian, the deficit comes
    off the overtime), _periods (byo-yomi periods left; Canadian moves left in the period, 0 while
    in main time), _period (Canadian: time left in the period), _moves; and _used, the time its
    open turn has used so far. The running side's clock has also run since tick _mark.
    """

    def __init__(self, control, history=True):
        self.control = control
        self.history = [] if history else None
        self.running = NOBODY
        self.paused = False
        self.first_flag = NOBODY
        self._mark = 0
        first = control.stages[0][1]
        periods = control.overtime_count if control.overtime == BYOYOMI else 0
        self._main = [0, first, first]
        self._periods = [0, periods, periods]
        self._period = [0, 0, 0]
        self._moves = [0, 0, 0]
        self._used = [0, 0, 0]
        self._flagged = [False, False, False]
        self._stage = [0, 0, 0]  # derived from _moves by _place()
        self._next = [0, 0, 0]  # the move count that completes the current stage; 0: none
        self._place(P1)
        self._place(P2)

    def __repr__(self):
        return "<Clock %s %s>" % (self.control, self.snapshot(self._mark))

    # -- where a side stands ------------------------------------------------------------------

    def _place(self, side):
        """Stage and next control from the side's move count."""
        n = self._moves[side]
        stages = self.control.stages
        last = len(stages) - 1
        end = 0
        stage = 0
        for stage in range(last + 1):
            count = stages[stage][0]
            if count == 0:
                end = 0
                break
            end += count
            if n < end:
                break
            if stage == last:  # the last stage repeats: the next multiple after n
                end += ((n - end) // count + 1) * count
        self._stage[side] = stage
        self._next[side] = end

    def _in_overtime_stage(self, side):
        control = self.control
        return control.overtime and self._stage[side] == len(control.stages) - 1

    def _turn(self, side, now):
        """Time the side's open turn has used by tick now."""
        used = self._used[side]
        if side == self.running and not self.paused:
            used += elapsed(now, self._mark)
        return used

    def _fold(self, now):
        """Move the running clock's time since _mark into its turn, so _mark can move to now."""
        side = self.running
        if side and not self.paused:
            spent = elapsed(now, self._mark)
            if spent:  # a tick earlier than _mark counts nothing and must not move _mark back
                self._used[side] += spent
                self._mark = now

    def _limit(self, side, now):
        """How much time the side's open turn may use before its flag falls (0 or less: fallen)."""
        control = self.control
        main = self._main[side]
        if control.hourglass:
            return main + self._turn(3 - side, now)
        if self._in_overtime_stage(side):
            if control.overtime == BYOYOMI:
                return main + self._periods[side] * control.overtime_ms
            if self._periods[side]:
                return self._period[side]
            return main + control.overtime_ms
        if main <= 0:
            return 0
        stage = control.stages[self._stage[side]]
        return main + stage[3] if stage[2] == SIMPLE_DELAY else main

    # -- queries (no change) ------------------------------------------------------------------

    def remaining(self, side, now_ms):
        """Milliseconds on the side's face at now_ms: the stage or main time, or in overtime the
        current period's time. 0 exactly when the flag has fallen (or falls at now_ms)."""
        if self._flagged[side]:
            return 0
        now = now_ms & TICKS_MASK
        used = self._turn(side, now)
        control = self.control
        main = self._main[side]
        if control.hourglass:
            other = 3 - side
            left = main - used + self._turn(other, now)
            total = main + self._main[other]  # the sand that exists
            return 0 if left < 0 else (total if left > total else left)
        if self._in_overtime_stage(side):
            period = control.overtime_ms
            if control.overtime == CANADIAN and self._periods[side]:
                left = self._period[side] - used
            elif used < main:
                left = main - used
            elif control.overtime == CANADIAN:
                left = period - (used - main)
            else:
                over = used - main
                if over // period >= self._periods[side]:
                    return 0
                left = period - over % period
            return left if left > 0 else 0
        stage = control.stages[self._stage[side]]
        if stage[2] == SIMPLE_DELAY:
            used = used - stage[3] if used > stage[3] else 0
        left = main - used
        return left if left > 0 else 0

    def until_flag(self, side, now_ms):
        """Milliseconds before the side's flag falls if its clock runs on (delay and periods to
        come included)."""
        if self._flagged[side]:
            return 0
        now = now_ms & TICKS_MASK
        left = self._limit(side, now) - self._turn(side, now)
        return left if left > 0 else 0

    def delay_left(self, side, now_ms):
        """What is left of the current turn's simple or Bronstein delay (for the display)."""
        if self.control.hourglass or self._in_overtime_stage(side) or self._flagged[side]:
            return 0
        stage = self.control.stages[self._stage[side]]
        if stage[2] != SIMPLE_DELAY and stage[2] != BRONSTEIN:
            return 0
        left = stage[3] - self._turn(side, now_ms & TICKS_MASK)
        return left if left > 0 else 0

    def in_overtime(self, side, now_ms):
        """True once the side plays in byo-yomi or Canadian periods."""
        if not self._in_overtime_stage(side):
            return False
        if self.control.overtime == CANADIAN and self._periods[side]:
            return True
        return self._turn(side, now_ms & TICKS_MASK) >= self._main[side]

    def periods(self, side, now_ms):
        """Byo-yomi: the periods left, the current one included. Canadian: the moves still to make
        in the current period (0 in main time). Other controls: 0."""
        if not self._in_overtime_stage(side) or self._flagged[side]:
            return 0
        periods = self._periods[side]
        if self.control.overtime == CANADIAN and periods:
            return periods
        over = self._turn(side, now_ms & TICKS_MASK) - self._main[side]
        if over < 0:
            return periods
        if self.control.overtime == CANADIAN:
            return self.control.overtime_count
        left = periods - over // self.control.overtime_ms
        return left if left > 0 else 0

    def moves(self, side):
        return self._moves[side]

    def flagged(self, side):
        return self._flagged[side]

    def stage(self, side):
        """Index of the side's current stage in control.stages."""
        return self._stage[side]

    # -- events -------------------------------------------------------------------------------

    def start(self, side, now_ms):
        """side's clock runs from now_ms: the start of the game, the end of a pause, or the
        arbiter's correction of which clock runs. Counts no move and adds no time; a turn it
        interrupts stays open."""
        now = now_ms & TICKS_MASK
        running = self.running
        if running and not self.paused:
            self._fold(now)
            self._flag_if_out(running, now)
        else:
            self._mark = now
        self.running = side  # from _mark
        self.paused = False

    def press(self, side, now_ms, kind=MOVE):
        """side's press: its move (MOVE, PASS) or decision (DECISION) is complete and the other
        clock runs. Returns the record, or None when the press does nothing."""
        if side != self.running or self.paused or not MOVE <= kind <= DECISION:
            return None
        now = now_ms & TICKS_MASK
        self._fold(now)
        self._flag_if_out(side, now)
        used = self._used[side]
        is_move = kind != DECISION
        if self._flagged[side]:
            self._spend_flagged(side, used)
        else:
            self._spend(side, used, is_move)
        if is_move:
            self._moves[side] += 1
            if self._moves[side] == self._next[side]:  # the stage's last move: the next stage
                self._place(side)
                if not self._flagged[side]:
                    main = self._main[side] + self.control.stages[self._stage[side]][1]
                    self._main[side] = main if main < MAX_TIME else MAX_TIME
        self._used[side] = 0
        self.running = 3 - side  # from _mark, which _fold() moved to the press
        return self._record(side, kind, used, now)

    def _spend(self, side, used, is_move):
        """Settle a turn that ended in time: take what it used, give what it earned."""
        control = self.control
        main = self._main[side]
        if control.hourglass:
            self._main[side] = main - used
            self._main[3 - side] += used
            return
        if self._in_overtime_stage(side):
            period = control.overtime_ms
            if control.overtime == BYOYOMI:
                if used < main:
                    main -= used
                else:
                    self._periods[side] -= (used - main) // period
                    main = 0
            else:
                moves_left = self._periods[side]
                if moves_left:
                    self._period[side] -= used
                elif used < main:
                    main -= used
                else:  # the first period started during this turn
                    self._period[side] = period - (used - main)
                    moves_left = control.overtime_count
                    main = 0
                if moves_left and is_move:
                    moves_left -= 1
                    if moves_left == 0:  # the period's moves are made: a new full period
                        moves_left = control.overtime_count
                        self._period[side] = period
                self._periods[side] = moves_left
            self._main[side] = main
            return
        bonus, extra = control.stages[self._stage[side]][2:]
        if bonus == SIMPLE_DELAY or bonus == BRONSTEIN:
            # both leave the same time after the press: used less the delay, never below 0
            main -= used - extra if used > extra else 0
        else:
            main -= used
            if bonus == FISCHER and is_move:
                main += extra
        self._main[side] = main if main < MAX_TIME else MAX_TIME

    def _spend_flagged(self, side, used):
        if self.control.hourglass:
            # the sand stops when one side is empty: the opponent gains only what there was
            self._main[3 - side] += self._limit(side, self._mark)
        self._main[side] = 0
        self._periods[side] = 0
        self._period[side] = 0

    def _flag_if_out(self, side, now):
        """Mark the side's flag if its time is out by tick now. True if it fell just now."""
        if self._flagged[side]:
            return False
        limit = self._limit(side, now)
        if self._turn(side, now) < limit:
            return False
        self._flagged[side] = True
        if not self.first_flag:
            self.first_flag = side
        self._record(side, FLAG, limit if limit > 0 else 0, now)
        return True

    def _record(self, side, kind, used, now):
        record = (side, kind, self._moves[side], used, self.remaining(side, now),
                  self.remaining(3 - side, now))
        if self.history is not None:
            self.history.append(record)
        return record

    def tick(self, now_ms):
        """Call on every scan: the side whose flag fell by now_ms (once), else NOBODY."""
        side = self.running
        if not side or self.paused or self._flagged[side]:
            return NOBODY
        return side if self._flag_if_out(side, now_ms & TICKS_MASK) else NOBODY

    def pause(self, now_ms):
        """Stop both clocks (the arbiter's intervention). No time counts until resume()."""
        side = self.running
        if not side or self.paused:
            return
        now = now_ms & TICKS_MASK
        self._fold(now)
        self._flag_if_out(side, now)
        self.paused = True

    def stop(self, now_ms):
        """The game is over: both clocks stand as they are at now_ms (a flag that fell by then is
        marked) and nothing runs; the open turn keeps the time it used."""
        side = self.running
        if not side:
            return
        now = now_ms & TICKS_MASK
        if not self.paused:
            self._fold(now)
            self._flag_if_out(side, now)
        self._mark = now
        self.running = NOBODY
        self.paused = False

    def resume(self, now_ms):
        """The clock that was running before pause() runs again from now_ms."""
        if self.paused:
            self.paused = False
            self._mark = now_ms & TICKS_MASK

    # -- the arbiter's corrections ------------------------------------------------------------

    def set_remaining(self, side, ms, now_ms):
        """The side's face shows ms from now_ms: its stage or main time, or in overtime the current
        period's time (more than a period's worth goes back to main time). Lifts the side's flag if
        ms > 0: an arbiter's correction overrides it."""
        if not 0 <= ms <= MAX_TIME:
            raise ValueError("a clock shows 0 .. 100 h")
        if ms and self._flagged[side]:
            self._flagged[side] = False
            if self.first_flag == side:
                self.first_flag = 3 - side if self._flagged[3 - side] else NOBODY
        self._set(side, ms, now_ms & TICKS_MASK)

    def _set(self, side, ms, now):
        # ms may be negative here (adjust, charge): the deficit comes off what follows
        used = self._turn(side, now)
        control = self.control
        if control.hourglass:
            self._main[side] = ms + used - self._turn(3 - side, now)
        elif self._in_overtime_stage(side):
            period = control.overtime_ms
            main = self._main[side]
            if control.overtime == CANADIAN and self._periods[side]:
                self._period[side] = ms + used
            else:
                if used >= main and control.overtime == BYOYOMI:  # keep the periods used up
                    self._periods[side] -= (used - main) // period
                if used < main or ms > period:  # main time
                    self._main[side] = ms + used
                else:  # ms into a fresh period
                    self._main[side] = used - period + ms
        else:
            stage = control.stages[self._stage[side]]
            if stage[2] == SIMPLE_DELAY:
                used = used - stage[3] if used > stage[3] else 0
            self._main[side] = ms + used
        self._flag_if_out(side, now)

    def adjust(self, side, delta_ms, now_ms):
        """Add (delta_ms > 0) or take time from the side's face. Nothing is added after a flag."""
        if self._flagged[side]:
            return
        now = now_ms & TICKS_MASK
        self._set(side, self.remaining(side, now) + delta_ms, now)

    def charge(self, side, ms, now_ms):
        """Take ms from the side as if its clock had run that long (e.g. while displaced stones are
        put back at the guilty side's time). In an hourglass the opponent gains them."""
        self.adjust(side, -ms, now_ms)
        if self.control.hourglass:
            self.adjust(3 - side, ms, now_ms)

    def set_moves(self, side, moves):
        """Set the side's move count; its stage follows, and no time is added."""
        if moves < 0:
            raise ValueError("a move count cannot be negative")
        self._moves[side] = moves
        self._place(side)

    def set_periods(self, side, count, now_ms):
        """Byo-yomi: the periods left, the current one included. Canadian: the moves still to make
        in the current period, which starts now if the main time is up, keeping its time."""
        control = self.control
        if not self._in_overtime_stage(side):
            raise ValueError("no byo-yomi or Canadian periods to set")
        if not 1 <= count <= control.overtime_count:
            raise ValueError("periods: 1 .. %d, as the control gives" % control.overtime_count)
        now = now_ms & TICKS_MASK
        used = self._turn(side, now)
        main = self._main[side]
        if control.overtime == BYOYOMI:
            lost = (used - main) // control.overtime_ms if used >= main else 0
            self._periods[side] = count + lost
        else:
            if not self._periods[side]:
                if used < main:
                    raise ValueError("still in main time: no Canadian period yet")
                self._period[side] = main + control.overtime_ms  # the time the period has now
                self._main[side] = 0
            self._periods[side] = count

    # -- the journal and the host's mirror -----------------------------------------------------

    def snapshot(self, now_ms):
        """The whole time state at now_ms as a tuple of ints (names in SNAPSHOT_FIELDS): for the
        flash journal and the host. The history is not part of it."""
        now = now_ms & TICKS_MASK
        flagged = self._flagged
        return (
            SNAPSHOT_VERSION, now, self.running, 1 if self.paused else 0,
            (1 if flagged[P1] else 0) | (2 if flagged[P2] else 0), self.first_flag,
            self._main[P1], self._main[P2], self._moves[P1], self._moves[P2],
            self._periods[P1], self._periods[P2], self._period[P1], self._period[P2],
            self._turn(P1, now), self._turn(P2, now),
        )

    def restore(self, snapshot, now_ms=None):
        """Take the state of a snapshot of a clock with the same control. now_ms is this clock's
        tick for the snapshot's moment: the same tick base by default (a journal in the same boot);
        after a reboot the current tick (the outage is not charged); on the host, the arrival tick
        less the link's latency, so that remaining(side, now) matches the board's. Returns self."""
        if len(snapshot) != len(SNAPSHOT_FIELDS) or snapshot[0] != SNAPSHOT_VERSION:
            raise ValueError("not a clock snapshot (version %d)" % SNAPSHOT_VERSION)
        (_, at, running, paused, flags, first,
         main1, main2, moves1, moves2, periods1, periods2, period1, period2, used1, used2) = snapshot
        self._mark = (at if now_ms is None else now_ms) & TICKS_MASK
        self.running = running
        self.paused = bool(paused)
        self._flagged = [False, bool(flags & 1), bool(flags & 2)]
        self.first_flag = first
        self._main = [0, main1, main2]
        self._moves = [0, moves1, moves2]
        self._periods = [0, periods1, periods2]
        self._period = [0, period1, period2]
        self._used = [0, used1, used2]
        self._place(P1)
        self._place(P2)
        return self


# -- display ----------------------------------------------------------------------------------
# Times are rounded up to what is shown, so a face shows 0 only when the time is out (the flag).


def clock_text(ms):
    """'1:02:03' from an hour up, '12:34' or '0:20' under an hour, '19.4' below 20 s."""
    if ms <= 0:
        return "0.0"
    tenths = (ms + 99) // 100
    if tenths < 200:
        return "%d.%d" % (tenths // 10, tenths % 10)
    seconds = (ms + SECOND - 1) // SECOND
    if seconds < 3600:
        return "%d:%02d" % (seconds // 60, seconds % 60)
    return "%d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)


def segment_text(ms):
    """Four glyphs for a 4-digit 7-segment face; ':' marks the colon between digits 2 and 3 and
    '.' the decimal point of the digit before it: '12:34' and ' 1:23' (minutes:seconds), '1h05'
    (hours, minutes), ' 19.4' and '  0.0' (tenths below 20 s), ' 12h' from 10 hours."""
    if ms <= 0:
        return "  0.0"
    tenths = (ms + 99) // 100
    if tenths < 200:
        return "%3d.%d" % (tenths // 10, tenths % 10)
    seconds = (ms + SECOND - 1) // SECOND
    if seconds < 3600:
        return "%2d:%02d" % (seconds // 60, seconds % 60)
    minutes = (ms + MINUTE - 1) // MINUTE
    if minutes < 600:
        return "%dh%02d" % (minutes // 60, minutes % 60)
    return "%3dh" % ((ms + HOUR - 1) // HOUR)


def split_segments(text):
    """segment_text's text -> (four glyphs, colon lit, index of the digit with its point or -1)."""
    colon = text.find(":")
    if colon >= 0:
        return text[:colon] + text[colon + 1:], True, -1
    dot = text.find(".")
    if dot >= 0:
        return text[:dot] + text[dot + 1:], False, dot - 1
    return text, False, -1


def face_text(clock, side, now_ms):
    """The side's 4-digit face: 'FLAG' for the first flag to fall, else segment_text."""
    if clock.flagged(side) and clock.first_flag == side:
        return "FLAG"
    return segment_text(clock.remaining(side, now_ms))


def status_text(clock, now_ms):
    """One line, e.g. 'P1* 1:02:03 #12 | P2 45:10 #11'. '*' marks the running clock ('=' when
    paused); 'FLAG' replaces a fallen side's time ('FLAG1'/'FLAG2' when both fell, in order);
    '3x' is byo-yomi periods left, '12/' the Canadian moves still to make in the period."""
    parts = []
    both = clock.flagged(P1) and clock.flagged(P2)
    for side in (P1, P2):
        mark = ""
        if side == clock.running:
            mark = "=" if clock.paused else "*"
        if clock.flagged(side):
            shown = "FLAG"
            if both:
                shown += "1" if clock.first_flag == side else "2"
        else:
            shown = clock_text(clock.remaining(side, now_ms))
            periods = clock.periods(side, now_ms)
            if periods:
                shown += " %d%s" % (periods, "x" if clock.control.overtime == BYOYOMI else "/")
        parts.append("%s%s %s #%d" % (SIDE_NAMES[side], mark, shown, clock.moves(side)))
    return " | ".join(parts)
