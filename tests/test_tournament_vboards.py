"""One round of a director's Swiss played on two virtual boards (the real firmware) under the host
daemon: `round next` pairs and seats the hall's boards and queues their new games, the games are
played with stones and buttons, and the round's results, the next round and the standings come from
what the boards recorded. Read through the command line only."""

import pytest

from journey import Club
from test_journey_club import FIVE_BLACK, RESIGN, next_game, play_round


@pytest.fixture
def club(tmp_path):
    club = Club(tmp_path / "club", boards=2)
    club.start()
    yield club
    club.stop()


def test_a_round_paired_seated_and_played_on_the_boards(club):
    problems = []
    play_round(club, {board: "timeout 15000\nexpect synced\n" for board in club.ids}, problems)
    for n, board in enumerate(club.ids, 1):
        club.ok("hall", board, n)
    club.ok("event", "Board cup", "--system", "swiss", "--rounds", "2")
    for name, rating in (("Ivanov Ivan", 1900), ("Petrova Anna", 1800), ("Kask Liis", 1700), ("Tamm Jaan", 1600)):
        club.ok("enter", "Board cup", name, "--rating", rating, "--new")
    out = club.ok("round", "next")
    assert "2 boards seated\n" in out, out  # on their first, empty game: no new game needed
    # Round 1 of 1900, 1800, 1700, 1600: 1 meets 3 and 2 meets 4; start number 1 has Black (P1).
    first = out.splitlines()[1:3]
    assert "Ivanov Ivan" in first[0] and "Kask Liis" in first[0] and first[0].index("Ivanov") < first[0].index("Kask")
    assert "Tamm Jaan" in first[1] and "Petrova Anna" in first[1], out
    status, waiting = club.host("round", "next")
    assert status == 2 and "round 1 is not over: board 1" in waiting and "board 2" in waiting, waiting

    play_round(club, {"sim-0001": FIVE_BLACK, "sim-0002": RESIGN}, problems)
    assert not problems, "\n".join(problems)
    shown = club.ok("round", "show")
    lines = shown.splitlines()
    assert lines[1].rstrip().endswith("1-0") and lines[2].rstrip().endswith("0-1"), shown
    out = club.ok("round", "next")  # round 1 is over by the boards' own results
    assert "round 2 paired" in out and "2 new games queued" in out, out
    standings = club.ok("standings", "--after-round", "1")
    ranked = [line.split()[2] for line in standings.splitlines()[2:]]
    assert sorted(ranked[:2]) == ["Ivanov", "Petrova"], standings

    # Round 2: each board starts its new game (the queued command, or the players clearing it).
    play_round(club, {"sim-0001": next_game("h8 a1 i8 a2 j8 a3 k8 a4 l8", FIVE_BLACK),
                      "sim-0002": next_game("h8 h9 i9 i8", RESIGN)}, problems)
    assert not problems, "\n".join(problems)
    lines = club.ok("round", "show").splitlines()
    assert lines[1].rstrip().endswith("1-0") and lines[2].rstrip().endswith("0-1"), lines
    assert "had its 2 rounds" in club.host("round", "next")[1]
