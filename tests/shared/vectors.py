"""Loader for the plain-text test vectors in tests/vectors/, on CPython and MicroPython alike.

A vector file is a sequence of records separated by blank lines; '#' starts a comment line.
Each record is 'key: value' lines. A key with nothing after its colon ('board:', 'script:') starts
a list: the lines without a colon that follow are kept in order under that key; lines without a
colon before any such key go under 'board' (a diagram).
"""

_HERE = __file__.rsplit("/", 1)[0] if "/" in __file__ else "."
VECTOR_DIR = _HERE + "/../vectors"


def read_lines(name):
    with open(VECTOR_DIR + "/" + name) as f:
        return f.read().split("\n")


def records(name):
    """Yield each record of a vector file as a dict; diagram lines are kept in order under 'board'."""
    record = {}
    list_key = "board"
    for line in read_lines(name) + [""]:
        stripped = line.strip()
        if stripped.startswith("#"):
            continue
        if not stripped:
            if record:
                yield record
                record = {}
            list_key = "board"
            continue
        colon = stripped.find(":")
        if colon > 0 and " " not in stripped[:colon]:
            key = stripped[:colon]
            value = stripped[colon + 1:].strip()
            if value:
                record[key] = value
            else:
                record[key] = []
                list_key = key
        else:
            record.setdefault(list_key, []).append(stripped)
