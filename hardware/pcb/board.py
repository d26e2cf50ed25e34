"""A KiCad board from a netlist: footprints from the libraries, nets on their pads, the outline, the
design rules; the router's copper added; saved with its UUIDs made fixed (deterministic files).

pcbnew has no netlist import in its Python API (KiCad 6), so the netlist is read here (with the
reader hardware/schematic uses) and each footprint is loaded and given its pads' nets.
"""

import importlib.util
import re
import uuid
from pathlib import Path

import pcbnew

from hardware.version import release_version

from . import assembly, router, stackup

ROOT = Path(__file__).resolve().parent.parent
KICAD_FOOTPRINTS = Path("/usr/share/kicad/footprints")
OWN_FOOTPRINTS = ROOT / "kicad"
MM = 1_000_000  # nm
HOLE_CLEARANCE = 0.25   # copper to a hole, mm (the board's rule)


def _load_netlist_module():
    # hardware/schematic/__init__.py imports SKiDL, which Debian's Python (pcbnew's) does not have:
    # the netlist reader alone is loaded from its file.
    spec = importlib.util.spec_from_file_location("tengen_netlist", ROOT / "schematic" / "netlist.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


netlist_reader = _load_netlist_module()


def read_netlist(path):
    return netlist_reader.parse(Path(path).read_text())


def footprint_library(lib):
    own = OWN_FOOTPRINTS / ("%s.pretty" % lib)
    return str(own if own.is_dir() else KICAD_FOOTPRINTS / ("%s.pretty" % lib))


def pt(x, y):
    return pcbnew.wxPoint(int(round(x * MM)), int(round(y * MM)))


class Placement:
    """Where a footprint goes: centre (x, y) in mm, rotation in degrees, side; footprint ("Lib:Name"):
    for a board's own part the netlist lacks (a fiducial, a mounting hole)."""

    def __init__(self, x, y, rotation=0, bottom=False, footprint=None):
        self.x, self.y, self.rotation, self.bottom = x, y, rotation, bottom
        self.footprint = footprint


def build(netlist, placements, outline, title, layers=2, min_track=0.2, min_drill=0.3,
          clearance=router.CLEARANCE, via=router.VIA):
    """A BOARD with every netlist part placed (placements: {ref: Placement}) and its nets set; 2 or 4
    copper layers, the narrowest track and drill, the clearance and the via (diameter, drill) its
    design rules allow (mm). A placement of a reference the netlist lacks that names a footprint
    (a fiducial, a mounting hole) adds it, with no net."""
    board = pcbnew.BOARD()
    board.SetCopperLayerCount(layers)
    settings = board.GetDesignSettings()
    settings.m_MinClearance = int(clearance * MM)
    settings.m_TrackMinWidth = int(min_track * MM)
    settings.m_CopperEdgeClearance = int(0.3 * MM)
    settings.m_HoleClearance = int(HOLE_CLEARANCE * MM)
    settings.m_HoleToHoleMin = int(0.25 * MM)
    settings.m_MinThroughDrill = int(min_drill * MM)
    settings.m_ViasMinSize = int(min(0.5, via[0]) * MM)
    netclass = settings.GetNetClasses().GetDefault()
    netclass.SetClearance(int(clearance * MM))
    netclass.SetTrackWidth(int(max(min_track, 0.2) * MM))
    netclass.SetViaDiameter(int(via[0] * MM))
    netclass.SetViaDrill(int(via[1] * MM))
    block = board.GetTitleBlock()
    block.SetTitle(title)
    block.SetCompany("Tengen")
    block.SetRevision(release_version())  # the release's one version: the job file's ProjectId names it

    nets = {}
    for code, name in enumerate(sorted(netlist.nets), start=1):
        info = pcbnew.NETINFO_ITEM(board, name, code)
        board.Add(info)
        nets[name] = info
    pins = {}
    for name, nodes in netlist.nets.items():
        for node in nodes:
            pins[(node.ref, node.pin)] = name
    missing = sorted(set(netlist.comps) - set(placements))
    if missing:
        raise ValueError("no placement for %s" % ", ".join(missing))
    own = sorted(ref for ref in placements if ref not in netlist.comps and placements[ref].footprint)
    for ref in sorted(netlist.comps) + own:
        comp = netlist.comps.get(ref) or netlist_reader.Comp(ref, "", "", placements[ref].footprint, {})
        lib, name = comp.footprint.split(":")
        fp = pcbnew.FootprintLoad(footprint_library(lib), name)
        if fp is None:
            raise ValueError("%s: footprint %s not found" % (ref, comp.footprint))
        fp.SetReference(ref)
        fp.SetValue(comp.value or name)
        if ref not in netlist.comps:   # a fiducial's or a hole's name on the silk helps nobody
            fp.Reference().SetVisible(False)
            fp.Value().SetVisible(False)
        fp.SetFPID(pcbnew.LIB_ID(lib, name))
        cover_body(fp)
        for field in ("MPN", "Manufacturer"):   # what the assembly files name (hardware/pcb/assembly.py)
            if comp.fields.get(field):
                fp.SetProperty(field, comp.fields[field])
        for pad in fp.Pads():
            net = pins.get((ref, pad.GetNumber()))
            if net is not None:
                pad.SetNet(nets[net])
        unknown = {pin for (r, pin) in pins if r == ref} - {p.GetNumber() for p in fp.Pads()}
        if unknown:
            raise ValueError("%s: footprint %s has no pad %s" % (ref, comp.footprint, ", ".join(sorted(unknown))))
        place = placements[ref]
        board.Add(fp)
        fp.SetPosition(pt(place.x, place.y))
        if place.bottom:
            fp.Flip(pt(place.x, place.y), False)
        fp.SetOrientationDegrees(place.rotation)
    assembly.mark(board)
    x0, y0, x1, y1 = outline
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    for a, b in zip(corners, corners[1:] + corners[:1]):
        edge = pcbnew.PCB_SHAPE(board)
        edge.SetShape(pcbnew.SHAPE_T_SEGMENT)
        edge.SetLayer(pcbnew.Edge_Cuts)
        edge.SetWidth(int(0.1 * MM))
        edge.SetStart(pt(*a))
        edge.SetEnd(pt(*b))
        board.Add(edge)
    return board


COURTYARD_EXCESS = 0.05   # mm round a body: under IPC-7351B's least (0.1 mm) because of H3 (docs/hardware.md)


def cover_body(fp):
    """Give a footprint whose courtyard does not cover its body (the F.Fab outline) one that does: a
    rectangle round both, COURTYARD_EXCESS beyond the body. KiCad's DRC compares courtyards only, and
    KiCad 6's Harwin Gecko header has a 1 mm strip along one wall for a courtyard: a part placed under
    its 12.55 x 4.9 mm body passed the DRC. Call it on a footprint just loaded (its frame the board's)."""
    def box(layer):
        items = [item for item in fp.GraphicalItems()   # shapes only: a text's box is not the body's
                 if item.GetClass() in ("MGRAPHIC", "FP_SHAPE") and item.GetLayer() == layer]
        if not items:
            return None
        boxes = [item.GetBoundingBox() for item in items]
        return (min(b.GetX() for b in boxes), min(b.GetY() for b in boxes),
                max(b.GetRight() for b in boxes), max(b.GetBottom() for b in boxes))

    body, yard = box(pcbnew.F_Fab), box(pcbnew.F_CrtYd)
    if body is None or yard is None:
        return False
    if yard[0] <= body[0] and yard[1] <= body[1] and yard[2] >= body[2] and yard[3] >= body[3]:
        return False
    excess = int(COURTYARD_EXCESS * MM)
    x0, y0 = min(yard[0], body[0] - excess), min(yard[1], body[1] - excess)
    x1, y1 = max(yard[2], body[2] + excess), max(yard[3], body[3] + excess)
    # its four lines moved onto the new rectangle: removing items from a footprint in KiCad 6's
    # Python leaves the footprint's item list unusable once their proxies are collected
    sides = [item for item in fp.GraphicalItems() if item.GetLayer() == pcbnew.F_CrtYd]
    if len(sides) != 4 or any(side.GetClass() not in ("MGRAPHIC", "FP_SHAPE") or side.GetShape() != pcbnew.SHAPE_T_SEGMENT
                              for side in sides):
        raise ValueError("%s: its courtyard does not cover its body and is not four lines to widen" % fp.GetFPID().GetLibItemName())
    corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)]
    for side, a, b in zip(sides, corners, corners[1:] + corners[:1]):
        side.SetStart0(pcbnew.wxPoint(*a))
        side.SetEnd0(pcbnew.wxPoint(*b))
        side.SetDrawCoord()
    return True


