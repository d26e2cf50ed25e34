"""What one connection may take of the web server before it has said what it wants.

aiohttp bounds a request's size (client_max_size, header lines and fields) but not the time it takes
to arrive: a client that sends half a request head, then a byte now and then, holds a socket and its
buffers for as long as it likes (slowloris), and a server facing the internet runs out of them. Here
every connection is "waiting" from its opening, or from the first byte of its next request on a
kept-alive connection, until its request has arrived whole, head and body; it has REQUEST_TIMEOUT
seconds for that, then it is closed (a body that is late is answered 408 first). One address may
hold WAITING_PER_ADDRESS connections that are waiting or idle between requests: beyond that its
oldest are closed, so one address cannot fill the server and a hall's shared address cannot lock
its own viewers out. A connection serving a request (a stream, for hours) is neither: the hub
bounds streams per address (host/web/hub.py). An idle kept-alive connection is closed after
IDLE_TIMEOUT (aiohttp's keepalive_timeout).

Built from asyncio's protocol interface alone: the protocol aiohttp makes for each connection is
wrapped (GuardedConnection), and a middleware (receive_guard) says when a request's head has arrived
and reads its body within the time left.
"""

import asyncio
import collections
import logging

from aiohttp import web

from host.logs import RateLimited, printable

log = logging.getLogger("tengen.web")

REQUEST_TIMEOUT = 10.0  # seconds for a request to arrive whole, head and body
WAITING_PER_ADDRESS = 64  # connections one address may hold that are not serving a request
IDLE_TIMEOUT = 30.0  # seconds a kept-alive connection may sit idle between requests

LIMITS = web.AppKey("connection limits", object)

WAITING, SERVING, IDLE = "waiting", "serving", "idle"


class ConnectionLimits:
    """The limits of one server: each connection's state, by address, oldest first."""

    def __init__(self, request_timeout=REQUEST_TIMEOUT, waiting_per_address=WAITING_PER_ADDRESS):
        self.request_timeout = request_timeout
        self.waiting_per_address = max(1, waiting_per_address)
        self.notes = RateLimited(log)  # one address's flood of connections is a few lines, not thousands
        self.by_address = collections.defaultdict(dict)  # address -> {connection: None}, oldest first
        self.by_transport = {}
        self.closed = collections.Counter()  # why connections were closed here: "timeout", "crowded"

    def protocol_factory(self, make_protocol):
        """A protocol factory for loop.create_server: aiohttp's protocol, guarded."""
        return lambda: GuardedConnection(make_protocol(), self)

    def _not_serving(self, connection):
        crowd = self.by_address[connection.address]
        crowd.pop(connection, None)
        crowd[connection] = None
        while len(crowd) > self.waiting_per_address:
            oldest = next(iter(crowd))
            del crowd[oldest]
            self.closed["crowded"] += 1
            self.notes.log(logging.INFO, "crowded", "%s holds %d connections that say nothing: the oldest closed",
                           connection.address, self.waiting_per_address)
            oldest.close()

    def _serving(self, connection):
        crowd = self.by_address.get(connection.address)
        if crowd is not None:
            crowd.pop(connection, None)
            if not crowd:
                del self.by_address[connection.address]


