"""The daemon: one BoardConnection per board, found by name or by USB identity, and the status
view kept current for `python -m host status`."""

import logging
import os
import time

from host.connection import SILENCE_LIMIT, BoardConnection, BoardRegistry, status_of
from host.discovery import BOARD_IDS, find_boards

log = logging.getLogger("tengen.host")

STATUS_INTERVAL = 1.0  # seconds between status writes
DISCOVERY_INTERVAL = 2.0  # seconds between USB scans with --auto


class Daemon:
    def __init__(self, store, ports=(), discover=False, on_event=None, on_state=None, silence_limit=SILENCE_LIMIT):
        self.store = store
        self.silence_limit = silence_limit
        self.discover = discover
        self.on_event = on_event
        self.on_state = on_state  # the broadcast's hooks (host/web/server.py), if any
        self.connections = {}
        self.started = time.time()
        ports = list(ports)
        self.mode = " ".join((["--auto"] if discover else []) + (
            ["--port %s" % p for p in ports] if len(ports) < 3 else ["%d ports" % len(ports)]))
        store.forget_stale_status()  # what yesterday's daemon saw is not today's
        self.registry = BoardRegistry()  # one board id, one port
        for port in ports:
            self._add(port)

    def _add(self, port):
        if port not in self.connections:
            connection = BoardConnection(port, self.store, self.on_event, self.registry, self.on_state,
                                         self.silence_limit)
            self.connections[port] = connection
            connection.start()
            log.info("serving %s", port)

    def run(self, stop):
        """Serve until `stop` (a threading.Event) is set."""
        waited = DISCOVERY_INTERVAL
        said_waiting = False
        while not stop.is_set():
            if self.discover and waited >= DISCOVERY_INTERVAL:
                try:
                    for port in find_boards():
                        self._add(port)
                except OSError as error:  # a USB scan that fails now may work at the next one
                    log.warning("looking for boards: %s", error)
                if not self.connections and not said_waiting:
                    log.info("no board plugged in yet (USB %s); looking every %.0f s", ", ".join(
                        "%04x:%04x" % ids for ids in sorted(BOARD_IDS)), DISCOVERY_INTERVAL)
                    said_waiting = True
                waited = 0.0
            try:
                self.store.save_status([status_of(c) for c in self.connections.values()])
                self.store.daemon_beat(os.getpid(), self.started, self.mode)
            except Exception:  # the status view is for people; recording goes on without it
                log.exception("status view not saved")
            stop.wait(STATUS_INTERVAL)
            waited += STATUS_INTERVAL
        for connection in self.connections.values():
            connection.stop()
        self.store.save_status([status_of(c) for c in self.connections.values()])
        self.store.daemon_stopped(os.getpid())
