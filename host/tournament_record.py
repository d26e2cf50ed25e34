"""The tournament record around the boards' games: players, events, seats, corrections, search.

The board's events stay as they came (store.py); this module keeps what an arbiter adds around them:
who sits at each board (P1, the first player at the left button, is the pairing's Black: the
tentative Black, who may change colour in the opening), the event, round and board number, and the
arbiter's corrections, each kept with the original it replaces. A game takes its board's seats when
it begins; who had Black and White in the end is read from the game's own opening events
(shared_rules.journal), never decided here.
"""

import contextlib
import csv
import time

from shared_rules.journal import game_from_settings, apply_event
from shared_rules.game import P1, P2
from shared_rules.terms import parse_move


class RecordError(ValueError):
    """A request the record cannot take: a player or game that does not exist, a bad value."""


class UnknownPlayer(RecordError):
    """A name no player has (and the caller did not ask to create one)."""


class AmbiguousPlayer(RecordError):
    """A name several players have: the message lists them."""


class _Refused(Exception):
    """A pairings file with problems: the transaction is undone, the problems are reported."""


PLAYER_FIELDS = ("id", "name", "club", "rating", "fed_id")
PROBLEMS_SHOWN = 20  # a pairings file's problems listed in full; past that, a count


RESULTS = ("black", "white", "draw")
REASONS = ("five", "foul", "resignation", "time", "agreement", "adjudication", "draw", "abandoned", "correction")


