"""Renju rules shared by the board's firmware (MicroPython) and the host (CPython).

Everything that decides a rule, a clock question or a wire format lives here, once.
Modules: board (points, notation, symmetries), fouls (fives and Black's fouls),
game (a game's state and result), protocol (the serial frame codec).
"""
