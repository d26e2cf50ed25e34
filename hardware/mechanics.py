"""The board's dimensioned drawing (generated/board.svg), its cables (generated/cables.svg) and the
top plate and frame for the laser cutter (generated/plate.dxf), from geometry.py.

Top view at 1:1 (user units are millimetres): outline, grid, star points, the sensor and LED at
each point, the 15 row bars under the ranks, the controller, the clock panel with its buttons and
displays. Beside it, the stack-up under a point and the magnet in a stone, at 6:1.
"""

from hardware import geometry as g
from hardware.svg import Svg

FILES = "abcdefghijklmno"
STARS = ((7, 7), (3, 3), (11, 3), (3, 11), (11, 11))


def drawing():
    ox, oy = 40.0, 40.0                     # the board's top-left corner on the sheet
    width = ox + g.BOARD_X + g.PANEL_X + 60 + 380
    height = oy + g.BOARD_Y + 70
    svg = Svg(width, height, "Tengen: board dimensions")
    svg.text(ox, 22, "Tengen board: top view 1:1, stack-up 6:1 (mm; generated from hardware/geometry.py)", size=9,
             weight="bold")
    # field origin (a1) in sheet coordinates; y grows downwards, rank 1 at the bottom (Black's side)
    ax, ay = ox + g.MARGIN, oy + g.MARGIN + g.FIELD_Y

    def at(column, row):
        x, y = g.point_xy(column, row)
        return ax + x, ay - y

    svg.rect(ox, oy, g.BOARD_X, g.BOARD_Y, fill="#f3e5c8", stroke="#000", width=0.8)
    px = ox + g.BOARD_X
    svg.rect(px, oy, g.PANEL_X, g.BOARD_Y, fill="#e0e0e0", stroke="#000", width=0.8)
    # the row bars and the controller, under the top (dashed)
    for row in range(g.SIZE):
        x, y = at(0, row)
        svg.rect(x - 14, y - g.BAR_WIDTH / 2, g.BAR_LENGTH, g.BAR_WIDTH, stroke="#1565c0", width=0.3, dash="2,1.5")
    svg.rect(px + 8, oy + g.BOARD_Y / 2 - 50, 80, 100, stroke="#1565c0", width=0.5, dash="2,1.5")
    svg.text(px + 48, oy + g.BOARD_Y / 2, "controller", size=6, anchor="middle", fill="#1565c0")
    svg.text(px + 48, oy + g.BOARD_Y / 2 + 7, "100 x 80 (under)", size=5, anchor="middle", fill="#1565c0")
    # grid
    for k in range(g.SIZE):
        x0, y0 = at(k, 0)
        x1, y1 = at(k, g.SIZE - 1)
        svg.line(x0, y0, x1, y1, width=0.35)
        x0, y0 = at(0, k)
        x1, y1 = at(g.SIZE - 1, k)
        svg.line(x0, y0, x1, y1, width=0.35)
        x, y = at(k, 0)
        svg.text(x, y + 9, FILES[k], size=5, anchor="middle")
        x, y = at(0, k)
        svg.text(x - 6, y + 1.8, str(k + 1), size=5, anchor="end")
    for column, row in STARS:
        x, y = at(column, row)
        svg.circle(x, y, 1.5, fill="#000", stroke="none")
    # sensor + LED at each point (one shown enlarged in the stack-up); a stone on h8 and its neighbour
    for column in range(g.SIZE):
        for row in range(g.SIZE):
            x, y = at(column, row)
            svg.rect(x - 2.5, y - 2.5, 5, 5, stroke="#c62828", width=0.2)
    for column, row, fill in ((7, 7, "#222"), (8, 7, "#fafafa")):
        x, y = at(column, row)
        svg.circle(x, y, g.STONE_D / 2, fill=fill, stroke="#000", width=0.4)
        svg.circle(x, y, g.MAGNET_D / 2, stroke="#888", width=0.3)
    # clock panel: two displays, two arcade buttons (left = P1, at rank 1's end), menu and arbiter
    cx = px + g.PANEL_X / 2
    for y, label in ((oy + 40, "right button (P2)"), (oy + g.BOARD_Y - 40, "left button (P1)")):
        svg.circle(cx, y, 30, fill="#ffcc80", stroke="#000", width=0.5)
        svg.text(cx, y + 1.5, label, size=5, anchor="middle")
    for y, label in ((oy + 95, "right face 0x71"), (oy + g.BOARD_Y - 120, "left face 0x70")):
        svg.rect(cx - 38, y, 76, 25, fill="#263238", stroke="#000", width=0.5)
        svg.text(cx, y + 15, label, size=5, anchor="middle", fill="#ffab91")
    for k, label in enumerate(("menu", "arbiter")):
        svg.circle(cx - 12 + 24 * k, oy + 128, 4, fill="#bdbdbd", stroke="#000", width=0.4)
        svg.text(cx - 12 + 24 * k, oy + 138, label, size=4.5, anchor="middle")
    # dimensions
    x0, y0 = at(0, 0)
    x1, _ = at(1, 0)
    svg.dimension(x0, y0 + 11, x1, y0 + 11, "%g" % g.CELL_X, offset=9, size=5)  # below the file letters
    _, y1 = at(0, 1)
    xe, _ = at(g.SIZE - 1, 0)
    svg.dimension(xe, y0, xe, y1, "%g" % g.CELL_Y, offset=12, size=5)
    xt, yt = at(0, g.SIZE - 1)
    svg.dimension(x0, oy, xe, oy, "field %g" % g.FIELD_X, offset=-8, size=6)
    svg.dimension(ox, yt, ox, y0, "field %g" % g.FIELD_Y, offset=-14, size=6)
    svg.dimension(ox, oy + g.BOARD_Y, px, oy + g.BOARD_Y, "board %g" % g.BOARD_X, offset=18, size=6)
    svg.dimension(px, oy + g.BOARD_Y, px + g.PANEL_X, oy + g.BOARD_Y, "panel %g" % g.PANEL_X, offset=18, size=6)
    svg.dimension(px + g.PANEL_X, oy, px + g.PANEL_X, oy + g.BOARD_Y, "board %g" % g.BOARD_Y, offset=12, size=6)
    svg.dimension(ox, oy + g.BOARD_Y, x0, oy + g.BOARD_Y, "%g" % g.MARGIN, offset=8, size=5)
    svg.text(ox + 2, oy + 7, "margin %g (rules: >= %g); bars dashed blue, %g x %g, connector at the o end"
             % (g.MARGIN, g.MIN_MARGIN, g.BAR_LENGTH, g.BAR_WIDTH), size=4.5)
    _stackup(svg, px + g.PANEL_X + 60, oy + 10)
    return svg.render()


