"""The standing mutation check (`make mutants`): one-line slips in behaviours the manual promises,
each made in a scratch copy of the tree and run against the tests responsible for it. A slip the
tests pass is a behaviour nobody would see break. Prints caught/total; exits 1 unless every slip
is caught (and 2 if the responsible tests fail on the unchanged tree, when no count means anything).

    python tests/mutants.py [--only NAME ...] [--list]

A slip is (name, file, the text as it is, the text with the slip, the tests that must catch it,
what a user would suffer). The text as it is must occur exactly once in its file: a slip whose
text has gone (the code was rewritten) is reported as stale, to be written anew, never skipped.
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SKIPPED = {".git", ".venv", ".venv-pcb", "var", "site", ".pytest_cache", "node_modules", "third_party", "__pycache__"}
TIMEOUT = 900  # seconds for one slip's tests


class Slip:
    def __init__(self, name, path, before, after, tests, harm):
        self.name, self.path, self.before, self.after, self.tests, self.harm = name, path, before, after, tests, harm


SLIPS = [
    Slip("settings-wipe-game-without-clock", "firmware/app.py",
         "if (not self.game.moves and self.referee.pending < 0 and not self.referee.started",
         "if (self.referee.pending < 0 and not self.referee.started",
         ["tests/test_scripts.py::test_script[menu_no_clock_game]"],
         "a rule changed from the menu during a game without a clock wipes the game in progress"),
    Slip("archive-list-stale-after-correction", "host/web/archive.py",
         "elif game_id in cache and cache[game_id][0] == row and end is not None:",
         "elif game_id in cache and end is not None:",
         ["tests/test_record_seams.py::test_a_correction_reaches_an_archive_list_already_served"],
         "/api/games keeps the old result after an arbiter's correction until the host restarts"),
    Slip("menu-new-offered-in-a-paused-game", "firmware/menu.py",
         "return bool(app.game.moves) or referee.pending >= 0 or referee.started",
         "return bool(app.game.moves)",
         ["tests/test_scripts.py::test_script[menu_paused_before_the_first_move]"],
         "NEW is offered in a clocked game paused before its first move: one press abandons it"),
    Slip("daemon-silence-not-passed", "host/cli.py",
         "on_event=web and web.on_event, on_state=web and web.on_state, silence_limit=args.silence)",
         "on_event=web and web.on_event, on_state=web and web.on_state)",
         ["tests/test_host_robust.py::test_the_command_lines_silence_reaches_the_daemon"],
         "`daemon --silence` is ignored: a slow board is dropped and handshaken with every 8 s"),
    Slip("lamp-for-a-refused-press", "firmware/referee.py",
         "                    or self.refusal(self.pending)):\n",
         "                    ):\n",
         ["tests/test_micropython.py::test_firmware_suite_on_micropython[test_clock_press.py]"],
         "the other player's lamp lights for a press that is then refused (a host request arrived)"),
    Slip("import-twice-a-boards-game", "host/tournament_record.py",
         "for (game_id,) in self.db.execute(\"SELECT id FROM games WHERE board_id != 'import'\").fetchall():",
         "for (game_id,) in self.db.execute(\"SELECT id FROM games WHERE board_id = 'none'\").fetchall():",
         ["tests/test_record_seams.py::test_a_boards_game_exported_and_imported_again_is_not_added_twice"],
         "a board's game exported and imported again is stored twice: one win counts 2 points"),
    Slip("engine-forbidden-filter-for-white", "host/engine.py",
         "forbidden = rules_forbidden(moves) if to_move == BLACK else set()",
         "forbidden = rules_forbidden(moves) if to_move != BLACK else set()",
         ["tests/test_engine_faults.py::test_an_engine_proposing_a_point_forbidden_for_black_never_gets_it_onto_the_board"],
         "the computer's move on a point forbidden for Black reaches the board"),
    Slip("remote-no-republish-on-reconnect", "host/remote.py",
         "            self.publish(*published)  # again, on every connection: a broker restarted without its store",
         "            pass",
         ["tests/test_engine_remote.py::test_two_boards_play_one_game_through_mosquitto"],
         "a broker restarted without its store while a move is in flight: the remote game stalls"),
]


def scratch_copy(where):
    """The tree as it is (tracked and untracked files alike, but no caches or builds), with var/
    (the engine, the images built) shared with the original."""
    for folder, dirs, files in os.walk(ROOT):
        rel = Path(folder).relative_to(ROOT)
        dirs[:] = [d for d in dirs if d not in SKIPPED and not d.endswith(".egg-info")]
        (where / rel).mkdir(parents=True, exist_ok=True)
        for name in files:
            shutil.copy2(Path(folder) / name, where / rel / name)
    for shared in ("var", "third_party"):
        if (ROOT / shared).exists():
            (where / shared).symlink_to(ROOT / shared)


def run_tests(where, tests):
    started = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                             "-o", "addopts="] + tests, cwd=str(where), capture_output=True, text=True,
                            timeout=TIMEOUT)
    return result.returncode, time.monotonic() - started, result.stdout[-2000:]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python tests/mutants.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", nargs="+", metavar="NAME", help="only these slips")
    parser.add_argument("--list", action="store_true", help="list the slips and exit")
    args = parser.parse_args(argv)
    slips = [s for s in SLIPS if not args.only or s.name in args.only]
    if args.list:
        for slip in slips:
            print("%-40s %s: %s" % (slip.name, slip.path, slip.harm))
        return 0
    with tempfile.TemporaryDirectory(prefix="tengen-mutants-") as folder:
        where = Path(folder)
        scratch_copy(where)
        stale = [s for s in slips if (where / s.path).read_text().count(s.before) != 1]
        for slip in stale:
            print("STALE  %s: its text is not in %s exactly once: write the slip anew" % (slip.name, slip.path))
        slips = [s for s in slips if s not in stale]
        tests = sorted({t for s in slips for t in s.tests})
        status, seconds, out = run_tests(where, tests)
        if status != 0:
            print("the responsible tests fail on the unchanged tree (%.0f s):\n%s" % (seconds, out))
            return 2
        caught = 0
        for slip in slips:
            path = where / slip.path
            original = path.read_text()
            path.write_text(original.replace(slip.before, slip.after, 1))
            try:
                status, seconds, out = run_tests(where, slip.tests)
            except subprocess.TimeoutExpired:
                status, seconds, out = 1, TIMEOUT, "timed out"
            finally:
                path.write_text(original)
            caught += status != 0
            print("%s %-40s %4.0f s  %s" % ("caught" if status else "MISSED", slip.name, seconds, slip.harm))
        print("%d/%d slips caught%s" % (caught, len(slips) + len(stale), ", %d stale" % len(stale) if stale else ""))
        return 0 if caught == len(slips) and not stale else 1


if __name__ == "__main__":
    sys.exit(main())
