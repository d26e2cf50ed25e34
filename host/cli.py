"""python -m host COMMAND: the daemon and the game records.

  daemon --port PORT [--port PORT ...]   connect to boards and record their games until stopped
  daemon --auto                          the same, for every board plugged in (by USB identity)
  status                                 every board the daemon serves: link, sync, game, clock
  command BOARD NAME [KEY=VALUE ...]      send a command (settings, new_game, pause, clock, ...) via the daemon
  games                                  list recorded games
  show GAME                              one game's moves, result and final position
  relay --mqtt HOST[:PORT]               serve the hall's live pages from an MQTT broker (no board)

The daemon also serves the live broadcast (host/web; docs/broadcast.md): --web-port, --lan,
--admin-token-file, --delay, --mqtt, --no-web.
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
    from host.web.options import start_broadcast

    web = start_broadcast(args, args.db)  # the live broadcast (host/web), unless --no-web
    daemon = Daemon(store, ports=args.port or [], discover=args.auto,
                    on_event=web and web.on_event, on_state=web and web.on_state)
    if web:
        web.daemon = daemon
    stop = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())
    signal.signal(signal.SIGINT, lambda *_: stop.set())
    daemon.run(stop)
    if web:
        web.stop()
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
    from host.web.options import add_daemon_arguments, add_relay_command

    add_daemon_arguments(daemon)
    add_relay_command(commands)
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
    args = parser.parse_args(argv)
    if args.command == "daemon" and not args.port and not args.auto:
        parser.error("daemon needs --port PORT or --auto")
    return args.func(args)
