"""The tournament record around the boards' games: players, events, seats, corrections, search.

The board's events stay as they came (store.py); this module keeps what an arbiter adds around them:
who sits at each board (P1, the first player at the left button, is the pairing's Black: the
tentative Black, who may change colour in the opening), the event, round and board number, and the
arbiter's corrections, each kept with the original it replaces. A game's players, event and round
are those seated at its board when its first move is made (host/store.py takes them then; a pairing
given while the board's game has no move re-seats it here); seats given under a game already begun
are the arbiter's choice (SeatsChange). Who had Black and White in the end is read from the game's
own opening events (shared_rules.journal), never decided here.
"""

import contextlib
import csv
import json
import time

from shared_rules.journal import game_from_settings, apply_event
from shared_rules.game import P1, P2
from shared_rules.terms import parse_move

from host.game_record import imported_settings
from host.store import merge_player_rows


class RecordError(ValueError):
    """A request the record cannot take: a player or game that does not exist, a bad value."""


class UnknownPlayer(RecordError):
    """A name no player has (and the caller did not ask to create one)."""


class AmbiguousPlayer(RecordError):
    """A name several players have: the message lists them."""


class SeatsChange(RecordError):
    """New seats at a board whose game is under way (moves made, no result): the arbiter says whose
    game it is, the new pair's (under_way="reseat") or still its players' (under_way="keep")."""


class _Refused(Exception):
    """A pairings file with problems: the transaction is undone, the problems are reported."""


class PairingsRefused(RecordError):
    """A pairings file with problems, every one of them as FILE:LINE: reason (problems), nothing
    seated; unknown: whether a name no player has is among them (the caller says how to add them)."""

    def __init__(self, problems, unknown=False):
        self.problems = problems
        self.unknown = unknown
        super().__init__("\n".join(problems + ["nothing was seated: a pairings file is taken whole or not at all"]))


PLAYER_FIELDS = ("id", "name", "club", "rating", "fed_id")


