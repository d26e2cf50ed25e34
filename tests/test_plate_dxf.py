"""The top plate and frame (hardware/generated/plate.dxf, hardware/mechanics.py) read back with ezdxf:
a hole over every LED on the 22 x 24 mm grid, and each bar's mounting holes where the row bar's PCB
has them, the PCB read from the committed .kicad_pcb with sexpdata (not from geometry.py)."""

from pathlib import Path

import ezdxf
import sexpdata
from sexpdata import Symbol

from hardware import geometry as g

ROOT = Path(__file__).resolve().parent.parent
DXF = ROOT / "hardware" / "generated" / "plate.dxf"
BAR_PCB = ROOT / "hardware" / "generated" / "pcb" / "row-bar" / "row-bar.kicad_pcb"


def _items(tree, head):
    return [e for e in tree if isinstance(e, list) and e and e[0] == Symbol(head)]


def bar_pcb():
    """(LED centres, mounting holes' centres and drills) of the row bar's PCB, KiCad's y down."""
    leds, holes = [], []
    for fp in _items(sexpdata.loads(BAR_PCB.read_text()), "footprint"):
        at = _items(fp, "at")[0]
        x, y = float(at[1]), float(at[2])
        if str(fp[1]).startswith("LED_SMD:"):
            leds.append((x, y))
        for pad in _items(fp, "pad"):
            if pad[2] == Symbol("np_thru_hole"):
                holes.append((x, y, float(_items(pad, "drill")[0][1])))
    return sorted(leds), sorted(holes)


def circles(doc, layer):
    return sorted((round(c.dxf.center.x, 3), round(c.dxf.center.y, 3), round(2 * c.dxf.radius, 3))
                  for c in doc.modelspace().query('CIRCLE[layer=="%s"]' % layer))


def test_the_plate_has_a_hole_over_every_led_on_the_grid():
    doc = ezdxf.readfile(DXF)
    assert doc.units == ezdxf.units.MM
    holes = circles(doc, "LED_HOLES")
    assert len(holes) == 225 and {d for _, _, d in holes} == {5.0}
    xs = sorted({x for x, _, _ in holes})
    ys = sorted({y for _, y, _ in holes})
    assert [round(b - a, 3) for a, b in zip(xs, xs[1:])] == [22.0] * 14
    assert [round(b - a, 3) for a, b in zip(ys, ys[1:])] == [24.0] * 14
    (top,) = doc.modelspace().query('LWPOLYLINE[layer=="TOP"]')
    corners = [(p[0], p[1]) for p in top.get_points()]
    width = max(x for x, _ in corners) - min(x for x, _ in corners)
    assert (min(xs), round(width - max(xs), 3)) == (22.0, 22.0)   # the margin round the field


def test_each_bars_mounting_holes_are_where_its_pcb_has_them():
    doc = ezdxf.readfile(DXF)
    leds, pcb_holes = bar_pcb()
    assert len(leds) == 15 and len(pcb_holes) == 3
    a = leds[0]   # the bar's LED at file a: the PCB's holes measured from it (y up in the DXF)
    from_a = sorted((round(x - a[0], 3), round(a[1] - y, 3), d) for x, y, d in pcb_holes)
    led_holes = circles(doc, "LED_HOLES")
    bar_holes = circles(doc, "BAR_HOLES")
    assert len(bar_holes) == 15 * 3
    bars = doc.modelspace().query('LWPOLYLINE[layer=="BARS"]')
    assert len(bars) == 15
    for row_y in sorted({y for _, y, _ in led_holes}):
        ax = min(x for x, y, _ in led_holes if y == row_y)
        mine = sorted((round(x - ax, 3), round(y - row_y, 3), d) for x, y, d in bar_holes if abs(y - row_y) < g.BAR_WIDTH / 2)
        assert mine == from_a


CONTROLLER_PCB = ROOT / "hardware" / "generated" / "pcb" / "controller" / "controller.kicad_pcb"


def controller_pcb():
    """(outline's top-left corner, the unplated holes' centres and drills) of the committed
    controller PCB, KiCad's y down."""
    tree = sexpdata.loads(CONTROLLER_PCB.read_text())
    corners = [(float(_items(line, "start")[0][1]), float(_items(line, "start")[0][2])) for line in _items(tree, "gr_line")
               if str(_items(line, "layer")[0][1]) == "Edge.Cuts"]
    holes = []
    for fp in _items(tree, "footprint"):
        at = _items(fp, "at")[0]
        for pad in _items(fp, "pad"):
            if pad[2] == Symbol("np_thru_hole") and str(fp[1]).startswith("MountingHole:"):
                holes.append((float(at[1]), float(at[2]), float(_items(pad, "drill")[0][1])))
    return (min(x for x, _ in corners), min(y for _, y in corners)), sorted(holes)


def test_the_controllers_mounting_holes_are_where_its_pcb_has_them():
    # the frame carries the controller by its four M3 holes: the DXF's, measured from the
    # controller's top-left corner (y up in the DXF), are the PCB's (none on the PCB before issue 33)
    doc = ezdxf.readfile(DXF)
    (x0, y0), pcb_holes = controller_pcb()
    assert len(pcb_holes) == 4 and {d for _, _, d in pcb_holes} == {3.2}
    (outline,) = doc.modelspace().query('LWPOLYLINE[layer=="CONTROLLER"]')
    left = min(p[0] for p in outline.get_points())
    top = max(p[1] for p in outline.get_points())
    drawn = sorted((round(x - left, 3), round(top - y, 3), d) for x, y, d in circles(doc, "CONTROLLER_HOLES"))
    assert drawn == sorted((round(x - x0, 3), round(y - y0, 3), d) for x, y, d in pcb_holes)
