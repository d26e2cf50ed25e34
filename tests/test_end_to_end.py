"""End to end: a game played on the virtual board, through the real firmware on the real
MicroPython, over a pseudo-terminal, to the real host daemon, which stores it in SQLite."""

import pytest

from harness import Hall

GAME = ["h8", "h9", "i8", "i9", "j8", "j9", "k8", "k9", "l8"]


@pytest.fixture
def hall(tmp_path):
    hall = Hall(tmp_path)
    hall.start_host()
    yield hall
    hall.stop_host()


def script_for(moves):
    lines = []
    for n, point in enumerate(moves, 1):
        lines.append("place %s %s" % (point, "black" if n % 2 else "white"))
        if n < len(moves):
            lines.append("expect led %s white" % point)  # the last move is lit (the final one may be a five)
    return "\n".join(lines) + "\n"


def test_scripted_game_is_recorded_by_the_host(hall):
    script = script_for(GAME) + "expect result black five\nexpect leds h8 i8 j8 k8 l8 green\nexpect lit 5\nexpect synced\n"
    status, output = hall.play(script)
    assert status == 0, output + hall.host_log()
    games = hall.store().games()
    assert len(games) == 1
    game = hall.store().game(games[0][0])
    assert [m["point"] for m in game["moves"]] == GAME
    assert [m["colour"] for m in game["moves"]] == ["black", "white"] * 4 + ["black"]
    assert (game["winner"], game["reason"]) == ("black", "five")
    assert game["line"] == ["h8", "i8", "j8", "k8", "l8"]
    assert game["board"] == "sim-0001"


def test_a_host_started_after_the_game_still_gets_every_move(tmp_path):
    hall = Hall(tmp_path)
    # The board plays the whole game with no host, then the host appears and catches up.
    script = script_for(GAME) + "expect result black five\n"
    script += "wait 100\n"
    hall.tty.parent.mkdir(parents=True, exist_ok=True)
    import threading
    import time

    def late_host():
        time.sleep(0.1)
        while not hall.tty.exists():
            time.sleep(0.05)
        time.sleep(2.5)
        hall.start_host()

    starter = threading.Thread(target=late_host)
    starter.start()
    try:
        status, output = hall.play(script_for(GAME) + "expect result black five\ntimeout 15000\nexpect synced\n")
    finally:
        starter.join()
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    game = hall.store().game(1)
    assert [m["point"] for m in game["moves"]] == GAME
    assert game["winner"] == "black"


def test_white_wins_with_an_overline(hall):
    # White's long row wins (Black's would be a foul); Black plays elsewhere meanwhile.
    moves = ["h8", "c3", "a15", "d3", "b15", "e3", "c15", "g3", "e15", "f3"]
    status, output = hall.play(script_for(moves) + "expect result white five\nexpect leds c3 d3 e3 f3 g3 green\nexpect synced\n")
    assert status == 0, output + hall.host_log()
    game = hall.store().game(1)
    assert (game["winner"], game["line"]) == ("white", ["c3", "d3", "e3", "f3", "g3"])


def test_black_overline_is_a_foul_not_a_win(hall):
    # Club mode (the default): Black's long row is a foul, and a foul loses.
    moves = ["h8", "a1", "d8", "a3", "e8", "a5", "f8", "a7", "i8", "a9", "j8", "a11", "g8"]
    script = script_for(moves) + "expect result white foul\nexpect synced\n"
    status, output = hall.play(script)
    assert status == 0, output + hall.host_log()
    game = hall.store().game(1)
    assert (game["winner"], game["reason"]) == ("white", "foul")
    assert [m["point"] for m in game["moves"]] == moves


def test_power_cuts_and_unplugged_cables_lose_nothing(hall):
    script = """
place h8 black
place h9 white
expect synced
unplug
place i8 black
place i9 white
restart
expect moves h8 h9 i8 i9
place j8 black
power off
power on
place j9 white
unplug
wait 300
plug
place k8 black
place k9 white
place l8 black
expect result black five
timeout 15000
expect synced
"""
    status, output = hall.play(script)
    assert status == 0, output + hall.host_log()
    store = hall.store()
    assert len(store.games()) == 1
    game = store.game(1)
    assert [m["point"] for m in game["moves"]] == GAME
    assert game["winner"] == "black"


