"""tengen-host COMMAND (or python -m host COMMAND): the daemon and the game records.

  daemon --port PORT [--port PORT ...]   connect to boards and record their games until stopped
  daemon --auto                          the same, for every board plugged in (by USB identity)
  status                                 is the daemon running; every board it serves: link, sync, game, clock
  command BOARD NAME [KEY=VALUE ...]      send a command (settings, new_game, pause, clock, ...) via the daemon
  commands [--all]                       commands still waiting for their board (or the last ones, answered too)
  cancel ID                              withdraw a command that is still waiting
  games [--player P --event E --date D --opening O --result R]   list or search recorded games
  show GAME                              one game: event, players, moves with times, result, diagram
  delete GAME [--yes]                    take a game out of the record (asks first)
  players [add NAME | edit P | merge A B]   list the players; add, edit (--club --rating --fed-id), merge
  hall BOARD NUMBER                      a board's number in the hall
  assign BOARD --black NAME --white NAME [--event E --round R --new]   seat two known players (--new: add them)
  pairings FILE.csv [--event E]          a round's pairings: round, board, black, white
  setup BOARD GAME [--study [--at N]] [--force]   a recorded game onto a board, stone by stone
  correct GAME --result W [--reason R] | --black NAME | --white NAME | --move N POINT   kept with the original
  export GAME [GAME ...] -o FILE         games to a file: RenjuNet XML, RenLib, SGF, psq, text, score sheet
  import FILE [-o FILE]                  read a record file, report its games and problems (or convert it)
  relay --mqtt HOST[:PORT]               serve the hall's live pages from an MQTT broker (no board)
  play BOARD --engine [--level N] [--colour C]   play the computer on a board (host/play_commands.py)
  play BOARD --remote BROKER --game G --secret S  play a remote board through MQTT (host/remote.py)
  hints GAME [--on BOARD]                a game reviewed by the engine; studied on a board with its hints

Every command takes --db FILE (default var/games.sqlite), before or after its name.
The daemon also serves the live broadcast (host/web; docs/broadcast.md): --web-port, --lan,
--admin-token-file, --delay, --mqtt, --no-web.
"""

import argparse
import logging
import os
import signal
import sqlite3
import sys
import threading
import time

from host import logs
from host.arguments import Parser, count, readable_file, record_id, seconds, store_path, writable_file
from host.logs import printable
from host.terminal import clip, indented, para, row
from host.store import ABANDONED, COMMAND_LIFETIME, DAEMON, DAEMON_FRESH, READ, WRITE, Store, StoreError, describe
from host.tournament_record import RecordError, Records
from host.record_commands import add_record_commands, as_recorded
from host.delivery import UNBOUND_COMMANDS, board_named, deliver, describe_command, program_name, short_id
from shared_rules.protocol import COMMAND_ARGS, COMMANDS, ProtocolError
from shared_rules.protocol_check import check_command

DEFAULT_DB = "var/games.sqlite"


