"""Game-record formats: one module per format, each with read() and write().

  read(data)      bytes (or text) of a file -> list of host.record.Record; raises the module's
                  FormatError subclass naming the line or byte and the reason
  write(record)   one Record -> bytes of a file; write_all(records) where the format holds several

Modules: renjunet (RenjuNet/RIF database XML, streamed), renlib (.lib trees), pos (RenLib .pos),
sgf (SGF FF[4] GM[4]), psq (Piskvork/Gomocup), text (RIF or federation notation), scoresheet (the
printed record form, SVG and PDF; export only, except that the SVG carries the game for reading back).

by_name(name) and for_path(path) pick a module; FORMAT_NAMES lists the choices.
"""


class FormatError(ValueError):
    """A file a format's reader cannot use: .where is "line 12", "byte 0x1c" or "game 7, line 40",
    .reason says what is wrong in words."""

    def __init__(self, where, reason):
        super().__init__("%s: %s" % (where, reason) if where else reason)
        self.where = where
        self.reason = reason


class ExportError(ValueError):
    """A record the format cannot hold faithfully (a pass in .psq, a game of another board size)."""


# name -> (module name, file extensions it is chosen for, one-line description)
FORMATS = {
    "renjunet": ("renjunet", (".rif", ".xml"), "RenjuNet / RIF database XML"),
    "renlib": ("renlib", (".lib",), "RenLib library (tree)"),
    "pos": ("pos", (".pos",), "RenLib position"),
    "sgf": ("sgf", (".sgf",), "SGF FF[4] GM[4]"),
    "psq": ("psq", (".psq",), "Piskvork / Gomocup"),
    "text": ("text", (".txt",), "plain text, RIF notation (a-o)"),
    "text-federation": ("text", (".fed.txt",), "plain text, the federation's notation (no J)"),
    "svg": ("scoresheet", (".svg",), "score sheet, SVG"),
    "pdf": ("scoresheet", (".pdf",), "score sheet, PDF"),
}
FORMAT_NAMES = tuple(FORMATS)


def by_name(name):
    import importlib

    if name not in FORMATS:
        raise ValueError("unknown format %r (one of: %s)" % (name, ", ".join(FORMAT_NAMES)))
    return importlib.import_module("host.formats." + FORMATS[name][0])


def name_for_path(path):
    """The format a file name implies, longest extension first (".fed.txt" before ".txt")."""
    lower = str(path).lower()
    if lower.endswith(".gz"):
        lower = lower[:-3]
    best = None
    for name, (_, extensions, _) in FORMATS.items():
        for extension in extensions:
            if lower.endswith(extension) and (best is None or len(extension) > best[1]):
                best = (name, len(extension))
    if best is None:
        raise ValueError("cannot tell the format of %s from its name: give --format (one of: %s)"
                         % (path, ", ".join(FORMAT_NAMES)))
    return best[0]
