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

from host.formats import ExportError, FormatError
from host.record import Move, Record
from shared_rules.board import PointError, parse_point, point_name
from shared_rules.terms import PASS


class RenjuNetError(FormatError):
    """A database or game that cannot be read: names the line (and the game id) and the reason."""


_TABLE_TAGS = ("country", "city", "rule", "opening", "player", "tournament")
_RESULTS = {"1": "black", "0": "white", "0.5": "draw", "0,5": "draw"}
_SCORES = {"black": "1", "white": "0", "draw": "0.5"}


def _size_of(stream):
    try:
        here = stream.tell()
        stream.seek(0, io.SEEK_END)
        size = stream.tell()
        stream.seek(here)
        return size - here
    except (AttributeError, OSError, ValueError):
        return None


def iter_read(stream, errors=None, progress=False, raw=None):
    """Records of every game in a database file object (binary), in file order.

    errors: a list that receives a RenjuNetError for each game skipped (and for XML that breaks
    off); without one, the first error is raised. progress: show a tqdm bar on standard error, in
    bytes of raw (the file under a decompressing stream, e.g. a .rif.gz) or of stream itself."""
    from lxml import etree

    bar = None
    measured = raw if raw is not None else stream
    if progress:
        from tqdm import tqdm

        bar = tqdm(total=_size_of(measured), unit="B", unit_scale=True, desc="importing", leave=True)
    tables = {tag: {} for tag in _TABLE_TAGS}
    games = 0
    context = etree.iterparse(stream, events=("end",), tag=_TABLE_TAGS + ("game",), huge_tree=True,
                              resolve_entities=False, no_network=True)
    try:
        for _, element in context:
            tag = element.tag
            if tag == "game":
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
                tables[tag][element.get("id")] = dict(element.attrib)
            # Free what was read: the element and the siblings before it (lxml keeps them otherwise).
            element.clear(keep_tail=False)
            parent = element.getparent()
            while element.getprevious() is not None:
                del parent[0]
    except etree.XMLSyntaxError as error:
        failure = RenjuNetError("line %d" % (error.lineno or 0), "not well-formed XML: %s" % error.msg)
        if errors is None:
            raise failure from None
        errors.append(failure)
    finally:
        if bar is not None:
            _advance(bar, measured, games)
            bar.close()


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
    record = Record(source="renjunet game %s" % game_id)
    record.extra["id"] = game_id
    moves_text = element.findtext("move") or ""
    for token in moves_text.split():
        try:
            record.moves.append(Move(parse_point(token.lower())))
        except PointError:
            raise RenjuNetError(where, "%r in <move> is not a point" % token) from None
    record.comment = element.findtext("info") or ""
    score = element.get("bresult")
    if score is not None:
        if score not in _RESULTS:
            raise RenjuNetError(where, "bresult=%r is not 1, 0 or 0.5" % score)
        record.result = _RESULTS[score]
    record.round = element.get("round", "")
    for colour in ("black", "white"):
        player_id = element.get(colour)
        player = getattr(record, colour)
        row = tables["player"].get(player_id)
        if row is not None:
            player.name = " ".join(filter(None, (row.get("name", ""), row.get("surname", ""))))
            player.country = _country(tables, row.get("country"))
            player.rating = row.get("rating", "")
        elif player_id:
            record.extra[colour + "-id"] = player_id
    tournament = tables["tournament"].get(element.get("tournament"))
    if tournament is not None:
        record.event = tournament.get("name", "")
        record.date = tournament.get("start") or tournament.get("year", "")
        city = tables["city"].get(tournament.get("city"), {}).get("name", "")
        record.place = ", ".join(filter(None, (city, _country(tables, tournament.get("country"), "name"))))
    elif element.get("tournament"):
        record.extra["tournament-id"] = element.get("tournament")
    rule = tables["rule"].get(element.get("rule") or (tournament or {}).get("rule"))
    if rule is not None:
        record.opening_rule = rule.get("name", "")
        record.rules = "gomoku" if rule.get("category") == "2" else "renju"
    alt = element.get("alt", "")
    if alt:
        try:
            offered = [parse_point(name.lower()) for name in alt.replace(",", " ").split()]
        except PointError:
            record.extra["alt"] = alt  # not coordinates (e.g. "51"): kept as the file has it
        else:
            record.offers = offered + ([record.moves[4].point] if len(record.moves) > 4 else [])
    swap = element.get("swap", "")
    if swap:
        if record.opening_rule.upper() == "RIF" and swap in ("R", "-"):
            record.swaps = [3] if swap == "R" else []
        else:
            record.extra["swap"] = swap  # which move each letter follows depends on the rule
    for key in ("btime", "wtime", "publisher", "rated"):
        if element.get(key) is not None:
            record.extra[key] = element.get(key)
    return record


