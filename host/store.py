"""The game store: SQLite, one file. Every board event is stored exactly once, in order.

Events are keyed by (board, epoch, seq): a replayed event is recognised and skipped, so the board
may resend as often as it likes. Each event also updates the games and moves tables in the same
transaction, so the tables never disagree with the event log.
"""

import json
import random
import sqlite3
import threading
import time

SCHEMA = """
CREATE TABLE IF NOT EXISTS boards (
    board_id TEXT PRIMARY KEY,
    firmware TEXT,
    last_seen REAL
);
CREATE TABLE IF NOT EXISTS events (
    board_id TEXT NOT NULL,
    epoch TEXT NOT NULL,
    seq INTEGER NOT NULL,
    kind TEXT NOT NULL,
    body TEXT NOT NULL,
    received REAL NOT NULL,
    PRIMARY KEY (board_id, epoch, seq)
);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    board_id TEXT NOT NULL,
    epoch TEXT NOT NULL,
    game_no INTEGER NOT NULL,
    started REAL NOT NULL,
    settings TEXT NOT NULL,
    winner TEXT,
    reason TEXT,
    line TEXT,
    ended REAL,
    UNIQUE (board_id, epoch, game_no)
);
CREATE TABLE IF NOT EXISTS board_status (
    port TEXT PRIMARY KEY,
    status TEXT NOT NULL,
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS moves (
    game_id INTEGER NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,
    point TEXT NOT NULL,
    colour TEXT NOT NULL,
    received REAL NOT NULL,
    PRIMARY KEY (game_id, n)
);
CREATE TABLE IF NOT EXISTS commands (
    id INTEGER PRIMARY KEY,
    board_id TEXT NOT NULL,
    name TEXT NOT NULL,
    args TEXT NOT NULL,
    created REAL NOT NULL,
    sent REAL,
    ok INTEGER,
    detail TEXT,
    replied REAL
);
"""

COMMANDS_FRESH = 0.25  # seconds one look at the commands table serves for every board
COMMAND_LIFETIME = 120.0  # seconds a command waits for its board by default, then expires unsent
DAEMON_FRESH = 5.0  # a daemon whose heartbeat is older than this is not running

# Games that are over: a result, or abandoned (a new game forced on the board while it went on).
ABANDONED = "abandoned"


def _add_columns(db, table, declarations):
    columns = [row[1] for row in db.execute("PRAGMA table_info(%s)" % table)]
    for column, declaration in declarations:
        if column not in columns:
            db.execute("ALTER TABLE %s ADD COLUMN %s %s" % (table, column, declaration))


# The schema's history. Step i brings a database from version i to i + 1 (PRAGMA user_version);
# a store opened by this code runs the steps its file lacks, in one transaction, losing nothing.
# A database made before the versions (version 0) may already hold some of step 2's columns.
def _step_tables(db):
    for statement in SCHEMA.split(";"):
        if statement.strip():
            db.execute(statement)


def _step_move_clocks(db):
    _add_columns(db, "moves", (("used_ms", "INTEGER"), ("clock_p1_ms", "INTEGER"), ("clock_p2_ms", "INTEGER")))


def _step_command_binding(db):
    # A command is meant for one game of its board (epoch, game) and waits for it until `expires`;
    # `cancelled` when the operator withdrew it. Commands queued before this step were bound to
    # nothing and waited forever: they keep COMMAND_LIFETIME from their creation, so yesterday's
    # command is expired, not sent.
    _add_columns(db, "commands", (("epoch", "TEXT"), ("game", "INTEGER"), ("expires", "REAL"), ("cancelled", "REAL")))
    db.execute("UPDATE commands SET expires = created + ? WHERE expires IS NULL", (COMMAND_LIFETIME,))


def _step_daemon_heartbeat(db):
    db.execute("CREATE TABLE IF NOT EXISTS daemons (pid INTEGER PRIMARY KEY, started REAL NOT NULL,"
               " beat REAL NOT NULL, mode TEXT NOT NULL)")


