"""Game-record formats: one module per format, each with read() and write().

  read(data)      bytes (or text) of a file -> list of host.game_record.Record; raises the module's
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


# The formats are found, not listed: every module of this package that declares FILE_FORMATS (name ->
# (file extensions, description, writer's name, options)) is one, so a new format is one new module
# beside its siblings. FORMATS (name -> (module, extensions, description, writer, options)) and
# FORMAT_NAMES are made on first use, so that importing the package imports no reader.
_FOUND = None
_HELPERS = ("files", "fuzz", "limits")  # the package's modules that are no format


def _find_formats():
    global _FOUND
    if _FOUND is None:
        import pkgutil

        found = {}
        for info in sorted(pkgutil.iter_modules(__path__), key=lambda info: info.name):
            if info.name.startswith("_") or info.ispkg or info.name in _HELPERS:
                continue
            for name, (extensions, description, writer, options) in _declared(info).items():
                if name in found:
                    raise RuntimeError("format %s declared by both %s and %s" % (name, found[name][0], info.name))
                found[name] = (info.name, tuple(extensions), description, writer, dict(options))
        _FOUND = found
    return _FOUND


def _declared(info):
    """A module's FILE_FORMATS, read from its source as a literal (a top-level `FILE_FORMATS = {`
    ending at a line "}"): choosing a format imports no reader (lxml, cairosvg) until one is used."""
    import ast
    import os
    import re

    path = os.path.join(info.module_finder.path, info.name + ".py")
    with open(path, encoding="utf-8") as source:
        found = re.search(r"^FILE_FORMATS = (\{.*?^\})", source.read(), re.M | re.S)
    return ast.literal_eval(found.group(1)) if found else {}


def __getattr__(name):
    if name == "FORMATS":
        return _find_formats()
    if name == "FORMAT_NAMES":
        return tuple(_find_formats())
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


def by_name(name):
    import importlib

    formats = _find_formats()
    if name not in formats:
        raise ValueError("unknown format %r (one of: %s)" % (name, ", ".join(formats)))
    return importlib.import_module("host.formats." + formats[name][0])


def export_records(name, records, lang="en"):
    """The bytes of a file of format name holding records (one, or several where it can)."""
    module = by_name(name)
    _, _, _, writer, options = _find_formats()[name]
    options = dict(options)
    if "lang" in options:  # a format in words (the score sheet) declares its default language
        options["lang"] = lang
    if len(records) == 1:
        return getattr(module, writer)(records[0], **options)
    if not hasattr(module, "write_all"):
        raise ExportError("a %s file holds one game: export the games one by one" % name)
    return module.write_all(records, **options)


def import_records(name, data):
    """The records in the bytes of a file of format name; raises the format's FormatError."""
    module = by_name(name)
    options = dict(_find_formats()[name][4])
    return module.read(data, **options)


def name_for_path(path):
    """The format a file name implies, longest extension first (".fed.txt" before ".txt")."""
    lower = str(path).lower()
    if lower.endswith(".gz"):  # RenjuNet's download is gzipped
        lower = lower[:-3]
    best = None
    for name, entry in _find_formats().items():
        for extension in entry[1]:
            if lower.endswith(extension) and (best is None or len(extension) > best[1]):
                best = (name, len(extension))
    if best is None:
        raise ValueError("cannot tell the format of %s from its name: give --format (one of: %s)"
                         % (path, ", ".join(_find_formats())))
    return best[0]
