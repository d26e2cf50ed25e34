"""The 15x15 board: points, the two notations, symmetries.

A point is an int 0..224: row * 15 + column, with a1 = 0 (bottom left) and h8 = 112, the centre.
Names come from one table per notation, and the notation is always given, never guessed:
"m4" is the 13th column in RIF notation and "M4" the 12th in the federation's, which skips J
(columns A-H, I, K-P; J is read as I).
"""

try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


SIZE = const(15)
POINTS = const(225)
CENTRE = const(112)

EMPTY = const(0)
BLACK = const(1)
WHITE = const(2)
COLOUR_NAMES = ("empty", "black", "white")

RIF = const(0)
FEDERATION = const(1)
NOTATION_NAMES = ("rif", "federation")

_COLUMN_LETTERS = ("abcdefghijklmno", "ABCDEFGHIKLMNOP")
# Every point's RIF name, written out: each is a string constant, so a frozen image keeps them in
# flash (and the interpreter returns these constants for any equal string it builds), and a name
# costs no heap however often a game's record or report asks for it. A test checks it against the
# column letters above.
_RIF_NAMES = (
    "a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1", "m1", "n1", "o1",
    "a2", "b2", "c2", "d2", "e2", "f2", "g2", "h2", "i2", "j2", "k2", "l2", "m2", "n2", "o2",
    "a3", "b3", "c3", "d3", "e3", "f3", "g3", "h3", "i3", "j3", "k3", "l3", "m3", "n3", "o3",
    "a4", "b4", "c4", "d4", "e4", "f4", "g4", "h4", "i4", "j4", "k4", "l4", "m4", "n4", "o4",
    "a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5", "i5", "j5", "k5", "l5", "m5", "n5", "o5",
    "a6", "b6", "c6", "d6", "e6", "f6", "g6", "h6", "i6", "j6", "k6", "l6", "m6", "n6", "o6",
    "a7", "b7", "c7", "d7", "e7", "f7", "g7", "h7", "i7", "j7", "k7", "l7", "m7", "n7", "o7",
    "a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8", "i8", "j8", "k8", "l8", "m8", "n8", "o8",
    "a9", "b9", "c9", "d9", "e9", "f9", "g9", "h9", "i9", "j9", "k9", "l9", "m9", "n9", "o9",
    "a10", "b10", "c10", "d10", "e10", "f10", "g10", "h10", "i10", "j10", "k10", "l10", "m10", "n10", "o10",
    "a11", "b11", "c11", "d11", "e11", "f11", "g11", "h11", "i11", "j11", "k11", "l11", "m11", "n11", "o11",
    "a12", "b12", "c12", "d12", "e12", "f12", "g12", "h12", "i12", "j12", "k12", "l12", "m12", "n12", "o12",
    "a13", "b13", "c13", "d13", "e13", "f13", "g13", "h13", "i13", "j13", "k13", "l13", "m13", "n13", "o13",
    "a14", "b14", "c14", "d14", "e14", "f14", "g14", "h14", "i14", "j14", "k14", "l14", "m14", "n14", "o14",
    "a15", "b15", "c15", "d15", "e15", "f15", "g15", "h15", "i15", "j15", "k15", "l15", "m15", "n15", "o15",
)


class PointError(ValueError):
    """A point name that does not name a point in the given notation."""


class OccupiedError(ValueError):
    """A stone placed on a point that already holds one."""


def opponent(colour):
    return 3 - colour


def colour_from_name(name):
    name = name.lower()
    if name in ("black", "b"):
        return BLACK
    if name in ("white", "w"):
        return WHITE
    raise ValueError("unknown colour %r (black or white)" % (name,))


def point(column, row):
    """The point at a 0-based column and row, or -1 off the board."""
    if 0 <= column < SIZE and 0 <= row < SIZE:
        return row * SIZE + column
    return -1


def column_of(p):
    return p % SIZE


def row_of(p):
    return p // SIZE


def parse_point(name, notation=RIF):
    """'h8' -> 112. Letters are case-insensitive within the notation."""
    if not isinstance(name, str) or not 2 <= len(name) <= 3:
        raise PointError("not a point: %r" % (name,))
    letter = name[0].lower()
    if notation == FEDERATION and letter == "j":
        letter = "i"  # the ninth column is written I or J
    column = _COLUMN_LETTERS[notation].lower().find(letter)
    digits = name[1:]
    if column < 0 or not digits.isdigit() or digits[0] == "0":
        raise PointError("not a point in %s notation: %r" % (NOTATION_NAMES[notation], name))
    row = int(digits) - 1
    if row >= SIZE:
        raise PointError("not a point in %s notation: %r" % (NOTATION_NAMES[notation], name))
    return row * SIZE + column


