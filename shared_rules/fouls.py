"""Fives and Black's fouls (docs/rules.md, "Black's fouls"): the exact rules, fast enough for the board's Pico.

Entry points: five_line, classify, explain, forbidden_map, ForbiddenMap (details below).
"""

# (Notes as comments, not docstrings: MicroPython parses a docstring into its heap on import.)
#
# Entry points (cells is a Board's bytearray; points are ints 0..224):
# - five_line(cells, p, colour): the five (or White's longer row) that a stone of `colour` at p
#   completes, as a tuple of points, or None; the stone is already at p.
# - classify(cells, p): what a black stone at the empty point p would be: NOT_FORBIDDEN, FIVE, or a
#   foul kind FOUL_OVERLINE / FOUL_44 / FOUL_33 (reported in that order when several apply; a five
#   overrides them all). cells is unchanged.
# - explain(cells, p): (kind, lines), lines being the rows counted, as tuples of points
#   (shared_rules/explain.py, loaded on first use).
# - forbidden_map(cells): bytearray(225), the foul kind at each empty point forbidden to Black, else 0.
# - ForbiddenMap(cells): the same map kept up to date: .update(cells, p) after a stone was placed at or
#   removed from p (either colour); .kinds is the map.
# White has no fouls: nothing here ever refuses a white stone.
#
# How a point is judged. Each of its four lines is read with one table lookup (lines.py): a five, a
# long row, one or two fours, or a three candidate with its completion points (the moves that would
# make an open four), all rows counted containing the point. Five, long row and 4x4 follow from those
# codes alone. A 3x3 candidate (two or more lines with a three candidate) needs the recursion in the
# definition of a three (000 art. 3, 004 9.2.3, 002 4.G): a three counts only if one of its completion
# points is not forbidden with the candidate stone added, a completion that makes a five counting as
# allowed. _Position.double_three does that search.
#
# Bound of the search. Each nested level places one more black stone, at a completion point that is
# empty on the board of the level above; so every level's stone is on a distinct empty point, the
# depth is at most the number of empty points (< 225), and every path ends. The search keeps its own
# stack in bytearrays (grown on demand, 8 levels at a time), so it uses no Python recursion: the Pico's
# small C stack is never at risk, whatever the position. In practice it is shallow: of the 3x3
# candidates in 3000 random dense positions, 4% needed a second level and 0.3% a third; the test
# vectors include a three-level case (bench/bench_fouls.py prints the deepest seen in its games).
#
# Cost of the search (docs/performance.md): it is what the worst update pays, so it is written for
# MicroPython's interpreter rather than for brevity. Each level first settles the completion points
# that their own four lines settle and searches the others only if the level is still undecided
# (this halves the levels opened on the crowded diagrams of tests/vectors/fouls.txt); a point's
# codes come from the map's cache (ForbiddenMap.codes, the real board's) on every line that holds
# no search stone, and from the masks on the others.
#
# Incremental map. A judgement of p reads only the cells within 5 points of p along p's four lines
# ("p's star"), plus, when it ran the 3x3 search, the stars of the completion points the search looked
# at (on boards holding the search's extra stones, which are themselves such points). The map keeps,
# for each point whose judgement ran the search, the points it looked at; after a change at s it
# re-judges the points of s's star and the points whose search looked at a point of s's star (the
# star relation is symmetric). Everything else read the same cells as before, so its judgement stands.
# The cache keeps the codes of empty points only (the only ones judged or searched): a stone's point
# gets its codes again when the stone is taken back, as the centre of that update's star.


try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        return value


from shared_rules.board import SIZE, POINTS, EMPTY, BLACK, WHITE
from shared_rules.lines import (
    LINE_OF, POS_OF, LINE_START, LINE_LENGTH, LINE_DIRECTION, LINES, STEPS, HALF_LEFT, HALF_RIGHT, LINE_CODE, SCORE,
    FOUR_ONE, S_FIVE, S_OVERLINE, S_DOUBLE_FOUR, edge_mask,
)

# Outcomes of classifying a point for Black.
NOT_FORBIDDEN = const(0)
FIVE = const(1)
FOUL_33 = const(2)
FOUL_44 = const(3)
FOUL_OVERLINE = const(4)
KIND_NAMES = ("", "five", "33", "44", "6")

