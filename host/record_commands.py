"""The record's commands: games (search), show, delete, players, hall numbers, pairings, seats and
the arbiter's corrections. host/cli.py registers them with add_record_commands()."""

import sys
import time

from host.arguments import count, day, hall_number, opening, readable_file, seconds
from host.logs import printable
from host.terminal import clip, row
from host.tournament_record import (Records, RecordError, PairingsRefused, SeatsChange, UnknownPlayer, RESULTS,
                                    REASONS)
from host.store import ABANDONED, READ, WRITE, Store
from host.delivery import deliver


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


def result_words(record, game):
    """A game's result as the record has it (the arbiter's correction applied): "white (time)",
    "abandoned", "in progress"."""
    return result_text(record.result, record.reason, game["reason"] == ABANDONED)


def result_text(result, reason, abandoned):
    if result:
        return result + (" (%s)" % reason if reason else "")
    return "abandoned" if abandoned else "in progress"


def as_recorded(status, records):
    """A board's status row with its game's result as the record has it (the arbiter's correction
    applied) rather than as the board reported it."""
    from host.game_record import Record

    if records is None or not status.get("board_id") or status.get("game") is None or not status.get("result"):
        return status
    row = records.db.execute("SELECT id FROM games WHERE board_id=? AND game_no=? ORDER BY id DESC LIMIT 1",
                             (status["board_id"], status["game"])).fetchone()
    if row is None:
        return status
    game = records.game(row[0])
    record = Record.from_store(game)
    return dict(status, result=result_words(record, game)) if record.result else status


GAMES_COLUMNS = "%4s  %-8s %-10s  %-12s %-12s %5s  "  # id, board, date, black, white, moves; then the result


def cmd_games(args):
    store = Store(args.db, READ)
    listed = Records(store).listing(args.player, args.event, args.date, args.opening, args.result)
    # A federation's archive lists 150,000 games: its names and days repeat (players, events), so
    # each is made into its column once, and the lines are written a thousand at a time.
    cells = {}
    lines = []
    count = 0
    for game in listed:
        if not count:
            lines.append(GAMES_COLUMNS % ("id", "board", "date", "black", "white", "moves") + "result")
        count += 1
        if len(cells) > 100000:
            cells.clear()
        board = _cell(cells, game["board"] or "-", 8)
        black = _cell(cells, game["black"] or "-", 12)
        white = _cell(cells, game["white"] or "-", 12)
        day = cells.get(game["started"])
        if day is None:
            day = cells[game["started"]] = time.strftime("%Y-%m-%d", time.localtime(game["started"]))
        result = result_text(game["result"], game["reason"], game["abandoned"])
        if game["unconfirmed"]:
            result += " unconfirmed"
        lines.append(row(GAMES_COLUMNS % (game["id"], board, day, black, white, game["moves"]), result))
        if len(lines) >= 1000:
            print("\n".join(lines))
            lines = []
    if lines:
        print("\n".join(lines))
    if not count:
        filters = [f for f in ("player", "event", "date", "opening", "result") if getattr(args, f)]
        print("no games %sin %s" % ("matching %s " % ", ".join("%s %s" % (f, getattr(args, f)) for f in filters)
                                     if filters else "recorded ", args.db))
    return 0


def _cell(cells, text, width):
    """text as a listing's column of width (printable, clipped), made once (cells keeps it)."""
    key = (text, width)
    cell = cells.get(key)
    if cell is None:
        cell = cells[key] = clip(printable(text), width)
    return cell


def _player_words(player):
    return player.name + (" (%s)" % player.club if player.club else "") + (" %s" % player.rating if player.rating else "")


