"""The peak heap of a MicroPython workload: the smallest `-X heapsize` with which it completes.

A figure "in use after gc.collect()" is the floor, not the need: between collections the heap also
holds garbage, and a real heap fragments. The smallest heap that completes the run counts both.

    python bench/heap.py [--micropython PATH] -- SCRIPT ARGS...     prints the peak in bytes
"""
import os
import subprocess
import sys


def completes(micropython, kb, argv, env=None, cwd=None):
    done = subprocess.run([micropython, "-X", "heapsize=%dk" % kb] + list(argv), capture_output=True, text=True,
                          env=env, cwd=cwd)
    return done.returncode == 0, done.stdout.strip()


def smallest_heap(micropython, argv, env=None, cwd=None, low=8, high=2048):
    """(KB, the run's printout): the smallest heap, to 1 KB, that completes argv; (None, printout)
    if even `high` KB does not."""
    ok, report = completes(micropython, high, argv, env, cwd)
    if not ok:
        return None, report
    while high - low > 1:
        middle = (low + high) // 2
        if completes(micropython, middle, argv, env, cwd)[0]:
            high = middle
        else:
            low = middle
    return high, completes(micropython, high, argv, env, cwd)[1]


if __name__ == "__main__":
    import argparse

    parser = argparse.ArgumentParser(prog="python bench/heap.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--micropython", metavar="PATH", default="micropython", help="the MicroPython to run")
    parser.add_argument("workload", nargs=argparse.REMAINDER, help="-- SCRIPT ARGS...: the MicroPython workload")
    options = parser.parse_args()
    micropython, args = options.micropython, options.workload
    if args[:1] == ["--"]:
        args = args[1:]
    if not args:
        parser.error("no workload: -- SCRIPT ARGS...")
    kb, report = smallest_heap(micropython, args, dict(os.environ))
    print("%s: peak (the smallest -X heapsize that completes it) %s KB; %s" % (" ".join(args), kb, report))
