"""The game store: SQLite, one file. Every board event is stored exactly once, in order.

Events are keyed by (board, epoch, seq): a replayed event is recognised and skipped, so the board
may resend as often as it likes. Each event also updates the games and moves tables in the same
transaction, so the tables never disagree with the event log.
"""

import json
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
    used_ms INTEGER,
    clock_p1_ms INTEGER,
    clock_p2_ms INTEGER,
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

# Columns added after a table was first created: (table, column, declaration).
MIGRATIONS = (
    ("moves", "used_ms", "INTEGER"),
    ("moves", "clock_p1_ms", "INTEGER"),
    ("moves", "clock_p2_ms", "INTEGER"),
)


class Store:
    def __init__(self, path):
        self.path = str(path)
        self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self.db.execute("PRAGMA journal_mode=WAL")  # readers (the CLI) never block the daemon
        self.db.execute("PRAGMA synchronous=FULL")  # a stored event survives the host's power cut
        self.db.executescript(SCHEMA)
        for table, column, declaration in MIGRATIONS:
            columns = [row[1] for row in self.db.execute("PRAGMA table_info(%s)" % table)]
            if column not in columns:
                self.db.execute("ALTER TABLE %s ADD COLUMN %s %s" % (table, column, declaration))
        self.lock = threading.Lock()
        self._pending = {}  # board -> its unanswered commands, as of the last look
        self._pending_until = 0.0  # monotonic time until which that look is fresh

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
            self.db.execute("INSERT INTO games (board_id, epoch, game_no, started, settings) VALUES (?, ?, ?, ?, ?)",
                            (board_id, epoch, message["game"], now, json.dumps(message["settings"])))
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
    def queue_command(self, board_id, name, args):
        with self.lock:
            cursor = self.db.execute("INSERT INTO commands (board_id, name, args, created) VALUES (?, ?, ?, ?)",
                                     (board_id, name, json.dumps(args), time.time()))
            return cursor.lastrowid

    def pending_commands(self, board_id):
        """A board's unanswered commands, oldest first. One look at the table serves every board
        for COMMANDS_FRESH seconds: a hall's fifty connection threads do not each query it."""
        with self.lock:
            now = time.monotonic()
            if now >= self._pending_until:
                pending = {}
                for command_id, board, name, args in self.db.execute(
                        "SELECT id, board_id, name, args FROM commands WHERE replied IS NULL ORDER BY id"):
                    pending.setdefault(board, []).append((command_id, name, args))
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

    def command(self, command_id):
        row = self.db.execute("SELECT board_id, name, args, sent, ok, detail, replied FROM commands WHERE id=?",
                              (command_id,)).fetchone()
        if row is None:
            return None
        return dict(zip(("board", "name", "args", "sent", "ok", "detail", "replied"), row))
