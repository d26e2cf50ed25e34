"""Where each board's parts go, and the copper laid by pattern before the router runs.

A layout is a function of the board's netlist: it returns the outline, a Placement for every part
(found by the references' rules in hardware/schematic/design.py, so a part added to the design gets
a place or a clear error), the pattern copper (backbones along the row bar) and the order the router
takes the nets in.
"""

import os
import re

from .. import geometry as g
from .board import Placement

POWER = re.compile(r"^(GND|AGND|V5|V5_LED|V3V3|VS|VBUS|VSYS|ROW\d+_VS)$")


def track_width(net):
    return 0.3 if POWER.match(net) else float(os.environ.get("TENGEN_SIGNAL", 0.2))


class Layout:
    def __init__(self, outline, placements, backbones=(), order=None):
        self.outline, self.placements, self.backbones, self.order = outline, placements, backbones, order


def _number(ref):
    return int(re.sub(r"^[A-Z]+", "", ref))


# -- the row bar: 15 identical cells under the rank's points -------------------------------------
# KiCad's y runs down; point a of the bar at the origin (ORIGIN), the bar centred on its rank line
# and running from 14 mm before file a to its connector beyond file o (hardware/mechanics.py draws
# the same rectangle).
BAR_ORIGIN = (30.0, 50.0)
BAR_BEFORE_A = 14.0
MUX_X = float(os.environ.get("TENGEN_MUX", 7.5)) * g.CELL_X   # the mux between files h and i: two buses of 8 and 7 sensors


def row_bar(netlist):
    ox, oy = BAR_ORIGIN
    outline = (ox - BAR_BEFORE_A, oy - g.BAR_WIDTH / 2, ox - BAR_BEFORE_A + g.BAR_LENGTH, oy + g.BAR_WIDTH / 2)
    last = g.FIELD_X
    place = {}
    for ref in netlist.comps:
        k = _number(ref) % 100          # bar 1's parts are 1xx (design.py)
        c = k - 1
        x = ox + c * g.CELL_X
        if ref.startswith("D"):                         # the LED, on top over the point
            place[ref] = Placement(x, oy, 180)
        elif ref.startswith("U") and k <= g.SIZE:       # the Hall sensor, underneath
            place[ref] = Placement(x, oy, 90, bottom=True)
        elif ref.startswith("C") and k <= g.SIZE:       # its decoupling, beside it
            place[ref] = Placement(x, oy - 3.0, 0, bottom=True)
        elif ref.startswith("C") and k <= 2 * g.SIZE:   # the LED's decoupling, beside its VDD pad
            x = ox + (k - g.SIZE - 1) * g.CELL_X
            place[ref] = Placement(x + 2.7, oy + 3.9, 180)
        elif ref.startswith("U"):                       # the mux, between files h and i, underneath
            place[ref] = Placement(ox + MUX_X, oy, 90, bottom=True)
        elif ref.startswith("J"):                       # the cable's connector, beyond file o
            place[ref] = Placement(ox + last + 8.5, oy, 0)
        elif ref == "R%d" % (100 + 1) or ref == "R%d" % (100 + 2):   # the row's reference divider
            place[ref] = Placement(ox + MUX_X - 4.0 + 2.0 * (k - 1), oy + 7.4, 0, bottom=True)
        elif ref == "R%d" % (100 + 3):                  # the data series resistor at LED a
            place[ref] = Placement(ox - 7.0, oy + 1.65, 0)
        elif k == 32:                                   # mux decoupling
            place[ref] = Placement(ox + MUX_X + 4.0, oy + 7.4, 0, bottom=True)
        elif k == 33:                                   # the sensor rail at its entry
            place[ref] = Placement(ox + last + 5.0, oy - 7.4, 0, bottom=True)
        elif k == 34:                                   # the LED rail's bulk capacitor
            place[ref] = Placement(ox + last - g.CELL_X / 2, oy + 4.5, 0)
    # the LED rail and its ground along the top edges of the top side, as wide tracks
    x0, x1 = ox - 10.0, ox + last + 8.5
    backbones = [("V5_LED", 0, (x0, oy + 8.25), (x1, oy + 8.25), 0.8),
                 ("GND", 0, (x0, oy - 8.25), (x1, oy - 8.25), 0.8)]
    return Layout(outline, place, backbones)


# -- the clock panel: two display backpacks, two arcade buttons, menu and arbiter, the cable ----------
PANEL_ORIGIN = (30.0, 30.0)
PANEL_SIZE = (80.0, 100.0)   # fits the 90 mm panel beside the board (hardware/geometry.py)
PANEL_PARTS = {              # ref: (x, y, rotation) from the panel's top left corner
    "DS41": (12.0, 10.0, 0), "DS42": (68.0, 10.0, 0),      # the faces' 5-pin headers (Adafruit 1270)
    "SW41": (12.0, 38.0, 0), "SW42": (68.0, 38.0, 0),      # the arcade buttons' spade terminals
    "SW43": (26.0, 62.0, 0), "SW44": (47.5, 62.0, 0),      # menu, arbiter
    "J40": (26.0, 88.0, 270),                              # the cable from the controller
}


def clock_panel(netlist):
    ox, oy = PANEL_ORIGIN
    missing = sorted(set(netlist.comps) - set(PANEL_PARTS))
    if missing:
        raise ValueError("clock panel: no place for %s (hardware/pcb/layouts.py)" % ", ".join(missing))
    place = {ref: Placement(ox + x, oy + y, rot) for ref, (x, y, rot) in PANEL_PARTS.items() if ref in netlist.comps}
    return Layout((ox, oy, ox + PANEL_SIZE[0], oy + PANEL_SIZE[1]), place)


LAYOUTS = {"row-bar": row_bar, "clock-panel": clock_panel}