def test_host_killed_while_events_are_unacknowledged_loses_and_duplicates_nothing(tmp_path):
    # The host is frozen (SIGSTOP) after move 5; moves 6 to 9 are played and sent to it, and never
    # acknowledged; then it is killed -9 and a new one takes over: it must get each of them once.
    # Twice over: frozen after move 11, killed after move 13.
    import signal
    import subprocess
    import sys

    from harness import ROOT
    from host.store import READ, Store

    hall = Hall(tmp_path)
    hall.start_host()
    moves = ["h8", "h9", "i8", "i9", "j8", "g8", "a1", "a2", "a3", "a4", "a5", "a6", "k8", "l8", "c1"]
    script = "timeout 10000\nexpect synced\n" + script_for(moves) + "timeout 20000\nexpect synced\n"
    (tmp_path / "script.txt").write_text(script)
    board = subprocess.Popen(
        [sys.executable, "-m", "hardware.vboard", "--script", str(tmp_path / "script.txt"), "--tty", str(hall.tty),
         "--flash", str(hall.flash), "--board-id", hall.board_id, "--host-db", str(hall.db)],
        cwd=str(ROOT), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    output = []
    stored_at_kill = []

    def stored():
        store = Store(hall.db, READ)
        try:
            return store.db.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        finally:
            store.close()

    try:
        for line in board.stdout:
            output.append(line)
            placed = line.split(":")[-1].split()
            if len(placed) == 4 and placed[0] == "place" and placed[3] == "ok":
                n = moves.index(placed[1]) + 1
                if n in (5, 11):
                    hall.host.send_signal(signal.SIGSTOP)
                elif n in (9, 13):
                    stored_at_kill.append((n, stored()))
                    hall.host.send_signal(signal.SIGKILL)
                    hall.host.wait()
                    hall.start_host()
        status = board.wait(60)
    finally:
        if board.poll() is None:
            board.kill()
        if hall.host is not None:
            hall.host.send_signal(signal.SIGCONT)
        hall.stop_host()
    text = "".join(output)
    assert status == 0, text + hall.host_log()
    # Each kill came with moves played and not yet stored: events in flight.
    assert len(stored_at_kill) == 2 and all(count < n for n, count in stored_at_kill), stored_at_kill
    store = hall.store()
    assert len(store.games()) == 1
    game = store.game(1)
    assert [m["point"] for m in game["moves"]] == moves
    events = store.db.execute("SELECT COUNT(*) FROM events").fetchone()[0]
    assert events == len(moves) + 1  # the game, and every move once


def test_status_view_shows_the_board(tmp_path):
    import subprocess
    import sys
    import time

    hall = Hall(tmp_path)
    hall.start_host()
    try:
        status, output = hall.play("place h8 black\nplace h9 white\nexpect synced\nwait 2500\n")
        assert status == 0, output
        view = subprocess.run([sys.executable, "-m", "host", "--db", str(hall.db), "status"],
                              capture_output=True, text=True).stdout
    finally:
        hall.stop_host()
    assert "sim-0001" in view and "2. white h9" in view, view


def test_the_record_follows_takebacks_anomalies_and_adjudication(hall):
    script = """
timeout 10000
expect synced
configure takebacks true
place h8 black
place h9 white
place i8 black
lift i8
press white
expect moves h8 h9
place j8 black
place a1 white nowait
place a2 white nowait
expect remove a1 a2
lift a1 a2
expect anomaly none
command adjudicate winner=draw
expect result draw adjudication
expect synced
"""
    status, output = hall.play(script)
    assert status == 0, output + hall.host_log()
    store = hall.store()
    games = store.games()
    game = store.game(games[-1][0])
    assert [m["point"] for m in game["moves"]] == ["h8", "h9", "j8"]
    assert (game["winner"], game["reason"]) == ("draw", "adjudication")
    kinds = [e["t"] for e in game["events"]]
    assert "undo" in kinds
    anomalies = [e for e in game["events"] if e["t"] == "anomaly"]
    assert any(sorted(e["remove"]) == ["a1", "a2"] for e in anomalies), anomalies
    assert anomalies[-1]["restore"] == [] and anomalies[-1]["remove"] == []


def test_a_new_store_takes_what_a_compacted_board_still_holds(tmp_path):
    # Games with a host: the board's journal (kept small here) compacts what the host acknowledged.
    # Then a host with an empty store connects: it records what the board still holds, instead of
    # asking forever for events that are gone.
    import json
    from harness import ROOT

    pinmap = json.loads((ROOT / "hardware" / "pinmap.json").read_text())
    pinmap["journal"]["limit_bytes"] = 1500
    (tmp_path / "pinmap.json").write_text(json.dumps(pinmap))
    hall = Hall(tmp_path, pinmap=tmp_path / "pinmap.json")
    game = "".join("place %s %s\n" % (p, "black" if n % 2 == 0 else "white")
                   for n, p in enumerate(["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"]))
    clear = "lift h8 a1 i8 a3 j8 a5 k8 a7 l8\nexpect result none\n"
    hall.start_host()
    try:
        status, output = hall.play("timeout 10000\nexpect synced\n" + (game + "expect synced\n" + clear) * 3)
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    hall.db = tmp_path / "fresh.sqlite"
    hall.start_host()
    try:
        status, output = hall.play("timeout 10000\nexpect synced\n" + game + "expect result black five\nexpect synced\n")
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    assert "no longer holds events" in hall.host_log()
    games = hall.store().games()
    assert games and games[-1][3] == 9 and games[-1][4] == "black"
