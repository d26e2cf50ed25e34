"""Sensing on MicroPython: thresholds, hysteresis, the unsure band, debouncing, settling."""

from array import array

from sensing import Sensing, EMPTY, BLACK, WHITE, UNSURE

PARAMS = {"on_threshold": 230, "off_threshold": 150, "black_field_sign": -1, "debounce_scans": 3, "settle_ms": 40}
BASE = 2048


def make():
    baseline = array("H", [BASE] * 225)
    return Sensing(PARAMS, baseline)


def scan(sensing, fields, now):
    """One scan with the given {point: delta counts}; returns whether the stable board changed."""
    for p in range(225):
        sensing.raw[p] = BASE + fields.get(p, 0)
    return sensing.update(now)


def test_a_stone_appears_after_the_debounce_window():
    s = make()
    assert not scan(s, {112: -683}, 0)
    assert not scan(s, {112: -683}, 20)
    assert scan(s, {112: -683}, 40)
    assert s.stable[112] == BLACK
    assert not s.is_settled(60, lambda a, b: a - b)
    assert s.is_settled(80, lambda a, b: a - b)


def test_colour_from_polarity():
    s = make()
    for t in range(3):
        scan(s, {112: -683, 113: 683}, t * 20)
    assert s.stable[112] == BLACK and s.stable[113] == WHITE


def test_a_brief_touch_makes_no_change():
    s = make()
    scan(s, {112: -683}, 0)
    scan(s, {112: -683}, 20)
    assert not scan(s, {}, 40)
    assert not scan(s, {}, 60)
    assert s.stable[112] == EMPTY and s.in_transition == 0


def test_hysteresis_keeps_a_stone_in_the_band_and_weak_new_readings_are_unsure():
    s = make()
    for t in range(3):
        scan(s, {112: -683}, t * 20)
    for t in range(3, 6):
        scan(s, {112: -200, 113: -200}, t * 20)  # 112 weakens into the band; 113 is a new weak reading
    assert s.stable[112] == BLACK
    assert s.stable[113] == UNSURE


def test_crosstalk_does_not_create_stones():
    s = make()
    for t in range(5):
        scan(s, {112: -683, 111: 37, 113: 37, 97: 37, 127: 37}, t * 20)
    assert [p for p in range(225) if s.stable[p]] == [112]


# -- calibration -----------------------------------------------------------------------------------
def _calibration():
    from sensing import Calibration

    return Calibration("/tmp/tengen-test-calibration.bin")


def _readings(values):
    def read(out):
        for p in range(225):
            out[p] = values.get(p, 2048 + p % 7)
    return read


def test_calibration_takes_the_empty_boards_average():
    c = _calibration()
    assert c.measure(_readings({}), 4) is None
    assert c.valid and c.baseline[0] == 2048 and c.baseline[6] == 2054


def test_calibration_refuses_a_sensor_stuck_at_a_rail_and_names_its_point():
    c = _calibration()
    c.measure(_readings({}), 4)
    before = bytes(c.baseline)
    problem = c.measure(_readings({112: 4095, 0: 3}), 4)  # h8 stuck high, a1 stuck low
    assert problem is not None and "h8 reads 4095" in problem and "a1 reads 3" in problem
    assert c.stuck == [0, 112]
    assert bytes(c.baseline) == before  # the old baselines stand


def test_calibration_refused_before_ever_succeeding_leaves_the_board_uncalibrated():
    c = _calibration()
    assert c.measure(_readings({224: 4095}), 2) is not None
    assert not c.valid and "o15" in c.measure(_readings({224: 4090}), 2)


def test_a_clear_new_stone_is_announced_at_its_first_reading_and_a_weak_one_never():
    s = make()
    assert s.arrival == -1
    scan(s, {112: -683, 113: -200}, 0)  # 112 read clearly; 113 in the unsure band
    assert s.arrival == 112 and s.stable[112] == EMPTY  # announced, not yet a stone
    s.arrival = -1
    scan(s, {112: -683, 113: -200}, 20)
    assert s.arrival == -1  # once only
    for t in range(2, 5):
        scan(s, {113: -200}, t * 20)  # 112 was slid away before its debounce: no change at all
    assert s.arrival == -1 and s.stable[112] == EMPTY


def test_the_native_window_test_agrees_with_the_bytecode_one():
    # hall_viper.next_outside reads the signed windows through unsigned 16-bit loads: the bounds that
    # mean "none" (-32768, 32767) and the empty window (1, 0) are where a slip would show.
    import random

    import hall_viper
    import sensing

    assert sensing.next_outside is hall_viper.next_outside  # the unix port, like the Pico, runs it native
    rng = random.Random(7) if hasattr(random, "Random") else None
    if rng is None:
        random.seed(7)
        rng = random
    raw = array("H", bytes(450))
    low = array("h", bytes(450))
    high = array("h", bytes(450))
    for trial in range(300):
        for p in range(225):
            raw[p] = rng.getrandbits(12)
            kind = rng.getrandbits(2)
            base = 1800 + rng.getrandbits(9)
            if kind == 0:
                low[p], high[p] = 1, 0  # a transition under way: every reading takes the full path
            elif kind == 1:
                low[p], high[p] = base - 149, base + 149  # empty
            elif kind == 2:
                low[p], high[p] = -32768, base - 150  # a stone reading below its baseline
            else:
                low[p], high[p] = base + 150, 32767  # a stone reading above
        start = rng.getrandbits(8) % 226
        assert hall_viper.next_outside(raw, low, high, start) == sensing.next_outside_bytecode(raw, low, high, start)
    low[0], high[0], raw[0] = -32768, 32767, 4095
    assert hall_viper.next_outside(raw, low, high, 0) == sensing.next_outside_bytecode(raw, low, high, 0)