def _step_records(db):
    # The record beyond the board's events: players, events (tournaments), who sits at each board
    # now (P1: the first player, at the left button, tentative Black), hall numbers, and the arbiter's
    # corrections, kept beside the original they correct. A game takes its board's seats when it
    # begins.
    db.execute("CREATE TABLE IF NOT EXISTS players (id INTEGER PRIMARY KEY, name TEXT NOT NULL, club TEXT NOT NULL"
               " DEFAULT '', rating TEXT NOT NULL DEFAULT '', UNIQUE (name, club))")
    db.execute("CREATE TABLE IF NOT EXISTS tournaments (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE,"
               " place TEXT NOT NULL DEFAULT '')")
    db.execute("CREATE TABLE IF NOT EXISTS seats (board_id TEXT PRIMARY KEY, p1 INTEGER REFERENCES players(id),"
               " p2 INTEGER REFERENCES players(id), tournament INTEGER REFERENCES tournaments(id), round TEXT,"
               " board_no TEXT, assigned REAL NOT NULL)")
    db.execute("CREATE TABLE IF NOT EXISTS hall (board_no TEXT PRIMARY KEY, board_id TEXT NOT NULL UNIQUE)")
    db.execute("CREATE TABLE IF NOT EXISTS corrections (id INTEGER PRIMARY KEY, game_id INTEGER NOT NULL,"
               " field TEXT NOT NULL, original TEXT, corrected TEXT, note TEXT NOT NULL DEFAULT '', made REAL NOT NULL)")
    _add_columns(db, "games", (("p1", "INTEGER"), ("p2", "INTEGER"), ("tournament", "INTEGER"), ("round", "TEXT"),
                               ("board_no", "TEXT")))


SCHEMA_STEPS = (_step_tables, _step_move_clocks, _step_command_binding, _step_daemon_heartbeat, _step_records)
SCHEMA_VERSION = len(SCHEMA_STEPS)


class StoreError(Exception):
    """A store this code cannot use (made by a newer version)."""


