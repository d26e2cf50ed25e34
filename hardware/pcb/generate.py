"""One PCB from its netlist: placed, routed, saved, checked by KiCad's DRC."""

import ast
import hashlib
import json
import re
import sys
import time
from pathlib import Path

import pcbnew

from . import board as kb
from . import layouts, router

ROOT = Path(__file__).resolve().parent.parent
NETLISTS = ROOT / "generated"


def routed_board(name, log=print, order=None, route=None):
    """Board `name` placed and routed: (the BOARD, ["net: why" of each net not routed]). route: a
    route saved before (load_route()): its copper is laid instead of routing again when its key
    says it was routed from the same pads, rules and code; routed_board.last is (the order, the
    nets not routed, the route as save_route() writes it)."""
    netlist = kb.read_netlist(NETLISTS / ("%s.net" % name))
    layout = {**layouts.LAYOUTS, **layouts.DRAFTS}[name](netlist)
    board = kb.build(netlist, layout.placements, layout.outline, "Tengen %s" % name, layout.layers,
                     layout.min_track, layout.min_drill, layout.clearance, layout.via)
    codes = {board.FindNet(n).GetNetCode(): n for n in netlist.nets}
    code_of = {n: c for c, n in codes.items()}
    grid = router.Router(layout.outline, kb.router_pads(board, layout.signal, layout.clearance), grid=layout.grid,
                         layers=len(layout.signal), layer_cost=layout.layer_cost, via_spacing=layout.via_spacing,
                         clearance=layout.clearance, via=layout.via)
    for net, layer, a, b, width in layout.backbones:
        grid.add_track(code_of[net], layer, a, b, width)
    if layout.pattern:
        by_name = {p.name: p for p in grid.pads}
        for item in layout.pattern(by_name, grid.snap):
            if item[1] == "via":
                grid.add_via(code_of[item[0]], item[2])
            else:
                net, layer, a, b, width = item
                grid.add_track(code_of[net], layer, a, b, width)
    order = order or layout.order or default_order(netlist, grid, code_of)
    order = [n for n in layout.first if n in order] + [n for n in order if n not in layout.first]
    order = [n for n in order if n not in layout.planes]
    key = route_key(layout, grid, order, codes)
    if route is not None and route["key"] == key:
        grid.tracks = [(code_of[n], layer, (x0, y0), (x1, y1), w) for n, layer, x0, y0, x1, y1, w in route["tracks"]]
        grid.vias = [(code_of[n], (x, y)) for n, x, y in route["vias"]]
        failed = dict(route["failed"])
        log("%s: the saved route (%d tracks, %d vias)" % (name, len(grid.tracks), len(grid.vias)))
    else:
        failed = _route(name, layout, grid, order, code_of, log)
    for net in sorted(failed):
        log("not routed: %s: %s" % (net, failed[net]))
    failed_nets = sorted(failed)
    saved = {"key": key, "failed": {n: failed[n] for n in failed_nets},
             "tracks": [[codes[n], layer, a[0], a[1], b[0], b[1], w] for n, layer, a, b, w in grid.tracks],
             "vias": [[codes[n], at[0], at[1]] for n, at in grid.vias]}
    failed = ["%s: %s" % (net, failed[net]) for net in failed_nets]
    kb.add_copper(board, grid, layout.signal)
    kb.add_planes(board, layout.planes, layout.outline, clearance=layout.clearance)
    routed_board.last = (order, failed_nets, saved)
    return board, failed


