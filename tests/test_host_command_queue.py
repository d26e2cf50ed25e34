"""Commands for boards wait in the store: bound to the game they were meant for, expiring, listed
and cancellable. A command that timed out must never end a later game (issue 13, item 3)."""

import threading
import time

from host.cli import main
from host.connection import BoardConnection
from host.store import Store


def recorded_board(store, board="b1", epoch="e1", games=1):
    """A store that has seen `board` play `games` games (the last one current)."""
    store.board_seen(board, "0.1")
    seq = store.last_seq(board, epoch)
    for game in range(1, games + 1):
        seq += 1
        store.record_event(board, epoch, {"t": "game", "seq": seq, "game": game, "settings": {}})
        seq += 1
        store.record_event(board, epoch, {"t": "move", "seq": seq, "game": game, "n": 1, "point": "h8",
                                          "colour": "black"})


class Wire:
    """The board's end of a BoardConnection: what the host sent."""

    def __init__(self, store, board="b1", epoch="e1"):
        self.sent = []
        self.connection = BoardConnection("test://", store)
        self.connection._send = self.sent.append
        self.connection._hello({"t": "hello", "proto": 1, "board": board, "epoch": epoch, "head": 0, "base": 0})

    def state(self, game):
        self.connection._state({"t": "state", "game": game, "moves": 1, "turn": "white", "head": 0})

    def commands_sent(self):
        self.connection.store._pending_until = 0  # look at the table now
        self.connection._send_commands(time.monotonic())
        return [m for m in self.sent if m["t"] == "command"]


def test_a_command_meant_for_one_game_never_reaches_the_next(tmp_path):
    store = Store(tmp_path / "g.sqlite")
    recorded_board(store, games=1)
    command_id = store.queue_command("b1", "adjudicate", {"winner": "black"})
    assert store.command(command_id)["game"] == 1
    # The board comes back on game 2 (game 1 ended while the daemon was away).
    wire = Wire(store)
    assert wire.commands_sent() == []  # nothing before the board says which game it is on
    wire.state(2)
    assert wire.commands_sent() == []
    command = store.command(command_id)
    assert command["state"] == "not sent"
    assert "meant for game 1" in command["detail"] and "game 2" in command["detail"]


def test_a_replayed_old_game_does_not_pass_for_the_boards_game(tmp_path):
    # Back after an absence, the host hears the board replay an old game's events before the
    # board's heartbeat says which game it is on now (game 3): a command for game 2 must wait.
    store = Store(tmp_path / "g.sqlite")
    recorded_board(store, games=1)
    command_id = store.queue_command("b1", "adjudicate", {"winner": "black"})
    store.db.execute("UPDATE commands SET game=2")  # meant for game 2, whose events the store lacks
    wire = Wire(store)
    wire.connection._event({"t": "game", "seq": 3, "game": 2, "settings": {}})
    assert wire.commands_sent() == []
    wire.state(3)
    assert wire.commands_sent() == []
    assert store.command(command_id)["state"] == "not sent"


def test_a_command_reaches_the_game_it_was_meant_for(tmp_path):
    store = Store(tmp_path / "g.sqlite")
    recorded_board(store, games=2)
    command_id = store.queue_command("b1", "pause", {})
    wire = Wire(store)
    wire.state(2)
    sent = wire.commands_sent()
    assert [(m["id"], m["name"]) for m in sent] == [(command_id, "pause")]


def test_a_command_for_another_epoch_is_not_sent(tmp_path):
    # The board's flash was wiped: its game numbers start again, and game 1 is not the same game.
    store = Store(tmp_path / "g.sqlite")
    recorded_board(store, games=1)
    command_id = store.queue_command("b1", "adjudicate", {"winner": "white"})
    wire = Wire(store, epoch="e2")
    wire.state(1)
    assert wire.commands_sent() == []
    assert "no longer holds" in store.command(command_id)["detail"]


def test_identify_is_for_whatever_game_the_board_is_on(tmp_path):
    store = Store(tmp_path / "g.sqlite")
    recorded_board(store, games=1)
    command_id = store.queue_command("b1", "identify", {"seconds": 3}, bound=False)
    wire = Wire(store)
    wire.state(5)
    assert [m["id"] for m in wire.commands_sent()] == [command_id]


def test_a_command_expires_unsent(tmp_path):
    store = Store(tmp_path / "g.sqlite")
    recorded_board(store, games=1)
    command_id = store.queue_command("b1", "pause", {}, lifetime=0.3)
    time.sleep(0.4)
    wire = Wire(store)
    wire.state(1)
    assert wire.commands_sent() == []
    assert store.command(command_id)["state"] == "expired"