def _stackup(svg, x0, y0, k=6.0):
    """The layers under a point with a stone on it, at k:1, and the gap the field model uses."""
    svg.text(x0, y0, "Stack-up under a point, 6:1", size=7, weight="bold")
    cx = x0 + 125
    base = y0 + 20 + g.STONE_H * k           # the board's top surface
    # stone: hollow cylinder closed on top, magnet seat at its base
    sw, sh = g.STONE_D * k, g.STONE_H * k
    wall = 1.2 * k
    svg.rect(cx - sw / 2, base - sh, sw, wall, fill="#424242", stroke="#000", width=0.4)
    svg.rect(cx - sw / 2, base - sh, wall, sh, fill="#424242", stroke="#000", width=0.4)
    svg.rect(cx + sw / 2 - wall, base - sh, wall, sh, fill="#424242", stroke="#000", width=0.4)
    boss = (g.MAGNET_D + 2.4) * k
    svg.rect(cx - boss / 2, base - sh + wall, boss, sh - wall, fill="#616161", stroke="#000", width=0.4)
    mw, mh = g.MAGNET_D * k, g.MAGNET_H * k
    svg.rect(cx - mw / 2, base - g.SKIN * k - mh, mw, mh, fill="#b0bec5", stroke="#000", width=0.5)
    label_y = base - g.SKIN * k - mh / 2
    svg.line(cx + mw / 2, label_y, cx + sw / 2 + 20, label_y, stroke="#555", width=0.3)
    svg.text(cx + sw / 2 + 22, label_y + 2, "magnet N35 %gx%g" % (g.MAGNET_D, g.MAGNET_H), size=5)
    layers = [("board top (plywood), hole over the LED", g.TOP, "#d7b98e"),
              ("air over the LED", g.LED_SPACE, "#ffffff"),
              ("bar PCB", g.PCB, "#2e7d32")]
    y = base
    for name, thickness, fill in layers:
        svg.rect(cx - 110, y, 220, thickness * k, fill=fill, stroke="#000", width=0.3)
        svg.text(cx + 114, y + thickness * k / 2 + 2, "%s %g" % (name, thickness), size=5)
        y += thickness * k
    led_top = base + g.TOP * k
    svg.rect(cx - 2.5 * k, y - g.PCB * k - 1.6 * k, 5 * k, 1.6 * k, fill="#fff59d", stroke="#000", width=0.4)
    svg.text(cx, y - g.PCB * k - 0.6 * k, "WS2812B", size=4.5, anchor="middle")
    svg.rect(cx - 1.5 * k, y, 3 * k, 1.1 * k, fill="#212121", stroke="#000", width=0.4)
    plate = y + g.HALL_BELOW_PCB * k
    svg.line(cx - 1.2 * k, plate, cx + 1.2 * k, plate, stroke="#ff1744", width=0.8)
    svg.text(cx + 114, y + 1.1 * k / 2 + 5, "DRV5055 under the PCB, Hall plate %g below it" % g.HALL_BELOW_PCB, size=5)
    svg.dimension(cx + sw / 2 + 4, base - sh, cx + sw / 2 + 4, base, "%g" % g.STONE_H, offset=8, size=5)
    svg.dimension(cx - sw / 2, base - sh - 4, cx + sw / 2, base - sh - 4, "stone %g" % g.STONE_D, offset=-6, size=5)
    magnet_face = base - g.SKIN * k
    svg.line(cx - mw / 2, magnet_face, cx - 118, magnet_face, stroke="#555", width=0.3)
    svg.line(cx - 1.5 * k, plate, cx - 118, plate, stroke="#555", width=0.3)
    svg.dimension(cx - 115, magnet_face, cx - 115, plate, "gap %.1f" % g.GAP, offset=-8, size=5)
    svg.text(x0, plate + 30, "gap = skin %g + top %g + LED space %g + PCB %g + %g = %.1f mm (+-%g)"
             % (g.SKIN, g.TOP, g.LED_SPACE, g.PCB, g.HALL_BELOW_PCB, g.GAP, g.GAP_TOLERANCE), size=5.5)
    svg.text(x0, plate + 40, "field and thresholds: hardware/field_model.py", size=5.5)
    del led_top


