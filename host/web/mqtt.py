"""The hall on an MQTT broker: the host publishes, relays serve viewers from it (paho-mqtt).

Topics, under a prefix (default tengen/hall; docs/broadcast.md):
  PREFIX/hall                  retained  {"epoch", "hall": {"name", "delay"}}
  PREFIX/boards/BOARD/state    retained  {"epoch", "bseq", "state"}: the board's whole public state
  PREFIX/boards/BOARD/delta    QoS 1     {"epoch", "bseq", "delta"}: each public delta, in order
  PREFIX/games/ID              retained  a finished game, as GET /api/games/ID gives it, and "stored":
                                         the host's record of it, which every export is made from
  PREFIX/standings             retained  {"epoch", "events": {event: standings}}: as GET /api/standings
                                         gives them, for the hall's event and every published game's

Only the public view is published (after the broadcast delay): the broker and the relays never
hold what viewers may not yet see. `epoch` names the host process; `bseq` numbers one board's
deltas 1, 2, 3... within it. A relay applies a delta only if it is the next of its board; after a
gap (a reconnection) or a new epoch it waits for the board's retained state, which the host
republishes at most STATE_INTERVAL after each change and whenever it reconnects. So a board's
events keep their order end to end, and a relay that joins late starts from the full state.
"""

import json
import logging
import os
import secrets
import socket
import time
from pathlib import Path

import paho.mqtt.client as paho

log = logging.getLogger("tengen.mqtt")

STATE_INTERVAL = 0.5  # seconds: a board's retained state follows its deltas at most this late
QUEUE_LIMIT = 20000  # messages paho keeps while the broker is away; beyond, deltas are dropped (states recover)


class MqttConfig:
    def __init__(self, host, port=1883, prefix="tengen/hall"):
        self.host = host
        self.port = port
        self.prefix = prefix.rstrip("/")

    @classmethod
    def parse(cls, text, prefix="tengen/hall"):
        host, sep, port = text.rpartition(":")
        if not sep:
            host, port = text, "1883"
        try:
            return cls(host or "127.0.0.1", int(port), prefix)
        except ValueError:
            raise SystemExit("--mqtt takes HOST or HOST:PORT, not %r" % text)

    def client(self, name):
        client = paho.Client(paho.CallbackAPIVersion.VERSION2, client_id="%s-%s" % (name, secrets.token_hex(4)),
                             protocol=paho.MQTTv311)
        client.reconnect_delay_set(min_delay=1, max_delay=10)
        client.max_queued_messages_set(QUEUE_LIMIT)
        return client


class BrokerState:
    """What the host knows of its broker, for the arbiter (GET /api/broker, the arbiter's page) and
    the log: connecting, connected, refused, or lost since when (paho then retries by itself)."""

    def __init__(self, config, path=None):
        self.address = "%s:%d" % (config.host, config.port)
        self.state, self.since, self.reason = "connecting", time.time(), ""
        self.path = path  # a file beside the store that `tengen-host status` reads, or None
        self.save()

    def set(self, state, reason=""):
        if state == self.state:
            return
        if state == "connected":
            log.info("broker %s connected%s", self.address,
                     " again after %.0f s %s" % (time.time() - self.since, self.state) if self.state != "connecting" else "")
        else:
            log.warning("broker %s %s%s: retrying", self.address, state, " (%s)" % reason if reason else "")
        self.state, self.since, self.reason = state, time.time(), reason
        self.save()

    def save(self):
        if self.path is not None:
            try:
                write_json(self.path, self.view())
            except OSError as error:
                log.warning("cannot write %s: %s", self.path, error.strerror or error)

    def forget(self):
        """The host leaves the broker: `status` no longer speaks of it."""
        if self.path is not None:
            Path(self.path).unlink(missing_ok=True)

    def watch(self, client):
        """Follows the client's connection (paho's callbacks, on its network thread)."""
        client.on_disconnect = lambda client, userdata, flags, reason_code, properties=None: self.set("lost", str(reason_code))
        client.on_connect_fail = lambda client, userdata: self.set("lost" if self.state != "connecting" else "unreachable",
                                                                   "cannot reach it")

    def view(self):
        return {"broker": self.address, "state": self.state, "since": self.since, "reason": self.reason}


def write_json(path, value):
    """A small JSON file replaced whole: a reader never sees half of it."""
    tmp = Path(str(path) + ".new")
    tmp.write_text(json.dumps(value))
    os.replace(tmp, path)


def broker_line(path):
    """`status`'s line for the broker the daemon publishes to (its state file), or None."""
    try:
        broker = json.loads(Path(path).read_text())
    except (OSError, ValueError):
        return None
    state, since = broker.get("state"), time.strftime("%H:%M:%S", time.localtime(broker.get("since") or 0))
    if state == "connected":
        return "MQTT broker %s: connected since %s" % (broker.get("broker"), since)
    reason = " (%s)" % broker["reason"] if broker.get("reason") else ""
    return "MQTT broker %s: %s since %s%s, retrying" % (broker.get("broker"), state, since, reason)