# The four line directions as (dx, dy).
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def _run(cells, p, colour, dx, dy):
    """Points of the unbroken run of `colour` through p along (dx, dy), in order."""
    column = p % SIZE
    row = p // SIZE
    back = 0
    c, r = column - dx, row - dy
    while 0 <= c < SIZE and 0 <= r < SIZE and cells[r * SIZE + c] == colour:
        back += 1
        c -= dx
        r -= dy
    run = []
    c, r = column - back * dx, row - back * dy
    while 0 <= c < SIZE and 0 <= r < SIZE and cells[r * SIZE + c] == colour:
        run.append(r * SIZE + c)
        c += dx
        r += dy
    return run


def five_line(cells, p, colour):
    """The winning row through p: exactly five for Black, five or more for White; else None."""
    for dx, dy in DIRECTIONS:
        run = _run(cells, p, colour, dx, dy)
        if len(run) == 5 or (len(run) > 5 and colour != BLACK):
            return tuple(run)
    return None


# The 3x3 search's stack, one frame per nested level (see "Bound of the search" above): the level's
# stone, its completion points (two slots per line with a three candidate, _NONE if unused), where
# the slots end, the cursor (0..7: the first pass over the slots; 8 + slot: the second pass), the
# slots put off to the second pass (a bit per slot), the threes found real so far and the candidate
# lines not yet settled.
# Shared by every position: one search runs at a time (the engine is not re-entrant). It starts
# with room for _GROW levels and grows by as much when a search goes deeper (never past 225).
_GROW = const(8)
_NONE = const(255)
_SECOND = const(8)  # cursor of the second pass: _SECOND + slot
_node = bytearray(_GROW)
_slots = bytearray(8 * _GROW)
_end = bytearray(_GROW)
_cursor = bytearray(_GROW)
_put_off = bytearray(_GROW)
_real = bytearray(_GROW)
_open = bytearray(_GROW)
# The four line codes of the point the search is opening a level at.
_scored = bytearray(4)


def _grow():
    for frames in (_node, _end, _cursor, _put_off, _real, _open):
        frames.extend(bytes(_GROW))
    _slots.extend(bytes(8 * _GROW))


# The blocking masks of the empty board, computed once: every position starts from a copy.
_EDGES = tuple(edge_mask(line) for line in range(LINES))


