"""The record formats' fuzz campaign (`make fuzz-formats`; a short run is in `make test`).

    python -m host.formats.fuzz [--seconds 120] [--seed 1] [--memory-mb 1024]

Every format's reader gets valid files (Tengen's own exports of varied games, RenLib's files in
tests/fixtures/renlib) mutated in the ways real damage and hostile senders take: bytes flipped,
cut, inserted or deleted; the format's own structure broken (a bracket, quote or tag dropped or
doubled); huge fields (a value, a name, a number, a run of moves of megabytes); deep nesting; the
whole file in another encoding (UTF-16, cp1251, Latin-1, a BOM, invalid UTF-8, NUL bytes). The bar,
checked on each case, with the process under an address-space limit:

- the reader gives records or refuses with its FormatError: a place and a reason, one line, short;
  never any other exception (a traceback for the user), never MemoryError;
- a record read holds only what a game can: at most limits.MAX_MOVES moves, points on the board,
  names and texts that the file holds (checked where the file is UTF-8 text); it exports to text and
  reads back the same, so the store can keep it.

Failing cases are written to --keep (default var/fuzz-formats/) with the reason, and the run exits 1.
"""

import argparse
import os
import random
import sys
import time
import traceback

from host.formats import FORMAT_NAMES, FormatError, export_records, import_records
from host.formats.limits import MAX_MOVES
from host.game_record import Player, Record
from shared_rules.board import parse_point
from shared_rules.terms import PASS

FORMATS = tuple(name for name in FORMAT_NAMES if name != "pdf")  # pdf: print only, nothing reads it back
FIXTURES = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "fixtures", "renlib")
STRUCTURE = {  # the characters that hold each text format together
    "renjunet": b'<>/="&',
    "sgf": b"()[];\\",
    "text": b'[]{}"\\\n.',
    "text-federation": b'[]{}"\\\n.',
    "kurnik": b'[]"\n.-',
    "psq": b",\n",
    "yixin": b"\n ",
    "svg": b'<>/="&',
}
ENCODINGS = ("utf-16", "utf-16-le", "utf-16-be", "cp1251", "latin-1", "utf-8-sig", "utf-32")


def _games():
    """Varied valid games: names and comments in several scripts, times, passes, offers, swaps."""
    rif = Record.from_names("h8 h9 i8 i10 j8 o1 k8 b15 g8".split(), opening_rule="RIF", result="black",
                            reason="five", event="Club cup & co", round="3", date="2026-11-30", time_control="10m",
                            black=Player("Kask Liis", "Tallinn", "EST", "2100"), white=Player("Иванов Иван", "Москва"),
                            offers=[parse_point("j8"), parse_point("g8")], swaps=[3])
    for n, move in enumerate(rif.moves):
        move.used_ms, move.clocks = 1000 * n, (600000 - n, 600000 - 2 * n)
    rif.moves[2].comment = 'a "quoted" ] } \\ comment'
    rif.moves[3].annotations = ["claim foul by P2: refused"]
    rif.comment = "日本語のコメント"
    passes = Record.from_names("h8 h9 pass a1 o15 a15 o1".split(), result="draw", reason="two passes",
                               black=Player("Nakamura Shigeru"), white=Player("Müller Jürgen"))
    corners = Record.from_names("a1 o15 a15 o1 b15 h8".split(), rules="gomoku", result="white")
    empty = Record(event="no moves yet")
    return [rif, passes, corners, empty]


def seeds():
    """(format, bytes) of valid files: every format's export of each game it can hold, and RenLib's own."""
    from host.formats import ExportError

    out = []
    games = _games()
    for name in FORMATS:
        for game in games:
            try:
                out.append((name, export_records(name, [game])))
            except ExportError:
                continue
        try:
            out.append((name, export_records(name, games)))
        except ExportError:
            pass
    if os.path.isdir(FIXTURES):
        for entry in sorted(os.listdir(FIXTURES)):
            kind = {".lib": "renlib", ".pos": "pos"}.get(os.path.splitext(entry)[1])
            if kind:
                with open(os.path.join(FIXTURES, entry), "rb") as f:
                    out.append((kind, f.read()))
    return out


