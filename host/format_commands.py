"""tengen-host export and import: recorded games written to a record file, and record files read,
checked, converted or added to the record (host/formats/ has one module per format)."""

import argparse
import gc
import os
import sys

from host.arguments import record_id, writable_file
from host.logs import printable
from host.store import MOVE_COUNT, READ, WRITE, Store
from host.tournament_record import Records


def add_format_commands(commands, db):
    """The export and import subcommands, on an argparse subparsers object (db: the --db parent)."""
    from host.formats import FORMAT_NAMES
    from host.formats.scoresheet import languages

    SHEET_LANGUAGES = languages()  # one file a language in host/i18n
    export = commands.add_parser("export", parents=[db], help="write recorded games to a file (format by its extension)")
    export.add_argument("games", nargs="+", help="game ids, as `games` lists them, or 'all'")
    export.add_argument("-o", "--output", required=True, type=writable_file,
                        help="the file to write (.rif .lib .pos .sgf .psq .sav .kurnik.txt .txt .fed.txt .svg .pdf)")
    export.add_argument("--format", choices=FORMAT_NAMES, help="the format, when the extension does not say it")
    export.add_argument("--lang", choices=SHEET_LANGUAGES, default="en", help="score sheet language (svg, pdf)")
    export.set_defaults(func=cmd_export)
    read = commands.add_parser("import", parents=[db], help="read a record file: its games, their problems; -o converts it")
    read.add_argument("file")
    read.add_argument("--format", choices=FORMAT_NAMES, help="the format, when the extension does not say it")
    read.add_argument("-o", "--output", type=writable_file, help="write the games read to this file (format by its extension)")
    read.add_argument("--lang", choices=SHEET_LANGUAGES, default="en", help="score sheet language (svg, pdf)")
    read.add_argument("--list", action="store_true", help="one line per game even for a large file")
    read.add_argument("--save", action="store_true", help="add the games to the record (`games` lists them; the"
                      " same file twice adds nothing)")
    read.add_argument("--no-progress", action="store_true", help="no progress bar for a database")
    read.set_defaults(func=cmd_import)


def _format_of(args, path):
    from host.formats import name_for_path

    return args.format or name_for_path(path)


def cmd_export(args):
    from host.game_record import Record

    try:
        name = _format_of(args, args.output)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    store = Store(args.db, READ)
    if args.games == ["all"]:
        return _export_all(args, name, store)
    try:
        ids = [record_id(game) for game in args.games]
    except argparse.ArgumentTypeError as error:
        print("export: %s (game ids as `games` lists them, or 'all')" % error, file=sys.stderr)
        return 2
    records = []
    book = Records(store)
    for game_id in ids:
        game = book.game(game_id)
        if game is None:
            print("no game %d in %s" % (game_id, args.db), file=sys.stderr)
            return 1
        records.append(Record.from_store(game))
    return _write_records(name, records, args.output, args.lang, ids)


# Every game played: not the empty games a board starts after each end (or that a power cut or new
# settings left behind), which have no move and no result.
_PLAYED = "g.winner IS NOT NULL OR " + MOVE_COUNT + " > 0"


def _export_all(args, name, store):
    """Every game played, written to the file as it is read from the store (a federation's archive
    of 150,000 games in the memory of one): a format that holds one game is refused before any is
    read, and a game the format cannot hold (a pass in a RenjuNet database) is left out and named."""
    from host.formats import ExportError, FORMATS, by_name
    from host.formats.files import RecordWriter
    from host.game_record import Record

    games, played = store.db.execute("SELECT COUNT(*), SUM(%s) FROM games g" % _PLAYED).fetchone()
    empty = games - (played or 0)
    if not played:
        print("no games recorded in %s%s" % (args.db, " (only %d empty one(s))" % empty if empty else ""),
              file=sys.stderr)
        return 1
    if played > 1 and not hasattr(by_name(name), "write_all"):
        print("cannot write %s: a %s file holds one game: export the games one by one" % (name, name), file=sys.stderr)
        return 1
    writer = RecordWriter(name, args.output, args.lang)
    book = Records(store)
    written = 0
    try:
        for (game_id,) in store.db.execute("SELECT g.id FROM games g WHERE %s ORDER BY g.id" % _PLAYED):
            record = Record.from_store(book.game(game_id))
            try:
                writer.add(record)
            except ExportError:
                if played > 1 and not _writable(name, record, game_id, args.lang):
                    continue  # this game is one the format cannot hold: left out, named
                raise  # the file cannot hold them all (a .lib's tree): nothing is written
            written += 1
        if not written:
            writer.discard()
            return 1
        writer.finish()
    except ExportError as error:
        writer.discard()
        print("cannot write %s: %s" % (name, error), file=sys.stderr)
        return 1
    except OSError as error:  # checked when parsed; a read-only place or a full disk still says no here
        writer.discard()
        print("cannot write %s: %s" % (args.output, error.strerror or error), file=sys.stderr)
        return 1
    print("wrote %d game(s) to %s (%s)" % (written, args.output, FORMATS[name][2]))
    if empty:
        print("left out %d empty game(s): no move played, no result" % empty)
    return 0