def no_delay(client):
    """Small messages go out at once: without TCP_NODELAY, Nagle's algorithm and the peer's delayed
    acknowledgement hold a delta back by up to 40 ms (the broker needs set_tcp_nodelay too)."""
    sock = client.socket()
    if sock is not None:
        try:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        except OSError:
            pass


def _board_of(topic, prefix):
    """(board, kind) of PREFIX/boards/BOARD/KIND, else None."""
    parts = topic[len(prefix) + 1:].split("/")
    if len(parts) == 3 and parts[0] == "boards":
        return parts[1], parts[2]
    return None


class HallPublisher:
    """The host's side: every public delta and, retained, each board's state, the hall, finished games."""

    def __init__(self, config, hub, archive=None, state_path=None, lane=None):
        self.config = config
        self.hub = hub
        self.archive = archive  # an archive, or a callable giving the calling thread's (the web app's)
        self.lane = lane  # host.web.slow_lane.SlowLane: the archive's reads off the live loop, or None
        self._lane_tasks = set()
        self.epoch = secrets.token_hex(6)
        self.bseq = {}  # board -> its last delta's number
        self.dirty = set()  # boards whose retained state is behind
        self.loop = None
        self.timer = None
        self.client = config.client("tengen-host")
        self.client.on_connect = self._on_connect
        self.broker = hub.broker = BrokerState(config, state_path)  # the arbiter's page and `status` show it
        self.broker.watch(self.client)
        self.published_games = set()
        self.events = set()  # the events of the games published
        self.standings = None  # the tables last published
        self.standings_due = False

    def start(self):
        import asyncio

        self.loop = asyncio.get_running_loop()
        self.hub.public.listeners.append(self._on_delta)
        self.client.connect_async(self.config.host, self.config.port, keepalive=30)
        self.client.loop_start()
        log.info("publishing the hall to mqtt://%s:%d/%s", self.config.host, self.config.port, self.config.prefix)

    def stop(self):
        if self.timer is not None:
            self.timer.cancel()
        self.client.on_disconnect = None  # leaving the broker on purpose: not "lost"
        self.client.disconnect()
        self.broker.forget()
        self.client.loop_stop()

    def _on_connect(self, client, userdata, flags, reason_code, properties=None):
        if reason_code.is_failure:
            self.broker.set("refused", str(reason_code))
            return
        self.broker.set("connected")
        no_delay(client)
        self.loop.call_soon_threadsafe(self._republish)

    def _publish(self, topic, payload, retain=False):
        self.client.publish("%s/%s" % (self.config.prefix, topic), json.dumps(payload, separators=(",", ":")),
                            qos=1, retain=retain)

    def _republish(self):
        self._publish("hall", {"epoch": self.epoch, "hall": self.hub.public.hall}, retain=True)
        for board in list(self.hub.public.boards):
            self._publish_state(board)
        self._off_loop(self._publish_games_now, self.hub.hall["delay"], self._seated_events(), True)

    def _on_delta(self, delta):
        kind = delta["type"]
        if kind == "hall":
            self._publish("hall", {"epoch": self.epoch, "hall": delta["hall"]}, retain=True)
            self._publish_standings()  # the hall's event may be another
            return
        board = delta["board"]
        number = self.bseq.get(board, 0) + 1
        self.bseq[board] = number
        self._publish("boards/%s/delta" % board, {"epoch": self.epoch, "bseq": number, "delta": delta})
        self.dirty.add(board)
        if self.timer is None:
            self.timer = self.loop.call_later(STATE_INTERVAL, self._flush)
        changed = delta.get("set") or {}
        if kind == "set" and changed.get("result"):
            # The game is the archive's once the delay has passed since its end, which is about now:
            # looked for again a little later, so that a moment too early does not leave it out.
            self.loop.call_later(0.1, self._publish_games)
            self.loop.call_later(3.0, self._publish_games)
        elif kind == "board" or "seat" in changed:  # a player seated: in the event's table, with 0 to begin
            self.standings_due = True

    def _flush(self):
        self.timer = None
        for board in self.dirty:
            self._publish_state(board)
        self.dirty.clear()
        if self.standings_due:
            self._publish_standings()

    def _publish_state(self, board):
        state = self.hub.public.boards.get(board)
        if state is not None:
            self._publish("boards/%s/state" % board, {"epoch": self.epoch, "bseq": self.bseq.get(board, 0),
                                                       "state": state}, retain=True)

    # The archive's reads (every game, an event's standings) run on the web's slow lane: a long one
    # never holds up the live streams. The hub is read here, on the loop, and handed over.
    def _off_loop(self, work, *args):
        if self.archive is None:
            return
        if self.lane is None:
            work(*args)
            return
        import asyncio

        task = asyncio.ensure_future(self.lane.run(work, *args))
        self._lane_tasks.add(task)
        task.add_done_callback(self._lane_done)

    def _lane_done(self, task):
        self._lane_tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("the archive not published to the broker: %s", task.exception())

    def _seated_events(self):
        return {self.hub.hall.get("event")} | {(state.get("seat") or {}).get("event")
                                               for state in self.hub.public.boards.values()}

    def _archive(self):
        return self.archive() if callable(self.archive) else self.archive

    def _publish_games(self):
        self._off_loop(self._publish_games_now, self.hub.hall["delay"], self._seated_events())

    def _publish_games_now(self, delay, seated, again=False):
        """Finished games (retained) for the relays' archives: those viewers may see now, each with
        the host's record of it (a relay's downloads are made from it as the host's are); then the
        standings they change. again: a restarted broker, which has lost them all."""
        if again:
            self.standings = None
            self.published_games = set()
        archive = self._archive()
        new = False
        for row in archive.games_page(False, delay, limit=200)["games"]:  # the newest
            if row["id"] in self.published_games:
                continue
            game = archive.game(row["id"], False, delay)
            if game is not None:
                self._publish("games/%d" % row["id"], dict(game, stored=archive.stored(row["id"])), retain=True)
                self.published_games.add(row["id"])
                new = True
                if game["record"]["event"]:
                    self.events.add(game["record"]["event"])
        if new or self.standings is None:
            self._publish_standings_now(delay, seated)

    def _publish_standings(self):
        self.standings_due = False
        self._off_loop(self._publish_standings_now, self.hub.hall["delay"], self._seated_events())

    def _publish_standings_now(self, delay, seated):
        """The public standings (after the delay, as viewers of the host see them) of the hall's
        event and of every event a published game belongs to, newest event first."""
        archive = self._archive()
        wanted = self.events | seated
        tables = {}
        for event in archive.events():
            if event in wanted:
                table = archive.standings(event, False, delay)
                if table is not None:
                    tables[event] = table
        if tables != self.standings:
            self.standings = tables
            self._publish("standings", {"epoch": self.epoch, "events": tables}, retain=True)