# -- mutations ---------------------------------------------------------------------------------

def _bytes_damage(rng, data, name):
    data = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        kind = rng.choice(("flip", "cut", "insert", "delete", "duplicate"))
        at = rng.randrange(len(data) + 1) if data else 0
        if kind == "flip" and data:
            data[min(at, len(data) - 1)] = rng.randrange(256)
        elif kind == "cut":
            del data[at:]
        elif kind == "insert":
            data[at:at] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif kind == "delete" and data:
            del data[at:at + rng.randint(1, 16)]
        elif data:
            end = min(len(data), at + rng.randint(1, 64))
            data[at:at] = data[at:end] * rng.randint(2, 50)
    return bytes(data)


def _structure_damage(rng, data, name):
    marks = STRUCTURE.get(name)
    if not marks or not data:
        return _bytes_damage(rng, data, name)
    data = bytearray(data)
    places = [i for i, b in enumerate(data) if b in marks]
    for _ in range(rng.randint(1, 3)):
        if not places:
            break
        at = rng.choice(places)
        if at >= len(data):
            continue
        kind = rng.choice(("drop", "double", "swap"))
        if kind == "drop":
            del data[at]
        elif kind == "double":
            data[at:at] = data[at:at + 1] * rng.choice((1, 2, 100))
        else:
            data[at] = rng.choice(marks)
    return bytes(data)


