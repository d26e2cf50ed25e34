"""The record's commands: games (search), show, delete, players, hall numbers, pairings, seats and
the arbiter's corrections. host/cli.py registers them with add_record_commands()."""

import sys
import time

from host.arguments import count, day, hall_number, opening, readable_file, seconds
from host.logs import printable
from host.terminal import clip, row
from host.records import Records, RecordError, RESULTS, REASONS
from host.store import ABANDONED, READ, WRITE, Store


def _writer(path):
    """An existing store, to change the record (the daemon creates stores)."""
    return Store(path, WRITE, create=False)


def _stamp(when):
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(when))


def _name(player):
    if not player:
        return "?"
    return player["name"] + (" (%s)" % player["club"] if player["club"] else "") + \
        (" %s" % player["rating"] if player["rating"] else "")


GAMES_COLUMNS = "%4s  %-8s %-10s  %-12s %-12s %5s  "  # id, board, date, black, white, moves; then the result


def cmd_games(args):
    store = Store(args.db, READ)
    records = Records(store)
    ids = records.search(args.player, args.event, args.date, args.opening, args.result)
    if not ids:
        filters = [f for f in ("player", "event", "date", "opening", "result") if getattr(args, f)]
        print("no games %sin %s" % ("matching %s " % ", ".join("%s %s" % (f, getattr(args, f)) for f in filters)
                                     if filters else "recorded ", args.db))
        return 0
    print(GAMES_COLUMNS % ("id", "board", "date", "black", "white", "moves") + "result")
    for game_id in ids:
        game = records.game(game_id)
        if game["winner"]:
            result = "%s (%s)%s" % (game["winner"], game["reason"], "" if game["confirmed"] else " unconfirmed")
        else:
            result = "abandoned" if game["reason"] == ABANDONED else "in progress"
        print(row(GAMES_COLUMNS % (
            game_id, clip(printable(game["board"]), 8), time.strftime("%Y-%m-%d", time.localtime(game["started"])),
            clip(printable((game["black"] or {}).get("name", "-")), 12),
            clip(printable((game["white"] or {}).get("name", "-")), 12), len(game["moves"])), result))
    return 0


def cmd_show(args):
    from shared_rules.board import Board, parse_point, colour_from_name
    from shared_rules.openings import opening_code, opening_name
    from shared_rules.terms import parse_move
    from shared_rules.clock import clock_text

    records = Records(Store(args.db, READ))
    game = records.game(args.game)
    if game is None:
        print("no game %d in %s" % (args.game, args.db), file=sys.stderr)
        return 1
    problem = _record_problem(game)
    if problem:  # a record written by a host that did not yet check what boards sent
        print("game %d: the record cannot be shown in full: %s" % (game["id"], printable(problem, 200)), file=sys.stderr)
        return 1
    settings = game["settings"]
    print(printable("game %d on board %s (board game %d), %s: %s" % (
        game["id"], game["board"], game["game_no"], _stamp(game["started"]), ", ".join(
            "%s %s" % (k.replace("_", " "), v) for k, v in sorted(settings.items()) if v not in (None, False)))))
    if game["event"] or game["round"]:
        print("event: %s%s%s%s" % (game["event"] or "-", ", %s" % game["place"] if game["place"] else "",
                                   ", round %s" % game["round"] if game["round"] else "",
                                   ", board %s" % game["board_no"] if game["board_no"] else ""))
    if game["black"] or game["white"]:
        print("black: %s\nwhite: %s" % (_name(game["black"]), _name(game["white"])))
    moves = [parse_move(m["point"]) for m in game["moves"]]
    if opening_code(moves):
        print("opening: %s (%s)" % (opening_name(moves), opening_code(moves)))
    for event in game["events"]:
        if event["t"] == "opening":
            print(printable("      %s %s %s" % (event["player"], event["action"], event.get("point", event.get("n", "")))))
        elif event["t"] in ("clock", "claim", "undo", "anomaly"):
            print(printable("      %s" % ", ".join("%s %s" % (k, v) for k, v in event.items() if k not in ("seq", "game"))))
        elif event["t"] == "move":
            move = next((m for m in game["moves"] if m["n"] == event["n"]), None)
            if move is None or (move["point"] != event["point"] and not move.get("corrected")):
                continue  # taken back later
            times = ""
            if move["used_ms"] is not None:
                times = "  %s  (P1 %s, P2 %s)" % (clock_text(move["used_ms"]), clock_text(move["clock_p1_ms"]),
                                                clock_text(move["clock_p2_ms"]))
            note = "  (corrected; recorded as %s)" % event["point"] if move.get("corrected") else ""
            print("%3d. %-5s %s%s%s" % (move["n"], move["point"], move["colour"], times, note))
    board = Board()
    for move in game["moves"]:
        if move["point"] != "pass":
            board.place(parse_point(move["point"]), colour_from_name(move["colour"]))
    for event, reason in game.get("refused", ()):
        print(printable("      refused event %d (%s): %s" % (event.get("seq", 0), event.get("t"), reason)))
    if game["winner"]:
        print("result: %s (%s) %s" % (game["winner"], game["reason"], " ".join(game["line"])))
        print("        %s" % ("confirmed by both players on the board" if game["confirmed"]
                              else "not confirmed on the board (both buttons held after the end)"))
    elif game["reason"] == ABANDONED:
        print("result: none: abandoned (a new game was forced on the board)")
    else:
        print("result: not finished")
    for c in game["corrections"]:
        original = c["original"]
        if c["field"] in ("black", "white"):
            original = _name(records._player_dict(int(original))) if original else "nobody"
            corrected = _name(records._player_dict(int(c["corrected"])))
        else:
            corrected = c["corrected"]
        print(printable("correction %s, %s: %s (was %s)%s" % (_stamp(c["made"]), c["field"], corrected, original,
                                                               ": " + c["note"] if c["note"] else "")))
    marks = {parse_point(p): "#" for p in game["line"]}
    print(board.diagram(marks))
    return 0


