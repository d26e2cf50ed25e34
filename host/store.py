"""The game store: SQLite, one file. Every board event is stored exactly once, in order.

Events are keyed by (board, epoch, seq): a replayed event is recognised and skipped, so the board
may resend as often as it likes. Each event also updates the games and moves tables in the same
transaction, so the tables never disagree with the event log. An event the game does not allow (a
move on an occupied point, out of turn, after the end) is kept in the event log, marked refused
with the reason, and left out of the game record: what `host show` reads is always a valid game.

Opening modes: DAEMON (creates the folder and the file private to the user, takes the lock that
keeps a second daemon off the same file, brings the schema up to date), READ (the file must exist;
opened read-only: nothing is created or changed) and WRITE (an existing store, for queuing commands;
tools and tests that create a store use it with create=True). Every problem with the file is a
StoreError whose text is one line for the operator.
"""

import json
import os
import random
import sqlite3
import threading
import time

from shared_rules.board import Board, COLOUR_NAMES, PointError, OccupiedError
from shared_rules.protocol_check import check_command
from shared_rules.terms import PASS, colour_of_move, parse_move

DAEMON = "daemon"
READ = "read"
WRITE = "write"


class StoreError(Exception):
    """A store that cannot be used as asked; str() is one line for the operator."""


class RefusedEvent(ValueError):
    """An event the game does not allow: kept in the event log, refused by the record."""

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
COMMAND_LIFETIME = 120.0  # seconds a command waits for its board by default, then expires unsent
DAEMON_FRESH = 5.0  # a daemon whose heartbeat is older than this is not running

# Games that are over: a result, or abandoned (a new game forced on the board while it went on).
ABANDONED = "abandoned"


def _add_column(db, table, column, declaration):
    if column not in [row[1] for row in db.execute("PRAGMA table_info(%s)" % table)]:
        db.execute("ALTER TABLE %s ADD COLUMN %s %s" % (table, column, declaration))


def _add_columns(db, table, declarations):
    for column, declaration in declarations:
        _add_column(db, table, column, declaration)


# The schema's history: PRAGMA user_version is the number of steps a store has had. A change to the
# schema is a new step at the end, never an edit of an old one (stores in the field have run it).
# A store made before the versions (version 0) may already hold some of step 2's columns.
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
    # begins, and again at its first move (Store._seat_game).
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


def _step_refused(db):
    # Events the record refused keep their reason next to them in the event log.
    _add_column(db, "events", "refused", "TEXT")


def _step_player_identity(db):
    # A player is one person: a federation id beside name, club and rating, and the duplicates older
    # hosts made (a name seated without a club, then imported with one) joined into one player.
    _add_column(db, "players", "fed_id", "TEXT NOT NULL DEFAULT ''")
    duplicates = db.execute("SELECT bare.id, (SELECT MIN(c.id) FROM players c WHERE c.name = bare.name COLLATE NOCASE"
                            " AND c.club <> '') FROM players bare WHERE bare.club = '' AND (SELECT COUNT(*) FROM"
                            " players c WHERE c.name = bare.name COLLATE NOCASE AND c.club <> '') = 1").fetchall()
    for bare, known in duplicates:
        met = db.execute("SELECT 1 FROM games WHERE (p1=? AND p2=?) OR (p1=? AND p2=?) UNION SELECT 1 FROM seats"
                         " WHERE (p1=? AND p2=?) OR (p1=? AND p2=?)", (bare, known, known, bare) * 2).fetchone()
        if not met:  # two who played each other are two people, whatever their names
            merge_player_rows(db, bare, known)


def _step_reviews(db):
    # The engine's review of a game (`tengen-host hints GAME --save`): one row a move, the engine's
    # best move there and the mover's chance of winning before and after (host/engine_review.py).
    # Kept here beside the game rather than in a file beside its record: the archive reads it in the
    # same query as the game, a backup of the store keeps it, and a game's record stays what the
    # board said (a review is an opinion about it, made again whenever wanted).
    db.execute("CREATE TABLE IF NOT EXISTS reviews (game_id INTEGER NOT NULL REFERENCES games(id), n INTEGER NOT NULL,"
               " played TEXT NOT NULL, best TEXT, before REAL, after REAL, made REAL NOT NULL, PRIMARY KEY (game_id, n))")