class GuardedConnection(asyncio.Protocol):
    """aiohttp's protocol for one connection, with a deadline for each request to arrive whole."""

    def __init__(self, inner, limits):
        self.inner = inner
        self.limits = limits
        self.transport = None
        self.address = None
        self.state = WAITING
        self.deadline = None  # the timer that closes a request that has not arrived in time
        self.due = 0.0

    # -- asyncio's protocol interface, passed on ----------------------------------------------------
    def connection_made(self, transport):
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = peer[0] if isinstance(peer, tuple) and peer else str(peer)
        self.limits.by_transport[transport] = self
        self._wait()
        self.inner.connection_made(transport)

    def data_received(self, data):
        if self.state == IDLE and data:
            self._wait()  # the first byte of the next request: its time starts now
        self.inner.data_received(data)

    def eof_received(self):
        return self.inner.eof_received()

    def connection_lost(self, exc):
        self._cancel()
        self.limits._serving(self)
        self.limits.by_transport.pop(self.transport, None)
        self.inner.connection_lost(exc)

    def pause_writing(self):
        self.inner.pause_writing()

    def resume_writing(self):
        self.inner.resume_writing()

    # -- the states -----------------------------------------------------------------------------------
    def _wait(self):
        self.state = WAITING
        self._cancel()
        loop = asyncio.get_running_loop()
        self.due = loop.time() + self.limits.request_timeout
        self.deadline = loop.call_at(self.due, self._too_slow)
        self.limits._not_serving(self)

    def _cancel(self):
        if self.deadline is not None:
            self.deadline.cancel()
            self.deadline = None

    def _too_slow(self):
        self.deadline = None
        if self.state == WAITING:
            self.limits.closed["timeout"] += 1
            self.limits.notes.log(logging.INFO, "timeout", "%s: no whole request within %g s: closed", self.address,
                                  self.limits.request_timeout)
            self.close()

    def head_arrived(self):
        """The request's head is here: seconds left for its body."""
        left = self.due - asyncio.get_running_loop().time() if self.state == WAITING else self.limits.request_timeout
        self.state = SERVING
        self.limits._serving(self)
        return max(0.0, left)

    def body_arrived(self):
        self._cancel()

    def request_done(self):
        if self.state == SERVING and self.transport is not None and not self.transport.is_closing():
            self.state = IDLE
            self.limits._not_serving(self)

    def close(self):
        self._cancel()
        if self.transport is not None:
            self.transport.close()  # what was written goes out first: an answer is never cut


@web.middleware
async def receive_guard(request, handler):
    """Says when a request's head has arrived, and reads its body within the time it has left
    (408 if it is late); the handler then finds the body read. The outermost middleware."""
    limits = request.app.get(LIMITS)
    connection = limits.by_transport.get(request.transport) if limits is not None else None
    left = connection.head_arrived() if connection is not None else REQUEST_TIMEOUT
    try:
        if request.can_read_body:
            try:
                await asyncio.wait_for(request.read(), max(left, 0.001))
            except asyncio.TimeoutError:
                return await _refuse_and_close(request, 408, "the request's body did not arrive within %g s" % (
                    limits.request_timeout if limits is not None else REQUEST_TIMEOUT))
            except web.HTTPException as error:  # 413: more than the server takes
                return _refuse(request, error.status, error.text or error.reason)
            except Exception as error:  # a broken chunk or encoding, a client gone: aiohttp's payload errors
                return await _refuse_and_close(request, 400, "the body could not be read (%s)" % printable(
                    str(error).replace("\n", " ").strip() or type(error).__name__, 120))
        if connection is not None:
            connection.body_arrived()
        return await handler(request)
    finally:
        if connection is not None:
            connection.request_done()


def _refuse(request, status, reason):
    response = web.json_response({"error": reason}, status=status)
    response.force_close()  # what is left of that body is not taken: the connection ends with the answer
    return response


async def _refuse_and_close(request, status, reason):
    """The answer, sent now, and the connection closed after it: what is left of a body that is late
    or broken is never read (aiohttp would linger on it, and meet its error again)."""
    response = _refuse(request, status, reason)
    await response.prepare(request)
    await response.write_eof()
    request.protocol.force_close()  # the transport sends what was written, then closes
    return response


class ProtocolErrorLogger(logging.LoggerAdapter):
    """aiohttp's server logger, for what a client sends that is not HTTP at all (a request line too
    long, a broken header) or a body it cannot decode (content-encoding gzip that is not), met when
    aiohttp reads what is left of a refused request: one line, no traceback; aiohttp answers the
    client itself or has answered it. What is not a client's fault keeps its traceback."""

    def exception(self, msg, *args, exc_info=True, **kwargs):
        from aiohttp.http_exceptions import HttpProcessingError
        from aiohttp.web_protocol import RequestPayloadError

        error = exc_info if isinstance(exc_info, BaseException) else None
        if isinstance(error, (HttpProcessingError, RequestPayloadError)):
            self.logger.info(msg + ": %s", *args, " ".join(str(error).split())[:200] or type(error).__name__)
        else:
            self.logger.exception(msg, *args, exc_info=exc_info, **kwargs)


def server_logger():
    return ProtocolErrorLogger(logging.getLogger("aiohttp.server"), {})
