"""A deterministic grid router: A* over a grid (0.25 mm unless a board asks for a finer one), Manhattan
moves, through vias between layers (two signal layers unless a board gives it more: an inner one).

Every clearance is kept on the grid itself, so what it lays down is DRC clean by construction:
  * a cell is free for a net when no copper of another net lies within (its half-width + theirs +
    CLEARANCE) of it: tracks are stored as the cells of their centre lines (Manhattan segments between
    neighbouring cells are as far from any other cell as their nearer end), pads as their rectangles;
  * a path starts and ends on cells inside its pads (KiCad joins a track whose end lies in a pad);
  * a net with several pads grows as a tree: each pad in turn joins the copper the net already has.
Nothing here is random: the same pads in the same order give the same copper.
"""

import heapq
import math
import re

import numpy as np

GRID = 0.25          # mm between cells, unless the board asks for another
CLEARANCE = 0.2      # copper to copper, mm (the board's rule; the router adds EPS on top)
EPS = 0.02
EDGE = 0.5           # copper to board edge, mm
VIA = (0.6, 0.3)     # via diameter, drill
VIA_HOLE_GAP = 0.4   # hole to hole, beyond the vias' own copper clearance
VIA_COST = 12        # in 0.25 mm cells: a layer change is worth a detour of 3 mm
TURN_COST = 2        # in 0.25 mm cells
RIP_ROUNDS = 8       # rounds of rip-up and retry at most (they stop when one changes nothing)
MAX_BLOCKERS = 16    # a net with more routed nets in its way than this waits for the next round
LOCAL_RADII = (1.0, 2.0, 3.0, 5.0)   # mm round a net left walled in: the nets there routed again after it
LOCAL_MAX = 40       # nets taken up round it at most
DISPLACE_DEPTH = 2   # a net ripped up for another's way that fails moves those in its own, this deep
CROSS_COST = 10      # in cells: what a way that rip-up looks for pays per cell of another net's copper


class RouteError(Exception):
    pass


def _disk(radius_cells):
    r = int(math.ceil(radius_cells))
    return [(dy, dx) for dy in range(-r, r + 1) for dx in range(-r, r + 1)
            if math.hypot(dx, dy) < radius_cells]


def _dilate(mask, radius_mm, grid=GRID):
    out = np.zeros_like(mask)
    ny, nx = mask.shape
    for dy, dx in _disk(radius_mm / grid):
        ys, yd = (slice(0, ny - dy), slice(dy, ny)) if dy >= 0 else (slice(-dy, ny), slice(0, ny + dy))
        xs, xd = (slice(0, nx - dx), slice(dx, nx)) if dx >= 0 else (slice(-dx, nx), slice(0, nx + dx))
        out[yd, xd] |= mask[ys, xs]
    return out


class Pad:
    """A pad as the router sees it: its net, layers and an axis-aligned rectangle (x0, y0, x1, y1) in
    mm (round and rotated pads by the rectangle around them: conservative)."""

    def __init__(self, net, layers, rect, name="", inside=None):
        self.net, self.layers, self.rect, self.name = net, tuple(layers), rect, name
        self.inside = inside   # (x, y) -> whether a track may end there (round pads: not the corners)


