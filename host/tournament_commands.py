"""The director's commands: an event's rules, its entrants, the next round paired and seated, results,
standings, crosstable and pairing list (text or PDF), and the TRF file. host/cli.py registers them with
add_tournament_commands(); the work is host/director.py's.

  event [NAME --system swiss|roundrobin --rounds N --tiebreaks bh-c1,bh,sb,de,wins --first-colour C]
  enter EVENT NAME [--club C --rating R --fed-id F --new] | enter EVENT --from players.csv
  withdraw EVENT NAME
  bye EVENT NAME [--zero | --cancel]
  entrants EVENT [--number NAME N]
  round next|show|seat|result [--event E] ...
  standings [--event E] [--crosstable] [--pdf FILE --lang L]
  trf [--event E] -o FILE | trf --read FILE [--event NAME] [--system S]
"""

import os
import sys

from host.arguments import count, readable_file, writable_file
from host.director import Director, SYSTEMS
from host.formats import tournament_sheets
from host.logs import printable
from host.terminal import clip, row
from host.store import READ, WRITE, Store
from host.tiebreaks import TIEBREAKS, number_text, parse_order
from host.tournament_record import RecordError, SeatsChange, UnknownPlayer, player_text


def _director(args, write=False, create=False):
    """The director on the store; create: an event's rules may be the first thing a director writes,
    the evening before any board or daemon has run, so they make the store."""
    if create and not os.path.exists(args.db):
        print("a new game store: %s (the daemon records into it with the same --db)" % args.db)
    return Director(Store(args.db, WRITE, create=create) if write else Store(args.db, READ))


def _event(director, args):
    """The event named by --event, or the only (else the newest) event with rules."""
    if getattr(args, "event", None):
        return args.event
    events = director.events()
    if not events:
        raise RecordError("no event has rules yet: `tengen-host event NAME --system swiss --rounds 5`")
    return events[0]["event"]


def _who(player):
    if player is None:
        return "bye"
    return player_text(player) + (" %s" % player["rating"] if player["rating"] else "")


def cmd_event(args):
    if not args.name:
        events = _director(args).events()
        if not events:
            print("no events with rules (`tengen-host event NAME --system swiss --rounds 5` makes one)")
        for rules in events:
            _say_rules(rules)
        return 0
    writes = bool(args.system or args.rounds or args.tiebreaks or args.first_colour or args.place or args.double)
    director = _director(args, write=writes, create=writes)
    try:
        order = parse_order(args.tiebreaks) if args.tiebreaks else None
    except ValueError as error:
        raise RecordError(str(error))
    if args.place:
        director.records.tournament(args.name, args.place)
    if args.system or args.rounds or order or args.first_colour or args.double:
        rules = director.configure(args.name, args.system, args.rounds, order,
                                   {"black": "b", "white": "w"}.get(args.first_colour), 2 if args.double else None)
    else:
        rules = director.rules(args.name)
    _say_rules(rules)
    return 0


def _say_rules(rules):
    print(printable("%s: %s, %s rounds (%d paired), %d entrants; tie-breaks %s; start number 1 has %s in round 1"
                    % (rules["event"], "Swiss (FIDE Dutch)" if rules["system"] == "swiss" else
                       "%s round robin (Berger)" % ("double" if rules["cycles"] == 2 else "single"),
                       rules["rounds"] or "?", rules["paired"], rules["entrants"], ", ".join(rules["order"]),
                       "Black" if rules["first_colour"] == "b" else "White")))


def cmd_enter(args):
    director = _director(args, write=True)
    if args.source:
        entered = director.import_entrants(args.event, args.source, create=True)
        for entrant in entered:
            _say_entrant(entrant)
        print("%d entered in %s" % (len(entered), args.event))
        return 0
    if not args.name:
        print("enter whom? a NAME, or --from FILE.csv", file=sys.stderr)
        return 2
    try:
        entrant = director.enter(args.event, args.name, args.club or "", args.rating or "", args.fed_id or "",
                                 create=args.new)
    except UnknownPlayer as error:
        raise RecordError("%s: --new adds them as a new player (or `tengen-host players add NAME`)" % error)
    _say_entrant(entrant)
    return 0


def _say_entrant(entrant):
    late = " (late entry: absent before round %d)" % entrant["joined"] if entrant["joined"] > 1 else ""
    number = "#%d " % entrant["number"] if entrant["number"] else ""
    print(printable("entered: %s%s%s" % (number, _who(entrant["player"]), late)))


def cmd_withdraw(args):
    entrant = _director(args, write=True).withdraw(args.event, args.name)
    print(printable("%s withdrawn: %s" % (_who(entrant["player"]), "not paired from round %d on" % entrant["withdrew"]
                                          if entrant["withdrew"] > 1 else "off the list (no round paired yet)")))
    return 0


