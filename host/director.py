"""A director's tournament: its rules, entrants, rounds paired, results, standings and TRF.

Beside the record (host/tournament_record.py: players, events, seats, games) an event a director
runs has rules (system swiss or roundrobin, the number of rounds, the tie-breaks in order, the
colour of start number 1 in round 1), entrants (a start number each, the round they joined, the
round they withdrew before) and its rounds' pairings, one row a board: P1 (the pairing's Black,
tentative Black of the opening rules) against P2, or P2 none for a bye. A board's result is the
result of the game played there (the record's, corrections applied), or one the director entered:
a forfeit either way, a double forfeit, a game played without a board.

Results in a pairing row are from P1's side: "1-0", "0-1", "=" (draw), "+-" or "-+" (a forfeit
won, lost), "--" (both absent), "U" (a Swiss bye: a win's point), "Z" (a round robin's bye: no point).
"""

import time

from host import pairing, tiebreaks, trf as trf_format
from host.tournament_record import RecordError, Records, _clean, _read_table, player_text

SYSTEMS = ("swiss", "roundrobin")
ENTERED = {"1-0": (1.0, 0.0), "0-1": (0.0, 1.0), "=": (0.5, 0.5), "+-": (1.0, 0.0), "-+": (0.0, 1.0),
           "--": (0.0, 0.0)}
FORFEITS = ("+-", "-+", "--")
BYES = {"U": 1.0, "F": 1.0, "H": 0.5, "Z": 0.0}  # a round without an opponent: its TRF code and points
RESULT_WORDS = {"1-0": "1-0", "0-1": "0-1", "=": "½-½", "+-": "+ -", "-+": "- +", "--": "- -"}


