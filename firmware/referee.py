"""The referee: the game, its clock, and what each placement and button press means.

Pure logic with the time passed in, no hardware: the application feeds it the reconciled board,
the button gestures and the tick counter, and sends on the events it emits (each one journaled
before anything else sees it).

With a time control, a move is complete only when its player presses the clock: the settled stone
waits as `pending` until the press, and a press with no new stone is a pass (where the rules allow
one). With no time control, a stone is a move as soon as it settles.
Buttons: a tap completes your move (or starts the opponent's clock before the first move); a press
with no stone of yours waiting is a pass, but never while the stones disagree with the game (a
refused stone, a knocked one). Holding your own button while your clock runs completes your waiting
move, or with none resigns; holding both pauses or resumes (the arbiter).
During an opening regulation, decisions are made with the buttons too (opening_desk.py), and the
clock follows the game's prompt: the decider's clock runs. A player's consecutive opening stones are
one press (P1's moves 1-3 in RIF): a stone after which the same player acts again is complete as
soon as it settles; the last one waits for the press that hands the clock to the opponent.
"""

from shared_rules.board import COLOUR_NAMES, BLACK, POINTS, point_name, chebyshev_from_centre
from shared_rules.journal import apply_event, game_from_settings
from shared_rules.game import (Game, IllegalMove, PASS, TRAINING, TOURNAMENT, PLAYER_NAMES,
                               ACTION_NAMES, ACT_PLACE, ACT_OFFER, ACT_UNDO_OFFER, ACT_FINISH, ACT_CHOOSE,
                               ACT_DECLARE, move_name)
from shared_rules.openings import ZONE_ANY
from shared_rules.timecontrol import parse_control
from shared_rules.clock import Clock, MOVE, PASS as PASS_PRESS, DECISION, NOBODY, P1, P2, face_text
from opening_desk import OpeningDesk

LEFT = 1  # the left button is P1's seat (the first player), the right P2's
RIGHT = 2
NOTICE_MS = 2500  # how long a refusal stays on the clock display
FOUL_CODES = ("", "", "3x3", "4x4", "LONG")  # a refused foul on a 4-digit face, by foul kind


