"""docs/hardware.md agrees with the design: the figures it quotes against the SKiDL design, the pin
map and the budget (the review found the load switch called a P-FET, stale pull-up values, GP22 and
the row wait out of date)."""

import json
import re

from harness import ROOT
from hardware import budget
from hardware.schematic import design as d
from hardware.schematic import parts

DOC = (ROOT / "docs" / "hardware.md").read_text()
PINMAP = json.loads((ROOT / "hardware" / "pinmap.json").read_text())


def kohm(ohms):
    return "%g kohm" % (ohms / 1e3)


def pin_table():
    """{gpio: (function, note)} from the doc's pin map table (a row may name several GPIOs)."""
    rows = {}
    for line in DOC.split("## 6. Pin map")[1].split("## 7.")[0].splitlines():
        m = re.match(r"\| (GP[\d ,/\-A-Z]+?) \|\s*([^|]*?)\s*\|\s*([^|]*?)\s*\|", line)
        if not m:
            continue
        numbers = []
        for part in re.findall(r"GP(\d+)(?:-GP(\d+))?", m.group(1)):
            first, last = int(part[0]), int(part[1] or part[0])
            numbers += range(first, last + 1)
        for gp in numbers:
            rows[gp] = (m.group(2).strip(), m.group(3).strip())
    return rows


def test_every_gpio_of_the_design_is_in_the_docs_pin_table_and_the_spares_are_spare():
    rows = pin_table()
    for gp, net in d.GPIO_NETS.items():
        assert gp in rows, "GP%d (%s) missing from docs/hardware.md's pin table" % (gp, net)
        assert "spare" not in rows[gp][1] and "spare" not in rows[gp][0], (gp, rows[gp])
    for gp in d.SPARE_GPIOS:
        assert "spare" in " ".join(rows.get(gp, ("", ""))), "GP%d is spare in the design: %s" % (gp, rows.get(gp))


def test_the_docs_pin_roles_name_the_design_nets():
    rows = pin_table()
    for gp, net in d.GPIO_NETS.items():
        function = rows[gp][0].upper().replace(" ", "_")
        stem = net.replace("_3V3", "").replace("_N", "").replace("_EN", "")
        assert stem.split("_")[0] in function, "GP%d is %s in the design, %r in the doc" % (gp, net, rows[gp][0])
    assert rows[PINMAP["leds"]["chain_end_pin"]][0] == "LED_CHAIN_END"
    assert rows[PINMAP["leds"]["power_enable_pin"]][0] == "LED_PWR_EN"


def test_the_values_the_doc_quotes_are_the_designs():
    rows = pin_table()
    switch = parts.KINDS["loadswitch"]["value"]
    assert "a %s load switch" % switch in rows[PINMAP["leds"]["power_enable_pin"]][1]
    assert "P-FET" not in rows[PINMAP["leds"]["power_enable_pin"]][1]
    assert "%s pull-ups to 3V3" % kohm(d.R_I2C) in rows[PINMAP["display"]["sda_pin"]][1]
    assert "%g ohm" % d.R_LED_SERIES in rows[PINMAP["leds"]["data_pin"]][1]
    assert re.search(r"arcade buttons \([^)]*\), 10 kohm\s+pull-ups to 3V3", DOC)  # R15-R18, 10k in the design
    settle = PINMAP["sensors"]["row_power_settle_us"]
    assert "(%d us in the pin map" % settle in DOC and "15 x %d us" % settle in DOC
    assert "with the pin map's %d us power-ups" % settle in DOC
    assert "Tengen uses %d us" % PINMAP["leds"]["reset_us"] in DOC
    assert "%s CC pull-downs" % kohm(d.R_CC) in DOC
    assert not re.search(r"P-FET[^.|]*LED rail|LED rail[^.|]*P-FET", DOC)


def test_the_usb_data_choice_is_the_designs():
    assert parts.KINDS["rp2040"]["source"] == "kicad:MCU_RaspberryPi:RP2040"
    assert "pico" not in parts.KINDS  # no module with USB on its bottom pads
    assert "**the RP2040 on the controller**" in DOC and "%g ohm each" % d.R_USB in DOC
    assert budget.RP2040_MA > 0
