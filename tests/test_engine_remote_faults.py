"""Remote play's faults, between two virtual boards (the real firmware) each with its own host, through
a real Mosquitto: one host's network cut (a TCP proxy between it and the broker, which first holds
every byte, a blackhole, then resets every connection and refuses new ones), the other host killed
-9 (daemon and player) and started again, and a player who never comes back. Nothing may be lost
or played twice, and both boards must end in sync: their LEDs, their clocks, their records.

The cuts here last CUT seconds (3 by default, `make test`); `make remote-cut` runs them for a
minute (TENGEN_REMOTE_CUT=60), longer than MQTT's keep-alive, so that both ends give the connection
up and the host must connect again through the proxy once it lets traffic through."""

import asyncio
import os
import socket
import threading
import time

from hardware.vboard.script import colour_name
from shared_rules.board import POINTS, point_name
from test_broadcast_mqtt import Broker, pytestmark  # noqa: F401 (the same broker, skipped alike)
from test_engine_play import blinking_point, face_names, step
from test_engine_remote import GAME, Side, clock_agrees

CUT = float(os.environ.get("TENGEN_REMOTE_CUT", "3"))
PASSING, BLACKHOLE, DROPPED = "passing", "blackhole", "dropped"


class Proxy:
    """A TCP proxy to the broker that a test cuts: BLACKHOLE holds every byte both ways (as a link
    down with the connections still up: nothing arrives, nothing is refused), DROPPED resets every
    connection and refuses new ones (as a router that lost its route); PASSING lets all through."""

    def __init__(self, upstream_port):
        self.upstream = ("127.0.0.1", upstream_port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.mode = PASSING
        self.flowing = threading.Condition()
        self.sockets = set()
        threading.Thread(target=self._accept, daemon=True).start()

    def cut(self, mode):
        with self.flowing:
            self.mode = mode
            if mode == DROPPED:
                for sock in list(self.sockets):
                    self._close(sock)

    def heal(self):
        with self.flowing:
            self.mode = PASSING
            self.flowing.notify_all()

    def close(self):
        self.cut(DROPPED)
        self.listener.close()

    def _close(self, sock):
        self.sockets.discard(sock)
        try:
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")  # a reset
            sock.shutdown(socket.SHUT_RDWR)  # wakes the thread reading it (a close alone would not, on Linux)
        except OSError:
            pass
        sock.close()

    def _wait_for_passage(self):
        """False when the connection is to be dropped; else returns once traffic passes."""
        with self.flowing:
            while self.mode == BLACKHOLE:
                self.flowing.wait()
            return self.mode == PASSING

    def _accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:
                return
            threading.Thread(target=self._connect, args=(client,), daemon=True).start()

    def _connect(self, client):
        with self.flowing:
            self.sockets.add(client)
        if not self._wait_for_passage():  # a connection made during the cut waits (blackhole) or is reset
            self._close(client)
            return
        try:
            server = socket.create_connection(self.upstream)
        except OSError:
            self._close(client)
            return
        with self.flowing:
            self.sockets.add(server)
        for source, sink in ((client, server), (server, client)):
            threading.Thread(target=self._pump, args=(source, sink), daemon=True).start()

    def _pump(self, source, sink):
        try:
            while True:
                data = source.recv(65536)
                if not self._wait_for_passage():  # held through a blackhole, lost when dropped
                    break
                if not data:
                    sink.shutdown(socket.SHUT_WR)
                    return
                sink.sendall(data)
        except OSError:
            pass
        self._close(source)
        self._close(sink)


async def no_news(board, seconds):
    """For `seconds`, the board asks for no stone at a point (the opponent's move has not arrived)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert not [p for p in range(POINTS) if colour_name(board.leds[p]) == "yellow"], "a move crossed the cut"
        await board.wait_report(0.1)


async def leds_agree(a, b, timeout=10.0):
    """Both boards light the same colours at the same points."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        left, right = [colour_name(c) for c in a.leds], [colour_name(c) for c in b.leds]
        if left == right:
            return left
        await a.wait_report(0.1)
    raise AssertionError("the LEDs differ at %s" % [point_name(p) for p in range(POINTS) if left[p] != right[p]])


async def begin(black, white, black_port, white_port, control):
    for side in (black, white):
        await side.start(control, press=False)
    black.join(black_port, "black")
    white.join(white_port, "white")
    await asyncio.sleep(1.0)
    for side in (black, white):
        await step(side.runner, "press white")  # White starts Black's clock, on each board
        await step(side.runner, "expect running left")


async def copy(mover, other, n, name, timeout=40):
    """The other board shows move n, its player puts it there for the mover and presses their button."""
    colour = "black" if n % 2 else "white"
    p = await blinking_point(other.board, timeout)
    assert point_name(p) == name, (n, point_name(p))
    await face_names(other.board, "left" if n % 2 else "right", name.upper())
    await step(other.runner, "place %s %s" % (name, colour))
    await step(other.runner, "press %s" % colour)
    await step(other.runner, "expect moves %s" % " ".join(GAME[:n]))
    if n < len(GAME):
        await clock_agrees(mover.board, other.board, "left" if n % 2 else "right")


async def move(mover, n, name):
    colour = "black" if n % 2 else "white"
    await step(mover.runner, "place %s %s" % (name, colour))
    await step(mover.runner, "press %s" % colour)
    await step(mover.runner, "expect moves %s" % " ".join(GAME[:n]))


async def a_game_through_faults(tmp_path, broker):
    proxy = Proxy(broker.port)
    black, white = Side(tmp_path / "a", "sim-000a"), Side(tmp_path / "b", "sim-000b")
    try:
        await begin(black, white, proxy.port, broker.port, "10m")  # Black's host behind the proxy
        for n, name in enumerate(GAME, 1):
            mover, other = (black, white) if n % 2 else (white, black)
            if n == 2:  # a blackhole: White's move waits beyond it, nothing of it reaches Black
                proxy.cut(BLACKHOLE)
                await move(mover, n, name)
                await no_news(black.board, CUT)
                proxy.heal()
            elif n == 5:  # Black moves while its host's connections are reset and refused
                proxy.cut(DROPPED)
                await move(mover, n, name)
                await no_news(white.board, CUT)
                proxy.heal()
            elif n == 6:  # White's whole host killed -9 (daemon and player) while White moves; started again
                for process in (white.play, white.hall.host):
                    process.kill()
                    process.wait()
                await move(mover, n, name)  # the board keeps the move in its journal, with no host
                white.hall.start_host()
                white.join(broker.port, "white")
            else:
                await move(mover, n, name)
            await copy(mover, other, n, name)
            if n in (2, 5, 6):  # after each fault, the two boards light the same points
                await leds_agree(black.board, white.board)
        for side in (black, white):
            await step(side.runner, "expect result black five")
            await step(side.runner, "expect synced")
        await leds_agree(black.board, white.board)
        return black, white, [side.play.wait(30) for side in (black, white)]
    finally:
        proxy.close()
        await black.stop()
        await white.stop()


def test_a_cut_network_and_a_killed_host_lose_nothing_and_play_nothing_twice(tmp_path):
    broker = Broker(tmp_path)
    broker.start()
    try:
        black, white, statuses = asyncio.run(a_game_through_faults(tmp_path, broker))
    finally:
        broker.stop()
    said = black.out.read_text() + white.out.read_text()
    assert statuses == [0, 0], said
    records = [side.hall.store().game(1) for side in (black, white)]
    for record in records:
        assert [m["point"] for m in record["moves"]] == GAME  # each move once
        assert record["winner"] == "black" and record["reason"] == "five"
    assert "lost the broker" in black.out.read_text() and black.out.read_text().count("connected to the broker") >= 2


async def a_player_who_never_comes_back(tmp_path, broker):
    proxy = Proxy(broker.port)
    black, white = Side(tmp_path / "a", "sim-000a"), Side(tmp_path / "b", "sim-000b")
    try:
        await begin(black, white, broker.port, proxy.port, "15s")  # White's host behind the proxy
        for n, name in enumerate(GAME[:3], 1):
            mover, other = (black, white) if n % 2 else (white, black)
            await move(mover, n, name)
            await copy(mover, other, n, name)
        proxy.cut(DROPPED)  # White's host off the network for good, and White never moves again
        for side in (black, white):  # White's clock runs out on both boards: Black's shows it
            await step(side.runner, "timeout 30000")
            await step(side.runner, "expect result black time")
        return black, white
    finally:
        proxy.close()
        await black.stop()
        await white.stop()


def test_a_player_who_never_comes_back_loses_on_time(tmp_path):
    broker = Broker(tmp_path)
    broker.start()
    try:
        black, white = asyncio.run(a_player_who_never_comes_back(tmp_path, broker))
    finally:
        broker.stop()
    for side in (black, white):
        record = side.hall.store().game(1)
        assert [m["point"] for m in record["moves"]] == GAME[:3]
        assert (record["winner"], record["reason"]) == ("black", "time")


def test_a_broker_out_of_reach_is_said_once_and_found_again(tmp_path):
    from host.remote import RemoteLink
    from host.web.mqtt import MqttConfig

    broker = Broker(tmp_path)  # not started yet: nothing listens on its port
    link = RemoteLink(MqttConfig.parse("127.0.0.1:%d" % broker.port), "friendly-1", "correct horse battery", 1)
    link.start()
    said = []
    try:
        deadline = time.monotonic() + 4.0  # attempts a second apart, at first
        while time.monotonic() < deadline:
            said += link.news()
            time.sleep(0.1)
        broker.start()
        deadline = time.monotonic() + 15.0
        while time.monotonic() < deadline and not any("connected" in line for line in said):
            said += link.news()
            time.sleep(0.1)
    finally:
        link.stop()
        broker.stop()
    assert said == ["cannot reach the broker 127.0.0.1:%d: trying again; the game waits" % broker.port,
                    "connected to the broker 127.0.0.1:%d" % broker.port], said


async def a_board_cut_off_while_the_move_is_on_its_way(tmp_path, broker):
    proxy = Proxy(broker.port)
    black, white = Side(tmp_path / "a", "sim-000a"), Side(tmp_path / "b", "sim-000b")
    try:
        await begin(black, white, broker.port, proxy.port, "12s")  # White's host behind the proxy
        await step(black.runner, "wait 5000")  # Black thinks: less time left than White
        for n, name in enumerate(GAME[:2], 1):
            mover, other = (black, white) if n % 2 else (white, black)
            await move(mover, n, name)
            await copy(mover, other, n, name)
        proxy.cut(DROPPED)  # White's host cut off; Black's move 3 never reaches it
        await move(black, 3, GAME[2])
        # White never sees move 3: on Black's board White's clock runs out. On White's board Black's
        # clock, which would run out first, is held (White's host cannot know Black moved in time).
        await step(black.runner, "timeout 30000")
        await step(black.runner, "expect result black time")
        await step(white.runner, "expect result none")
        proxy.heal()  # White's host back: Black's move and Black's board's result reach it
        await step(white.runner, "timeout 20000")
        await step(white.runner, "expect result black")
        return black, white
    finally:
        proxy.close()
        await black.stop()
        await white.stop()


def test_a_board_cut_off_while_the_opponents_move_is_on_its_way_does_not_flag_them(tmp_path):
    broker = Broker(tmp_path)
    broker.start()
    try:
        black, white = asyncio.run(a_board_cut_off_while_the_move_is_on_its_way(tmp_path, broker))
    finally:
        broker.stop()
    for side in (black, white):
        assert side.hall.store().game(1)["winner"] == "black", side.out.read_text()
