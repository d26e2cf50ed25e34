"""The command line's fuzz campaign: every option of every command (tengen-host's subcommands,
tengen-vboard, the `python -m` entry points, the bench's hunt) given a wrong type, a negative, a
huge value, an empty one, a missing file, a folder, a path under a file, a place root cannot
write (/proc). The bar: a clear one-line error and exit 2 (usage) or 1, or the value taken; never
a traceback, never a hang.

    python tests/cli_fuzz.py [--processes] [--timeout S]     (make fuzz-cli: both ways)

In-process by default: each entry point's own argparse parser is caught as it is built (no copy of
its options here) and every bad value is parsed by it; tengen-host's commands, but the daemon and
the relay (which serve until stopped), are then run in-process on a small store. --processes also
runs every case as the user would, as its own process with a timeout: the daemon and the relay
too (a number they accept is a finding; a file they wait for is what they do).
`make test` runs a short version (tests/test_cli_fuzz.py).
"""

import argparse
import contextlib
import io
import os
import runpy
import signal
import subprocess
import sys
import tempfile
import warnings
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Entry points: (how the user calls it, what runs it in-process, argv that is valid without options)
ENTRY_POINTS = [
    ("tengen-host", ("module", "host"), []),
    ("tengen-vboard", ("module", "hardware.vboard"), []),
    ("python -m hardware.vboard.run", ("module", "hardware.vboard.run"), []),
    ("python -m hardware.rigs.hall", ("module", "hardware.rigs.hall"), []),
    ("python -m hardware.rigs.hostile", ("module", "hardware.rigs.hostile"), []),
    ("python -m hardware.rigs.soak", ("module", "hardware.rigs.soak"), []),
    ("python -m hardware.rigs.linkbench", ("module", "hardware.rigs.linkbench"), []),
    ("python -m hardware.rigs.cable", ("module", "hardware.rigs.cable"), ["--board", "{file}", "--host", "{tmp}/h"]),
    ("python -m hardware.rigs.pico_scripts", ("module", "hardware.rigs.pico_scripts"), []),
    ("python -m hardware.schematic", ("module", "hardware.schematic"), []),
    ("python -m hardware.budget", ("module", "hardware.budget"), []),
    ("python -m hardware.field_model", ("module", "hardware.field_model"), []),
    ("python -m shared_rules.make_line_tables", ("module", "shared_rules.make_line_tables"), []),
    ("python bench/hunt_fouls.py", ("path", str(ROOT / "bench" / "hunt_fouls.py")), []),
]
# `python -m shared_rules` runs under MicroPython too: no argparse; its --help is checked apart.

# tengen-host's commands: argv that is valid (on the store made by make_store), so that each
# mutation tests one value. The daemon and the relay serve until stopped: parsed only, in-process.
HOST_COMMANDS = {  # command: (its positionals, its options)
    "daemon": ([], ["--auto"]), "relay": ([], ["--mqtt", "127.0.0.1"]), "status": ([], []),
    "command": (["b1", "pause"], ["--wait", "0", "--expire", "1"]), "commands": ([], []),
    "cancel": (["1"], []), "games": ([], []), "show": (["1"], []), "delete": (["2"], ["--yes"]),
    "players": ([], []), "hall": (["b1", "3"], []), "assign": (["b1"], ["--black", "A", "--white", "B"]),
    "pairings": (["{tmp}/pairings.csv"], []), "setup": (["b1", "2"], ["--wait", "0"]),
    "correct": (["1"], ["--result", "white"]), "export": (["1"], ["-o", "{tmp}/out.sgf"]),
    "import": (["{tmp}/game.sgf"], []), "play": (["b1"], ["--engine", "--level", "1"]),
    "hints": (["1"], ["--engine-command", "{tmp}/no-engine"]),
    "publish": (["Spring Open"], ["-o", "{tmp}/site"]),
    "event": (["Cup"], ["--system", "swiss", "--rounds", "3"]), "enter": (["Cup", "Ann"], ["--new"]),
    "withdraw": (["Cup", "Ann"], []), "bye": (["Cup", "Ann"], []), "entrants": (["Cup"], []), "round": (["show"], ["--event", "Cup"]),
    "standings": ([], ["--event", "Cup"]), "trf": ([], ["-o", "{tmp}/out.trf"]),
}
SERVING = ("daemon", "relay")

