"""A forced win the engine found, as a line of moves that can be shown: completed, checked by the
rules, named.

Rapfi reports a forced win as a mate score (`INFO EVAL +M9`: a five in 9 plies) with its principal
variation, which is often cut short (its transposition table ends it: "+M9" with two moves). So the
line is completed by asking the engine again from where it stops, the attacker's best move and the
defender's best defence in turn, until a five ends it. Then shared_rules, the one source of truth,
replays it from the game's position: every Black stone of it not forbidden at its turn, every move
on an empty point, the last one the attacker's five (Black's exact five, White's five or longer).
A line that fails is logged and dropped, whatever the engine said.

Where the engine cannot carry a line on (it crashes, or answers nothing: Rapfi 0.43 answers
`EVAL -M0` and dies when Black's only blocks are forbidden), the host carries it on itself with
shared_rules (`settle`, a small VCF search): the attacker's five when it has one, the defender's
forced block, fours until a five. Renju's own win counts: a White four whose every block is
forbidden for Black (and Black has no five) wins for White, so such a line ends at that four.

    line = winning_line(engine, moves, pv, limit)    # ForcedWin, or None (logged why)

Its kind is read from the line itself: VCF (victory by continuous fours) when each of the
attacker's moves before the five makes a four, VCT (victory by continuous threats) otherwise.
"""

import logging
from dataclasses import dataclass

from shared_rules import fouls
from shared_rules.board import BLACK, EMPTY, POINTS, SIZE, parse_point, point_name
from shared_rules.game import Game, IllegalMove, TRAINING
from shared_rules.terms import PASS, REASON_FIVE, colour_of_move

log = logging.getLogger("tengen.engine")

VCF = "vcf"
VCT = "vct"
KINDS = (VCF, VCT)
VCF_DEPTH = 8  # the host's own VCF search looks this many fours ahead (a line the engine left short)
MOST_PLIES = 80  # a longer line is no line a player would follow on the LEDs (and never a VCF)
ROUNDS = 12  # the engine is asked at most this many times to carry a cut-off line on


