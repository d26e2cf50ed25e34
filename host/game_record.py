"""One game's record, as every export format and every importer sees it.

A Record is plain data: who played (Black and White after any opening swap), where and when, under
which rules and opening regulation, every move (a point of shared_rules.board, or PASS) with the time
it took and both clocks after it, the opening's fifth-move offers and swaps, the result and why, and
whether the players confirmed it. Points are shared_rules.board points (0..224, a1 = 0); names in
either notation come from shared_rules.board, never from here.

A RenLib library is a tree, not a line: Record.tree holds it (Node objects) when a .lib was read,
and Record.moves is then its main line (first child at every step).

Record.from_store(game) builds a record from host.tournament_record.Records.game() (the store's game with its
seats and the arbiter's corrections), so every recorded game, a board's or one imported from a file,
exports; it is the one record `show`, `games`, `status`, the archive and every export read. Record.problems() reports messy data (a first move off h8, a repeated point, moves after a
five) in words, without refusing the record: real databases hold such games.
"""

import time
from operator import attrgetter

from shared_rules.board import Board, CENTRE, RIF, point_name
from shared_rules.fouls import five_line
from shared_rules.openings import opening_code, opening_name
from shared_rules.terms import PASS, P1, parse_move, move_name, colour_of_move
from shared_rules.journal import apply_event, game_from_settings

RESULTS = ("black", "white", "draw")


class Player:
    """A player as a score sheet names them. rating is text: "2150", "3d", "1 kyu"."""

    def __init__(self, name="", club="", country="", rating=""):
        self.name = name
        self.club = club
        self.country = country
        self.rating = rating

    def __eq__(self, other):
        return isinstance(other, Player) and vars(self) == vars(other)

    def __repr__(self):
        return "Player(%s)" % ", ".join("%s=%r" % kv for kv in vars(self).items() if kv[1])


class Move:
    """One move: point (PASS for a pass), the milliseconds it took, both clocks after it as
    (Black's, White's) milliseconds, a comment, and annotations (anomalies, claims: short texts)."""

    __slots__ = ("point", "used_ms", "clocks", "comment", "annotations")

    def __init__(self, point, used_ms=None, clocks=None, comment="", annotations=None):
        self.point = point
        self.used_ms = used_ms
        self.clocks = tuple(clocks) if clocks is not None else None
        self.comment = comment
        self.annotations = list(annotations or ())

    @property
    def is_pass(self):
        return self.point == PASS

    def name(self, notation=RIF):
        return "pass" if self.point == PASS else point_name(self.point, notation)

    def __eq__(self, other):
        return isinstance(other, Move) and all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    def __repr__(self):
        return "Move(%s)" % self.name()


class Node:
    """A node of a RenLib tree: the move that leads to it (PASS for a pass, None for the root or a
    label-only node), its comment and board text, RenLib's mark/start flags, and its children."""

    __slots__ = ("point", "comment", "board_text", "mark", "start", "no_move", "children")

    def __init__(self, point=None, comment="", board_text=""):
        self.point = point
        self.comment = comment
        self.board_text = board_text
        self.mark = False
        self.start = False
        self.no_move = False  # a label on an empty point, not a move
        self.children = []

    def child(self, point):
        """The child reached by point, created if missing (RenLib merges duplicate branches)."""
        for node in self.children:
            if node.point == point:
                return node
        node = Node(point)
        self.children.append(node)
        return node

    def main_line(self):
        """The nodes along the first child at every step (the root and labels excluded)."""
        line = []
        node = self
        while True:
            node = next((child for child in node.children if not child.no_move), None)
            if node is None:
                return line
            line.append(node)

    def count(self):
        """Nodes below this one, iteratively (a library can be tens of thousands deep)."""
        n = 0
        stack = list(self.children)
        while stack:
            node = stack.pop()
            n += 1
            stack.extend(node.children)
        return n

    def __repr__(self):
        return "Node(%s, %d children)" % ("root" if self.point is None else move_name(self.point), len(self.children))


