"""Fabrication files from a saved board: Gerbers, Excellon drill, pictures (the assembler's BOM and
CPL: assembly.py).

Every file is made deterministic: the dates KiCad writes into Gerber and drill headers are replaced by
a fixed one, so that the committed files can be compared with what the code makes.
"""

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
    (re.compile(r'("CreationDate":\s*")[^"]*(")'), r"\g<1>2026-01-01T00:00:00+00:00\g<2>"),
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
    job = pcbnew.GERBER_JOBFILE_WRITER(board)   # the Gerber X2 job file: the stack-up (stackup.py), the files
    inner = ((pcbnew.In1_Cu, "In1_Cu"), (pcbnew.In2_Cu, "In2_Cu")) if board.GetCopperLayerCount() == 4 else ()
    for layer, suffix in GERBER_LAYERS[:2] + inner + GERBER_LAYERS[2:]:
        plot.SetLayer(layer)
        plot.OpenPlotfile(suffix, pcbnew.PLOT_FORMAT_GERBER, suffix)
        plot.PlotLayer()
        written.append(Path(plot.GetPlotFileName()))
        job.AddGbrFile(layer, written[-1].name)
    plot.ClosePlot()
    job.CreateJobFile(str(out / ("%s-job.gbrjob" % name)))
    written.append(out / ("%s-job.gbrjob" % name))
    drill = pcbnew.EXCELLON_WRITER(board)
    drill.SetOptions(False, False, pcbnew.wxPoint(0, 0), True)   # PTH and NPTH in one file
    drill.SetFormat(True)                                         # metric
    drill.CreateDrillandMapFilesSet(str(out), True, False)
    for path in list(written) + sorted(out.glob("*.drl")):
        _fix_dates(path)
    return sorted(out.iterdir())


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
        plot.SetLayer(layers[0])   # opening a plot names its layer: none set makes KiCad assert
        plot.OpenPlotfile(side, pcbnew.PLOT_FORMAT_SVG, side)
        for layer in layers:
            plot.SetLayer(layer)
            plot.PlotLayer()
        plot.ClosePlot()
        svg = Path(plot.GetPlotFileName())
        _fix_dates(svg)
        _crop(svg, board.GetBoardEdgesBoundingBox(), mirrored=side == "bottom")
        made.append(svg)
    for svg in list(made):
        png = svg.with_suffix(".png")
        cairosvg.svg2png(url=str(svg), write_to=str(png), output_width=1600, background_color="white")
        made.append(png)
    return made


def _crop(svg, box, margin=2 * MM, mirrored=False):
    # the plot is of the whole page: its view box is narrowed to the board (the SVG's unit is the nm);
    # a mirrored plot (the bottom seen from below) has the board at the page's width minus its x
    text = svg.read_text()
    page = re.search(r'width="[0-9.]+cm" height="[0-9.]+cm" viewBox="0 0 ([0-9]+) [0-9]+"', text)
    x, y = box.GetX() - margin, box.GetY() - margin
    w, h = box.GetWidth() + 2 * margin, box.GetHeight() + 2 * margin
    if mirrored:
        x = int(page.group(1)) - (box.GetX() + box.GetWidth()) - margin
    text = text.replace(page.group(0), 'width="%.3fmm" height="%.3fmm" viewBox="%d %d %d %d"' % (w / MM, h / MM, x, y, w, h), 1)
    svg.write_text(text)
