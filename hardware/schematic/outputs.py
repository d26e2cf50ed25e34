"""What the circuit generates: the KiCad netlist, the bill of materials, the block diagram.

Each is a pure function of the design, byte for byte the same on every run (no date, no random
tags, no source paths), so the committed files can be compared with what the code makes.
"""

import builtins
import csv
import io
import re
from collections import OrderedDict

from skidl import KICAD8, generate_netlist

from .parts import INFO
from .design import BAR_CABLE, FILES, GPIO_NETS, PANEL_CABLE, PCBS, SIZE, Board  # noqa: F401

def _cable_mm():
    from hardware import mechanics

    return mechanics.max_cable_length()


def _cable_code():
    """Harwin's Gecko cable assembly for the bar cable: 16 way, female housing at both ends, the longest
    cable's length in mm (four digits), as a public design's BOM writes its 12-way 150 mm one
    (G125-FC11205L0-0150L, "1.25MM F/F 12POS 26AWG 150MM"). That code's pattern is confirmed by that
    line only, not by Harwin: the 16-way code and its length are derived from it (see the BOM's row)."""
    return "G125-FC11605L0-%04dL" % _cable_mm()


# What the board needs besides the circuit: unit price USD (estimate at ~100 boards).
MECHANICAL = [
    # (item, qty, value, mpn, maker, second source, unit price)
    ("PCB1-PCB15", 15, "row bar PCB 336 x 20 mm, 1.0 mm FR-4, 2 layers", "tengen-bar rev A", "any PCB house", "-", 2.40),
    ("PCB16", 1, "controller PCB 100 x 80 mm, 1.6 mm FR-4, 4 layers", "tengen-ctrl rev A", "any PCB house", "-", 4.00),
    ("PCB17", 1, "clock panel PCB 60 x 30 mm, 1.6 mm FR-4, 2 layers", "tengen-panel rev A", "any PCB house", "-", 1.00),
    # Gecko (the bars' and controller's J101.. and J21..J35, parts.py's header16fine): female housings
    # keyed to the headers' shrouds, 26 AWG wires (not a ribbon). Harwin only: no second maker.
    ("W1-W15", 15, "bar cable: Harwin Gecko 16-way cable assembly, female housing at each end, 26 AWG, %g mm (the longest in generated/cables.svg; the shorter fold under the board); the code's pattern from a public BOM's 12-way one (G125-FC11205L0-0150L), the 16-way code and length not confirmed by Harwin" % _cable_mm(), _cable_code(), "Harwin", "none: Gecko is Harwin's own", 9.00),
    ("W16", 1, "clock panel cable: 16-way flat cable, 2.54 mm IDC socket at each end, 0.5 m", "3365/16 + 2 x 89116-0101", "3M", "Amphenol FFSD-style 2.54 mm assembly", 1.60),
    ("M1-M120", 120, "magnet disc 6 x 2 mm N35, axial", "S-06-02-N", "supermagnete", "K&J D42-N35", 0.10),
    ("S1-S120", 120, "stone 20.5 x 6 mm, hollow, magnet seat (60 black, 60 white)", "tengen-stone rev A", "injection moulded", "3D printed PETG", 0.15),
    ("TOP1", 1, "board top 2 mm birch plywood 380 x 410 mm, grid engraved, 5 mm holes at the points", "-", "laser cut", "-", 18.00),
    ("ENC1", 1, "frame and bottom 6 mm plywood, clock panel", "-", "laser cut", "-", 25.00),
]


def build(pcb=None):
    """The board (or one of its PCBs), built fresh."""
    return Board(pcb)


def netlist_text(board=None):
    """The KiCad (version D, KiCad 8) netlist, normalised for a stable diff."""
    board = board or build()
    text = str(generate_netlist(tool=KICAD8, track_src=False, do_backup=False))
    text = re.sub(r'\(date "[^"]*"\)', '(date "")', text)
    text = re.sub(r'\(source "[^"]*"\)', '(source "hardware/schematic")', text)
    return text.rstrip("\n") + "\n"


def _natural(ref):
    m = re.match(r"([A-Z]+)(\d+)$", ref)
    return (m.group(1), int(m.group(2))) if m else (ref, 0)


def _ranges(refs):
    """['R1', 'R2', 'R3', 'R7'] -> 'R1-R3 R7'."""
    refs = sorted(refs, key=_natural)
    out = []
    start = prev = None
    for ref in refs + [None]:
        if ref is not None and prev is not None and _natural(ref)[0] == _natural(prev)[0] \
                and _natural(ref)[1] == _natural(prev)[1] + 1:
            prev = ref
            continue
        if start is not None:
            out.append(start if start == prev else "%s-%s" % (start, prev))
        start = prev = ref
    return " ".join(out)


def bom_rows(board=None, mechanical=True):
    """One row per distinct part (MPN + value + footprint), quantities for what `board` built (the
    whole product, or one PCB); the mechanical items (PCBs, cables, magnets, stones) with the product."""
    board = board or build()
    groups = OrderedDict()
    for part in sorted(builtins.default_circuit.parts, key=lambda p: _natural(p.ref)):
        f = part.fields
        if INFO[part.ref]["kind"] == "nettie":
            continue  # copper, not a part
        key = (f["MPN"], part.value, part.footprint)
        groups.setdefault(key, []).append(part)
    rows = []
    for (mpn, value, footprint), parts in groups.items():
        f = parts[0].fields
        info = INFO[parts[0].ref]
        price = info["price"]
        rows.append(OrderedDict([
            ("refs", _ranges([p.ref for p in parts])), ("qty", len(parts)), ("value", value), ("mpn", mpn),
            ("manufacturer", f["Manufacturer"]), ("second_source", info["second"]),
            ("footprint", footprint), ("active", "yes" if info["active"] else "no"), ("unit_usd", "%.3f" % price),
            ("total_usd", "%.2f" % (price * len(parts)))]))
    for item, qty, value, mpn, maker, second, price in (MECHANICAL if mechanical else ()):
        rows.append(OrderedDict([
            ("refs", item), ("qty", qty), ("value", value), ("mpn", mpn), ("manufacturer", maker),
            ("second_source", second), ("footprint", "-"), ("active", "no"), ("unit_usd", "%.3f" % price),
            ("total_usd", "%.2f" % (price * qty))]))
    return rows


def bom_text(board=None, mechanical=True, label="one board"):
    rows = bom_rows(board, mechanical)
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=list(rows[0].keys()), lineterminator="\n")
    writer.writeheader()
    writer.writerows(rows)
    total = sum(float(r["total_usd"]) for r in rows)
    writer.writerow(OrderedDict([("refs", "TOTAL"), ("qty", sum(int(r["qty"]) for r in rows)), ("value", label),
                                 ("mpn", ""), ("manufacturer", ""), ("second_source", ""), ("footprint", ""),
                                 ("active", ""), ("unit_usd", ""), ("total_usd", "%.2f" % total)]))
    return out.getvalue()


def drawings(board, out_dir):
    """{path: text}: the block diagram, a row bar, the mechanical drawing and the cables (SVG); the top
    plate and frame (DXF)."""
    from hardware import mechanics

    from . import drawings as pictures

    files = pictures.files(out_dir)
    files[out_dir / "board.svg"] = mechanics.drawing()
    files[out_dir / "cables.svg"] = mechanics.cable_drawing()
    files[out_dir / "plate.dxf"] = mechanics.plate_dxf()
    return files
