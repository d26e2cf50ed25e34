"""Instruction counts of the foul engine under MicroPython, turned into estimated Pico milliseconds.

    python bench/callgrind_fouls.py [--micropython PATH] [--quick]

Runs bench/fouls_workload.py under `valgrind --tool=callgrind` (see docs/performance.md):
net instructions = count(N repetitions) - count(0 repetitions), divided by the work done; the Pico
estimate is net / 71,000 ms (RP2040 at 125 MHz, the project's calibration). Per-move figures come
from one run that collects only inside filter_iternext (each update is called through filter()) and
dumps after each call, so every update of every game gets its own count.
Needs valgrind; takes a few minutes (--quick: per-move counts for the first game only).
"""
import glob
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
WORKLOAD = os.path.join(HERE, "fouls_workload.py")
PICO_INSTRUCTIONS_PER_MS = 71000


def _micropython():
    if "--micropython" in sys.argv:
        return sys.argv[sys.argv.index("--micropython") + 1]
    beside = os.path.join(os.path.dirname(sys.executable), "micropython")
    return beside if os.path.exists(beside) else "micropython"


def _total(path):
    """The instruction total of one callgrind output file."""
    with open(path) as f:
        for line in f:
            if line.startswith("summary:") or line.startswith("totals:"):
                return int(line.split()[1])
    return 0


def _callgrind(args, extra=(), out_dir=None):
    out_dir = out_dir or tempfile.mkdtemp(prefix="callgrind-fouls-")
    out = os.path.join(out_dir, "callgrind.out")
    env = dict(os.environ, PYTHONHASHSEED="0")  # the launcher is CPython: keep its start-up stable
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + out] + list(extra)
                          + [_micropython(), WORKLOAD] + [str(a) for a in args],
                          capture_output=True, text=True, env=env)
    if done.returncode != 0:
        sys.exit("callgrind run %s failed:\n%s" % (args, done.stderr[-2000:]))
    return out, done.stdout


def _net(mode, n):
    """(net instructions of N repetitions, the workload's own printout)."""
    with_work, text = _callgrind([mode, n])
    without, _ = _callgrind([mode, 0])
    return _total(with_work) - _total(without), text


def _ms(instructions):
    return instructions / PICO_INSTRUCTIONS_PER_MS


def _per_update_counts():
    out_dir = tempfile.mkdtemp(prefix="callgrind-fouls-moves-")
    _callgrind(["permove", 1], ["--collect-atstart=no", "--toggle-collect=filter_iternext",
                                "--dump-after=filter_iternext"], out_dir)
    files = glob.glob(os.path.join(out_dir, "callgrind.out.*"))
    files.sort(key=lambda name: int(name.rsplit(".", 1)[1]))  # dump number = update number
    counts = [_total(name) for name in files]
    return [c for c in counts if c]


def main():
    print("MicroPython: %s; Pico ms = net instructions / %d" % (_micropython(), PICO_INSTRUCTIONS_PER_MS))

    net, text = _net("updates", 2)
    count = 2 * int(text.split(":")[1])
    print("incremental update, all games, moves and takebacks: %d updates, net %.0f instructions each"
          " = %.2f ms on the Pico (mean)" % (count, net / count, _ms(net / count)))

    counts = _per_update_counts()
    counts_sorted = sorted(counts)
    median = counts_sorted[len(counts_sorted) // 2]
    worst = counts_sorted[-1]
    print("incremental update per move (placements, one count each, %d moves): median %d = %.2f ms,"
          " 90%% %d = %.2f ms, worst %d = %.2f ms (move %d of the games in order)"
          % (len(counts), median, _ms(median), counts_sorted[len(counts) * 9 // 10],
             _ms(counts_sorted[len(counts) * 9 // 10]), worst, _ms(worst), counts.index(worst) + 1))

    net, text = _net("scratch", 2)
    maps = 2 * int(text.split(":")[1])
    print("whole map from scratch (every 10th position of the games): net %.0f instructions each"
          " = %.1f ms on the Pico (mean of %d)" % (net / maps, _ms(net / maps), maps))

    net, _ = _net("tables", 1)
    print("building lines.py's tables (not done at import: line_tables.py has them): net %d = %.1f ms"
          % (net, _ms(net)))
    net, _ = _net("import", 1)
    print("importing lines, line_tables and fouls from source (compiling included; frozen skips it):"
          " net %d instructions = %.1f ms" % (net, _ms(net)))


if __name__ == "__main__":
    main()
