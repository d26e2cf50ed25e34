"""A game rebuilt from the board's event messages (protocol.py: game, move, opening, undo, result).

The board journals its game as these events and sends them to the host; both rebuild the game the
same way from them: the board after a power cut, the host for its record (who has Black after the
opening's swaps, the opening's steps, the result). One reading of the events, both sides.

    game = game_from_settings(first_message["settings"])
    for message in the rest:
        apply_event(game, message)
"""

from shared_rules.board import parse_point
from shared_rules.game import Game, FOUL_MODE_NAMES, WINNER_NAMES
from shared_rules.terms import ACTION_NAMES, PLAYER_NAMES, parse_move
from shared_rules.openings import regulation


def game_from_settings(settings):
    """A new Game with a game event's settings (foul mode, pass rule, takebacks, opening)."""
    opening = settings.get("opening")
    return Game(foul_mode=FOUL_MODE_NAMES.index(settings.get("foul_mode", "club")),
                pass_from_move=settings.get("pass_from_move", 7), takebacks=settings.get("takebacks", False),
                opening=regulation(opening) if opening else None)


def apply_event(game, message):
    """Apply one event to the game. Returns what it changed on the board: ("play", point),
    ("undo", point), or None. Raises IllegalMove (a ValueError) for an event the rules refuse."""
    kind = message.get("t")
    if kind == "move":
        if message["n"] > len(game.moves):  # a chosen offer's move is in already
            move = parse_move(message["point"])
            game.play(move)
            return ("play", move)
        return None
    if kind == "opening":
        action = ACTION_NAMES.index(message["action"])
        arg = message.get("n", parse_point(message["point"]) if "point" in message else None)
        game.act(action, arg, PLAYER_NAMES.index(message["player"]))
        return None
    if kind == "undo":
        move = game.moves[-1]
        game.undo()
        return ("undo", move)
    if kind == "result" and game.result is None:
        end_from_record(game, message)
    return None


def end_from_record(game, message):
    """Endings that replaying the moves cannot reproduce (a five or a club foul ends the game in
    play() and needs nothing here)."""
    reason = message["reason"]
    winner = WINNER_NAMES.index(message["winner"])  # DRAW, BLACK or WHITE
    loser = 3 - winner
    if reason == "adjudication":
        game.adjudicate(winner)
    elif reason == "resignation":
        game.resign(loser)
    elif reason == "time":
        game.flag_fall(loser)
    elif reason == "agreement":
        game.agree_draw()
    elif reason == "foul":
        game.claim_foul()  # a tournament claim (club fouls end the game in play())
    elif reason == "five":
        game.claim_five()
