"""The silkscreen's references put where they can be read: KiCad's DRC warns of a reference clipped
by a pad's mask opening, over another label or drawing, or off the board (its silk checks), and the
pictures show such labels as smudges. Each visible reference stays where its footprint puts it if
that place is free, else moves to the first free place round its footprint (above, below, left,
right), else is hidden (it still names the part in the files, the BOM and the CPL). A footprint's
outline drawn over the board's edge (a connector that overhangs it: the controller's J1 and J3) is
cut back to the board, EDGE inside it.

Each board also carries its name and the release's version (VERSION) as a text of its own, put on the
first free place: a board in the hand says which files it was made from.
"""

import pcbnew

MM = 1_000_000
GAP = 0.25      # mm between a label and what it must not touch (pads' mask openings, other silk)
EDGE = 0.5      # mm a label keeps inside the board's edge


def _rect(box, grow=0.0):
    g = int(grow * MM)
    return (box.GetX() - g, box.GetY() - g, box.GetRight() + g, box.GetBottom() + g)


def _box(item, grow=0.0):
    return _rect(item.GetBoundingBox(), grow)


def _overlaps(a, b):
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def tidy(board):
    """Moves or hides the references that would draw a silk warning; returns (moved, hidden)."""
    edge = _rect(board.GetBoardEdgesBoundingBox(), -EDGE)
    sides = {pcbnew.F_SilkS: pcbnew.F_Cu, pcbnew.B_SilkS: pcbnew.B_Cu}
    pads = {silk: [_box(p, GAP) for p in board.GetPads() if p.IsOnLayer(copper)] for silk, copper in sides.items()}
    drawings = {silk: [] for silk in sides}
    for fp in board.GetFootprints():
        for item in fp.GraphicalItems():
            if item.GetClass() in ("MGRAPHIC", "FP_SHAPE") and item.GetLayer() in drawings:   # KiCad 6 names it MGRAPHIC
                drawings[item.GetLayer()].append((fp.GetReference(), _box(item, GAP)))
    labels = {silk: [] for silk in sides}
    moved = hidden = 0
    for fp in sorted(board.GetFootprints(), key=lambda f: f.GetReference()):
        text = fp.Reference()
        layer = text.GetLayer()
        if not text.IsVisible() or layer not in sides:
            continue
        body = _rect(fp.GetBoundingBox(False, False))   # its pads and drawings, not its texts
        start = text.GetTextPos()
        for at in [start] + _round(body, text):
            text.SetTextPos(at)
            text.SetLocalCoord()   # the file keeps a text's place in its footprint's frame
            box = _box(text)
            inside = edge[0] <= box[0] and edge[1] <= box[1] and box[2] <= edge[2] and box[3] <= edge[3]
            if inside and not any(_overlaps(box, other) for other in pads[layer] + labels[layer]) and not any(
                    _overlaps(box, other) for ref, other in drawings[layer] if ref != fp.GetReference() or at != start):
                labels[layer].append(_box(text, GAP))
                moved += at != start
                break
        else:
            text.SetTextPos(start)
            text.SetLocalCoord()
            text.SetVisible(False)
            hidden += 1
    return moved, hidden


def clip_to_edge(board):
    """Cuts each footprint's silk lines back to EDGE inside the board's outline (KiCad's DRC warns of
    silk over the edge; the fab clips it anyway); a line or other drawing wholly outside goes.
    Returns how many drawings were cut or removed."""
    x0, y0, x1, y1 = _rect(board.GetBoardEdgesBoundingBox(), -EDGE)
    changed = 0
    for fp in board.GetFootprints():
        for item in list(fp.GraphicalItems()):
            if item.GetClass() not in ("MGRAPHIC", "FP_SHAPE") or item.GetLayer() not in (pcbnew.F_SilkS, pcbnew.B_SilkS):
                continue
            box = _box(item)
            if x0 <= box[0] and y0 <= box[1] and box[2] <= x1 and box[3] <= y1:
                continue
            changed += 1
            ends = None
            if item.GetShape() == pcbnew.S_SEGMENT:
                start, end = item.GetStart(), item.GetEnd()
                ends = _clip((start.x, start.y), (end.x, end.y), (x0, y0, x1, y1))
            if ends is None:
                fp.Remove(item)
                continue
            (ax, ay), (bx, by) = ends
            item.SetStart(pcbnew.wxPoint(int(ax), int(ay)))
            item.SetEnd(pcbnew.wxPoint(int(bx), int(by)))
            item.SetLocalCoord()   # the file keeps a drawing's ends in its footprint's frame
    return changed


