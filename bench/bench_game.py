"""Cost of the game's per-move bookkeeping, for callgrind on the MicroPython unix port.

    MICROPYPATH=. valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        micropython bench/bench_game.py windows N
runs the first game of tests/vectors/games.txt N times through LiveWindows (place every stone,
then remove them all); the instruction count for N minus that for 0, over N * 2 * stones, is the
cost of one place() or remove(): the no-five-possible draw check per move. Other subjects:
  offer  N  position_key of a 5-stone position (one fifth-move offer checked for symmetry)
  game   N  Game(foul_mode="tournament") replaying that game N times (no foul engine calls): the
            whole per-move bookkeeping of Game.play, windows included
Also runs under CPython for a quick look (python bench/bench_game.py windows 100).
"""
import sys

if "." not in sys.path:
    sys.path.append(".")

from shared_rules.board import BLACK, WHITE, parse_point
from shared_rules.windows import LiveWindows
from shared_rules.game import Game
from shared_rules.openings import position_key


def first_game():
    with open("tests/vectors/games.txt") as f:
        for line in f:
            if line.startswith("moves:"):
                return [parse_point(name) for name in line[6:].split()]
    raise ValueError("no game in tests/vectors/games.txt")


def windows(moves, n):
    w = LiveWindows()
    for _ in range(n):
        colour = BLACK
        for p in moves:
            w.place(p, colour)
            colour = 3 - colour
        for i in range(len(moves) - 1, -1, -1):
            w.remove(moves[i], BLACK if i % 2 == 0 else WHITE)
    return 2 * len(moves) * n


def offer(moves, n):
    stones = [(moves[0], BLACK), (moves[1], WHITE), (moves[2], BLACK), (moves[3], WHITE), (moves[4], BLACK)]
    for _ in range(n):
        position_key(stones)
    return n


def game(moves, n):
    for _ in range(n):
        g = Game(foul_mode="tournament")
        for p in moves:
            g.play(p)
    return len(moves) * n


def main(argv):
    subject = {"windows": windows, "offer": offer, "game": game}[argv[0]]
    n = int(argv[1])
    moves = first_game()
    units = subject(moves, n)
    print("%s x%d: %d units" % (argv[0], n, units))


main(sys.argv[1:])
