"""Where each board's parts go, and the copper laid by pattern before the router runs.

A layout is a function of the board's netlist: it returns the outline, a Placement for every part
(found by the references' rules in hardware/schematic/design.py, so a part added to the design gets
a place or a clear error), the pattern copper (backbones along the row bar) and the order the router
takes the nets in.
"""

import re

from .. import geometry as g
from . import router
from .board import Placement

POWER = re.compile(r"^(GND|AGND|V5|V5_LED|V3V3|VS|VBUS|VSYS|ROW\d+_VS)$")


def track_width(net):
    return 0.3 if POWER.match(net) else 0.2


class Layout:
    def __init__(self, outline, placements, backbones=(), order=None, pattern=None, first=(), grid=0.25,
                 planes=None, widths=None, min_track=0.2, min_drill=0.3, signal=("F.Cu", "B.Cu"),
                 layer_cost=None, via_spacing=None, clearance=router.CLEARANCE, via=router.VIA):
        self.outline, self.placements, self.backbones, self.order = outline, placements, backbones, order
        self.first = first       # nets routed before the rest of the order (their ends are tight)
        self.pattern = pattern   # (pads by "REF.PIN", snap to the grid) -> more tracks, once placed
        self.grid = grid         # the router's grid, mm
        self.planes = planes or {}   # net: inner layer (1 = In1.Cu, 2 = In2.Cu) filled with it
        self.widths = widths or {}   # net: track width, mm (others: track_width())
        self.min_track, self.min_drill = min_track, min_drill   # the board's design rules, mm
        self.signal = signal           # the layers the router lays tracks on (KiCad's names)
        self.layer_cost = layer_cost   # per signal layer, the router's extra cost per cell
        self.via_spacing = via_spacing   # mm between vias' centres (None: router.py's default)
        self.clearance, self.via = clearance, tuple(via)   # copper to copper; via (diameter, drill), mm

    @property
    def layers(self):
        return 4 if self.planes else 2

    def width(self, net):
        return self.widths.get(net, track_width(net))


def _number(ref):
    return int(re.sub(r"^[A-Z]+", "", ref))


# -- the row bar: 15 identical cells under the rank's points -------------------------------------
# KiCad's y runs down; point a of the bar at the origin (ORIGIN), the bar centred on its rank line
# and running from 14 mm before file a to its connector beyond file o (hardware/mechanics.py draws
# the same rectangle).
BAR_ORIGIN = (30.0, 50.0)
BAR_BEFORE_A = 14.0
MUX_X = 7.5 * g.CELL_X   # the mux between files h and i: two buses of 8 and 7 sensors


def row_bar(netlist):
    ox, oy = BAR_ORIGIN
    outline = (ox - BAR_BEFORE_A, oy - g.BAR_WIDTH / 2, ox - BAR_BEFORE_A + g.BAR_LENGTH, oy + g.BAR_WIDTH / 2)
    last = g.FIELD_X
    mux_x, mux_y = ox + MUX_X, oy + MUX_Y
    place = {}
    for ref in netlist.comps:
        k = _number(ref) % 100          # bar 1's parts are 1xx (design.py)
        c = k - 1
        x = ox + c * g.CELL_X
        if ref.startswith("D"):                         # the LED, on top over the point
            place[ref] = Placement(x, oy, 180)
        elif ref.startswith("U") and k <= g.SIZE:       # the Hall sensor, underneath
            place[ref] = Placement(x, oy, 90, bottom=True)
        elif ref.startswith("C") and k <= g.SIZE:       # its decoupling, between its VS and AGND stubs
            place[ref] = Placement(x + 1.25, oy - 3.5, 180, bottom=True)
        elif ref.startswith("C") and k <= 2 * g.SIZE:   # the LED's decoupling, beside it
            cell = k - g.SIZE - 1
            x = ox + cell * g.CELL_X
            place[ref] = Placement(x + _cap_side(cell) * 5.5, oy, 90)
        elif ref.startswith("U"):                       # the mux, between files h and i, underneath
            place[ref] = Placement(mux_x, mux_y, 90, bottom=True)
        elif ref.startswith("J"):                       # the cable's connector, beyond file o, underneath
            place[ref] = Placement(*_connector_pin1(ox + last + CONNECTOR_DX, oy), CONNECTOR_ROTATION, bottom=True)
        elif k in (1, 2):                               # the row's reference divider, by mux pin 16
            place[ref] = Placement(mux_x - 4.0 + 2.0 * (k - 1), oy - 3.25, 0, bottom=True)
        elif k == 3:                                    # the data series resistor at LED a
            place[ref] = Placement(ox - 9.0, oy + 4.5, 90)
        elif k == 4:                                    # the data out series resistor, underneath
            # between LED o and the connector, where the data line dips to the bottom layer under
            # the connector's first column to reach its pin 14 from between the columns
            place[ref] = Placement(ox + last + R104_AT[0], oy + R104_AT[1], 0, bottom=True)
        elif k == 32:                                   # mux decoupling, by its VCC pin
            place[ref] = Placement(mux_x + 7.0, oy - 3.25, 0, bottom=True)
        elif k == 33:                                   # the sensor rail at its entry
            place[ref] = Placement(ox + last + C133_AT[0], oy + C133_AT[1], 0, bottom=True)
        elif k == 34:                                   # the LED rail's bulk capacitor, right of the strip's lanes
            place[ref] = Placement(ox + last + C134_AT[0], oy + C134_AT[1], 90, bottom=True)
    for ref, (cell, dx, dy) in ROW_BAR_OWN.items():
        place[ref] = Placement(ox + cell * g.CELL_X + dx, oy + dy, footprint=OWN_FOOTPRINTS[ref.rstrip("0123456789")])
    # Top: the LEDs' ground along the upper edge, their 5 V along the lower edge, and below it the data
    # line from the connector to LED a. Bottom: the sensors' rail and analog ground along the upper edge.
    end = ox + last + 8.5
    cx = ox + last + CONNECTOR_DX
    backbones = [("GND", 0, (ox - 10.0, oy - 8.25), (cx + GND_DROP, oy - 8.25), 0.8),
                 ("V5_LED", 0, (ox - 5.5, oy + 7.75), (end + 2.0, oy + 7.75), 0.8),
                 ("DIN", 0, (ox - 9.0, oy + 9.0), (end + 4.25, oy + 9.0), 0.2),
                 ("VS", 1, (ox - 10.0, oy - 8.25), (end - 2.0, oy - 8.25), 0.4),
                 ("AGND", 1, (ox - 10.0, oy - 6.5), (end + 2.0, oy - 6.5), 0.4)]
    return Layout(outline, place, backbones, pattern=_row_bar_lanes, first=ROW_BAR_FIRST,
                  widths={"V5_LED": POWER_WIDTH, "GND": POWER_WIDTH})


