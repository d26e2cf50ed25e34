"""The clock in the simulator stays exact over a three-hour game: its time comes from the tick
counter, never from accumulated sleeps, while the firmware scans, reconciles and computes fouls.

Three hours of clock time pass in about a minute: between presses the virtual board moves the
firmware's tick counter forward (warp), as if the players had thought that long. The clock must
have consumed exactly the time that passed on the tick source, warps plus real time."""

import asyncio
import time

from shared_rules.board import SIZE, point_name, parse_point
from hardware.vboard.device import VirtualBoard

THREE_HOURS = 3 * 3600 * 1000


def stripes():
    """A move order with no three for either side anywhere (period-4 stripes), so the game runs
    its full length without a five or a foul: Black on (x + 2y) % 4 < 2, White elsewhere."""
    black, white = [], []
    for y in range(4, 12):
        for x in range(SIZE):
            p = y * SIZE + x
            (black if (x + 2 * y) % 4 < 2 else white).append(p)
    black.remove(parse_point("h8"))
    black.insert(0, parse_point("h8"))
    moves = []
    for b, w in zip(black, white):
        moves += [b, w]
    return moves


async def play(tmp_path):
    board = VirtualBoard(tmp_path / "board.tty", tmp_path / "flash", "drift-0001")
    await board.start()

    async def until(check, timeout=10.0):
        deadline = time.monotonic() + timeout
        while not check():
            assert time.monotonic() < deadline, {k: v for k, v in board.state.items() if k != "physical"}
            await board.wait_report(0.05)

    async def press(mask):
        board.set_buttons(mask)
        pressed = time.monotonic()
        await asyncio.sleep(0.08)
        board.set_buttons(0)
        return pressed

    try:
        await until(lambda: "moves" in board.state)
        board.configure({"time_control": "3h"})
        await until(lambda: board.configured)
        moves = stripes()[:120]
        warp_each = THREE_HOURS // len(moves)
        start = await press(2)  # White starts Black's clock
        await until(lambda: board.display.get("running") == 1)
        warped = 0
        for n, p in enumerate(moves):
            colour = -100 if n % 2 == 0 else 100
            board.set_stones({p: colour})
            await until(lambda: board.state.get("pending") == point_name(p))
            board.warp(warp_each)
            warped += warp_each
            await asyncio.sleep(0.03)
            await press(1 if n % 2 == 0 else 2)
            await until(lambda: len(board.state.get("moves", [])) == n + 1)
        # Stop the clock: both buttons held; the pause takes effect 1 s into the hold.
        board.set_buttons(3)
        paused_at = time.monotonic() + 1.0
        await until(lambda: board.state.get("paused"))
        board.set_buttons(0)
        await asyncio.sleep(0.2)
        left = board.state["clock"]
        assert board.state["result"] is None
        consumed = 2 * THREE_HOURS - left[0] - left[1]
        elapsed = (paused_at - start) * 1000 + warped
        return consumed, elapsed, warped
    finally:
        await board.stop()


def test_three_hours_of_clock_time_drift_less_than_a_tenth_of_a_second(tmp_path):
    consumed, elapsed, warped = asyncio.run(play(tmp_path))
    assert warped >= THREE_HOURS - 1000
    drift = consumed - elapsed
    print("clock consumed %d ms, tick source %d ms: drift %+d ms" % (consumed, elapsed, drift))
    assert abs(drift) < 100, (consumed, elapsed)
