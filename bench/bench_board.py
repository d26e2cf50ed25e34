"""The board's costs, printed for `make bench` (never asserted): per-scan and per-placement work in
MicroPython instructions and estimated Pico milliseconds, the heap a whole game needs, and the
placement-to-LED latency on the virtual board.

    python bench/bench_board.py [--quick] [--mp32 PATH --mp64 PATH]

Method (docs/performance.md): valgrind --tool=callgrind on the unix port, net instructions =
count(N repetitions) - count(0 repetitions), per repetition; Pico ms = net / 71,000. The heap is
the peak: the smallest `micropython -X heapsize=...` (bisection, bench/heap.py) with which the whole
firmware (every module, compiled from source) plays a whole game through sensing, reconciliation,
referee (training mode: the forbidden map kept), LEDs and the event log. The PyPI unix port is
64-bit, the RP2040 32-bit: --mp32 PATH --mp64 PATH measure the ratio on unix ports of one
MicroPython source built both ways. A Pico build would freeze the modules into flash.
"""
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
WORKLOAD = os.path.join(HERE, "firmware_workload.py")
MICROPYPATH = ".frozen:%s:%s" % (ROOT, os.path.join(ROOT, "firmware"))
sys.path.insert(0, ROOT)
sys.path.insert(0, HERE)
from callgrind import PICO_INSTRUCTIONS_PER_MS, micropython, net_per_repetition  # noqa: E402
from heap import smallest_heap  # noqa: E402


def env():
    return dict(os.environ, PYTHONHASHSEED="0", MICROPYPATH=MICROPYPATH)


def net_per(mode, n):
    return net_per_repetition(WORKLOAD, [mode], n, MICROPYPATH, ROOT)


def heap_figures(interpreter):
    """(peak KB: the smallest heap that completes the whole-firmware game, the game's own report)."""
    return smallest_heap(interpreter, [WORKLOAD, "game", "1"], env(), ROOT, 16, 1024)


def _kb(report, words):
    # "... <words> N ..." -> N / 1024
    return int(report.split(words)[1].split()[0].rstrip(",;")) / 1024


def print_heap(interpreter, label):
    kb, report = heap_figures(interpreter)
    if kb is None:
        print("whole firmware heap (%s): the game did not complete in 1 MB: %s" % (label, report[-300:]))
        return None
    imports = _kb(report, "imports keep")
    most = _kb(report, "during the game")
    print("whole firmware heap (%s; app and every module it imports, hal_sim, asyncio; compiled from source):"
          " imports keep %.1f KB; a 120-move training game with its event log: %.1f KB in use after a"
          " collection at most; peak: the smallest -X heapsize that completes it, %d KB" % (label, imports, most, kb))
    return imports, most, kb


async def latency(samples):
    """Placement-to-LED on the virtual board: from the stone's arrival to the LED frame showing it."""
    from hardware.vboard.device import VirtualBoard
    from hardware.vboard.script import colour_name
    from shared_rules.board import parse_point

    work = tempfile.mkdtemp(prefix="tengen-latency-")
    board = VirtualBoard(os.path.join(work, "board.tty"), os.path.join(work, "flash"), "bench-0001")
    await board.start()
    times = []
    try:
        while "moves" not in board.state:
            await board.wait_report(0.05)
        points = ["h8", "a1", "c1", "a3", "e1", "a5", "g1", "a7", "i1", "a9", "k1", "a11", "m1", "a13",
                  "o1", "a15", "c3", "c15", "e3", "e15", "g3", "g15", "i3", "i15", "k3"][:samples]
        for n, name in enumerate(points):
            p = parse_point(name)
            start = time.monotonic()
            board.set_stones({p: -100 if n % 2 == 0 else 100})
            while colour_name(board.leds[p]) != "white":
                await board.wait_report(0.01)
            times.append(1000 * (time.monotonic() - start))
            await asyncio.sleep(0.05)
    finally:
        await board.stop()
        shutil.rmtree(work, ignore_errors=True)
    return times


