"""Recorded games for the archive pages and the API: from the host's store, or (on a relay) from
the finished games the host published to the broker.

A game is shown from its record (host.game_record.Record built from host.tournament_record.Records.game(): the
seats, the opening's swaps and the arbiter's corrections applied), the one record `show`, `games`
and every export read too, drawn as a board state (feed.py's format, the same the live pages
draw); the board's events replayed beside it give what only they know (when each move came, the
rows of a five or a foul). Viewers see a game once it has ended and the broadcast delay has
passed since (a game imported from a file at once: it is no live game); the arbiter sees every game.
"""

import itertools
import json
import time

from host.store import MOVE_COUNT
from host.web.feed import BoardFeed


def with_record_id(record):
    """The recorded game's events, its game events naming the record's id (as the live feed's do)."""
    return [dict(event, record=record["id"]) if event.get("t") == "game" else event for event in record["events"]]


def _player(player):
    return {"name": player.name, "club": player.club, "rating": player.rating}


def _corrections(game, records):
    out = []
    for c in game.get("corrections", ()):
        original, corrected = c["original"], c["corrected"]
        if c["field"] in ("black", "white"):  # player ids: the API names them
            original = (records._player_dict(int(original)) or {}).get("name", "") if original else ""
            corrected = (records._player_dict(int(corrected)) or {}).get("name", "")
        out.append({"field": c["field"], "original": original, "corrected": corrected, "note": c["note"]})
    return out


def game_view(game, records=None):
    """A recorded game (host.tournament_record.Records.game()'s dict) as {"id", "board", "started", "ended",
    "state", "record"}: the state as the pages draw it, the record's players, event and corrections."""
    from host.game_record import Record

    record = Record.from_store(game)
    feed = BoardFeed(game["board"])
    received = {seq: int(at * 1000) for seq, at in (game.get("received") or {}).items()}
    feed.load(game["epoch"], with_record_id(game), received)
    state = feed.state
    if state["game"] is None:  # imported from a file: no board events
        state["game"] = {"no": game["game_no"], "settings": game["settings"], "started": None}
    replayed = {m["n"]: m for m in state["moves"]}
    moves = []
    for n, move in enumerate(record.moves, 1):
        seen = replayed.get(n)
        same = seen is not None and seen["point"] == move.name()
        moves.append({"n": n, "point": move.name(), "colour": "black" if n % 2 else "white",
                      "at": seen["at"] if same else None, "used": move.used_ms,
                      "clocks": seen.get("clocks") if same else None})
    state["moves"] = moves
    black_seat = "P2" if len(record.swaps) % 2 else "P1"  # each swap of the opening hands Black to the other seat
    state["black"] = black_seat
    white_seat = "P2" if black_seat == "P1" else "P1"
    state["players"] = {black_seat.lower(): record.black.name, white_seat.lower(): record.white.name}
    state["opening"] = {"code": record.opening, "name": record.opening_name} if record.opening else None
    shown = state["result"]
    if record.result is None:
        state["result"] = None
    elif shown is None or (shown["winner"], shown["reason"]) != (record.result, record.reason):
        # The arbiter's correction (or a file's result): the record's, without the board's rows.
        state["result"] = {"winner": record.result, "reason": record.reason, "line": list(game.get("line") or []),
                           "point": None, "foul": None, "lines": []}
    view = {"record": {"black": _player(record.black), "white": _player(record.white), "event": record.event,
                       "round": record.round, "board_no": game.get("board_no") or "", "place": record.place,
                       "date": record.date, "result": record.result, "reason": record.reason,
                       "confirmed": record.confirmed, "imported_from": game["settings"].get("imported_from"),
                       "corrections": _corrections(game, records) if records is not None else []}}
    view.update(id=game["id"], board=game["board"], started=game["started"], ended=game["ended"], state=state)
    return view


def writable(record):
    """The record formats that can hold this game (PlayOK's: RIF openings only, .psq: no pass), for
    the archive to offer no download that would be refused; the PDF as its SVG, for speed."""
    from host.formats import FORMATS, ExportError, export_records

    names = []
    for name, entry in FORMATS.items():
        if entry[4].get("printed"):
            continue
        try:
            export_records(name, [record])
        except (ExportError, ValueError):
            continue
        names.append(name)
    return names + [name for name, entry in FORMATS.items() if entry[4].get("printed") and "svg" in names]


