"""The tournament clock (shared_rules.clock): scenarios from tests/vectors/clock_games.txt, plus the
cases that need a loop. Plain functions and assert, for CPython (pytest) and MicroPython alike."""

from shared_rules.clock import (
    Clock, P1, P2, NOBODY, MOVE, PASS, DECISION, FLAG, KIND_NAMES, SIDE_NAMES, TICKS_MASK, SNAPSHOT_FIELDS,
    clock_text, segment_text, split_segments, face_text, status_text, elapsed,
)
from shared_rules.timecontrol import parse_control, parse_duration
from vectors import records


def _time(text):
    """A script time: an int of milliseconds, or a duration in the text form ('-' for less)."""
    if text[:1] == "-":
        return -_time(text[1:])
    if text.isdigit():
        return int(text)
    return parse_duration(text)


def _side(text):
    return {"P1": P1, "P2": P2, "none": NOBODY}[text]


def _yes(text):
    return {"yes": True, "no": False}[text]


def _check(got, want, where):
    assert got == want, "%s: got %r, want %r" % (where, got, want)


_EVENT_TIME = {"start": 2, "press": 2, "pass": 2, "decide": 2, "pause": 1, "resume": 1, "stop": 1, "tick": 1,
               "set": 2, "adjust": 2, "charge": 2, "setperiods": 2}


def _run_step(clock, line, where):
    """Run one script line; returns the tick of the event it feeds the clock, or None for a check."""
    words = line.split()
    verb = words[0]
    if verb == "start":
        clock.start(_side(words[1]), _time(words[2]))
    elif verb in ("press", "pass", "decide"):
        kind = {"press": MOVE, "pass": PASS, "decide": DECISION}[verb]
        record = clock.press(_side(words[1]), _time(words[2]), kind)
        assert record is not None, where + ": the press did nothing"
    elif verb == "ignored":
        before = clock.snapshot(_time(words[3]))
        _check(clock.press(_side(words[2]), _time(words[3])), None, where)
        _check(clock.snapshot(_time(words[3])), before, where)
    elif verb == "pause":
        clock.pause(_time(words[1]))
    elif verb == "resume":
        clock.resume(_time(words[1]))
    elif verb == "stop":
        clock.stop(_time(words[1]))
    elif verb == "tick":
        _check(clock.tick(_time(words[1])), _side(words[3]), where)
    elif verb in ("left", "flagin", "delay", "periods", "overtime"):
        side, now, want = _side(words[1]), _time(words[2]), words[4]
        if verb == "left":
            _check(clock.remaining(side, now), _time(want), where)
        elif verb == "flagin":
            _check(clock.until_flag(side, now), _time(want), where)
        elif verb == "delay":
            _check(clock.delay_left(side, now), _time(want), where)
        elif verb == "periods":
            _check(clock.periods(side, now), int(want), where)
        else:
            _check(clock.in_overtime(side, now), _yes(want), where)
    elif verb == "moves":
        _check(clock.moves(_side(words[1])), int(words[3]), where)
    elif verb == "stage":
        _check(clock.stage(_side(words[1])), int(words[3]), where)
    elif verb == "flagged":
        _check(clock.flagged(_side(words[1])), _yes(words[3]), where)
    elif verb == "first":
        _check(clock.first_flag, _side(words[2]), where)
    elif verb == "last":
        side, kind, moves, used, left, other = words[2:]
        want = (_side(side), KIND_NAMES.index(kind), int(moves), _time(used), _time(left), _time(other))
        _check(clock.history[-1], want, where)
    elif verb == "set":
        clock.set_remaining(_side(words[1]), _time(words[3]), _time(words[2]))
    elif verb == "adjust":
        clock.adjust(_side(words[1]), _time(words[3]), _time(words[2]))
    elif verb == "charge":
        clock.charge(_side(words[1]), _time(words[3]), _time(words[2]))
    elif verb == "setmoves":
        clock.set_moves(_side(words[1]), int(words[2]))
    elif verb == "setperiods":
        clock.set_periods(_side(words[1]), int(words[3]), _time(words[2]))
    elif verb == "face":
        want = line.split(" = ", 1)[1].replace("_", " ")
        _check(face_text(clock, _side(words[1]), _time(words[2])), want, where)
    elif verb == "status":
        _check(status_text(clock, _time(words[1])), line.split(" = ", 1)[1], where)
    else:
        raise ValueError("%s: unknown step %r" % (where, line))
    if verb in _EVENT_TIME:
        return _time(words[_EVENT_TIME[verb]])
    return None


