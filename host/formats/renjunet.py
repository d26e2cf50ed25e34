"""The RenjuNet / RIF game database export (renjunet_v10_*.rif): XML, lookup tables, then games.

    <database>
     <countries><country id="4" name="Japan" abbr="JPN"/></countries>
     <rules><rule id="1" name="RIF" category="1"/></rules>
     <openings><opening id="19" name="D6"/></openings>
     <players><player id="1" name="Ando" surname="Meritee" country="4"/></players>
     <tournaments><tournament id="1" name="..." country="4" year="2005" start="2005-08-01" rule="1"/></tournaments>
     <games>
      <game id="7" tournament="1" round="8" rule="1" black="1" white="2" bresult="0" btime="8" wtime="8"
            opening="19" alt="k8" swap="R" rated="1"><move>h8 h9 j10</move><info>text</info></game>
     </games>
    </database>

Everything is referenced by id; names come from the file's own tables. bresult is Black's score
(1, 0, 0.5) and is the result, whatever the board shows. alt holds the fifth-move offer(s) not
chosen, swap one letter per swap opportunity of the rule (R swapped, - kept). btime/wtime (unit
undocumented) and the ids are kept in Record.extra, so a database read and written again keeps them.

iter_read(stream) reads a whole database as a stream (lxml iterparse, each element freed once
read, so memory stays flat for hundreds of thousands of games), with an optional progress bar.
A game that cannot be read whole (a bad move) is skipped and reported with its line; a file that
stops being XML ends the import there, with the games before it kept.
"""

import io
from xml.sax.saxutils import escape, quoteattr

from lxml.etree import Entity as _ENTITY

from host.formats import ExportError, FormatError
from host.formats.limits import MAX_MOVES, MAX_TABLE_ROWS, MAX_TEXT_CHARS, too_long_game
from host.game_record import PlainRecord
from shared_rules.board import PointError, parse_point, point_name
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "renjunet": ((".rif", ".xml"), "RenjuNet / RIF database XML", "write", {}),
}


class RenjuNetError(FormatError):
    """A database or game that cannot be read: names the line (and the game id) and the reason."""


_TABLE_TAGS = ("country", "city", "rule", "opening", "player", "tournament")
_RESULTS = {"1": "black", "0": "white", "0.5": "draw", "0,5": "draw"}
_SCORES = {"black": "1", "white": "0", "draw": "0.5"}
# Every point's name as a database writes it (h8, H8): a move is looked up, not parsed, by the million.
_POINTS = {spelt: p for p in range(225) for spelt in (point_name(p), point_name(p).upper())}
_NAMES = {point_name(p): p for p in range(225)}  # as Record.moves_key() names them


def _size_of(stream):
    try:
        here = stream.tell()
        stream.seek(0, io.SEEK_END)
        size = stream.tell()
        stream.seek(here)
        return size - here
    except (AttributeError, OSError, ValueError):
        return None


class BrokenOffError(RenjuNetError):
    """A database that stops being XML after some games: cut short (a download that broke off) or
    damaged. .games is how many games were read before it, .game the id of a game it cut, if any."""

    def __init__(self, where, reason, games, game=None):
        super().__init__(where, reason)
        self.games = games
        self.game = game


class _Prolog:
    """A binary stream that keeps its first bytes: where a DOCTYPE stands, to name its line."""

    KEEP = 65536

    def __init__(self, stream):
        self.stream = stream
        self.head = b""

    def read(self, size=-1):
        data = self.stream.read(size)
        if len(self.head) < self.KEEP:
            self.head += data[:self.KEEP - len(self.head)]
        return data

    def line_of(self, marker, default):
        for encoding in ("utf-8", "utf-16"):
            at = self.head.find(marker.encode(encoding)[2 if encoding == "utf-16" else 0:])
            if at >= 0:
                return self.head[:at].decode(encoding, "replace").count("\n") + 1
        return default


