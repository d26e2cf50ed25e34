"""Relay mode: a host process with no board that serves the hall's pages from an MQTT broker.

Viewers can be spread over as many relays as needed; each relay keeps its own connection to the
broker (paho reconnects by itself) and its own viewers, and shows exactly what the host publishes:
the public view, after the broadcast delay. A relay takes no writes.
"""

import asyncio
import logging
import threading

from host.web.app import BroadcastApp
from host.web.archive import PublishedArchive
from host.web.hub import Hub
from host.web.mqtt import HallSubscriber
from host.web.server import ServingThread, open_site

log = logging.getLogger("tengen.web")


class Relay(ServingThread):
    NAME = "relay"

    def __init__(self, config, host="127.0.0.1", port=8078, max_viewers=5000, max_per_address=200, embed_from=()):
        self.config = config
        self.embed_from = embed_from  # the sites that may frame /embed/ID
        self.host = host
        self.port = port
        self.hub = Hub(max_viewers=max_viewers, max_per_address=max_per_address)
        self.archive = PublishedArchive()
        self.subscriber = None
        self.loop = None
        self.url = None
        self.thread = None
        self._ready = threading.Event()
        self._stopping = None
        self._error = None

    def start(self, timeout=15):
        return self.start_thread(timeout)

    async def _serve(self):
        self.loop = asyncio.get_running_loop()
        self._stopping = asyncio.Event()
        app = BroadcastApp(self.hub, self.archive, relay=True, embed_from=self.embed_from).build()
        runner, site, self.url = await open_site(app, self.host, self.port)
        self.subscriber = HallSubscriber(self.config, self.hub, self.archive)
        self.subscriber.start(self.loop)
        log.info("relay at %s from mqtt://%s:%d/%s", self.url, self.config.host, self.config.port, self.config.prefix)
        self._ready.set()
        try:
            await self._stopping.wait()
        finally:
            self.subscriber.stop()
            await site.stop()
            await runner.cleanup()
