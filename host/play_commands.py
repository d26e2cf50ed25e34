"""The command line of playing from the host: `tengen-host play BOARD --engine|--remote ...` and
`hints GAME`. The seats themselves are host/play.py's Table (the engine's) and host/remote.py's
RemoteTable (a board on another host); this module only reads the command line and starts them."""

import re
import sys

from host.engine import Engine, EngineError, Limit
from host.play import DEFAULT_LEVEL, LEVELS, PlayError, Table
from host.store import WRITE, Store
from shared_rules.game import P1, P2

GAME_NAME = re.compile(r"[A-Za-z0-9_.-]{1,64}")  # a part of an MQTT topic: no '/', '+' or '#'


def add_play_command(commands, db):
    """The `play` command on cli.py's subparsers (db: the --db parent parser)."""
    from host.arguments import count, seconds
    from host.engine_review import REVIEW_NODES

    play = commands.add_parser("play", parents=[db], help="play the computer on a board (the daemon serving it)")
    play.add_argument("board", help="the board's id, as `status` shows it, or its hall number")
    against = play.add_mutually_exclusive_group(required=True)
    against.add_argument("--engine", action="store_true", help="the opponent is the engine (Rapfi)")
    against.add_argument("--remote", metavar="HOST[:PORT]",
                         help="the opponent plays on another board, joined through this MQTT broker (host/remote.py)")
    play.add_argument("--game", metavar="NAME", help="with --remote: the game's name, the same on both hosts")
    play.add_argument("--secret", metavar="TEXT",
                      help="with --remote: the game's secret, the same on both hosts ('-': read from standard input)")
    play.add_argument("--level", type=count(1, 10, "a level from 1 to 10"), default=DEFAULT_LEVEL,
                      help="the engine's strength, 1 (weakest, quickest) to 10 (default: %(default)s)")
    play.add_argument("--colour", "--color", choices=("black", "white"), default="black",
                      help="your colour: black is the first player's seat, the left button (default: %(default)s)")
    play.add_argument("--time", type=seconds(0.05, 3600), metavar="SECONDS",
                      help="the engine's time per move (default: the level's)")
    play.add_argument("--engine-command", metavar="PATH", help="another engine program (default: var/rapfi/pbrain-rapfi)")
    play.set_defaults(func=cmd_play)
    hints = commands.add_parser("hints", parents=[db], help="a recorded game reviewed by the engine: best moves, moves that lost most, forced wins missed")
    hints.add_argument("game", type=count(1, 2 ** 63 - 1, "a game's number"), help="the game's number, as `games` lists it")
    search = hints.add_mutually_exclusive_group()
    search.add_argument("--nodes", type=count(1000, 10 ** 9, "a node count"), metavar="N",
                       help="the engine's search per position, in nodes (default: %d; the same figures on any machine)"
                            % REVIEW_NODES)
    search.add_argument("--time", type=seconds(0.05, 60), metavar="SECONDS",
                       help="the engine's time per position instead (quicker to set, not repeatable)")
    hints.add_argument("--save", action="store_true",
                       help="keep the review in the store: the archive's replay page shows it")
    hints.add_argument("--on", metavar="BOARD",
                       help="then study the game on this board, the engine's best move blinking, a forced win missed"
                            " played out (both buttons)")
    hints.add_argument("--at", type=count(0, 1024, "a move number"), default=0,
                       help="with --on: the move the study starts from (default: %(default)s)")
    hints.add_argument("--engine-command", metavar="PATH", help="another engine program (default: var/rapfi/pbrain-rapfi)")
    hints.set_defaults(func=cmd_hints)


