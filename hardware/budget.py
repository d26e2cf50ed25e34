"""The board's power, power-up and thermal budget, computed from the design's parts and values.

`python -m hardware.budget` prints it (the README quotes it); tests/test_hardware_budget.py holds
the design to it. Currents are worst case (datasheet maximum where the part has one) unless the
name says typical; each figure names its source: "datasheet" (the part's sheet), "est" (an
estimate to measure at bring-up, hardware/BRINGUP.md).
"""

import json
import sys
from pathlib import Path

from hardware import geometry as g
from hardware.schematic import design as d

ROOT = Path(__file__).resolve().parent.parent
PINMAP = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
POINTS = d.SIZE * d.SIZE

# -- the parts' figures -----------------------------------------------------------------------
HALL_ICC_MA = (6.0, 10.0)          # DRV5055 (typ, max) at 3.3 V, datasheet
MUX_ICC_MA = 0.008                 # 74HC4067 static, datasheet (80 uA max at 85 C / 10: est at 3.3 V)
DECODER_ICC_MA = 0.08              # 74HC154 static, datasheet max at 25 C
RP2040_MA = 40.0                   # the RP2040 and its flash at 3V3, busy (a Pico draws 18-38 mA; est)
LDO_GROUND_MA = 10.0               # the 3V3 regulator's ground current: the AP7361C's is 60 uA typical (DS37274); the
                                   # NCP1117's 10 mA maximum kept as a margin
LDO_LIMIT_MA = 1000.0              # AP7361C's rated output
LDO_THETA = 75.0                   # SOT-223 junction to air, C/W, its tab on a copper pour of the 4-layer controller (est)
BUCKBOOST_EFFICIENCY = 0.85        # the first design's Pico RT6150 at ~150 mA, est (the comparison below)
DISPLAY_MA = 70.0                  # one 1.2in 7-segment backpack at brightness 15 on 5 V, est (measure)
LAMP_MA = 20.0                     # one arcade button's 5 V lamp, est
LED_IDLE_MA = 1.0                  # WS2812B dark, datasheet/measured by others
LED_FULL_MA = 49.0                 # WS2812B full white, (255 * 3) / 16 + 1
EFUSE_GAIN = 89e3                  # TPS25940: I_LIM = 89 kOhm*A / R_ILIM, +-8 %, datasheet
EFUSE_TOLERANCE = 0.08
# TPS25940 current monitor: I(IMON) = 52 uA per A of load (the TPS2594x family's gain: its data sheet
# SLVSCE9D, 10.2.2.4, sets 1 V/A with 19.1 kOhm), linear only up to min(V_IN - 2.2 V, 6 V) (TPS25940-Q1
# data sheet SLVSDJ0E, 9.3.6 "Current Monitoring"); V_IN at its lowest, USB's 4.75 V.
IMON_GAIN = 52e-6
IMON_HEADROOM_V = 2.2
USB_VBUS_MIN_V = 4.75
EFUSE_DVDT_K = 8.3e4               # TPS25940: t_dVdT = 8.3e4 * V_IN * C_dVdT, datasheet
EFUSE_RON = 0.060                  # max, datasheet typ 42 mOhm
EFUSE_THETA = 38.0                 # WQFN-20 junction to air, C/W, datasheet (JEDEC board)
SWITCH_RON = 0.024                 # TPS22965 at 5 V, max over temperature (16 mOhm typ), datasheet
SWITCH_THETA = 75.0                # WSON-8 junction to air, C/W, est for a 4-layer board
SWITCH_SR = (0.39, 13.4)           # TPS22965: slew (us/V) = 0.39 * CT(pF) + 13.4, datasheet
ROW_FET_QG = 7e-9                  # AO3401A gate charge at -4.5 V, datasheet
ROW_FET_RON = 0.085                # AO3401A at VGS -2.5 V, datasheet max
PICO_HOLDUP_UF = 47.0              # the first design's Pico: its own VSYS capacitance
VSYS_MIN_V = 1.8                   # the first design's Pico: its RT6150 still regulates down to this
SCHOTTKY_DROP_V = 0.40             # the first design's SS34 into the Pico's VSYS at 0.3 A
USB_MIN_V = 4.40                   # a USB source at its lower limit under load (est)
CABLE_OHM_PER_M = 0.134            # 26 AWG copper conductor (Harwin Gecko cable assemblies: 26 AWG)
CABLE_M = max(g.cable_length(rank) for rank in range(1, g.SIZE + 1)) / 1e3  # the longest bar cable (cables.svg)
I2C_CABLE_M = 0.5                  # controller to the clock panel, with margin
I2C_PF_PER_M = 60.0                # flat ribbon, conductor to its neighbours, est
I2C_DEVICE_PF = 10.0               # per HT16K33, datasheet
I2C_STRAY_PF = 30.0                # pins, traces, connectors, est
OLD_SWITCHED_UF = 1000.0 + 225 * 0.1   # the first design: the bulk capacitor behind the LED switch