def _scenarios():
    for record in records("clock_games.txt"):
        # steps: a list with the list-aware loader; under 'board' with the original one
        steps = record.get("steps") or record.get("board")
        yield record["name"], parse_control(record["control"]), steps


def test_scenarios():
    count = 0
    for name, control, steps in _scenarios():
        clock = Clock(control)
        for i, line in enumerate(steps):
            _run_step(clock, line, "%s, step %d %r" % (name, i + 1, line))
        count += 1
    assert count >= 20


def test_every_scenario_checks_the_snapshot_round_trip():
    # After every step, a clock restored from a snapshot agrees with the original.
    for name, control, steps in _scenarios():
        clock = Clock(control)
        last = 0
        for line in steps:
            at = _run_step(clock, line, name)
            last = last if at is None else at
            for now in (last, last + 1, last + 59999):
                snap = clock.snapshot(now)
                copy = Clock(control).restore(snap)
                _check(copy.snapshot(now), snap, name + " after " + line)
                for side in (P1, P2):
                    _check(copy.remaining(side, now + 1234), clock.remaining(side, now + 1234), name)


def _play(clock, side, start, used):
    """side presses after `used` ms of its turn, which began at `start`; returns the press tick."""
    now = start + used
    record = clock.press(side, now)
    assert record is not None
    return now


def test_forty_moves_in_two_hours_control_reached_on_the_exact_move():
    clock = Clock(parse_control("40/2h,1h"))
    now = 0
    clock.start(P1, now)
    for move in range(1, 41):
        now = _play(clock, P1, now, 179000)  # 40 x 179 s = 1 h 59 m 20 s
        assert clock.moves(P1) == move
        if move < 40:
            assert clock.stage(P1) == 0
        now = _play(clock, P2, now, 1000)
    assert clock.stage(P1) == 1
    assert clock.history[-2] == (P1, MOVE, 40, 179000, 40000 + 3600000, 7200000 - 39000)
    assert clock.remaining(P1, now) == 3640000
    assert not clock.flagged(P1)


def test_forty_moves_in_two_hours_missed_by_one_move():
    clock = Clock(parse_control("40/2h,1h"))
    now = 0
    clock.start(P1, now)
    for move in range(39):
        now = _play(clock, P1, now, 180000)  # 39 x 3 min = 1 h 57 min
        now = _play(clock, P2, now, 1000)
    assert clock.tick(now + 179999) == NOBODY
    assert clock.tick(now + 180000) == P1
    clock.press(P1, now + 180001)
    assert clock.moves(P1) == 40 and clock.stage(P1) == 1
    assert clock.remaining(P1, now + 180001) == 0
    fields = dict(zip(SNAPSHOT_FIELDS, clock.snapshot(now + 180001)))
    assert fields["main1"] == 0  # the next stage's time is not added after the flag
    assert clock.first_flag == P1


def test_multi_stage_with_increment_from_move_one():
    # FIDE: 90 min for 40 moves, then 30 min, 30 s per move from move 1.
    clock = Clock(parse_control("40/90m+30s,30m+30s"))
    now = 0
    clock.start(P1, now)
    for move in range(40):
        now = _play(clock, P1, now, 120000)
        now = _play(clock, P2, now, 60000)
    assert clock.remaining(P1, now) == 5400000 - 40 * 120000 + 40 * 30000 + 1800000
    assert clock.remaining(P2, now) == 5400000 - 40 * 60000 + 40 * 30000 + 1800000
    now = _play(clock, P1, now, 10000)
    assert clock.remaining(P1, now) == 5400000 - 40 * 120000 + 41 * 30000 + 1800000 - 10000


def test_canadian_older_championship_control():
    # 2 h, then 30 moves in 30 min, repeating.
    clock = Clock(parse_control("2h+30/30m"))
    now = 0
    clock.start(P1, now)
    now = _play(clock, P1, now, 7200000 - 1)  # one move in main time
    now = _play(clock, P2, now, 1000)
    assert clock.remaining(P1, now) == 1 and not clock.in_overtime(P1, now)
    now = _play(clock, P1, now, 60001)  # main time runs out: this move is the period's first
    assert clock.periods(P1, now) == 29 and clock.remaining(P1, now) == 1800000 - 60000
    for move in range(29):
        now = _play(clock, P2, now, 1000)
        now = _play(clock, P1, now, 1000)
    assert clock.periods(P1, now) == 30 and clock.remaining(P1, now) == 1800000  # a new period
    now = _play(clock, P2, now, 1000)
    for move in range(29):
        now = _play(clock, P1, now, 60000)
        now = _play(clock, P2, now, 1000)
    assert clock.periods(P1, now) == 1 and clock.remaining(P1, now) == 60000
    assert clock.tick(now + 59999) == NOBODY
    assert clock.tick(now + 60000) == P1  # the 30th move not made in 30 minutes