def iter_read(stream, errors=None, progress=False, raw=None, tables=None):
    """Records of every game in a database file object (binary), in file order.

    errors: a list that receives a RenjuNetError for each game skipped and a BrokenOffError if the
    XML breaks off; without one, the first error is raised. A file that is no RenjuNet database (no
    <database> element, a DOCTYPE, tables beyond MAX_TABLE_ROWS) is always raised: nothing of it is
    read. progress: show a tqdm bar on standard error, in bytes of raw (the file under a
    decompressing stream, e.g. a .rif.gz) or of stream itself. tables: a dict that receives the
    lookup tables read ({"player": {id: attributes}, "country": ...}), for a reader of players."""
    from lxml import etree

    bar = None
    measured = raw if raw is not None else stream
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=_size_of(measured), unit="B", unit_scale=True, desc="importing", leave=True)
    tables = tables if tables is not None else {}
    tables.update({tag: {} for tag in _TABLE_TAGS})
    rows = 0
    games = 0
    open_game = None  # (id, line) of the game being read
    prolog = _Prolog(stream)
    # No DTD is loaded, no entity resolved, nothing fetched; a DOCTYPE is refused outright below.
    # Without huge_tree libxml2 keeps its own bounds (a text node of 10 MB, nesting 256 deep).
    context = etree.iterparse(prolog, events=("start", "end"), tag=("database", "game") + _TABLE_TAGS,
                              resolve_entities=False, no_network=True, load_dtd=False)
    root_seen = False
    try:
        for event, element in context:
            tag = element.tag
            if not root_seen:
                root = element.getroottree()
                if root.getroot().tag != "database":
                    raise RenjuNetError("line %d" % (root.getroot().sourceline or 1),
                                        "not a RenjuNet database: its root element is <%s>, not <database>"
                                        % root.getroot().tag)
                docinfo = root.docinfo
                if docinfo.doctype or docinfo.internalDTD is not None or docinfo.externalDTD is not None:
                    line = prolog.line_of("<!DOCTYPE", root.getroot().sourceline or 1)
                    raise RenjuNetError("line %d" % line, "a DOCTYPE in a RenjuNet database (entities, an outside"
                                        " DTD): refused, nothing imported")
                root_seen = True
            if event == "start":
                if tag == "game":
                    open_game = (element.get("id", "?"), element.sourceline or 0)
                continue
            if tag == "database":
                continue
            if tag == "game":
                open_game = None
                games += 1
                try:
                    yield _game(element, tables)
                except RenjuNetError as error:
                    if errors is None:
                        raise
                    errors.append(error)
                if bar is not None and games % 500 == 0:
                    _advance(bar, measured, games)
            else:
                rows += 1
                if any(len(value) > MAX_TEXT_CHARS for value in element.attrib.values()):
                    raise RenjuNetError("line %d" % (element.sourceline or 0), "a <%s> attribute longer than %d"
                                        " characters" % (tag, MAX_TEXT_CHARS))
                if rows > MAX_TABLE_ROWS:
                    raise RenjuNetError("line %d" % (element.sourceline or 0), "more than %d rows in the lookup"
                                        " tables (players, tournaments, ...): not read" % MAX_TABLE_ROWS)
                tables[tag][element.get("id")] = dict(element.attrib)
                # A row after games (tables first is the rule, not a must): what was worked out goes.
                tables.pop("known players", None)
                tables.pop("known events", None)
            # Free what was read: the element and the siblings before it (lxml keeps them otherwise).
            element.clear(keep_tail=False)
            parent = element.getparent()
            while element.getprevious() is not None:
                del parent[0]
    except etree.XMLSyntaxError as error:
        line = error.lineno or 1
        if not root_seen:
            raise RenjuNetError("line %d" % line, "not a RenjuNet database (no <database> element): %s"
                                % (error.msg or "empty file")) from None
        if open_game is not None:
            failure = BrokenOffError("line %d" % line, "the file is cut short inside game %s (line %d): %d game(s)"
                                     " read before it (%s)" % (open_game[0], open_game[1], games, error.msg),
                                     games, open_game[0])
        else:
            failure = BrokenOffError("line %d" % line, "the file is cut short or damaged here, after its last"
                                     " whole game: %d game(s) read (%s)" % (games, error.msg), games)
        if errors is None:
            raise failure from None
        errors.append(failure)
    finally:
        if bar is not None:
            _advance(bar, measured, games)
            bar.close()
    if not root_seen:
        raise RenjuNetError("line 1", "not a RenjuNet database (no <database> element)")


def _advance(bar, measured, games):
    try:
        bar.update(measured.tell() - bar.n)
    except (OSError, ValueError):
        pass  # not seekable: the bar counts games only
    bar.set_postfix_str("%d games" % games, refresh=False)


def read(data):
    """Every game of a database (bytes); raises RenjuNetError at the first game it cannot read."""
    return list(iter_read(io.BytesIO(data)))


