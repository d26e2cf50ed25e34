"""The board's power, analysed from the generated netlist (the file a PCB is made from).

Each part's pins are named by its independent source (sources.py: KiCad's symbols or the maker's
table), not by the design's table. From the netlist:
  * grounds: the nets of J1's GND pins and those joined to them through net ties;
  * rails: the nets an IC's supply pin (power_in, not a ground) sits on;
  * sources: a regulator's or connector's output (SOURCES, "fixed"), or a pass element (eFuse, load
    switch, diode, P-FET: "from" its input pin's rail, less its drop);
and checks that every rail has exactly one source, every ground pin is on a ground, and each IC's
supply pins see a voltage range (the source's, through every drop) inside the part's recommended
operating range (SUPPLY_RANGES, each from the part's data sheet).

`python -m hardware.schematic.power [NETLIST]` prints the rails; tests/test_hardware_power.py holds
the design to it.
"""

import sys
from collections import namedtuple
from pathlib import Path

from hardware import budget

from . import netlist as nl
from . import parts, sources

ROOT = Path(__file__).resolve().parent.parent
GROUND_NAMES = {"GND", "VSS", "AGND", "-"}

# The supply current the drops are taken at: the most a USB-C 3 A port gives (the LED governor keeps
# the board under it); the LED rail carries that less the other loads on 5 V (hardware/budget.py).
SUPPLY_A = 3.0
LED_RAIL_A = SUPPLY_A - budget.other_loads_ma() / 1e3

# kind -> {output pin name: ("fixed", (min V, max V)) | ("from", input pin name, (min drop, max drop))}
SOURCES = {
    # J1: a USB 2.0 / USB-C source's vSafe5V at its receptacle is 4.75-5.25 V (USB 2.0 s. 7.2.1; the
    # cable's own drop is not counted here: BRINGUP.md measures it)
    "usbc": {"VBUS": ("fixed", (4.75, 5.25))},
    # U10 AP7361C-33E: 3.3 V +-2 % over line, load and temperature (Diodes DS37274: +-1 % at 25 C; +-2 %
    # assumed over temperature); its input's range below holds it out of dropout
    "ldo": {"VO": ("fixed", (3.234, 3.366))},
    # the RP2040's core regulator: 1.1 V by default (RP2040 data sheet, 2.10 "Core Supply Regulator";
    # +-3 % est)
    "rp2040": {"VREG_VOUT": ("fixed", (1.067, 1.133))},
    "efuse": {"OUT": ("from", "IN", (0.0, SUPPLY_A * budget.EFUSE_RON))},
    "loadswitch": {"VOUT": ("from", "VIN", (0.0, LED_RAIL_A * budget.SWITCH_RON))},
    "schottky": {"K": ("from", "A", (0.25, budget.SCHOTTKY_DROP_V + 0.1))},  # SS34 at 10-300 mA
    "pfet": {"D": ("from", "S", (0.0, 0.15 * budget.ROW_FET_RON))},         # one row, 150 mA max
}

# kind -> {supply pin name: ((min V, max V), ...)}: recommended operating ranges, from the data sheets.
SUPPLY_RANGES = {
    "hall": {"VCC": ((3.0, 3.63), (4.5, 5.5))},          # DRV5055, TI SBAS640C, 3.3 V and 5 V ranges
    "led": {"VDD": ((3.5, 5.3),)},                       # WS2812B (Worldsemi), VDD
    "mux16": {"VCC": ((2.0, 6.0),)},                     # CD74HC4067, TI SCHS209, HC types
    "decoder": {"VCC": ((2.0, 6.0),)},                   # 74HC154, Nexperia Rev. 7, table 6
    "buffer": {"VCC": ((1.6, 5.5),)},                    # SN74LV1T34, TI SCLS743E, 6.3 VCC
    "efuse": {"IN": ((2.7, 18.0),)},                     # TPS25940, recommended V(IN)
    "loadswitch": {"VIN": ((0.8, 5.7),), "VBIAS": ((2.5, 5.7),)},  # TPS22965, SLVSBJ0F 7.3
    "esd": {"VBUS": ((0.0, 5.25),)},                     # USBLC6-2SC6: VBUS pin at the USB bus voltage
    # RP2040 data sheet 5.5.3 (recommended operating conditions): IOVDD, VREG_IN, ADC_AVDD 1.62-3.63 V,
    # USB_VDD 3.135-3.63 V, DVDD 0.99-1.21 V
    "rp2040": {"IOVDD": ((1.62, 3.63),), "VREG_IN": ((1.62, 3.63),), "ADC_AVDD": ((1.62, 3.63),),
               "USB_VDD": ((3.135, 3.63),), "DVDD": ((0.99, 1.21),)},
    "flash": {"VCC": ((2.7, 3.6),)},                     # W25Q32JV (Winbond), VCC 2.7-3.6 V
    # AP7361C-33E: its 3.3 V plus a 0.5 V dropout (DS37274: 360 mV typical at its full 1 A; the 3V3
    # rail draws a fraction of that: hardware/budget.py), up to its 6.0 V input maximum
    "ldo": {"VI": ((3.8, 6.0),)},
    "display": {"+": ((4.5, 5.5),), "IO": ((3.0, 5.5),)},  # HT16K33 VDD 4.5-5.5; IO: the I2C level
}

Rail = namedtuple("Rail", "name sources volts loads")