def ago(elapsed):
    """'3 s', '4 min', '2 h 5 min', '3 days'."""
    elapsed = max(0, int(elapsed))
    if elapsed < 120:
        return "%d s" % elapsed
    if elapsed < 7200:
        return "%d min" % (elapsed // 60)
    if elapsed < 172800:
        return "%d h %d min" % (elapsed // 3600, elapsed % 3600 // 60)
    return "%d days" % (elapsed // 86400)


def stamp(when):
    return time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(when))


def cmd_daemon(args):
    from host.daemon import Daemon
    from host import logs

    os.umask(0o077)  # the store, its lock and the log: private to the user running the daemon
    if args.log:
        folder = os.path.dirname(args.log)
        try:
            if folder:
                os.makedirs(folder, exist_ok=True)
            logs.setup(args.log)
        except OSError as error:
            raise StoreError("cannot write the log %s: %s" % (args.log, error.strerror or error))
    else:
        logs.setup()
    store = Store(args.db, DAEMON)
    from host.web.options import start_broadcast

    web = start_broadcast(args, args.db)  # the live broadcast (host/web), unless --no-web
    daemon = Daemon(store, ports=args.port or [], discover=args.auto,
                    on_event=web and web.on_event, on_state=web and web.on_state)
    if web:
        web.daemon = daemon
    logging.getLogger("tengen.host").info("recording into %s (%s); stop with Ctrl-C or SIGTERM", args.db, daemon.mode)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    daemon.run(stop)
    if web:
        web.stop()
    store.close()
    return 0


def daemon_line(store):
    """Whether a daemon serves this store now; if not, when one last did."""
    daemons = store.daemons()
    running = [d for d in daemons if d[4]]
    if running:
        return "daemon running (pid %s, since %s, %s)" % (
            ", ".join(str(d[0]) for d in running), stamp(min(d[1] for d in running)), running[0][3])
    if daemons:
        return "daemon not running (last heard from %s ago, at %s)" % (
            ago(time.time() - daemons[0][2]), stamp(daemons[0][2]))
    return "daemon not running: none has served this store yet (start one: %s daemon --auto)" % program_name()


def cmd_status(args):
    store = Store(args.db, READ)
    rows = store.statuses()
    line = daemon_line(store)
    print(para(line + (": the boards below are as it last saw them" if rows and "not running (" in line else "")))
    if not rows:
        print("no boards: %s" % ("none found yet" if any(d[4] for d in store.daemons()) else "none served"))
    else:
        print_board_rows(rows, Records(store))
    waiting = store.commands()
    if waiting:
        print(para("%d command%s waiting for %s: `%s commands` lists them" % (
            len(waiting), "s" if len(waiting) > 1 else "", ", ".join(sorted({c["board"] for c in waiting})),
            program_name())))
    return 0


STATUS_COLUMNS = "%-10s  %-4s  %4s  %5s  %-15s  "  # board, sync, game, moves, last move; then the result


def print_board_rows(rows, records=None):
    """The status view's rows: one line per board (its result wrapped under itself), and under it
    its port and link, its trouble, who sits at it and its clock; with records, the seats."""
    now = time.time()
    print(STATUS_COLUMNS % ("board", "sync", "game", "moves", "last move") + "result")
    for status, updated in rows:
        status = as_recorded(status, records)  # a corrected result reads as corrected
        stale = now - updated > DAEMON_FRESH
        link = status["link"] + (" (as of %s ago: daemon not updating)" % ago(now - updated) if stale else "")
        # What a board chose (its id, its texts) is escaped: it must not drive the operator's terminal.
        print(row(STATUS_COLUMNS % (
            clip(printable(status["board_id"] or "-"), 10), "?" if stale else "yes" if status["in_sync"] else "no",
            status["game"] if status["game"] is not None else "-", status["moves"],
            clip(printable(status["last_move"] or "-"), 15)), printable(status["result"] or "-") + (
            "  ANOMALY" if status["anomalies"] else "")))
        detail = ["%s: %s" % (status["port"], link)]
        trouble = ["%s %d" % (name, status[key]) for key, name in
                   (("bad_messages", "bad messages"), ("refused", "events refused"), ("resets", "resets"))
                   if status.get(key)]
        if trouble or status.get("problem"):
            detail.append(", ".join(trouble) + ("; last: %s" % status["problem"] if status.get("problem") else ""))
        seat = records.seat(status["board_id"]) if records is not None and status["board_id"] else None
        if seat and (seat["black"] or seat["white"]):
            detail.append("%s - %s%s" % (
                (seat["black"] or {}).get("name", "?"), (seat["white"] or {}).get("name", "?"),
                "  (%s round %s, board %s)" % (seat["event"] or "", seat["round"], seat["board_no"]) if seat["round"] else ""))
        if status.get("clock"):
            # A stale row's clock is a snapshot: it is not running here, whatever it said then.
            detail.append("clock %s" % (status["clock"] if not stale else
                                        "%s (%s ago)" % (status["clock"].replace("*", ""), ago(now - updated))))
        for line in detail:
            print(indented(printable(line), 12))


def _argument_value(text):
    import json

    try:
        return json.loads(text)
    except ValueError:
        return text


def command_arguments(name, pairs):
    """KEY=VALUE words -> the command's args; ValueError says what is wrong."""
    arguments = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key:
            raise ValueError("arguments are KEY=VALUE, not %r" % pair)
        arguments[key] = _argument_value(value)
    if name in COMMAND_ARGS and name not in ("new_game", "settings"):  # a typo in a key is told here
        required, optional = [[field[0] for field in fields] for fields in COMMAND_ARGS[name]]
        known = required + optional
        unknown = sorted(set(arguments) - set(known))
        if unknown:
            raise ValueError("%s takes %s; not %s" % (
                name, ", ".join("%s=..." % k for k in known) if known else "no arguments", ", ".join(unknown)))
        missing = [k for k in required if k not in arguments]
        if missing:
            raise ValueError("%s needs %s" % (name, ", ".join("%s=..." % k for k in missing)))
    if name == "settings" and not arguments:
        raise ValueError("settings needs KEY=VALUE, e.g. time_control=90m+30s foul_mode=club")
    if name == "new_game":
        force = arguments.pop("force", False)
        if not isinstance(force, bool):
            raise ValueError("force is true or false, not %r" % (force,))
        settings, arguments = arguments, {}
        if settings:
            arguments["settings"] = settings
        if force:
            arguments["force"] = True  # ends the game in progress (recorded as abandoned)
    return arguments


def cmd_command(args):
    try:
        arguments = command_arguments(args.name, args.args)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    try:
        check_command(args.name, arguments)  # the protocol's table: what the board can read
    except ProtocolError as error:
        print("%s: refused, not sent: %s" % (args.name, error), file=sys.stderr)
        return 1
    store = Store(args.db, WRITE, create=False)
    return deliver(store, board_named(store, args.board), args.name, arguments, args.wait, args.expire)


def command_id_of(store, number):
    """The command a person means by a number: its short number, or its id proper."""
    first = store.first_command_id()
    return number if first is None or number >= first else first + number - 1


COMMANDS_COLUMNS = "%4s  %-10s  %-11s  %4s  "  # number, board, queued, game; then the command and its state


def cmd_commands(args):
    store = Store(args.db, READ)
    commands = store.commands(every=args.all)
    if not commands:
        print("no commands %s in %s" % ("at all" if args.all else "waiting", args.db))
        return 0
    today = time.strftime("%Y-%m-%d")
    print(COMMANDS_COLUMNS % ("no", "board", "queued", "game") + "command: state")
    for c in commands:
        state = c["state"]
        if state == "not sent":
            state = c["detail"]
        elif state in ("refused", "done") and c["detail"] and c["detail"] != "done":
            state += ": " + c["detail"]
        elif state == "expired" and c["sent"] is not None:
            state += " (sent, no reply: the board may have done it)"
        elif state in ("queued", "sent"):
            state += ", expires %s" % time.strftime("%H:%M:%S", time.localtime(c["expires"]))
        queued = time.strftime("%H:%M:%S" if stamp(c["created"]).startswith(today) else "%m-%d %H:%M",
                               time.localtime(c["created"]))
        print(row(COMMANDS_COLUMNS % (short_id(store, c["id"]), clip(printable(c["board"]), 10), queued,
                                      "-" if c["game"] is None else c["game"]),
                  printable("%s: %s" % (describe_command(c), state))))
    return 0


def cmd_cancel(args):
    store = Store(args.db, WRITE, create=False)
    command = store.command(command_id_of(store, args.id))
    if command is None:
        print("no command %d in %s" % (args.id, args.db), file=sys.stderr)
        return 1
    command_id = command["id"]
    if command["state"] not in ("queued", "sent"):
        print("command %d (%s on board %s) is %s already: nothing to cancel" % (
            args.id, describe_command(command), command["board"], command["state"]), file=sys.stderr)
        return 1
    store.cancel_command(command_id)
    print("command %d (%s on board %s) cancelled%s" % (
        args.id, describe_command(command), command["board"],
        "; it was sent already, so the board may have done it" if command["sent"] is not None else ""))
    return 0


# -- game records: export and import by format (host/formats) ------------------------------------

def add_format_commands(commands, db):
    """The export and import subcommands, on an argparse subparsers object (db: the --db parent)."""
    from host.formats import FORMAT_NAMES
    from host.formats.scoresheet import LABELS

    SHEET_LANGUAGES = tuple(LABELS)  # the score sheet's own tables say which languages it writes
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
    ids = []
    empty = 0
    if args.games == ["all"]:
        # Every game played: not the empty games a board starts after each end (or that a power
        # cut or new settings left behind), which have no move and no result.
        for game_id, _board, _started, moves, winner, _reason in store.games():
            if moves or winner:
                ids.append(game_id)
            else:
                empty += 1
    if not ids and args.games != ["all"]:
        try:
            ids = [record_id(game) for game in args.games]
        except argparse.ArgumentTypeError as error:
            print("export: %s (game ids as `games` lists them, or 'all')" % error, file=sys.stderr)
            return 2
    records = []
    numbers = []  # each record's game id, to name the ones a format cannot hold
    book = Records(store)
    for game_id in ids:
        game = book.game(game_id)
        if game is None:
            print("no game %d in %s" % (game_id, args.db), file=sys.stderr)
            return 1
        records.append(Record.from_store(game))
        numbers.append(game_id)
    if not records:
        print("no games recorded in %s%s" % (args.db, " (only %d empty one(s))" % empty if empty else ""),
              file=sys.stderr)
        return 1
    status = _write_records(name, records, args.output, args.lang, numbers)
    if empty and status == 0:
        print("left out %d empty game(s): no move played, no result" % empty)
    return status


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
    """Adds the games to the store in batches as they stream; returns (added, already there).
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
    for number in itertools.count():
        batch = list(itertools.islice(records, SAVE_BATCH))
        if not batch:
            return added, known
        new, old = book.save_imported(batch, args.file, ("%s:%d" % (digest.hexdigest(), number)).encode())
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


def main(argv=None):
    # --db goes before or after the command's name: every subparser takes it too, without a
    # default of its own (SUPPRESS), so a --db given first is not overwritten by the default.
    db = Parser(add_help=False)
    db.add_argument("--db", default=argparse.SUPPRESS, type=store_path, help="the game store (default: %s)" % DEFAULT_DB)
    parser = Parser(prog=program_name(), description="Tengen host: record renju games from boards.")
    parser.add_argument("--db", default=DEFAULT_DB, type=store_path, help="the game store (default: %(default)s)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    daemon = commands.add_parser("daemon", parents=[db], help="connect to boards and record their games")
    daemon.add_argument("--port", action="append",
                        help="a board's serial port or pyserial URL (repeat for several boards)")
    daemon.add_argument("--auto", action="store_true", help="find boards by their USB identity, as they are plugged in")
    daemon.add_argument("--log", help="log file (default: standard error)")
    daemon.set_defaults(func=cmd_daemon)
    from host.web.options import add_daemon_arguments, add_relay_command

    add_daemon_arguments(daemon)
    add_relay_command(commands)
    status = commands.add_parser("status", parents=[db], help="the daemon, and every board it serves")
    status.set_defaults(func=cmd_status)
    command = commands.add_parser("command", parents=[db], help="send a command to a board through the running daemon")
    command.add_argument("board", help="the board's id, as `status` shows it, or its hall number")
    command.add_argument("name", choices=COMMANDS)
    command.add_argument("args", nargs="*", help="KEY=VALUE arguments, e.g. time_control=90m+30s player=P1 ms=30000")
    command.add_argument("--wait", type=seconds(0), default=10.0, metavar="SECONDS",
                         help="seconds to wait for the reply (default: %(default)s)")
    command.add_argument("--expire", type=seconds(0.001), default=COMMAND_LIFETIME, metavar="SECONDS",
                         help="seconds the command waits for its board before it expires unsent (default: %(default)s)")
    command.set_defaults(func=cmd_command)
    listing = commands.add_parser("commands", parents=[db], help="commands still waiting for their board")
    listing.add_argument("--all", action="store_true", help="the last 50 commands, answered ones too")
    listing.set_defaults(func=cmd_commands)
    cancel = commands.add_parser("cancel", parents=[db], help="withdraw a command still waiting")
    cancel.add_argument("id", type=count(1, 2 ** 63 - 1, "a command number"),
                        help="the command's number, as `commands` shows it")
    cancel.set_defaults(func=cmd_cancel)
    add_record_commands(commands, db)
    add_format_commands(commands, db)
    from host.play_commands import add_play_command
    from host.publish import add_publish_command

    add_play_command(commands, db)
    add_publish_command(commands, db)  # an event as plain files for a web site
    args = parser.parse_args(argv)
    if args.command == "daemon" and not args.port and not args.auto:
        daemon.error("give --port PORT (a board's serial port) or --auto (every board plugged in)")
    try:
        return args.func(args)
    except StoreError as error:  # every problem with the store or its files: one line, no traceback
        print("%s: %s" % (program_name(), error), file=sys.stderr)
        return 1
    except sqlite3.Error as error:
        print("%s: %s" % (program_name(), describe(error, args.db)), file=sys.stderr)
        return 1
    except RecordError as error:
        print("%s %s: %s" % (program_name(), args.command, error), file=sys.stderr)
        return 2
    except UnicodeEncodeError as error:  # argv holds bytes that are no UTF-8 (a name typed in another encoding)
        print("%s %s: an argument is not UTF-8 text (%s): retype it" % (
            program_name(), args.command, printable(error.object[error.start:error.end])), file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader went away (`tengen-host games | head`): not an error of ours. Python would
        # complain again flushing stdout at exit, so stdout goes nowhere from here.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
