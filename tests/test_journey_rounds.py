"""A tournament day in the order it really goes (issue 34): the hall numbered before every board is
plugged in, a board plugged in only after its pairing, the players clearing their boards (a new,
empty game begins) BEFORE the arbiter imports the next round, a result and a round corrected. Every
game must be recorded under the players who played it and the round they played it in, as `show`,
`games`, the standings, an SGF export read by sgfmill (not ours) and the hall page in Chromium
read it. The boards are virtual boards running the real firmware (tests/journey.py)."""

import json
import re
import urllib.parse
import urllib.request

import pytest

from journey import running_club
from test_journey_club import FIVE_BLACK, FIVE_WHITE, RESIGN, games_table

EVENT = "Spring open"
A, B, C, D, E, F = "Kask Liis", "Tamm Jaan", "Mets Mari", "Saar Peeter", "Orav Olev", "Lepp Laura"
ROUND_1 = [(1, A, B), (2, C, D), (3, E, F)]  # board, black, white
ROUND_2 = [(1, C, A), (2, B, E), (3, F, D)]  # everyone at another board, against someone else

CLEAR = {FIVE_BLACK: "h8 a1 i8 a2 j8 a3 k8 a4 l8", RESIGN: "h8 h9 i9 i8",
         FIVE_WHITE: "h8 a1 o15 a2 o14 a3 o12 a4 n15 a5"}


def cleared(script):
    """The players take the stones away after the game: the board begins its next game, empty."""
    return "timeout 15000\nlift %s\nexpect moves\nwait 300\nexpect synced\n" % CLEAR[script]


def pairings_file(club, name, round_, rows):
    path = club.where / name
    path.write_text("round,board,black,white\n" + "".join(
        "%d,%d,%s,%s\n" % (round_, board, black, white) for board, black, white in rows))
    return path


def played(club, scripts):
    problems = []
    for board, (status, output) in sorted(club.play_all(scripts).items()):
        if status != 0:
            problems.append("%s's script failed:\n%s" % (board, output[-1500:]))
    return problems


@pytest.fixture
def club(tmp_path):
    with running_club(tmp_path / "club", boards=3) as club:
        yield club


