"""Licences: every file's holder and licence are known, checked by the REUSE tool (not by our own
reading of REUSE.toml), and nothing from others is carried without being listed in NOTICES.md.

What counts as "from others" is found in the files themselves, not in a list: a copyright line
naming another holder, or a binary file (an image, a firmware, a saved game file), which nobody
writes by hand here. Only binaries this repository makes itself are named below, with their maker."""
import fnmatch
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OWN_HOLDER = "The Tengen authors"

# Binaries this repository makes itself, and what makes them.
MADE_HERE = {
    "tests/expected/board_final.png": "tests/test_browser.py's screenshot of the board page",
    "tests/expected/overlay_*.png": "tests/test_broadcast_pages.py's screenshots of the overlays",
    "tests/expected/screen_*.png": "tests/test_broadcast_screens.py's screenshots of the hall, board, archive and arbiter pages",
    "hardware/generated/menu-card.pdf": "hardware/menu_card.py's printed card of the menu (CairoSVG, the system's sans font)",
    "hardware/generated/menu-card.ru.pdf": "the same card in Russian (its words from host/i18n/ru.json)",
    "hardware/generated/pcb/*.png": "hardware/pcb/fab.py's pictures of the PCBs (KiCad's plot, CairoSVG)",
    "hardware/generated/pcb/*.zip": "hardware/pcb/order.py's order packs of the PCBs (Gerbers, BOM, CPL, notes)",
}
# Files whose business is to describe other people's rights.
NOTICE_FILES = ["LICENSE", "NOTICES.md", "REUSE.toml", "LICENSES/*", "notices/*", "*/NOTICE.md"]

COPYRIGHT_LINE = re.compile(
    r"(?:copyright\s*(?:\(c\)|©)?|©)\s*((?:19|20)\d\d(?:\s*[-,]\s*(?:19|20)?\d\d)*)[,\s]+([^\n<>]{3,80})",
    re.IGNORECASE)


def holders_named(text):
    """The holders named on the copyright lines of a text ("Copyright (c) 2016 Emil Gardström")."""
    names = (re.split(r"\.\s|\*/|all rights reserved", m.group(2), flags=re.IGNORECASE)[0] for m in COPYRIGHT_LINE.finditer(text))
    return [name.strip().rstrip(".,;") for name in names if name.strip()]


def is_binary(data):
    if b"\0" in data:
        return True
    try:
        data.decode("utf-8")
    except UnicodeDecodeError:
        return True
    return False


def notices_patterns(notices_text):
    """The paths and globs in the first column of NOTICES.md's table."""
    patterns = []
    for line in notices_text.splitlines():
        if line.startswith("| `"):
            first_cell = line.split("|")[1]
            patterns += re.findall(r"`([^`]+)`", first_cell)
    return patterns


def third_party_problems(files, read, reuse_copyright, notices_text):
    """What is wrong with the third-party material among files: each problem one line.
    read(path) -> bytes; reuse_copyright(path) -> the copyright text the REUSE tool gives the file."""
    listed = notices_patterns(notices_text)
    problems = []
    for path in files:
        if any(fnmatch.fnmatch(path, pattern) for pattern in NOTICE_FILES) or path == "tests/test_licences.py":
            continue
        data = read(path)
        holders = []
        if is_binary(data):
            if any(fnmatch.fnmatch(path, made) for made in MADE_HERE):
                continue
            holders = ["(a binary file, not made here)"]
        else:
            holders = [h for h in holders_named(data.decode("utf-8")) if OWN_HOLDER not in h]
        if not holders:
            continue
        attributed = reuse_copyright(path)
        others = [line for line in attributed.splitlines() if line.strip() and OWN_HOLDER not in line]
        named = [h for h in holders if not h.startswith("(")]
        if not others or any(" ".join(h.split()[:2]) not in attributed for h in named):
            problems.append("%s: %s, but REUSE.toml gives it to %s alone" % (path, ", ".join(holders), OWN_HOLDER))
        if not any(fnmatch.fnmatch(path, pattern) for pattern in listed):
            problems.append("%s: %s, and NOTICES.md does not list it" % (path, ", ".join(holders)))
    return problems