class _Position:
    """A position as line masks (lines.py), and the judgement of a black stone at a point."""

    def __init__(self, cells):
        self.black = [0] * LINES
        self.blocked = list(_EDGES)
        # Per line, how many of the 3x3 search's stones lie on it, plus one when the line's codes are
        # not in self.codes: a line at 0 reads a point's code from self.codes (computed on the real
        # board by ForbiddenMap, which sets its lines to 0), any other from the masks.
        self.unsure = bytearray(b"\x01" * LINES)
        self.codes = None
        # The points whose lines the last 3x3 search read, each once.
        self.looked = bytearray(POINTS)
        self.looked_count = 0
        self._seen = bytearray(POINTS)
        for p in range(POINTS):
            if cells[p]:
                self.set(p, cells[p])

    def set(self, p, colour):
        """Make the masks say `colour` (EMPTY, BLACK or WHITE) at p."""
        black = self.black
        blocked = self.blocked
        for i in range(4 * p, 4 * p + 4):
            line = LINE_OF[i]
            bit = 1 << (POS_OF[i] + 5)
            black[line] &= ~bit
            blocked[line] &= ~(bit << 5)
            if colour == BLACK:
                black[line] |= bit
            elif colour == WHITE:
                blocked[line] |= bit << 5

    def code(self, i):
        """Line code (lines.py) of a black stone at point i // 4 on its line in direction i % 4."""
        line = LINE_OF[i]
        pos = POS_OF[i]
        b = self.black[line]
        w = self.blocked[line]
        return LINE_CODE[(HALF_LEFT[((b >> pos) & 31) | ((w >> pos) & 992)] << 5)
                         | HALF_RIGHT[((b >> (pos + 6)) & 31) | ((w >> (pos + 6)) & 992)]]

    def score(self, p):
        i = 4 * p
        return SCORE[self.code(i)] + SCORE[self.code(i + 1)] + SCORE[self.code(i + 2)] + SCORE[self.code(i + 3)]

    def kind(self, p):
        """What a black stone at the empty point p makes: a foul kind, FIVE or NOT_FORBIDDEN."""
        s = self.score(p)
        if s >= S_FIVE:
            return FIVE
        if s >= S_OVERLINE:
            return FOUL_OVERLINE
        if s >= S_DOUBLE_FOUR:
            return FOUL_44
        if (s & 15) >= 2:
            self.looked_count = 0
            if self.double_three(p):
                return FOUL_33
        return NOT_FORBIDDEN

    def double_three(self, p):
        """Whether a black stone at the empty point p, a 3x3 candidate (two or more three candidates,
        no five, no long row, fewer than two fours), makes two threes that count.

        A three counts when one of its completion points is allowed with p added: not a long row,
        not a 4x4, and not a 3x3 that counts under this same test (a completion that makes a five
        is allowed). Depth-first with an explicit stack; adds the points it judged to self.looked,
        and the number of levels it opened to self.levels.
        """
        # Each level goes over its completion points twice. The first pass settles those that their
        # own lines settle (a five, a long row, a 4x4, fewer than two three candidates) and puts off
        # the 3x3 candidates; the second searches those, only while the level is still undecided.
        # The order changes no verdict (a level is a foul when two of its lines hold an allowed
        # completion, whichever are found first), but a level is often settled before any search.
        #
        # The engine's hot path, written for MicroPython's interpreter: one function (a call costs
        # more than a dozen operations), every table and constant read through a local (a global is a
        # dictionary lookup), and a point's code read from self.codes when no search stone lies on
        # its line (self.unsure), computed from the masks otherwise.
        line_of = LINE_OF
        pos_of = POS_OF
        half_left = HALF_LEFT
        half_right = HALF_RIGHT
        line_code = LINE_CODE
        score_of = SCORE
        steps = STEPS
        five = S_FIVE
        double_four = S_DOUBLE_FOUR
        four = FOUR_ONE
        black = self.black
        blocked = self.blocked
        unsure = self.unsure
        codes = self.codes
        seen = self._seen
        looked = self.looked
        n = self.looked_count
        node = _node
        slots = _slots
        end = _end
        cursor = _cursor
        put_offs = _put_off
        real_ = _real
        open_ = _open
        scored = _scored
        # Level k's state lives in locals while it is the deepest (saved in the stack's arrays when
        # a deeper level opens, read back when that one is settled): its cursor, slots put off,
        # real threes, open lines, where its slots end and begin in _slots.
        k = -1
        cur = _SECOND  # p itself is searched at once
        put_off = real = still_open = stop = base = 0
        deepest = 0
        q = p  # the point to judge next: p first, then completion points
        while True:
            # Score a black stone at q on the search's board; keep its codes if a level opens there.
            opening = cur >= _SECOND
            s = 0
            i0 = 4 * q
            for i in range(i0, i0 + 4):
                line = line_of[i]
                if unsure[line]:
                    pos = pos_of[i]
                    b = black[line]
                    w = blocked[line]
                    c = line_code[(half_left[((b >> pos) & 31) | ((w >> pos) & 992)] << 5)
                                  | half_right[((b >> (pos + 6)) & 31) | ((w >> (pos + 6)) & 992)]]
                else:
                    c = codes[i]
                s += score_of[c]
                if opening:
                    scored[i & 3] = c
            if not opening:
                # First pass: 1 allowed (a five, or fewer than two three candidates and no long row
                # or 4x4), 2 not allowed, 3 a 3x3 candidate, put off.
                if s >= five:
                    verdict = 1
                elif s >= double_four:
                    verdict = 2
                elif (s & 15) >= 2:
                    verdict = 3
                else:
                    verdict = 1
            else:
                # Second pass (or p): open a level for q, with its completion points (two slots per
                # three-candidate line), and place its stone.
                if k >= 0:
                    cursor[k] = cur
                    put_offs[k] = put_off
                    real_[k] = real
                    open_[k] = still_open
                k += 1
                if k == len(node):
                    _grow()
                if k > deepest:
                    deepest = k
                base = 8 * k
                lines = 0
                for d in range(4):
                    c = scored[d]
                    if c and c < four:
                        step = steps[d]
                        low = c & 3
                        high = c >> 2
                        i = base + 2 * lines
                        if low:
                            slots[i] = q - low * step
                            slots[i + 1] = q + high * step if high else _NONE
                        else:
                            slots[i] = q + high * step
                            slots[i + 1] = _NONE
                        lines += 1
                node[k] = q
                stop = end[k] = 2 * lines
                cur = put_off = real = 0
                still_open = lines
                for i in range(i0, i0 + 4):
                    line = line_of[i]
                    black[line] ^= 1 << (pos_of[i] + 5)
                    unsure[line] += 1
                verdict = 0
            while True:
                if verdict:
                    # Settle the completion point just judged at the cursor.
                    if cur < _SECOND:
                        if verdict == 1:  # its line holds a real three
                            real += 1
                            still_open -= 1
                            put_off &= ~(3 << (cur & 6))
                            cur = (cur | 1) + 1
                        else:
                            if verdict == 3:
                                put_off |= 1 << cur
                            if not cur & 1 and slots[base + cur + 1] != _NONE:
                                cur += 1  # the other end of the same three
                            else:
                                if not (put_off >> (cur & 6)) & 3:
                                    still_open -= 1  # no completion of this line is allowed
                                cur = (cur | 1) + 1
                    else:
                        j = cur - _SECOND
                        if verdict == 1:
                            real += 1
                            still_open -= 1
                            put_off &= ~(3 << (j & 6))
                        else:
                            put_off &= ~(1 << j)
                            if not (put_off >> (j & 6)) & 3:
                                still_open -= 1
                        cur += 1
                if real < 2 and real + still_open >= 2:
                    break
                # Level k is settled: its stone is a real 3x3 (a foul) or it is not. Take it back.
                q = node[k]
                for i in range(4 * q, 4 * q + 4):
                    line = line_of[i]
                    black[line] ^= 1 << (pos_of[i] + 5)
                    unsure[line] -= 1
                if k == 0:
                    self.looked_count = n
                    self.levels = deepest + 1
                    for i in range(n):
                        seen[looked[i]] = 0
                    return real >= 2
                verdict = 1 if real < 2 else 2
                k -= 1
                base = 8 * k
                cur = cursor[k]
                put_off = put_offs[k]
                real = real_[k]
                still_open = open_[k]
                stop = end[k]
            # The level is undecided, so a slot is left: the next of the first pass, or else the
            # next put off.
            if cur == stop:
                cur = _SECOND
            if cur >= _SECOND:
                while not (put_off >> (cur - _SECOND)) & 1:
                    cur += 1
                q = slots[base + cur - _SECOND]
            else:
                q = slots[base + cur]
                if not seen[q]:
                    seen[q] = 1
                    looked[n] = q
                    n += 1


