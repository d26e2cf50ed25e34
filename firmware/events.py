"""The board's outgoing event log: every game event gets a sequence number and is kept until the
host acknowledges it, so a host that connects late or reconnects gets everything, in order, once.

(Persistence across power cuts comes with the flash journal, issue 5.)
"""

KEEP_ACKED = 16  # acknowledged events kept in RAM, for a host that resyncs from a little earlier


class EventLog:
    def __init__(self, epoch):
        self.epoch = epoch  # identifies this boot's numbering to the host
        self.head = 0  # sequence number of the newest event
        self.acked = 0
        self.entries = []  # (seq, message dict), oldest first

    def append(self, message):
        self.head += 1
        message["seq"] = self.head
        self.entries.append((self.head, message))
        return message

    def ack(self, seq):
        if seq > self.head:
            return False
        if seq > self.acked:
            self.acked = seq
        entries = self.entries
        # Drop acknowledged entries beyond the few kept for a resync.
        while entries and entries[0][0] <= self.acked - KEEP_ACKED:
            entries.pop(0)
        return True

    def after(self, seq):
        """Events with a sequence number above seq, oldest first."""
        return [message for s, message in self.entries if s > seq]
