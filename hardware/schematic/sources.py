"""The parts' pins and pads from sources that are not the design's own table.

* KiCad's official libraries, as Debian installs them (packages kicad-symbols and kicad-footprints,
  /usr/share/kicad): a symbol's pins (number, name, electrical type) from its .kicad_sym, a
  footprint's pads from its .kicad_mod;
* hardware/pinouts/*.csv: a pin table transcribed from the maker's document (number and revision in
  the file's header), for parts KiCad does not have;
* hardware/kicad/Tengen.pretty: the project's own footprints, drawn from the vendors' drawings.

Files are S-expressions, read with sexpdata. `parts.KINDS[kind]["source"]` names each part's source.
"""

import csv
import functools
import io
import os
from pathlib import Path

import sexpdata
from sexpdata import Symbol

ROOT = Path(__file__).resolve().parent.parent
KICAD = Path(os.environ.get("TENGEN_KICAD_SHARE", "/usr/share/kicad"))
PINOUTS = ROOT / "pinouts"
PROJECT_FOOTPRINTS = {"Tengen": ROOT / "kicad" / "Tengen.pretty"}


class MissingLibrary(RuntimeError):
    """KiCad's libraries are not installed (make test installs kicad-symbols and kicad-footprints)."""


def _items(tree, head):
    return [e for e in tree if isinstance(e, list) and e and e[0] == Symbol(head)]


def _value(tree, head):
    found = _items(tree, head)
    return found[0][1] if found else None


@functools.lru_cache(maxsize=None)
def _symbol_library(lib):
    path = KICAD / "symbols" / ("%s.kicad_sym" % lib)
    if not path.exists():
        raise MissingLibrary("no %s: install Debian's kicad-symbols" % path)
    tree = sexpdata.loads(path.read_text())
    return {e[1]: e for e in _items(tree, "symbol")}


def _symbol(lib, name):
    symbols = _symbol_library(lib)
    symbol = symbols[name]
    parent = _value(symbol, "extends")  # a derived symbol draws (and numbers) its parent's pins
    return _symbol(lib, parent) if parent else symbol


def _pins_in(tree):
    """Every (pin ...) below `tree` (a symbol keeps its pins in units, "NAME_1_1")."""
    found = []
    stack = [tree]
    while stack:
        node = stack.pop()
        for e in node:
            if not isinstance(e, list) or not e:
                continue
            if e[0] == Symbol("pin"):
                found.append(e)
            else:
                stack.append(e)
    return found


def symbol_pins(ref):
    """{number: (name, type)} of KiCad symbol "Lib:Name"; names "~" (unnamed) become ""."""
    lib, name = ref.split(":", 1)
    pins = {}
    for pin in _pins_in(_symbol(lib, name)):
        number = str(_value(pin, "number"))
        pin_name = str(_value(pin, "name"))
        pins[number] = ("" if pin_name == "~" else pin_name, str(pin[1]))
    return pins


def datasheet_pins(filename):
    """{number: (name, type)} of a transcribed pin table in hardware/pinouts/."""
    text = (PINOUTS / filename).read_text()
    body = "\n".join(line for line in text.splitlines() if not line.startswith("#"))
    return {row["number"]: (row["name"], row["type"]) for row in csv.DictReader(io.StringIO(body))}


def source_pins(source):
    """The pins a part's source names: "kicad:Lib:Symbol" or "datasheet:FILE"."""
    kind, ref = source.split(":", 1)
    return symbol_pins(ref) if kind == "kicad" else datasheet_pins(ref)


def footprint_path(ref):
    lib, name = ref.split(":", 1)
    folder = PROJECT_FOOTPRINTS.get(lib, KICAD / "footprints" / ("%s.pretty" % lib))
    path = folder / ("%s.kicad_mod" % name)
    if not path.exists() and lib not in PROJECT_FOOTPRINTS and not (KICAD / "footprints").exists():
        raise MissingLibrary("no %s: install Debian's kicad-footprints" % path)
    return path


def footprint_pads(ref):
    """The pad numbers of footprint "Lib:Name" (unnumbered pads, such as paste or holes, left out)."""
    path = footprint_path(ref)
    tree = sexpdata.loads(path.read_text())
    return {str(pad[1]) for pad in _items(tree, "pad") if str(pad[1])}


def footprint_courtyard(ref, layer="F.CrtYd"):
    """(width, height) in mm of footprint "Lib:Name"'s front courtyard (the room it claims), or of
    its lines on another layer (F.Fab: the body's outline)."""
    tree = sexpdata.loads(footprint_path(ref).read_text())
    xs, ys = [], []
    for item in tree:
        if isinstance(item, list) and item and item[0] in (Symbol("fp_line"), Symbol("fp_rect")) \
                and _value(item, "layer") == layer:
            for head in ("start", "end"):
                point = _items(item, head)[0]
                xs.append(float(point[1]))
                ys.append(float(point[2]))
    return max(xs) - min(xs), max(ys) - min(ys)
