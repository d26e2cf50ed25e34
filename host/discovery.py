"""Finding boards by their USB identity, so a hall of boards on hubs needs no port list.

MicroPython on a Raspberry Pi Pico enumerates as USB VID 0x2E8A (Raspberry Pi), PID 0x0005 (the
MicroPython CDC device). The stable /dev/serial/by-id/ name is preferred to /dev/ttyACMn, which
changes with plug order; the board's own id, from the handshake, is what the record uses anyway.
"""

import os

from serial.tools import list_ports

BOARD_IDS = {(0x2E8A, 0x0005)}
BY_ID = "/dev/serial/by-id"


def stable_name(device):
    """The /dev/serial/by-id/ link to a device, if udev made one."""
    try:
        for name in os.listdir(BY_ID):
            path = os.path.join(BY_ID, name)
            if os.path.realpath(path) == os.path.realpath(device):
                return path
    except OSError:
        pass
    return device


def find_boards(ids=BOARD_IDS):
    """Serial ports whose USB identity is a Tengen board's, by their stable names."""
    ports = []
    for info in list_ports.comports():
        if (info.vid, info.pid) in ids:
            ports.append(stable_name(info.device))
    return sorted(ports)
