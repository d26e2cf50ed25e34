"""The virtual board in a browser: click a point to place a stone of the chosen colour (or lift
one), press and hold the two clock buttons, see the LEDs on the points and the clock faces.
For a newcomer without a terminal; the curses UI (tui.py) stays. Serves this machine only.

  GET  /              the page (hardware/vboard/static/vboard.html)
  GET  /api/state     {"layout", "leds", "display", "state"}: the board as the UI draws it
  GET  /api/stream    the same, pushed (Server-Sent Events) whenever it changes
  POST /api/stone     {"point": "h8", "colour": "black" | "white" | "empty"}
  GET  /api/menu      the board's menu keys and items (firmware/menu.py's table, as on the card)
  POST /api/buttons   {"mask": 0..7}: the buttons held now (1 left, 2 right, 4 the menu button; 0 releases)
  POST /api/remote    {"broker": "host[:port]", "game", "secret", "colour"}: play a remote opponent
  POST /api/remote/leave   the remote game left (it waits: joining again takes it up)
The settings are set as on the real board: with its menu button and the clock buttons.

A remote opponent is played through this board's host, as on a physical board: the page starts
`tengen-host play BOARD --remote ...` on the host's store (the board must be served by a host
daemon: `make run WEB=1`), which joins the game through the broker (host/remote.py), and shows
what it says (the stream's "remote"). The browser speaks no MQTT: the rules, the clocks, the
record and the secret stay where they are for every board, the firmware and the host.
"""

import asyncio
import collections
import json
import logging
import re
import signal
import sys
from pathlib import Path

from aiohttp import web

from hardware import menu_card
from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import colour_name
from host.play_commands import GAME_NAME
from host.web.security import Guard
from shared_rules.board import PointError, parse_point

log = logging.getLogger("tengen.vboard")

STATIC = Path(__file__).resolve().parent / "static"
BROADCAST_STATIC = Path(__file__).resolve().parents[2] / "host" / "web" / "static"
BODY = web.RequestKey("body", dict)   # a POST's JSON object, read once by the same-site check
STRENGTH = {"black": -100, "white": 100, "empty": 0}
BROKER = re.compile(r"[A-Za-z0-9.-]{1,253}(:[0-9]{1,5})?")


class RemoteSeat:
    """This board's player against a remote opponent: `tengen-host play BOARD --remote` on the host
    serving the board, started and left from the page; the last lines it said, for the page."""

    def __init__(self, host_db, board_id):
        self.host_db = Path(host_db).resolve() if host_db is not None else None  # play runs elsewhere
        self.board_id = board_id
        self.process = None
        self.colour = None
        self.game = None
        self.lines = collections.deque(maxlen=40)
        self.exit = None

    def view(self):
        return {"playing": self.process is not None and self.exit is None, "colour": self.colour, "game": self.game,
                "lines": list(self.lines), "exit": self.exit}

    def problem(self, body):
        """Why the page's request to join cannot be, or None."""
        if self.host_db is None:
            return 409, "this board has no host to play through: start it with `make run WEB=1`"
        if self.process is not None and self.exit is None:
            return 409, "already in the remote game %s: leave it first" % self.game
        broker, game, secret = body.get("broker"), body.get("game"), body.get("secret")
        if not isinstance(broker, str) or not BROKER.fullmatch(broker):
            return 400, "broker is the broker's host name or address, with :port if not 1883"
        if not isinstance(game, str) or not GAME_NAME.fullmatch(game):
            return 400, "game is the game's name: 1 to 64 letters, digits, '-', '_' or '.'"
        if not isinstance(secret, str) or not 8 <= len(secret) <= 256 or "\n" in secret or "\r" in secret:
            return 400, "secret is the game's secret: one line of 8 to 256 characters"
        if body.get("colour") not in ("black", "white"):
            return 400, "colour is black (the first player, the left button) or white"
        return None

    async def join(self, body):
        self.lines.clear()
        self.exit = None
        self.game, self.colour = body["game"], body["colour"]
        self.process = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "host", "--db", str(self.host_db), "play", self.board_id, "--remote", body["broker"],
            "--game", body["game"], "--secret", "-", "--colour", body["colour"],
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.STDOUT)
        self.process.stdin.write(body["secret"].encode() + b"\n")  # never on a command line
        await self.process.stdin.drain()
        self.process.stdin.close()
        asyncio.get_running_loop().create_task(self._follow(self.process))

    async def _follow(self, process):
        while True:
            line = await process.stdout.readline()
            if not line:
                break
            self.lines.append(line.decode(errors="replace").rstrip())
        code = await process.wait()
        if process is self.process:
            self.exit = code

    async def leave(self):
        process = self.process
        if process is None or process.returncode is not None:
            return
        process.send_signal(signal.SIGINT)  # as Ctrl-C: the board's request withdrawn, the game waits
        try:
            await asyncio.wait_for(process.wait(), 5.0)
        except asyncio.TimeoutError:
            process.kill()
            await process.wait()


