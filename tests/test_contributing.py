"""The contributor's guide's own example, run as the guide tells it: its CSV format module, taken
from docs/contributing.md, dropped beside the other formats, is found with nothing else edited,
and `tengen-host import ... -o` converts a game to it and back, which sgfmill (not ours) reads."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "contributing.md"

# A game given as SGF, with a pass: h8 i9 j10 pass k11.
SGF = b"(;FF[4]GM[4]SZ[15]PB[Kask Liis]PW[Ivanov]RE[B+R];B[hh];W[ig];B[jf];W[tt];B[ke])"


def _example():
    text = GUIDE.read_text()
    after = text.split("The example below is a complete format", 1)[1]
    found = re.search(r"```python\n(.*?)```", after, re.S)
    assert found, "docs/contributing.md lost its example format"
    return found.group(1)


def _tengen_host(formats_dir, *args, cwd):
    # The example is dropped into a folder that joins host.formats' package path: the repository's
    # own host/formats/ is left alone, so tests running beside this one never see it.
    code = ("import sys, host.formats; host.formats.__path__.append(%r); "
            "from host.cli import main; sys.exit(main(sys.argv[1:]))" % str(formats_dir))
    return subprocess.run([sys.executable, "-c", code, *args], cwd=cwd, capture_output=True, text=True,
                          timeout=60)


def test_the_guide_s_example_format_is_found_and_converts_both_ways(tmp_path):
    formats_dir = tmp_path / "formats"
    formats_dir.mkdir()
    (formats_dir / "csv.py").write_text(_example())
    (tmp_path / "game.sgf").write_bytes(SGF)

    out = _tengen_host(formats_dir, "import", "game.sgf", "-o", "game.csv", cwd=tmp_path)
    assert out.returncode == 0, out.stdout + out.stderr
    rows = (tmp_path / "game.csv").read_text().splitlines()
    assert rows[0] == "move,point,ms"
    assert [row.split(",")[1] for row in rows[1:]] == ["h8", "i9", "j10", "pass", "k11"]

    back = _tengen_host(formats_dir, "import", "game.csv", "-o", "back.sgf", cwd=tmp_path)
    assert back.returncode == 0, back.stdout + back.stderr
    sgfmill = pytest.importorskip("sgfmill.sgf")
    game = sgfmill.Sgf_game.from_bytes((tmp_path / "back.sgf").read_bytes())
    moves = [node.get_move() for node in game.get_main_sequence()[1:]]
    # sgfmill counts rows from the bottom (0 = row 1) and columns from a: h8 is (7, 7); a pass is None.
    assert moves == [("b", (7, 7)), ("w", (8, 8)), ("b", (9, 9)), ("w", None), ("b", (10, 10))]


def test_the_format_list_comes_from_the_modules_not_a_second_list():
    from host import formats

    declared = set()
    for module in sorted((ROOT / "host" / "formats").glob("*.py")):
        source = module.read_text()
        declared |= set(re.findall(r'^    "([a-z-]+)": \(\(', source, re.M)) if "FILE_FORMATS = {" in source else set()
    assert declared == set(formats.FORMAT_NAMES)
    package = (ROOT / "host" / "formats" / "__init__.py").read_text()
    assert not [name for name in declared if '"%s"' % name in package], "a format named again in __init__.py"
