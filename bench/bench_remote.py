"""Remote play's latency (make bench-remote): two virtual boards (the real firmware), each with its own
host daemon and its own `tengen-host play --remote`, joined through a real Mosquitto as
tests/test_engine_remote.py sets them up. For each of N moves: the time from the move completed on
the mover's board (the stone placed, then the mover's clock button tapped: the firmware takes the tap
at its release) to the opponent's stone lit on the other board's LEDs (the first yellow of its
blink). Printed: p50, p99 and max. Figures, never assertions.
"""

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for where in (ROOT, ROOT / "tests"):
    if str(where) not in sys.path:
        sys.path.insert(0, str(where))

from hardware.vboard.script import colour_name  # noqa: E402
from shared_rules.board import CENTRE, parse_point, point, point_name  # noqa: E402
from shared_rules.game import Game, IllegalMove  # noqa: E402
from test_broadcast_mqtt import Broker  # noqa: E402
from test_engine_remote import Side  # noqa: E402
from test_engine_play import step  # noqa: E402

TAP = 0.12  # the script's tap: the firmware acts on its release


def quiet_game(moves, seed):
    """`moves` legal moves from the centre that end nothing (no five, no foul), as point names."""
    rng = random.Random(seed)
    game = Game()
    game.play(CENTRE)
    names = [point_name(CENTRE)]
    while len(names) < moves:
        x, y = rng.randint(3, 11), rng.randint(3, 11)
        p = point(x, y)
        try:
            game.check(p)
        except IllegalMove:
            continue
        trial = Game.replay(names + [point_name(p)])
        if trial.result is not None:
            continue
        game.play(p)
        names.append(point_name(p))
    return names


async def lit_yellow(board, point, timeout=30.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if colour_name(board.leds[point]) == "yellow":
            return time.monotonic()
        await board.wait_report(0.02)
    raise RuntimeError("%s never lit on the other board" % point_name(point))


async def measure(where, moves, seed):
    broker = Broker(where)
    broker.start()
    black, white = Side(where / "a", "sim-000a"), Side(where / "b", "sim-000b")
    latencies = []
    try:
        await black.start()
        await white.start()
        black.join(broker.port, "black")
        white.join(broker.port, "white")
        await asyncio.sleep(1.0)
        names = quiet_game(moves, seed)
        for n, name in enumerate(names, 1):
            mover, other = (black, white) if n % 2 else (white, black)
            colour = "black" if n % 2 else "white"
            await step(mover.runner, "place %s %s" % (name, colour))
            tapped = time.monotonic()
            press = asyncio.ensure_future(step(mover.runner, "press %s" % colour))
            seen = await lit_yellow(other.board, parse_point(name))
            await press
            latencies.append(seen - (tapped + TAP))
            await step(other.runner, "place %s %s" % (name, colour))
            await step(other.runner, "press %s" % colour)
            await step(other.runner, "expect moves %s" % " ".join(names[:n]))
            await step(mover.runner, "expect moves %s" % " ".join(names[:n]))
    finally:
        for side in (black, white):
            await side.stop()
        broker.stop()
    return latencies


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="bench-remote-") as where:
        latencies = asyncio.run(measure(Path(where), args.moves, args.seed))
    ms = [1000 * s for s in latencies]
    print("remote play, move completed on one board -> the opponent's stone lit on the other's LEDs,")
    print("through Mosquitto, %d moves: p50 %.0f ms, p99 %.0f ms, max %.0f ms (mean %.0f ms)"
          % (len(ms), percentile(ms, 0.5), percentile(ms, 0.99), max(ms), statistics.mean(ms)))


if __name__ == "__main__":
    main()
