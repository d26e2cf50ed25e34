"""A DC solve of a board's power nets from its Gerbers and drill file, as the fab receives them.

Read back by gerbonara (not our generator): the copper layers' tracks (draws with the net's Gerber X2
attribute .N and a round aperture: the width), pads (flashes with .P: component and pin), vias (the
ViaPad flashes, their holes from the Excellon file) and plane regions. Each net becomes a resistor
network: a track is cut where another track's end, a via or a pad joins it, every piece a resistor
of rho * length / (width * thickness); a via's barrel between two layers one of rho_plated * depth /
(pi * (hole + t) * t); a component's pads of one net are one node (the part joins them), an inner
plane region one node (its sheet resistance neglected). Current is put in at a source part's node and
taken out at the loads' nodes; the solve gives every piece's current and every node's voltage.

IPC-2221's conductor current chart as a formula: I = k * dT^0.44 * A^0.725, I in A, dT in C, A in
mil^2, k = 0.048 for outer layers and 0.024 for inner ones; a via's barrel counted as an outer
conductor of area pi * (d + t) * t (Advanced Circuits' via calculator). Copper: 35 um outer (1 oz),
17.5 um inner (0.5 oz: JLCPCB's 4-layer default), 18 um plating in the holes (JLCPCB's average).
"""

import math
import re
import warnings
from pathlib import Path

import numpy as np

RHO = 1.724e-8          # ohm m, annealed copper (IPC-2221's figure for foil)
RHO_PLATED = 1.9e-8     # ohm m, electroplated copper in a hole (Advanced Circuits)
OUTER_UM, INNER_UM, PLATING_UM = 35.0, 17.5, 18.0
K_OUTER, K_INNER = 0.048, 0.024
MIL = 0.0254            # mm
LIMIT_C = 10.0          # the rise allowed above the board, C
# The 4-layer stack-up's depths (mm below the top) of its copper layers: JLC7628 at 1.6 mm
DEPTHS = {"F_Cu": 0.0, "In1_Cu": 0.2454, "In2_Cu": 1.3496, "B_Cu": 1.6}
INNER = ("In1_Cu", "In2_Cu")


def ipc_rise(amps, area_mil2, k):
    """The temperature rise (C) IPC-2221 gives a conductor of this cross-section at this current."""
    return (abs(amps) / (k * area_mil2 ** 0.725)) ** (1 / 0.44) if amps else 0.0


def track_area_mil2(width_mm, layer):
    return (width_mm / MIL) * ((INNER_UM if layer in INNER else OUTER_UM) / 25.4)


def via_area_mil2(hole_mm):
    t = PLATING_UM / 1000
    return math.pi * (hole_mm + t) * t / MIL ** 2


class Piece:
    """A resistor of the network: a piece of track or of a via's barrel."""

    def __init__(self, kind, layer, a, b, ohms, area, k, where):
        self.kind, self.layer, self.a, self.b, self.ohms, self.area, self.k = kind, layer, a, b, ohms, area, k
        self.where = where   # (x, y, ...) for the report


class Copper:
    """A board's copper as the fab receives it (folder of Gerbers + drill), by net."""

    def __init__(self, folder):
        from gerbonara import ExcellonFile, GerberFile

        folder = Path(folder)
        self.tracks, self.pads, self.vias, self.planes = [], [], [], set()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", SyntaxWarning)   # KiCad writes G90 after the drill's header
            drill = ExcellonFile.open(next(folder.glob("*.drl")))
        holes = {(round(h.x, 3), round(-h.y, 3)): h.aperture.diameter for h in drill.objects if hasattr(h, "x")}
        # every hole's centre (a slot's: its middle): a pad with one inside is a through-hole pad
        self.holes = list(holes) + [((h.x1 + h.x2) / 2, -(h.y1 + h.y2) / 2) for h in drill.objects if hasattr(h, "x1")]
        self.layers = []
        for layer in DEPTHS:
            files = list(folder.glob("*-%s.gbr" % layer))
            if not files:
                continue
            self.layers.append(layer)
            gerber = GerberFile.open(files[0])
            for obj in gerber.objects:
                attrs = obj.attrs if isinstance(obj.attrs, dict) else {}
                net = attrs.get(".N", ("",))[0]
                kind = type(obj).__name__
                function = dict(obj.aperture.attrs).get(".AperFunction", ("",))[0] if getattr(obj, "aperture", None) else ""
                if kind == "Line" and net:
                    self.tracks.append((net, layer, (obj.x1, -obj.y1), (obj.x2, -obj.y2), obj.aperture.diameter))
                elif kind == "Flash" and function == "ViaPad":
                    at = (round(obj.x, 3), round(-obj.y, 3))
                    self.vias.append((net, layer, at, holes.get(at)))
                elif kind == "Flash" and ".P" in attrs:
                    (x0, y0), (x1, y1) = obj.bounding_box()
                    self.pads.append((net, layer, attrs[".P"][0], attrs[".P"][1], (x0, -y1, x1, -y0)))
            if layer in INNER:   # the planes: filled regions (gerbonara keeps no attributes on a region)
                text = files[0].read_text()
                self.planes |= {(net, layer) for net in re.findall(r"^%TO\.N,([^*]+)\*%\nG36\*$", text, re.M)}

    def network(self, net):
        return Network(self, net)


