"""Where each point's LED sits on the chain: one table built once from the pin map's layout.

Points are row * 15 + column (a1 = 0). The layout is a name, all starting at a1:
  rows                row 1 a->o, row 2 a->o, ...
  serpentine-rows     row 1 a->o, row 2 o->a, row 3 a->o, ... (one data wire zig-zags the rows)
  columns             file a 1->15, file b 1->15, ...
  serpentine-columns  file a 1->15, file b 15->1, ...
or an explicit list of straight runs in chain order, e.g. ["a1-o1", "a2-o2", ...] (each run along
a row or a file, in either direction; together they cover every point once). The pin map maps
every row explicitly this way, and the schematic's tests check it against the wiring.
The same runs describe the sensor mux tree (`segment_table`): the k-th run is the k-th input of
the second-level mux, and its points are the inputs 0..14 of that row's mux.
Pure and board independent: the Pico's PIO driver and the Blinka backend both use it.
"""

from array import array

from shared_rules.board import parse_point

LAYOUTS = ("rows", "serpentine-rows", "columns", "serpentine-columns")


def chain_table(size, layout):
    """array('H'): point -> position on the chain."""
    if not isinstance(layout, str):
        return segment_table(size, layout)
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


def segment_points(size, segment):
    """'a2-o2' -> the points from a2 to o2, in that order."""
    try:
        first, last = segment.split("-")
        start = parse_point(first)
        end = parse_point(last)
    except (ValueError, AttributeError):
        raise ValueError("not a run of points: %r (like 'a1-o1')" % (segment,))
    if start // size == end // size:
        step = 1 if end >= start else -1
    elif start % size == end % size:
        step = size if end >= start else -size
    else:
        raise ValueError("a run must follow a row or a file: %r" % segment)
    return list(range(start, end + step, step))


def segment_table(size, segments):
    """array('H'): point -> position, for runs of points in order; every point exactly once."""
    points = size * size
    table = array("H", bytes(2 * points))
    seen = bytearray(points)
    position = 0
    for segment in segments:
        for p in segment_points(size, segment):
            if seen[p]:
                raise ValueError("point %d is in two runs" % p)
            seen[p] = 1
            table[p] = position
            position += 1
    if position != points:
        raise ValueError("the runs cover %d points, not %d" % (position, points))
    return table
