"""Every script of tests/scripts on the emulated Pico (make pico-scripts): the same scripts as on the
unix port, the real rp2 image and hal_pico underneath. Prints each script's result and time, then
the total; exits 1 if any failed.

    python -m hardware.rigs.pico_scripts [--jobs N] [--image romfs|frozen] [SCRIPT ...]
"""

import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from host.arguments import Parser, count, readable_file

ROOT = Path(__file__).resolve().parents[2]


def run_one(script, image, where):
    started = time.monotonic()
    folder = Path(where) / script.stem
    folder.mkdir(parents=True)
    result = subprocess.run(
        [sys.executable, "-m", "hardware.vboard", "--target", "pico", "--image", image, "--script", str(script),
         "--tty", str(folder / "board.tty"), "--flash", str(folder / "flash"), "--host-db", str(folder / "games.sqlite")],
        cwd=str(ROOT), capture_output=True, text=True, timeout=600)
    return script, result.returncode, result.stdout + result.stderr, time.monotonic() - started


def main(argv=None):
    parser = Parser(prog="python -m hardware.rigs.pico_scripts", description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=count(1, 64, "a number of jobs"), default=2, help="emulated boards at once (default: %(default)s)")
    parser.add_argument("--image", choices=("romfs", "frozen"), default="frozen")
    parser.add_argument("scripts", nargs="*", type=readable_file, help="default: every tests/scripts/*.txt")
    args = parser.parse_args(argv)
    scripts = [Path(s) for s in args.scripts] or sorted((ROOT / "tests" / "scripts").glob("*.txt"))
    started = time.monotonic()
    failed = []
    with tempfile.TemporaryDirectory(prefix="tengen-pico-") as where:
        with ThreadPoolExecutor(args.jobs) as pool:
            for script, status, output, seconds in pool.map(lambda s: run_one(s, args.image, where), scripts):
                print("%-32s %s  %5.1f s" % (script.stem, "ok" if status == 0 else "FAILED", seconds), flush=True)
                if status != 0:
                    failed.append(script.stem)
                    print("    " + "\n    ".join(line for line in output.splitlines() if line.strip()), flush=True)
    print("%d scripts on the emulated Pico (%s image, %d at once): %d failed %s in %.0f s" % (
        len(scripts), args.image, args.jobs, len(failed), failed or "", time.monotonic() - started))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
