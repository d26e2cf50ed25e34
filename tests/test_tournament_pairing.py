"""Pairing the next round, and the tournament as a TRF file, checked by what did not pair it.

The Berger tables against the published ones (transcribed below, not generated); the Swiss rounds
bbpPairings made for the director (host/director.py) against FIDE's invariants written here, against
a second Dutch engine (caissify-pairings, its own checker reading our TRF), and bbpPairings' own
check (-c) of a round another engine paired; our TRF reader on a file another tool wrote.
"""

import random

import pytest

from host import pairing, trf
from host.director import Director
from host.store import Store
from host.tournament_record import RecordError

# FIDE Handbook C.05, Annex 1 (Berger tables), as published (and in c.w.fox.tripod.com/chess/berger.html):
# each pair first-named first (White in chess: the first move; Black, P1, in renju).
BERGER_6 = """1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1"""
BERGER_8 = """1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7 |
              8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1"""


# A double round robin of 3-4 players by the same sources' rule: the first cycle with its last two
# rounds switched, the second the table again with colours reversed.
DOUBLE_4 = "1-4 2-3 | 2-4 3-1 | 4-3 1-2 | 4-1 3-2 | 3-4 2-1 | 4-2 1-3"


def _table(text):
    return [[tuple(int(n) for n in pair.split("-")) for pair in part.split()] for part in text.split("|")]


@pytest.mark.parametrize("players, table", [(6, BERGER_6), (8, BERGER_8), (5, BERGER_6), (7, BERGER_8)])
def test_round_robin_rounds_are_the_published_berger_tables(players, table):
    # An odd count plays the next even table, its highest number being the bye.
    assert pairing.berger_rounds(players) == _table(table)


def test_a_double_round_robin_reverses_the_colours_and_gives_nobody_one_three_times_running():
    assert pairing.double_berger_rounds(4) == _table(DOUBLE_4)
    for players in range(3, 15):
        rounds = pairing.double_berger_rounds(players)
        assert len(rounds) == 2 * (players - 1 + players % 2)
        for player in range(1, players + 1):
            sides = "".join("f" if pair[0] == player else "s" for pairs in rounds for pair in pairs if player in pair)
            assert "fff" not in sides and "sss" not in sides, (players, player, sides)
            assert sides.count("f") == sides.count("s")  # every pair met once with each colour


def _store(tmp_path):
    return Store(str(tmp_path / "games.sqlite"))


def _colour_history(director, event):
    return {pid: [colour for _, colour, _, _ in rounds] for pid, rounds in director.results(event).items()}


def _play_swiss(director, event, rounds, rng, forfeits=False, on_round=None):
    """Pair and finish every round with random results; returns the pairings round by round."""
    played = []
    for _ in range(rounds):
        if on_round:
            on_round(len(played) + 1)
        round_no, pairs = director.pair_next(event)
        played.append(pairs)
        for board, p1, p2, _ in pairs:
            if p2 is not None:
                choices = ["1-0", "0-1", "=", "1-0", "0-1"] + (["+-", "-+"] if forfeits else [])
                director.enter_result(event, board, rng.choice(choices))
    return played


def _check_swiss_invariants(director, event, rounds):
    """FIDE C.04.1 and C.04.3's absolute criteria, from the record: no two players meet twice, one
    pairing-allocated bye at most each and none after a forfeit win, at most one bye a round, and
    (before the last round) the colour difference within 2 and no colour three times running."""
    table = director.results(event)
    met = set()
    for round_no in range(1, rounds + 1):
        byes = [p for p, r in table.items() if r[round_no - 1][2] == "U"]
        assert len(byes) <= 1
        games = {frozenset((p, r[round_no - 1][0])) for p, r in table.items() if r[round_no - 1][1] in "wb"}
        assert not games & met  # a forfeit is no game: its two may meet again
        met |= games
    for player, history in table.items():
        codes = "".join(r[2] for r in history)
        # One bye each: after a pairing-allocated bye or a forfeit win (a win's points unplayed,
        # C.04.1 of 2025) no pairing-allocated bye.
        assert "U" not in codes[min((codes.find(c) + 1 for c in "U+" if c in codes), default=len(codes)):], codes
        colours = [r[1] for r in history[:-1] if r[1] in "wb"]
        assert abs(colours.count("w") - colours.count("b")) <= 2
        assert "www" not in "".join(colours) and "bbb" not in "".join(colours)


def test_a_swiss_of_12_over_5_rounds_agrees_with_a_second_engine_and_bbpPairings_check(tmp_path):
    from caissify_pairings.fpc import check_trf

    director = Director(_store(tmp_path))
    director.configure("Club cup", "swiss", 5)
    for i in range(12):
        director.enter("Club cup", "Player %02d" % i, rating=str(1400 + 53 * i % 500), create=True)
    _play_swiss(director, "Club cup", 5, random.Random(7))
    _check_swiss_invariants(director, "Club cup", 5)
    text = trf.write(director.trf("Club cup"))
    report = check_trf(text)  # caissify-pairings pairs every round again from our file
    assert report["summary"]["rounds_checked"] == 5
    assert report["summary"]["total_discrepancies"] == 0, report["rounds"]
    agrees, said = pairing.check_dutch(text)
    assert agrees, said
    with pytest.raises(RecordError, match="had its 5 rounds"):
        director.pair_next("Club cup")


