"""A finished game reviewed by the engine: at each move, the engine's best move in the position
(the hint), how much the move played lost against it, in the mover's chance of winning, and the
forced win (VCF or VCT) the mover had there and missed, as a line checked by the rules
(host/forced_win.py).

    reviews = review(engine, moves)          # one MoveReview a move
    worst = lost_most(reviews, 3)            # the three moves that lost the most
    missed = missed_wins(reviews)            # the forced wins the players missed (ForcedWins)

`tengen-host hints GAME` prints it, with --save keeps it in the host's store (store.save_review,
read back by the archive: the game's JSON carries it as as_json() gives it, and the replay page shows
it), and with --on BOARD puts the game on the board in study mode
with the hints: at each position the engine's best move blinks yellow (the `setup` command's
"hints"), the move played is the next one the study asks for, and where a forced win was missed
its line is played out on the LEDs stone by stone (the `setup` command's "lines").

The review is repeatable: each position is searched by node count (REVIEW_NODES), not by wall
time, with the engine's hash table cleared first (host/engine.py), so the same game gives the
same figures on any machine, however loaded. Moves an opening regulation places in its zones
(RIF's first three, say: `placed_by_opening`) get no hint and no loss: the rule chose their
region, and the swap that follows decides who plays them.

A forced win is the engine's mate score in the position (Rapfi's `+M` evaluation); it was missed
when the move played was not its line's first move and the engine, asked again about the position
after it for longer, does not find the win kept there either (another winning move than the
engine's is no miss).
"""

import json
import logging
from dataclasses import dataclass

from host.engine import Limit
from host.forced_win import ForcedWin, winning_line
from shared_rules.game import Game, IllegalMove
from shared_rules.board import parse_point, point_name
from shared_rules.journal import apply_event, game_from_settings
from shared_rules.openings import ZONE_ANY
from shared_rules.protocol import MAX_PAYLOAD, STUDY_LINES, study_line_text
from shared_rules.terms import PASS, colour_of_move, move_name, parse_move

log = logging.getLogger("tengen.engine")

REVIEW_NODES = 100000  # per position: about 0.3 s on one core of a 2020s PC
REVIEW_LIMIT = Limit(nodes=REVIEW_NODES)


@dataclass
class MoveReview:
    n: int  # the move's number, from 1
    played: int  # the point played (PASS for a pass)
    best: int | None  # the engine's best move in the position before it
    before: float | None  # the mover's chance of winning before the move (the engine's win rate)
    after: float | None  # ... after it
    missed: ForcedWin | None = None  # the forced win the mover had before the move and did not play

    @property
    def loss(self):
        """How much the move cost its player's chance of winning (0 to 1; 0 for the best move)."""
        if self.before is None or self.after is None:
            return 0.0
        return max(0.0, self.before - self.after)

    def describe(self):
        text = "move %d %s" % (self.n, move_name(self.played))
        if self.best is not None and self.best != self.played:
            text += ": best %s, lost %.0f%%" % (point_name(self.best), 100 * self.loss)
        return text

    def describe_missed(self):
        return "move %d %s (%s) missed a %s" % (self.n, move_name(self.played),
                                               "black" if colour_of_move(self.n - 1) == 1 else "white",
                                               self.missed.describe())


def _chance(line):
    if line.winrate is not None:
        return line.winrate
    if line.mate:
        return 1.0 if line.mate > 0 else 0.0
    return None


def placed_by_opening(settings, events):
    """The numbers of the moves a game's opening regulation placed in a zone (a set), from its
    record's settings and events (none for settings no regulation has, or a game imported from
    a file, which has no events)."""
    try:
        game = game_from_settings(settings)
    except (ValueError, KeyError, TypeError):
        return set()
    placed = set()
    for event in events:
        if event.get("t") == "move" and game.in_opening and game.result is None:
            zone = getattr(game.prompt(), "zone", None)
            if zone is not None and zone < ZONE_ANY:
                placed.add(event.get("n"))
        try:
            apply_event(game, event)
        except (IllegalMove, ValueError, KeyError):
            pass  # the record refused it too
    return placed


def review(engine, moves, limit=REVIEW_LIMIT, last_position=True, placed=()):
    """One MoveReview a move of moves (points, PASS). The engine's win rate in each position is its
    side to move's; a pass is reviewed as nothing lost. A forced win missed is in the move's
    `missed`. The moves numbered in placed (the opening's: placed_by_opening) get no hint."""
    moves = list(moves)
    game = Game()
    ended = len(moves) + 1  # the first position after the game's end (a five): never analysed
    winner = None  # the colour that won by the move that ended the game (its five)
    for k, move in enumerate(moves):
        try:
            game.play(move)
        except IllegalMove:
            ended = k + 1
            break
        if game.result is not None:
            ended = k + 1
            winner = game.result.winner
            break
    chances = []  # the side to move's chance after k moves, and the engine's best move there
    lines = []  # the engine's line after k moves (None: not analysed)
    for k in range(len(moves) + (1 if last_position else 0)):
        lines.append(None)
        if k >= ended or (k == len(moves) and k and moves[-1] == PASS):
            chances.append((0.0 if k == ended else None, None))  # after a five: the side to move has lost
            continue
        try:
            line = engine.analyse(moves[:k], 1, limit)[0]
        except Exception:  # no legal move left, or the game ended there: nothing to say
            chances.append((None, None))
            continue
        lines[k] = line
        chances.append((_chance(line), line.move))
    reviews = []
    for k, played in enumerate(moves):
        before, best = chances[k]
        after = chances[k + 1][0] if k + 1 < len(chances) else None
        if after is not None:
            after = 1.0 - after  # the opponent's chance after the move, as the mover's
        if played == PASS:
            after = before
        if k + 1 in placed:  # the opening rule's stone: nothing to hint, nothing lost
            best, before, after = None, None, None
        reviews.append(MoveReview(k + 1, played, best, before, after))
    for k in range(min(len(moves), ended)):
        if k + 1 in placed:
            continue
        if _missed(engine, moves, k, lines, k + 1 == ended, winner == colour_of_move(k), limit):
            reviews[k].missed = winning_line(engine, moves[:k], lines[k].moves, limit)
    return reviews