def cmd_bye(args):
    entrant, round_no = _director(args, write=True).request_bye(args.event, args.name, "Z" if args.zero else "H",
                                                                args.cancel)
    print(printable("%s: %s in round %d" % (_who(entrant["player"]), "paired again" if args.cancel else
                                            "a %s bye, not paired," % ("zero-point" if args.zero else "half-point"),
                                            round_no)))
    return 0


def cmd_entrants(args):
    director = _director(args, write=bool(args.number))
    for name, number in args.number or ():
        if not number.isdigit():
            raise RecordError("a start number is a whole number, not %r" % number)
        entrant = director.set_number(args.event, name, int(number))
        print(printable("%s: start number %d" % (_who(entrant["player"]), entrant["number"])))
    entrants = director.entrants(args.event)
    if not entrants:
        print("no entrants in %s (`tengen-host enter %s NAME`)" % (args.event, args.event))
    for e in entrants:
        state = "withdrawn before round %d" % e["withdrew"] if e["withdrew"] else (
            "from round %d" % e["joined"] if e["joined"] > 1 else "")
        print(printable("%4s  %-28s %-16s %6s  %s" % (e["number"] or "-", e["player"]["name"][:28],
                                                     e["player"]["club"][:16], e["player"]["rating"][:6], state)))
    return 0


def cmd_round(args):
    director = _director(args, write=args.action in ("next", "seat", "result"))
    event = _event(director, args)
    if args.action == "next":
        round_no, pairings = director.pair_next(event)
        print(printable("%s, round %d paired:" % (event, round_no)))
        _print_pairings(pairings)
        _seat(director, event, round_no, pairings, start=not args.no_start)
    elif args.action == "seat":
        round_no = args.round or director.rules(event)["paired"]
        _seat(director, event, round_no, director.pairings(event, round_no), start=not args.no_start)
    elif args.action == "show":
        rules = director.rules(event)
        round_no = args.round or rules["paired"]
        if not round_no:
            print("%s: no round paired yet (`tengen-host round next --event ...`)" % event)
            return 0
        if round_no > rules["paired"]:
            raise RecordError("%s has %d round%s paired, not %d" % (event, rules["paired"],
                                                                     "" if rules["paired"] == 1 else "s", round_no))
        print(printable("%s, round %d:" % (event, round_no)))
        _print_pairings(director.pairings(event, round_no))
        if args.pdf:
            _write_pdf(args.pdf, lambda: tournament_sheets.pairing_list(
                event, rules["system"], round_no, _sheet_pairings(director, event, round_no), args.lang))
    elif args.action == "result":
        if not args.board or not args.result:
            print("round result BOARD RESULT: e.g. `round result 3 1-0` (1-0, 0-1, =, +-, game; -+ and -- after --:"
                  " `round result 3 -- -+`)",
                  file=sys.stderr)
            return 2
        black, white = director.enter_result(event, args.board, args.result, args.round)
        print(printable("board %d: %s - %s  %s" % (args.board, _who(black), _who(white), args.result)))
    return 0


def _print_pairings(pairings):
    """Board, Black, White, result: the names whole (a long line wraps under its column, never cut)."""
    for board, black, white, result in pairings:
        pair = printable("%s   %s   %s" % (_who(black), _who(white) if white else "(bye)", result))
        print(row("  %3d  " % board, pair.rstrip()))


def _seat(director, event, round_no, pairings, start=True):
    """Board N of the pairing sits at the board numbered N in the hall (`tengen-host hall`); its new
    game is queued (the daemon starts it on the board)."""
    records = director.records
    store = director.store
    hall = dict(store.db.execute("SELECT board_no, board_id FROM hall").fetchall())
    seated, started = 0, 0
    for board, black, white, _ in pairings:
        if white is None:
            continue
        board_id = hall.get(str(board))
        if board_id is None:
            print("board %d: no board has hall number %d (`tengen-host hall BOARD %d`, then `tengen-host round seat`);"
                  " or play on paper and enter the result: `tengen-host round result %d 1-0`" % (
                      board, board, board, board))
            continue
        try:
            with records._writing():
                cleared = records._assign(board_id, black["id"], white["id"], event, str(round_no), str(board))
        except SeatsChange as under_way:  # players began a game there before the pairing: the arbiter's call
            print(printable("board %d: %s: `tengen-host assign %s --black ... --white ... --reseat` (or --keep)"
                            % (board, under_way, board_id)))
            continue
        seated += 1
        del cleared  # the last round's seats: every board is seated anew here
        if start and _game_over(store, board_id):
            # Bound to the finished game: sent only while the board is still on it, so a game
            # the players began meanwhile (by clearing the board) is never replaced.
            store.queue_command(board_id, "new_game", {})
            started += 1
    print("%d board%s seated%s" % (seated, "" if seated == 1 else "s", "; %d new game%s queued (the daemon starts"
                                    " them on boards still showing the last game)" % (started, "" if started == 1
                                                                                       else "s") if started else ""))