class Network:
    """One net's resistor network; nodes are merged points (union-find), pieces are resistors."""

    def __init__(self, copper, net):
        self.net = net
        self.parent = {}
        self.pieces = []
        tracks = [t for t in copper.tracks if t[0] == net]
        vias = {}
        for _, layer, at, hole in (v for v in copper.vias if v[0] == net):
            vias.setdefault(at, {"hole": hole, "layers": set()})["layers"].add(layer)
        pads = [p for p in copper.pads if p[0] == net]
        # where each track is cut: its ends, other tracks' ends on it, vias on it
        cuts = [[0.0, 1.0] for _ in tracks]
        ends = [(t[1], p) for t in tracks for p in (t[2], t[3])]
        for i, (_, layer, a, b, width) in enumerate(tracks):
            for other_layer, p in ends:
                if other_layer == layer:
                    s, d = _project(p, a, b)
                    if d <= width / 2 + 1e-3:
                        cuts[i].append(s)
            for at, via in vias.items():
                if layer in via["layers"]:
                    s, d = _project(at, a, b)
                    if d <= width / 2 + 1e-3:
                        cuts[i].append(s)
        for i, (_, layer, a, b, width) in enumerate(tracks):
            points = sorted(set(round(s, 6) for s in cuts[i]))
            length = math.dist(a, b)
            at = [_along(a, b, s) for s in points]
            for p in at:   # each cut point: joined to what lies there on this layer
                node = self._point(layer, p)
                for at_via, via in vias.items():
                    if layer in via["layers"] and math.dist(at_via, p) <= width / 2 + 1e-3:
                        self._union(node, ("via", at_via, layer))
                for _, pad_layer, ref, _pin, rect in pads:
                    if pad_layer == layer and _inside(p, rect) and p in (at[0], at[-1]):
                        self._union(node, ("part", ref))
            for (s0, p0), (s1, p1) in zip(zip(points, at), zip(points[1:], at[1:])):
                piece_len = (s1 - s0) * length
                if piece_len < 1e-6:
                    self._union(self._point(layer, p0), self._point(layer, p1))
                    continue
                thick = (INNER_UM if layer in INNER else OUTER_UM) * 1e-6
                ohms = RHO * piece_len * 1e-3 / (width * 1e-3 * thick)
                k = K_INNER if layer in INNER else K_OUTER
                self.pieces.append(Piece("track", layer, self._point(layer, p0), self._point(layer, p1), ohms,
                                         track_area_mil2(width, layer), k, (p0, p1, width)))
            # a track's end on another track of this layer (its cut point there): the same node
            for p in (a, b):
                for j, (_, other_layer, oa, ob, other_width) in enumerate(tracks):
                    if j != i and other_layer == layer:
                        s, d = _project(p, oa, ob)
                        if d <= other_width / 2 + 1e-3:
                            self._union(self._point(layer, p), self._point(layer, _along(oa, ob, round(s, 6))))
        for at, via in vias.items():   # the barrel, layer to layer; a plane joins its layer's end
            layers = sorted(via["layers"], key=DEPTHS.get)
            area = via_area_mil2(via["hole"])
            t = PLATING_UM * 1e-6
            barrel = math.pi * (via["hole"] * 1e-3 + t) * t
            for upper, lower in zip(layers, layers[1:]):
                depth = (DEPTHS[lower] - DEPTHS[upper]) * 1e-3
                self.pieces.append(Piece("via", upper + "-" + lower, self._find(("via", at, upper)),
                                         self._find(("via", at, lower)), RHO_PLATED * depth / barrel, area, K_OUTER,
                                         (at, via["hole"])))
            for layer in layers:
                if (net, layer) in copper.planes:
                    self._union(("via", at, layer), ("plane", layer))
        # a through-hole pad (a hole or slot inside it) reaches every layer (its own barrel, neglected)
        # and a plane of its net
        for _, layer, ref, _pin, rect in pads:
            if any(_inside(hole, rect) for hole in copper.holes) or (net, layer) in copper.planes:
                for plane_layer in INNER:
                    if (net, plane_layer) in copper.planes:
                        self._union(("part", ref), ("plane", plane_layer))
        for piece in self.pieces:
            piece.a, piece.b = self._find(piece.a), self._find(piece.b)

    def _point(self, layer, p):
        return ("pt", layer, round(p[0], 3), round(p[1], 3))

    def _find(self, node):
        self.parent.setdefault(node, node)
        while self.parent[node] != node:
            self.parent[node] = self.parent[self.parent[node]]
            node = self.parent[node]
        return node

    def _union(self, a, b):
        ra, rb = self._find(a), self._find(b)
        if ra != rb:
            self.parent[rb] = ra

    def node(self, ref):
        return self._find(("part", ref))

    def solve(self, source, sinks):
        """Currents put in at part `source` and drawn at {part: amps}: ([(piece, amps)], {part: volts
        below the source}). Raises KeyError for a part the net does not reach."""
        src = self.node(source)
        # the source's connected piece of copper only
        adjacent = {}
        for p in self.pieces:
            adjacent.setdefault(p.a, []).append(p.b)
            adjacent.setdefault(p.b, []).append(p.a)
        reach, stack = {src}, [src]
        while stack:
            for n in adjacent.get(stack.pop(), []):
                if n not in reach:
                    reach.add(n)
                    stack.append(n)
        for ref in sinks:
            if self.node(ref) not in reach:
                raise KeyError("%s: no copper from %s to %s" % (self.net, source, ref))
        index = {n: i for i, n in enumerate(sorted(reach - {src}, key=repr))}
        size = len(index)
        g = np.zeros((size, size))
        for p in self.pieces:
            if p.a not in reach or p.a == p.b:
                continue
            c = 1.0 / p.ohms
            for x, y in ((p.a, p.b), (p.b, p.a)):
                if x in index:
                    g[index[x], index[x]] += c
                    if y in index:
                        g[index[x], index[y]] -= c
        rhs = np.zeros((size, len(sinks)))
        refs = sorted(sinks)
        for j, ref in enumerate(refs):
            n = self.node(ref)
            if n in index:
                rhs[index[n], j] = -1.0   # 1 A drawn here (the source held at 0 V)
        unit = np.linalg.solve(g, rhs) if size else rhs
        volts = lambda n, column: 0.0 if n == src else float(column[index[n]])
        amps = np.array([sinks[r] for r in refs])
        column = unit @ amps
        currents = [(p, (volts(p.a, column) - volts(p.b, column)) / p.ohms) for p in self.pieces if p.a in reach]
        drops = {r: -volts(self.node(r), column) for r in refs}
        self.last = (refs, unit, index, src, reach)
        return currents, drops

    def worst_case(self, source, caps, total):
        """The LED rail's worst case over every way `total` amps may split among the loads (each
        load at most caps[part]): per piece, the most current any split puts through it, and per
        load the most voltage any split drops on its way (both linear in the loads: the greatest is
        a fractional knapsack, filled from the loads that weigh most)."""
        self.solve(source, {r: 0.0 for r in caps})
        refs, unit, index, src, reach = self.last

        def greatest(weights):
            order = sorted(range(len(refs)), key=lambda j: -weights[j])
            left, best = total, 0.0
            for j in order:
                take = min(caps[refs[j]], left)
                best += take * weights[j]
                left -= take
            return best

        def volts_of(n):
            return np.zeros(len(refs)) if n == src else unit[index[n]]

        pieces = []
        for p in self.pieces:
            if p.a not in reach:
                continue
            per_amp = (volts_of(p.a) - volts_of(p.b)) / p.ohms
            pieces.append((p, max(greatest(per_amp), greatest(-per_amp))))
        drops = {r: greatest(-volts_of(self.node(r))) for r in refs}
        return pieces, drops


def _project(p, a, b):
    """(where along a->b, 0..1, the nearest point to p lies; its distance)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length2 = dx * dx + dy * dy
    s = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2))
    q = _along(a, b, s)
    return s, math.dist(p, q)


def _along(a, b, s):
    return (a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1]))


def _inside(p, rect, tol=1e-3):
    return rect[0] - tol <= p[0] <= rect[2] + tol and rect[1] - tol <= p[1] <= rect[3] + tol


def rises(currents):
    """[(rise C, amps, piece)] of each piece, hottest first."""
    out = [(ipc_rise(a, p.area, p.k), a, p) for p, a in currents]
    return sorted(out, key=lambda r: -r[0])


def describe(piece):
    if piece.kind == "via":
        (x, y), hole = piece.where
        return "via %.2f mm at (%.2f, %.2f) %s" % (hole, x, y, piece.layer)
    (x0, y0), (x1, y1), width = piece.where
    return "%.2f mm track on %s (%.2f, %.2f)-(%.2f, %.2f)" % (width, piece.layer.replace("_", "."), x0, y0, x1, y1)
