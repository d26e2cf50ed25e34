"""The hall page of a big hall in headless Chromium (make bench-hall-page): how long until every
board's card is drawn, and how busy the browser's main thread is while every board plays a move a
second. Prints figures; asserts nothing.

The page is the real one, served by the real web application around a hub (as the tests serve it);
the boards are fed to the hub directly (a move a second each, from tests/vectors/games.txt). The
main thread's busy share is Chromium's own count of its tasks' time (the DevTools protocol's
Performance.getMetrics, TaskDuration) over the measured seconds.

  python bench/bench_hall_page.py [--boards 100] [--seconds 20]
"""

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

CHROMIUM = "/usr/bin/chromium"
SETTINGS = {"foul_mode": "club", "time_control": None, "pass_from_move": 7, "takebacks": False, "opening": None}


def load_games():
    return [line.split()[1:61] for line in (ROOT / "tests" / "vectors" / "games.txt").read_text().splitlines()
            if line.startswith("moves:")]


class Board:
    def __init__(self, index, games):
        self.id = "hall-%03d" % index
        self.epoch = "e%d" % index
        self.seq = 0
        self.game = 0
        self.moves = []
        self.played = 0
        self.games = games
        self.rng = random.Random(index)

    def next(self):
        """The board's next event: a move, or a new game once the game's moves are played."""
        self.seq += 1
        if self.played >= len(self.moves):
            self.game += 1
            self.moves = self.games[self.rng.randrange(len(self.games))]
            self.played = 0
            return {"t": "game", "game": self.game, "settings": dict(SETTINGS), "seq": self.seq}
        self.played += 1
        return {"t": "move", "game": self.game, "n": self.played, "point": self.moves[self.played - 1],
                "colour": "black" if self.played % 2 else "white", "seq": self.seq}


async def main(args):
    from playwright.async_api import async_playwright

    from host.store import Store
    from host.web.app import BroadcastApp
    from host.web.archive import StoreArchive
    from host.web.hub import Hub
    from host.web.server import open_site

    games = load_games()
    boards = [Board(i + 1, games) for i in range(args.boards)]
    with tempfile.TemporaryDirectory(prefix="tengen-hall-page-") as where:
        store = Store(Path(where) / "games.sqlite")
        hub = Hub()
        app = BroadcastApp(hub, StoreArchive(store), store=store).build()
        runner, site, url = await open_site(app, "127.0.0.1", 0)
        now_ms = lambda: int(time.time() * 1000)  # noqa: E731
        for board in boards:
            for _ in range(2):  # a game and its first move
                hub.board_event(board.id, board.epoch, board.next(), now_ms())
        stop = asyncio.Event()

        async def play(board):
            await asyncio.sleep(board.rng.random())
            while not stop.is_set():
                hub.board_event(board.id, board.epoch, board.next(), now_ms())
                await asyncio.sleep(0.9 + 0.2 * board.rng.random())

        try:
            async with async_playwright() as playwright:
                browser = await playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                                           args=["--no-sandbox", "--disable-gpu", "--no-first-run"])
                page = await browser.new_page(viewport={"width": 1280, "height": 800})
                cdp = await page.context.new_cdp_session(page)
                await cdp.send("Performance.enable")
                players = [asyncio.create_task(play(board)) for board in boards]
                started = time.monotonic()
                await page.goto(url)
                await page.wait_for_function("n => document.querySelectorAll('#boards .card svg.mini').length >= n"
                                             " && [...document.querySelectorAll('#boards .card .move')]"
                                             ".every(e => e.textContent !== '')", arg=args.boards, timeout=600000)
                every_card = time.monotonic() - started
                await asyncio.sleep(3)  # settled: the measured seconds begin

                async def durations():
                    metrics = (await cdp.send("Performance.getMetrics"))["metrics"]
                    return {m["name"][:-len("Duration")]: m["value"] for m in metrics if m["name"].endswith("Duration")}

                before, t0 = await durations(), time.monotonic()
                moves0 = sum(board.played for board in boards)
                await asyncio.sleep(args.seconds)
                after, elapsed = await durations(), time.monotonic() - t0
                spent = {name: after[name] - before.get(name, 0) for name in after}
                busy = spent.pop("Task")
                moves = sum(board.played for board in boards) - moves0
                stop.set()
                await asyncio.gather(*players)
                await browser.close()
        finally:
            await site.stop()
            await runner.cleanup()
            store.close()
    print("== the hall page, %d boards, a move a second each ==" % args.boards)
    print("  every card drawn %.1f s after the page was opened" % every_card)
    print("  the browser's main thread busy %.0f%% of %.0f s (%.2f s of tasks; about %d moves shown)"
          % (100 * busy / elapsed, elapsed, busy, moves))
    print("  of which: %s" % ", ".join("%s %.2f s" % (name.lower(), seconds) for name, seconds in spent.items()), flush=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20)
    asyncio.run(main(parser.parse_args()))