class Record:
    """A whole game. Every field has an empty default: formats fill what they carry."""

    def __init__(self, moves=None, **fields):
        self.event = ""
        self.round = ""
        self.board = ""             # board (table) number in the hall
        self.black = Player()       # after any opening swap
        self.white = Player()
        self.date = ""              # YYYY-MM-DD
        self.place = ""
        self.rules = "renju"        # "renju" (RIF rules, Black's fouls) or "gomoku"
        self.opening_rule = ""      # "RIF", "Yamaguchi", "Soosorv-8", ... ("" = free opening)
        self.offers = []            # every fifth-move offer Black made (points); moves[4] is the chosen one
        self.swaps = []             # stones on the board when each swap happened (3 = after move 3)
        self.time_control = ""      # shared_rules.timecontrol text, e.g. "90m+30s"
        self.result = None          # "black", "white", "draw" or None (unfinished)
        self.reason = ""            # "five", "foul", "resignation", "time", "two passes", ...
        self.confirmed = False      # both players confirmed the result on the board
        self.comment = ""           # a comment on the whole game
        self.moves = list(moves or ())
        self.tree = None            # a RenLib tree (Node root) when one was read
        self.source = ""            # where the record came from ("board 3F2A game 12", a file name)
        self.extra = {}             # what a format carries and the model does not (RenjuNet ids, ...)
        for key, value in fields.items():
            if not hasattr(self, key):
                raise TypeError("Record has no field %r" % key)
            setattr(self, key, value)

    # -- moves --------------------------------------------------------------------------------
    @classmethod
    def from_names(cls, names, notation=RIF, **fields):
        """Record.from_names("h8 h9 pass".split()): moves from point names."""
        return cls([Move(parse_move(name, notation)) for name in names], **fields)

    def points(self):
        points = self._bare()
        return [move.point for move in self.moves] if points is None else list(points)

    def move_count(self):
        points = self._bare()
        return len(self.moves) if points is None else len(points)

    def _bare(self):
        """The moves' points when every move is known to be a bare point (a PlainRecord whose Move
        objects are not made yet), else None: what asks only for points need not make them."""
        return None

    def names(self, notation=RIF):
        return [move.name(notation) for move in self.moves]

    def has_pass(self):
        points = self._bare()
        return any(move.point == PASS for move in self.moves) if points is None else PASS in points

    @property
    def removed_offers(self):
        """The fifth-move offers White did not choose."""
        chosen = self.moves[4].point if len(self.moves) > 4 else None
        return [p for p in self.offers if p != chosen]

    @property
    def opening(self):
        """The canonical opening's code (D1..D13, I1..I13), or "" if the first moves are not one."""
        return opening_code(self.points()) or ""

    @property
    def opening_name(self):
        return opening_name(self.points()) or ""

    def board_after(self, count=None):
        """The stones after the first count moves (all by default); a repeated point keeps the first."""
        board = Board()
        for i, move in enumerate(self.moves[:count]):
            if move.point != PASS and board[move.point] == 0:
                board.place(move.point, colour_of_move(i))
        return board

    def problems(self):
        """Messy data, in words: each problem once, with its move number. Empty for a clean game."""
        points = self._bare()
        return _problems(self.points() if points is None else points, self.rules)

    # -- the same game, whatever file it came in ------------------------------------------------
    def moves_key(self):
        """The moves as one text: records of one game share it (same_game says the rest)."""
        points = self._bare()
        return " ".join(map(_KEY_NAMES.__getitem__, map(_POINT_OF, self.moves) if points is None else points))

    def has_times(self):
        """Whether any move carries its time or a clock (most files' games carry none)."""
        if self._bare() is not None:
            return False
        return any(map(_CLOCKS_OF, self.moves)) or list(map(_USED_OF, self.moves)).count(None) != len(self.moves)

    def particulars(self):
        """(Black, White, date, event) as same_game compares them: names by their words in any
        order (formats disagree on "Surname Name"), the date by its day."""
        return (name_key(self.black.name), name_key(self.white.name), self.date[:10], name_key(self.event))

    def same_game(self, particulars):
        """Whether a record with the same moves_key() and these particulars() is this game: each
        of the players, the date and the event agrees where both records have it (a file without
        names, a .psq say, holds the same game as the file with them)."""
        return all(not mine or not theirs or mine == theirs for mine, theirs in zip(self.particulars(), particulars))

    # -- comparison (round-trip tests) --------------------------------------------------------
    def __eq__(self, other):
        return isinstance(other, Record) and self.moves == other.moves and all(
            getattr(self, key) == getattr(other, key) for key in vars(self) if key not in ("tree", "source", "moves"))

    def differences(self, other):
        """The fields (and move numbers) where other differs, as text: for tests and reports."""
        out = []
        for key in vars(self):
            if key in ("tree", "source", "moves"):
                continue
            if getattr(self, key) != getattr(other, key, None):
                out.append("%s: %r != %r" % (key, getattr(self, key), getattr(other, key, None)))
        for i, (mine, theirs) in enumerate(zip(self.moves, other.moves)):
            for key in Move.__slots__:
                if getattr(mine, key) != getattr(theirs, key):
                    out.append("move %d %s: %r != %r" % (i + 1, key, getattr(mine, key), getattr(theirs, key)))
        if len(self.moves) != len(other.moves):
            out.append("moves: %d != %d" % (len(self.moves), len(other.moves)))
        return out

    def __repr__(self):
        return "Record(%s - %s, %s, %s)" % (self.black.name or "?", self.white.name or "?",
                                            " ".join(self.names()), self.result)

    # -- from the host's store ------------------------------------------------------------------
    @classmethod
    def from_store(cls, game):
        """A record from host.tournament_record.Records.game() (or host.store.Store.game()): moves with times,
        both clocks by colour (the store keeps them by seat), opening offers and swaps, the board's
        events (claims, anomalies, clock actions, takebacks) as annotations in words, the seats and
        the arbiter's corrections. A game imported from a file (Records.save_imported) has no board
        events: its moves and what its file said come from the store's rows."""
        settings = game.get("settings") or {}
        imported = "imported_from" in settings
        record = cls(board=str(game.get("board") or ""), source="board %s game %s" % (game.get("board"), game.get("game_no")))
        record.time_control = settings.get("time_control") or ""
        record.opening_rule = _opening_rule_name(settings.get("opening"))
        if game.get("started"):
            record.date = time.strftime("%Y-%m-%d", time.localtime(game["started"]))
        if imported:
            _from_imported(record, game, settings)
        else:
            _from_events(record, game, settings)
        record.result = game.get("winner") or None
        record.reason = game.get("reason") or ""
        # The tournament record around the game (host.tournament_record.Records.game()): who had Black and
        # White once the opening was over, the event, round, hall board number and place.
        for colour in ("black", "white"):
            player = game.get(colour)
            if player:
                setattr(record, colour, Player(player.get("name", ""), player.get("club", ""), "", player.get("rating", "")))
        record.event = game.get("event") or ""
        record.round = game.get("round") or ""
        record.place = game.get("place") or record.place
        if game.get("board_no"):
            record.board = str(game["board_no"])
        if "confirmed" in game and not imported:
            record.confirmed = bool(game["confirmed"])
        if game.get("moves") and any(m.get("corrected") for m in game["moves"]):
            record.comment = "; ".join(filter(None, [record.comment, "moves corrected by the arbiter"]))
        return record