def _record_problem(game):
    """Why a stored game cannot be drawn (a point off the board, two stones on one), or None."""
    from shared_rules.board import Board, parse_point
    from shared_rules.terms import PASS, colour_of_move, parse_move

    board = Board()
    try:
        for index, move in enumerate(game["moves"]):
            p = parse_move(move["point"])
            if p != PASS:
                board.place(p, colour_of_move(index))
        for name in game["line"]:
            parse_point(name)
    except (ValueError, TypeError) as error:
        return str(error)
    return None


def cmd_delete(args):
    store = _writer(args.db)
    records = Records(store)
    game = records.game(args.game)
    if game is None:
        print("no game %d in %s" % (args.game, args.db), file=sys.stderr)
        return 1
    what = "game %d (board %s, %s, %d moves, %s vs %s)" % (
        args.game, game["board"], _stamp(game["started"]), len(game["moves"]), (game["black"] or {}).get("name", "?"),
        (game["white"] or {}).get("name", "?"))
    if not args.yes:
        if not sys.stdin.isatty():
            print("delete %s: give --yes to confirm (no terminal to ask on)" % what, file=sys.stderr)
            return 2
        answer = input("delete %s? type yes: " % what)
        if answer.strip().lower() != "yes":
            print("not deleted")
            return 1
    records.delete(args.game)
    print("deleted %s (the board's events stay in the event log)" % what)
    return 0


def cmd_players(args):
    records = Records(_writer(args.db))
    if args.add:
        player_id = records.player(args.add, args.club or "", args.rating or "")
        print("player %d: %s" % (player_id, _name(records._player_dict(player_id))))
        return 0
    players = records.players()
    if not players:
        print("no players in %s (add them with --add, or import pairings)" % args.db)
    for p in players:
        print("%4d  %s" % (p["id"], _name(p)))
    return 0


def cmd_hall(args):
    records = Records(_writer(args.db))
    had = records.number_board(args.board, args.number)
    print("board %s is number %s in the hall%s" % (args.board, args.number, " (it was %s)" % had
                                                   if had not in (None, str(args.number)) else ""))
    return 0


def cmd_assign(args):
    records = Records(_writer(args.db))
    board_id = records.board_of(args.board)
    records.assign(board_id, args.black, args.white, args.event, args.round, args.board_no)
    seat = records.seat(board_id)
    print("board %s: %s (black, left button) against %s (white, right button)%s" % (
        board_id, _name(seat["black"]), _name(seat["white"]),
        ", %s round %s" % (seat["event"] or "", seat["round"]) if seat["round"] else ""))
    return 0


def cmd_pairings(args):
    records = Records(_writer(args.db))
    seats = records.import_pairings(args.file, args.event, args.place or "")
    for board_id, field in seats:
        print("round %s, board %s (%s): %s - %s" % (field["round"], field["board"], board_id, field["black"],
                                                    field["white"]))
    print("%d pairings imported" % len(seats))
    return 0


def cmd_correct(args):
    records = Records(_writer(args.db))
    corrections = []
    if args.result:
        corrections.append(("result", (args.result, args.reason or "correction")))
    if args.black:
        corrections.append(("black", args.black))
    if args.white:
        corrections.append(("white", args.white))
    for n, point in args.move or ():
        corrections.append(("move %s" % n, point))
    if not corrections:
        print("correct what? --result, --black, --white or --move N POINT", file=sys.stderr)
        return 2
    for field, value in corrections:
        records.correct(args.game, field, value, args.note or "")
        print("game %d: %s corrected (the original is kept)" % (args.game, field))
    return 0


def setup_arguments(game, study=False, at=None, force=False):
    """The `setup` command's arguments that put a recorded game (Records.game()) on a board: its
    moves (corrections applied), its rules, and the clocks as they stood after its last move."""
    arguments = {"moves": [m["point"] for m in game["moves"]], "source": "game %d of board %s" % (game["id"], game["board"])}
    if study:
        arguments["mode"] = "study"
        arguments["at"] = len(arguments["moves"]) if at is None else at
        return arguments
    settings = game["settings"]
    arguments["settings"] = {k: settings[k] for k in ("foul_mode", "time_control", "pass_from_move", "takebacks")
                             if k in settings}
    timed = [m for m in game["moves"] if m["clock_p1_ms"] is not None]
    if timed:
        arguments["clocks"] = [timed[-1]["clock_p1_ms"], timed[-1]["clock_p2_ms"]]
    if force:
        arguments["force"] = True
    return arguments


