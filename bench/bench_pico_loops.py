"""Instruction counts of hot loops, turned into estimated Pico time (docs/performance.md):
the Pico backend's sensor scan and LED encoding (bench_hal_pico.py) and the game's per-move
bookkeeping (bench_game.py). Net = count(N) - count(0), per repetition; Pico ms = net / 71,000.

    python bench/bench_pico_loops.py
"""
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from callgrind import PICO_INSTRUCTIONS_PER_MS, net_per_repetition  # noqa: E402

# (script, subject, N, what one repetition is, path for MICROPYPATH)
SUBJECTS = (
    ("bench_hal_pico.py", "scan", 50, "one scan of 225 sensors, bytecode loop (add 15 row settles and 2 us per"
     " conversion; the viper loop is not measurable here)", ".:firmware:tests/fakes"),
    ("bench_hal_pico.py", "encode", 20, "encoding an LED frame (native code: every LED, each frame)", ".:firmware:tests/fakes"),
    ("bench_game.py", "windows", 5, "the no-five-possible check, placing then lifting one game's ~120 stones (~240 updates)", "."),
    ("bench_game.py", "offer", 20, "the symmetry check of one fifth-move offer", "."),
)


def main():
    import argparse

    argparse.ArgumentParser(prog="python bench/bench_pico_loops.py", description=__doc__.split("\n\n")[0]).parse_args()
    if not shutil.which("valgrind"):
        print("valgrind not found: instruction counts skipped")
        return 0
    print("== hot loops on the Pico (callgrind net instructions / 71,000) ==")
    for script, subject, n, what, path in SUBJECTS:
        net = net_per_repetition(os.path.join(HERE, script), [subject], n, ".frozen:" + path, ROOT)
        print("%-9s %9.0f instructions = %6.2f ms  %s" % (subject, net, net / PICO_INSTRUCTIONS_PER_MS, what))
    return 0


if __name__ == "__main__":
    sys.exit(main())