class Records:
    def __init__(self, store):
        self.store = store
        self.db = store.db

    # -- players: one identity each (name and club or country; rating and federation id optional) --
    def player(self, name, club="", rating="", fed_id="", create=True):
        """The id of the player NAME refers to (lookup rules: _player), created when unknown if create."""
        with self._writing():
            return self._player(name, club, rating, fed_id, create)

    def _player(self, name, club="", rating="", fed_id="", create=True):
        # "#12" (or "12") is a player's id. A name is matched without regard to case or spacing; a
        # club narrows it down. A name known without a club, given now with one, is the same person:
        # the club is filled in (a later pairings file adds what an earlier one lacked). A federation
        # id, when given, is the person whatever the spelling. Ratings and ids given are kept.
        ref = _clean(name)
        if not ref:
            raise RecordError("a player needs a name")
        club, rating, fed_id = _clean(club), _clean(rating), _clean(fed_id)
        number = _player_number(ref)
        if number is not None:
            if self._player_dict(number) is None:
                raise RecordError("no player #%d (`tengen-host players` lists them)" % number)
            return number
        if fed_id:
            row = self.db.execute("SELECT id FROM players WHERE fed_id=?", (fed_id,)).fetchone()
            if row:
                return self._fill(row[0], club, rating, fed_id)
        rows = [self._player_dict(r[0]) for r in
                self.db.execute("SELECT id FROM players WHERE name=? COLLATE NOCASE ORDER BY id", (ref,))]
        if club:
            match = [p for p in rows if p["club"].lower() == club.lower()]
            if not match and len(rows) == 1 and not rows[0]["club"]:
                match = rows
        else:
            match = rows
        if len(match) > 1:
            raise AmbiguousPlayer("%d players are called %s: %s; give the club, or the player's id (%d)" % (
                len(match), ref, ", ".join("%s #%d" % (player_text(p), p["id"]) for p in match), match[0]["id"]))
        if match:
            return self._fill(match[0]["id"], club, rating, fed_id)
        if not create:
            raise UnknownPlayer("no player called %s%s" % (ref, " (%s)" % club if club else ""))
        return self.db.execute("INSERT INTO players (name, club, rating, fed_id) VALUES (?, ?, ?, ?)",
                               (ref, club, rating, fed_id)).lastrowid

    def add_player(self, name, club="", rating="", fed_id=""):
        """A new player. Refused when it could not be told from one already known: the same name
        with the same club, or with no club on either side, or the same federation id."""
        name, club, fed_id = _clean(name), _clean(club), _clean(fed_id)
        if not name:
            raise RecordError("a player needs a name")
        if _player_number(name) is not None:
            raise RecordError("a name is not a number (a number is a player's id)")
        with self._writing():
            for player in self.players():
                if fed_id and player["fed_id"] == fed_id:
                    raise RecordError("federation id %s is already %s #%d" % (fed_id, player_text(player), player["id"]))
                if player["name"].lower() != name.lower():
                    continue
                if player["club"].lower() == club.lower():
                    raise RecordError("there is already %s #%d" % (player_text(player), player["id"]))
                if not player["club"]:
                    raise RecordError("there is already a %s #%d with no club: if that is this player, `tengen-host"
                                      " players edit %d --club %s`; if not, give #%d a club first" % (
                                          player["name"], player["id"], player["id"], club, player["id"]))
                if not club:
                    raise RecordError("there is already %s #%d: give the new player's club to tell them apart"
                                      % (player_text(player), player["id"]))
            return self.db.execute("INSERT INTO players (name, club, rating, fed_id) VALUES (?, ?, ?, ?)",
                                   (name, club, _clean(rating), fed_id)).lastrowid

    def _fill(self, player_id, club, rating, fed_id):
        """A known player's details completed from what is given now: a club or a federation id it
        lacked, a new rating."""
        known = self._player_dict(player_id)
        self.db.execute("UPDATE players SET club=?, rating=?, fed_id=? WHERE id=?",
                        (known["club"] or club, rating or known["rating"], known["fed_id"] or fed_id, player_id))
        return player_id

    def players(self):
        """Every player, by name, with the number of games recorded for them."""
        return [dict(zip(PLAYER_FIELDS + ("games",), row)) for row in self.db.execute(
            "SELECT p.id, p.name, p.club, p.rating, p.fed_id, (SELECT COUNT(*) FROM games g WHERE g.p1 = p.id OR"
            " g.p2 = p.id) FROM players p ORDER BY p.name COLLATE NOCASE, p.club COLLATE NOCASE, p.id")]

    def _player_dict(self, player_id):
        if player_id is None:
            return None
        row = self.db.execute("SELECT %s FROM players WHERE id=?" % ", ".join(PLAYER_FIELDS), (player_id,)).fetchone()
        return dict(zip(PLAYER_FIELDS, row)) if row else None

    def edit_player(self, ref, name=None, club=None, rating=None, fed_id=None):
        """Change a player's details (None: unchanged). Returns the player."""
        with self._writing():
            player = self._player_dict(self._player(ref, create=False))
            new = {"name": _clean(name) if name is not None else player["name"],
                   "club": _clean(club) if club is not None else player["club"],
                   "rating": _clean(rating) if rating is not None else player["rating"],
                   "fed_id": _clean(fed_id) if fed_id is not None else player["fed_id"]}
            if not new["name"]:
                raise RecordError("a player needs a name")
            if _player_number(new["name"]) is not None:
                raise RecordError("a name is not a number (a number is a player's id)")
            other = self.db.execute("SELECT id FROM players WHERE name=? COLLATE NOCASE AND club=? COLLATE NOCASE"
                                    " AND id<>?", (new["name"], new["club"], player["id"])).fetchone()
            if other is None and new["fed_id"]:
                other = self.db.execute("SELECT id FROM players WHERE fed_id=? AND id<>?",
                                        (new["fed_id"], player["id"])).fetchone()
            if other:
                raise RecordError("that is player #%d, %s: to make them one, `tengen-host players merge %d %d`" % (
                    other[0], player_text(self._player_dict(other[0])), player["id"], other[0]))
            self.db.execute("UPDATE players SET name=?, club=?, rating=?, fed_id=? WHERE id=?",
                            (new["name"], new["club"], new["rating"], new["fed_id"], player["id"]))
            return self._player_dict(player["id"])

    def merge_players(self, source_ref, target_ref):
        """One person entered twice: SOURCE's games, seats and corrections become TARGET's, TARGET
        takes the details it lacked from SOURCE, and SOURCE is gone. Returns (source, target, games moved)."""
        with self._writing():
            source = self._player_dict(self._player(source_ref, create=False))
            target = self._player_dict(self._player(target_ref, create=False))
            if source["id"] == target["id"]:
                raise RecordError("%s and %s are the same player (#%d)" % (source_ref, target_ref, source["id"]))
            met = self.db.execute("SELECT id FROM games WHERE (p1=? AND p2=?) OR (p1=? AND p2=?) ORDER BY id LIMIT 1",
                                  (source["id"], target["id"], target["id"], source["id"])).fetchone()
            if met:
                raise RecordError("%s and %s played each other (game %d): they are two people" % (
                    player_text(source), player_text(target), met[0]))
            seated = self.db.execute("SELECT board_id FROM seats WHERE (p1=? AND p2=?) OR (p1=? AND p2=?)",
                                     (source["id"], target["id"], target["id"], source["id"])).fetchone()
            if seated:
                raise RecordError("%s and %s sit against each other at board %s: they are two people" % (
                    player_text(source), player_text(target), seated[0]))
            moved = merge_player_rows(self.db, source["id"], target["id"])
            return source, self._player_dict(target["id"]), moved

    # -- events ---------------------------------------------------------------------------------------
    def tournament(self, name, place=""):
        with self._writing():
            return self._tournament(name, place)

    def _tournament(self, name, place=""):
        name = _clean(name)
        if not name:
            raise RecordError("an event needs a name")
        row = self.db.execute("SELECT id FROM tournaments WHERE name=?", (name,)).fetchone()
        if row:
            if place:
                self.db.execute("UPDATE tournaments SET place=? WHERE id=?", (place, row[0]))
            return row[0]
        return self.db.execute("INSERT INTO tournaments (name, place) VALUES (?, ?)", (name, place)).lastrowid

    @contextlib.contextmanager
    def _writing(self):
        """One transaction: everything in it is stored, or (on any error) nothing."""
        with self.store.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
            self.db.execute("COMMIT")

    # -- the hall: board numbers and seats ---------------------------------------------------------
    def number_board(self, board_id, board_no):
        """Give a board the host has seen its number in the hall; returns the number it had (or
        None). A number another board has is refused: two boards are never one number."""
        if not self.store.board_known(board_id):
            known = self.store.board_ids()
            raise RecordError("no board %r: the host has not seen it (%s)" % (
                board_id, "boards: " + ", ".join(known) if known else "no board has connected yet"))
        with self.store.lock:
            holder = self.db.execute("SELECT board_id FROM hall WHERE board_no=?", (str(board_no),)).fetchone()
            if holder and holder[0] != board_id:
                raise RecordError("number %s is board %s's already: give that board another number first"
                                  % (board_no, holder[0]))
            had = self.db.execute("SELECT board_no FROM hall WHERE board_id=?", (board_id,)).fetchone()
            self.db.execute("DELETE FROM hall WHERE board_id=?", (board_id,))
            self.db.execute("INSERT INTO hall (board_no, board_id) VALUES (?, ?)", (str(board_no), board_id))
        return had[0] if had else None

    def board_of(self, board):
        """A board's id from its id or its hall number."""
        board = str(board).strip()
        if self.store.board_known(board):
            return board
        row = self.db.execute("SELECT board_id FROM hall WHERE board_no=?", (board,)).fetchone()
        if row:
            return row[0]
        raise RecordError("no board %s: neither a board id the host has seen nor a hall number (tengen-host hall BOARD N)"
                          % board)

    def assign(self, board_id, black, white, tournament=None, round_=None, board_no=None, create=True,
               black_club="", white_club=""):
        """Seat two players at a board: black (P1, the first player) and white (P2): ids, or names
        found as _player finds them (a club to tell two of one name apart); an unknown name is
        created only if create (the command line and the arbiter's page ask for it). A player seated
        at another board leaves it: returns the boards whose seats were cleared so."""
        with self._writing():
            return self._assign(board_id, self._seat_player(black, black_club, create),
                                self._seat_player(white, white_club, create), tournament, round_, board_no)

    def _seat_player(self, player, club, create):
        return player if isinstance(player, int) else self._player(player, club, create=create)

    def _assign(self, board_id, p1, p2, tournament=None, round_=None, board_no=None, place=""):
        if p1 == p2:
            raise RecordError("a player cannot sit on both sides of a board")
        event_id = self._tournament(tournament, place) if tournament else None
        if board_no is None:
            row = self.db.execute("SELECT board_no FROM hall WHERE board_id=?", (board_id,)).fetchone()
            board_no = row[0] if row else None
        round_ = None if round_ is None else str(round_)
        board_no = None if board_no is None else str(board_no)
        # A player sits at one board: seats elsewhere that hold either player (an earlier round's) go.
        cleared = [row[0] for row in self.db.execute(
            "SELECT board_id FROM seats WHERE board_id<>? AND (p1 IN (?, ?) OR p2 IN (?, ?)) ORDER BY board_id",
            (board_id, p1, p2, p1, p2))]
        for other in cleared:
            self.db.execute("DELETE FROM seats WHERE board_id=?", (other,))
        self.db.execute("INSERT OR REPLACE INTO seats (board_id, p1, p2, tournament, round, board_no, assigned)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)", (board_id, p1, p2, event_id, round_, board_no, time.time()))
        # A game the board began before the seats were given (no move yet, or no seats) takes them.
        self.db.execute("UPDATE games SET p1=?, p2=?, tournament=?, round=?, board_no=? WHERE id=(SELECT id FROM"
                        " games WHERE board_id=? ORDER BY id DESC LIMIT 1) AND p1 IS NULL AND winner IS NULL"
                        " AND reason IS NULL", (p1, p2, event_id, round_, board_no, board_id))
        return cleared

    def seat(self, board_id):
        """{"black": player, "white": player, "event", "round", "board_no"} of a board, or None."""
        row = self.db.execute("SELECT s.p1, s.p2, t.name, s.round, s.board_no FROM seats s LEFT JOIN tournaments t"
                              " ON t.id = s.tournament WHERE s.board_id=?", (board_id,)).fetchone()
        if row is None:
            return None
        return {"black": self._player_dict(row[0]), "white": self._player_dict(row[1]), "event": row[2],
                "round": row[3], "board_no": row[4]}

    def seats(self):
        """{board id: {"p1": player id, "p2": player id}} of every board with players seated."""
        return {board: {"p1": p1, "p2": p2} for board, p1, p2 in self.db.execute("SELECT board_id, p1, p2 FROM seats")}

    def import_pairings(self, path, tournament=None, place="", cleared=None):
        """A round's pairings from a CSV file with the columns round, board, black, white (any order,
        any case; optional black_club, white_club, black_rating, white_rating, black_fed_id,
        white_fed_id). The whole file is checked, row by row and across rows (one round; no board
        and no player twice), in one transaction: every problem is named as FILE:LINE: reason and
        then nothing is stored, or every board is seated. Returns [(board id, the row's fields)];
        the boards whose seats were cleared (an earlier round's, its players seated here now) are
        added to the list cleared, if given."""
        rows = _read_table(path)
        if not rows:
            raise RecordError("%s: empty file" % path)
        header = [h.strip().lower() for h in rows[0]]
        missing = [c for c in ("round", "board", "black", "white") if c not in header]
        if missing:
            raise RecordError("%s:1: the header lacks %s (it has %s)" % (path, ", ".join(missing), ", ".join(header)))
        problems, seats = [], []
        board_line, player_line, first_round = {}, {}, None
        try:
            with self._writing():
                if tournament:
                    self._tournament(tournament, place)
                for number, row in enumerate(rows[1:], 2):
                    if not any(cell.strip() for cell in row):
                        continue
                    line_problems = []
                    if len(row) != len(header):
                        problems.append("%s:%d: %d fields, the header has %d" % (path, number, len(row), len(header)))
                        continue
                    field = dict(zip(header, (cell.strip() for cell in row)))
                    empty = [c for c in ("round", "board", "black", "white") if not field[c]]
                    if empty:
                        problems.append("%s:%d: no %s" % (path, number, " and no ".join(empty)))
                        continue
                    if first_round is None:
                        first_round = (field["round"], number)
                    elif field["round"] != first_round[0]:
                        line_problems.append("round %s, but line %d is round %s: a file holds one round (it seats"
                                             " the boards now)" % (field["round"], first_round[1], first_round[0]))
                    board_id = None
                    try:
                        board_id = self.board_of(field["board"])
                    except RecordError as error:
                        line_problems.append(str(error))
                    if board_id in board_line:
                        line_problems.append("board %s has two pairings (line %d too)"
                                             % (field["board"], board_line[board_id]))
                    elif board_id is not None:
                        board_line[board_id] = number
                    ids = []
                    for colour in ("black", "white"):
                        if _player_number(field[colour]) is not None:  # a pairing program's start number?
                            line_problems.append("%s is %s: a pairings file names its players" % (colour, field[colour]))
                            continue
                        try:
                            player_id = self._player(field[colour], field.get(colour + "_club", ""),
                                                     field.get(colour + "_rating", ""), field.get(colour + "_fed_id", ""))
                        except RecordError as error:
                            line_problems.append(str(error))
                            continue
                        if player_id in ids:
                            line_problems.append("%s cannot play against themself" % player_text(
                                self._player_dict(player_id)))
                        elif player_id in player_line:
                            line_problems.append("%s plays twice in round %s (line %d too)" % (
                                player_text(self._player_dict(player_id)), field["round"], player_line[player_id]))
                        else:
                            player_line[player_id] = number
                        ids.append(player_id)
                    if not line_problems:
                        for other in self._assign(board_id, ids[0], ids[1], tournament, field["round"], field["board"],
                                                  place):
                            if cleared is not None and other not in cleared:
                                cleared.append(other)
                        seats.append((board_id, field))
                    problems.extend("%s:%d: %s" % (path, number, text) for text in line_problems)
                if not problems and not seats:
                    problems.append("%s: no pairings in the file, only its header" % path)
                if problems:
                    raise _Refused()
        except _Refused:
            shown = problems[:PROBLEMS_SHOWN]
            if len(problems) > PROBLEMS_SHOWN:
                shown.append("%s: and %d problems more" % (path, len(problems) - PROBLEMS_SHOWN))
            raise RecordError("\n".join(shown + ["nothing was seated: a pairings file is taken whole or not at all"]))
        return seats

    # -- corrections -----------------------------------------------------------------------------
    def correct(self, game_id, field, value, note="", create=True):
        """The arbiter's correction of a game: field "result" (value (winner, reason)), "black" or
        "white" (a player's name: who had that colour), or "move N" (a point name). The original
        stays in the record; the correction is shown with it."""
        game = self.store.game(game_id)
        if game is None:
            raise RecordError("no game %s" % game_id)
        record = self.game(game_id)
        if field == "result":
            winner, reason = value
            if winner not in RESULTS:
                raise RecordError("the winner is black, white or draw, not %r" % winner)
            if reason not in REASONS:
                raise RecordError("the reason is one of %s, not %r" % (", ".join(REASONS), reason))
            original = "%s %s" % (record["winner"], record["reason"]) if record["winner"] else "none"
            corrected = "%s %s" % (winner, reason)
        elif field in ("black", "white"):
            player_id = self.player(value, create=create)
            before = record[field]
            original = str(before["id"]) if before else ""
            corrected = str(player_id)
        elif field.startswith("move "):
            try:
                n = int(field[5:])
                point = parse_move(value)
            except ValueError:
                raise RecordError("a move correction is N POINT (a point like h8, or pass), not %s %s" % (field[5:], value))
            if not 1 <= n <= len(record["moves"]):
                raise RecordError("game %d has moves 1 to %d, not %d" % (game_id, len(record["moves"]), n))
            del point
            original = record["moves"][n - 1]["point"]
            corrected = value.lower()
            trial = [m["point"] for m in record["moves"]]
            trial[n - 1] = corrected
            problem = _replay_problem(game["settings"], trial)
            if problem:
                raise RecordError("with %s as move %d the game breaks the rules: %s" % (corrected, n, problem))
        else:
            raise RecordError("a correction is of the result, black, white or move N, not %r" % field)
        with self.store.lock:
            self.db.execute("INSERT INTO corrections (game_id, field, original, corrected, note, made) VALUES"
                            " (?, ?, ?, ?, ?, ?)", (game_id, field, original, corrected, note, time.time()))

    # -- the game as the record shows it --------------------------------------------------------
    def game(self, game_id):
        """store.game() with the record around it: event, round, board number, the players of Black
        and White after the opening's swaps, the confirmation, and corrections applied (each listed
        with its original under "corrections")."""
        game = self.store.game(game_id)
        if game is None:
            return None
        row = self.db.execute("SELECT g.p1, g.p2, t.name, t.place, g.round, g.board_no FROM games g LEFT JOIN"
                              " tournaments t ON t.id = g.tournament WHERE g.id=?", (game_id,)).fetchone()
        p1, p2, event, place, round_, board_no = row
        game.update(event=event, place=place or None, round=round_, board_no=board_no)
        black_owner = _black_owner(game)
        seats = {P1: self._player_dict(p1), P2: self._player_dict(p2)}
        game["seats"] = {"P1": seats[P1], "P2": seats[P2]}
        game["black"] = seats[black_owner]
        game["white"] = seats[3 - black_owner]
        game["confirmed"] = any(e["t"] == "confirm" and e.get("winner") == game["winner"]
                                and e.get("reason") == game["reason"] for e in game["events"])
        corrections = [dict(zip(("id", "field", "original", "corrected", "note", "made"), c)) for c in self.db.execute(
            "SELECT id, field, original, corrected, note, made FROM corrections WHERE game_id=? ORDER BY id", (game_id,))]
        for c in corrections:
            if c["field"] == "result":
                game["winner"], game["reason"] = c["corrected"].split(" ", 1)
                game["line"] = []
            elif c["field"] in ("black", "white"):
                game[c["field"]] = self._player_dict(int(c["corrected"]))
            elif c["field"].startswith("move "):
                n = int(c["field"][5:])
                if n <= len(game["moves"]):
                    game["moves"][n - 1] = dict(game["moves"][n - 1], point=c["corrected"], corrected=True)
        game["corrections"] = corrections
        return game

    def search(self, player=None, event=None, date=None, opening=None, result=None):
        """Game ids (newest last) whose record matches every filter given: a player's name (part of
        it), an event's name (part), a date (YYYY-MM-DD, local time), an opening's name or code
        (shared_rules.openings), a result: black, white, draw or unfinished."""
        sql = ("SELECT g.id FROM games g LEFT JOIN tournaments t ON t.id = g.tournament"
               " LEFT JOIN players a ON a.id = g.p1 LEFT JOIN players b ON b.id = g.p2 WHERE 1=1")
        args = []
        # A game the arbiter corrected is matched by its record (the correction applied), below.
        corrected = " OR g.id IN (SELECT game_id FROM corrections WHERE field IN (%s))"
        if player:
            sql += " AND (a.name LIKE ? OR b.name LIKE ?" + corrected % "'black', 'white'" + ")"
            args += ["%" + player + "%"] * 2
        if event:
            sql += " AND t.name LIKE ?"
            args.append("%" + event + "%")
        if date:
            try:
                start = time.mktime(time.strptime(date, "%Y-%m-%d"))
            except ValueError:
                raise RecordError("a date is YYYY-MM-DD, not %r" % date)
            sql += " AND g.started >= ? AND g.started < ?"
            args += [start, start + 86400]
        if result:
            if result == "unfinished":
                sql += " AND (g.winner IS NULL" + corrected % "'result'" + ")"
            elif result in RESULTS:
                sql += " AND (g.winner = ?" + corrected % "'result'" + ")"
                args.append(result)
            else:
                raise RecordError("a result is black, white, draw or unfinished, not %r" % result)
        ids = [row[0] for row in self.db.execute(sql + " ORDER BY g.id", args)]
        if player or result:
            ids = [game_id for game_id in ids if self._matches(game_id, player, result)]
        if opening:
            from shared_rules.openings import opening_code, opening_name

            wanted = opening.lower()
            kept = []
            for game_id in ids:
                moves = [parse_move(m["point"]) for m in self.store.game(game_id)["moves"][:3]]
                code = opening_code(moves)
                if code and (wanted in (code.lower(), opening_name(moves).lower())):
                    kept.append(game_id)
            ids = kept
        return ids

    def _matches(self, game_id, player, result):
        """Whether a corrected game's record (the correction applied) has the player and result."""
        if not self.db.execute("SELECT 1 FROM corrections WHERE game_id=?", (game_id,)).fetchone():
            return True  # the query matched the game's own columns
        game = self.game(game_id)
        names = [(game[colour] or {}).get("name", "").lower() for colour in ("black", "white")]
        if player and not any(player.lower() in name for name in names):
            return False
        if result:
            return game["winner"] is None if result == "unfinished" else game["winner"] == result
        return True

    def save_imported(self, records, source, content):
        """Add records read from a file (host/formats) to the store, as games of the pseudo-board
        "import": one "epoch" per file content. A game already in the store (the same moves and
        players, date and event where both have them: Record.same_game) is not added
        again, whatever file it came in. Returns (added, already there). The record holds what the
        file says: messy games too."""
        import hashlib
        import json

        from host.game_record import imported_settings
        from shared_rules.terms import move_name

        epoch = "file:" + hashlib.sha1(content).hexdigest()[:16]
        known = self._known_games()
        added = 0
        with self.store.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                for number, record in enumerate(records, 1):
                    if self.db.execute("SELECT 1 FROM games WHERE board_id='import' AND epoch=? AND game_no=?",
                                       (epoch, number)).fetchone():
                        continue
                    same = known.setdefault(record.moves_key(), [])
                    if any(record.same_game(particulars) for particulars in same):
                        continue
                    same.append(record.particulars())
                    started = time.time()
                    if record.date:
                        try:
                            started = time.mktime(time.strptime(record.date[:10], "%Y-%m-%d"))
                        except ValueError:
                            pass
                    settings = imported_settings(record, source)
                    p1 = self._imported_player(record.black)
                    p2 = self._imported_player(record.white)
                    tournament = self._imported_tournament(record)
                    game_id = self.db.execute(
                        "INSERT INTO games (board_id, epoch, game_no, started, settings, winner, reason, line, p1, p2,"
                        " tournament, round, board_no) VALUES ('import', ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?)",
                        (epoch, number, started, json.dumps(settings), record.result, record.reason or None, p1, p2,
                         tournament, record.round or None, record.board or None)).lastrowid
                    for n, move in enumerate(record.moves, 1):
                        clocks = move.clocks or (None, None)  # (Black's, White's): Black sits at P1 here
                        self.db.execute("INSERT INTO moves (game_id, n, point, colour, received, used_ms, clock_p1_ms,"
                                        " clock_p2_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                        (game_id, n, move_name(move.point), "black" if n % 2 else "white", started,
                                         move.used_ms, clocks[0], clocks[1]))
                    added += 1
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise
        return added, len(records) - added

    def _known_games(self):
        """{Record.moves_key(): [Record.particulars()]} of every game in the store: those imported from
        files read straight from their rows (a federation's database holds many), a board's games
        through their records (seats, swaps and corrections applied)."""
        import json

        from host.game_record import Record, name_key

        known = {}
        for game_id, moves, black, white, settings, event in self.db.execute(
                "SELECT g.id, (SELECT group_concat(point, ' ') FROM (SELECT point FROM moves m WHERE m.game_id = g.id"
                " ORDER BY n)), a.name, b.name, g.settings, t.name FROM games g LEFT JOIN players a ON a.id = g.p1"
                " LEFT JOIN players b ON b.id = g.p2 LEFT JOIN tournaments t ON t.id = g.tournament"
                " WHERE g.board_id = 'import'"):
            date = (json.loads(settings).get("record") or {}).get("date", "")
            known.setdefault(moves or "", []).append((name_key(black), name_key(white), date[:10], name_key(event)))
        for (game_id,) in self.db.execute("SELECT id FROM games WHERE board_id != 'import'").fetchall():
            record = Record.from_store(self.game(game_id))
            known.setdefault(record.moves_key(), []).append(record.particulars())
        return known

    def _imported_player(self, player):
        # The same person as the record's, found as a pairings file's players are (_player); a name
        # several players share, given without a club, is the one of that name with no club.
        if not player.name:
            return None
        name, club = _clean(player.name), _clean(player.club or player.country)
        if _player_number(name) is None:  # a name that is a number is a name here, not an id
            try:
                return self._player(name, club, player.rating or "")
            except AmbiguousPlayer:
                pass
        row = self.db.execute("SELECT id FROM players WHERE name=? COLLATE NOCASE AND club=? COLLATE NOCASE",
                              (name, club)).fetchone()
        if row:
            return row[0]
        return self.db.execute("INSERT INTO players (name, club, rating) VALUES (?, ?, ?)",
                               (name, club, _clean(player.rating))).lastrowid

    def _imported_tournament(self, record):
        if not record.event:
            return None
        row = self.db.execute("SELECT id FROM tournaments WHERE name=?", (record.event,)).fetchone()
        if row:
            return row[0]
        return self.db.execute("INSERT INTO tournaments (name, place) VALUES (?, ?)",
                               (record.event, record.place or "")).lastrowid

    def delete(self, game_id):
        """Take a game out of the record. The board's events stay in the event log (so a board that
        sends them again is not taken for a new game), the game's row, moves and corrections go."""
        if self.store.game(game_id) is None:
            raise RecordError("no game %s" % game_id)
        with self.store.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.execute("DELETE FROM corrections WHERE game_id=?", (game_id,))
                self.db.execute("DELETE FROM moves WHERE game_id=?", (game_id,))
                self.db.execute("DELETE FROM games WHERE id=?", (game_id,))
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise


