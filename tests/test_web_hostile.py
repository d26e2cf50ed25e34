"""Anyone who can reach the web server, no token needed: bodies it cannot read, names it cannot keep,
requests sent half and never finished. Each gets a 4xx with a JSON reason (or, for a request never
finished, the connection closed in bounded time), never a traceback in the log; and the regression
guards of the security checks and the stream (a forged cookie, an Origin that only contains this
host, a move sent twice to a web side that started mid-game, a move released before its delay)."""

import asyncio
import json
import logging
import time

import aiohttp
import pytest

from broadcast_support import TOKEN, BoardScript, feed_all, run, served, stream, with_board
from host.store import Store

AUTH = {"Authorization": "Bearer " + TOKEN}
WRITES = [("POST", "/api/login"), ("POST", "/api/logout"), ("PUT", "/api/hall"), ("PUT", "/api/boards/b1/players"),
          ("POST", "/api/boards/b1/commands"), ("PUT", "/api/boards/b1/number")]


def tracebacks(caplog):
    """Log records that carry a traceback or say the server failed."""
    return [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR or "Traceback" in r.getMessage()]


async def answer(session, method, url, body, headers):
    async with session.request(method, url, data=body, headers=headers) as response:
        text = await response.text()
        return response.status, text


@pytest.mark.parametrize("token", [False, True], ids=["no token", "token"])
def test_a_body_the_server_cannot_read_is_a_4xx_with_a_reason_on_every_write(tmp_path, caplog, token):
    bodies = [
        ("an unknown charset", b'{"delay": 5}', "application/json; charset=no-such-charset"),
        ("a charset that is not UTF-8", '{"delay": 5}'.encode("utf-16"), "application/json; charset=utf-16"),
        ("5,000 nested [", b"[" * 5000, "application/json"),
        ("5,000 nested objects", b'{"a":' * 5000 + b"1" + b"}" * 5000, "application/json"),
        ("bytes that are not UTF-8", b'{"token": "\xff\xfe"}', "application/json"),
        ("a number of 5,000 digits", b'{"delay": ' + b"9" * 5000 + b"}", "application/json"),
        ("Infinity", b'{"delay": Infinity}', "application/json"),
    ]

    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            with caplog.at_level(logging.DEBUG):
                for method, path in WRITES:
                    for name, body, kind in bodies:
                        headers = dict(AUTH if token else {}, **{"Content-Type": kind})
                        status, text = await answer(session, method, base + path, body, headers)
                        if path == "/api/logout" and token and status == 200:
                            continue  # it reads no body: logged out whatever was sent (one too big is 413)
                        assert 400 <= status < 500, (method, path, name, status, text)
                        assert json.loads(text)["error"], (method, path, name, text)
            assert not tracebacks(caplog), [r.getMessage() for r in tracebacks(caplog)]
            assert hub.hall["delay"] == 0

    run(scenario())


def test_an_expectation_or_an_encoding_the_server_cannot_meet_is_a_4xx_with_a_reason(tmp_path, caplog):
    async def scenario():
        async with served(tmp_path) as (base, hub, store):
            port = int(base.rsplit(":", 1)[1])
            cases = [("PUT /api/hall", "Expect: nothing\r\n", b'{"delay": 5}', 417),
                     ("PUT /no/such/path", "Expect: nothing\r\nContent-Encoding: gzip\r\n", b"not gzip", 417),
                     ("PUT /api/hall", "Content-Encoding: gzip\r\n", b"not gzip at all", 400),
                     ("PUT /api/hall", "Content-Encoding: deflate\r\n", b"\x00" * 40, 400)]
            with caplog.at_level(logging.DEBUG):
                for request, headers, body, expected in cases:
                    reader, writer = await asyncio.open_connection("127.0.0.1", port)
                    writer.write(("%s HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
                                  "Authorization: Bearer %s\r\n%sContent-Length: %d\r\n\r\n"
                                  % (request, TOKEN, headers, len(body))).encode() + body)
                    answer = await asyncio.wait_for(reader.read(), 10)
                    writer.close()
                    head, _, text = answer.partition(b"\r\n\r\n")
                    assert head.split()[1] == str(expected).encode(), (request, headers, answer)
                    assert json.loads(text)["error"], answer
                await asyncio.sleep(0.2)
            assert not tracebacks(caplog), [r.getMessage() for r in tracebacks(caplog)]
            assert hub.hall["delay"] == 0

    run(scenario())


