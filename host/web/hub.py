"""The hall as the web sees it: a live view (the arbiter's) and a public view (the viewers'), which
is the live view `delay` seconds later; and each viewer's bounded queue.

Everything here runs in the web server's event loop thread: the daemon's threads hand their
events over with loop.call_soon_threadsafe (server.py), so the state needs no lock and each
view's deltas get their sequence numbers in one order.

Ordering and exactly-once for a viewer: a view numbers its deltas 1, 2, 3... A new stream starts
with the view's whole state (a snapshot carrying the number of the last delta in it), then every
later delta, each with its number as the SSE event id. A viewer applies a snapshot whole and a
delta only if its number is above the last it applied; a reconnecting viewer gets a snapshot
again. A viewer that does not keep up (its unsent bytes pass a limit, or its socket stays
undrained) is disconnected, never waited for: it reconnects and starts from a snapshot
(host/web/streams.py writes the frames). A view keeps its viewers by board, so a board's delta is
encoded once and goes to that board's viewers and the whole hall's, never through the others.
"""

import asyncio
import collections
import json
import logging
import time

from host.web.feed import BoardFeed
from host.web.streams import BACKLOG_LIMIT, AddressCount, Streams, Viewer

log = logging.getLogger("tengen.web")



def now_ms():
    return int(time.time() * 1000)


def apply_delta(boards, delta):
    """Apply one delta to a view's boards (the browser's tengen.js does the same)."""
    kind = delta["type"]
    if kind == "hall":
        return  # the views share the hall's dict
    if kind == "board":
        boards[delta["board"]] = delta["state"]
        return
    state = boards.get(delta["board"])
    if state is None:
        return  # a board the view has not seen whole yet: its "board" delta comes first
    if kind == "move":
        moves = state["moves"]
        del moves[delta["move"]["n"] - 1:]
        moves.append(delta["move"])
    elif kind == "undo":
        del state["moves"][delta["n"] - 1:]
    state.update(delta.get("set") or {})


def sse_frame(seq, payload):
    return b"id: %d\ndata: %s\n\n" % (seq, payload.encode())


class TooManyViewers(Exception):
    pass


class View:
    """One view of the hall (live or public): its boards, its delta numbering, its viewers."""

    def __init__(self, name, hall, streams=None):
        self.name = name
        self.hall = hall  # shared dict: {"name", "delay", "event", "round", "lang"}
        self.boards = {}
        self.seq = 0
        self.streams = streams or Streams()
        self.viewers = set()
        self.hall_viewers = set()  # the whole hall's streams: every delta
        self.board_viewers = {}  # board -> its own streams: its deltas only (a delta never walks the others)
        self.listeners = []  # called with each numbered delta (the MQTT publisher)
        self._snapshots = {}  # board or None -> (seq, encoded frame)

    def apply(self, delta):
        self.seq += 1
        delta["seq"] = self.seq
        delta["now"] = now_ms()
        apply_delta(self.boards, delta)
        self._snapshots.clear()
        frame = sse_frame(self.seq, json.dumps(delta, separators=(",", ":")))  # encoded once for all its viewers
        board = delta.get("board")  # None: the hall's own (name, delay), for every viewer
        push = self.streams.push
        for viewer in (self.viewers if board is None else self.hall_viewers):
            push(viewer, frame)
        if board is not None:
            for viewer in self.board_viewers.get(board, ()):
                push(viewer, frame)
        for listener in self.listeners:
            listener(delta)

    def snapshot(self, board=None):
        """The view's whole state as a stream's first frame: the hall, or one board."""
        cached = self._snapshots.get(board)
        if cached is None:
            payload = {"type": "snapshot", "seq": self.seq, "now": now_ms(), "hall": self.hall}
            if board is None:
                payload["boards"] = self.boards
            else:
                payload["board"] = self.boards.get(board)
            cached = sse_frame(self.seq, json.dumps(payload, separators=(",", ":")))
            self._snapshots[board] = cached
        return cached

    def add(self, viewer):
        self.viewers.add(viewer)
        if viewer.board is None:
            self.hall_viewers.add(viewer)
        else:
            self.board_viewers.setdefault(viewer.board, set()).add(viewer)
        self.streams.add(viewer)

    def remove(self, viewer):
        if viewer not in self.viewers:
            return False
        self.viewers.discard(viewer)
        self.hall_viewers.discard(viewer)
        watching = self.board_viewers.get(viewer.board)
        if watching is not None:
            watching.discard(viewer)
            if not watching:
                del self.board_viewers[viewer.board]
        self.streams.remove(viewer)
        return True

    def hall_changed(self):
        self.apply({"type": "hall", "hall": dict(self.hall)})


