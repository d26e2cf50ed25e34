"""What an assembler (JLCPCB) takes for a board: its BOM, its placement file (CPL) and the list of
what is fitted by hand.

Every part of a board is, by its MPN's row in hardware/lcsc.csv (the LCSC number and where it was
checked), one of:
  smt     placed by the assembler from LCSC's stock: in the BOM (with its LCSC number) and the CPL;
  global  placed by the assembler, the part bought by MPN (JLC's Global Sourcing): in both, no LCSC;
  hand    fitted by hand (through-hole parts, modules, panel parts): in neither, but in the hand
          list; its footprint is marked "exclude from position files and BOM" on the board;
  none    no part at all (a net tie: copper only): in none of them.
A part whose MPN has no row counts as smt with no LCSC number (the tests name it).

CPL rotations follow JLC's convention, not KiCad's: the correction for each footprint comes from
JLCKicadTools' table (third_party/jlckicadtools/cpl_rotations_db.csv, kept as published) and then
hardware/cpl_rotations.csv (ours, each rule with why); the last rule whose pattern matches the
footprint's name wins. Top: KiCad's orientation + correction; bottom: 180 - orientation +
correction, X as seen from the top (ASSEMBLY notes, section 2.2). Check JLC's placement preview.
"""

import csv
import io
import math
import re
from pathlib import Path

import pcbnew

ROOT = Path(__file__).resolve().parent.parent.parent
PARTS = ROOT / "hardware" / "lcsc.csv"
ROTATION_TABLES = (ROOT / "third_party" / "jlckicadtools" / "cpl_rotations_db.csv", ROOT / "hardware" / "cpl_rotations.csv")
MM = 1_000_000
MAX_DESIGNATORS = 200   # JLC's limit per BOM row


def parts():
    """{MPN: its row of hardware/lcsc.csv}."""
    with open(PARTS, newline="") as f:
        return {row["mpn"]: row for row in csv.DictReader(f)}


def rotation_rules(tables=ROTATION_TABLES):
    """[(pattern, rotation, offset x, offset y)] of the tables in order (the last match wins)."""
    rules = []
    for table in tables:
        with open(table, newline="") as f:
            for row in csv.reader(f, skipinitialspace=True):
                if not row or row[0] == "Footprint pattern":
                    continue
                rules.append((re.compile(row[0]), int(row[1]), float(row[2]) if len(row) > 2 else 0.0,
                              float(row[3]) if len(row) > 3 else 0.0))
    return rules


def correction(footprint, rules):
    """(rotation, offset x, offset y) of the last rule matching a footprint's name; (0, 0, 0) if none."""
    found = (0, 0.0, 0.0)
    for pattern, rotation, dx, dy in rules:
        if pattern.match(footprint):
            found = (rotation, dx, dy)
    return found


def jlc_rotation(orientation, bottom, corrected):
    """JLC's rotation (degrees counter-clockwise, seen from the top) of a part at KiCad `orientation`."""
    return ((180 - orientation + corrected) if bottom else (orientation + corrected)) % 360


def kind(mpn, table):
    return table[mpn]["assembly"] if mpn in table else "smt"


def mark(board, table=None):
    """Sets, by each footprint's MPN property (board.build() copies it from the netlist), its LCSC
    property and, for a part fitted by hand or none at all, KiCad's "exclude from position files
    and BOM" attributes."""
    table = table if table is not None else parts()
    for fp in board.GetFootprints():
        mpn = fp.GetProperty("MPN") if fp.HasProperty("MPN") else ""
        how = kind(mpn, table)
        if how in ("hand", "none"):
            fp.SetAttributes(fp.GetAttributes() | pcbnew.FP_EXCLUDE_FROM_POS_FILES | pcbnew.FP_EXCLUDE_FROM_BOM)
        if how == "smt" and table.get(mpn, {}).get("lcsc"):
            fp.SetProperty("LCSC", table[mpn]["lcsc"])


def _placed(board, table):
    for fp in sorted(board.GetFootprints(), key=lambda f: natural(f.GetReference())):
        mpn = fp.GetProperty("MPN") if fp.HasProperty("MPN") else ""
        if mpn and kind(mpn, table) in ("smt", "global"):
            yield fp, mpn


def bom_text(board, table=None):
    """JLC's BOM: Comment, Designator, Footprint, MPN, Manufacturer, LCSC: one row per part bought
    (at most 200 designators a row), the MPN and maker of the part the LCSC number names."""
    table = table if table is not None else parts()
    rows = {}
    for fp, mpn in _placed(board, table):
        rows.setdefault((fp.GetValue(), str(fp.GetFPID().GetLibItemName()), mpn), []).append(fp.GetReference())
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Comment", "Designator", "Footprint", "MPN", "Manufacturer", "LCSC"])
    for (value, footprint, mpn), refs in sorted(rows.items(), key=lambda kv: natural(kv[1][0])):
        row = table.get(mpn, {})
        for start in range(0, len(refs), MAX_DESIGNATORS):
            writer.writerow([value, ",".join(refs[start:start + MAX_DESIGNATORS]), footprint,
                             row.get("lcsc_mpn") or mpn, row.get("lcsc_manufacturer", ""), row.get("lcsc", "")])
    return out.getvalue()


def cpl_text(board, table=None, rules=None):
    """JLC's CPL: Designator, Mid X, Mid Y (mm, y up, X seen from the top), Layer, Rotation (JLC's)."""
    table = table if table is not None else parts()
    rules = rules if rules is not None else rotation_rules()
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Designator", "Mid X", "Mid Y", "Layer", "Rotation"])
    for fp, _ in _placed(board, table):
        bottom = fp.IsFlipped()
        orientation = fp.GetOrientationDegrees()
        rotation, dx, dy = correction(str(fp.GetFPID().GetLibItemName()), rules)
        # an offset is in the footprint's own frame (x mirrored underneath), turned with it
        a = math.radians(orientation)
        dx = -dx if bottom else dx
        at = fp.GetPosition()
        x = at.x / MM + dx * math.cos(a) + dy * math.sin(a)
        y = -at.y / MM - dx * math.sin(a) + dy * math.cos(a)
        writer.writerow([fp.GetReference(), "%.3f" % x, "%.3f" % y, "Bottom" if bottom else "Top",
                         "%g" % jlc_rotation(orientation, bottom, rotation)])
    return out.getvalue()


def hand_text(board, table=None):
    """The parts fitted by hand: Designator, Comment, MPN, Manufacturer, why (one row per part type)."""
    table = table if table is not None else parts()
    rows = {}
    for fp in sorted(board.GetFootprints(), key=lambda f: natural(f.GetReference())):
        mpn = fp.GetProperty("MPN") if fp.HasProperty("MPN") else ""
        if kind(mpn, table) == "hand":
            rows.setdefault((fp.GetValue(), mpn), []).append(fp.GetReference())
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["Designator", "Comment", "MPN", "Manufacturer", "Why by hand"])
    for (value, mpn), refs in sorted(rows.items(), key=lambda kv: natural(kv[1][0])):
        row = table[mpn]
        writer.writerow([",".join(refs), value, mpn, row["lcsc_manufacturer"], row["source"]])
    return out.getvalue()


def natural(ref):
    """A designator's sort key: C2 before C10, and a panel's C101-2 after C101-1."""
    m = re.match(r"([A-Z]+)(\d+)(?:-(\d+))?$", ref)
    return (m.group(1), int(m.group(2)), int(m.group(3) or 0)) if m else (ref, 0, 0)
