"""The broadcast's security: writes need the admin token and come from this site, bad requests get a
clear 4xx, viewers cannot reach the boards, and a slow or malicious viewer does not stall the others."""

import asyncio
import json

import aiohttp
import pytest

from broadcast_support import TOKEN, BoardScript, feed_all, run, served, stream, with_board

AUTH = {"Authorization": "Bearer " + TOKEN}
WRITES = [
    ("PUT", "/api/hall", {"delay": 30}),
    ("PUT", "/api/boards/b1/players", {"p1": "Alice", "p2": "Bob", "new": True}),
    ("POST", "/api/boards/b1/commands", {"name": "new_game"}),
    ("POST", "/api/boards/b1/commands", {"name": "adjudicate", "args": {"winner": "black"}}),
    ("POST", "/api/boards/b1/commands", {"name": "settings", "args": {"time_control": "90m+30s"}}),
    ("POST", "/api/boards/b1/commands", {"name": "pause"}),
    ("POST", "/api/boards/b1/commands", {"name": "resume"}),
]


def commands_queued(store):
    return store.db.execute("SELECT COUNT(*) FROM commands").fetchone()[0]


async def check_nothing_changed(session, base, hub, store):
    assert hub.hall["delay"] == 0
    assert hub.public.boards["b1"]["players"] == {"p1": "", "p2": ""}
    assert commands_queued(store) == 0


