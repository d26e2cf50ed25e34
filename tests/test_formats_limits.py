"""Hostile and broken record files through the real command (`python -m host import FILE`), as a
user meets them: a one-line error with its place, never a traceback, memory bounded whatever the
file's size (the process runs under an address-space limit), and nothing stored the file did not hold.
The limits are host/formats/limits.py's, stated in docs/limits.md."""

import os
import resource
import subprocess
import sys

import pytest

from host.formats import import_records, renjunet, FormatError
from host.formats.limits import MAX_MOVES
from host.game_record import Record

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MEMORY_LIMIT = 1024 * 1024 * 1024  # address space: the interpreter, lxml and the file itself fit well under it


def _limit_memory():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


def run_host(*args, cwd):
    result = subprocess.run([sys.executable, "-m", "host", "--db", os.path.join(str(cwd), "games.sqlite")] + list(args),
                            cwd=ROOT, capture_output=True, text=True, timeout=120, preexec_fn=_limit_memory)
    assert "Traceback" not in result.stderr + result.stdout, result.stderr[-2000:]
    assert "MemoryError" not in result.stderr
    return result


# -- issue 18, item 2: a value that never closes -----------------------------------------------

def test_an_sgf_comment_that_never_closes_is_refused_with_its_line_and_column(tmp_path):
    path = tmp_path / "open.sgf"
    with open(path, "wb") as out:
        out.write(b"(;FF[4]GM[4]SZ[15]\n;B[hh]C[")
        chunk = b"x" * (1024 * 1024)
        for _ in range(50):
            out.write(chunk)
    result = run_host("import", str(path), cwd=tmp_path)
    assert result.returncode == 1
    assert "line 2, column 8: property C: value not closed by ']'" in result.stderr
    assert "nothing imported" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_a_text_comment_that_never_closes_is_refused_with_its_line():
    with pytest.raises(FormatError) as caught:
        import_records("text", b"1. h8 {" + b"a\\}" * 100000)
    assert caught.value.where == "line 1" and "not closed" in caught.value.reason


# -- issue 18, item 3: endless moves -----------------------------------------------------------

