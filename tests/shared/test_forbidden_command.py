"""The forbidden command: python -m shared_rules forbidden (vectors in tests/vectors/forbidden_command.txt)."""

import json

from vectors import records
from shared_rules import __main__ as cli


def test_forbidden_command_vectors():
    count = 0
    for record in records("forbidden_command.txt"):
        line = record["input"]
        try:
            reply = cli.forbidden(json.loads(line))
        except ValueError as error:  # PointError and bad shapes alike
            reply = {"error": str(error)}
        expected = json.loads(record["output"])
        if "error" in expected:
            assert "error" in reply, (line, reply)
            assert expected["error"] in reply["error"], (line, reply)
        else:
            assert reply == expected, (line, reply)
        count += 1
    assert count >= 10
    assert cli.COMMANDS["forbidden"] is cli.forbidden


def test_the_forbidden_command_goes_on_after_a_bad_line():
    try:
        import subprocess
        import sys
        from pathlib import Path
    except ImportError:  # MicroPython runs the handler test above; the CLI is checked from CPython
        return
    root = Path(__file__).resolve().parent.parent.parent
    lines = '{"black": ["f8", "g8", "h9", "h10"]}\nnot json\n{"black": ["h8", "h8"]}\n{"black": ["z1"]}\n{}\n'
    commands = [[sys.executable, "-m", "shared_rules", "forbidden"]]
    micropython = Path(sys.executable).parent / "micropython"
    if micropython.exists():
        commands.append([str(micropython), "-m", "shared_rules", "forbidden"])
    for command in commands:
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(root), "MICROPYPATH": str(root)}
        done = subprocess.run(command, input=lines, capture_output=True, text=True, cwd=str(root), env=env, timeout=60)
        replies = [json.loads(line) for line in done.stdout.splitlines()]
        assert done.returncode == 0 and len(replies) == 5, (command, done.stdout, done.stderr)
        assert replies[0] == {"forbidden": {"h8": "33"}}
        assert "error" in replies[1] and "error" in replies[2] and "z1" in replies[3]["error"]
        assert replies[4] == {"forbidden": {}}
