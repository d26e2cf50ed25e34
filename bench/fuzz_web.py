"""The web API against hostile requests: every endpoint x malformed bodies, headers, content types,
paths and queries, with and without the admin token, on real sockets against the host's web server
as it serves (open_site, its connection limits).

    python bench/fuzz_web.py [--count 3000] [--seconds 120] [--seed 1]      (make fuzz-web)

Each request is built from random choices (seeded). Exits 1, listing what went wrong, if any answer
is a 5xx, an error that is not JSON with a reason (aiohttp's own 400 for what is not HTTP at all
excepted: it is plain text), a write that succeeded without the token or from another site, no
answer in time, or if anything was logged with a traceback or as an error.
"""

import argparse
import asyncio
import json
import logging
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from host.store import DAEMON, Store  # noqa: E402
from host.web.app import BroadcastApp  # noqa: E402
from host.web.archive import StoreArchive  # noqa: E402
from host.web.hub import Hub  # noqa: E402
from host.web.limits import ConnectionLimits  # noqa: E402
from host.web.security import COOKIE, Guard  # noqa: E402
from host.web.server import open_site  # noqa: E402

TOKEN = "fuzz-token-0123456789"
ANSWER_WAIT = 8.0  # seconds for an answer (the server's request timeout is 1 s here)

PARAMS = {"board": ["b1", "nope", "%3Cscript%3E", "a" * 70, "%ff", "b1%00", ".."],
          "game": ["1", "0", "-1", "99999999999999999999999", "1e3", "x", "%ff"],
          "format": ["sgf", "pdf", "renjunet", "txt", "nothing", "%00"],
          "command": ["1", "0", "-5", "99999999999999999999", "abc"]}
QUERIES = ["", "?view=live", "?view=public", "?view=%ff", "?view=live&view=public", "?lang=ru", "?lang=%00",
           "?%zz=1", "?" + "a=1&" * 500, "?event=Open&round=1", "?event=%ff&round=%00", "?event=" + "e" * 200,
           "?player=a&event=&round=x"]
WILD = [None, True, False, 0, -1, 1.5, 10 ** 30, -10 ** 30, "", "x" * 5000, "\ud800", "a\x00b", "\u202e", [], {},
        [1, "a"], {"a": {"b": [None]}}, "90m+30s", "black", "new_game"]
GOOD = {"/api/login": {"token": TOKEN}, "/api/hall": {"delay": 5, "name": "Hall"},
        "/api/boards/{board}/players": {"p1": "Ann", "p2": "Bob"}, "/api/boards/{board}/number": {"board_no": "3"},
        "/api/boards/{board}/commands": {"name": "settings", "args": {"time_control": "90m+30s"}}}
TYPES = [None, "application/json", "application/json; charset=utf-8", "application/json; charset=no-such-charset",
         "application/json; charset=utf-16", 'application/json; charset="', "application/json;;;", "text/plain",
         "multipart/form-data; boundary=zz", "application/x-www-form-urlencoded", "*/*", "application/JSON",
         "application/json; charset=latin-1"]


def raw_bodies(rng, path):
    good = GOOD.get(path, {"delay": 1})
    mutated = dict(good)
    if mutated:
        key = rng.choice(list(mutated))
        mutated[key] = rng.choice(WILD)
    if rng.random() < 0.3:
        mutated[rng.choice(["extra", "args", "settings", "token", "p3"])] = rng.choice(WILD)
    try:
        mutated_text = json.dumps(mutated).encode()
    except ValueError:
        mutated_text = b"{}"
    return [None, b"", b"{", b"[" * 5000, b'{"a":' * 3000 + b"1" + b"}" * 3000, json.dumps(good).encode("utf-16"),
            b"\xff\xfe\x00{", b'{"delay": NaN}', b'{"delay": 1e999}', b'{"name": "\\ud800"}', b'{"p1": "\\udfff"}',
            b'"a string"', b"null", b"[]", b"123", b'{"delay": ' + b"9" * 5000 + b"}", b" " * 20000,
            json.dumps(good).encode(), mutated_text, mutated_text, mutated_text,
            bytes(rng.randrange(256) for _ in range(rng.randrange(1, 300)))]