def tracked_files():
    out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    return [name for name in out.decode().split("\0") if name and (ROOT / name).is_file()]


def reuse_copyrights():
    """path -> copyright text, as the REUSE tool itself reads the repository (its SPDX document)."""
    out = subprocess.run([sys.executable, "-m", "reuse", "--root", str(ROOT), "spdx"], capture_output=True,
                         text=True, check=True).stdout
    result = {}
    for block in out.split("\nFileName: ./")[1:]:
        name = block.split("\n", 1)[0]
        match = re.search(r"FileCopyrightText: <text>(.*?)</text>", block, re.DOTALL)
        result[name] = match.group(1) if match else ""
    return result


def test_reuse_lint_finds_every_file_licensed_and_every_licence_text_present():
    run = subprocess.run([sys.executable, "-m", "reuse", "--root", str(ROOT), "lint"], capture_output=True, text=True)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-2000:]
    assert "compliant" in run.stdout


def test_every_file_from_others_is_attributed_and_listed_in_the_notices():
    copyrights = reuse_copyrights()
    notices = (ROOT / "NOTICES.md").read_text()
    problems = third_party_problems(tracked_files(), lambda p: (ROOT / p).read_bytes(),
                                    lambda p: copyrights.get(p, ""), notices)
    assert not problems, "\n".join(problems)


def test_the_notices_name_files_that_exist_and_their_licence_texts():
    notices = (ROOT / "NOTICES.md").read_text()
    files = tracked_files()
    for pattern in notices_patterns(notices):
        if "/" in pattern and not pattern.startswith("notices/") and "(" not in pattern:
            assert any(fnmatch.fnmatch(f, pattern) for f in files), "NOTICES.md lists %s: no such file" % pattern
    for notice in re.findall(r"`(notices/[^`]+|[^`]*NOTICE\.md)`", notices):
        assert (ROOT / notice).is_file(), notice
    for spdx in ("Apache-2.0", "CERN-OHL-W-2.0", "CC-BY-4.0", "MIT", "BSD-3-Clause", "BSD-1-Clause"):
        assert (ROOT / "LICENSES" / (spdx + ".txt")).is_file(), spdx


def test_the_check_catches_a_vendored_file_and_a_binary_nobody_listed():
    # The checker itself, on files made up for it: it must be able to fail.
    files = {
        "vendor/lib.c": b"/* Copyright (c) 2019 Jane Roe. All rights reserved. */\nint x;\n",
        "host/own.py": b"# Copyright 2026 The Tengen authors\nx = 1\n",
        "tests/fixtures/thing.bin": b"\x00\x01\x02",
        "tests/expected/board_final.png": b"\x89PNG\x00",
    }
    own_only = lambda path: "SPDX-FileCopyrightText: 2026 " + OWN_HOLDER
    problems = third_party_problems(sorted(files), files.__getitem__, own_only, "# nothing listed\n")
    assert any(p.startswith("vendor/lib.c: Jane Roe") and "alone" in p for p in problems), problems
    assert any(p.startswith("vendor/lib.c") and "NOTICES.md" in p for p in problems), problems
    assert any(p.startswith("tests/fixtures/thing.bin") for p in problems), problems
    assert not any(p.startswith(("host/own.py", "tests/expected")) for p in problems), problems
    # Attributed and listed: no problem left for it.
    attributed = lambda path: {"vendor/lib.c": "2019 Jane Roe", "tests/fixtures/thing.bin": "2020 Somebody"}.get(path, OWN_HOLDER)
    listed = "| `vendor/lib.c` | x |\n| `tests/fixtures/*.bin` | y |\n"
    assert third_party_problems(sorted(files), files.__getitem__, attributed, listed) == []
