"""The link on a badly damaged line (1% of bytes dropped, 0.5% corrupted or doubled, both ways):
the handshake completes and the host catches up with every event, each once, in order. The
figures (time to first sync, events per second) are python -m hardware.rigs.linkbench's."""

import asyncio

from hardware.rigs.linkbench import measure, spread_points
from host.store import READ, Store
from shared_rules.board import point_name


def test_a_board_behind_a_line_damaging_one_byte_in_a_hundred_is_recorded_whole(tmp_path):
    moves = 12
    events, hello, synced, counts, latencies = asyncio.run(measure(0.01, moves, 5, tmp_path, limit=100, live=3))
    assert counts["byte dropped"] > 0 and counts["byte corrupted"] > 0 and counts["byte duplicated"] > 0, counts
    assert hello is not None, "no handshake through the damaged line"
    assert synced is not None, "the host never caught up: %s" % counts
    assert len(latencies) == 3 and None not in latencies, latencies  # and keeps up with moves played live
    moves += 3
    events += 3
    store = Store(tmp_path / "games.sqlite", READ)
    game = store.game(store.games()[0][0])
    assert [m["point"] for m in game["moves"]] == [point_name(p) for p in spread_points(moves)]
    assert store.db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == events
