"""python -m hardware.schematic [--check]: write (or compare) every file generated from the design.

Writes hardware/BOM.csv (the whole product), hardware/generated/tengen.net (the whole product's
netlist), each PCB's own netlist and BOM (hardware/generated/<pcb>.net, <pcb>-bom.csv: controller,
row-bar, clock-panel) and the drawings in hardware/generated/.
With --check, writes nothing and exits 1 if a committed file differs from what the code makes.
"""

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def generated_files():
    """{path: text} for every generated file. Each PCB alone first; the whole product last, so that
    it is the circuit SKiDL holds afterwards (the tests run the ERC on it)."""
    from . import outputs  # SKiDL: loaded once the arguments are known good

    files = {}
    for pcb in outputs.PCBS:
        board = outputs.build(pcb)
        files[ROOT / "generated" / ("%s.net" % pcb)] = outputs.netlist_text(board)
        files[ROOT / "generated" / ("%s-bom.csv" % pcb)] = outputs.bom_text(
            board, mechanical=False, label="one %s PCB (the board needs %d)" % (pcb, outputs.SIZE if pcb == "row-bar" else 1))
    board = outputs.build()
    files[ROOT / "BOM.csv"] = outputs.bom_text(board)
    files[ROOT / "generated" / "tengen.net"] = outputs.netlist_text(board)
    files.update(outputs.drawings(board, ROOT / "generated"))
    return files


def main(argv):
    parser = argparse.ArgumentParser(prog="python -m hardware.schematic", description=__doc__.split("\n\n")[1])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a committed file differs from what the code makes")
    check = parser.parse_args(argv).check
    stale = []
    for path, text in generated_files().items():
        old = path.read_text() if path.exists() else None
        if old == text:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    for path in stale:
        print("%s %s" % ("differs:" if check else "wrote", path.relative_to(ROOT.parent)))
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
