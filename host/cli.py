"""python -m host COMMAND: the daemon and the game records.

  daemon --port PORT [--port PORT ...]   connect to boards and record their games until stopped
  daemon --auto                          the same, for every board plugged in (by USB identity)
  status                                 every board the daemon serves: link, sync, game, clock
  command BOARD NAME [KEY=VALUE ...]      send a command (settings, new_game, pause, clock, ...) via the daemon
  games                                  list recorded games
  show GAME                              one game's moves, result and final position
  export GAME [GAME ...] -o FILE         games to a file: RenjuNet XML, RenLib, SGF, psq, text, score sheet
  import FILE [-o FILE]                  read a record file, report its games and problems (or convert it)
"""

import argparse
import logging
import signal
import sys
import threading

from host.store import Store
from shared_rules.protocol import COMMANDS

DEFAULT_DB = "var/games.sqlite"


def cmd_daemon(args):
    from host.daemon import Daemon

    logging.basicConfig(filename=args.log, level=logging.INFO,
                        format="%(asctime)s %(levelname)s %(threadName)s: %(message)s")
    store = Store(args.db)
    daemon = Daemon(store, ports=args.port or [], discover=args.auto)
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    daemon.run(stop)
    store.close()
    return 0


def cmd_status(args):
    import time

    store = Store(args.db)
    rows = store.statuses()
    if not rows:
        print("no boards known to the daemon (is it running?)")
        return 0
    now = time.time()
    print("%-28s %-10s %-4s %5s %5s  %-16s %-18s %s" % ("port", "board", "sync", "game", "moves", "last move", "result", "link"))
    for status, updated in rows:
        stale = now - updated > 5
        link = status["link"] + (" (daemon not updating)" if stale else "")
        print("%-28s %-10s %-4s %5s %5s  %-16s %-18s %s%s" % (
            status["port"][-28:], status["board_id"] or "-", "yes" if status["in_sync"] else "no",
            status["game"] if status["game"] is not None else "-", status["moves"], status["last_move"] or "-",
            status["result"] or "-", link, "  ANOMALY" if status["anomalies"] else ""))
        if status.get("clock"):
            print("%28s clock %s" % ("", status["clock"]))
    return 0


def _argument_value(text):
    import json

    try:
        return json.loads(text)
    except ValueError:
        return text


def cmd_command(args):
    import time

    store = Store(args.db)
    arguments = {}
    for pair in args.args:
        key, sep, value = pair.partition("=")
        if not sep:
            print("arguments are KEY=VALUE, not %r" % pair, file=sys.stderr)
            return 2
        arguments[key] = _argument_value(value)
    if args.name == "new_game" and arguments:
        arguments = {"settings": {k: v for k, v in arguments.items() if k != "force"}}
    command_id = store.queue_command(args.board, args.name, arguments)
    deadline = time.monotonic() + args.wait
    while time.monotonic() < deadline:
        command = store.command(command_id)
        if command["replied"]:
            print("%s: %s" % ("done" if command["ok"] else "refused", command["detail"]))
            return 0 if command["ok"] else 1
        time.sleep(0.1)
    print("no reply from board %s within %.0f s (the command stays queued for when it connects)"
          % (args.board, args.wait), file=sys.stderr)
    return 3


def cmd_games(args):
    store = Store(args.db)
    rows = store.games()
    if not rows:
        print("no games recorded in %s" % args.db)
        return 0
    import time

    print("%4s  %-12s  %-19s  %5s  %s" % ("id", "board", "started", "moves", "result"))
    for game_id, board, started, moves, winner, reason in rows:
        stamp = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started))
        result = "%s (%s)" % (winner, reason) if winner else "in progress"
        print("%4d  %-12s  %-19s  %5d  %s" % (game_id, board, stamp, moves, result))
    return 0


