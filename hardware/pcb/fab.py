"""Fabrication files from a saved board: Gerbers, Excellon drill, JLCPCB's BOM and CPL, pictures.

Every file is made deterministic: the dates KiCad writes into Gerber and drill headers are replaced by
a fixed one, so that the committed files can be compared with what the code makes.
"""

import csv
import io
import re
from pathlib import Path

import pcbnew

MM = 1_000_000
GERBER_LAYERS = (
    (pcbnew.F_Cu, "F_Cu"), (pcbnew.B_Cu, "B_Cu"), (pcbnew.F_Mask, "F_Mask"), (pcbnew.B_Mask, "B_Mask"),
    (pcbnew.F_SilkS, "F_Silkscreen"), (pcbnew.B_SilkS, "B_Silkscreen"), (pcbnew.F_Paste, "F_Paste"),
    (pcbnew.B_Paste, "B_Paste"), (pcbnew.Edge_Cuts, "Edge_Cuts"),
)
_DATES = [
    (re.compile(r"(%TF\.CreationDate,)[^*]*(\*%)"), r"\g<1>2026-01-01T00:00:00+00:00\g<2>"),
    (re.compile(r"(G04 Created by KiCad \(PCBNEW [^)]*\) date )[^*]*"), r"\g<1>2026-01-01 00:00:00"),
    (re.compile(r"(; DRILL file \{KiCad [^}]*\} date ).*"), r"\g<1>2026-01-01 00:00:00"),
    (re.compile(r"(; #@! TF\.CreationDate,).*"), r"\g<1>2026-01-01T00:00:00+00:00"),
    (re.compile(r"(<title>SVG Picture created as .* date ).*(</title>)"), r"\g<1>2026/01/01 00:00:00\g<2>"),
]


def _fix_dates(path):
    text = path.read_text()
    for pattern, repl in _DATES:
        text = pattern.sub(repl, text)
    path.write_text(text)


def gerbers(board, out, name):
    out.mkdir(parents=True, exist_ok=True)
    plot = pcbnew.PLOT_CONTROLLER(board)
    options = plot.GetPlotOptions()
    options.SetOutputDirectory(str(out))
    options.SetPlotFrameRef(False)
    options.SetUseGerberProtelExtensions(False)
    options.SetCreateGerberJobFile(False)
    options.SetUseGerberX2format(True)
    options.SetIncludeGerberNetlistInfo(True)   # X2 net, pin and component attributes: tests/test_pcb_power.py reads them
    options.SetSubtractMaskFromSilk(True)
    options.SetDrillMarksType(pcbnew.PCB_PLOT_PARAMS.NO_DRILL_SHAPE)
    written = []
    inner = ((pcbnew.In1_Cu, "In1_Cu"), (pcbnew.In2_Cu, "In2_Cu")) if board.GetCopperLayerCount() == 4 else ()
    for layer, suffix in GERBER_LAYERS[:2] + inner + GERBER_LAYERS[2:]:
        plot.SetLayer(layer)
        plot.OpenPlotfile(suffix, pcbnew.PLOT_FORMAT_GERBER, suffix)
        plot.PlotLayer()
        written.append(Path(plot.GetPlotFileName()))
    plot.ClosePlot()
    drill = pcbnew.EXCELLON_WRITER(board)
    drill.SetOptions(False, False, pcbnew.wxPoint(0, 0), True)   # PTH and NPTH in one file
    drill.SetFormat(True)                                         # metric
    drill.CreateDrillandMapFilesSet(str(out), True, False)
    for path in list(written) + sorted(out.glob("*.drl")):
        _fix_dates(path)
    return sorted(out.iterdir())


def _comps(board):
    for fp in sorted(board.GetFootprints(), key=lambda f: f.GetReference()):
        yield fp


def bom_text(board, lcsc=None):
    """JLCPCB's BOM: Comment, Designator, Footprint, LCSC Part # (one row per value and footprint)."""
    lcsc = lcsc or {}
    rows = {}
    for fp in _comps(board):
        key = (fp.GetValue(), str(fp.GetFPID().GetLibItemName()))
        rows.setdefault(key, []).append(fp.GetReference())
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Comment", "Designator", "Footprint", "LCSC Part #"])
    for (value, footprint), refs in sorted(rows.items(), key=lambda kv: _natural(kv[1][0])):
        refs.sort(key=_natural)
        writer.writerow([value, ",".join(refs), footprint, lcsc.get(refs[0], "")])
    return out.getvalue()


def cpl_text(board):
    """JLCPCB's placement file: Designator, Mid X, Mid Y, Layer, Rotation (mm, y up as in the Gerbers)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Designator", "Mid X", "Mid Y", "Layer", "Rotation"])
    for fp in sorted(_comps(board), key=lambda f: _natural(f.GetReference())):
        at = fp.GetPosition()
        writer.writerow([fp.GetReference(), "%.3fmm" % (at.x / MM), "%.3fmm" % (-at.y / MM),
                         "Bottom" if fp.IsFlipped() else "Top", "%g" % (fp.GetOrientationDegrees() % 360)])
    return out.getvalue()


def _natural(ref):
    m = re.match(r"([A-Z]+)(\d+)", ref)
    return (m.group(1), int(m.group(2))) if m else (ref, 0)


def pictures(board, out, name):
    """The board seen from above (top copper, silk, outline) and from below, as SVG; PNGs of them."""
    import cairosvg

    plot = pcbnew.PLOT_CONTROLLER(board)
    options = plot.GetPlotOptions()
    options.SetOutputDirectory(str(out))
    options.SetPlotFrameRef(False)
    options.SetDrillMarksType(pcbnew.PCB_PLOT_PARAMS.FULL_DRILL_SHAPE)
    made = []
    for side, layers in (("top", (pcbnew.F_Cu, pcbnew.F_SilkS, pcbnew.Edge_Cuts)),
                         ("bottom", (pcbnew.B_Cu, pcbnew.B_SilkS, pcbnew.Edge_Cuts))):
        options.SetMirror(side == "bottom")
        plot.OpenPlotfile(side, pcbnew.PLOT_FORMAT_SVG, side)
        for layer in layers:
            plot.SetLayer(layer)
            plot.PlotLayer()
        plot.ClosePlot()
        svg = Path(plot.GetPlotFileName())
        _fix_dates(svg)
        _crop(svg, board.GetBoardEdgesBoundingBox())
        made.append(svg)
    for svg in list(made):
        png = svg.with_suffix(".png")
        cairosvg.svg2png(url=str(svg), write_to=str(png), output_width=1600, background_color="white")
        made.append(png)
    return made


def _crop(svg, box, margin=2 * MM):
    # the plot is of the whole page: its view box is narrowed to the board (the SVG's unit is the nm)
    x, y = box.GetX() - margin, box.GetY() - margin
    w, h = box.GetWidth() + 2 * margin, box.GetHeight() + 2 * margin
    text = re.sub(r'width="[0-9.]+cm" height="[0-9.]+cm" viewBox="[0-9 ]+"',
                  'width="%.3fmm" height="%.3fmm" viewBox="%d %d %d %d"' % (w / MM, h / MM, x, y, w, h),
                  svg.read_text(), count=1)
    svg.write_text(text)