def _clean(text):
    """Text as the record keeps it: no surrounding space, single spaces inside."""
    return " ".join(str(text or "").split())


def _player_number(ref):
    """A player's id written as #12 or 12, or None for a name."""
    digits = ref[1:] if ref.startswith("#") else ref
    return int(digits) if digits.isdigit() else None


def player_text(player):
    """A player as the arbiter reads it: name (club)."""
    return player["name"] + (" (%s)" % player["club"] if player["club"] else "")


def merge_player_rows(db, source, target):
    """Player SOURCE's games, seats and corrections become TARGET's, TARGET keeps its details and
    takes those it lacks from SOURCE, SOURCE's row goes. Returns the number of games moved. Inside
    the caller's transaction (Records.merge_players, and the schema step that joins the duplicates
    older hosts made)."""
    moved = db.execute("SELECT COUNT(*) FROM games WHERE p1=? OR p2=?", (source, source)).fetchone()[0]
    for table in ("games", "seats"):
        for column in ("p1", "p2"):
            db.execute("UPDATE %s SET %s=? WHERE %s=?" % (table, column, column), (target, source))
    for column in ("original", "corrected"):
        db.execute("UPDATE corrections SET %s=? WHERE field IN ('black', 'white') AND %s=?" % (column, column),
                   (str(target), str(source)))
    _merge_entrant_rows(db, source, target)  # a director's entrants and pairings too (host/director.py)
    club, rating, fed_id = db.execute("SELECT club, rating, fed_id FROM players WHERE id=?", (source,)).fetchone()
    db.execute("DELETE FROM players WHERE id=?", (source,))
    db.execute("UPDATE players SET rating=CASE WHEN rating='' THEN ? ELSE rating END,"
               " fed_id=CASE WHEN fed_id='' THEN ? ELSE fed_id END WHERE id=?", (rating, fed_id, target))
    db.execute("UPDATE OR IGNORE players SET club=? WHERE id=? AND club=''", (club, target))
    return moved