def _wins(line, attacker_to_move):
    return line is not None and line.mate is not None and (line.mate > 0 if attacker_to_move else line.mate < 0)


def _missed(engine, moves, k, lines, ended, won, limit):
    """Whether the side to move after k moves had a forced win there (the engine's mate) and the
    move played is not one: neither its line's first move, nor a five that ended the game (ended,
    won), nor a move after which the engine still sees the win (asked again for three times as
    long, when the review's look missed it). A move that ended the game otherwise (a foul) missed it."""
    line = lines[k]
    if not _wins(line, True) or moves[k] == line.move:
        return False
    if ended:
        return not won
    if k + 1 < len(lines) and _wins(lines[k + 1], False):
        return False
    longer = Limit(time=limit.time * 3 if limit.time is not None else None,
                   nodes=limit.nodes * 3 if limit.nodes is not None else None, depth=limit.depth)
    try:
        again = engine.analyse(moves[:k + 1], 1, longer)[0]
    except Exception:
        return False  # nothing to say there (no move left): no miss claimed
    return not _wins(again, False)


def missed_wins(reviews):
    """The forced wins the players missed, in the game's order (ForcedWins)."""
    return [r.missed for r in reviews if r.missed is not None]


def lost_most(reviews, count=3):
    """The moves that lost the most, worst first (only those that lost something)."""
    losing = [r for r in reviews if r.loss > 0.0 and r.best != r.played]
    return sorted(losing, key=lambda r: (-r.loss, r.n))[:count]


def _frame_length(args):
    return len(json.dumps({"t": "command", "id": 2 ** 30, "name": "setup", "args": args}, separators=(",", ":")))


def study_arguments(setup_args, reviews):
    """The `setup` command's study arguments with the hints added: per position k, the engine's best
    move there, and the forced wins missed ("lines", played out on the LEDs). Trimmed to fit one
    frame of the protocol: the hints from the end first (the later positions go without), then the
    lines from the end."""
    hints = [point_name(r.best) if r.best is not None and r.best != PASS else "" for r in reviews]
    lines = [study_line_text(win.k, win.kind, win.names()) for win in missed_wins(reviews)]
    if len(lines) > STUDY_LINES:
        log.warning("the study takes %d forced wins of the %d missed: the later ones left out", STUDY_LINES, len(lines))
        del lines[STUDY_LINES:]
    args = dict(setup_args, hints=hints)
    if lines:
        args["lines"] = lines
    while lines and _frame_length(dict(args, hints=[])) > MAX_PAYLOAD - 16:
        dropped = lines.pop()
        log.warning("the study's frame has no room for the forced win after %s moves: left out", dropped.split()[0])
        if not lines:
            del args["lines"]
    while hints and _frame_length(args) > MAX_PAYLOAD - 16:
        hints.pop()
        args["hints"] = hints
    return args


def table(reviews):
    """The review as text lines: each move with the engine's best move and what it lost."""
    lines = ["move  colour  played  best   lost"]
    for r in reviews:
        lines.append("%4d  %-6s  %-6s  %-5s  %s" % (
            r.n, "black" if colour_of_move(r.n - 1) == 1 else "white", move_name(r.played),
            point_name(r.best) if r.best is not None and r.best != PASS else "-",
            "%3.0f%%" % (100 * r.loss) if r.loss else "  -"))
    worst = lost_most(reviews)
    if worst:
        lines.append("lost the most: " + "; ".join(r.describe() for r in worst))
    for r in reviews:
        if r.missed is not None:
            lines.append(r.describe_missed())
    return lines


def stored(reviews):
    """The review as the store keeps it (store.save_review): (n, played, best, before, after, missed),
    points named, missed the forced win's text ("vcf k8 l8 ...") or None."""
    return [(r.n, move_name(r.played), point_name(r.best) if r.best is not None and r.best != PASS else None,
             r.before, r.after, r.missed.text() if r.missed is not None else None) for r in reviews]


def from_store(rows):
    """store.review()'s rows as MoveReviews again."""
    reviews = []
    for n, played, best, before, after, missed in rows:
        reviews.append(MoveReview(n, parse_move(played), parse_point(best) if best else None, before, after,
                                  ForcedWin.from_text(n - 1, missed) if missed else None))
    return reviews


def as_json(reviews, count=3):
    """The review for the web pages (the game's JSON, "review"): per move its best move (None where the
    engine had none or the move was it) and its loss (0 to 1), and the numbers of the moves that lost
    the most, worst first; None for a game never reviewed."""
    if not reviews:
        return None
    return {"moves": [{"n": r.n, "played": move_name(r.played),
                       "best": point_name(r.best) if r.best is not None and r.best != PASS else None,
                       "loss": round(r.loss, 4)} for r in reviews],
            "lost_most": [r.n for r in lost_most(reviews, count)],
            "missed_wins": [{"n": r.n, "kind": r.missed.kind, "line": r.missed.names()}
                            for r in reviews if r.missed is not None]}
