"""Black's fouls: vectors, symmetry, the incremental map against a full recompute, and the engine
against the straightforward reference in bench/naive_fouls.py. Runs on CPython (pytest) and on
MicroPython (tests/mp_runner.py); some random samples are smaller on MicroPython to stay quick.
"""
import sys

from shared_rules.board import POINTS, EMPTY, BLACK, WHITE, SYMMETRIES, Board, parse_point
from shared_rules.fouls import (
    NOT_FORBIDDEN, FIVE, FOUL_33, FOUL_44, FOUL_OVERLINE, KIND_NAMES,
    classify, forbidden_map, five_line, ForbiddenMap,
)
from shared_rules.explain import explain
from shared_rules import lines, line_tables, make_line_tables
from vectors import records
from diagram import parse_board

_ROOT = __file__.rsplit("/", 3)[0] if __file__.count("/") >= 3 else "."
if _ROOT + "/bench" not in sys.path:
    sys.path.append(_ROOT + "/bench")
import naive_fouls  # noqa: E402  (bench/ is not a package)

_MICROPYTHON = sys.implementation.name == "micropython"
_MARK_KINDS = {"3": FOUL_33, "4": FOUL_44, "6": FOUL_OVERLINE}


class _Lcg:
    """Seeded numbers that are the same on both interpreters (their `random` modules differ)."""

    def __init__(self, seed):
        self.x = seed % 65537

    def next(self, n):
        self.x = (self.x * 75 + 74) % 65537
        return self.x % n


def _random_position(rng, black, white, spread):
    """Stones of each colour on random empty points, denser towards the centre."""
    cells = bytearray(POINTS)
    for colour, count in ((BLACK, black), (WHITE, white)):
        placed = 0
        while placed < count:
            x = 7 + rng.next(2 * spread + 1) - spread
            y = 7 + rng.next(2 * spread + 1) - spread
            p = y * 15 + x
            if 0 <= x < 15 and 0 <= y < 15 and cells[p] == EMPTY:
                cells[p] = colour
                placed += 1
    return cells


