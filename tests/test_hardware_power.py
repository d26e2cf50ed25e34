"""Power analysed from the netlist the design generates (hardware/schematic/power.py).

Every IC supply pin on a rail with exactly one source and inside the part's range; every ground pin
on a ground. The analysis names pins by their independent source (KiCad's symbols, the makers'
tables), so it reads the file as a PCB tool would, not the design's own table; and it catches a
supply pin moved to a wrong net, a rail without a source and a rail with two.
"""

import copy

import pytest

from hardware.schematic import netlist as nl
from hardware.schematic import power


@pytest.fixture(scope="module")
def generated():
    from hardware.schematic import outputs

    return nl.parse(outputs.netlist_text(outputs.build()))


def moved(netlist, ref, pin, to):
    """A copy of `netlist` with pin `ref`.`pin` moved to net `to` (a new net if none is so named)."""
    out = nl.Netlist(dict(netlist.comps), copy.deepcopy(netlist.nets))
    for nodes in out.nets.values():
        for node in list(nodes):
            if (node.ref, node.pin) == (ref, pin):
                nodes.remove(node)
                out.nets.setdefault(to, []).append(node)
                return out
    raise AssertionError("%s.%s is on no net" % (ref, pin))


def test_every_supply_pin_is_on_a_rail_with_one_source_and_in_its_range(generated):
    analysis = power.analyse(generated)
    assert analysis.problems == []
    sources = {name: rail.sources for name, rail in analysis.rails.items()}
    assert sources["VBUS"] == ["J1"] and sources["V5"] == ["U3"] and sources["V5_LED"] == ["U4"]
    assert sources["V3V3"] == ["U10"] and sources["V1V1"] == ["U1"]  # the regulator; the RP2040's core
    for n in range(1, 16):
        assert sources["ROW%d_VS" % n] == ["Q%d" % n]
        assert len(analysis.rails["ROW%d_VS" % n].loads) == 15  # the bar's sensors
    assert analysis.grounds == {"GND", "AGND"}
    # the LEDs, the sensors, the muxes, the decoder, the buffer, the RP2040, its flash, the displays: all on a rail
    loaded = {analysis.kind(ref) for rail in analysis.rails.values() for ref, _, _ in rail.loads}
    assert loaded >= {"led", "hall", "mux16", "decoder", "buffer", "rp2040", "flash", "ldo", "display", "efuse", "loadswitch"}


def test_a_supply_pin_moved_to_a_wrong_rail_is_caught(generated):
    # the flash's VCC (pin 8) on the unswitched 5 V instead of 3V3: above its 3.6 V maximum
    analysis = power.analyse(moved(generated, "U9", "8", "V5"))
    assert any(p.startswith("U9 pin 8 (VCC) on V5") for p in analysis.problems), analysis.problems


def test_a_rail_without_a_source_and_a_rail_with_two_are_caught(generated):
    analysis = power.analyse(moved(generated, "U116", "24", "FLOATING"))
    assert "FLOATING has 0 sources" in analysis.problems
    analysis = power.analyse(moved(generated, "U10", "3", "V5"))  # the regulator's 3V3 output onto 5 V
    assert any(p.startswith("V5 has 2 sources") for p in analysis.problems), analysis.problems


def test_a_ground_pin_off_the_grounds_is_caught(generated):
    analysis = power.analyse(moved(generated, "D101", "3", "V5_LED"))
    assert "D101 pin 3 (VSS) is on V5_LED, not a ground" in analysis.problems


def test_the_readme_quotes_the_power_check_as_it_prints(generated):
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "docs" / "building.md").read_text()
    assert power.report(power.analyse(generated)) in readme, "paste python -m hardware.schematic.power"


def test_the_led_data_buffer_keeps_its_supply_range_with_margin_on_the_worst_led_rail(generated):
    # The buffer (U5) sits on the LED rail, which sags to 4.51 V at a 4.75 V source and 3 A (the
    # eFuse's and the load switch's drops): a 74AHCT1G125 (4.5 V minimum) kept 7 mV, which any
    # cable's drop takes away. Its replacement must keep at least half a volt.
    analysis = power.analyse(generated)
    low, high = analysis.rails["V5_LED"].volts
    (minimum, maximum), = power.SUPPLY_RANGES["buffer"]["VCC"]
    assert analysis.kind("U5") == "buffer"
    assert low - minimum >= 0.5 and maximum >= high
