"""tengen-host play BOARD --remote BROKER --game NAME --secret S: one game between two boards, each on
its own host, joined through an MQTT broker.

Each host follows its own board's game in its store (as `play --engine` does) and publishes, under
tengen/play/NAME/seat/P1 or P2, retained, everything its player has done in the game so far: their
moves and opening acts, in order. The whole list is published each time, and an act is taken only
when it is the next one the game lacks: a message repeated, replayed by a restarted broker or by a
restarted host plays nothing twice, and one lost is made good by the next.

Each message is signed (HMAC-SHA256) with a key of its own seat in its own game, derived from the
game's secret (HKDF): a message does not verify as the other seat's, nor in another game that has
the same secret, nor at all without the secret. The signed body names the game, the seat and its
place: when the sender's game started and a sequence number (the number of the game's events in
the sender's record, which only grows, even across a restart); the receiver keeps the highest
(start, sequence) it has verified and refuses any lower: an old message published again by
someone on the broker is refused, and a new game under an old name is not taken for an old one. Each host also reads its own
topic: when the broker holds anything else there than its latest message (a replayed or foreign
message retained over it), it publishes its own again (at most once a second), so a host that
joins later is not left behind; a message there signed with our own seat's key and as new as ours
is another host playing our seat, said to the player and not fought. docs/engine.md gives the
format.

With a clock, each board is the truth for its own player's time: a remote move's clocks and time
used, as the mover's board had them, go into this host's record (and onto this board's clock
while that move is the last), so both records agree clock for clock.

The player is told (on the console, or the web virtual board's page) when the broker is out of
reach, lost and found again, and when a message was refused. While the broker is lost on the
remote player's turn, this board's clock is paused: their move may be on its way, and their own
board keeps their time (tests/test_engine_remote_faults.py).
"""

import hashlib
import hmac
import json
import logging
import threading
import time

from host.logs import printable
from host.play import Table
from shared_rules.board import point_name
from shared_rules.game import ACT_CHOOSE, ACT_DECLARE, ACT_OFFER, ACTION_NAMES, PLAYER_NAMES
from shared_rules.journal import apply_event, game_from_settings
from shared_rules.terms import parse_move

log = logging.getLogger("tengen.remote")
PREFIX = "tengen/play"


def seat_acts(record, seat):
    """The acts of one seat (P1/P2) in a game's record, in order: its moves ({"t": "move", "n",
    "point"}) and opening acts ({"t": "opening", "action", ...}), as the player who made them."""
    game = game_from_settings(record["settings"])
    acts = []
    for event in record["events"]:
        kind = event.get("t")
        if kind in ("move", "opening"):
            player = game.prompt().player
            taken = not (kind == "move" and event["n"] <= len(game.moves))  # a kept offer's move: in already
            if taken and player == seat:
                act = {"t": kind}
                for key in ("n", "point", "action", "clocks", "used"):
                    if key in event:
                        act[key] = event[key]
                acts.append(act)
        if kind in ("move", "opening", "undo", "result"):
            try:
                apply_event(game, event)
            except ValueError:
                pass  # the record refused it too
    return acts


ENDED_BY_MOVES = ("five", "foul")  # endings a move makes: the other board reaches them by itself


def ended_here(record):
    """This board's result when no move made it (a resignation, a flag, the arbiter), or None."""
    if record["winner"] and record["winner"] != "abandoned" and record["reason"] not in ENDED_BY_MOVES:
        return {"winner": record["winner"], "reason": record["reason"]}
    return None


def without_clocks(acts):
    return [{k: v for k, v in act.items() if k not in ("clocks", "used")} for act in acts]


PROTOCOL = 2  # the signed body's version: 2 names its game, seat and sequence
KEY_SALT = b"tengen-play"


