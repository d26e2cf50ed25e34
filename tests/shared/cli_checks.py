"""Shared checks for the `python -m shared_rules` commands: their vectors (both interpreters) and
the command line itself, run as a process under each interpreter (from CPython only)."""

import json

from vectors import records


def check_vectors(name, handler):
    """Each record's input line through handler must give its output (or an error containing it)."""
    count = 0
    for record in records(name):
        line = record["input"]
        try:
            reply = handler(json.loads(line))
        except ValueError as error:  # JSON errors, IllegalMove and PointError alike
            reply = {"error": str(error)}
        expected = json.loads(record["output"])
        if "error" in expected:
            assert "error" in reply, (line, reply)
            assert expected["error"] in reply["error"], (line, reply)
        else:
            assert reply == expected, (line, reply)
        count += 1
    return count


def run_command(command, lines):
    """[(interpreter command, replies)] of `-m shared_rules command` under CPython and MicroPython
    (when it is installed beside this Python); [] under MicroPython, which has no subprocess."""
    try:
        import subprocess
        import sys
        from pathlib import Path
    except ImportError:
        return []
    root = Path(__file__).resolve().parent.parent.parent
    interpreters = [[sys.executable]]
    micropython = Path(sys.executable).parent / "micropython"
    if micropython.exists():
        interpreters.append([str(micropython)])
    results = []
    for interpreter in interpreters:
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(root), "MICROPYPATH": str(root)}
        done = subprocess.run(interpreter + ["-m", "shared_rules", command], input=lines, capture_output=True,
                              text=True, cwd=str(root), env=env, timeout=60)
        assert done.returncode == 0, (interpreter, done.stdout, done.stderr)
        results.append((interpreter, [json.loads(line) for line in done.stdout.splitlines()]))
    return results
