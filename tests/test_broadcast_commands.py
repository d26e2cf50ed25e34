"""The arbiter's writes reach a real board: through the broadcast's API, the daemon and the virtual
board's firmware, and back to the viewers; a viewer's identical request changes nothing."""

import json
import threading
import time
import urllib.error
import urllib.request

from harness import Hall

TOKEN = "commands-test-admin-token"


def call(url, body=None, token=None, method=None):
    request = urllib.request.Request(url, data=json.dumps(body).encode() if body is not None else None,
                                     method=method or ("POST" if body is not None else "GET"))
    request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", "Bearer " + token)
    try:
        with urllib.request.urlopen(request, timeout=15) as response:
            return response.status, json.load(response)
    except urllib.error.HTTPError as error:
        return error.code, json.load(error)


def test_the_arbiter_adjudicates_a_game_on_the_board_and_viewers_see_the_result(tmp_path):
    hall = Hall(tmp_path)
    (tmp_path / "token").write_text(TOKEN)
    hall.start_host("--web-port", "0", "--url-file", str(tmp_path / "url"), "--admin-token-file", str(tmp_path / "token"))
    played = {}
    player = threading.Thread(target=lambda: played.update(result=hall.play(
        "timeout 10000\nexpect synced\nplace h8 black\nplace h9 white\nexpect synced\nwait 8000\n")))
    player.start()
    try:
        deadline = time.monotonic() + 30
        while not (tmp_path / "url").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        url = (tmp_path / "url").read_text().strip()
        while time.monotonic() < deadline:
            status, body = call(url + "api/boards/sim-0001")
            if status == 200 and len(body["board"]["moves"]) == 2:
                break
            time.sleep(0.2)
        command = url + "api/boards/sim-0001/commands"
        status, body = call(command, {"name": "adjudicate", "args": {"winner": "draw"}})  # a viewer
        assert status == 401
        status, body = call(command, {"name": "adjudicate", "args": {"winner": "draw"}}, token=TOKEN)
        assert (status, body["state"]) == (200, "done"), body
        while time.monotonic() < deadline:  # viewers see the board's result as the board reports it
            status, body = call(url + "api/boards/sim-0001")
            if body["board"]["result"]:
                break
            time.sleep(0.2)
        assert body["board"]["result"]["winner"] == "draw" and body["board"]["result"]["reason"] == "adjudication"
        status, body = call(url + "api/games/1")
        assert status == 200 and body["state"]["result"]["reason"] == "adjudication", body
        status, body = call(command, {"name": "new_game", "args": {"settings": {"time_control": "5m"}}}, token=TOKEN)
        assert (status, body["state"]) == (200, "done"), body
        status, body = call(url + "api/boards/sim-0001")
        while time.monotonic() < deadline and body["board"]["game"]["no"] == 1:
            time.sleep(0.2)
            status, body = call(url + "api/boards/sim-0001")
        assert body["board"]["moves"] == [] and body["board"]["game"]["settings"]["time_control"] == "5m", body
        player.join(60)
        assert played["result"][0] == 0, played["result"][1] + hall.host_log()
    finally:
        player.join(60)
        hall.stop_host()


def test_players_seated_from_the_command_line_reach_the_broadcast(tmp_path):
    import subprocess
    import sys

    from harness import ROOT

    hall = Hall(tmp_path)
    hall.start_host("--web-port", "0", "--url-file", str(tmp_path / "url"))
    player = threading.Thread(target=lambda: hall.play("timeout 10000\nexpect synced\nplace h8 black\nwait 6000\n"))
    player.start()
    try:
        deadline = time.monotonic() + 30
        while not (tmp_path / "url").exists() and time.monotonic() < deadline:
            time.sleep(0.1)
        url = (tmp_path / "url").read_text().strip()
        while time.monotonic() < deadline and call(url + "api/boards/sim-0001")[0] != 200:
            time.sleep(0.2)
        for argv in (["hall", "sim-0001", "4"], ["assign", "sim-0001", "--black", "Ivanov", "--white", "Petrova", "--new",
                                                 "--event", "Club cup", "--round", "2"]):
            done = subprocess.run([sys.executable, "-m", "host", "--db", str(hall.db)] + argv, cwd=str(ROOT),
                                  capture_output=True, text=True)
            assert done.returncode == 0, done.stderr
        board = None
        while time.monotonic() < deadline:
            board = call(url + "api/boards/sim-0001")[1]["board"]
            if board["players"] == {"p1": "Ivanov", "p2": "Petrova"} and board["seat"]:
                break
            time.sleep(0.2)
        assert board["players"] == {"p1": "Ivanov", "p2": "Petrova"}
        # The hall number, the event and round reach viewers too (the board's place in the tournament).
        seat = board["seat"]
        assert (seat["board_no"], seat["event"], seat["round"], seat["p1"]["name"]) == ("4", "Club cup", "2", "Ivanov"), seat
    finally:
        player.join()
        hall.stop_host()