def _game(element, tables):
    game_id = element.get("id", "?")
    where = "line %d (game %s)" % (element.sourceline or 0, game_id)
    attributes = element.attrib
    if attributes and max(map(len, attributes.values())) > MAX_TEXT_CHARS:
        raise RenjuNetError(where, "an attribute longer than %d characters" % MAX_TEXT_CHARS)
    for entity in element.iter(_ENTITY):
        raise RenjuNetError(where, "an entity reference %s: a RenjuNet database has none" % entity.text)
    moves_text = info = None  # the first <move> and <info> child's text, as findtext gives it (not its cost)
    for child in element:
        tag = child.tag
        if tag == "move":
            if moves_text is None:
                moves_text = child.text or ""
        elif tag == "info" and info is None:
            info = child.text or ""
    moves_text = moves_text or ""
    tokens = moves_text.split()  # its words: what \S+ finds (str.split and re agree on whitespace)
    points = list(map(_NAMES.get, tokens[:MAX_MOVES + 1]))
    key = None
    if len(tokens) <= MAX_MOVES and None not in points:  # every move named as Tengen names it (h8)
        key = " ".join(tokens)  # Record.moves_key(), at hand
    else:
        points = list(map(_POINTS.get, tokens[:MAX_MOVES + 1]))
    if len(tokens) > MAX_MOVES or None in points:  # a move to parse, or one to refuse
        points = []
        for token in tokens:  # each in turn: the first problem is told
            if len(points) >= MAX_MOVES:
                raise RenjuNetError(where, too_long_game())
            point = _POINTS.get(token)
            try:
                points.append(parse_point(token.lower()) if point is None else point)
            except PointError:
                raise RenjuNetError(where, "%r in <move> is not a point" % token[:40]) from None
    # A database's moves are bare points: the record makes their Move objects only if asked.
    record = PlainRecord(points, key, source="renjunet game %s" % game_id)
    record.extra["id"] = game_id
    record.comment = info or ""
    if len(record.comment) > MAX_TEXT_CHARS:
        raise RenjuNetError(where, "<info> longer than %d characters" % MAX_TEXT_CHARS)
    score = element.get("bresult")
    if score is not None:
        if score not in _RESULTS:
            raise RenjuNetError(where, "bresult=%r is not 1, 0 or 0.5" % score)
        record.result = _RESULTS[score]
    record.round = element.get("round", "")
    for colour in ("black", "white"):
        player_id = element.get(colour)
        player = getattr(record, colour)
        known = _player_of(tables, player_id)
        if known is not None:
            player.name, surname, player.country, player.club, player.rating = known
            if " " in surname:  # the first word would not give it back on export
                record.extra[colour + "-surname"] = surname
        elif player_id:
            record.extra[colour + "-id"] = player_id
    tournament_id = element.get("tournament")
    tournament = tables["tournament"].get(tournament_id)
    if tournament is not None:
        record.event, record.date, record.place = _event_of(tables, tournament_id, tournament)
    elif tournament_id:
        record.extra["tournament-id"] = tournament_id
    rule = tables["rule"].get(element.get("rule") or (tournament or {}).get("rule"))
    if rule is not None:
        record.rules = "gomoku" if rule.get("category") == "2" else "renju"
        name = rule.get("name", "")
        record.opening_rule = "" if record.rules == "gomoku" and name.lower() == "gomoku" else name
    alt = element.get("alt", "")
    if alt:
        try:
            offered = [parse_point(name.lower()) for name in alt.replace(",", " ").split()]
        except PointError:
            record.extra["alt"] = alt  # not coordinates (e.g. "51"): kept as the file has it
        else:
            record.offers = offered + ([points[4]] if len(points) > 4 else [])
    swap = element.get("swap", "")
    if swap:
        if record.opening_rule.upper() == "RIF" and swap in ("R", "-"):
            record.swaps = [3] if swap == "R" else []
        else:
            record.extra["swap"] = swap  # which move each letter follows depends on the rule
    for key in ("btime", "wtime", "publisher", "rated"):
        if element.get(key) is not None:
            record.extra[key] = element.get(key)
    record.time_control = element.get("timecontrol", "")
    record.reason = element.get("reason", "")
    return record


def _event_of(tables, tournament_id, tournament):
    """(event, date, place) of the table's tournament, worked out once a tournament."""
    known = tables.setdefault("known events", {})
    if tournament_id not in known:
        city = tables["city"].get(tournament.get("city"), {}).get("name", "")
        known[tournament_id] = (tournament.get("name", ""), tournament.get("start") or tournament.get("year", ""),
                                ", ".join(filter(None, (city, _country(tables, tournament.get("country"), "name")))))
    return known[tournament_id]


def _player_of(tables, player_id):
    """(name, surname, country, club, rating) of the table's player player_id, or None; worked out
    once a player (a database names each player in hundreds of games)."""
    known = tables.setdefault("known players", {})
    if player_id not in known:
        row = tables["player"].get(player_id)
        if row is None:
            return None
        surname = " ".join(row.get("surname", "").split())
        known[player_id] = (join_name(row.get("name", ""), surname), surname, _country(tables, row.get("country")),
                            row.get("club", ""), row.get("rating", ""))
    return known[player_id]