SIGNAL = ("F.Cu", "B.Cu")   # the router's layers 0 and 1 (a board may add inner ones: Layout.signal)


def router_pads(board, signal=SIGNAL, clearance=router.CLEARANCE):
    """Every copper pad of the board as the router sees it (net code; unconnected pads get a code of
    their own, so that every net keeps clear of them), on the router's layers (signal: their KiCad
    names, in the router's order)."""
    pads = []
    lone = -10
    copper = [board.GetLayerID(name) for name in signal]
    for fp in board.GetFootprints():
        for pad in fp.Pads():
            layers = [layer for layer, kicad in enumerate(copper) if pad.IsOnLayer(kicad)]
            box = pad.GetBoundingBox()
            rect = (box.GetLeft() / MM, box.GetTop() / MM, box.GetRight() / MM, box.GetBottom() / MM)
            if pad.GetAttribute() == pcbnew.PAD_ATTRIB_NPTH:
                # an unplated hole: copper keeps the board's hole clearance from it, more than from copper
                grow = HOLE_CLEARANCE - clearance
                layers, rect = list(range(len(copper))), (rect[0] - grow, rect[1] - grow, rect[2] + grow, rect[3] + grow)
            if str(fp.GetFPID().GetLibItemName()).startswith("Fiducial"):
                # a fiducial keeps copper out of its mask opening (its own clearance, wider than the board's)
                grow = max(0.0, pad.GetLocalClearance() / MM - clearance)
                rect = (rect[0] - grow, rect[1] - grow, rect[2] + grow, rect[3] + grow)
            if not layers:
                continue
            net = pad.GetNetCode()
            if net == 0:
                lone -= 1
                net = lone
            pads.append(router.Pad(net, layers, rect, "%s.%s" % (fp.GetReference(), pad.GetNumber()), _inside(pad)))
    return pads