def cmd_show(args):
    from shared_rules.board import parse_point
    from shared_rules.clock import clock_text
    from host.game_record import Record

    records = Records(Store(args.db, READ))
    game = records.game(args.game)
    if game is None:
        print("no game %d in %s" % (args.game, args.db), file=sys.stderr)
        return 1
    problem = _record_problem(game)
    if problem:  # a record written by a host that did not yet check what boards sent
        print("game %d: the record cannot be shown in full: %s" % (game["id"], printable(problem, 200)), file=sys.stderr)
        return 1
    record = Record.from_store(game)  # the one record every reader shows: seats and corrections applied
    settings = {k: v for k, v in game["settings"].items() if k not in ("imported_from", "record")}
    imported = game["settings"].get("imported_from")
    where = ("imported from %s (game %d of the file)" % (imported, game["game_no"]) if imported else
             "on board %s (board game %d)" % (game["board"], game["game_no"]))
    when = record.date if imported else _stamp(game["started"])
    print(printable("game %d %s%s%s" % (game["id"], where, ", " + when if when else "", ": " + ", ".join(
        "%s %s" % (k.replace("_", " "), v) for k, v in sorted(settings.items()) if v not in (None, False))
        if any(v not in (None, False) for v in settings.values()) else "")))
    if record.event or record.round:
        print(printable("event: %s%s%s%s" % (record.event or "-", ", %s" % record.place if record.place else "",
                                             ", round %s" % record.round if record.round else "",
                                             ", board %s" % game["board_no"] if game["board_no"] else "")))
    if record.black.name or record.white.name:
        print(printable("black: %s" % (_player_words(record.black) or "?")))
        print(printable("white: %s" % (_player_words(record.white) or "?")))
    if record.opening:
        print("opening: %s (%s)" % (record.opening_name, record.opening))
    if record.comment:
        print(printable("      %s" % record.comment))
    for n, move in enumerate(record.moves, 1):
        times = ""
        if move.used_ms is not None:
            times = "  %s" % clock_text(move.used_ms)
        if move.clocks is not None and None not in move.clocks:
            times += "  (Black %s, White %s)" % (clock_text(move.clocks[0]), clock_text(move.clocks[1]))
        print(printable("%3d. %-5s %s%s" % (n, move.name(), "black" if n % 2 else "white", times)))
        if move.comment:
            print(printable("      %s" % move.comment))
        for note in move.annotations:
            print(printable("      %s" % note))
    for event, reason in game.get("refused", ()):
        print(printable("      refused event %d (%s): %s" % (event.get("seq", 0), event.get("t"), reason)))
    if record.result:
        print(" ".join(["result:", result_words(record, game)] + game["line"]))
        if any(c["field"] == "result" for c in game["corrections"]):
            print("        corrected by the arbiter (below)")
        elif imported:
            print("        as the file %s has it" % printable(imported))
        else:
            print("        %s" % ("confirmed by both players on the board" if record.confirmed
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
    print(record.board_after().diagram(marks))
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
    action = getattr(args, "action", None) or "list"
    if action == "list":
        players = Records(Store(args.db, READ)).players()
        if not players:
            print("no players in %s (add them with `players add NAME`, or import pairings)" % args.db)
            return 0
        print("%5s  %-24s  %-16s  %-7s  %-10s  %5s" % ("id", "name", "club/country", "rating", "fed id", "games"))
        for p in players:
            print(printable("%5s  %-24s  %-16s  %-7s  %-10s  %5d" % (
                "#%d" % p["id"], p["name"][:24], p["club"][:16] or "-", p["rating"][:7] or "-", p["fed_id"][:10] or "-",
                p["games"])))
        return 0
    records = Records(_writer(args.db))
    if action == "add":
        player_id = records.add_player(args.name, args.club or "", args.rating or "", args.fed_id or "")
        print(printable("player #%d: %s" % (player_id, _name(records._player_dict(player_id)))))
    elif action == "edit":
        if args.name is None and args.club is None and args.rating is None and args.fed_id is None:
            print("edit what? --name, --club, --rating or --fed-id", file=sys.stderr)
            return 2
        player = records.edit_player(args.player, args.name, args.club, args.rating, args.fed_id)
        print(printable("player #%d: %s" % (player["id"], _name(player))))
    elif action == "merge":
        source, target, moved = records.merge_players(args.source, args.target)
        print(printable("player #%d %s merged into #%d %s: %d game%s moved, #%d is gone" % (
            source["id"], _name(source), target["id"], _name(target), moved, "" if moved == 1 else "s", source["id"])))
    return 0


def _unknown_hint(error, option):
    """An unknown name's error, with how to add the player."""
    if isinstance(error, UnknownPlayer):
        return RecordError("%s: add them with `tengen-host players add NAME --club CLUB`%s" % (
            error, ", or give %s" % option if option else ""))
    return error


def cmd_hall(args):
    records = Records(_writer(args.db))
    had, warning = records.number_board(args.board, args.number)
    if warning:
        print("warning: " + printable(warning), file=sys.stderr)
    print(printable("board %s is number %s in the hall%s" % (args.board, args.number, " (it was %s)" % had
                                                             if had not in (None, str(args.number)) else "")))
    return 0


UNDER_WAY_HINT = ("give --reseat to record that game under the new seats, or --keep to leave it to its players"
                  " (the new seats then take the board's next game)")


def _under_way(args):
    return "reseat" if args.reseat else ("keep" if args.keep else None)


def cmd_assign(args):
    records = Records(_writer(args.db))
    board_id = records.board_of(args.board)
    try:
        cleared = records.assign(board_id, args.black, args.white, args.event, args.round, args.board_no,
                                 create=args.new, black_club=args.black_club or "", white_club=args.white_club or "",
                                 under_way=_under_way(args))
    except UnknownPlayer as error:
        raise _unknown_hint(error, "--new to seat them as new players")
    except SeatsChange as error:
        raise RecordError("%s: nothing seated; %s" % (error, UNDER_WAY_HINT))
    seat = records.seat(board_id)
    print(printable("board %s: %s (black, left button) against %s (white, right button)%s" % (
        board_id, _name(seat["black"]), _name(seat["white"]),
        ", %s round %s" % (seat["event"] or "", seat["round"]) if seat["round"] else "")))
    _say_cleared(cleared)
    return 0


def _say_cleared(boards):
    for board_id in boards:
        print("board %s: no one seated now (its players sit at another board)" % board_id)


def cmd_pairings(args):
    records = Records(_writer(args.db))
    cleared = []
    try:
        seats = records.import_pairings(args.file, args.event, args.place or "", cleared, create=args.new,
                                        under_way=_under_way(args))
    except PairingsRefused as error:
        hints = []
        if error.unknown:
            hints.append("a name no player has: check its spelling (`tengen-host players` lists them), or give --new"
                         " to add the names not yet known as new players")
        if any("is under way" in problem for problem in error.problems):
            hints.append("a game under way: " + UNDER_WAY_HINT)
        raise RecordError("\n".join([str(error)] + hints))
    for board_id, _ in seats:
        seat = records.seat(board_id)
        print(printable("round %s, board %s (%s): %s - %s" % (seat["round"], seat["board_no"], board_id,
                                                              _name(seat["black"]), _name(seat["white"]))))
    print("%d pairings imported, every board seated" % len(seats))
    _say_cleared(cleared)
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
    for field in ("event", "round", "board"):
        if getattr(args, "to_" + field) is not None:
            corrections.append((field, getattr(args, "to_" + field)))
    for n, point in args.move or ():
        corrections.append(("move %s" % n, point))
    if not corrections:
        print("correct what? --result, --black, --white, --move N POINT, --event, --round or --board", file=sys.stderr)
        return 2
    for field, value in corrections:
        try:
            records.correct(args.game, field, value, args.note or "", create=False)
        except UnknownPlayer as error:
            raise _unknown_hint(error, None)
        print("game %d: %s corrected (the original is kept)" % (args.game, field))
    return 0


def _under_way_options(parser):
    """What new seats do to a board's game already begun (moves made, no result): asked, not guessed."""
    choice = parser.add_mutually_exclusive_group()
    choice.add_argument("--reseat", action="store_true", help="a board's game under way is the new pair's:"
                        " recorded under the new seats")
    choice.add_argument("--keep", action="store_true", help="a board's game under way stays its players'; the new"
                        " seats take the board's next game")


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
    arguments = setup_arguments(game, args.study, args.at, args.force)
    if args.study:
        arguments = with_saved_review(store, game, arguments)
    return deliver(store, board, "setup", arguments, args.wait)


def with_saved_review(store, game, arguments):
    """A study's arguments with the engine's review saved for the game (`hints GAME --save`): its
    hints and the forced wins missed, as `hints --on` gives them; unchanged without one, or when
    the review is of other moves (the record corrected since)."""
    from host.engine_review import from_store, study_arguments
    from shared_rules.terms import move_name

    reviews = from_store(store.review(game["id"]))
    if not reviews:
        return arguments
    if [move_name(r.played) for r in reviews] != arguments["moves"]:
        print("setup: the review saved for game %d is of other moves (corrected since?): studied without it"
              " (hints %d --save reviews it again)" % (game["id"], game["id"]), file=sys.stderr)
        return arguments
    return study_arguments(arguments, reviews)


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
    players = commands.add_parser("players", parents=[db], help="list the players; add, edit or merge them")
    players.set_defaults(func=cmd_players, action="list")
    player_commands = players.add_subparsers(dest="action", metavar="{list,add,edit,merge}")
    player_commands.add_parser("list", parents=[db], help="every player: id, name, club, rating, federation id, games")
    add = player_commands.add_parser("add", parents=[db], help="a new player (refused if one already has the name"
                                     " and club)")
    add.add_argument("name")
    edit = player_commands.add_parser("edit", parents=[db], help="change a player's name, club, rating or federation id")
    edit.add_argument("player", help="the player's id (as `players` lists it) or name")
    edit.add_argument("--name")
    for parser in (add, edit):
        parser.add_argument("--club", help="club or country")
        parser.add_argument("--rating", help="rating or rank")
        parser.add_argument("--fed-id", help="the federation's id of the player")
    merge = player_commands.add_parser("merge", parents=[db], help="one person entered twice: SOURCE's games and"
                                       " seats become TARGET's, and SOURCE goes")
    merge.add_argument("source", help="the player's id or name: the one that goes")
    merge.add_argument("target", help="the player's id or name: the one that stays")
    hall = commands.add_parser("hall", parents=[db], help="give a board its number in the hall (pairings use it)")
    hall.add_argument("board", help="the board's id, as `status` shows it")
    hall.add_argument("number", type=hall_number, help="its number in the hall, 1 to 9999")
    hall.set_defaults(func=cmd_hall)
    assign = commands.add_parser("assign", parents=[db], help="seat two players at a board")
    assign.add_argument("board", help="the board's id or hall number")
    assign.add_argument("--black", required=True, help="the first player (tentative Black, left button)")
    assign.add_argument("--white", required=True, help="the second player (right button)")
    assign.add_argument("--black-club", help="Black's club or country, when two players share the name")
    assign.add_argument("--white-club", help="White's club or country, when two players share the name")
    assign.add_argument("--new", action="store_true", help="add a name no player has yet as a new player"
                        " (without it, an unknown name is an error: a typo seats nobody)")
    assign.add_argument("--event")
    assign.add_argument("--round")
    assign.add_argument("--board-no", help="the board's number in the pairing (default: its hall number)")
    _under_way_options(assign)
    assign.set_defaults(func=cmd_assign)
    pairings = commands.add_parser("pairings", parents=[db], help="import a round's pairings (CSV: round, board, black, white)")
    pairings.add_argument("file", type=readable_file)
    pairings.add_argument("--event", help="the event the round belongs to")
    pairings.add_argument("--place", help="where the event is held")
    pairings.add_argument("--new", action="store_true", help="add the names no player has yet as new players"
                          " (without it, an unknown name is an error: a typo seats nobody)")
    _under_way_options(pairings)
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
    correct.add_argument("--event", dest="to_event", metavar="EVENT", help="the event the game really belongs to")
    correct.add_argument("--round", dest="to_round", metavar="ROUND", help="the round it was really played in")
    correct.add_argument("--board", dest="to_board", metavar="N", help="its real board number in the pairing")
    correct.add_argument("--note", help="why")
    correct.set_defaults(func=cmd_correct)
    return commands