def _writable(name, record, number, lang):
    """Whether this format can hold this game; if not, says so, naming the game."""
    from host.formats import ExportError, export_records

    try:
        export_records(name, [record], lang=lang)
        return True
    except ExportError as error:
        print("left out game %d: %s" % (number, error), file=sys.stderr)
        return False


def _write_records(name, records, path, lang, numbers=None):
    """Write records to path in format name. Several games (numbers: their ids) into a format that
    holds several: the ones it cannot hold (a pass in a RenjuNet database, say) are left out and
    named, rather than costing the organiser the whole file."""
    from host.formats import ExportError, FORMATS, by_name, export_records

    try:
        data = export_records(name, records, lang=lang)
    except ExportError as error:
        if not numbers or len(records) < 2 or not hasattr(by_name(name), "write_all"):
            print("cannot write %s: %s" % (name, error), file=sys.stderr)
            return 1
        records = [r for r, n in zip(records, numbers) if _writable(name, r, n, lang)]
        try:
            data = export_records(name, records, lang=lang) if records else None
        except ExportError as error:
            data = None
            print("cannot write %s: %s" % (name, error), file=sys.stderr)
        if data is None:
            return 1
    try:
        with open(path, "wb") as out:
            out.write(data)
    except OSError as error:  # checked when parsed; a read-only place or a full disk still says no here
        print("cannot write %s: %s" % (path, error.strerror or error), file=sys.stderr)
        return 1
    print("wrote %d game(s) to %s (%s)" % (len(records), path, FORMATS[name][2]))
    return 0


def cmd_import(args):
    """Read a record file as a stream of games: list them, report their problems, and convert (-o)
    and save (--save) each as it passes, so a whole database is held one game at a time. A file read
    whole (every format but a RenjuNet database) is checked whole first: nothing of a file that
    cannot be read is written or saved."""
    # A database's games are made and dropped by the hundred thousand, and --save holds a batch of
    # them (some 10,000 objects: records, players, lists; a database's moves are bare points): the
    # cycle collector, left to its threshold of 700 allocations, would walk them over and over for
    # no cycle a record makes. It runs as seldom as a batch is made.
    thresholds = gc.get_threshold()
    gc.set_threshold(max(thresholds[0], 50 * SAVE_BATCH), *thresholds[1:])
    try:
        return _import(args)
    finally:
        gc.set_threshold(*thresholds)


def _import(args):
    from host.formats import ExportError
    from host.formats.files import NoGameError, RecordWriter, count_records, read_records

    try:
        name = _format_of(args, args.file)
        target = _format_of(argparse.Namespace(format=None), args.output) if args.output else None
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    errors = []
    writer = None
    try:
        total = None if name == "renjunet" else count_records(args.file, name)
        if args.output:
            writer = RecordWriter(target, args.output, args.lang)
        report = _ImportReport(args, total)
        records = report.passing(read_records(args.file, name, errors,
                                              progress=not args.no_progress and sys.stderr.isatty()))
        if writer is not None:
            records = writer.passing(records)
        saved = _save_streamed(args, records) if args.save else None
        for _ in records:
            pass
        report.finish(errors)
        if writer is not None:
            from host.formats import FORMATS

            count = writer.finish()
            writer = None
            print("wrote %d game(s) to %s (%s)" % (count, args.output, FORMATS[target][2]))
        if saved is not None:
            print("%d game(s) added to the record in %s%s" % (saved[0], args.db,
                                                                ", %d already there" % saved[1] if saved[1] else ""))
            for note in saved[2]:  # a game already there, completed from the file
                print(printable(note, 1000))
    except ExportError as error:
        print("cannot write %s: %s" % (target, error), file=sys.stderr)
        return 1
    except NoGameError as error:
        print("%s: %s: nothing imported" % (args.file, error), file=sys.stderr)
        return 1
    except (OSError, EOFError, ValueError) as error:  # FormatError is a ValueError: it names the place
        print("%s: %s: nothing imported" % (args.file, printable(str(error), 300)), file=sys.stderr)
        return 1
    finally:
        if writer is not None:
            writer.discard()
    return 1 if errors else 0


