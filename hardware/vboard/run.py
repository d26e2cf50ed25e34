"""`make run`: the virtual board running the real firmware, and the host recording its games.

In a terminal it opens the board's UI for a person to play; otherwise (or with --script) it plays a
script, by default the embedded demo game (demo.txt). Either way the host daemon runs beside it on
the board's serial port, and the games it recorded are printed at the end.
"""

import argparse
import asyncio
import os
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEMO = HERE / "demo.txt"


def main(argv=None):
    parser = argparse.ArgumentParser(prog="make run", description=__doc__.split("\n\n")[0])
    parser.add_argument("--script", help="play this script instead (default: the UI in a terminal, else demo.txt)")
    parser.add_argument("--var", default="var", help="where the port link, flash, logs and game store live")
    args = parser.parse_args(argv)
    var = Path(args.var)
    if not var.exists():
        var.mkdir(mode=0o700, parents=True)  # the game store and the logs: private to the user
    tty = var / "board.tty"
    db = var / "games.sqlite"
    host_log = var / "host.log"
    host = subprocess.Popen([sys.executable, "-m", "host", "--db", str(db), "daemon", "--port", str(tty),
                             "--log", str(host_log)])
    board_args = argparse.Namespace(tty=str(tty), flash=str(var / "flash"), board_id="sim-0001",
                                    serial_log=str(var / "serial.log"))
    status = 130
    try:
        interactive = args.script is None and sys.stdin.isatty() and sys.stdout.isatty()
        if interactive:
            from hardware.vboard.tui import run_tui

            status = run_tui(board_args)
        else:
            from hardware.vboard.__main__ import run_script

            board_args.script = args.script or str(DEMO)
            print("playing %s on the virtual board; the host records into %s" % (board_args.script, db))
            status = asyncio.run(run_script(board_args))
    except KeyboardInterrupt:  # Ctrl-C: the games recorded so far are still shown
        print("\ninterrupted")
    finally:
        time.sleep(0.3)  # let the host store the last acknowledged event before it stops
        host.terminate()
        host.wait(10)
    print()
    subprocess.run([sys.executable, "-m", "host", "--db", str(db), "games"])
    host_command = Path(sys.executable).parent / "tengen-host"
    host_command = os.path.relpath(host_command) if host_command.exists() else "%s -m host" % os.path.relpath(sys.executable)
    print("\nthe host's log is %s; `%s --db %s show ID` prints a game" % (host_log, host_command, db))
    return status


if __name__ == "__main__":
    sys.exit(main())
