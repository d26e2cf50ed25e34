"""The Pico backend against a fake wire (tests/fakes/machine.py, rp2.py): what goes out on the pins,
the PIO FIFO and the I2C bus, and what the backend makes of what comes in."""

import sys
import json
import time
import uctypes
from array import array

import machine
import rp2
from machine import WIRE

import hall_scan
from hal import LEFT, RIGHT, NONE
from hal_pico import PicoBoard
from ht16k33 import layout

COLUMNS = (2, 3, 4, 5)
ROWS = (6, 7, 8, 9)
ROW_OFF = 10


def pinmap():
    with open("hardware/pinmap.json") as f:
        return json.load(f)


class Clock:
    def __init__(self):
        self.us = 1000000

    def ticks_us(self):
        return self.us

    def ticks_ms(self):
        return self.us // 1000


def selected(bits, pins):
    value = 0
    for k in range(len(pins)):
        value |= (bits >> pins[k] & 1) << k
    return value


def board_of_stones(bits):
    """The fake ADC: a distinct reading per (row, column) selected now; 4095 if no row is powered."""
    if bits >> ROW_OFF & 1:
        return 4095
    return 1000 + 15 * selected(bits, ROWS) + selected(bits, COLUMNS)


def raw_for(mv):
    return mv * 4095 // 3300


def make(scan="bytecode", settle=0, clock=None, cc_mv=(1680, 0), chip="rp2040", **changes):
    """A board on a 3 A USB-C source whose LED rail needs no settling, unless told otherwise."""
    WIRE.reset()
    WIRE.set_chip(chip)
    WIRE.sensor = board_of_stones
    WIRE.analog[27] = raw_for(cc_mv[0])
    WIRE.analog[28] = raw_for(cc_mv[1])
    config = pinmap()
    config["sensors"]["scan"] = scan
    config["sensors"]["row_power_settle_us"] = settle
    config["leds"]["rail_settle_ms"] = 0
    for section, values in changes.items():
        if isinstance(values, dict):
            config[section].update(values)
        else:
            config[section] = values
    rp2.LOG[:] = []
    return PicoBoard(config=config, clock=clock or Clock())


# -- sensors -------------------------------------------------------------------------------------
def test_the_regulator_is_in_pwm_mode_before_the_first_scan():
    # On a Pico module (sensors.regulator_pwm_pin 23): its SMPS in PWM mode before any scan. The
    # board's own pin map has none: its 3V3 comes from a linear regulator, and GP23 is left alone.
    make(sensors={"regulator_pwm_pin": 23})
    assert 23 in WIRE.outputs and WIRE.level(23) == 1
    make()
    assert 23 not in WIRE.outputs


def test_scan_reads_each_point_into_its_slot_with_its_row_powered():
    board = make()
    WIRE.conversions[:] = []
    out = array("H", bytes(450))
    board.read_sensors(out)
    assert len(WIRE.conversions) == 225
    for p in range(225):
        bits = WIRE.conversions[p]
        assert not bits >> ROW_OFF & 1, "row power off during conversion %d" % p
        assert selected(bits, ROWS) == p // 15 and selected(bits, COLUMNS) == p % 15
        assert out[p] == 1000 + p
    assert WIRE.out >> ROW_OFF & 1, "rows left powered after the scan"


def test_a_pico_2_rp2350_is_driven_through_its_own_registers():
    board = make(chip="rp2350")
    assert board.chip == "rp2350" and board.scan.sio_xor == 0xD0000028
    out = array("H", bytes(450))
    board.read_sensors(out)
    assert [out[p] for p in range(225)] == [1000 + p for p in range(225)]
    assert 0xD000001C not in WIRE.mem and 0xD0000018 not in WIRE.mem  # no RP2040 SIO write
    assert board.scan.adc_fcs == 0x400A0008 and board.scan.timer_rawl == 0x400B0028


def test_an_unknown_chip_is_refused_before_any_pin_is_driven():
    WIRE.reset()
    WIRE.set_chip("rp9999", chip_id=0x10009927)
    try:
        PicoBoard(config=pinmap(), clock=Clock())
    except ValueError as error:
        assert "0x0009" in str(error) and "RP2040" in str(error)
    else:
        raise AssertionError("an unknown chip was driven")
    assert WIRE.out == 0 and not WIRE.outputs and WIRE.mem == {0x40000000: 0x10009927}


def test_every_scan_starts_from_a_clean_select_state():
    board = make()
    out = array("H", bytes(450))
    WIRE.out |= 1 << 3 | 1 << 8  # something disturbed the select lines between scans
    board.read_sensors(out)
    board.read_sensors(out)
    assert [out[p] for p in range(225)] == [1000 + p for p in range(225)]