def _route(name, layout, grid, order, code_of, log):
    """Lays the copper of every net but the planes' (their vias to the plane, their walled pads'
    links): {net: why} of the nets it could not route."""
    pads_of = {}
    for pad in grid.pads:
        pads_of.setdefault(pad.net, []).append(pad)
    started = time.monotonic()
    failed = {}   # net: why it is not routed (every net is routed or here: see the check below)

    def pads(net):
        return sorted(pads_of.get(code_of[net], []), key=lambda p: (p.rect[0], p.rect[1], p.name))

    through = {p.name for p in grid.pads if len(p.layers) > 1}
    for net in sorted(layout.planes):   # each surface pad of a plane's net: a via beside it
        walled = []
        for pad in pads(net):
            if pad.name in through:     # through-hole pads (and a footprint's thermal vias) reach it
                continue
            if min(pad.rect[2] - pad.rect[0], pad.rect[3] - pad.rect[1]) < FINE:
                walled.append(pad)      # a fine-pitch pin's via would stand in its neighbours' ways out
                continue
            try:
                grid.drop_via(code_of[net], pad, _pin_width(layout, net, pad))
            except router.RouteError:
                walled.append(pad)
        # a pad with no room for a via (a QFN's supply pin between its neighbours, USB-C's ground
        # pins) by a track to the nearest pad of its net that reaches the plane (its decoupling
        # capacitor, the connector's shell)
        reaching = [p for p in pads(net) if p not in walled]
        for pad in walled:
            cx, cy = (pad.rect[0] + pad.rect[2]) / 2, (pad.rect[1] + pad.rect[3]) / 2
            near = sorted(reaching, key=lambda p: (abs((p.rect[0] + p.rect[2]) / 2 - cx) + abs((p.rect[1] + p.rect[3]) / 2 - cy), p.name))
            for other in near[:PLANE_TRIES]:
                try:
                    grid.connect(code_of[net], [pad, other], _pin_width(layout, net, pad), reach=LOCAL, alone=True)
                except router.RouteError:
                    continue
                if any(_holds(piece, pad, grid) and not all(_holds({c}, pad, grid) for c in piece)
                       for piece in grid.pieces[code_of[net]]):
                    break   # joined to more than itself
            else:
                failed.setdefault(net, "no room for a via to the plane near pad %s, no way to a pad that has one" % pad.name)

    for net in order:   # first the power nets' short local links (a capacitor to its chip's pin)
        if layouts.POWER.match(net):
            try:
                grid.connect(code_of[net], pads(net), layout.width(net), reach=LOCAL)
            except router.RouteError as e:
                failed.setdefault(net, str(e))
    routing = [n for n in order if len(pads(n)) >= 2 or any(bb[0] == n for bb in layout.backbones)]
    for net in routing:
        try:
            grid.connect(code_of[net], [] if layouts.POWER.match(net) else pads(net), layout.width(net))
        except router.RouteError as e:
            failed.setdefault(net, str(e))
    if failed:   # rip-up and retry, by net code (the planes' vias stay)
        log("%s: %d nets not routed at first: %s" % (name, len(failed), ", ".join(sorted(failed))))
        names = {c: n for n, c in code_of.items()}
        by_code = {code_of[n]: why for n, why in failed.items()}
        grid.rip_up(by_code, lambda c: pads(names[c]), lambda c: layout.width(names[c]),
                    keep={code_of[n] for n in layout.planes},
                    log=lambda text: log("%s: %s" % (name, text)), describe=lambda cs: ", ".join(sorted(names[c] for c in cs)))
        failed = {names[c]: why for c, why in by_code.items()}
    # a net is routed only when its copper joins all its pads: one left half-done, or never tried,
    # is reported like the others
    for net in routing:
        if net not in failed and not grid.joined(code_of[net], pads(net)):
            failed[net] = "its copper does not join all its pads"
    log("%s: routed %d nets, %d tracks, %d vias in %.1f s" % (
        name, len(order), len(grid.tracks), len(grid.vias), time.monotonic() - started))
    return failed


ROUTES = Path(__file__).resolve().parent / "routes"   # the saved routes of the boards slow to route


def route_key(layout, grid, order, names):
    """What a board's copper follows from, as a hash: its pads, its pattern copper, the layout's
    rules and order, and the code of the router and of this file (not their comments and
    docstrings). A saved route with another key is stale (routed from other pads, rules or code)."""
    digest = hashlib.sha256()
    for path in (Path(router.__file__), Path(__file__)):
        digest.update(_code(path).encode())
    pads = sorted((p.name, names.get(p.net, ""), p.layers, p.rect) for p in grid.pads)
    rules = (layout.outline, layout.grid, layout.signal, layout.layer_cost, layout.via_spacing, layout.clearance, layout.via,
             sorted(layout.planes.items()), sorted((n, layout.width(n)) for n in names.values()), order)
    copper = ([(names[n], layer, a, b, w) for n, layer, a, b, w in grid.tracks], [(names[n], at) for n, at in grid.vias])
    digest.update(repr((pads, rules, copper)).encode())
    return digest.hexdigest()


def _code(path):
    """A module's code as Python reads it, without its comments and docstrings: editing those
    leaves a saved route current (routing the controller again takes minutes)."""
    tree = ast.parse(path.read_text())
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(body, list) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.Pass()]
    return ast.dump(tree)


