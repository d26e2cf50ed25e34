"""Recorded games for the archive pages and the API: from the host's store, or (on a relay) from
the finished games the host published to the broker.

A game is shown as a board state (feed.py's format, the same the live pages draw), rebuilt from
its recorded events. Viewers see a game once it has ended and the broadcast delay has passed since;
the arbiter sees every game.
"""

import time

from host.web.feed import BoardFeed


def with_record_id(record):
    """The recorded game's events, its game events naming the record's id (as the live feed's do)."""
    return [dict(event, record=record["id"]) if event.get("t") == "game" else event for event in record["events"]]


def game_view(record):
    """A recorded game (Store.game's dict) as {"id", "board", "started", "ended", "state"}."""
    feed = BoardFeed(record["board"])
    feed.load(record["epoch"], with_record_id(record))
    state = feed.state
    by_n = {m["n"]: m for m in record["moves"]}
    for move in state["moves"]:  # the store's own times where the event carried none
        stored = by_n.get(move["n"])
        if stored and move.get("used") is None:
            move["used"] = stored.get("used_ms")
    return {"id": record["id"], "board": record["board"], "started": record["started"], "ended": record["ended"],
            "state": state}


class StoreArchive:
    """The host's archive: its own connection to the store (SQLite in WAL mode: reads never wait
    for the daemon's writes), used only from the web thread."""

    def __init__(self, store):
        self.store = store

    def games(self, admin, delay):
        ended = dict(self.store.db.execute("SELECT id, ended FROM games").fetchall())
        cutoff = time.time() - delay
        rows = []
        for game_id, board, started, moves, winner, reason in self.store.games():
            end = ended.get(game_id)
            if not admin and (end is None or end > cutoff):
                continue
            rows.append({"id": game_id, "board": board, "started": started, "ended": end, "moves": moves,
                         "winner": winner, "reason": reason})
        return rows

    def game(self, game_id, admin, delay):
        record = self.store.game(game_id)
        if record is None:
            return None
        if not admin and (record["ended"] is None or record["ended"] > time.time() - delay):
            return None
        return game_view(record)

    def export(self, game_id, admin, delay, name, lang="en"):
        """(file bytes, file extension) of a finished game in a record format (host/formats), or
        None where game() shows nothing; ValueError for a format that cannot hold the game."""
        if self.game(game_id, admin, delay) is None:
            return None
        from host.formats import FORMATS, export_records
        from host.record import Record
        from host.records import Records

        record = Record.from_store(Records(self.store).game(game_id))
        return export_records(name, [record], lang), FORMATS[name][1][0]

    def newest(self, board_id):
        """(epoch, events) of the board's newest recorded game, or None."""
        row = self.store.db.execute("SELECT id FROM games WHERE board_id=? ORDER BY id DESC LIMIT 1",
                                    (board_id,)).fetchone()
        if row is None:
            return None
        record = self.store.game(row[0])
        return record["epoch"], with_record_id(record)


class PublishedArchive:
    """A relay's archive: the finished games the host published (retained) on the broker."""

    def __init__(self):
        self.records = {}  # id -> game_view dict

    def add(self, view):
        self.records[view["id"]] = view

    def games(self, admin, delay):
        rows = []
        for view in sorted(self.records.values(), key=lambda v: v["id"]):
            result = view["state"]["result"] or {}
            rows.append({"id": view["id"], "board": view["board"], "started": view["started"],
                         "ended": view["ended"], "moves": len(view["state"]["moves"]),
                         "winner": result.get("winner"), "reason": result.get("reason")})
        return rows

    def game(self, game_id, admin, delay):
        return self.records.get(game_id)

    def newest(self, board_id):
        return None
