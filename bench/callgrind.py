"""Instruction counts under valgrind's callgrind, as docs/performance.md measures them: the
count of a MicroPython run with N repetitions minus the count with 0, per repetition."""
import os
import subprocess
import sys
import tempfile

PICO_INSTRUCTIONS_PER_MS = 71000  # RP2040 at 125 MHz running MicroPython (docs/performance.md)


def micropython():
    beside = os.path.join(os.path.dirname(sys.executable), "micropython")
    return beside if os.path.exists(beside) else "micropython"


def total(argv, env, cwd):
    """The instruction total of one run of argv (a command line) under callgrind."""
    out = tempfile.mktemp(prefix="callgrind-")
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + list(argv),
                          capture_output=True, text=True, env=env, cwd=cwd)
    if done.returncode != 0:
        raise RuntimeError(done.stderr[-2000:])
    try:
        with open(out) as f:
            for line in f:
                if line.startswith("summary:") or line.startswith("totals:"):
                    return int(line.split()[1])
    finally:
        os.remove(out)
    raise RuntimeError("no total in the callgrind output")


def net_per_repetition(script, args, n, micropath, cwd):
    """Net instructions of one repetition of `micropython script *args n`. PYTHONHASHSEED is fixed:
    the PyPI micropython starts through CPython, whose hash seed varies the count."""
    env = dict(os.environ, PYTHONHASHSEED="0", MICROPYPATH=micropath)
    command = [micropython(), script] + [str(a) for a in args]
    return (total(command + [str(n)], env, cwd) - total(command + ["0"], env, cwd)) / n