def _random_positions(count, seed):
    rng = _Lcg(seed)
    for i in range(count):
        spread = 4 + i % 4
        area = (2 * spread + 1) ** 2
        black = 10 + rng.next(area * 2 // 5 - 9)
        yield _random_position(rng, black, rng.next(min(black, area // 3)), spread)


def _games():
    for record in records("games.txt"):
        yield [parse_point(name) for name in record["moves"].split()]


def _fouls_vectors():
    for record in records("fouls.txt"):
        cells, marks = parse_board(record["board"])
        yield record, cells, marks


def _diagram(cells):
    return Board(cells).diagram()


# Vectors.


def test_vectors_forbidden_map_matches_the_marks_exactly():
    count = 0
    for record, cells, marks in _fouls_vectors():
        want = bytearray(POINTS)
        for p in marks:
            want[p] = _MARK_KINDS.get(marks[p], 0)
        got = forbidden_map(cells)
        assert got == want, "%s\n%s\n%r" % (record["name"], _diagram(cells),
                                           [(p, got[p], want[p]) for p in range(POINTS) if got[p] != want[p]])
        count += 1
    assert count >= 30


def test_vectors_classify_each_marked_point():
    for record, cells, marks in _fouls_vectors():
        for p in marks:
            mark = marks[p]
            want = _MARK_KINDS.get(mark, FIVE if mark == "5" else NOT_FORBIDDEN)
            assert mark in "3456+", (record["name"], mark)
            assert classify(cells, p) == want, (record["name"], p, mark)


def test_vectors_explain():
    checked = 0
    for record, cells, marks in _fouls_vectors():
        if "explain" not in record:
            continue
        words = record["explain"].split()
        kind, rows = explain(cells, parse_point(words[0]))
        assert KIND_NAMES[kind] == words[1], (record["name"], kind)
        want = sorted(sorted(parse_point(name) for name in row.split("-")) for row in words[2:])
        assert sorted(sorted(row) for row in rows) == want, (record["name"], rows)
        checked += 1
    assert checked >= 5


def test_vectors_agree_with_the_reference():
    for record, cells, marks in _fouls_vectors():
        assert naive_fouls.forbidden_map(cells) == forbidden_map(cells), record["name"]


# Properties.


def test_each_symmetry_maps_the_forbidden_map():
    positions = [cells for record, cells, marks in _fouls_vectors()]
    positions.extend(_random_positions(10 if _MICROPYTHON else 20, 7))
    for cells in positions:
        kinds = forbidden_map(cells)
        board = Board(cells)
        for k in range(8):
            table = SYMMETRIES[k]
            moved = forbidden_map(board.transformed(k).cells)
            for p in range(POINTS):
                assert moved[table[p]] == kinds[p], (k, p, _diagram(cells))


def test_forbidden_map_equals_classify_point_by_point():
    for cells in _random_positions(20 if _MICROPYTHON else 40, 11):
        kinds = forbidden_map(cells)
        before = bytes(cells)
        for p in range(POINTS):
            if cells[p] != EMPTY:
                assert kinds[p] == 0
                continue
            kind = classify(cells, p)
            assert kinds[p] == (0 if kind == FIVE else kind), (p, kind, _diagram(cells))
        assert bytes(cells) == before  # classify leaves the board as it found it


def test_engine_agrees_with_the_reference_on_random_positions():
    found = [0] * 5
    for cells in _random_positions(120 if _MICROPYTHON else 400, 3):
        kinds = forbidden_map(cells)
        assert kinds == naive_fouls.forbidden_map(cells), _diagram(cells)
        for kind in kinds:
            found[kind] += 1
    # The sample does exercise every foul kind.
    assert found[FOUL_33] and found[FOUL_44] and found[FOUL_OVERLINE], found


def test_incremental_map_follows_games_and_takebacks():
    games = list(_games())
    assert len(games) >= 6 and max(len(moves) for moves in games) >= 100
    for moves in games:
        cells = bytearray(POINTS)
        fmap = ForbiddenMap(cells)
        for i in range(len(moves)):
            cells[moves[i]] = BLACK if i % 2 == 0 else WHITE
            fmap.update(cells, moves[i])
            assert fmap.kinds == forbidden_map(cells), (i, _diagram(cells))
        for i in range(len(moves) - 1, -1, -1):  # take every move back
            cells[moves[i]] = EMPTY
            fmap.update(cells, moves[i])
            assert fmap.kinds == forbidden_map(cells), ("takeback", i)
        assert fmap.kinds == bytearray(POINTS)


def test_incremental_map_follows_the_nested_diagrams_stone_by_stone():
    # The diagrams' nested threes (searches up to four levels deep), built one stone at a time,
    # Black and White alternating, then taken back in another order: every step equals the map
    # from scratch, and the finished diagram equals the reference.
    for record, cells, marks in _fouls_vectors():
        black = [p for p in range(POINTS) if cells[p] == BLACK]
        white = [p for p in range(POINTS) if cells[p] == WHITE]
        order = []
        for i in range(max(len(black), len(white))):
            order.extend(black[i:i + 1] + white[i:i + 1])
        work = bytearray(POINTS)
        fmap = ForbiddenMap(work)
        for p in order:
            work[p] = cells[p]
            fmap.update(work, p)
            assert fmap.kinds == forbidden_map(work), (record["name"], p, _diagram(work))
        assert fmap.kinds == naive_fouls.forbidden_map(work), record["name"]
        for p in order[1::2] + order[0::2]:
            work[p] = EMPTY
            fmap.update(work, p)
            assert fmap.kinds == forbidden_map(work), (record["name"], "takeback", p, _diagram(work))


def test_incremental_map_follows_arbitrary_edits():
    rng = _Lcg(5)
    for start in _random_positions(4 if _MICROPYTHON else 8, 19):
        cells = bytearray(start)
        fmap = ForbiddenMap(cells)
        for step in range(200 if _MICROPYTHON else 300):
            p = rng.next(POINTS)
            # Near the centre mostly, any colour, removals included.
            if step % 3:
                p = (5 + rng.next(5)) * 15 + 5 + rng.next(5)
            cells[p] = (EMPTY, EMPTY, BLACK, BLACK, WHITE)[rng.next(5)]
            fmap.update(cells, p)
            assert fmap.kinds == forbidden_map(cells), (step, _diagram(cells))


def test_a_map_built_mid_game_equals_one_kept_from_the_start():
    for moves in list(_games())[:2]:
        cells = bytearray(POINTS)
        kept = ForbiddenMap(cells)
        for i in range(len(moves)):
            cells[moves[i]] = BLACK if i % 2 == 0 else WHITE
            kept.update(cells, moves[i])
        assert ForbiddenMap(cells).kinds == kept.kinds


def test_white_is_never_refused():
    # White may play on every point forbidden to Black; the map takes it, and White's long row wins.
    for record, cells, marks in _fouls_vectors():
        fmap = ForbiddenMap(cells)
        for p in range(POINTS):
            if fmap.kinds[p]:
                cells[p] = WHITE
                fmap.update(cells, p)
                assert fmap.kinds[p] == 0
                assert fmap.kinds == forbidden_map(cells)
    cells = bytearray(POINTS)
    for name in ("c8", "d8", "e8", "g8", "h8", "i8"):
        cells[parse_point(name)] = WHITE
    cells[parse_point("f8")] = WHITE
    assert len(five_line(cells, parse_point("f8"), WHITE)) == 7
    # The same shape in black is a long row: a foul for Black, no win.
    black = bytearray(POINTS)
    for name in ("c8", "d8", "e8", "g8", "h8", "i8"):
        black[parse_point(name)] = BLACK
    assert classify(black, parse_point("f8")) == FOUL_OVERLINE
    black[parse_point("f8")] = BLACK
    assert five_line(black, parse_point("f8"), BLACK) is None


def test_classify_refuses_an_occupied_point():
    cells = bytearray(POINTS)
    cells[112] = WHITE
    try:
        classify(cells, 112)
    except ValueError:
        pass
    else:
        assert False, "classify accepted an occupied point"
    assert cells[112] == WHITE


def test_explain_five_and_allowed():
    cells = bytearray(POINTS)
    for name in ("d8", "e8", "f8", "g8"):
        cells[parse_point(name)] = BLACK
    kind, rows = explain(cells, parse_point("h8"))
    assert kind == FIVE and [sorted(r) for r in rows] == [sorted(parse_point(n) for n in ("d8", "e8", "f8", "g8", "h8"))]
    kind, rows = explain(cells, parse_point("h9"))
    assert kind == NOT_FORBIDDEN and rows == []


def test_empty_and_full_boards():
    assert forbidden_map(bytearray(POINTS)) == bytearray(POINTS)
    full = bytearray(POINTS)
    for p in range(POINTS):
        full[p] = BLACK if (p // 15 + p % 15 // 2) % 2 else WHITE
    assert forbidden_map(full) == bytearray(POINTS)


def test_a_dense_black_board_terminates():
    # Many overlapping threes: a stress for the 3x3 search (explicit stack, no recursion limit).
    rng = _Lcg(23)
    cells = _random_position(rng, 80, 10, 7)
    kinds = forbidden_map(cells)
    assert kinds == naive_fouls.forbidden_map(cells)


# The line tables (lines.py) against their builder and a brute-force reading of an 11-cell window.


def test_line_tables_are_what_their_builder_makes():
    for name, data in make_line_tables.tables():
        assert getattr(line_tables, name) == data, name
    assert len(line_tables.LINE_START) == lines.LINES


def _window_run(window, i):
    first = i
    while first > 0 and window[first - 1] == 1:
        first -= 1
    last = i
    while last < 10 and window[last + 1] == 1:
        last += 1
    return first, last


def _brute_line_code(window):
    """window: 11 cells (0 empty, 1 black, 2 blocking), index 5 the black stone being judged."""
    first, last = _window_run(window, 5)
    if last - first == 4:
        return lines.FIVE_CODE
    if last - first > 4:
        return lines.OVERLINE
    fours = []
    for e in range(1, 10):
        if window[e] == 0:
            window[e] = 1
            first, last = _window_run(window, 5)
            if last - first == 4 and first <= e <= last:
                stones = [i for i in range(first, last + 1) if i != e]
                if stones not in fours:
                    fours.append(stones)
            window[e] = 0
    code = 0
    for q in range(2, 9):
        if window[q] == 0:
            window[q] = 1
            first, last = _window_run(window, 5)
            if last - first == 3 and first <= q <= last and window[first - 1] == 0 and window[last + 1] == 0:
                exact = True
                for end in (first - 1, last + 1):
                    window[end] = 1
                    a, b = _window_run(window, 5)
                    exact = exact and b - a == 4
                    window[end] = 0
                if exact:
                    code += 5 - q if q < 5 else 4 * (q - 5)
            window[q] = 0
    if fours:
        assert code == 0  # never a four and a three on one line
        return lines.FOUR_ONE if len(fours) == 1 else lines.FOUR_TWO
    return code


def test_line_table_matches_brute_force_on_every_window():
    # Every one of the 3**10 windows.
    stride = 1
    halves = []
    for n in range(243):
        cells = [n // 81 % 3, n // 27 % 3, n // 9 % 3, n // 3 % 3, n % 3]  # nearest first
        black = 0
        blocking = 0
        for k in range(5):
            if cells[k] == 1:
                black |= 1 << k
            elif cells[k] == 2:
                blocking |= 1 << k
        halves.append((cells, black, blocking))
    for left in range(0, 243, stride):
        lcells, lblack, lblocking = halves[left]
        # HALF_LEFT takes its bits farthest first: reverse the 5 bits.
        lb = 0
        lw = 0
        for k in range(5):
            if lblack >> k & 1:
                lb |= 16 >> k
            if lblocking >> k & 1:
                lw |= 16 >> k
        lclass = lines.HALF_LEFT[lb | lw << 5]
        for right in range(243):
            rcells, rblack, rblocking = halves[right]
            window = [lcells[4], lcells[3], lcells[2], lcells[1], lcells[0], 1] + rcells
            want = _brute_line_code(window)
            got = lines.LINE_CODE[lclass << 5 | lines.HALF_RIGHT[rblack | rblocking << 5]]
            assert got == want, (window, got, want)