def cmd_show(args):
    from shared_rules.board import Board, parse_point, colour_from_name

    store = Store(args.db)
    game = store.game(args.game)
    if game is None:
        print("no game %d in %s" % (args.game, args.db), file=sys.stderr)
        return 1
    from shared_rules.openings import opening_code, opening_name
    from shared_rules.game import parse_move
    from shared_rules.clock import clock_text

    settings = game["settings"]
    print("game %d on board %s (board game %d): %s" % (game["id"], game["board"], game["game_no"], ", ".join(
        "%s %s" % (k.replace("_", " "), v) for k, v in sorted(settings.items()) if v not in (None, False))))
    moves = [parse_move(m["point"]) for m in game["moves"]]
    if opening_code(moves):
        print("opening: %s (%s)" % (opening_name(moves), opening_code(moves)))
    board = Board()
    by_number = {}
    for event in game["events"]:
        if event["t"] == "opening":
            detail = event.get("point", event.get("n", ""))
            print("      %s %s %s" % (event["player"], event["action"], detail))
        elif event["t"] in ("clock", "claim", "undo"):
            print("      %s" % ", ".join("%s %s" % (k, v) for k, v in event.items() if k not in ("seq", "game")))
        elif event["t"] == "move":
            by_number[event["n"]] = True
            move = next((m for m in game["moves"] if m["n"] == event["n"] and m["point"] == event["point"]), None)
            if move is None:
                continue  # taken back later
            times = ""
            if move["used_ms"] is not None:
                times = "  %s  (P1 %s, P2 %s)" % (clock_text(move["used_ms"]), clock_text(move["clock_p1_ms"]),
                                                clock_text(move["clock_p2_ms"]))
            print("%3d. %-5s %s%s" % (move["n"], move["point"], move["colour"], times))
    for move in game["moves"]:
        if move["point"] != "pass":
            board.place(parse_point(move["point"]), colour_from_name(move["colour"]))
    if game["winner"]:
        print("result: %s (%s) %s" % (game["winner"], game["reason"], " ".join(game["line"])))
    else:
        print("result: not finished")
    marks = {parse_point(p): "#" for p in game["line"]}
    print(board.diagram(marks))
    return 0


# -- game records: export and import by format (host/formats) ------------------------------------

def add_format_commands(commands):
    """The export and import subcommands, on an argparse subparsers object."""
    from host.formats import FORMAT_NAMES

    export = commands.add_parser("export", help="write recorded games to a file (format by its extension)")
    export.add_argument("games", nargs="+", help="game ids, as `games` lists them, or 'all'")
    export.add_argument("-o", "--output", required=True,
                        help="the file to write (.rif .lib .pos .sgf .psq .sav .kurnik.txt .txt .fed.txt .svg .pdf)")
    export.add_argument("--format", choices=FORMAT_NAMES, help="the format, when the extension does not say it")
    export.add_argument("--lang", choices=("en", "ru"), default="en", help="score sheet language (svg, pdf)")
    export.set_defaults(func=cmd_export)
    read = commands.add_parser("import", help="read a record file: its games, their problems; -o converts it")
    read.add_argument("file")
    read.add_argument("--format", choices=FORMAT_NAMES, help="the format, when the extension does not say it")
    read.add_argument("-o", "--output", help="write the games read to this file (format by its extension)")
    read.add_argument("--lang", choices=("en", "ru"), default="en", help="score sheet language (svg, pdf)")
    read.add_argument("--list", action="store_true", help="one line per game even for a large file")
    read.add_argument("--no-progress", action="store_true", help="no progress bar for a database")
    read.set_defaults(func=cmd_import)


def _format_of(args, path):
    from host.formats import name_for_path

    return args.format or name_for_path(path)


def cmd_export(args):
    from host.record import Record

    try:
        name = _format_of(args, args.output)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    store = Store(args.db)
    ids = [row[0] for row in store.games()] if args.games == ["all"] else []
    if not ids:
        try:
            ids = [int(game) for game in args.games]
        except ValueError:
            print("game ids are numbers (or 'all'), not %s" % " ".join(args.games), file=sys.stderr)
            return 2
    records = []
    for game_id in ids:
        game = store.game(game_id)
        if game is None:
            print("no game %d in %s" % (game_id, args.db), file=sys.stderr)
            return 1
        records.append(Record.from_store(game))
    if not records:
        print("no games recorded in %s" % args.db, file=sys.stderr)
        return 1
    return _write_records(name, records, args.output, args.lang)


