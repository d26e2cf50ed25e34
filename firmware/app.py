"""The board's application: sensing, the game, LEDs, clock buttons and the host link, on asyncio.

Wired in one place from a hardware backend (see hal.py). Each concern lives in its own module;
this one decides what happens when the stable physical board changes.
"""

import time
import asyncio

from shared_rules.board import BLACK, WHITE, COLOUR_NAMES, point_name
from shared_rules.game import Game, move_name, parse_move, IllegalMove
from sensing import Calibration, Sensing
from reconcile import Reconciler, MATCH, PLACEMENT, ANOMALY, CLEARED
from scenes import Scene
from events import EventLog
from journal import Journal
from link import HostLink
from hal import LEFT, RIGHT, NONE
from version import FIRMWARE_VERSION

CAPABILITIES = ["moves", "results", "anomalies"]


class App:
    def __init__(self, hal):
        self.hal = hal
        self.params = hal.config["sensors"]
        self.calibration = Calibration(hal.flash_path("calibration.bin"))
        self.sensing = None
        self.reconciler = Reconciler()
        self.scene = Scene(hal.config["leds"]["brightness"])
        self.log = EventLog(Journal(hal.flash_path("journal.bin")))
        reader, write = hal.link_streams()
        identity = {"board": hal.board_id, "fw": FIRMWARE_VERSION, "caps": CAPABILITIES}
        self.link = HostLink(reader, write, identity, self.log, self.report)
        self.game = None
        self.game_number = 0
        self.verdict = MATCH
        self.seen = ""
        self.buttons_down = 0
        self.presses = [0, 0, 0]  # by side: LEFT, RIGHT

    # -- game events ------------------------------------------------------------------------------
    def _event(self, message):
        """Journal the event on flash, then tell the host: nothing is shown before it is kept."""
        message["game"] = self.game_number
        payload = self.log.append(message)
        self.link.send_event(payload)
        return message["seq"]

    def new_game(self):
        self.game = Game()
        self.game_number += 1
        seq = self._event({"t": "game", "settings": {"rules": "renju", "foul_mode": "club"}})
        if self.log.journal.too_big():
            self.log.compact(seq)

    def restore_game(self):
        """After a power cut: rebuild the newest game from the journal; False if there is none."""
        messages = self.log.messages_since_last_game()
        if not messages:
            return False
        game = Game()
        for message in messages[1:]:
            if message["t"] == "move":
                game.play(parse_move(message["point"]))
        self.game = game
        self.game_number = messages[0]["game"]
        return True

    def _play(self, p):
        colour = self.game.turn
        try:
            outcome = self.game.play(p)
        except IllegalMove:
            return False
        self._event({"t": "move", "n": len(self.game.moves), "point": point_name(p), "colour": COLOUR_NAMES[colour]})
        if outcome is not None:
            d = outcome.as_dict()
            self._event({"t": "result", "winner": d["winner"], "reason": d["reason"], "line": d["line"]})
        return True

    def reconcile(self):
        game = self.game
        verdict = self.reconciler.compare(self.sensing.stable, game.board.cells, game.turn, game.result is None)
        if verdict == PLACEMENT:
            if self._play(self.reconciler.placement):
                verdict = MATCH
            else:
                verdict = ANOMALY
                self.reconciler.remove.append(self.reconciler.placement)
        elif verdict == CLEARED:
            if game.result is not None:
                self.new_game()
                verdict = MATCH
            else:
                verdict = ANOMALY
        self.verdict = verdict
        self.seen = "".join(".xo?"[s] for s in self.sensing.stable)
        self.refresh()

    # -- outputs ----------------------------------------------------------------------------------
    def refresh(self):
        game = self.game
        anomaly = self.verdict == ANOMALY
        self.scene.compose(
            game.last_move,
            game.result.line if game.result is not None else (),
            self.reconciler.restore if anomaly else (),
            self.reconciler.remove if anomaly else (),
        )
        frame = self.scene.take_if_changed()
        if frame is not None:
            self.hal.show_leds(frame)
        self.show_clock()
        self.report()

    def report(self):
        if self.game is not None:
            self.hal.report(self.state())

    def show_clock(self):
        game = self.game
        if game.result is not None:
            winner = game.result.winner
            text = ("DRAW", "B WIN", "W WIN")[winner]
            self.hal.show_clock(text, text, NONE)
            return
        n = len(game.moves) + 1
        running = LEFT if game.turn == BLACK else RIGHT
        self.hal.show_clock("B %d" % n if game.turn == BLACK else "B", "W %d" % n if game.turn == WHITE else "W", running)

    def state(self):
        game = self.game
        anomaly = self.verdict == ANOMALY
        return {
            "game": self.game_number,
            "moves": [move_name(m) for m in game.moves],
            "turn": COLOUR_NAMES[game.turn],
            "result": game.result.as_dict() if game.result is not None else None,
            "restore": [point_name(p) for p in self.reconciler.restore] if anomaly else [],
            "remove": [point_name(p) for p in self.reconciler.remove] if anomaly else [],
            "head": self.log.head,
            "acked": self.log.acked,
            "host": self.link.handshaken,
            "link_errors": self.link.errors,
            "presses": self.presses[1:],
            "physical": self.seen,  # the stones as of the last reconciliation
        }

    # -- tasks ------------------------------------------------------------------------------------
    async def scan_task(self):
        hal = self.hal
        period = self.params["scan_period_ms"]
        if not self.calibration.load():
            self.calibration.measure(hal.read_sensors, self.params["calibration_scans"])
            self.calibration.save()
        self.sensing = Sensing(self.params, self.calibration.baseline)
        sensing = self.sensing
        if not self.restore_game():
            self.new_game()
        self.refresh()
        pending = True  # reconcile what lies on the board at power-on
        next_scan = time.ticks_ms()
        while True:
            hal.read_sensors(sensing.raw)
            now = time.ticks_ms()
            if sensing.update(now):
                pending = True
            if pending and sensing.is_settled(now, time.ticks_diff):
                pending = False
                self.reconcile()
            # Keep a steady period from the tick counter, not from accumulated sleeps.
            next_scan = time.ticks_add(next_scan, period)
            wait = time.ticks_diff(next_scan, time.ticks_ms())
            if wait < 0:
                next_scan = time.ticks_ms()
                wait = 0
            await asyncio.sleep_ms(wait)

    async def button_task(self):
        debounce = self.hal.config["buttons"]["debounce_ms"]
        while True:
            state = self.hal.buttons()
            pressed = state & ~self.buttons_down
            self.buttons_down = state
            for side in (LEFT, RIGHT):
                if pressed & side:
                    self.presses[side] += 1
                    self.report()
            await asyncio.sleep_ms(debounce)

    async def heartbeat_task(self):
        while True:
            await asyncio.sleep_ms(2000)
            self.link.check_host(time.ticks_ms())
            if self.game is not None and self.link.handshaken:
                self.link.send({"t": "state", "game": self.game_number, "moves": len(self.game.moves),
                                "turn": COLOUR_NAMES[self.game.turn], "head": self.log.head,
                                "anomalies": 1 if self.verdict == ANOMALY else 0})

    async def main(self):
        asyncio.create_task(self.hal.run())
        await self.hal.wait_ready()
        asyncio.create_task(self.link.run())
        asyncio.create_task(self.button_task())
        asyncio.create_task(self.heartbeat_task())
        await self.scan_task()
