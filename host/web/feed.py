"""One board's broadcast state, built from the board's protocol events.

A BoardFeed turns each stored event (game, move, undo, result, clock, claim, opening, anomaly),
each heartbeat's clock and each status change into deltas for the hub. Everything a viewer sees
that is a matter of rules comes from shared_rules: the game is replayed with shared_rules.game
(whose seat owns Black after an opening swap, whose clock runs), the opening's name from
shared_rules.openings, a foul's rows from shared_rules.explain, an unclaimed foul or five from
shared_rules.fouls. Nothing here decides a rule.

Deltas (also the wire format of the live stream; docs/broadcast.md):
  {"type": "board", "board": ID, "state": {...}}          the board's whole state
  {"type": "move",  "board": ID, "move": {...}, "set": {...}}   move n: moves[n-1:] replaced by it
  {"type": "undo",  "board": ID, "n": N, "set": {...}}          moves from n on are taken back
  {"type": "set",   "board": ID, "set": {...}}                  fields of the state replaced
A game is named to viewers by its record's id (state game "record", the archive's #N), the board's
own game number ("no") only where the host has no record of it.
A delta may carry "audience": "arbiter" (the live view only): in tournament mode an unclaimed foul
or five is the arbiter's until the claim window has closed. The feed's own state is what viewers
may see.
"""

import logging

from shared_rules.board import BLACK, WHITE, parse_point
from shared_rules.fouls import FOUL_33, KIND_NAMES, classify, five_line
from shared_rules.explain import explain
from shared_rules.game import (Game, IllegalMove, PASS, TOURNAMENT, FOUL_MODE_NAMES, ACTION_NAMES, PLAYER_NAMES,
                               parse_move)
from shared_rules.openings import opening_code, opening_name, regulation
from shared_rules.terms import point_name

log = logging.getLogger("tengen.web")

KEPT = ("players", "seat", "status")  # what a board's state keeps from one game to the next
CLOCK_TOLERANCE_MS = 250  # a heartbeat's clock within this of what viewers extrapolate is not sent


def empty_state(board_id):
    return {
        "board": board_id,
        "players": {"p1": "", "p2": ""},
        "seat": None,  # {"board_no", "event", "round", "p1": {"name", "club", "rating"}, "p2": {...}}
        "status": {"link": "unknown", "connected": False, "in_sync": False, "anomalies": 0},
        "game": None,  # {"no", "settings", "started"}
        "moves": [],  # {"n", "point", "colour", "at", "used", "clocks"}
        "opening": None,  # {"code", "name"}
        "black": "P1",  # the seat that owns Black (an opening swap changes it)
        "turn": "black",
        "prompt": None,  # the opening's prompt while it runs
        "offers": [],  # fifth-move offers on the board
        "steps": [],  # the opening's decisions in order: {"after": moves played, "action", "player", "point", "n"}
        "result": None,  # {"winner", "reason", "line", "point", "foul", "lines"}
        "clock": None,  # {"remaining": [p1, p2], "running", "paused", "flags", "first_flag", "delay_left", "periods", "at"}
        "anomaly": None,  # {"restore": [...], "remove": [...]}
        "claims": [],  # {"n", "kind", "by", "accepted"}
        "unclaimed": [],  # tournament mode: {"n", "point", "kind", "lines"} of fouls and fives that stood
    }


def _make_game(settings):
    """A shared_rules Game with the board's game settings, as the firmware makes it."""
    opening = settings.get("opening")
    foul_mode = settings.get("foul_mode") or "club"
    return Game(foul_mode=FOUL_MODE_NAMES.index(foul_mode) if foul_mode in FOUL_MODE_NAMES else 1,
                pass_from_move=settings.get("pass_from_move") or 7, takebacks=bool(settings.get("takebacks")),
                opening=regulation(opening) if opening else None)


def result_view(message, cells):
    """The result of a result event, with the rows that show it: the five, or the foul's rows
    (shared_rules.explain in the position the foul stone was played in)."""
    result = {"winner": message["winner"], "reason": message["reason"], "line": list(message.get("line") or []),
              "point": message.get("point"), "foul": None, "lines": []}
    if message["reason"] == "five" and result["line"]:
        result["lines"] = [result["line"]]
    elif message["reason"] == "foul" and message.get("point") and cells is not None:
        try:
            p = parse_point(message["point"])
            work = bytearray(cells)
            work[p] = 0
            kind, lines = explain(work, p)
            result["foul"] = KIND_NAMES[kind] if kind >= FOUL_33 else None
            result["lines"] = [[point_name(q) for q in line] for line in lines]
        except (ValueError, IndexError) as error:
            log.warning("foul at %s not explained: %s", message.get("point"), error)
    return result


