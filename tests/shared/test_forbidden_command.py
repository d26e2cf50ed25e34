"""The forbidden command: python -m shared_rules forbidden (vectors in tests/vectors/forbidden_command.txt)."""

from cli_checks import check_vectors, run_command
from shared_rules import __main__ as cli


def test_forbidden_command_vectors():
    assert check_vectors("forbidden_command.txt", cli.forbidden) >= 10
    assert cli.COMMANDS["forbidden"] is cli.forbidden


def test_the_forbidden_command_goes_on_after_a_bad_line():
    lines = '{"black": ["f8", "g8", "h9", "h10"]}\nnot json\n{"black": ["h8", "h8"]}\n{"black": ["z1"]}\n{}\n'
    for interpreter, replies in run_command("forbidden", lines):
        assert len(replies) == 5, (interpreter, replies)
        assert replies[0] == {"forbidden": {"h8": "33"}}
        assert "error" in replies[1] and "error" in replies[2] and "z1" in replies[3]["error"]
        assert replies[4] == {"forbidden": {}}
