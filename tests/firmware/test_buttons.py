"""Clock button gestures on MicroPython: taps, long presses, both held, and what is not a tap."""

from buttons import Gestures, PRESS, LONG, BOTH, LEFT, RIGHT


def diff(a, b):
    return a - b


def run(samples):
    """samples: (time, mask) in order; returns the events."""
    g = Gestures(long_ms=2000, both_ms=1000)
    for t, mask in samples:
        g.update(mask, t, diff)
    return g.events


def test_a_tap_is_a_press_timed_when_the_button_went_down():
    assert run([(0, 0), (100, LEFT), (220, 0)]) == [(PRESS, LEFT, 100)]


def test_taps_of_either_side():
    assert run([(0, RIGHT), (90, 0), (500, LEFT), (600, 0)]) == [(PRESS, RIGHT, 0), (PRESS, LEFT, 500)]


def test_a_long_hold_is_long_and_not_a_press():
    events = run([(0, LEFT), (1000, LEFT), (2000, LEFT), (2500, LEFT), (3000, 0)])
    assert events == [(LONG, LEFT, 2000)]


def test_both_held_is_both_and_neither_is_a_tap():
    events = run([(0, LEFT), (80, 3), (600, 3), (1080, 3), (1500, 3), (1600, RIGHT), (1700, 0)])
    assert events == [(BOTH, 0, 1080)]


def test_a_brief_touch_of_both_is_nothing():
    assert run([(0, LEFT), (50, 3), (200, LEFT), (250, 0)]) == []


def test_the_interrupt_timestamp_is_the_press_time():
    g = Gestures()
    g.update(LEFT, 120, diff, lambda side: 103)
    g.update(0, 140, diff, lambda side: 103)
    assert g.events == [(PRESS, LEFT, 103)]


def test_a_press_taken_as_it_went_down_makes_no_tap_at_its_release_but_may_still_become_long():
    g = Gestures(long_ms=2000, both_ms=1000)
    g.update(LEFT, 100, diff)
    g.take(LEFT)  # the clock acted on it as it went down
    g.update(0, 220, diff)
    assert g.events == []
    g.update(LEFT, 300, diff)  # the next press is a tap again
    g.update(0, 400, diff)
    assert g.events == [(PRESS, LEFT, 300)]
    del g.events[:]
    g.update(RIGHT, 500, diff)
    g.take(RIGHT)
    g.update(RIGHT, 2500, diff)
    g.update(0, 2600, diff)
    assert g.events == [(LONG, RIGHT, 2500)]
