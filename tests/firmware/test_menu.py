"""The board's menu (firmware/menu.py) on MicroPython, as the board runs it: the keys reach and
change the settings through the callbacks, what a game in progress may not offer is not offered, a
setting kept on flash survives a reboot, and the menu allocates nothing while it is only shown."""

import gc

from menu import Menu, ITEMS, LEFT, RIGHT, MENU, TAP, HOLD, digit_points
from settings import Settings, DEFAULTS

PATH = "/tmp/tengen-test-menu-settings.json"


def board():
    import os

    try:
        os.remove(PATH)
    except OSError:
        pass
    settings = Settings(PATH)
    games = []

    def new_game():
        games.append(1)

    def configure(changes):
        try:
            settings.update(changes)
        except ValueError as error:
            return str(error)
        return None

    return settings, games, Menu(settings.values, configure, new_game)


def keys(menu, *presses):
    for button, gesture in presses:
        menu.key(button, gesture)
    return menu.faces()


def test_the_keys_change_a_setting_and_it_is_on_flash_at_once():
    settings, games, menu = board()
    assert keys(menu, (MENU, TAP)) == ("CLOC", "NONE")
    assert keys(menu, (RIGHT, TAP), (MENU, TAP), (LEFT, TAP)) == ("FOUL", "TRAI")
    assert keys(menu, (MENU, TAP)) == ("FOUL", "TRAI")
    assert Settings(PATH)["foul_mode"] == "training"  # a reboot now keeps it
    assert keys(menu, (RIGHT, TAP), (RIGHT, TAP), (RIGHT, TAP), (RIGHT, TAP), (MENU, TAP)) == ("PASS", "7")
    assert keys(menu, (RIGHT, HOLD), (RIGHT, TAP), (MENU, TAP)) == ("PASS", "18")
    assert Settings(PATH)["pass_from_move"] == 18


def test_a_hold_of_the_menu_button_leaves_a_value_unchanged_then_closes():
    settings, games, menu = board()
    keys(menu, (MENU, TAP), (MENU, TAP), (RIGHT, TAP))
    assert keys(menu, (MENU, HOLD)) == ("CLOC", "NONE")
    assert menu.open and settings["time_control"] is None
    menu.key(MENU, HOLD)
    assert not menu.open


def test_new_is_offered_only_when_no_game_is_in_progress():
    settings, games, menu = board()
    menu.start(True)
    seen = [keys(menu, (RIGHT, TAP))[0] for _ in ITEMS]
    assert "NEW" not in seen
    menu.start(False)
    assert keys(menu, (LEFT, TAP)) == ("NEW", "GO")
    menu.key(MENU, TAP)
    assert games == [1] and not menu.open


def test_showing_the_menu_allocates_nothing():
    settings, games, menu = board()
    menu.key(MENU, TAP)
    gc.collect()
    before = gc.mem_free()
    for _ in range(50):
        menu.faces()
    assert gc.mem_free() == before


def test_digits_on_the_board():
    assert len(digit_points(8)) == 13 and len(digit_points(1)) == 8 and len(digit_points(225)) == 11 + 11 + 11
    assert max(digit_points(225)) < 225 and DEFAULTS["brightness"] == 5