def test_every_write_is_refused_without_the_token(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            for method, path, body in WRITES:
                for headers in ({}, {"Authorization": "Bearer wrong-token-entirely"}, {"Authorization": TOKEN}):
                    async with session.request(method, base + path, json=body, headers=headers) as response:
                        assert response.status == 401, (method, path, headers)
                        assert "admin token" in (await response.json())["error"]
            await check_nothing_changed(session, base, hub, store)
            # With the token, the same requests do what they say (commands are queued for the board).
            for method, path, body in WRITES:
                async with session.request(method, base + path, json=body, headers=AUTH,
                                           params={}) as response:
                    assert response.status in (200, 202), (path, await response.text())
            assert hub.hall["delay"] == 30
            assert hub.live.boards["b1"]["players"] == {"p1": "Alice", "p2": "Bob"}
            names = [row[0] for row in store.db.execute("SELECT name FROM commands ORDER BY id")]
            assert names == ["new_game", "adjudicate", "settings", "pause", "resume"]

    run(scenario())


def test_a_host_without_a_token_takes_no_writes_at_all(tmp_path):
    async def scenario():
        async with served(tmp_path, token=None) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            for method, path, body in WRITES:
                async with session.request(method, base + path, json=body, headers=AUTH) as response:
                    assert response.status == 403
            async with session.post(base + "/api/login", json={"token": TOKEN}) as response:
                assert response.status == 403
            await check_nothing_changed(session, base, hub, store)

    run(scenario())


def test_cross_site_requests_are_refused_even_with_the_arbiters_session(tmp_path):
    async def scenario():
        jar = aiohttp.CookieJar(unsafe=True)  # keeps cookies of an IP address host, as a browser does
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession(cookie_jar=jar) as session:
            with_board(hub)
            async with session.post(base + "/api/login", json={"token": "not it"}) as response:
                assert response.status == 401
            async with session.post(base + "/api/login", json={"token": TOKEN}) as response:
                assert response.status == 200
                cookie = response.cookies["tengen_arbiter"]
                assert cookie["httponly"] and cookie["samesite"] == "Strict"
                assert TOKEN not in cookie.value  # the cookie is a MAC of the token, not the token
            evil = [{"Origin": "http://evil.example"}, {"Referer": "http://evil.example/page"},
                    {"Sec-Fetch-Site": "cross-site"}, {"Origin": "null"}]
            for headers in evil:
                for auth in ({}, AUTH):  # the session cookie rides along; the bearer token does not help either
                    async with session.put(base + "/api/hall", json={"delay": 5}, headers=dict(headers, **auth)) as response:
                        assert response.status == 403, headers
                        assert "refused" in (await response.json())["error"]
            # A cross-site HTML form can only send form encodings: refused as not JSON.
            async with session.put(base + "/api/hall", data="delay=5",
                                   headers={"Content-Type": "application/x-www-form-urlencoded"}) as response:
                assert response.status == 415
            await check_nothing_changed(session, base, hub, store)
            # The session from this site works.
            origin = base
            async with session.put(base + "/api/hall", json={"delay": 5}, headers={"Origin": origin}) as response:
                assert response.status == 200
            assert hub.hall["delay"] == 5

    run(scenario())


def test_bad_requests_get_a_clear_4xx_never_a_traceback(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            cases = [
                ("PUT", "/api/hall", b"{not json", 400, "not JSON"),
                ("PUT", "/api/hall", b"[1, 2]", 400, "object"),
                ("PUT", "/api/hall", b'{"delay": -4}', 400, "delay"),
                ("PUT", "/api/hall", b'{"delay": "soon"}', 400, "delay"),
                ("PUT", "/api/hall", b'{"colour": "red"}', 400, "hall takes"),
                ("PUT", "/api/boards/nope/players", b'{"p1": "A"}', 404, "no board"),
                ("PUT", "/api/boards/b1/players", b'{"p3": "A"}', 400, "players"),
                ("PUT", "/api/boards/b1/players", b'{"p1": 7}', 400, "name"),
                ("POST", "/api/boards/b1/commands", b'{"name": "format_flash"}', 400, "name is one of"),
                ("POST", "/api/boards/b1/commands", b'{"name": "adjudicate", "args": {"winner": "me"}}', 400, "winner"),
                ("POST", "/api/boards/b1/commands", b'{"name": "settings", "args": {"time_control": "90 minutes"}}', 400, ""),
                ("POST", "/api/boards/b1/commands", b'{"name": "settings", "args": {"colour": "blue"}}', 400, "unknown setting"),
                ("PUT", "/api/hall", b'{"delay": 1}' + b" " * 40000, 413, ""),
                ("GET", "/api/boards/%3Cscript%3E", None, 400, "board id"),
                ("GET", "/api/boards/nope", None, 404, "no board"),
                ("GET", "/api/games/abc", None, 400, "number"),
                ("GET", "/api/games/99", None, 404, "no game"),
                ("GET", "/api/games?limit=100000", None, 400, "limit is 1 to 1000"),
                ("GET", "/api/games?before=x", None, 400, "before is a game id"),
                ("GET", "/api/hall?view=everything", None, 400, "view"),
                ("GET", "/api/commands/1", None, 401, "token"),
                ("DELETE", "/api/hall", None, 405, ""),
                ("GET", "/api/nothing-here", None, 404, ""),
            ]
            for method, path, body, status, words in cases:
                headers = dict(AUTH, **({"Content-Type": "application/json"} if body is not None else {}))
                if path == "/api/commands/1":
                    headers = {}
                async with session.request(method, base + path, data=body, headers=headers) as response:
                    text = await response.text()
                    assert response.status == status, (method, path, status, text)
                    assert "Traceback" not in text and "File \"" not in text
                    error = json.loads(text)["error"]
                    assert words in error, (path, error)
            await check_nothing_changed(session, base, hub, store)

    run(scenario())


def test_viewers_requests_never_reach_the_boards(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            reads = ["/", "/board/b1", "/overlay/b1", "/embed/b1", "/archive", "/archive/1", "/admin", "/api", "/api/hall",
                     "/api/boards", "/api/boards/b1", "/api/games", "/api/games/1", "/api/whoami",
                     "/api/boards/b1?name=new_game", "/api/hall?delay=0", "/static/tengen.js"]
            for path in reads:
                async with session.get(base + path) as response:
                    assert response.status in (200, 404), path
            for method, path, body in WRITES:  # the same writes, as a viewer (no token) would send them
                async with session.request(method, base + path, json=body) as response:
                    assert response.status == 401
            assert commands_queued(store) == 0
            assert hub.hall["delay"] == 0

    run(scenario())


# -- slow and malicious viewers --------------------------------------------------------------------

async def raw_stream(port, path="/api/boards/b1/stream"):
    """A viewer that asks for the stream and then never reads a byte."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(("GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % (path, port)).encode())
    await writer.drain()
    return reader, writer


def test_a_viewer_that_never_reads_is_dropped_and_the_others_get_everything(tmp_path):
    async def scenario():
        async with served(tmp_path, backlog_limit=4_000_000) as (base, hub, store), aiohttp.ClientSession() as session:
            script = with_board(hub)
            port = int(base.rsplit(":", 1)[1])
            _, slow = await raw_stream(port)
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                await sse.next()
                while hub.viewer_count() < 2:
                    await asyncio.sleep(0.01)
                reading = asyncio.create_task(sse.until(lambda d: d.get("set", {}).get("i") == 599, timeout=60))
                big = "x" * 40000
                for i in range(600):  # 24 MB: more than the socket buffers hold for a reader that never reads
                    hub.publish({"type": "set", "board": "b1", "set": {"filler": big, "i": i}})
                    await asyncio.sleep(0.005)  # a busy hall's pace, many times over
                frames = await reading
                numbers = [d["set"]["i"] for _, d in frames if "i" in d.get("set", {})]
                assert numbers == list(range(600))  # every one, in order, none twice
                for _ in range(200):
                    if hub.viewer_count() == 1:
                        break
                    await asyncio.sleep(0.05)
                assert hub.viewer_count() == 1  # the one that never read was let go
            slow.close()

    run(scenario())


def test_a_viewer_whose_socket_stays_full_is_cut_and_a_quiet_stream_hears_a_keepalive(tmp_path):
    async def scenario():
        async with served(tmp_path, backlog_limit=1 << 30) as (base, hub, store):
            hub.streams.write_timeout = 1.0  # seconds undrained before the cut (10 in service)
            hub.streams.keepalive = 1.0  # seconds of silence before a comment (15 in service)
            with_board(hub)
            port = int(base.rsplit(":", 1)[1])
            quiet_reader, quiet = await raw_stream(port)
            _, stuck = await raw_stream(port, "/api/stream")  # the whole hall: it gets the filler
            while hub.viewer_count() < 2:
                await asyncio.sleep(0.01)
            big = "x" * 40000
            for i in range(200):  # 8 MB: more than the socket buffers take, far less than the backlog limit
                hub.publish({"type": "set", "board": "b2", "set": {"filler": big, "i": i}})
                await asyncio.sleep(0)
            received = b""
            while b": keepalive" not in received:  # the quiet stream (board b1's, the filler is b2's) is kept alive
                received += await asyncio.wait_for(quiet_reader.read(4096), 10)
            for _ in range(200):
                if hub.viewer_count() == 1:
                    break
                await asyncio.sleep(0.05)
            assert hub.viewer_count() == 1  # the stuck one was cut; the quiet one stays
            quiet.close()
            stuck.close()

    run(scenario())


def test_a_huge_request_and_huge_headers_are_refused_and_the_stream_goes_on(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            script = with_board(hub)
            port = int(base.rsplit(":", 1)[1])
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                await sse.next()
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.write(("PUT /api/hall HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                              "Authorization: Bearer %s\r\nContent-Length: 50000000\r\n\r\n" % TOKEN).encode())
                writer.write(b"{" + b" " * 1000000)
                status = await asyncio.wait_for(reader.readline(), 10)
                assert b" 413 " in status
                writer.close()
                reader, writer = await asyncio.open_connection("127.0.0.1", port)
                writer.write(b"GET /api/hall HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 200000 + b"\r\n\r\n")
                status = await asyncio.wait_for(reader.readline(), 10)
                assert status.split()[1].startswith(b"4")
                writer.close()
                hub.board_event("b1", "e1", script.move("h9"), 2000)
                frames = await sse.until(lambda d: d.get("type") == "move")
                assert frames[-1][1]["move"]["point"] == "h9"
            assert hub.hall["delay"] == 0

    run(scenario())


def test_a_thousand_connections_do_not_stall_a_viewer(tmp_path):
    async def scenario():
        async with served(tmp_path, max_per_address=300) as (base, hub, store), aiohttp.ClientSession() as session:
            script = with_board(hub)
            port = int(base.rsplit(":", 1)[1])
            async with stream(session, base + "/api/boards/b1/stream") as sse:
                await sse.next()
                idle = []
                for _ in range(600):  # connections that say nothing, or half a request
                    reader, writer = await asyncio.open_connection("127.0.0.1", port)
                    if len(idle) % 2:
                        writer.write(b"GET /api/hall HTTP/1.1\r\nHost: x\r\n")
                    idle.append(writer)
                streams = [await raw_stream(port) for _ in range(400)]  # streams never read
                refused = 0
                for reader, _ in streams:
                    line = await asyncio.wait_for(reader.readline(), 10)
                    refused += b" 503 " in line
                assert refused == 400 - 299  # one address may hold 300 streams: the rest are told to come back
                loop = asyncio.get_running_loop()
                started = loop.time()
                for point in ("h9", "i8", "i9"):
                    hub.board_event("b1", "e1", script.move(point), 2000)
                frames = await sse.until(lambda d: d.get("type") == "move" and d["move"]["n"] == 4, timeout=10)
                assert [d["move"]["point"] for _, d in frames if d["type"] == "move"] == ["h9", "i8", "i9"]
                assert loop.time() - started < 5  # generous for a loaded machine; the bench measures latency
                async with session.get(base + "/api/hall") as response:
                    assert response.status == 200
                for writer in idle + [w for _, w in streams]:
                    writer.close()

    run(scenario())


def test_players_named_on_the_arbiters_page_are_the_records_seats(tmp_path):
    from host.tournament_record import Records

    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            async with session.put(base + "/api/boards/b1/players", json={"p1": "Alice", "p2": "Bob", "new": True},
                                   headers=AUTH) as response:
                assert response.status == 200
            seat = Records(store).seat("b1")
            assert (seat["black"]["name"], seat["white"]["name"]) == ("Alice", "Bob")

    run(scenario())