def _write_records(name, records, path, lang):
    from host.formats import ExportError, FORMATS, export_records

    try:
        data = export_records(name, records, lang=lang)
    except ExportError as error:
        print("cannot write %s: %s" % (name, error), file=sys.stderr)
        return 1
    with open(path, "wb") as out:
        out.write(data)
    print("wrote %d game(s) to %s (%s)" % (len(records), path, FORMATS[name][2]))
    return 0


def cmd_import(args):
    from host.formats import import_records, renjunet

    try:
        name = _format_of(args, args.file)
        target = _format_of(argparse.Namespace(format=None), args.output) if args.output else None
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    errors = []
    try:
        if name == "renjunet":  # a whole database: streamed, with a progress bar
            import gzip

            with open(args.file, "rb") as raw:
                stream = gzip.GzipFile(fileobj=raw) if args.file.endswith(".gz") else raw
                records = list(renjunet.iter_read(stream, errors=errors, raw=raw,
                                                  progress=not args.no_progress and sys.stderr.isatty()))
        else:
            with open(args.file, "rb") as stream:
                records = import_records(name, stream.read())
    except (OSError, EOFError, ValueError) as error:  # FormatError is a ValueError: it names the place
        print("%s: %s: nothing imported" % (args.file, error), file=sys.stderr)
        return 1
    _report_import(args, records, errors)
    if args.output and _write_records(target, records, args.output, args.lang):
        return 1
    return 1 if errors else 0


def _report_import(args, records, errors):
    many = len(records) > 50 and not args.list
    troubled = 0
    for index, record in enumerate(records, 1):
        problems = record.problems()
        troubled += bool(problems)
        if not many:
            players = "%s - %s" % (record.black.name or "?", record.white.name or "?")
            result = (record.result or "unfinished") + (" (%s)" % record.reason if record.reason else "")
            print("%4d  %-40s %3d moves  %-4s %s" % (index, players[:40], len(record.moves), record.opening or "-",
                                                     result))
            if record.tree is not None:
                print("      a tree of %d moves with its variations; its main line is listed" % record.tree.count())
        if problems and (not many or troubled <= 20):
            print("      game %d (%s): %s" % (index, record.source or "#%d" % index, "; ".join(problems)))
    print("%s: %d game(s) read, %d with problems reported above%s" % (
        args.file, len(records), troubled, " (the first 20)" if many and troubled > 20 else ""))
    for error in errors:
        print("skipped: %s" % error, file=sys.stderr)
    if errors:
        print("%d game(s) skipped: they could not be read whole" % len(errors), file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host", description="Tengen host: record renju games from boards.")
    parser.add_argument("--db", default=DEFAULT_DB, help="the game store (default: %(default)s)")
    commands = parser.add_subparsers(dest="command", required=True)
    daemon = commands.add_parser("daemon", help="connect to boards and record their games")
    daemon.add_argument("--port", action="append",
                        help="a board's serial port or pyserial URL (repeat for several boards)")
    daemon.add_argument("--auto", action="store_true", help="find boards by their USB identity, as they are plugged in")
    daemon.add_argument("--log", help="log file (default: standard error)")
    daemon.set_defaults(func=cmd_daemon)
    status = commands.add_parser("status", help="every board the daemon serves")
    status.set_defaults(func=cmd_status)
    command = commands.add_parser("command", help="send a command to a board through the running daemon")
    command.add_argument("board", help="the board's id, as `status` shows it")
    command.add_argument("name", choices=COMMANDS)
    command.add_argument("args", nargs="*", help="KEY=VALUE arguments, e.g. time_control=90m+30s player=P1 ms=30000")
    command.add_argument("--wait", type=float, default=10.0, help="seconds to wait for the reply")
    command.set_defaults(func=cmd_command)
    games = commands.add_parser("games", help="list recorded games")
    games.set_defaults(func=cmd_games)
    show = commands.add_parser("show", help="print one game")
    show.add_argument("game", type=int)
    show.set_defaults(func=cmd_show)
    add_format_commands(commands)
    args = parser.parse_args(argv)
    if args.command == "daemon" and not args.port and not args.auto:
        parser.error("daemon needs --port PORT or --auto")
    return args.func(args)
