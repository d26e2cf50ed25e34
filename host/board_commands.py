"""tengen-host command, commands and cancel: a command sent to a board through the running daemon
(host/delivery.py queues it and waits for the reply), the commands still waiting, and withdrawing one."""

import sys
import time

from host.arguments import count, seconds
from host.logs import printable
from host.terminal import clip, row, stamp
from host.store import COMMAND_LIFETIME, READ, WRITE, Store
from host.delivery import board_named, deliver, describe_command, short_id
from shared_rules.protocol import COMMAND_ARGS, COMMANDS, ProtocolError
from shared_rules.protocol_check import check_command


def add_board_commands(commands, db):
    """The command, commands and cancel subcommands, on an argparse subparsers object (db: the --db parent)."""
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
