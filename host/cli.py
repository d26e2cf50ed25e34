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
  hall BOARD NUMBER                      a board's number in the hall (a board not yet plugged in too)
  assign BOARD --black NAME --white NAME [--event E --round R --new]   seat two known players (--new: add them)
  pairings FILE.csv [--event E --new]    a round's pairings: round, board, black, white
                                         (assign, pairings: --reseat or --keep for a game under way)
  event [NAME --system S --rounds N --tiebreaks L]   an event's rules: swiss or roundrobin (--double), rounds, tie-breaks
  enter EVENT NAME [--new] | --from FILE.csv   enter players (late entries too); withdraw EVENT NAME
  bye EVENT NAME [--zero]                a player of a Swiss not paired next round: a half-point bye
  entrants EVENT [--number NAME N]       an event's entrants by start number; a number chosen before round 1
  round next|show|seat|result [--event E]   pair the next round, seat every board, start its games; results
  standings [--event E] [--crosstable] [--pdf FILE --lang L]   standings with tie-breaks, crosstable
  trf [--event E] -o FILE | --read FILE   the event as a FIDE TRF file for a rating officer, or one read
  setup BOARD GAME [--study [--at N]] [--force]   a recorded game onto a board, stone by stone
  correct GAME --result W [--reason R] | --black NAME | --white NAME | --move N POINT
               | --event E | --round R | --board N   kept with the original
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

from host.arguments import Parser, seconds, store_path
from host.connection import SILENCE_LIMIT
from host.logs import printable
from host.terminal import ago, clip, indented, para, row, stamp
from host.store import DAEMON, DAEMON_FRESH, READ, Store, StoreError, describe
from host.tournament_record import RecordError, Records
from host.record_commands import add_record_commands, as_recorded
from host.board_commands import add_board_commands
from host.format_commands import add_format_commands
from host.delivery import program_name

DEFAULT_DB = "var/games.sqlite"


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
                    on_event=web and web.on_event, on_state=web and web.on_state, silence_limit=args.silence)
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
    if line.startswith("daemon running"):  # its broker (--mqtt): connected, or lost since when
        try:
            from host.web.mqtt import broker_line
            from host.web.server import broker_state_path
        except ImportError:  # a host without the broadcast's packages publishes to no broker
            broker_line = None
        broker = broker_line and broker_line(broker_state_path(args.db))
        if broker:
            print(para(broker))
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
        if records is not None and status["board_id"]:
            detail += _seated_lines(records, status["board_id"])
        if status.get("clock"):
            # A stale row's clock is a snapshot: it is not running here, whatever it said then.
            detail.append("clock %s" % (status["clock"] if not stale else
                                        "%s (%s ago)" % (status["clock"].replace("*", ""), ago(now - updated))))
        for line in detail:
            print(indented(printable(line), 12))


def _seated_lines(records, board_id):
    """Who plays at a board: its game's players once its first move is made (the record's, as the
    hall card shows them), and the seats when they are for its next game."""
    from host.web.tournament import seat_view

    def words(view):
        return "%s - %s%s" % ((view["p1"] or {}).get("name", "?"), (view["p2"] or {}).get("name", "?"),
                              "  (%s round %s, board %s)" % (view["event"] or "", view["round"], view["board_no"])
                              if view["round"] else "")

    shown = seat_view(records, board_id)
    seat = seat_view(records, board_id, records.seat(board_id), game=False)
    lines = [words(shown)] if shown and (shown["p1"] or shown["p2"]) else []
    if seat and (seat["p1"] or seat["p2"]) and (not lines or words(seat) != lines[0]):
        lines.append("next game: " + words(seat))
    return lines


def release_version():
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("tengen")
    except PackageNotFoundError:  # run from a source tree that was never installed
        return "(not installed)"


def main(argv=None):
    # --db goes before or after the command's name: every subparser takes it too, without a
    # default of its own (SUPPRESS), so a --db given first is not overwritten by the default.
    db = Parser(add_help=False)
    db.add_argument("--db", default=argparse.SUPPRESS, type=store_path, help="the game store (default: %s)" % DEFAULT_DB)
    parser = Parser(prog=program_name(), description="Tengen host: record renju games from boards.")
    parser.add_argument("--db", default=DEFAULT_DB, type=store_path, help="the game store (default: %(default)s)")
    parser.add_argument("--version", action="version", version="%(prog)s " + release_version(),
                        help="the release's version (the firmware and the boards carry the same)")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    daemon = commands.add_parser("daemon", parents=[db], help="connect to boards and record their games")
    daemon.add_argument("--port", action="append",
                        help="a board's serial port or pyserial URL (repeat for several boards)")
    daemon.add_argument("--auto", action="store_true", help="find boards by their USB identity, as they are plugged in")
    daemon.add_argument("--log", help="log file (default: standard error)")
    daemon.add_argument("--silence", type=seconds(3, 3600), default=SILENCE_LIMIT, metavar="SECONDS",
                        help="a board silent this long is handshaken with again (default: %(default)g; boards "
                             "send a heartbeat every 2 s; an emulated board running slower than real time "
                             "needs more)")
    daemon.set_defaults(func=cmd_daemon)
    from host.web.options import add_daemon_arguments, add_relay_command

    add_daemon_arguments(daemon)
    add_relay_command(commands)
    status = commands.add_parser("status", parents=[db], help="the daemon, and every board it serves")
    status.set_defaults(func=cmd_status)
    add_board_commands(commands, db)
    add_record_commands(commands, db)
    add_format_commands(commands, db)
    from host.tournament_commands import add_tournament_commands

    add_tournament_commands(commands, db)  # a director's tournament: rules, entrants, rounds, standings, TRF
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