def cmd_setup(args):
    """Put a recorded game on a board: to go on with it (an adjourned game) or to study it."""
    from host.cli import deliver

    if args.at is not None and not args.study:
        print("setup: --at goes with --study (the move to study from); to play on, a game goes on from its"
              " last move", file=sys.stderr)
        return 2
    store = _writer(args.db)
    game = Records(store).game(args.game)
    if game is None:
        print("no game %d in %s" % (args.game, args.db), file=sys.stderr)
        return 1
    if game["winner"] and not args.study:
        print("setup: game %d is finished (%s, %s): nothing to play on; --study steps through it" % (
            args.game, game["winner"], game["reason"]), file=sys.stderr)
        return 2
    if args.at is not None and not 0 <= args.at <= len(game["moves"]):
        print("--at must be 0 to %d (game %d has %d moves)" % (len(game["moves"]), args.game, len(game["moves"])),
              file=sys.stderr)
        return 2
    board = Records(store).board_of(args.board)
    return deliver(store, board, "setup", setup_arguments(game, args.study, args.at, args.force), args.wait)


def add_record_commands(commands, db):
    games = commands.add_parser("games", parents=[db], help="list recorded games, or search them")
    games.add_argument("--player", help="a player's name, or part of it")
    games.add_argument("--event", help="an event's name, or part of it")
    games.add_argument("--date", type=day, help="the day the game began, YYYY-MM-DD")
    games.add_argument("--opening", type=opening, help="an opening's name or code (e.g. Kagetsu, D2)")
    games.add_argument("--result", choices=RESULTS + ("unfinished",))
    games.set_defaults(func=cmd_games)
    show = commands.add_parser("show", parents=[db], help="print one game: players, moves, times, result, diagram")
    show.add_argument("game", type=int)
    show.set_defaults(func=cmd_show)
    delete = commands.add_parser("delete", parents=[db], help="take a game out of the record (asks first)")
    delete.add_argument("game", type=int)
    delete.add_argument("--yes", action="store_true", help="do not ask")
    delete.set_defaults(func=cmd_delete)
    players = commands.add_parser("players", parents=[db], help="list players, or add one")
    players.add_argument("--add", metavar="NAME")
    players.add_argument("--club", help="club or country")
    players.add_argument("--rating", help="rating or rank")
    players.set_defaults(func=cmd_players)
    hall = commands.add_parser("hall", parents=[db], help="give a board its number in the hall (pairings use it)")
    hall.add_argument("board", help="the board's id, as `status` shows it")
    hall.add_argument("number", type=hall_number, help="its number in the hall, 1 to 9999")
    hall.set_defaults(func=cmd_hall)
    assign = commands.add_parser("assign", parents=[db], help="seat two players at a board")
    assign.add_argument("board", help="the board's id or hall number")
    assign.add_argument("--black", required=True, help="the first player (tentative Black, left button)")
    assign.add_argument("--white", required=True, help="the second player (right button)")
    assign.add_argument("--event")
    assign.add_argument("--round")
    assign.add_argument("--board-no", help="the board's number in the pairing (default: its hall number)")
    assign.set_defaults(func=cmd_assign)
    pairings = commands.add_parser("pairings", parents=[db], help="import a round's pairings (CSV: round, board, black, white)")
    pairings.add_argument("file", type=readable_file)
    pairings.add_argument("--event", help="the event the round belongs to")
    pairings.add_argument("--place", help="where the event is held")
    pairings.set_defaults(func=cmd_pairings)
    setup = commands.add_parser("setup", parents=[db], help="put a recorded game on a board, stone by stone:"
                                " to go on with it, or to study it")
    setup.add_argument("board", help="the board's id or hall number")
    setup.add_argument("game", type=int, help="the recorded game's id, as `games` shows it")
    setup.add_argument("--study", action="store_true", help="step through the game (clock buttons) instead of playing on")
    setup.add_argument("--at", type=count(0, what="a move number"), help="with --study: the move to start from (default: the last)")
    setup.add_argument("--force", action="store_true", help="replace a game in progress on the board")
    setup.add_argument("--wait", type=seconds(0), default=10.0, metavar="SECONDS",
                       help="seconds to wait for the reply (default: %(default)s)")
    setup.set_defaults(func=cmd_setup)
    correct = commands.add_parser("correct", parents=[db], help="the arbiter's correction of a game (the original is kept)")
    correct.add_argument("game", type=int)
    correct.add_argument("--result", choices=RESULTS)
    correct.add_argument("--reason", choices=REASONS, help="with --result (default: correction)")
    correct.add_argument("--black", metavar="NAME", help="who really had Black")
    correct.add_argument("--white", metavar="NAME", help="who really had White")
    correct.add_argument("--move", nargs=2, action="append", metavar=("N", "POINT"), help="move N was really POINT")
    correct.add_argument("--note", help="why")
    correct.set_defaults(func=cmd_correct)
    return commands
