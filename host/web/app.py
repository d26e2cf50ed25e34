"""The web application (aiohttp): pages, the JSON API, the live streams, the admin's writes.

Pages: / (the hall), /board/ID, /overlay/ID (OBS browser source: transparent), /embed/ID (one board
for a club's site to frame: the sites the arbiter names may), /archive and /archive/GAME, /admin (the arbiter). The API and the stream are documented in docs/broadcast.md.
Reads are open to everyone and see the public (delayed) view; `?view=live` needs the admin token.
Writes need the token and come from this site (security.py). A bad request gets a 4xx with a JSON
reason; nothing a client sends produces a traceback.
"""

import asyncio
import json
import logging
import re
import threading
from pathlib import Path

from aiohttp import HttpVersion11, web

from host.logs import printable
from host.web.hub import TooManyViewers
from host.web.streams import WRITE_TIMEOUT
from host.web.limits import receive_guard
from host.web.security import COOKIE, Guard
from host.web.slow_lane import SlowLane

log = logging.getLogger("tengen.web")

STATIC = Path(__file__).resolve().parent / "static"
MAX_BODY = 16 * 1024  # bytes: every write is a small JSON object
COMMAND_WAIT = 5.0  # seconds a command request waits for the board's reply before answering "queued"
NAME_LIMIT = 80

PAGES = {"hall": "hall.html", "board": "board.html", "overlay": "overlay.html", "archive": "archive.html",
         "admin": "admin.html", "embed": "embed.html"}
BOARD_ID = re.compile(r"^[A-Za-z0-9._:-]{1,64}$")

# Commands the admin may send to a board, with a check of their arguments (the board checks the rest).
SETTING_KEYS = ("time_control", "foul_mode", "show_forbidden", "pass_from_move", "takebacks", "opening")


def _check_settings(settings):
    if not isinstance(settings, dict) or not settings:
        raise ValueError("settings must be an object with some of %s" % ", ".join(SETTING_KEYS))
    unknown = sorted(set(settings) - set(SETTING_KEYS))
    if unknown:
        raise ValueError("unknown setting %s (known: %s)" % (", ".join(unknown), ", ".join(SETTING_KEYS)))
    control = settings.get("time_control")
    if control not in (None, "none"):
        from shared_rules.timecontrol import parse_control

        if not isinstance(control, str):
            raise ValueError("time_control must be text, e.g. 90m+30s")
        parse_control(control)  # raises ValueError with the reason
    return settings


def _command_args(name, args):
    if not isinstance(args, dict):
        raise ValueError("args must be an object")
    if name == "adjudicate":
        if args.get("winner") not in ("black", "white", "draw") or len(args) != 1:
            raise ValueError('adjudicate takes {"winner": "black" | "white" | "draw"}')
    elif name == "settings":
        _check_settings(args)
    elif name == "new_game":
        if set(args) - {"settings"}:
            raise ValueError('new_game takes {} or {"settings": {...}}')
        if "settings" in args:
            _check_settings(args["settings"])
    elif name in ("pause", "resume"):
        if args:
            raise ValueError("%s takes no arguments" % name)
    elif name == "identify":
        seconds = args.get("seconds", 10)
        if not isinstance(seconds, int) or isinstance(seconds, bool) or not 1 <= seconds <= 120 or set(args) - {"seconds"}:
            raise ValueError('identify takes {"seconds": 1..120}')
    return args


COMMANDS = ("new_game", "adjudicate", "settings", "pause", "resume", "identify")


def _no_constant(name):
    raise ValueError("%s is not JSON" % name)


def json_object(raw):
    """A request body as the JSON object it holds: UTF-8, no NaN or Infinity, nested no deeper than
    the parser goes, no text it could not keep exactly (a lone surrogate, half of a UTF-16 pair, is
    refused, never dropped); HTTPBadRequest says what is wrong."""
    try:
        data = json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except UnicodeDecodeError:
        raise web.HTTPBadRequest(text="the body is not UTF-8")
    except RecursionError:
        raise web.HTTPBadRequest(text="the body is nested too deep")
    except ValueError:  # bad JSON, NaN, a number of more digits than Python reads
        raise web.HTTPBadRequest(text="the body is not JSON")
    if not isinstance(data, dict):
        raise web.HTTPBadRequest(text="the body must be a JSON object")
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise web.HTTPBadRequest(text="the body holds a lone surrogate (half of a UTF-16 pair): text that cannot"
                                      " be kept as it is")
    except RecursionError:
        raise web.HTTPBadRequest(text="the body is nested too deep")
    return data


def json_error(status, reason):
    return web.json_response({"error": reason}, status=status)