def loads():
    """(name, rail, mA worst case)."""
    row = 15 * HALL_ICC_MA[1] + 3.3 / (2 * d.R_ROW_REF) * 1e3  # sensors + the row's reference divider
    logic = 16 * MUX_ICC_MA + DECODER_ICC_MA + 3.3 / (2 * d.R_SELFTEST) * 1e3
    pullups = 2 * 3.3 / d.R_I2C * 1e3 / 2 + 4 * 3.3 / 10e3 * 1e3  # I2C at 50 % low, every button held
    return [
        ("one sensor row powered (15 x DRV5055 max + reference)", "3V3", row),
        ("muxes, decoder, self-test divider", "3V3", logic),
        ("pull-ups (I2C busy, all buttons held)", "3V3", pullups),
        ("the RP2040 and its flash", "3V3", RP2040_MA),
        ("two clock faces", "V5", 2 * DISPLAY_MA),
        ("two button lamps", "V5", 2 * LAMP_MA),
        ("225 LEDs dark", "V5_LED", POINTS * LED_IDLE_MA),
    ]


def rails():
    """mA drawn on each rail (worst case), 3V3 carried back to V5 through the linear regulator (U10:
    its input current is its output's plus its own ground current)."""
    total = {"3V3": 0.0, "V5": 0.0, "V5_LED": 0.0}
    for _, rail, ma in loads():
        total[rail] += ma
    total["V5"] += total["3V3"] + LDO_GROUND_MA
    return total


def other_loads_ma():
    """What the LED governor must count besides the LEDs' own idle current."""
    r = rails()
    return r["V5"]


def efuse_limit_a():
    nominal = EFUSE_GAIN / d.R_ILIM
    return nominal * (1 - EFUSE_TOLERANCE), nominal, nominal * (1 + EFUSE_TOLERANCE)


def imon_v_per_a():
    return IMON_GAIN * d.R_IMON


def imon_full_scale_a():
    """The highest current IMON still reports linearly, at the lowest USB voltage."""
    return min(USB_VBUS_MIN_V - IMON_HEADROOM_V, 6.0) / imon_v_per_a()


def plug_in():
    """The eFuse's ramp at plug-in and the current it takes to charge the unswitched rail."""
    ramp_s = EFUSE_DVDT_K * 5.0 * d.C_DVDT
    cap = d.C_BULK + d.C_3V3 * 0 + 10e-6  # 3V3 charges later, through the regulator
    return ramp_s, cap * 5.0 / ramp_s


def switched_led_capacitance():
    return d.SIZE * d.C_LED_BAR + POINTS * d.C_LED_EACH + d.C_LED_CTRL + 100e-9


def led_rail_on():
    """The LED rail's rise when the firmware switches it on, and what it takes from 5 V."""
    rise_s = (SWITCH_SR[0] * d.C_CT * 1e12 + SWITCH_SR[1]) * 5.0 * 1e-6
    inrush = switched_led_capacitance() * 5.0 / rise_s
    return rise_s, inrush


def old_led_rail_droop_ms():
    """The first design: 1022 uF switched on at once, charged at the eFuse's 3 A limit."""
    return OLD_SWITCHED_UF * 1e-6 * (5.0 - 0.6) / 3.0 * 1e3


def pico_holdup_ms(cap_uf):
    """The first design: how long a capacitance on VSYS alone kept the Pico's regulator up, 5 V -> 1.8 V."""
    ma = RP2040_MA + (rails()["3V3"] - RP2040_MA) * 3.3 / (3.0 * BUCKBOOST_EFFICIENCY)
    return cap_uf * 1e-6 * (5.0 - SCHOTTKY_DROP_V - VSYS_MIN_V) / (ma * 1e-3) * 1e3


def row_switch():
    """A row switching on: its capacitance charged from the 3V3 reservoir."""
    c_row = 15 * d.C_SENSOR + d.C_ROW
    droop_v = 3.3 * c_row / (d.C_3V3 + c_row)
    gate_ma = 3.3 / d.R_ROW_GATE * 1e3
    turn_on_s = ROW_FET_QG / (gate_ma * 1e-3)
    peak_a = c_row * 3.3 / turn_on_s
    return c_row, droop_v, turn_on_s, peak_a


def governor(supply_ma):
    """The lit-LED budget the firmware's governor leaves on this supply (scenes.lit_budget)."""
    leds = PINMAP["leds"]
    return max(0, supply_ma - leds["idle_ma_per_led"] * POINTS - leds["other_loads_ma"])


def heat():
    """(part, watts, junction rise C) at the eFuse's upper current limit."""
    amps = efuse_limit_a()[2]
    p_switch = amps ** 2 * SWITCH_RON
    p_efuse = amps ** 2 * EFUSE_RON
    row_a = 15 * HALL_ICC_MA[1] / 1e3
    return [("U3 eFuse", p_efuse, p_efuse * EFUSE_THETA), ("U4 LED rail switch", p_switch, p_switch * SWITCH_THETA),
            ("Q1-Q15 row switch (one on)", row_a ** 2 * ROW_FET_RON, row_a ** 2 * ROW_FET_RON * 250.0),
            ("U10 3V3 regulator", ldo_watts(), ldo_watts() * LDO_THETA)]


