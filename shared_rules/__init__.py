"""Renju rules shared by the board's firmware (MicroPython) and the host (CPython).

Everything that decides a rule, a clock question or a wire format lives here, once.
Modules: board (points, notation, symmetries), fouls (fives and Black's fouls),
game (a game's state and result; terms: its vocabulary; windows: whether a five is still possible),
openings (the 26 openings, the opening regulations), protocol (the serial frame codec).
"""
