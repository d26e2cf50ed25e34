"""The foul engine's bench positions, as sequences of stones placed one at a time (CPython and
MicroPython alike). Each set is a list of sequences; a sequence is a list of (point, colour).

  generated   tests/vectors/games.txt: 8 greedy games that build rows and never block (long,
              crowded, mostly overlines; the foul tests' games)
  realistic   bench/realistic_games.txt: 24 games of a player that attacks and defends, ending with
              a five (bench/make_games.py --realistic)
  dense       bench/dense_positions.txt: 16 positions built for nested threes: stones dropped at
              random in the central 9x9 square, Black two in three, Black never on a foul
              (bench/make_games.py --dense)
  nested      every diagram of tests/vectors/fouls.txt (pseudo-fouls, threes nested up to three
              levels), its black and white stones placed alternately
"""

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
_ROOT = _HERE + "/.."

SETS = ("generated", "realistic", "dense", "nested")

_FILES = {"generated": _ROOT + "/tests/vectors/games.txt", "realistic": _HERE + "/realistic_games.txt",
          "dense": _HERE + "/dense_positions.txt"}


def _games(path):
    from shared_rules.board import parse_point

    with open(path) as f:
        for line in f:
            if line.startswith("moves:"):  # a game: colours alternate, Black first
                yield [(parse_point(name), 1 + i % 2) for i, name in enumerate(line[6:].split())]
            elif line.startswith("stones:"):  # a position: each stone with its colour, "h8:b"
                yield [(parse_point(item[:-2]), 1 if item[-1] == "b" else 2) for item in line[7:].split()]


def _diagrams(path):
    rows = None
    with open(path) as f:
        for line in f:
            if line.startswith("board:"):
                rows = []
            elif rows is not None:
                parts = line.split()
                if parts and parts[0].isdigit() and len(parts) == 16:
                    rows.append(parts)
                else:
                    yield _interleave(rows)
                    rows = None
    if rows:
        yield _interleave(rows)


def _interleave(rows):
    black = []
    white = []
    for parts in rows:
        row = int(parts[0]) - 1
        for column in range(15):
            if parts[column + 1] == "X":
                black.append(row * 15 + column)
            elif parts[column + 1] == "O":
                white.append(row * 15 + column)
    sequence = []
    for i in range(max(len(black), len(white))):
        if i < len(black):
            sequence.append((black[i], 1))
        if i < len(white):
            sequence.append((white[i], 2))
    return sequence


def each(name):
    """The set's sequences one at a time (a generator: only one is in memory)."""
    if name == "nested":
        return _diagrams(_ROOT + "/tests/vectors/fouls.txt")
    return _games(_FILES[name])


def load(name):
    return list(each(name))
