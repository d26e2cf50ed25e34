"""The live streams' writing: each frame encoded once, written straight to every viewer's socket.

A viewer's stream is an HTTP response the handler has begun (its headers and the snapshot sent
through aiohttp); from then on the hub's deltas are written to the connection's transport here,
with no task per viewer and none per write: a delta is appended to each of its viewers' pending
frames, and once per turn of the event loop each viewer that has some gets them in one write
(chunked, as aiohttp began the response over HTTP/1.1). Under load several deltas share a turn,
so a busy hall costs fewer writes, not more.

Deadlines are the connection's, not a timer's per write: a viewer whose unsent bytes pass
BACKLOG_LIMIT, or whose socket has not drained for WRITE_TIMEOUT, is cut at once (it reconnects
and starts again from a snapshot); one sweep a second sees to that, and writes a keepalive comment
to a stream that has been silent for KEEPALIVE seconds (proxies close silent connections).
"""

import asyncio
import collections

BACKLOG_LIMIT = 1 << 20  # unsent bytes a viewer may have (a hall's viewer: some 20 s of a busy hall)
WRITE_TIMEOUT = 10.0  # seconds a viewer's socket may stay undrained before it is cut
KEEPALIVE = 15.0  # seconds of silence before a stream gets a comment
SWEEP = 1.0  # seconds between looks at every viewer's deadlines
KEEPALIVE_FRAME = b": keepalive\n\n"


class Viewer:
    """One stream: its board (None: the whole hall), its address, its frames not yet written."""

    __slots__ = ("board", "address", "pending", "transport", "chunked", "gone", "overflowed", "last_write",
                 "stalled_since")

    def __init__(self, board, address):
        self.board = board
        self.address = address
        self.pending = []  # frames waiting for this turn's write (or for the stream to be attached)
        self.transport = None  # set once the response has begun: then frames are written to it
        self.chunked = False
        self.gone = asyncio.get_running_loop().create_future()  # done when the stream is cut
        self.overflowed = False
        self.last_write = 0.0
        self.stalled_since = None

    def _write(self, data, now, chunked=None):
        if self.chunked:
            data = chunked or chunk(data)
        self.transport.write(data)
        self.last_write = now


def chunk(data):
    """data as one chunk of HTTP/1.1's chunked transfer coding."""
    return b"%x\r\n%s\r\n" % (len(data), data)


class Streams:
    """Every open stream of one hub: the frames to write this turn, the deadlines, the keepalives."""

    def __init__(self, backlog_limit=BACKLOG_LIMIT, write_timeout=WRITE_TIMEOUT, keepalive=KEEPALIVE):
        self.backlog_limit = backlog_limit
        self.write_timeout = write_timeout
        self.keepalive = keepalive
        self.viewers = set()
        self._dirty = []  # viewers with pending frames, in the order they got their first
        self._flush_handle = None
        self._sweeper = None

    def add(self, viewer):
        self.viewers.add(viewer)
        if self._sweeper is None:
            self._sweeper = asyncio.get_running_loop().call_later(SWEEP, self._sweep)

    def remove(self, viewer):
        self.viewers.discard(viewer)
        viewer.pending = []
        if not self.viewers and self._sweeper is not None:
            self._sweeper.cancel()
            self._sweeper = None

    def push(self, viewer, frame):
        """Queue one encoded frame for a viewer: written at the end of this turn of the loop."""
        if viewer.overflowed:
            return
        if not viewer.pending:
            self._dirty.append(viewer)
            if self._flush_handle is None:
                self._flush_handle = asyncio.get_running_loop().call_soon(self.flush)
        viewer.pending.append(frame)

    def attach(self, viewer, transport, chunked):
        """The stream's response has begun: what came since the snapshot goes now, the rest as it comes."""
        if transport is None or transport.is_closing():
            self.cut(viewer)
            return
        viewer.transport = transport
        viewer.chunked = chunked
        viewer.last_write = asyncio.get_running_loop().time()
        if viewer.pending and viewer not in self._dirty:
            self._dirty.append(viewer)
        self.flush()

    def flush(self):
        self._flush_handle = None
        dirty, self._dirty = self._dirty, []
        now = asyncio.get_running_loop().time()
        chunks = {}  # a frame alone in its write, chunked once for all its viewers
        for viewer in dirty:
            if viewer.transport is None:  # not attached yet: it takes its frames when it is
                continue
            frames, viewer.pending = viewer.pending, []
            if viewer.overflowed or not frames:
                continue
            if viewer.transport.is_closing():
                self.cut(viewer)
                continue
            if len(frames) == 1:
                frame = frames[0]
                framed = chunks.get(frame)
                if framed is None and viewer.chunked:
                    framed = chunks[frame] = chunk(frame)
                viewer._write(frame, now, framed)
            else:
                viewer._write(b"".join(frames), now)
            if viewer.transport.get_write_buffer_size() > self.backlog_limit:
                self.cut(viewer)  # too far behind: it reconnects and starts again from a snapshot

    def cut(self, viewer):
        """End a viewer's stream at once (its unsent bytes go with the connection)."""
        if viewer.overflowed:
            return
        viewer.overflowed = True
        viewer.pending = []
        if viewer.transport is not None:
            viewer.transport.abort()
        if not viewer.gone.done():
            viewer.gone.set_result(None)

    def _sweep(self):
        loop = asyncio.get_running_loop()
        now = loop.time()
        for viewer in list(self.viewers):
            transport = viewer.transport
            if transport is None or viewer.overflowed:
                continue
            if transport.is_closing():
                self.cut(viewer)
            elif transport.get_write_buffer_size():
                if viewer.stalled_since is None:
                    viewer.stalled_since = now
                elif now - viewer.stalled_since >= self.write_timeout:
                    self.cut(viewer)  # a viewer that stopped reading
            else:
                viewer.stalled_since = None
                if now - viewer.last_write >= self.keepalive and not viewer.pending:
                    viewer._write(KEEPALIVE_FRAME, now)
        self._sweeper = loop.call_later(SWEEP, self._sweep) if self.viewers else None


class AddressCount(collections.Counter):
    """Streams open per address, kept as they open and close (never counted by a walk)."""

    def leave(self, address):
        self[address] -= 1
        if self[address] <= 0:
            del self[address]