class PlainRecord(Record):
    """A record whose moves are bare points (no time, clock, comment or annotation), as a database's
    games are: its Move objects are made on the first use of .moves, and what asks only for the
    points (problems, moves_key, has_times, imported_settings) reads them without making any (a
    federation's archive holds millions of moves). Once .moves is made it is the record's, as any
    Record's is: changed or replaced, it is what every method reads."""

    __slots__ = ("_points", "_key")

    def __init__(self, points, key=None, **fields):
        """points: the moves' points; key: their moves_key() when the reader has it at hand."""
        # Record's fields in Record's order (made by the hundred thousand: a copy, not __init__),
        # .moves left out: __getattr__ makes it when first asked for.
        attributes = self.__dict__
        attributes.update(_PLAIN_FIELDS)
        attributes.update(black=Player(), white=Player(), offers=[], swaps=[], extra={})
        self._points = points
        self._key = key
        for name, value in fields.items():
            if name not in attributes:
                raise TypeError("Record has no field %r" % name)
            attributes[name] = value

    def __getattr__(self, name):  # only for an attribute not set: .moves before it is made
        if name != "moves":
            raise AttributeError("%r object has no attribute %r" % (type(self).__name__, name))
        moves = self.moves = [Move(point) for point in self._points]
        return moves

    def _bare(self):
        return None if "moves" in self.__dict__ else self._points

    def moves_key(self):
        if self._key is None or "moves" in self.__dict__:
            return Record.moves_key(self)
        return self._key


_PLAIN_FIELDS = {key: value for key, value in vars(Record()).items() if key != "moves"}
assert not any(isinstance(value, (list, dict, Player)) for key, value in _PLAIN_FIELDS.items()
               if key not in ("black", "white", "offers", "swaps", "extra")), "a mutable field PlainRecord shares"