class Store:
    def __init__(self, path):
        self.path = str(path)
        self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")  # readers (the CLI) never block the daemon
        self.db.execute("PRAGMA synchronous=FULL")  # a stored event survives the host's power cut
        self._upgrade()
        self.lock = threading.Lock()
        self._pending = {}  # board -> its unanswered commands, as of the last look
        self._pending_until = 0.0  # monotonic time until which that look is fresh

    def _upgrade(self):
        db = self.db
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version == SCHEMA_VERSION:
            return  # the usual case: no write, no lock (a reader beside a busy daemon never waits here)
        if version > SCHEMA_VERSION:
            db.close()
            raise StoreError("%s was made by a newer Tengen host (schema %d; this one knows %d)"
                             % (self.path, version, SCHEMA_VERSION))
        db.execute("BEGIN IMMEDIATE")  # one process upgrades; another that waited finds it done
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise StoreError("%s was made by a newer Tengen host (schema %d; this one knows %d)"
                                 % (self.path, version, SCHEMA_VERSION))
            for step in SCHEMA_STEPS[version:]:
                step(db)
            if version != SCHEMA_VERSION:
                db.execute("PRAGMA user_version=%d" % SCHEMA_VERSION)
            db.execute("COMMIT")
        except BaseException:
            db.execute("ROLLBACK")
            db.close()
            raise

    def close(self):
        self.db.close()

    def board_seen(self, board_id, firmware):
        with self.lock:
            self.db.execute(
                "INSERT INTO boards VALUES (?, ?, ?) ON CONFLICT(board_id) DO UPDATE SET firmware=excluded.firmware,"
                " last_seen=excluded.last_seen", (board_id, firmware, time.time()))

    def game_setting(self, board_id, epoch, game_no, key):
        with self.lock:  # one connection serves every board's thread: one statement at a time
            row = self.db.execute("SELECT settings FROM games WHERE board_id=? AND epoch=? AND game_no=?",
                                  (board_id, epoch, game_no)).fetchone()
        return json.loads(row[0]).get(key) if row else None

    def last_seq(self, board_id, epoch):
        with self.lock:
            row = self.db.execute("SELECT MAX(seq) FROM events WHERE board_id=? AND epoch=?",
                                  (board_id, epoch)).fetchone()
        return row[0] or 0

    def record_event(self, board_id, epoch, message):
        """Store one event; False if it was already stored. Raises ValueError for an event that
        does not fit the record (a move for an unknown game): the caller reports it."""
        now = time.time()
        with self.lock:
            db = self.db
            db.execute("BEGIN IMMEDIATE")
            try:
                try:
                    db.execute("INSERT INTO events VALUES (?, ?, ?, ?, ?, ?)",
                               (board_id, epoch, message["seq"], message["t"], json.dumps(message), now))
                except sqlite3.IntegrityError:
                    db.execute("ROLLBACK")
                    return False
                self._apply(board_id, epoch, message, now)
                db.execute("COMMIT")
                return True
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def _game_id(self, board_id, epoch, game_no):
        row = self.db.execute("SELECT id FROM games WHERE board_id=? AND epoch=? AND game_no=?",
                              (board_id, epoch, game_no)).fetchone()
        if row is None:
            raise ValueError("event for unknown game %s/%s/%s" % (board_id, epoch, game_no))
        return row[0]

    def _apply(self, board_id, epoch, message, now):
        kind = message["t"]
        if kind == "game":
            self._supersede(board_id, epoch, message["game"], now)
            seat = self.db.execute("SELECT p1, p2, tournament, round, board_no FROM seats WHERE board_id=?",
                                   (board_id,)).fetchone() or (None,) * 5
            self.db.execute("INSERT INTO games (board_id, epoch, game_no, started, settings, p1, p2, tournament, round,"
                            " board_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (board_id, epoch, message["game"], now, json.dumps(message["settings"])) + tuple(seat))
        elif kind == "move":
            game_id = self._game_id(board_id, epoch, message["game"])
            clocks = message.get("clocks") or [None, None]
            self.db.execute("INSERT INTO moves (game_id, n, point, colour, received, used_ms, clock_p1_ms, clock_p2_ms)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            (game_id, message["n"], message["point"], message["colour"], now, message.get("used"),
                             clocks[0], clocks[1]))
        elif kind == "undo":
            # The move stays in the event log; the game's record loses it, and any result it made.
            game_id = self._game_id(board_id, epoch, message["game"])
            self.db.execute("DELETE FROM moves WHERE game_id=? AND n>=?", (game_id, message["n"]))
            self.db.execute("UPDATE games SET winner=NULL, reason=NULL, line=NULL, ended=NULL WHERE id=?", (game_id,))
        elif kind == "result":
            game_id = self._game_id(board_id, epoch, message["game"])
            self.db.execute("UPDATE games SET winner=?, reason=?, line=?, ended=? WHERE id=?",
                            (message["winner"], message["reason"], json.dumps(message["line"]), now, game_id))

    def _supersede(self, board_id, epoch, game_no, now):
        """A new game on a board ends its unfinished ones: one without a move was never played (the
        board restarts an empty game for new settings) and leaves the record; one with moves was
        abandoned (new_game force=true). Their events stay in the event log."""
        for game_id, moves in self.db.execute(
                "SELECT g.id, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id) FROM games g"
                " WHERE g.board_id=? AND g.epoch=? AND g.game_no<? AND g.winner IS NULL AND g.reason IS NULL",
                (board_id, epoch, game_no)).fetchall():
            if moves:
                self.db.execute("UPDATE games SET reason=?, ended=? WHERE id=?", (ABANDONED, now, game_id))
            else:
                self.db.execute("DELETE FROM games WHERE id=?", (game_id,))

    def save_status(self, statuses):
        """The daemon's view of each board, for `python -m host status` in another process.
        Rewritten every second, so not worth a disk flush: committed without one (the next event's
        flush carries it), which keeps the store lock, and the events waiting on it, brief."""
        now = time.time()
        rows = [(status["port"], json.dumps(status), now) for status in statuses]
        with self.lock:
            self.db.execute("PRAGMA synchronous=NORMAL")
            try:
                self.db.execute("BEGIN")
                self.db.executemany("INSERT OR REPLACE INTO board_status VALUES (?, ?, ?)", rows)
                self.db.execute("COMMIT")
            finally:
                self.db.execute("PRAGMA synchronous=FULL")

    def statuses(self):
        return [(json.loads(s), updated) for s, updated in
                self.db.execute("SELECT status, updated FROM board_status ORDER BY port")]

    # -- reading ----------------------------------------------------------------------------------
    def games(self):
        return self.db.execute(
            "SELECT g.id, g.board_id, g.started, COUNT(m.n), g.winner, g.reason FROM games g"
            " LEFT JOIN moves m ON m.game_id = g.id GROUP BY g.id ORDER BY g.id").fetchall()

    def game(self, game_id):
        row = self.db.execute("SELECT id, board_id, epoch, game_no, started, settings, winner, reason, line, ended"
                              " FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            return None
        keys = ("id", "board", "epoch", "game_no", "started", "settings", "winner", "reason", "line", "ended")
        game = dict(zip(keys, row))
        game["settings"] = json.loads(game["settings"])
        game["line"] = json.loads(game["line"]) if game["line"] else []
        game["moves"] = [dict(zip(("n", "point", "colour", "used_ms", "clock_p1_ms", "clock_p2_ms"), m))
                         for m in self.db.execute("SELECT n, point, colour, used_ms, clock_p1_ms, clock_p2_ms"
                                                  " FROM moves WHERE game_id=? ORDER BY n", (game_id,))]
        game["events"] = [json.loads(body) for (body,) in self.db.execute(
            "SELECT body FROM events WHERE board_id=? AND epoch=? AND json_extract(body, '$.game')=? ORDER BY seq",
            (game["board"], game["epoch"], game["game_no"]))]
        return game

    # -- commands for boards ----------------------------------------------------------------------
    # A command is bound to the game its board was on when it was queued (the newest game this
    # store knows of): the connection sends it only while the board is still on that game, so an
    # `adjudicate` meant for yesterday's game never ends today's. It waits at most its lifetime.
    def board_known(self, board_id):
        row = self.db.execute("SELECT 1 FROM boards WHERE board_id=? UNION SELECT 1 FROM games WHERE board_id=?",
                              (board_id, board_id)).fetchone()
        return row is not None

    def board_ids(self):
        return [board for (board,) in self.db.execute(
            "SELECT board_id FROM boards UNION SELECT board_id FROM games ORDER BY 1")]

    def current_game(self, board_id):
        """(epoch, game number) of the newest game recorded for a board, or (None, None)."""
        row = self.db.execute("SELECT epoch, game_no FROM games WHERE board_id=? ORDER BY id DESC LIMIT 1",
                              (board_id,)).fetchone()
        return (row[0], row[1]) if row else (None, None)

    def queue_command(self, board_id, name, args, lifetime=COMMAND_LIFETIME, bound=True):
        """Queue a command for a board's current game (bound=False: for whatever game it is on)."""
        with self.lock:
            epoch, game = self.current_game(board_id) if bound else (None, None)
            now = time.time()
            # A board remembers its last answers by command id (a resent command is answered, not
            # done again). A new store's ids must not meet the answers an old store's got from a
            # board that stayed on, so its first id is drawn at random; the others follow it.
            first = self.db.execute("SELECT 1 FROM commands LIMIT 1").fetchone() is None
            command_id = random.randrange(1 << 20, 1 << 29) if first else None
            cursor = self.db.execute(
                "INSERT INTO commands (id, board_id, name, args, created, epoch, game, expires)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (command_id, board_id, name, json.dumps(args), now, epoch, game, now + lifetime))
            return cursor.lastrowid

    def pending_commands(self, board_id):
        """A board's commands still to send, oldest first: (id, name, args, epoch, game), epoch and
        game None when unbound. One look at the table serves every board for COMMANDS_FRESH
        seconds: a hall's fifty connection threads do not each query it."""
        with self.lock:
            now = time.monotonic()
            if now >= self._pending_until:
                pending = {}
                for command_id, board, name, args, epoch, game in self.db.execute(
                        "SELECT id, board_id, name, args, epoch, game FROM commands WHERE replied IS NULL"
                        " AND cancelled IS NULL AND expires > ? ORDER BY id", (time.time(),)):
                    pending.setdefault(board, []).append((command_id, name, args, epoch, game))
                self._pending = pending
                self._pending_until = now + COMMANDS_FRESH
            return list(self._pending.get(board_id, ()))

    def command_sent(self, command_id):
        with self.lock:
            self.db.execute("UPDATE commands SET sent=? WHERE id=?", (time.time(), command_id))

    def command_replied(self, command_id, ok, detail):
        with self.lock:
            self.db.execute("UPDATE commands SET ok=?, detail=?, replied=? WHERE id=? AND replied IS NULL",
                            (1 if ok else 0, detail, time.time(), command_id))
            for commands in self._pending.values():  # answered: not to be sent again from the last look
                commands[:] = [c for c in commands if c[0] != command_id]

    def cancel_command(self, command_id):
        """Withdraw a command not yet answered. Returns the command as it now stands, or None."""
        with self.lock:
            self.db.execute("UPDATE commands SET cancelled=? WHERE id=? AND replied IS NULL AND cancelled IS NULL",
                            (time.time(), command_id))
            for commands in self._pending.values():
                commands[:] = [c for c in commands if c[0] != command_id]
        return self.command(command_id)

    _COMMAND_COLUMNS = ("id", "board", "name", "args", "created", "epoch", "game", "expires", "sent", "ok", "detail",
                        "replied", "cancelled")

    def _command_dict(self, row):
        command = dict(zip(self._COMMAND_COLUMNS, row))
        command["args"] = json.loads(command["args"])
        if command["cancelled"] is not None:
            state = "cancelled"
        elif command["replied"] is not None and command["sent"] is None:
            state = "not sent"  # answered by the host: the board's game was no longer the one meant
        elif command["replied"] is not None:
            state = "done" if command["ok"] else "refused"
        elif command["expires"] is not None and command["expires"] <= time.time():
            state = "expired"
        else:
            state = "sent" if command["sent"] is not None else "queued"
        command["state"] = state
        return command

    def command(self, command_id):
        row = self.db.execute("SELECT %s FROM commands WHERE id=?" % ", ".join(
            c if c != "board" else "board_id" for c in self._COMMAND_COLUMNS), (command_id,)).fetchone()
        return None if row is None else self._command_dict(row)

    def commands(self, every=False, limit=50):
        """Commands newest last: those still waiting, or (every) the last `limit` of all."""
        columns = ", ".join(c if c != "board" else "board_id" for c in self._COMMAND_COLUMNS)
        if every:
            rows = self.db.execute("SELECT * FROM (SELECT %s FROM commands ORDER BY id DESC LIMIT ?) ORDER BY id"
                                   % columns, (limit,))
        else:
            rows = self.db.execute("SELECT %s FROM commands WHERE replied IS NULL AND cancelled IS NULL"
                                   " AND expires > ? ORDER BY id" % columns, (time.time(),))
        return [self._command_dict(row) for row in rows]

    # -- the daemon's heartbeat ---------------------------------------------------------------------
    def daemon_beat(self, pid, started, mode):
        """The daemon is alive (every status write): `status` tells a live view from a stale one."""
        with self.lock:
            self.db.execute("INSERT OR REPLACE INTO daemons (pid, started, beat, mode) VALUES (?, ?, ?, ?)",
                            (pid, started, time.time(), mode))

    def daemon_stopped(self, pid):
        with self.lock:
            self.db.execute("UPDATE daemons SET mode = mode || ' (stopped)', beat=? WHERE pid=?", (time.time(), pid))

    def daemons(self):
        """[(pid, started, beat, mode, running)], newest first."""
        now = time.time()
        return [(pid, started, beat, mode, now - beat <= DAEMON_FRESH and not mode.endswith("(stopped)"))
                for pid, started, beat, mode in self.db.execute(
                    "SELECT pid, started, beat, mode FROM daemons ORDER BY beat DESC")]

    def forget_stale_status(self):
        """Rows of the status view no live daemon writes any more (a port served yesterday)."""
        with self.lock:
            stale = time.time() - DAEMON_FRESH
            self.db.execute("DELETE FROM board_status WHERE updated < ?", (stale,))
            self.db.execute("DELETE FROM daemons WHERE beat < ? OR mode LIKE '%(stopped)'", (stale,))
