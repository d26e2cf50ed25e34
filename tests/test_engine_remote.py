"""tengen-host play BOARD --remote: two virtual boards (the real firmware), each with its own host
daemon, playing one game through a real Mosquitto. Each board shows the opponent's move blinking
yellow and on the opponent's face; the player puts it there. The broker is restarted mid-game
(nothing lost, nothing played twice), one host's player process is killed -9 and started again
(it takes the game up where it stood), a message signed without the game's secret is ignored, and
White's message before its first move, published again by a third party the moment that move
appears, is refused (before messages carried a sequence it left Black's board waiting for a move
that never came). Both records must hold the same game."""

import asyncio
import hashlib
import hmac
import io
import json
import subprocess
import sys
import time

import paho.mqtt.client as paho
import pytest

from harness import Hall, ROOT
from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import ScriptRunner
from shared_rules.board import point_name
from test_broadcast_mqtt import MOSQUITTO, Broker, pytestmark  # noqa: F401 (the same broker, skipped alike)
from test_engine_play import blinking_point, face_names, step

GAME = "h8 h9 i8 i9 j8 j9 k8 k9 l8".split()  # Black's five at move 9
SECRET = "correct horse battery"


class Side:
    def __init__(self, where, board_id):
        where.mkdir()
        self.hall = Hall(where, board_id=board_id)
        self.board = VirtualBoard(self.hall.tty, self.hall.flash, board_id, where / "serial.log")
        self.runner = ScriptRunner(self.board, out=io.StringIO(), host_db=self.hall.db)
        self.runner.timeout = 15.0
        self.play = None
        self.out = where / "play.out"

    async def start(self, control="10m", press=True):
        self.hall.start_host()
        await self.board.start()
        await step(self.runner, "configure time_control %s" % control)
        await step(self.runner, "expect synced")
        if press:
            await step(self.runner, "press white")  # White starts Black's clock, on each board
            await step(self.runner, "expect running left")

    def join(self, port, colour):
        self.play = subprocess.Popen(
            [sys.executable, "-m", "host", "--db", str(self.hall.db), "play", self.hall.board_id, "--remote",
             "127.0.0.1:%d" % port, "--game", "friendly-1", "--secret", SECRET, "--colour", colour],
            cwd=str(ROOT), stdout=open(self.out, "a"), stderr=subprocess.STDOUT, text=True)

    async def stop(self):
        if self.play is not None and self.play.poll() is None:
            self.play.kill()
            self.play.wait()
        await self.board.stop()
        self.hall.stop_host()


def seconds_of(face):
    """A clock face's time in seconds: "9:58", or under a minute " 14.6"."""
    minutes, _, rest = face.strip().rpartition(":")
    return 60 * int(minutes or 0) + float(rest)


async def clock_agrees(board, other, face, timeout=10.0):
    """The face of the player who just moved shows the same time (to a second) on both boards."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            if abs(seconds_of(board.display[face]) - seconds_of(other.display[face])) <= 1.0:
                return
        except ValueError:
            pass
        await other.wait_report(0.1)
    raise AssertionError("the %s clocks differ: %s here, %s there" % (face, board.display[face], other.display[face]))


def forge(port, topic, acts):
    """A message on a seat's topic by someone without the secret (signed with another)."""
    body = json.dumps({"acts": acts})
    client = paho.Client(paho.CallbackAPIVersion.VERSION2, protocol=paho.MQTTv311)
    client.connect("127.0.0.1", port)
    client.loop_start()
    client.publish(topic, json.dumps({"body": body, "mac": hmac.new(b"guess", body.encode(), hashlib.sha256).hexdigest()}),
                   qos=1, retain=True).wait_for_publish(5)
    client.disconnect()
    client.loop_stop()


class Replayer:
    """Someone on the broker without the secret: the moment a seat's first move appears on its
    topic, the message before it (no move yet) is published again, retained (the issue's attack)."""

    def __init__(self, port, topic):
        self.topic, self.previous, self.done = topic, None, False
        self.client = paho.Client(paho.CallbackAPIVersion.VERSION2, protocol=paho.MQTTv311)
        self.client.on_message = self._on_message
        self.client.connect("127.0.0.1", port)
        self.client.subscribe(topic, qos=1)
        self.client.loop_start()

    def _on_message(self, client, userdata, message):
        acts = json.loads(json.loads(message.payload)["body"])["acts"]
        if acts and self.previous is not None and not self.done:
            self.done = True
            client.publish(self.topic, self.previous, qos=1, retain=True)
        elif not acts:
            self.previous = message.payload

    def close(self):
        self.client.disconnect()
        self.client.loop_stop()


