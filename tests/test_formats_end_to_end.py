"""A game played on the virtual board (the real firmware), recorded by the real host daemon, then
exported: the record has the opening's swap and offers and the clocks by colour, as played."""

from pathlib import Path

import pytest

from harness import Hall
from host.formats import export_records, import_records
from host.game_record import Record
from shared_rules.board import parse_point

SCRIPT = (Path(__file__).resolve().parent / "scripts" / "opening_rif_swap.txt").read_text()


@pytest.fixture
def hall(tmp_path):
    hall = Hall(tmp_path)
    hall.start_host()
    yield hall
    hall.stop_host()


def test_a_played_rif_opening_exports_with_its_swap_offers_and_clocks(hall):
    status, output = hall.play(SCRIPT + "expect synced\n")
    assert status == 0, output + hall.host_log()
    store = hall.store()
    played = [row for row in store.games() if row[3] > 0]  # (configure starts a game with the new settings)
    assert len(played) == 1
    game = store.game(played[0][0])
    record = Record.from_store(game)
    assert record.names() == "h8 h9 h6 g7 g6 i7 k8".split()
    assert record.opening == "D11" and record.opening_rule == "RIF" and record.time_control == "30m"
    assert record.swaps == [3]                                   # P2 swapped after move 3
    assert record.offers == [parse_point("j7"), parse_point("g6")]
    assert record.removed_offers == [parse_point("j7")]
    # After the swap P2 plays Black: Black's clock is P2's (the right one), which ran for moves 5 and 7.
    stored = {m["n"]: m for m in game["moves"]}
    # Moves 1-3 are one press (the clock stops once, after move 3); move 5 is the kept offer.
    assert [m.clocks is None for m in record.moves] == [True, True, False, False, True, False, False]
    for n in (3,):   # before the swap: Black is P1
        assert record.moves[n - 1].clocks == (stored[n]["clock_p1_ms"], stored[n]["clock_p2_ms"])
    for n in (4, 6, 7):   # after it: Black is P2
        assert record.moves[n - 1].clocks == (stored[n]["clock_p2_ms"], stored[n]["clock_p1_ms"])
    assert record.moves[6].clocks[0] < 1800000 and record.moves[6].clocks[1] < 1800000
    back = import_records("sgf", export_records("sgf", [record]))[0]
    assert record.differences(back) == []
    assert export_records("pdf", [record], lang="ru").startswith(b"%PDF")
