"""tengen-host play BOARD --engine: a whole game against the engine on the virtual board (the real
firmware on the unix port, a real daemon, the real engine), as a player sees it: the engine's
move found on the board's LEDs (a point blinking yellow) and on its clock face, the stone put there
by hand and the engine's clock pressed; a stone put elsewhere is refused. The record must hold the
game, and the command say how it ended."""

import asyncio
import io
import json
import re
import shutil
import subprocess
import sys
import time

import pytest
import sgfmill.sgf

from harness import Hall, ROOT
from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import BlinkWatch, ScriptRunner
from host.play import Table
from shared_rules.board import BLACK, CENTRE, POINTS, chebyshev_from_centre, point_name
from shared_rules.game import ACT_CHOOSE, ACT_FINISH, ACT_OFFER, ACT_PLACE, P1, P2, Game, IllegalMove

RAPFI = ROOT / "var" / "rapfi" / "pbrain-rapfi"
# The player's plan: the first legal point, nearest the centre first (an opponent the engine beats).
PLAN = sorted(range(POINTS), key=lambda p: (chebyshev_from_centre(p), p))


def players_move(game):
    for p in PLAN:
        try:
            game.check(p)
        except IllegalMove:
            continue
        return p
    raise AssertionError("no move left")


async def step(runner, line):
    problem = await runner.step(line.split())
    assert problem is None, "%s: %s (board: %s)" % (line, problem, runner.describe_state())


async def blinking_point(board, timeout):
    """The point the board asks a stone for: lit yellow, then dark, then yellow again (a blink)."""
    deadline = time.monotonic() + timeout
    watch = BlinkWatch(board)
    while time.monotonic() < deadline:
        if watch.look():
            return watch.point
        await board.wait_report(0.05)
    raise AssertionError("no point blinked yellow within %.0f s (lit: %s)" % (timeout, watch.describe()))