def board_view(board):
    """What the page draws: stones, LEDs (as CSS colours, brightened: a dim LED is still that colour),
    the clock display and the firmware's report."""
    leds = []
    for rgb in board.leds:
        top = max(rgb)
        leds.append(None if colour_name(rgb) == "off" else "#%02x%02x%02x" % tuple(min(255, c * 255 // top) for c in rgb))
    return {"layout": list(board.layout), "leds": leds, "display": board.display, "state": board.state,
            "board": board.board_id}


class BoardPage:
    def __init__(self, board, host_db=None):
        self.board = board
        self.listeners = set()
        self.last = None
        self.remote = RemoteSeat(host_db, board.board_id)

    def view(self):
        return dict(board_view(self.board), remote=self.remote.view())

    def build(self):
        app = web.Application(client_max_size=4096, middlewares=[self.same_site])
        app.router.add_get("/", self.page)
        app.router.add_get("/api/state", self.get_state)
        app.router.add_get("/api/stream", self.stream)
        app.router.add_post("/api/stone", self.post_stone)
        app.router.add_post("/api/buttons", self.post_buttons)
        app.router.add_get("/api/menu", self.get_menu)
        app.router.add_post("/api/remote", self.post_remote)
        app.router.add_post("/api/remote/leave", self.post_remote_leave)
        app.on_shutdown.append(self.on_shutdown)
        app.on_cleanup.append(self.on_cleanup)
        app.router.add_static("/static/", STATIC)
        app.router.add_static("/broadcast/", BROADCAST_STATIC)
        return app

    @web.middleware
    async def same_site(self, request, handler):
        if request.method == "POST":
            why = Guard.cross_site(request)
            if why or request.content_type != "application/json":
                return web.json_response({"error": why or "send JSON"}, status=403 if why else 415)
            try:
                request[BODY] = await request.json()
            except ValueError:
                return web.json_response({"error": "the body is not JSON"}, status=400)
            if not isinstance(request[BODY], dict):
                return web.json_response({"error": "the body must be a JSON object"}, status=400)
        return await handler(request)

    async def page(self, request):
        return web.FileResponse(STATIC / "vboard.html", headers={"Cache-Control": "no-cache"})

    async def get_state(self, request):
        return web.json_response(self.view())

    async def stream(self, request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)
        last = None
        self.listeners.add(asyncio.current_task())
        try:
            while True:
                frame = json.dumps(self.view(), separators=(",", ":"))
                if frame != last:
                    await asyncio.wait_for(response.write(b"data: " + frame.encode() + b"\n\n"), 10)
                    last = frame
                await asyncio.sleep(0.05)
        except (ConnectionError, asyncio.TimeoutError, RuntimeError):
            pass
        finally:
            self.listeners.discard(asyncio.current_task())
        return response

    async def post_stone(self, request):
        body = request[BODY]
        try:
            p = parse_point(str(body.get("point")))
        except PointError as error:
            return web.json_response({"error": str(error)}, status=400)
        if body.get("colour") not in STRENGTH:
            return web.json_response({"error": "colour is black, white or empty"}, status=400)
        self.board.set_stones({p: STRENGTH[body["colour"]]})
        return web.json_response({"ok": True})

    async def post_buttons(self, request):
        mask = request[BODY].get("mask")
        if not isinstance(mask, int) or isinstance(mask, bool) or not 0 <= mask <= 7:
            return web.json_response({"error": "mask is 0 (none) to 7: 1 left, 2 right, 4 the menu button"},
                                     status=400)
        self.board.set_buttons(mask)
        return web.json_response({"ok": True})

    async def post_remote(self, request):
        problem = self.remote.problem(request[BODY])
        if problem is not None:
            return web.json_response({"error": problem[1]}, status=problem[0])
        try:
            await self.remote.join(request[BODY])
        except OSError as error:
            return web.json_response({"error": "the host's play command did not start: %s" % error}, status=500)
        return web.json_response({"ok": True})

    async def post_remote_leave(self, request):
        await self.remote.leave()
        return web.json_response({"ok": True})

    async def on_shutdown(self, app):
        for task in list(self.listeners):  # the pages' streams end, or the server waits for them
            task.cancel()

    async def on_cleanup(self, app):
        await self.remote.leave()

    async def get_menu(self, request):
        return web.json_response({"keys": menu_card.key_rows(), "items": menu_card.item_rows(),
                                  "fields": menu_card.field_note()})


async def serve_board(args, port, on_url=None):
    """The virtual board with its browser page, until cancelled."""
    # Terminated, it stops as when interrupted: the board switched off, a remote game's player left.
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, asyncio.current_task().cancel)
    board = VirtualBoard(args.tty, args.flash, args.board_id, args.serial_log)
    await board.start()
    runner = web.AppRunner(BoardPage(board, getattr(args, "host_db", None)).build(), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", port)
    try:
        await site.start()
    except OSError:
        site = web.TCPSite(runner, "127.0.0.1", 0)
        await site.start()
    url = "http://127.0.0.1:%d/" % runner.addresses[0][1]
    if on_url:
        on_url(url)
    try:
        await asyncio.Event().wait()
    finally:
        await runner.cleanup()
        await board.stop()


def run_web(args, port=8079):
    def show(url):
        print("the virtual board: %s  (Ctrl-C to stop)" % url, flush=True)

    try:
        asyncio.run(serve_board(args, port, show))
    except (KeyboardInterrupt, asyncio.CancelledError):
        pass
    return 0
