"""The daemon: one BoardConnection per board, found by name or by USB identity, and the status
view kept current for `python -m host status`."""

import logging

from host.connection import BoardConnection, status_of
from host.discovery import find_boards

log = logging.getLogger("tengen.host")

STATUS_INTERVAL = 1.0  # seconds between status writes
DISCOVERY_INTERVAL = 2.0  # seconds between USB scans with --auto


class Daemon:
    def __init__(self, store, ports=(), discover=False, on_event=None, on_state=None):
        self.store = store
        self.discover = discover
        self.on_event = on_event
        self.on_state = on_state  # the broadcast's hooks (host/web/server.py), if any
        self.connections = {}
        for port in ports:
            self._add(port)

    def _add(self, port):
        if port not in self.connections:
            connection = BoardConnection(port, self.store, self.on_event, self.on_state)
            self.connections[port] = connection
            connection.start()
            log.info("serving %s", port)

    def run(self, stop):
        """Serve until `stop` (a threading.Event) is set."""
        waited = DISCOVERY_INTERVAL
        while not stop.is_set():
            if self.discover and waited >= DISCOVERY_INTERVAL:
                for port in find_boards():
                    self._add(port)
                waited = 0.0
            self.store.save_status([status_of(c) for c in self.connections.values()])
            stop.wait(STATUS_INTERVAL)
            waited += STATUS_INTERVAL
        for connection in self.connections.values():
            connection.stop()