def _merge_entrant_rows(db, source, target):
    """Player SOURCE's entries, byes asked for and pairings in a director's events become TARGET's;
    an event both were entered in keeps TARGET's entry. Before the schema step that makes these
    tables (an older store's upgrade) there is nothing to move."""
    if not db.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name='entrants'").fetchone():
        return
    for table in ("entrants", "bye_requests"):
        db.execute("UPDATE OR IGNORE %s SET player=? WHERE player=?" % table, (target, source))
        db.execute("DELETE FROM %s WHERE player=?" % table, (source,))
    for column in ("p1", "p2"):
        db.execute("UPDATE round_pairings SET %s=? WHERE %s=?" % (column, column), (target, source))


def _read_table(path):
    """A CSV file's rows (comma, semicolon or tab, as the file has it); RecordError if unreadable."""
    try:
        with open(path, newline="", encoding="utf-8-sig") as f:
            sample = f.read(4096)
            f.seek(0)
            try:
                dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
            except csv.Error:
                dialect = csv.excel
            return list(csv.reader(f, dialect))
    except OSError as error:
        raise RecordError("%s: %s" % (path, error.strerror or error))
    except UnicodeError:
        raise RecordError("%s: not a text file in UTF-8 (save the table as CSV, UTF-8)" % path)
    except csv.Error as error:
        raise RecordError("%s: not a CSV table (%s)" % (path, error))


def _black_owner(game):
    """P1 or P2: who had Black once the opening was over, from the game's own events."""
    try:
        replay = game_from_settings(game["settings"])
    except (ValueError, KeyError, IndexError, TypeError):
        return P1  # settings no regulation has: the seats as paired
    for event in game["events"]:
        if event["t"] in ("move", "opening", "undo"):  # a takeback too: the moves after it follow it
            try:
                apply_event(replay, event)
            except (ValueError, KeyError, IndexError, TypeError):
                break  # a record the rules cannot replay further: who had Black as far as it went,
                # as host.game_record.Record.from_store reads it
    return replay.black_owner


def _replay_problem(settings, points):
    from shared_rules.game import IllegalMove

    replay = game_from_settings(dict(settings, opening=None))
    for n, name in enumerate(points, 1):
        if replay.result is not None:
            return "the game is over after move %d" % (n - 1)
        try:
            replay.play(parse_move(name))
        except IllegalMove as error:
            return "move %d %s: %s" % (n, name, error)
    return None