def players(stream):
    """The players of a database's table: [(name "Surname Given", country abbreviation, rating)], in
    the table's order (a federation's list of an event's players, or Tengen's own export)."""
    tables = {}
    for _ in iter_read(stream, tables=tables):
        pass
    return [(join_name(row.get("name", ""), " ".join(row.get("surname", "").split())),
             _country(tables, row.get("country")), row.get("rating", "")) for row in tables["player"].values()]


def _country(tables, country_id, field="abbr"):
    row = tables["country"].get(country_id)
    if row is None:
        return ""
    return row.get(field) or row.get("name", "")


# -- writing -----------------------------------------------------------------------------------
# Names: a Tengen player's name is "Surname Given names", as the federation's tables and the
# record form of the rules write it ("Kask Liis"); RenjuNet keeps the two apart (name="Liis"
# surname="Kask"). The surname is the first word, unless the record says otherwise (a surname of
# several words read from a database is kept in Record.extra "black-surname"/"white-surname").

def split_name(full, surname=""):
    """(given names, surname) of "Surname Given names"; surname: the surname when it is known."""
    full = " ".join(full.split())
    if surname and (full == surname or full.startswith(surname + " ")):
        return full[len(surname):].strip(), surname
    first, _, rest = full.partition(" ")
    return rest, first


def join_name(given, surname):
    return " ".join(filter(None, (surname.strip(), given.strip())))


def write(record):
    return write_all([record])


def write_all(records):
    """A database holding these games, with tables built from their players, events and rules."""
    out = io.StringIO()
    writer = DatabaseWriter(out)
    writer.tables(records)
    for record in records:
        writer.game(record)
    writer.close()
    return out.getvalue().encode("utf-8")


def _minutes(ms):
    return ("%.2f" % (ms / 60000)).rstrip("0").rstrip(".")


def _check_writable(record):
    if record.has_pass():
        raise ExportError("a RenjuNet database has no pass: move %d is one; use sgf, renlib or text"
                          % (record.points().index(PASS) + 1))