async def a_remote_game(tmp_path, broker):
    black, white = Side(tmp_path / "a", "sim-000a"), Side(tmp_path / "b", "sim-000b")
    try:
        await black.start()
        await white.start()
        black.join(broker.port, "black")
        white.join(broker.port, "white")
        await asyncio.sleep(1.0)
        replayer = Replayer(broker.port, "tengen/play/friendly-1/seat/P2")  # White's move 2 replayed away
        for n, name in enumerate(GAME, 1):
            mover, other = (black, white) if n % 2 else (white, black)
            colour = "black" if n % 2 else "white"
            if n == 3:
                assert replayer.done
                replayer.close()
            if n == 5:  # the broker restarted mid-game (it keeps nothing: both hosts publish again)
                broker.stop()
                await asyncio.sleep(1.0)
                broker.start()
            if n == 3:  # an intruder's move for Black, signed without the secret: never shown
                forge(broker.port, "tengen/play/friendly-1/seat/P1",
                      [{"t": "move", "n": 1, "point": "h8"}, {"t": "move", "n": 3, "point": "a1"}])
            if n == 7:  # the white host's player process killed -9 while Black moves, started again after
                white.play.kill()
                white.play.wait()
            await step(mover.runner, "place %s %s" % (name, colour))
            await step(mover.runner, "press %s" % colour)
            if n == 7:  # and, before it comes back, the broker restarted keeping nothing: the move
                broker.stop()  # reaches White only if Black's host publishes it again on reconnecting
                await asyncio.sleep(1.0)
                broker.start()
                await asyncio.sleep(1.0)
                white.join(broker.port, "white")
            moves = " ".join(GAME[:n])
            await step(mover.runner, "expect moves %s" % moves)
            # The other board: the move blinks yellow and the mover's face (on that board) names it.
            p = await blinking_point(other.board, 40)
            assert point_name(p) == name, (n, point_name(p))
            await face_names(other.board, "left" if n % 2 else "right", name.upper())
            if n == 3:
                await asyncio.sleep(3.0)  # a slow hand: the copy's time must not be charged to the mover
            await step(other.runner, "place %s %s" % (name, colour))
            await step(other.runner, "press %s" % colour)  # for the opponent: their move complete here
            await step(other.runner, "expect moves %s" % moves)
            if n < len(GAME):  # the mover's time: on the other board as on their own, once told
                face = "left" if n % 2 else "right"
                await clock_agrees(mover.board, other.board, face)
        for side in (black, white):
            await step(side.runner, "expect result black five")
            await step(side.runner, "expect synced")
        return black, white, [side.play.wait(30) for side in (black, white)]
    finally:
        await black.stop()
        await white.stop()


def test_two_boards_play_one_game_through_mosquitto(tmp_path):
    broker = Broker(tmp_path)
    broker.start()
    try:
        black, white, statuses = asyncio.run(a_remote_game(tmp_path, broker))
    finally:
        broker.stop()
    said = black.out.read_text() + white.out.read_text()
    assert statuses == [0, 0], said
    # The forged move reached the white host, which refused it (and said so in its log, on stderr).
    assert "ignored a message on tengen/play/friendly-1/seat/P1: its MAC does not verify" in white.out.read_text()
    for side in (black, white):
        record = side.hall.store().game(1)
        assert [m["point"] for m in record["moves"]] == GAME  # the same game, each move once
        assert record["winner"] == "black" and record["reason"] == "five"
    # One clock truth: both records hold the same clocks and times used after every move and at the
    # end (each player's time as their own board kept it; the 3 s taken to copy move 3, the game's
    # last move copied, the white host's restart: none of it charged to anyone).
    rows = [[(m["clock_p1_ms"], m["clock_p2_ms"], m["used_ms"]) for m in side.hall.store().game(1)["moves"]]
            for side in (black, white)]
    for n, (here, there) in enumerate(zip(*rows), 1):
        assert None not in here and all(abs(a - b) <= 100 for a, b in zip(here, there)), (n, here, there)
    assert "the remote player plays h9" in black.out.read_text()
    assert "the remote player plays l8" in white.out.read_text()


