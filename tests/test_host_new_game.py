"""New games from the host on the real firmware: `new_game force=true` abandons the game in
progress, as the protocol says; settings on an empty board leave no empty game in the record."""

from harness import Hall


def test_forced_new_game_and_settings_on_an_empty_board(tmp_path):
    hall = Hall(tmp_path)
    hall.start_host()
    script = """
timeout 15000
expect synced
place h8 black
place h9 white
expect synced
refuse new_game                        # a game is in progress
command new_game force=true            # the arbiter abandons it
expect moves
expect remove h8 h9
lift h8 h9
expect anomaly none
command settings time_control=5m      # the new game is empty: it takes the clock itself
expect display left 5:00
place h8 black
press black
expect moves h8
expect synced
"""
    try:
        status, output = hall.play(script)
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    store = hall.store()
    games = [(board, moves, winner, reason) for _, board, _, moves, winner, reason in store.games()]
    assert games == [("sim-0001", 2, None, "abandoned"), ("sim-0001", 1, None, None)], games
    last = store.game(store.games()[-1][0])
    # The settings changed the empty game itself (game 2, the one the forced new game began): no other.
    assert last["settings"]["time_control"] == "5m" and last["game_no"] == 2


def test_a_command_queued_for_a_game_never_ends_the_next(tmp_path):
    # The evening: an adjudicate typed while the daemon was down waits in the store. The
    # game it was meant for ends on the board; the next morning's game must not be adjudicated.
    hall = Hall(tmp_path)
    hall.start_host()
    try:
        status, output = hall.play("timeout 15000\nexpect synced\n")
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    store = hall.store()
    command_id = store.queue_command("sim-0001", "adjudicate", {"winner": "white"})
    assert store.command(command_id)["game"] == 1
    five = "".join("place %s %s\n" % (p, "black" if n % 2 == 0 else "white")
                   for n, p in enumerate(["h8", "a1", "i8", "a3", "j8", "a5", "k8", "a7", "l8"]))
    status, output = hall.play(five + "expect result black five\nlift h8 a1 i8 a3 j8 a5 k8 a7 l8\nexpect result none\n")
    assert status == 0, output
    hall.start_host()
    try:
        # identify goes out only once the daemon knows the board's game, after the older adjudicate
        # was weighed: when it is done, the adjudicate has had its chance.
        status, output = hall.play("timeout 15000\nexpect synced\nplace h8 black\nexpect synced\n"
                                   "command identify seconds=1\nexpect result none\nexpect moves h8\n")
    finally:
        hall.stop_host()
    assert status == 0, output + hall.host_log()
    command = store.command(command_id)
    assert command["state"] == "not sent" and "game 2" in command["detail"], command
    games = store.games()
    assert [(g[3], g[4], g[5]) for g in games] == [(9, "black", "five"), (1, None, None)], games
