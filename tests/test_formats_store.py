"""A game recorded by the host's store becomes a Record, and exports to every format."""

import re

import pytest

from host.formats import FORMAT_NAMES, export_records, import_records
from host.game_record import Record
from host.store import Store
from shared_rules.board import parse_point


@pytest.fixture
def store(tmp_path):
    store = Store(tmp_path / "games.sqlite")
    yield store
    store.close()


def record_game(store, board="B1"):
    """A RIF-opening game as a board reports it: P2 swaps after move 3, Black offers two fifth
    moves, White keeps one; a move taken back; a claim and an anomaly; Black's five."""
    seq = iter(range(1, 1000))
    events = [{"t": "game", "game": 1, "settings": {"time_control": "90m+30s", "opening": "rif",
                                                     "foul_mode": "tournament"}}]
    p1, p2 = 5400000, 5400000

    def move(n, point, colour, used):
        nonlocal p1, p2
        # before the swap P1 plays Black; after it P2 does
        mover_is_p1 = (colour == "black") == (n <= 3)
        if mover_is_p1:
            p1 -= used
        else:
            p2 -= used
        return {"t": "move", "game": 1, "n": n, "point": point, "colour": colour, "used": used, "clocks": [p1, p2]}

    events += [move(1, "h8", "black", 1000), move(2, "h9", "white", 2000), move(3, "i8", "black", 3000),
               {"t": "opening", "game": 1, "action": "swap", "player": "P2"},
               move(4, "i10", "white", 4000),
               {"t": "opening", "game": 1, "action": "declare", "player": "P2", "n": 2},
               {"t": "opening", "game": 1, "action": "offer", "player": "P2", "point": "j8"},
               {"t": "opening", "game": 1, "action": "offer", "player": "P2", "point": "a1"},
               {"t": "opening", "game": 1, "action": "undo offer", "player": "P2"},  # the last one
               {"t": "opening", "game": 1, "action": "offer", "player": "P2", "point": "o15"},
               {"t": "opening", "game": 1, "action": "undo offer", "player": "P2", "point": "o15"},
               {"t": "opening", "game": 1, "action": "offer", "player": "P2", "point": "g8"},
               {"t": "opening", "game": 1, "action": "finish", "player": "P2"},
               {"t": "opening", "game": 1, "action": "choose", "player": "P1", "point": "j8"},
               move(5, "j8", "black", 5000),
               move(6, "a15", "white", 6000),
               {"t": "undo", "game": 1, "n": 6},
               move(6, "o1", "white", 7000),
               {"t": "anomaly", "game": 1, "restore": [], "remove": ["a15"]},
               {"t": "anomaly", "game": 1, "restore": [], "remove": []},
               move(7, "k8", "black", 8000),
               {"t": "claim", "game": 1, "kind": "foul", "by": "P1", "accepted": False},
               move(8, "pass", "white", 9000),
               move(9, "g8", "black", 10000),
               {"t": "result", "game": 1, "winner": "black", "reason": "five", "line": ["g8", "h8", "i8", "j8", "k8"]}]
    for event in events:
        event["seq"] = next(seq)
        store.record_event(board, "E1", event)
    return store.game(1)


def test_a_stored_game_becomes_a_record(store):
    record = Record.from_store(record_game(store))
    assert record.names() == "h8 h9 i8 i10 j8 o1 k8 pass g8".split()
    assert (record.result, record.reason, record.time_control, record.opening_rule) == ("black", "five", "90m+30s", "RIF")
    assert record.swaps == [3]
    assert record.offers == [parse_point("j8"), parse_point("g8")]
    assert record.removed_offers == [parse_point("g8")]
    assert record.opening == "D6"
    assert [m.used_ms for m in record.moves] == [1000, 2000, 3000, 4000, 5000, 7000, 8000, 9000, 10000]
    # Both clocks by colour: before the swap P1 held Black; after it P2 does.
    assert record.moves[0].clocks == (5399000, 5400000)
    assert record.moves[3].clocks == (5400000 - 2000, 5400000 - 1000 - 3000 - 4000)  # (P2, P1)
    # The board's events in words, at the time of day they came (item 10 of issue 17).
    at = r"at \d\d:\d\d:\d\d"
    assert re.fullmatch(r"opening %s: P2 swaps the colours" % at, record.moves[2].annotations[0])
    assert re.fullmatch(r"move 6 \(a15\) taken back %s" % at, record.moves[4].annotations[-1])
    assert [re.sub(at, "at T", note) for note in record.moves[5].annotations] == [
        "anomaly at T: take away a15", "anomaly cleared at T: the board matches the record"]
    assert [re.sub(at, "at T", note) for note in record.moves[6].annotations] == ["claim at T: P1 claims a foul, refused"]
    assert record.board == "B1" and record.date
    assert not record.confirmed
    assert record.problems() == []


@pytest.mark.parametrize("name", [n for n in FORMAT_NAMES if n not in ("psq", "renjunet", "yixin", "kurnik", "pdf")])
def test_a_stored_game_exports_to_every_format_and_reads_back(store, name):
    record = Record.from_store(record_game(store))
    back = import_records(name, export_records(name, [record]))[0]
    assert back.names() == record.names()
    if name in ("text", "text-federation", "sgf", "renlib", "svg"):
        assert record.differences(back) == []


def test_a_stored_game_with_a_pass_is_refused_by_formats_without_one(store):
    record = Record.from_store(record_game(store))
    from host.formats import ExportError

    for name in ("psq", "renjunet", "yixin", "kurnik"):
        with pytest.raises(ExportError, match="move 8"):
            export_records(name, [record])