def run(capsys, *argv):
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_commands_are_listed_and_cancelled(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    store = Store(db)
    recorded_board(store, games=1)
    pause = store.queue_command("b1", "pause", {})
    adjudicate = store.queue_command("b1", "adjudicate", {"winner": "black"})
    status, out, err = run(capsys, "commands", "--db", db)
    assert status == 0
    rows = [line for line in out.splitlines() if line[:4].strip().isdigit()]  # a long state wraps under itself
    assert len(rows) == 2 and "pause" in rows[0] and "adjudicate winner=black" in rows[1], out
    assert "queued" in rows[1] and rows[1].split()[3] == "1", out  # bound to game 1
    status, out, err = run(capsys, "status", "--db", db)
    assert "2 commands waiting for b1" in out, out
    status, out, err = run(capsys, "--db", db, "cancel", str(adjudicate))
    assert status == 0 and "cancelled" in out
    wire = Wire(store)
    wire.state(1)
    assert [m["id"] for m in wire.commands_sent()] == [pause]  # the cancelled one is never sent
    status, out, err = run(capsys, "--db", db, "cancel", str(adjudicate))
    assert status == 1 and "cancelled already" in err
    status, out, err = run(capsys, "--db", db, "cancel", "99")
    assert status == 1 and "no command 99" in err
    status, out, err = run(capsys, "--db", db, "commands", "--all")
    assert "cancelled" in out and "pause" in out


def test_a_command_that_gets_no_reply_says_how_long_it_waits_and_how_to_cancel(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    recorded_board(Store(db), games=1)
    status, out, err = run(capsys, "command", "b1", "pause", "--wait", "0.2", "--expire", "60", "--db", db)
    assert status == 3
    assert Store(db).commands()[0]["id"] > 999  # its id proper is drawn at random: people see 1
    assert "stays queued for game 1 until" in err and "commands" in err and "cancel 1`" in err, err
    status, out, err = run(capsys, "commands", "--db", db)
    assert out.splitlines()[1].split()[0] == "1", out
    status, out, err = run(capsys, "cancel", "1", "--db", db)
    assert status == 0 and "command 1 (pause on board b1) cancelled" in out, out


def answer_commands(db, ok, detail, stop):
    store = Store(db)
    while not stop.is_set():
        for command in store.commands():  # as the daemon does: sent to the board, then its reply
            store.command_sent(command["id"])
            store.command_replied(command["id"], ok, detail)
        time.sleep(0.02)


def test_the_reply_is_said_in_words(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    recorded_board(Store(db), games=1)
    stop = threading.Event()
    board = threading.Thread(target=answer_commands, args=(db, True, "done", stop))
    board.start()
    try:
        status, out, err = run(capsys, "--db", db, "command", "b1", "adjudicate", "winner=black")
    finally:
        stop.set()
        board.join()
    assert status == 0
    assert out.strip() == "adjudicate winner=black on board b1: done"


def test_a_refusal_says_why(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    recorded_board(Store(db), games=1)
    stop = threading.Event()
    board = threading.Thread(target=answer_commands, args=(db, False, "the game is over", stop))
    board.start()
    try:
        status, out, err = run(capsys, "command", "b1", "pause", "--db", db)
    finally:
        stop.set()
        board.join()
    assert status == 1
    assert err.strip().splitlines()[-1] == "pause on board b1: refused: the game is over"


def test_a_mistyped_board_is_not_queued(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    recorded_board(Store(db), games=1)
    status, out, err = run(capsys, "--db", db, "command", "b2", "pause", "--wait", "0")
    assert status == 2 and "no board 'b2'" in err and "boards: b1" in err
    assert Store(db).commands(every=True) == []


def test_new_game_takes_force_and_settings(tmp_path, capsys):
    db = str(tmp_path / "g.sqlite")
    recorded_board(Store(db), games=1)
    status, out, err = run(capsys, "--db", db, "command", "b1", "new_game", "force=true", "time_control=5m",
                           "--wait", "0")
    assert status == 3
    assert Store(db).commands()[0]["args"] == {"force": True, "settings": {"time_control": "5m"}}
    assert "new_game force=true time_control=5m on board b1: no reply" in err, err
    status, out, err = run(capsys, "--db", db, "command", "b1", "new_game", "force=maybe", "--wait", "0")
    assert status == 2 and "force is true or false" in err
    status, out, err = run(capsys, "--db", db, "command", "b1", "pause", "now", "--wait", "0")
    assert status == 2 and "KEY=VALUE" in err


def test_a_new_store_never_reuses_the_command_ids_a_board_may_remember(tmp_path):
    # The board answers a command id it has answered before from memory, without doing it: a store
    # made afresh (var/ deleted) while the board stayed on must not start again at id 1.
    firsts = []
    for n in range(2):
        store = Store(tmp_path / ("g%d.sqlite" % n))
        recorded_board(store)
        first = store.queue_command("b1", "identify", {"seconds": 2}, bound=False)
        assert store.queue_command("b1", "pause", {}) == first + 1
        firsts.append(first)
    assert firsts[0] != firsts[1] and min(firsts) > 16