def _inside(pad, margin=0.12):
    """Whether a track may end at (x, y): the point and its neighbours `margin` away lie in the pad
    (for a pad narrower than 0.3 mm, 0.3 of its width: a QFN's 0.2 mm pads)."""
    size = pad.GetBoundingBox()
    margin = min(margin, 0.3 * min(size.GetWidth(), size.GetHeight()) / MM)

    def inside(x, y):
        return all(pad.HitTest(pt(x + dx, y + dy)) for dx, dy in ((0, 0), (margin, 0), (-margin, 0), (0, margin), (0, -margin)))
    return inside


def add_copper(board, grid, signal=SIGNAL):
    copper = [board.GetLayerID(name) for name in signal]
    for net, layer, a, b, width in grid.tracks:
        track = pcbnew.PCB_TRACK(board)
        track.SetStart(pt(*a))
        track.SetEnd(pt(*b))
        track.SetWidth(int(round(width * MM)))
        track.SetLayer(copper[layer])
        track.SetNetCode(net)
        board.Add(track)
    for net, at in grid.vias:
        via = pcbnew.PCB_VIA(board)
        via.SetPosition(pt(*at))
        via.SetWidth(int(grid.via[0] * MM))
        via.SetDrill(int(grid.via[1] * MM))
        via.SetNetCode(net)
        board.Add(via)


INNER = {1: pcbnew.In1_Cu, 2: pcbnew.In2_Cu}


def add_planes(board, planes, outline, inset=0.5, clearance=router.CLEARANCE):
    """Each inner layer given to its net (planes: {net: 1 or 2}) over the whole board, `inset` mm
    inside its edge; pads of the net join it by thermal spokes, vias solidly. Filled by fill_zones()
    once the board is saved."""
    x0, y0, x1, y1 = outline
    for name, layer in sorted(planes.items()):
        zone = pcbnew.ZONE(board)
        zone.SetLayer(INNER[layer])
        zone.SetNetCode(board.FindNet(name).GetNetCode())
        zone.SetLocalClearance(int(clearance * MM))
        zone.SetMinThickness(int(0.25 * MM))
        zone.SetThermalReliefGap(int(0.3 * MM))
        zone.SetThermalReliefSpokeWidth(int(0.4 * MM))
        zone.SetPadConnection(pcbnew.ZONE_CONNECTION_THERMAL)
        zone.SetIsFilled(False)
        outline_poly = zone.Outline()
        outline_poly.NewOutline()
        for x, y in ((x0 + inset, y0 + inset), (x1 - inset, y0 + inset), (x1 - inset, y1 - inset), (x0 + inset, y1 - inset)):
            outline_poly.Append(int(round(x * MM)), int(round(y * MM)))
        board.Add(zone)