def test_a_round_paired_after_the_boards_are_cleared_is_recorded_under_its_own_players(club, tmp_path):
    problems = []
    # Two boards are plugged in; the third is late. The hall is numbered all the same: the late
    # board with a warning that names the boards the host has seen (a typo would show there).
    problems += played(club, {board: "timeout 15000\nexpect synced\n" for board in club.ids[:2]})
    for n, board in enumerate(club.ids, 1):
        status, out = club.host("hall", board, n)
        if status != 0:
            problems.append("`hall %s %d` refused a board not yet plugged in: %s" % (board, n, out))
        elif board == "sim-0003" and not ("sim-0001" in out and "sim-0002" in out and "not" in out):
            problems.append("numbering a board never seen gives no warning naming the boards seen:\n" + out)
    for name in (A, B, C, D, E, F):
        club.ok("players", "add", name)

    # Round 1, board 3 plugged in after its pairing.
    status, out = club.host("pairings", pairings_file(club, "round1.csv", 1, ROUND_1), "--event", EVENT)
    if status != 0:
        problems.append("round 1's pairings refused:\n" + out)
    problems += played(club, {"sim-0001": FIVE_BLACK, "sim-0002": RESIGN, "sim-0003": FIVE_WHITE})
    # The players clear their boards (the empty game begins), THEN round 2 is paired and played.
    problems += played(club, {"sim-0001": cleared(FIVE_BLACK), "sim-0002": cleared(RESIGN),
                              "sim-0003": cleared(FIVE_WHITE)})
    status, out = club.host("pairings", pairings_file(club, "round2.csv", 2, ROUND_2), "--event", EVENT)
    if status != 0:
        problems.append("round 2's pairings refused:\n" + out)
    problems += played(club, {"sim-0001": FIVE_WHITE, "sim-0002": FIVE_BLACK, "sim-0003": RESIGN})
    assert not problems, "\n\n".join(problems) + "\n\nhost log:\n" + club.log()[-3000:]

    # Every game under its players and round, as `games` and `show` print it.
    table = {gid: row for gid, row in games_table(club).items() if row["moves"]}
    by_pair = {(row["black"], row["white"]): gid for gid, row in table.items()}
    wanted = {(black, white): (round_, board) for round_, rows in ((1, ROUND_1), (2, ROUND_2))
              for board, black, white in rows}
    if set(by_pair) != set(wanted):
        problems.append("`games` lists the pairs %s, the rounds paired %s:\n%s" % (
            sorted(by_pair), sorted(wanted), club.ok("games")))
    for pair, gid in by_pair.items():
        if pair not in wanted:
            continue
        round_, board = wanted[pair]
        shown = club.ok("show", gid)
        if "event: %s, round %d, board %d" % (EVENT, round_, board) not in shown:
            problems.append("game %d (%s - %s) is not shown as round %d, board %d:\n%s" % (
                gid, pair[0], pair[1], round_, board, shown[:400]))

    # The arbiter gives round 2's board 2 game to White (B - E), and finds that round 1's board 3
    # game was entered as board 3 of round 1 but belongs to board 5: corrected, the originals kept.
    late = by_pair.get((B, E))
    misfiled = by_pair.get((E, F))
    if late is None or misfiled is None:
        pytest.fail("\n\n".join(problems))
    club.ok("correct", late, "--result", "white", "--reason", "adjudication")
    status, out = club.host("correct", misfiled, "--round", "2", "--board", "5", "--note", "typed into the wrong round")
    if status != 0:
        problems.append("`correct --round --board` refused: " + out)
    shown = club.ok("show", misfiled)
    if "round 2, board 5" not in shown or not re.search(r"correction .*round: 2 \(was 1\)", shown):
        problems.append("`show` does not give the corrected round beside the original:\n" + shown)

    # Standings, as the hall page fetches them: points counted by hand from the games played.
    points = {A: 2, B: 0, C: 0, D: 2, E: 1, F: 1}
    with urllib.request.urlopen(club.url("/api/standings?" + urllib.parse.urlencode({"event": EVENT})), timeout=10) as r:
        standings = json.load(r)
    got = {p["name"]: p["points"] for p in standings["players"]}
    if got != points:
        problems.append("the standings give %s, the games %s" % (got, points))
    if standings["rounds"] != ["1", "2"]:
        problems.append("the standings' rounds are %s" % standings["rounds"])

    # An SGF export of each game read back by sgfmill: players, round, result as the record has them.
    import sgfmill.sgf

    results = {late: "W+"}
    for pair, gid in by_pair.items():
        if pair not in wanted:
            continue
        path = tmp_path / ("g%d.sgf" % gid)
        club.ok("export", gid, "-o", path)
        root = sgfmill.sgf.Sgf_game.from_bytes(path.read_bytes()).get_root()
        round_ = "2" if gid == misfiled else str(wanted[pair][0])
        read = (root.get("PB"), root.get("PW"), root.get("RO"))
        if read != (pair[0], pair[1], round_):
            problems.append("game %d's SGF reads %s, not %s" % (gid, read, (pair[0], pair[1], round_)))
        if gid in results and not root.get("RE").startswith(results[gid]):
            problems.append("game %d's SGF gives the result %s, not the corrected %s" % (gid, root.get("RE"), results[gid]))

    problems += hall_card_problems(club, tmp_path, (B, E))
    assert not problems, "\n\n".join(problems) + "\n\nhost log:\n" + club.log()[-3000:]


def hall_card_problems(club, tmp_path, corrected_pair):
    """Board 2's card on the hall page (Chromium): its game's players and the corrected result."""
    from playwright.sync_api import sync_playwright

    from test_browser import launch

    with sync_playwright() as playwright:
        browser = launch(playwright, tmp_path / "profile")
        page = browser.new_page()
        page.goto(club.url("/"))
        try:
            page.wait_for_function("() => [...document.querySelectorAll('.outcome')].some("
                                   "(o) => o.textContent.includes('White wins'))", timeout=15000)
        except Exception:
            pass
        cards = page.eval_on_selector_all("#boards > *", "cs => cs.map((c) => c.innerText)")
        browser.close()
    card = next((text for text in cards if all(name in text for name in corrected_pair)), None)
    if card is None:
        return ["no card on the hall page names %s and %s:\n%s" % (corrected_pair + ("\n".join(cards)[:1500],))]
    if "White wins" not in card:
        return ["the hall card of %s - %s does not give the arbiter's corrected result:\n%s" % (corrected_pair + (card,))]
    return []
