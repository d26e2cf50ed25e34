"""A cable between two boards cannot go on the wrong way round: each end's connector is keyed.

The truth is not our own table. Each end's footprint is read from KiCad's library (.kicad_mod): its
body outline on the fabrication layer (F.Fab) must not look the same after the half turn that a
plug put on the wrong way round is (the pin-1 marker left out: it is a drawing, not plastic). The
pads' own positions say which pad a half turn puts where, and the generated netlist says why the
key matters: that turn would join two different supply nets (the bar cable's pin 16, V5_LED, onto
pin 1, the bar's 3V3).
"""

import math
import re
from pathlib import Path

import numpy as np
import pytest
import sexpdata
from sexpdata import Symbol

from hardware.schematic import netlist, sources

ROOT = Path(__file__).resolve().parent.parent
NETLIST = ROOT / "hardware" / "generated" / "tengen.net"

# the cables between boards, by the references of their two ends (hardware/schematic/design.py):
# W1-W15 the bar cables (the controller's J21..J35, each bar's Jn01), W16 the clock panel's
CABLES = dict([("W%d" % rank, ("J%d" % (20 + rank), "J%d01" % rank)) for rank in range(1, 16)] + [("W16", ("J3", "J40"))])

STEP = 0.05       # mm between the points sampled along the outline
TOLERANCE = 0.02  # mm: a turned point this near the outline lies on it
KEY_MM = 0.5      # mm of outline that the half turn does not map onto the outline: a key, not a rounding


def _items(tree, head):
    return [e for e in tree if isinstance(e, list) and e and e[0] == Symbol(head)]


def _xy(item, head):
    found = _items(item, head)[0]
    return float(found[1]), float(found[2])


def _layer(item):
    found = _items(item, "layer")
    return str(found[0][1]) if found else ""


def _arc_points(start, mid, end):
    """Points along the circle through start, mid and end, from start to end through mid."""
    (ax, ay), (bx, by), (cx, cy) = start, mid, end
    d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
    ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) / d
    uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) / d
    r = math.hypot(ax - ux, ay - uy)
    a0, am, a1 = (math.atan2(p[1] - uy, p[0] - ux) for p in (start, mid, end))
    sweep = (a1 - a0) % (2 * math.pi)
    if (am - a0) % (2 * math.pi) > sweep:   # the way round through mid is the other one
        sweep -= 2 * math.pi
    n = max(2, int(abs(sweep) * r / 0.01) + 1)
    return [(ux + r * math.cos(a0 + sweep * k / (n - 1)), uy + r * math.sin(a0 + sweep * k / (n - 1))) for k in range(n)]


def footprint(ref):
    """(the F.Fab outline as segments [(x0, y0, x1, y1)], {pad number: (x, y)}) of footprint "Lib:Name"."""
    tree = sexpdata.loads(sources.footprint_path(ref).read_text())
    segments = []
    for item in tree:
        if not isinstance(item, list) or not item or _layer(item) != "F.Fab":
            continue
        kind = str(item[0])
        if kind == "fp_line":
            segments.append(_xy(item, "start") + _xy(item, "end"))
        elif kind == "fp_rect":
            (x0, y0), (x1, y1) = _xy(item, "start"), _xy(item, "end")
            corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
            segments += [corners[k] + corners[(k + 1) % 4] for k in range(4)]
        elif kind in ("fp_arc", "fp_circle", "fp_poly"):
            if kind == "fp_arc":
                points = _arc_points(_xy(item, "start"), _xy(item, "mid"), _xy(item, "end"))
            elif kind == "fp_circle":
                (cx, cy), (ex, ey) = _xy(item, "center"), _xy(item, "end")
                r = math.hypot(ex - cx, ey - cy)
                points = [(cx + r * math.cos(2 * math.pi * k / 64), cy + r * math.sin(2 * math.pi * k / 64)) for k in range(65)]
            else:
                points = [(float(p[1]), float(p[2])) for p in _items(_items(item, "pts")[0], "xy")]
                points.append(points[0])
            segments += [points[k] + points[k + 1] for k in range(len(points) - 1)]
    pads = {}
    for pad in _items(tree, "pad"):
        number = str(pad[1])
        if re.fullmatch(r"\d+", number):
            pads[number] = _xy(pad, "at")
    return segments, pads


def half_turn(pads):
    """{pad: the pad a half turn about the pins' centre puts in its place} (a plug turned round:
    its contact k lands on that pad)."""
    cx = sum(x for x, _ in pads.values()) / len(pads)
    cy = sum(y for _, y in pads.values()) / len(pads)
    turned = {}
    for number, (x, y) in pads.items():
        tx, ty = 2 * cx - x, 2 * cy - y
        turned[number] = next(n for n, (px, py) in pads.items() if abs(px - tx) < 1e-3 and abs(py - ty) < 1e-3)
    return turned, (cx, cy)