def load_route(name):
    """Board `name`'s saved route (hardware/pcb/routes/<name>.json), or None."""
    path = ROUTES / ("%s.json" % name)
    return json.loads(path.read_text()) if path.exists() else None


def save_route(name, route):
    """Writes a route (routed_board.last[2]) one track or via a line, for readable diffs."""
    ROUTES.mkdir(exist_ok=True)
    lines = ['{"key": %s,' % json.dumps(route["key"]), ' "failed": %s,' % json.dumps(route["failed"], sort_keys=True)]
    for kind in ("tracks", "vias"):
        items = ",\n  ".join(json.dumps(item) for item in route[kind])
        lines.append(' "%s": [\n  %s\n ]%s' % (kind, items, "," if kind == "tracks" else "}"))
    (ROUTES / ("%s.json" % name)).write_text("\n".join(lines) + "\n")


def search_order(name, attempts=8, log=print):
    """Routes again and again, the nets that found no way first the next time; returns the first
    order that routes every net (for the layout's `order`), or None."""
    order = None
    for attempt in range(attempts):
        routed_board(name, log=log, order=order)
        order, failed, _ = routed_board.last
        log("attempt %d: %d nets not routed: %s" % (attempt + 1, len(failed), ", ".join(failed)))
        if not failed:
            return order
        order = failed + [n for n in order if n not in failed]
    return None


def default_order(netlist, grid, code_of):
    """The long signals first (the shortest of them first), then those to a connector, then the
    short ones; the power nets last (they reach everywhere, between what is there)."""
    def span(net):
        rects = [p.rect for p in grid.pads if p.net == code_of[net]]
        return (max(r[2] for r in rects) - min(r[0] for r in rects)) + (max(r[3] for r in rects) - min(r[1] for r in rects))
    nets = [n for n in sorted(netlist.nets) if len(netlist.nets[n]) >= 1]
    signals = sorted((n for n in nets if not layouts.POWER.match(n)), key=lambda n: (span(n), n))
    power = sorted((n for n in nets if layouts.POWER.match(n)), key=lambda n: (len(netlist.nets[n]), n))
    cabled = [n for n in signals if any(node.ref.startswith("J") for node in netlist.nets[n])]
    short = [n for n in signals if span(n) < SHORT and n not in cabled]
    rest = sorted((n for n in signals if n not in short and n not in cabled), key=lambda n: (span(n), n))
    return rest + cabled + short + power


PLANE_TRIES = 3   # the nearest pads of its net a pad walled off from its plane tries to reach
FINE = 0.3        # mm: a pad narrower than this (the RP2040's, the eFuse's) joins its plane by a track
                  # to its capacitor or its chip's exposed pad, never by a via of its own


def _pin_width(layout, net, pad):
    narrow = min(pad.rect[2] - pad.rect[0], pad.rect[3] - pad.rect[1]) < 0.4   # a QFN's pin
    return min(layout.width(net), 0.15) if narrow else layout.width(net)


def _holds(piece, pad, grid):
    """Whether a piece of copper (cells) reaches into a pad."""
    return any(layer in pad.layers and pad.rect[0] <= x <= pad.rect[2] and pad.rect[1] <= y <= pad.rect[3]
               for layer, x, y in ((c[0],) + grid.xy(c[1], c[2]) for c in piece))


LOCAL = 4.0    # mm: the power nets' local links
SHORT = 30.0   # mm: signals shorter than this go before the power nets
_FOUND = re.compile(r"\*\* Found (\d+) (DRC violations|unconnected pads) \*\*")


def drc(pcb_path, report_path):
    """KiCad's own DRC on a saved board: (violations, unconnected, errors, report text); errors are
    the violations of severity error (the rest are warnings: silkscreen clipped by a pad, ...)."""
    board = pcbnew.LoadBoard(str(pcb_path))
    pcbnew.WriteDRCReport(board, str(report_path), pcbnew.EDA_UNITS_MILLIMETRES, True)
    text = Path(report_path).read_text()
    text = re.sub(r"\*\* Created on .* \*\*", "** Created on 2026-01-01 00:00:00 **", text)
    text = text.replace(str(pcb_path), Path(pcb_path).name)
    Path(report_path).write_text(text)
    found = {kind: int(n) for n, kind in _FOUND.findall(text)}
    errors = len(re.findall(r"Severity: error", text.split("unconnected pads **")[0]))
    return found.get("DRC violations", -1), found.get("unconnected pads", -1), errors, text
