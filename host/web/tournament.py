"""The hall as a tournament: each board's place in it (hall number, event, round, the seated
players with club and rating), and an event's standings and crosstable so far.

Everything comes from the host's record (host/tournament_record.py): the seats the arbiter or a pairings
file gave, the hall numbers, and each game's record with the arbiter's corrections applied. A game
counts once it has a result and viewers may see it (the broadcast delay has passed since its end);
the arbiter's view counts every finished game.
"""

import time

from host.tournament_record import Records

POINTS = {"win": 1.0, "draw": 0.5, "loss": 0.0}


def _person(player):
    if not player:
        return None
    return {"name": player["name"], "club": player["club"] or "", "rating": player["rating"] or ""}


def seat_view(records, board_id, seat=False, game=True):
    """{"board_no", "event", "round", "p1", "p2"} of a board (p1, p2: {"name", "club", "rating"} or
    None), or None when the record knows neither a seat nor a hall number for it. The board's game
    once its first move is made is shown as its record has it (its players, event and round, the
    arbiter's corrections applied, and then "result": the corrected result); before that, the seats
    (the pair for the game to come). seat: the board's records.seat(), when the caller has read it
    already; game=False: the seats whatever the game."""
    row = records.db.execute("SELECT board_no FROM hall WHERE board_id=?", (board_id,)).fetchone()
    number = row[0] if row else None
    game = _game_view(records, board_id) if game else None
    if game is not None:
        return dict(game, board_no=number or game["board_no"])
    if seat is False:
        seat = records.seat(board_id)
    if seat is None:
        return {"board_no": number, "event": None, "round": None, "p1": None, "p2": None} if number else None
    return {"board_no": number or seat["board_no"], "event": seat["event"], "round": seat["round"],
            "p1": _person(seat["black"]), "p2": _person(seat["white"])}


def _game_view(records, board_id):
    """The board's newest game as seat_view shows it, once it has a move; else None. Read from its
    row, or (a game the arbiter corrected) from its whole record."""
    row = records.db.execute(
        "SELECT g.id, g.p1, g.p2, t.name, g.round, g.board_no, (SELECT MAX(c.id) FROM corrections c WHERE"
        " c.game_id = g.id) FROM games g LEFT JOIN tournaments t ON t.id = g.tournament WHERE g.board_id=?"
        " ORDER BY g.id DESC LIMIT 1", (board_id,)).fetchone()
    if row is None or not records.db.execute("SELECT 1 FROM game_moves WHERE game_id=?", (row[0],)).fetchone():
        return None
    game_id, p1, p2, event, round_, board_no, corrected = row
    if corrected is None:
        return {"board_no": board_no, "event": event, "round": round_,
                "p1": _person(records._player_dict(p1)), "p2": _person(records._player_dict(p2))}
    game = records.game(game_id)
    first, second = (game["black"], game["white"]) if game["black_owner"] == "P1" else (game["white"], game["black"])
    view = {"board_no": game["board_no"], "event": game["event"], "round": game["round"],
            "p1": _person(first), "p2": _person(second)}
    if any(c["field"] == "result" for c in game["corrections"]):
        view["result"] = {"winner": game["winner"], "reason": game["reason"], "line": []}
    return view


def events(store):
    """The events' names, newest first."""
    return [name for (name,) in store.db.execute("SELECT name FROM tournaments ORDER BY id DESC")]


def standings(store, event, admin=False, delay=0.0):
    """An event's table so far: {"event", "rounds", "players": [...] best first, "games": n} where
    each player is {"rank", "id", "name", "club", "rating", "points", "games", "wins", "draws",
    "losses", "sb", "results": {opponent id: ["1", "½", "0", ...]}} (sb: Sonneborn-Berger, the
    points of the opponents beaten plus half those drawn, the usual tie-break). None for an event
    the record does not know."""
    row = store.db.execute("SELECT id FROM tournaments WHERE name=?", (event,)).fetchone()
    if row is None:
        return None
    from host.director import director_standings

    directed = director_standings(store, event, None if admin else time.time() - delay)
    if directed is not None:  # an event the host pairs: its byes, forfeits and tie-breaks count
        return directed
    records = Records(store)
    seen_before = time.time() - delay
    table = {}
    rounds = set()
    counted = 0
    # The event's games as their records have it: those the arbiter corrected into it too, not
    # those corrected out of it.
    for (game_id,) in store.db.execute(
            "SELECT id FROM games WHERE tournament=? OR id IN (SELECT game_id FROM corrections WHERE field='event')"
            " ORDER BY id", (row[0],)).fetchall():
        game = records.game(game_id)
        if game is None or game["event"] != event or not game["black"] or not game["white"]:
            continue
        black, white = game["black"], game["white"]
        for me in (black, white):  # everyone who sat down in the event is in its table, with 0 to begin
            table.setdefault(me["id"], {"id": me["id"], "name": me["name"], "club": me["club"] or "",
                                        "rating": me["rating"] or "", "results": {}, "scores": []})
        if game["winner"] not in ("black", "white", "draw"):
            continue
        if not admin and game["board"] != "import" and (game["ended"] is None or game["ended"] > seen_before):
            continue
        counted += 1
        if game["round"]:
            rounds.add(str(game["round"]))
        for me, them, colour in ((black, white, "black"), (white, black, "white")):
            entry = table[me["id"]]
            outcome = "draw" if game["winner"] == "draw" else ("win" if game["winner"] == colour else "loss")
            entry["scores"].append((them["id"], POINTS[outcome]))
            entry["results"].setdefault(str(them["id"]), []).append({"win": "1", "draw": "½", "loss": "0"}[outcome])
    points = {pid: sum(score for _, score in entry["scores"]) for pid, entry in table.items()}
    players = []
    for pid, entry in table.items():
        scores = entry.pop("scores")
        players.append(dict(entry, points=points[pid], games=len(scores),
                            wins=sum(1 for _, s in scores if s == 1.0), draws=sum(1 for _, s in scores if s == 0.5),
                            losses=sum(1 for _, s in scores if s == 0.0),
                            sb=sum(points[them] * s for them, s in scores)))
    players.sort(key=lambda p: (-p["points"], -p["sb"], p["name"].lower(), p["id"]))
    rank = 0
    for i, player in enumerate(players):  # shared places: equal points and tie-break share a rank
        if i == 0 or (player["points"], player["sb"]) != (players[i - 1]["points"], players[i - 1]["sb"]):
            rank = i + 1
        player["rank"] = rank
    return {"event": event, "rounds": sorted(rounds, key=_round_order), "players": players, "games": counted}


def _round_order(text):
    return (0, int(text), "") if text.isdigit() else (1, 0, text)