def test_byes_forfeits_a_late_entry_and_a_withdrawal_keep_the_rules(tmp_path):
    director = Director(_store(tmp_path))
    director.configure("Open", "swiss", 5)
    for i in range(11):
        director.enter("Open", "Player %02d" % i, rating=str(1500 + 37 * i % 400), create=True)

    def between(round_no):
        if round_no == 2:
            director.request_bye("Open", "Player 05")  # a half-point bye asked for
        if round_no == 3:
            director.enter("Open", "Late Comer", rating="1600", create=True)
        if round_no == 4:
            director.withdraw("Open", "Player 03")

    played = _play_swiss(director, "Open", 5, random.Random(3), forfeits=True, on_round=between)
    _check_swiss_invariants(director, "Open", 5)
    late = [p for p in director.entrants("Open") if p["player"]["name"] == "Late Comer"][0]["player"]["id"]
    gone = [p for p in director.entrants("Open") if p["player"]["name"] == "Player 03"][0]["player"]["id"]
    results = director.results("Open")
    assert [r[2] for r in results[late][:2]] == ["Z", "Z"]      # absent before entering
    assert [r[2] for r in results[gone][3:]] == ["Z", "Z"]      # absent after withdrawing
    asked = [p for p in director.entrants("Open") if p["player"]["name"] == "Player 05"][0]["player"]["id"]
    assert results[asked][1][2:] == ("H", 0.5)
    assert all(gone not in (p1["id"], p2 and p2["id"]) for _, p1, p2, _ in played[3] + played[4])
    agrees, said = pairing.check_dutch(trf.write(director.trf("Open")))
    assert agrees, said


def test_the_next_round_waits_for_the_last_one(tmp_path):
    director = Director(_store(tmp_path))
    director.configure("Cup", "swiss", 3)
    for name in ("Ann", "Bob", "Cid", "Dan"):
        director.enter("Cup", name, create=True)
    director.pair_next("Cup")
    director.enter_result("Cup", 1, "1-0")
    with pytest.raises(RecordError, match=r"round 1 is not over: board 2 \w+ - \w+"):
        director.pair_next("Cup")


def test_bbpPairings_check_accepts_another_engines_round_and_refuses_a_wrong_one():
    from caissify_pairings import generate_pairings

    # Round 1 of 8 players paired by caissify-pairings, written by our writer, results added.
    players = [{"id": n, "name": "P%d" % n, "score": 0.0, "rating": 2000 - n, "starting_number": n,
                "color_hist": [], "float_history": [], "bye_count": 0} for n in range(1, 9)]
    pairs = generate_pairings(system="dutch", players=players, previous_pairings=set(), round_number=1,
                              total_rounds=3, initial_color="black")
    document = trf.Trf(name="Check", rounds=3, first_colour="b",
                       players=[trf.TrfPlayer(number=n, name="P%d" % n, rating=2000 - n) for n in range(1, 9)])
    for pair in pairs:
        white, black = document.players[pair["white_id"] - 1], document.players[pair["black_id"] - 1]
        white.rounds.append(trf.TrfRound(black.number, "w", "1"))
        black.rounds.append(trf.TrfRound(white.number, "b", "0"))
        white.points += 1
    agrees, said = pairing.check_dutch(trf.write(document))
    assert agrees, said
    # Neighbours paired (1-2, 3-4, ...) is not the Dutch round 1 (the top half meets the bottom half).
    for player in document.players:
        player.rounds = [trf.TrfRound(player.number + 1 if player.number % 2 else player.number - 1,
                                      "b" if player.number % 2 else "w", "1" if player.number % 2 else "0")]
        player.points = float(player.number % 2)
    agrees, said = pairing.check_dutch(trf.write(document))
    assert not agrees and "Checker pairings" in said


def test_our_reader_reads_a_trf_another_tool_wrote(tmp_path):
    from caissify_pairings.trf import parse_trf

    import subprocess

    out = tmp_path / "generated.trf"
    subprocess.run([str(pairing.engine_path()), "--dutch", "-g", "-o", str(out), "-s", "11"], check=True,
                   capture_output=True, cwd=tmp_path)
    text = out.read_text()
    ours = trf.read(text)
    theirs = parse_trf(text)
    assert len(ours.players) == len(theirs["players"]) > 10
    for player, other in zip(ours.players, sorted(theirs["players"], key=lambda p: p["starting_number"])):
        assert player.number == other["starting_number"]
        assert (player.name, player.rating, player.points) == (other["name"], other["rating"], other["score"])
        assert [(r.opponent, r.colour, r.code) for r in player.rounds] == [
            (other["results"][n]["opponent"], other["results"][n]["color"], other["results"][n]["result"])
            for n in sorted(other["results"])]
    # Written again by our writer, it is the same tournament to bbpPairings' check.
    agrees, said = pairing.check_dutch(trf.write(ours))
    assert agrees, said


def test_a_trf_line_with_a_bad_round_is_named():
    good = "001    1      Ann" + " " * 31 + "2000" + " " * 29 + "1.0    1     2 w 1"
    bob = "001    2      Bob" + " " * 31 + "1900" + " " * 29 + "0.0    2     1 b 0"
    assert [p.rounds[0].code for p in trf.read(good + "\n" + bob + "\n").players] == ["1", "0"]
    with pytest.raises(trf.TrfError, match="x.trf:1: round 1: colour 'x'"):
        trf.read(good.replace(" w 1", " x 1") + "\n", "x.trf")
