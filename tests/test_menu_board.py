"""The board's menu on the real firmware with a host, and on the emulated Pico: a setting made on
the buttons is the one the host reads, and one the host sends is the one the menu shows; on the
Pico, the buttons alone set up a game, and a power cut in the menu loses nothing taken."""

from harness import Hall


def test_set_on_the_buttons_read_on_the_host_and_the_reverse(tmp_path):
    hall = Hall(tmp_path)
    hall.start_host()
    script = """
timeout 15000
expect synced
press menu
press right
press menu
press left
expect display right TRAI
press menu                           # the foul mode: training, on the buttons
press left
press menu
press right
expect display right C135
press menu                           # the time control: classical-135
hold menu 1600
expect display left 2h15
expect synced
command settings opening=rif takebacks=true
press menu                           # the host's settings, on the faces
press right
press right
press right
expect display left OPEN
expect display right RIF
press right
expect display left UNDO
expect display right ON
hold menu 1600
place h8 black                       # the game begins: its settings are all of these
expect synced
"""
    try:
        status, output = hall.play(script)
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    store = hall.store()
    game = store.game(store.games()[-1][0])
    settings = game["settings"]
    assert (settings["foul_mode"], settings["time_control"], settings["opening"], settings["takebacks"]) == (
        "training", "135m+30s", "rif", True), settings


PICO_SCRIPT = """
timeout 20000
press menu
expect display left CLOC
press menu
press right
press right
press right
press right
press right
expect display right B 5
press menu                           # blitz-5, on the Pico's own buttons
hold menu 1600
expect display left 5:00
expect game-setting time_control 5m+4s
press menu
press right
press menu
press left
press menu                           # training
expect setting foul_mode training
press right
press menu                           # SHOW's values: open when the power goes
power off
power on
expect display left 5:00             # the menu closed, what was taken kept
expect setting foul_mode training
expect setting time_control 5m+4s
press white
place h8 black
press black
expect moves h8
"""


def test_the_menu_on_the_emulated_pico(tmp_path):
    status, output = Hall(tmp_path, target="pico").play(PICO_SCRIPT, timeout=600)  # a loaded machine: minutes
    assert status == 0, output