def classify(cells, p):
    """What a black stone at the empty point p would be; cells is not changed."""
    if cells[p] != EMPTY:
        raise ValueError("classify: point %d is occupied" % p)
    return _Position(cells).kind(p)


def forbidden_map(cells):
    """bytearray(225): the foul kind at each empty point forbidden to Black, 0 elsewhere."""
    return ForbiddenMap(cells).kinds


class ForbiddenMap(_Position):
    """Black's forbidden points, kept up to date one stone at a time (see the module's notes).

    kinds[p] is FOUL_33, FOUL_44 or FOUL_OVERLINE where a black stone at p would be a foul, else 0.
    Call update(cells, p) after each stone placed at or removed from p; it always equals
    forbidden_map(cells).
    """

    def __init__(self, cells):
        _Position.__init__(self, cells)
        self.codes = bytearray(4 * POINTS)  # line codes of every point, as if Black played there
        self.unsure = bytearray(LINES)  # every line's codes are in self.codes
        self.kinds = bytearray(POINTS)
        self._searched = {}  # point -> bytes: the points its last 3x3 search looked at
        self._marks = bytearray(POINTS)
        self._todo = bytearray(POINTS)
        codes = self.codes
        half_left = HALF_LEFT  # tables through locals: a global is a dictionary lookup in MicroPython
        half_right = HALF_RIGHT
        line_code = LINE_CODE
        for line in range(LINES):
            b = self.black[line]
            w = self.blocked[line]
            i = 4 * LINE_START[line] + LINE_DIRECTION[line]  # codes index of the line's first point
            step = 4 * STEPS[LINE_DIRECTION[line]]
            for j in range(LINE_LENGTH[line]):
                codes[i] = line_code[(half_left[((b >> j) & 31) | ((w >> j) & 992)] << 5)
                                     | half_right[((b >> (j + 6)) & 31) | ((w >> (j + 6)) & 992)]]
                i += step
        score = SCORE
        for p in range(POINTS):
            # Most points have no four and at most one three candidate: nothing to judge.
            i = 4 * p
            if not cells[p] and score[codes[i]] + score[codes[i + 1]] + score[codes[i + 2]] + score[codes[i + 3]] >= 2:
                self._judge(p)

    def _judge(self, p):
        i = 4 * p
        codes = self.codes
        s = SCORE[codes[i]] + SCORE[codes[i + 1]] + SCORE[codes[i + 2]] + SCORE[codes[i + 3]]
        kind = 0
        if s < 2 or s >= S_FIVE:
            pass
        elif s >= S_OVERLINE:
            kind = FOUL_OVERLINE
        elif s >= S_DOUBLE_FOUR:
            kind = FOUL_44
        elif (s & 15) >= 2:
            self.looked_count = 0
            if self.double_three(p):
                kind = FOUL_33
            self._searched[p] = bytes(self.looked[:self.looked_count])
            self.kinds[p] = kind
            return
        self.kinds[p] = kind
        if p in self._searched:
            del self._searched[p]

    def update(self, cells, p):
        """Bring the map up to date after the stone at p was placed or removed (cells is the new board)."""
        self.set(p, cells[p])
        # Tables through locals: a global is a dictionary lookup in MicroPython.
        half_left = HALF_LEFT
        half_right = HALF_RIGHT
        line_code = LINE_CODE
        codes = self.codes
        marks = self._marks
        todo = self._todo
        black = self.black
        blocked = self.blocked
        marks[p] = 1
        todo[0] = p
        n = 1
        # The codes that changed: each point within 5 of p along each line through p, that line.
        # Only empty points are judged, and only theirs are kept: a stone's point has its codes
        # computed again when it is emptied (it is then the p of this update).
        for d in range(4):
            line = LINE_OF[4 * p + d]
            pos = POS_OF[4 * p + d]
            step = STEPS[d]
            b = black[line]
            w = blocked[line]
            j = pos - 5 if pos > 5 else 0
            end = pos + 6
            if end > LINE_LENGTH[line]:
                end = LINE_LENGTH[line]
            q = p + (j - pos) * step
            i = 4 * q + d
            step4 = 4 * step
            while j < end:
                if not cells[q]:
                    codes[i] = line_code[(half_left[((b >> j) & 31) | ((w >> j) & 992)] << 5)
                                         | half_right[((b >> (j + 6)) & 31) | ((w >> (j + 6)) & 992)]]
                    if not marks[q]:
                        marks[q] = 1
                        todo[n] = q
                        n += 1
                j += 1
                q += step
                i += step4
        star = n
        # Points whose 3x3 search looked at a point of p's star.
        searched = self._searched
        for q in searched:
            if not marks[q]:
                for r in searched[q]:
                    if marks[r]:
                        todo[n] = q
                        n += 1
                        break
        for i in range(star):
            marks[todo[i]] = 0
        # Judge them again; most have no four and at most one three candidate, settled here.
        kinds = self.kinds
        score = SCORE
        for i in range(n):
            q = todo[i]
            if not cells[q]:
                j = 4 * q
                if score[codes[j]] + score[codes[j + 1]] + score[codes[j + 2]] + score[codes[j + 3]] >= 2:
                    self._judge(q)
                    continue
            kinds[q] = 0
            if q in searched:
                del searched[q]