def test_three_hour_game_with_thousands_of_presses_has_no_drift():
    # 90m+30s, 2 x 2000 presses over about three hours; the ticks wrap on the way.
    clock = Clock(parse_control("90m+30s"), history=False)
    start = TICKS_MASK - 5000
    now = start
    clock.start(P1, now)
    used = [0, 0, 0]
    seed = 1
    side = P1
    pauses = 0
    for press in range(4000):
        seed = (seed * 75 + 74) % 65537  # a small-int LCG: every value stays far below 2**30
        turn = 1500 + seed % 2401  # 1.5 .. 3.9 s, about 2.7 s: 4000 turns are three hours
        if press % 500 == 250:
            clock.pause((now + 1000) & TICKS_MASK)
            clock.resume((now + 61000) & TICKS_MASK)
            pauses += 60000
        now = (now + turn + (60000 if press % 500 == 250 else 0)) & TICKS_MASK
        record = clock.press(side, now)
        assert record[3] == turn
        used[side] += turn
        side = 3 - side
    for each in (P1, P2):
        assert clock.remaining(each, now) == 5400000 + 2000 * 30000 - used[each]
        assert clock.moves(each) == 2000
    total = (now - start) & TICKS_MASK
    assert total == used[P1] + used[P2] + pauses
    assert 10000000 < total < 12000000  # about three hours, as meant


def test_ticks_wrap_around():
    clock = Clock(parse_control("5m"))
    clock.start(P1, TICKS_MASK - 999)
    assert clock.remaining(P1, 1000) == 300000 - 2000
    clock.press(P1, 1000)
    assert clock.history[-1][3] == 2000
    assert elapsed(5, TICKS_MASK) == 6
    assert elapsed(TICKS_MASK, 5) == 0  # earlier than the reference: no time, never negative


def test_a_press_stamped_before_the_last_event_counts_no_time():
    # The button's interrupt stamps the press; an event processed before it may carry a later tick.
    clock = Clock(parse_control("5m"))
    clock.start(P1, 1000)
    clock.pause(5000)
    clock.resume(9000)
    clock.press(P1, 8990)
    assert clock.history[-1][3] == 4000
    assert clock.remaining(P2, 10000) == 300000 - 1000  # P2's clock runs from the resume, not before


def test_each_record_keeps_both_clocks():
    clock = Clock(parse_control("10m+5s"))
    clock.start(P1, 0)
    clock.press(P1, 3000)
    clock.press(P2, 10000, PASS)
    clock.press(P1, 11000, DECISION)
    assert clock.history == [
        (P1, MOVE, 1, 3000, 602000, 600000),
        (P2, PASS, 1, 7000, 598000, 602000),
        (P1, DECISION, 1, 1000, 601000, 598000),
    ]


def test_without_history_the_press_still_returns_its_record():
    clock = Clock(parse_control("10m"), history=False)
    clock.start(P1, 0)
    assert clock.press(P1, 1000) == (P1, MOVE, 1, 1000, 599000, 600000)
    assert clock.history is None
    assert clock.tick(600000 + 1000) == P2


def test_nothing_happens_before_the_start():
    clock = Clock(parse_control("10m"))
    assert clock.press(P1, 0) is None and clock.press(P2, 0) is None
    assert clock.tick(10 ** 6) == NOBODY
    clock.pause(0)
    assert not clock.paused
    assert clock.remaining(P1, 10 ** 6) == 600000


def test_a_flag_in_a_pause_is_shown_on_resume_and_not_before():
    clock = Clock(parse_control("1m"))
    clock.start(P1, 0)
    clock.pause(30000)
    assert clock.tick(10 ** 6) == NOBODY and clock.remaining(P1, 10 ** 6) == 30000
    clock.resume(100000)
    assert clock.tick(129999) == NOBODY
    assert clock.tick(130000) == P1


def test_snapshot_fields_and_the_hosts_mirror_with_latency():
    clock = Clock(parse_control("5m+3x30s"))
    clock.start(P1, 1000)
    clock.press(P1, 331000)  # 5 m 30 s: the main time and one period
    snap = clock.snapshot(341000)
    fields = dict(zip(SNAPSHOT_FIELDS, snap))
    assert fields["at"] == 341000 and fields["running"] == P2 and fields["paused"] == 0
    assert fields["main1"] == 0 and fields["periods1"] == 2 and fields["moves1"] == 1
    assert fields["used2"] == 10000
    # The host reads the report 40 ms after the board took it, on its own time base.
    host_now = 77000000
    mirror = Clock(parse_control("5m+3x30s")).restore(snap, host_now - 40)
    for side in (P1, P2):
        assert mirror.remaining(side, host_now + 5000) == clock.remaining(side, 341000 + 40 + 5000)
    assert mirror.periods(P1, host_now) == 2