# The cable's connector (Harwin Gecko, 2x8 at 1.25 mm, through-hole: parts.py's header16fine) sits
# under the bar, its plug and cable below it: above the bar there is only the 1.7 mm under the top
# (geometry.LED_SPACE). Its body's centre CONNECTOR_DX mm right of file o's point, on the bar's centre
# line, its two columns of pins across the bar; turned so that (seen from the top, the footprint
# flipped) pin 1 is at the bottom, the odd pins (the mux's lines) in the column facing the bar.
CONNECTOR_DX = 7.5   # (the cable drawing's 8 mm, geometry.BAR_CONNECTOR_X, within its lengths' 10 mm steps: C134 needs the room)
CONNECTOR_ROTATION = 90
PITCH = 1.25   # the Gecko's, both ways
R104_AT = (3.75, -1.25)   # the data out resistor, left of the connector's body (x from file o's point, y from the centre)
C133_AT = (3.5, -4.0)     # the sensor rail's capacitor
C134_AT = (12.25, 5.75)   # the LED rail's bulk capacitor, right of the connector's body


def _connector_pin1(cx, cy):
    """Where the connector's pin 1 (its footprint's origin) goes for its body's centre at (cx, cy):
    KiCad's footprint has pin 1 at its origin, the pins 1.25 mm apart, odd and even in two rows."""
    half = 3.5 * PITCH   # pin 1 to the middle of the 8 pins of a row
    if CONNECTOR_ROTATION == 90:    # underneath, turned 90: odd pins left, numbers upward
        return cx - PITCH / 2, cy + half
    return cx + PITCH / 2, cy - half    # 270: odd pins right, numbers downward


# The board's own parts the netlist lacks: fiducials (for the assembler's camera: three, not in one
# line, 1 mm copper in a 2 mm mask opening) and M2 mounting holes (hardware/geometry.py's BAR_HOLES),
# each in a cell's free space right of its LED, where neither side has copper: (cell 0..14, x from
# the point, y from the bar's centre).
OWN_FOOTPRINTS = {"FID": "Fiducial:Fiducial_1mm_Mask2mm", "H": "MountingHole:MountingHole_2.2mm_M2"}
ROW_BAR_OWN = {"FID1": (1, 9.0, -5.0), "FID2": (7, 8.0, 5.0), "FID3": (13, 8.0, 5.0),
               **{"H%d" % (k + 1): hole for k, hole in enumerate(g.BAR_HOLES)}}


# The nets whose ends are tightest, routed before the rest (at the mux's pins and the connector's);
# this order, found by trying, routes every net.
ROW_BAR_FIRST = ("V3V3", "DIN", "DOUT", "DOUT_R", "SENSE_O1", "REF", "COL_S0", "SENSE_I1", "COL_S1", "COL_S2")


MUX_Y = 4.0   # below the bar's centre: its I0..I7 row near the lower edge, I8..I15 just under the sensors


def _row_bar_lanes(pads, snap):
    """Sensors a..h to the mux's I0..I7 row (bottom layer), by lanes that never cross: sensor c
    drops to lane 2.25 + 0.5 * (7 - c) mm under the bar's centre (the first sensor lowest, as it turns
    first into the leftmost pin), runs right, turns down into its pin."""
    ox, oy = BAR_ORIGIN
    tracks = []
    for c in range(8):
        out = pads["U%d.2" % (101 + c)]
        pin = pads["U116.%d" % (9 - c)]
        x0 = snap(out.rect[0] + 0.25)
        y0 = snap((out.rect[1] + out.rect[3]) / 2)
        px = snap((pin.rect[0] + pin.rect[2]) / 2)
        py = snap((pin.rect[1] + pin.rect[3]) / 2)
        lane = oy + 2.25 + 0.5 * (7 - c)
        net = "SENSE_%s1" % "ABCDEFGH"[c]
        tracks += [(net, 1, (x0, y0), (x0, lane), 0.2), (net, 1, (x0, lane), (px, lane), 0.2),
                   (net, 1, (px, lane), (px, py), 0.2)]
    for c in range(8, g.SIZE):   # sensors i..o: lanes from the right, the first (o) lowest
        out = pads["U%d.2" % (101 + c)]
        x0 = snap(out.rect[0] + 0.25)
        y0 = snap((out.rect[1] + out.rect[3]) / 2)
        lane = oy + 2.25 + 0.5 * (c - 8)
        net = "SENSE_%s1" % "ABCDEFGHIJKLMNO"[c]
        tracks += [(net, 1, (x0, y0), (x0, lane), 0.2), (net, 1, (x0, lane), (ox + MUX_X + RIGHT_LANES_END, lane), 0.2)]
    return tracks + _row_bar_strip(pads, snap) + _row_bar_cells(pads) + _row_bar_power(pads, snap)


STRIP_END = 335.0 - BAR_ORIGIN[0]   # mm right of point a: the strip's lanes end before the connector


def _row_bar_strip(pads, snap):
    """The mux's lines to the connector along the bottom's free strip (below the sensors' lanes,
    right of the mux): OUT straight on from pin 1 along its pads' row; S0, boxed in by pin 11's
    escape and sensor a's lane, by a via just above its pin, over the top and down again beyond the
    mux; V3V3 and S2 on lanes between them that the router reaches at their start. Each lane ends
    before LED o (STRIP_END): the router takes it from there into the connector's pin, which goes
    through the board (no via beside an SMD pad needed any more)."""
    ox, oy = BAR_ORIGIN
    end = ox + STRIP_END
    out = pads["U116.1"]
    s0 = pads["U116.10"]
    ox1, oy1 = snap((out.rect[0] + out.rect[2]) / 2), snap((out.rect[1] + out.rect[3]) / 2)
    sx = snap((s0.rect[0] + s0.rect[2]) / 2)
    sy = snap((s0.rect[1] + s0.rect[3]) / 2)
    lane = oy + 6.75          # S0, 1 mm under sensor a's lane
    turn = ox1 + 2.5          # where S0 comes down again, right of the mux
    start = turn + 2.5        # where the other lanes begin, right of S0's via
    return [("OUT", 1, (ox1, oy1), (end, oy1), 0.2),
            ("COL_S0", 1, (sx, sy), (sx, lane), 0.2), ("COL_S0", "via", (sx, lane)),
            ("COL_S0", 0, (sx, lane), (turn, lane), 0.2), ("COL_S0", "via", (turn, lane)),
            ("COL_S0", 1, (turn, lane), (end, lane), 0.2),
            ("COL_S2", 1, (start, lane - 0.5), (end, lane - 0.5), 0.2),
            ("V3V3", 1, (start, lane + 1.0), (end, lane + 1.0), 0.3)]