def listed_matches(listed, event, round_, player):
    """Whether a game of the archive's list has the event and round (exactly) and a player whose
    name holds `player` (any case)."""
    needle = player.casefold()
    return ((not event or (listed.get("event") or "") == event)
            and (not round_ or str(listed.get("round") or "") == round_)
            and (not needle or needle in (listed.get("black") or "").casefold()
                 or needle in (listed.get("white") or "").casefold()))


def page_of(newest, limit, total, events, rounds):
    """GET /api/games's answer from the matching games newest first (up to limit + 1 of them)."""
    shown = newest[:limit]
    return {"games": shown[::-1], "total": total, "next": shown[-1]["id"] if len(newest) > limit else None,
            "events": events, "rounds": sorted(rounds, key=_round_order)}


def _round_order(round_):
    text = str(round_)
    return (0, int(text), "") if text.isdigit() else (1, 0, text)


def round_games(listed, event, round_):
    """The ids of a round's finished games, from an archive's list."""
    return [g["id"] for g in listed if g["event"] == event and str(g["round"] or "") == round_ and g["winner"] is not None]


def export_games(name, games, lang="en"):
    """(file bytes, file extension) of games [(id, host.game_record.Record)] in a record format: one
    file where the format holds several games (or there is one), else a zip of one file a game."""
    from host.formats import FORMATS, by_name, export_records

    extension = FORMATS[name][1][0]
    records = [record for _, record in games]
    if hasattr(by_name(name), "write_all") or len(records) == 1:
        return export_records(name, records, lang), extension
    import io
    import zipfile

    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for game_id, record in games:
            archive.writestr("tengen-game-%d%s" % (game_id, extension), export_records(name, [record], lang))
    return buffer.getvalue(), extension + ".zip"