@dataclass
class ForcedWin:
    """A forced win for the side to move after k moves: its line (points, the attacker's first,
    ending in its five) and its kind (VCF or VCT)."""
    k: int
    kind: str
    line: list

    @property
    def attacker(self):
        return colour_of_move(self.k)

    def names(self):
        return [point_name(p) for p in self.line]

    def text(self):
        """As the store keeps it and the CLI prints it: "vcf k8 l8 k11 k12 k7"."""
        return " ".join([self.kind] + self.names())

    @classmethod
    def from_text(cls, k, text):
        words = text.split()
        if not words or words[0] not in KINDS or len(words) < 2:
            raise ValueError("not a forced win: %r" % text)
        return cls(k, words[0], [parse_point(w) for w in words[1:]])

    def describe(self):
        return "%s in %d: %s" % (self.kind.upper(), (len(self.line) + 1) // 2, " ".join(self.names()))


class LineRefused(ValueError):
    """The rules refuse a line the engine gave (one line, for the log)."""


def _game_at(moves):
    """shared_rules' game after moves, in training mode (a forbidden Black stone is refused)."""
    game = Game(foul_mode=TRAINING)
    for move in moves:
        game.play(move)
    return game


def _play_out(game, line):
    """Play line on game (in place); how many of its moves were played until the game ended (all of
    them if it did not). LineRefused at a move the rules refuse."""
    for i, p in enumerate(line):
        if p == PASS:
            raise LineRefused("a pass at its move %d" % (i + 1))
        try:
            game.play(p)
        except IllegalMove as error:
            raise LineRefused("its move %d, %s: %s" % (i + 1, point_name(p), error))
        if game.result is not None:
            return i + 1
    return len(line)


def checked(moves, line):
    """The line (points) from the position after moves, as the rules see it: cut at the five that
    ends it, which must be the attacker's. LineRefused says why not."""
    try:
        game = _game_at(moves)
    except IllegalMove as error:
        raise LineRefused("the game's own moves: %s" % error)
    attacker = game.turn
    played = _play_out(game, line)
    result = game.result
    if result is None and unstoppable_four(game.board.cells, attacker) and game.turn != attacker:
        return list(line)  # White's four that Black may not block: renju's own win
    if result is None:
        raise LineRefused("it ends after %d moves with no five" % len(line))
    if result.winner != attacker or result.reason != REASON_FIVE:
        raise LineRefused("it ends at its move %d, %s, without the attacker's five" % (played, point_name(line[played - 1])))
    return list(line[:played])


def makes_four(cells, p, colour):
    """Whether colour's stone on p (already on cells) makes a four through p: an empty point on one
    of its lines where one more stone of colour would make its five."""
    for dx, dy in fouls.DIRECTIONS:
        for step in (-4, -3, -2, -1, 1, 2, 3, 4):
            column, row = p % SIZE + step * dx, p // SIZE + step * dy
            if not (0 <= column < SIZE and 0 <= row < SIZE):
                continue
            q = row * SIZE + column
            if cells[q] != EMPTY:
                continue
            cells[q] = colour
            five = fouls.five_line(cells, q, colour)
            cells[q] = EMPTY
            if five is not None and p in five:
                return True
    return False


def five_points(cells, colour):
    """The empty points where colour's stone would make its five (Black's exact five)."""
    found = []
    for p in range(POINTS):
        if cells[p] == EMPTY:
            cells[p] = colour
            if fouls.five_line(cells, p, colour) is not None:
                found.append(p)
            cells[p] = EMPTY
    return found


def forbidden_for_black(cells, p):
    return fouls.classify(cells, p) >= fouls.FOUL_33


def unstoppable_four(cells, attacker):
    """Whether attacker (just moved) wins whatever the defender plays: the defender has no five,
    and the attacker's fives cannot all be blocked: two or more, or Black's only blocks forbidden."""
    defender = 3 - attacker
    if five_points(cells, defender):
        return False
    fives = five_points(cells, attacker)
    blocks = [p for p in fives if not (defender == BLACK and forbidden_for_black(cells, p))]
    return bool(fives) and (len(fives) >= 2 or not blocks)


def _the_end(cells, attacker):
    """The moves that end a line after the attacker's unstoppable four: the defender's block where
    one is allowed and the attacker's other five; none where Black may not block (the four wins)."""
    fives = five_points(cells, attacker)
    blocks = [q for q in fives if not (attacker != BLACK and forbidden_for_black(cells, q))]
    return [blocks[0], [q for q in fives if q != blocks[0]][0]] if blocks else []


def _four_candidates(cells, colour):
    """The empty points where colour's stone could make a four: three of its stones already in a
    window of five on a line through the point (a quick filter before makes_four)."""
    found = []
    for p in range(POINTS):
        if cells[p] != EMPTY:
            continue
        x, y = p % SIZE, p // SIZE
        for dx, dy in fouls.DIRECTIONS:
            line = []
            for step in range(-4, 5):
                column, row = x + step * dx, y + step * dy
                line.append(cells[row * SIZE + column] if 0 <= column < SIZE and 0 <= row < SIZE else -1)
            if any(sum(1 for c in line[i:i + 5] if c == colour) >= 3 and -1 not in line[i:i + 5]
                   and 3 - colour not in line[i:i + 5] for i in range(5)):
                found.append(p)
                break
    return found


def vcf(cells, attacker, depth=VCF_DEPTH):
    """A victory by continuous fours for attacker, to move on cells (changed, then restored): its
    line, ending in the attacker's five or in a White four Black may not block; or None."""
    defender = 3 - attacker
    own = five_points(cells, attacker)
    if own:
        return [own[0]]
    theirs = five_points(cells, defender)
    if depth == 0 or len(theirs) > 1:
        return None
    for p in _four_candidates(cells, attacker):
        if theirs and p != theirs[0]:  # the defender's four is blocked first, or there is no time
            continue
        if attacker == BLACK and forbidden_for_black(cells, p):
            continue
        cells[p] = attacker
        try:
            line = _after_four(cells, p, attacker, depth)
        finally:
            cells[p] = EMPTY
        if line is not None:
            return [p] + line
    return None


def _after_four(cells, p, attacker, depth):
    """The rest of a VCF after the attacker's stone at p (on cells), or None."""
    defender = 3 - attacker
    if not makes_four(cells, p, attacker) or five_points(cells, defender):
        return None
    if unstoppable_four(cells, attacker):
        return _the_end(cells, attacker)
    q = five_points(cells, attacker)[0]  # the one block: forced
    cells[q] = defender
    try:
        if fouls.five_line(cells, q, defender) is not None:
            return None
        rest = vcf(cells, attacker, depth - 1)
    finally:
        cells[q] = EMPTY
    return None if rest is None else [q] + rest


def settle(moves, line):
    """The line carried on by the rules alone where they decide it (a five to make, a block
    forced, a four Black may not block, a VCF within VCF_DEPTH fours): the longer line, or the
    same one when they do not."""
    try:
        game = _game_at(list(moves) + list(line))
    except IllegalMove:
        return line
    if game.result is not None:
        return line
    attacker = colour_of_move(len(moves))
    cells = game.board.cells
    if game.turn == attacker:
        more = vcf(cells, attacker)
        return line if more is None else list(line) + more
    if unstoppable_four(cells, attacker):
        return list(line) + _the_end(cells, attacker)
    fives = five_points(cells, attacker)
    if len(fives) == 1:  # a four: its block forced, then the attacker's VCF, if it has one
        q = fives[0]
        cells[q] = game.turn
        try:
            more = None if fouls.five_line(cells, q, game.turn) else vcf(cells, attacker)
        finally:
            cells[q] = EMPTY
        if more is not None:
            return list(line) + [q] + more
    return line


def kind_of(moves, line):
    """VCF when each attacker's move of the (checked) line before its five makes a four, else VCT."""
    game = _game_at(moves)
    attacker = game.turn
    cells = game.board.cells
    for i, p in enumerate(line[:-1]):
        game.play(p)
        if i % 2 == 0 and not makes_four(cells, p, attacker):
            return VCT
    return VCF


def complete(engine, moves, pv, limit):
    """The engine's line carried on until it ends in a five (or the engine stops seeing the win, the
    rules refuse a move of it, or it grows past MOST_PLIES): asked again from where it stops, each
    time as many moves as the engine's new line gives."""
    line = list(pv)
    for _ in range(ROUNDS):
        try:
            game = _game_at(moves)
            _play_out(game, line)
        except (IllegalMove, LineRefused):
            return line  # the check says why
        if game.result is not None or len(line) >= MOST_PLIES:
            return line
        attacker_to_move = len(line) % 2 == 0
        if not attacker_to_move and unstoppable_four(game.board.cells, colour_of_move(len(moves))):
            return settle(moves, line)  # decided by the rules (the engine may die on it: a forbidden block)
        try:
            more = engine.analyse(list(moves) + line, 1, limit)[0]
        except Exception as error:  # the engine had nothing to say there: the rules carry it on, if they can
            log.info("the winning line after %d moves could not be carried on by the engine: %s", len(moves), error)
            return settle(moves, line)
        sure = more.mate is not None and (more.mate > 0 if attacker_to_move else more.mate < 0)
        if not more.moves or not sure:
            return settle(moves, line)
        line += more.moves
    return line


def winning_line(engine, moves, pv, limit):
    """The forced win the engine's pv begins (after moves), completed and checked: a ForcedWin, or
    None when the rules refuse it (logged)."""
    moves = list(moves)
    line = complete(engine, moves, pv, limit)
    try:
        line = checked(moves, line)
    except LineRefused as error:
        log.warning("the engine's winning line after %d moves (%s) is refused by the rules: %s; dropped",
                    len(moves), " ".join(point_name(p) if p != PASS else "pass" for p in line), error)
        return None
    return ForcedWin(len(moves), kind_of(moves, line), line)
