"""The engine's levels (tengen-host play --level): strength against time per move. Figures, never
assertions (make bench-engine).

Each level plays the reference level (5) from the canonical openings (the 26 openings' first three
moves, colours swapped game by game), the rules of shared_rules deciding every move and the end;
printed: per level, its time per move (mean and most), its search depth and nodes, and its score
against the reference (a win 1, a draw 0.5).
"""

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host.engine import Engine, EngineError  # noqa: E402
from host.play import LEVELS  # noqa: E402
from shared_rules.game import Game  # noqa: E402
from shared_rules.openings import canonical_moves  # noqa: E402

REFERENCE = 5


def play(engines, levels, opening, max_moves=120):
    """One game from an opening: engines[0] Black. Returns (winner colour or 0, per-engine figures)."""
    game = Game()
    for p in opening:
        game.play(p)
    figures = ([], [])
    while game.result is None and len(game.moves) < max_moves:
        side = len(game.moves) % 2
        started = time.monotonic()
        try:
            line = engines[side].analyse(game.moves, 1, LEVELS[levels[side]])[0]
        except EngineError:  # Rapfi dies on a position where every move loses at once: that side lost
            return 2 - side, figures
        figures[side].append((time.monotonic() - started, line.depth or 0, line.nodes or 0))
        game.play(line.move)
    return (game.result.winner if game.result else 0), figures


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--levels", default="1,3,7,10", help="levels to measure against level %d" % REFERENCE)
    parser.add_argument("--games", type=int, default=2, help="games per level (colours alternate)")
    args = parser.parse_args(argv)
    levels = [int(x) for x in args.levels.split(",")]
    print("level  s/move (mean, most)  depth  nodes/move  score vs level %d" % REFERENCE)
    with Engine.start() as engine, Engine.start() as reference:
        for level in levels:
            score, timing = 0.0, []
            for g in range(args.games):
                opening = canonical_moves(g % 26)
                black_is_level = g % 2 == 0
                engines = (engine, reference) if black_is_level else (reference, engine)
                pair = (level, REFERENCE) if black_is_level else (REFERENCE, level)
                winner, figures = play(engines, pair, opening)
                mine = figures[0] if black_is_level else figures[1]
                timing += mine
                if winner == 0:
                    score += 0.5
                elif (winner == 1) == black_is_level:
                    score += 1
            seconds = [t for t, _, _ in timing] or [0]
            print("%5d  %6.2f %6.2f          %5.1f  %10.0f  %.1f / %d" % (
                level, statistics.mean(seconds), max(seconds), statistics.mean(d for _, d, _ in timing or [(0, 0, 0)]),
                statistics.mean(n for _, _, n in timing or [(0, 0, 0)]), score, args.games), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