class Hub:
    """The hall's boards (one BoardFeed each), the live and public views, the delay between them."""

    def __init__(self, name="", delay=0.0, load_board=None, max_viewers=5000, max_per_address=200,
                 backlog_limit=BACKLOG_LIMIT):
        # name "": the pages say "Tengen hall" in each viewer's language; lang: the viewers' default language
        self.hall = {"name": name, "delay": float(delay), "event": "", "round": "", "lang": ""}
        self.streams = Streams(backlog_limit)
        self.live = View("live", self.hall, self.streams)
        self.public = View("public", self.hall, self.streams)
        self.feeds = {}
        self.players = {}  # board -> {"p1", "p2"}: the admin's names, kept across games
        self.broker = None  # host.web.mqtt.BrokerState with --mqtt: the arbiter sees whether the hall reaches it
        self.load_board = load_board  # board_id -> (epoch, events) of its newest recorded game, or None
        self.max_viewers = max_viewers
        self.max_per_address = max_per_address
        self.addresses = AddressCount()  # streams open per address
        self._pending = collections.deque()  # (created, encoded delta) waiting for the delay
        self._timer = None

    # -- viewers ----------------------------------------------------------------------------------
    def view(self, live):
        return self.live if live else self.public

    def subscribe(self, view, board, address):
        """A new stream's viewer and its first frame (the snapshot), taken in one step."""
        count = self.viewer_count()
        if count >= self.max_viewers:
            raise TooManyViewers("the hall has %d viewers, its limit" % count)
        if self.addresses[address] >= self.max_per_address:
            raise TooManyViewers("%d streams from one address, its limit" % self.max_per_address)
        viewer = Viewer(board, address)
        view.add(viewer)
        self.addresses[address] += 1
        return viewer, view.snapshot(board)

    def unsubscribe(self, viewer):
        if self.live.remove(viewer) or self.public.remove(viewer):
            self.addresses.leave(viewer.address)

    def viewer_count(self):
        return len(self.live.viewers) + len(self.public.viewers)

    # -- the delay line ---------------------------------------------------------------------------
    def publish(self, delta):
        """A delta from a board: to the live view now, to the public view after the delay. The
        link's state (connected, in sync, anomalies) is the arbiter's: viewers never get it."""
        text = json.dumps(delta, separators=(",", ":"))  # also a deep copy: the feed's state moves on
        audience = delta.get("audience")
        self.live.apply(json.loads(text))
        if audience == "arbiter":
            return
        text = _without_link(delta, text)
        if text is None:
            return
        if self.hall["delay"] <= 0 and not self._pending:
            self.public.apply(json.loads(text))
        else:
            self._pending.append((time.monotonic(), text))
            self._schedule()

    def _schedule(self):
        if self._timer is not None or not self._pending:
            return
        due = self._pending[0][0] + self.hall["delay"]
        loop = asyncio.get_running_loop()
        self._timer = loop.call_at(loop.time() + max(0.0, due - time.monotonic()), self._release)

    def _release(self):
        self._timer = None
        now = time.monotonic()
        delay = self.hall["delay"]
        while self._pending and self._pending[0][0] + delay <= now:
            created, text = self._pending.popleft()
            delta = json.loads(text)
            _shift_clocks(delta, int(1000 * (now - created)))
            self.public.apply(delta)
        self._schedule()

    def set_delay(self, seconds):
        self.hall["delay"] = float(seconds)
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._pending:
            self._release()
        self.live.hall_changed()
        self.public.hall_changed()

    def set_name(self, name):
        self.set_hall(name=name)

    def set_hall(self, **fields):
        """The hall's name, its event and round (what its header shows)."""
        self.hall.update(fields)
        self.live.hall_changed()
        self.public.hall_changed()

    # -- boards -----------------------------------------------------------------------------------
    def feed(self, board_id):
        """The board's feed; the first time, its current game is loaded from the record (a
        daemon restarted mid-game shows the moves played before)."""
        feed = self.feeds.get(board_id)
        if feed is None:
            feed = self.feeds[board_id] = BoardFeed(board_id)
            feed.state["players"] = dict(self.players.get(board_id) or {"p1": "", "p2": ""})
            recorded = self.load_board(board_id) if self.load_board else None
            if recorded:
                epoch, events = recorded
                deltas = feed.load(epoch, events)
            else:
                deltas = [feed.replace_delta()]
            for delta in deltas:
                self.publish(delta)
        return feed

    def board_event(self, board_id, epoch, message, received_ms):
        feed = self.feed(board_id)
        for delta in feed.event(epoch, message, received_ms):
            self.publish(delta)

    def board_clock(self, board_id, game_no, view):
        for delta in self.feed(board_id).clock(game_no, view):
            self.publish(delta)

    def board_status(self, board_id, status):
        for delta in self.feed(board_id).status(status):
            self.publish(delta)

    def set_seat(self, board_id, seat):
        """The board's place in the tournament: {"board_no", "event", "round", "p1", "p2"} (the seats'
        players with club and rating), from the record (host/web/tournament.py)."""
        for delta in self.feed(board_id).seat(seat):
            self.publish(delta)

    def set_players(self, board_id, players):
        self.players[board_id] = players
        for delta in self.feed(board_id).players(players):
            self.publish(delta)


def _without_link(delta, text):
    """The delta as viewers get it (its JSON text): the board's link status left out, and a delta
    that only changed it not sent at all (None)."""
    if delta["type"] == "board" and delta["state"].get("status") is not None:
        return json.dumps(dict(delta, state=dict(delta["state"], status=None)), separators=(",", ":"))
    if delta["type"] == "set" and "status" in delta["set"]:
        fields = {k: v for k, v in delta["set"].items() if k != "status"}
        return json.dumps(dict(delta, set=fields), separators=(",", ":")) if fields else None
    return text


def _shift_clocks(delta, ms):
    """A delayed clock is shown as it stood `ms` ago: its reference moment moves by the delay."""
    if ms <= 0:
        return
    fields = delta.get("state") if delta["type"] == "board" else delta.get("set")
    clock = (fields or {}).get("clock")
    if clock and clock.get("at") is not None:
        clock["at"] += ms