def header_choices(port):
    here = "127.0.0.1:%d" % port
    return {
        "Origin": [None, "http://" + here, "http://evil.example", "http://[::1", "null", "http://%s.evil.example" % here,
                   "http://%s@evil.example" % here, "http://evil.example/" + here, "\xff\xfe", "x" * 3000],
        "Referer": [None, "http://%s/admin" % here, "http://evil.example/%s" % here, "http://[", "//"],
        "Sec-Fetch-Site": [None, "cross-site", "same-origin", "\xff"],
        "Authorization": [None, None, "Bearer " + TOKEN, "Bearer", "Bearer \xff\xfe", "Basic abc", TOKEN,
                          "Bearer " + TOKEN + "x", "Bearer " + TOKEN[:-1]],
        "Cookie": [None, None, COOKIE + "=forged", COOKIE + "=\xff", "=;;=", COOKIE + "=" + "a" * 5000,
                   '%s="x' % COOKIE, COOKIE + "=" + Guard("another-token-0123").session_value()],
        "Host": [here, here, here, None, "[", "a" * 300, "evil.example"],
        "Accept": [None, "text/html", "*/*"],
        "Transfer-Encoding": [None, None, None, "chunked", "gzip"],
        "Upgrade": [None, None, "websocket", "h2c", "\xff"],
        "Expect": [None, None, None, None, None, "100-continue", "nothing"],
        "Content-Encoding": [None, None, "gzip", "br", "deflate", "x"],
        "Last-Event-ID": [None, "5", "-1", "99999999999999999999", "x"],
    }


