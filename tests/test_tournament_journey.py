"""A Swiss of 12 over 5 rounds and a round robin of 6, their games generated and stored through the
host's import path (as a federation's file or a board's record would be), the standings compared
with a computation written here from the generated results alone, and the tournament's TRF checked
by bbpPairings (-c) and caissify-pairings (the Swiss) or the published Berger table (the round robin).
"""

import random

import pytest

from host import pairing, trf
from host.director import Director
from host.game_record import Player, Record
from host.store import Store
from host.tournament_record import Records

POOL = "h8 h9 i8 g9 j7 g7 i9 i10 j10 k11 f8 g8 e9 k8 l9 f10".split()
BERGER_6 = [[(1, 6), (2, 5), (3, 4)], [(6, 4), (5, 3), (1, 2)], [(2, 6), (3, 1), (4, 5)],
            [(6, 5), (1, 4), (2, 3)], [(3, 6), (4, 2), (5, 1)]]  # FIDE C.05 Annex 1, 5-6 players


def _play_round(director, records, event, round_no, rng, outcomes):
    """Every board's game generated and imported as a file's games are; outcomes[(a, b)] = a's points."""
    games = []
    for board, black, white, _ in director.pairings(event, round_no):
        if white is None:
            continue
        winner = rng.choice(["black", "white", "draw", "black", "white"])
        swapped = rng.random() < 0.25  # an opening swap: the pairing's Black played White
        sat_black, sat_white = (white, black) if swapped else (black, white)
        games.append(Record.from_names(rng.sample(POOL, 7), event=event, round=str(round_no), board=str(board),
                                       black=Player(sat_black["name"]), white=Player(sat_white["name"]),
                                       result=winner, reason="agreement" if winner == "draw" else "resignation"))
        first = {"black": 1.0, "white": 0.0, "draw": 0.5}[winner]
        outcomes[(sat_black["id"], sat_white["id"])] = first
        outcomes[(sat_white["id"], sat_black["id"])] = 1.0 - first
    added, _ = records.save_imported(games, "round %d" % round_no, ("%s round %d" % (event, round_no)).encode())
    assert added == len(games)


def _independent_standings(outcomes, players):
    """Points, Buchholz, Sonneborn-Berger and wins from the generated results (every game played)."""
    score = {p: sum(v for (a, _), v in outcomes.items() if a == p) for p in players}
    table = {}
    for p in players:
        opponents = [(b, v) for (a, b), v in outcomes.items() if a == p]
        table[p] = {"points": score[p], "bh": sum(score[b] for b, _ in opponents),
                    "sb": sum(score[b] * v for b, v in opponents), "wins": sum(1 for _, v in opponents if v == 1.0)}
    return table


def _compare(director, event, outcomes):
    standings = director.standings(event)
    ids = [e["player"]["id"] for _, e, _ in standings]
    expected = _independent_standings(outcomes, ids)
    for place, entrant, row in standings:
        mine = expected[entrant["player"]["id"]]
        assert {k: row[k] for k in mine} == pytest.approx(mine), entrant["player"]["name"]
    # The order: points, then the event's first tie-break, as the independent numbers have them.
    first = director.rules(event)["order"][0]
    keys = [(expected[p]["points"], expected[p][first]) for p in ids]
    assert keys == sorted(keys, reverse=True)


def test_a_swiss_of_12_over_5_rounds_from_imported_games(tmp_path):
    from caissify_pairings.fpc import check_trf

    store = Store(str(tmp_path / "games.sqlite"))
    director, records = Director(store), Records(store)
    director.configure("Autumn Swiss", "swiss", 5, order=("bh", "sb", "wins"))
    for i in range(12):
        director.enter("Autumn Swiss", "Swiss Player %02d" % i, rating=str(1300 + 61 * i % 700), create=True)
    rng, outcomes = random.Random(12), {}
    for round_no in range(1, 6):
        assert director.pair_next("Autumn Swiss")[0] == round_no
        _play_round(director, records, "Autumn Swiss", round_no, rng, outcomes)
    assert len(outcomes) == 2 * 6 * 5
    _compare(director, "Autumn Swiss", outcomes)
    text = trf.write(director.trf("Autumn Swiss"))
    agrees, said = pairing.check_dutch(text)
    assert agrees, said
    assert check_trf(text)["summary"]["total_discrepancies"] == 0


def test_a_round_robin_of_6_from_imported_games(tmp_path):
    store = Store(str(tmp_path / "games.sqlite"))
    director, records = Director(store), Records(store)
    director.configure("Club championship", "roundrobin", order=("sb", "de", "wins"))
    names = ["Robin %s" % c for c in "ABCDEF"]
    for n, name in enumerate(names):
        director.enter("Club championship", name, rating=str(2000 - 10 * n), create=True)
    director.set_number("Club championship", "Robin F", 1)  # a draw of lots: F is number 1, the rest by rating
    rng, outcomes = random.Random(6), {}
    for round_no in range(1, 6):
        director.pair_next("Club championship")
        numbers = {e["player"]["id"]: e["number"] for e in director.entrants("Club championship")}
        assert [e["player"]["name"] for e in director.entrants("Club championship")] == [
            "Robin F", "Robin A", "Robin B", "Robin C", "Robin D", "Robin E"]
        paired = [(numbers[b["id"]], numbers[w["id"]]) for _, b, w, _ in director.pairings("Club championship")]
        assert paired == BERGER_6[round_no - 1]
        _play_round(director, records, "Club championship", round_no, rng, outcomes)
    assert len(outcomes) == 6 * 5
    _compare(director, "Club championship", outcomes)
    document = trf.read(trf.write(director.trf("Club championship")))
    assert sorted(p.points for p in document.players) == sorted(
        sum(v for (a, _), v in outcomes.items() if a == p) for p in {a for a, _ in outcomes})