def _step_review_missed_wins(db):
    # The forced win (VCF or VCT) a reviewed move missed, beside the move's row: its kind and line
    # as text ("vcf k8 l8 k11 k12 k7", host/forced_win.py), NULL where none was missed.
    _add_column(db, "reviews", "missed", "TEXT")


def _step_director(db):
    # A director's tournament (host/director.py): an event's rules (system, rounds, tie-breaks in
    # order, the colour of start number 1 in round 1, a round robin's cycles), its entrants (start number, the round they
    # joined, the round they withdrew before), its rounds' pairings, one row a board (P2 NULL:
    # a bye), with the result the director entered (a forfeit; NULL: the game's own), and the byes
    # players asked for.
    db.execute("CREATE TABLE IF NOT EXISTS event_rules (tournament INTEGER PRIMARY KEY REFERENCES tournaments(id),"
               " system TEXT NOT NULL, rounds INTEGER NOT NULL, tiebreaks TEXT NOT NULL, first_colour TEXT NOT NULL,"
               " cycles INTEGER NOT NULL DEFAULT 1)")
    db.execute("CREATE TABLE IF NOT EXISTS entrants (tournament INTEGER NOT NULL REFERENCES tournaments(id),"
               " player INTEGER NOT NULL REFERENCES players(id), number INTEGER, joined INTEGER NOT NULL,"
               " withdrew INTEGER, PRIMARY KEY (tournament, player))")
    db.execute("CREATE TABLE IF NOT EXISTS round_pairings (tournament INTEGER NOT NULL REFERENCES tournaments(id),"
               " round INTEGER NOT NULL, board INTEGER NOT NULL, p1 INTEGER NOT NULL REFERENCES players(id),"
               " p2 INTEGER REFERENCES players(id), result TEXT, made REAL NOT NULL, PRIMARY KEY (tournament, round, board))")
    # A round a player asked not to be paired in: "H" a half-point bye, "Z" a zero-point one.
    db.execute("CREATE TABLE IF NOT EXISTS bye_requests (tournament INTEGER NOT NULL REFERENCES tournaments(id),"
               " round INTEGER NOT NULL, player INTEGER NOT NULL REFERENCES players(id), code TEXT NOT NULL,"
               " PRIMARY KEY (tournament, round, player))")


def moves_hash(moves_key):
    """A game's moves (Record.moves_key(): "h8 h9 ... pass ...") as a 64-bit number: the indexed
    column an import finds the games with those moves by (the players, date and event then say
    whether one is the same game: Record.same_game)."""
    import hashlib

    return int.from_bytes(hashlib.blake2b(moves_key.encode(), digest_size=8).digest(), "big", signed=True)


def _step_archive_indexes(db):
    # A federation's archive (150,000 games, thousands of players) read and written at the speed of
    # SQLite: a player found by the lower-case name (the index serves `name_key = lower(?)`, which
    # `name = ? COLLATE NOCASE` against UNIQUE (name, club) did not: a table scan a look-up); an
    # imported game by the hash of its moves (no re-reading the store to know what it holds); a
    # player's games and an event's games through their columns' indexes.
    if "name_key" not in [row[1] for row in db.execute("PRAGMA table_xinfo(players)")]:
        db.execute("ALTER TABLE players ADD COLUMN name_key TEXT GENERATED ALWAYS AS (lower(name)) VIRTUAL")
    db.execute("CREATE INDEX IF NOT EXISTS players_name_key ON players (name_key)")
    _add_column(db, "games", "moves_hash", "INTEGER")
    rows = db.execute("SELECT g.id, (SELECT group_concat(point, ' ') FROM (SELECT point FROM moves m WHERE"
                      " m.game_id = g.id ORDER BY n)) FROM games g WHERE g.board_id = 'import'")
    db.executemany("UPDATE games SET moves_hash=? WHERE id=?", ((moves_hash(moves or ""), game_id)
                                                                for game_id, moves in rows.fetchall()))
    for column in ("moves_hash", "p1", "p2", "tournament"):
        db.execute("CREATE INDEX IF NOT EXISTS games_%s ON games (%s)" % (column, column))
    db.execute("CREATE INDEX IF NOT EXISTS corrections_game ON corrections (game_id)")  # listings ask it of every game


