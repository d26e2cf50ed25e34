"""The virtual board in a browser: click a point to place a stone of the chosen colour (or lift
one), press and hold the two clock buttons, see the LEDs on the points and the clock faces.
For a newcomer without a terminal; the curses UI (tui.py) stays. Serves this machine only.

  GET  /              the page (hardware/vboard/static/vboard.html)
  GET  /api/state     {"layout", "leds", "display", "state"}: the board as the UI draws it
  GET  /api/stream    the same, pushed (Server-Sent Events) whenever it changes
  POST /api/stone     {"point": "h8", "colour": "black" | "white" | "empty"}
  GET  /api/menu      the board's menu keys and items (firmware/menu.py's table, as on the card)
  POST /api/buttons   {"mask": 0..7}: the buttons held now (1 left, 2 right, 4 the menu button; 0 releases)
The settings are set as on the real board: with its menu button and the clock buttons.
"""

import asyncio
import json
import logging
from pathlib import Path

from aiohttp import web

from hardware import menu_card
from hardware.vboard.device import VirtualBoard
from hardware.vboard.script import colour_name
from host.web.security import Guard
from shared_rules.board import PointError, parse_point

log = logging.getLogger("tengen.vboard")

STATIC = Path(__file__).resolve().parent / "static"
BROADCAST_STATIC = Path(__file__).resolve().parents[2] / "host" / "web" / "static"
STRENGTH = {"black": -100, "white": 100, "empty": 0}


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
    def __init__(self, board):
        self.board = board
        self.listeners = set()
        self.last = None

    def build(self):
        app = web.Application(client_max_size=4096, middlewares=[self.same_site])
        app.router.add_get("/", self.page)
        app.router.add_get("/api/state", self.get_state)
        app.router.add_get("/api/stream", self.stream)
        app.router.add_post("/api/stone", self.post_stone)
        app.router.add_post("/api/buttons", self.post_buttons)
        app.router.add_get("/api/menu", self.get_menu)
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
                request["body"] = await request.json()
            except ValueError:
                return web.json_response({"error": "the body is not JSON"}, status=400)
            if not isinstance(request["body"], dict):
                return web.json_response({"error": "the body must be a JSON object"}, status=400)
        return await handler(request)

    async def page(self, request):
        return web.FileResponse(STATIC / "vboard.html", headers={"Cache-Control": "no-cache"})

    async def get_state(self, request):
        return web.json_response(board_view(self.board))

    async def stream(self, request):
        response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "Cache-Control": "no-cache"})
        await response.prepare(request)
        last = None
        try:
            while True:
                frame = json.dumps(board_view(self.board), separators=(",", ":"))
                if frame != last:
                    await asyncio.wait_for(response.write(b"data: " + frame.encode() + b"\n\n"), 10)
                    last = frame
                await asyncio.sleep(0.05)
        except (ConnectionError, asyncio.TimeoutError, RuntimeError):
            pass
        return response

    async def post_stone(self, request):
        body = request["body"]
        try:
            p = parse_point(str(body.get("point")))
        except PointError as error:
            return web.json_response({"error": str(error)}, status=400)
        if body.get("colour") not in STRENGTH:
            return web.json_response({"error": "colour is black, white or empty"}, status=400)
        self.board.set_stones({p: STRENGTH[body["colour"]]})
        return web.json_response({"ok": True})

    async def post_buttons(self, request):
        mask = request["body"].get("mask")
        if not isinstance(mask, int) or isinstance(mask, bool) or not 0 <= mask <= 7:
            return web.json_response({"error": "mask is 0 (none) to 7: 1 left, 2 right, 4 the menu button"},
                                     status=400)
        self.board.set_buttons(mask)
        return web.json_response({"ok": True})

    async def get_menu(self, request):
        return web.json_response({"keys": menu_card.key_rows(), "items": menu_card.item_rows(),
                                  "fields": menu_card.field_note()})


async def serve_board(args, port, on_url=None):
    """The virtual board with its browser page, until cancelled."""
    board = VirtualBoard(args.tty, args.flash, args.board_id, args.serial_log)
    await board.start()
    runner = web.AppRunner(BoardPage(board).build(), access_log=None)
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
    except KeyboardInterrupt:
        pass
    return 0
