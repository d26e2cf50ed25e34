"""A command on its way to a board: queued in the store for the running daemon to send, and its
reply awaited. Shared by every command of `tengen-host` that talks to a board (host.cli's `command`,
host.record_commands's `setup`, ...), so that none of them imports another's module."""

import os
import sys
import time

from host.logs import printable
from host.store import COMMAND_LIFETIME
from host.terminal import para
from host.tournament_record import RecordError, Records
from shared_rules.protocol import ProtocolError

UNBOUND_COMMANDS = ("identify", "calibrate", "repl")  # not about a game: valid whatever game the board is on


def program_name():
    """How the user called us, for usage and hints: `tengen-host`, or `python -m host`."""
    name = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    return "python -m host" if name in ("", "__main__.py", "-c") else name


def describe_command(command):
    """As it was typed: 'new_game force=true time_control=5m'."""
    import json

    def word(key, value):
        return "%s=%s" % (key, value if isinstance(value, str) else json.dumps(value))

    args = command["args"]
    words = [command["name"]] + [word(k, v) for k, v in sorted(args.items()) if k != "settings"]
    words += [word(k, v) for k, v in sorted((args.get("settings") or {}).items())]
    return " ".join(words)


def board_seen(store, board):
    """Whether the store knows the board (it has connected once); if not, says so, naming the
    boards it knows."""
    if store.board_known(board):
        return True
    known = store.board_ids()
    print("no board %r in %s (%s)" % (board, store.path, "boards: " + ", ".join(known) if known
                                      else "no board has connected to it yet"), file=sys.stderr)
    return False


def deliver(store, board, name, arguments, wait, expire=COMMAND_LIFETIME):
    """Queue a command for a board through the running daemon and wait `wait` seconds for its reply:
    0 done, 1 refused, 2 no such board, 3 no reply yet (it stays queued until it expires)."""
    if not board_seen(store, board):
        return 2
    if not any(d[4] for d in store.daemons()):
        print(para("no daemon is running on %s:" % store.path), file=sys.stderr)
        print("  the command waits for one (start it: %s daemon --auto)" % program_name(), file=sys.stderr)
    try:
        command_id = store.queue_command(board, name, arguments, lifetime=expire, bound=name not in UNBOUND_COMMANDS)
    except ProtocolError as error:  # refused here, as the board would: never queued
        print("%s on board %s: refused, not sent: %s" % (name, board, error), file=sys.stderr)
        return 1
    command = store.command(command_id)
    what = "%s on board %s" % (describe_command(command), board)
    deadline = time.monotonic() + wait
    try:
        while time.monotonic() < deadline:
            command = store.command(command_id)
            if command["replied"]:
                if command["ok"]:
                    print("%s: done" % what)
                    return 0
                refused = command["detail"] if command["state"] == "not sent" else "refused: %s" % command["detail"]
                print(printable("%s: %s" % (what, refused)), file=sys.stderr)
                return 1
            time.sleep(0.1)
        why, status = "no reply within %.0f s" % wait, 3
    except KeyboardInterrupt:
        why, status = "interrupted", 130
    meant = " for game %d" % command["game"] if command["game"] is not None else ""
    number = short_id(store, command_id)
    print(para("%s: %s." % (what, why)), file=sys.stderr)
    print("Command %d stays queued%s until %s (then it expires unsent);" % (
        number, meant, time.strftime("%H:%M:%S", time.localtime(command["expires"]))), file=sys.stderr)
    print("`%s commands` lists it, `%s cancel %d` withdraws it" % (program_name(), program_name(), number),
          file=sys.stderr)
    return status


def short_id(store, command_id):
    """The number people see for a command: 1, 2, 3 in this store. Its id proper starts at a random
    9-digit number, so that a new store's commands never meet the answers a board remembers."""
    return command_id - (store.first_command_id() or command_id) + 1


def board_named(store, text):
    """The board a person names by its id or its hall number, as every command takes it (the text
    itself when it is neither: deliver() says so, with the boards there are)."""
    try:
        return Records(store).board_of(text)
    except RecordError:
        return text