def print_pico_latency(sensing_ms, work):
    """Placement to LED on the Pico, from the pin map's windows and the measured work: the first
    scan to see the stone (0 to one period after it stops), debounce_scans - 1 more scans, the
    settle window (rounded up to whole scans), then the decision, the frame's encoding (native
    code: well under 1.5 ms, bench_pico_loops encode) and the frame on the wire (6.75 ms for 225
    RGB LEDs)."""
    import json

    with open(os.path.join(ROOT, "hardware", "pinmap.json")) as f:
        sensors = json.load(f)["sensors"]
    period = sensors["scan_period_ms"]
    settle_scans = -(-sensors["settle_ms"] // period)
    fixed = (sensors["debounce_scans"] - 1 + settle_scans) * period + 1.5 + 6.75
    # The viper scan (estimate, hardware/NOTES.md "Scan time"): ~1.15 ms of loop, conversions and mux
    # settles, plus one wait per row of at least the sensor's datasheet power-on time (hall_scan).
    sys.path.insert(0, os.path.join(ROOT, "firmware"))
    from sensing import row_wait_us

    hardware_ms = 1.15 + 15 * row_wait_us(sensors) / 1000
    for mode, label in (("place", "club"), ("train", "training")):
        low = fixed + work[mode]
        print("placement to LED on the Pico, %s mode: %.0f-%.0f ms after the stone stops (scan every %d ms,"
              " %d to debounce, settle %d ms; each scan's sensing %.1f ms + the hardware scan ~%.1f ms, est.)"
              % (label, low, low + period, period, sensors["debounce_scans"], sensors["settle_ms"], sensing_ms,
                 hardware_ms))


def main():
    import argparse

    parser = argparse.ArgumentParser(prog="python bench/bench_board.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    parser.add_argument("--mp32", metavar="PATH", help="a 32-bit unix port, for the heap ratio (with --mp64)")
    parser.add_argument("--mp64", metavar="PATH", help="a 64-bit unix port of the same source")
    args = parser.parse_args()
    quick = args.quick
    print("== the board (firmware logic on MicroPython; Pico ms = net instructions / 71,000) ==")
    if shutil.which("valgrind"):
        idle = net_per("idle", 20 if quick else 100)
        print("one scan of a settled board (sensing 225 points): %.0f instructions = %.2f ms on the Pico"
              % (idle, idle / PICO_INSTRUCTIONS_PER_MS))
        reps = 1 if quick else 2
        scans = net_per("scans", reps)
        work = {}
        for mode, label in (("place", "club mode"), ("train", "training mode, forbidden map kept and lit")):
            per_move = (net_per(mode, reps) - scans) / 40
            work[mode] = per_move / PICO_INSTRUCTIONS_PER_MS
            print("what a settled placement costs, %s: %.0f instructions = %.1f ms on the Pico (reconciliation,"
                  " referee, LED frame; mean of 40 moves)" % (label, per_move, work[mode]))
        print_pico_latency(idle / PICO_INSTRUCTIONS_PER_MS, work)
    else:
        print("valgrind not found: instruction counts skipped")
    print_heap(micropython(), "the PyPI unix port, 64-bit")
    if args.mp32 and args.mp64:
        wide = print_heap(args.mp64, "unix port built 64-bit")
        narrow = print_heap(args.mp32, "the same source built 32-bit")
        if wide and narrow:
            print("32-bit / 64-bit, the same MicroPython source and configuration: imports %.2f, most in use %.2f,"
                  " peak %.2f" % tuple(n / w for n, w in zip(narrow, wide)))
    else:
        print("32-bit / 64-bit heap ratio: not measured here (make bench MP32=... MP64=...: unix ports of one"
              " MicroPython source built 32- and 64-bit); the emulated Pico gives the real figure")
    times = asyncio.run(latency(8 if quick else 20))
    print("placement-to-LED on the virtual board: median %.0f ms, worst %.0f ms over %d stones"
          " (the pin map's windows, on this machine)"
          % (statistics.median(times), max(times), len(times)))


if __name__ == "__main__":
    main()