async def face_names(board, side, name, timeout=5.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if board.display.get(side, "").strip() == name:
            return
        await board.wait_report(0.05)
    raise AssertionError("the %s face never showed %s (it shows %r)" % (side, name, board.display.get(side)))


async def a_game(where, play_out):
    hall = Hall(where)
    hall.start_host()
    board = VirtualBoard(hall.tty, hall.flash, hall.board_id, where / "serial.log")
    log = io.StringIO()
    runner = ScriptRunner(board, out=log, host_db=hall.db)
    runner.timeout = 15.0
    play = None
    try:
        await board.start()
        await step(runner, "configure time_control 10m")
        await step(runner, "expect synced")
        play = subprocess.Popen([sys.executable, "-m", "host", "--db", str(hall.db), "play", hall.board_id, "--engine",
                                 "--level", "3", "--time", "0.2", "--colour", "black"],
                                cwd=str(ROOT), stdout=play_out, stderr=subprocess.STDOUT, text=True)
        game = Game()
        await step(runner, "press white")  # White starts Black's clock
        await step(runner, "expect running left")
        refused_once = False
        while game.result is None and len(game.moves) < 60:
            # The player's move, and the press that hands the clock to the engine.
            mine = players_move(game) if game.moves else CENTRE
            game.play(mine)
            await step(runner, "place %s black" % point_name(mine))
            await step(runner, "press black")
            await step(runner, "expect moves %s" % " ".join(point_name(p) for p in game.moves))
            if game.result is not None:
                break
            await step(runner, "expect running right")  # the engine's clock runs while it thinks
            # The engine's move, read off the board: the blinking point, named on its (right) face.
            p = await blinking_point(board, 30)
            await face_names(board, "right", point_name(p).upper())
            if not refused_once:  # a white stone elsewhere is refused (red, to take away)
                other = players_move(game)
                await step(runner, "place %s white" % point_name(other))
                await step(runner, "expect remove %s" % point_name(other))
                await step(runner, "lift %s" % point_name(other))
                await step(runner, "expect anomaly none")
                refused_once = True
            game.play(p)
            await step(runner, "place %s white" % point_name(p))
            if game.result is None:
                await step(runner, "expect running right")  # ... and while its stone waits for the press
                await step(runner, "press white")
            else:  # a five needs no press (004 9.2.5.1): the game ends as the stone is placed
                await step(runner, "expect running none")
            await step(runner, "expect moves %s" % " ".join(point_name(q) for q in game.moves))
            if game.result is None:
                await step(runner, "expect led %s white" % point_name(p))  # now the last move, steady
            else:
                await step(runner, "expect leds %s green" % " ".join(point_name(q) for q in game.result.line))
        await step(runner, "expect synced")
        return hall, game, play.wait(30)
    finally:
        if play is not None and play.poll() is None:
            play.kill()
            play.wait()
        await board.stop()
        hall.stop_host()


def test_a_game_against_the_engine_on_the_virtual_board(tmp_path):
    assert RAPFI.exists(), "the engine is not built: make engine"
    out = tmp_path / "play.out"
    with open(out, "w") as play_out:
        hall, game, status = asyncio.run(a_game(tmp_path, play_out))
    said = out.read_text()
    assert game.result is not None and game.result.winner != BLACK, said  # the engine does not lose to this plan
    assert status == 0, said
    assert "the engine plays" in said and "the game is over: white" in said, said
    assert "Traceback" not in said
    record = hall.store().game(1)
    assert [m["point"] for m in record["moves"]] == [point_name(p) for p in game.moves]
    assert record["winner"] == "white"
    the_computer_is_named(hall.db, tmp_path, "Rapfi, level 3")


def the_computer_is_named(db, where, name):
    """The computer (White) named as a player wherever one is: `show`, `games`, `players`, the
    archive's JSON, an SGF export read back by sgfmill, the score sheet's PDF read back by pdftotext."""
    def host(*words):
        done = subprocess.run([sys.executable, "-m", "host", "--db", str(db)] + list(words), cwd=str(ROOT),
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        return done.stdout

    shown = host("show", "1")
    assert re.search(r"^white: %s \(computer, Rapfi \S+\)$" % re.escape(name), shown, re.M), shown
    assert name[:11] in host("games"), "games names it (clipped to its column)"
    assert re.search(r"^ +#\d+ +%s +computer, Rapfi" % re.escape(name), host("players"), re.M)
    host("export", "1", "-o", str(where / "game.sgf"))
    sgf = sgfmill.sgf.Sgf_game.from_bytes((where / "game.sgf").read_bytes())
    assert sgf.get_player_name("w") == name and sgf.get_player_name("b") is None
    import aiohttp

    from broadcast_support import run, served

    async def archived():
        async with served(db.parent) as (base, hub, store), aiohttp.ClientSession() as session:
            async with session.get(base + "/api/games/1") as response:  # what the archive's page shows
                assert response.status == 200
                return await response.json()

    assert name in json.dumps(run(archived())), "the archive's game names it"
    if shutil.which("pdftotext"):
        host("export", "1", "-o", str(where / "sheet.pdf"))
        words = subprocess.run(["pdftotext", "-layout", str(where / "sheet.pdf"), "-"], check=True,
                               capture_output=True, text=True).stdout
        assert name in words, words


# -- a script plays the computer: place-asked ---------------------------------------------------

def test_a_script_plays_the_computer_on_the_virtual_board(tmp_path):
    """The documented script (hardware/vboard/play_the_computer.txt, shown in docs/virtual-board.md)
    plays a short game against the real engine: `play` started once the board is up, as a person
    would; each place-asked puts the computer's stone on the point the engine chose."""
    assert RAPFI.exists(), "the engine is not built: make engine"
    script = ROOT / "hardware" / "vboard" / "play_the_computer.txt"
    shown = (ROOT / "docs" / "virtual-board.md").read_text()
    assert all("    " + line in shown for line in script.read_text().splitlines()), "the docs show the script"
    hall = Hall(tmp_path)
    hall.start_host()
    board = subprocess.Popen(
        [sys.executable, "-m", "hardware.vboard", "--script", str(script), "--tty", str(hall.tty), "--flash", str(hall.flash),
         "--board-id", hall.board_id, "--serial-log", str(tmp_path / "serial.log"), "--host-db", str(hall.db)],
        cwd=str(ROOT), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    play = None
    output = []
    try:
        with open(tmp_path / "play.out", "w") as play_out:
            for line in board.stdout:
                output.append(line)
                if play is None and "expect synced  ok" in line:  # the board is up: start the computer
                    play = subprocess.Popen([sys.executable, "-m", "host", "--db", str(hall.db), "play", hall.board_id,
                                             "--engine", "--level", "1", "--colour", "black"],
                                            cwd=str(ROOT), stdout=play_out, stderr=subprocess.STDOUT, text=True)
            status = board.wait(60)
            play_status = play.wait(30)
    finally:
        for process in (board, play):
            if process is not None and process.poll() is None:
                process.kill()
                process.wait()
        hall.stop_host()
    text = "".join(output)
    said = (tmp_path / "play.out").read_text()
    assert status == 0 and play_status == 0, text + said
    asked = re.findall(r"place-asked +ok \((\w+) white\)", text)
    assert len(asked) == 2, text
    # The points the engine chose (as `play` says them), the stones placed, the record: the same.
    assert re.findall(r"the engine plays (\w+)", said) == asked, said
    record = hall.store().game(1)
    assert [m["point"] for m in record["moves"]] == ["h8", asked[0], "a15", asked[1]]
    assert (record["winner"], record["reason"]) == ("white", "resignation")


# -- an opening regulation: the engine takes its decisions and makes its offers --------------------

def step_key(game):
    prompt = game.prompt()
    return len(game.moves), prompt.state, tuple(prompt.offers), game.black_owner


async def store_changes(table, board, before, timeout=30.0, faces=None, face="right"):
    """The board's game once it differs from `before` (a step_key), the engine's face watched."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if faces is not None:
            faces.add(board.display.get(face, "").strip())
        _, game = table.current()
        if game is not None and step_key(game) != before:
            return game
        await board.wait_report(0.05)
    raise AssertionError("the game never moved on from %s" % (before,))


def players_point(game, zone):
    for p in PLAN:
        if chebyshev_from_centre(p) > zone:
            continue
        try:
            game.check(p)
        except IllegalMove:
            continue
        return p
    raise AssertionError("no point left")


async def an_opening(where, play_out, regulation, colour):
    hall = Hall(where)
    hall.start_host()
    board = VirtualBoard(hall.tty, hall.flash, hall.board_id, where / "serial.log")
    runner = ScriptRunner(board, out=io.StringIO(), host_db=hall.db)
    runner.timeout = 15.0
    play = None
    decisions = []  # (state, what the engine's face showed)
    try:
        await board.start()
        await step(runner, "configure opening %s" % regulation)
        await step(runner, "expect synced")
        play = subprocess.Popen([sys.executable, "-m", "host", "--db", str(hall.db), "play", hall.board_id, "--engine",
                                 "--time", "0.2", "--colour", colour],
                                cwd=str(ROOT), stdout=play_out, stderr=subprocess.STDOUT, text=True)
        human = P1 if colour == "black" else P2
        mine, its = ("left", "right") if human == P1 else ("right", "left")  # the buttons and faces
        table = Table(hall.store(), hall.board_id, None, 3 - human)
        game = await store_changes(table, board, None)
        while game.in_opening or len(game.moves) < 8:
            assert game.result is None
            prompt = game.prompt()
            acts = prompt.actions
            before = step_key(game)
            if prompt.player == human:  # the player
                if ACT_PLACE in acts:
                    p = players_point(game, prompt.zone if prompt.zone is not None else 7)
                    await step(runner, "place %s %s" % (point_name(p), "black" if game.turn == BLACK else "white"))
                elif ACT_OFFER in acts:
                    await step(runner, "place %s black" % point_name(players_point(game, 7)))
                elif ACT_FINISH in acts:
                    await step(runner, "press %s" % mine)
                elif ACT_CHOOSE in acts:
                    await step(runner, "lift %s" % " ".join(point_name(p) for p in prompt.offers[1:]))
                else:
                    await step(runner, "hold %s 2000" % mine)  # the option shown first
                game = await store_changes(table, board, before)
            elif ACT_PLACE in acts or ACT_OFFER in acts:  # the engine's stone: read off the board
                p = await blinking_point(board, 30)
                await face_names(board, its, point_name(p).upper())
                colour = "black" if ACT_OFFER in acts or game.turn == BLACK else "white"
                await step(runner, "place %s %s" % (point_name(p), colour))
                game = await store_changes(table, board, before)
            else:  # the engine's decision, taken on the board and shown on its face
                faces = set()
                offers = list(prompt.offers)
                game = await store_changes(table, board, before, faces=faces, face=its)
                await step(runner, "wait 300")
                faces.add(board.display.get(its, "").strip())
                decisions.append((prompt.state, faces))
                if ACT_CHOOSE in acts:  # the offers it did not keep are lit red: lifted
                    kept = game.moves[-1]
                    others = [point_name(p) for p in offers if p != kept]
                    await step(runner, "expect remove %s" % " ".join(others))
                    await step(runner, "lift %s" % " ".join(others))
                    await step(runner, "expect anomaly none")
        await step(runner, "expect synced")
        return hall, game, decisions
    finally:
        if play is not None and play.poll() is None:
            play.kill()
            play.wait()
        await board.stop()
        hall.stop_host()


@pytest.mark.parametrize("regulation, colour", [("rif", "black"), ("rif", "white")])
def test_the_engine_takes_its_opening_decisions_on_the_board(tmp_path, regulation, colour):
    assert RAPFI.exists(), "the engine is not built: make engine"
    out = tmp_path / "play.out"
    with open(out, "w") as play_out:
        hall, game, decisions = asyncio.run(an_opening(tmp_path, play_out, regulation, colour))
    said = out.read_text()
    assert "Traceback" not in said, said
    engine = "P2" if colour == "black" else "P1"
    events = hall.store().game(1)["events"]
    engine_acts = [e["action"] for e in events if e["t"] == "opening" and e["player"] == engine]
    if engine == "P2":  # RIF: P2 keeps or swaps after move 3, and its face says which
        swap = [faces for state, faces in decisions if state == "R4 SWAP"]
        assert swap and swap[0] & {"KEEP", "SWAP"}, (decisions, said)
        assert engine_acts[0] in ("keep", "swap"), events
    else:  # P1 places moves 1-3 (its stones asked for on the board, in the opening's zones)
        assert [m["point"] for m in hall.store().game(1)["moves"]][:3] and "the engine plays" in said
    assert len([e for e in events if e["t"] == "opening" and e["action"] == "offer"]) == 2, events
    chooser = [e["player"] for e in events if e["t"] == "opening" and e["action"] == "choose"]
    assert len(chooser) == 1, events
    assert [m["point"] for m in hall.store().game(1)["moves"]] == [point_name(p) for p in game.moves]