def fill_zones(path, name):
    """Fills a saved board's zones (KiCad 6's ZONE_FILLER crashes on a board built in memory, not on
    one loaded from its file) and saves it again."""
    board = pcbnew.LoadBoard(str(path))
    if len(board.Zones()) == 0:
        return
    pcbnew.ZONE_FILLER(board).Fill(board.Zones())
    save(board, path, name)


_UUID = re.compile(r"\((tstamp|uuid) [0-9a-fA-F-]{36}\)")


def save(board, path, name):
    """Saves the board, then gives every UUID in the file a fixed value (derived from the board's
    name and the item's place in the file): the same design gives the same file."""
    path = Path(path)
    board.Save(str(path))
    text = _sorted_items(path.read_text())
    counter = iter(range(1 << 30))
    namespace = uuid.uuid5(uuid.NAMESPACE_URL, "https://tengen/pcb/%s" % name)
    text = _UUID.sub(lambda m: "(%s %s)" % (m.group(1), uuid.uuid5(namespace, str(next(counter)))), text)
    # KiCad 6's Python cannot set the page: A3 holds the row bar (336 mm), for the plotted pictures;
    # nor the stack-up (stackup.py)
    path.write_text(stackup.add(text.replace('(paper "A4")', '(paper "A3")', 1)))


_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')
_REF = re.compile(r'\(fp_text reference "([^"]*)"')


def _sorted_items(text):
    """KiCad 6 writes a board's items in the order of their random UUIDs: here footprints are put in
    the order of their references, tracks, vias and drawings in the order of their text."""
    lines = text.split("\n")
    blocks, depth, current = [], 0, None
    for line in lines:
        if depth == 1 and line.startswith("  ("):
            current = [line]
            blocks.append(current)
        elif depth >= 2 and current is not None:
            current.append(line)
        else:
            current = None
            blocks.append(line)
        bare = _QUOTED.sub("", line)
        depth += bare.count("(") - bare.count(")")
        if depth == 1:
            current = None
    kinds = {}
    for i, block in enumerate(blocks):
        if isinstance(block, list):
            kind = block[0].split()[0]
            kinds.setdefault(kind, []).append(i)

    def key(block):
        joined = "\n".join(block)
        ref = _REF.search(joined)
        return (ref.group(1) if ref else "", _UUID.sub("", joined))

    for kind, places in kinds.items():
        if kind in ("(footprint", "(segment", "(via", "(gr_line", "(gr_text", "(zone"):
            ordered = sorted((blocks[i] for i in places), key=key)
            for i, block in zip(places, ordered):
                blocks[i] = block
    out = []
    for block in blocks:
        out.extend(_sorted_graphics(block) if isinstance(block, list) else [block])
    return "\n".join(out)


_SORTED_PARTS = ("(fp_line", "(fp_circle", "(fp_arc", "(fp_rect", "(fp_poly", "(pad")


def _sorted_graphics(block):
    """A footprint's drawings and pads, each kind in the order of its text (KiCad: of their UUIDs)."""
    parts, depth = [], 0
    for line in block:
        if depth == 1 and line.startswith("    ("):
            parts.append([line])
        elif depth >= 2 and parts and isinstance(parts[-1], list):
            parts[-1].append(line)
        else:
            parts.append(line)
        bare = _QUOTED.sub("", line)
        depth += bare.count("(") - bare.count(")")
    out, run, kind = [], [], None

    def flush():
        out.extend(l for part in sorted(run, key=lambda p: _UUID.sub("", "\n".join(p))) for l in part)
        run.clear()

    for part in parts:
        this = part[0].split()[0] if isinstance(part, list) else None
        if this in _SORTED_PARTS and (kind == this or not run):
            run.append(part)
            kind = this
            continue
        flush()
        if this in _SORTED_PARTS:
            run.append(part)
            kind = this
        else:
            kind = None
            out.extend(part if isinstance(part, list) else [part])
    flush()
    return out


