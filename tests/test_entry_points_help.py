"""Every entry point of the project answers --help with a usage line, and does nothing else: every
package's __main__ and every script with a main guard in host/, shared_rules/, hardware/, tests/ and
bench/, found in the tree (a new one is covered the day it is added). The firmware's main.py runs on
the board and takes no arguments. The PCB generator runs under KiCad's Python (.venv-pcb)."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("host", "shared_rules", "hardware", "tests", "bench")
PCB_PYTHON = Path(os.environ.get("TENGEN_PCB_PYTHON", ROOT / ".venv-pcb" / "bin" / "python"))


def entry_points():
    """(name, command) for each entry point: packages by `-m`, loose scripts by their path."""
    found = []
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "node_modules" in path.parts or "generated" in path.parts:
                continue
            text = path.read_text(encoding="utf-8")
            if path.name != "__main__.py" and not re.search(r'^if __name__ == "__main__"', text, re.M):
                continue
            relative = path.relative_to(ROOT)
            if (path.parent / "__init__.py").exists():
                parts = relative.with_suffix("").parts
                module = ".".join(parts[:-1] if path.name == "__main__.py" else parts)
                python = PCB_PYTHON if module.startswith("hardware.pcb") else Path(sys.executable)
                found.append((module, [str(python), "-m", module]))
            else:
                found.append((str(relative), [sys.executable, str(path)]))
    return found


def test_the_tree_has_the_entry_points_we_know():
    names = [name for name, command in entry_points()]
    for known in ("host", "shared_rules", "hardware.vboard", "hardware.pcb", "hardware.schematic",
                  "tests/mutants.py", "bench/bench_fouls.py"):
        assert known in names, names


def test_every_entry_point_answers_help_with_a_usage_line_and_writes_nothing(tmp_path):
    assert PCB_PYTHON.exists(), "%s missing: `make hardware` (or `make test`) creates it" % PCB_PYTHON
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    running = []
    for name, command in entry_points():
        cwd = tmp_path / name.replace("/", "_")
        cwd.mkdir()
        running.append((name, cwd, subprocess.Popen(command + ["--help"], cwd=str(cwd), env=env,
                                                    stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                                    stderr=subprocess.PIPE, text=True)))
    problems = []
    try:
        for name, cwd, process in running:
            out, err = process.communicate(timeout=120)
            if process.returncode != 0 or "usage:" not in out.lower():
                problems.append("%s: exit %s, %r" % (name, process.returncode, (out + err)[-300:]))
            elif list(cwd.iterdir()):
                problems.append("%s --help wrote %s" % (name, [p.name for p in cwd.iterdir()]))
    finally:  # one that took --help for work of its own is not left running
        for name, cwd, process in running:
            if process.poll() is None:
                process.kill()
                process.wait()
    assert not problems, "\n".join(problems)


def test_every_apt_step_of_the_makefile_waits_for_the_package_lock():
    # Another apt (the system's updater, a second make) holds the lock: apt-get waits for it
    # (DPkg::Lock::Timeout) instead of failing the build with a bare "Error 100".
    recipes = subprocess.run(["make", "-n", "-B", "--no-print-directory", "system-packages", "engine", "hardware"],
                             cwd=str(ROOT), capture_output=True, text=True, timeout=60).stdout
    calls = re.findall(r"apt-get[^;&|)]*", recipes)
    assert len(calls) >= 3, recipes
    bare = [call for call in calls if "-o DPkg::Lock::Timeout=" not in call]
    assert not bare, bare
    # and no recipe calls apt-get but through $(APT), the one that waits
    assert re.findall(r"apt-get.*", (ROOT / "Makefile").read_text()) == ["apt-get -o DPkg::Lock::Timeout=600"]
