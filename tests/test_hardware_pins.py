"""Every part's pins against a source that is not the design's own table.

The sources: KiCad's official symbol and footprint libraries (Debian's kicad-symbols and
kicad-footprints, which `make test` installs) and, for parts KiCad lacks, the makers' pin tables
transcribed in hardware/pinouts/. For each kind of part: the pin numbers, their names and electrical
types (power in/out, ground, ...) equal the source's, and the footprint's pads are exactly the pins.
The same holds for every part in the netlist the design generates now (the file a PCB is made from),
so a pin swapped in hardware/schematic/parts.py fails here even after the netlist is regenerated.
"""

import copy
import re

import pytest

from hardware.schematic import netlist as nl
from hardware.schematic import parts, sources
from hardware.schematic.netlist import PIN_TYPES

KICAD_TYPE = {"INPUT": "input", "OUTPUT": "output", "BIDIR": "bidirectional", "TRISTATE": "tri_state",
              "PASSIVE": "passive", "PWRIN": "power_in", "PWROUT": "power_out", "OPENCOLL": "open_collector",
              "OPENEMIT": "open_emitter", "NOCONNECT": "no_connect", "UNSPEC": "unspecified"}


def kinds():
    """kind -> (source, footprint, [(number, name, kicad type)]) for every kind, R and C included."""
    out = {}
    for kind, k in parts.KINDS.items():
        out[kind] = (k["source"], k["footprint"], [(str(n), name, KICAD_TYPE[t.name]) for n, name, t in k["pins"]])
    for kind, source in parts.PASSIVE_SOURCES.items():
        for footprints in parts.FOOTPRINTS.values():
            footprint = footprints[0 if kind == "C" else 1]
            if footprint:
                out["%s %s" % (kind, footprint)] = (source, footprint, [("1", "1", "passive"), ("2", "2", "passive")])
    return out


def _plain(name):
    return re.sub(r"[{}]", "", name)  # KiCad writes an overbar as ~{E}; the design as ~E


def type_agrees(mine, theirs, stacked):
    """A pin's type against its source's. `stacked`: another pin of the same name carries the source's
    type (KiCad's convention for pins stacked under one name: the others are passive)."""
    if theirs == "passive":  # a connector or module: KiCad leaves it to the design to say what flows
        return mine in ("passive", "power_in", "power_out", "bidirectional")
    return mine == theirs or (stacked and mine == "passive")


def pin_disagreements(pins, source_pins):
    """What differs between a kind's pins [(number, name, type)] and its source's {number: (name, type)}."""
    problems = []
    numbers = [n for n, _, _ in pins]
    if sorted(numbers) != sorted(source_pins):
        problems.append("numbers %s, source %s" % (sorted(set(numbers) ^ set(source_pins)), "differ"))
    carried = {(name, t) for _, name, t in pins}
    for number, name, mine in pins:
        if number not in source_pins:
            continue
        their_name, theirs = source_pins[number]
        if their_name and _plain(their_name) != name:
            problems.append("pin %s is %s, source says %s" % (number, name, their_name))
        if not type_agrees(mine, theirs, (name, theirs) in carried):
            problems.append("pin %s (%s) is %s, source says %s" % (number, name, mine, theirs))
    return problems


@pytest.mark.parametrize("kind", sorted(kinds()))
def test_each_kinds_pins_are_its_independent_sources(kind):
    source, _, pins = kinds()[kind]
    assert source.split(":")[0] in ("kicad", "datasheet")
    problems = pin_disagreements(pins, sources.source_pins(source))
    assert not problems, "%s against %s: %s" % (kind, source, "; ".join(problems))


@pytest.mark.parametrize("kind", sorted(kinds()))
def test_each_kinds_footprint_has_exactly_its_pins_as_pads(kind):
    _, footprint, pins = kinds()[kind]
    path = sources.footprint_path(footprint)
    assert path.exists(), "footprint %s: no %s" % (footprint, path)
    assert sources.footprint_pads(footprint) == {n for n, _, _ in pins}, footprint


def test_datasheet_tables_name_their_document_and_review():
    for path in sorted(sources.PINOUTS.glob("*.csv")):
        head = path.read_text().split("number,name,type")[0]
        assert "# source:" in head and "# reviewed" in head, path.name
        assert re.search(r"SL[A-Z]{2}[0-9A-Z]{3,}|Rev\. ?\d|revision|release|product page|guide", head), path.name


@pytest.fixture(scope="module")
def generated():
    """The netlist the design generates now, read back as a PCB tool would read it."""
    from hardware.schematic import outputs

    return nl.parse(outputs.netlist_text(outputs.build()))


def test_every_part_in_the_generated_netlist_agrees_with_its_source(generated):
    by_kind = {kind: sources.source_pins(k["source"]) for kind, k in parts.KINDS.items()}
    by_kind.update({kind: sources.source_pins(s) for kind, s in parts.PASSIVE_SOURCES.items()})
    used = {}
    for name, nodes in generated.nets.items():
        for node in nodes:
            used.setdefault(node.ref, []).append(node)
    problems = []
    for ref, comp in sorted(generated.comps.items()):
        source = by_kind[comp.kind]
        pads = sources.footprint_pads(comp.footprint)
        if pads != set(source):
            problems.append("%s: footprint %s pads differ from the source's pins" % (ref, comp.footprint))
        for node in used.get(ref, []):
            if node.pin not in source:
                problems.append("%s pin %s: not in the source" % (ref, node.pin))
                continue
            their_name, theirs = source[node.pin]
            stacked = any(t == theirs and n == their_name for n, t in source.values())
            if not type_agrees(node.type, theirs, stacked):
                problems.append("%s pin %s (%s): %s in the netlist, %s in the source" % (
                    ref, node.pin, their_name, node.type, theirs))
    assert not problems, "\n".join(problems[:20])
    assert set(PIN_TYPES.values()) >= {n.type for nodes in generated.nets.values() for n in nodes}


def test_two_efuse_pins_swapped_in_the_design_table_are_caught():
    """The check itself: swap IN (pin 9) and OUT (pin 4) of U3 as a typing slip would."""
    pins = copy.deepcopy(kinds()["efuse"][2])
    a = next(i for i, p in enumerate(pins) if p[0] == "4")
    b = next(i for i, p in enumerate(pins) if p[0] == "9")
    pins[a], pins[b] = (pins[a][0],) + pins[b][1:], (pins[b][0],) + pins[a][1:]
    problems = pin_disagreements(pins, sources.source_pins(parts.KINDS["efuse"]["source"]))
    assert any("pin 4" in p for p in problems) and any("pin 9" in p for p in problems), problems