def _clip(a, b, rect):
    """The part of segment a-b inside rect (Liang-Barsky), or None."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    lo, hi = 0.0, 1.0
    for p, q in ((-dx, ax - rect[0]), (dx, rect[2] - ax), (-dy, ay - rect[1]), (dy, rect[3] - ay)):
        if p == 0:
            if q < 0:
                return None
            continue
        r = q / p
        if p < 0:
            lo = max(lo, r)
        else:
            hi = min(hi, r)
    if lo >= hi:
        return None
    return (ax + lo * dx, ay + lo * dy), (ax + hi * dx, ay + hi * dy)


def _round(body, text):
    """The places round a footprint's body a label may go: its centre above, below, left, right."""
    box = text.GetBoundingBox()
    half_w, half_h = box.GetWidth() / 2, box.GetHeight() / 2
    cx, cy = (body[0] + body[2]) / 2, (body[1] + body[3]) / 2
    gap = GAP * MM * 1.5
    return [pcbnew.wxPoint(int(x), int(y)) for x, y in (
        (cx, body[1] - half_h - gap), (cx, body[3] + half_h + gap),
        (body[0] - half_w - gap, cy), (body[2] + half_w + gap, cy))]


LABEL_SIZE = 1.0        # mm: a label's height, as the references' (JLCPCB prints 1 mm text with 0.15 mm lines)
LABEL_STROKE = 0.15
STEP = 0.5              # mm between the places tried for a board's label


def label(board, texts):
    """Writes the first of `texts` (longest first) that fits on the board's silk, front then back,
    on the first place clear of every pad, every part's body on that side and every other silk
    item (rows from the top, each from the left); returns the PCB_TEXT. Raises if none fits."""
    outline = pcbnew.SHAPE_POLY_SET()
    board.GetBoardPolygonOutlines(outline)
    edge = _rect(board.GetBoardEdgesBoundingBox(), -EDGE)
    pads = [_box(p, GAP) for p in board.GetPads()]
    for text in texts:
        for layer, side in ((pcbnew.F_SilkS, pcbnew.F_Cu), (pcbnew.B_SilkS, pcbnew.B_Cu)):
            taken = pads + _silk(board, layer) + [_rect(fp.GetBoundingBox(False, False), GAP)
                                                 for fp in board.GetFootprints() if fp.GetLayer() == side]
            item = pcbnew.PCB_TEXT(board)
            item.SetText(text)
            item.SetLayer(layer)
            item.SetTextSize(pcbnew.wxSize(int(LABEL_SIZE * MM), int(LABEL_SIZE * MM)))
            item.SetTextThickness(int(LABEL_STROKE * MM))
            item.SetHorizJustify(pcbnew.GR_TEXT_HJUSTIFY_LEFT)
            item.SetMirrored(layer == pcbnew.B_SilkS)   # read from its own side
            for at in _places(edge, item):
                item.SetTextPos(at)
                box = _box(item)
                if _within(outline, box) and not any(_overlaps(box, other) for other in taken):
                    board.Add(item)
                    return item
    raise RuntimeError("no free place on the board's silk for any of %s" % ", ".join(map(repr, texts)))


def _silk(board, layer):
    """The boxes of what is already on a silk layer: the parts' drawings and visible texts, the board's."""
    boxes = []
    for fp in board.GetFootprints():
        for item in list(fp.GraphicalItems()) + [fp.Reference(), fp.Value()]:
            if item.GetLayer() == layer and (not hasattr(item, "IsVisible") or item.IsVisible()):
                boxes.append(_box(item, GAP))
    boxes += [_box(item, GAP) for item in board.GetDrawings() if item.GetLayer() == layer]
    return boxes


def _places(edge, item):
    """The places tried, rows from the top of the board, each from the left (the text's anchor)."""
    item.SetTextPos(pcbnew.wxPoint(0, 0))
    box = item.GetBoundingBox()
    dx, dy = -box.GetX(), -box.GetY()   # from the text's anchor to its box's corner
    step = int(STEP * MM)
    for y in range(edge[1], edge[3] - box.GetHeight() + 1, step):
        for x in range(edge[0], edge[2] - box.GetWidth() + 1, step):
            yield pcbnew.wxPoint(x + dx, y + dy)


def _within(outline, box):
    """Whether a box lies inside the board's outline (not over a cut-out or a notch of its edge)."""
    return all(outline.Contains(pcbnew.VECTOR2I(x, y)) for x, y in (
        (box[0], box[1]), (box[2], box[1]), (box[0], box[3]), (box[2], box[3])))
