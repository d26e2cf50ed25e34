"""An append-only journal on flash: what the board must not forget when the power goes.

Every game event (and, later, clock snapshots) is appended and flushed before anything else
acknowledges it: before the LEDs show a move as taken, before the host is told. On boot the journal
is read back; a record torn by a power cut mid-write fails its length or CRC check and is dropped,
along with anything after it.

Record: 2 bytes payload length (little-endian), the payload, 4 bytes CRC-32 of the payload.
The first record is a header, {"t": "journal", "epoch": ..., "base": N}: the event numbering's epoch
and the sequence number of the last event compacted away, so numbering survives compaction.

Flash wear: one short record per move. Compaction (rewrite to a new file, then an atomic rename)
runs when the file passes `limit` bytes and keeps the header, the current game and whatever the
host has not acknowledged, so the file, and the blocks littlefs rewrites, stay bounded.
"""

import json
import os

from shared_rules.protocol import crc32

MAX_RECORD = 1024


def _record(payload):
    n = len(payload)
    crc = crc32(payload)
    return bytes((n & 0xFF, n >> 8)) + payload + bytes((crc & 0xFF, (crc >> 8) & 0xFF, (crc >> 16) & 0xFF, crc >> 24))


def read_records(data):
    """(payloads, good_length): the intact records at the start of data, and how many bytes they span."""
    payloads = []
    i = 0
    n = len(data)
    while i + 2 <= n:
        length = data[i] | data[i + 1] << 8
        end = i + 2 + length + 4
        if length == 0 or length > MAX_RECORD or end > n:
            break
        payload = data[i + 2:i + 2 + length]
        c = data[end - 4] | data[end - 3] << 8 | data[end - 2] << 16 | data[end - 1] << 24
        if crc32(payload) != c:
            break
        payloads.append(bytes(payload))
        i = end
    return payloads, i


class Journal:
    def __init__(self, path, limit=16384):
        self.path = path
        self.limit = limit
        self.size = 0
        self.dropped = 0  # bytes of a torn tail found at load

    def load(self):
        """(header dict or None, [payload, ...]) of the events on flash; repairs a torn tail."""
        try:
            with open(self.path, "rb") as f:
                data = f.read()
        except OSError:
            return None, []
        payloads, good = read_records(data)
        self.dropped = len(data) - good
        header = None
        if payloads:
            try:
                header = json.loads(payloads[0])
            except ValueError:
                header = None
        if header is None or header.get("t") != "journal":
            return None, []
        events = payloads[1:]
        if self.dropped:
            self.rewrite(header, events)  # never append after garbage
        else:
            self.size = good
        return header, events

    def append(self, payload):
        record = _record(payload)
        with open(self.path, "ab") as f:
            f.write(record)
            f.flush()
        self.size += len(record)

    def rewrite(self, header, events):
        """Replace the journal with exactly these records, atomically."""
        tmp = self.path + ".new"
        size = 0
        with open(tmp, "wb") as f:
            for payload in [json.dumps(header).encode()] + list(events):
                record = _record(payload)
                f.write(record)
                size += len(record)
            f.flush()
        os.rename(tmp, self.path)
        self.size = size

    def too_big(self):
        return self.size > self.limit