def _game_over(store, board_id):
    """Whether a board's newest game has ended (a board on an empty game needs no new one)."""
    row = store.db.execute("SELECT winner, reason FROM games WHERE board_id=? ORDER BY id DESC LIMIT 1",
                           (board_id,)).fetchone()
    return row is not None and (row[0] is not None or row[1] is not None)


def _sheet_pairings(director, event, round_no):
    standings_before = {e["player"]["id"]: row["points"] for _, e, row in director.standings(event, round_no - 1)} \
        if round_no > 1 else {}

    def person(player):
        return player and dict(player, points=standings_before.get(player["id"], 0.0))
    return [(board, person(black), person(white), result) for board, black, white, result
            in director.pairings(event, round_no)]


def cmd_standings(args):
    director = _director(args)
    event = _event(director, args)
    rules = director.rules(event)
    through = args.after_round or rules["paired"]
    standings = director.standings(event, through)
    order = rules["order"]
    if args.crosstable:
        results = director.results(event, through)
        numbers = {e["player"]["id"]: e["number"] for e in director.entrants(event)}
        table = [(place, entrant["number"], entrant["player"], row,
                  [(numbers.get(o) or 0, colour, code) for o, colour, code, _ in results[entrant["player"]["id"]]])
                 for place, entrant, row in standings]
        print(printable("%s, crosstable after round %d" % (event, through)))
        for place, number, player, row, cells in table:
            print(printable("%3s %3s %-24s %s  %s" % (place, number, player["name"], " ".join(  # the name whole
                "%4s%s%s" % (o or "", c if c in "wb" else " ", code) for o, c, code in cells),
                tournament_sheets.points_text(row["points"]))))
        if args.pdf:
            _write_pdf(args.pdf, lambda: tournament_sheets.crosstable(event, rules["system"], through, through, table,
                                                                      args.lang))
        return 0
    print(printable("%s, standings after round %d (tie-breaks: %s)" % (
        event, through, ", ".join("%s %s" % (code, TIEBREAKS[code]) for code in order))))
    print("%4s %4s  %-24s %-12s %5s  %s" % ("pl", "no", "name", "club", "pts", "  ".join("%6s" % c for c in order)))
    for place, entrant, row in standings:
        player = entrant["player"]
        print(printable("%4s %4s  %-24s %-12s %5s  %s" % (
            place, entrant["number"] or "-", player["name"], clip(player["club"], 12),  # the name whole
            tournament_sheets.points_text(row["points"]) or "0", "  ".join("%6s" % number_text(row[c]) for c in order))))
    if args.pdf:
        _write_pdf(args.pdf, lambda: tournament_sheets.standings(
            event, rules["system"], through, order,
            [(place, e["number"], e["player"], row) for place, e, row in standings], args.lang))
    return 0


def _write_pdf(path, sheet):
    """sheet: a function giving the sheet's SVG text (a sheet too long for its page is refused)."""
    try:
        svg_text = sheet()
    except ValueError as error:
        raise RecordError(str(error))
    data = tournament_sheets.pdf(svg_text)
    try:
        with open(path, "wb") as f:
            f.write(data)
    except OSError as error:
        raise RecordError("cannot write %s: %s" % (path, error.strerror or error))
    print("written: %s" % path)


def cmd_trf(args):
    from host import trf

    if args.read:
        with open(args.read, encoding="utf-8", errors="replace") as f:
            try:
                document = trf.read(f.read(), args.read)
            except trf.TrfError as error:
                raise RecordError("%s; nothing read" % error)
        director = _director(args, write=True)
        event = director.import_trf(document, args.event, args.system or "swiss")
        rules = director.rules(event)
        print(printable("%s: read from %s, %d players, %d rounds" % (event, args.read, rules["entrants"],
                                                                       rules["paired"])))
        return 0
    if not args.output:
        print("trf -o FILE writes the event; trf --read FILE reads one", file=sys.stderr)
        return 2
    director = _director(args)
    event = _event(director, args)
    text = trf.write(director.trf(event))
    with open(args.output, "w", encoding="utf-8") as f:
        f.write(text)
    print(printable("written: %s (%s, TRF-2026)" % (args.output, event)))
    return 0