class Director:
    def __init__(self, store, seen_before=None):
        """seen_before: count only the board games that ended before this time (the broadcast's
        delay, for its viewers); None: every game."""
        self.store = store
        self.db = store.db
        self.records = Records(store)
        self.seen_before = seen_before

    # -- the event and its rules ------------------------------------------------------------
    def configure(self, event, system=None, rounds=None, order=None, first_colour=None, cycles=None):
        """Create or change an event's rules; returns them. The system and the number of rounds are
        fixed once round 1 is paired (a round robin's count follows its entrants)."""
        with self.records._writing():
            event_id = self.records._tournament(event)
            row = self._rules_row(event_id)
            paired = self._paired_rounds(event_id)
            if row is None:
                system = system or "swiss"
                if system == "swiss" and not rounds:
                    raise RecordError("a Swiss event needs its number of rounds (--rounds N), fixed before it starts")
                order = order or (tiebreaks.SWISS_DEFAULT if system == "swiss" else tiebreaks.ROUND_ROBIN_DEFAULT)
                self.db.execute("INSERT INTO event_rules (tournament, system, rounds, tiebreaks, first_colour, cycles)"
                                " VALUES (?, ?, ?, ?, ?, ?)", (event_id, system, rounds or 0, ",".join(order),
                                                               first_colour or "b", cycles or 1))
            else:
                if paired and ((system and system != row["system"]) or (rounds and rounds != row["rounds"])):
                    raise RecordError("%s has %d round%s paired: its system and rounds are fixed" % (
                        event, paired, "s" if paired > 1 else ""))
                if paired and ((first_colour and first_colour != row["first_colour"])
                               or (cycles and cycles != row["cycles"])):
                    raise RecordError("%s has begun: its colours and cycles are fixed" % event)
                self.db.execute("UPDATE event_rules SET system=?, rounds=?, tiebreaks=?, first_colour=?, cycles=?"
                                " WHERE tournament=?", (system or row["system"], rounds or row["rounds"],
                                                        ",".join(order) if order else row["tiebreaks"],
                                                        first_colour or row["first_colour"], cycles or row["cycles"],
                                                        event_id))
        return self.rules(event)

    def events(self):
        """The events with rules: [rules], newest first."""
        return [self.rules(name) for (name,) in self.db.execute(
            "SELECT t.name FROM event_rules r JOIN tournaments t ON t.id = r.tournament ORDER BY t.id DESC")]

    def rules(self, event):
        """{"event", "id", "system", "rounds", "order", "first_colour", "paired"}; RecordError for an
        event with no rules."""
        event_id = self._event_id(event)
        row = self._rules_row(event_id)
        if row is None:
            raise RecordError("%s has no rules: `tengen-host event %s --system swiss --rounds 5` (or --system"
                              " roundrobin) gives them" % (event, _quoted(event)))
        entrants = self.db.execute("SELECT COUNT(*) FROM entrants WHERE tournament=?", (event_id,)).fetchone()[0]
        rounds = row["rounds"]
        if row["system"] == "roundrobin":
            rounds = row["cycles"] * (entrants - 1 + entrants % 2) if entrants > 1 else 0
        return dict(row, event=event, id=event_id, rounds=rounds, order=tuple(row["tiebreaks"].split(",")),
                    paired=self._paired_rounds(event_id), entrants=entrants)

    def _event_id(self, event):
        row = self.db.execute("SELECT id FROM tournaments WHERE name=?", (_clean(event),)).fetchone()
        if row is None:
            known = [name for (name,) in self.db.execute(
                "SELECT t.name FROM event_rules r JOIN tournaments t ON t.id = r.tournament ORDER BY t.id")]
            raise RecordError("no event %s%s" % (event, " (events: %s)" % ", ".join(known) if known else
                                                 ": `tengen-host event NAME --system swiss --rounds 5` makes one"))
        return row[0]

    def _rules_row(self, event_id):
        row = self.db.execute("SELECT system, rounds, tiebreaks, first_colour, cycles FROM event_rules"
                              " WHERE tournament=?", (event_id,)).fetchone()
        return dict(zip(("system", "rounds", "tiebreaks", "first_colour", "cycles"), row)) if row else None

    def _paired_rounds(self, event_id):
        return self.db.execute("SELECT COALESCE(MAX(round), 0) FROM round_pairings WHERE tournament=?",
                               (event_id,)).fetchone()[0]

    # -- entrants ---------------------------------------------------------------------------
    def enter(self, event, name, club="", rating="", fed_id="", create=False):
        """A player entered in the event (found as the record finds names; create: a new player).
        Entered after round 1 was paired: a late entry, absent (no points) from the rounds before.
        Returns the entrant."""
        with self.records._writing():
            return self._enter(event, name, club, rating, fed_id, create)

    def _enter(self, event, name, club, rating, fed_id, create):
        rules = self.rules(event)
        player_id = self.records._player(name, club, rating, fed_id, create=create)
        known = self.db.execute("SELECT withdrew FROM entrants WHERE tournament=? AND player=?",
                                (rules["id"], player_id)).fetchone()
        if known is not None and known[0] is None:
            raise RecordError("%s is entered already" % player_text(self.records._player_dict(player_id)))
        if rules["system"] == "roundrobin" and rules["paired"]:
            raise RecordError("%s is a round robin under way: its table is fixed, no late entry" % event)
        if known is not None:  # back after a withdrawal: from the next round on
            self.db.execute("UPDATE entrants SET withdrew=NULL, joined=? WHERE tournament=? AND player=?",
                            (rules["paired"] + 1, rules["id"], player_id))
        else:
            number = None
            if rules["paired"]:  # late: the next start number (the others keep theirs)
                number = self.db.execute("SELECT COALESCE(MAX(number), 0) + 1 FROM entrants WHERE tournament=?",
                                         (rules["id"],)).fetchone()[0]
            self.db.execute("INSERT INTO entrants (tournament, player, number, joined) VALUES (?, ?, ?, ?)",
                            (rules["id"], player_id, number, rules["paired"] + 1))
        return self._entrant(rules["id"], player_id)

    def import_entrants(self, event, path, create=True):
        """Entrants from a CSV table with a header: name (required), club, rating, fed_id, any order.
        Checked whole: every problem as FILE:LINE, and then no one is entered. Returns the entrants."""
        rows = _renjunet_players(path) if path.lower().endswith((".rif", ".xml")) else _read_table(path)
        if not rows:
            raise RecordError("%s: empty file" % path)
        header = [h.strip().lower().replace(" ", "_") for h in rows[0]]
        if "name" not in header:
            raise RecordError("%s:1: the header has no name column (it has %s)" % (path, ", ".join(header)))
        problems, entered = [], []

        class Refused(Exception):
            pass
        try:
            with self.records._writing():
                for number, row in enumerate(rows[1:], 2):
                    if not any(cell.strip() for cell in row):
                        continue
                    if len(row) != len(header):
                        problems.append("%s:%d: %d fields, the header has %d" % (path, number, len(row), len(header)))
                        continue
                    field = dict(zip(header, (cell.strip() for cell in row)))
                    try:
                        entered.append(self._enter(event, field["name"], field.get("club", ""),
                                                   field.get("rating", ""), field.get("fed_id", ""), create))
                    except RecordError as error:
                        problems.append("%s:%d: %s" % (path, number, error))
                if problems:
                    raise Refused()
        except Refused:
            raise RecordError("\n".join(problems + ["no one was entered: a list is taken whole or not at all"]))
        return entered

    def withdraw(self, event, name):
        """A player leaves the event: not paired from the next round on (a round robin's games left
        are forfeits). Returns the entrant."""
        with self.records._writing():
            rules = self.rules(event)
            player_id = self.records._player(name, create=False)
            entrant = self._entrant(rules["id"], player_id)
            if entrant is None or entrant["withdrew"] is not None:
                raise RecordError("%s is not playing in %s" % (player_text(self.records._player_dict(player_id)), event))
            if not rules["paired"]:  # before round 1: off the list, as if never entered
                self.db.execute("DELETE FROM entrants WHERE tournament=? AND player=?", (rules["id"], player_id))
                return dict(entrant, withdrew=1)
            self.db.execute("UPDATE entrants SET withdrew=? WHERE tournament=? AND player=?",
                            (rules["paired"] + 1, rules["id"], player_id))
            return self._entrant(rules["id"], player_id)

    def request_bye(self, event, name, code="H", cancel=False):
        """A player not to be paired in the next round of a Swiss, at their request: code "H" (a
        half-point bye) or "Z" (no point); cancel: the request withdrawn. Returns (entrant, round)."""
        with self.records._writing():
            rules = self.rules(event)
            if rules["system"] != "swiss":
                raise RecordError("%s is a round robin: its games are fixed (a game not played is a forfeit:"
                                  " `tengen-host round result BOARD +-`)" % event)
            player_id = self.records._player(name, create=False)
            entrant = self._entrant(rules["id"], player_id)
            upcoming = rules["paired"] + 1
            if entrant is None or entrant["withdrew"] is not None:
                raise RecordError("%s is not playing in %s" % (player_text(self.records._player_dict(player_id)), event))
            if rules["rounds"] and upcoming > rules["rounds"]:
                raise RecordError("%s has had its %d rounds" % (event, rules["rounds"]))
            self.db.execute("DELETE FROM bye_requests WHERE tournament=? AND round=? AND player=?",
                            (rules["id"], upcoming, player_id))
            if not cancel:
                self.db.execute("INSERT INTO bye_requests (tournament, round, player, code) VALUES (?, ?, ?, ?)",
                                (rules["id"], upcoming, player_id, code))
            return entrant, upcoming

    def _byes_requested(self, event_id, round_no):
        return dict(self.db.execute("SELECT player, code FROM bye_requests WHERE tournament=? AND round=?",
                                    (event_id, round_no)).fetchall())

    def entrants(self, event):
        """Every entrant: {"player": player dict, "number", "joined", "withdrew"} by start number
        (those without one yet by the initial ranking: rating, then name)."""
        event_id = self._event_id(event)
        rows = self.db.execute("SELECT player FROM entrants WHERE tournament=?", (event_id,)).fetchall()
        entrants = [self._entrant(event_id, player_id) for (player_id,) in rows]
        return sorted(entrants, key=lambda e: (e["number"] is None, e["number"] or 0) + _ranking(e["player"]))

    def _entrant(self, event_id, player_id):
        row = self.db.execute("SELECT number, joined, withdrew FROM entrants WHERE tournament=? AND player=?",
                              (event_id, player_id)).fetchone()
        if row is None:
            return None
        return {"player": self.records._player_dict(player_id), "number": row[0], "joined": row[1], "withdrew": row[2]}

    # -- pairing ------------------------------------------------------------------------------
    def unfinished(self, event, round_no=None):
        """The boards of a round (default: the last paired) with no result yet: [(board, p1, p2)]."""
        rules = self.rules(event)
        round_no = round_no or rules["paired"]
        played = self._played(rules)
        return [(board, p1, p2) for board, p1, p2, result in self._round_rows(rules["id"], round_no)
                if self._outcome(played, round_no, p1, p2, result) is None]

    def pair_next(self, event):
        """Pair the next round and store it: returns (round number, [(board, p1 dict, p2 dict or None)]).
        Refused while a board of the round before has no result, and after the last round."""
        with self.records._writing():
            rules = self.rules(event)
            waiting = self.unfinished(event) if rules["paired"] else []
            if waiting:
                raise RecordError("round %d is not over: %s" % (rules["paired"], "; ".join(
                    "board %d %s - %s" % (board, self._name(p1), self._name(p2)) for board, p1, p2 in waiting)))
            if rules["rounds"] and rules["paired"] >= rules["rounds"]:
                raise RecordError("%s has had its %d rounds" % (event, rules["rounds"]))
            if rules["paired"] == 0:
                self._number_entrants(rules["id"])
            next_round = rules["paired"] + 1
            if rules["system"] == "swiss":
                pairs = self._swiss_pairs(rules, next_round)
            else:
                pairs = self._berger_pairs(rules, next_round)
            if rules["system"] == "swiss":  # the byes asked for, after the boards
                pairs += [(player_id, None, code) for player_id, code in
                          sorted(self._byes_requested(rules["id"], next_round).items())]
            for board, (p1, p2, result) in enumerate(pairs, 1):
                self.db.execute("INSERT INTO round_pairings (tournament, round, board, p1, p2, result, made) VALUES"
                                " (?, ?, ?, ?, ?, ?, ?)", (rules["id"], next_round, board, p1, p2, result, time.time()))
            return next_round, self.pairings(event, next_round)

    def set_number(self, event, name, number):
        """Before round 1: a player's start number chosen by the director (a draw of lots for a round
        robin's table, or seeding that keeps compatriots apart); the others are numbered by the
        initial ranking around it when round 1 is paired. Returns the entrant."""
        with self.records._writing():
            rules = self.rules(event)
            if rules["paired"]:
                raise RecordError("%s has begun: its start numbers are fixed" % event)
            player_id = self.records._player(name, create=False)
            entrant = self._entrant(rules["id"], player_id)
            if entrant is None:
                raise RecordError("%s is not entered in %s" % (player_text(self.records._player_dict(player_id)), event))
            if not 1 <= number <= rules["entrants"]:
                raise RecordError("%s has %d entrants: a start number is 1 to %d" % (event, rules["entrants"],
                                                                                   rules["entrants"]))
            holder = self.db.execute("SELECT player FROM entrants WHERE tournament=? AND number=? AND player<>?",
                                     (rules["id"], number, player_id)).fetchone()
            if holder:
                raise RecordError("number %d is %s's already" % (number, player_text(self.records._player_dict(holder[0]))))
            self.db.execute("UPDATE entrants SET number=? WHERE tournament=? AND player=?", (number, rules["id"], player_id))
            return self._entrant(rules["id"], player_id)

    def _number_entrants(self, event_id):
        entrants = sorted((self._entrant(event_id, pid) for (pid,) in self.db.execute(
            "SELECT player FROM entrants WHERE tournament=?", (event_id,)).fetchall()), key=lambda e: _ranking(e["player"]))
        if len(entrants) < 2:
            raise RecordError("an event needs two entrants at least (`tengen-host enter EVENT NAME`)")
        chosen = {e["number"] for e in entrants if e["number"] is not None}
        if any(not 1 <= n <= len(entrants) for n in chosen):
            raise RecordError("a start number chosen is beyond the %d entrants: `tengen-host entrants EVENT"
                              " --number NAME N` again" % len(entrants))
        free = iter(n for n in range(1, len(entrants) + 1) if n not in chosen)
        for entrant in entrants:
            if entrant["number"] is None:
                self.db.execute("UPDATE entrants SET number=? WHERE tournament=? AND player=?",
                                (next(free), event_id, entrant["player"]["id"]))

    def _swiss_pairs(self, rules, round_no):
        document, by_number = self._trf(rules, upcoming=round_no)
        try:
            pairs = pairing.pair_dutch(trf_format.write(document))
        except pairing.PairingError as error:
            raise RecordError(str(error))
        rows = []
        for white, black in pairs:  # the engine's colours are the TRF's, renju's: black is P1
            if black == 0:
                rows.append((by_number[white], None, "U"))
            else:
                rows.append((by_number[black], by_number[white], None))
        return rows

    def _berger_pairs(self, rules, round_no):
        entrants = {e["number"]: e for e in self._all_entrants(rules["id"])}
        count = len(entrants)
        rows = []
        for first, second in pairing.berger_round(count, round_no, rules["cycles"]):
            if first > count or second > count:  # the bye: no game, no point in a round robin
                rows.append((entrants[min(first, second)]["player"]["id"], None, "Z"))
                continue
            a, b = entrants[first], entrants[second]
            if rules["first_colour"] == "w":  # the table's first-named is White: the pairs turned round
                a, b = b, a
            gone = [e["withdrew"] is not None and e["withdrew"] <= round_no for e in (a, b)]
            result = {(True, True): "--", (True, False): "-+", (False, True): "+-"}.get(tuple(gone))
            rows.append((a["player"]["id"], b["player"]["id"], result))
        rows.sort(key=lambda r: r[1] is None)  # the bye after the boards
        return rows

    def _all_entrants(self, event_id):
        return [self._entrant(event_id, pid) for (pid,) in
                self.db.execute("SELECT player FROM entrants WHERE tournament=? ORDER BY number", (event_id,)).fetchall()]

    def pairings(self, event, round_no=None):
        """A round's pairings: [(board, p1 dict, p2 dict or None, result words or "")]."""
        rules = self.rules(event)
        round_no = round_no or rules["paired"]
        shown, played = [], self._played(rules)
        for board, p1, p2, result in self._round_rows(rules["id"], round_no):
            outcome = self._outcome(played, round_no, p1, p2, result)
            shown.append((board, self.records._player_dict(p1), self.records._player_dict(p2),
                          _outcome_words(outcome)))
        return shown

    def _round_rows(self, event_id, round_no):
        return self.db.execute("SELECT board, p1, p2, result FROM round_pairings WHERE tournament=? AND round=?"
                               " ORDER BY board", (event_id, round_no)).fetchall()

    # -- results ------------------------------------------------------------------------------
    def enter_result(self, event, board, result, round_no=None):
        """The director's result for a board: 1-0, 0-1, = (a draw; ½-½ too), +-, -+, -- (forfeits),
        from P1's (the pairing's Black's) side, or "game" to go back to the board's game."""
        result = {"½-½": "=", "1/2-1/2": "=", "0.5-0.5": "=", "+-": "+-", "+:-": "+-"}.get(result, result)
        if result not in ENTERED and result != "game":
            raise RecordError("a result is 1-0, 0-1, = (draw), +- or -+ (a forfeit), -- (both absent), or game,"
                              " not %r" % result)
        with self.records._writing():
            rules = self.rules(event)
            round_no = round_no or rules["paired"]
            row = self.db.execute("SELECT p1, p2 FROM round_pairings WHERE tournament=? AND round=? AND board=?",
                                  (rules["id"], round_no, board)).fetchone()
            if row is None or row[1] is None:
                raise RecordError("round %d of %s has no board %s" % (round_no, event, board) if row is None else
                                  "board %s of round %d is a bye: it has no result to enter" % (board, round_no))
            self.db.execute("UPDATE round_pairings SET result=? WHERE tournament=? AND round=? AND board=?",
                            (None if result == "game" else result, rules["id"], round_no, board))
            return self.records._player_dict(row[0]), self.records._player_dict(row[1])

    def _played(self, rules):
        """{(round, frozenset of the two players): (black id, winner)} of the event's finished games,
        as the record reads them (corrections applied: a game moved to this event or round, a player
        corrected); the newest game of a pair in a round counts."""
        played = {}
        for (game_id,) in self.db.execute("SELECT id FROM games WHERE tournament=? OR id IN (SELECT game_id FROM"
                                          " corrections) ORDER BY id", (rules["id"],)).fetchall():
            game = self.records.game(game_id)
            if game["event"] != rules["event"] or game["winner"] not in ("black", "white", "draw") \
                    or not game["black"] or not game["white"] or not str(game["round"] or "").isdigit():
                continue
            if self.seen_before is not None and game["board"] != "import" and (
                    game["ended"] is None or game["ended"] > self.seen_before):
                continue  # not shown to viewers yet
            pair = frozenset((game["black"]["id"], game["white"]["id"]))
            played[(int(game["round"]), pair)] = (game["black"]["id"], game["winner"])
        return played

    def _outcome(self, played, round_no, p1, p2, result):
        """(P1's points, P2's points, code) of a board, or None while it has no result: the entered
        result, else the game the two played in this round of the event (played: _played())."""
        if p2 is None:
            return (BYES[result], None, result)
        if result:
            a, b = ENTERED[result]
            return a, b, result
        game = played.get((round_no, frozenset((p1, p2))))
        if game is None:
            return None
        black, winner = game
        if winner == "draw":
            return 0.5, 0.5, "="
        p1_won = (winner == "black") == (black == p1)
        return (1.0, 0.0, "1-0") if p1_won else (0.0, 1.0, "0-1")

    def results(self, event, through=None):
        """Every entrant's rounds so far: {player id: [(opponent id or None, colour "b"/"w"/"-",
        TRF code, points or None while unfinished)]}, rounds 1..through (default: every paired round)."""
        rules = self.rules(event)
        through = rules["paired"] if through is None else through
        if through > rules["paired"]:
            raise RecordError("%s has %d round%s paired, not %d" % (event, rules["paired"],
                                                                     "" if rules["paired"] == 1 else "s", through))
        entrants = self._all_entrants(rules["id"])
        table = {e["player"]["id"]: [] for e in entrants}
        played = self._played(rules)
        for round_no in range(1, through + 1):
            seen = set()
            for board, p1, p2, result in self._round_rows(rules["id"], round_no):
                outcome = self._outcome(played, round_no, p1, p2, result)
                seen.update((p1, p2))
                if p2 is None:
                    table[p1].append((None, "-", result, outcome[0]))
                    continue
                if outcome is None:
                    table[p1].append((p2, "b", " ", None))
                    table[p2].append((p1, "w", " ", None))
                    continue
                a, b, code = outcome
                if code in FORFEITS:
                    table[p1].append((p2, "-", "+" if a else "-", a))
                    table[p2].append((p1, "-", "+" if b else "-", b))
                else:
                    codes = {1.0: "1", 0.5: "=", 0.0: "0"}
                    table[p1].append((p2, "b", codes[a], a))
                    table[p2].append((p1, "w", codes[b], b))
            for player_id, rounds in table.items():
                if player_id not in seen:  # not paired: absent (late entry, withdrawal)
                    rounds.append((None, "-", "Z", 0.0))
        return table

    # -- standings ----------------------------------------------------------------------------
    def standings(self, event, through=None):
        """[(rank, entrant, row)] best first; row: points and the event's tie-breaks (host/tiebreaks)."""
        rules = self.rules(event)
        table = self.results(event, through)
        entries = {}
        for player_id, rounds in table.items():
            # A game still going counts for nothing yet; a round robin's bye is no round.
            entries[player_id] = [tiebreaks.Entry(opponent, points or 0.0, code in ("1", "=", "0"),
                                                  counts=points is not None and not (
                                                      code == "Z" and rules["system"] == "roundrobin"))
                                  for opponent, _, code, points in rounds]
        entrants = {e["player"]["id"]: e for e in self._all_entrants(rules["id"])}
        ranked = tiebreaks.rank(entries, rules["order"], rules["system"] == "roundrobin",
                                key=lambda p: entrants[p]["number"] or 0)
        return [(place, entrants[p], row) for place, p, row in ranked]

    # -- TRF ------------------------------------------------------------------------------------
    def finished_rounds(self, event):
        """The rounds paired whose every board has its result."""
        rules = self.rules(event)
        return rules["paired"] - (1 if rules["paired"] and self.unfinished(event) else 0)

    def trf(self, event):
        """The event as a Trf (host/trf.py) for a rating officer: every round finished so far (a round
        still being played is left out: a TRF holds results)."""
        rules = self.rules(event)
        if not rules["paired"]:
            raise RecordError("%s has no round paired yet: its start numbers are given when round 1 is" % event)
        through = self.finished_rounds(event)
        document, by_number = self._trf(rules, through=through)
        ranks = {entrant["player"]["id"]: place for place, entrant, _ in self.standings(event, through)}
        for player in document.players:
            player.rank = ranks[by_number[player.number]]
        return document

    def _trf(self, rules, upcoming=None, through=None):
        """(Trf of the rounds paired, {start number: player id}); upcoming: the round about to be
        paired, for which absent entrants get a Z (the engine leaves them out)."""
        place = self.db.execute("SELECT place FROM tournaments WHERE id=?", (rules["id"],)).fetchone()[0]
        document = trf_format.Trf(name=rules["event"], city=place or "", rounds=rules["rounds"],
                                  first_colour=rules["first_colour"],
                                  kind="Swiss (FIDE Dutch)" if rules["system"] == "swiss" else "Round robin (Berger)")
        table = self.results(rules["event"], through)
        entrants = self._all_entrants(rules["id"])
        number_of = {e["player"]["id"]: e["number"] for e in entrants}
        by_number = {e["number"]: e["player"]["id"] for e in entrants}
        requested = self._byes_requested(rules["id"], upcoming) if upcoming else {}
        for entrant in entrants:
            player = entrant["player"]
            rounds = [trf_format.TrfRound(number_of[opponent] if opponent else 0, colour, code)
                      for opponent, colour, code, _ in table[player["id"]]]
            if upcoming is not None and player["id"] in requested:  # not to be paired: asked for a bye
                rounds.append(trf_format.TrfRound(0, "-", requested[player["id"]]))
            elif upcoming is not None and not (entrant["joined"] <= upcoming and
                                               (entrant["withdrew"] is None or entrant["withdrew"] > upcoming)):
                rounds.append(trf_format.TrfRound(0, "-", "Z"))
            document.players.append(trf_format.TrfPlayer(
                number=entrant["number"], name=player["name"], rating=_rating(player), fide_id=player["fed_id"][:11],
                federation=player["club"][:3] if len(player["club"]) == 3 and player["club"].isupper() else "",
                points=sum(points or 0.0 for _, _, _, points in table[player["id"]]), rounds=rounds))
        return document, by_number

    def import_trf(self, document, event=None, system="swiss"):
        """A tournament read from a TRF file (host/trf.py) made an event here: its players (found
        or added as the record finds names, by FIDE id first), entrants with the file's start
        numbers, and every round's pairings and results. Returns the event's name."""
        event = _clean(event or document.name)
        if not event:
            raise RecordError("the TRF has no tournament name (012): give the event's name")
        with self.records._writing():
            if self.db.execute("SELECT 1 FROM tournaments WHERE name=?", (event,)).fetchone():
                raise RecordError("there is an event %s already: give another name" % event)
            event_id = self.records._tournament(event, document.city)
            rounds = document.rounds or max((len(p.rounds) for p in document.players), default=0)
            self.db.execute("INSERT INTO event_rules (tournament, system, rounds, tiebreaks, first_colour)"
                            " VALUES (?, ?, ?, ?, ?)", (event_id, system, rounds, ",".join(
                                tiebreaks.SWISS_DEFAULT if system == "swiss" else tiebreaks.ROUND_ROBIN_DEFAULT),
                                document.first_colour or "b"))
            ids = {}
            for player in document.players:
                ids[player.number] = self.records._player(player.name, player.federation, str(player.rating or ""),
                                                          player.fide_id if player.fide_id not in ("", "0") else "")
                self.db.execute("INSERT INTO entrants (tournament, player, number, joined) VALUES (?, ?, ?, 1)",
                                (event_id, ids[player.number], player.number))
            by_number = {p.number: p for p in document.players}
            for round_no in range(1, max((len(p.rounds) for p in document.players), default=0) + 1):
                rows = []
                for player in document.players:
                    if len(player.rounds) < round_no:
                        continue
                    entry = player.rounds[round_no - 1]
                    if not entry.opponent:
                        if entry.code in ("U", "F", "H"):
                            rows.append((ids[player.number], None, entry.code))
                        continue
                    theirs = by_number[entry.opponent].rounds
                    other = theirs[round_no - 1] if len(theirs) >= round_no else None
                    if other is None or other.opponent != player.number:
                        raise RecordError("the TRF's round %d: player %d meets %d, whose line says %s" % (
                            round_no, player.number, entry.opponent,
                            "otherwise (%s)" % (other.opponent or "no opponent") if other else "nothing"))
                    first = entry.colour == "b" or (entry.colour == "-" and player.number < entry.opponent)
                    if not first:
                        continue
                    rows.append((ids[player.number], ids[entry.opponent], _pair_result(entry.code, other.code)))
                for board, (p1, p2, result) in enumerate(sorted(rows, key=lambda r: r[1] is None), 1):
                    self.db.execute("INSERT INTO round_pairings (tournament, round, board, p1, p2, result, made)"
                                    " VALUES (?, ?, ?, ?, ?, ?, ?)", (event_id, round_no, board, p1, p2, result,
                                                                      time.time()))
        return event

    def _name(self, player_id):
        player = self.records._player_dict(player_id)
        return player_text(player) if player else "bye"