def ldo_watts():
    """The linear regulator's loss at the highest USB voltage and the worst 3V3 load."""
    amps = rails()["3V3"] / 1e3
    return (5.25 - 3.3) * amps + 5.25 * LDO_GROUND_MA / 1e3


def bar_cable_drop_v():
    """5 V and GND each on two conductors; one bar at full white."""
    amps = 15 * (LED_FULL_MA + 0) / 1e3
    ohms = CABLE_OHM_PER_M * CABLE_M / 2
    return amps, 2 * amps * ohms


def i2c_rise_ns():
    c = 2 * I2C_DEVICE_PF + I2C_CABLE_M * I2C_PF_PER_M + I2C_STRAY_PF
    return 0.8473 * d.R_I2C * c * 1e-12 * 1e9, c


def report():
    lines = []
    out = lines.append
    out("Power budget (worst case; hardware/budget.py)")
    for name, rail, ma in loads():
        out("  %-56s %-7s %6.1f mA" % (name, rail, ma))
    r = rails()
    out("  rails: 3V3 %.0f mA (regulator's limit %.0f), V5 without LEDs %.0f mA, LEDs dark %.0f mA"
        % (r["3V3"], LDO_LIMIT_MA, r["V5"], r["V5_LED"]))
    out("  governor: other_loads_ma in the pin map %d, computed %.0f; idle %d x %g mA"
        % (PINMAP["leds"]["other_loads_ma"], other_loads_ma(), POINTS, PINMAP["leds"]["idle_ma_per_led"]))
    low, nominal, high = efuse_limit_a()
    dark = POINTS * PINMAP["leds"]["idle_ma_per_led"] + PINMAP["leds"]["other_loads_ma"]
    for supply in PINMAP["usb_cc"]["supply_ma"]:
        lit = governor(supply)
        out("  supply %4d mA: lit LEDs get %4d mA (sum R+G+B <= %d), worst total %d mA%s"
            % (supply, lit, lit * 16, max(supply, dark), "  <- over: the dark board alone" if dark > supply else ""))
    out("  eFuse limit (R5 = %s): %.2f A (%.2f-%.2f A); worst-case LED current %.2f A (all white would be %.1f A)"
        % (d._ohms(d.R_ILIM), nominal, low, high, governor(3000) / 1e3 + POINTS * LED_IDLE_MA / 1e3,
           POINTS * LED_FULL_MA / 1e3))
    out("  current monitor (R6 = %s): %.2f V/A at TP2, linear to %.2f A at a %.2f V source (limit's maximum %.2f A)"
        % (d._ohms(d.R_IMON), imon_v_per_a(), imon_full_scale_a(), USB_VBUS_MIN_V, high))
    out("Power-up")
    ramp, inrush = plug_in()
    out("  plug-in: eFuse ramp %.1f ms (C3 %s), %.0f mA into C1 %s" % (ramp * 1e3, d._fmt(d.C_DVDT), inrush * 1e3,
                                                                     d._fmt(d.C_BULK)))
    rise, inrush = led_rail_on()
    out("  LED rail on: %.0f uF switched, rise %.1f ms (C5 %s), inrush %.0f mA + %d mA dark LEDs (V5 stays up)"
        % (switched_led_capacitance() * 1e6, rise * 1e3, d._fmt(d.C_CT), inrush * 1e3, POINTS * LED_IDLE_MA))
    out("  first design: %.0f uF switched at once drew the eFuse's 3 A for %.1f ms; its Pico's %g uF held %.1f ms"
        % (OLD_SWITCHED_UF, old_led_rail_droop_ms(), PICO_HOLDUP_UF, pico_holdup_ms(PICO_HOLDUP_UF)))
    c_row, droop, t_on, peak = row_switch()
    out("  row switch: %.2f uF charged in %.0f us (R %s gate), peak %.2f A, 3V3 dips %.0f mV (C4 %s)"
        % (c_row * 1e6, t_on * 1e6, d._ohms(d.R_ROW_GATE), peak, droop * 1e3, d._fmt(d.C_3V3)))
    out("Thermal (at the eFuse's upper limit, %.2f A)" % high)
    for name, watts, rise in heat():
        out("  %-28s %5.3f W  +%4.1f C" % (name, watts, rise))
    amps, drop = bar_cable_drop_v()
    out("Cables")
    out("  bar cable, one bar all white: %.2f A, %.0f mV drop (5 V + GND, 2 conductors each, %.2f m)"
        % (amps, drop * 1e3, CABLE_M))
    rise_ns, c = i2c_rise_ns()
    out("  I2C: %.0f pF on %.1f m, rise %.0f ns with %s pull-ups (400 kHz allows 300 ns): %d kHz"
        % (c, I2C_CABLE_M, rise_ns, d._ohms(d.R_I2C), PINMAP["display"]["i2c_freq"] // 1000))
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(prog="python -m hardware.budget", description=__doc__.split("\n\n")[0]).parse_args()
    print(report())
    sys.exit(0)
