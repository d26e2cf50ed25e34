"""Where each point's LED sits on the chain: one table built once from the pin map's layout.

Points are row * 15 + column (a1 = 0). Layouts, all starting at a1:
  rows                row 1 a->o, row 2 a->o, ...
  serpentine-rows     row 1 a->o, row 2 o->a, row 3 a->o, ... (one data wire zig-zags the rows)
  columns             file a 1->15, file b 1->15, ...
  serpentine-columns  file a 1->15, file b 15->1, ...
Pure and board independent: the Pico's PIO driver and the Blinka backend both use it.
"""

from array import array

LAYOUTS = ("rows", "serpentine-rows", "columns", "serpentine-columns")


def chain_table(size, layout):
    """array('H'): point -> position on the chain."""
    if layout not in LAYOUTS:
        raise ValueError("unknown LED chain layout %r" % layout)
    by_columns = layout.endswith("columns")
    serpentine = layout.startswith("serpentine")
    table = array("H", bytes(2 * size * size))
    for row in range(size):
        for column in range(size):
            major, minor = (column, row) if by_columns else (row, column)
            if serpentine and major & 1:
                minor = size - 1 - minor
            table[row * size + column] = major * size + minor
    return table
