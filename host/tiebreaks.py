"""Standings: points, then the tie-breaks an event chose, in its order.

The tie-breaks (definitions: FIDE C.07 and the sources in docs/host.md):
  bh     Buchholz: the sum of the opponents' scores
  bh-c1  Buchholz Cut-1: the same without the lowest one
  mbh    median Buchholz: without the highest and the lowest (two of each from 9 rounds on)
  sb     Sonneborn-Berger: each opponent's score times the points scored against them
  de     direct encounter: the points scored against the others of a tied group, when all of
         them met each other (0 to all, so no effect, when some did not)
  wins   rounds won, a forfeit win or a pairing-allocated bye included (FIDE's WIN)
  won    games won over the board (FIDE's WON)

Unplayed rounds in a Swiss (a bye, a forfeit either way, an absence) follow the virtual-opponent
rule of FIDE's 2009 tie-break regulations: the player's own Buchholz and Sonneborn-Berger count, for
round R of n, an opponent on Svon = (score before R) + (1 - points scored in R) + 0.5 (n - R);
in everyone else's, a player's unplayed rounds count as draws (the opponent's adjusted score).
In a round robin a forfeit counts as a game against the opponent named, and a round robin's bye
(odd number of players) is no round at all for the tie-breaks.
"""

from dataclasses import dataclass

TIEBREAKS = {"bh": "Buchholz", "bh-c1": "Buchholz Cut-1", "mbh": "median Buchholz", "sb": "Sonneborn-Berger",
             "de": "direct encounter", "wins": "wins", "won": "games won"}
SWISS_DEFAULT = ("bh-c1", "bh", "sb", "de", "wins")
ROUND_ROBIN_DEFAULT = ("sb", "de", "wins")


@dataclass
class Entry:
    """One round of one player: the opponent (a player key, None for none), the points scored,
    whether a game was played over the board (a forfeit was not), and whether the round counts at
    all (a round robin's bye does not)."""
    opponent: object
    points: float
    played: bool
    counts: bool = True


def parse_order(text):
    """"bh-c1,sb,de" -> ("bh-c1", "sb", "de"); ValueError naming what is unknown or repeated."""
    order = tuple(word.strip().lower() for word in text.split(",") if word.strip())
    unknown = [w for w in order if w not in TIEBREAKS]
    if unknown:
        raise ValueError("unknown tie-break %s: they are %s" % (", ".join(unknown), ", ".join(TIEBREAKS)))
    if len(set(order)) != len(order):
        raise ValueError("a tie-break is given twice in %s" % text)
    return order


def compute(results, order, round_robin=False):
    """{player: {"points", tie-break code: value}} for results = {player: [Entry, round 1 first]}."""
    rounds = max((len(entries) for entries in results.values()), default=0)
    score = {p: sum(e.points for e in entries) for p, entries in results.items()}
    # A Swiss player's score as others' Buchholz counts it: unplayed rounds as draws.
    adjusted = {p: sum(e.points for e in entries if e.played) + 0.5 * sum(1 for e in entries if e.counts and not e.played)
                for p, entries in results.items()}
    table = {}
    for player, entries in results.items():
        contributions, sb = [], 0.0
        before = 0.0
        for r, entry in enumerate(entries, 1):
            if entry.counts:
                if entry.opponent is not None and (entry.played or round_robin):
                    value = score[entry.opponent] if round_robin else adjusted[entry.opponent]
                else:
                    value = before + (1.0 - entry.points) + 0.5 * (rounds - r)
                contributions.append(value)
                sb += value * entry.points
            before += entry.points
        ordered = sorted(contributions)
        cut = 2 if rounds >= 9 else 1
        row = {"points": score[player], "bh": sum(ordered), "bh-c1": sum(ordered[1:]),
               "mbh": sum(ordered[cut:len(ordered) - cut]) if len(ordered) > 2 * cut else 0.0, "sb": sb,
               "wins": sum(1 for e in entries if e.points == 1.0),
               "won": sum(1 for e in entries if e.played and e.points == 1.0), "de": 0.0}
        table[player] = row
    return table


def rank(results, order, round_robin=False, key=None):
    """The standings: [(rank, player, row)] best first. Points, then the tie-breaks in ORDER; direct
    encounter settles a group still tied when it comes; key(player) orders the still equal (start
    number), who share a rank."""
    table = compute(results, order, round_robin)
    groups = [sorted(table, key=lambda p: -table[p]["points"])]
    criteria = ["points"] + list(order)
    for criterion in criteria:
        split = []
        for group in groups:
            if criterion == "de" and len(group) > 1:
                _direct_encounter(group, results, table)
            group.sort(key=lambda p: -table[p][criterion])
            start = 0
            for i in range(1, len(group) + 1):
                if i == len(group) or _value(table, group[i], criterion) != _value(table, group[start], criterion):
                    split.append(group[start:i])
                    start = i
        groups = split
    standings, place = [], 1
    for group in groups:
        for player in sorted(group, key=key or (lambda p: str(p))):
            standings.append((place, player, table[player]))
        place += len(group)
    return standings


def _value(table, player, criterion):
    return round(table[player][criterion], 6)


def _direct_encounter(group, results, table):
    members = set(group)
    met = {(p, e.opponent) for p in group for e in results[p] if e.opponent in members and e.played}
    everyone_met = all((a, b) in met for a in group for b in group if a != b)
    for player in group:
        table[player]["de"] = sum(e.points for e in results[player] if e.opponent in members and e.played) \
            if everyone_met else 0.0


def number_text(value):
    """A tie-break's value in one format: a decimal number, two places when not whole (2.25, 2.5,
    3): never the ½ of points."""
    text = "%.2f" % value
    return text.rstrip("0").rstrip(".") if "." in text else text