GND_DROP = -2.1     # mm from the connector's centre: the LEDs' ground drops to pins 13 and 11 here (top)
LED_RISE = 5.0      # and the LED rail rises to pins 16 and 15 here, right of the connector (top)
POWER_WIDTH = 0.6   # mm: a bar's 0.735 A (IPC-2221 at +10 C: ~0.25 mm of 1 oz outer copper)


def _row_bar_power(pads, snap):
    """The LEDs' ground and 5 V between the connector and their backbones, on top and wide (the
    connector's pins go through the board): ground from its backbone down left of the connector and
    right into pins 13 and 11; the LED rail from its backbone up the bar's end, right of the
    connector, and left into pin 16 and on into pin 15 (the two V5_LED pins are neighbours across
    the connector's rows)."""
    ox, oy = BAR_ORIGIN
    cx = ox + g.FIELD_X + CONNECTOR_DX

    def centre(pin):
        x0, y0, x1, y1 = pads["J101.%d" % pin].rect
        return snap((x0 + x1) / 2), snap((y0 + y1) / 2)

    gx, led_x = snap(cx + GND_DROP), snap(cx + LED_RISE)
    p11, p13, p15, p16 = centre(11), centre(13), centre(15), centre(16)
    top = snap(oy - 8.25)
    return [("GND", 0, (gx, top), (gx, p11[1]), POWER_WIDTH),
            ("GND", 0, (gx, p13[1]), p13, 0.5), ("GND", 0, (gx, p11[1]), p11, 0.5),
            ("V5_LED", 0, p15, p16, POWER_WIDTH)]


RIGHT_LANES_END = 8.5   # mm right of the mux's centre: from there the router takes sensors i..o in


def _row_bar_cells(pads):
    """Each cell's own copper (x = the point's, y = the bar's centre line; pads from design.py's
    pins): underneath, the sensor's AGND straight up to its backbone and its VS right, up and over
    the AGND backbone by two vias; the sensor capacitor between the two. On top, the LED's ground up
    and 5 V down to their backbones, its capacitor left of it with the same, and the data from the
    LED before under that capacitor (two vias) into this LED's DIN."""
    ox, oy = BAR_ORIGIN
    items = []
    for c in range(g.SIZE):
        x, y = ox + c * g.CELL_X, oy
        data = "DIN_R" if c == 0 else "DATA_%s1" % "ABCDEFGHIJKLMNO"[c]
        side = _cap_side(c) * 5.5
        items += [
            ("AGND", 1, (x, y - 1.0), (x, y - 6.5), 0.3),
            ("AGND", 1, (x, y - 3.5), (x + 0.75, y - 3.5), 0.3),
            ("VS", 1, (x + 1.0, y + 1.0), (x + 2.5, y + 1.0), 0.3),
            ("VS", 1, (x + 2.5, y + 1.0), (x + 2.5, y - 5.5), 0.3),
            ("VS", 1, (x + 1.75, y - 3.5), (x + 2.5, y - 3.5), 0.3),
            ("VS", "via", (x + 2.5, y - 5.5)),
            ("VS", 0, (x + 2.5, y - 5.5), (x + 2.5, y - 7.25), 0.3),
            ("VS", "via", (x + 2.5, y - 7.25)),
            ("VS", 1, (x + 2.5, y - 7.25), (x + 2.5, y - 8.25), 0.3),
            ("GND", 0, (x - 2.5, y - 1.75), (x - 2.5, y - 8.25), 0.3),
            ("V5_LED", 0, (x + 2.5, y + 1.75), (x + 2.5, y + 7.75), 0.3),
            ("GND", 0, (x + side, y - 0.5), (x + side, y - 8.25), 0.3),
            ("V5_LED", 0, (x + side, y + 0.5), (x + side, y + 7.75), 0.3),
        ]
        if _cap_side(c) < 0:   # the data passes under this LED's capacitor by two vias
            items += [
                (data, "via", (x - 7.0, y + 1.25)),
                (data, 1, (x - 7.0, y + 1.25), (x - 4.0, y + 1.25), 0.2),
                (data, "via", (x - 4.0, y + 1.25)),
                (data, 0, (x - 4.0, y + 1.25), (x - 4.0, y + 1.75), 0.2),
                (data, 0, (x - 4.0, y + 1.75), (x - 2.5, y + 1.75), 0.2),
            ]
        if c == 0:
            continue
        xp = x - g.CELL_X
        start = xp + 2.5
        if _cap_side(c - 1) > 0:   # under the LED before's capacitor, right of it, by two vias
            items += [(data, 0, (xp + 2.5, y - 1.75), (xp + 4.0, y - 1.75), 0.2),
                      (data, "via", (xp + 4.0, y - 1.75)),
                      (data, 1, (xp + 4.0, y - 1.75), (xp + 7.0, y - 1.75), 0.2),
                      (data, "via", (xp + 7.0, y - 1.75))]
            start = xp + 7.0
        # from the LED before: right along its DOUT's row, down, right into this LED's DIN
        items += [(data, 0, (start, y - 1.75), (x - 11.0, y - 1.75), 0.2)]
        if _cap_side(c) < 0:
            items += [(data, 0, (x - 11.0, y - 1.75), (x - 11.0, y + 1.25), 0.2),
                      (data, 0, (x - 11.0, y + 1.25), (x - 7.0, y + 1.25), 0.2)]
        else:
            items += [(data, 0, (x - 11.0, y - 1.75), (x - 11.0, y + 1.75), 0.2),
                      (data, 0, (x - 11.0, y + 1.75), (x - 2.5, y + 1.75), 0.2)]
    return items


def _cap_side(cell):
    """Where an LED's capacitor sits: left of it (-1), but right (+1) for the LED just right of the
    mux, whose data would otherwise pass under the capacitor by vias where the mux's pins are."""
    return 1 if cell == int(MUX_X / g.CELL_X) + 1 else -1


