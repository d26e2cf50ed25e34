"""A game rebuilt from the board's events (shared_rules.journal): every opening regulation's worked
example, played through a Game as the board plays it, its events emitted as the board emits them,
then replayed from those events alone: the same moves, board, owner of Black and next prompt."""

from vectors import records
from test_openings import _settings
from shared_rules.board import parse_point, point_name, COLOUR_NAMES
from shared_rules.game import Game, IllegalMove, PASS, P1, P2, PLAYER_NAMES, move_name
from shared_rules.openings import regulation
from shared_rules.journal import game_from_settings, apply_event


def _events_of(record):
    """(settings, events) of a regulation script played through a Game, refused steps left out."""
    rule_settings, pass_from_move = _settings(record)
    if rule_settings:
        return None, None  # settings beyond the name are not in a game event's settings
    game = Game(opening=regulation(record["rule"]), pass_from_move=pass_from_move)
    settings = {"foul_mode": "club", "pass_from_move": pass_from_move, "takebacks": False, "opening": record["rule"]}
    events = []
    for line in record["script"]:
        words = line.split()
        if words[0] == "?" or words[-1] == "!":
            continue
        player = P1 if words[0] == "P1" else P2
        verb, args = words[1], words[2:]
        try:
            if verb in ("place", "pass"):
                move = PASS if verb == "pass" else parse_point(args[0])
                colour = game.turn
                game.play(move)
                events.append({"t": "move", "n": len(game.moves), "point": move_name(move), "colour": COLOUR_NAMES[colour]})
                continue
            if verb == "offer":
                for name in args:
                    game.offer(parse_point(name), player)
                    events.append({"t": "opening", "action": "offer", "player": PLAYER_NAMES[player], "point": name})
                continue
            message = {"t": "opening", "player": PLAYER_NAMES[player]}
            before = len(game.moves)
            if verb == "declare":
                game.act(game_action("declare"), int(args[0]), player)
                message.update(action="declare", n=int(args[0]))
            elif verb in ("choose", "unoffer") and args:
                game.act(game_action("choose" if verb == "choose" else "undo offer"), parse_point(args[0]), player)
                message.update(action="choose" if verb == "choose" else "undo offer", point=args[0])
            elif verb == "route":
                game.act(game_action("route " + args[0]), None, player)
                message["action"] = "route " + args[0]
            elif verb == "take":
                game.act(game_action("take " + args[0]), None, player)
                message["action"] = "take " + args[0]
            elif verb == "two":  # "two stones" (Super Sakata)
                game.act(game_action("two stones"), None, player)
                message["action"] = "two stones"
            else:
                game.act(game_action(verb), None, player)
                message["action"] = verb
            events.append(message)
            if len(game.moves) > before:  # a chosen offer became move 5: the board sends it too
                events.append({"t": "move", "n": len(game.moves), "point": move_name(game.moves[-1]), "colour": "black"})
        except IllegalMove:
            return None, None  # a script that needs a step the events cannot carry
    return settings, events, game


def game_action(name):
    from shared_rules.terms import ACTION_NAMES

    return ACTION_NAMES.index(name)


def test_every_regulation_example_replays_from_its_events():
    replayed = 0
    for record in records("regulations.txt"):
        made = _events_of(record)
        if made[0] is None:
            continue
        settings, events, played = made
        game = game_from_settings(settings)
        for message in events:
            apply_event(game, message)
        where = record["name"]
        assert game.moves == played.moves, where
        assert bytes(game.board.cells) == bytes(played.board.cells), where
        assert game.black_owner == played.black_owner, where
        assert game.prompt().as_dict() == played.prompt().as_dict(), where
        replayed += 1
    assert replayed >= 15, replayed


def test_endings_the_moves_cannot_show_are_read_from_the_result_event():
    game = game_from_settings({"foul_mode": "club"})
    for n, name in enumerate(("h8", "h9", "i8"), 1):
        apply_event(game, {"t": "move", "n": n, "point": name, "colour": "black" if n % 2 else "white"})
    apply_event(game, {"t": "result", "winner": "black", "reason": "resignation", "line": []})
    assert game.result is not None and game.result.as_dict()["reason"] == "resignation"


def test_an_event_the_rules_refuse_raises():
    game = game_from_settings({"foul_mode": "club"})
    apply_event(game, {"t": "move", "n": 1, "point": "h8", "colour": "black"})
    try:
        apply_event(game, {"t": "move", "n": 2, "point": "h8", "colour": "white"})
    except IllegalMove as error:
        assert "occupied" in str(error)
    else:
        raise AssertionError("two stones on one point were accepted")