class HallSubscriber:
    """A relay's side: the broker's hall into a hub's public view (and the finished games into an archive)."""

    def __init__(self, config, hub, archive):
        self.config = config
        self.hub = hub
        self.archive = archive
        self.boards = {}  # board -> (epoch, bseq) applied
        self.loop = None
        self.client = config.client("tengen-relay")
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message
        self.received = 0

    def start(self, loop):
        self.loop = loop
        self.client.connect_async(self.config.host, self.config.port, keepalive=30)
        self.client.loop_start()

    def stop(self):
        self.client.disconnect()
        self.client.loop_stop()

    def _on_connect(self, client, userdata, flags, reason_code, properties=None):
        if reason_code.is_failure:
            log.warning("broker refused the connection: %s", reason_code)
            return
        no_delay(client)
        client.subscribe(self.config.prefix + "/#", qos=1)
        log.info("relay subscribed to %s/#", self.config.prefix)

    def _on_message(self, client, userdata, message):
        try:
            payload = json.loads(message.payload)
        except ValueError:
            log.warning("not JSON on %s", message.topic)
            return
        self.loop.call_soon_threadsafe(self.take, message.topic, payload)

    def take(self, topic, payload):
        """One message from the broker, in the loop thread."""
        self.received += 1
        prefix = self.config.prefix
        try:
            if topic == prefix + "/hall":
                self.hub.hall.update(payload["hall"])
                self.hub.public.hall_changed()
            elif topic.startswith(prefix + "/games/"):
                self.archive.add(payload)
            elif topic == prefix + "/standings":
                self.archive.set_standings(payload["events"])
            else:
                where = _board_of(topic, prefix)
                if where is None:
                    return
                board, kind = where
                if kind == "state":
                    self._state(board, payload)
                elif kind == "delta":
                    self._delta(board, payload)
        except (KeyError, TypeError, ValueError) as error:
            log.warning("message on %s not usable: %s", topic, error)

    def _state(self, board, payload):
        epoch, number = payload["epoch"], payload["bseq"]
        have = self.boards.get(board)
        if have is not None and have[0] == epoch and have[1] >= number:
            return  # the deltas already brought us here (or further)
        self.boards[board] = (epoch, number)
        self.hub.public.apply({"type": "board", "board": board, "state": payload["state"]})

    def _delta(self, board, payload):
        epoch, number = payload["epoch"], payload["bseq"]
        have = self.boards.get(board)
        whole = payload["delta"].get("type") == "board"  # a whole state: usable after any gap
        if not whole and (have is None or have[0] != epoch or number != have[1] + 1):
            return  # not the next one: the board's retained state follows and puts us right
        if whole and have is not None and have[0] == epoch and number <= have[1]:
            return
        self.boards[board] = (epoch, number)
        delta = dict(payload["delta"])
        delta.pop("seq", None)
        delta.pop("now", None)
        self.hub.public.apply(delta)