# -- the clock panel: two display backpacks, two arcade buttons, menu and arbiter, the cable ----------
PANEL_ORIGIN = (30.0, 30.0)
PANEL_SIZE = (80.0, 100.0)   # fits the 90 mm panel beside the board (hardware/geometry.py)
PANEL_PARTS = {              # ref: (x, y, rotation) from the panel's top left corner
    "DS41": (12.0, 10.0, 0), "DS42": (68.0, 10.0, 0),      # the faces' 5-pin headers (Adafruit 1270)
    "SW41": (12.0, 38.0, 0), "SW42": (68.0, 38.0, 0),      # the arcade buttons' spade terminals
    "SW43": (26.0, 62.0, 0), "SW44": (47.5, 62.0, 0),      # menu, arbiter
    "J40": (26.0, 88.0, 270),                              # the cable from the controller
}


# Fiducials and M3 mounting holes by the corners, clear of the parts (x, y from the panel's top left corner)
PANEL_OWN_FOOTPRINTS = {"FID": "Fiducial:Fiducial_1mm_Mask2mm", "H": "MountingHole:MountingHole_3.2mm_M3"}
PANEL_OWN = {"FID1": (40.0, 4.0), "FID2": (4.0, 80.0), "FID3": (76.0, 88.0),
             "H1": (4.0, 4.0), "H2": (76.0, 4.0), "H3": (4.0, 70.0), "H4": (76.0, 96.0)}


def clock_panel(netlist):
    ox, oy = PANEL_ORIGIN
    missing = sorted(set(netlist.comps) - set(PANEL_PARTS))
    if missing:
        raise ValueError("clock panel: no place for %s (hardware/pcb/layouts.py)" % ", ".join(missing))
    place = {ref: Placement(ox + x, oy + y, rot) for ref, (x, y, rot) in PANEL_PARTS.items() if ref in netlist.comps}
    for ref, (x, y) in PANEL_OWN.items():
        place[ref] = Placement(ox + x, oy + y, footprint=PANEL_OWN_FOOTPRINTS[ref.rstrip("0123456789")])
    return Layout((ox, oy, ox + PANEL_SIZE[0], oy + PANEL_SIZE[1]), place)




# -- the controller: the RP2040's minimal design, the power path, the 15 bar sockets, the panel's ----
# KiCad's y runs down; the board's top-left corner at CTRL_ORIGIN. The bar sockets J21..J35 sit where
# hardware/geometry.py puts them (the cables' lengths follow from there), the USB-C receptacle on the
# right edge (the enclosure's side beyond the clock panel), the panel's cable J3 along the top.
CTRL_ORIGIN = (30.0, 30.0)
U1_AT = (62.0, 66.0)       # the RP2040, turned so its USB and QSPI pins face right (J1, U9)
# (ref: x, y, rotation) from the controller's top-left corner: the RP2040's own circuit around it
# (100 nF at each supply pin, the crystal by XIN/XOUT, the flash by the QSPI pins, the 27 Ohm
# resistors between its USB pins and the ESD array by J1), the power path along the bottom edge.
J1_DOWN = 6.45              # mm: J1 below the RP2040's USB pins (its D+/D- pads on the router's grid)
USB_COLUMN = (68.1, 70.0)   # mm from the left edge: the USB pair's D- and D+ down to J1 (_usb_pair)
CTRL_PARTS = {
    "U1": (U1_AT[0], U1_AT[1], 270),
    # decoupling, each by its pin (U1 turned: pins 1-14 on top, 15-28 left, 29-42 bottom, 43-56 right)
    "C60": (U1_AT[0] + 3.2, U1_AT[1] - 5.8, 90),    # IOVDD 1
    "C61": (U1_AT[0] - 1.0, U1_AT[1] - 6.2, 90),    # IOVDD 10
    "C62": (U1_AT[0] - 6.2, U1_AT[1] + 0.6, 180),   # IOVDD 22
    "C66": (U1_AT[0] - 6.2, U1_AT[1] + 2.0, 180),   # DVDD 23
    "C63": (U1_AT[0] - 1.0, U1_AT[1] + 6.2, 270),   # IOVDD 33
    "C64": (U1_AT[0] + 3.2, U1_AT[1] + 5.8, 270),   # IOVDD 42
    # below the USB pins, left of the USB pair's column (_usb_pair): VREG_VOUT 45 first, under it
    # ADC_AVDD 43 and the net tie to its ground, VREG_IN 44 below them
    "C69": (U1_AT[0] + 4.75, U1_AT[1] + 3.6, 270),  # VREG_VOUT 45
    "C71": (U1_AT[0] + 4.35, U1_AT[1] + 5.55, 270),  # ADC_AVDD 43
    "C68": (U1_AT[0] + 4.9, U1_AT[1] + 9.3, 0),     # VREG_IN 44
    "C70": (U1_AT[0] + 6.2, U1_AT[1] - 0.2, 0),     # USB_VDD 48
    "C65": (U1_AT[0] + 8.0, U1_AT[1] - 1.2, 0),     # IOVDD 49
    "C67": (U1_AT[0] + 6.2, U1_AT[1] - 2.2, 0),     # DVDD 50
    # crystal left of XIN/XOUT, its load capacitors and XOUT's 1 kOhm between
    "Y1": (U1_AT[0] - 9.5, U1_AT[1] - 2.5, 0),
    "R67": (U1_AT[0] - 6.2, U1_AT[1] - 1.0, 180),
    "C73": (U1_AT[0] - 12.5, U1_AT[1] - 1.0, 90),
    "C74": (U1_AT[0] - 12.5, U1_AT[1] - 4.0, 90),
    # flash up and right of the QSPI pins, BOOTSEL beside it
    "U9": (U1_AT[0] + 9.5, U1_AT[1] - 9.0, 90),
    "C72": (U1_AT[0] + 13.5, U1_AT[1] - 14.0, 0),
    "R68": (U1_AT[0] + 4.5, U1_AT[1] - 12.0, 0),
    "SW1": (64.0, 31.0, 0),
    "R69": (U1_AT[0] - 6.5, U1_AT[1] + 4.0, 0),
    "TP1": (43.5, 86.0, 0), "TP6": (43.5, 89.0, 0), "TP7": (43.5, 92.0, 0),
    # USB: J1 on the right edge, the ESD arrays by it, D+/D- through 27 Ohm near the chip
    # the USB pair (_usb_pair) runs right from the RP2040's pins, down a column through its 27 Ohm
    # resistors (chip side up) and the ESD array (its lines straight through its pins 1-6 and 3-4),
    # into J1 below them: J1 J1_DOWN mm lower than the RP2040's USB pins, so that the pair turns
    # down once and never walls a part in
    "J1": (76.4, U1_AT[1] + 1.5 + J1_DOWN, 90),
    "U2": (USB_COLUMN[0] + 0.95, U1_AT[1] + 5.2, 270),
    "R65": (USB_COLUMN[1], U1_AT[1] + 2.1, 90),
    "R66": (USB_COLUMN[0], U1_AT[1] + 2.1, 90),
    "U8": (70.0, U1_AT[1] + 16.5, 0),
    "R1": (74.5, U1_AT[1] + 15.5, 90), "R2": (76.0, U1_AT[1] + 15.5, 90),
    "R3": (66.0, U1_AT[1] + 13.5, 0), "R4": (66.0, U1_AT[1] + 15.0, 0),
    "NT1": (U1_AT[0] + 4.3, U1_AT[1] + 7.6, 270),
    # the power path along the bottom: TVS and input capacitor, the eFuse, the 5 V bulk, the 3V3 regulator
    "D1": (74.0, 90.0, 90),
    "C2": (70.5, 88.0, 90),
    "U3": (66.05, 92.05, 0),   # its 0.5 mm pitch pads on the 0.1 mm grid
    # the eFuse's current limit and ramp left of the 5 V copper leaving its left and bottom pins
    "R5": (59.5, 94.5, 0), "C3": (59.5, 96.0, 0), "R6": (66.0, 97.0, 0), "TP2": (70.5, 97.0, 0),
    "R63": (62.5, 88.0, 0), "R64": (62.5, 89.5, 0),
    "C1": (50.0, 92.0, 0),
    "TP3": (47.0, 98.5, 0),
    "U10": (48.5, 80.0, 0),
    "C75": (43.0, 74.5, 0), "C76": (54.0, 75.0, 90), "C4": (54.5, 80.5, 90), "TP5": (58.5, 80.0, 0),
    # the LED rail's switch by the trunk, its slew capacitor, pull-down, the rail's capacitor
    "U4": (40.05, 95.55, 180), "C5": (37.5, 93.3, 180), "R7": (43.0, 95.3, 0), "C6": (33.0, 96.0, 0), "TP4": (37.0, 98.6, 0),
    # the LED data buffer and its series resistor, the chain end's divider
    "U5": (47.0, 70.0, 0), "C7": (47.0, 67.3, 0), "R8": (44.0, 70.0, 90),
    "R9": (44.0, 73.0, 0), "R10": (47.0, 73.0, 0),
    # row decoder and second-level mux, their decoupling, the ADC series and self-test divider
    "U6": (52.0, 24.0, 0), "C8": (58.0, 15.5, 0), "R11": (59.5, 24.0, 90),
    "U7": (52.0, 46.0, 0), "C9": (58.0, 37.5, 0),
    "R12": (U1_AT[0] + 1.0, U1_AT[1] + 9.5, 0),
    "R13": (59.5, 50.0, 90), "R14": (61.0, 50.0, 90), "C10": (62.5, 50.0, 90),
    # the clock panel's cable along the top; the buttons' pull-ups and filters, lamps, I2C pull-ups
    "J3": (49.0, 8.0, 90),    # 8 mm in from the right edge: the top-right mounting hole beyond it
    "R15": (66.0, 16.5, 90), "R16": (67.5, 16.5, 90), "R17": (69.0, 16.5, 90), "R18": (70.5, 16.5, 90),
    "C11": (66.0, 19.5, 90), "C12": (67.5, 19.5, 90), "C13": (69.0, 19.5, 90), "C14": (70.5, 19.5, 90),
    "Q16": (74.0, 22.0, 0), "Q17": (74.0, 27.0, 0), "R19": (77.0, 22.0, 90), "R20": (77.0, 27.0, 90),
    "R61": (72.5, 16.5, 90), "R62": (74.0, 16.5, 90),
    "J2": (77.0, 36.0, 0),
}
# Fiducials (three, not in one line, where no copper runs) and the four M3 mounting holes
# (hardware/geometry.py's CONTROLLER_HOLES), from the top-left corner
CTRL_OWN = {"FID1": (17.5, 1.5), "FID2": (78.5, 50.0), "FID3": (19.0, 94.0),
            **{"H%d" % (k + 1): hole for k, hole in enumerate(g.CONTROLLER_HOLES)}}
