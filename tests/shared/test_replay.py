"""The replay command: python -m shared_rules replay (vectors in tests/vectors/replay.txt)."""

import json

from vectors import records
from shared_rules import __main__ as cli


def test_replay_command_vectors():
    count = 0
    for record in records("replay.txt"):
        line = record["input"]
        try:
            reply = cli.replay(json.loads(line))
        except ValueError as error:  # JSON errors, IllegalMove and PointError alike
            reply = {"error": str(error)}
        expected = json.loads(record["output"])
        if "error" in expected:
            assert "error" in reply, (line, reply)
            assert expected["error"] in reply["error"], (line, reply)
        else:
            assert reply == expected, (line, reply)
        count += 1
    assert count >= 10
    assert cli.COMMANDS["replay"] is cli.replay


def test_the_command_line_goes_on_after_a_bad_line():
    try:
        import subprocess
        import sys
        from pathlib import Path
    except ImportError:  # MicroPython runs the handler tests above; the CLI is checked from CPython
        return
    root = Path(__file__).resolve().parent.parent.parent
    lines = '{"moves": ["h8", "h9", "i9"]}\nnot json\n{"moves": ["h8", "h8"]}\n{"moves": ["h8"]}\n'
    commands = [[sys.executable, "-m", "shared_rules", "replay"]]
    micropython = Path(sys.executable).parent / "micropython"
    if micropython.exists():
        commands.append([str(micropython), "-m", "shared_rules", "replay"])
    for command in commands:
        env = {"PATH": "/usr/bin:/bin", "PYTHONPATH": str(root), "MICROPYPATH": str(root)}
        done = subprocess.run(command, input=lines, capture_output=True, text=True, cwd=str(root), env=env, timeout=60)
        replies = [json.loads(line) for line in done.stdout.splitlines()]
        assert done.returncode == 0 and len(replies) == 4, (command, done.stdout, done.stderr)
        assert replies[0]["opening"] == "kagetsu" and replies[0]["result"] is None
        assert "error" in replies[1] and "error" in replies[2]
        assert replies[3] == {"result": None, "reason": None, "opening": None, "moves": 1}