class BroadcastApp:
    """Builds the aiohttp Application around a hub, an archive and (on the host) a store for commands."""

    def __init__(self, hub, archive, guard=None, store=None, relay=False, settings_saver=None,
                 command_wait=COMMAND_WAIT, lan_urls=(), engines=None, embed_from=(),
                 token_file=None):
        self.lan_urls = list(lan_urls)  # the addresses a phone on the hall's network opens (--lan)
        self.hub = hub
        self._archive = archive
        self.guard = guard or Guard(None)
        self._store = store
        self._lane_own = threading.local()  # the slow lane's own archive and store, in its thread
        self.lane = SlowLane(self._open_lane, self._close_lane)
        self.relay = relay
        self.save_settings = settings_saver or (lambda: None)
        self.command_wait = command_wait
        self.engines = engines  # host.web.engine_seats.EngineSeats: the engine's games the daemon plays, or None
        self.token_file = token_file  # where the daemon read the admin token (None: $TENGEN_ADMIN_TOKEN)
        self.embed_from = list(embed_from)  # the sites (origins) that may frame /embed/ID (--embed-from)

    # -- the slow lane (host/web/slow_lane.py): the archive's reads away from the live streams ---------
    @property
    def archive(self):
        return getattr(self._lane_own, "archive", self._archive)

    @property
    def store(self):
        return getattr(self._lane_own, "store", self._store)

    # the archive a worker process serves (host/web/archive_process.py), "module:Class" of a StoreArchive
    archive_worker = "host.web.archive:StoreArchive"

    def _open_lane(self):
        """In the lane's thread: the store's archive on a connection of its own (SQLite in WAL mode:
        the lane's reads and the loop's never wait for each other), its reads answered by a worker
        process (off the daemon's interpreter lock). A relay's archive is in memory."""
        from host.web.archive import StoreArchive

        if self._store is not None and isinstance(self._archive, StoreArchive):
            from host.store import Store
            from host.web.archive_process import ProcessArchive

            self._lane_own.store = Store(self._store.path)
            self._lane_own.archive = ProcessArchive(self._lane_own.store, self.archive_worker)

    def _close_lane(self):
        archive = getattr(self._lane_own, "archive", None)
        if archive is not None:
            archive.close()
        store = getattr(self._lane_own, "store", None)
        if store is not None:
            store.close()

    async def _start_lane(self, app):
        await asyncio.get_running_loop().run_in_executor(None, self.lane.start)

    async def _stop_lane(self, app):
        await asyncio.get_running_loop().run_in_executor(None, self.lane.stop)

    SLOW = ("get_games", "get_game", "get_export", "get_round_export", "get_events", "get_standings", "get_players")

    def build(self):
        app = web.Application(client_max_size=MAX_BODY, middlewares=[receive_guard, self.errors, self.protect])
        app.on_startup.append(self._start_lane)
        app.on_cleanup.append(self._stop_lane)
        slow = {name: self.lane.route(getattr(self, name)) for name in self.SLOW}
        get = [
            ("/", self.page("hall")), ("/board/{board}", self.page("board")), ("/overlay/{board}", self.page("overlay")),
            ("/embed/{board}", self.page("embed")),
            ("/archive", self.page("archive")), ("/archive/{game}", self.page("archive")), ("/admin", self.page("admin")),
            ("/api", self.api_index), ("/api/hall", self.get_hall), ("/api/boards", self.get_boards),
            ("/api/boards/{board}", self.get_board), ("/api/stream", self.stream), ("/api/boards/{board}/stream", self.stream),
            ("/api/games", slow["get_games"]), ("/api/games/{game}", slow["get_game"]), ("/api/whoami", self.whoami),
            ("/api/games/{game}/export/{format}", slow["get_export"]), ("/api/languages", self.languages),
            ("/api/words", self.get_words),
            ("/api/commands/{command}", self.get_command), ("/api/viewers", self.get_viewers),
            ("/api/events", slow["get_events"]), ("/api/standings", slow["get_standings"]),
            ("/api/rounds/export/{format}", slow["get_round_export"]), ("/api/lan", self.get_lan),
            ("/api/lan.svg", self.get_lan_qr), ("/api/formats", self.get_formats),
            ("/api/regulations", self.get_regulations), ("/api/broker", self.get_broker),
        ]
        for path, handler in get:
            app.router.add_get(path, handler, allow_head=False)
        app.router.add_post("/api/login", self.login)
        app.router.add_post("/api/logout", self.logout)
        app.router.add_put("/api/hall", self.put_hall)
        app.router.add_put("/api/boards/{board}/players", self.put_players)
        app.router.add_put("/api/boards/{board}/number", self.put_number)
        app.router.add_get("/api/players", slow["get_players"], allow_head=False)
        app.router.add_post("/api/boards/{board}/commands", self.post_command)
        app.router.add_post("/api/boards/{board}/engine", self.start_engine)
        app.router.add_delete("/api/boards/{board}/engine", self.stop_engine)
        app.router.add_get("/api/engines", self.get_engines, allow_head=False)
        app.router.add_get("/favicon.ico", self.favicon, allow_head=False)
        app.router.add_static("/static/", STATIC, show_index=False, follow_symlinks=False)
        app.on_response_prepare.append(self._plain_refusal_as_json)
        return app

    # -- middlewares ------------------------------------------------------------------------------
    @web.middleware
    async def errors(self, request, handler):
        try:
            response = await handler(request)
        except web.HTTPException as error:
            if error.status < 400:
                raise
            reason = error.text if error.text and not error.text.startswith(str(error.status)) else error.reason
            response = json_error(error.status, reason)
        except asyncio.CancelledError:
            raise
        except Exception:  # never a traceback to a client: logged here, a plain 500 there
            log.exception("%s %s failed", request.method, request.path)
            response = json_error(500, "internal error (logged on the host)")
        self._headers(request, response)
        return response

    @staticmethod
    async def _plain_refusal_as_json(request, response):
        """A refusal aiohttp answers itself, before any middleware (417 for an Expect it cannot meet,
        on any path): a JSON reason, as every other."""
        if 400 <= response.status < 500 and isinstance(response, web.Response) and response.content_type == "text/plain":
            reason = (response.text or response.reason or "").strip()
            reason = reason.split(": ", 1)[-1] if reason.startswith(str(response.status)) else reason
            response.text = json.dumps({"error": reason or response.reason})
            response.content_type = "application/json"
            response.headers["Content-Length"] = str(len(response.body))

    def _headers(self, request, response):
        if response.prepared:
            return
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        response.headers.setdefault("Referrer-Policy", "same-origin")
        response.headers.setdefault("Content-Security-Policy",
                                    "default-src 'self'; img-src 'self' data:; style-src 'self'; object-src 'none'"
                                    + self._frame_ancestors(request.path))

    def _frame_ancestors(self, path):
        """Who may show a page in a frame: the overlay anyone (OBS's browser source is no site); the
        embedded board the sites the arbiter named (--embed-from); nothing else anyone."""
        if path.startswith("/overlay/"):
            return ""
        if path.startswith("/embed/") and self.embed_from:
            return "; frame-ancestors " + " ".join(self.embed_from)
        return "; frame-ancestors 'none'"

    @web.middleware
    async def protect(self, request, handler):
        if request.method in ("GET", "HEAD"):
            return await handler(request)
        unmatched = getattr(request.match_info, "http_exception", None)
        if unmatched is not None:
            raise unmatched  # no such route or method: say so before anything else
        why = self.guard.cross_site(request)
        if why:
            return json_error(403, "refused: %s" % why)
        if self.relay:
            return json_error(403, "this is a relay: it shows the hall, the host changes it")
        if request.content_type != "application/json":
            return json_error(415, "send the body as application/json")
        if request.path != "/api/login" and not self.guard.is_admin(request):
            if not self.guard.token:
                return json_error(403, "writes are off: the host was started without an admin token")
            return json_error(401, "this needs the admin token (Authorization: Bearer TOKEN, or log in at /admin)")
        return await handler(request)

    # -- helpers ----------------------------------------------------------------------------------
    def page(self, name):
        path = STATIC / PAGES[name]

        async def handler(request):
            board = request.match_info.get("board")
            if board is not None and not BOARD_ID.match(board):
                raise web.HTTPBadRequest(text="not a board id")
            return web.FileResponse(path, headers={"Cache-Control": "no-cache"})

        return handler

    def wants_live(self, request):
        view = request.query.get("view", "public")
        if view not in ("public", "live"):
            raise web.HTTPBadRequest(text="view is public or live")
        if view == "live" and not self.guard.is_admin(request):
            raise web.HTTPUnauthorized(text="the live view is the arbiter's: it needs the admin token")
        return view == "live"

    def board_id(self, request):
        board = request.match_info["board"]
        if not BOARD_ID.match(board):
            raise web.HTTPBadRequest(text="not a board id")
        return board

    @staticmethod
    async def body(request):
        charset = (request.charset or "utf-8").lower()
        if charset not in ("utf-8", "utf8"):
            raise web.HTTPUnsupportedMediaType(text="send the body as UTF-8 JSON, not %s" % printable(charset, 40))
        return json_object(await request.read())

    async def favicon(self, request):
        return web.FileResponse(STATIC / "favicon.svg", headers={"Content-Type": "image/svg+xml"})

    # -- reads ------------------------------------------------------------------------------------
    async def api_index(self, request):
        return web.json_response({
            "hall": "/api/hall", "boards": "/api/boards", "board": "/api/boards/{board}",
            "stream": "/api/stream", "board_stream": "/api/boards/{board}/stream", "games": "/api/games",
            "game": "/api/games/{id}", "languages": "/api/languages", "words": "/api/words", "docs": "docs/broadcast.md in the Tengen repository",
        })

    async def languages(self, request):
        """The languages the host has: one file each in host/i18n/ (CODE.json, its own name in "_name")."""
        from host import i18n

        return web.json_response({"languages": i18n.languages(), "default": self.hub.hall.get("lang") or i18n.ENGLISH})

    def language(self, request, strict=True):
        """The viewer's language: ?lang= (one the host has, else 400; not strict: else as if not asked),
        else the browser's Accept-Language, else the hall's default (host/i18n)."""
        from host import i18n

        asked = request.query.get("lang")
        if strict and asked is not None and asked not in i18n.languages():
            raise web.HTTPBadRequest(text="lang is one of %s" % ", ".join(i18n.languages()))
        return i18n.choose(asked, request.headers.get("Accept-Language", ""), self.hub.hall.get("lang"))

    async def get_words(self, request):
        """Every word of the pages in the viewer's language (host/i18n): {"lang", "words", "languages"}."""
        from host import i18n

        code = self.language(request, strict=False)  # a choice kept from a language since removed
        return web.json_response({"lang": code, "words": i18n.words(code), "languages": i18n.languages()},
                                 headers={"Cache-Control": "no-cache", "Vary": "Accept-Language"})

    async def get_hall(self, request):
        view = self.hub.view(self.wants_live(request))
        return web.json_response({"seq": view.seq, "hall": view.hall, "boards": view.boards})

    async def get_boards(self, request):
        view = self.hub.view(self.wants_live(request))
        rows = []
        for board, state in sorted(view.boards.items()):
            rows.append({"board": board, "players": state["players"], "moves": len(state["moves"]),
                         "result": state["result"], "status": state["status"],
                         "game": state["game"]["no"] if state["game"] else None})
        return web.json_response({"seq": view.seq, "boards": rows})

    async def get_board(self, request):
        board = self.board_id(request)
        view = self.hub.view(self.wants_live(request))
        state = view.boards.get(board)
        if state is None:
            raise web.HTTPNotFound(text="no board %s in this hall" % board)
        return web.json_response({"seq": view.seq, "board": state})

    GAMES_PAGE = 100  # the archive's list, a page at a time (?limit= up to GAMES_PAGE_MOST)
    GAMES_PAGE_MOST = 1000

    async def get_games(self, request):
        """The archive's games, a page at a time, newest page first: ?event=, ?round= (exact),
        ?player= (part of a name, any case), ?before=ID (the page of older games), ?limit=N."""
        admin = self.guard.is_admin(request)
        wanted = {key: request.query.get(key, "") for key in ("event", "round", "player")}
        if any(len(value) > NAME_LIMIT for value in wanted.values()):
            raise web.HTTPBadRequest(text="a filter is text of at most %d characters" % NAME_LIMIT)
        try:
            before = int(request.query["before"]) if request.query.get("before") else None
            limit = int(request.query.get("limit") or self.GAMES_PAGE)
        except ValueError:
            raise web.HTTPBadRequest(text="before is a game id and limit a number of games")
        if not 1 <= limit <= self.GAMES_PAGE_MOST or (before is not None and not 0 <= before < 2 ** 63):
            raise web.HTTPBadRequest(text="limit is 1 to %d games, before a game id" % self.GAMES_PAGE_MOST)
        page = self.archive.games_page(admin, self.hub.hall["delay"], wanted["event"], wanted["round"],
                                       wanted["player"], before, limit)
        return web.json_response(page)

    async def get_game(self, request):
        try:
            game_id = int(request.match_info["game"])
        except ValueError:
            raise web.HTTPBadRequest(text="a game id is a number")
        game = self.archive.game(game_id, self.guard.is_admin(request), self.hub.hall["delay"])
        if game is None:
            raise web.HTTPNotFound(text="no game %d in the archive (a game shows once it has ended)" % game_id)
        return web.json_response(game)

    EXPORT_TYPES = {".pdf": "application/pdf", ".svg": "image/svg+xml", ".sgf": "application/x-go-sgf",
                    ".rif": "application/xml", ".txt": "text/plain; charset=utf-8", ".zip": "application/zip"}

    async def get_export(self, request):
        """A finished game as a file in one of the renju world's formats (host/formats), for the
        archive's download links: the score sheet in the viewer's language (?lang=, else as the pages choose it)."""
        from host.formats import FORMAT_NAMES

        try:
            game_id = int(request.match_info["game"])
        except ValueError:
            raise web.HTTPBadRequest(text="a game id is a number")
        name = request.match_info["format"]
        if name not in FORMAT_NAMES:
            raise web.HTTPNotFound(text="no format %s (one of: %s)" % (name, ", ".join(FORMAT_NAMES)))
        lang = self.language(request)  # the score sheet's words
        try:
            made = self.archive.export(game_id, self.guard.is_admin(request), self.hub.hall["delay"], name, lang)
        except ValueError as error:  # a format that cannot hold this game (a pass in .psq)
            raise web.HTTPConflict(text=str(error))
        if made is None:
            raise web.HTTPNotFound(text="no game %d to export here (a game shows once it has ended)" % game_id)
        data, extension = made
        return self._file(data, "tengen-game-%d%s" % (game_id, extension))

    def _file(self, data, name):
        """A download: its type from the name's extension."""
        kind = self.EXPORT_TYPES.get("." + name.rsplit(".", 1)[-1], "application/octet-stream")
        return web.Response(body=data, content_type=kind.split(";")[0], charset="utf-8" if "charset" in kind else None,
                            headers={"Content-Disposition": 'attachment; filename="%s"' % name})

    async def whoami(self, request):
        """Who asks, and where the arbiter finds the token (the login page says so): the file's path
        on the host, or null for the daemon's environment."""
        writes = bool(self.guard.token) and not self.relay
        return web.json_response({"admin": self.guard.is_admin(request), "relay": self.relay, "writes": writes,
                                  "token_file": self.token_file if writes else None})

    async def stream(self, request):
        """Server-Sent Events: a snapshot, then numbered deltas (docs/broadcast.md)."""
        board = request.match_info.get("board")
        if board is not None:
            board = self.board_id(request)
        view = self.hub.view(self.wants_live(request))
        address = request.remote or "?"
        try:
            viewer, snapshot = self.hub.subscribe(view, board, address)
        except TooManyViewers as error:
            return web.json_response({"error": "too many viewers: %s" % error}, status=503, headers={"Retry-After": "10"})
        response = web.StreamResponse(headers={
            "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
        self._headers(request, response)
        try:
            await response.prepare(request)
            await asyncio.wait_for(response.write(b"retry: 2000\n\n" + snapshot), WRITE_TIMEOUT)
            # From here the hub writes the stream's frames itself (host/web/streams.py), chunked as
            # aiohttp began the response; this handler only waits for the stream's end.
            self.hub.streams.attach(viewer, request.transport, request.version >= HttpVersion11)
            await viewer.gone
        except (ConnectionError, asyncio.TimeoutError, RuntimeError):
            pass  # the viewer went away or stopped reading
        finally:
            self.hub.unsubscribe(viewer)
        return response

    # -- the arbiter ------------------------------------------------------------------------------
    async def login(self, request):
        data = await self.body(request)
        if not self.guard.token:
            return json_error(403, "writes are off: the host was started without an admin token")
        if not self.guard.check_token(data.get("token")):
            return json_error(401, "wrong token")
        response = web.json_response({"admin": True})
        response.set_cookie(COOKIE, self.guard.session_value(), httponly=True, samesite="Strict", path="/")
        return response

    async def logout(self, request):
        response = web.json_response({"admin": False})
        response.del_cookie(COOKIE, path="/")
        return response

    async def put_hall(self, request):
        data = await self.body(request)
        from host import i18n

        unknown = set(data) - {"delay", "name", "event", "round", "lang"}
        if unknown or not data:
            raise web.HTTPBadRequest(text='the hall takes {"delay": seconds, "name": text, "event": text, "round": text,'
                                          ' "lang": the viewers\' default language}')
        if "lang" in data and data["lang"] not in i18n.languages():
            raise web.HTTPBadRequest(text="lang is one of %s" % ", ".join(i18n.languages()))
        for key in ("event", "round"):
            if key in data and (not isinstance(data[key], str) or len(data[key]) > NAME_LIMIT):
                raise web.HTTPBadRequest(text="%s is text of at most %d characters" % (key, NAME_LIMIT))
        if "delay" in data:
            delay = data["delay"]
            if not isinstance(delay, (int, float)) or isinstance(delay, bool) or not 0 <= delay <= 6 * 3600:
                raise web.HTTPBadRequest(text="delay is a number of seconds, 0 to 21600")
        if "name" in data and (not isinstance(data["name"], str) or len(data["name"]) > NAME_LIMIT):
            raise web.HTTPBadRequest(text="name is text of at most %d characters" % NAME_LIMIT)
        if "delay" in data:
            self.hub.set_delay(data["delay"])
        named = {key: _clean(data[key]) for key in ("name", "event", "round", "lang") if key in data}
        if named:
            self.hub.set_hall(**named)
        self.save_settings()
        return web.json_response({"hall": self.hub.hall})

    def known_board(self, request):
        board = self.board_id(request)
        if board not in self.hub.feeds:
            raise web.HTTPNotFound(text="no board %s in this hall" % board)
        return board

    async def put_players(self, request):
        board = self.known_board(request)
        data = await self.body(request)
        if set(data) - {"p1", "p2", "p1_club", "p2_club", "new", "under_way"} or not set(data) & {"p1", "p2"}:
            raise web.HTTPBadRequest(text='players are {"p1": name, "p2": name, "p1_club": club, "p2_club": club,'
                                          ' "new": true to add names not yet known, "under_way": "reseat" or "keep"'
                                          ' (the game under way: the new players\' or still its own)}')
        under_way = data.pop("under_way", None)
        if under_way not in (None, "reseat", "keep"):
            raise web.HTTPBadRequest(text='under_way is "reseat" (the game under way is the new players\') or "keep"'
                                          ' (it stays its players\'; the new pair is for the next game)')
        players = dict(self.hub.players.get(board) or {"p1": "", "p2": ""})
        clubs = {}
        for key, text in data.items():
            if key == "new":
                if not isinstance(text, bool):
                    raise web.HTTPBadRequest(text="new is true or false")
                continue
            if not isinstance(text, str) or len(text) > NAME_LIMIT:
                raise web.HTTPBadRequest(text="a player's name or club is text of at most %d characters" % NAME_LIMIT)
            if key in ("p1", "p2"):
                players[key] = _clean(text)
            else:
                clubs[key[:2]] = _clean(text)
        seat = None
        if self.store is not None and players["p1"] and players["p2"]:
            from host.tournament_record import Records, RecordError, SeatsChange, UnknownPlayer

            records = Records(self.store)
            try:  # the record's seats too, found as the command line finds them (host/tournament_record.py)
                # The hall's event and round, as the arbiter set them (a pairings file gives its own).
                cleared = records.assign(board, players["p1"], players["p2"], create=data.get("new", False),
                                         black_club=clubs.get("p1", ""), white_club=clubs.get("p2", ""),
                                         tournament=self.hub.hall.get("event") or None,
                                         round_=self.hub.hall.get("round") or None, under_way=under_way)
            except SeatsChange as error:  # the page asks the arbiter, and sends the answer as under_way
                return web.json_response({"error": str(error), "under_way": ["reseat", "keep"]}, status=409)
            except UnknownPlayer as error:
                raise web.HTTPBadRequest(text="%s: tick \"new players\" to add them" % error)
            except RecordError as error:
                raise web.HTTPBadRequest(text=str(error))
            found = records.seat(board)
            seat = {"p1": found["black"], "p2": found["white"]}
            from host.web.tournament import seat_view

            shown = seat_view(records, board)  # the game under way kept for its players shows them
            players = {key: (shown[key] or {}).get("name", "") for key in ("p1", "p2")}
            for other in cleared:  # a player sits at one board: where they sat before, nobody now
                if other in self.hub.feeds:
                    self.hub.set_players(other, {"p1": "", "p2": ""})
        self.hub.set_players(board, players)
        self._show_seat(board)
        self.save_settings()
        return web.json_response({"board": board, "players": players, "seat": seat})

    def _show_seat(self, board):
        """The board's place in the tournament, from the record, to every view at once (the seat
        poll would bring it within half a second)."""
        if self.store is not None:
            from host.tournament_record import Records
            from host.web.tournament import seat_view

            self.hub.set_seat(board, seat_view(Records(self.store), board))

    async def put_number(self, request):
        """The board's number in the hall (as `tengen-host hall BOARD N` gives it)."""
        board = self.known_board(request)
        data = await self.body(request)
        number = data.get("board_no")
        if set(data) != {"board_no"} or not isinstance(number, (str, int)) or isinstance(number, bool) \
                or not re.match(r"^[A-Za-z0-9-]{1,8}$", str(number)):
            raise web.HTTPBadRequest(text='a hall number is {"board_no": "12"}: 1 to 8 letters, digits or -')
        if self.store is None:
            raise web.HTTPServiceUnavailable(text="this server has no record to number boards in")
        from host.tournament_record import Records, RecordError

        try:
            Records(self.store).number_board(board, str(number))  # a board the hub has: seen
        except RecordError as error:
            raise web.HTTPConflict(text=str(error))
        self._show_seat(board)
        return web.json_response({"board": board, "board_no": str(number)})

    async def get_viewers(self, request):
        """How many watch (streams open now), for the arbiter."""
        if not self.guard.is_admin(request):
            raise web.HTTPUnauthorized(text="the viewer count is the arbiter's: this needs the admin token")
        return web.json_response({"viewers": self.hub.viewer_count(), "public": len(self.hub.public.viewers),
                                  "live": len(self.hub.live.viewers)})

    async def get_events(self, request):
        return web.json_response({"events": self.archive.events()})

    async def get_standings(self, request):
        """An event's standings and crosstable so far (host/web/tournament.py): ?event=NAME, else the
        hall's event."""
        event = request.query.get("event") or self.hub.hall.get("event") or ""
        if not event or len(event) > NAME_LIMIT:
            raise web.HTTPBadRequest(text="name the event: ?event=NAME (of at most %d characters)" % NAME_LIMIT)
        table = self.archive.standings(event, self.guard.is_admin(request), self.hub.hall["delay"])
        if table is None:
            raise web.HTTPNotFound(text="no event %s in the record" % printable(event, NAME_LIMIT))
        return web.json_response(table)

    async def get_round_export(self, request):
        """Every game of a round (?event=NAME&round=R) in one file of a format that holds several,
        or a zip of one file a game for a format that holds one."""
        from host.formats import FORMAT_NAMES

        name = request.match_info["format"]
        if name not in FORMAT_NAMES:
            raise web.HTTPNotFound(text="no format %s (one of: %s)" % (name, ", ".join(FORMAT_NAMES)))
        event, round_ = request.query.get("event", ""), request.query.get("round", "")
        if not event or not round_ or len(event) > NAME_LIMIT or len(round_) > NAME_LIMIT:
            raise web.HTTPBadRequest(text="name the round: ?event=NAME&round=R")
        lang = self.language(request)  # the score sheet's words
        try:
            made = self.archive.export_round(event, round_, self.guard.is_admin(request), self.hub.hall["delay"], name, lang)
        except ValueError as error:
            raise web.HTTPConflict(text=str(error))
        if made is None:
            raise web.HTTPNotFound(text="no finished game in round %s of %s" % (printable(round_, 20), printable(event, 80)))
        data, extension = made
        stem = re.sub(r"[^A-Za-z0-9]+", "-", "%s-round-%s" % (event, round_)).strip("-").lower() or "round"
        return self._file(data, stem + extension)

    async def get_formats(self, request):
        return web.json_response({"formats": format_list()})

    async def get_regulations(self, request):
        """The opening regulations a board takes (its `opening` setting -> the name records give it),
        from shared_rules.openings: the arbiter's page lists them from here, never by hand."""
        from shared_rules.openings import REGULATIONS, regulation

        return web.json_response({"regulations": {name: regulation(name).title for name in REGULATIONS
                                                  if name != "free"}})

    async def get_broker(self, request):
        """The MQTT broker the host publishes to (--mqtt): {"broker": {"broker", "state", "since",
        "reason"}} (state: connecting, connected, refused, unreachable or lost), or null without one."""
        if not self.guard.is_admin(request):
            raise web.HTTPUnauthorized(text="the broker's state is the arbiter's: this needs the admin token")
        return web.json_response({"broker": self.hub.broker.view() if self.hub.broker is not None else None})

    async def get_lan(self, request):
        return web.json_response({"urls": self.lan_urls})

    async def get_lan_qr(self, request):
        """The hall's address on the local network as a QR code (SVG), for the arbiter to show."""
        if not self.lan_urls:
            raise web.HTTPNotFound(text="the host serves this machine only: start it with --lan")
        import io

        import segno

        svg = io.BytesIO()  # a whole SVG document (its namespace declared): an <img> shows it
        segno.make(self.lan_urls[0], error="m").save(svg, kind="svg", scale=6, border=2, dark="#111", light="#fff",
                                                      xmldecl=False)
        return web.Response(body=svg.getvalue(), content_type="image/svg+xml", headers={"Cache-Control": "no-cache"})

    async def get_players(self, request):
        """The record's players and who sits where, for the arbiter's page (names and clubs)."""
        if not self.guard.is_admin(request):
            raise web.HTTPUnauthorized(text="the players list is the arbiter's: this needs the admin token")
        if self.store is None:
            return web.json_response({"players": [], "seats": {}})
        from host.tournament_record import Records

        records = Records(self.store)
        return web.json_response({"players": records.players(), "seats": records.seats()})

    async def post_command(self, request):
        board = self.known_board(request)
        data = await self.body(request)
        name = data.get("name")
        if name not in COMMANDS:
            raise web.HTTPBadRequest(text="name is one of %s" % ", ".join(COMMANDS))
        try:
            args = _command_args(name, data.get("args", {}))
        except ValueError as error:
            raise web.HTTPBadRequest(text=str(error))
        if self.store is None:
            raise web.HTTPServiceUnavailable(text="this server has no store to queue commands in")
        command_id = self.store.queue_command(board, name, args)
        return await self._command_reply(command_id, self.command_wait)

    # -- the engine's games, played by the daemon (host/web/engine_seats.py) -----------------------
    async def get_engines(self, request):
        """{"available": whether the engine is built here, "engines": {board: {"level", "colour",
        "state", "said"}}} for the arbiter's page."""
        if not self.guard.is_admin(request):
            raise web.HTTPUnauthorized(text="the engine's games are the arbiter's: this needs the admin token")
        if self.engines is None:
            return web.json_response({"available": False, "engines": {}})
        return web.json_response({"available": self.engines.available(), "engines": self.engines.views()})

    def _engines(self):
        if self.engines is None:
            raise web.HTTPConflict(text="this server plays no engine (only the host daemon does)")
        return self.engines

    async def start_engine(self, request):
        """The engine takes one colour of a board at a level: {"level": 1..10, "colour": the engine's}."""
        from host.web.engine_seats import Refused

        board = self.known_board(request)
        data = await self.body(request)
        if set(data) - {"level", "colour"} or not isinstance(data.get("level", 5), int) or isinstance(data.get("level"), bool):
            raise web.HTTPBadRequest(text='the engine takes {"level": 1..10, "colour": "black" | "white" (the engine\'s)}')
        engines = self._engines()
        state = self.hub.live.boards.get(board) or {}
        if engines.playing(board):
            raise web.HTTPConflict(text="the engine already plays on board %s: stop it first" % board)
        if state.get("status") and not state["status"].get("connected"):
            raise web.HTTPConflict(text="board %s is not connected" % board)
        if state.get("game") and state.get("result") is None and state.get("moves"):
            raise web.HTTPConflict(text="board %s is playing (move %d): end its game first (new game or adjudicate)"
                                        % (board, len(state["moves"])))
        try:
            seat = engines.start(board, data.get("level", 5), data.get("colour", "white"))
        except Refused as error:
            return json_error(error.status, str(error))
        return web.json_response(seat)

    async def stop_engine(self, request):
        from host.web.engine_seats import Refused

        board = self.known_board(request)
        engines = self._engines()
        try:  # the seat leaves within a poll, or once the engine has answered (seconds): not on the loop
            seat = await asyncio.get_running_loop().run_in_executor(None, engines.stop, board)
        except Refused as error:
            return json_error(error.status, str(error))
        return web.json_response(seat)

    async def get_command(self, request):
        if not self.guard.is_admin(request):
            raise web.HTTPUnauthorized(text="commands are the arbiter's: this needs the admin token")
        try:
            command_id = int(request.match_info["command"])
        except ValueError:
            raise web.HTTPBadRequest(text="a command id is a number")
        if self.store is None or not 0 < command_id < 2 ** 63 or self.store.command(command_id) is None:
            raise web.HTTPNotFound(text="no command %d" % command_id)
        return await self._command_reply(command_id, 0)

    async def _command_reply(self, command_id, wait):
        loop = asyncio.get_running_loop()
        deadline = loop.time() + wait
        while True:
            command = self.store.command(command_id)
            if command["replied"] or loop.time() >= deadline:
                break
            await asyncio.sleep(0.1)
        state = "queued" if not command["replied"] else ("done" if command["ok"] else "refused")
        return web.json_response({"id": command_id, "state": state, "detail": command["detail"]},
                                 status=200 if command["replied"] else 202)


def format_list():
    """The record formats a game downloads in (host/formats): {name: {"extension", "description",
    "several": whether one file holds a round}}."""
    from host.formats import FORMATS, by_name

    return {name: {"extension": entry[1][0], "description": re.split(r" \(|;", entry[2])[0], "several": hasattr(by_name(name), "write_all")}
            for name, entry in FORMATS.items()}


def _clean(text):
    """A name as shown: no control characters, no surrounding space."""
    return "".join(c for c in text if c.isprintable()).strip()