CTRL_OWN_FOOTPRINTS = {"FID": "Fiducial:Fiducial_1mm_Mask2mm", "H": "MountingHole:MountingHole_3.2mm_M3"}
# The bar sockets' keyed 2x8 header (Harwin Gecko, through-hole): its origin is pin 1, its body
# centred 4.375 mm along its rows and 0.625 mm across them from there
SOCKET_ALONG, SOCKET_ACROSS = 4.375, 0.625


def controller(netlist):
    ox, oy = CTRL_ORIGIN
    place = {}
    for rank in range(1, g.SIZE + 1):
        x, y = g.controller_connector_xy(rank)
        cx, cy = ox + x - g.CONTROLLER_X, oy + y - g.CONTROLLER_Y
        # lying across, its LED rail's pins 15 and 16 at the end by the trunk between the columns:
        # the first column as drawn, the second turned half round
        if rank >= 8:
            place["J%d" % (20 + rank)] = Placement(cx - SOCKET_ALONG, cy + SOCKET_ACROSS, 0)
        else:
            place["J%d" % (20 + rank)] = Placement(cx + SOCKET_ALONG, cy - SOCKET_ACROSS, 180)
        column, slot = (0, g.SIZE - rank) if rank >= 8 else (1, 7 - rank)
        gy = oy + 8.0 + slot * g.CONNECTOR_PITCH + (-2.5 if column == 0 else 3.0)
        gx = ox + 36.5
        place["Q%d" % rank] = Placement(gx, gy, 180)            # drain to the left, to the socket
        place["R%d" % (20 + rank)] = Placement(gx + 3.5, gy + 0.95, 0)   # from the decoder
        place["R%d" % (40 + rank)] = Placement(gx + 3.5, gy - 0.95, 0)   # the gate's pull-up
    for ref, (x, y, rot) in CTRL_PARTS.items():
        place[ref] = Placement(ox + x, oy + y, rot)
    for ref, (x, y) in CTRL_OWN.items():
        place[ref] = Placement(ox + x, oy + y, footprint=CTRL_OWN_FOOTPRINTS[ref.rstrip("0123456789")])
    missing = sorted(set(netlist.comps) - set(place))
    if missing:
        raise ValueError("controller: no place for %s (hardware/pcb/layouts.py)" % ", ".join(missing))
    widths = {net: 0.15 for net in netlist.nets if not POWER.match(net)}
    widths.update({"V5_LED": 0.25, "V5": 0.25, "VBUS": 0.25, "AGND": 0.25, "V1V1": 0.15, "GND": 0.3, "V3V3": 0.3})
    for rank in range(1, g.SIZE + 1):
        widths["ROW%d_VS" % rank] = 0.3
    outline = (ox, oy, ox + g.CONTROLLER_W, oy + g.CONTROLLER_H)
    # the RP2040's own circuit before the rest (its core supply V1V1 first, then its crystal, flash,
    # USB resistors: the shortest first), whose short ways around the chip the long nets would
    # otherwise take; the arbiter's button last of them (its pin walled in by its neighbours' ways
    # otherwise). All its nets first (the 15 sockets' select lines too) left 48 nets unrouted at
    # first, not 26.
    def span(net):
        xs = [place[node.ref].x for node in netlist.nets[net]]
        ys = [place[node.ref].y for node in netlist.nets[net]]
        return max(xs) - min(xs) + max(ys) - min(ys)
    own = sorted((n for n, nodes in netlist.nets.items() if not POWER.match(n) and span(n) < OWN_SPAN
                  and any(node.ref == "U1" for node in nodes)), key=lambda n: (span(n), n))
    # then the row address bus (RP2040 -> second-level mux -> decoder), whose pins at the mux the
    # later nets walled in (ROW_A2 at U7.14 was left unrouted when it came in the general order)
    first = (("V1V1",) + tuple(n for n in own if n not in ("V1V1", "BTN_ARBITER")) + ("BTN_ARBITER",)
             + ("ROW_A0", "ROW_A1", "ROW_A2", "ROW_A3"))
    # the fine-pitch chips' pins: the RP2040's all (its supply pins' vias to the planes too), the
    # eFuse's and the load switch's signals (their power pins take wider tracks)
    pins = {ref: {node.pin: n for n, nodes in netlist.nets.items() for node in nodes if node.ref == ref
                  and (ref == "U1" or widths.get(n) == 0.15)} for ref in ("U1", "U3", "U4")}

    def fan_out(pads, snap):
        return ([t for ref in sorted(pins) for t in _escapes(pads, snap, ref, pins[ref], place[ref])]
                + _power_copper(pads, snap) + _usb_pair(pads, snap) + _socket_supply(pads, snap))
    # In2.Cu carries tracks too (the V3V3 plane filled around them), at twice the cost of an outer
    # layer's (a long one would cut the plane); vias as near as their copper's clearance allows
    return Layout(outline, place, grid=0.1, planes={"GND": 1, "V3V3": 2}, widths=widths,
                  min_track=0.15, min_drill=CTRL_VIA[1], first=first, pattern=fan_out, signal=("F.Cu", "B.Cu", "In2.Cu"),
                  layer_cost=(0, 0, 1), clearance=CTRL_CLEARANCE, via=CTRL_VIA, via_spacing=CTRL_VIA[0] + CTRL_CLEARANCE)


