"""`tengen-host hints GAME --save --on BOARD` with the real engine and the virtual board (the real
firmware on the unix port, a real daemon): the game in which Black missed a VCF is reviewed, the
missed win saved, and studied on the board; at the position, both buttons held play the line out,
and the board's LED frames, watched without a press, show it stone by stone in its order (Black's
violet, White's white, the newest blinking), then its five green, then the position again. What
the LEDs show is compared with the line the store kept, replayed by shared_rules. Then `setup
BOARD GAME --study` studies the game again without the engine, the saved review's line with it."""

import asyncio
import io
import subprocess
import sys
import time

from engine_support import RAPFI
from harness import Hall, ROOT
from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import ScriptRunner, colour_name
from host.store import Store
from shared_rules.board import POINTS, parse_point, point_name
from shared_rules.game import Game
from test_engine_missed_wins import MISSED_AT, VCF_GAME


async def step(runner, line):
    problem = await runner.step(line.split())
    assert problem is None, "%s: %s (board: %s)" % (line, problem, runner.describe_state())


def lit(board):
    """The board's LEDs as {point name: colour name}, the dark ones left out."""
    named = {}
    for p in range(POINTS):
        name = colour_name(board.leds[p])
        if name != "off":
            named[point_name(p)] = name
    return named


def record_game(db):
    store = Store(db)
    events = [{"t": "game", "game": 1, "settings": {}}]
    events += [{"t": "move", "game": 1, "n": n, "point": p, "colour": "black" if n % 2 else "white"}
               for n, p in enumerate(VCF_GAME, 1)]
    for seq, event in enumerate(events, 1):
        store.record_event("rec-1", "e1", dict(event, seq=seq))
    store.close()


async def studied(where, hints_out):
    hall = Hall(where)
    record_game(hall.db)  # game 1 of the store: the board's own games come after it
    hall.start_host()
    board = VirtualBoard(hall.tty, hall.flash, hall.board_id, where / "serial.log")
    runner = ScriptRunner(board, out=io.StringIO(), host_db=hall.db)
    runner.timeout = 15.0
    hints = None
    try:
        await board.start()
        await step(runner, "expect synced")
        hints = subprocess.Popen([sys.executable, "-m", "host", "--db", str(hall.db), "hints", "1", "--time", "0.2",
                                  "--save", "--on", hall.board_id, "--at", str(MISSED_AT)],
                                 cwd=str(ROOT), stdout=hints_out, stderr=subprocess.STDOUT, text=True)
        deadline = time.monotonic() + 120
        while hints.poll() is None and time.monotonic() < deadline:
            await board.wait_report(0.1)
        assert hints.poll() == 0, "hints: exit %s" % hints.poll()
        stones = " ".join("%s %s" % (p, "black" if i % 2 == 0 else "white") for i, p in enumerate(VCF_GAME[:MISSED_AT]))
        await step(runner, "place " + stones)
        await step(runner, "expect anomaly none")
        await step(runner, "expect display right VCF")  # a forced win was missed here
        saved = hall.store().review(1)
        first = saved[MISSED_AT][5].split()[1]
        await step(runner, "expect led %s white" % VCF_GAME[MISSED_AT - 1])  # the last move
        await step(runner, "expect led %s yellow" % first)  # the hint: the engine's best move, the line's first
        await step(runner, "hold both 1200")
        frames = []  # (what the LEDs show, the right face) until the board is back at the position
        deadline = time.monotonic() + 40
        while time.monotonic() < deadline:
            frames.append((lit(board), board.display.get("right", "").strip()))
            if frames[-1][1] == "VCF":
                break
            await board.wait_report(0.02)
        await step(runner, "expect led %s white" % VCF_GAME[MISSED_AT - 1])  # the position again
        back = lit(board)
        await step(runner, "hold right 2500")  # the study ends: the board's own (empty) game again
        await step(runner, "expect display right W")  # no clock: each face its colour
        # `setup --study` of the game, without the engine: the saved review's hints and lines with it.
        setup = subprocess.Popen([sys.executable, "-m", "host", "--db", str(hall.db), "setup", hall.board_id, "1",
                                  "--study", "--at", str(MISSED_AT)], cwd=str(ROOT), stdout=hints_out,
                                 stderr=subprocess.STDOUT, text=True)
        await step(runner, "expect display right VCF")
        await step(runner, "expect led %s yellow" % first)
        while setup.poll() is None:
            await board.wait_report(0.1)
        assert setup.returncode == 0
        return frames, back, saved
    finally:
        if hints is not None and hints.poll() is None:
            hints.kill()
            hints.wait()
        await board.stop()
        hall.stop_host()


def test_the_missed_vcf_is_played_out_on_the_leds_stone_by_stone(tmp_path):
    assert RAPFI.exists(), "the engine is not built: make engine"
    out = tmp_path / "hints.out"
    with open(out, "w") as hints_out:
        frames, back, saved = asyncio.run(studied(tmp_path, hints_out))
    said = out.read_text()
    assert "move 19 j6 (black) missed a VCF" in said and "review saved" in said, said
    assert "Traceback" not in said, said
    kind, *line = saved[MISSED_AT][5].split()  # the line the store kept, as the board was given it
    assert kind == "vcf" and "missed a VCF in %d: %s" % ((len(line) + 1) // 2, " ".join(line)) in said
    final = Game.replay(VCF_GAME[:MISSED_AT] + line)  # shared_rules: Black's five ends it
    assert final.result is not None and final.result.winner == 1
    five = {point_name(p) for p in final.result.line}

    colours = {p: "violet" if i % 2 == 0 else "white" for i, p in enumerate(line)}
    shown = []  # how many of the line's stones the LEDs show, frame by frame
    faces = []  # the right face's count, frame by frame
    for leds, face in frames[:-1]:
        count, total = (int(part) for part in face.split("-"))
        assert total == len(line), face
        faces.append(count)
        if "green" in leds.values():  # the end: the five green, White's stones of the line still white
            assert {p for p, c in leds.items() if c == "green"} == five, leds
            assert {p: c for p, c in leds.items() if c != "green"} == {p: colours[p] for p in line[1::2]}, leds
            shown.append(len(line))  # the last stone is the five
            continue
        m = len(leds)
        assert leds == {p: colours[p] for p in line[:m]}, (leds, line)  # a prefix of the line, nothing else lit
        assert count - 1 <= m <= count + 1, (face, leds)  # the newest may be dark (a blink); the face may lag a frame
        shown.append(m)
    assert faces == sorted(faces) and sorted(set(faces)) == list(range(1, len(line) + 1)), faces  # in order, each
    assert shown[-1] == len(line) and set(range(1, len(line) + 1)) <= set(shown), shown  # every stone, the five
    dips = [i for i in range(1, len(shown)) if shown[i] < shown[i - 1]]
    assert dips, "the newest stone never blinked: %s" % shown
    assert not set(back) & (set(line) - {line[0]}), back  # the line gone (its first point: the hint's blink)
