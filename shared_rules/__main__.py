"""Command line: python -m shared_rules COMMAND  (or micropython -m shared_rules COMMAND).

Commands read JSON lines on standard input and write one JSON line per input line:
  forbidden  {"black": [...], "white": [...]}  ->  {"forbidden": {"h9": "33", ...}}
  replay     {"moves": ["h8", "h9", ...]}       ->  {"result": ..., "reason": ..., "opening": ..., "moves": N}
A bad input line gives {"error": "..."} and the batch goes on.
"""
import sys
import json


def _lines():
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        line = line.strip()
        if line:
            yield line


def run(handler):
    for line in _lines():
        try:
            reply = handler(json.loads(line))
        except Exception as error:  # one bad line must not stop the batch
            reply = {"error": "%s: %s" % (type(error).__name__, error)}
        sys.stdout.write(json.dumps(reply) + "\n")


COMMANDS = {}


def forbidden(request):
    """{"black": [...], "white": [...]} in RIF notation -> {"forbidden": {"h9": "33", "j7": "44", ...}}:
    Black's forbidden points in that position, by foul kind ("33", "44", "6"), whoever is to move.
    An unknown point, a point given twice, or anything but two lists of names raises, naming it."""
    from shared_rules.board import POINTS, BLACK, WHITE, COLOUR_NAMES, parse_point, point_name
    from shared_rules.fouls import forbidden_map, KIND_NAMES

    if not isinstance(request, dict):
        raise ValueError('expected {"black": [...], "white": [...]}')
    for key in request:
        if key not in ("black", "white"):
            raise ValueError('unknown key %r (expected "black" and "white")' % (key,))
    cells = bytearray(POINTS)
    for colour, key in ((BLACK, "black"), (WHITE, "white")):
        names = request.get(key, [])
        if not isinstance(names, list):
            raise ValueError('"%s" must be a list of points' % key)
        for name in names:
            p = parse_point(name)
            if cells[p]:
                raise ValueError("%s %s: that point is already %s" % (key, name, COLOUR_NAMES[cells[p]]))
            cells[p] = colour
    kinds = forbidden_map(cells)
    return {"forbidden": dict((point_name(p), KIND_NAMES[kinds[p]]) for p in range(POINTS) if kinds[p])}


COMMANDS["forbidden"] = forbidden


def replay(request):
    """{"moves": ["h8", "h9", ..., "pass", ...]} in RIF notation, replayed in club mode (a foul by
    Black ends the game): the result (black, white, draw, or null while not over), its reason, the
    opening's name (null if moves 1-3 are not one of the 26) and the number of moves. A bad point,
    an occupied point or a move after the end raises, naming the move."""
    from shared_rules.game import Game, IllegalMove, REASON_NAMES, WINNER_NAMES, parse_move
    from shared_rules.openings import opening_name

    names = request.get("moves") if isinstance(request, dict) else None
    if not isinstance(names, list):
        raise ValueError('expected {"moves": [...]}')
    game = Game()
    for number, name in enumerate(names):
        try:
            game.play(parse_move(name))
        except ValueError as error:  # IllegalMove and PointError alike
            raise IllegalMove("move %d (%s): %s" % (number + 1, name, error))
    result = game.result
    return {"result": WINNER_NAMES[result.winner] if result else None,
            "reason": REASON_NAMES[result.reason] if result else None,
            "opening": opening_name(game.moves), "moves": len(game.moves)}


COMMANDS["replay"] = replay


def main(argv):
    usage = "usage: python -m shared_rules {%s} < input.jsonl\n" % "|".join(sorted(COMMANDS))
    if len(argv) == 1 and argv[0] in ("-h", "--help"):
        sys.stdout.write(usage + "\n" + __doc__)
        return 0
    if len(argv) != 1 or argv[0] not in COMMANDS:
        sys.stderr.write(usage)
        return 2
    run(COMMANDS[argv[0]])
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