# The controller's rules, finer than the bars' (JLCPCB's 4-layer boards: 0.09 mm track spacing and
# vias of 0.2 mm drill, 0.45 mm across at least): at the RP2040's 0.4 mm pitch a 0.6 mm via with
# 0.2 mm clearance fitted beside no pin's way out, whose neighbours' run beside it.
CTRL_CLEARANCE = 0.15
CTRL_VIA = (0.45, 0.2)


OWN_SPAN = 30.0   # mm (across the parts' centres): the RP2040's nets routed first are shorter
ESCAPE = 0.5   # mm: each fine-pitch pin's track straight out beyond its pad, laid before anything is routed


def _escapes(pads, snap, ref, nets, at):
    """A short track straight out of each of a QFN's side pads (0.15 mm, its pins' width): laid
    first, they keep every other net from running along a row of pads (which would wall the pins
    behind it in), so each pin keeps its way out."""
    tracks = []
    for pin, net in sorted(nets.items()):
        pad = pads.get("%s.%s" % (ref, pin))
        x0, y0, x1, y1 = pad.rect
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if min(x1 - x0, y1 - y0) > 0.3:
            continue   # the exposed pad
        if y1 - y0 > x1 - x0:   # a pad of the top or bottom row: out up or down
            out = -1 if cy < at.y else 1
            inner = snap(y0 + 0.2) if out < 0 else snap(y1 - 0.2)
            end = snap((y0 if out < 0 else y1) + out * ESCAPE)
            tracks.append((net, 0, (snap(cx), inner), (snap(cx), end), 0.15))
        else:                   # of the left or right column: out left or right
            out = -1 if cx < at.x else 1
            inner = snap(x0 + 0.2) if out < 0 else snap(x1 - 0.2)
            end = snap((x0 if out < 0 else x1) + out * ESCAPE)
            tracks.append((net, 0, (inner, snap(cy)), (end, snap(cy)), 0.15))
    return tracks


# Each board's finished thickness, mm (the fab is told: stackup.py, order.py): the row bar 1.0 mm, as
# the Hall sensors underneath sit that much nearer the stones (hardware/field_model.py); others 1.6.
THICKNESS = {"row-bar": g.PCB}


# The controller's route (0.1 mm grid, tracks on F.Cu, B.Cu and In2.Cu, GND and V3V3 planes, rip-up
# and retry) is saved (hardware/pcb/routes/controller.json) and laid again while it holds. With the
# SMD sockets, the 5 V copper laid by pattern (_power_copper) and the row address bus routed after
# the RP2040's own nets, 18 nets found no way at first and the rip-up's second round routed the last
# (14 min). Before the power copper: 20 nets at first, the rip-up's rounds left 1 (ROW9_GATE at
# R49), which the nets round its pad, taken up and routed again after it, let through. What got it
# there from 7 nets unrouted: the finer rules (CTRL_CLEARANCE, CTRL_VIA), vias beside the SMD
# sockets' outer select pins (gone with the through-hole sockets), V1V1 first, the arbiter's button
# last of the RP2040's own, and the local pass of the rip-up. With the keyed through-hole sockets,
# the holes and the USB pair (docs/hardware.md has the runs): without _socket_supply's tongues four
# sockets' pin 1 were walled off from the V3V3 plane; with them one select line was left at the
# RP2040 (COL_S2 at U1.6), with the select lines routed early SWD and V1V1 instead; with the second
# column's tongues 1.2 mm long every net routed and one pin 1 (J24) was left on a V3V3 island, joined
# by four bottom-layer tracks written by hand at the head of the saved route: a new route loses them
# (and needs its own check for islands: KiCad's DRC counts them as unconnected).
LAYOUTS = {"row-bar": row_bar, "clock-panel": clock_panel, "controller": controller}
# Boards laid out but not yet routed clean: generated only when named (`python -m hardware.pcb
# BOARD`), never by `make hardware` or the tests. None now.
DRAFTS = {}