@pytest.mark.parametrize("path, field", [("/api/boards/b1/players", "p1"), ("/api/hall", "name")])
def test_a_name_with_a_lone_surrogate_is_refused_not_changed(tmp_path, caplog, path, field):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            name_before = hub.hall["name"]
            with caplog.at_level(logging.DEBUG):
                for text in ('"Ann\\ud800a"', '"\\udfff"', '"\\ud83d"'):
                    body = ('{"%s": %s}' % (field, text)).encode()
                    status, reply = await answer(session, "PUT", base + path, body,
                                                 dict(AUTH, **{"Content-Type": "application/json"}))
                    assert status == 400, (text, status, reply)
                    assert "surrogate" in json.loads(reply)["error"], reply
                # A name outside the Basic Multilingual Plane is kept exactly, surrogate pair and all.
                status, reply = await answer(session, "PUT", base + path,
                                             ('{"%s": "Ann \\ud83d\\ude00"}' % field).encode(),
                                             dict(AUTH, **{"Content-Type": "application/json"}))
                assert status == 200, reply
            assert not tracebacks(caplog)
            if field == "p1":
                assert hub.live.boards["b1"]["players"]["p1"] == "Ann \U0001F600"
            else:
                assert hub.hall["name"] == "Ann \U0001F600" != name_before

    run(scenario())


# -- requests sent half and never finished (real sockets) -------------------------------------------

async def closed_within(reader, seconds):
    """True if the server closes the connection within seconds (whatever it sent before)."""
    try:
        async with asyncio.timeout(seconds):
            while await reader.read(4096):
                pass
        return True
    except TimeoutError:
        return False


def test_a_request_whose_head_never_ends_is_closed_in_bounded_time(tmp_path, caplog):
    async def scenario():
        async with served(tmp_path, request_timeout=1.0) as (base, hub, store), aiohttp.ClientSession() as session:
            port = int(base.rsplit(":", 1)[1])
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            started = time.monotonic()
            writer.write(b"GET /api/hall HTTP/1.1\r\nHost: x\r\n")
            trickle = asyncio.create_task(_trickle(writer))  # a header line every 0.2 s: never the end
            assert await closed_within(reader, 8.0)  # the server's 1 s, and room for a loaded machine
            assert time.monotonic() - started >= 0.9
            trickle.cancel()
            async with session.get(base + "/api/hall") as response:  # the server serves on
                assert response.status == 200

    run(scenario())


async def _trickle(writer):
    try:
        for n in range(1000):
            writer.write(b"X-Slow-%d: y\r\n" % n)
            await asyncio.sleep(0.2)
    except (ConnectionError, asyncio.CancelledError):
        pass