class Analysis:
    """The netlist's grounds, rails and problems."""

    def __init__(self, text):
        self.netlist = nl.parse(text) if isinstance(text, str) else text  # or an nl.Netlist
        self.pins = {}  # (ref, pin) -> (name, type) from the part's independent source
        for ref, comp in self.netlist.comps.items():
            source = parts.KINDS[comp.kind]["source"] if comp.kind in parts.KINDS else parts.PASSIVE_SOURCES[comp.kind]
            for number, (name, kind) in sources.source_pins(source).items():
                self.pins[(ref, number)] = (name, kind)
        self.net_of = {}
        self.drivers = {}  # net -> [(ref, spec)] of the parts whose output (SOURCES) is on it
        self.named = {}    # (ref, pin name) -> net
        for name, nodes in self.netlist.nets.items():
            for node in nodes:
                self.net_of[(node.ref, node.pin)] = name
                pin_name = self.pins.get((node.ref, node.pin), ("", ""))[0]
                self.named.setdefault((node.ref, pin_name), name)
                spec = SOURCES.get(self.kind(node.ref), {}).get(pin_name)
                if spec and (node.ref, spec) not in self.drivers.setdefault(name, []):
                    self.drivers[name].append((node.ref, spec))
        self.problems = []
        self.grounds = self._grounds()
        self.rails = self._rails()

    def kind(self, ref):
        return self.netlist.comps[ref].kind

    def pin_named(self, ref, name):
        """The net of `ref`'s pin called `name` (by its source), or None if unconnected."""
        return self.named.get((ref, name))

    def _grounds(self):
        grounds = {self.net_of[(ref, n)] for (ref, n), (name, _) in self.pins.items()
                   if self.kind(ref) == "usbc" and name == "GND" and (ref, n) in self.net_of}
        for ref, comp in self.netlist.comps.items():  # net ties join a ground to the grounds
            if comp.kind == "nettie":
                ends = {self.net_of.get((ref, "1")), self.net_of.get((ref, "2"))}
                if ends & grounds:
                    grounds |= ends - {None}
        return grounds

    def _supply_pins(self):
        """(ref, pin, name, net) of every IC supply pin, grounds checked on the way."""
        out = []
        for (ref, number), (name, kind) in sorted(self.pins.items()):
            net = self.net_of.get((ref, number))
            if net is None or kind != "power_in" and not (self.kind(ref) in SUPPLY_RANGES and name in SUPPLY_RANGES[self.kind(ref)]):
                continue
            if name in GROUND_NAMES:
                if net not in self.grounds:
                    self.problems.append("%s pin %s (%s) is on %s, not a ground" % (ref, number, name, net))
                continue
            out.append((ref, number, name, net))
        return out

    def _sources_on(self, net):
        """[(ref, spec)] of the parts that drive `net`."""
        return self.drivers.get(net, [])

    def volts(self, net, seen=()):
        """(min, max) on `net` from its one source, or None."""
        srcs = self._sources_on(net)
        if len(srcs) != 1 or net in seen:
            return None
        ref, spec = srcs[0]
        if spec[0] == "fixed":
            return spec[1]
        upstream = self.pin_named(ref, spec[1])
        before = self.volts(upstream, seen + (net,)) if upstream else None
        if before is None:
            return None
        return before[0] - spec[2][1], before[1] - spec[2][0]

    def _rails(self):
        rails = {}
        for ref, number, name, net in self._supply_pins():
            rails.setdefault(net, []).append((ref, number, name))
        for net in self.drivers:  # every net something drives is a rail too, loaded or not
            rails.setdefault(net, [])
        out = {}
        for net, loads in sorted(rails.items()):
            srcs = self._sources_on(net)
            if len(srcs) != 1:
                self.problems.append("%s has %d sources%s" % (
                    net, len(srcs), (": " + ", ".join(r for r, _ in srcs)) if srcs else ""))
            v = self.volts(net)
            out[net] = Rail(net, [r for r, _ in srcs], v, loads)
            if v is None:
                continue
            for ref, number, name in loads:
                ranges = SUPPLY_RANGES.get(self.kind(ref), {}).get(name)
                if ranges is None:
                    self.problems.append("%s pin %s (%s): no supply range known for %s" % (ref, number, name, self.kind(ref)))
                elif not any(lo <= v[0] and v[1] <= hi for lo, hi in ranges):
                    self.problems.append("%s pin %s (%s) on %s: %.2f-%.2f V, outside %s" % (
                        ref, number, name, net, v[0], v[1], " or ".join("%g-%g V" % r for r in ranges)))
        return out


def analyse(text):
    return Analysis(text)


def report(analysis):
    lines = ["Power from the netlist (hardware/schematic/power.py)"]
    for rail in analysis.rails.values():
        if rail.name.startswith("ROW") and rail.name != "ROW1_VS":
            continue
        kinds = sorted({analysis.kind(r) for r, _, _ in rail.loads})
        volts = "%.2f-%.2f V" % rail.volts if rail.volts else "no voltage"
        lines.append("  %-8s %-14s from %-4s  %3d supply pins (%s)" % (
            rail.name, volts, ",".join(rail.sources) or "-", len(rail.loads), ", ".join(kinds)))
    rows = sum(1 for name in analysis.rails if name.startswith("ROW"))
    lines.append("  (ROW1_VS stands for the %d row rails, one P-FET each)" % rows)
    lines.append("  grounds: %s; problems: %d" % (", ".join(sorted(analysis.grounds)), len(analysis.problems)))
    lines += ["  ! " + p for p in analysis.problems]
    return "\n".join(lines)


def main(argv):
    import argparse

    parser = argparse.ArgumentParser(prog="python -m hardware.schematic.power", description=__doc__.split("\n\n")[0])
    parser.add_argument("netlist", nargs="?", type=Path, default=ROOT / "generated" / "tengen.net",
                        help="the KiCad netlist (default: the generated one)")
    path = parser.parse_args(argv).netlist
    analysis = analyse(path.read_text())
    print(report(analysis))
    return 1 if analysis.problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