class StoreArchive:
    """The host's archive: its own connection to the store (SQLite in WAL mode: reads never wait
    for the daemon's writes), used only from the web thread."""

    def __init__(self, store):
        self.store = store
        self._rows = {}

    def _visible(self, board, end, admin, delay):
        if admin or board == "import":
            return True
        return end is not None and end <= time.time() - delay

    # A page of the list is one query, newest first from an id, filtered in SQL on the games' own
    # columns (the seats' players by id, the event by its id, the round) and stopped once the page
    # is full: a federation's 150,000 games are never all read. A game whose row is not its record
    # (a board's game, where an opening swap may give P2 Black; a corrected game) has its Record
    # built, kept until its row changes; a corrected game is matched by its record, after the query.
    # A game imported from a file has Black at P1 by construction (Records.save_imported): its row
    # is its record.
    LIST_QUERY = (
        "SELECT g.id, g.board_id, g.started, g.ended, g.winner, g.reason, g.p1, g.p2, g.round, a.name, b.name,"
        " t.name, " + MOVE_COUNT + ","
        " (SELECT MAX(id) FROM corrections c WHERE c.game_id = g.id), g.board_no FROM games g"
        " LEFT JOIN players a ON a.id = g.p1 LEFT JOIN players b ON b.id = g.p2"
        " LEFT JOIN tournaments t ON t.id = g.tournament WHERE %s ORDER BY g.id DESC")

    def _where(self, admin, delay, event, round_, player):
        """The SQL condition (and its arguments) of the games a viewer may see that may match the
        filters: those that do by their columns, and every corrected one (matched after)."""
        where = ["(g.board_id = 'import' OR ? OR (g.ended IS NOT NULL AND g.ended <= ?))"]
        args = [1 if admin else 0, time.time() - delay]
        filters = []
        if event:
            filters.append("g.tournament = (SELECT id FROM tournaments WHERE name = ?)")
            args.append(event)
        if round_:
            filters.append("g.round = ?")
            args.append(round_)
        if player:
            needle = player.casefold()  # any case, any script: the players' names are few, the games many
            named = [player_id for player_id, name in self.store.db.execute("SELECT id, name FROM players")
                     if needle in name.casefold()]
            filters.append("(g.p1 IN (SELECT value FROM json_each(?)) OR g.p2 IN (SELECT value FROM json_each(?)))")
            args += [json.dumps(named)] * 2
        if filters:
            where.append("((%s) OR g.id IN (SELECT game_id FROM corrections))" % " AND ".join(filters))
        return " AND ".join(where), args

    def _listed(self, row, records):
        from host.game_record import Record

        cache = self._rows  # game id -> (its stored row, its list row)
        game_id, board, started, end, winner, reason, _p1, _p2, round_, black, white, event, moves, fixed, number = row
        if board == "import" and fixed is None:
            listed = {"moves": moves, "winner": winner, "reason": reason, "black": black or "", "white": white or "",
                      "event": event or "", "round": round_ or ""}
        elif game_id in cache and cache[game_id][0] == row and end is not None:
            listed = cache[game_id][1]
        else:
            record = Record.from_store(records.game(game_id))
            listed = {"moves": len(record.moves), "winner": record.result, "reason": record.reason or None,
                      "black": record.black.name, "white": record.white.name, "event": record.event,
                      "round": record.round}
            cache[game_id] = (row, listed)
        return dict(listed, id=game_id, board=board, board_no=number or "", started=started, ended=end)

    def matching(self, admin, delay, event="", round_="", player="", before=None):
        """The games a viewer may see that match the filters (games_page()'s), newest first, one by one."""
        from host.tournament_record import Records

        records = Records(self.store)
        where, args = self._where(admin, delay, event, round_, player)
        if before is not None:
            where += " AND g.id < ?"
            args.append(before)
        for row in self.store.db.execute(self.LIST_QUERY % where, args):
            listed = self._listed(row, records)
            if row[13] is None or listed_matches(listed, event, round_, player):
                yield listed

    def games_page(self, admin, delay, event="", round_="", player="", before=None, limit=100):
        """A page of the archive's list, as GET /api/games gives it (page_of()): the newest `limit`
        games before the id `before` that match the filters, how many match in all, the events
        with games to see and the rounds of the event asked for."""
        from host.tournament_record import Records

        games = list(itertools.islice(self.matching(admin, delay, event, round_, player, before), limit + 1))
        where, args = self._where(admin, delay, event, round_, player)
        total = self.store.db.execute("SELECT COUNT(*) FROM games g WHERE %s AND g.id NOT IN (SELECT game_id FROM"
                                      " corrections)" % where, args).fetchone()[0]
        records = Records(self.store)
        for row in self.store.db.execute(self.LIST_QUERY % (where + " AND g.id IN (SELECT game_id FROM corrections)"),
                                         args):
            total += listed_matches(self._listed(row, records), event, round_, player)
        visible, visible_args = self._where(admin, delay, "", "", "")
        events = [name for (name,) in self.store.db.execute(
            "SELECT t.name FROM tournaments t WHERE EXISTS (SELECT 1 FROM games g WHERE g.tournament = t.id AND %s)"
            " ORDER BY t.name" % visible, visible_args)]
        rounds = []
        if event:
            rounds = [r for (r,) in self.store.db.execute(
                "SELECT DISTINCT g.round FROM games g WHERE g.tournament = (SELECT id FROM tournaments WHERE name = ?)"
                " AND g.round IS NOT NULL AND g.round <> '' AND %s" % visible, [event] + visible_args)]
        return page_of(games, limit, total, events, rounds)

    def game(self, game_id, admin, delay):
        from host.tournament_record import Records

        records = Records(self.store)
        game = records.game(game_id)
        if game is None or not self._visible(game["board"], game["ended"], admin, delay):
            return None
        from host.engine_review import as_json, from_store

        from host.game_record import Record

        view = game_view(game, records)
        view["review"] = as_json(from_store(self.store.review(game_id)))  # `hints GAME --save`'s, or None
        view["writes"] = writable(Record.from_store(game))  # the formats its downloads are offered in
        return view

    def export(self, game_id, admin, delay, name, lang="en"):
        """(file bytes, file extension) of a finished game in a record format (host/formats), or
        None where game() shows nothing; ValueError for a format that cannot hold the game."""
        if self.game(game_id, admin, delay) is None:
            return None
        from host.game_record import Record
        from host.tournament_record import Records

        return export_games(name, [(game_id, Record.from_store(Records(self.store).game(game_id)))], lang)

    def export_round(self, event, round_, admin, delay, name, lang="en"):
        """(file bytes, file extension) of every finished game of a round: one file where the format
        holds several games, else a zip of one file a game; None if the round has none to show."""
        from host.game_record import Record
        from host.tournament_record import Records

        ids = round_games(reversed(list(self.matching(admin, delay, event, round_))), event, round_)
        if not ids:
            return None
        records = Records(self.store)
        return export_games(name, [(game_id, Record.from_store(records.game(game_id))) for game_id in ids], lang)

    def stored(self, game_id):
        """The game as the store holds it, with its record around it (Records.game(): what every
        export is made from), as JSON: the host publishes it with each finished game, so that a
        relay writes the same files."""
        from host.tournament_record import Records

        return Records(self.store).game(game_id)

    def events(self):
        from host.web.tournament import events

        return events(self.store)

    def standings(self, event, admin, delay):
        """The event's standings and crosstable so far (host/web/tournament.py), or None."""
        from host.web.tournament import standings

        return standings(self.store, event, admin, delay)

    def newest(self, board_id):
        """(epoch, events) of the board's newest recorded game, or None."""
        row = self.store.db.execute("SELECT id FROM games WHERE board_id=? ORDER BY id DESC LIMIT 1",
                                    (board_id,)).fetchone()
        if row is None:
            return None
        record = self.store.game(row[0])
        return record["epoch"], with_record_id(record)