def point_name(p, notation=RIF):
    """112 -> 'h8' (RIF) or 'H8' (federation)."""
    if not 0 <= p < POINTS:
        raise PointError("not a point: %r" % (p,))
    if notation == RIF:
        return _RIF_NAMES[p]
    return _COLUMN_LETTERS[notation][p % SIZE] + str(p // SIZE + 1)


def chebyshev_from_centre(p):
    """Distance of a point from h8 in king moves: 0 for h8, 2 for the 5x5 square's rim."""
    dx = p % SIZE - 7
    dy = p // SIZE - 7
    if dx < 0:
        dx = -dx
    if dy < 0:
        dy = -dy
    return dx if dx > dy else dy


STAR_POINTS = (CENTRE, 3 * SIZE + 3, 3 * SIZE + 11, 11 * SIZE + 3, 11 * SIZE + 11)  # h8 d4 l4 d12 l12

# The 8 symmetries of the square about h8, as maps on (dx, dy) offsets from the centre.
# Index 0 is the identity; SYMMETRY_NAMES says what each does.
SYMMETRY_NAMES = (
    "identity", "rotate 90", "rotate 180", "rotate 270",
    "mirror columns", "mirror rows", "mirror diagonal", "mirror anti-diagonal",
)


def _transform_offset(k, dx, dy):
    if k == 0:
        return dx, dy
    if k == 1:
        return -dy, dx
    if k == 2:
        return -dx, -dy
    if k == 3:
        return dy, -dx
    if k == 4:
        return -dx, dy
    if k == 5:
        return dx, -dy
    if k == 6:
        return dy, dx
    return -dy, -dx


def _symmetry_table(k):
    table = bytearray(POINTS)
    for p in range(POINTS):
        dx, dy = _transform_offset(k, p % SIZE - 7, p // SIZE - 7)
        table[p] = (dy + 7) * SIZE + dx + 7
    return bytes(table)


SYMMETRIES = tuple(_symmetry_table(k) for k in range(8))
# INVERSE[k] is the index of the symmetry that undoes SYMMETRIES[k].
INVERSE = (0, 3, 2, 1, 4, 5, 6, 7)


def transform(p, k):
    return SYMMETRIES[k][p]


class Board:
    """Stones on the 225 points: cells[p] is EMPTY, BLACK or WHITE."""

    def __init__(self, cells=None):
        self.cells = bytearray(POINTS) if cells is None else bytearray(cells)

    @classmethod
    def from_names(cls, black=(), white=(), notation=RIF):
        board = cls()
        for name in black:
            board.place(parse_point(name, notation), BLACK)
        for name in white:
            board.place(parse_point(name, notation), WHITE)
        return board

    def __getitem__(self, p):
        return self.cells[p]

    def __eq__(self, other):
        return isinstance(other, Board) and self.cells == other.cells

    def place(self, p, colour):
        if self.cells[p] != EMPTY:
            raise OccupiedError("%s is occupied" % point_name(p))
        self.cells[p] = colour

    def remove(self, p):
        self.cells[p] = EMPTY

    def copy(self):
        return Board(self.cells)

    def stones(self, colour):
        cells = self.cells
        return [p for p in range(POINTS) if cells[p] == colour]

    def count(self):
        cells = self.cells
        n = 0
        for p in range(POINTS):
            if cells[p]:
                n += 1
        return n

    def transformed(self, k):
        table = SYMMETRIES[k]
        out = bytearray(POINTS)
        cells = self.cells
        for p in range(POINTS):
            out[table[p]] = cells[p]
        return Board(out)

    def __repr__(self):
        return "Board.from_names(black=%r, white=%r)" % (
            [point_name(p) for p in self.stones(BLACK)],
            [point_name(p) for p in self.stones(WHITE)],
        )

    def diagram(self, marks=None):
        """Text picture, row 15 at the top: X black, O white, '.' empty; marks: {point: char}."""
        rows = []
        for row in range(SIZE - 1, -1, -1):
            chars = []
            for column in range(SIZE):
                p = row * SIZE + column
                if marks and p in marks:
                    chars.append(marks[p])
                else:
                    chars.append(".XO"[self.cells[p]])
            rows.append("%2d %s" % (row + 1, " ".join(chars)))
        rows.append("   " + " ".join(_COLUMN_LETTERS[RIF]))
        return "\n".join(rows)