def director_standings(store, event, seen_before=None):
    """An event with rules as the broadcast's standings show it (host/web/tournament.standings'
    table: rank, points, games, wins, draws, losses, sb, results by opponent, and the event's own
    tie-breaks under "tiebreaks"), or None for an event the host does not pair. seen_before: as
    Director's."""
    director = Director(store, seen_before)
    try:
        rules = director.rules(event)
    except RecordError:
        return None
    results = director.results(event)
    marks = {"1": "1", "=": "½", "0": "0", "+": "+", "-": "-"}
    players, counted, rounds = [], 0, set()
    for place, entrant, row in director.standings(event):
        player = entrant["player"]
        played = [r for r in results[player["id"]] if r[0] is not None and r[3] is not None]
        grid = {}
        for opponent, _, code, _ in played:
            grid.setdefault(str(opponent), []).append(marks[code])
        counted += len(played)
        rounds.update(str(n) for n, r in enumerate(results[player["id"]], 1) if r[3] is not None)
        players.append({"rank": place, "id": player["id"], "name": player["name"], "club": player["club"],
                        "rating": player["rating"], "points": row["points"], "games": len(played),
                        "wins": sum(1 for r in played if r[3] == 1.0), "draws": sum(1 for r in played if r[3] == 0.5),
                        "losses": sum(1 for r in played if r[3] == 0.0), "sb": row["sb"], "results": grid,
                        "tiebreaks": {code: row[code] for code in rules["order"]}})
    return {"event": event, "rounds": sorted(rounds, key=int), "players": players, "games": counted // 2}


MAX_LISTED = 500  # a RenjuNet file with more players is a whole database, not an event's list


def _renjunet_players(path):
    """A RenjuNet XML file's players table as a table's rows (a header, then name, club, rating):
    the country stands for the club, as the record keeps it."""
    from host.formats import FormatError
    from host.formats.renjunet import players

    try:
        with open(path, "rb") as f:
            found = players(f)
    except OSError as error:
        raise RecordError("%s: %s" % (path, error.strerror or error))
    except FormatError as error:
        raise RecordError("%s: %s" % (path, error))
    if len(found) > MAX_LISTED:
        raise RecordError("%s lists %d players: a whole database, not an event's players (export the event's"
                          " games, or make a table of its players)" % (path, len(found)))
    return [["name", "club", "rating"]] + [list(row) for row in found]


def _rating(player):
    digits = "".join(c for c in player["rating"] if c.isdigit())
    return int(digits) if digits and int(digits) <= 9999 else 0


def _ranking(player):
    """The initial ranking's order: rating (highest first), then name."""
    return (-_rating(player), player["name"].lower(), player["id"])


def _pair_result(mine, theirs):
    """A pairing's result from P1's side, from the two players' TRF codes."""
    if mine in "+-" and theirs in "+-":
        return mine + theirs
    points = trf_format.POINTS[mine.upper()]
    return {1.0: "1-0", 0.5: "=", 0.0: "0-1"}[points] if mine.upper() in "1=0WDL" else None


def _outcome_words(outcome):
    if outcome is None:
        return ""
    if outcome[1] is None:
        return "bye (%s)" % {1.0: "1", 0.5: "½", 0.0: "0"}[outcome[0]]
    return RESULT_WORDS[outcome[2]]


def _quoted(text):
    return '"%s"' % text if " " in text else text
