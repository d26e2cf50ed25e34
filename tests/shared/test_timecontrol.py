"""Time controls and their text form (shared_rules.timecontrol): vectors from
tests/vectors/clock_controls.txt, presets, and round trips. For CPython and MicroPython alike."""

from shared_rules.timecontrol import (
    TimeControl, ControlError, PRESETS, NO_BONUS, FISCHER, SIMPLE_DELAY, BRONSTEIN, NO_OVERTIME,
    BYOYOMI, CANADIAN, MAX_DURATION, parse_control, control_text, parse_duration, duration_text, preset,
)
from vectors import records


def _lists():
    lists = {}
    for record in records("clock_controls.txt"):
        for key in ("good", "bad"):
            if isinstance(record.get(key), list):
                lists[key] = record[key]
        if "board" in record:  # the original loader keeps colon-less lines under 'board'
            lists["good" if "good" in record else "bad"] = record["board"]
    return lists


def _raises(call, text):
    try:
        call(text)
    except ControlError:
        return
    assert False, "%r was accepted" % (text,)


def test_good_texts_parse_and_round_trip():
    lines = _lists()["good"]
    assert len(lines) >= 30
    for line in lines:
        words = line.split()
        text = words[0]
        canonical = words[1] if len(words) > 1 else text
        control = parse_control(text)
        assert control_text(control) == canonical, (text, control_text(control), canonical)
        assert parse_control(canonical) == control, text
        assert str(control) == canonical and repr(control) == "parse_control(%r)" % canonical


def test_bad_texts_are_refused():
    lines = _lists()["bad"]
    assert len(lines) >= 40
    for text in lines:
        _raises(parse_control, text)
    for text in (" 90m", "90m ", "90m +30s", "", None, 90):
        _raises(parse_control, text)


def test_what_the_text_means():
    assert parse_control("135m+30s").stages == ((0, 8100000, FISCHER, 30000),)
    assert parse_control("40/90m+30s,30m+30s").stages == (
        (40, 5400000, FISCHER, 30000), (0, 1800000, FISCHER, 30000))
    assert parse_control("40/2h,20/1h").stages == ((40, 7200000, NO_BONUS, 0), (20, 3600000, NO_BONUS, 0))
    assert parse_control("1h+d10s").stages == ((0, 3600000, SIMPLE_DELAY, 10000),)
    assert parse_control("1h+b10s").stages == ((0, 3600000, BRONSTEIN, 10000),)
    byo = parse_control("5m+3x30s")
    assert (byo.overtime, byo.overtime_count, byo.overtime_ms) == (BYOYOMI, 3, 30000)
    canadian = parse_control("2h+30/30m")
    assert (canadian.overtime, canadian.overtime_count, canadian.overtime_ms) == (CANADIAN, 30, 1800000)
    assert canadian.stages == ((0, 7200000, NO_BONUS, 0),)
    hourglass = parse_control("hg3m")
    assert hourglass.hourglass and hourglass.stages == ((0, 180000, NO_BONUS, 0),)
    assert not parse_control("3m").hourglass and parse_control("3m").overtime == NO_OVERTIME


def test_presets():
    names = [name for name, _ in PRESETS]
    assert len(set(names)) == len(names)
    for name, text in PRESETS:
        assert control_text(parse_control(text)) == text, name  # written canonically
        assert preset(name) == parse_control(text)
    assert preset("classical-135") == parse_control("135m+30s")
    assert preset("classical-90") == parse_control("90m+30s")
    assert preset("rapid-60") == parse_control("60m+30s")
    assert preset("online-30") == parse_control("30m+2s")
    assert preset("blitz-5") == parse_control("5m+4s")
    assert preset("championship-canadian") == parse_control("2h+30/30m")
    _raises(preset, "bullet")


def test_durations_round_trip():
    values = [0, 1, 7, 10, 99, 100, 250, 999, 1000, 1001, 59999, 60000, 61000, 3599999, 3600000,
              3600001, 5400000, 8100000, MAX_DURATION - 1, MAX_DURATION]
    step = 1
    while step < MAX_DURATION:
        values.append(step * 7 + 3)
        step *= 3
    for ms in values:
        if ms > MAX_DURATION:
            continue
        text = duration_text(ms)
        assert parse_duration(text) == ms, (ms, text)
    assert parse_duration("1h30m15.5s") == 5415500
    assert duration_text(5415500) == "5415.5s"
    _raises(parse_duration, "1h30")
    _raises(duration_text, -1)


def test_generated_controls_round_trip():
    # Every shape of control, with awkward times, survives format then parse.
    times = (1, 1500, 60000, 5400000, MAX_DURATION)
    bonuses = ((NO_BONUS, 0), (FISCHER, 2000), (SIMPLE_DELAY, 10000), (BRONSTEIN, 2500))
    count = 0
    for ms in times:
        for bonus, extra in bonuses:
            for stages in (((0, ms, bonus, extra),), ((40, ms, bonus, extra), (0, 60000, bonus, extra)),
                           ((40, 7200000, bonus, extra), (20, ms, NO_BONUS, 0))):
                control = TimeControl(stages)
                assert parse_control(control_text(control)) == control, control_text(control)
                count += 1
        for kind in (BYOYOMI, CANADIAN):
            for number in (1, 5, 999):
                period = 30000 if number == 999 else ms // number or 1
                control = TimeControl(((0, ms, NO_BONUS, 0),), kind, number, period)
                assert parse_control(control_text(control)) == control, control_text(control)
                count += 1
        control = TimeControl(((0, ms, NO_BONUS, 0),), hourglass=True)
        assert parse_control(control_text(control)) == control
    assert count > 80


def test_controls_that_cannot_be_built():
    for args in (
        ((),),
        (((40, 60000, NO_BONUS, 0),), BYOYOMI, 3, 30000),  # an overtime after a counted stage
        (((0, 60000, FISCHER, 0),),),  # a bonus without a time
        (((0, 60000, NO_BONUS, 5),),),  # a time without a bonus
        (((0, 60000, 7, 5),),),
        (((0, 0, NO_BONUS, 0),),),
        (((0, 60000, NO_BONUS, 0),), BYOYOMI, 999, 90000),  # periods adding up past 24 h
        (((0, 60000, NO_BONUS, 0),), NO_OVERTIME, 3, 0),
        (((0, 60000, NO_BONUS, 0),), 5, 3, 1000),
        (((0, 60000, NO_BONUS, 0), (0, 60000, NO_BONUS, 0)),),
        (((0, 60000, NO_BONUS, 0),), BYOYOMI, 3, 30000, True),
    ):
        try:
            TimeControl(*args)
        except ControlError:
            continue
        assert False, "built %r" % (args,)
    assert TimeControl(((0, 60000, NO_BONUS, 0),)) == parse_control("1m")
    assert not TimeControl(((0, 60000, NO_BONUS, 0),)) == parse_control("1m+1s")