def _from_events(record, game, settings):
    """A board's game: its moves as its events made them (a move taken back is not in the record)."""
    black_seat = "P1"
    # Who has Black after each opening step: the game replayed from its own events, as the board
    # and the host's record read them (shared_rules.journal), never a second reading here.
    try:
        replay = game_from_settings(settings)
    except (ValueError, KeyError, TypeError):
        replay = None  # settings no regulation has: the seats stay as paired
    pending = []  # annotations waiting for the next stored move
    stored = {m["n"]: m for m in game.get("moves", ())}
    received = game.get("received") or {}
    played = {}  # n -> the point its last move event put there (for a takeback's words)
    for event in game.get("events", ()):
        kind = event.get("t")
        if replay is not None and kind in ("move", "opening", "undo"):
            try:
                apply_event(replay, event)
            except (ValueError, KeyError, IndexError, TypeError):
                replay = None  # a record the rules cannot replay: the seats stay as they were
            else:
                seat = "P1" if replay.black_owner == P1 else "P2"
                if seat != black_seat:
                    black_seat = seat
                    record.swaps.append(len(record.moves))
        if kind == "opening":
            action = event.get("action", "")
            if action == "offer" and event.get("point"):
                record.offers.append(parse_move(event["point"]))
            elif action == "undo offer" and record.offers:
                p = parse_move(event["point"]) if event.get("point") else record.offers[-1]  # none: the last
                if p in record.offers:
                    record.offers.remove(p)
        if kind == "move":
            played[event.get("n")] = event.get("point")
            move = stored.get(event.get("n"))
            replaced = move is not None and move.get("corrected")  # the arbiter's correction stands
            if move is None or (move["point"] != event.get("point") and not replaced) \
                    or event["n"] != len(record.moves) + 1:
                continue  # taken back later: not in the record
            clocks = None
            if move.get("clock_p1_ms") is not None:
                p1, p2 = move["clock_p1_ms"], move["clock_p2_ms"]
                clocks = (p1, p2) if black_seat == "P1" else (p2, p1)
            notes = pending
            if replaced:
                notes = notes + ["corrected by the arbiter (recorded as %s)" % event.get("point")]
            record.moves.append(Move(parse_move(move["point"]), move.get("used_ms"), clocks, annotations=notes))
            pending = []
        elif kind == "confirm":  # both players held their buttons after the end
            record.confirmed = True
        else:
            note = event_words(event, received.get(event.get("seq")), played)
            if note:
                _annotate(record, pending, note)
    if pending:
        _annotate(record, pending, None)


def _from_imported(record, game, settings):
    """A game read from a file: the moves as stored (Black at P1), and what the file said beyond
    the store's columns (kept in its settings by Records.save_imported)."""
    kept = settings.get("record") or {}
    annotations = kept.get("annotations") or {}
    comments = kept.get("comments") or {}
    for move in game.get("moves", ()):
        clocks = None
        if move.get("clock_p1_ms") is not None or move.get("clock_p2_ms") is not None:
            clocks = (move.get("clock_p1_ms"), move.get("clock_p2_ms"))
        n = str(move["n"]) if annotations or comments else None  # most files have neither
        notes = list(annotations.get(n) or ()) if annotations else []
        if move.get("corrected"):
            notes.append("corrected by the arbiter")
        point = _POINT_BY_NAME.get(move["point"])
        record.moves.append(Move(parse_move(move["point"]) if point is None else point, move.get("used_ms"), clocks,
                                 comments.get(n, "") if comments else "", notes))
    record.offers = [parse_move(name) for name in kept.get("offers") or ()]
    record.swaps = list(kept.get("swaps") or ())
    record.comment = kept.get("comment") or ""
    record.rules = kept.get("rules") or record.rules
    if "record" in settings:  # the file's own date, or none (the day of the import is not the game's)
        record.date = kept.get("date", "")
    record.place = kept.get("place") or ""
    record.confirmed = bool(kept.get("confirmed"))
    record.source = settings.get("imported_from") or record.source
    record.board = ""  # the pseudo-board "import" is no board of the hall; the file's board number follows


