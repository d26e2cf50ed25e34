"""The next round's pairings: round robin by the Berger tables, Swiss by FIDE's Dutch rules.

The Dutch system is an optimisation over the whole round (FIDE C.04.3), so it is not written here:
the maintained engine bbpPairings (third_party/bbpPairings, `make pairing-engine`) pairs it as a
program of its own, reading the tournament as a TRF file (host/trf.py) and writing the pairs, as the
renju engine is run for play. The Berger tables (FIDE C.05, Annex 1) are a fixed rotation, made here.

Numbers are start numbers (1 = the top of the initial ranking). A pair is (first, second): the
first-named of a Berger table, White in chess, moves first; in renju that is Black (P1, the
tentative Black of the opening rules). Colours in a TRF file are the renju colours as paired:
"b" for the pairing's Black.
"""

import os
import subprocess
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINE = ROOT / "var" / "bbpPairings" / "bbpPairings.exe"
ENGINE_TIMEOUT = 60  # seconds: a club's round is paired in milliseconds


class PairingError(RuntimeError):
    """The round cannot be paired: no valid pairing, the engine missing or failing."""


def berger_rounds(players):
    """Every round of a single round robin of PLAYERS (start numbers 1..players): a list of rounds,
    each a list of (first, second) by board. With an odd count, the pairing with the number
    players + 1 is the round's bye. The rotation (checked against the published tables): the highest
    number stays on board 1 and changes side every round; every other number k moves to
    ((k - 1 + n/2) mod (n - 1)) + 1 and keeps its side."""
    if players < 2:
        raise PairingError("a round robin needs two players at least")
    n = players + players % 2
    half, cycle = n // 2, n - 1

    def step(k):
        return k if k == n else (k - 1 + half) % cycle + 1

    rounds = [[(i, n + 1 - i) for i in range(1, half + 1)]]
    for _ in range(n - 2):
        following = []
        for first, second in rounds[-1]:
            a, b = step(first), step(second)
            following.append((b, a) if n in (first, second) else (a, b))
        rounds.append(following)
    return rounds


def double_berger_rounds(players):
    """A double round robin: the first cycle is the table with its last two rounds switched, the
    second the table again with every pair's colours reversed (FIDE C.05 Annex 1; so nobody has one
    colour three times running where the cycles meet)."""
    rounds = berger_rounds(players)
    first = rounds[:-2] + [rounds[-1], rounds[-2]] if len(rounds) >= 2 else rounds
    return first + [[(second, first_named) for first_named, second in pairs] for pairs in rounds]


def berger_round(players, round_no, cycles=1):
    """Round ROUND_NO (1-based) of a single (cycles 1) or double (2) round robin of PLAYERS:
    [(first, second)], the bye's partner being players + 1 when the count is odd."""
    rounds = berger_rounds(players) if cycles == 1 else double_berger_rounds(players)
    if not 1 <= round_no <= len(rounds):
        raise PairingError("a round robin of %d players has rounds 1 to %d, not %d" % (players, len(rounds), round_no))
    return rounds[round_no - 1]


def engine_path():
    """The bbpPairings program: TENGEN_PAIRING_ENGINE, else the one `make pairing-engine` builds."""
    return Path(os.environ.get("TENGEN_PAIRING_ENGINE") or ENGINE)


def _run_engine(arguments, trf_text, folder):
    program = engine_path()
    if not program.exists():
        raise PairingError("the Swiss pairing engine is not built: `make pairing-engine` builds %s" % program)
    source = os.path.join(folder, "tournament.trf")
    with open(source, "w", encoding="utf-8") as f:
        f.write(trf_text)
    try:
        done = subprocess.run([str(program), "--dutch", source] + arguments, capture_output=True, text=True,
                              timeout=ENGINE_TIMEOUT, cwd=folder)
    except (OSError, subprocess.TimeoutExpired) as error:
        raise PairingError("the pairing engine %s did not run: %s" % (program, error))
    return done


def pair_dutch(trf_text):
    """The next round of the tournament TRF_TEXT paired by bbpPairings (FIDE Dutch rules): a list
    of (white, black) start numbers as the engine gives them, board order, black 0 for the
    pairing-allocated bye. PairingError with the engine's words if it cannot pair."""
    with tempfile.TemporaryDirectory(prefix="tengen-pairing-") as folder:
        done = _run_engine(["-p", "pairs.txt"], trf_text, folder)
        if done.returncode == 1:
            raise PairingError("no pairing of this round keeps the Swiss rules (no player meets another twice,"
                               " one bye each, the colour limits): %s" % _said(done))
        if done.returncode != 0:
            raise PairingError("the pairing engine refused the tournament (exit %d): %s" % (done.returncode, _said(done)))
        with open(os.path.join(folder, "pairs.txt"), encoding="utf-8") as f:
            lines = f.read().split()
    count = int(lines[0])
    numbers = [int(word) for word in lines[1:]]
    if len(numbers) != 2 * count:
        raise PairingError("the pairing engine wrote %d numbers for %d pairs" % (len(numbers), count))
    return [(numbers[2 * i], numbers[2 * i + 1]) for i in range(count)]


def check_dutch(trf_text):
    """bbpPairings' own check of a tournament (-c): every round paired again from the ones before
    it and compared with the file's. Returns (agrees, the engine's report)."""
    with tempfile.TemporaryDirectory(prefix="tengen-pairing-") as folder:
        done = _run_engine(["-c"], trf_text, folder)
    if done.returncode not in (0, 1):
        raise PairingError("the pairing engine refused the tournament (exit %d): %s" % (done.returncode, _said(done)))
    report = (done.stdout + done.stderr).strip()
    # A round that agrees is listed by its number only; one that does not, with both pairings.
    return done.returncode == 0 and "Checker pairings" not in report, report


def _said(done):
    return " ".join((done.stderr or done.stdout or "no message").split())[:500]