def test_select_pins_need_not_be_consecutive():
    global COLUMNS, ROWS
    saved = COLUMNS, ROWS
    COLUMNS, ROWS = (5, 2, 11, 3), (9, 6, 12, 7)
    try:
        board = make(sensors={"column_select_pins": list(COLUMNS), "row_select_pins": list(ROWS)})
        out = array("H", bytes(450))
        board.read_sensors(out)
        assert [out[p] for p in range(225)] == [1000 + p for p in range(225)]
    finally:
        COLUMNS, ROWS = saved


def test_a_mux_wired_otherwise_is_put_right_from_the_pin_map():
    # rank 1's bar fitted the other way round (o1 on input 0), ranks 2 and 3 on swapped inputs
    runs = ["o1-a1", "a3-o3", "a2-o2"] + ["a%d-o%d" % (r, r) for r in range(4, 16)]
    board = make(sensors={"mux_rows": runs})
    out = array("H", bytes(450))
    board.read_sensors(out)
    assert out[0] == 1000 + 14 and out[14] == 1000  # a1 is input 14 of the first row's mux
    assert out[15] == 1000 + 30 and out[30] == 1000 + 15  # a2 on the third row input, a3 on the second
    assert [out[p] for p in range(45, 225)] == [1000 + p for p in range(45, 225)]


def test_the_pin_maps_mux_wiring_is_read_as_it_is():
    board = make()
    assert board.scan.reorder is None  # the board's wiring: no reordering cost per scan


def test_each_rows_reference_is_read_on_its_muxs_spare_input_with_the_row_powered():
    board = make()
    WIRE.conversions[:] = []
    out = array("H", bytes(30))
    board.scan.row_references(out)
    assert len(WIRE.conversions) == 15
    for r in range(15):
        bits = WIRE.conversions[r]
        assert not bits >> ROW_OFF & 1 and selected(bits, ROWS) == r and selected(bits, COLUMNS) == 15
        assert out[r] == 1000 + 15 * r + 15
    assert WIRE.out >> ROW_OFF & 1, "rows left powered"


def test_the_factory_tests_adc_step_checks_the_self_test_and_every_rows_reference():
    from factory_test import FactoryTest

    board = make()
    WIRE.sensor = lambda bits: 2048 + (0 if bits >> ROW_OFF & 1 else selected(bits, ROWS))
    test = FactoryTest(board)
    test.adc()
    assert test.result["adc_mid"] == 2048 + 15 and test.result["row_references"] == [2048 + r for r in range(15)]
    assert test.failures == []
    WIRE.sensor = board_of_stones  # rows 30 counts apart per rank, the self-test far from mid-scale
    test = FactoryTest(board)
    test.adc()
    assert test.failures == ["adc", "rows"]


def test_row_settle_time_is_waited_per_row():
    board = make(settle=400)
    out = array("H", bytes(450))
    t0 = time.ticks_us()
    board.read_sensors(out)
    assert time.ticks_diff(time.ticks_us(), t0) >= 15 * 400


def test_the_row_wait_is_never_below_the_sensors_datasheet_maximum_plus_margin():
    assert hall_scan.row_wait_us({"row_power_settle_us": 300, "part": "DRV5055A3"}) == 396  # 330 us + 20%
    assert hall_scan.row_wait_us({"row_power_settle_us": 500, "part": "DRV5055A3"}) == 500
    assert hall_scan.row_wait_us({"row_power_settle_us": 80, "part": "DRV5053OA"}) == 80
    assert hall_scan.row_wait_us({"row_power_settle_us": 20, "part": "unknown"}) == 20
    assert make(settle=0).scan.settle_us == 396  # the pin map's part is the DRV5055A3
    assert pinmap()["sensors"]["row_power_settle_us"] >= 396


def test_viper_scan_drives_the_registers():
    # A whole scan now (a calibration, the factory test) reads row after row as the frame scan's
    # interrupt does (hall_viper.power_row, read_row): each row powered for its own reading.
    board = make(scan="viper")
    scan = board.scan
    assert scan.mode == "viper"
    # Registers as plain memory: the SIO from GPIO_OUT_CLR (XOR at word 1 on the RP2040); FCS.LEVEL
    # reads 1, the FIFO always holds 0xABC.
    sio = array("I", [0, 0])
    adc = array("I", [0, 0, 0x10000, 0xFABC])
    timer = array("I", [0])
    scan.sio, scan.adc_regs, scan.timer = sio, adc, timer
    scan.viper_params[0] = scan.viper_params[1] = 0  # no settle or mux wait: the timer stands still
    out = array("H", bytes(450))
    board.read_sensors(out)
    assert [out[p] for p in range(225)] == [0xABC] * 225
    assert adc[0] == 1 | 4 | 0 << 12  # CS: EN, START_ONCE, ADC0
    assert adc[2] == 0x10000  # FCS.EN off again after each row, for ADC.read_u16
    assert scan.viper_params[3] == 1 and sio[0] == sio[1] == 1 << ROW_OFF  # the last row powered, then off
    assert WIRE.out >> ROW_OFF & 1


