"""Time controls for the tournament clock, and their one compact text form.

A control is one or more stages, each "count moves in a time" (the last may be "the rest of the
game"), each with its own per-move bonus (a Fischer increment, a simple delay or a Bronstein delay),
optionally followed by an overtime (byo-yomi or Canadian) once the last stage's time is used up;
or an hourglass. clock.Clock runs them; this module only describes them.

Text form: parse_control(text) -> TimeControl, control_text(control) -> text, and
parse_control(control_text(c)) == c for every control. Lower case, no spaces.

    control  = "hg" duration                        hourglass: each side starts with duration
             | stage {"," stage}
    stage    = [count "/"] duration ["+" extra]     count moves in duration; no count: the rest of the game
    extra    = duration                             Fischer increment, added after every move
             | "d" duration                         simple (US) delay: each turn the clock waits this long first
             | "b" duration                         Bronstein delay: time used is given back, up to this much
             | count "x" duration                   byo-yomi: count periods of duration (last stage only)
             | count "/" duration                   Canadian: count moves in duration, again and again (last stage only)
    duration = [N "h"] [N "m"] [N ["." 1-3 digits] "s"]   at least one part, largest unit first; at most 24 h
    count    = 1 .. 999

Every stage but the last has a count. A last stage with a count repeats (the old chess "then 20
moves per hour"). An overtime follows a last stage with no count and no bonus. "," separates stages
whose time carries over; "+" after a stage adds to it: a per-move bonus or an overtime.
control_text writes each duration in its largest exact unit (5400000 ms is "90m", 3600000 ms "1h").

    "135m+30s"             135 minutes, 30 s added after each move
    "2h"                   2 hours, sudden death
    "40/2h,1h"             40 moves in 2 hours, then 1 hour for the rest; missing move 40 in time loses
    "40/90m+30s,30m+30s"   90 min for 40 moves, then 30 min, 30 s per move from move 1 (FIDE)
    "40/2h,20/1h"          40 moves in 2 hours, then 20 moves in each further hour
    "1h+d10s"  "1h+b10s"   1 hour with a 10 s simple delay / Bronstein delay
    "5m+3x30s"             5 minutes, then 3 byo-yomi periods of 30 s ("0s+5x30s": byo-yomi only)
    "2h+30/30m"            2 hours, then 30 moves in 30 minutes, repeating (Canadian)
    "hg3m"                 hourglass, 3 minutes each
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


# Per-move bonus of a stage.
NO_BONUS = const(0)
FISCHER = const(1)
SIMPLE_DELAY = const(2)
BRONSTEIN = const(3)
BONUS_NAMES = ("none", "fischer", "delay", "bronstein")
_BONUS_MARK = ("", "+", "+d", "+b")

# Overtime after the last stage.
NO_OVERTIME = const(0)
BYOYOMI = const(1)
CANADIAN = const(2)
OVERTIME_NAMES = ("none", "byo-yomi", "canadian")

HOUR = const(3600000)
MINUTE = const(60000)
SECOND = const(1000)
MAX_DURATION = const(86400000)  # 24 h: keeps every sum the clock forms far below 2**30
MAX_COUNT = const(999)

# (name, text): the usual renju events first. A preset's text is in canonical form.
PRESETS = (
    ("classical-135", "135m+30s"),
    ("classical-90", "90m+30s"),
    ("rapid-60", "1h+30s"),
    ("online-30", "30m+2s"),
    ("blitz-5", "5m+4s"),
    ("championship-canadian", "2h+30/30m"),  # the older world championship control
)


class ControlError(ValueError):
    """A time control, or its text, that does not describe a control."""


class TimeControl:
    """stages: ((count, ms, bonus, bonus_ms), ...); count 0 means the rest of the game.
    overtime: NO_OVERTIME, BYOYOMI (overtime_count periods of overtime_ms) or CANADIAN
    (overtime_count moves in overtime_ms). hourglass: one stage, no count, bonus or overtime."""

    def __init__(self, stages, overtime=NO_OVERTIME, overtime_count=0, overtime_ms=0, hourglass=False):
        self.stages = tuple(tuple(stage) for stage in stages)
        self.overtime = overtime
        self.overtime_count = overtime_count
        self.overtime_ms = overtime_ms
        self.hourglass = bool(hourglass)
        self._check()

    def _check(self):
        stages = self.stages
        if not stages:
            raise ControlError("a control needs at least one stage")
        last = len(stages) - 1
        for i, stage in enumerate(stages):
            if len(stage) != 4:
                raise ControlError("a stage is (count, ms, bonus, bonus_ms)")
            count, ms, bonus, extra = stage
            if not 0 <= count <= MAX_COUNT or (count == 0 and i < last):
                raise ControlError("every stage but the last needs a move count (1..%d)" % MAX_COUNT)
            if not 0 <= ms <= MAX_DURATION:
                raise ControlError("a stage's time must be 0 .. 24 h")
            if ms == 0 and not (i == last and self.overtime):
                raise ControlError("only a last stage followed by an overtime may have no time")
            if not NO_BONUS <= bonus <= BRONSTEIN:
                raise ControlError("unknown bonus %r" % (bonus,))
            if (bonus == NO_BONUS) != (extra == 0) or not 0 <= extra <= MAX_DURATION:
                raise ControlError("a bonus needs a time of 1 ms .. 24 h, and no bonus none")
        overtime = self.overtime
        count = self.overtime_count
        if overtime == NO_OVERTIME:
            if count or self.overtime_ms:
                raise ControlError("no overtime, so no overtime count or time")
        elif overtime == BYOYOMI or overtime == CANADIAN:
            if stages[last][0] or stages[last][2]:
                raise ControlError("an overtime follows a last stage with no move count and no bonus")
            if not 1 <= count <= MAX_COUNT:
                raise ControlError("an overtime count must be 1..%d" % MAX_COUNT)
            # compared by division: count * ms could leave the small-int range on MicroPython
            if not 1 <= self.overtime_ms <= MAX_DURATION // count:
                raise ControlError("an overtime's periods must add up to 1 ms .. 24 h")
        else:
            raise ControlError("unknown overtime %r" % (overtime,))
        if self.hourglass and (last or stages[0][0] or stages[0][2] or overtime):
            raise ControlError("an hourglass is one time and nothing else")

    def __eq__(self, other):
        return (isinstance(other, TimeControl) and self.stages == other.stages
                and self.overtime == other.overtime and self.overtime_count == other.overtime_count
                and self.overtime_ms == other.overtime_ms and self.hourglass == other.hourglass)

    def __repr__(self):
        return "parse_control(%r)" % control_text(self)

    def __str__(self):
        return control_text(self)


def parse_duration(text):
    """'90m' -> 5400000, '1h30m' -> 5400000, '2.5s' -> 2500. See the module docstring."""
    ms = 0
    n = len(text)
    i = 0
    previous = -1
    while i < n:
        j = i
        while j < n and "0" <= text[j] <= "9":
            j += 1
        if j == i or j - i > 5:
            raise ControlError("not a duration: %r" % (text,))
        whole = int(text[i:j])
        fraction = 0
        if j < n and text[j] == ".":
            k = j + 1
            while k < n and "0" <= text[k] <= "9":
                k += 1
            if not 1 <= k - j - 1 <= 3:
                raise ControlError("seconds take 1 to 3 decimals: %r" % (text,))
            fraction = int((text[j + 1:k] + "00")[:3])
            j = k
        unit = "hms".find(text[j:j + 1]) if j < n else -1
        if unit <= previous or (fraction and unit != 2):
            raise ControlError("not a duration (h, m, s, largest first): %r" % (text,))
        scale = (HOUR, MINUTE, SECOND)[unit]
        if whole > MAX_DURATION // scale:  # checked before multiplying: no long ints on MicroPython
            raise ControlError("a duration is at most 24 h: %r" % (text,))
        ms += whole * scale + fraction
        previous = unit
        i = j + 1
    if previous < 0 or ms > MAX_DURATION:
        raise ControlError("not a duration of 0 .. 24 h: %r" % (text,))
    return ms


def duration_text(ms):
    """5400000 -> '90m', 3600000 -> '1h', 2500 -> '2.5s', 0 -> '0s': the largest exact unit."""
    if ms < 0:
        raise ControlError("a negative duration: %r" % (ms,))
    if ms and ms % HOUR == 0:
        return "%dh" % (ms // HOUR)
    if ms and ms % MINUTE == 0:
        return "%dm" % (ms // MINUTE)
    if ms % SECOND == 0:
        return "%ds" % (ms // SECOND)
    fraction = ("%03d" % (ms % SECOND)).rstrip("0")
    return "%d.%ss" % (ms // SECOND, fraction)


def _count(text):
    if not 1 <= len(text) <= 3 or not text.isdigit():
        raise ControlError("not a move count (1..%d): %r" % (MAX_COUNT, text))
    return int(text)


def parse_control(text):
    """'90m+30s' -> TimeControl. Raises ControlError for anything else; see the module docstring."""
    if not isinstance(text, str) or not text:
        raise ControlError("not a time control: %r" % (text,))
    if text[:2] == "hg":
        return TimeControl(((0, parse_duration(text[2:]), NO_BONUS, 0),), hourglass=True)
    parts = text.split(",")
    last = len(parts) - 1
    stages = []
    overtime = (NO_OVERTIME, 0, 0)
    for i, part in enumerate(parts):
        pieces = part.split("+")
        if len(pieces) > 2:
            raise ControlError("one '+' per stage: %r" % (part,))
        head = pieces[0]
        count = 0
        slash = head.find("/")
        if slash >= 0:
            count = _count(head[:slash])
            head = head[slash + 1:]
        ms = parse_duration(head)
        bonus = NO_BONUS
        extra = 0
        if len(pieces) == 2:
            item = pieces[1]
            cut = item.find("x")
            kind = BYOYOMI
            if cut < 0:
                cut = item.find("/")
                kind = CANADIAN
            if cut >= 0:
                if i != last:
                    raise ControlError("an overtime comes after the last stage: %r" % (text,))
                overtime = (kind, _count(item[:cut]), parse_duration(item[cut + 1:]))
            elif item[:1] == "d":
                bonus, extra = SIMPLE_DELAY, parse_duration(item[1:])
            elif item[:1] == "b":
                bonus, extra = BRONSTEIN, parse_duration(item[1:])
            else:
                bonus, extra = FISCHER, parse_duration(item)
        stages.append((count, ms, bonus, extra))
    return TimeControl(stages, overtime[0], overtime[1], overtime[2])


def control_text(control):
    """TimeControl -> its canonical text, e.g. '40/90m+30s,30m+30s'."""
    if control.hourglass:
        return "hg" + duration_text(control.stages[0][1])
    parts = []
    for count, ms, bonus, extra in control.stages:
        text = duration_text(ms)
        if count:
            text = "%d/%s" % (count, text)
        if bonus:
            text += _BONUS_MARK[bonus] + duration_text(extra)
        parts.append(text)
    text = ",".join(parts)
    if control.overtime:
        mark = "x" if control.overtime == BYOYOMI else "/"
        text += "+%d%s%s" % (control.overtime_count, mark, duration_text(control.overtime_ms))
    return text


def preset(name):
    """The TimeControl of a preset by name, e.g. preset('classical-90')."""
    for each, text in PRESETS:
        if each == name:
            return parse_control(text)
    raise ControlError("no preset %r (%s)" % (name, ", ".join(each for each, _ in PRESETS)))
