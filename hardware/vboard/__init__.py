"""The virtual board: the hardware stand-in for a machine without a real board.

It owns a pseudo-terminal pair (the host opens its slave end exactly as it would open
/dev/ttyACM0), runs the real firmware under the real `micropython` (unix port) with the simulator
backend, and plays the part of the sensors, LEDs, buttons and clock display over a local socket.
A person drives it from a terminal UI (tui.py); tests and bug reports drive it with scripts (script.py).
"""
