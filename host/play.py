"""tengen-host play BOARD --engine: play the computer on a physical board.

The daemon serves the board as always (its games are recorded as any others); this command follows
the board's game in the store and plays one seat with the engine (host/engine.py). When the
engine's move is due, the board is told through the daemon (the `request` command): first that the
engine is thinking (no stone of its colour may be put down), then its point, which blinks yellow and
is named on the engine's face. The player puts the engine's stone there (and, with a clock,
presses the engine's button: the engine's clock runs while it thinks and while its stone waits);
the board refuses that colour anywhere else. The opening regulation, which the engine does not
know, is run by shared_rules: the engine's stones keep to the opening's zone.

The player's colour (--colour) is the seat: black is the first player (P1, the left button), white
the second. A crashed or hung engine is started again and asked again (host/engine.py); the game
goes on. `play BOARD --remote ...` plays the other seat from a board on another host instead
(host/remote.py: the same Table, the opponent's acts read from the broker); `hints GAME` reviews a
recorded game with the engine (host/engine_review.py).
"""

import logging
import threading
import time

from host.engine import EngineError, Limit
from host.logs import printable
from shared_rules.board import CENTRE, COLOUR_NAMES, POINTS, chebyshev_from_centre, point_name
from shared_rules.game import (ACT_CHOOSE, ACT_DECLARE, ACT_FINISH, ACT_KEEP, ACT_OFFER, ACT_PLACE, ACT_ROUTE_KEEP,
                               ACT_ROUTE_SWAP, ACT_SWAP, ACT_TAKE_BLACK, ACT_TAKE_WHITE, ACTION_NAMES, BLACK, PLAYER_NAMES,
                               IllegalMove, P1, P2)
from shared_rules.journal import apply_event, game_from_settings
from shared_rules.openings import ZONE_ANY, offers_equivalent
from shared_rules.terms import PASS, colour_of_move, move_name

log = logging.getLogger("tengen.play")

POLL = 0.2  # seconds between looks at the board's game in the store
# Levels 1-10: the engine's time per move and its strength (Rapfi's STRENGTH, 100 = its best).
LEVELS = {level: Limit(time=round(0.2 + 0.3 * (level - 1), 1), strength=10 * level) for level in range(1, 11)}
DEFAULT_LEVEL = 5


def fallback_move(game, allowed=None):
    """A legal move for the side to move (shared_rules), nearest the centre first: for when the
    engine cannot answer."""
    for p in sorted(range(POINTS), key=lambda q: (chebyshev_from_centre(q), q)):
        if allowed is not None and p not in allowed:
            continue
        try:
            game.check(p)
        except IllegalMove:
            continue
        return p
    return PASS


def level_of(limit):
    """The level (1-10) whose strength the engine plays at, or None (a strength no level has)."""
    return next((level for level, known in LEVELS.items() if known.strength == limit.strength), None)


def computer_player(engine):
    """The computer as a player of the record: its name and level ("Rapfi, level 5"), its club
    "computer" with the engine's version number ("computer, Rapfi 0.43.02"): another level or
    version is another player."""
    about = engine.about()
    name = printable(about.get("name") or "engine", 40)
    level = level_of(engine.limit)
    version = printable((about.get("version") or "").split(" ")[0], 40)  # "0.43.02 (g++ 12.2.0 on Linux)": its number
    return ("%s, level %d" % (name, level) if level is not None else name,
            "computer, %s %s" % (name, version) if version else "computer")


def seat_the_computer(store, game_id, seat, player):
    """The computer named as the player of its seat (P1/P2) in the game's record: `show`, `games`,
    the archive, the exports and the score sheet name it, and `players` lists it."""
    from host.tournament_record import Records, RecordError

    name, club = player
    try:
        player_id = Records(store).player(name, club)
    except RecordError as error:  # the game is played all the same, its seat unnamed
        log.warning("the computer could not be named in game %s: %s", game_id, error)
        return
    with store.lock:
        store.db.execute("UPDATE games SET p%d=? WHERE id=?" % seat, (player_id, game_id))


class PlayError(Exception):
    """Why the game against the computer cannot go on (one line)."""


