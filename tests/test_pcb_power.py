"""The boards' power copper, solved from the files the fab receives (the committed Gerbers and drill,
read back by gerbonara: tests/pcb_power.py). The controller at the firmware's budget (3 A from a 3 A
USB-C source, the rest of it to the LEDs: hardware/budget.py, hardware/schematic/power.py): no piece
of track or via may rise more than 10 C by IPC-2221, and at the lowest USB-C source voltage (4.75 V)
every load on VBUS, V5 and V5_LED must stay in its supply range (the ranges from the parts' data
sheets, the eFuse's and the load switch's resistance from theirs), the 3V3 regulator out of dropout;
VBUS changes layer through via arrays and V5 and V5_LED keep their current off vias (their copper is
laid by pattern before routing: hardware/pcb/layouts.py, _power_copper). The row bar with one bar all
white and the clock panel too. A power track thinned in a copy of the Gerbers fails the check.
"""

import re
import shutil
from pathlib import Path

import pytest

from hardware import budget
from hardware.schematic import power
from tests import pcb_power as pp

ROOT = Path(__file__).resolve().parent.parent
GERBERS = ROOT / "hardware" / "generated" / "pcb"
SOCKETS = ["J%d" % (20 + rank) for rank in range(1, 16)]
BAR_A = 15 * budget.LED_FULL_MA / 1e3           # one bar all white
PANEL_A = (2 * budget.DISPLAY_MA + 2 * budget.LAMP_MA) / 1e3   # the clock panel's cable (J3)
REGULATOR_A = (budget.rails()["3V3"] + budget.LDO_GROUND_MA) / 1e3
USB_MIN_V = 4.75


def controller(folder=GERBERS / "controller" / "gerbers"):
    """{net: (pieces with their worst current, {load: worst drop})} and the worst voltages."""
    copper = pp.Copper(folder)
    led_a = power.LED_RAIL_A
    result = {}
    vbus = copper.network("VBUS")
    result["VBUS"] = vbus.solve("J1", {"U3": power.SUPPLY_A})
    v5 = copper.network("V5")
    result["V5"] = v5.solve("U3", {"U4": led_a, "U10": REGULATOR_A, "J3": PANEL_A})
    leds = copper.network("V5_LED")
    result["V5_LED"] = leds.worst_case("U4", {j: BAR_A for j in SOCKETS}, led_a)
    gnd = copper.network("GND")
    result["GND"] = gnd.worst_case("J1", dict({j: BAR_A for j in SOCKETS}, J3=PANEL_A), led_a + PANEL_A)
    return result


def voltages(result):
    """The lowest voltage at each load (its supply pin against its ground, both through the copper)."""
    efuse_out = USB_MIN_V - result["VBUS"][1]["U3"] - power.SUPPLY_A * budget.EFUSE_RON
    v5_drops = result["V5"][1]
    gnd = result["GND"][1]
    switch_out = efuse_out - v5_drops["U4"] - power.LED_RAIL_A * budget.SWITCH_RON
    volts = {"U10 (3V3 regulator) VI": efuse_out - v5_drops["U10"],
             "J3 (the clock panel's 5 V)": efuse_out - v5_drops["J3"] - gnd["J3"]}
    for socket in SOCKETS:
        volts["%s (bar socket) V5_LED" % socket] = switch_out - result["V5_LED"][1][socket] - gnd[socket]
    return volts


@pytest.fixture(scope="module")
def solved():
    return controller()


def _hottest(pieces):
    return pp.rises(pieces)[0]


def test_no_piece_of_the_controllers_power_copper_rises_over_10_c(solved):
    report, over = [], []
    for net, (pieces, _) in solved.items():
        rise, amps, piece = _hottest(pieces)
        report.append("%s: hottest %s at %.2f A, +%.1f C" % (net, pp.describe(piece), abs(amps), rise))
        over += ["%s: %s at %.2f A: +%.1f C" % (net, pp.describe(p), abs(a), r)
                 for r, a, p in pp.rises(pieces) if r > pp.LIMIT_C]
    print("\n".join(report))
    assert not over, "\n".join(over)


