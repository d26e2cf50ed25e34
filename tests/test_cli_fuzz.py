"""The command line's fuzz campaign in short (tests/cli_fuzz.py; `make fuzz-cli` runs it whole, and
as processes), and issue 19's --help: every command and entry point answers it and exits 0."""

import pytest

import cli_fuzz
from host.cli import main


@pytest.mark.parametrize("name,runner", [(name, runner) for name, runner, _ in cli_fuzz.ENTRY_POINTS]
                         + [("python -m shared_rules", ("module", "shared_rules"))],
                         ids=[e[0] for e in cli_fuzz.ENTRY_POINTS] + ["python -m shared_rules"])
def test_every_entry_point_answers_help_and_exits_0(name, runner, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)  # --help writes nothing: were it taken for a run, its files would land here
    status, out, err = cli_fuzz.run_entry(runner, ["--help"])
    assert status == 0, (status, out, err)
    assert out.startswith("usage: "), out
    assert list(tmp_path.iterdir()) == []


def test_every_tengen_host_command_answers_help(capsys):
    parser = cli_fuzz.parser_of(("module", "host"))
    commands = [name for name, _ in cli_fuzz.options(parser) if name] + ["daemon", "status", "commands", "games"]
    for command in sorted(set(commands)):
        with pytest.raises(SystemExit) as done:
            main([command, "--help"])
        out = capsys.readouterr().out
        assert done.value.code == 0 and out.startswith("usage: "), (command, out)


def test_every_host_command_is_in_the_campaign():
    parser = cli_fuzz.parser_of(("module", "host"))
    commands = {name for name, _ in cli_fuzz.options(parser) if name}
    assert commands <= set(cli_fuzz.HOST_COMMANDS), commands - set(cli_fuzz.HOST_COMMANDS)


def test_the_campaign_in_short_finds_nothing():
    findings = cli_fuzz.campaign(limit_per_option=2, report=lambda line: None)
    assert not findings, "\n".join(findings)


def test_the_campaign_finds_a_port_taken_as_any_number(monkeypatch):
    # The check it exists for: with the port's type undone, a huge port is accepted without a word.
    import host.web.options

    monkeypatch.setattr(host.web.options, "port", int)
    monkeypatch.setattr(cli_fuzz, "_PARSERS", {})  # built again, with the port undone
    findings = cli_fuzz.campaign(limit_per_option=5, report=lambda line: None, only="daemon")
    assert any("--web-port 99999999999999999999: accepted without a word" in f for f in findings), findings


def test_make_help_lists_every_target_once_in_one_line_each():
    import re
    import subprocess

    from harness import ROOT

    makefile = (ROOT / "Makefile").read_text()
    phony = set(re.search(r"^\.PHONY:((?:.*\\\n)*.*)$", makefile, re.M).group(1).replace("\\\n", " ").split())
    done = subprocess.run(["make", "--no-print-directory", "-C", str(ROOT), "help"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    listed = [line.split()[0] for line in done.stdout.splitlines()]
    assert sorted(listed) == sorted(phony), (sorted(set(listed) ^ phony), done.stdout)
    assert all(len(line) <= 80 and len(line.split()) > 2 for line in done.stdout.splitlines()), done.stdout