def cable_drawing(k=0.5):
    """The 15 bar cables (generated/cables.svg): where each runs under the board, at 1:2, and its length."""
    width, height = 40 + (g.BOARD_X + g.PANEL_X) * k + 40 + 300, 60 + g.BOARD_Y * k + 40
    svg = Svg(width, height, "Tengen: bar cables")
    svg.text(20, 22, "Bar cables W1-W15, seen from above through the top, 1:2 (mm; generated from hardware/geometry.py)",
             size=9, weight="bold")
    ox, oy = 40.0, 50.0

    def at(x, y):
        return ox + x * k, oy + y * k

    svg.rect(ox, oy, g.BOARD_X * k, g.BOARD_Y * k, fill="#f3e5c8", stroke="#000", width=0.6)
    x, y = at(g.BOARD_X, 0)
    svg.rect(x, y, g.PANEL_X * k, g.BOARD_Y * k, fill="#e0e0e0", stroke="#000", width=0.6)
    x, y = at(g.CONTROLLER_X, g.CONTROLLER_Y)
    svg.rect(x, y, g.CONTROLLER_W * k, g.CONTROLLER_H * k, fill="#e3f2fd", stroke="#1565c0", width=0.6)
    svg.text(x + g.CONTROLLER_W * k / 2, y + g.CONTROLLER_H * k + 9, "controller", size=6, anchor="middle", fill="#1565c0")
    for rank in range(1, g.SIZE + 1):
        by = g.bar_y(rank)
        x0, y0 = at(g.MARGIN - 14, by - g.BAR_WIDTH / 2)
        svg.rect(x0, y0, g.BAR_LENGTH * k, g.BAR_WIDTH * k, stroke="#1565c0", width=0.3, dash="2,1.5")
        bx, byy = at(g.BAR_CONNECTOR_X, by)
        cx, cy = g.controller_connector_xy(rank)
        ex, ey = at(cx, cy)
        svg.polyline([(bx, byy), (ex, byy), (ex, ey)], stroke="#c62828", width=0.8)
        svg.rect(bx - 2, byy - 2.5, 4, 5, fill="#424242", stroke="none")
        svg.rect(ex - 2.5, ey - 2, 5, 4, fill="#424242", stroke="none")
        lx, ly = at(g.MARGIN - 20, by)
        svg.text(lx, ly + 2, "%d" % rank, size=6, anchor="end")
    tx = ox + (g.BOARD_X + g.PANEL_X) * k + 30
    columns = (0, 40, 85, 170)
    for dx, head in zip(columns, ("cable", "bar", "controller", "length")):
        svg.text(tx + dx, oy + 4, head, size=7, weight="bold", anchor="end" if head == "length" else "start")
    for rank in range(1, g.SIZE + 1):
        row = ("W%d" % rank, "J%d01" % rank, "J%d" % (20 + rank), "%.0f mm" % g.cable_length(rank))
        for dx, cell in zip(columns, row):
            svg.text(tx + dx, oy + 16 + (rank - 1) * 10, cell, size=7, anchor="end" if dx == columns[-1] else "start")
    svg.text(tx, oy + 20 + g.SIZE * 10, "16-way Harwin Gecko cable, a keyed plug at each end;", size=6)
    svg.text(tx, oy + 28 + g.SIZE * 10, "length = across + along + 2 x %g mm (plug, fold)," % g.CABLE_END, size=6)
    svg.text(tx, oy + 36 + g.SIZE * 10, "rounded up to %g mm; the longest: %g mm" % (g.CABLE_STEP, max_cable_length()), size=6)
    return svg.render()


