"""The web's slow requests (the archive, its exports, standings) off the live streams' event loop.

A handler that reads much of the record (every game of a federation, a round's score sheets as
PDF) would hold the loop that writes the live streams for as long as it takes: every viewer would
wait. A route wrapped with SlowLane.route runs its handler on a second event loop in a thread of
its own instead, with an SQLite connection of its own (setup()), and the live loop only awaits
its answer. Such handlers read the request's match and query, never its body (GET only).
"""

import asyncio
import functools
import logging
import threading

log = logging.getLogger("tengen.web")


class SlowLane:
    """A thread with its own event loop. setup() runs in that thread first (opens what its handlers
    use there), teardown() last."""

    def __init__(self, setup=None, teardown=None):
        self.setup = setup
        self.teardown = teardown
        self.loop = None
        self.thread = None
        self._ready = threading.Event()
        self._stopping = None

    def start(self, timeout=15):
        self.thread = threading.Thread(target=self._run, name="web slow lane", daemon=True)
        self.thread.start()
        if not self._ready.wait(timeout) or self.loop is None:
            raise RuntimeError("the web's slow lane did not start")

    def stop(self):
        if self.loop is not None and self._stopping is not None:
            self.loop.call_soon_threadsafe(self._stopping.set)
        if self.thread is not None:
            self.thread.join(10)

    def _run(self):
        asyncio.run(self._serve())

    async def _serve(self):
        self._stopping = asyncio.Event()
        try:
            if self.setup is not None:
                self.setup()
        except Exception:  # its own connection could not be opened: the lane uses the app's own
            log.exception("the web's slow lane runs without a store connection of its own")
        self.loop = asyncio.get_running_loop()
        self._ready.set()
        try:
            await self._stopping.wait()
        finally:
            if self.teardown is not None:
                self.teardown()

    async def run(self, function, *args):
        """function(*args) in the lane (here, if the lane has not started): its result."""
        if self.loop is None:
            return function(*args)

        async def call():
            return function(*args)

        return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(call(), self.loop))

    def route(self, handler):
        """The handler, run in the lane: the live loop awaits its answer (a client that goes away
        cancels it there too)."""

        @functools.wraps(handler)
        async def in_lane(request):
            if self.loop is None:  # not started (an app built without its startup): run here
                return await handler(request)
            return await asyncio.wrap_future(asyncio.run_coroutine_threadsafe(handler(request), self.loop))

        return in_lane