# A game's moves as readers see them, whichever way they are stored: a board's game one row a move
# (written as it is played, with its times and clocks), a game imported from a file without times in
# one row, games.move_list ("h8 h9 ... pass", Black first; games.move_count says how many): a
# federation's 150,000 games would otherwise be 6 million rows, as costly to write as everything
# else of the import together.
GAME_MOVES_VIEW = """CREATE VIEW IF NOT EXISTS game_moves
        (game_id, n, point, colour, used_ms, clock_p1_ms, clock_p2_ms) AS
    SELECT game_id, n, point, colour, used_ms, clock_p1_ms, clock_p2_ms FROM moves
    UNION ALL
    SELECT g.id, j.key + 1, j.value, CASE j.key % 2 WHEN 0 THEN 'black' ELSE 'white' END, NULL, NULL, NULL
    FROM games g, json_each('["' || replace(g.move_list, ' ', '","') || '"]') j WHERE g.move_list <> ''"""

# The number of moves of the game `g` (a games row so aliased), either way stored, for listings: a
# correlated subquery on the view above would read every game's moves (SQLite pushes a constant
# game id into both halves of the view, not another table's column).
MOVE_COUNT = "COALESCE(g.move_count, (SELECT COUNT(*) FROM moves m WHERE m.game_id = g.id))"


def _listed_moves(game_id, move_list):
    """The rows of GAME_MOVES_VIEW for a games.move_list: (game id, n, point, colour, no time, no clocks)."""
    return [(game_id, n, point, "black" if n % 2 else "white", None, None, None)
            for n, point in enumerate(move_list.split(), 1)]


def unfold_moves(db, game_id):
    """A game's moves held in one row (games.move_list) as one row a move, as a board's game has
    them: for the times and clocks a file brings later for an imported game."""
    row = db.execute("SELECT started, move_list FROM games WHERE id=?", (game_id,)).fetchone()
    if row is None or row[1] is None:
        return
    started, names = row
    db.executemany("INSERT INTO moves (game_id, n, point, colour, received) VALUES (?, ?, ?, ?, ?)",
                   [move[:4] + (started,) for move in _listed_moves(game_id, names)])
    db.execute("UPDATE games SET move_list=NULL, move_count=NULL WHERE id=?", (game_id,))


def _step_imported_moves(db):
    # The imported games whose moves carry no time or clock move to one row; the rest keep theirs.
    _add_columns(db, "games", (("move_list", "TEXT"), ("move_count", "INTEGER")))
    db.execute(GAME_MOVES_VIEW)
    untimed = ("g.board_id = 'import' AND g.move_list IS NULL AND NOT EXISTS (SELECT 1 FROM moves m WHERE m.game_id"
               " = g.id AND (m.used_ms IS NOT NULL OR m.clock_p1_ms IS NOT NULL OR m.clock_p2_ms IS NOT NULL))")
    db.execute("CREATE TEMP TABLE one_row AS SELECT g.id FROM games g WHERE " + untimed)
    db.execute("UPDATE games SET move_list = (SELECT COALESCE(group_concat(point, ' '), '') FROM (SELECT point FROM"
               " moves m WHERE m.game_id = games.id ORDER BY n)), move_count = (SELECT COUNT(*) FROM moves m WHERE"
               " m.game_id = games.id) WHERE id IN (SELECT id FROM temp.one_row)")
    db.execute("DELETE FROM moves WHERE game_id IN (SELECT id FROM temp.one_row)")
    db.execute("DROP TABLE temp.one_row")