class BoardFeed:
    """One board: its state as viewers see it, and the shared_rules game replayed beside it."""

    def __init__(self, board_id):
        self.board_id = board_id
        self.state = empty_state(board_id)
        self.epoch = None
        self.last_seq = 0
        self.game = None  # shared_rules Game of the current game; None if it could not be replayed
        self.open_notes = []  # tournament: fouls/fives whose claim window is still open (arbiter only)

    # -- the record --------------------------------------------------------------------------------
    def load(self, epoch, events, received=None):
        """Rebuild the state from a recorded game's events (the daemon's restart mid-game).
        Returns the delta that replaces the board's state."""
        kept = {key: self.state[key] for key in KEPT}
        self.state = empty_state(self.board_id)
        self.state.update(kept)
        self.epoch = epoch
        for message in events:
            self._apply(message, (received or {}).get(message.get("seq")) or 0)
            self.last_seq = max(self.last_seq, message.get("seq", 0))
        return [self.replace_delta()]

    def replace_delta(self):
        """The delta that gives viewers this board's whole state."""
        return {"type": "board", "board": self.board_id, "state": self.state}

    # -- events -----------------------------------------------------------------------------------
    def event(self, epoch, message, received_ms):
        """Deltas for one stored event (in order; replays and events of another epoch's past are
        skipped)."""
        seq = message.get("seq", 0)
        if epoch == self.epoch and seq <= self.last_seq:
            return []
        if epoch != self.epoch:
            self.epoch = epoch
        self.last_seq = seq
        return self._apply(message, received_ms)

    def _apply(self, message, at):
        kind = message["t"]
        handler = getattr(self, "_on_" + kind, None)
        if handler is None:
            return []
        try:
            return handler(message, at)
        except (KeyError, TypeError, ValueError) as error:  # a malformed event costs only itself
            log.warning("board %s: event %r not shown: %s", self.board_id, message, error)
            return []

    def _set(self, fields):
        self.state.update(fields)
        return {"type": "set", "board": self.board_id, "set": fields}

    def _on_game(self, message, at):
        settings = message.get("settings") or {}
        kept = {key: self.state[key] for key in KEPT}
        self.state = empty_state(self.board_id)
        # "record": the host's record id of the game (added by the host; none on a relay's old feed)
        self.state.update(kept, game={"no": message["game"], "record": message.get("record"),
                                                                 "settings": settings, "started": at})
        self.open_notes = []
        try:
            self.game = _make_game(settings)
        except (ValueError, KeyError, TypeError) as error:
            log.warning("board %s: game %s not replayable: %s", self.board_id, message["game"], error)
            self.game = None
        self._derive()
        return [self.replace_delta()]

    def _is_current(self, message):
        game = self.state["game"]
        return game is not None and message.get("game") == game["no"]

    def _on_move(self, message, at):
        if not self._is_current(message):
            return []
        n = message["n"]
        move = {"n": n, "point": message["point"], "colour": message["colour"], "at": at,
                "used": message.get("used"), "clocks": message.get("clocks")}
        moves = self.state["moves"]
        del moves[n - 1:]
        moves.append(move)
        deltas = []
        notes_before = [dict(note) for note in self.state["unclaimed"]]
        self._play(message["point"], n)
        fields = self._derive()
        if message.get("clocks"):
            fields["clock"] = self._clock_after(message["clocks"], at)
        self.state.update(fields)
        deltas.append({"type": "move", "board": self.board_id, "move": move, "set": fields})
        if self.state["unclaimed"] != notes_before:
            deltas.append(self._set({"unclaimed": self.state["unclaimed"]}))
        if self.open_notes:  # the arbiter's view only: the feed's state is what viewers may see
            deltas.append({"type": "set", "board": self.board_id, "audience": "arbiter",
                           "set": {"unclaimed": self.state["unclaimed"] + self.open_notes}})
        return deltas

    def _play(self, name, n):
        """The move in the replayed game; in tournament mode, a foul or five it makes is noted for
        the arbiter, and the notes of the move before it lapse (the claim window has closed)."""
        game = self.game
        if game is None:
            return
        if self.open_notes:
            self.state["unclaimed"] = self.state["unclaimed"] + self.open_notes
            self.open_notes = []
        if n <= len(game.moves):
            return  # a chosen offer's move is already in the game
        try:
            p = parse_move(name)
            note = None
            tournament = game.foul_mode == TOURNAMENT and not game.in_opening
            if tournament and p != PASS and game.turn == BLACK:
                kind = classify(game.board.cells, p)
                if kind >= FOUL_33:
                    lines = explain(game.board.cells, p)[1]
                    note = {"n": n, "point": name, "kind": KIND_NAMES[kind],
                            "lines": [[point_name(q) for q in line] for line in lines]}
            colour = game.turn
            game.play(p)
            if tournament and p != PASS and note is None:
                line = five_line(game.board.cells, p, colour)
                if line:
                    note = {"n": n, "point": name, "kind": "five", "lines": [[point_name(q) for q in line]]}
            if note is not None:
                self.open_notes = [note]
        except (IllegalMove, ValueError) as error:
            log.warning("board %s: move %d %s not replayed (%s); rules-derived views stop for this game",
                        self.board_id, n, name, error)
            self.game = None

    def _derive(self):
        """The fields that follow from the replayed game: opening, seats, turn, prompt."""
        moves = self.state["moves"]
        fields = {}
        try:
            points = [parse_move(m["point"]) for m in moves[:3]]
        except ValueError:
            points = []
        code = opening_code(points) if len(points) == 3 else None
        fields["opening"] = {"code": code, "name": opening_name(points)} if code else None
        game = self.game
        if game is not None:
            fields["black"] = PLAYER_NAMES[game.black_owner]
            fields["turn"] = "black" if game.turn == BLACK else "white"
            fields["prompt"] = game.prompt().as_dict() if game.in_opening and game.result is None else None
        else:
            fields["turn"] = "black" if len(moves) % 2 == 0 else "white"
            fields["prompt"] = None
        self.state.update(fields)
        return fields

    def _clock_after(self, clocks, at):
        """The clock just after a press: both faces from the event, the next player's running."""
        previous = self.state["clock"] or {}
        running = 0
        if self.game is not None and self.game.result is None:
            running = self.game.clock_player or 0
        return {"remaining": list(clocks), "running": running, "paused": bool(previous.get("paused")),
                "flags": previous.get("flags") or [False, False], "first_flag": previous.get("first_flag", 0),
                "delay_left": 0, "periods": previous.get("periods") or [0, 0], "at": at}

    def _on_undo(self, message, at):
        if not self._is_current(message):
            return []
        n = message["n"]
        del self.state["moves"][n - 1:]
        if self.game is not None:
            try:
                while len(self.game.moves) >= n:
                    self.game.undo()
            except IllegalMove as error:
                log.warning("board %s: undo not replayed: %s", self.board_id, error)
                self.game = None
        self.open_notes = []
        fields = self._derive()
        fields["result"] = None
        fields["unclaimed"] = [u for u in self.state["unclaimed"] if u["n"] < n]
        fields["steps"] = [step for step in self.state["steps"] if step["after"] < n]  # those before move n
        self.state.update(fields)
        return [{"type": "undo", "board": self.board_id, "n": n, "set": fields}]

    def _on_result(self, message, at):
        if not self._is_current(message):
            return []
        cells = self.game.board.cells if self.game is not None else self._cells()
        fields = {"result": result_view(message, cells)}
        if self.state["clock"] or message.get("clocks"):
            # The clock stops at the end: both faces as the board's result gives them (an older
            # board's result has none: the running side's time as it stood when the result came).
            clock = dict(self.state["clock"] or {"flags": [False, False], "first_flag": 0, "paused": False,
                                                  "periods": [0, 0]})
            if message.get("clocks"):
                clock["remaining"] = list(message["clocks"])
            else:
                clock["remaining"] = [extrapolate(clock, side, at) for side in (1, 2)]
            clock["running"] = 0
            clock["delay_left"] = 0
            clock["at"] = at
            if message["reason"] == "time" and message["winner"] in ("black", "white"):
                # The loser's flag fell: shown at once, without waiting for the next heartbeat.
                loser_is_black = message["winner"] == "white"
                seat = 1 if (self.state["black"] == "P1") == loser_is_black else 2
                clock["flags"] = [seat == 1 or clock["flags"][0], seat == 2 or clock["flags"][1]]
                clock["remaining"] = [0 if seat == 1 else clock["remaining"][0], 0 if seat == 2 else clock["remaining"][1]]
                clock["first_flag"] = clock.get("first_flag") or seat
            fields["clock"] = clock
        if self.open_notes:  # the game is over: nothing is left to claim
            fields["unclaimed"] = self.state["unclaimed"] + self.open_notes
            self.open_notes = []
        fields["prompt"] = None
        return [self._set(fields)]

    def _cells(self):
        cells = bytearray(225)
        for move in self.state["moves"]:
            if move["point"] != "pass":
                cells[parse_point(move["point"])] = BLACK if move["colour"] == "black" else WHITE
        return cells

    def _on_clock(self, message, at):
        if not self._is_current(message):
            return []
        clock = dict(self.state["clock"] or {"running": 0, "flags": [False, False], "first_flag": 0,
                                              "delay_left": 0, "periods": [0, 0]})
        action = message.get("action", "")
        if action == "pause":
            clock["paused"] = True
        elif action == "resume":
            clock["paused"] = False
        clock["remaining"] = list(message["clocks"])
        clock["at"] = at
        return [self._set({"clock": clock})]

    def _on_claim(self, message, at):
        if not self._is_current(message):
            return []
        claim = {"n": len(self.state["moves"]), "kind": message["kind"], "by": message["by"],
                 "accepted": bool(message["accepted"])}
        if self.game is not None and message["accepted"]:
            self.open_notes = []  # the claim settled it: the result follows
        return [self._set({"claims": self.state["claims"] + [claim]})]

    def _on_opening(self, message, at):
        if not self._is_current(message):
            return []
        action = message["action"]
        offers = list(self.state["offers"])
        if action == "offer" and message.get("point"):
            offers.append(message["point"])
        elif action == "undo offer" and message.get("point") in offers:
            offers.remove(message["point"])
        elif action == "choose":
            offers = []
        if self.game is not None:
            try:
                arg = message.get("n", parse_point(message["point"]) if "point" in message else None)
                self.game.act(ACTION_NAMES.index(action), arg, PLAYER_NAMES.index(message["player"]))
            except (IllegalMove, ValueError) as error:
                log.warning("board %s: opening step %r not replayed: %s", self.board_id, message, error)
                self.game = None
        self.state["offers"] = offers
        step = {"after": len(self.state["moves"]), "action": action, "player": message["player"],
                "point": message.get("point"), "n": message.get("n")}
        fields = self._derive()
        fields["offers"] = offers
        fields["steps"] = self.state["steps"] + [step]
        return [self._set(fields)]

    def _on_anomaly(self, message, at):
        if not self._is_current(message):
            return []
        restore, remove = list(message.get("restore") or []), list(message.get("remove") or [])
        return [self._set({"anomaly": {"restore": restore, "remove": remove} if restore or remove else None})]

    # -- heartbeats and status --------------------------------------------------------------------
    def clock(self, game_no, view):
        """A heartbeat's clock (already computed from the host's mirror): sent only when it differs
        from what viewers extrapolate from the last one, so a steady clock costs nothing."""
        game = self.state["game"]
        if game is None or game["no"] != game_no:
            return []
        if self.state["result"] is not None:
            # After the end the clock stands as the result left it, whatever a heartbeat says (the
            # host's mirror of an older board still runs): only a correction (a clock event) moves it.
            if self.state["clock"] is not None or view is None:
                return []
            view = dict(view, running=0, delay_left=0)
        if not _clock_differs(self.state["clock"], view):
            return []
        return [self._set({"clock": view})]

    def status(self, status):
        if status == self.state["status"]:
            return []
        return [self._set({"status": status})]

    def players(self, players):
        return [self._set({"players": players})]

    def seat(self, seat):
        if seat == self.state["seat"]:
            return []
        return [self._set({"seat": seat})]


def extrapolate(clock, side, at):
    """What viewers show for a side at wall time `at` (ms): the running side counts down."""
    left = clock["remaining"][side - 1]
    if clock.get("running") == side and not clock.get("paused"):
        spent = at - clock["at"] - (clock.get("delay_left") or 0)
        if spent > 0:
            left -= spent
    return max(0, left)


def _clock_differs(old, new):
    if (old is None) != (new is None):
        return True
    if new is None:
        return False
    for key in ("running", "paused", "flags", "first_flag", "periods"):
        if old.get(key) != new.get(key):
            return True
    for side in (1, 2):
        if abs(extrapolate(old, side, new["at"]) - extrapolate(new, side, new["at"])) > CLOCK_TOLERANCE_MS:
            return True
    return False