def test_every_load_stays_in_its_supply_range_at_a_4_75_v_source(solved):
    volts = voltages(solved)
    print("\n".join("%-34s %.3f V" % kv for kv in sorted(volts.items(), key=lambda kv: kv[1])))
    regulator_min = power.SUPPLY_RANGES["ldo"]["VI"][0][0]         # its 3.3 V and its dropout
    display_min = power.SUPPLY_RANGES["display"]["+"][0][0]         # HT16K33's 4.5 V
    led_min = power.SUPPLY_RANGES["led"]["VDD"][0][0] + budget.bar_cable_drop_v()[1]   # at the bar, past its cable
    assert volts["U10 (3V3 regulator) VI"] >= regulator_min + 0.2, "the 3V3 regulator within 0.2 V of dropout"
    assert volts["J3 (the clock panel's 5 V)"] >= display_min
    for socket in SOCKETS:
        assert volts["%s (bar socket) V5_LED" % socket] >= led_min


def test_vbus_changes_layer_through_via_arrays_and_the_5v_rails_stay_on_top(solved):
    # VBUS's path reaches the bottom layer and back through arrays (at least six vias carry a share);
    # no via carries a real part of V5's or V5_LED's current (only the router's links to small loads)
    vbus = [p for p, a in solved["VBUS"][0] if p.kind == "via" and abs(a) > 0.1]
    assert len({p.where[0] for p in vbus}) >= 6
    for net in ("V5", "V5_LED"):
        assert all(abs(a) < 0.3 for p, a in solved[net][0] if p.kind == "via"), net


def test_the_row_bar_carries_one_bar_all_white_along_its_length():
    # its LEDs' 5 V and ground run the bar's length on the top layer from the cable's connector (J101)
    # to LED a: one bar all white (15 x 49 mA) through them stays under 10 C, and the farthest LED
    # loses under 0.25 V to the bar's copper, rail and ground (0.16 V as laid): from V5_LED's 4.51 V
    # lowest (hardware/schematic/power.py) less the cable's 24 mV it keeps its 3.5 V minimum
    worst, report = 0.0, []
    for net, (pieces, drops) in _row_bar(GERBERS / "row-bar" / "gerbers").items():
        rise, amps, piece = _hottest(pieces)
        report.append("%s: hottest %s at %.2f A, +%.1f C; farthest LED %.0f mV down"
                      % (net, pp.describe(piece), abs(amps), rise, 1e3 * max(drops.values())))
        assert rise < pp.LIMIT_C
        worst += max(drops.values())
    print("\n".join(report))
    assert worst < 0.25


def test_the_clock_panel_feeds_its_faces_and_lamps():
    # the panel's 5 V from its cable (J40) to the two displays and the two button lamps: 180 mA in all,
    # a few degrees at most, and under 30 mV lost on the panel (22 mV as laid) of the 70 mV between
    # V5's lowest 4.57 V (hardware/schematic/power.py) and the displays' 4.5 V minimum
    copper = pp.Copper(GERBERS / "clock-panel" / "gerbers")
    loads = {"DS41": budget.DISPLAY_MA / 1e3, "DS42": budget.DISPLAY_MA / 1e3,
             "SW41": budget.LAMP_MA / 1e3, "SW42": budget.LAMP_MA / 1e3}
    pieces, drops = copper.network("V5").solve("J40", loads)
    rise, amps, piece = _hottest(pieces)
    print("clock panel V5: hottest %s at %.2f A, +%.1f C; %.0f mV to the farthest load"
          % (pp.describe(piece), abs(amps), rise, 1e3 * max(drops.values())))
    assert rise < pp.LIMIT_C and max(drops.values()) < 0.03


