"""The replay command: python -m shared_rules replay (vectors in tests/vectors/replay.txt)."""

from cli_checks import check_vectors, run_command
from shared_rules import __main__ as cli


def test_replay_command_vectors():
    assert check_vectors("replay.txt", cli.replay) >= 10
    assert cli.COMMANDS["replay"] is cli.replay


def test_the_command_line_goes_on_after_a_bad_line():
    lines = '{"moves": ["h8", "h9", "i9"]}\nnot json\n{"moves": ["h8", "h8"]}\n{"moves": ["h8"]}\n'
    for interpreter, replies in run_command("replay", lines):
        assert len(replies) == 4, (interpreter, replies)
        assert replies[0]["opening"] == "kagetsu" and replies[0]["result"] is None
        assert "error" in replies[1] and "error" in replies[2]
        assert replies[3] == {"result": None, "reason": None, "opening": None, "moves": 1}
