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
    # the level shifter's VCC (pin 5) on 3.3 V instead of the LED rail: below its 4.5 V minimum
    analysis = power.analyse(moved(generated, "U5", "5", "V3V3"))
    assert any(p.startswith("U5 pin 5 (VCC) on V3V3") for p in analysis.problems), analysis.problems


def test_a_rail_without_a_source_and_a_rail_with_two_are_caught(generated):
    analysis = power.analyse(moved(generated, "U116", "24", "FLOATING"))
    assert "FLOATING has 0 sources" in analysis.problems
    analysis = power.analyse(moved(generated, "U10", "2", "V5"))  # the regulator's 3V3 output onto 5 V
    assert any(p.startswith("V5 has 2 sources") for p in analysis.problems), analysis.problems


def test_a_ground_pin_off_the_grounds_is_caught(generated):
    analysis = power.analyse(moved(generated, "D101", "3", "V5_LED"))
    assert "D101 pin 3 (VSS) is on V5_LED, not a ground" in analysis.problems


def test_the_readme_quotes_the_power_check_as_it_prints(generated):
    from pathlib import Path

    readme = (Path(__file__).resolve().parent.parent / "docs" / "building.md").read_text()
    assert power.report(power.analyse(generated)) in readme, "paste python -m hardware.schematic.power"