RESULTS = ("black", "white", "draw")
UNDER_WAY = ("reseat", "keep")  # what new seats do to the board's game under way (SeatsChange)
# What a correction may change: the result, who had a colour, a move ("move N"), and where the game
# belongs: its event, its round, its board number in the pairing.
PLACING = ("event", "round", "board")
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
        rows = [dict(zip(PLAYER_FIELDS, r)) for r in self.db.execute(
            "SELECT %s FROM players WHERE name_key=lower(?) ORDER BY id" % ", ".join(PLAYER_FIELDS), (ref,))]
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
            return self._fill(match[0]["id"], club, rating, fed_id, match[0])
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

    def _fill(self, player_id, club, rating, fed_id, known=None):
        """A known player's details completed from what is given now: a club or a federation id it
        lacked, a new rating (known: the player's row, if read already)."""
        known = known or self._player_dict(player_id)
        details = (known["club"] or club, rating or known["rating"], known["fed_id"] or fed_id)
        if details != (known["club"], known["rating"], known["fed_id"]):  # an import meets each player by the thousand
            self.db.execute("UPDATE players SET club=?, rating=?, fed_id=? WHERE id=?", details + (player_id,))
        return player_id

    def players(self):
        """Every player, by name, with the number of games recorded for them."""
        # Counted through the seats' indexes (games_p1, games_p2): a game with the player at both
        # seats (a file's game of one name against itself) once.
        return [dict(zip(PLAYER_FIELDS + ("games",), row)) for row in self.db.execute(
            "SELECT p.id, p.name, p.club, p.rating, p.fed_id, (SELECT COUNT(*) FROM games g WHERE g.p1 = p.id)"
            " + (SELECT COUNT(*) FROM games g WHERE g.p2 = p.id AND g.p1 IS NOT p.id) FROM players p"
            " ORDER BY p.name COLLATE NOCASE, p.club COLLATE NOCASE, p.id")]

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
            other = self.db.execute("SELECT id FROM players WHERE name_key=lower(?) AND club=? COLLATE NOCASE"
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
        """Give a board its number in the hall; returns (the number it had or None, a warning or
        None). A board the host has not seen yet is numbered too (the hall is prepared before the
        boards arrive), with a warning naming the boards it has seen, so a typo shows. A number
        another board has is refused: two boards are never one number."""
        board_id = _clean(board_id)
        if not board_id or board_id == "import":
            raise RecordError("%r is no board id" % board_id)
        warning = None
        if not self.store.board_known(board_id):
            known = self.store.board_ids()
            warning = "board %s has not connected to this host yet (%s): numbered all the same; check the id if it" \
                      " should have" % (board_id, "boards seen: " + ", ".join(known) if known else "no board has yet")
        with self.store.lock:
            holder = self.db.execute("SELECT board_id FROM hall WHERE board_no=?", (str(board_no),)).fetchone()
            if holder and holder[0] != board_id:
                raise RecordError("number %s is board %s's already: give that board another number first"
                                  % (board_no, holder[0]))
            had = self.db.execute("SELECT board_no FROM hall WHERE board_id=?", (board_id,)).fetchone()
            self.db.execute("DELETE FROM hall WHERE board_id=?", (board_id,))
            self.db.execute("INSERT INTO hall (board_no, board_id) VALUES (?, ?)", (str(board_no), board_id))
        return (had[0] if had else None), warning

    def board_of(self, board):
        """A board's id from its id or its hall number."""
        board = str(board).strip()
        if self.store.board_known(board):
            return board
        row = self.db.execute("SELECT board_id FROM hall WHERE board_no=? UNION ALL SELECT board_id FROM hall"
                              " WHERE board_id=?", (board, board)).fetchone()  # a board numbered before it came
        if row:
            return row[0]
        raise RecordError("no board %s: neither a board id the host has seen nor a hall number (tengen-host hall BOARD N)"
                          % board)

    def assign(self, board_id, black, white, tournament=None, round_=None, board_no=None, create=True,
               black_club="", white_club="", under_way=None):
        """Seat two players at a board: black (P1, the first player) and white (P2): ids, or names
        found as _player finds them (a club to tell two of one name apart); an unknown name is
        created only if create (the command line and the arbiter's page ask for it). A player seated
        at another board leaves it: returns the boards whose seats were cleared so. The board's
        game with no move yet takes the new seats; a game under way is the arbiter's choice
        (under_way: "reseat" or "keep"; None: SeatsChange when the seats would change under it)."""
        with self._writing():
            return self._assign(board_id, self._seat_player(black, black_club, create),
                                self._seat_player(white, white_club, create), tournament, round_, board_no,
                                under_way=under_way)

    def _seat_player(self, player, club, create):
        return player if isinstance(player, int) else self._player(player, club, create=create)

    def _assign(self, board_id, p1, p2, tournament=None, round_=None, board_no=None, place="", under_way=None):
        if under_way not in (None,) + UNDER_WAY:
            raise RecordError("a game under way is reseated or kept, not %r" % (under_way,))
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
        seated = (p1, p2, event_id, round_, board_no)
        game = self._game_at(board_id)
        # A game under way recorded for nobody takes the seats (the pairing came after the first
        # move): nothing moves from one pair to another. One recorded for others is the arbiter's call.
        if game is not None and game["moves"] and any(game["seated"][:2]) and game["seated"][:4] != seated[:4]:
            if under_way is None:
                raise SeatsChange(self._under_way_words(board_id, game, seated))
            if under_way == "keep":
                game = None  # the game stays its players'; the new seats take the board's next game
        for other in cleared:
            self.db.execute("DELETE FROM seats WHERE board_id=?", (other,))
            emptied = self._game_at(other)
            if emptied is not None and not emptied["moves"]:  # its players sit elsewhere now
                self._seat_game(emptied["id"], (None,) * 5)
        self.db.execute("INSERT OR REPLACE INTO seats (board_id, p1, p2, tournament, round, board_no, assigned)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)", (board_id,) + seated + (time.time(),))
        if game is not None:  # the board's game with no move yet (or, as the arbiter said, under way)
            self._seat_game(game["id"], seated)
        return cleared

    def _game_at(self, board_id):
        """The board's newest game if it is not over: {"id", "game_no", "moves", "seated": (p1, p2,
        event id, round, board number)}, or None."""
        from host.store import MOVE_COUNT

        row = self.db.execute(
            "SELECT g.id, g.game_no, " + MOVE_COUNT + ", g.p1, g.p2, g.tournament,"
            " g.round, g.board_no, g.winner, g.reason FROM games g WHERE g.board_id=? ORDER BY g.id DESC LIMIT 1",
            (board_id,)).fetchone()
        if row is None or row[8] is not None or row[9] is not None:
            return None
        return {"id": row[0], "game_no": row[1], "moves": row[2], "seated": tuple(row[3:8])}

    def _seat_game(self, game_id, seated):
        self.db.execute("UPDATE games SET p1=?, p2=?, tournament=?, round=?, board_no=? WHERE id=?",
                        tuple(seated) + (game_id,))

    def _under_way_words(self, board_id, game, seated):
        def pair(p1, p2, event_id, round_):
            names = " - ".join(player_text(self._player_dict(p)) if p else "?" for p in (p1, p2))
            event = self.db.execute("SELECT name FROM tournaments WHERE id=?", (event_id,)).fetchone()
            return names + "".join([", " + event[0] if event else "", ", round %s" % round_ if round_ else ""])

        return ("board %s's game (game %d, %d move%s) is under way, recorded for %s; the new seats are %s: say whose"
                " game it is (record it under the new seats, or keep it for its players and seat the new pair for the"
                " board's next game)" % (board_id, game["game_no"], game["moves"], "" if game["moves"] == 1 else "s",
                                         pair(*game["seated"][:4]), pair(*seated[:4])))

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

    def import_pairings(self, path, tournament=None, place="", cleared=None, create=False, under_way=None):
        """A round's pairings from a CSV file with the columns round, board, black, white (any order,
        any case; optional black_club, white_club, black_rating, white_rating, black_fed_id,
        white_fed_id). The whole file is checked, row by row and across rows (one round; no board
        and no player twice; a name no player has, unless create, as assign() refuses it; a game
        under way whose seats would change, unless under_way says what to do, as assign()), in one
        transaction: every problem is named as FILE:LINE: reason and then nothing is stored, or
        every board is seated. Returns [(board id, the row's fields)]; the boards whose seats were
        cleared (an earlier round's, its players seated here now) are added to the list cleared,
        if given."""
        rows = _read_table(path)
        if not rows:
            raise RecordError("%s: empty file" % path)
        header = [h.strip().lower() for h in rows[0]]
        missing = [c for c in ("round", "board", "black", "white") if c not in header]
        if missing:
            raise RecordError("%s:1: the header lacks %s (it has %s)" % (path, ", ".join(missing), ", ".join(header)))
        problems, seats, unknown = [], [], False
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
                        line_problems.append("no %s" % " and no ".join(empty))
                    if field["round"] and first_round is None:
                        first_round = (field["round"], number)
                    elif field["round"] and field["round"] != first_round[0]:
                        line_problems.append("round %s, but line %d is round %s: a file holds one round (it seats"
                                             " the boards now)" % (field["round"], first_round[1], first_round[0]))
                    board_id = None
                    try:
                        if field["board"]:
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
                        if not field[colour]:
                            continue
                        if _player_number(field[colour]) is not None:  # a pairing program's start number?
                            line_problems.append("%s is %s: a pairings file names its players" % (colour, field[colour]))
                            continue
                        try:
                            player_id = self._player(field[colour], field.get(colour + "_club", ""),
                                                     field.get(colour + "_rating", ""), field.get(colour + "_fed_id", ""),
                                                     create=create)
                        except RecordError as error:
                            unknown = unknown or isinstance(error, UnknownPlayer)
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
                        try:
                            for other in self._assign(board_id, ids[0], ids[1], tournament, field["round"],
                                                      field["board"], place, under_way):
                                if cleared is not None and other not in cleared:
                                    cleared.append(other)
                            seats.append((board_id, field))
                        except SeatsChange as error:
                            line_problems.append(str(error))
                    problems.extend("%s:%d: %s" % (path, number, text) for text in line_problems)
                if not problems and not seats:
                    problems.append("%s: no pairings in the file, only its header" % path)
                if problems:
                    raise _Refused()
        except _Refused:
            raise PairingsRefused(problems, unknown)
        return seats

    # -- corrections -----------------------------------------------------------------------------
    def correct(self, game_id, field, value, note="", create=True):
        """The arbiter's correction of a game: field "result" (value (winner, reason)), "black" or
        "white" (a player's name: who had that colour), "move N" (a point name), "event" (an event
        the record knows), "round" or "board" (its board number in the pairing). The original stays
        in the record; the correction is shown with it."""
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
        elif field in PLACING:
            corrected = _clean(value)
            if field == "event":
                known = self.db.execute("SELECT name FROM tournaments WHERE name=? COLLATE NOCASE",
                                        (corrected,)).fetchone()
                if known is None:
                    names = [name for (name,) in self.db.execute("SELECT name FROM tournaments ORDER BY name")]
                    raise RecordError("no event called %s (%s)" % (
                        corrected or "''", "events: " + ", ".join(names) if names else "the record has no event yet"))
                corrected = known[0]
            elif not corrected:
                raise RecordError("a %s is not empty" % field)
            original = record["board_no" if field == "board" else field] or ""
            if corrected == original:
                raise RecordError("game %d's %s is %s already" % (game_id, field, corrected))
        else:
            raise RecordError("a correction is of the result, black, white, move N, event, round or board, not %r"
                              % field)
        with self.store.lock:
            self._add_correction(game_id, field, original, corrected, note)

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
        game["black_owner"] = "P1" if black_owner == P1 else "P2"
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
            elif c["field"] in PLACING:
                game["board_no" if c["field"] == "board" else c["field"]] = c["corrected"]
                if c["field"] == "event":
                    place = self.db.execute("SELECT place FROM tournaments WHERE name=?", (c["corrected"],)).fetchone()
                    game["place"] = place[0] if place and place[0] else None
            elif c["field"].startswith("move "):
                n = int(c["field"][5:])
                if n <= len(game["moves"]):
                    game["moves"][n - 1] = dict(game["moves"][n - 1], point=c["corrected"], corrected=True)
        game["corrections"] = corrections
        return game

    def search(self, player=None, event=None, date=None, opening=None, result=None):
        """Game ids (newest last) whose record matches every filter given (listing()'s filters)."""
        return [game["id"] for game in self.listing(player, event, date, opening, result)]

    def listing(self, player=None, event=None, date=None, opening=None, result=None):
        """The games (oldest first) whose record matches every filter given: a player's name (part
        of it), an event's name (part), a date (YYYY-MM-DD, local time), an opening's name or code
        (shared_rules.openings), a result: black, white, draw or unfinished. One by one, as
        {"id", "board", "started", "black", "white", "moves", "result", "reason", "abandoned",
        "unconfirmed"}: a game imported from a file and never corrected straight from its row
        (Black at P1, Records.save_imported), any other through its record (seats, the opening's
        swaps, corrections), so a federation's archive lists in one pass of one query."""
        from host.game_record import Record
        from host.store import ABANDONED, MOVE_COUNT

        sql = ("SELECT g.id, g.board_id, g.started, a.name, b.name, " + MOVE_COUNT + ", g.winner, g.reason,"
               " EXISTS (SELECT 1 FROM corrections c WHERE c.game_id = g.id) FROM games g"
               " LEFT JOIN tournaments t ON t.id = g.tournament LEFT JOIN players a ON a.id = g.p1"
               " LEFT JOIN players b ON b.id = g.p2 WHERE 1=1")
        args = []
        # A game the arbiter corrected is matched by its record (the correction applied), below.
        corrected = " OR g.id IN (SELECT game_id FROM corrections WHERE field IN (%s))"
        if player:
            sql += " AND (a.name LIKE ? OR b.name LIKE ?" + corrected % "'black', 'white'" + ")"
            args += ["%" + player + "%"] * 2
        if event:
            sql += " AND (t.name LIKE ?" + corrected % "'event'" + ")"
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
        for game_id, board, started, black, white, moves, winner, reason, fixed in self.db.execute(
                sql + " ORDER BY g.id", args):
            if fixed and (player or result or event) and not self._matches(game_id, player, result, event):
                continue
            if opening and not self._opens_with(game_id, opening):
                continue
            if board == "import" and not fixed:
                yield {"id": game_id, "board": board, "started": started, "black": black or "", "white": white or "",
                       "moves": moves, "result": winner, "reason": reason or "", "abandoned": reason == ABANDONED,
                       "unconfirmed": False}
                continue
            game = self.game(game_id)
            record = Record.from_store(game)
            yield {"id": game_id, "board": board, "started": started, "black": record.black.name,
                   "white": record.white.name, "moves": len(record.moves), "result": record.result,
                   "reason": record.reason, "abandoned": game["reason"] == ABANDONED,
                   "unconfirmed": bool(record.result and not record.confirmed and board != "import")}

    def _opens_with(self, game_id, opening):
        """Whether the game's first three moves, as the board played them, are this opening (a name or code)."""
        from shared_rules.openings import opening_code, opening_name

        moves = [parse_move(point) for (point,) in self.db.execute(
            "SELECT point FROM game_moves WHERE game_id=? AND n <= 3 ORDER BY n", (game_id,))]
        code = opening_code(moves)
        return bool(code) and opening.lower() in (code.lower(), opening_name(moves).lower())

    def _matches(self, game_id, player, result, event=None):
        """Whether a corrected game's record (the correction applied) has the player, result and event."""
        if not self.db.execute("SELECT 1 FROM corrections WHERE game_id=?", (game_id,)).fetchone():
            return True  # the query matched the game's own columns
        game = self.game(game_id)
        names = [(game[colour] or {}).get("name", "").lower() for colour in ("black", "white")]
        if player and not any(player.lower() in name for name in names):
            return False
        if event and event.lower() not in (game["event"] or "").lower():
            return False
        if result:
            return game["winner"] is None if result == "unfinished" else game["winner"] == result
        return True

    def save_imported(self, records, source, content, notes=None, board_games=None, known=None):
        """Add records read from a file (host/formats) to the store, as games of the pseudo-board
        "import": one "epoch" per file content. A game already in the store (the same moves and
        players, date and event where both have them: Record.same_game) is not added again,
        whatever file it came in: what the file has and the store lacks fills it in, and what the
        file says otherwise is kept as a correction beside the original (_fill_in); what was done
        so is told in the list notes, if given. Returns (added, already there). The record holds
        what the file says: messy games too. board_games: board_games_known(), when the caller
        saves several batches (a board's games are read through their records, once). known: a dict
        the caller keeps from one batch to the next, so that the players, events and days one batch
        found are not looked up again by the next (forgotten when another connection wrote meanwhile)."""
        from host.store import moves_hash

        epoch = _import_epoch(content)
        if board_games is None:
            board_games = self.board_games_known()
        known = {} if known is None else known
        added = 0
        with self.store.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                saved = self.imported_numbers(content)
                moves = []  # the batch's moves with times, stored in one statement
                rows = []  # the batch's games without times, stored in one statement
                # A federation's games share their players, events and days: each is looked up
                # once, while no other connection writes (SQLite's data_version says it did not);
                # and their settings, each text made once.
                version = self.db.execute("PRAGMA data_version").fetchone()[0]
                if known.get("version") != version:
                    known.clear()
                    known.update(version=version, players={}, events={}, days={}, settings={})
                players, events, days, texts = known["players"], known["events"], known["days"], known["settings"]
                if len(texts) > 10000:
                    texts.clear()  # memory stays flat, whatever the file
                games = [(number, record, record.moves_key()) for number, record in enumerate(records, 1)
                         if number not in saved and record is not None]  # None: the caller knew it saved
                hashes = [moves_hash(key) for _, _, key in games]
                # The games already stored with any of these moves, found in one query a few hundred:
                # a game whose hash is neither there nor earlier in the batch has none to compare with.
                stored = self._imported_hashes(hashes)
                for (number, record, key), key_hash in zip(games, hashes):
                    if key_hash in stored:
                        self._store_games(rows)  # the batch's games so far, for _stored_game to find
                        game_id = self._stored_game(record, key, board_games, moves, key_hash)
                    else:
                        game_id = self._board_game(record, key, board_games)
                    if game_id is not None:
                        said = self._fill_in(game_id, record, source)
                        if said and notes is not None:
                            notes.append(said)
                        continue
                    stored.add(key_hash)
                    started = days.get(record.date[:10]) if record.date else None
                    if started is None:
                        started = time.time()
                        if record.date:
                            try:
                                started = days[record.date[:10]] = time.mktime(time.strptime(record.date[:10],
                                                                                             "%Y-%m-%d"))
                            except ValueError:
                                pass
                    settings = self._imported_settings(record, source, texts)
                    black, white = record.black, record.white
                    p1 = players.get((black.name, black.club or black.country, black.rating)) if black.name else None
                    if p1 is None:
                        p1 = self._imported_player(black, players)
                    p2 = players.get((white.name, white.club or white.country, white.rating)) if white.name else None
                    if p2 is None:
                        p2 = self._imported_player(white, players)
                    tournament = events.get((record.event, record.place))
                    if tournament is None:
                        tournament = events[record.event, record.place] = self._imported_tournament(record)
                    # Most files' games carry no times: their moves go in one row (store.GAME_MOVES_VIEW).
                    timed = record.has_times()
                    row = (epoch, number, started, settings, record.result, record.reason or None, p1, p2, tournament,
                           record.round or None, record.board or None, key_hash, None if timed else key,
                           None if timed else record.move_count())
                    added += 1
                    if not timed:
                        rows.append(row)
                        continue
                    self._store_games(rows)
                    game_id = self.db.execute(_INSERT_IMPORTED, row).lastrowid
                    for n, (move, name) in enumerate(zip(record.moves, key.split()), 1):
                        clocks = move.clocks or (None, None)  # (Black's, White's): Black sits at P1 here
                        moves.append((game_id, n, name, "black" if n % 2 else "white", started, move.used_ms,
                                      clocks[0], clocks[1]))
                self._store_games(rows)
                self._store_moves(moves)
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                known.clear()  # it may name players and events the rollback took back
                raise
        return added, len(records) - added

    def _imported_hashes(self, hashes):
        """Which of these moves' hashes games imported before have (a set)."""
        found = set()
        hashes = list(set(hashes))
        for start in range(0, len(hashes), 500):  # within any SQLite's limit of bound values
            chunk = hashes[start:start + 500]
            found.update(h for (h,) in self.db.execute(
                # +board_id: found by the moves' index (the index of a board's games would read every
                # imported game, a batch after another)
                "SELECT moves_hash FROM games WHERE moves_hash IN (%s) AND +board_id = 'import'"
                % ",".join("?" * len(chunk)), chunk))
        return found

    def _store_games(self, rows):
        """Store the imported games without times gathered so far (and forget them), in their order."""
        if rows:
            self.db.executemany(_INSERT_IMPORTED, rows)
            del rows[:]

    @staticmethod
    def _imported_settings(record, source, texts):
        """The settings column's text of an imported game (imported_settings), made once for the
        games that would have the same: texts keeps them, by what they are made of."""
        key = None
        if record._bare() is not None:  # bare moves: no comment, no annotation
            key = (source, record.date, record.place, record.comment, record.rules, record.time_control,
                   record.opening_rule, not record.confirmed, *record.offers, None, *record.swaps)
            # Equal keys make equal text where equal values are written alike: strings and whole
            # numbers (1, 1.0 and True are equal and are not written alike).
            if set(map(type, key[1:7])) != _STR or not set(map(type, key[8:])) <= _INT_NONE:
                key = None
            else:
                text = texts.get(key)
                if text is not None:
                    return text
        text = json.dumps(imported_settings(record, source))
        if key is not None:
            texts[key] = text
        return text

    def imported_numbers(self, content):
        """The numbers (from 1) of the games of the import named content (save_imported's) already
        saved: a file imported again is then only read."""
        return {number for (number,) in self.db.execute(
            "SELECT game_no FROM games WHERE board_id='import' AND epoch=?", (_import_epoch(content),))}

    def _store_moves(self, moves):
        """Store the moves of the imported games with times gathered so far (and forget them): (game
        id, n, point, colour, received, the move's time, both clocks after it)."""
        self.db.executemany("INSERT INTO moves (game_id, n, point, colour, received, used_ms, clock_p1_ms, clock_p2_ms)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)", moves)
        del moves[:]

    def _stored_game(self, record, key, board_games, pending, key_hash=None):
        """The id of the game in the store that record is (Record.same_game), or None: a game imported
        from a file found by its moves' hash, then a board's game (board_games_known()). pending:
        the batch's moves not stored yet (stored first where a game has the hash: a game met twice
        in one batch is compared, and filled in, with its moves). key_hash: moves_hash(key), if known."""
        import json

        from host.game_record import name_key
        from host.store import moves_hash

        candidates = self.db.execute(
            "SELECT g.id, a.name, b.name, g.settings, t.name, g.move_list FROM games g"
            " LEFT JOIN players a ON a.id = g.p1 LEFT JOIN players b ON b.id = g.p2"
            " LEFT JOIN tournaments t ON t.id = g.tournament"
            " WHERE g.moves_hash=? AND g.board_id = 'import' ORDER BY g.id",
            (moves_hash(key) if key_hash is None else key_hash,)).fetchall()
        if candidates:
            self._store_moves(pending)
        for game_id, black, white, settings, event, stored in candidates:
            if stored is None:  # a game with times: its moves are rows
                stored = self.db.execute("SELECT group_concat(point, ' ') FROM (SELECT point FROM game_moves WHERE"
                                         " game_id=? ORDER BY n)", (game_id,)).fetchone()[0] or ""
            if stored != key:
                continue  # another game's moves with the same hash (one in 2**64)
            date = (json.loads(settings).get("record") or {}).get("date", "")
            if record.same_game((name_key(black), name_key(white), date[:10], name_key(event))):
                return game_id
        return self._board_game(record, key, board_games)

    @staticmethod
    def _board_game(record, key, board_games):
        """The id of the board's game (board_games_known()) that record is, or None."""
        for particulars, game_id in board_games.get(key, ()):
            if record.same_game(particulars):
                return game_id
        return None

    def board_games_known(self):
        """{Record.moves_key(): [(Record.particulars(), game id)]} of the boards' games (not those
        imported from files: save_imported finds them by their moves' hash), read through their
        records (seats, swaps and corrections applied)."""
        from host.game_record import Record

        known = {}
        for (game_id,) in self.db.execute("SELECT id FROM games WHERE board_id != 'import'").fetchall():
            record = Record.from_store(self.game(game_id))
            known.setdefault(record.moves_key(), []).append((record.particulars(), game_id))
        return known

    def _fill_in(self, game_id, record, source):
        """A game already stored, met again in a file (save_imported): what the store lacks and the
        file has (players, event, round, board number, result, move times, the date) is filled in;
        what the file says otherwise (round, board number, result) is kept as a correction beside the
        original, the store's record never dropped. Returns what was done, in words, or None."""
        import json
        import os

        from host.store import unfold_moves

        game = self.game(game_id)
        imported = game["board"] == "import"
        filled, differs = [], []
        note = "as %s has it" % os.path.basename(str(source))
        # Whose seat is Black's: a file's game has Black at P1; a board's, as its opening went.
        black_seat = "p1" if imported or game["black_owner"] == "P1" else "p2"
        seat = {"black": black_seat, "white": "p2" if black_seat == "p1" else "p1"}
        for colour in ("black", "white"):
            player = getattr(record, colour)
            if not game[colour] and player.name:
                player_id = self._imported_player(player)
                self.db.execute("UPDATE games SET %s=? WHERE id=?" % seat[colour], (player_id, game_id))
                filled.append("%s %s" % (colour, player_text(self._player_dict(player_id))))
        if not game["event"] and record.event:
            self.db.execute("UPDATE games SET tournament=? WHERE id=?", (self._imported_tournament(record), game_id))
            filled.append("event " + record.event)
        for field, column, value in (("round", "round", record.round), ("board", "board_no", record.board)):
            value = _clean(value)
            if not value or value == "0":
                continue
            if not game[column]:
                self.db.execute("UPDATE games SET %s=? WHERE id=?" % column, (value, game_id))
                filled.append("%s %s" % (field, value))
            elif str(game[column]) != value:
                self._add_correction(game_id, field, str(game[column]), value, note)
                differs.append("%s %s (the record has %s)" % (field, value, game[column]))
        if record.result in RESULTS:
            reason = record.reason if record.reason in REASONS else "correction"
            if game["winner"] is None and imported and not game["corrections"]:
                self.db.execute("UPDATE games SET winner=?, reason=? WHERE id=?", (record.result, record.reason or None,
                                                                                  game_id))
                filled.append("result %s%s" % (record.result, " " + record.reason if record.reason else ""))
            elif game["winner"] is None:
                self._add_correction(game_id, "result", "none", "%s %s" % (record.result, reason), note)
                filled.append("result %s %s (as a correction)" % (record.result, reason))
            elif game["winner"] != record.result or (record.reason and record.reason != game["reason"]):
                self._add_correction(game_id, "result", "%s %s" % (game["winner"], game["reason"]),
                                     "%s %s" % (record.result, reason), note)
                differs.append("result %s %s (the record has %s %s)" % (record.result, record.reason or "",
                                                                         game["winner"], game["reason"]))
        timed = 0
        if any(move.used_ms or move.clocks for move in record.moves[:len(game["moves"])]):
            unfold_moves(self.db, game_id)  # times go on a move's row
        for n, move in enumerate(record.moves[:len(game["moves"])], 1):
            clocks = move.clocks or (None, None)  # (Black's, White's)
            by_seat = {seat["black"]: clocks[0], seat["white"]: clocks[1]}
            used = move.used_ms or None  # 0: a format that writes 0 for a time it does not know (.psq)
            changed = self.db.execute(
                "UPDATE moves SET used_ms=COALESCE(used_ms, ?), clock_p1_ms=COALESCE(clock_p1_ms, ?),"
                " clock_p2_ms=COALESCE(clock_p2_ms, ?) WHERE game_id=? AND n=? AND ((used_ms IS NULL AND ? IS NOT NULL)"
                " OR (clock_p1_ms IS NULL AND ? IS NOT NULL) OR (clock_p2_ms IS NULL AND ? IS NOT NULL))",
                (used, by_seat["p1"], by_seat["p2"], game_id, n, used, by_seat["p1"], by_seat["p2"])).rowcount
            timed += changed
        if timed:
            filled.append("the times of %d move%s" % (timed, "" if timed == 1 else "s"))
        if imported and record.date:
            settings = game["settings"]
            kept = settings.setdefault("record", {})
            if not kept.get("date"):
                kept["date"] = record.date
                self.db.execute("UPDATE games SET settings=? WHERE id=?", (json.dumps(settings), game_id))
                try:  # the day the game was played, as `games` lists it (save_imported's rule)
                    started = time.mktime(time.strptime(record.date[:10], "%Y-%m-%d"))
                    self.db.execute("UPDATE games SET started=? WHERE id=?", (started, game_id))
                except ValueError:
                    pass
                filled.append("date " + record.date)
        if not filled and not differs:
            return None
        words = ["game %d, already in the record" % game_id]
        if filled:
            words.append("filled in: " + ", ".join(filled))
        if differs:
            words.append("the file says otherwise, kept as corrections beside the original: " + ", ".join(differs))
        return "; ".join(words)

    def _add_correction(self, game_id, field, original, corrected, note):
        self.db.execute("INSERT INTO corrections (game_id, field, original, corrected, note, made) VALUES"
                        " (?, ?, ?, ?, ?, ?)", (game_id, field, original, corrected, note, time.time()))

    def _imported_player(self, player, known=None):
        # The same person as the record's, found as a pairings file's players are (_player); a name
        # several players share, given without a club, is the one of that name with no club.
        # known: {(name, club or country, rating): id} of the players met in this transaction.
        if not player.name:
            return None
        key = (player.name, player.club or player.country, player.rating)
        if known is not None:
            if key not in known:
                known[key] = self._imported_player(player)
            return known[key]
        name, club = _clean(player.name), _clean(player.club or player.country)
        if _player_number(name) is None:  # a name that is a number is a name here, not an id
            try:
                return self._player(name, club, player.rating or "")
            except AmbiguousPlayer:
                pass
        row = self.db.execute("SELECT id FROM players WHERE name_key=lower(?) AND club=? COLLATE NOCASE",
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


_STR, _INT_NONE = {str}, {int, type(None)}
_INSERT_IMPORTED = (
    "INSERT INTO games (board_id, epoch, game_no, started, settings, winner, reason, line, p1, p2, tournament, round,"
    " board_no, moves_hash, move_list, move_count) VALUES ('import', ?, ?, ?, ?, ?, ?, '[]', ?, ?, ?, ?, ?, ?, ?, ?)")


def _import_epoch(content):
    import hashlib

    return "file:" + hashlib.sha1(content).hexdigest()[:16]


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
