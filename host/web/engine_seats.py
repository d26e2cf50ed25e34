"""Games against the engine that the daemon plays itself, started and stopped from the arbiter's page
(`POST` / `DELETE /api/boards/ID/engine`, docs/broadcast.md).

Each is the seat `tengen-host play BOARD --engine` plays: host/play.py's Table, with the engine of
host/engine.py at one of play's levels, run on a thread of its own with its own connection to the
store. The board is told the engine's moves through the store's commands, as the command line's
seat tells it; the daemon's connection sends them. The web server only starts, shows and stops it.
"""

import logging
import os
import threading

from host.engine import DEFAULT_COMMAND, Engine, EngineError
from host.play import LEVELS, PlayError, Table
from host.store import WRITE, Store
from shared_rules.game import P1, P2

log = logging.getLogger("tengen.play")

COLOURS = ("black", "white")


class Refused(Exception):
    """A start or stop refused: the HTTP status and the reason, one line."""

    def __init__(self, status, reason):
        super().__init__(reason)
        self.status = status


class _Said:
    """Where the seat's Table says what it does: logged, and the last line kept for the page."""

    def __init__(self, board):
        self.board = board
        self.last = ""

    def write(self, text):
        text = text.strip()
        if text:
            self.last = text
            log.info("engine on %s: %s", self.board, text)

    def flush(self):
        pass


class EngineSeat:
    """The engine playing one colour of one board, until its game ends or it is stopped."""

    def __init__(self, db_path, command, board, level, colour):
        self.db_path = db_path
        self.command = command
        self.board = board
        self.level = level
        self.colour = colour  # the engine's colour: its seat is P1 for black, P2 for white
        self.state = "starting"  # then "playing", and "over", "stopped" or "failed"
        self.said = _Said(board)
        self.stopping = threading.Event()
        self.table = None
        self.thread = threading.Thread(target=self._run, name="engine-" + board, daemon=True)

    def alive(self):
        return self.thread.is_alive() or self.state == "starting"

    def view(self):
        return {"board": self.board, "level": self.level, "colour": self.colour, "state": self.state,
                "said": self.said.last}

    def stop(self, timeout=15.0):
        self.stopping.set()
        if self.table is not None:
            self.table.stopped.set()
        if self.thread.is_alive() and threading.current_thread() is not self.thread:
            self.thread.join(timeout)

    def _run(self):
        store = engine = None
        try:
            store = Store(self.db_path, WRITE, create=False)
            engine = Engine.start(self.command, limit=LEVELS[self.level])
            self.table = Table(store, self.board, engine, P1 if self.colour == "black" else P2, out=self.said)
            if self.stopping.is_set():
                self.table.stopped.set()
            self.state = "playing"
            self.table.run()
            self.state = "stopped" if self.stopping.is_set() else "over"
        except (EngineError, PlayError) as error:
            self.state = "stopped" if self.stopping.is_set() else "failed"
            self.said.write(str(error))
        except Exception as error:  # never a traceback on the page: logged, and the seat is over
            log.exception("the engine's seat on %s failed", self.board)
            self.state = "failed"
            self.said.write("failed: %s" % error)
        finally:
            if engine is not None:
                engine.close()
            if store is not None:
                store.close()


class EngineSeats:
    """The daemon's engine seats, one a board at most."""

    def __init__(self, db_path, command=None):
        self.db_path = str(db_path)
        self.command = list(command or DEFAULT_COMMAND)
        self.seats = {}  # board -> its newest EngineSeat (kept once over, for the page to say how)
        self.lock = threading.Lock()

    def available(self):
        """Whether the engine program is there to be started (`make engine` builds it)."""
        return os.access(self.command[0], os.X_OK)

    def start(self, board, level, colour):
        if level not in LEVELS:
            raise Refused(400, "level is a number from 1 to 10")
        if colour not in COLOURS:
            raise Refused(400, "colour (the engine's) is black or white")
        if not self.available():
            raise Refused(409, "no engine on this host: %s is not built (make engine)" % self.command[0])
        with self.lock:
            seat = self.seats.get(board)
            if seat is not None and seat.alive():
                raise Refused(409, "the engine already plays %s on board %s" % (seat.colour, board))
            seat = self.seats[board] = EngineSeat(self.db_path, self.command, board, level, colour)
        seat.thread.start()
        return seat.view()

    def stop(self, board):
        seat = self.seats.get(board)
        if seat is None or not seat.alive():
            raise Refused(409, "the engine plays no game on board %s" % board)
        seat.stop()
        return seat.view()

    def playing(self, board):
        seat = self.seats.get(board)
        return seat is not None and seat.alive()

    def views(self):
        return {board: seat.view() for board, seat in list(self.seats.items())}

    def stop_all(self):
        for seat in list(self.seats.values()):
            seat.stop(timeout=5.0)