def unmatched_mm(ref):
    """How many mm of footprint `ref`'s body outline the half turn about its pins' centre does not
    lay onto the outline: 0 for a body that fits either way round. Points nearer pin 1 (or the pad
    the turn puts there) than any other pad are left out: the pin-1 marker (a chamfer, a triangle)."""
    segments, pads = footprint(ref)
    turned, (cx, cy) = half_turn(pads)
    pad_xy = np.array(list(pads.values()))
    marker = {list(pads).index("1"), list(pads).index(next(n for n, m in turned.items() if m == "1"))}
    seg = np.array(segments)
    a, b = seg[:, :2], seg[:, 2:]
    ab = b - a
    length2 = np.maximum((ab ** 2).sum(axis=1), 1e-12)

    def distance(p):   # from point p to the nearest segment
        t = np.clip(((p - a) * ab).sum(axis=1) / length2, 0, 1)
        return np.sqrt((((a + t[:, None] * ab) - p) ** 2).sum(axis=1)).min()

    missing = 0.0
    for x0, y0, x1, y1 in segments:
        n = max(1, int(math.hypot(x1 - x0, y1 - y0) / STEP))
        for k in range(n):
            t = (k + 0.5) / n
            p = np.array([x0 + (x1 - x0) * t, y0 + (y1 - y0) * t])
            if int(np.argmin(((pad_xy - p) ** 2).sum(axis=1))) in marker:
                continue
            if distance(np.array([2 * cx, 2 * cy]) - p) > TOLERANCE:
                missing += math.hypot(x1 - x0, y1 - y0) / n
    return missing


def keyed(ref):
    return unmatched_mm(ref) > KEY_MM


@pytest.fixture(scope="module")
def design():
    return netlist.parse(NETLIST.read_text())


def _net_of(design):
    return {(node.ref, node.pin): name for name, nodes in design.nets.items() for node in nodes}


def _supplies(design):
    """The nets some part takes its power from (a power input on them)."""
    return {name for name, nodes in design.nets.items() if any(node.type == "power_in" for node in nodes)}


@pytest.mark.parametrize("cable", sorted(CABLES, key=lambda w: int(w[1:])))
def test_each_end_of_every_cable_is_keyed_and_a_turned_plug_would_short_two_supplies(design, cable):
    net_of, supplies = _net_of(design), _supplies(design)
    for ref in CABLES[cable]:
        fp = design.comps[ref].footprint
        # the cable joins pin k to pin k: the netlist has both ends of every wire on one net
        other = CABLES[cable][1] if ref == CABLES[cable][0] else CABLES[cable][0]
        _, pads = footprint(fp)
        assert all(net_of[(ref, k)] == net_of[(other, k)] for k in pads), cable
        # the key is needed: turned round, some contact would join two different supplies
        turned, _ = half_turn(pads)
        shorts = sorted({tuple(sorted((net_of[(ref, k)], net_of[(ref, m)]))) for k, m in turned.items()
                         if net_of[(ref, k)] != net_of[(ref, m)] and {net_of[(ref, k)], net_of[(ref, m)]} <= supplies})
        assert shorts, "%s %s: a turned plug joins no two supplies" % (cable, ref)
        # and it is there: the body does not fit the other way round
        assert keyed(fp), "%s: %s's %s fits either way round (its F.Fab outline is the same turned: %.2f mm differs), " \
                          "so a plug turned round would join %s" % (cable, ref, fp, unmatched_mm(fp), shorts)


def test_the_bar_cable_turned_would_put_the_led_rail_on_the_bars_3v3(design):
    # the case issue 33 names: pin 16 (V5_LED) turned onto pin 1 (the bar's 3V3), 15 onto 2 (AGND)
    net_of = _net_of(design)
    turned, _ = half_turn(footprint(design.comps["J101"].footprint)[1])
    assert (turned["16"], turned["15"]) == ("1", "2")
    assert {net_of[("J101", "16")], net_of[("J101", "1")], net_of[("J101", "2")]} == {"V5_LED", "V3V3", "AGND"}


def test_the_key_check_sees_no_key_on_an_unshrouded_header_and_one_on_a_box_header():
    # the 1.27 mm SMD pin header the bars had (Samtec FTSH-108's footprint): only its pin-1 chamfer
    # differs turned round, so a plug fits either way; the 2.54 mm box header's slot and the Gecko's
    # notched and ribbed shroud do not
    assert unmatched_mm("Connector_PinHeader_1.27mm:PinHeader_2x08_P1.27mm_Vertical_SMD") == 0
    assert keyed("Connector_IDC:IDC-Header_2x08_P2.54mm_Vertical")
    assert keyed("Connector_Harwin:Harwin_Gecko-G125-MVX1605L0X_2x08_P1.25mm_Vertical")