NUMBERS = ["x", "-5", "0", "99999999999999999999", "1e999", "nan", "", "0x10", "1.5"]
NEVER_A_NUMBER = ("x", "99999999999999999999", "1e999", "nan", "")  # what a number's option must refuse
FILE_KINDS = ("readable_file", "writable_file", "file_in_new_folder", "folder", "script_file", "store_path")
PATHS = ["{tmp}/missing/x", "{tmp}", "{file}/under", "/proc/tengen", "/proc/version/x", "", "-"]


def bad_values(action):
    """The values worth trying on one argparse action."""
    if action.choices:
        return ["nosuch", "", "NOSUCH"]
    values = list(NUMBERS)
    if not takes_a_number(action):
        values += PATHS + ["a" * 5000, "\x1b[2J", "\udcff"]
    return values


def takes_a_number(action):
    """Whether an action's values are numbers (or another checked kind that is no file or text)."""
    return action.type is not None and not action.choices and getattr(action.type, "__name__", "") not in FILE_KINDS \
        and action.type is not str


def options(parser):
    """(subcommand or None, action) for every value-taking action of a parser and its subparsers."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                found += [(name, a) for _, a in options(sub)]
        elif action.nargs != 0 and not isinstance(action, (argparse._HelpAction, argparse._VersionAction)) \
                and action.dest != "help":
            found.append((None, action))
    return found


class Caught(Exception):
    pass


def parser_of(runner, argv=("--help",)):
    """The argparse parser an entry point builds, caught when it parses (nothing else runs)."""
    caught = []
    original = argparse.ArgumentParser.parse_args

    def catch(self, args=None, namespace=None):
        caught.append(self)
        raise Caught()
    argparse.ArgumentParser.parse_args = catch
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            run_entry(runner, list(argv))
    except Caught:
        pass
    finally:
        argparse.ArgumentParser.parse_args = original
    return caught[0] if caught else None


def run_entry(runner, argv):
    """Run an entry point in-process as `python -m` would: (exit status, stdout, stderr)."""
    kind, target = runner
    saved = sys.argv
    out, err = io.StringIO(), io.StringIO()
    sys.argv = [target if kind == "path" else target.replace(".", "/") + "/__main__.py"] + list(argv)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), warnings.catch_warnings():
            # runpy warns that the package imported the module first: as `python -m` runs it, no matter
            warnings.simplefilter("ignore", RuntimeWarning)
            try:
                if kind == "module":
                    runpy.run_module(target, run_name="__main__", alter_sys=False)
                else:
                    runpy.run_path(target, run_name="__main__")
                status = 0
            except SystemExit as done:
                status = done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    finally:
        sys.argv = saved
    return status, out.getvalue(), err.getvalue()


def problem(status, out, err, accepted_ok=True):
    """What is wrong with one outcome (None when it meets the bar)."""
    if "Traceback" in out + err:
        return "a traceback: %s" % (out + err).strip().splitlines()[-1][:200]
    if status == 0:
        return None if accepted_ok else "accepted without a word"
    if status not in (1, 2, 3):
        return "exit status %r" % (status,)
    said = [line for line in err.splitlines() if line.strip() and not line.startswith("WARNING: fp-lib-table")]
    if not said:
        return "exit %d with nothing said" % status
    if status == 2 and len(said) != 1 and ": error: " in err:
        return "a usage error of %d lines" % len(said)
    return None


def mutations(prefix, positionals, rest, action, values):
    """argv lists: the valid argv (prefix, positionals, rest: options) with one of the action's values
    given (an option) or swapped in (a positional)."""
    parser_actions = action.container._actions
    names = [a.dest for a in parser_actions if not a.option_strings and a.nargs != 0
             and not isinstance(a, argparse._SubParsersAction)]
    for value in values:
        if action.option_strings:
            times = action.nargs if isinstance(action.nargs, int) else 1
            yield prefix + positionals + rest + [action.option_strings[-1]] + [value] * times, value
        elif action.dest in names:
            place = names.index(action.dest)
            words = list(positionals)
            if place < len(words):
                words[place] = value
            else:
                words.append(value)  # an optional positional (nargs "*" or "?")
            yield prefix + words + rest, value


def make_store(folder):
    """A small store: board b1 with a finished game and one in progress, a game file, pairings."""
    from host.store import Store

    store = Store(os.path.join(folder, "games.sqlite"))
    events = [{"t": "game", "game": 1, "settings": {}},
              {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black"},
              {"t": "result", "game": 1, "winner": "black", "reason": "adjudication", "line": []},
              {"t": "game", "game": 2, "settings": {}},
              {"t": "move", "game": 2, "n": 1, "point": "h8", "colour": "black"}]
    for seq, event in enumerate(events, 1):
        event["seq"] = seq
        store.record_event("b1", "e1", event)
    store.close()
    Path(folder, "game.sgf").write_text("(;GM[4]SZ[15];B[hh];W[hi])")
    Path(folder, "pairings.csv").write_text("round,board,black,white\n1,3,A,B\n")
    Path(folder, "file").write_text("a file\n")
    return os.path.join(folder, "games.sqlite")


def cases(folder, limit_per_option=None, only=None):
    """Every (entry point, runner, subcommand, argv, whether it must be refused) of the campaign
    (only: of that entry point's, or that tengen-host command's, alone)."""
    fill = {"tmp": folder, "file": os.path.join(folder, "file")}

    def filled(argv):
        return [a.format(**fill) if "{" in a and "\x1b" not in a else a for a in argv]

    for name, runner, base in ENTRY_POINTS:
        if only is not None and only != name and name != "tengen-host":
            continue
        parser = parser_of(runner)
        if parser is None:
            raise AssertionError("%s built no argparse parser" % name)
        for sub, action in options(parser):
            if only is not None and only not in (name, sub):
                continue
            if name == "tengen-host":
                if sub is None or sub not in HOST_COMMANDS:
                    continue
                prefix, (positionals, rest) = ["--db", os.path.join(folder, "games.sqlite"), sub], HOST_COMMANDS[sub]
            else:
                prefix, positionals, rest = [], [], list(base)
            values = bad_values(action)[:limit_per_option]
            for argv, value in mutations(prefix, positionals, rest, action, values):
                must_refuse = takes_a_number(action) and value in NEVER_A_NUMBER
                yield name, runner, sub, filled(argv), must_refuse


_PARSERS = {}


def parse_only(runner, argv):
    """Parse argv with the entry point's own parser, in-process: (status, stdout, stderr)."""
    if runner not in _PARSERS:
        _PARSERS[runner] = parser_of(runner)
    parser = _PARSERS[runner]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            parser.parse_args(argv)
            status = 0
        except SystemExit as done:
            status = done.code
    return status, out.getvalue(), err.getvalue()


