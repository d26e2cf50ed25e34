"""The few MicroPython APIs the firmware uses, for CPython (a Raspberry Pi running hal_blinka).

install() adds, where missing: time.ticks_ms / ticks_us / ticks_add / ticks_diff / sleep_ms /
sleep_us (30-bit wrapping ticks, as on MicroPython), asyncio.sleep_ms, a `micropython` module
(const, kbd_intr, schedule, alloc_emergency_exception_buf), and MicroPython's
asyncio.StreamReader(stream) form over a file (link.py reads the host link that way). On
MicroPython and CircuitPython it changes nothing that exists.
"""

import sys
import time
import asyncio

_PERIOD = 1 << 30
_HALF = 1 << 29


def _ticks_ms():
    return (time.monotonic_ns() // 1_000_000) & (_PERIOD - 1)


def _ticks_us():
    return (time.monotonic_ns() // 1_000) & (_PERIOD - 1)


def _ticks_add(ticks, delta):
    return (ticks + delta) & (_PERIOD - 1)


def _ticks_diff(a, b):
    return ((a - b + _HALF) & (_PERIOD - 1)) - _HALF


class _FileStreamReader:
    """MicroPython's StreamReader(stream): await read(n) returns what the file has, up to n."""

    def __init__(self, stream):
        self.stream = stream

    async def read(self, n):
        loop = asyncio.get_running_loop()
        ready = loop.create_future()
        fd = self.stream.fileno()
        loop.add_reader(fd, lambda: ready.done() or ready.set_result(None))
        try:
            await ready
        finally:
            loop.remove_reader(fd)
        return self.stream.read(n) or b""


class _StreamReader(asyncio.StreamReader):
    def __new__(cls, *args, **kw):
        if args and hasattr(args[0], "fileno"):
            return _FileStreamReader(args[0])
        return super().__new__(cls)


def _module(name, **attrs):
    import types

    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    return module


def install():
    if sys.implementation.name != "cpython":
        return
    for name, value in (("ticks_ms", _ticks_ms), ("ticks_us", _ticks_us), ("ticks_add", _ticks_add),
                        ("ticks_diff", _ticks_diff), ("sleep_ms", lambda ms: time.sleep(ms / 1000)),
                        ("sleep_us", lambda us: time.sleep(us / 1_000_000))):
        if not hasattr(time, name):
            setattr(time, name, value)
    if not hasattr(asyncio, "sleep_ms"):
        asyncio.sleep_ms = lambda ms: asyncio.sleep(ms / 1000)
    if asyncio.StreamReader is not _StreamReader:
        asyncio.StreamReader = _StreamReader
    if "micropython" not in sys.modules:
        sys.modules["micropython"] = _module(
            "micropython", const=lambda value: value, kbd_intr=lambda ch: None,
            schedule=lambda f, arg: asyncio.get_event_loop().call_soon_threadsafe(f, arg),
            alloc_emergency_exception_buf=lambda size: None)
