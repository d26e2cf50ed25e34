"""Instruction counts of the foul engine under MicroPython, turned into estimated Pico milliseconds.

    python bench/callgrind_fouls.py [--micropython PATH] [--quick]

Runs bench/fouls_workload.py under `valgrind --tool=callgrind` (see docs/performance.md) on each set
of bench/foul_positions.py: net instructions = count(N repetitions) - count(0 repetitions), divided
by the work done; the Pico estimate is net / 71,000 ms (RP2040 at 125 MHz, the project's
calibration). Per-stone figures come from one run that collects only inside filter_iternext (each
update is called through filter()) and dumps after each call, so every update gets its own count.
Ratios to the naive reference are ratios of net instruction counts on the same positions.
Needs valgrind; takes several minutes (--quick: the naive ratio on the nested set only).
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


def _net(mode, name, n):
    """(net instructions of N repetitions, the workload's own printout)."""
    with_work, text = _callgrind([mode, name, n])
    without, _ = _callgrind([mode, name, 0])
    return _total(with_work) - _total(without), text


def _ms(instructions):
    return instructions / PICO_INSTRUCTIONS_PER_MS


def _per_update_counts(name):
    out_dir = tempfile.mkdtemp(prefix="callgrind-fouls-moves-")
    _callgrind(["permove", name, 1], ["--collect-atstart=no", "--toggle-collect=filter_iternext",
                                      "--dump-after=filter_iternext"], out_dir)
    files = glob.glob(os.path.join(out_dir, "callgrind.out.*"))
    files.sort(key=lambda name: int(name.rsplit(".", 1)[1]))  # dump number = update number
    counts = [_total(name) for name in files]
    return [c for c in counts if c]


def _figures(counts):
    ordered = sorted(counts)
    return ordered[len(ordered) // 2], ordered[len(ordered) * 9 // 10], ordered[-1]


SETS = ("generated", "realistic", "dense", "nested")


def main():
    import argparse

    parser = argparse.ArgumentParser(prog="python bench/callgrind_fouls.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--micropython", metavar="PATH", help="the MicroPython to count (default: beside python)")
    parser.add_argument("--quick", action="store_true", help="the naive ratio on the nested set only")
    parser.parse_args()  # read from sys.argv as before; this checks them and answers --help
    quick = "--quick" in sys.argv
    print("MicroPython: %s; Pico ms = net instructions / %d (estimates)" % (_micropython(), PICO_INSTRUCTIONS_PER_MS))
    every = []
    for name in SETS:
        net, text = _net("updates", name, 1)
        count = int(text.split(":")[1])
        mean = net / count
        counts = _per_update_counts(name)
        every.extend(counts)
        median, ninety, worst = _figures(counts)
        print("%s: incremental update per stone placed (%d stones, one count each): median %d = %.2f ms, 90%% %d ="
              " %.2f ms, worst %d = %.2f ms; mean of placements and takebacks %.0f = %.2f ms"
              % (name, len(counts), median, _ms(median), ninety, _ms(ninety), worst, _ms(worst), mean, _ms(mean)))
        net, text = _net("scratch", name, 1)
        maps = int(text.split(":")[1])
        print("%s: whole map from scratch (every 10th position and the last): net %.0f instructions each"
              " = %.1f ms (mean of %d)" % (name, net / maps, _ms(net / maps), maps))
        if not quick or name == "nested":
            naive, text = _net("naive", name, 1)
            same, _ = _net("ratio", name, 1)
            maps = int(text.split(":")[1])
            print("%s: naive reference, whole map: net %.0f instructions = %.0f ms (mean of %d last positions);"
                  " %.0fx the engine's map from scratch on the same positions, %.0fx its mean update"
                  % (name, naive / maps, _ms(naive / maps), maps, naive / same, naive / maps / mean))
    median, ninety, worst = _figures(every)
    print("all sets: incremental update per stone placed (%d stones): median %d = %.2f ms, 90%% %.2f ms,"
          " worst %d = %.2f ms" % (len(every), median, _ms(median), _ms(ninety), worst, _ms(worst)))

    net, _ = _net("tables", "-", 1)
    print("building lines.py's tables (not done at import: line_tables.py has them): net %d = %.1f ms"
          % (net, _ms(net)))
    net, _ = _net("import", "-", 1)
    print("importing lines, line_tables and fouls from source (compiling included; frozen skips it):"
          " net %d instructions = %.1f ms" % (net, _ms(net)))


if __name__ == "__main__":
    main()