def _thinned_copy(tmp_path, board, net, width, analyse):
    """A board's Gerbers copied, the track of `net` that carries the most current (analyse(folder) ->
    {net: (pieces, drops)}) redrawn at `width` mm: a new round aperture for the whole draw that holds
    that piece (a track is cut into pieces where others join it: the draw is the track as laid), as
    a careless edit would leave it."""
    folder = tmp_path / "gerbers"
    shutil.copytree(GERBERS / board / "gerbers", folder)
    pieces, _ = analyse(folder)[net]
    _, amps, piece = max(((abs(a), a, p) for p, a in pieces if p.kind == "track"), key=lambda t: t[0])
    (x0, y0), (x1, y1), _ = piece.where
    path = next(folder.glob("*-%s.gbr" % piece.layer))
    text = path.read_text()

    def on(p, a, b):   # p on the segment a-b (the draws run straight across or down)
        return (min(a[0], b[0]) - 1e-3 <= p[0] <= max(a[0], b[0]) + 1e-3 and min(a[1], b[1]) - 1e-3 <= p[1] <= max(a[1], b[1]) + 1e-3
                and abs((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0])) < 1e-6)

    match, at = None, None
    for m in re.finditer(r"^X(-?\d+)Y(-?\d+)(D0[12])\*$", text, re.M):
        here = (int(m.group(1)) / 1e6, -int(m.group(2)) / 1e6)
        if m.group(3) == "D01" and at is not None and on((x0, y0), at, here) and on((x1, y1), at, here):
            match = m
            break
        at = here
    assert match, "the draw of %s not found in %s" % (pp.describe(piece), path.name)
    aperture = re.findall(r"^(D\d+)\*$", text[:match.start()], re.M)[-1]
    text = text[:match.start()] + "D999*\n" + match.group(0) + "\n%s*" % aperture + text[match.end():]
    last = text.rindex("\n", 0, text.rindex("%ADD")) + 1   # the new aperture after the file's own
    text = text[:last] + "%%TA.AperFunction,Conductor*%%\n%%ADD999C,%.6f*%%\n%%TD*%%\n" % width + text[last:]
    path.write_text(text)
    return folder, piece


def _row_bar(folder):
    copper = pp.Copper(folder)
    leds = {"D%d" % (101 + k): budget.LED_FULL_MA / 1e3 for k in range(15)}
    return {net: copper.network(net).solve("J101", leds) for net in ("V5_LED", "GND")}


def test_a_power_track_thinned_fails_the_check(tmp_path):
    # the row bar's LED rail where it carries most (0.3 mm from the connector, 0.74 A) redrawn at 0.1 mm
    # in its Gerber: the solve finds that draw, now the hottest piece, over 10 C
    folder, piece = _thinned_copy(tmp_path / "bar", "row-bar", "V5_LED", 0.1, _row_bar)
    rise, amps, hottest = _hottest(_row_bar(folder)["V5_LED"][0])
    assert piece.where[2] > 0.1 and hottest.where[2] == pytest.approx(0.1) and rise > pp.LIMIT_C, (pp.describe(hottest), rise)
    # the controller's V5_LED track that carries most, at 0.25 mm: over 10 C too
    folder, piece = _thinned_copy(tmp_path / "controller", "controller", "V5_LED", 0.25, controller)
    rise, amps, hottest = _hottest(controller(folder)["V5_LED"][0])
    assert hottest.where[2] == pytest.approx(0.25) and rise > pp.LIMIT_C, (pp.describe(hottest), rise)


def test_ipc_2221_gives_the_published_widths():
    # IPC-2221's external curve at 10 C: 1 A needs ~0.30 mm, 3 A ~1.37 mm of 1 oz copper; inner 0.5 oz
    # 3 A ~7.1 mm (the calculators' figures, e.g. Qorvo's trace power handling calculator)
    def width_for(amps, layer):
        lo, hi = 0.01, 20.0
        for _ in range(60):
            mid = (lo + hi) / 2
            k = pp.K_INNER if layer in pp.INNER else pp.K_OUTER
            lo, hi = (mid, hi) if pp.ipc_rise(amps, pp.track_area_mil2(mid, layer), k) > 10 else (lo, mid)
        return hi
    assert width_for(1, "F_Cu") == pytest.approx(0.30, abs=0.01)
    assert width_for(3, "F_Cu") == pytest.approx(1.37, abs=0.02)
    assert width_for(3, "In2_Cu") == pytest.approx(7.11, abs=0.05)
    # a 0.2 mm via (18 um plating) carries 1.0-1.3 A at 10 C (Advanced Circuits' via calculator: ~1.0 A)
    assert pp.ipc_rise(1.0, pp.via_area_mil2(0.2), pp.K_OUTER) < 10 < pp.ipc_rise(1.3, pp.via_area_mil2(0.2), pp.K_OUTER)