def test_restore_refuses_what_is_not_a_snapshot():
    clock = Clock(parse_control("5m"))
    for bad in ((), (2,) + clock.snapshot(0)[1:], clock.snapshot(0)[:-1]):
        try:
            clock.restore(bad)
        except ValueError:
            continue
        assert False, "restored %r" % (bad,)


def test_snapshot_keeps_the_flags_and_the_pause():
    clock = Clock(parse_control("1m"))
    clock.start(P1, 0)
    clock.tick(60000)
    clock.press(P1, 61000)
    clock.pause(70000)
    copy = Clock(parse_control("1m")).restore(clock.snapshot(70000), 5)
    assert copy.flagged(P1) and not copy.flagged(P2) and copy.first_flag == P1
    assert copy.paused and copy.running == P2
    assert copy.remaining(P2, 10 ** 6) == 51000
    copy.resume(1000)
    assert copy.remaining(P2, 2000) == 50000


def test_hourglass_charge_moves_the_sand_to_the_opponent():
    clock = Clock(parse_control("hg3m"))
    clock.start(P1, 0)
    clock.pause(0)
    clock.charge(P2, 20000, 0)
    assert clock.remaining(P2, 0) == 160000 and clock.remaining(P1, 0) == 200000


def test_corrections_are_checked():
    clock = Clock(parse_control("5m"))
    for call in (lambda: clock.set_remaining(P1, -1, 0), lambda: clock.set_moves(P1, -1),
                 lambda: clock.set_periods(P1, 2, 0)):
        try:
            call()
        except ValueError:
            continue
        assert False, "a bad correction was taken"


def test_set_moves_puts_the_side_in_the_right_stage():
    clock = Clock(parse_control("40/2h,20/1h"))
    for moves, stage in ((0, 0), (39, 0), (40, 1), (59, 1), (60, 1), (1000, 1)):
        clock.set_moves(P1, moves)
        assert clock.stage(P1) == stage
    clock.set_moves(P1, 59)
    clock.start(P1, 0)
    clock.press(P1, 1000)  # move 60 completes a 20-move stage: one more hour
    assert clock.remaining(P1, 1000) == 7200000 - 1000 + 3600000


def test_clock_text():
    for ms, text in ((0, "0.0"), (-5, "0.0"), (1, "0.1"), (19400, "19.4"), (19401, "19.5"),
                     (19900, "19.9"), (19901, "0:20"), (65000, "1:05"), (754000, "12:34"),
                     (3599000, "59:59"), (3599001, "1:00:00"), (3723000, "1:02:03"),
                     (10800000, "3:00:00")):
        assert clock_text(ms) == text, (ms, clock_text(ms), text)


def test_segment_text_vectors():
    count = 0
    for record in records("clock_display.txt"):
        for line in record.get("faces") or record.get("board"):
            ms, text, segments = line.split()
            ms = _time(ms)
            assert clock_text(ms) == text, (ms, clock_text(ms), text)
            assert segment_text(ms) == segments.replace("_", " "), (ms, segment_text(ms), segments)
            glyphs, colon, dot = split_segments(segment_text(ms))
            assert len(glyphs) == 4 and colon == (":" in segments)
            assert dot == (segments.find(".") - 1 if "." in segments else -1)
            count += 1
    assert count >= 10


def test_status_text_marks_overtime():
    clock = Clock(parse_control("1m+3x30s"))
    clock.start(P1, 0)
    assert status_text(clock, 65000) == "P1* 0:25 3x #0 | P2 1:00 3x #0"
    clock = Clock(parse_control("1m+5/2m"))
    clock.start(P1, 0)
    clock.press(P1, 70000)
    assert status_text(clock, 70000) == "P1 1:50 4/ #1 | P2* 1:00 #0"
    assert SIDE_NAMES[P1] == "P1" and KIND_NAMES[FLAG] == "flag"


def test_the_arbiters_start_with_an_earlier_tick_counts_no_time_twice():
    clock = Clock(parse_control("5m"))
    clock.start(P1, 1000)
    clock.press(P1, 5000)
    clock.start(P1, 4990)  # stamped before the press was processed
    assert clock.remaining(P2, 6000) == 300000
    assert clock.remaining(P1, 6000) == 296000 - 1000