def _country(tables, country_id, field="abbr"):
    row = tables["country"].get(country_id)
    if row is None:
        return ""
    return row.get(field) or row.get("name", "")


# -- writing -----------------------------------------------------------------------------------

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


class DatabaseWriter:
    """Writes a database to a text stream: tables(records) first (the ids games refer to), then
    game(record) per game, close() at the end. Games can be streamed once the tables are out."""

    def __init__(self, out):
        self.out = out
        self.players = {}
        self.tournaments = {}
        self.rules = {}
        self.countries = {}
        self.cities = {}
        self.next_game = 1
        out.write('<?xml version="1.0" encoding="UTF-8"?>\n<database>\n')

    @staticmethod
    def _player_key(player):
        return (player.name, player.country, player.rating)

    @staticmethod
    def _event_key(record):
        return (record.event, record.date, record.place)

    def tables(self, records):
        for record in records:
            for player in (record.black, record.white):
                if player.country:
                    self.countries.setdefault(player.country, len(self.countries) + 1)
                self.players.setdefault(self._player_key(player), len(self.players) + 1)
            if record.place:
                self.cities.setdefault(record.place, len(self.cities) + 1)
            if record.event or record.date or record.place:
                self.tournaments.setdefault(self._event_key(record), (len(self.tournaments) + 1, record))
            if record.opening_rule:
                self.rules.setdefault((record.opening_rule, record.rules), len(self.rules) + 1)
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
        for (name, country, rating), player_id in self.players.items():
            first, _, surname = name.rpartition(" ")
            if not first:
                first, surname = surname, ""
            w('  <player id="%d" name=%s surname=%s country="%s"%s/>\n' % (
                player_id, quoteattr(first), quoteattr(surname), self.countries.get(country, ""),
                (" rating=%s" % quoteattr(rating)) if rating else ""))
        w(" </players>\n <tournaments>\n")
        for (event, date, place), (tournament_id, _) in self.tournaments.items():
            dates = (' start="%s"' % date) if len(date) == 10 else (' year="%s"' % date if date else "")
            city = (' city="%d"' % self.cities[place]) if place else ""
            w('  <tournament id="%d" name=%s%s%s/>\n' % (tournament_id, quoteattr(event), city, dates))
        w(" </tournaments>\n <games>\n")

    def game(self, record):
        if record.has_pass():
            raise ExportError("a RenjuNet database has no pass: move %d is one; use sgf, renlib or text"
                              % (record.points().index(PASS) + 1))
        attributes = [("id", record.extra.get("id") or str(self.next_game))]
        self.next_game += 1
        tournament = self.tournaments.get(self._event_key(record))
        if tournament:
            attributes.append(("tournament", str(tournament[0])))
        if record.round:
            attributes.append(("round", record.round))
        if record.opening_rule:
            attributes.append(("rule", str(self.rules[(record.opening_rule, record.rules)])))
        attributes.append(("black", str(self.players[self._player_key(record.black)])))
        attributes.append(("white", str(self.players[self._player_key(record.white)])))
        if record.result:
            attributes.append(("bresult", _SCORES[record.result]))
        for key in ("btime", "wtime", "publisher", "rated"):
            if key in record.extra:
                attributes.append((key, record.extra[key]))
        removed = record.removed_offers
        if "alt" in record.extra:
            attributes.append(("alt", record.extra["alt"]))
        elif record.offers:
            attributes.append(("alt", " ".join(point_name(p) for p in removed)))
        if "swap" in record.extra:
            attributes.append(("swap", record.extra["swap"]))
        elif record.opening_rule.upper() == "RIF":
            attributes.append(("swap", "R" if 3 in record.swaps else "-"))
        w = self.out.write
        w('  <game %s>' % " ".join("%s=%s" % (k, quoteattr(v)) for k, v in attributes))
        w("<move>%s</move>" % " ".join(record.names()))
        if record.comment:
            w("<info>%s</info>" % escape(record.comment))
        w("</game>\n")

    def close(self):
        self.out.write(" </games>\n</database>\n")


__all__ = ["read", "iter_read", "write", "write_all", "DatabaseWriter", "RenjuNetError"]