class DatabaseWriter:
    """Writes a database to a text stream: tables(records) first (the ids games refer to), then
    game(record) per game, close() at the end. Games can be streamed once the tables are out.

    Besides RenjuNet's own attributes it writes what Tengen's record has and RenjuNet lacks as
    attributes other readers pass over: club on a player, timecontrol and reason on a game. btime
    and wtime are the minutes each colour used, from the moves' times (RenjuNet's unit is not
    documented; a game read from RenjuNet keeps its own values)."""

    def __init__(self, out, games_out=None):
        self.out = out
        self.games_out = games_out if games_out is not None else out
        self.players = {}
        self.tournaments = {}
        self.rules = {}
        self.countries = {}
        self.cities = {}
        self.next_game = 1
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<database>\n')

    @staticmethod
    def _player_key(player, surname=""):
        return (" ".join(player.name.split()), player.club, player.country, player.rating, surname)

    @staticmethod
    def _event_key(record):
        return (record.event, record.date, record.place)

    @staticmethod
    def _rule_key(record):
        if record.opening_rule:
            return (record.opening_rule, record.rules)
        if record.rules == "gomoku":
            return ("Gomoku", "gomoku")  # RenjuNet's name for the rules, no opening rule
        return None

    def register(self, record):
        """Adds record's players, event and rule to the tables (before the tables are written)."""
        for colour in ("black", "white"):
            player = getattr(record, colour)
            if player.country:
                self.countries.setdefault(player.country, len(self.countries) + 1)
            key = self._player_key(player, record.extra.get(colour + "-surname", ""))
            self.players.setdefault(key, len(self.players) + 1)
        if record.place:
            self.cities.setdefault(record.place, len(self.cities) + 1)
        if record.event or record.date or record.place:
            self.tournaments.setdefault(self._event_key(record), (len(self.tournaments) + 1, record))
        rule = self._rule_key(record)
        if rule:
            self.rules.setdefault(rule, len(self.rules) + 1)

    def tables(self, records):
        for record in records:
            self.register(record)
        self.write_tables()

    def write_tables(self):
        w = self.out.write
        w(" <countries>\n")
        for abbr, country_id in self.countries.items():
            w('  <country id="%d" name=%s abbr=%s/>\n' % (country_id, quoteattr(abbr), quoteattr(abbr)))
        w(" </countries>\n <cities>\n")
        for name, city_id in self.cities.items():
            w('  <city id="%d" name=%s/>\n' % (city_id, quoteattr(name)))
        w(" </cities>\n <rules>\n")
        for (name, rules), rule_id in self.rules.items():
            w('  <rule id="%d" name=%s category="%d"/>\n' % (rule_id, quoteattr(name), 2 if rules == "gomoku" else 1))
        w(" </rules>\n <players>\n")
        for (name, club, country, rating, surname), player_id in self.players.items():
            given, surname = split_name(name, surname)
            w('  <player id="%d" name=%s surname=%s country="%s"%s%s/>\n' % (
                player_id, quoteattr(given), quoteattr(surname), self.countries.get(country, ""),
                (" club=%s" % quoteattr(club)) if club else "", (" rating=%s" % quoteattr(rating)) if rating else ""))
        w(" </players>\n <tournaments>\n")
        for (event, date, place), (tournament_id, _) in self.tournaments.items():
            dates = (' start="%s"' % date) if len(date) == 10 else (' year="%s"' % date if date else "")
            city = (' city="%d"' % self.cities[place]) if place else ""
            w('  <tournament id="%d" name=%s%s%s/>\n' % (tournament_id, quoteattr(event), city, dates))
        w(" </tournaments>\n <games>\n")

    def game(self, record):
        _check_writable(record)
        attributes = [("id", record.extra.get("id") or str(self.next_game))]
        self.next_game += 1
        tournament = self.tournaments.get(self._event_key(record))
        if tournament:
            attributes.append(("tournament", str(tournament[0])))
        if record.round:
            attributes.append(("round", record.round))
        rule = self._rule_key(record)
        if rule:
            attributes.append(("rule", str(self.rules[rule])))
        for colour in ("black", "white"):
            key = self._player_key(getattr(record, colour), record.extra.get(colour + "-surname", ""))
            attributes.append((colour, str(self.players[key])))
        if record.result:
            attributes.append(("bresult", _SCORES[record.result]))
        used = [0, 0]
        timed = False
        for index, move in enumerate(record.moves):
            if move.used_ms is not None:
                used[index % 2] += move.used_ms
                timed = True
        for colour, key in ((0, "btime"), (1, "wtime")):
            if key in record.extra:
                attributes.append((key, record.extra[key]))
            elif timed:
                attributes.append((key, _minutes(used[colour])))
        for key in ("publisher", "rated"):
            if key in record.extra:
                attributes.append((key, record.extra[key]))
        if record.time_control:
            attributes.append(("timecontrol", record.time_control))
        if record.reason:
            attributes.append(("reason", record.reason))
        removed = record.removed_offers
        if "alt" in record.extra:
            attributes.append(("alt", record.extra["alt"]))
        elif record.offers:
            attributes.append(("alt", " ".join(point_name(p) for p in removed)))
        if "swap" in record.extra:
            attributes.append(("swap", record.extra["swap"]))
        elif record.opening_rule.upper() == "RIF":
            attributes.append(("swap", "R" if 3 in record.swaps else "-"))
        w = self.games_out.write
        w('  <game %s>' % " ".join("%s=%s" % (k, quoteattr(v)) for k, v in attributes))
        w("<move>%s</move>" % " ".join(record.names()))
        if record.comment:
            w("<info>%s</info>" % escape(record.comment))
        w("</game>\n")

    def close(self):
        self.games_out.write(" </games>\n</database>\n")


class SpooledDatabaseWriter:
    """A database written to a binary file as its games come: each game goes to a spool while its
    players, event and rule join the tables; close() writes the tables, then the spooled games (a
    database names its tables before its games). Memory: the tables only."""

    def __init__(self, out):
        import tempfile

        self.out = out
        self.spool = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
        self.header = io.StringIO()
        self.writer = DatabaseWriter(self.header, games_out=self.spool)

    def game(self, record):
        _check_writable(record)  # a game refused adds no player to the tables
        self.writer.register(record)
        self.writer.game(record)

    def close(self):
        import shutil

        self.writer.write_tables()
        self.out.write(self.header.getvalue().encode("utf-8"))
        self.spool.seek(0)
        shutil.copyfileobj(_Encoded(self.spool), self.out)
        self.spool.close()
        self.out.write(b" </games>\n</database>\n")


class _Encoded:
    def __init__(self, text_stream):
        self.text_stream = text_stream

    def read(self, size=-1):
        return self.text_stream.read(size if size and size > 0 else 65536).encode("utf-8")


__all__ = ["read", "iter_read", "BrokenOffError", "write", "write_all", "DatabaseWriter", "SpooledDatabaseWriter",
           "split_name", "join_name", "RenjuNetError"]
