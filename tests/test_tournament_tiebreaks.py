"""Standings and tie-breaks against values worked out by hand (the working is in the comments), for
two small crosstables read as TRF files: a Swiss with byes and a forfeit, and a round robin."""

import pytest

from host import tiebreaks, trf
from host.director import Director
from host.store import Store


def _crosstable(rows, rounds):
    """A Trf from {number: [(opponent, colour, code), ...]} (names A, B, ... by number)."""
    players = []
    for number, entries in rows.items():
        points = sum(trf.POINTS[code] for _, _, code in entries)
        players.append(trf.TrfPlayer(number=number, name="Player " + "ABCDEFGH"[number - 1], rating=2100 - number,
                                     points=points, rounds=[trf.TrfRound(*e) for e in entries]))
    return trf.Trf(name="Fixture", rounds=rounds, first_colour="b", players=players)


# A Swiss of 5 over 3 rounds. R1: A beats B, C draws D, E bye. R2: A beats E, B wins by forfeit
# against C, D bye. R3: A draws D, E beats B, C bye.
SWISS = {1: [(2, "b", "1"), (5, "w", "1"), (4, "b", "=")],
         2: [(1, "w", "0"), (3, "-", "+"), (5, "b", "0")],
         3: [(4, "b", "="), (2, "-", "-"), (0, "-", "U")],
         4: [(3, "w", "="), (0, "-", "U"), (1, "w", "=")],
         5: [(0, "-", "U"), (1, "b", "0"), (2, "w", "1")]}
# Scores A 2.5, B 1, C 1.5, D 2, E 2. For others' Buchholz an unplayed round counts as a draw:
# adjusted A 2.5, B 0+0+½ = 0.5, C ½+½+½ = 1.5, D ½+½+½ = 1.5, E ½+0+1 = 1.5. A player's own
# unplayed round R (of n = 3) counts a virtual opponent on (score before R) + (1 - points in R) + ½(n - R):
# B R2 (+): 0 + 0 + ½ = 0.5; C R2 (-): ½ + 1 + ½ = 2; C R3 (U): ½ + 0 + 0 = 0.5; D R2 (U): ½ + 0 + ½ = 1;
# E R1 (U): 0 + 0 + 1 = 1.
#   A: B 0.5, E 1.5, D 1.5 -> BH 3.5, Cut-1 3, median 1.5; SB ½ + 1½ + ¾ = 2.75; wins 2, won 2
#   B: A 2.5, von 0.5, E 1.5 -> BH 4.5, Cut-1 4, median 1.5; SB 0 + ½ + 0 = 0.5; wins 1, won 0
#   C: D 1.5, von 2, von 0.5 -> BH 4, Cut-1 3.5, median 1.5; SB ¾ + 0 + ½ = 1.25; wins 1, won 0
#   D: C 1.5, von 1, A 2.5 -> BH 5, Cut-1 4, median 1.5; SB ¾ + 1 + 1¼ = 3; wins 1, won 0
#   E: von 1, A 2.5, B 0.5 -> BH 4, Cut-1 3.5, median 1; SB 1 + 0 + ½ = 1.5; wins 2, won 1
SWISS_EXPECTED = {
    "Player A": dict(points=2.5, bh=3.5, c1=3.0, mbh=1.5, sb=2.75, wins=2, won=2),
    "Player B": dict(points=1.0, bh=4.5, c1=4.0, mbh=1.5, sb=0.5, wins=1, won=0),
    "Player C": dict(points=1.5, bh=4.0, c1=3.5, mbh=1.5, sb=1.25, wins=1, won=0),
    "Player D": dict(points=2.0, bh=5.0, c1=4.0, mbh=1.5, sb=3.0, wins=1, won=0),
    "Player E": dict(points=2.0, bh=4.0, c1=3.5, mbh=1.0, sb=1.5, wins=2, won=1),
}

# A round robin of 4 (Berger rounds): R1 A-D 0-1, B-C 1-0; R2 D-C draw, A-B 1-0; R3 B-D 1-0, C-A draw.
ROUND_ROBIN = {1: [(4, "b", "0"), (2, "b", "1"), (3, "w", "=")],
               2: [(3, "b", "1"), (1, "w", "0"), (4, "b", "1")],
               3: [(2, "w", "0"), (4, "w", "="), (1, "b", "=")],
               4: [(1, "w", "1"), (3, "b", "="), (2, "w", "0")]}
# Scores A 1.5, B 2, C 1, D 1.5. SB: A beat B (2) + ½ C (1) = 2.5; B beat C (1) + D (1.5) = 2.5;
# C ½ D + ½ A = 1.5; D beat A (1.5) + ½ C = 2. A and D tie on points: by SB A is 2nd; by direct
# encounter D (who beat A) is.


@pytest.fixture
def director(tmp_path):
    return Director(Store(str(tmp_path / "games.sqlite")))


def test_a_swiss_with_byes_and_a_forfeit_counts_virtual_opponents(director):
    event = director.import_trf(trf.read(trf.write(_crosstable(SWISS, 3))))
    director.configure(event, order=tiebreaks.parse_order("bh-c1,bh,sb,mbh,wins,won"))
    standings = director.standings(event)
    got = {e["player"]["name"]: dict(points=row["points"], bh=row["bh"], c1=row["bh-c1"], mbh=row["mbh"],
                                     sb=row["sb"], wins=row["wins"], won=row["won"]) for _, e, row in standings}
    assert got == SWISS_EXPECTED
    # D and E: 2 points each; Cut-1 4 against 3.5 puts D second, the number of wins E.
    assert [(place, e["player"]["name"]) for place, e, _ in standings] == [
        (1, "Player A"), (2, "Player D"), (3, "Player E"), (4, "Player C"), (5, "Player B")]
    director.configure(event, order=("wins",))
    assert [e["player"]["name"] for _, e, _ in director.standings(event)][1:3] == ["Player E", "Player D"]


def test_the_event_chooses_the_order_of_its_tie_breaks(director):
    event = director.import_trf(trf.read(trf.write(_crosstable(ROUND_ROBIN, 3))), system="roundrobin")
    director.configure(event, order=("sb", "de"))
    by_sb = [(place, e["player"]["name"], row["sb"]) for place, e, row in director.standings(event)]
    assert by_sb == [(1, "Player B", 2.5), (2, "Player A", 2.5), (3, "Player D", 2.0), (4, "Player C", 1.5)]
    director.configure(event, order=("de", "sb"))
    by_encounter = [(place, e["player"]["name"]) for place, e, row in director.standings(event)]
    assert by_encounter == [(1, "Player B"), (2, "Player D"), (3, "Player A"), (4, "Player C")]


def test_players_equal_on_every_tie_break_share_their_place(director):
    rows = {1: [(2, "b", "=")], 2: [(1, "w", "=")]}
    event = director.import_trf(trf.read(trf.write(_crosstable(rows, 1))))
    assert [place for place, _, _ in director.standings(event)] == [1, 1]


def test_a_tie_break_is_written_in_one_number_format():
    assert [tiebreaks.number_text(v) for v in (2.5, 0.25, 3.0, 10.75, 0.0)] == ["2.5", "0.25", "3", "10.75", "0"]


def test_an_unknown_tie_break_is_named():
    with pytest.raises(ValueError, match="unknown tie-break bogus"):
        tiebreaks.parse_order("bh,bogus")
