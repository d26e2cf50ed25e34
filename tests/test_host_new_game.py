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
command settings time_control=5m      # the new game is empty: it starts again with the clock
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
    assert last["settings"]["time_control"] == "5m" and last["game_no"] == 3
