"""What the host writes for people: its log, bounded whatever a board sends, and text from boards
made safe for a terminal.

A board that sends rubbish at line rate must not fill the disk: the log file rotates (LOG_BYTES,
LOG_BACKUPS), and each connection reports a repeated kind of problem at most REPEATS times per
WINDOW seconds, then once how many it left out. Anything a board chose (its id, firmware string,
error details) goes through printable() before it reaches a log line or the status view: an escape
sequence from a board must not clear the operator's screen.
"""

import logging
import logging.handlers
import threading
import time

LOG_BYTES = 5 * 1024 * 1024  # one log file; then it rotates
LOG_BACKUPS = 3  # rotated files kept: the log never holds more than 20 MB
REPEATS = 5  # messages of one kind per window, per board
WINDOW = 60.0  # seconds


def printable(value, limit=None):
    """value as text with every control or non-printable character escaped (\\x1b, \\u2028), cut to
    limit characters."""
    text = value if isinstance(value, str) else str(value)
    if limit is not None and len(text) > limit:
        text = text[:limit] + "..."
    if text.isprintable():
        return text
    out = []
    for c in text:
        if c.isprintable():
            out.append(c)
        elif ord(c) < 0x100:
            out.append("\\x%02x" % ord(c))
        else:
            out.append("\\u%04x" % ord(c) if ord(c) < 0x10000 else "\\U%08x" % ord(c))
    return "".join(out)


class RateLimited:
    """Warnings of one kind (a key) at most REPEATS times per WINDOW seconds; then one line saying
    how many were left out."""

    def __init__(self, logger, repeats=REPEATS, window=WINDOW, clock=time.monotonic):
        self.logger = logger
        self.repeats = repeats
        self.window = window
        self.clock = clock
        self.lock = threading.Lock()
        self.kinds = {}  # key -> [window start, logged in it, left out]

    def warning(self, key, message, *args):
        return self.log(logging.WARNING, key, message, *args)

    def log(self, level, key, message, *args):
        """Log message at level unless its kind (key) has been logged REPEATS times this window."""
        now = self.clock()
        with self.lock:
            kind = self.kinds.get(key)
            if kind is None or now - kind[0] >= self.window:
                if kind is not None and kind[2]:
                    self.logger.warning("(%d more %r messages left out in %.0f s)", kind[2], key, self.window)
                if len(self.kinds) > 64:  # keys may come from a board: keep only the current ones
                    self.kinds = {k: v for k, v in self.kinds.items() if now - v[0] < self.window}
                kind = self.kinds[key] = [now, 0, 0]
            if kind[1] >= self.repeats:
                kind[2] += 1
                return False
            kind[1] += 1
        self.logger.log(level, message, *args)
        return True


def setup(path=None):
    """The daemon's log: standard error, or a file at path that rotates at LOG_BYTES."""
    fmt = "%(asctime)s %(levelname)s %(threadName)s: %(message)s"
    if path is None:
        logging.basicConfig(level=logging.INFO, format=fmt)
        return
    handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS)
    handler.setFormatter(logging.Formatter(fmt))
    root = logging.getLogger()
    root.addHandler(handler)
    root.setLevel(logging.INFO)