MIGRATIONS = [
    _step_tables,
    _step_move_clocks,
    _step_command_binding,
    _step_daemon_heartbeat,
    _step_records,
    _step_refused,
    _step_player_identity,
    _step_reviews,
    _step_review_missed_wins,
    _step_director,
    _step_archive_indexes,
    _step_imported_moves,
]
SCHEMA_STEPS = MIGRATIONS
SCHEMA_VERSION = len(MIGRATIONS)


def _private_folder(folder):
    """Create folder (and its parents) readable by this user only; StoreError if that fails."""
    if not folder or os.path.isdir(folder):
        return
    try:
        os.makedirs(folder, mode=0o700)
        # makedirs' mode passes through the umask. On Windows a mode is only the read-only bit: the
        # folder gets the user profile's access rules instead, which are already private to the user.
        os.chmod(folder, 0o700)
    except OSError as error:
        raise StoreError("cannot create the folder %s: %s" % (folder, error.strerror or error))


class DaemonLock:
    """One daemon per store: an exclusive lock on STORE.lock, held while the daemon runs (the
    system lets go when the process ends, even by kill -9: flock on Linux and macOS, a locked byte
    range on Windows). The holder's pid is in STORE.pid, for the message to the second daemon."""

    def __init__(self, path):
        # Imported here: filelock picks the platform's lock when it is imported, and only the daemon locks.
        from filelock import FileLock, Timeout

        self.path = path + ".lock"
        self.pid_path = path + ".pid"
        self.file_lock = FileLock(self.path, mode=0o600, thread_local=False)
        try:
            self.file_lock.acquire(blocking=False)
        except Timeout:
            try:
                with open(self.pid_path, encoding="ascii", errors="replace") as stream:
                    other = stream.read(32).strip() or "?"
            except OSError:
                other = "?"
            raise StoreError("another daemon (pid %s) is already recording into %s; stop it first, or give"
                             " this one its own --db" % (other, path))
        except OSError as error:
            raise StoreError("cannot create the lock file %s: %s" % (self.path, error.strerror or error))
        try:
            fd = os.open(self.pid_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="ascii") as stream:
                stream.write("%d\n" % os.getpid())
        except OSError as error:
            self.file_lock.release()
            raise StoreError("cannot write %s: %s" % (self.pid_path, error.strerror or error))

    def release(self):
        self.file_lock.release()