# -- the controller's power copper, laid before anything is routed ---------------------------------
# Sized for the firmware's 3 A (hardware/budget.py) by IPC-2221 at +10 C (tests/test_pcb_power.py
# solves it from the Gerbers): 1 oz outer copper carries 1 A in ~0.30 mm, 3 A in ~1.37 mm; a 0.2 mm
# via ~1 A. Every via sits on a track's centre line on both its layers (the trim of unused copper,
# board.trim_dangling, joins nothing else), every track's end on another's centre line, a via or in
# a pad. Widths (mm):
VBUS_TRUNK = 1.7      # bottom layer, from J1's two via groups down the right side to the eFuse
VBUS_INTO = 1.15      # top, into the eFuse's right-hand VBUS pins (the exposed pad's clearance)
V5_MAIN = 2.0         # top, along the bottom edge from the eFuse to the load switch
V5_BRANCH = 1.4       # top, up to the 3V3 regulator and the load switch's upper pin
PANEL_FEED = 1.6      # the clock panel's 5 V (J3, 0.18 A) from the eFuse's output, bottom layer
LED_TRUNK = 1.6       # top, the LED rail between the two columns of bar sockets
LED_STUB = 0.6        # top, from the trunk through each socket's two V5_LED pins (0.735 A a bar)


def _power_copper(pads, snap):
    """VBUS, V5 and V5_LED as wide copper (items as _row_bar_lanes'): VBUS from each of J1's two
    VBUS pads by three vias to a bottom-layer trunk down the right side (clear of the USB-C shell's
    pads), up by seven vias beside the eFuse (U3) and into its VBUS pins from the right and from
    below, on through the TVS (D1), a stub to the input capacitor (C2); V5 out of the eFuse's left
    and bottom pins along the bottom edge to the load switch (U4, into its pins 1 and 4), a branch up
    to the regulator (U10) that carries on, by a via and the bottom layer, to the clock panel's cable
    (J3); V5_LED out of U4's pin 8 left and down, through its test point (TP4) along the bottom edge
    to a trunk up between the socket columns, a stub through each socket's V5_LED pins."""
    def centre(name):
        x0, y0, x1, y1 = pads[name].rect
        return snap((x0 + x1) / 2), snap((y0 + y1) / 2)

    items = []

    def track(net, layer, a, b, width):
        items.append((net, layer, a, b, width))

    def via(net, at):
        items.append((net, "via", at))

    # VBUS: J1's pads (A4/B9 and A9/B4 share each) out left to a column of three vias each, beside
    # the pad row and clear of the shell (S1) and of the decoupling left of the receptacle; on the
    # bottom layer a collector through the six, tapped halfway between the two groups (each pad
    # then carries half), under the receptacle to the trunk, which runs down between the shell's
    # pads (clear of the RP2040's decoupling and its ways out) to the eFuse
    col, tap_y = 101.7, 104.0
    trunk_x = 105.5
    for pad, ys in (("J1.A9", (101.6, 100.8, 100.0)), ("J1.A4", (106.4, 107.2, 108.0))):
        px, py = centre(pad)
        track("VBUS", 0, (px, py), (col, py), 0.6)
        track("VBUS", 0, (col, min(ys)), (col, max(ys)), 0.5)
        for y in ys:
            via("VBUS", (col, y))
    track("VBUS", 1, (col, 100.0), (col, 108.0), 0.7)
    track("VBUS", 1, (col, tap_y), (trunk_x, tap_y), 1.6)
    # J1's ground pins beside them straight into the shell's pads (the plane through those)
    for pad, shell_y in (("J1.A12", 99.6), ("J1.A1", 108.3)):
        px, py = centre(pad)
        track("GND", 0, (px, py), (px, shell_y), 0.3)
    # the trunk down to the collector beside the eFuse, seven vias up, into U3 from the right
    # (pin 12) through D1's pad, and from below (pin 10) round a loop that holds two of the vias
    row = 122.8
    into_right = (97.7, row)          # in U3's pin 12, clear of its exposed pad
    into_below = (96.8, 124.1)        # in its pin 10
    loop_y, loop_x = 125.4, 99.0
    track("VBUS", 1, (trunk_x, tap_y), (trunk_x, row), VBUS_TRUNK)
    track("VBUS", 1, (trunk_x, row), (102.2, row), VBUS_TRUNK)
    track("VBUS", 1, (loop_x, row), (102.2, row), 1.4)
    track("VBUS", 1, (loop_x, row), (loop_x, 124.6), 1.0)
    track("VBUS", 0, into_right, (centre("D1.1")[0], row), VBUS_INTO)
    track("VBUS", 0, into_below, (into_below[0], loop_y), 1.0)
    track("VBUS", 0, (into_below[0], loop_y), (loop_x, loop_y), 1.0)
    track("VBUS", 0, (loop_x, loop_y), (loop_x, row), 1.0)
    for x in (99.8, 100.6, 101.4, 102.2):
        via("VBUS", (x, row))
    for y in (123.8, 124.6):
        via("VBUS", (loop_x, y))
    c2 = centre("C2.1")
    track("VBUS", 0, c2, (c2[0], row), 0.5)
    # V5: out of U3's pin 5 (left) and pin 7 (below) to a riser left of it, down to the main run
    v_x, main_y = 93.4, 128.5
    track("V5", 0, (94.6, row), (v_x, row), 0.9)
    track("V5", 0, (95.3, 124.1), (95.3, loop_y), 1.0)
    track("V5", 0, (95.3, loop_y), (v_x, loop_y), 1.0)
    track("V5", 0, (v_x, row), (v_x, main_y), V5_MAIN)
    # the main run through TP3 to the load switch's pin 1 (from below); its pin 4 (from above)
    # by the branch to the regulator, which rises at branch_x
    u4_x = 71.1
    branch_x, over_y = 77.3, 123.9
    track("V5", 0, (v_x, main_y), (u4_x, main_y), V5_MAIN)
    track("V5", 0, (u4_x, 126.3), (u4_x, main_y), 0.7)
    track("V5", 0, (u4_x, 124.7), (u4_x, over_y), 0.5)
    track("V5", 0, (u4_x, over_y), (branch_x, over_y), V5_BRANCH)
    u10 = centre("U10.1")
    track("V5", 0, (branch_x, main_y), (branch_x, u10[1]), V5_BRANCH)
    track("V5", 0, (branch_x, u10[1]), u10, 0.8)
    # the clock panel's feed from the riser's foot (not through the main run's 3 A): by a via, on
    # the bottom layer under the main run, then straight up past the RP2040's left (under the row
    # mux's and decoder's left pins) into J3's pin 1 from below
    j3 = centre("J3.1")
    via("V5", (v_x, main_y))
    track("V5", 1, (v_x, main_y), (j3[0], main_y), PANEL_FEED)
    track("V5", 1, (j3[0], main_y), j3, PANEL_FEED)
    # V5_LED: out of U4's pin 8 left and down (into TP4), along the bottom edge, up between the
    # socket columns; a stub into each socket's pin 15, on to its pin 16 beside it
    out = (69.0, 126.3)
    run_y, trunk = 128.6, 46.0
    track("V5_LED", 0, out, (67.6, out[1]), 0.7)
    track("V5_LED", 0, (67.6, out[1]), (67.6, run_y), 0.7)
    track("V5_LED", 0, out, (out[0], run_y), 0.7)
    track("V5_LED", 0, (out[0], run_y), (trunk, run_y), LED_TRUNK)
    rows = sorted(set(centre("J%d.15" % (20 + rank))[1] for rank in range(1, g.SIZE + 1)))
    track("V5_LED", 0, (trunk, rows[0]), (trunk, run_y), LED_TRUNK)
    for rank in range(1, g.SIZE + 1):
        ref = "J%d" % (20 + rank)
        pin15, pin16 = centre(ref + ".15"), centre(ref + ".16")
        track("V5_LED", 0, (trunk, pin15[1]), pin15, LED_STUB)
        track("V5_LED", 0, pin15, pin16, LED_STUB)
    return items