def imported_settings(record, source):
    """The settings column of a game imported from a file: the rules it was played under, and what
    the file said that the store has no column for (Record.from_store reads it back)."""
    import os

    bare = record._bare()  # bare points: no comment, no annotation
    kept = {"date": record.date, "place": record.place, "comment": record.comment, "rules": record.rules,
            "offers": [move_name(p) for p in record.offers], "swaps": list(record.swaps),
            "confirmed": bool(record.confirmed),
            "comments": bare is None and any(map(_COMMENT_OF, record.moves)) and {
                str(n): m.comment for n, m in enumerate(record.moves, 1) if m.comment},
            "annotations": bare is None and any(map(_ANNOTATIONS_OF, record.moves)) and {
                str(n): list(m.annotations) for n, m in enumerate(record.moves, 1) if m.annotations}}
    return {"foul_mode": "club", "time_control": record.time_control or None, "opening": record.opening_rule or None,
            "imported_from": os.path.basename(source), "record": {k: v for k, v in kept.items() if v}}


# -- the board's events in an arbiter's words -------------------------------------------------------
_OPENING_WORDS = {"keep": "%s keeps the colours", "swap": "%s swaps the colours", "route keep": "%s chooses to keep",
                  "route swap": "%s chooses to swap", "route offer": "%s chooses to offer fifth moves",
                  "finish": "%s has made every offer", "take black": "%s takes Black", "take white": "%s takes White"}
_CLOCK_WORDS = {"pause": "clock paused", "resume": "clock restarted", "setup": "clock set up"}
_CLOCK_CORRECTIONS = {"set": "%s's time set", "adjust": "%s's time adjusted", "charge": "%s charged time",
                      "moves": "%s's move count set"}


def event_words(event, at=None, played=None):
    """One board event (claim, anomaly, clock, opening, undo) as an arbiter reads it, with the time
    of day it reached the host (at, seconds) when known; None for an event that says nothing."""
    kind = event.get("t")
    clock = time.strftime("%H:%M:%S", time.localtime(at)) if at else ""

    def said(head, detail=""):
        return head + (" at " + clock if clock else "") + (": " + detail if detail else "")

    if kind == "anomaly":
        remove, restore = event.get("remove") or (), event.get("restore") or ()
        if not remove and not restore:
            return said("anomaly cleared", "the board matches the record")
        parts = (["take away " + " ".join(remove)] if remove else []) + (["put back " + " ".join(restore)] if restore else [])
        return said("anomaly", ", ".join(parts))
    if kind == "claim":
        who = str(event.get("by") or "?")
        return said("claim", "%s claims a %s, %s" % (who.capitalize(), event.get("kind") or "?",
                                                     "accepted" if event.get("accepted") else "refused"))
    if kind == "clock":
        action = str(event.get("action") or "")
        if action in _CLOCK_WORDS:
            return said(_CLOCK_WORDS[action])
        op, _, player = action.partition(" ")
        if op in _CLOCK_CORRECTIONS:
            return said("clock corrected by the arbiter", _CLOCK_CORRECTIONS[op] % (player or "?"))
        return said("clock", action) if action else None
    if kind == "opening":
        action, player = str(event.get("action") or ""), str(event.get("player") or "?")
        if action in _OPENING_WORDS:
            words = _OPENING_WORDS[action] % player
        elif action == "declare":
            words = "%s declares %s fifth-move offers" % (player, event.get("n", "?"))
        elif action == "offer":
            words = "%s offers %s as the fifth move" % (player, event.get("point", "?"))
        elif action == "undo offer":
            words = "%s withdraws the offer%s" % (player, " of " + event["point"] if event.get("point") else "")
        elif action == "choose":
            words = "%s chooses %s as the fifth move" % (player, event.get("point", "?"))
        else:
            words = "%s: %s" % (player, action)
        return said("opening", words)
    if kind == "undo":
        n = event.get("n")
        point = (played or {}).get(n)
        return said("move %s%s taken back" % (n, " (%s)" % point if point else ""))
    return None


_POINT_NAMES = tuple(point_name(p) for p in range(225))  # a database's games are named by the thousand
_POINT_BY_NAME = {name: p for p, name in enumerate(_POINT_NAMES)}  # and read back from the store so
_KEY_NAMES = dict(enumerate(_POINT_NAMES))  # Record.moves_key's names, a pass's too
_KEY_NAMES[PASS] = "pass"
_POINT_OF, _USED_OF, _CLOCKS_OF = attrgetter("point"), attrgetter("used_ms"), attrgetter("clocks")
_COMMENT_OF, _ANNOTATIONS_OF = attrgetter("comment"), attrgetter("annotations")