class Router:
    def __init__(self, outline, pads, keepouts=(), grid=GRID, layers=2, layer_cost=None, via_spacing=None,
                 clearance=CLEARANCE, via=VIA):
        """outline: (x0, y0, x1, y1) of the board, mm; pads: [Pad]; keepouts: [(layer, rect)] where no
        copper may go (e.g. under a module); grid: mm between cells (0.1 reaches every pad of a 0.4 mm
        pitch QFN on its centre line); layers: how many signal layers (0 = F.Cu, 1 = B.Cu, then the
        board's inner ones: Layout.signal), every via passing through them all;
        layer_cost: per layer, an extra cost per cell (an inner layer used only where it is needed:
        its tracks cut the plane sharing it); via_spacing: mm between two vias' centres at least;
        clearance, via: the board's copper-to-copper rule and its vias' (diameter, drill), mm."""
        self.grid = grid
        self.clearance, self.via = clearance, tuple(via)
        self.layers = tuple(range(layers))
        self.layer_cost = tuple(layer_cost or (0,) * layers)
        self.via_spacing = self.via[0] + VIA_HOLE_GAP if via_spacing is None else via_spacing
        self.via_cost = int(round(VIA_COST * 0.25 / grid))
        self.turn_cost = int(round(TURN_COST * 0.25 / grid))
        self.x0, self.y0 = outline[0], outline[1]
        self.nx = int(round((outline[2] - outline[0]) / self.grid)) + 1
        self.ny = int(round((outline[3] - outline[1]) / self.grid)) + 1
        self.pads = list(pads)
        self.shape = (self.ny, self.nx)
        # copper laid so far: per layer, the owning net (0 = none) and the half-width at each cell
        self.owner = [np.zeros(self.shape, np.int32) for _ in self.layers]
        self.halfw = [np.zeros(self.shape, np.float32) for _ in self.layers]
        self.vias_at = np.zeros(self.shape, bool)
        self.tracks = []   # (net, layer, (x, y), (x, y), width)
        self.vias = []     # (net, (x, y))
        self.pieces = {}   # net: [set of cells], the pieces of copper not yet joined
        # what connect() laid, per net (the rest, pattern copper and vias to planes, stays): rip() takes it up
        self.routed = {}   # net: [track or via tuple]
        self.fixed_pieces = {}   # net: [set of cells] of its copper that stays
        ys = self.y0 + self.grid * np.arange(self.ny)
        xs = self.x0 + self.grid * np.arange(self.nx)
        self.X, self.Y = np.meshgrid(xs, ys)
        edge = np.minimum.reduce([self.X - outline[0], outline[2] - self.X, self.Y - outline[1], outline[3] - self.Y])
        self.edge_dist = edge
        self.keepout = [np.zeros(self.shape, bool) for _ in self.layers]
        for layer, rect in keepouts:
            self.keepout[layer] |= self._rect_distance(rect) <= 0
        self._pad_cache = {}
        self._inside_cache = {}

    # -- geometry --------------------------------------------------------------------------------
    def cell(self, x, y):
        return int(round((y - self.y0) / self.grid)), int(round((x - self.x0) / self.grid))

    def snap(self, v, axis=None):
        """A coordinate (mm) moved to the nearest grid line (the grid's origin is on a whole multiple of it)."""
        return round(round(v / self.grid) * self.grid, 4)

    def xy(self, iy, ix):
        return round(self.x0 + ix * self.grid, 4), round(self.y0 + iy * self.grid, 4)

    def _rect_distance(self, rect):
        x0, y0, x1, y1 = rect
        dx = np.maximum(np.maximum(x0 - self.X, self.X - x1), 0)
        dy = np.maximum(np.maximum(y0 - self.Y, self.Y - y1), 0)
        return np.hypot(dx, dy)

    def _pad_owner(self, half):
        """Per layer: the net whose pad keeps cells out for a track of half-width `half` (-1: pads of
        two nets)."""
        if half not in self._pad_cache:
            owners = [np.zeros(self.shape, np.int32) for _ in self.layers]
            reach = half + self.clearance + EPS
            for pad in self.pads:
                x0, y0, x1, y1 = pad.rect
                sub = self._window(pad.rect, reach)
                near = self._rect_distance_window(pad.rect, sub) < reach
                for layer in pad.layers:
                    o = owners[layer][sub]
                    mark = near & (o != pad.net)
                    o[mark & (o == 0)] = pad.net
                    o[mark & (o != 0) & (o != pad.net)] = -1
            self._pad_cache[half] = owners
        return self._pad_cache[half]

    def _window(self, rect, reach):
        iy0, ix0 = self.cell(rect[0] - reach - self.grid, rect[1] - reach - self.grid)
        iy1, ix1 = self.cell(rect[2] + reach + self.grid, rect[3] + reach + self.grid)
        return (slice(max(iy0, 0), min(iy1 + 1, self.ny)), slice(max(ix0, 0), min(ix1 + 1, self.nx)))

    def _rect_distance_window(self, rect, sub):
        x0, y0, x1, y1 = rect
        X, Y = self.X[sub], self.Y[sub]
        dx = np.maximum(np.maximum(x0 - X, X - x1), 0)
        dy = np.maximum(np.maximum(y0 - Y, Y - y1), 0)
        return np.hypot(dx, dy)

    def blocked(self, net, half):
        """Per layer: the cells a track of `net` with half-width `half` may not use."""
        owners = self._pad_owner(half)
        out = []
        for layer in self.layers:
            b = (owners[layer] != 0) & (owners[layer] != net)
            b |= self.edge_dist < EDGE + half
            b |= self.keepout[layer]
            other = (self.owner[layer] != 0) & (self.owner[layer] != net)
            for hw in np.unique(self.halfw[layer][other]):
                b |= _dilate(other & (self.halfw[layer] == hw), half + float(hw) + self.clearance + EPS, self.grid)
            out.append(b)
        return out

    def pad_cells(self, pad, layer, blocked):
        """The free cells inside a pad (at least 0.05 mm inside its edge)."""
        x0, y0, x1, y1 = pad.rect
        sub = self._window(pad.rect, 0)
        X, Y = self.X[sub], self.Y[sub]
        inside = (X >= x0 + 0.05) & (X <= x1 - 0.05) & (Y >= y0 + 0.05) & (Y <= y1 - 0.05) & ~blocked[layer][sub]
        iys, ixs = np.nonzero(inside)
        cells = [(layer, int(iy + sub[0].start), int(ix + sub[1].start)) for iy, ix in zip(iys, ixs)]
        if pad.inside is not None:
            known = self._inside_cache.setdefault(id(pad), {})
            for c in cells:
                if c[1:] not in known:
                    known[c[1:]] = pad.inside(*self.xy(c[1], c[2]))
            cells = [c for c in cells if known[c[1:]]]
        return cells

    # -- laying copper ---------------------------------------------------------------------------
    def add_track(self, net, layer, a, b, width):
        """A straight horizontal or vertical track between two points on the grid (pattern copper)."""
        (ay, ax), (by, bx) = self.cell(*a), self.cell(*b)
        assert ay == by or ax == bx, (a, b)
        for iy in range(min(ay, by), max(ay, by) + 1):
            for ix in range(min(ax, bx), max(ax, bx) + 1):
                self._claim(net, layer, iy, ix, width / 2)
        self.tracks.append((net, layer, self.xy(ay, ax), self.xy(by, bx), width))
        cells = set((layer, iy, ix) for iy in range(min(ay, by), max(ay, by) + 1) for ix in range(min(ax, bx), max(ax, bx) + 1))
        self.pieces.setdefault(net, []).append(cells)
        self.fixed_pieces.setdefault(net, []).append(cells)

    def add_via(self, net, at):
        """A via at a grid point (pattern copper)."""
        iy, ix = self.cell(*at)
        self.vias.append((net, self.xy(iy, ix)))
        self.vias_at[iy, ix] = True
        for layer in self.layers:
            self._claim(net, layer, iy, ix, self.via[0] / 2)
        self.pieces.setdefault(net, []).append({(layer, iy, ix) for layer in self.layers})
        self.fixed_pieces.setdefault(net, []).append({(layer, iy, ix) for layer in self.layers})

    def _claim(self, net, layer, iy, ix, half):
        assert self.owner[layer][iy, ix] in (0, net), "cell owned by another net"
        self.owner[layer][iy, ix] = net
        self.halfw[layer][iy, ix] = max(self.halfw[layer][iy, ix], half)

    def _lay(self, net, path, width, routed=True):
        """Lays a path's tracks and vias; routed copper (connect's) may be ripped up again."""
        half = width / 2
        start = 0
        laid = self.routed.setdefault(net, []) if routed else []
        for i in range(1, len(path) + 1):
            end_run = i == len(path) or path[i][0] != path[start][0] or (
                i - start >= 2 and _direction(path[i - 2], path[i - 1]) != _direction(path[i - 1], path[i]))
            if end_run:
                a, b = path[start], path[i - 1]
                if a != b:
                    self.tracks.append((net, a[0], self.xy(a[1], a[2]), self.xy(b[1], b[2]), width))
                    laid.append(self.tracks[-1])
                if i < len(path) and path[i][0] != path[i - 1][0]:
                    self.vias.append((net, self.xy(path[i][1], path[i][2])))
                    laid.append(self.vias[-1])
                    self.vias_at[path[i][1], path[i][2]] = True
                    for layer in self.layers:
                        self._claim(net, layer, path[i][1], path[i][2], self.via[0] / 2)
                    start = i
                else:
                    start = i - 1
        for layer, iy, ix in path:
            self._claim(net, layer, iy, ix, half)

    # -- ripping up --------------------------------------------------------------------------------
    def rip(self, net):
        """Takes up the copper connect() laid for `net` (its fixed copper stays): it must be routed again."""
        laid = set(map(id, self.routed.pop(net, [])))
        if not laid:
            return
        self.tracks = [t for t in self.tracks if id(t) not in laid]
        self.vias = [v for v in self.vias if id(v) not in laid]
        self.pieces[net] = [set(p) for p in self.fixed_pieces.get(net, [])]
        self.owner, self.halfw, self.vias_at = self._paint(self.tracks, self.vias)

    def rip_up(self, failed, pads, width, keep=(), log=print, describe=str, rounds=RIP_ROUNDS):
        """Rip-up and retry: each net that found no way (failed: {net: why}, updated in place) takes
        the way it would find if no other net's routed copper were there; the nets on that way are
        ripped up (with the net's own half-done copper), the net is routed, then they are again, each
        its own way (one that fails now displaces the nets in its way in turn: _displace); kept unless
        more nets fail than before. A net that fails in turn is tried in the next round. A net routed
        so stays, unless only such nets are in another's way: else two nets in each other's way take
        turns, round after round, and neither the rest. When a round changes nothing, the nets near
        where each failed net stops are taken up and routed again after it (_reroute_around), and
        the rounds go on if that routed one more. pads(net), width(net): a net's pads and track
        width; keep: nets never ripped up."""
        kept = set(keep)
        seen = set()   # the sets of failed nets the rounds ended with
        for rnd in range(rounds):
            progress = False
            for net in sorted(failed):
                if net in keep or net not in failed:
                    continue
                blockers = sorted(self.blockers(net, pads(net), width(net), fixed=kept))
                if not blockers:   # only nets it routed before stand in the way: those, then
                    blockers = sorted(b for b in self.blockers(net, pads(net), width(net)) if b not in keep)
                if not blockers or len(blockers) > MAX_BLOCKERS:
                    continue
                before = self._state(), dict(failed)
                self._displace(net, blockers, pads, width, failed, kept, DISPLACE_DEPTH)
                if len(failed) <= len(before[1]):   # as good (another way round) or better
                    progress = progress or set(failed) != set(before[1])
                    if net not in failed:
                        kept.add(net)
                else:   # worse: the copper as it was
                    self._restore(before[0])
                    failed.clear()
                    failed.update(before[1])
            log("rip-up round %d: %d nets not routed: %s" % (rnd + 1, len(failed), describe(failed)))
            if not failed:
                return
            if frozenset(failed) in seen:   # nets taking turns (one routed, the other not, and back):
                progress = False            # a round like an earlier one is no progress
            seen.add(frozenset(failed))
            if not progress:   # stuck: the nets round where each is walled in, routed again after it
                if not any(self._reroute_around(net, pads, width, failed, keep) for net in sorted(failed)):
                    return
                log("rip-up round %d, the nets round each left taken up: %d nets not routed: %s"
                    % (rnd + 1, len(failed), describe(failed)))

    def _displace(self, net, blockers, pads, width, failed, fixed, depth):
        """Takes up the blockers' copper (and the net's own half-done copper), routes the net, then
        each of them again; one that finds no way now takes up the nets in its way in turn (the net
        before it stays), `depth` levels deep: the one displaced by a net's way moves the ones in its
        own new way, as a chain. failed: {net: why}, updated in place; fixed: nets never taken up."""
        self._route_again([net] + blockers, pads, width, failed)
        if depth <= 0:
            return
        fixed = set(fixed) | {net}
        for n in blockers:
            if n in failed:
                more = sorted(self.blockers(n, pads(n), width(n), fixed=fixed))
                if more and len(more) <= MAX_BLOCKERS:
                    self._displace(n, more, pads, width, failed, fixed, depth - 1)

    def _reroute_around(self, net, pads, width, failed, keep):
        """The routed nets with copper near where `net` stops (the pad or the copper its failure
        names), within each radius of LOCAL_RADII in turn, taken up with it; it is routed first,
        then they in the order they were routed before. Kept only when fewer nets fail than before
        (True), else the copper as it was. The rip-up's last resort: the ways it looks for cross the
        least copper of others, but a pin walled in by its neighbours' ways out needs them all moved."""
        at = self._where(failed[net])
        if at is None:
            return False
        for radius in LOCAL_RADII:
            iy, ix = self.cell(*at)
            r = int(math.ceil(radius / self.grid))
            win = (slice(max(iy - r, 0), iy + r + 1), slice(max(ix - r, 0), ix + r + 1))
            near = set()
            for layer in self.layers:
                near.update(np.unique(self.owner[layer][win]).tolist())
            near = [n for n in self.routed if n in near and n != net and n not in keep]
            if not near or len(near) > LOCAL_MAX:
                continue
            before = self._state(), dict(failed)
            self._route_again([net] + near, pads, width, failed)
            if len(failed) < len(before[1]):
                return True
            self._restore(before[0])
            failed.clear()
            failed.update(before[1])
        return False

    def _route_again(self, nets, pads, width, failed):
        """Takes up the copper connect() laid for these nets, then routes them again in this order;
        failed: {net: why}, updated in place."""
        for n in nets:
            self.rip(n)
        for n in nets:
            failed.pop(n, None)
            try:
                self.connect(n, pads(n), width(n))
            except RouteError as e:
                failed[n] = str(e)

    def _where(self, why):
        """The point (mm) a RouteError's text names: a pad's centre or a piece of copper's cell."""
        found = re.search(r"from pad (\S+) to", why)
        if found:
            pad = next((p for p in self.pads if p.name == found.group(1)), None)
            return None if pad is None else ((pad.rect[0] + pad.rect[2]) / 2, (pad.rect[1] + pad.rect[3]) / 2)
        found = re.search(r"copper at \(([-0-9.]+), ([-0-9.]+)\)", why)
        return (float(found.group(1)), float(found.group(2))) if found else None

    def _state(self):
        return (list(self.tracks), list(self.vias), {n: list(i) for n, i in self.routed.items()},
                {n: [set(p) for p in ps] for n, ps in self.pieces.items()},
                [a.copy() for a in self.owner], [a.copy() for a in self.halfw], self.vias_at.copy())

    def _restore(self, state):
        self.tracks, self.vias, self.routed, self.pieces, self.owner, self.halfw, self.vias_at = state

    def _paint(self, tracks, vias):
        """The grid's copper (owner, half-width, vias) as these tracks and vias lay it."""
        owner = [np.zeros(self.shape, np.int32) for _ in self.layers]
        halfw = [np.zeros(self.shape, np.float32) for _ in self.layers]
        vias_at = np.zeros(self.shape, bool)
        for net, layer, a, b, width in tracks:
            (ay, ax), (by, bx) = self.cell(*a), self.cell(*b)
            sub = (slice(min(ay, by), max(ay, by) + 1), slice(min(ax, bx), max(ax, bx) + 1))
            owner[layer][sub] = net
            np.maximum(halfw[layer][sub], width / 2, out=halfw[layer][sub])
        for net, at in vias:
            iy, ix = self.cell(*at)
            vias_at[iy, ix] = True
            for layer in self.layers:
                owner[layer][iy, ix] = net
                halfw[layer][iy, ix] = max(halfw[layer][iy, ix], self.via[0] / 2)
        return owner, halfw, vias_at

    def blockers(self, net, pads, width, fixed=()):
        """The nets whose routed copper stands in the way of `net`: the ways found as if no routed copper
        of another net (but those `fixed`) were there (but at a cost for each cell of it crossed: the
        way through the fewest), and the nets with copper too near them. Empty when even then there
        is no way (the pads and the fixed copper close it off)."""
        half = width / 2
        full, full_no_via = self._masks(net, half)
        saved = self.owner, self.halfw, self.vias_at, self.pieces
        routed = {id(item) for n, items in self.routed.items() if n not in fixed for item in items}
        self.owner, self.halfw, self.vias_at = self._paint([t for t in self.tracks if id(t) not in routed],
                                                           [v for v in self.vias if id(v) not in routed])
        self.pieces = {n: [set(p) for p in ps] for n, ps in self.fixed_pieces.items()}
        ways = []
        try:
            blocked, no_via = self._masks(net, half)
            penalty = [(full[layer] & ~blocked[layer]).astype(np.int32) * CROSS_COST for layer in self.layers]
            penalty.append((full_no_via & ~no_via).astype(np.int32) * CROSS_COST)   # [-1]: a via there
            groups = self._groups(net, pads, blocked)
            groups.sort(key=lambda g: (-len(g), min(g)))
            tree = groups.pop(0) if groups else set()
            while groups:
                groups.sort(key=lambda g: (self._gap(g, tree), min(g)))
                group = groups.pop(0)
                path = self._astar(sorted(group), tree, blocked, no_via, penalty=penalty)
                if path is None:
                    return set()
                ways.append(path)
                tree |= group
                tree.update(path)
        except RouteError:
            return set()
        finally:
            self.owner, self.halfw, self.vias_at, self.pieces = saved
        found = set()
        for path in ways:
            for i, (layer, iy, ix) in enumerate(path):
                via = i > 0 and path[i - 1][0] != layer
                reach = self.via[0] / 2 if via else half
                for lay in (self.layers if via else (layer,)):
                    found |= self._owners_near(lay, iy, ix, reach, net)
                if via:   # another via too near this one's hole
                    r = int(math.ceil(self.via_spacing / self.grid))
                    win = (slice(max(iy - r, 0), iy + r + 1), slice(max(ix - r, 0), ix + r + 1))
                    found |= set(np.unique(self.owner[0][win][self.vias_at[win]]).tolist())
        found.discard(net)
        found.discard(0)
        return {n for n in found if n in self.routed and n not in fixed}

    def _owners_near(self, layer, iy, ix, half, net):
        """The nets whose copper on `layer` lies closer than the clearance to a track of half-width
        `half` at cell (iy, ix)."""
        r = int(math.ceil((half + self.via[0] / 2 + self.clearance + EPS) / self.grid))
        win = (slice(max(iy - r, 0), iy + r + 1), slice(max(ix - r, 0), ix + r + 1))
        own, hw = self.owner[layer][win], self.halfw[layer][win]
        dist = np.hypot(self.X[win] - self.X[iy, ix], self.Y[win] - self.Y[iy, ix])
        near = (own != 0) & (own != net) & (dist < half + hw + self.clearance + EPS)
        return set(np.unique(own[near]).tolist())

    def joined(self, net, pads):
        """Whether the net's copper joins all its pads in one piece (a net connect() completed)."""
        pieces = self.pieces.get(net, [])
        if len(pads) < 2:
            return True
        if len(pieces) != 1:
            return False
        tree = pieces[0]
        for pad in pads:
            sub = self._window(pad.rect, 0)
            X, Y = self.X[sub], self.Y[sub]
            inside = (X >= pad.rect[0]) & (X <= pad.rect[2]) & (Y >= pad.rect[1]) & (Y <= pad.rect[3])
            iys, ixs = np.nonzero(inside)
            if not any((layer, int(iy + sub[0].start), int(ix + sub[1].start)) in tree
                       for layer in pad.layers for iy, ix in zip(iys, ixs)):
                return False
        return True

    # -- searching -------------------------------------------------------------------------------
    def _masks(self, net, half):
        blocked = self.blocked(net, half)
        via_blocked = self.blocked(net, self.via[0] / 2)
        no_via = np.logical_or.reduce(via_blocked) | _dilate(self.vias_at, self.via_spacing, self.grid)
        for pad in self.pads:   # no via in a pad or at its edge
            sub = self._window(pad.rect, self.via[0] / 2 + self.clearance)
            no_via[sub] |= self._rect_distance_window(pad.rect, sub) < self.via[0] / 2 + self.clearance + EPS
        return blocked, no_via

    def _keep_from_vias(self, no_via, path):
        """The masks after the net's own path is laid: `blocked` stays as it was (a net's copper never
        blocks itself), `no_via` gains the room around the path's vias (_masks() again, but only there)."""
        disk = _disk(self.via_spacing / self.grid)
        for before, (layer, iy, ix) in zip(path, path[1:]):
            if before[0] != layer:
                for dy, dx in disk:
                    if 0 <= iy + dy < self.ny and 0 <= ix + dx < self.nx:
                        no_via[iy + dy, ix + dx] = True

    def _groups(self, net, pads, blocked, alone=False):
        """The net's pieces so far: each a set of cells (its pads' free cells, its copper), joined
        where they touch (alone: the pads' only)."""
        groups = [] if alone else [set(g) for g in self.pieces.get(net, [])]
        for pad in pads:
            cells = set(c for layer in pad.layers for c in self.pad_cells(pad, layer, blocked))
            if not cells:
                raise RouteError("no free cell in pad %s" % pad.name)
            groups.append(cells)
        merged = []
        for group in groups:
            for other in [m for m in merged if not m.isdisjoint(group)]:
                merged.remove(other)
                group |= other
            merged.append(group)
        return merged

    def connect(self, net, pads, width, reach=None, alone=False):
        """Joins `pads` (all of `net`) and the net's copper so far into one tree, the nearest piece
        first; with `reach` (mm), only joins each pad to a piece that near (local connections, e.g. a
        decoupling capacitor to its chip), leaving the rest for later; with `alone` too, the pads
        only to each other (not to the net's copper so far). Raises RouteError naming the pad that
        found no way."""
        half = width / 2
        blocked, no_via = self._masks(net, half)
        groups = self._groups(net, pads, blocked, alone)
        names = {}
        for pad in pads:
            names[id(pad)] = pad.name
        if reach is None:
            if not groups:
                raise RouteError("nothing to join")
            groups.sort(key=lambda g: (-len(g), min(g)))
            tree = groups.pop(0)
            while groups:
                groups.sort(key=lambda g: (self._gap(g, tree), min(g)))
                group = groups.pop(0)
                path = self._astar(sorted(group), tree, blocked, no_via)
                if path is None:
                    raise RouteError("no way from %s to the rest of its net" % self._name(group, pads))
                self._lay(net, path, width)
                self._keep_from_vias(no_via, path)
                tree |= group
                tree.update(path)
            self.pieces[net] = [tree]
            return
        limit = int(reach / self.grid)
        done = []
        while groups:
            group = groups.pop(0)
            near = [g for g in groups if self._gap(group, g) <= limit]
            if not near:
                done.append(group)
                continue
            near.sort(key=lambda g: (self._gap(group, g), min(g)))
            target = near[0]
            path = self._astar(sorted(group), target, blocked, no_via, limit=4 * limit + 40)
            if path is None:
                done.append(group)
                continue
            self._lay(net, path, width)
            self._keep_from_vias(no_via, path)
            groups.remove(target)
            groups.insert(0, group | target | set(path))
        self.pieces[net] = (self.pieces.get(net, []) if alone else []) + done

    def drop_via(self, net, pad, width, reach=3.0):
        """Joins a pad to an inner plane of its net: a short track on the pad's own layer to the
        nearest point where a via may stand (never in a pad), and the via there. Raises RouteError."""
        half = width / 2
        blocked, no_via = self._masks(net, half)
        sources = sorted(set(c for layer in pad.layers for c in self.pad_cells(pad, layer, blocked)))
        if not sources:
            raise RouteError("no free cell in pad %s" % pad.name)
        limit = int(reach / self.grid)
        best = {s: 0 for s in sources}
        came = {s: None for s in sources}
        heap = [(0, s) for s in sources]
        heapq.heapify(heap)
        while heap:
            g, node = heapq.heappop(heap)
            if g > best[node]:
                continue
            layer, iy, ix = node
            if not no_via[iy, ix]:
                path = [node]
                while came[path[-1]] is not None:
                    path.append(came[path[-1]])
                path = path[::-1]
                self._lay(net, path, width, routed=False)
                self.add_via(net, self.xy(iy, ix))
                return
            if g >= limit:
                continue
            for dy, dx in ((0, 1), (1, 0), (0, -1), (-1, 0)):
                y2, x2 = iy + dy, ix + dx
                nxt = (layer, y2, x2)
                if 0 <= y2 < self.ny and 0 <= x2 < self.nx and not blocked[layer][y2, x2] and g + 1 < best.get(nxt, 1 << 30):
                    best[nxt] = g + 1
                    came[nxt] = node
                    heapq.heappush(heap, (g + 1, nxt))
        raise RouteError("no room for a via to the plane near pad %s" % pad.name)

    def _name(self, group, pads):
        for pad in pads:
            cy = (pad.rect[1] + pad.rect[3]) / 2
            cx = (pad.rect[0] + pad.rect[2]) / 2
            iy, ix = self.cell(cx, cy)
            if any(c[1] == iy and abs(c[2] - ix) < 8 for c in group) or any(abs(c[1] - iy) < 8 and c[2] == ix for c in group):
                return "pad " + pad.name
        return "copper at %s" % (self.xy(*min(group)[1:]),)

    def _gap(self, group, tree):
        # between the two pieces' bounding boxes, in cells (cheap, and enough to order them)
        gy = [c[1] for c in group]
        gx = [c[2] for c in group]
        ty = [c[1] for c in tree]
        tx = [c[2] for c in tree]
        dy = max(0, min(gy) - max(ty), min(ty) - max(gy))
        dx = max(0, min(gx) - max(tx), min(tx) - max(gx))
        return dx + dy

    def _astar(self, sources, targets, blocked, no_via, limit=None, penalty=None):
        """The cheapest way from a source cell to a target cell (None: there is none); penalty: an
        extra cost per cell on each layer, [-1] per via."""
        tys = [t[1] for t in targets]
        txs = [t[2] for t in targets]
        box = (min(tys), max(tys), min(txs), max(txs))

        def h(iy, ix):
            dy = box[0] - iy if iy < box[0] else (iy - box[1] if iy > box[1] else 0)
            dx = box[2] - ix if ix < box[2] else (ix - box[3] if ix > box[3] else 0)
            return dx + dy

        best = {}
        came = {}
        heap = []
        for s in sorted(sources):
            best[s] = 0
            came[s] = None
            heapq.heappush(heap, (h(s[1], s[2]), 0, s, -1))
        ny, nx = self.shape
        layer_cost = self.layer_cost
        cap = None if limit is None else limit + min(h(s[1], s[2]) for s in sources)
        while heap:
            f, g, node, arrived = heapq.heappop(heap)
            if g > best.get(node, 1 << 30):
                continue
            if cap is not None and f > cap:
                return None
            if node in targets:
                path = [node]
                while came[path[-1]] is not None:
                    path.append(came[path[-1]])
                return path[::-1]
            layer, iy, ix = node
            step = layer_cost[layer]
            for d, (dy, dx) in enumerate(((0, 1), (1, 0), (0, -1), (-1, 0))):
                y2, x2 = iy + dy, ix + dx
                if not (0 <= y2 < ny and 0 <= x2 < nx) or blocked[layer][y2, x2]:
                    continue
                cost = g + 1 + step + (self.turn_cost if arrived not in (-1, d) else 0)
                if penalty is not None:
                    cost += int(penalty[layer][y2, x2])
                nxt = (layer, y2, x2)
                if cost < best.get(nxt, 1 << 30):
                    best[nxt] = cost
                    came[nxt] = node
                    heapq.heappush(heap, (cost + h(y2, x2), cost, nxt, d))
            if no_via[iy, ix]:
                continue
            for other in self.layers:   # a via: to each other layer
                if other == layer or blocked[other][iy, ix]:
                    continue
                nxt = (other, iy, ix)
                cost = g + self.via_cost + (int(penalty[-1][iy, ix]) if penalty is not None else 0)
                if cost < best.get(nxt, 1 << 30):
                    best[nxt] = cost
                    came[nxt] = node
                    heapq.heappush(heap, (cost + h(iy, ix), cost, nxt, -1))
        return None


def _direction(a, b):
    return (b[1] - a[1], b[2] - a[2])