SAVE_BATCH = 1000  # games per transaction of `import --save`: memory holds one batch


def _save_streamed(args, records):
    """Adds the games to the store in batches as they stream; returns (added, already there, what
    was filled in or found otherwise in the games already there, in words).
    Each batch is its own import in the store's terms (Records.save_imported), named by the file's
    digest and the batch's number, so the same file imported again adds nothing."""
    import hashlib
    import itertools

    digest = hashlib.sha1()
    with open(args.file, "rb") as stream:
        for chunk in iter(lambda: stream.read(1 << 20), b""):
            digest.update(chunk)
    folder = os.path.dirname(args.db)
    if folder and not os.path.isdir(folder):
        os.makedirs(folder, mode=0o700)  # a first store, private to its user as the daemon's is
    book = Records(Store(args.db, WRITE, create=True))
    added = known = 0
    notes = []
    board_games = book.board_games_known()
    met = {}  # the players and events met, kept from one batch to the next
    for number in itertools.count():
        content = ("%s:%d" % (digest.hexdigest(), number)).encode()
        saved = book.imported_numbers(content)  # the games of the file saved before: read, not held
        batch = [None if n in saved else record for n, record in enumerate(itertools.islice(records, SAVE_BATCH), 1)]
        if not batch:
            return added, known, notes
        if len(saved) == len(batch) and not any(batch):  # all saved before
            known += len(batch)
            continue
        new, old = book.save_imported(batch, args.file, content, notes, board_games, met)
        added += new
        known += old


class _ImportReport:
    """What `import` prints as the games pass: a line per game for a small file (or with --list),
    the problems (the first 20 of a large file), then the count and what could not be read."""

    LISTED = 50

    def __init__(self, args, total):
        self.args = args
        self.many = None if total is None else (total > self.LISTED and not args.list)
        if args.list:
            self.many = False
        self.index = 0
        self.troubled = 0

    def passing(self, records):
        waiting = []  # a database's first games, until its size is known
        for record in records:
            if self.many is None:
                waiting.append(record)
                if len(waiting) <= self.LISTED:
                    continue
                self.many = True
                for held in waiting:
                    self._report(held)
                    yield held
                waiting = []
                continue
            self._report(record)
            yield record
        if waiting:
            self.many = False
            for held in waiting:
                self._report(held)
                yield held

    def _report(self, record):
        self.index += 1
        problems = record.problems()
        self.troubled += bool(problems)
        if not self.many:
            players = "%s - %s" % (record.black.name or "?", record.white.name or "?")
            result = (record.result or "unfinished") + (" (%s)" % record.reason if record.reason else "")
            print(printable("%4d  %-40s %3d moves  %-4s %s" % (self.index, players[:40], len(record.moves),
                                                               record.opening or "-", result)))
            if record.tree is not None:
                print("      a tree of %d moves with its variations; its main line is listed" % record.tree.count())
        if problems and (not self.many or self.troubled <= 20):
            print(printable("      game %d (%s): %s" % (self.index, record.source or "#%d" % self.index,
                                                        "; ".join(problems))))

    def finish(self, errors):
        from host.formats.renjunet import BrokenOffError

        args = self.args
        print("%s: %d game(s) read, %d with problems%s%s" % (
            args.file, self.index, self.troubled, " reported above" if self.troubled else "",
            " (the first 20)" if self.many and self.troubled > 20 else ""))
        skipped = [error for error in errors if not isinstance(error, BrokenOffError)]
        for error in skipped:
            print(printable("skipped: %s" % error, 300), file=sys.stderr)
        if skipped:
            print("%d game(s) skipped: they could not be read whole" % len(skipped), file=sys.stderr)
        for error in errors:
            if isinstance(error, BrokenOffError):
                print(printable("%s: %s" % (args.file, error), 300), file=sys.stderr)
