"""A panel of row bars for the fab (the board needs 15 bars): KiKit (PyPI) lays 5 bars in a column
with tabs, mouse bites and rails top and bottom, fiducials and tooling holes on the rails, the
release's version on the top rail; the panel gets the same fixed UUIDs and files as a board
(hardware/pcb/__main__.py), its own BOM and CPL."""

import subprocess
import sys
from pathlib import Path

BARS = 5
# JLCPCB's standard assembly wants a panel's rails (>= 5 mm), 3 fiducials on them (1 mm copper in a
# 2 mm mask opening) and tooling holes (2 mm NPTH in their 2024 guidance), each bar's parts named apart
# (C101-1 .. C101-5: a designator must be unique in the BOM and CPL).
OPTIONS = [
    "--layout", "grid; rows: %d; cols: 1; space: 3mm; renameref: {orig}-{n}" % BARS,
    "--tabs", "fixed; hwidth: 5mm; vcount: 0; hcount: 4",
    "--cuts", "mousebites; drill: 0.5mm; spacing: 0.8mm; offset: 0.2mm",
    "--framing", "railstb; width: 5mm; space: 3mm",
    "--tooling", "3hole; hoffset: 3mm; voffset: 2.5mm; size: 2mm",
    "--fiducials", "3fid; hoffset: 10mm; voffset: 2.5mm; coppersize: 1mm; opening: 2mm",
    # the top rail says what the panel is: the bar's title and the release's version (its revision,
    # hardware/pcb/board.py), as each bar's own label does
    "--text", "simple; text: {boardTitle} x%d v{boardRevision}; anchor: mt; voffset: 2.5mm; "
              "width: 1mm; height: 1mm; thickness: 0.15mm" % BARS,
    "--post", "millradius: 1mm",
]


def panelise(board_path, panel_path):
    """Runs KiKit's panelize on a saved board; raises with KiKit's own message if it fails."""
    panel_path = Path(panel_path)
    panel_path.parent.mkdir(parents=True, exist_ok=True)
    run = subprocess.run([sys.executable, "-m", "kikit.ui", "panelize"] + OPTIONS + [str(board_path), str(panel_path)],
                         capture_output=True, text=True)
    if run.returncode != 0 or not panel_path.exists():
        raise RuntimeError("KiKit could not panelise %s: %s" % (board_path, run.stderr.strip().splitlines()[-1:]))
    for extra in panel_path.parent.glob("*.kicad_prl"):
        extra.unlink()
    return panel_path