def _huge(rng, data, name):
    """A field of megabytes: a value, a name, a number, a run of moves, or deep nesting."""
    size = rng.choice((10000, 300000, 2000000))
    filler = rng.choice((b"x", b"\\", b"9", b"h8 ", b"]", b"\xd0\x96", b"&amp;", b"{", b"("))
    blob = filler * (size // len(filler))
    nests = {"sgf": (b"(;", b")"), "renjunet": (b"<game>", b"</game>"), "svg": (b"<g>", b"</g>"),
             "text": (b"{", b"}"), "text-federation": (b"{", b"}")}
    choice = rng.randrange(4)
    if choice == 0 and name in nests:  # deep nesting, closed or not
        opening, closing = nests[name]
        depth = rng.choice((300, 10000, 100000))
        middle = len(data) // 2
        return data[:middle] + opening * depth + (closing * depth if rng.random() < 0.5 else b"") + data[middle:]
    if choice == 1:  # a value that never closes, up to the end of the file
        at = rng.randrange(len(data) + 1)
        return data[:at] + blob
    at = rng.randrange(len(data) + 1)
    return data[:at] + blob + data[at:]


def _encoding(rng, data, name):
    text = data.decode("utf-8", "replace")
    kind = rng.randrange(4)
    if kind == 0:
        encoding = rng.choice(ENCODINGS)
        return text.encode(encoding, "replace")
    if kind == 1:  # invalid UTF-8 sequences and lone surrogates (as Python writes them with surrogatepass)
        at = rng.randrange(len(data) + 1)
        return data[:at] + rng.choice((b"\xff\xfe", b"\xc3", b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\x80")) + data[at:]
    if kind == 2:
        at = rng.randrange(len(data) + 1)
        return data[:at] + b"\x00" * rng.randint(1, 9) + data[at:]
    return b"\xef\xbb\xbf" + data  # a BOM


MUTATIONS = (_bytes_damage, _structure_damage, _huge, _encoding)


# -- the bar ---------------------------------------------------------------------------------

def _normalised(data):
    """The file's text as its values read, escapes dropped: SGF's and text's backslashes, and
    (beside it, for the XML formats) XML's entities."""
    from xml.sax.saxutils import unescape

    text = data.decode("utf-8").replace("\\\n", "").replace("\\", "")
    return text + "\n" + unescape(text, {"&quot;": '"', "&apos;": "'"})


def check(name, data):
    """None if the reader met the bar on data, else the failure in words."""
    try:
        records = import_records(name, data)
    except FormatError as error:
        text = str(error)
        if not error.reason or "\n" in text or len(text) > 400:
            return "a refusal that is not one short line: %r" % text[:500]
        return None
    except RecursionError:
        return "RecursionError:\n" + traceback.format_exc()
    except MemoryError:
        return "MemoryError"
    except Exception:  # noqa: BLE001 - any other exception is what the campaign looks for
        return "not a FormatError:\n" + traceback.format_exc()
    try:
        source = None if b"\x00" in data else _normalised(data)
    except UnicodeDecodeError:
        source = None
    for index, record in enumerate(records, 1):
        if len(record.moves) > MAX_MOVES:
            return "game %d: %d moves, over the limit of %d" % (index, len(record.moves), MAX_MOVES)
        if any(not (move.point == PASS or 0 <= move.point < 225) for move in record.moves):
            return "game %d: a point off the board" % index
        if source is not None and name not in ("renlib", "pos"):
            for field in (record.black.name, record.white.name, record.event):
                # word by word: RenjuNet keeps a name's surname and given names apart
                if any(word.replace("\\", "") not in source for word in field.split()):
                    return "game %d: %r is not in the file" % (index, field[:80])
        try:
            record.problems()
            back = import_records("text", export_records("text", [record]))
        except Exception:  # noqa: BLE001
            return "game %d: read, but it cannot be kept:\n%s" % (index, traceback.format_exc())
        if len(back) != 1 or back[0].names() != record.names():
            return "game %d: read, but it does not survive being kept as text" % index
    return None


def run(seconds, seed, keep=None, report=print):
    """Mutated files until seconds have passed; returns the list of (format, mutation, failure)."""
    rng = random.Random(seed)
    pool = seeds()
    failures = []
    cases = 0
    deadline = time.monotonic() + seconds
    # every seed once, whole and cut at every tenth of its length, before random mutations
    fixed = [(name, data, "valid") for name, data in pool]
    fixed += [(name, data[:len(data) * k // 10], "cut at %d/10" % k) for name, data in pool for k in range(10)]
    while time.monotonic() < deadline:
        if fixed:
            name, data, how = fixed.pop()
        else:
            name, data = rng.choice(pool)
            mutation = rng.choice(MUTATIONS)
            data = mutation(rng, data, name)
            how = mutation.__name__.strip("_")
            if rng.random() < 0.2:  # a file given to the wrong reader
                name = rng.choice(FORMATS)
        cases += 1
        failure = check(name, data)
        if failure:
            failures.append((name, how, failure))
            report("FAIL %s (%s, %d bytes): %s" % (name, how, len(data), failure.splitlines()[0]))
            if keep:
                os.makedirs(keep, exist_ok=True)
                base = os.path.join(keep, "%s-%d" % (name, len(failures)))
                with open(base + ".bin", "wb") as f:
                    f.write(data)
                with open(base + ".txt", "w") as f:
                    f.write("%s\n%s\n%s\n" % (name, how, failure))
    report("%d cases in %d s (seed %d), %d failure(s)" % (cases, seconds, seed, len(failures)))
    return failures


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m host.formats.fuzz", description=__doc__.split("\n")[0])
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--memory-mb", type=int, default=1024, help="the address-space limit of the run")
    parser.add_argument("--keep", default=os.path.join("var", "fuzz-formats"), help="where failing cases go")
    args = parser.parse_args(argv)
    if args.seconds <= 0:
        parser.error("--seconds must be more than 0")
    if args.memory_mb < 256:
        parser.error("--memory-mb must be at least 256 (the interpreter and lxml need it)")
    try:
        import resource
    except ImportError:  # Windows: no address-space limit to set; the run goes on without it
        print("no --memory-mb limit on this system (no resource module)", file=sys.stderr)
    else:
        limit = args.memory_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    failures = run(args.seconds, args.seed, args.keep)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