def trim_dangling(board, tolerance=0.001):
    """Takes away routed copper that leads nowhere, as KiCad's DRC warns of it: a track's end that
    touches no other copper of its net (a fine-pitch pin's fan-out stub whose route left from the
    pad itself) is drawn back to the last place something joins it, or the track goes; a via
    joined on one layer only goes; again until nothing changes. A plane's vias and its tracks on
    the plane's layer stay: its zone joins what its tracks do not show. Returns how many tracks
    and vias it removed or shortened."""
    zoned = {(zone.GetNetCode(), layer) for zone in board.Zones() for layer in zone.GetLayerSet().CuStack()}
    planes = {net for net, _ in zoned}
    pads = {}
    for pad in board.GetPads():
        pads.setdefault(pad.GetNetCode(), []).append(pad)
    tol = int(tolerance * MM)
    changed_total = 0
    while True:
        changed = 0
        by_net = {}
        for item in board.GetTracks():
            by_net.setdefault(item.GetNetCode(), []).append(item)
        for net, items in sorted(by_net.items()):
            tracks = [t for t in items if t.GetClass() != "PCB_VIA"]
            vias = [v for v in items if v.GetClass() == "PCB_VIA"]
            net_pads = pads.get(net, [])
            gone = set()
            for via in vias if net not in planes else ():   # a plane's via joins its zone
                at = via.GetPosition()
                layers = {t.GetLayer() for t in tracks if _on_segment(t, at, tol)}
                layers |= {layer for p in net_pads if p.HitTest(at) for layer in p.GetLayerSet().CuStack()}
                if len(layers) < 2:
                    board.Remove(via)
                    gone.add(id(via))
                    changed += 1
            vias = [v for v in vias if id(v) not in gone]
            for track in list(tracks):
                if (net, track.GetLayer()) in zoned:
                    continue   # its zone joins it
                ends = [track.GetStart(), track.GetEnd()]
                touched = [_touched(track, end, tracks, vias, net_pads, tol) for end in ends]
                if all(touched):
                    continue
                # each free end drawn back to the nearest place other copper joins the track
                joints = _joints(track, touched, tracks, vias, net_pads, tol)
                for i in (0, 1):
                    if not touched[i]:
                        nearer = [p for p in joints if abs(p.x - ends[i].x) > tol or abs(p.y - ends[i].y) > tol]
                        ends[i] = min(nearer, key=lambda p: abs(p.x - ends[i].x) + abs(p.y - ends[i].y)) if nearer else None
                changed += 1
                if any(e is None for e in ends) or (abs(ends[0].x - ends[1].x) <= tol and abs(ends[0].y - ends[1].y) <= tol):
                    board.Remove(track)   # joined at one point or nowhere: nothing passes along it
                    tracks.remove(track)
                else:
                    track.SetStart(ends[0])
                    track.SetEnd(ends[1])
        changed_total += changed
        if not changed:
            return changed_total


def _on_segment(track, point, tol):
    """Whether a point lies on a track's centre line (our tracks run straight across or down)."""
    a, b = track.GetStart(), track.GetEnd()
    return (min(a.x, b.x) - tol <= point.x <= max(a.x, b.x) + tol
            and min(a.y, b.y) - tol <= point.y <= max(a.y, b.y) + tol
            and (abs(a.x - b.x) <= tol or abs(a.y - b.y) <= tol))


def _touched(track, end, tracks, vias, pads, tol):
    layer = track.GetLayer()
    return (any(other is not track and other.GetLayer() == layer and _on_segment(other, end, tol) for other in tracks)
            or any(abs(v.GetPosition().x - end.x) <= tol and abs(v.GetPosition().y - end.y) <= tol for v in vias)
            or any(p.IsOnLayer(layer) and p.HitTest(end) for p in pads))


def _joints(track, touched, tracks, vias, pads, tol):
    """The points of a track where other copper of its net joins it: another track's end or a via
    on it, its own ends where they touch something (touched: per end, _touched's answer), and the
    centre of a pad it crosses (carried onto its line: inside the pad)."""
    layer = track.GetLayer()
    points = [o.GetStart() for o in tracks if o is not track and o.GetLayer() == layer]
    points += [o.GetEnd() for o in tracks if o is not track and o.GetLayer() == layer]
    points += [v.GetPosition() for v in vias]
    joints = [p for p in points if _on_segment(track, p, tol)]
    a, b = track.GetStart(), track.GetEnd()
    joints += [end for end, joined in zip((a, b), touched) if joined]
    for pad in pads:
        if pad.IsOnLayer(layer):
            centre = pad.GetPosition()
            point = pt(min(max(centre.x, min(a.x, b.x)), max(a.x, b.x)) / MM, min(max(centre.y, min(a.y, b.y)), max(a.y, b.y)) / MM)
            if pad.HitTest(point):
                joints.append(point)
    return joints
