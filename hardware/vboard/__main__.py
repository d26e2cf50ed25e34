"""tengen-vboard (python -m hardware.vboard) [--script FILE] [--tty PATH] ...

Without --script: a terminal UI to play on the virtual board. With --script: run the script,
print each action and whether it held, exit 0 when every expectation held, 1 when one failed,
2 when the script is malformed or unreadable or the board could not start.
"""

import asyncio
import os
import sys
from pathlib import Path

from hardware.vboard.boards import make_board
from hardware.vboard.device import NO_PTY, tty
from hardware.vboard.script import ScriptRunner
from host.arguments import Parser, file_in_new_folder, folder, port, readable_file


def script_file(text):
    """A script to play: a file to read, or '-' for standard input."""
    return text if text == "-" else readable_file(text, "the script")


def parse_args(argv):
    called = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    prog = "python -m hardware.vboard" if called in ("", "__main__.py", "-c") else called  # or tengen-vboard
    parser = Parser(prog=prog, description=__doc__.split("\n\n")[1])
    parser.add_argument("--script", type=script_file, help="run this script ('-' for standard input) instead of the UI")
    parser.add_argument("--tty", default="var/board.tty", type=file_in_new_folder,
                        help="where to put the link to the board's serial device (default: %(default)s)")
    parser.add_argument("--flash", default="var/flash", type=folder, help="the simulated flash directory (default: %(default)s)")
    parser.add_argument("--board-id", default="sim-0001", help="the board's id (default: %(default)s)")
    parser.add_argument("--serial-log", type=file_in_new_folder, help="append every byte the firmware writes to this file")
    parser.add_argument("--host-db", type=file_in_new_folder, help="the game store of a host daemon serving this board (for script commands)")
    parser.add_argument("--pinmap", type=readable_file, help="another pin map and parameter file (default: hardware/pinmap.json)")
    parser.add_argument("--web", type=port, nargs="?", const=8079, metavar="PORT",
                        help="play in a browser page on this port (default 8079) instead of the terminal UI")
    parser.add_argument("--target", choices=("sim", "pico"), default="sim",
                        help="sim: the firmware on MicroPython's unix port; pico: the rp2 image on an emulated Pico")
    parser.add_argument("--image", choices=("romfs", "frozen"), default="frozen",
                        help="(pico) the app frozen in (default), or MicroPython with a ROMFS partition and the app deployed there as .mpy")
    return parser.parse_args(argv)


async def run_script(args):
    try:
        text = sys.stdin.read() if args.script == "-" else Path(args.script).read_text()
    except (OSError, UnicodeDecodeError) as error:
        print("cannot read the script %s: %s" % (args.script, getattr(error, "strerror", None) or error), file=sys.stderr)
        return 2
    board = make_board(args)
    try:
        await board.start()
    except Exception as error:
        print("the virtual board did not start: %s" % error, file=sys.stderr)
        await board.stop()
        return 2
    print("virtual board %s: serial port %s -> %s" % (board.board_id, args.tty, board.tty_name), flush=True)
    try:
        runner = ScriptRunner(board, host_db=getattr(args, "host_db", None))
        ok = await runner.run_lines(text.splitlines(), args.script)
    finally:
        await board.stop()
    return 0 if ok else 2 if runner.malformed else 1


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if tty is None:
        print(NO_PTY, file=sys.stderr)
        return 2
    try:
        if args.script:
            return asyncio.run(run_script(args))
        if args.web is not None:
            from hardware.vboard.web import run_web

            return run_web(args, args.web)
        if not (sys.stdin.isatty() and sys.stdout.isatty()):
            print("the virtual board's UI needs a terminal; without one, run a script: --script FILE"
                  " (or the browser page: --web)", file=sys.stderr)
            return 2
        from hardware.vboard.tui import run_tui

        return run_tui(args)
    except KeyboardInterrupt:  # Ctrl-C: the board is switched off on the way out (run_script's finally)
        print("interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