class PublishedArchive:
    """A relay's archive: the finished games the host published (retained) on the broker, each with
    the record every export is made from, and the events' standings as the host computed them."""

    def __init__(self):
        self.records = {}  # id -> game_view dict
        self.stored_games = {}  # id -> the host's Records.game() of it (the exports' source)
        self.tables = {}  # event -> its standings, as GET /api/standings gives them

    def add(self, view):
        view = dict(view)
        stored = view.pop("stored", None)
        if stored is not None:
            # JSON keeps an object's keys as text: the events' numbers back to the numbers they are
            stored["received"] = {int(seq): at for seq, at in (stored.get("received") or {}).items()}
            self.stored_games[view["id"]] = stored
        self.records[view["id"]] = view

    def set_standings(self, tables):
        self.tables = dict(tables)

    def games(self, admin, delay):
        rows = []
        for view in sorted(self.records.values(), key=lambda v: v["id"]):
            result = view["state"]["result"] or {}
            record = view.get("record") or {}  # as the host's archive lists it: the record's players and event
            rows.append({"id": view["id"], "board": view["board"], "board_no": record.get("board_no", ""),
                         "started": view["started"], "ended": view["ended"], "moves": len(view["state"]["moves"]),
                         "winner": result.get("winner"), "reason": result.get("reason"),
                         "black": (record.get("black") or {}).get("name", ""),
                         "white": (record.get("white") or {}).get("name", ""),
                         "event": record.get("event", ""), "round": record.get("round", "")})
        return rows

    def games_page(self, admin, delay, event="", round_="", player="", before=None, limit=100):
        listed = self.games(admin, delay)  # a relay's archive: the games the host published, in memory
        matching = [g for g in reversed(listed) if listed_matches(g, event, round_, player)
                    and (before is None or g["id"] < before)]
        total = sum(listed_matches(g, event, round_, player) for g in listed)
        events = sorted({g["event"] for g in listed if g["event"]})
        rounds = {str(g["round"]) for g in listed if event and g["event"] == event and g["round"]}
        return page_of(matching[:limit + 1], limit, total, events, rounds)

    def game(self, game_id, admin, delay):
        view = self.records.get(game_id)
        record = self._record(game_id)
        if view is not None and "writes" not in view and record is not None:
            view["writes"] = writable(record)  # as the host's archive offers them, worked out once
        return view

    def _record(self, game_id):
        from host.game_record import Record

        stored = self.stored_games.get(game_id)
        return Record.from_store(stored) if stored is not None else None

    def export(self, game_id, admin, delay, name, lang="en"):
        record = self._record(game_id)
        return export_games(name, [(game_id, record)], lang) if record is not None else None

    def export_round(self, event, round_, admin, delay, name, lang="en"):
        games = [(game_id, self._record(game_id)) for game_id in round_games(self.games(admin, delay), event, round_)]
        games = [(game_id, record) for game_id, record in games if record is not None]
        return export_games(name, games, lang) if games else None

    def events(self):
        return list(self.tables)

    def standings(self, event, admin, delay):
        return self.tables.get(event)

    def newest(self, board_id):
        return None