def test_a_body_that_never_arrives_is_answered_408_in_bounded_time(tmp_path, caplog):
    async def scenario():
        async with served(tmp_path, request_timeout=1.0) as (base, hub, store):
            port = int(base.rsplit(":", 1)[1])
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            started = time.monotonic()
            writer.write(("PUT /api/hall HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                          "Authorization: Bearer %s\r\nContent-Length: 100\r\n\r\n{" % TOKEN).encode())
            status = await asyncio.wait_for(reader.readline(), 8.0)  # the server's 1 s, and room for load
            assert b" 408 " in status, status
            assert time.monotonic() - started >= 0.9
            assert await closed_within(reader, 15.0)
            assert hub.hall["delay"] == 0
            assert not tracebacks(caplog)

    run(scenario())


def test_one_address_holds_a_bounded_number_of_connections_that_say_nothing(tmp_path):
    async def scenario():
        async with served(tmp_path, request_timeout=30.0, waiting_per_address=5) as (base, hub, store), \
                aiohttp.ClientSession() as session:
            script = with_board(hub)
            port = int(base.rsplit(":", 1)[1])
            async with stream(session, base + "/api/boards/b1/stream") as sse:  # a viewer, serving: not waiting
                await sse.next()
                silent = [await asyncio.open_connection("127.0.0.1", port) for _ in range(8)]
                await asyncio.sleep(0.3)
                closed = [await closed_within(reader, 0.5) for reader, _ in silent]
                assert closed == [True] * 3 + [False] * 5, closed  # the oldest beyond the bound went first
                async with session.get(base + "/api/hall") as response:
                    assert response.status == 200
                hub.board_event("b1", "e1", script.move("h9"), 2000)
                frames = await sse.until(lambda d: d.get("type") == "move")
                assert frames[-1][1]["move"]["point"] == "h9"
                for _, writer in silent:
                    writer.close()

    run(scenario())


def test_a_short_campaign_of_hostile_requests():
    # The bounded version of `make fuzz-web`.
    import subprocess
    import sys

    from harness import ROOT

    run = subprocess.run([sys.executable, "bench/fuzz_web.py", "--count", "400", "--seconds", "8", "--seed", "3"],
                         cwd=str(ROOT), capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert "web fuzz: " in run.stdout


# -- regression guards: each fails if its check is broken by one line --------------------------------

def test_a_forged_session_cookie_writes_nothing_and_sees_no_live_view(tmp_path):
    from host.web.security import COOKIE, Guard

    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            for value in ("forged", "0" * 64, Guard("another-admin-token").session_value(), "x"):
                cookie = {"Cookie": "%s=%s" % (COOKIE, value)}
                async with session.put(base + "/api/hall", json={"delay": 30}, headers=cookie) as response:
                    assert response.status == 401, value
                async with session.get(base + "/api/hall?view=live", headers=cookie) as response:
                    assert response.status == 401, value
                async with session.get(base + "/api/whoami", headers=cookie) as response:
                    assert (await response.json())["admin"] is False
            assert hub.hall["delay"] == 0
            # The real session, from a login, does write: the refusals above were the MAC's.
            async with session.post(base + "/api/login", json={"token": TOKEN}) as response:
                value = response.cookies[COOKIE].value
            async with session.put(base + "/api/hall", json={"delay": 30},
                                   headers={"Cookie": "%s=%s" % (COOKIE, value)}) as response:
                assert response.status == 200
            assert hub.hall["delay"] == 30

    run(scenario())


def test_an_origin_that_only_contains_this_host_is_another_site(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            with_board(hub)
            here = base.split("//", 1)[1]
            for header, value in (("Origin", "http://%s.evil.example" % here), ("Origin", "http://%s@evil.example" % here),
                                  ("Origin", "http://evil.example/%s" % here), ("Origin", "http://x%s" % here),
                                  ("Referer", "http://%s.evil.example/admin" % here)):
                async with session.put(base + "/api/hall", json={"delay": 30},
                                       headers=dict(AUTH, **{header: value})) as response:
                    assert response.status == 403, (header, value)
            assert hub.hall["delay"] == 0
            async with session.put(base + "/api/hall", json={"delay": 30},
                                   headers=dict(AUTH, Origin="http://" + here)) as response:
                assert response.status == 200  # this site's own origin writes

    run(scenario())


def test_a_web_side_that_starts_mid_game_does_not_send_the_last_move_again(tmp_path):
    # The daemon stored move 2, then the web side loaded the board from the record (move 2 in it),
    # then the daemon's hook for move 2 arrives: the stream must not carry move 2 a second time.
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            recorded = [script.new_game(), script.move("h8"), script.move("h9")]
            for message in recorded:
                store.record_event("b1", "e1", message)
            async with stream(session, base + "/api/stream") as sse:
                await sse.next()
                hub.board_event("b1", "e1", recorded[-1], 3000)
                hub.board_event("b1", "e1", script.move("i8"), 4000)
                frames = await sse.until(lambda d: d.get("type") == "move" and d["move"]["n"] == 3)
            board = [d for _, d in frames if d.get("type") == "board"]
            assert [m["point"] for m in board[0]["state"]["moves"]] == ["h8", "h9"]
            assert [d["move"]["point"] for _, d in frames if d.get("type") == "move"] == ["i8"], frames

    run(scenario())


def test_no_move_reaches_viewers_before_its_delay(tmp_path):
    async def scenario():
        async with served(tmp_path) as (base, hub, store), aiohttp.ClientSession() as session:
            script = BoardScript()
            hub.set_delay(1.0)
            async with stream(session, base + "/api/boards/b1/stream") as public:
                await public.next()
                published, seen = {}, {}

                async def watch():  # each move's arrival, as it arrives
                    while len(seen) < 3:
                        _, delta = await public.next(timeout=10)
                        if delta.get("type") == "move":
                            seen[delta["move"]["point"]] = time.monotonic()

                watching = asyncio.create_task(watch())
                hub.board_event("b1", "e1", script.new_game(), 1000)
                for point in ("h8", "h9", "i8"):  # half a delay apart: the first's release is due with others pending
                    published[point] = time.monotonic()
                    hub.board_event("b1", "e1", script.move(point), 2000)
                    await asyncio.sleep(0.5)
                await watching
            for point, at in published.items():
                assert seen[point] - at >= 1.0, (point, seen[point] - at)  # never early, however loaded

    run(scenario())