SUPPLY_TONGUE = 0.8   # mm: the V3V3 copper on In2.Cu out of each bar socket's pin 1 (_socket_supply)
SECOND_TONGUE = 1.2   # mm long in the second column (at 2.5 mm one select line was walled in at U1.6)


def _socket_supply(pads, snap):
    """Each bar socket's V3V3 pin (1, through-hole) joins the V3V3 plane on In2.Cu, a layer the router
    lays tracks on too: its In2.Cu tracks hugging a socket's end walled pin 1 off from the plane
    (four sockets on the first route with these sockets). A tongue of V3V3 copper on In2.Cu out of
    each pin 1, away from the socket, keeps the router's tracks off: to the board's left edge for the
    first column, SECOND_TONGUE mm right for the second."""
    items = []
    for rank in range(1, g.SIZE + 1):
        x0, y0, x1, y1 = pads["J%d.1" % (20 + rank)].rect
        at = (snap((x0 + x1) / 2), snap((y0 + y1) / 2))
        end = CTRL_ORIGIN[0] + 0.8 if rank >= 8 else at[0] + SECOND_TONGUE
        items.append(("V3V3", 2, at, (snap(end), at[1]), SUPPLY_TONGUE))
    return items


def _usb_pair(pads, snap):
    """The USB pair on top from the RP2040's pins (47 D+, 46 D-: their escapes' ends) right to a
    column (USB_COLUMN: D- left, D+ right), down through the 27 Ohm resistors (R66, R65), through the
    ESD array U2 (each line straight through both its pins: 3-4, 1-6), into J1's pads below. J1's
    two D+ pads (B6, A6) are joined on top round the end of the D- pad between them (A7), which
    reaches its line by the one bridge: a via inside that loop, 1 mm on In2.Cu, a via on the line
    from B7. U2's ground pin by a via under its body to the plane; its VBUS pin by a via below it
    and a bottom-layer track to the VBUS collector (_power_copper)."""
    def centre(name):
        x0, y0, x1, y1 = pads[name].rect
        return snap((x0 + x1) / 2), snap((y0 + y1) / 2)

    dn_x, dp_x = USB_COLUMN[0] + CTRL_ORIGIN[0], USB_COLUMN[1] + CTRL_ORIGIN[0]
    items = []

    def track(net, a, b, layer=0, width=0.15):
        items.append((net, layer, a, b, width))

    for pin, net, x in (("U1.47", "USB_DP_MCU", dp_x), ("U1.46", "USB_DN_MCU", dn_x)):
        x0, y0, x1, y1 = pads[pin].rect
        start = (snap(x1 + ESCAPE), snap((y0 + y1) / 2))
        res = centre(("R65" if net == "USB_DP_MCU" else "R66") + ".2")
        track(net, start, (x, start[1]))
        track(net, (x, start[1]), (x, res[1]))
    # each line down its column: resistor, ESD array (in one pin, out of the other), to J1
    for net, x, res, esd_in, esd_out, row_pad in (("USB_DP", dp_x, "R65.1", "U2.1", "U2.6", "J1.B6"),
                                                  ("USB_DN", dn_x, "R66.1", "U2.3", "U2.4", "J1.B7")):
        row = centre(row_pad)
        track(net, (x, centre(res)[1]), (x, centre(esd_in)[1]))
        track(net, (x, centre(esd_in)[1]), (x, centre(esd_out)[1]))
        track(net, (x, centre(esd_out)[1]), (x, row[1]))
        track(net, (x, row[1]), row)
    # D+: B6 and A6 joined left of A7's end; D-: A7 by the bridge to the line into B7
    b6, a6, a7, b7 = centre("J1.B6"), centre("J1.A6"), centre("J1.A7"), centre("J1.B7")
    track("USB_DP", (dp_x, b6[1]), (dp_x, a6[1]))
    track("USB_DP", (dp_x, a6[1]), a6)
    bridge_x = dp_x + 0.5
    track("USB_DN", a7, (bridge_x, a7[1]))
    items += [("USB_DN", "via", (bridge_x, a7[1])), ("USB_DN", "via", (bridge_x, b7[1]))]
    track("USB_DN", (bridge_x, a7[1]), (bridge_x, b7[1]), layer=2)
    # U2's ground (pin 2) down to a via under its body; its VBUS (pin 5) to a via below it, then on
    # the bottom layer up clear of the bridge's via and right into the VBUS collector
    gnd, vbus = centre("U2.2"), centre("U2.5")
    body = snap((gnd[1] + vbus[1]) / 2)
    track("GND", gnd, (gnd[0], body))
    items.append(("GND", "via", (gnd[0], body)))
    below = snap(pads["U2.5"].rect[3] + 0.4)
    track("VBUS", vbus, (vbus[0], below))
    items.append(("VBUS", "via", (vbus[0], below)))
    run = snap(b6[1] - 0.1)
    track("VBUS", (vbus[0], below), (vbus[0], run), layer=1, width=0.3)
    track("VBUS", (vbus[0], run), (101.7, run), layer=1, width=0.3)
    return items