def test_a_game_ended_on_the_other_board_otherwise_than_by_a_move_ends_here_too():
    from host.remote import RemoteTable, ended_here
    from shared_rules.game import Game

    class Link:  # the broker's side: the other board resigned... and what we publish
        published = []
        connected = True

        def acts(self):
            return [{"t": "move", "n": 1, "point": "h8"}]

        def result(self):
            return {"winner": "white", "reason": "resignation"}

        def publish(self, acts, result, seq):
            self.published.append((acts, result))

        def news(self):
            return []

    class Store:
        commands = []

        def queue_command(self, board, name, args):
            self.commands.append((name, args))
            return len(self.commands)

    record = {"settings": {}, "winner": None, "reason": None,
              "events": [{"t": "game", "game": 1, "settings": {}, "seq": 1},
                         {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black", "seq": 2}]}
    store, link = Store(), Link()
    table = RemoteTable(store, "b1", link, 1)  # the remote player has Black
    table.record = record
    table.on_game(Game.replay(["h8"]))
    table.on_game(Game.replay(["h8"]))
    assert store.commands == [("adjudicate", {"winner": "white"})]  # once
    assert link.published[-1] == ([], None)  # nothing of ours yet, no result here
    # Our board's own ending by resignation is published; a five is not (the moves carry it).
    assert ended_here(dict(record, winner="black", reason="resignation")) == {"winner": "black", "reason": "resignation"}
    assert ended_here(dict(record, winner="black", reason="five")) is None


def test_the_same_moves_with_the_clocks_of_another_board_are_the_same_game(caplog):
    from host.remote import RemoteTable

    class Link:  # the other board: its own clocks in its acts
        def acts(self):
            return [{"t": "move", "n": 1, "point": "h8", "clocks": [6559, 12000]}, {"t": "move", "n": 3, "point": "i8"}]

    record = {"settings": {}, "winner": None, "reason": None,
              "events": [{"t": "game", "game": 1, "settings": {}, "seq": 1},
                         {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black", "clocks": [5720, 12000]},
                         {"t": "move", "game": 1, "n": 2, "point": "h9", "colour": "white", "clocks": [5720, 11000]}]}
    table = RemoteTable(None, "b1", Link(), 1)
    table.record = record
    assert table.next_act() == {"t": "move", "n": 3, "point": "i8"}
    assert "differ" not in caplog.text
    table.link = type("Silent", (), {"acts": lambda self: []})()  # a `play` started again, nothing come yet
    assert table.next_act() is None and "differ" not in caplog.text
    table.link = Link()
    record["events"][1]["point"] = "a1"  # another move there: said
    table.next_act()
    assert "the two boards' games differ" in caplog.text


def test_a_signed_message_that_is_no_list_of_acts_is_refused_with_its_reason():
    from types import SimpleNamespace

    from host.remote import RemoteLink, seat_key, sign
    from host.web.mqtt import MqttConfig

    link = RemoteLink(MqttConfig.parse("127.0.0.1:1"), "friendly-1", SECRET, 1)
    topic = "tengen/play/friendly-1/seat/P2"
    header = {"v": 2, "game": "friendly-1", "seat": "P2", "started": 1796640130512, "seq": 3}

    def arrives(body, secret=SECRET, seat=2):
        body = json.dumps(dict(header, **body))
        payload = json.dumps({"body": body, "mac": sign(seat_key(secret, "friendly-1", seat), body)}).encode()
        link._on_message(None, None, SimpleNamespace(topic=topic, payload=payload))

    arrives({"result": None})  # signed, but no acts
    arrives({"acts": "h8"})  # said once
    arrives({"acts": ["h8"]})
    arrives({"acts": []}, secret="another secret")
    arrives({"acts": []}, secret="another secret")  # said once
    arrives({"acts": []}, seat=1)  # the other seat's key: not signed for P2
    arrives({"acts": [{"t": "move", "n": 1, "point": "h8"}]})
    arrives({"acts": [], "seq": 2})  # older than the one taken
    arrives({"acts": [], "seq": 1})  # said once
    assert link.refused == 8 and link.acts() == [{"t": "move", "n": 1, "point": "h8"}]
    news = link.news()
    assert len(news) == 3, news  # each refusal said once, until a message verifies
    assert "signed with this game's secret but is no list of acts" in news[0]
    assert "not signed with this game's secret" in news[1]
    assert "older than one already taken" in news[2]


def test_the_seat_keys_are_rfc_5869_hkdf_sha256():
    """RFC 5869's test case 1 (A.1), then the keys of a game's two seats, and of another game."""
    from host.remote import hkdf_sha256, seat_key

    okm = hkdf_sha256(b"\x0b" * 22, bytes(range(13)), bytes(range(0xf0, 0xfa)), 42)
    assert okm.hex() == ("3cb25f25faacd57a90434f64d0362f2a2d2d0a90cf1a5a4c5db02d56ecc4c5bf"
                         "34007208d5b887185865")
    keys = {seat_key(SECRET, game, seat) for game in ("friendly-1", "friendly-2") for seat in (1, 2)}
    assert len(keys) == 4


class QuietLink:
    """The broker's side of a RemoteTable in a unit test: the other seat's acts, connected, no news."""
    connected = True

    def __init__(self, acts):
        self.theirs = acts

    def acts(self):
        return self.theirs

    def result(self):
        return None

    def publish(self, acts, result, seq):
        pass

    def news(self):
        return []


def test_a_pause_left_by_a_play_killed_while_it_held_the_clock_is_lifted_by_the_next():
    from host.remote import RemoteTable
    from shared_rules.game import Game

    class Store:
        def __init__(self):
            self.commands = []

        def queue_command(self, board, name, args):
            self.commands.append(name)
            return len(self.commands)

    settings = {"time_control": "10m"}
    events = [{"t": "game", "game": 1, "settings": settings, "seq": 1},
              {"t": "move", "game": 1, "n": 1, "point": "h8", "colour": "black", "seq": 2},
              {"t": "clock", "game": 1, "action": "pause", "clocks": [500000, 600000], "seq": 3}]
    for last, wanted in (("pause", ["resume"]), ("resume", [])):
        events[-1]["action"] = last
        store = Store()
        table = RemoteTable(store, "b1", QuietLink([{"t": "move", "n": 1, "point": "h8"}]), 2)  # White to move
        table.record = {"settings": settings, "winner": None, "reason": None, "events": events}
        table.on_game(Game.replay(["h8"]))
        table.on_game(Game.replay(["h8"]))
        assert store.commands == wanted, last


@pytest.mark.parametrize("extra, stdin, said", [
    (["--game", "a/b", "--secret", SECRET], "", "a game's name is 1 to 64 letters"),
    (["--game", "friendly-1", "--secret", "-"], "short\n", "the secret must have 8 characters or more"),
    (["--game", "friendly-1"], "", "give --game NAME and --secret TEXT"),
    (["--game", "friendly-1", "--secret", "-", "--remote", "host:port"], SECRET + "\n", "--remote takes the broker's HOST"),
])
def test_play_remote_refuses_bad_arguments_in_a_line(tmp_path, extra, stdin, said):
    command = [sys.executable, "-m", "host", "--db", str(tmp_path / "none.sqlite"), "play", "sim-0001",
               "--remote", "127.0.0.1"] + extra
    result = subprocess.run(command, cwd=str(ROOT), input=stdin, capture_output=True, text=True, timeout=30)
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("play --remote: ") and said in lines[0], lines


def test_a_restarted_play_takes_the_clocks_from_the_record_and_sets_no_clock_back():
    """A `play` started again on White's host while Black's move 5 runs on Black's clock: the
    record holds Black's moves 1 and 3 with their clocks as Black's board had them (put there
    before the restart), so nothing is set on the board (the previous version set Black's running
    clock back to its value at move 1, then at move 3). A row that lacks them is put right in
    the record only: the board's clock is set only while that move is the game's last."""
    from host.remote import RemoteTable
    from shared_rules.game import Game

    theirs = [{"t": "move", "n": 1, "point": "h8", "clocks": [590000, 600000], "used": 10000},
              {"t": "move", "n": 3, "point": "i8", "clocks": [570000, 580000], "used": 20000}]

    class Store:
        def __init__(self):
            self.commands, self.rows = [], []

        def queue_command(self, board, name, args):
            self.commands.append((name, args))
            return len(self.commands)

        def set_move_clock(self, game_id, n, seat, clock_ms, used_ms):
            self.rows.append((n, clock_ms, used_ms))

    settings = {"time_control": "10m"}
    events = [{"t": "game", "game": 1, "settings": settings, "seq": 1}]
    moves = []
    for n, point, clocks in ((1, "h8", [590000, 600000]), (2, "h9", [590000, 580000]), (3, "i8", [570000, 580000]),
                             (4, "i9", [570000, 575000])):
        copied = [clocks[0] - 3000, clocks[1]] if n % 2 else clocks  # this board's own clocks: 3 s to copy
        events.append({"t": "move", "game": 1, "n": n, "point": point, "colour": "black" if n % 2 else "white",
                       "clocks": copied, "seq": n + 1})
        moves.append({"n": n, "point": point, "clock_p1_ms": clocks[0], "clock_p2_ms": clocks[1], "used_ms": 1000})
    record = {"id": 1, "settings": settings, "winner": None, "reason": None, "events": events, "moves": moves}
    store = Store()
    table = RemoteTable(store, "b1", QuietLink(theirs), 1)  # the remote player has Black, to play move 5
    table.record = record
    table.on_game(Game.replay("h8 h9 i8 i9".split()))
    assert store.commands == [] and store.rows == []
    moves[2]["clock_p1_ms"] = 575000  # move 3 as this board had it (its copy's 5 s charged to Black)
    table.on_game(Game.replay("h8 h9 i8 i9".split()))
    assert store.rows == [(3, 570000, 20000)] and store.commands == []  # put right in the record only