def add_tournament_commands(commands, db):
    event = commands.add_parser("event", parents=[db], help="an event's rules: system, rounds, tie-breaks (no name:"
                                " list the events)")
    event.add_argument("name", nargs="?")
    event.add_argument("--system", choices=SYSTEMS, help="swiss (FIDE Dutch, by bbpPairings) or roundrobin (Berger)")
    event.add_argument("--rounds", type=count(1, 99, "a number of rounds"), help="a Swiss's rounds, fixed before"
                       " it starts (a round robin has one round fewer than its players, or as many when odd)")
    event.add_argument("--tiebreaks", metavar="LIST", help="in order, comma-separated: %s" % ", ".join(TIEBREAKS))
    event.add_argument("--first-colour", choices=("black", "white"),
                       help="what start number 1 has in round 1 (default black: the first move)")
    event.add_argument("--double", action="store_true", help="a double round robin: every pair meets twice, the"
                       " colours reversed")
    event.add_argument("--place", help="where the event is held")
    event.set_defaults(func=cmd_event)
    enter = commands.add_parser("enter", parents=[db], help="enter a player in an event (after round 1: a late entry)")
    enter.add_argument("event")
    enter.add_argument("name", nargs="?")
    enter.add_argument("--from", dest="source", type=readable_file, metavar="FILE.csv",
                       help="a table of players: name, club, rating, fed_id (a header line; any order)")
    enter.add_argument("--club")
    enter.add_argument("--rating")
    enter.add_argument("--fed-id")
    enter.add_argument("--new", action="store_true", help="add a name no player has yet as a new player")
    enter.set_defaults(func=cmd_enter)
    withdraw = commands.add_parser("withdraw", parents=[db], help="a player leaves an event: not paired again")
    withdraw.add_argument("event")
    withdraw.add_argument("name")
    withdraw.set_defaults(func=cmd_withdraw)
    bye = commands.add_parser("bye", parents=[db], help="a player of a Swiss not paired in the next round, at their"
                              " request: a half-point bye")
    bye.add_argument("event")
    bye.add_argument("name")
    bye.add_argument("--zero", action="store_true", help="a zero-point bye (an absence announced)")
    bye.add_argument("--cancel", action="store_true", help="the request withdrawn: paired again")
    bye.set_defaults(func=cmd_bye)
    entrants = commands.add_parser("entrants", parents=[db], help="an event's entrants, by start number")
    entrants.add_argument("event")
    entrants.add_argument("--number", nargs=2, action="append", metavar=("NAME", "N"),
                          help="before round 1: NAME's start number is N (a draw of lots, seeding); the others"
                          " follow the ranking (repeatable)")
    entrants.set_defaults(func=cmd_entrants)
    round_ = commands.add_parser("round", parents=[db], help="the next round paired and seated; a round shown;"
                                 " a board's result entered")
    round_.add_argument("action", choices=("next", "show", "seat", "result"))
    round_.add_argument("board", nargs="?", type=count(1, 9999, "a board number"), help="with result: the board")
    round_.add_argument("result", nargs="?", help="with result: 1-0, 0-1, = (draw), +- or -+ (forfeit), -- (both"
                        " absent), game (the board's game decides); from the first-named player's side; -+ and --"
                        " after a -- (round result 3 -- -+)")
    round_.add_argument("--event")
    round_.add_argument("--round", type=count(1, 99, "a round"), help="another round than the last paired")
    round_.add_argument("--no-start", action="store_true", help="seat the boards without queueing their new games")
    round_.add_argument("--pdf", type=writable_file, metavar="FILE", help="with show: the pairing list as PDF")
    round_.add_argument("--lang", choices=tournament_sheets.languages(), default="en")
    round_.set_defaults(func=cmd_round)
    standings = commands.add_parser("standings", parents=[db], help="an event's standings with its tie-breaks, or"
                                    " its crosstable (text, or PDF)")
    standings.add_argument("--event")
    standings.add_argument("--after-round", type=count(1, 99, "a round"))
    standings.add_argument("--crosstable", action="store_true", help="every player's rounds")
    standings.add_argument("--pdf", type=writable_file, metavar="FILE", help="also as a printable PDF")
    standings.add_argument("--lang", choices=tournament_sheets.languages(), default="en")
    standings.set_defaults(func=cmd_standings)
    trf = commands.add_parser("trf", parents=[db], help="the event as a FIDE TRF file (TRF-2026), or one read")
    trf.add_argument("--event")
    trf.add_argument("-o", "--output", type=writable_file, metavar="FILE")
    trf.add_argument("--read", type=readable_file, metavar="FILE", help="make an event of a TRF file")
    trf.add_argument("--system", choices=SYSTEMS, help="with --read (default swiss)")
    trf.set_defaults(func=cmd_trf)
    return commands