class Table:
    """One game against the engine: the board's game followed in the store, the engine's seat played."""

    def __init__(self, store, board, engine, seat, out=None, poll=POLL):
        self.store = store
        self.board = board
        self.engine = engine
        self.seat = seat  # the engine's seat: P1 or P2
        self.out = out
        self.poll = poll
        self.game_key = None  # (epoch, game number) of the game being played
        self.asked = {}  # move number -> the point the board was asked for (None: still thinking)
        self.acted = set()  # the opening steps the engine has taken: (moves, step, offers on the board)
        self.offers = []  # the fifth-move offers the engine means to make, in order
        self.record = None  # the game's record as last read from the store
        self.opponent = "the engine"
        self.stopped = threading.Event()  # set from another thread (the arbiter's page): the seat leaves

    def say(self, text):
        if self.out is not None:
            print(text, file=self.out, flush=True)

    # -- the board's game, from the store ---------------------------------------------------------
    def current(self):
        """(record id, Game) of the board's newest game as the store has it, or (None, None)."""
        epoch, number = self.store.current_game(self.board)
        if epoch is None:
            return None, None
        game_id = self.store.game_id(self.board, epoch, number)
        record = self.store.game(game_id)
        self.record = record
        game = game_from_settings(record["settings"])
        for event in record["events"]:
            try:
                apply_event(game, event)
            except (IllegalMove, ValueError, KeyError) as error:  # the record already refused it
                log.warning("event %s not applied: %s", event.get("seq"), error)
        return (epoch, number), game

    def wait_for_game(self, timeout=30.0):
        """The game to play: the board's game in progress, or a new one asked for."""
        key, game = self.current()
        if key is not None and game.result is None:
            return key, game
        self.store.queue_command(self.board, "new_game", {})
        self.say("a new game is asked for on board %s" % self.board)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and not self.stopped.is_set():
            time.sleep(self.poll)
            new_key, game = self.current()
            if new_key is not None and new_key != key and game.result is None:
                return new_key, game
        raise PlayError("board %s started no new game within %.0f s (is it connected?)" % (self.board, timeout))

    # -- the engine's turn ------------------------------------------------------------------------
    def engine_to_place(self, game):
        """True when the engine's seat is to put a stone down now."""
        prompt = game.prompt()
        return game.result is None and prompt.player == self.seat and ACT_PLACE in prompt.actions

    def allowed(self, game):
        """The points the engine's stone may take now (the opening's zone), or None for any."""
        prompt = game.prompt()
        zone = getattr(prompt, "zone", None)
        if not game.in_opening or zone is None or zone >= ZONE_ANY:
            return None
        cells = game.board.cells
        return {p for p in range(POINTS) if not cells[p] and chebyshev_from_centre(p) <= zone}

    def request(self, **args):
        command_id = self.store.queue_command(self.board, "request", args)
        return command_id

    def withdraw(self):
        try:
            self.request()
        except Exception as error:  # leaving: nothing more to do about it
            log.warning("could not withdraw the request: %s", error)

    def reply_of(self, command_id, timeout=10.0):
        """(ok, detail) of a command's reply, or None when none came in time."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            command = self.store.command(command_id)
            if command["replied"]:
                return bool(command["ok"]), command["detail"] or ""
            time.sleep(0.05)
        return None

    def think(self, game):
        """The engine's move for its seat, asked for on the board."""
        n = len(game.moves) + 1
        colour = game.turn
        self.asked[n] = None
        self.request(colour=COLOUR_NAMES[colour], n=n)  # no stone of its colour while it thinks
        allowed = self.allowed(game)
        if len(game.moves) == 0 and (allowed is None or CENTRE in allowed):
            move = CENTRE  # the first stone: the centre, as every opening has it
        else:
            try:
                move = self.engine.play(game.moves, among=allowed)
            except EngineError as error:
                # Started again and asked again, it still fails on this position (Rapfi 0.43 dies on
                # a position whose every move loses at once): a legal move keeps the game going.
                move = fallback_move(game, allowed)
                log.warning("the engine failed at move %d (%s): %s played for it", n, error, point_name(move))
                self.say("the engine failed on this position (%s): it plays %s" % (error, point_name(move)))
        if move == PASS:
            raise PlayError("the engine passes at move %d: pass for it on its button" % n)
        command_id = self.request(point=point_name(move), colour=COLOUR_NAMES[colour], n=n)
        reply = self.reply_of(command_id)
        if reply is not None and not reply[0]:
            log.warning("the board refused the engine's move %s: %s", point_name(move), reply[1])
            self.say(printable("the board refused the engine's move %s: %s (asked again)" % (point_name(move), reply[1])))
            del self.asked[n]  # the game as the store has it changed meanwhile: looked at again
            time.sleep(1.0)
            return
        self.asked[n] = move
        self.say("move %d: the engine plays %s (%s): put a %s stone there" % (
            n, point_name(move), COLOUR_NAMES[colour], COLOUR_NAMES[colour]))

    def on_game(self, game):
        """Each look at the game (a remote game publishes its player's acts here)."""

    # -- the engine's opening decisions ------------------------------------------------------------
    def value(self, moves, colour):
        """How good the position after moves is for colour, by a short search (> 0: good)."""
        try:
            score = self.engine.analyse(moves)[0].score or 0
        except EngineError as error:  # no judgement: an even position (the decision is still taken)
            log.warning("the engine could not judge a position (%s): taken as even", error)
            return 0
        return score if colour == colour_of_move(len(moves)) else -score

    def decide(self, game, prompt):
        """The engine's decision in an opening step of its seat (None when it has nothing to do)."""
        actions = prompt.actions
        mine = game.colour_of(self.seat)
        if ACT_KEEP in actions or ACT_ROUTE_KEEP in actions:  # keep the colour it holds, or swap
            keep = self.value(game.moves, mine) >= 0
            if ACT_KEEP in actions:
                return (ACT_KEEP if keep else ACT_SWAP), {}
            return (ACT_ROUTE_KEEP if keep else ACT_ROUTE_SWAP), {}
        if ACT_TAKE_BLACK in actions:
            return (ACT_TAKE_BLACK if self.value(game.moves, BLACK) >= 0 else ACT_TAKE_WHITE), {}
        if ACT_DECLARE in actions:
            return ACT_DECLARE, {"n": 1}  # the fewest offers: the least choice left to the opponent
        if ACT_CHOOSE in actions:  # the offer that leaves the engine's colour best off
            best = max(prompt.offers, key=lambda p: self.value(game.moves + [p], mine))
            return ACT_CHOOSE, {"point": point_name(best)}
        if ACT_FINISH in actions and ACT_OFFER not in actions:
            return ACT_FINISH, {}
        return None

    def plan_offers(self, game, prompt):
        """The engine's fifth-move offers: its best moves, no two the same move in disguise."""
        needed = prompt.offers_needed
        try:
            lines = self.engine.analyse(game.moves, n=min(2 * needed + 2, 20))
        except EngineError as error:  # the nearest points instead (below)
            log.warning("the engine could not propose offers (%s)", error)
            lines = []
        offers = []
        symmetry = game.opening.symmetry
        for line in lines:
            p = line.move
            if p is None or p == PASS or p in prompt.offers:
                continue
            if any(offers_equivalent(game.moves, p, q, symmetry) for q in offers + list(prompt.offers)):
                continue
            offers.append(p)
        cells = game.board.cells
        for p in sorted(range(POINTS), key=lambda q: (chebyshev_from_centre(q), q)):  # too few: the nearest
            if len(offers) + len(prompt.offers) >= needed:
                break
            if not cells[p] and p not in offers and not any(
                    offers_equivalent(game.moves, p, q, symmetry) for q in offers + list(prompt.offers)):
                offers.append(p)
        return offers

    def opening_step(self, game):
        """The engine's part of an opening step of its seat: a decision sent, or an offer asked for.
        True when something was done."""
        prompt = game.prompt()
        step = (len(game.moves), prompt.state, len(prompt.offers))
        if step in self.acted:
            return False
        self.acted.add(step)
        if ACT_OFFER in prompt.actions:
            if not self.offers:
                self.offers = self.plan_offers(game, prompt)
            left = [p for p in self.offers if p not in prompt.offers]
            p = left[0]
            n = len(game.moves) + 1
            self.request(point=point_name(p), colour="black", n=n)
            self.say("move %d: the engine offers %s (offer %d of %d): put a black stone there" % (
                n, point_name(p), len(prompt.offers) + 1, prompt.offers_needed))
            return True
        decision = self.decide(game, prompt)
        if decision is None:
            return False
        action, args = decision
        args.update(action=ACTION_NAMES[action], player=PLAYER_NAMES[self.seat])
        reply = self.reply_of(self.store.queue_command(self.board, "decide", args))
        if reply is not None and not reply[0]:
            self.acted.discard(step)
            self.say(printable("the board refused the engine's decision %s: %s" % (ACTION_NAMES[action], reply[1])))
            time.sleep(1.0)
            return True
        self.offers = [] if action == ACT_FINISH else self.offers
        self.say("the engine decides: %s" % " ".join([ACTION_NAMES[action]] + [
            str(v) for k, v in sorted(args.items()) if k in ("n", "point")]))
        return True

    # -- the game ---------------------------------------------------------------------------------
    def run(self):
        self.game_key, game = self.wait_for_game()
        if self.engine is not None:
            seat_the_computer(self.store, self.store.game_id(self.board, *self.game_key), self.seat,
                              computer_player(self.engine))
        self.say("board %s: you play %s, %s %s; game %s" % (
            self.board, "P1 (black)" if self.seat == P2 else "P2 (white)", self.opponent,
            "P1 (black)" if self.seat == P1 else "P2 (white)", self.game_key[1]))
        seen = len(game.moves)
        while True:
            if self.stopped.is_set():
                self.withdraw()  # no point left blinking for a seat that has gone
                self.say("stopped: the board's game goes on without %s" % self.opponent)
                return 0
            key, game = self.current()
            if key != self.game_key:
                self.say("the board began another game: the engine stops")
                return 0
            if len(game.moves) < seen:  # taken back: what was asked for those moves is void
                self.say("taken back to move %d" % len(game.moves))
                self.asked = {n: p for n, p in self.asked.items() if n <= len(game.moves)}
            for k in range(seen, len(game.moves)):
                self.say("move %d: %s" % (k + 1, move_name(game.moves[k])))
            seen = len(game.moves)
            self.on_game(game)
            if game.result is not None:
                outcome = game.result.as_dict()
                self.say("the game is over: %s (%s)" % (outcome["winner"], outcome["reason"]))
                return 0
            if self.engine_to_place(game):
                if (len(game.moves) + 1) not in self.asked:
                    self.think(game)
                    if (len(game.moves) + 1) in self.asked:
                        continue
            elif game.in_opening and game.prompt().player == self.seat and self.opening_step(game):
                continue
            time.sleep(self.poll)