# The board as two numbers, one a colour, each point a bit: point p is bit p + p // 15, the board's
# 15 rows of 16 bits, the 16th always clear. A row, a column and both diagonals are then steps of
# 1, 16, 17 and 15 bits, and the clear 16th bit breaks every run at the board's edge: five stones
# in a row are five bits a step apart, found for the whole board at once by shifting and AND-ing.
_BIT = tuple(1 << (p + p // 15) for p in range(225))
_BIT_OF = dict(enumerate(_BIT))  # the points only: PASS (-1) is none of them
_STEPS = (1, 16, 17, 15)


def _fives(black, white):
    """The bits where a run of five stones of one colour starts (the lowest of the five), in each
    direction: [(step, bits)] for the directions that have any (overlines and rows of six too)."""
    found = []
    for step in _STEPS:
        for stones in (black, white):
            pairs = stones & (stones >> step)
            starts = pairs & (pairs >> (2 * step)) & (stones >> (4 * step))
            if starts:
                found.append((step, starts))
    return found


def _problems(points, rules):
    """Record.problems() of the moves' points."""
    out = []
    if points and points[0] not in (CENTRE, PASS) and rules == "renju":
        out.append("move 1 is %s, not h8" % point_name(points[0]))
    last = len(points) - 1
    # Most games: no pass, no point twice. Each colour's stones summed as bits then make its
    # board (a pass has no bit: KeyError), and they are each other's and their own only once
    # where the bits counted are the moves (a sum counts fewer where a bit is added twice).
    try:
        black = sum(map(_BIT_OF.__getitem__, points[0::2]))
        white = sum(map(_BIT_OF.__getitem__, points[1::2]))
    except KeyError:
        black = white = None
    if black is not None and black.bit_count() + white.bit_count() == len(points) and not black & white:
        # a five by the last move leaves no move after it: the board before it is what counts
        if last % 2 == 0:
            black -= _BIT[points[last]]
        elif last > 0:
            white -= _BIT[points[last]]
    else:
        black = white = 0
        taken = bytearray(225)
        for i, point in enumerate(points):
            if point == PASS:
                continue
            if taken[point]:
                out.append("move %d repeats %s (move %d was there)" % (i + 1, point_name(point),
                                                                      points.index(point) + 1))
                continue
            taken[point] = 1
            if i < last:
                if i % 2 == 0:
                    black |= _BIT[point]
                else:
                    white |= _BIT[point]
    # Stones are never taken off, so a five made before the last move still stands on the board
    # before it: where that board has no row of five or more of one colour anywhere (most games),
    # no move followed a five, and only then is the game replayed to find the first, asking
    # five_line only at the moves that are in such a row (a five stands in one, once made).
    runs = _fives(black, white)
    if runs:
        five_at = _first_five(points, _in_runs(runs))
        if five_at is not None and five_at + 1 < len(points):
            out.append("%d move(s) after the five of move %d" % (len(points) - five_at - 1, five_at + 1))
    return out


def _in_runs(runs):
    """The points in the runs of five or more _fives found."""
    bits = 0
    for step, starts in runs:
        for k in range(5):
            bits |= starts << (k * step)
    points = set()
    while bits:
        low = bits & -bits
        at = low.bit_length() - 1
        points.add(at - at // 16)
        bits ^= low
    return points


def _first_five(points, candidates):
    """The index of the move that first made a five (five_line's: exactly five for Black), or None;
    candidates: the points a move must be at to make one (any other move only places its stone)."""
    cells = bytearray(225)
    for i, point in enumerate(points):
        if point == PASS or cells[point]:
            continue
        colour = colour_of_move(i)
        cells[point] = colour
        if point in candidates and five_line(cells, point, colour):
            return i
    return None


def name_key(name):
    """A player's name for comparing: its words in lower case, in any order."""
    return " ".join(sorted(str(name or "").lower().split()))


def _annotate(record, pending, note):
    # Notes belong to the move they follow; before move 1 they wait for it.
    if record.moves:
        if note:
            record.moves[-1].annotations.append(note)
        else:
            record.moves[-1].annotations.extend(pending)
            del pending[:]
    elif note:
        pending.append(note)
    else:
        record.comment = "; ".join(pending)


def _opening_rule_name(setting):
    if not setting:
        return ""
    from shared_rules.openings import regulation

    try:  # the regulation's own title ("Soosorv-8" for "soosorv"): no second list of the names here
        return regulation(str(setting)).title
    except (KeyError, ValueError, TypeError):
        return str(setting)