def test_step_tables_visit_every_row_and_column_in_order():
    rows, cols = hall_scan.step_tables(list(COLUMNS), list(ROWS))
    state = 0
    seen = []
    for r in range(15):
        state ^= rows[r]
        seen.append((selected(state, ROWS), selected(state, COLUMNS)))
        for c in range(1, 15):
            state ^= cols[c]
            seen.append((selected(state, ROWS), selected(state, COLUMNS)))
    assert seen == [(p // 15, p % 15) for p in range(225)]


def test_self_test_reads_the_spare_mid_scale_input():
    board = make()
    WIRE.sensor = lambda bits: 2047 if selected(bits, ROWS) == 15 and not bits >> ROW_OFF & 1 else 0
    assert board.scan.self_test() == 2047
    assert WIRE.out >> ROW_OFF & 1


# -- LEDs ----------------------------------------------------------------------------------------
def frame_with(colours):
    frame = bytearray(675)
    for p, (r, g, b) in colours.items():
        frame[3 * p:3 * p + 3] = bytes((r, g, b))
    return frame


def bits_on_the_wire(levels):
    """Decode the PIO pin's levels: each bit is a high run then a low run, 10 cycles in all."""
    bits = []
    i = 0
    n = len(levels)
    while i < n and not levels[i]:  # the first out instruction's low cycles
        i += 1
    while i < n:
        high = 0
        while i < n and levels[i]:
            high += 1
            i += 1
        low = 0
        while i < n and not levels[i] and low < 10:
            low += 1
            i += 1
        if high == 0:
            break
        assert high in (3, 6), high
        if i < n:
            assert high + low == 10, (high, low)
        bits.append(1 if high == 6 else 0)
    return bits


def to_bytes(bits):
    return bytes(sum(bits[k + j] << (7 - j) for j in range(8)) for k in range(0, len(bits), 8))


def test_leds_go_out_through_dma_in_grb_on_a_serpentine_chain():
    board = make(leds={"chain": "serpentine-rows"})
    sm = rp2.LOG[0]
    dma = rp2.LOG[1]
    assert sm.freq == 8_000_000 and sm.running and sm.program.options["pull_thresh"] == 24
    # a1 is chain 0; o1 (column 14, row 0) chain 14; a2 (row 1 runs back) chain 29; o2 chain 15
    board.show_leds(frame_with({0: (1, 2, 3), 14: (4, 5, 6), 15: (7, 8, 9), 29: (10, 11, 12)}))
    config = dma.configs[-1]
    assert config["write"] is sm and config["count"] == 225
    assert config["ctrl"] == {"size": 2, "inc_write": False, "treq_sel": 0}
    words = sm.fifo
    assert len(words) == 225
    assert words[0] == 2 << 24 | 1 << 16 | 3 << 8
    assert words[14] == 5 << 24 | 4 << 16 | 6 << 8
    assert words[29] == 8 << 24 | 7 << 16 | 9 << 8
    assert words[15] == 11 << 24 | 10 << 16 | 12 << 8
    assert sum(1 for w in words if w) == 4


def test_the_chain_end_probe_sends_one_pixel_more_and_listens_at_the_chains_end():
    board = make()
    dma = rp2.LOG[1]
    end = board.config["leds"]["chain_end_pin"]
    start = board.leds._start

    def start_and_come_back():  # a whole chain: the spare pixel's bits come out of o15's DOUT
        start()
        WIRE.drive(end, 0)
        WIRE.drive(end, 1)

    board.leds._start = start_and_come_back
    assert board.led_chain_end_ok() is True
    assert dma.configs[-1]["count"] == 226 and len(board.leds.words) == 225
    board.leds._start = start  # a broken chain: nothing comes back
    assert board.led_chain_end_ok() is False


def test_the_pio_program_puts_valid_ws2812_bits_on_the_pin():
    board = make()
    sm = rp2.LOG[0]
    board.show_leds(frame_with({0: (0x80, 0x01, 0xFF), 1: (0x00, 0xA5, 0x3C)}))
    levels = rp2.simulate(sm.program, sm.fifo[:2])
    bits = bits_on_the_wire(levels)
    assert to_bytes(bits) == bytes((0x01, 0x80, 0xFF, 0xA5, 0x00, 0x3C))  # G R B, MSB first
    assert levels[-1] == 0  # the line rests low: the reset


def test_rgbw_sk6812_takes_white_out_of_the_colours():
    board = make(leds={"type": "SK6812-RGBW", "order": "GRBW"})
    sm = rp2.LOG[0]
    assert sm.program.options["pull_thresh"] == 32
    board.show_leds(frame_with({0: (200, 150, 100), 1: (0, 40, 0)}))
    assert sm.fifo[0] == 50 << 24 | 100 << 16 | 0 << 8 | 100
    assert sm.fifo[1] == 40 << 24
    levels = rp2.simulate(sm.program, sm.fifo[:2])
    assert to_bytes(bits_on_the_wire(levels)) == bytes((50, 100, 0, 100, 40, 0, 0, 0))


def test_rgb_order_and_a_plain_row_chain():
    board = make(leds={"order": "RGB", "chain": "rows"})
    sm = rp2.LOG[0]
    board.show_leds(frame_with({29: (1, 2, 3)}))
    assert sm.fifo[29] == 1 << 24 | 2 << 16 | 3 << 8


def test_a_frame_during_a_transfer_waits_and_goes_out_from_run():
    board = make()
    sm = rp2.LOG[0]
    board.show_leds(frame_with({0: (9, 9, 9)}))
    board.show_leds(frame_with({1: (7, 7, 7)}))  # 6.75 ms of the first frame still on the wire
    assert len(sm.fifo) == 225 and board.leds.has_pending
    time.sleep_ms(8)
    board.leds.poll()
    assert len(sm.fifo) == 450 and sm.fifo[225 + 1] == 7 << 24 | 7 << 16 | 7 << 8


def test_without_dma_the_frame_is_put_by_the_cpu():
    board = make(leds={"dma": False})
    assert len(rp2.LOG) == 1  # no DMA channel claimed
    board.show_leds(frame_with({0: (1, 2, 3)}))
    assert rp2.LOG[0].fifo[0] == 2 << 24 | 1 << 16 | 3 << 8


# -- clock faces and lamps -----------------------------------------------------------------------
def ram_writes(address):
    return [data for a, data in WIRE.i2c if a == address and len(data) == 17]


def digits_of(ram):
    return bytes((ram[1], ram[3], ram[7], ram[9])), bool(ram[5] & 0x02)


def test_displays_clear_their_ram_before_they_go_on():
    make()
    writes = [d for a, d in WIRE.i2c if a == 0x70]
    assert writes == [b"\x21", bytes(17), b"\xef", b"\x81"]  # oscillator, blank RAM, dim, display on


def test_displays_start_up_and_show_clock_text():
    board = make()
    board.show_clock("1:23", "19.4", LEFT)
    assert digits_of(ram_writes(0x70)[-1]) == (bytes((0x00, 0x06, 0x5B, 0x4F)), True)
    assert WIRE.level(17) == 1 and WIRE.level(18) == 0


def test_tenths_on_the_1_2_inch_face_use_its_one_point_after_digit_3():
    board = make()  # the pin map's face: the BOM's 1.2" display, no per-digit points
    board.show_clock("9.4", "19.4", LEFT)
    for address, tens in ((0x70, 0x00), (0x71, 0x06)):
        ram = ram_writes(address)[-1]
        assert digits_of(ram) == (bytes((0x00, tens, 0x6F, 0x66)), False)  # no 0x80 in any digit
        assert ram[5] == 0x10  # the point between digits 3 and 4, colon off
    board.show_clock("1:05", "0.9", RIGHT)
    assert ram_writes(0x70)[-1][5] == 0x02  # the colon alone
    assert ram_writes(0x71)[-1][5] == 0x10


def test_tenths_on_the_0_56_inch_face_use_each_digits_point():
    board = make(display={"face": "0.56in"})
    board.show_clock("1:23", "19.4", LEFT)
    assert digits_of(ram_writes(0x71)[-1]) == (bytes((0x00, 0x06, 0x6F | 0x80, 0x66)), False)
    assert ram_writes(0x71)[-1][5] == 0


def test_an_unknown_display_face_is_refused_by_name():
    try:
        make(display={"face": "2in"})
    except ValueError as error:
        assert "2in" in str(error)
    else:
        raise AssertionError("an unknown face was accepted")


def test_the_lamp_alone_switches_at_once_and_leaves_the_faces():
    board = make()
    board.show_clock("1:23", "19.4", LEFT)
    writes = len(ram_writes(0x70))
    board.show_lamp(RIGHT)  # a press's lamp, lit before its move is committed
    assert WIRE.level(17) == 0 and WIRE.level(18) == 1
    assert len(ram_writes(0x70)) == writes  # no display traffic in the press's path


def test_result_text_and_the_lamps_off():
    board = make()
    board.show_clock("B WIN", "B WIN", NONE)
    b, w, i, n = 0x7C, 0x2A, 0x30, 0x54
    assert digits_of(ram_writes(0x70)[-1]) == (bytes((b, w, i, n)), False)
    assert WIRE.level(17) == 0 and WIRE.level(18) == 0
    board.show_clock("B 12", "W", RIGHT)
    assert digits_of(ram_writes(0x70)[-1])[0] == bytes((b, 0, 0x06, 0x5B))
    assert WIRE.level(18) == 1


def test_unchanged_text_is_not_sent_again():
    board = make()
    board.show_clock("DRAW", "DRAW", NONE)
    n = len(WIRE.i2c)
    board.show_clock("DRAW", "DRAW", NONE)
    assert len(WIRE.i2c) == n


def test_a_missing_display_costs_only_its_face():
    WIRE.reset()
    board = make()
    WIRE.absent.add(0x71)
    board.show_clock("1:00", "2:00", LEFT)
    assert ram_writes(0x70) and board.display_errors == 1
    WIRE.absent.clear()
    board.show_clock("1:00", "2:00", LEFT)
    assert ram_writes(0x71)  # retried once the bus answers again


# -- buttons -------------------------------------------------------------------------------------
def press(clock, pin, bounces_us, level):
    for dt in bounces_us:
        clock.us += dt
        WIRE.drive(pin, 1 - level)
        WIRE.drive(pin, level)


def test_the_button_interrupt_allocates_nothing():
    import micropython

    clock = Clock()
    board = make(clock=clock)
    handlers = [WIRE.irqs[pin] for pin in (14, 15, 12, 13)]
    micropython.heap_lock()  # any allocation now raises MemoryError, as in a hard IRQ on the Pico
    try:
        for handler, trigger, pin in handlers:
            for step in (30000, 100, 100, 30000, 100):  # two bouncing bursts: both branches of edge()
                clock.us += step
                handler(pin)
    finally:
        micropython.heap_unlock()
    assert list(board.debouncer.bursts) == [2, 2, 2, 2]


def test_a_bouncing_press_is_one_press_stamped_at_its_first_edge():
    clock = Clock()
    board = make(clock=clock)
    assert board.buttons() == 0
    first_ms = clock.ticks_ms() + 1
    clock.us += 1000
    WIRE.drive(14, 0)  # contact closes
    press(clock, 14, (300, 400, 200), 0)  # and bounces
    clock.us += 5000
    assert board.buttons() == 0  # 5 ms after the last edge: not settled (debounce 20 ms)
    clock.us += 20000
    assert board.buttons() == LEFT
    assert board.pressed_at(LEFT) == first_ms
    assert WIRE.irq_off == 0 and WIRE.irq_off_max == 1  # read with IRQs off, then back on
    clock.us += 100000
    assert board.buttons() == LEFT  # still held
    WIRE.drive(14, 1)
    press(clock, 14, (500,), 1)
    clock.us += 25000
    assert board.buttons() == 0
    assert board.debouncer.presses[0] == 1


def test_a_press_between_two_polls_is_latched_once():
    clock = Clock()
    board = make(clock=clock)
    clock.us += 1000
    WIRE.drive(15, 0)
    stamp = clock.ticks_ms()
    clock.us += 40000
    WIRE.drive(15, 1)
    clock.us += 30000
    assert board.buttons() == RIGHT
    assert board.pressed_at(RIGHT) == stamp
    clock.us += 20000
    assert board.buttons() == 0


def test_a_spike_is_no_press():
    clock = Clock()
    board = make(clock=clock)
    clock.us += 1000
    WIRE.drive(14, 0)
    clock.us += 3
    WIRE.drive(14, 1)
    clock.us += 30000
    assert board.buttons() == 0


def test_a_button_held_at_power_on_is_no_press():
    WIRE.reset()
    WIRE.inputs[14] = 0
    clock = Clock()
    config = pinmap()
    board = PicoBoard(config=config, clock=clock)
    clock.us += 30000
    assert board.buttons() == LEFT
    assert board.debouncer.presses[0] == 0


def test_a_long_rest_does_not_blind_the_debouncer():
    clock = Clock()
    board = make(clock=clock)
    for _ in range(100):  # 10 minutes of polling every 6 s of fake time: ticks_us wraps at ~17.9 min
        clock.us = (clock.us + 6000000) & 0x3FFFFFFF
        board.buttons()
    WIRE.drive(14, 0)
    clock.us = (clock.us + 25000) & 0x3FFFFFFF
    assert board.buttons() == LEFT


# -- power, identity, debug console, link ---------------------------------------------------------
LED_RAIL = 11


def test_supply_from_the_usb_c_cc_lines():
    for cc1, cc2, expect, source in ((0, 0, 500, "usb-no-advertisement"), (420, 0, 500, "usb-default"),
                                     (0, 900, 1500, "usb-c-1.5a"), (1680, 0, 3000, "usb-c-3a")):
        WIRE.reset()
        WIRE.analog[27] = raw_for(cc1)
        WIRE.analog[28] = raw_for(cc2)
        board = PicoBoard(config=pinmap(), clock=Clock())
        assert board.config["leds"]["supply_ma"] == expect, (cc1, cc2)
        assert board.config["leds"]["supply_source"] == source


def test_without_a_cc_sense_the_pin_maps_supply_stands():
    board = make(usb_cc_pins=None)
    assert board.config["leds"]["supply_ma"] == 2000 and board.config["leds"]["supply_source"] == "configured"


def test_on_a_default_usb_port_the_led_rail_stays_off_and_no_frame_goes_out():
    for cc in ((0, 0), (420, 0)):  # nothing advertised; default USB power: 500 mA, budget 0
        board = make(cc_mv=cc)
        assert board.supply.budget_ma == 0
        assert WIRE.level(LED_RAIL) == 0, cc
        board.show_leds(frame_with({0: (9, 9, 9)}))
        board.housekeeping()
        assert rp2.LOG[0].fifo == [], "a frame went out on an unpowered chain"


def _rail_levels():
    return [h[2] for h in WIRE.history if h[:2] == ("pin", LED_RAIL)]


def test_at_boot_cc_is_read_before_the_led_rail_may_switch_on():
    # The review found GP11 pulsing high at boot on a 500 mA port: the pin map's 2000 mA applied
    # before CC was read. The rail stays low until the source's offer is known, on any source.
    for cc in ((0, 0), (420, 0)):  # nothing advertised; default USB: 500 mA, no LED budget
        make(cc_mv=cc)
        assert _rail_levels() == [0], (cc, WIRE.history)
    make(cc_mv=(1680, 0))  # 3 A: on, but only after both CC lines were read
    history = WIRE.history
    first_high = history.index(("pin", LED_RAIL, 1))
    reads = [k for k, h in enumerate(history) if h[0] == "adc"]
    assert {history[k][1] for k in reads if k < first_high} == {27, 28}, history
    assert _rail_levels() == [0, 1]


def test_frames_wait_for_the_led_rail_to_settle():
    clock = Clock()
    board = make(clock=clock, leds={"rail_settle_ms": 50})
    assert WIRE.level(LED_RAIL) == 1
    sm = rp2.LOG[0]
    board.show_leds(frame_with({0: (9, 9, 9)}))
    board.housekeeping()
    assert sm.fifo == []
    clock.us += 49000
    board.housekeeping()
    assert sm.fifo == []
    clock.us += 1000
    board.housekeeping()
    assert len(sm.fifo) == 225 and sm.fifo[0] == 9 << 24 | 9 << 16 | 9 << 8


class BudgetSink:
    def __init__(self):
        self.budgets = []

    def set_led_budget(self, budget_ma):
        self.budgets.append(budget_ma)


def test_a_source_that_lowers_its_offer_is_followed_at_once_and_a_raise_only_when_it_holds():
    clock = Clock()
    board = make(clock=clock)  # 3 A
    app = BudgetSink()
    full = board.supply.budget_ma
    WIRE.analog[27] = raw_for(420)  # the source drops to default USB power
    clock.us += 1000000
    board.housekeeping(app)
    assert app.budgets == [0] and WIRE.level(LED_RAIL) == 0
    WIRE.analog[27] = raw_for(1680)  # back to 3 A: believed after three readings a second apart
    for _ in range(2):
        clock.us += 1000000
        board.housekeeping(app)
    assert app.budgets == [0] and WIRE.level(LED_RAIL) == 0
    clock.us += 1000000
    board.housekeeping(app)
    assert app.budgets == [0, full] and WIRE.level(LED_RAIL) == 1
    clock.us += 500000  # read again only every poll_ms
    WIRE.analog[27] = raw_for(0)
    board.housekeeping(app)
    assert app.budgets == [0, full]


def test_the_menu_button_held_at_power_up_asks_for_the_repl():
    import hal_pico

    WIRE.reset()
    WIRE.inputs[12] = 0  # the menu button (active low) held
    assert hal_pico.service_requested("hardware/pinmap.json")
    WIRE.inputs[12] = 1
    assert not hal_pico.service_requested("hardware/pinmap.json")
    assert not hal_pico.service_requested("/nonexistent/pinmap.json")


def test_board_id_and_flash_path():
    board = make()
    assert board.board_id == "e6614103e7452d2f"
    assert board.flash_path("calibration.bin") == "/calibration.bin"


def test_report_goes_to_the_debug_uart_as_json_lines():
    board = make()
    board.report({"game": 1, "moves": ["h8"]})
    lines = bytes(WIRE.uart).decode().strip().split("\n")
    boot = json.loads(lines[0])
    assert boot["boot"] == "e6614103e7452d2f" and boot["scan"] == "bytecode" and boot["dma"]
    assert json.loads(lines[-1]) == {"game": 1, "moves": ["h8"]}


def test_link_is_usb_cdc_stdio():
    board = make()
    reader, write = board.link_streams()
    assert reader is sys.stdin.buffer and write == sys.stdout.buffer.write


def test_ticks_come_from_the_board_clock():
    clock = Clock()
    board = make(clock=clock)
    clock.us += 5000000
    assert board.ticks_ms() == clock.ticks_ms()


# -- the frame scan: a row a tick from a hard timer interrupt (hall_viper.FrameScan) -------------
# FrameScan's state words (constants of the compiler in hall_viper)
F_ROW, F_TICKS, F_HELD, F_PAUSED, F_FRAMES, F_DROPPED, F_LAST, F_FRESH, F_STOPPED, F_POWERED = range(10)


class Flag:
    def __init__(self):
        self.sets = 0

    def set(self):
        self.sets += 1


def frame_scan(ticks=32, reorder=None):
    """A FrameScan on plain-array registers: SIO from GPIO_OUT_CLR (XOR at word 1), an ADC whose
    FIFO always holds one result, the µs counter at 0 (no settling: settle 0, mux 0)."""
    import hall_viper

    sio = array("I", [0, 0])
    adc = array("I", [0, 0, 0x10000, 0xF123])
    timer = array("I", [0])
    rowbits = array("I", [hall_scan.select_bits(ROWS, r) for r in range(15)])
    _, cols = hall_scan.step_tables(list(COLUMNS), list(ROWS))
    params = array("i", (0, 0, 1 | 4, 1, hall_scan.select_bits(COLUMNS, 15) | hall_scan.select_bits(ROWS, 15),
                         1 << ROW_OFF, 0, 0))
    out = array("H", bytes(450))
    flag = Flag()
    frames = hall_viper.FrameScan(array("H", bytes(450)), out, rowbits, cols, sio, adc, timer, params, ticks, flag,
                                  reorder)
    return frames, out, flag, sio, adc


def test_a_frame_is_a_row_every_two_ticks_then_idle_ticks_to_the_period():
    import hall_viper

    frames, out, flag, sio, adc = frame_scan()
    for t in range(29):
        frames.handler(None)
        assert frames.state[F_ROW] == t + 1 and flag.sets == 0
        # a tick powers a row (ROW_PWR_EN_n cleared), the next reads it and powers it off (XOR)
        assert sio[0] == 1 << ROW_OFF and sio[1] == (1 << ROW_OFF if t & 1 else hall_scan.select_bits(ROWS, t >> 1))
    assert [out[p] for p in range(225)] == [0] * 225  # nothing delivered before the frame's last row
    frames.handler(None)
    assert flag.sets == 1 and frames.state[F_FRAMES] == 1 and frames.state[F_HELD] == 1
    assert [out[p] for p in range(225)] == [0x123] * 225
    # Row 14's lines (its select bits, column 14) and ROW_PWR_EN_n written back high by XOR.
    assert sio[1] == 1 << ROW_OFF and sio[0] == 1 << ROW_OFF
    assert adc[0] == 1 | 4 and adc[2] & 1 == 0  # CS started; the FIFO off again for ADC.read_u16
    for t in range(30, 32):
        frames.handler(None)
    assert frames.state[F_ROW] == 0 and flag.sets == 1  # 32 ticks a frame


def test_a_frame_finished_while_the_last_is_held_is_dropped_not_queued():
    import hall_viper

    frames, out, flag, sio, adc = frame_scan()
    for t in range(32):
        frames.handler(None)
    out[0] = 7  # the application is reading it
    for t in range(32):
        frames.handler(None)
    assert out[0] == 7 and flag.sets == 1 and frames.state[F_DROPPED] == 1
    frames.state[F_HELD] = 0  # frame_taken()
    for t in range(32):
        frames.handler(None)
    assert out[0] == 0x123 and flag.sets == 2 and frames.state[F_FRAMES] == 2


def test_a_paused_frame_scan_leaves_the_sensors_alone_and_starts_its_frame_again():
    import hall_viper

    frames, out, flag, sio, adc = frame_scan()
    for t in range(5):
        frames.handler(None)
    frames.state[F_PAUSED] = 1
    adc[0] = 0
    for t in range(80):
        frames.handler(None)
    assert adc[0] == 0 and flag.sets == 0 and frames.state[F_ROW] == 0
    frames.state[F_PAUSED] = 0
    for t in range(30):
        frames.handler(None)
    assert flag.sets == 1


def test_a_frame_is_reordered_by_the_mux_wiring_as_it_is_delivered():
    reorder = array("H", [224 - p for p in range(225)])
    frames, out, flag, sio, adc = frame_scan(reorder=reorder)
    for p in range(225):
        frames.work[p] = p
    import hall_viper

    saved = hall_viper.read_row
    hall_viper.read_row = lambda *args: 15  # the registers left out: the work frame as it is
    try:
        for t in range(30):
            frames.handler(None)
    finally:
        hall_viper.read_row = saved
    assert flag.sets == 1 and [out[p] for p in range(225)] == [224 - p for p in range(225)]


def test_a_tick_allocates_nothing_as_a_hard_interrupt_requires():
    import micropython

    frames, out, flag, sio, adc = frame_scan()
    micropython.heap_lock()
    try:
        for t in range(96):  # three frames, one delivered, two dropped while held
            frames.handler(None)
    finally:
        micropython.heap_unlock()
    assert flag.sets == 1


def test_each_row_is_powered_only_for_its_own_reading_with_its_lines_selected():
    board = make(scan="viper")
    flag = Flag()
    out = array("H", bytes(450))
    frames = board.scan.frames(out, flag, 32)
    # The registers as plain memory (on the unix port their addresses are no registers): the
    # SIO from GPIO_OUT_CLR, XOR at word 1 on the RP2040; an ADC whose FIFO holds one result.
    assert frames.params[3] == 1 and frames.params[5] == 1 << ROW_OFF and frames.params[1] == 2
    assert frames.params[0] == board.scan.settle_us and frames.state[1] == 32 and frames.params[6] == 250
    assert frames.params[7] == 100000
    frames.sio = array("I", [0, 0])
    frames.adc = array("I", [0, 0, 0x10000, 0xF456])
    frames.timer = array("I", [0])
    frames.params[0] = frames.params[1] = frames.params[6] = frames.params[7] = 0
    for t in range(30):
        frames.handler(None)
        assert frames.sio[0] == 1 << ROW_OFF  # ROW_PWR_EN_n cleared for the row, then set by XOR
    assert flag.sets == 1 and [out[p] for p in range(225)] == [0x456] * 225
    assert frames.rowbits[3] == hall_scan.select_bits(list(ROWS), 3)


def test_ticks_a_late_alarm_calls_back_to_back_scan_no_row():
    import hall_viper

    frames, out, flag, sio, adc = frame_scan()
    frames.params[6] = 500  # the least time between two ticks' work: half a 1 ms period
    timer = frames.timer
    timer[0] = 10000
    frames.handler(None)  # the first tick after a start is on time, whatever the time
    assert frames.state[F_ROW] == 1
    for catch_up in range(100):  # the alarm pool catching up on the periods a masked flash erase took
        frames.handler(None)
    assert frames.state[F_ROW] == 1
    timer[0] = 10000 + 600
    frames.handler(None)
    assert frames.state[F_ROW] == 2


def test_a_stalled_timer_is_stopped_from_its_interrupt_and_started_again():
    import hall_viper

    class Alarm:  # machine.Timer's deinit, allocating nothing (called from the interrupt)
        def __init__(self):
            self.stopped = 0

        def deinit(self):
            self.stopped = 1

    frames, out, flag, sio, adc = frame_scan()
    frames.params[6], frames.params[7] = 500, 4000
    frames.alarm = Alarm()
    timer = frames.timer
    for t in range(5):
        timer[0] = 100000 + 1000 * t
        frames.handler(None)
    assert frames.state[F_ROW] == 5 and frames.alarm.stopped == 0
    timer[0] = 104000 + 10000000  # 10 s later: the first of 10,000 calls the alarm pool would make at once
    micropython_heap_locked(frames.handler)
    assert frames.alarm.stopped == 1 and frames.state[F_STOPPED] == 1 and frames.state[F_ROW] == 0


def micropython_heap_locked(f):
    import micropython

    micropython.heap_lock()
    try:
        f(None)
    finally:
        micropython.heap_unlock()


def test_the_board_starts_a_stopped_frame_timer_again_from_its_housekeeping():
    import hall_viper

    board = make(scan="viper")
    board.frame_scan = board.scan.frames(array("H", bytes(450)), Flag(), 16)
    started = []
    board._start_frames = lambda: started.append(1)
    board.frames_seen, board.frames_seen_at = 0, board.clock.ticks_ms()
    board.housekeeping()
    assert not started
    board.frame_scan.state[F_STOPPED] = 1
    board.housekeeping()
    assert started and board.frame_stalls == 1


def test_a_row_is_read_no_sooner_than_its_settle_time_after_its_power_came_on():
    import hall_viper

    frames, out, flag, sio, adc = frame_scan()
    frames.params[0] = 400
    timer = frames.timer
    timer[0] = 50000
    frames.handler(None)  # row 0 powered at 50000
    assert frames.state[F_POWERED] == 50000
    timer[0] = 50401  # the read tick: 401 us later, the sensors settled (a tick sooner would wait)
    frames.handler(None)
    assert frames.state[F_ROW] == 2 and [out[p] for p in range(15)] == [0] * 15
    assert [frames.work[p] for p in range(15)] == [0x123] * 15
