"""The archive's reads in a process of their own, so that they never take the live streams' CPU.

The slow lane (host/web/slow_lane.py) keeps the archive's requests off the streams' event loop, but
a thread still shares the daemon's one interpreter lock: a federation's archive asked page after
page kept the daemon at ~90 % of a core, and every viewer's move waited its turn for the lock. Here
the lane's archive hands each read (a page of the list, a game, an export, the events, standings)
to a worker process with its own read-only connection to the store (SQLite in WAL mode: it never
waits for the daemon's writes, nor they for it) and waits for the answer without the lock.

The worker is started on the first read (a daemon nobody asks the archive of never starts it), by
spawning rather than forking (the daemon has threads). If it dies, the next read starts another;
if none can be started, the reads run in the lane's thread as before, with a warning in the log.
"""

import logging
import threading

from host.web.archive import StoreArchive

log = logging.getLogger("tengen.web")

# The reads a worker answers: each a method of StoreArchive whose arguments and answer pickle
# (plain values, dicts and lists, bytes). The rest (the newest game of a board) stay in the lane.
REMOTE = ("games_page", "game", "export", "export_round", "events", "standings", "stored")

_worker_archive = None  # in the worker process: its archive over its own connection


def _open_worker(path, factory):
    global _worker_archive
    import importlib

    from host.store import READ, Store

    threading.Thread(target=_end_with_the_daemon, name="archive worker's watch", daemon=True).start()

    module, _, name = factory.partition(":")
    _worker_archive = getattr(importlib.import_module(module), name)(Store(path, mode=READ))


def _end_with_the_daemon():
    """The worker ends when the daemon does, however it ended (killed too): the pool's queues it
    holds both ends of would never tell it."""
    import multiprocessing
    import os
    from multiprocessing.connection import wait

    wait([multiprocessing.parent_process().sentinel])
    os._exit(0)


def _answer(method, args, kwargs):
    return getattr(_worker_archive, method)(*args, **kwargs)


class ProcessArchive(StoreArchive):
    """A StoreArchive (the lane's own connection, for what stays here) whose reads in REMOTE run in
    a worker process. `factory` ("module:Class", called with the worker's Store) is the archive the
    worker serves: StoreArchive, or a test's own."""

    def __init__(self, store, factory="host.web.archive:StoreArchive"):
        super().__init__(store)
        self.factory = factory
        self._pool = None
        self._pool_lock = threading.Lock()
        self._local = False  # no worker could be started: every read here

    def _worker(self):
        # imported here: a platform without multiprocessing's pieces still serves its archive
        import concurrent.futures
        import multiprocessing

        with self._pool_lock:
            if self._pool is None:
                self._pool = concurrent.futures.ProcessPoolExecutor(
                    max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                    initializer=_open_worker, initargs=(self.store.path, self.factory))
            return self._pool

    def _remote(self, method, args, kwargs):
        for attempt in (1, 2):
            if self._local:
                break
            try:
                pool = self._worker()
            except (ImportError, OSError, ValueError) as error:  # no process can be made here
                self._fall_back(error)
                break
            from concurrent.futures.process import BrokenProcessPool  # importable, as _worker() was

            try:
                return pool.submit(_answer, method, args, kwargs).result()
            except BrokenProcessPool as error:
                # the worker died (killed, out of memory) or could not start: another, once
                self._discard()
                if attempt == 2:
                    self._fall_back(error)
        return getattr(StoreArchive, method)(self, *args, **kwargs)

    def _fall_back(self, error):
        log.warning("the archive's reads run in the daemon: no worker process (%s)", error)
        self._local = True

    def _discard(self, wait=False):
        with self._pool_lock:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=True)

    def close(self):
        """The worker ended with the read it is on, before the daemon goes (nothing left behind)."""
        self._discard(wait=True)


def _forwarded(method):
    def read(self, *args, **kwargs):
        return self._remote(method, args, kwargs)

    read.__name__ = read.__qualname__ = method
    read.__doc__ = "StoreArchive.%s, answered by the worker process." % method
    return read


for _method in REMOTE:  # each read in REMOTE, and only those, handed to the worker
    setattr(ProcessArchive, _method, _forwarded(_method))
