"""The tournament record around the boards' games: players, events, seats, corrections, search.

The board's events stay as they came (store.py); this module keeps what an arbiter adds around them:
who sits at each board (P1, the first player at the left button, is the pairing's Black: the
tentative Black, who may change colour in the opening), the event, round and board number, and the
arbiter's corrections, each kept with the original it replaces. A game takes its board's seats when
it begins; who had Black and White in the end is read from the game's own opening events
(shared_rules.journal), never decided here.
"""

import csv
import time

from shared_rules.journal import game_from_settings, apply_event
from shared_rules.game import P1, P2
from shared_rules.terms import parse_move


class RecordError(ValueError):
    """A request the record cannot take: a player or game that does not exist, a bad value."""


RESULTS = ("black", "white", "draw")
REASONS = ("five", "foul", "resignation", "time", "agreement", "adjudication", "draw", "abandoned", "correction")


class Records:
    def __init__(self, store):
        self.store = store
        self.db = store.db

    # -- players and events ------------------------------------------------------------------------
    def player(self, name, club="", rating="", create=True):
        """The id of the player of this name (and club, when several share the name); created if
        needed (create), its rating updated when one is given."""
        name = " ".join(str(name).split())
        if not name:
            raise RecordError("a player needs a name")
        club = " ".join(str(club or "").split())
        rows = self.db.execute("SELECT id, club FROM players WHERE name=? COLLATE NOCASE", (name,)).fetchall()
        match = [r for r in rows if r[1].lower() == club.lower()] if club else rows
        if len(match) > 1:
            raise RecordError("%d players are called %s: give the club (%s)" % (len(match), name,
                                                                                 ", ".join(r[1] or "none" for r in match)))
        if match:
            if rating:
                with self.store.lock:
                    self.db.execute("UPDATE players SET rating=? WHERE id=?", (str(rating), match[0][0]))
            return match[0][0]
        if not create:
            raise RecordError("no player called %s" % name)
        with self.store.lock:
            return self.db.execute("INSERT INTO players (name, club, rating) VALUES (?, ?, ?)",
                                   (name, club, str(rating or ""))).lastrowid

    def players(self):
        return [dict(zip(("id", "name", "club", "rating"), row))
                for row in self.db.execute("SELECT id, name, club, rating FROM players ORDER BY name, club")]

    def _player_dict(self, player_id):
        if player_id is None:
            return None
        row = self.db.execute("SELECT id, name, club, rating FROM players WHERE id=?", (player_id,)).fetchone()
        return dict(zip(("id", "name", "club", "rating"), row)) if row else None

    def tournament(self, name, place=""):
        name = " ".join(str(name).split())
        if not name:
            raise RecordError("an event needs a name")
        row = self.db.execute("SELECT id FROM tournaments WHERE name=?", (name,)).fetchone()
        with self.store.lock:
            if row:
                if place:
                    self.db.execute("UPDATE tournaments SET place=? WHERE id=?", (place, row[0]))
                return row[0]
            return self.db.execute("INSERT INTO tournaments (name, place) VALUES (?, ?)", (name, place)).lastrowid

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
        raise RecordError("no board %s: neither a board id the host has seen nor a hall number (host hall BOARD N)"
                          % board)

    def assign(self, board_id, black, white, tournament=None, round_=None, board_no=None):
        """Seat two players at a board: black (P1, the first player) and white (P2). Names or ids."""
        p1 = black if isinstance(black, int) else self.player(black)
        p2 = white if isinstance(white, int) else self.player(white)
        if p1 == p2:
            raise RecordError("a player cannot sit on both sides of a board")
        event_id = self.tournament(tournament) if tournament else None
        if board_no is None:
            row = self.db.execute("SELECT board_no FROM hall WHERE board_id=?", (board_id,)).fetchone()
            board_no = row[0] if row else None
        with self.store.lock:
            self.db.execute("INSERT OR REPLACE INTO seats (board_id, p1, p2, tournament, round, board_no, assigned)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?)",
                            (board_id, p1, p2, event_id, None if round_ is None else str(round_),
                             None if board_no is None else str(board_no), time.time()))
            # A game the board began before the seats were given (no move yet, or no seats) takes them.
            self.db.execute("UPDATE games SET p1=?, p2=?, tournament=?, round=?, board_no=? WHERE id=(SELECT id FROM"
                            " games WHERE board_id=? ORDER BY id DESC LIMIT 1) AND p1 IS NULL AND winner IS NULL"
                            " AND reason IS NULL", (p1, p2, event_id, None if round_ is None else str(round_),
                                                    None if board_no is None else str(board_no), board_id))

    def seat(self, board_id):
        """{"black": player, "white": player, "event", "round", "board_no"} of a board, or None."""
        row = self.db.execute("SELECT s.p1, s.p2, t.name, s.round, s.board_no FROM seats s LEFT JOIN tournaments t"
                              " ON t.id = s.tournament WHERE s.board_id=?", (board_id,)).fetchone()
        if row is None:
            return None
        return {"black": self._player_dict(row[0]), "white": self._player_dict(row[1]), "event": row[2],
                "round": row[3], "board_no": row[4]}

    def import_pairings(self, path, tournament=None, place=""):
        """A round's pairings from a CSV file with the columns round, board, black, white (any order,
        any case; optional black_club, white_club, black_rating, white_rating). Every line is read
        and checked before anything is stored; an error names the line. Returns the seats given."""
        try:
            with open(path, newline="", encoding="utf-8-sig") as f:
                sample = f.read(4096)
                f.seek(0)
                try:
                    dialect = csv.Sniffer().sniff(sample, delimiters=",;\t")
                except csv.Error:
                    dialect = csv.excel
                rows = list(csv.reader(f, dialect))
        except (OSError, UnicodeError) as error:
            raise RecordError("%s: %s" % (path, error))
        if not rows:
            raise RecordError("%s: empty file" % path)
        header = [h.strip().lower() for h in rows[0]]
        missing = [c for c in ("round", "board", "black", "white") if c not in header]
        if missing:
            raise RecordError("%s, line 1: the header lacks %s (it has %s)" % (path, ", ".join(missing), ", ".join(header)))
        seats = []
        for number, row in enumerate(rows[1:], 2):
            if not any(cell.strip() for cell in row):
                continue
            if len(row) < len(header):
                raise RecordError("%s, line %d: %d fields, the header has %d" % (path, number, len(row), len(header)))
            field = dict(zip(header, (cell.strip() for cell in row)))
            for column in ("round", "board", "black", "white"):
                if not field[column]:
                    raise RecordError("%s, line %d: no %s" % (path, number, column))
            try:
                board_id = self.board_of(field["board"])
            except RecordError as error:
                raise RecordError("%s, line %d: %s" % (path, number, error))
            seats.append((board_id, field))
        boards = [b for b, _ in seats]
        twice = sorted(set(b for b in boards if boards.count(b) > 1))
        if twice:
            raise RecordError("%s: board %s has two pairings" % (path, ", ".join(twice)))
        for board_id, field in seats:
            black = self.player(field["black"], field.get("black_club", ""), field.get("black_rating", ""))
            white = self.player(field["white"], field.get("white_club", ""), field.get("white_rating", ""))
            if tournament:
                self.tournament(tournament, place)
            self.assign(board_id, black, white, tournament, field["round"], field["board"])
        return seats

    # -- corrections -----------------------------------------------------------------------------
    def correct(self, game_id, field, value, note=""):
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
            player_id = self.player(value)
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
        if player:
            sql += " AND (a.name LIKE ? OR b.name LIKE ?)"
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
                sql += " AND g.winner IS NULL"
            elif result in RESULTS:
                sql += " AND g.winner = ?"
                args.append(result)
            else:
                raise RecordError("a result is black, white, draw or unfinished, not %r" % result)
        ids = [row[0] for row in self.db.execute(sql + " ORDER BY g.id", args)]
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

    def save_imported(self, records, source, content):
        """Add records read from a file (host/formats) to the store, as games of the pseudo-board
        "import": one "epoch" per file content, so importing the same file again adds nothing.
        Returns (added, already there). The record holds what the file says: messy games too."""
        import hashlib
        import json
        import os

        from shared_rules.terms import move_name

        epoch = "file:" + hashlib.sha1(content).hexdigest()[:16]
        added = 0
        with self.store.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                for number, record in enumerate(records, 1):
                    if self.db.execute("SELECT 1 FROM games WHERE board_id='import' AND epoch=? AND game_no=?",
                                       (epoch, number)).fetchone():
                        continue
                    started = time.time()
                    if record.date:
                        try:
                            started = time.mktime(time.strptime(record.date[:10], "%Y-%m-%d"))
                        except ValueError:
                            pass
                    settings = {"foul_mode": "club", "time_control": record.time_control or None,
                                "opening": record.opening_rule or None, "imported_from": os.path.basename(source)}
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

    def _imported_player(self, player):
        if not player.name:
            return None
        name = " ".join(player.name.split())
        club = " ".join((player.club or player.country or "").split())
        row = self.db.execute("SELECT id FROM players WHERE name=? COLLATE NOCASE AND club=? COLLATE NOCASE",
                              (name, club)).fetchone()
        if row:
            return row[0]
        return self.db.execute("INSERT INTO players (name, club, rating) VALUES (?, ?, ?)",
                               (name, club, player.rating or "")).lastrowid

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


def _black_owner(game):
    """P1 or P2: who had Black once the opening was over, from the game's own events."""
    try:
        replay = game_from_settings(game["settings"])
        for event in game["events"]:
            if event["t"] in ("move", "opening"):
                apply_event(replay, event)
        return replay.black_owner
    except (ValueError, KeyError, IndexError, TypeError):
        return P1  # a record the rules cannot replay: the seats as paired


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
