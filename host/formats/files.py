"""Record files as streams of games, for the command line: read_records() gives a file's games one by
one and RecordWriter writes them as they come, so that converting or importing a whole database
holds one game at a time (and, for a .lib or a .rif written, only what the format itself must
gather: the tree, the lookup tables).

A RenjuNet database streams at any size (.gz too). Every other format is read whole, up to
limits.MAX_FILE_BYTES, and its reader gives the games one by one. RecordWriter writes to a temporary
file beside the target and puts it in place only at finish(): a conversion that fails leaves nothing.
"""

import gzip
import os
import tempfile

from host.formats import ExportError, FORMATS, FormatError, by_name, export_records
from host.formats.limits import MAX_FILE_BYTES


class NoGameError(FormatError):
    """A file that holds no game at all (empty, blank, only tags or comments)."""


def _iter_reader(name):
    module = by_name(name)
    options = dict(FORMATS[name][4])
    reader = getattr(module, "iter_read", None)
    if reader is None:
        return lambda data: iter(module.read(data, **options))
    return lambda data: reader(data, **options)


def read_records(path, name, errors, progress=False):
    """The games of the file at path, one by one (a generator). errors receives a database's skipped
    games (renjunet.RenjuNetError) and its breaking off (renjunet.BrokenOffError); any other problem
    is raised (FormatError with the place, OSError). A file without a game raises NoGameError."""
    if name == "pdf":
        raise ValueError("a PDF score sheet is for printing: import its SVG, which carries the game")
    games = 0
    if name == "renjunet":
        from host.formats import renjunet

        with open(path, "rb") as raw:
            stream = gzip.GzipFile(fileobj=raw) if str(path).endswith(".gz") else raw
            for record in renjunet.iter_read(stream, errors=errors, raw=raw, progress=progress):
                games += 1
                yield record
    else:
        with open(path, "rb") as stream:
            if str(path).endswith(".gz"):
                stream = gzip.GzipFile(fileobj=stream)
            data = stream.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            raise FormatError("byte %d" % MAX_FILE_BYTES, "a %s file larger than %d MB: no record file is (only a"
                              " RenjuNet database streams at any size)" % (name, MAX_FILE_BYTES // (1024 * 1024)))
        for record in _iter_reader(name)(data):
            games += 1
            yield record
    if not games and not any(error.__class__.__name__ == "BrokenOffError" for error in errors):
        raise NoGameError("", "no game in the file")


def count_records(path, name):
    """How many games a file read whole holds, every one read and checked (raises as read_records)."""
    return sum(1 for _ in read_records(path, name, []))


class RecordWriter:
    """Writes games to path in format name as they are added; finish() puts the file in place,
    discard() leaves nothing. Formats that hold one game refuse a second (ExportError)."""

    def __init__(self, name, path, lang="en"):
        self.name = name
        self.path = str(path)
        self.lang = lang
        self.count = 0
        self._first = None      # a one-game format's game, written at finish()
        self._library = None    # a .lib: renlib.LibraryBuilder, the games merged as they come
        self._database = None   # a .rif: renjunet.DatabaseWriter over a spool of games
        folder = os.path.dirname(os.path.abspath(self.path))
        self._out = tempfile.NamedTemporaryFile(dir=folder, prefix=".tengen-", suffix=".part", delete=False)

    def add(self, record):
        self.count += 1
        if self.name == "renjunet":
            if self._database is None:
                from host.formats import renjunet

                self._database = renjunet.SpooledDatabaseWriter(self._out)
            self._database.game(record)
        elif self.name == "renlib":
            # One game is written as RenLib users read one; a second makes it a library of games.
            from host.formats import renlib

            if self.count == 1:
                self._first = record
            else:
                if self._library is None:
                    self._library = renlib.LibraryBuilder(several=True)
                    self._library.add(_moves_only(self._first))
                    self._first = None
                self._library.add(_moves_only(record))
        elif self.name in ("sgf", "text", "text-federation"):
            if self.count > 1 and self.name != "sgf":
                self._out.write(b"\n")
            self._out.write(export_records(self.name, [record], lang=self.lang))
        else:
            if self._first is not None:
                raise ExportError("a %s file holds one game: export the games one by one" % self.name)
            self._first = record

    def passing(self, records):
        """records, each added on its way through."""
        for record in records:
            self.add(record)
            yield record

    def finish(self):
        """Puts the file in place; returns the number of games written."""
        try:
            if self._database is not None:
                self._database.close()
            elif self._library is not None:
                self._out.write(self._library.write())
            elif self._first is not None:
                self._out.write(export_records(self.name, [self._first], lang=self.lang))
            self._out.close()
            os.replace(self._out.name, self.path)
        except BaseException:
            self.discard()
            raise
        return self.count

    def discard(self):
        self._out.close()
        try:
            os.unlink(self._out.name)
        except FileNotFoundError:
            pass


def _moves_only(record):
    """What a .lib of several games keeps of a record read from a .lib: the game, not its tree."""
    record.tree = None
    return record


__all__ = ["read_records", "count_records", "RecordWriter", "NoGameError"]
