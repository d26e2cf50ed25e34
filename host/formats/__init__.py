"""Game-record formats: one module per format, each with read() and write().

  read(data)      bytes (or text) of a file -> list of host.record.Record; raises the module's
                  FormatError subclass naming the line or byte and the reason
  write(record)   one Record -> bytes of a file; write_all(records) where the format holds several

Modules: renjunet (RenjuNet/RIF database XML, streamed), renlib (.lib trees), pos (RenLib .pos),
sgf (SGF FF[4] GM[4]), psq (Piskvork/Gomocup), yixin (Yixin-Board .sav), kurnik (PlayOK), text (RIF or federation notation), scoresheet (the
printed record form, SVG and PDF; export only, except that the SVG carries the game for reading back).

by_name(name) and for_path(path) pick a module; FORMAT_NAMES lists the choices.
"""


class FormatError(ValueError):
    """A file a format's reader cannot use: .where is "line 12", "byte 0x1c" or "game 7, line 40",
    .reason says what is wrong in words."""

    LONGEST = 240  # a reason quotes the file: never more than a line of it

    def __init__(self, where, reason):
        reason = " ".join(str(reason).replace("\x00", "\\x00").split())  # one line, whatever the file held
        if len(reason) > self.LONGEST:
            reason = reason[:self.LONGEST - 5] + " ...)"
        super().__init__("%s: %s" % (where, reason) if where else reason)
        self.where = where
        self.reason = reason


def iter_lines(text):
    """(line number, line) for each line of text holding more than blanks, one at a time: no list
    of them all is made, and runs of blank lines are skipped at the speed of a regular expression
    (a file of 60 million empty lines would otherwise be 60 million list entries, or minutes of a
    Python loop). "\n", "\r\n" and "\r" end a line; a line's leading blanks are dropped."""
    import re

    gaps = re.compile(r"\s+")
    ends = re.compile(r"[\r\n]")
    number = 1
    i = 0
    end = len(text)
    while i < end:
        gap = gaps.match(text, i)
        if gap:
            g = gap.end()
            number += text.count("\n", i, g) + text.count("\r", i, g) - text.count("\r\n", i, g)
            i = g
            if i >= end:
                return
        line_end = ends.search(text, i)
        j = line_end.start() if line_end else end
        yield number, text[i:j]
        i = j


class ExportError(ValueError):
    """A record the format cannot hold faithfully (a pass in .psq, a game of another board size)."""


# name -> (module, file extensions it is chosen for, description, writer, options for reader and writer)
FORMATS = {
    "renjunet": ("renjunet", (".rif", ".xml"), "RenjuNet / RIF database XML", "write", {}),
    "renlib": ("renlib", (".lib",), "RenLib library (a tree; games as lines)", "write", {}),
    "pos": ("pos", (".pos",), "RenLib position (moves only)", "write", {}),
    "sgf": ("sgf", (".sgf",), "SGF FF[4] GM[4]", "write", {}),
    "psq": ("psq", (".psq",), "Piskvork / Gomocup (moves and times)", "write", {}),
    "yixin": ("yixin", (".sav",), "Yixin-Board (moves only)", "write", {}),
    "kurnik": ("kurnik", (".kurnik.txt",), "PlayOK (kurnik) record; a .txt with its Site tag is read as one", "write", {}),
    "text": ("text", (".txt",), "plain text, RIF notation (a-o)", "write", {"notation": 0}),
    "text-federation": ("text", (".fed.txt",), "plain text, the federation's notation (A-P, no J)", "write",
                        {"notation": 1}),
    "svg": ("scoresheet", (".svg",), "score sheet, SVG (reads back)", "write", {}),
    "pdf": ("scoresheet", (".pdf",), "score sheet, PDF (export only)", "write_pdf", {}),
}
FORMAT_NAMES = tuple(FORMATS)
LANGUAGE_FORMATS = ("svg", "pdf")  # these take lang="en" or "ru"


def by_name(name):
    import importlib

    if name not in FORMATS:
        raise ValueError("unknown format %r (one of: %s)" % (name, ", ".join(FORMAT_NAMES)))
    return importlib.import_module("host.formats." + FORMATS[name][0])


def export_records(name, records, lang="en"):
    """The bytes of a file of format name holding records (one, or several where it can)."""
    module = by_name(name)
    _, _, _, writer, options = FORMATS[name]
    options = dict(options)
    if name in LANGUAGE_FORMATS:
        options["lang"] = lang
    if len(records) == 1:
        return getattr(module, writer)(records[0], **options)
    if not hasattr(module, "write_all"):
        raise ExportError("a %s file holds one game: export the games one by one" % name)
    return module.write_all(records, **options)


def import_records(name, data):
    """The records in the bytes of a file of format name; raises the format's FormatError."""
    if name == "pdf":
        raise ValueError("a PDF score sheet is for printing: import its SVG, which carries the game")
    module = by_name(name)
    options = dict(FORMATS[name][4])
    return module.read(data, **options)


def name_for_path(path):
    """The format a file name implies, longest extension first (".fed.txt" before ".txt")."""
    lower = str(path).lower()
    if lower.endswith(".gz"):  # RenjuNet's download is gzipped
        lower = lower[:-3]
    best = None
    for name, entry in FORMATS.items():
        for extension in entry[1]:
            if lower.endswith(extension) and (best is None or len(extension) > best[1]):
                best = (name, len(extension))
    if best is None:
        raise ValueError("cannot tell the format of %s from its name: give --format (one of: %s)"
                         % (path, ", ".join(FORMAT_NAMES)))
    return best[0]
