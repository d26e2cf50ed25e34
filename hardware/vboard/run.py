"""`make run`: the virtual board running the real firmware, and the host recording its games.

In a terminal it opens the board's UI for a person to play; otherwise (or with --script) it plays a
script, by default the embedded demo game (demo.txt). Either way the host daemon runs beside it on
the board's serial port, and the games it recorded are printed at the end. With --boards N (make run
BOARDS=N) the host serves N virtual boards, sim-0001 to sim-000N: the first as above, each other one
in a browser page of its own (its address printed), for an arbiter's rehearsal of a hall.

The demo plays on a board of its own, switched on fresh each time (its flash in var/demo-flash): the
board's flash (var/flash) keeps what a person left on it (a game begun, the clock set on its menu),
which the demo's fixed moves could not play through, and which is still there for the next session.
"""

import argparse
import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

from host.arguments import Parser, count, port, readable_file

HERE = Path(__file__).resolve().parent
DEMO = HERE / "demo.txt"


def admin_token(var):
    """The arbiter's token for this machine's host: made once, kept in var/ (only the owner reads it)."""
    import secrets

    path = var / "admin.token"
    if not path.exists():
        path.write_text(secrets.token_urlsafe(18) + "\n")
        path.chmod(0o600)
    return path


def wait_for_url(path, timeout=15.0):
    """The broadcast's URL once the host serves it (None if it does not within timeout)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if path.exists():
            return path.read_text().strip()
        time.sleep(0.1)
    return None


FIRST_PAGE_PORT = 8080  # board N's page is on port 8078 + N (the first board's, with --web, on 8079)


def arbiter_notes(url, token_file):
    """What the arbiter looks for, shown on the virtual board's screen (printed before it, they would
    be lost under it) and printed again at the end: the admin token's file and, with --lan, the
    addresses a phone in the hall opens, as the daemon serves them."""
    notes = ["admin token: %s" % token_file]
    try:
        with urllib.request.urlopen(url + "api/lan", timeout=5) as response:
            notes += ["phones: %s" % address for address in json.load(response)["urls"]]
    except (OSError, ValueError, KeyError):  # no address said: the token's file still is
        pass
    return notes


def _board_in_a_page(n, tty, var, db, page):
    """Virtual board sim-000N (a flash, a port, a log of its own) in a browser page of its own."""
    board_id = "sim-%04d" % n
    print("board %s: http://127.0.0.1:%d/" % (board_id, page), flush=True)
    return subprocess.Popen([sys.executable, "-m", "hardware.vboard", "--web", str(page), "--tty", str(tty),
                             "--flash", str(var / ("flash-%d" % n)), "--board-id", board_id,
                             "--serial-log", str(var / ("serial-%d.log" % n)), "--host-db", str(db)],
                            stdout=subprocess.DEVNULL)


def main(argv=None):
    parser = Parser(prog="make run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--script", type=readable_file, help="play this script instead (default: the UI in a terminal, else demo.txt)")
    parser.add_argument("--var", default="var", help="where the port link, flash, logs and game store live")
    parser.add_argument("--web", action="store_true", help="play in the browser instead (the page's URL is printed)")
    parser.add_argument("--boards", type=count(1, 99, "a number of boards"), default=1,
                        help="how many virtual boards the host serves (default 1): the others play in browser pages")
    parser.add_argument("--page-port", type=port, default=FIRST_PAGE_PORT, metavar="PORT",
                        help="with --boards: sim-0002's page is on this port, the next board's on the next (default %(default)s)")
    # The broadcast's options, handed to the host daemon as they are (make run ARGS="--lan --delay 30").
    broadcast = parser.add_argument_group("the live broadcast (passed to the host daemon)")
    broadcast.add_argument("--lan", action="store_true", help="serve the pages to the local network too; prints the addresses a phone opens")
    broadcast.add_argument("--delay", metavar="SECONDS", help="broadcast delay for viewers")
    broadcast.add_argument("--mqtt", metavar="HOST[:PORT]", help="publish the hall to this MQTT broker")
    broadcast.add_argument("--mqtt-prefix", metavar="PREFIX", help="the MQTT topics' prefix")
    broadcast.add_argument("--web-port", metavar="PORT", help="the web port (default 8077)")
    broadcast.add_argument("--embed-from", metavar="ORIGIN", action="append", default=[],
                           help="a site that may frame /embed/ID (again for another)")
    args = parser.parse_args(argv)
    passed = ["--lan"] if args.lan else []
    passed += [word for site in args.embed_from for word in ("--embed-from", site)]
    for option in ("delay", "mqtt", "mqtt_prefix", "web_port"):
        if getattr(args, option) is not None:
            passed += ["--" + option.replace("_", "-"), getattr(args, option)]
    var = Path(args.var)
    if not var.exists():
        var.mkdir(mode=0o700, parents=True)  # the game store and the logs: private to the user
    tty = var / "board.tty"
    db = var / "games.sqlite"
    host_log = var / "host.log"
    url_file = var / "web.url"
    if url_file.exists():
        url_file.unlink()
    others = [(n, var / ("board-%d.tty" % n)) for n in range(2, args.boards + 1)]
    ports = ["--port", str(tty)] + [word for _, path in others for word in ("--port", str(path))]
    host = subprocess.Popen([sys.executable, "-m", "host", "--db", str(db), "daemon"] + ports +
                            ["--log", str(host_log), "--url-file", str(url_file),
                             "--admin-token-file", str(admin_token(var))] + passed)
    url = wait_for_url(url_file)
    if url:
        print("live broadcast: %s  (this board: %sboard/sim-0001; the arbiter's page: %sadmin, token in %s)"
              % (url, url, url, var / "admin.token"), flush=True)
    notes = arbiter_notes(url, var / "admin.token") if url else []
    boards = [_board_in_a_page(n, path, var, db, args.page_port + n - 2) for n, path in others]
    board_args = argparse.Namespace(tty=str(tty), flash=str(var / "flash"), board_id="sim-0001",
                                    serial_log=str(var / "serial.log"), web_url=url, host_db=str(db), notes=notes)
    status = 130
    try:
        interactive = args.script is None and sys.stdin.isatty() and sys.stdout.isatty()
        if args.web:
            from hardware.vboard.web import run_web

            status = run_web(board_args)
        elif interactive:
            from hardware.vboard.tui import run_tui

            status = run_tui(board_args)
        else:
            from hardware.vboard.__main__ import run_script

            board_args.script = args.script or str(DEMO)
            if args.script is None:  # the demo: a fresh board, the person's own board untouched
                demo_flash = var / "demo-flash"
                shutil.rmtree(demo_flash, ignore_errors=True)
                board_args.flash = str(demo_flash)
            print("playing %s on the virtual board; the host records into %s" % (board_args.script, db))
            status = asyncio.run(run_script(board_args))
    except KeyboardInterrupt:  # Ctrl-C: the games recorded so far are still shown
        print("\ninterrupted")
    finally:
        time.sleep(0.3)  # let the host store the last acknowledged event before it stops
        for board in boards:
            board.terminate()
            board.wait(10)
        host.terminate()
        host.wait(10)
    print()
    subprocess.run([sys.executable, "-m", "host", "--db", str(db), "games"])
    host_command = Path(sys.executable).parent / "tengen-host"
    host_command = os.path.relpath(host_command) if host_command.exists() else "%s -m host" % os.path.relpath(sys.executable)
    if url:
        print("\nthe broadcast ran at %s while the host ran (`%s --db %s daemon --port ...` serves it again); %s"
              % (url, host_command, db, "; ".join(notes)))
    print("\nthe host's log is %s; `%s --db %s show ID` prints a game" % (host_log, host_command, db))
    return status


if __name__ == "__main__":
    sys.exit(main())
