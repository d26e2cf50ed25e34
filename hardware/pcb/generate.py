"""One PCB from its netlist: placed, routed, saved, checked by KiCad's DRC."""

import re
import sys
import time
from pathlib import Path

import pcbnew

from . import board as kb
from . import layouts, router

ROOT = Path(__file__).resolve().parent.parent
NETLISTS = ROOT / "generated"


def routed_board(name, log=print, order=None):
    netlist = kb.read_netlist(NETLISTS / ("%s.net" % name))
    layout = {**layouts.LAYOUTS, **layouts.DRAFTS}[name](netlist)
    board = kb.build(netlist, layout.placements, layout.outline, "Tengen %s" % name, layout.layers,
                     layout.min_track, layout.min_drill)
    codes = {board.FindNet(n).GetNetCode(): n for n in netlist.nets}
    code_of = {n: c for c, n in codes.items()}
    grid = router.Router(layout.outline, kb.router_pads(board), grid=layout.grid)
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
    pads_of = {}
    for pad in grid.pads:
        pads_of.setdefault(pad.net, []).append(pad)
    order = order or layout.order or default_order(netlist, grid, code_of)
    order = [n for n in layout.first if n in order] + [n for n in order if n not in layout.first]
    order = [n for n in order if n not in layout.planes]
    started = time.monotonic()
    failed = {}   # net: why it is not routed (every net is routed or here: see the check below)

    def pads(net):
        return sorted(pads_of.get(code_of[net], []), key=lambda p: (p.rect[0], p.rect[1], p.name))

    through = {p.name for p in grid.pads if len(p.layers) == 2}
    for net in sorted(layout.planes):   # each surface pad of a plane's net: a via beside it
        walled = []
        for pad in pads(net):
            if pad.name in through:     # through-hole pads (and a footprint's thermal vias) reach it
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
    if failed:
        log("%s: %d nets not routed at first: %s" % (name, len(failed), ", ".join(sorted(failed))))
    if failed:   # rip-up and retry, by net code (the planes' vias stay)
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
    for net in sorted(failed):
        log("not routed: %s: %s" % (net, failed[net]))
    failed_nets = sorted(failed)
    failed = ["%s: %s" % (net, failed[net]) for net in failed_nets]
    kb.add_copper(board, grid)
    kb.add_planes(board, layout.planes, layout.outline)
    routed_board.last = (order, failed_nets)
    return board, failed


def search_order(name, attempts=8, log=print):
    """Routes again and again, the nets that found no way first the next time; returns the first
    order that routes every net (for the layout's `order`), or None."""
    order = None
    for attempt in range(attempts):
        routed_board(name, log=log, order=order)
        order, failed = routed_board.last
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