def cmd_hints(args):
    from host.delivery import board_named, deliver
    from host.engine_review import REVIEW_NODES, placed_by_opening, review, stored, study_arguments, table
    from host.record_commands import setup_arguments
    from host.tournament_record import Records
    from host.store import READ
    from shared_rules.terms import parse_move

    store = Store(args.db, WRITE if args.on or args.save else READ, create=False)
    game = Records(store).game(args.game)
    if game is None:
        print("no game %d in %s" % (args.game, args.db), file=sys.stderr)
        return 1
    moves = [parse_move(m["point"]) for m in game["moves"]]
    if not moves:
        print("game %d has no moves" % args.game, file=sys.stderr)
        return 1
    try:
        with Engine.start([args.engine_command] if args.engine_command else None) as engine:
            limit = Limit(time=args.time) if args.time is not None else Limit(nodes=args.nodes or REVIEW_NODES)
            reviews = review(engine, moves, limit, placed=placed_by_opening(game["settings"], game["events"]))
    except EngineError as error:
        print("hints: %s" % error, file=sys.stderr)
        return 1
    for line in table(reviews):
        print(line)
    if args.save:
        store.save_review(args.game, stored(reviews))
        print("review saved: the archive shows it at /archive/%d" % args.game)
    if args.on:
        arguments = study_arguments(setup_arguments(game, True, min(args.at, len(moves))), reviews)
        return deliver(store, board_named(store, args.on), "setup", arguments, 10.0)
    return 0


def cmd_play(args):
    from host.delivery import board_named, board_seen, program_name

    problem = remote_problem(args) if args.remote else None
    if problem is not None:  # before the store is opened: the command line first
        print("play --remote: %s" % problem, file=sys.stderr)
        return 2
    store = Store(args.db, WRITE, create=False)
    board = board_named(store, args.board)
    if not board_seen(store, board):
        return 2
    if not any(d[4] for d in store.daemons()):
        print("no daemon is running on %s: start one first (%s daemon --auto)" % (store.path, program_name()),
              file=sys.stderr)
        return 1
    if args.remote:
        return play_remote(args, store, board)
    limit = LEVELS[args.level]
    if args.time is not None:
        limit = Limit(time=args.time, strength=limit.strength)
    try:
        engine = Engine.start([args.engine_command] if args.engine_command else None, limit=limit)
    except EngineError as error:
        print("play: %s" % error, file=sys.stderr)
        return 1
    human = P1 if args.colour == "black" else P2
    table = Table(store, board, engine, 3 - human, out=sys.stdout)
    return run_table(table, "the board's game goes on without the engine", engine.close)


def remote_problem(args):
    """What is wrong with play --remote's arguments (one line), or None; the secret read if '-'."""
    from host.logs import printable

    if args.secret == "-":  # kept off the command line, which other users of the machine can see
        if sys.stdin.isatty():
            import getpass

            args.secret = getpass.getpass("the game's secret: ")
        else:
            args.secret = sys.stdin.readline().rstrip("\r\n")
    if not args.game or not args.secret:
        return "give --game NAME and --secret TEXT, the same on both hosts"
    if not GAME_NAME.fullmatch(args.game):
        return "a game's name is 1 to 64 letters, digits, '-', '_' or '.', not %s" % printable(repr(args.game), 80)
    if len(args.secret) < 8:
        return "the secret must have 8 characters or more"
    host, colon, port = args.remote.rpartition(":")
    if not (port.isdigit() and 0 < int(port) < 65536 and host) if colon else not args.remote:
        return "--remote takes the broker's HOST or HOST:PORT, not %s" % printable(repr(args.remote), 80)
    return None


def play_remote(args, store, board):
    from host.remote import RemoteLink, RemoteTable
    from host.web.mqtt import MqttConfig

    human = P1 if args.colour == "black" else P2
    link = RemoteLink(MqttConfig.parse(args.remote), args.game, args.secret, human)
    link.start()
    table = RemoteTable(store, board, link, 3 - human, out=sys.stdout)
    return run_table(table, "the remote game waits (the same command joins it again)", link.stop)


def run_table(table, after_interrupt, close):
    """Play a seat until its game ends: the command's exit status; close() whatever happens."""
    try:
        return table.run()
    except PlayError as error:
        print("play: %s" % error, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        table.withdraw()
        print("interrupted: %s" % after_interrupt, file=sys.stderr)
        return 130
    finally:
        close()
