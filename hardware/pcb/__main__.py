"""python -m hardware.pcb [--check] [BOARD...]: each PCB generated from its netlist (Debian's Python).

For every board hardware/pcb/layouts.py lays out (row-bar, clock-panel, controller): the parts
placed, the copper routed (hardware/pcb/router.py; the controller's saved route laid again while it
holds, hardware/pcb/routes/), KiCad's DRC run, and the fabrication files written
to hardware/generated/pcb/<board>/: the .kicad_pcb, its DRC report, Gerbers and Excellon drill
(gerbers/, with the Gerber job file), JLCPCB's BOM and CPL, the list of parts fitted by hand, the fab
notes, the order pack (<board>-order.zip: hardware/pcb/order.py), and pictures of both sides (SVG,
PNG); the row bar also as a panel of five (panel/, with its own files and order pack).
With --check, writes nothing and exits 1 if a committed file differs from what the code makes.
"""

import argparse
import filecmp
import shutil
import sys
import tempfile
from pathlib import Path

from hardware.version import release_version

from . import board as kb
from . import assembly, fab, generate, layouts, order, panel, silk

OUT = kb.ROOT / "generated" / "pcb"
PANELS = {"row-bar"}   # boards the fab gets as a panel (hardware/pcb/panel.py)
SAVED = {"controller"}   # boards whose route (minutes of CPU) is saved and laid again while it holds


def make(name, out, log=print, reroute=True):
    """Writes board `name`'s files into `out`; returns (DRC violations, unconnected, not routed). A
    board slow to route (the controller: SAVED) lays its saved route (hardware/pcb/routes/) when that
    is still what the code makes, else is routed again and its route saved (reroute=False: a stale
    route is an error instead)."""
    out.mkdir(parents=True, exist_ok=True)
    route = generate.load_route(name) if name in SAVED else None
    board, failed = generate.routed_board(name, log=log, route=route)
    if name in SAVED and (route is None or route["key"] != generate.routed_board.last[2]["key"]):
        if not reroute:
            raise SystemExit("%s: its saved route (hardware/pcb/routes/%s.json) is stale: route it again with "
                             "`python -m hardware.pcb %s` and commit the route" % (name, name, name))
        generate.save_route(name, generate.routed_board.last[2])
    kb.trim_dangling(board)   # fan-out stubs and vias the route did not use
    silk.clip_to_edge(board)  # connectors' outlines over the edge cut back to the board
    silk.tidy(board)          # each reference off pads and other silk, or hidden
    silk.label(board, board_label(name))   # the board's name and release on its silk
    board.GetDesignSettings().SetBoardThickness(int(round(layouts.THICKNESS.get(name, 1.6) * kb.MM)))
    pcb = out / ("%s.kicad_pcb" % name)
    kb.save(board, pcb, name)
    kb.fill_zones(pcb, name)
    for extra in out.glob("*.kicad_prl"):
        extra.unlink()
    report = out / "drc.rpt"
    violations, unconnected, errors, _ = generate.drc(pcb, report)
    board = generate.pcbnew.LoadBoard(str(pcb))
    fab.gerbers(board, out / "gerbers", name)
    assembly_files(board, out, name)
    order.pack(board, out, name)
    fab.pictures(board, out, name)
    if name in PANELS:
        made = panel.panelise(pcb, out / "panel" / ("%s-panel.kicad_pcb" % name))
        panel_board = generate.pcbnew.LoadBoard(str(made))
        kb.save(panel_board, made, "%s-panel" % name)
        for extra in made.parent.glob("*.kicad_prl"):
            extra.unlink()
        panel_board = generate.pcbnew.LoadBoard(str(made))
        fab.gerbers(panel_board, made.parent / "gerbers", "%s-panel" % name)
        assembly_files(panel_board, made.parent, "%s-panel" % name)
        order.pack(panel_board, made.parent, "%s-panel" % name)
        for picture in fab.pictures(panel_board, made.parent, "%s-panel" % name):
            if picture.name != "%s-panel-top.png" % name:   # the panel's picture for the README only
                picture.unlink()
    log("%s: DRC %d errors (%d violations in all), %d unconnected; %d nets not routed"
        % (name, errors, violations, unconnected, len(failed)))
    return errors, unconnected, failed


def board_label(name):
    """The texts a board's silk may carry to say what it is, longest first: its name and the release's
    one version (VERSION, as the host's --version and the firmware's hello say it), else the version."""
    version = release_version()
    return ["Tengen %s v%s" % (name, version), "v%s" % version]


def assembly_files(board, out, name):
    """The assembler's BOM and CPL, and the list of parts fitted by hand (hardware/pcb/assembly.py)."""
    (out / ("%s-bom.csv" % name)).write_text(assembly.bom_text(board))
    (out / ("%s-cpl.csv" % name)).write_text(assembly.cpl_text(board))
    (out / ("%s-hand.csv" % name)).write_text(assembly.hand_text(board))


def main(argv):
    parser = argparse.ArgumentParser(prog="python -m hardware.pcb", description=__doc__.split("\n\n")[1])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a committed file differs from what the code makes")
    parser.add_argument("--out", type=Path, default=None, help="write here instead of %s" % OUT)
    parser.add_argument("--saved-routes", action="store_true",
                        help="a board whose saved route is stale fails instead of being routed again "
                             "(implied by --check)")
    parser.add_argument("boards", nargs="*", metavar="BOARD", help="one of %s (default: all of them%s)"
                        % (", ".join(sorted(layouts.LAYOUTS) + sorted(layouts.DRAFTS)),
                           "; not the drafts, %s" % ", ".join(sorted(layouts.DRAFTS)) if layouts.DRAFTS else ""))
    args = parser.parse_args(argv)
    known = sorted(layouts.LAYOUTS) + sorted(layouts.DRAFTS)
    unknown = [name for name in args.boards if name not in known]
    if unknown:
        parser.error("no board %s: choose from %s" % (", ".join(map(repr, unknown)), ", ".join(known)))
    names = args.boards or sorted(layouts.LAYOUTS)
    if not args.check:
        # an unfinished board is still written (and said so above): the tests hold it to DRC
        for name in names:
            target = (args.out or OUT) / name
            shutil.rmtree(target, ignore_errors=True)
            make(name, target, reroute=not args.saved_routes)
        return 0
    stale = []
    with tempfile.TemporaryDirectory() as tmp:
        for name in names:
            make(name, Path(tmp) / name, log=lambda *_: None, reroute=False)
            stale += _differences(Path(tmp) / name, OUT / name)
    for path in stale:
        print("differs: %s" % path)
    return 1 if stale else 0


def _differences(made, committed):
    # the DRC report is left out: KiCad lists the same violations in an order of its own
    made_files = {p.relative_to(made) for p in made.rglob("*") if p.is_file() and p.name != "drc.rpt"}
    committed_files = {p.relative_to(committed) for p in committed.rglob("*")
                       if p.is_file() and p.name != "drc.rpt"} if committed.exists() else set()
    return sorted(str(committed / p) for p in made_files ^ committed_files) + sorted(
        str(committed / p) for p in made_files & committed_files if not filecmp.cmp(made / p, committed / p, shallow=False))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
