"""A clock button acts as it goes down (firmware/referee.py, Referee.down), as a tournament clock
acts on the press, wherever a tap and a hold would begin alike; whatever a hold means otherwise (a
pass's press against a resignation, the opening's steps) still waits for the release or the hold."""

from referee import Referee
from settings import DEFAULTS
from buttons import LEFT, RIGHT
from shared_rules.board import parse_point
from shared_rules.clock import P1, P2


def referee(**changes):
    settings = dict(DEFAULTS)
    settings.update(changes)
    events = []
    r = Referee(settings, events.append, lambda: 0)
    r.new_game()
    return r, events


def moves(events):
    return [e for e in events if e.get("t") == "move"]


def started_with_black_to_move(**changes):
    r, events = referee(time_control="5m", **changes)
    assert r.down(RIGHT, 100)  # White's going down starts Black's clock
    r.hold(RIGHT, 100)  # held on: nothing more (it was no tap, nor a hold's act)
    assert r.clock.running == P1
    return r, events


def test_the_stone_waiting_for_its_press_is_the_move_as_the_button_goes_down():
    r, events = started_with_black_to_move()
    assert r.placed(parse_point("h8")) is None and r.pending >= 0
    assert r.down(LEFT, 1000)
    assert len(moves(events)) == 1 and r.clock.running == P2 and r.pending < 0
    r.hold(LEFT, 1000)  # Black held on long: no resignation, no second act
    assert r.game.result is None and len(moves(events)) == 1


def test_with_no_stone_waiting_the_press_waits_for_the_release():
    r, events = started_with_black_to_move()
    assert not r.down(LEFT, 1000)  # a tap passes, a hold resigns: not known yet
    assert r.clock.running == P1 and not moves(events)
    assert not r.down(RIGHT, 1000)  # not White's clock that runs


def test_held_on_in_tournament_mode_the_move_claims_its_five():
    r, events = started_with_black_to_move(foul_mode="tournament")
    for black, white in (("h8", "a1"), ("i8", "a2"), ("j8", "a3"), ("k8", "a4")):
        for p, side in ((black, LEFT), (white, RIGHT)):
            assert r.placed(parse_point(p)) is None
            assert r.down(side, 1000)
    assert r.placed(parse_point("l8")) is None and r.pending >= 0
    assert r.down(LEFT, 2000)
    assert r.clock.running == P2 and r.game.result is None
    r.hold(LEFT, 2000)
    claims = [e for e in events if e.get("t") == "claim"]
    assert claims and claims[-1]["kind"] == "five" and claims[-1]["accepted"]
    assert r.game.result is not None and r.game.result.winner == 1


def test_down_acts_says_beforehand_whether_the_press_will_act():
    # the board lights the lamp on down_acts' word before down commits the move: they must agree
    r, events = referee(time_control="5m")
    assert r.down_acts(RIGHT) and r.down(RIGHT, 100)  # the clock's first start
    r.hold(RIGHT, 100)
    assert not r.down_acts(LEFT) and not r.down(LEFT, 200)  # Black's clock, no stone waiting
    assert r.placed(parse_point("h8")) is None
    assert not r.down_acts(RIGHT) and not r.down(RIGHT, 300)  # not White's clock that runs
    assert r.down_acts(LEFT) and r.down(LEFT, 400)  # the stone waiting: the move
    assert r.clock.running == P2
    r, events = referee()  # no clock: nothing acts on the press
    assert not r.down_acts(LEFT) and not r.down(LEFT, 100)


def test_a_press_refused_by_a_request_arriving_while_the_stone_waits_does_not_act():
    # The host asks for Black's move at g7 (a computer's or remote player's) while Black's own
    # stone waits at j10: the press that would make j10 the move is refused, so the board must not
    # light the other player's lamp for it (down_acts) nor make the move.
    from shared_rules.board import BLACK

    r, events = started_with_black_to_move()
    for p, side in (("h8", LEFT), ("i9", RIGHT)):
        assert r.placed(parse_point(p)) is None
        assert r.down(side, 1000)
    assert r.placed(parse_point("j10")) is None and r.pending >= 0
    assert r.set_request(parse_point("g7"), BLACK, 3) is None
    assert not r.down_acts(LEFT)
    assert not r.down(LEFT, 2000)
    assert len(moves(events)) == 2 and r.clock.running == P1
