"""python -m hardware.vboard [--script FILE] [--tty PATH] ...

Without --script: a terminal UI to play on the virtual board. With --script: run the script,
print each action and whether it held, exit 0 when every expectation held, 1 when one failed,
2 when the script itself is malformed or the board could not start.
"""

import argparse
import asyncio
import sys
from pathlib import Path

from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import ScriptRunner


def parse_args(argv):
    parser = argparse.ArgumentParser(prog="python -m hardware.vboard", description=__doc__.split("\n\n")[1])
    parser.add_argument("--script", help="run this script ('-' for standard input) instead of the UI")
    parser.add_argument("--tty", default="var/board.tty",
                        help="where to put the link to the board's serial device (default: %(default)s)")
    parser.add_argument("--flash", default="var/flash", help="the simulated flash directory (default: %(default)s)")
    parser.add_argument("--board-id", default="sim-0001", help="the board's id (default: %(default)s)")
    parser.add_argument("--serial-log", help="append every byte the firmware writes to this file")
    parser.add_argument("--host-db", help="the game store of a host daemon serving this board (for script commands)")
    parser.add_argument("--pinmap", help="another pin map and parameter file (default: hardware/pinmap.json)")
    parser.add_argument("--target", choices=("sim", "pico"), default="sim",
                        help="sim: the firmware on MicroPython's unix port; pico: the rp2 image on an emulated Pico")
    parser.add_argument("--image", choices=("plain", "frozen"), default="plain",
                        help="(pico) the stock image with the app as .mpy on its flash, or the app frozen in")
    return parser.parse_args(argv)


def make_board(args):
    if getattr(args, "target", "sim") == "pico":
        from hardware.vboard.pico import PicoBoard

        return PicoBoard(args.tty, args.flash, args.board_id, args.serial_log, getattr(args, "pinmap", None),
                         image=args.image)
    return VirtualBoard(args.tty, args.flash, args.board_id, args.serial_log, getattr(args, "pinmap", None))


async def run_script(args):
    text = sys.stdin.read() if args.script == "-" else Path(args.script).read_text()
    board = make_board(args)
    try:
        await board.start()
    except Exception as error:
        print("the virtual board did not start: %s" % error, file=sys.stderr)
        await board.stop()
        return 2
    print("virtual board %s: serial port %s -> %s" % (board.board_id, args.tty, board.tty_name), flush=True)
    try:
        ok = await ScriptRunner(board, host_db=getattr(args, "host_db", None)).run_lines(text.splitlines(), args.script)
    finally:
        await board.stop()
    return 0 if ok else 1


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.script:
        return asyncio.run(run_script(args))
    from hardware.vboard.tui import run_tui

    return run_tui(args)


if __name__ == "__main__":
    sys.exit(main())