def run_case(name, runner, sub, argv):
    """One case in-process: tengen-host's commands run (but those that serve), the rest parse."""
    if name == "tengen-host" and sub not in SERVING:
        from host.cli import main

        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = main(argv)
            except SystemExit as done:
                status = done.code
            except Exception as error:  # a traceback the user would have seen
                import traceback

                return 1, "", "Traceback: " + "".join(traceback.format_exception_only(type(error), error))
        return status, out.getvalue(), err.getvalue()
    return parse_only(runner, argv)


def run_process(name, runner, sub, argv, timeout, folder):
    """One case as its own process, as the user runs it, in the campaign's folder (what it writes
    stays there): (status, stdout, stderr), status None on a timeout."""
    kind, target = runner
    command = [sys.executable] + (["-m", target] if kind == "module" else [target]) + argv
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    # Its own session: on a timeout the whole group goes (a daemon, a board's firmware), not the parent alone.
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                               text=True, errors="replace", cwd=folder, env=env, start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return None, "", ""
    return process.returncode, out, err


def campaign(processes=False, timeout=20, limit_per_option=None, report=print, only=None):
    """Run every case; returns the findings as lines."""
    findings = []
    count = 0
    with tempfile.TemporaryDirectory(prefix="tengen-cli-fuzz-") as folder, contextlib.chdir(folder):
        make_store(folder)  # and what a case writes where it stands lands here too
        for name, runner, sub, argv, must_refuse in cases(folder, limit_per_option, only):
            count += 1
            status, out, err = run_case(name, runner, sub, argv)
            wrong = problem(status, out, err, accepted_ok=not must_refuse)
            if wrong is None and processes and (sub in SERVING or name != "tengen-host"):
                status, out, err = run_process(name, runner, sub, argv, timeout, folder)
                if status is None:  # serving (the daemon on a store named "x"), or waiting: a finding for a number
                    wrong = "still running after %d s" % timeout if must_refuse else None
                else:
                    wrong = problem(status, out, err)
            if wrong:
                findings.append("%s %s: %s" % (name, " ".join(repr(a) if " " in a or not a else a for a in argv)[:300],
                                               wrong))
                report(findings[-1])
    report("%d cases, %d findings" % (count, len(findings)))
    return findings


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python tests/cli_fuzz.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--processes", action="store_true", help="also run each case as its own process")
    parser.add_argument("--timeout", type=float, default=8.0, help="seconds a process may run (default %(default)s)")
    args = parser.parse_args(argv)
    return 1 if campaign(args.processes, args.timeout) else 0


if __name__ == "__main__":
    sys.exit(main())