def test_50_mb_of_moves_then_a_bad_token_is_refused_at_the_limit_as_it_reads(tmp_path):
    path = tmp_path / "endless.txt"
    with open(path, "wb") as out:
        line = b"h8 h9 " * 10000 + b"\n"
        for _ in range(50 * 1024 * 1024 // len(line)):
            out.write(line)
        out.write(b"zz99\n")
    result = run_host("import", str(path), cwd=tmp_path)
    assert result.returncode == 1
    assert "line 1: more than %d moves" % MAX_MOVES in result.stderr


@pytest.mark.parametrize("name, make", [
    ("text", lambda n: " ".join(["h8"] * n).encode()),
    ("text", lambda n: ("h8" * n).encode()),
    ("sgf", lambda n: b"(;GM[4]SZ[15]" + b"".join(b";%s[hh]" % b"BW"[i % 2:i % 2 + 1] for i in range(n)) + b")"),
    ("psq", lambda n: b"Piskvorky 15x15, 0:0, 0\n" + b"8,8,0\n" * n),
    ("yixin", lambda n: b"15\n15\n%d\n" % n + b"7 7\n" * n),
    ("kurnik", lambda n: b'[Site "kurnik"]\n\n' + b"h8 " * n),
    ("renjunet", lambda n: b"<database><games><game id='1'><move>" + b"h8 " * n + b"</move></game></games></database>"),
])
def test_every_reader_refuses_a_game_longer_than_the_limit(name, make):
    assert import_records(name, make(MAX_MOVES - 1)) or True  # at the limit: read (messy, but a game)
    with pytest.raises(FormatError) as caught:
        import_records(name, make(MAX_MOVES + 1))
    assert "more than %d moves" % MAX_MOVES in caught.value.reason


# -- issue 18, item 4: no DOCTYPE in a database ------------------------------------------------

GAME_XML = b"<database><games><game id='1' bresult='1'><move>&xxe;</move><info>&xxe;</info></game></games></database>"


@pytest.mark.parametrize("doctype", [
    b'<!DOCTYPE database [<!ENTITY xxe "h8 h9">]>',
    b'<!DOCTYPE database SYSTEM "http://127.0.0.1:1/evil.dtd">',
    b'<!DOCTYPE database [<!ENTITY % p SYSTEM "file:///etc/passwd"> %p;]>',
    b'<!DOCTYPE database [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">'
    b'<!ENTITY xxe "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>',
    b"<!DOCTYPE database>",
])
def test_a_database_with_any_doctype_is_refused_with_its_line(tmp_path, doctype):
    path = tmp_path / "evil.rif"
    path.write_bytes(b'<?xml version="1.0"?>\n<!-- a comment -->\n' + doctype + b"\n" + GAME_XML)
    result = run_host("import", str(path), "--save", cwd=tmp_path)
    assert result.returncode == 1
    assert "line 3: a DOCTYPE" in result.stderr and "nothing imported" in result.stderr
    assert "added to the record" not in result.stdout


def test_an_entity_without_a_doctype_is_refused_not_dropped():
    with pytest.raises(renjunet.RenjuNetError) as caught:
        renjunet.read(GAME_XML)
    assert caught.value.where.startswith("line 1")


# -- issue 18, item 6: empty and broken files --------------------------------------------------

@pytest.mark.parametrize("name, data", [("empty.txt", b""), ("blank.txt", b"\n\n  \n"), ("empty.sgf", b""),
                                        ("comments.txt", b"# nothing but a comment\n")])
def test_a_file_without_a_game_is_refused_and_writes_nothing(tmp_path, name, data):
    path = tmp_path / name
    path.write_bytes(data)
    out = tmp_path / "x.sgf"
    result = run_host("import", str(path), "-o", str(out), cwd=tmp_path)
    assert result.returncode == 1
    assert "no game in the file" in result.stderr or "no SGF game tree" in result.stderr
    assert not out.exists()


@pytest.mark.parametrize("data", [b"", b"\x8b\x00\xff\xfe random bytes \x01\x02", b"<html><body>hi</body></html>",
                                  b"not xml at all"])
def test_a_broken_rif_is_said_not_to_be_a_renjunet_database(tmp_path, data):
    path = tmp_path / "broken.rif"
    path.write_bytes(data)
    result = run_host("import", str(path), cwd=tmp_path)
    assert result.returncode == 1
    assert "not a RenjuNet database" in result.stderr
    assert "skipped" not in result.stderr + result.stdout


def test_a_database_cut_after_its_last_whole_game_says_cut_and_how_many_were_read(tmp_path):
    data = renjunet.write_all([Record.from_names(["h8", "h9"]), Record.from_names(["h8", "i9", "j10"])])
    path = tmp_path / "cut.rif"
    path.write_bytes(data[:data.index(b"</games>")])
    result = run_host("import", str(path), cwd=tmp_path)
    assert result.returncode == 1
    assert "skipped" not in result.stderr + result.stdout
    assert "the file is cut short" in result.stderr and "2 game(s) read" in result.stderr


def test_a_database_cut_inside_a_game_says_which_game_was_lost(tmp_path):
    data = renjunet.write_all([Record.from_names(["h8", "h9"]), Record.from_names(["h8", "i9", "j10"])])
    path = tmp_path / "cut.rif"
    path.write_bytes(data[:data.index(b"i9 j10") + 2])
    result = run_host("import", str(path), cwd=tmp_path)
    assert result.returncode == 1
    assert "the file is cut short inside game 2" in result.stderr and "1 game(s) read" in result.stderr


@pytest.mark.parametrize("suffix, head", [(".txt", b""), (".kurnik.txt", b'[Site "kurnik"]\n'), (".psq", b"Piskvorky 15x15, 0:0, 0\n"),
                                          (".sav", b"15\n15\n1\n7 7\n"), (".sgf", b"(;GM[4]SZ[15];B[hh])\n")])
def test_a_file_of_millions_of_lines_reads_in_bounded_memory(tmp_path, suffix, head):
    path = tmp_path / ("lines" + suffix)
    with open(path, "wb") as out:
        out.write(head)
        for _ in range(60):
            out.write(b"\n" * (1024 * 1024))
    result = run_host("import", str(path), cwd=tmp_path)
    assert result.returncode in (0, 1)
    assert len(result.stderr.strip().splitlines()) <= 1
