"""Every document the repository cites is in the repository.

A clone has only what is committed: a comment, a test vector or a README line that names a Markdown
document the repository lacks (or a path outside it, such as the reference folder beside the
worktrees) sends the reader nowhere. This scans every text file for *.md names and outside paths,
and checks the sections cited by number or by title in docs/ exist.
"""
import os
import re

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP_DIRS = {".git", ".venv", ".venv-pcb", "var", "__pycache__", ".pytest_cache", ".frozen", "node_modules", ".hypothesis",
             "external"}  # third_party/rapfi/Rapfi/external: other projects' libraries, citing their own docs
THIS_FILE = os.path.abspath(__file__)  # its examples of bad citations are deliberate

# A Markdown document's name, with any folders before it: "docs/rules.md", "../x/NOTES.md", "README.md".
MD_NAME = re.compile(r"(?<![\w./-])((?:\.{1,2}/)*(?:[\w-]+/)*[\w-]+\.md)\b")
# A path out of the repository: the reference folder beside it, or an absolute path under /work.
OUTSIDE = re.compile(r"(?:\.\./)+shared\b|/work/[\w.-]+")
# "docs/openings.md section 7", "docs/openings.md sections 1-6", "docs/hardware.md section 2".
BY_NUMBER = re.compile(r"docs/([\w-]+)\.md,? sections? (\d+[a-z]?)\b")
# 'docs/rules.md, "Passes"' or 'docs/rules.md "Making a move, and the clock"'.
BY_TITLE = re.compile(r"docs/([\w-]+)\.md,? \"([^\"]+)\"")


def text_files(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS)
        for name in sorted(files):
            path = os.path.join(folder, name)
            if name in SKIP_DIRS or os.path.abspath(path) == THIS_FILE:
                continue  # .git is a file in a worktree
            if name.startswith("skidl_REPL."):
                continue  # SKiDL's log of a design run in-process (git ignores it): not the project's text
            try:
                with open(path, encoding="utf-8") as f:
                    yield path, f.read()
            except (UnicodeDecodeError, OSError):
                continue  # not text


def headings(root, doc):
    path = os.path.join(root, "docs", doc + ".md")
    if not os.path.exists(path):
        return None
    with open(path, encoding="utf-8") as f:
        return [line.lstrip("#").strip() for line in f if line.startswith("#")]


def bad_citations(root):
    """(file, line number, what) for every citation the tree at root cannot satisfy."""
    documents = set()
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP_DIRS]
        documents.update(name for name in files if name.endswith(".md"))
    problems = []
    for path, text in text_files(root):
        here = os.path.dirname(path)
        where = os.path.relpath(path, root)
        for number, line in enumerate(text.splitlines(), 1):
            for match in OUTSIDE.finditer(line):
                problems.append((where, number, "a path outside the repository: " + match.group(0)))
            for match in MD_NAME.finditer(line):
                name = match.group(1)
                if "/" in name:
                    found = any(os.path.exists(os.path.normpath(os.path.join(base, name))) for base in (root, here))
                else:
                    found = name in documents
                if not found:
                    problems.append((where, number, "a document the repository lacks: " + name))
            for match in BY_NUMBER.finditer(line):
                titles = headings(root, match.group(1))
                section = match.group(2)
                if titles is not None and not any(t.startswith(section + ".") for t in titles):
                    problems.append((where, number, "no section %s in docs/%s.md" % (section, match.group(1))))
            for match in BY_TITLE.finditer(line):
                titles = headings(root, match.group(1))
                if titles is not None and match.group(2) not in titles:
                    problems.append((where, number, "no section \"%s\" in docs/%s.md" % (match.group(2), match.group(1))))
    return problems


def test_every_cited_document_is_in_the_repository():
    problems = bad_citations(ROOT)
    assert not problems, "\n".join("%s:%d: %s" % problem for problem in problems)


def test_the_specification_documents_exist():
    for doc in ("rules", "openings", "hardware", "performance", "protocol"):
        assert headings(ROOT, doc), "docs/%s.md is missing or has no sections" % doc


@pytest.mark.parametrize("line, what", [
    ("# the recursive three rule of " + "RUL" + "ES.md", "document the repository lacks"),
    ("see ../" + "shared/HARDWARE" + ".md section 4", "outside the repository"),
    ("# cited as /" + "work/shared/PERFORMANCE", "outside the repository"),
    ("# docs/rules.md section 42", "no section 42"),
    ('# docs/rules.md, "No such title"', 'no section "No such title"'),
])
def test_a_bad_citation_is_reported(tmp_path, line, what):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "rules.md").write_text("# Rules\n\n## 1. Board\n\n## Passes\n")
    (tmp_path / "code.py").write_text("x = 1\n" + line + "\n")
    problems = bad_citations(str(tmp_path))
    assert problems and {(p[0], p[1]) for p in problems} == {("code.py", 2)}, problems
    assert any(what in p[2] for p in problems), problems


def test_good_citations_pass(tmp_path):
    (tmp_path / "docs").mkdir()
    (tmp_path / "docs" / "rules.md").write_text("# Rules\n\n## 1. Board\n\n## Passes\n")
    (tmp_path / "code.py").write_text('# docs/rules.md section 1, docs/rules.md, "Passes", rules.md\n')
    assert bad_citations(str(tmp_path)) == []
