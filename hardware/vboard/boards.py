"""The board a command line asks for: the virtual board on the unix port, or the same firmware on
the emulated Pico (--target pico). Both the script runner and the terminal UI start theirs here."""

from hardware.vboard.device import VirtualBoard


def make_board(args):
    if getattr(args, "target", "sim") == "pico":
        from hardware.vboard.pico import PicoBoard

        return PicoBoard(args.tty, args.flash, args.board_id, args.serial_log, getattr(args, "pinmap", None),
                         image=args.image)
    return VirtualBoard(args.tty, args.flash, args.board_id, args.serial_log, getattr(args, "pinmap", None))
