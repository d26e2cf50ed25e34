"""The power, power-up and thermal budget (hardware/budget.py) holds for the design as drawn."""

from hardware import budget
from hardware.schematic import design as d


def test_the_governor_counts_at_least_the_loads_the_parts_draw():
    assert budget.PINMAP["leds"]["other_loads_ma"] >= budget.other_loads_ma()
    assert budget.PINMAP["leds"]["idle_ma_per_led"] >= budget.LED_IDLE_MA


def test_without_its_leds_the_board_fits_a_500_ma_port():
    # hal_pico leaves the LED rail off when the source cannot feed the dark chain
    assert budget.other_loads_ma() < budget.PINMAP["usb_cc"]["supply_ma"][0]
    assert budget.PINMAP["leds"]["other_loads_ma"] < budget.PINMAP["usb_cc"]["supply_ma"][0]


def test_on_every_usb_c_source_the_governed_board_stays_under_the_efuse_limit():
    low, _, _ = budget.efuse_limit_a()
    for supply in budget.PINMAP["usb_cc"]["supply_ma"]:
        drawn = budget.governor(supply) + 225 * budget.LED_IDLE_MA + budget.other_loads_ma()
        assert drawn <= max(supply, 225 * budget.LED_IDLE_MA + budget.other_loads_ma())
        assert drawn / 1e3 < low, "the eFuse would trip at its lowest limit on a %d mA source" % supply


def test_switching_the_led_rail_on_no_longer_pulls_5_v_down():
    rise, inrush = budget.led_rail_on()
    low, _, _ = budget.efuse_limit_a()
    dark = 225 * budget.LED_IDLE_MA / 1e3 + budget.other_loads_ma() / 1e3
    assert inrush + dark < 1.5  # within a 1.5 A source: the eFuse never limits, V5 never sags
    assert inrush + dark < low
    assert rise > 10e-3
    # the review's finding, as computed for the first design: longer than its Pico held on its own
    assert budget.old_led_rail_droop_ms() > budget.pico_holdup_ms(budget.PICO_HOLDUP_UF)
    # and the bulk capacitor now sits on the unswitched side, the LED side keeps only small ones
    assert d.C_BULK >= 10 * d.C_LED_BAR


def test_plug_in_inrush_is_ramped():
    ramp, inrush = budget.plug_in()
    assert inrush < 0.5 and ramp > 5e-3


def test_a_row_switching_on_dips_3v3_briefly_and_the_3v3_regulator_is_not_overloaded():
    c_row, droop, t_on, peak = budget.row_switch()
    assert droop < 0.1 and 3 * t_on < budget.PINMAP["sensors"]["row_power_settle_us"] * 1e-6
    assert budget.rails()["3V3"] < budget.LDO_LIMIT_MA / 2


def test_nothing_runs_hot_and_the_cables_carry_their_current():
    for name, watts, rise in budget.heat():
        assert rise < 40, name
    amps, drop = budget.bar_cable_drop_v()
    assert amps / 2 < 1.0 and drop < 0.15  # IDC contacts rated 1 A; WS2812B runs down to 4.5 V


def test_i2c_rises_in_time_for_the_configured_speed():
    rise_ns, _ = budget.i2c_rise_ns()
    limit = 300 if budget.PINMAP["display"]["i2c_freq"] > 100000 else 1000
    assert rise_ns < limit
    assert 3.3 / d.R_I2C < 3e-3  # the I2C sink limit


def test_the_report_prints_every_section():
    text = budget.report()
    for heading in ("Power budget", "Power-up", "Thermal", "Cables", "LED rail on", "eFuse limit"):
        assert heading in text


def test_the_readme_quotes_the_budget_as_the_script_prints_it():
    readme = (budget.ROOT / "docs" / "building.md").read_text()
    assert budget.report() in readme, "docs/building.md's power budget is stale: paste python -m hardware.budget"


def test_the_current_monitor_reads_linearly_up_to_the_efuse_limit():
    # The review: IMON saturated above ~2.7 A with 20 kOhm. Linear only below min(V_IN - 2.2 V, 6 V)
    # (TPS25940-Q1 data sheet, 9.3.6): at a 4.75 V source that is 2.55 V.
    high = budget.efuse_limit_a()[2]
    assert budget.imon_full_scale_a() >= high * 1.05, (budget.imon_full_scale_a(), high)
    assert budget.imon_v_per_a() > 0.5  # still readable on a voltmeter: more than 0.5 V per amp