class Referee:
    def __init__(self, settings, emit, ticks=None):
        self.settings = settings
        self.emit = emit  # called with each event message (a dict) to journal and send
        self.ticks = ticks or (lambda: 0)  # the tick counter, for acts that come from the board
        self.game = None
        self.clock = None
        self.game_number = 0
        self.pending = -1  # a settled stone waiting for its player's press
        self.takeback_offered = False  # the last move's stone was lifted: its opponent may confirm
        self.takeback_asked = False  # ... lifted, whether or not the rules here allow a takeback
        self.notice = None  # (text, tick shown or None: until withdrawn, side or 0 for both faces): a refusal
        self.refused_kind = 0  # the foul kind of the last stone refusal() refused (training mode), else 0
        self.refused_at = -1  # the refused stone lying on the board, if any
        self.started = False
        self.confirmed = False  # both players held both buttons after the end: the record's signature
        self.board_agrees = True  # False while a stone the game does not accept lies on the board (or one is missing)
        self.request = None  # (point or -1, colour, move number): the stone a computer or remote player asks for
        self.acted_down = 0  # the side whose button's going down was acted on (its release is no tap)
        self.claim_on_hold = False  # ... and it completed a tournament move: held on, it claims the five

    # -- games ----------------------------------------------------------------------------------
    def _game_settings(self):
        s = self.settings
        return {"foul_mode": s["foul_mode"], "time_control": s["time_control"],
                "pass_from_move": s["pass_from_move"], "takebacks": s["takebacks"], "opening": s["opening"]}

    def _make(self, settings):
        self.game = game_from_settings(settings)
        self.takeback_offered = False
        self.desk = OpeningDesk()
        control = settings.get("time_control")
        self.clock = Clock(parse_control(control), history=False) if control else None
        self.pending = -1
        self.started = False
        self.confirmed = False
        self.request = None
        self.game_settings = settings
        self.forbidden = None  # Black's forbidden points, kept current in training mode
        self._start_forbidden()

    def _start_forbidden(self):
        # Built once the opening is over: no fifth move can be a foul, and offers come and go.
        if (self.forbidden is None and self.game.foul_mode == TRAINING and not self.game.in_opening
                and self.settings["show_forbidden"] != "never"):
            self.forbidden = self.game.keep_forbidden_map()  # the game keeps it current; its foul check reads it

    def new_game(self):
        self.game_number += 1
        settings = self._game_settings()
        self._make(settings)
        return self.emit({"t": "game", "game": self.game_number, "settings": settings})

    def renew_empty_game(self):
        """New settings for a game not begun (no stone, no press): the same game takes them, and
        its game event goes out again with them (the host's record of the game follows)."""
        settings = self._game_settings()
        self._make(settings)
        return self.emit({"t": "game", "game": self.game_number, "settings": settings})

    def check_record(self, moves):
        """None if moves (point ints, PASS) are a game the rules allow, played whole: no move after
        the game ended. Else what is wrong, naming the move. Nothing is changed."""
        trial = Game(pass_from_move=self.settings["pass_from_move"])
        for i in range(len(moves)):
            if trial.result is not None:
                return "the game ended at move %d; move %d %s comes after" % (i, i + 1, move_name(moves[i]))
            try:
                trial.play(moves[i])
            except IllegalMove as error:
                return "move %d %s: %s" % (i + 1, move_name(moves[i]), error)
        return None

    def setup(self, moves, clocks=None, source=None, now=0):
        """A recorded game rebuilt here to go on (set-up mode): a new game whose moves are journaled
        and sent like any others, marked "setup" (the host's record and a power cut keep them).
        No opening regulation: the record's opening is already played. clocks: [P1 ms, P2 ms] left.
        Returns None, or why not (the record is checked whole first: a bad one changes nothing)."""
        problem = self.check_record(moves)
        if problem is not None:
            return problem
        if clocks is not None and (not isinstance(clocks, list) or len(clocks) != 2
                                   or not all(isinstance(ms, int) and 0 <= ms <= 360000000 for ms in clocks)):
            return "clocks must be [P1 ms, P2 ms], each 0 to 100 hours"
        self.game_number += 1
        settings = self._game_settings()
        settings["opening"] = None
        self._make(settings)
        setup = {"moves": len(moves)}
        if source:
            setup["source"] = str(source)[:80]
        self.emit({"t": "game", "game": self.game_number, "settings": settings, "setup": setup})
        for move in moves:
            colour = self.game.turn
            self._play(move)
            self._move_event(move, colour, None, setup=True)
        if self.clock is not None and not self.over:
            n = len(moves)
            self.clock.set_moves(P1, (n + 1) // 2)  # P1 has Black (no regulation: no swap)
            self.clock.set_moves(P2, n // 2)
            if clocks is not None:
                self.clock.set_remaining(P1, clocks[0], now)
                self.clock.set_remaining(P2, clocks[1], now)
            self.emit({"t": "clock", "game": self.game_number, "action": "setup", "clocks": self.times(now)})
        return None

    def restore(self, messages, clock_snapshot, now):
        """Rebuild the newest game from its journaled events (and the clock from its snapshot)."""
        self.game_number = messages[0]["game"]
        self._make(messages[0]["settings"])
        game = self.game
        for message in messages[1:]:
            # The events read as the host reads them (shared_rules.journal); the forbidden map follows.
            apply_event(game, message)
            if message["t"] in ("move", "opening"):
                self._start_forbidden()
            elif message["t"] == "confirm":
                self.confirmed = True
        if self.clock is None:
            return
        if clock_snapshot is not None and clock_snapshot[0] == self.game_number:
            # The outage is not charged: the clock resumes from where it stood.
            self.clock.restore(clock_snapshot[1], now)
            if self.over:  # saved with the last move, before its result: it stands from the end
                self.clock.stop(now)
            self.started = self.clock.running != NOBODY
            return
        # No snapshot agrees with the journal: the faces as the last move (or correction) left
        # them, the clock stopped; the players start it again as at the game's start.
        for message in messages:
            if "clocks" in message:
                self.clock.set_remaining(P1, message["clocks"][0], now)
                self.clock.set_remaining(P2, message["clocks"][1], now)

    @property
    def clocked(self):
        return self.clock is not None

    @property
    def over(self):
        return self.game.result is not None

    def _move_event(self, move, colour, record, setup=False, t=None):
        message = {"t": "move", "game": self.game_number, "n": len(self.game.moves),
                   "point": move_name(move), "colour": COLOUR_NAMES[colour]}
        if setup:
            message["setup"] = True  # placed from a record (set-up mode), not played here
        if record is not None:
            message["used"] = record[3]
            message["clocks"] = self.clock_times_after(record)
        self.emit(message)
        self._emit_result(t)

    def clock_times_after(self, record):
        side = record[0]
        return [record[4], record[5]] if side == P1 else [record[5], record[4]]

    def _emit_result(self, t=None):
        """The result event, once the game has one; the clock stops first (at t, the press or
        hold that ended it; else now), so the faces and the snapshot kept with the event show
        the times of the end, and no time runs after it."""
        outcome = self.game.result
        if outcome is not None:
            d = outcome.as_dict()
            message = {"t": "result", "game": self.game_number, "winner": d["winner"], "reason": d["reason"],
                       "line": d["line"]}
            if self.clock is not None:
                end = self.ticks() if t is None else t
                self.clock.stop(end)
                message["clocks"] = self.times(end)  # both faces as they now stand, for good
            if outcome.point is not None:
                message["point"] = point_name(outcome.point)
            self.emit(message)

    # -- the board ------------------------------------------------------------------------------
    def placed(self, p):
        """The board settled with exactly one new stone of the side to move at p (-1: none).
        Returns None, or why the stone cannot stand (training mode refuses a foul)."""
        refused_before = self.refused_at
        self.refused_at = -1
        if p < 0:
            self.pending = -1
            return None
        problem = self.refusal(p)
        if problem:
            self.pending = -1
            self.refused_at = p
            if self.refused_kind and p != refused_before:  # why, once, on the face of its player
                self.show_notice(FOUL_CODES[self.refused_kind], self.ticks(), self._side_of(self.game.turn))
            return problem
        game = self.game
        if game.in_opening:
            prompt = game.prompt()
            if ACT_OFFER in prompt.actions:
                self.pending = -1
                return None if self._opening_act(ACT_OFFER, p, prompt.player, self.ticks()) else "not an offer"
            if self.clocked and game.opening.decider_after() == prompt.player:
                # The same player's step comes next (P1's moves 1-3): the stone is complete now,
                # and the press that ends the player's steps hands the clock over.
                self.pending = -1
                self._opening_commit(p, self.ticks())
                return None
        if self.clocked and game.makes_five(p):
            # A five is complete as it is placed, with no press (004 9.2.5.1): the mover's clock
            # is stopped by the move as a press would, and the game ends.
            now = self.ticks()
            clock = self.clock
            mover = game.player_of(game.turn)
            record = clock.press(mover, now, MOVE) if (self.started and not clock.paused
                                                       and clock.running == mover) else None
            return self._commit(p, record, now)
        if self.clocked:
            self.pending = p  # the move is complete when its player presses the clock
            return None
        return self._commit(p, None)

    def refusal(self, p):
        """Why the stone at p cannot be the move (None if it can): training refuses fouls; a stone
        of the colour a request stands for goes only on the point asked for."""
        self.refused_kind = 0
        request = self.request
        if request is not None and request[1] == self.game.turn and request[2] == len(self.game.moves) + 1 \
                and p != request[0]:
            if request[0] < 0:
                return "this stone's player has not chosen its move yet"
            return "the move asked for is %s: put the stone there" % point_name(request[0])
        try:
            self.game.check(p)
        except IllegalMove as error:
            self.refused_kind = error.kind
            return str(error)
        return None

    def _side_of(self, colour):
        return LEFT if self.game.player_of(colour) == P1 else RIGHT

    def _play(self, move):
        self.game.play(move)
        self.request = None  # a request is for one move: played, it is done
        self._start_forbidden()

    # -- a stone asked for by the host (a computer or remote player's move) --------------------
    def set_request(self, p, colour, n):
        """The host asks for the stone of colour at p as move n (p -1: that player is still choosing,
        no stone of that colour may be put down); colour None withdraws the request. None, or why not."""
        if colour is None:
            self.request = None
            return None
        game = self.game
        if game.result is not None:
            return "the game is over"
        if n != len(game.moves) + 1:
            return "move %d is next, not move %d" % (len(game.moves) + 1, n)
        if colour != game.turn:
            return "move %d is %s's" % (n, COLOUR_NAMES[game.turn])
        if p >= 0:
            if game.board.cells[p]:
                return "%s is taken" % point_name(p)
            try:
                game.check(p)
            except IllegalMove as error:
                return "%s: %s" % (point_name(p), error)
        self.request = (p, colour, n)
        return None

    def decide(self, action, arg, player, t):
        """An opening decision taken for player by the host (a computer player's: keep or swap, a
        number of offers, a route, a colour, the offers finished, the offer kept). None, or why not."""
        game = self.game
        if not game.in_opening:
            return "no opening decision is due"
        prompt = game.prompt()
        if prompt.player != player:
            return "the decision is %s's" % PLAYER_NAMES[prompt.player]
        if action not in prompt.actions or action in (ACT_PLACE, ACT_OFFER, ACT_UNDO_OFFER):
            return "%s is not a decision asked for now" % ACTION_NAMES[action]
        self.notice = None
        if not self._opening_act(action, arg, player, t):
            return self.notice[0] if self.notice is not None else "refused"
        if action == ACT_DECLARE:
            text = "N%3d" % arg
        elif action == ACT_CHOOSE:
            text = point_name(arg).upper()
        else:
            text = ACTION_NAMES[action].upper()
        self.show_notice(text, t, LEFT if player == P1 else RIGHT)  # what the computer chose, on its face
        return None

    def requested_point(self):
        """The point a standing request asks a stone for, or -1."""
        request = self.request
        if request is None or request[2] != len(self.game.moves) + 1 or self.over:
            return -1
        p = request[0]
        return p if p >= 0 and not self.game.board.cells[p] else -1  # an offer put there: done

    # -- the opening regulation -----------------------------------------------------------------
    def stone_colour(self):
        """The colour a new stone must have now, or None while a decision (not a stone) is awaited."""
        game = self.game
        if not game.in_opening:
            return game.turn
        actions = game.prompt().actions
        if ACT_PLACE in actions:
            return game.turn  # the stone's colour is its move number's (the decider's may differ)
        if ACT_OFFER in actions:
            return BLACK
        return None

    def _opening_commit(self, p, t):
        """An opening stone, complete: the clock goes to the next decider if that is the other
        player (a player's consecutive stones are one press, as on a chess clock: placed())."""
        colour = self.game.turn
        self._play(p)
        self.pending = -1
        self.desk.reset()
        self._move_event(p, colour, self._follow_clock(t, MOVE), t=t)

    def _opening_act(self, action, arg, player, t):
        """An opening decision or offer by player; emitted, and the clock handed to the next decider."""
        game = self.game
        try:
            game.act(action, arg, player)
        except IllegalMove as error:
            self.show_notice(str(error), t, LEFT if player == P1 else RIGHT)
            return False
        self._follow_clock(t, DECISION)  # before the event, so the clock saved with it is the one after
        message = {"t": "opening", "game": self.game_number, "action": ACTION_NAMES[action],
                   "player": PLAYER_NAMES[player]}
        if isinstance(arg, int) and action != ACT_OFFER and action != ACT_UNDO_OFFER and action != ACT_CHOOSE:
            message["n"] = arg
        elif arg is not None:
            message["point"] = point_name(arg)
        self.emit(message)
        if action == ACT_CHOOSE or (action == ACT_FINISH and not game.prompt().offers):
            # The kept offer is move 5 (chosen, or the only one).
            self._move_event(game.moves[-1], BLACK, None)
        self.desk.reset()
        self._start_forbidden()
        return True

    def _follow_clock(self, t, kind):
        """Hand the clock to whoever the game now waits for (the decider, in the opening)."""
        if not self.clocked or not self.started or self.over:
            return None
        want = self.game.clock_player
        running = self.clock.running
        if want is not None and running != want and running != NOBODY:
            return self.clock.press(running, t, kind)
        return None

    def board_offers(self, lifted):
        """In the offer and choose states, lifted offers mean something: an offer taken back, or
        White's choice. lifted: the offers missing from the board. True if that was understood."""
        game = self.game
        if not game.in_opening:
            return False
        prompt = game.prompt()
        offers = prompt.offers
        if not lifted or any(p not in offers for p in lifted):
            return False
        if ACT_UNDO_OFFER in prompt.actions and len(lifted) == 1:
            return self._opening_act(ACT_UNDO_OFFER, lifted[0], prompt.player, self.ticks())
        if ACT_CHOOSE in prompt.actions:
            left = [p for p in offers if p not in lifted]
            if len(left) == 1:
                return self._opening_act(ACT_CHOOSE, left[0], prompt.player, self.ticks())
            return len(left) > 1  # White is still lifting: not an anomaly
        return False

    def highlight(self):
        """Points to light as the opening's guide: where the next stone may go, or the offers White
        chooses from; None when there is nothing to show."""
        game = self.game
        if not game.in_opening:
            return None
        prompt = game.prompt()
        if ACT_CHOOSE in prompt.actions:
            return prompt.offers
        if ACT_PLACE in prompt.actions and prompt.zone is not None and prompt.zone < ZONE_ANY:
            cells = game.board.cells
            return [p for p in range(POINTS) if not cells[p] and chebyshev_from_centre(p) <= prompt.zone]
        return None

    def forbidden_shown(self):
        """Black's forbidden points as the LEDs should show them now, or None."""
        if self.forbidden is None or self.over:
            return None
        if self.settings["show_forbidden"] == "black" and self.game.turn != BLACK:
            return None
        return self.forbidden.kinds

    def _commit(self, move, record, t=None):
        colour = self.game.turn
        self._play(move)  # vetted by refusal() just before
        self.pending = -1
        self.desk.reset()
        self._move_event(move, colour, record, t=t)
        return None

    # -- the buttons ----------------------------------------------------------------------------
    def player_at(self, side):
        return P1 if side == LEFT else P2

    def offer_takeback(self, offered):
        """The board shows the last move's stone lifted (offered) or back (not); True if the rules
        here allow a takeback, so the opponent's tap will confirm it."""
        game = self.game
        self.takeback_asked = bool(offered and game.moves and game.moves[-1] != PASS and not game.in_opening)
        self.takeback_offered = self.takeback_asked and game.takebacks
        if self.takeback_offered:
            self.notice = ("UNDO?", None, 0)
        elif self.notice is not None and self.notice[1] is None:
            self.notice = None
        return self.takeback_offered

    def _take_back(self, t):
        game = self.game
        mover = game.player_of(3 - game.turn)  # who played the move being taken back
        n = len(game.moves)
        p = game.moves[-1]
        try:
            game.undo()
        except IllegalMove as error:
            self.show_notice(str(error), t)
            return
        self.takeback_offered = False
        self.notice = None
        self.request = None
        self.confirmed = False  # a result taken back is no longer the one signed
        if self.clocked and self.started:
            self.clock.start(mover, t)  # the mover's clock runs again; time spent stays spent
        self.emit({"t": "undo", "game": self.game_number, "n": n})

    def press(self, side, t):
        """A tap of a clock button, timestamped when it went down."""
        if self.takeback_offered and self.player_at(side) == self.game.player_of(self.game.turn):
            self._take_back(t)  # the opponent of the lifted move's player confirms the takeback
            return
        if self.takeback_asked and not self.takeback_offered and not self.over:
            self.show_notice("NO UNDO", t, side)  # the last move's stone lifted, but takebacks are off
            return
        if self.game.in_opening and not self.over:
            return self._opening_press(side, t)
        if self.over:
            return
        if not self.clocked:
            return self._unclocked_press(side, t)
        clock = self.clock
        player = self.player_at(side)
        to_move = self.game.player_of(self.game.turn)
        if not self.started:
            if player != to_move:
                clock.start(to_move, t)  # the opponent starts the mover's clock, as at a chess clock
                self.started = True
                return
            clock.start(to_move, t)
            self.started = True
        if clock.paused or clock.running != player:
            return
        if self.pending >= 0:
            problem = self.refusal(self.pending)
            if problem:
                self.show_notice(FOUL_CODES[self.refused_kind] or "NO", t, side)
                return
            record = clock.press(player, t, MOVE)
            self._commit(self.pending, record, t)
            return
        # No stone of this player's waits; while the stones disagree with the game (a refused
        # stone, one of the wrong colour, one knocked off), a press is no pass.
        problem = self.refusal(PASS) if self.board_agrees else "board"
        if problem:
            self.show_notice("NO PASS", t, side)
            return
        record = clock.press(player, t, PASS_PRESS)
        self._commit(PASS, record, t)

    def _unclocked_press(self, side, t):
        # With no clock a stone is a move as it settles, so a tap of the mover's button can only
        # be a pass (from pass_from_move, the stones agreeing with the game); the other's does nothing.
        if self.player_at(side) != self.game.player_of(self.game.turn):
            return
        problem = self.refusal(PASS) if self.board_agrees else "board"
        if problem:
            self.show_notice("NO PASS", t, side)
            return
        self._commit(PASS, None)

    def _opening_press(self, side, t):
        game = self.game
        prompt = game.prompt()
        player = self.player_at(side)
        if self.clocked and not self.started:
            self.clock.start(prompt.clock, t)
            self.started = True
            if player != prompt.player:
                return  # the opponent started the decider's clock
        if self.clocked and self.clock.paused:
            return
        if player != prompt.player:
            self.show_notice("WAIT", t, side)  # not this player's decision
            return
        if ACT_PLACE in prompt.actions:
            if self.pending < 0:
                self.show_notice("NO PASS", t, side)  # no pass in the opening
                return
            self._opening_commit(self.pending, t)
            return
        if ACT_FINISH in prompt.actions:
            self._opening_act(ACT_FINISH, None, player, t)
            return
        if ACT_OFFER in prompt.actions:
            self.show_notice("%d MORE" % (prompt.offers_needed - len(prompt.offers)), t, side)
            return
        self.desk.next_option(game)

    def down_acts(self, side):
        """Whether down(side) would act (start the clock, or make the waiting stone the move): the
        other player's clock then runs, so the board can light their lamp before the move's commit."""
        if self.over or not self.clocked or self.game.in_opening or self.takeback_offered or self.takeback_asked:
            return False
        if self.started:
            clock = self.clock
            if (clock.paused or clock.running != self.player_at(side) or self.pending < 0
                    or self.refusal(self.pending)):
                return False
        return True

    def down(self, side, t):
        """A clock button gone down (debounced), before a tap can be told from a hold. Acted on at
        once, as a tournament clock acts on the press, wherever a tap and a hold begin alike: the
        clock's first start, and the move of the stone waiting for this player's press (held on,
        in tournament mode, it then claims the five). Anything else (a pass, a resignation, the
        opening's steps, a takeback, a refused stone) waits for the release or the hold. Returns
        whether it acted: the caller then takes the release for no tap."""
        self.acted_down = 0
        if not self.down_acts(side):
            return False
        moves = len(self.game.moves)
        self.press(side, t)
        self.acted_down = side
        self.claim_on_hold = self.game.foul_mode == TOURNAMENT and len(self.game.moves) > moves
        return True

    def hold(self, side, t):
        """A long hold of a button, t when it went down. Your own on your turn: in tournament mode
        a claim (with your stone waiting: the move, declaring the five it makes; without: White
        claims Black's last move was a foul); otherwise, with your stone waiting, the move (a press
        held long is still a press: never lost), and without one, you resign. Your own on the
        opponent's turn: you resign (just after your pass, say). Before the clock has started, a hold
        starts it as a tap does."""
        if self.acted_down == side:  # its going down made the move (or started the clock)
            self.acted_down = 0
            if self.claim_on_hold and not self.over:
                colour = self.game.colour_of(self.player_at(side))
                self._claim("five", colour, self.game.claim_five(colour), t)
            return
        if self.over:
            return
        game = self.game
        player = self.player_at(side)
        if game.in_opening:
            option = self.desk.current(game)  # a hold takes the option the decider's face shows
            if option is not None and player == game.prompt().player:
                self._opening_act(option[0], option[1], player, t)
            return
        if self.clocked and not self.started:
            self.press(side, t)
            return
        colour = game.colour_of(player)
        if colour != game.turn:  # a player may resign at any time, on either turn (docs/rules.md)
            game.resign(colour)
            self._emit_result(t)
            return
        if game.foul_mode != TOURNAMENT:
            if self.pending >= 0:
                self.press(side, t)
            else:
                game.resign(colour)
                self._emit_result(t)
            return
        if self.pending >= 0:
            record = self.clock.press(player, t, MOVE) if self.clocked and self.started else None
            if self.refusal(self.pending) is None:
                self._commit(self.pending, record, t)
                self._claim("five", colour, game.claim_five(colour), t)
            return
        if colour != BLACK:
            self._claim("foul", colour, game.claim_foul(colour), t)

    def _claim(self, kind, colour, outcome, t):
        self.emit({"t": "claim", "game": self.game_number, "kind": kind, "by": COLOUR_NAMES[colour],
                   "accepted": outcome is not None})
        if outcome is not None:
            self._emit_result(t)

    def both(self, t):
        """Both buttons held: the arbiter pauses or resumes the clock; after the end, the players
        confirm the result (the record's signature, once)."""
        if self.over:
            if not self.confirmed:
                self.confirmed = True
                result = self.game.result.as_dict()
                self.emit({"t": "confirm", "game": self.game_number, "winner": result["winner"],
                           "reason": result["reason"]})
                self.show_notice("SIGNED", t)
            return
        if not self.clocked or not self.started:
            return
        if self.clock.paused:
            self.clock.resume(t)
            action = "resume"
        else:
            self.clock.pause(t)
            action = "pause"
        self.emit({"t": "clock", "game": self.game_number, "action": action, "clocks": self.times(t)})

    def set_paused(self, paused, t):
        """The arbiter's pause or resume, from the host; None, or why not."""
        if not self.clocked:
            return "this game has no clock"
        if self.over:
            return "the game is over"
        if not self.started:
            return "the clock has not started"
        if self.clock.paused != paused:
            self.both(t)
        return None

    def correct_clock(self, op, player_name, ms, moves, t):
        """The arbiter's corrections: set a face, add or take time, charge time, set the move count."""
        if not self.clocked:
            return "this game has no clock"
        player = {"P1": P1, "P2": P2}.get(player_name)
        if player is None:
            return "player must be P1 or P2"
        clock = self.clock
        if op == "set":
            clock.set_remaining(player, ms, t)
        elif op == "adjust":
            clock.adjust(player, ms, t)
        elif op == "charge":
            clock.charge(player, ms, t)
        elif op == "moves":
            clock.set_moves(player, moves)
        else:
            return "op must be set, adjust, charge or moves"
        self.emit({"t": "clock", "game": self.game_number, "action": "%s %s" % (op, player_name),
                   "clocks": self.times(t)})
        return None

    def adjudicate(self, winner):
        """The arbiter ends the game: winner "black", "white" or "draw"."""
        if self.over:
            return "the game is over"
        if winner not in ("black", "white", "draw"):
            return "winner must be black, white or draw"
        self.pending = -1
        self.game.adjudicate(COLOUR_NAMES.index(winner) if winner != "draw" else 0)
        self._emit_result()
        return None

    def tick(self, now):
        """Every scan: a fallen flag ends the game (a loss on time). After the end no flag
        falls (the clock stands; see _emit_result)."""
        if self.clock is None or self.over:
            return False
        side = self.clock.tick(now)
        if side == NOBODY:
            return False
        self.pending = -1
        self.game.flag_fall(self.game.colour_of(side))
        self._emit_result(now)
        return True

    # -- what the players see -------------------------------------------------------------------
    def times(self, now):
        return [self.clock.remaining(P1, now), self.clock.remaining(P2, now)]

    def show_notice(self, text, now, side=0):
        """text on the display for NOTICE_MS: on side's face (the other keeps its clock), or with
        side 0 across both faces."""
        self.notice = (text, now, side)

    def faces(self, now, ticks_diff):
        """(left text, right text, running side) for the clock display: a notice over the faces
        (the lamp still shows whose clock runs)."""
        left, right, lamp = self._faces(now)
        notice = self.notice
        if notice is not None:
            if notice[1] is None or ticks_diff(now, notice[1]) < NOTICE_MS:
                if notice[2] == LEFT:
                    left = notice[0][:8]
                elif notice[2] == RIGHT:
                    right = notice[0][:8]
                else:
                    left, right = notice[0][:8], notice[0][8:16]
            else:
                self.notice = None
        return left, right, lamp

    def _faces(self, now):
        left, right, lamp = self._plain_faces(now)
        p = self.requested_point()
        if p >= 0 and self.request is not None and (self.clock is None or (now // 1000) % 2 == 0):
            # The asked-for point on its player's face (with a clock, every other second: the time too).
            game = self.game
            player = game.prompt().player if game.in_opening else game.player_of(self.request[1])
            if player == P1:  # the stone's player's face (in the opening, the decider places every colour)
                left = point_name(p).upper()
            else:
                right = point_name(p).upper()
        return left, right, lamp

    def _plain_faces(self, now):
        game = self.game
        if game.result is not None:
            if game.result.winner == 0:
                return "DRAW", "DRAW", NOBODY
            winner = game.player_of(game.result.winner)
            win = "%s WIN" % ("B" if game.result.winner == BLACK else "W")
            loser_face = "LOSE" if self.clock is None else face_text(self.clock, 3 - winner, now)
            return (win, loser_face, NOBODY) if winner == P1 else (loser_face, win, NOBODY)
        if game.in_opening:
            option = self.desk.current(game)
            if option is not None:  # a decision: the decider's face shows the option a hold takes
                other = "" if self.clock is None else face_text(self.clock, 3 - game.prompt().player, now)
                running = self._lamp()
                return (option[2], other, running) if game.prompt().player == P1 else (other, option[2], running)
        if self.clock is None:
            # Each face shows its player's colour (an opening swap changes them), and the move
            # number on the face of the player to move.
            n = len(game.moves) + 1
            faces = ["", "", ""]
            for player in (P1, P2):
                colour = game.colour_of(player)
                faces[player] = ("B" if colour == BLACK else "W") + (" %d" % n if colour == game.turn else "")
            return faces[P1], faces[P2], self._lamp()
        return face_text(self.clock, P1, now), face_text(self.clock, P2, now), self._lamp()

    def _lamp(self):
        """The button whose lamp lights: the running clock's, or with no clock, the side to move's
        (in the opening, the decider's); none once the game is over or while the clock stands."""
        game = self.game
        if game.result is not None:
            return NOBODY
        if self.clock is None:
            player = game.prompt().player if game.in_opening else game.player_of(game.turn)
            return LEFT if player == P1 else RIGHT
        if not self.started or self.clock.paused:
            return NOBODY
        return self.clock.running