def hkdf_sha256(ikm, salt, info, length=32):
    """RFC 5869's HKDF with SHA-256 (extract, then expand), from the standard library's hmac."""
    prk = hmac.new(salt, ikm, hashlib.sha256).digest()
    okm, block = b"", b""
    for counter in range(1, -(-length // 32) + 1):
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        okm += block
    return okm[:length]


def seat_key(secret, game_name, seat):
    """The key that signs one seat's messages in one game (a game's name has no spaces)."""
    return hkdf_sha256(secret.encode(), KEY_SALT, ("game %s seat %s" % (game_name, PLAYER_NAMES[seat])).encode())


def sign(key, body):
    return hmac.new(key, body.encode(), hashlib.sha256).hexdigest()


def signed_message(key, game_name, seat, order, acts, result):
    """The payload a seat publishes: its body (JSON text) and the body's MAC under the seat's key.
    order: (started, seq), the sender's game's start (ms) and the number of its events."""
    body = json.dumps({"v": PROTOCOL, "game": game_name, "seat": PLAYER_NAMES[seat], "started": order[0],
                       "seq": order[1], "acts": acts, "result": result}, separators=(",", ":"))
    return json.dumps({"body": body, "mac": sign(key, body)}, separators=(",", ":")).encode()


REPUBLISH_EVERY = 1.0  # seconds: ours published again over another message at most this often


class Refusal(ValueError):
    """Why a message is not the one it claims to be: kind (a key of REFUSALS) and why (for the log)."""

    def __init__(self, kind, why):
        ValueError.__init__(self, why)
        self.kind = kind
        self.why = why


REFUSALS = {  # why a message on the other seat's topic was refused: what the player is told, once
    "not signed": "refused the other seat's message: it is not signed with this game's secret for that seat (a"
                  " wrong secret, or someone else's message): the opponent must give the same --game and --secret",
    "malformed": "refused the other seat's message: it is signed with this game's secret but is no list of acts"
                 " (another version of Tengen?)",
    "old": "refused a message of the other seat older than one already taken (published again by someone on"
           " the broker?): the game goes on with the newer",
}


class RemoteLink:
    """The broker side: our seat's acts published, the other seat's read (verified)."""

    def __init__(self, config, game_name, secret, seat):
        self.base = "%s/%s" % (PREFIX, game_name)
        self.game_name = game_name
        self.keys = {s: seat_key(secret, game_name, s) for s in (1, 2)}
        self.seat = seat
        self.theirs = []  # the other seat's acts, as last verified
        self.their_order = (-1, -1)  # the highest (started, seq) verified on the other seat's topic: never goes back
        self.payload = None  # our latest message, as published
        self.republished = 0.0  # when ours was last published again over another (monotonic)
        self.pending = None  # the timer that publishes ours again, if one waits
        self.twin = False  # another host publishes for our seat: said once
        self.their_result = None  # the other board's result, when it ended there otherwise than by a move
        self.lock = threading.Lock()
        self.published = None  # (acts, result, order) of our latest message: published again on reconnection
        self.client = config.client("tengen-play")
        self.client.on_connect = self._on_connect
        self.client.on_message = self._on_message
        self.config = config
        self.refused = 0  # messages refused on the other seat's topic (not signed, malformed, old)
        self.sent = None  # the last publication (paho's message info)
        self.notes = []  # what the player should be told (the broker lost, a message refused), not yet said
        self.client.on_disconnect = self._on_disconnect
        self.client.on_connect_fail = self._on_connect_fail
        self.reached = None  # the broker answered the last attempt (None: none made yet)
        self.connected = None  # to the broker now (None: not tried yet)
        self.refusing = None  # why the last message on the other seat's topic was refused, if it was

    def note(self, text):
        with self.lock:
            self.notes.append(text)

    def news(self):
        """What happened on the link since the last call, for the player (lines)."""
        with self.lock:
            notes, self.notes = self.notes, []
        return notes

    def topic(self, seat):
        return "%s/seat/%s" % (self.base, PLAYER_NAMES[seat])

    def start(self):
        self.client.connect_async(self.config.host, self.config.port, keepalive=15)
        self.client.loop_start()

    def stop(self):
        pending = self.pending
        if pending is not None:
            pending.cancel()
        sent = self.sent
        if sent is not None:
            try:
                sent.wait_for_publish(5.0)  # our last acts (the game's last move) reach the broker first
            except (RuntimeError, ValueError):
                pass
        self.client.disconnect()
        self.client.loop_stop()

    def _on_connect(self, client, userdata, flags, reason_code, properties=None):
        if reason_code.is_failure:
            log.warning("broker refused the connection: %s", reason_code)
            self.note("the broker %s:%d refused the connection: %s" % (self.config.host, self.config.port, reason_code))
            return
        self.reached = self.connected = True
        self.note("connected to the broker %s:%d" % (self.config.host, self.config.port))
        client.subscribe([(self.topic(3 - self.seat), 1), (self.topic(self.seat), 1)])
        with self.lock:
            published, self.published = self.published, None
        if published is not None:
            self.publish(*published)  # again, on every connection: a broker restarted without its store

    def _on_disconnect(self, client, userdata, flags, reason_code, properties=None):
        if self.connected:  # said once per loss, not at every attempt to connect again
            self.note("lost the broker (%s): reconnecting; the game waits" % reason_code)
        self.connected = False

    def _on_connect_fail(self, client, userdata):
        self.connected = False
        if self.reached is not False:  # said once, not at every attempt
            self.reached = False
            self.note("cannot reach the broker %s:%d: trying again; the game waits" % (self.config.host, self.config.port))

    def _open(self, payload, seat):
        """The signed body of a message of seat's in this game (a dict: its acts, result, and its
        order: (started, seq)).
        Refused (Refusal: its kind, why) when it is not signed with that seat's key, or not one."""
        try:
            outer = json.loads(payload.decode())
            body = outer["body"]
            mac = outer["mac"]
        except (ValueError, KeyError, TypeError, UnicodeError, AttributeError) as error:
            raise Refusal("not signed", "no signed message (%s)" % printable(error, 80))
        if not isinstance(body, str) or not isinstance(mac, str) or not hmac.compare_digest(sign(self.keys[seat], body), mac):
            raise Refusal("not signed", "its MAC does not verify under this game's key for %s" % PLAYER_NAMES[seat])
        try:
            signed = json.loads(body)
            acts, result, order = signed["acts"], signed.get("result"), (signed["started"], signed["seq"])
            if signed.get("v") != PROTOCOL or signed.get("game") != self.game_name or signed.get("seat") != PLAYER_NAMES[seat]:
                raise ValueError("not protocol %d for %s of this game" % (PROTOCOL, PLAYER_NAMES[seat]))
            if not isinstance(acts, list) or not all(isinstance(act, dict) for act in acts) \
                    or not (result is None or isinstance(result, dict)) or any(type(k) is not int for k in order):
                raise ValueError("no list of acts")
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            raise Refusal("malformed", "signed, but no list of acts (%s)" % printable(error, 80))
        signed["order"] = order
        return signed

    def _on_message(self, client, userdata, message):
        if message.topic == self.topic(self.seat):
            return self._on_own(message.payload)
        try:
            signed = self._open(message.payload, 3 - self.seat)
        except Refusal as refusal:
            return self._refuse(message.topic, refusal.why, refusal.kind)
        order = signed["order"]
        with self.lock:
            old = order < self.their_order  # an equal one is the same message again (a reconnection)
            if not old:
                self.their_order = order
                self.theirs = signed["acts"]
                self.their_result = signed.get("result")
        if old:
            return self._refuse(message.topic, "(started, seq) %s, below %s already taken (a replay)" % (
                order, self.their_order), "old")
        self.refusing = None

    def _on_own(self, payload):
        """Our own topic: when the broker holds anything there but our latest message (someone
        published over it: a replay of ours, a foreign message), ours again, for whoever reads it
        next, at most once a second. A message as new as ours signed with our seat's key is another
        host's playing our seat: said to the player, not fought over."""
        with self.lock:
            ours, published = self.payload, self.published
        if ours is None or payload == ours:
            return
        try:
            signed = self._open(payload, self.seat)
        except Refusal:
            signed = None
        if signed is not None and signed["order"] >= published[2]:
            if not self.twin:
                self.twin = True
                self.note("another host plays %s in this game too (the same --game, --secret and --colour):"
                          " the opponent must take the other colour" % PLAYER_NAMES[self.seat])
            return
        log.warning("the broker held another message than ours on %s: ours published again", self.topic(self.seat))
        self._republish()

    def _republish(self):
        with self.lock:
            wait = self.republished + REPUBLISH_EVERY - time.monotonic()
            if wait > 0:  # one a second at most: a timer publishes the latest then
                if self.pending is None:
                    self.pending = threading.Timer(wait, self._republish_now)
                    self.pending.daemon = True
                    self.pending.start()
                return
        self._republish_now()

    def _republish_now(self):
        with self.lock:
            self.pending = None
            self.republished = time.monotonic()
            ours = self.payload
        self.sent = self.client.publish(self.topic(self.seat), ours, qos=1, retain=True)

    def _refuse(self, topic, why, kind):
        self.refused += 1
        log.warning("ignored a message on %s: %s", topic, why)
        if self.refusing != kind:  # said once, until a message verifies again
            self.refusing = kind
            self.note(REFUSALS[kind])

    def publish(self, acts, result, order):
        """Our seat's acts (and this board's result); order: (started, seq), our game's start (ms)
        and the number of its events in our record."""
        payload = signed_message(self.keys[self.seat], self.game_name, self.seat, tuple(order), acts, result)
        with self.lock:
            self.published = (acts, result, tuple(order))
            self.payload = payload
        self.sent = self.client.publish(self.topic(self.seat), payload, qos=1, retain=True)

    def acts(self):
        with self.lock:
            return list(self.theirs)

    def result(self):
        with self.lock:
            return self.their_result


class RemoteTable(Table):
    """The other seat played by a player on another board: their acts put on this board."""

    def __init__(self, store, board, link, seat, out=None):
        Table.__init__(self, store, board, None, seat, out=out)
        self.link = link
        self.opponent = "the remote player"
        self.mine = None  # our seat's acts as last published
        self.held = None  # the move number a "still choosing" request was sent for
        self.adjudicated = False  # the other board's result was put on this one
        self.clock_held = None  # this board's clock paused while the broker is lost on their turn (None: not looked)
        self.differ = None  # the last difference between the boards' games that was logged

    def on_game(self, game):
        for line in self.link.news():
            self.say(line)
        mine = (seat_acts(self.record, 3 - self.seat), ended_here(self.record))
        if mine != self.mine:
            # A later game under the same name started later; within a game the record only grows (a
            # take-back is an event too): (start, size) orders our messages.
            size = len(self.record["events"]) + len(self.record.get("refused", ()))
            self.link.publish(*mine, (int((self.record.get("started") or 0) * 1000), size))
            self.mine = mine
        self.sync_clock(game)
        self.hold_clock(game)
        theirs = self.link.result()
        if theirs is not None and game.result is None and not self.adjudicated:
            # It ended on the other board (a resignation, a flag, the arbiter): here too.
            self.adjudicated = True
            self.store.queue_command(self.board, "adjudicate", {"winner": theirs["winner"]})
            self.say("the game ended on the other board: %s (%s)" % (theirs["winner"], theirs["reason"]))

    def sync_clock(self, game):
        """The remote player's time as their own board has it: the time our player took to put
        their move down is not theirs (each board is the truth for its player). The record takes
        it: each of their moves' clock and time used as their board had them, and, in each of our
        moves, their clock as it stood after their move before (it does not run on our turn),
        whether or not this board's clock had been set by then; so both hosts' records agree. The
        board's clock is set too while their move is the game's last (later, their clock has run
        on: left alone). What the record holds already is not sent again: a restarted `play` takes
        the clocks from the record."""
        done = len(seat_acts(self.record, self.seat))
        theirs = {act["n"]: act for act in self.link.acts()[:done] if act.get("t") == "move" and "clocks" in act}
        key = "clock_p%d_ms" % self.seat
        latest = None  # their clock after their latest move so far, as their board had it
        for row in sorted(self.record.get("moves", ()), key=lambda row: row["n"]):
            act = theirs.get(row["n"])
            if act is not None and act["point"] == row["point"]:
                latest = act["clocks"][self.seat - 1]
                if row[key] != latest:
                    self.store.set_move_clock(self.record["id"], row["n"], self.seat, latest, act.get("used"))
                    if row["n"] == len(game.moves) and game.result is None:
                        self.store.queue_command(self.board, "clock", {"op": "set", "player": PLAYER_NAMES[self.seat],
                                                                       "ms": latest})
            elif act is None and latest is not None and row[key] != latest:
                self.store.set_move_clock(self.record["id"], row["n"], self.seat, latest, None)

    def hold_clock(self, game):
        """While the broker is lost on the remote player's turn, their clock is paused here: whether
        they have moved cannot be known here (their move may be on its way), and their own board
        keeps their time; run on, it would flag them here while they flag us there."""
        if self.clock_held is None:  # a pause left by a `play` killed while it held the clock: lifted below
            pauses = [e["action"] for e in self.record["events"] if e.get("t") == "clock"
                      and e.get("action") in ("pause", "resume")]
            self.clock_held = bool(pauses) and pauses[-1] == "pause"
        lost = game.result is None and self.link.connected is False and game.prompt().player == self.seat \
            and self.record["settings"].get("time_control") is not None
        if lost and not self.clock_held:
            self.clock_held = True
            self.store.queue_command(self.board, "pause", {})
            self.say("the broker is lost on the remote player's turn: their clock is held here till it is back")
        elif self.clock_held and not lost:
            self.clock_held = False
            if game.result is None:
                self.store.queue_command(self.board, "resume", {})
                self.say("the broker is back: the clocks run")

    def next_act(self):
        """The remote seat's next act this board's game lacks, or None (not made yet)."""
        done = seat_acts(self.record, self.seat)
        theirs = self.link.acts()
        # Compared as far as both go: their message may not have come yet, or be older than our record.
        there = without_clocks(theirs[:len(done)])
        here = without_clocks(done)[:len(there)]
        if here != there and (here, there) != self.differ:  # each board's own clocks are no difference
            self.differ = (here, there)
            log.warning("the two boards' games differ: %s here, %s there", here, there)
        return theirs[len(done)] if len(theirs) > len(done) else None

    def think(self, game):
        if self.adjudicated:  # ended on the other board: it ends here, nothing more is put
            return
        n = len(game.moves) + 1
        act = self.next_act()
        if act is None or act.get("t") != "move":
            if self.held != n:
                self.request(colour="black" if game.turn == 1 else "white", n=n)  # the opponent is choosing
                self.held = n
            return
        point = parse_move(act["point"])
        command_id = self.request(point=point_name(point), colour="black" if game.turn == 1 else "white", n=n)
        reply = self.reply_of(command_id)
        if reply is not None and not reply[0]:
            self.say("the board refused the remote move %s: %s" % (act["point"], reply[1]))
            return
        self.asked[n] = point
        self.say("move %d: the remote player plays %s: put the stone there" % (n, act["point"]))

    def opening_step(self, game):
        prompt = game.prompt()
        step = (len(game.moves), prompt.state, len(prompt.offers))
        if step in self.acted:
            return False
        act = self.next_act()
        if act is None or act.get("t") != "opening":
            return False
        self.acted.add(step)
        action = ACTION_NAMES.index(act["action"])
        if action == ACT_OFFER:
            self.request(point=act["point"], colour="black", n=len(game.moves) + 1)
            self.say("the remote player offers %s: put a black stone there" % act["point"])
            return True
        args = {"action": act["action"], "player": PLAYER_NAMES[self.seat]}
        if action == ACT_DECLARE:
            args["n"] = act["n"]
        elif action == ACT_CHOOSE:
            args["point"] = act["point"]
        reply = self.reply_of(self.store.queue_command(self.board, "decide", args))
        if reply is not None and not reply[0]:
            self.acted.discard(step)
            self.say("the board refused the remote decision %s: %s" % (act["action"], reply[1]))
            return True
        self.say("the remote player decides: %s" % act["action"])
        return True