class Campaign:
    def __init__(self, workdir, seed):
        self.dir = Path(workdir)
        self.rng = random.Random(seed)
        self.problems = []
        self.sent = 0
        self.statuses = {}
        self.records = []

    def log_handler(self):
        campaign = self

        class Keep(logging.Handler):
            def emit(self, record):
                campaign.records.append(record)

        return Keep(level=logging.DEBUG)

    def routes(self, app):
        routes = []
        for route in app.router.routes():
            info = route.resource.get_info() if route.resource is not None else {}
            path = info.get("formatter") or info.get("path")
            if path and not path.startswith("/static") and route.method != "HEAD":
                routes.append((route.method, path))
        routes.append(("GET", "/static/tengen.js"))
        return routes

    async def run(self, count, seconds):
        store = Store(self.dir / "games.sqlite", DAEMON)
        archive = StoreArchive(store)
        hub = Hub(load_board=archive.newest)
        app = BroadcastApp(hub, archive, Guard(TOKEN), store=store, command_wait=0.1).build()
        routes = self.routes(app)
        runner, site, url = await open_site(app, "127.0.0.1", 0, ConnectionLimits(request_timeout=1.0))
        port = int(url.rstrip("/").rsplit(":", 1)[1])
        hub.board_event("b1", "e1", {"t": "game", "seq": 1, "game": 1, "settings": {}}, 1000)
        hub.board_event("b1", "e1", {"t": "move", "seq": 2, "game": 1, "n": 1, "point": "h8", "colour": "black"}, 2000)
        headers = header_choices(port)
        deadline = time.monotonic() + seconds
        try:
            async def worker():  # 16 at once: a request the server makes wait holds up only its own worker
                while self.sent < count and time.monotonic() < deadline:
                    await self.one(port, routes, headers)

            await asyncio.gather(*[worker() for _ in range(16)])
            # After all of it the server still serves.
            status, _, _ = await self.request(port, b"GET /api/hall HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            if status != 200:
                self.problems.append("GET /api/hall after the campaign: %s" % status)
        finally:
            await site.stop()
            await runner.cleanup()
            store.close()

    async def one(self, port, routes, headers):
        rng = self.rng
        method, pattern = rng.choice(routes)
        if rng.random() < 0.1:
            method = rng.choice(["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "BREW"])
        path = pattern
        for name, values in PARAMS.items():
            path = path.replace("{%s}" % name, rng.choice(values))
        path += rng.choice(QUERIES) if rng.random() < 0.4 else ""
        body = rng.choice(raw_bodies(rng, pattern)) if method in ("POST", "PUT") or rng.random() < 0.1 else None
        chosen = {"Content-Type": rng.choice(TYPES) if body is not None else None}
        for name, values in headers.items():
            if rng.random() < 0.5:
                chosen[name] = rng.choice(values)
            elif name == "Host":
                chosen[name] = values[0]
        lines = ["%s %s HTTP/1.1" % (method, path)]
        for name, value in chosen.items():
            if value is not None and not (name == "Transfer-Encoding" and body is None):
                lines.append("%s: %s" % (name, value))
        chunked = chosen.get("Transfer-Encoding") == "chunked" and body is not None
        late = rng.random() < 0.03  # a body that never arrives whole: answered 408 in the server's 1 s
        if body is not None and not chunked:
            lines.append("Content-Length: %d" % (len(body) + (10 if late else 0)))
        lines.append("Connection: close")
        head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1", "replace")
        if rng.random() < 0.01:
            head = head[:rng.randrange(1, len(head) - 2)]  # a head never finished: closed in the server's 1 s
        if chunked:
            payload = b"%x\r\n%s\r\n0\r\n\r\n" % (len(body), body) if rng.random() < 0.7 else b"zz\r\n" + body
        else:
            payload = body or b""
        self.sent += 1
        what = "%s %s %s" % (method, path[:80], {k: (v[:40] if isinstance(v, str) else v) for k, v in chosen.items() if v})
        try:
            status, kind, text = await self.request(port, head + payload)
        except (asyncio.TimeoutError, TimeoutError):
            self.problems.append("no answer within %.0f s: %s" % (ANSWER_WAIT, what))
            return
        except ConnectionError:
            return  # the server closed a connection it would not serve: an answer too
        self.statuses[status] = self.statuses.get(status, 0) + 1
        self.check(status, kind, text, method, pattern, chosen, what)

    def check(self, status, kind, text, method, pattern, chosen, what):
        if status is None:
            return  # closed without an answer (a connection it would not serve)
        if status >= 500:
            self.problems.append("%d: %s -> %s" % (status, what, text[:200]))
        elif status >= 400 and "json" not in kind:
            if not (status == 400 and kind.startswith("text/plain")):  # aiohttp's own: not HTTP at all
                self.problems.append("%d not JSON (%s): %s" % (status, kind, what))
        elif status >= 400:
            try:
                if not json.loads(text).get("error"):
                    raise ValueError
            except ValueError:
                self.problems.append("%d without a JSON reason: %s -> %s" % (status, what, text[:200]))
        if 200 <= status < 300 and method in ("PUT", "POST") and pattern not in ("/api/login", "/api/logout"):
            if chosen.get("Authorization") != "Bearer " + TOKEN:
                self.problems.append("a write without the token succeeded (%d): %s" % (status, what))
            origin = chosen.get("Origin") or chosen.get("Referer")
            if origin and "evil" in origin or chosen.get("Sec-Fetch-Site") == "cross-site":
                self.problems.append("a write from another site succeeded (%d): %s" % (status, what))

    async def request(self, port, data):
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        try:
            writer.write(data)
            async with asyncio.timeout(ANSWER_WAIT):
                status = 100
                while 100 <= status < 200:  # "100 Continue" first, for an Expect: 100-continue
                    status_line = await reader.readline()
                    if not status_line:
                        return None, "", ""
                    status = int(status_line.split()[1])
                    kind, length = "", None
                    while True:
                        line = await reader.readline()
                        if line in (b"\r\n", b""):
                            break
                        name, _, value = line.decode("latin-1").partition(":")
                        if name.lower() == "content-type":
                            kind = value.strip()
                        elif name.lower() == "content-length":
                            length = int(value)
                if kind.startswith("text/event-stream"):
                    return status, kind, ""  # a stream: it does not end
                body = await (reader.readexactly(length) if length is not None else reader.read())
                return status, kind, body.decode("utf-8", "replace")
        finally:
            writer.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--count", type=int, default=3000, help="requests at most (default 3000)")
    parser.add_argument("--seconds", type=float, default=120.0, help="and at most this long (default 120)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.count < 1 or args.seconds <= 0:
        parser.error("--count and --seconds must be above 0")
    campaign = Campaign(tempfile.mkdtemp(prefix="tengen-fuzz-web-"), args.seed)
    handler = campaign.log_handler()
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    logging.getLogger("asyncio").setLevel(logging.WARNING)
    started = time.monotonic()
    try:
        asyncio.run(campaign.run(args.count, args.seconds))
    finally:
        root.removeHandler(handler)
    # What the daemon's log holds (INFO and up): a traceback there, or an error, is a problem.
    logged = [r for r in campaign.records if r.levelno >= logging.INFO and (r.exc_info or r.levelno >= logging.ERROR)]
    for record in logged[:20]:
        campaign.problems.append("logged %s: %s%s" % (record.levelname, record.getMessage()[:200],
                                                      " (with a traceback)" if record.exc_info else ""))
    print("web fuzz: %d requests in %.0f s, answers %s" % (
        campaign.sent, time.monotonic() - started, ", ".join("%s: %d" % kv for kv in sorted(
            campaign.statuses.items(), key=lambda kv: str(kv[0])))))
    for problem in campaign.problems[:50]:
        print("PROBLEM: " + problem)
    if len(campaign.problems) > 50:
        print("... and %d more" % (len(campaign.problems) - 50))
    return 1 if campaign.problems else 0


if __name__ == "__main__":
    sys.exit(main())
