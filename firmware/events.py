"""The board's event log: every game event gets a sequence number, is written to the flash journal
first, and is kept until the host acknowledges it. A host that connects late, reconnects, or comes
back after the board lost power gets everything, in order, once.

Events are kept as their JSON payloads (compact, and exactly what goes on the wire). The epoch
names this journal's numbering: it changes only when the journal is new, so (board, epoch, seq)
identifies an event for the host across power cuts.
"""

import json
import os

from shared_rules.protocol import COMPACT


def new_epoch():
    return "".join("%02x" % b for b in os.urandom(4))


class EventLog:
    def __init__(self, journal):
        self.journal = journal
        header, payloads = journal.load()
        if header is None:
            header = {"t": "journal", "epoch": new_epoch(), "base": 0}
            journal.rewrite(header, [])
        self.epoch = header["epoch"]
        self.base = header["base"]
        self.entries = []  # (seq, payload), oldest first
        seq = self.base
        for payload in payloads:
            seq += 1
            self.entries.append((seq, payload))
        self.head = seq
        self.acked = self.base  # unknown after a reboot: the host's sync says what it has
        self.recovered = len(payloads)

    def append(self, message):
        """Number the message, journal it, keep it; returns its payload for sending."""
        journal = self.journal
        if journal.full() or (message.get("t") == "game" and journal.filling()):
            self.make_room()  # at a new game rather than in a move's path, where it can
        message["seq"] = self.head + 1
        payload = json.dumps(message, separators=COMPACT).encode()
        self.journal.append(payload)
        self.head += 1
        self.entries.append((self.head, payload))
        return payload

    def ack(self, seq):
        if seq > self.head:
            return False
        if seq > self.acked:
            self.acked = seq
        return True

    def after(self, seq):
        """Payloads of the events with a sequence number above seq, oldest first."""
        return [payload for s, payload in self.entries if s > seq]

    def messages_since_last_game(self):
        """The events of the newest game, decoded, for restoring it after a reboot."""
        start = 0
        decoded = []
        for i in range(len(self.entries) - 1, -1, -1):
            message = json.loads(self.entries[i][1])
            decoded.append(message)
            if message.get("t") == "game":
                start = i
                break
        decoded.reverse()
        return decoded if decoded and decoded[0].get("t") == "game" else []

    def make_room(self):
        """The journal's ring is half full of events the host never acknowledged (a board played
        for days without a host): the games before the newest are given up, so that the newest
        game, which the board needs, stays."""
        keep = self.entries[len(self.entries) // 2][0] if self.entries else self.head + 1  # no game: the newer half
        for i in range(len(self.entries) - 1, -1, -1):
            if json.loads(self.entries[i][1]).get("t") == "game":
                keep = self.entries[i][0]
                break
        if keep - 1 > self.acked:
            self.acked = keep - 1
        self.compact(keep)

    def compact(self, keep_from_seq):
        """Forget events below keep_from_seq that the host has acknowledged; rewrite the journal."""
        cut = min(keep_from_seq - 1, self.acked)
        if cut <= self.base:
            return
        self.entries = [(s, p) for s, p in self.entries if s > cut]
        self.base = cut
        self.journal.rewrite({"t": "journal", "epoch": self.epoch, "base": cut}, [p for s, p in self.entries])
