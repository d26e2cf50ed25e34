"""The board's geometry and stack-up, in millimetres: the rules' sizes and the layers under a stone.

Rules (renju code 004, 9.2.2.2-3): cells 22 x 24 mm (22 between files, 24 between ranks), at
least 15 mm from the field to the board's edge, stones 20-21 mm across and 6 mm high, hollow and
closed on top. The code also quotes a 308 x 332 mm field, but 14 cells of 24 mm make 336: the cell
size is what sets the stones' 1 mm gap, so this board keeps the cells and its field is 308 x 336.
"""

SIZE = 15
CELL_X = 22.0                      # between files (a..o), left to right
CELL_Y = 24.0                      # between ranks (1..15), the players' direction
FIELD_X = (SIZE - 1) * CELL_X      # 308
FIELD_Y = (SIZE - 1) * CELL_Y      # 336
MIN_MARGIN = 15.0                  # rules: at least
MARGIN = 22.0                      # this board: room for the frame and the bars' ends
BOARD_X = FIELD_X + 2 * MARGIN
BOARD_Y = FIELD_Y + 2 * MARGIN
PANEL_X = 90.0                     # the clock panel, on the right of the board (beyond file o)

STONE_D = 20.5                     # rules: 20-21
STONE_H = 6.0
STONE_GAP_X = CELL_X - STONE_D     # between neighbours along a rank: 1.5 (rules: >= 1)
STONE_GAP_Y = CELL_Y - STONE_D

MAGNET_D = 6.0                     # N35 axial disc in a seat at the stone's base
MAGNET_H = 2.0
MAGNET_J = (1.17, 1.19, 1.22)      # N35 remanence (min, nominal, max), tesla
SKIN = 0.6                         # stone plastic under the magnet

# Stack-up, top down, under a point: board top, air over the LED, bar PCB, sensor on its underside.
TOP = 2.0                          # plywood top, 5 mm hole at each point over the LED (light pipe)
LED_SPACE = 1.7                    # WS2812B is 1.6 mm high; the top rests on spacers
PCB = 1.0                          # bar PCB
HALL_BELOW_PCB = 0.40              # DRV5055 on the underside: its Hall plate 0.65 mm under the package top
GAP = SKIN + TOP + LED_SPACE + PCB + HALL_BELOW_PCB   # magnet face to Hall plate, nominal
GAP_TOLERANCE = 0.5                # the stack's worst case, each way
BAR_WIDTH = 20.0                   # a row bar: 15 points at CELL_X, centred under its rank
BAR_LENGTH = FIELD_X + 28.0        # to its connector beyond file o

# Each row bar's M2 mounting holes, through the frame to the top's spacers (the bar's PCB:
# hardware/pcb/layouts.py; the frame's drawing: hardware/mechanics.py): (file 0..14, mm right of that
# file's point, mm down from the bar's centre line as the board is drawn, rank 15 at the top), in the free space
# right of an LED where neither side of the bar has copper.
BAR_HOLES = ((0, 11.0, -3.5), (5, 11.0, -3.5), (13, 11.0, -3.5))
BAR_HOLE_D = 2.2                   # M2 clearance


def point_xy(column, row):
    """Centre of point (column 0..14 = a..o, row 0..14 = rank 1..15), origin at a1, y up."""
    return column * CELL_X, row * CELL_Y

# The controller lies under the clock panel (beyond file o), centred on the board's depth; the bar
# cables' sockets J21..J35 sit on it in two columns, 12 mm apart (the keyed 1.25 mm 2x8 header lies
# across, 12.6 x 4.9 mm), ranks 15..8 in the first, 7..1 in the second; the first column's two end
# sockets pulled in (CORNER_PULL) to leave the corners' mounting holes room. Each bar's own connector
# is 8 mm past file o.
CONTROLLER_W = 80.0
CONTROLLER_H = 100.0
CONTROLLER_X = BOARD_X + 8.0                      # its left edge, from the board's left edge
CONTROLLER_Y = (BOARD_Y - CONTROLLER_H) / 2       # its top edge, from the board's top edge (rank 15's side)
CONNECTOR_PITCH = 12.0
CORNER_PULL = {15: 2.0, 8: -1.5}                  # rank: mm down (rank 15 at the top) from its slot
# The controller's M3 mounting holes (x, y from its top-left corner): three 3.5 mm in from the edges,
# the bottom-right one 2.8 mm, clear of the TVS diode D1 above it (hardware/mechanics.py draws them)
CONTROLLER_HOLES = ((3.5, 3.5), (76.5, 3.5), (3.5, 96.5), (77.2, 97.2))
CONTROLLER_HOLE_D = 3.2
BAR_CONNECTOR_X = MARGIN + FIELD_X + 8.0          # on every bar, from the board's left edge
CABLE_END = 25.0                                  # per end: the socket's height and the ribbon's fold (est)
CABLE_STEP = 10.0                                 # lengths are rounded up to this


def bar_y(rank):
    """The centre of rank `rank`'s bar (1..15), from the board's top edge."""
    return MARGIN + (SIZE - rank) * CELL_Y


def controller_connector_xy(rank):
    """Where rank `rank`'s cable meets the controller (J20 + rank), from the board's top-left corner."""
    column, slot = (0, SIZE - rank) if rank >= 8 else (1, 7 - rank)
    return CONTROLLER_X + 8.0 + column * 16.0, CONTROLLER_Y + 8.0 + slot * CONNECTOR_PITCH + CORNER_PULL.get(rank, 0.0)


def cable_length(rank):
    """Bar `rank`'s ribbon in mm: along the board's underside, across then along, plus both ends,
    rounded up to CABLE_STEP."""
    x, y = controller_connector_xy(rank)
    run = abs(x - BAR_CONNECTOR_X) + abs(y - bar_y(rank)) + 2 * CABLE_END
    return -(-run // CABLE_STEP) * CABLE_STEP