def max_cable_length():
    return max(g.cable_length(rank) for rank in range(1, g.SIZE + 1))


# The DXF's layers: what the laser cuts (the top's outline and its holes at the points), and where
# the frame carries the bars (their outlines and M2 holes), the controller and the clock panel.
DXF_LAYERS = {"TOP": 7, "LED_HOLES": 1, "PANEL": 8, "BARS": 5, "BAR_HOLES": 3, "CONTROLLER": 4,
              "CONTROLLER_HOLES": 6}
LED_HOLE_D = 5.0   # the top's hole over each LED (geometry.py: the light pipe)


def plate_dxf():
    """The top plate and the frame seen from above as DXF text (mm, y up, the board's bottom-left
    corner at the origin): the top's outline and its 225 holes, the clock panel, each bar's outline
    and mounting holes (geometry.BAR_HOLES, where hardware/pcb puts them on the bar), the controller
    and its mounting holes (geometry.CONTROLLER_HOLES)."""
    import io

    import ezdxf

    fixed = ezdxf.options.write_fixed_meta_data_for_testing
    ezdxf.options.write_fixed_meta_data_for_testing = True   # no date or random id: the same file each time
    try:
        doc = ezdxf.new("R2010", setup=False, units=ezdxf.units.MM)
        for name, colour in DXF_LAYERS.items():
            doc.layers.add(name, color=colour)
        msp = doc.modelspace()

        def up(y_down):   # geometry.py measures from the board's top edge, the DXF from its bottom
            return g.BOARD_Y - y_down

        def rect(x, y_down, w, h, layer):
            msp.add_lwpolyline([(x, up(y_down)), (x + w, up(y_down)), (x + w, up(y_down + h)), (x, up(y_down + h))],
                               close=True, dxfattribs={"layer": layer})

        rect(0, 0, g.BOARD_X, g.BOARD_Y, "TOP")
        rect(g.BOARD_X, 0, g.PANEL_X, g.BOARD_Y, "PANEL")
        for column in range(g.SIZE):
            for row in range(g.SIZE):
                x, y = g.point_xy(column, row)
                msp.add_circle((g.MARGIN + x, g.MARGIN + y), LED_HOLE_D / 2, dxfattribs={"layer": "LED_HOLES"})
        for rank in range(1, g.SIZE + 1):
            rect(g.MARGIN - 14.0, g.bar_y(rank) - g.BAR_WIDTH / 2, g.BAR_LENGTH, g.BAR_WIDTH, "BARS")
            for column, dx, dy in g.BAR_HOLES:
                msp.add_circle((g.MARGIN + column * g.CELL_X + dx, up(g.bar_y(rank) + dy)), g.BAR_HOLE_D / 2,
                               dxfattribs={"layer": "BAR_HOLES"})
        rect(g.CONTROLLER_X, g.CONTROLLER_Y, g.CONTROLLER_W, g.CONTROLLER_H, "CONTROLLER")
        for x, y in g.CONTROLLER_HOLES:   # its M3 holes, where hardware/pcb puts them on the controller
            msp.add_circle((g.CONTROLLER_X + x, up(g.CONTROLLER_Y + y)), g.CONTROLLER_HOLE_D / 2,
                           dxfattribs={"layer": "CONTROLLER_HOLES"})
        # ezdxf lists the DXF classes it needs in the order of a set: in name order, the same file each time
        doc.classes.add_required_classes(doc.dxfversion)
        doc.classes.classes = dict(sorted(doc.classes.classes.items()))
        out = io.StringIO()
        doc.write(out)
        return out.getvalue()
    finally:
        ezdxf.options.write_fixed_meta_data_for_testing = fixed
