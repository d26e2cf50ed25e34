"""The bring-up procedure (hardware/BRINGUP.md) can show what it asks for: each stage's bench current
limit above the stage's worst-case load, and a bench source whose CC says enough for the LED rail."""

import re

from hardware import budget
from hardware.budget import PINMAP, POINTS
from harness import ROOT

TEXT = (ROOT / "hardware" / "BRINGUP.md").read_text()


def stage_limits():
    return {int(m.group(1)): int(m.group(2)) for m in re.finditer(r"^\| (\d) \| [^|]+ \| \*\*(\d+) mA\*\* \|", TEXT, re.M)}


def test_each_stage_has_a_current_limit_above_its_worst_case_load():
    limits = stage_limits()
    dark = POINTS * budget.LED_IDLE_MA
    loads = {1: 5.0, 2: budget.other_loads_ma(), 3: budget.other_loads_ma() + dark, 4: budget.other_loads_ma() + dark}
    assert sorted(limits) == [1, 2, 3, 4], limits
    for stage, load in loads.items():
        assert limits[stage] >= 1.2 * load, "stage %d: %d mA limit under a %.0f mA load" % (stage, limits[stage], load)


def test_the_bench_source_advertises_enough_for_the_led_rail():
    # The review: a VBUS/GND-only breakout leaves CC open, the firmware keeps the LED rail off.
    rp = float(re.search(r"with a (\d+) kOhm resistor from CC1 to VBUS", TEXT).group(1)) * 1e3
    cc_mv = 5000 * 5.1e3 / (rp + 5.1e3)
    usb_cc = PINMAP["usb_cc"]
    offered = usb_cc["supply_ma"][sum(cc_mv >= t for t in usb_cc["thresholds_mv"][1:])]
    assert cc_mv >= usb_cc["thresholds_mv"][0]
    assert budget.governor(offered) > 0, "the firmware would keep the LED rail off on %d mA" % offered
    assert offered >= budget.other_loads_ma() + POINTS * budget.LED_IDLE_MA