class Store:
    def __init__(self, path, mode=WRITE, create=True):
        self.path = str(path)
        self.mode = mode
        self.daemon_lock = None
        self.lock = threading.Lock()
        self._pending = {}  # board -> its unanswered commands, as of the last look
        self._pending_until = 0.0  # monotonic time until which that look is fresh
        self._refused_column = None  # the events' column of refusals, once game() has asked for it
        if os.path.isdir(self.path):
            raise StoreError("%s is a folder, not a game store (--db names the file)" % self.path)
        exists = os.path.exists(self.path)
        if not exists and (mode == READ or not create):
            raise StoreError("no game store at %s (the daemon creates it when it first runs; check --db)" % self.path)
        if mode == DAEMON:
            _private_folder(os.path.dirname(self.path))
            self.daemon_lock = DaemonLock(self.path)
        try:
            self._open(exists)
        except sqlite3.Error as error:
            self.close()
            raise StoreError(describe(error, self.path))

    def _open(self, exists):
        if self.mode == READ:
            # Read-only: nothing created or changed, and a file this user may only read still works.
            uri = "file:%s?mode=ro" % _uri_path(self.path)
            self.db = sqlite3.connect(uri, uri=True, check_same_thread=False, isolation_level=None)
            self._check_readable()
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version != len(MIGRATIONS):
                raise StoreError("%s has schema %d and this host reads schema %d: %s" % (
                    self.path, version, len(MIGRATIONS), "start the daemon once to bring it up to date (nothing is"
                    " lost)" if version < len(MIGRATIONS) else "it was written by a newer Tengen host"))
            return
        if not exists:
            # Created private to the user running the daemon (the database, its WAL and shm files).
            os.close(os.open(self.path, os.O_RDWR | os.O_CREAT, 0o600))
        self.db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._check_readable()
        self.db.execute("PRAGMA journal_mode=WAL")  # readers (the CLI) never block the daemon
        self.db.execute("PRAGMA synchronous=FULL")  # a stored event survives the host's power cut
        version = self.db.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise StoreError("%s was written by a newer Tengen host (schema %d; this host knows %d)"
                             % (self.path, version, len(MIGRATIONS)))
        for step in range(version, len(MIGRATIONS)):
            self.db.execute("BEGIN IMMEDIATE")
            try:
                MIGRATIONS[step](self.db)
                self.db.execute("PRAGMA user_version=%d" % (step + 1))
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise

    def _check_readable(self):
        # SQLite reads the file only when asked something: ask now, so a file that is no store
        # fails here, with one line, instead of in the middle of a command.
        self.db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()

    def close(self):
        db = getattr(self, "db", None)
        if db is not None:
            db.close()
            self.db = None
        if self.daemon_lock is not None:
            self.daemon_lock.release()
            self.daemon_lock = None

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
        """Store one event; False if it was already stored (a replay: nothing changes). Raises
        RefusedEvent for an event the game does not allow: it is kept in the event log, marked
        refused, and the game record does not take it; the caller tells the board why."""
        now = time.time()
        with self.lock:
            db = self.db
            db.execute("BEGIN IMMEDIATE")
            try:
                try:
                    db.execute("INSERT INTO events (board_id, epoch, seq, kind, body, received) VALUES (?, ?, ?, ?, ?, ?)",
                               (board_id, epoch, message["seq"], message["t"], json.dumps(message), now))
                except sqlite3.IntegrityError:
                    db.execute("ROLLBACK")
                    return False
                try:
                    self._apply(board_id, epoch, message, now)
                except RefusedEvent as refusal:
                    db.execute("UPDATE events SET refused=? WHERE board_id=? AND epoch=? AND seq=?",
                               (str(refusal), board_id, epoch, message["seq"]))
                    db.execute("COMMIT")
                    raise
                db.execute("COMMIT")
                return True
            except RefusedEvent:
                raise
            except BaseException:
                db.execute("ROLLBACK")
                raise

    def record_refused(self, board_id, epoch, message, reason):
        """Keep an event the record cannot take at all (it breaks the protocol: a point off the
        board, a field of the wrong type) in the event log, marked refused with the reason, so its
        number is taken and the board's later events go on; the games and moves are not touched.
        False if that number was stored already (a replay)."""
        body = _strict_json(message)
        kind = message.get("t") if isinstance(message.get("t"), str) else "?"
        with self.lock:
            try:
                self.db.execute("INSERT INTO events (board_id, epoch, seq, kind, body, received, refused)"
                                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                                (board_id, epoch, message["seq"], kind[:32], body, time.time(), reason))
            except sqlite3.IntegrityError:
                return False
        return True

    def _game_row(self, board_id, epoch, game_no):
        row = self.db.execute("SELECT id, winner FROM games WHERE board_id=? AND epoch=? AND game_no=?",
                              (board_id, epoch, game_no)).fetchone()
        if row is None:
            raise RefusedEvent("no game %s began on this board (epoch %s)" % (game_no, epoch))
        return row

    def _apply(self, board_id, epoch, message, now):
        # Every check comes before the first write: a refused event changes nothing but its mark.
        kind = message["t"]
        if kind == "game":
            row = self.db.execute("SELECT id, winner, reason FROM games WHERE board_id=? AND epoch=? AND game_no=?",
                                  (board_id, epoch, message["game"])).fetchone()
            if row is not None:
                if row[1] is not None or row[2] is not None or \
                        self.db.execute("SELECT 1 FROM game_moves WHERE game_id=?", (row[0],)).fetchone():
                    raise RefusedEvent("game %d has already begun" % message["game"])
                # The board's game not begun took new settings (its menu before the first stone):
                # the same game, with them.
                self.db.execute("UPDATE games SET settings=? WHERE id=?", (json.dumps(message["settings"]), row[0]))
                return
            self._supersede(board_id, epoch, message["game"], now)
            seat = self.db.execute("SELECT p1, p2, tournament, round, board_no FROM seats WHERE board_id=?",
                                   (board_id,)).fetchone() or (None,) * 5
            self.db.execute("INSERT INTO games (board_id, epoch, game_no, started, settings, p1, p2, tournament, round,"
                            " board_no) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                            (board_id, epoch, message["game"], now, json.dumps(message["settings"])) + tuple(seat))
        elif kind == "move":
            game_id, winner = self._game_row(board_id, epoch, message["game"])
            self._check_move(game_id, winner, message)
            if message["n"] == 1:
                self._seat_game(board_id, game_id)
            clocks = message.get("clocks") or [None, None]
            self.db.execute("INSERT INTO moves (game_id, n, point, colour, received, used_ms, clock_p1_ms, clock_p2_ms)"
                            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                            (game_id, message["n"], message["point"], message["colour"], now, message.get("used"),
                             clocks[0], clocks[1]))
        elif kind == "undo":
            # The move stays in the event log; the game's record loses it, and any result it made.
            game_id = self._game_row(board_id, epoch, message["game"])[0]
            last = self.db.execute("SELECT MAX(n) FROM game_moves WHERE game_id=?", (game_id,)).fetchone()[0] or 0
            if message["n"] != last or last == 0:
                raise RefusedEvent("undo of move %d, but the game's last move is %d" % (message["n"], last))
            self.db.execute("DELETE FROM moves WHERE game_id=? AND n>=?", (game_id, message["n"]))
            self.db.execute("UPDATE games SET winner=NULL, reason=NULL, line=NULL, ended=NULL WHERE id=?", (game_id,))
        elif kind == "result":
            game_id, winner = self._game_row(board_id, epoch, message["game"])
            if winner is not None:
                raise RefusedEvent("game %d has already ended" % message["game"])
            self.db.execute("UPDATE games SET winner=?, reason=?, line=?, ended=? WHERE id=?",
                            (message["winner"], message["reason"], json.dumps(message["line"]), now, game_id))
        elif "game" in message:  # clock, claim, opening, anomaly: kept in the event log, of a known game
            self._game_row(board_id, epoch, message["game"])

    def _seat_game(self, board_id, game_id):
        """A game's players, event, round and board number are those seated at its board when its
        first move is made: a pairing given after the board was cleared (the empty game began) is
        the game's, an earlier round's is not (host/tournament_record.py re-seats an empty game)."""
        seat = self.db.execute("SELECT p1, p2, tournament, round, board_no FROM seats WHERE board_id=?",
                               (board_id,)).fetchone() or (None,) * 5
        self.db.execute("UPDATE games SET p1=?, p2=?, tournament=?, round=?, board_no=? WHERE id=?",
                        tuple(seat) + (game_id,))

    def _supersede(self, board_id, epoch, game_no, now):
        """A new game on a board ends its unfinished ones: one without a move was never played (the
        board restarts an empty game for new settings) and leaves the record; one with moves was
        abandoned (new_game force=true). Their events stay in the event log."""
        for game_id, moves in self.db.execute(
                "SELECT g.id, " + MOVE_COUNT + " FROM games g"
                " WHERE g.board_id=? AND g.epoch=? AND g.game_no<? AND g.winner IS NULL AND g.reason IS NULL",
                (board_id, epoch, game_no)).fetchall():
            if moves:
                self.db.execute("UPDATE games SET reason=?, ended=? WHERE id=?", (ABANDONED, now, game_id))
            else:
                self.db.execute("DELETE FROM games WHERE id=?", (game_id,))

    def _check_move(self, game_id, winner, message):
        """Refuse a move the game does not allow, by shared_rules' board and move order: a move
        after the end, out of order or out of turn, off the board or on an occupied point."""
        if winner is not None:
            raise RefusedEvent("the game is over")
        moves = self.db.execute("SELECT point FROM game_moves WHERE game_id=? ORDER BY n", (game_id,)).fetchall()
        n = message["n"]
        if n != len(moves) + 1:
            raise RefusedEvent("move %d, but the record has %d moves" % (n, len(moves)))
        colour = COLOUR_NAMES[colour_of_move(n - 1)]
        if message["colour"] != colour:
            raise RefusedEvent("move %d is %s's, not %s's" % (n, colour, message["colour"]))
        board = Board()
        try:
            for index, (name,) in enumerate(moves + [(message["point"],)]):
                p = parse_move(name)
                if p != PASS:
                    board.place(p, colour_of_move(index))
        except (PointError, OccupiedError) as error:
            raise RefusedEvent(str(error))

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
            "SELECT g.id, g.board_id, g.started, %s, g.winner, g.reason FROM games g ORDER BY g.id"
            % MOVE_COUNT).fetchall()

    def game(self, game_id):
        """One game's record: settings, result, moves, and its events (those the record refused
        apart, in "refused", with their reasons); None if there is no such game."""
        if not isinstance(game_id, int) or not -2 ** 63 <= game_id < 2 ** 63:
            return None
        row = self.db.execute("SELECT id, board_id, epoch, game_no, started, settings, winner, reason, line, ended,"
                              " move_list FROM games WHERE id=?", (game_id,)).fetchone()
        if row is None:
            return None
        keys = ("id", "board", "epoch", "game_no", "started", "settings", "winner", "reason", "line", "ended")
        game = dict(zip(keys, row))
        game["settings"] = json.loads(game["settings"])
        game["line"] = json.loads(game["line"]) if game["line"] else []
        # As GAME_MOVES_VIEW reads them, the one row split here (an export reads 150,000 games).
        rows = _listed_moves(game_id, row[-1]) if row[-1] is not None else self.db.execute(
            "SELECT game_id, n, point, colour, used_ms, clock_p1_ms, clock_p2_ms FROM moves WHERE game_id=? ORDER BY n",
            (game_id,))
        game["moves"] = [dict(zip(("n", "point", "colour", "used_ms", "clock_p1_ms", "clock_p2_ms"), m[1:]))
                         for m in rows]
        refused = self._refused_column
        if refused is None:  # asked once: an export reads 150,000 games
            refused = self._refused_column = "refused" if "refused" in [
                c[1] for c in self.db.execute("PRAGMA table_info(events)")] else "NULL"
        game["events"] = []
        game["refused"] = []
        game["received"] = {}  # seq -> when the host stored the event (the record tells the time of day)
        for body, reason, received in self.db.execute(
                "SELECT body, %s, received FROM events WHERE board_id=? AND epoch=? AND json_extract(body, '$.game')=?"
                " ORDER BY seq" % refused, (game["board"], game["epoch"], game["game_no"])):
            event = json.loads(body)
            game["received"][event.get("seq")] = received
            if reason is None:
                game["events"].append(event)
            else:
                game["refused"].append((event, reason))
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

    def game_id(self, board_id, epoch, game_no):
        """The record's id of a board's game (as `games` lists it), or None if not recorded."""
        row = self.db.execute("SELECT id FROM games WHERE board_id=? AND epoch=? AND game_no=?",
                              (board_id, epoch, game_no)).fetchone()
        return row[0] if row else None

    def current_game(self, board_id):
        """(epoch, game number) of the newest game recorded for a board, or (None, None)."""
        row = self.db.execute("SELECT epoch, game_no FROM games WHERE board_id=? ORDER BY id DESC LIMIT 1",
                              (board_id,)).fetchone()
        return (row[0], row[1]) if row else (None, None)

    def queue_command(self, board_id, name, args, lifetime=COMMAND_LIFETIME, bound=True):
        """Queue a command for a board's current game (bound=False: for whatever game it is on).
        ProtocolError (a ValueError) if the protocol's table does not take its arguments: what is
        queued is what the board can read."""
        check_command(name, args)
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

    def command_replied(self, command_id, ok, detail, board_id=None):
        """A reply: from a board, taken only for a command sent to that board (board_id); the host's
        own answer (a command it no longer sends) gives none."""
        with self.lock:
            if board_id is None:
                self.db.execute("UPDATE commands SET ok=?, detail=?, replied=? WHERE id=? AND replied IS NULL",
                                (1 if ok else 0, detail, time.time(), command_id))
            else:
                self.db.execute("UPDATE commands SET ok=?, detail=?, replied=? WHERE id=? AND board_id=?"
                                " AND replied IS NULL", (1 if ok else 0, detail, time.time(), command_id, board_id))
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

    def first_command_id(self):
        """The id of the store's first command (None before any): people count commands from it."""
        return self.db.execute("SELECT MIN(id) FROM commands").fetchone()[0]

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

    def set_move_clock(self, game_id, n, seat, clock_ms, used_ms):
        """A recorded move's clock of one seat (P1/P2) and its time used, as another board knew them
        (a remote game: the mover's own board is the truth for the mover's time, host/remote.py)."""
        with self.lock:
            self.db.execute("UPDATE moves SET clock_p%d_ms=?, used_ms=COALESCE(?, used_ms) WHERE game_id=? AND n=?"
                            % (1 if seat == 1 else 2), (clock_ms, used_ms, game_id, n))

    # -- the engine's reviews -------------------------------------------------------------------------
    def save_review(self, game_id, moves):
        """A game's review replacing any earlier one: moves is [(n, played, best, before, after[,
        missed])], points as names (best None where the engine had none, the chances None where
        unknown, missed the forced win the move missed as text, or None)."""
        now = time.time()
        with self.lock:
            self.db.execute("BEGIN IMMEDIATE")
            try:
                self.db.execute("DELETE FROM reviews WHERE game_id=?", (game_id,))
                self.db.executemany("INSERT INTO reviews (game_id, n, played, best, before, after, missed, made)"
                                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                    [(game_id,) + (tuple(m) + (None,))[:6] + (now,) for m in moves])
                self.db.execute("COMMIT")
            except BaseException:
                self.db.execute("ROLLBACK")
                raise

    def review(self, game_id):
        """The game's saved review, [(n, played, best, before, after, missed)] by move, or [] if none."""
        return [tuple(row) for row in self.db.execute(
            "SELECT n, played, best, before, after, missed FROM reviews WHERE game_id=? ORDER BY n", (game_id,))]

    def forget_stale_status(self):
        """Rows of the status view no live daemon writes any more (a port served yesterday)."""
        with self.lock:
            stale = time.time() - DAEMON_FRESH
            self.db.execute("DELETE FROM board_status WHERE updated < ?", (stale,))
            self.db.execute("DELETE FROM daemons WHERE beat < ? OR mode LIKE '%(stopped)'", (stale,))


def _strict_json(message):
    """message as JSON SQLite's json functions read (they refuse NaN and Infinity): a field that
    holds one is kept as its Python text under "unreadable", never changed into something else."""
    try:
        return json.dumps(message, allow_nan=False)
    except ValueError:
        kept, unreadable = {}, {}
        for key, value in message.items():
            try:
                json.dumps(value, allow_nan=False)
                kept[key] = value
            except ValueError:
                unreadable[key] = repr(value)[:1000]
        kept["unreadable"] = unreadable
        return json.dumps(kept)


def _uri_path(path):
    from urllib.parse import quote

    return quote(os.path.abspath(path))


def describe(error, path):
    """One line for an SQLite error on the store at path."""
    text = str(error)
    if "no such table" in text or "no such column" in text:
        return "%s is not a Tengen game store (%s)" % (path, text)
    if isinstance(error, sqlite3.DatabaseError) and ("not a database" in text or "malformed" in text):
        return "%s is damaged or not a database (%s); restore it from a backup" % (path, text)
    if "readonly" in text or "read-only" in text:
        return "%s cannot be written (%s)" % (path, text)
    if "unable to open" in text:
        return "cannot open %s (%s)" % (path, text)
    return "%s: %s" % (path, text)


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
