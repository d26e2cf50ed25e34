"""Factory test of a finished board: supply, every sensor, every LED, the buttons and the faces.

Run by its own entry point (factory_main.py) on any backend: the Pico on the test bench, or the
simulator (tests/test_factory_test.py). It guides the operator on the clock faces and in report()
lines ({"factory": step}), and ends with one JSON report: printed on the USB serial, kept on the
flash as factory_test.json, with the board's id and a pass flag.

Steps:
  supply    what the USB-C source advertises; enough for the board's dark load
  adc       the second-level mux's self-test input reads mid-scale, and every row's reference
            (its bar's VS/2) agrees with the others (Pico only)
  rest      the empty board, SCANS scans: a sensor at a rail, far from mid-scale or noisy fails
  jig       a magnet on every point, black side down (the jig, or 225 black stones): a sensor that
            does not move is stuck, one that moves the wrong way is mounted reversed
  clear     the jig lifted: every sensor back to its rest reading (else stuck)
  leds      every LED walked alone in red, green, blue and white (the operator or a camera
            watches); on the Pico, a frame one pixel longer must come out of the chain's end
  buttons   each button pressed when its name is shown
  faces     "8888" on both faces; a face that does not answer fails
The limits are constants below; hardware/BRINGUP.md explains them.
"""

import json
import asyncio
from array import array

try:
    from version import FIRMWARE_VERSION
except ImportError:  # pragma: no cover
    FIRMWARE_VERSION = "?"

POINTS = 225
FILES = "abcdefghijklmno"
SCANS = 16
RAIL_MARGIN = 64          # counts from 0 or 4095: a sensor output at a rail (open, shorted, unpowered)
ZERO_SPREAD = 410         # counts from mid-scale (0.33 V): the DRV5055's zero-field output is VCC/2
NOISE_LIMIT = 48          # counts peak to peak at rest (about 3 rms expected)
SELF_TEST_SPREAD = 40     # counts from 2048 on the second-level mux's self-test input
REFERENCE_SPREAD = 30     # counts between the highest and lowest row reference (VS/2 of each bar)
COLOURS = (("red", (1, 0, 0)), ("green", (0, 1, 0)), ("blue", (0, 0, 1)), ("white", (1, 1, 1)))
BUTTONS = (("left", 1, "left_pin"), ("right", 2, "right_pin"), ("menu", 4, "menu_pin"), ("arbiter", 8, "arbiter_pin"))


def point_name(p):
    return FILES[p % 15] + str(p // 15 + 1)


class FactoryTest:
    def __init__(self, board, step_ms=30, wait_ms=60000):
        """step_ms: how long each LED stays lit in the walk; wait_ms: how long the operator has."""
        self.board = board
        self.config = board.config
        self.step_ms = step_ms
        self.wait_ms = wait_ms
        self.raw = array("H", bytes(2 * POINTS))
        self.rest = array("H", bytes(2 * POINTS))
        self.result = {"kind": "factory_test", "board": board.board_id, "firmware": FIRMWARE_VERSION}
        self.failures = []

    def _say(self, step, left, right, **more):
        more["factory"] = step
        self.board.report(more)
        self.board.show_clock(left, right, 0)

    def _fail(self, what):
        self.failures.append(what)

    # -- steps -----------------------------------------------------------------------------------
    def supply(self):
        leds = self.config["leds"]
        need = leds["idle_ma_per_led"] * POINTS + leds["other_loads_ma"]
        supply = leds["supply_ma"]
        self.result["supply"] = {"supply_ma": supply, "source": leds.get("supply_source"),
                                 "cc_mv": leds.get("cc_mv"), "dark_load_ma": need}
        if supply < need:
            self._fail("supply")

    def adc(self):
        scan = getattr(self.board, "scan", None)
        if scan is None or not hasattr(scan, "self_test"):
            self.result["adc_mid"] = None  # the simulator has no mux
            self.result["row_references"] = None
            return
        value = scan.self_test()
        self.result["adc_mid"] = value
        if abs(value - 2048) > SELF_TEST_SPREAD:
            self._fail("adc")
        refs = array("H", bytes(30))
        scan.row_references(refs, self.config["sensors"].get("row_reference_input", 15))
        refs = list(refs)
        self.result["row_references"] = refs
        if max(refs) - min(refs) > REFERENCE_SPREAD or max(abs(v - 2048) for v in refs) > ZERO_SPREAD:
            self._fail("rows")

    async def rest_scan(self):
        self._say("rest", "TEST", "EMPT")
        low = array("H", [4095] * POINTS)
        high = array("H", bytes(2 * POINTS))
        total = [0] * POINTS
        period = self.config["sensors"]["scan_period_ms"]
        self.board.read_sensors(self.raw)  # the first scan after power-up is not counted
        await asyncio.sleep_ms(5 * period)
        for _ in range(SCANS):
            self.board.read_sensors(self.raw)
            for p in range(POINTS):
                v = self.raw[p]
                total[p] += v
                if v < low[p]:
                    low[p] = v
                if v > high[p]:
                    high[p] = v
            await asyncio.sleep_ms(period)
        rail, offset, noisy = [], [], []
        noise_max = 0
        for p in range(POINTS):
            mean = (total[p] + SCANS // 2) // SCANS
            self.rest[p] = mean
            spread = high[p] - low[p]
            noise_max = max(noise_max, spread)
            if mean <= RAIL_MARGIN or mean >= 4095 - RAIL_MARGIN:
                rail.append(point_name(p))
            elif abs(mean - 2048) > ZERO_SPREAD:
                offset.append(point_name(p))
            if spread > NOISE_LIMIT:
                noisy.append(point_name(p))
        means = [self.rest[p] for p in range(POINTS)]
        self.result["sensors"] = {"rail": rail, "offset": offset, "noisy": noisy, "noise_max": noise_max,
                                  "rest_min": min(means), "rest_max": max(means)}
        if rail or offset or noisy:
            self._fail("sensors")

    async def _until(self, done, step):
        """Scan until done(p, delta) holds for every point or the operator's time runs out; the
        points it never held for."""
        waiting = bytearray(b"\x01" * POINTS)
        left = POINTS
        elapsed = 0
        period = self.config["sensors"]["scan_period_ms"]
        while left and elapsed < self.wait_ms:
            self.board.read_sensors(self.raw)
            for p in range(POINTS):
                if waiting[p] and done(self.raw[p] - self.rest[p]):
                    waiting[p] = 0
                    left -= 1
            if left and elapsed % 1000 < period:
                self.board.report({"factory": step, "waiting": left})
            await asyncio.sleep_ms(period)
            elapsed += period
        return [p for p in range(POINTS) if waiting[p]]

    async def jig(self):
        s = self.config["sensors"]
        on, off, sign = s["on_threshold"], s["off_threshold"], s["black_field_sign"]
        self._say("jig", "PUT", "JIG")
        missing = await self._until(lambda delta: delta * sign >= on, "jig")
        self.board.read_sensors(self.raw)
        reversed_, stuck = [], []
        for p in missing:
            delta = self.raw[p] - self.rest[p]
            (reversed_ if -delta * sign >= on else stuck).append(point_name(p))
        self._say("clear", "LIFT", "JIG")
        latched = await self._until(lambda delta: -off < delta < off, "clear")
        for p in latched:
            name = point_name(p)
            if name not in stuck and name not in reversed_:
                stuck.append(name)
        self.result["sensors"]["stuck"] = stuck
        self.result["sensors"]["reversed"] = reversed_
        if stuck or reversed_:
            self._fail("sensors")

    async def leds(self):
        self._say("leds", "LED", "WALK")
        level = self.config["leds"]["brightness"]
        frame = bytearray(3 * POINTS)
        shown = getattr(self.board, "leds_shown", None)  # the simulator: each frame seen, none coalesced
        for name, rgb in COLOURS:
            for p in range(POINTS):
                if p:
                    frame[3 * (p - 1):3 * p] = b"\x00\x00\x00"
                frame[3 * p] = rgb[0] * level
                frame[3 * p + 1] = rgb[1] * level
                frame[3 * p + 2] = rgb[2] * level
                self.board.show_leds(frame)
                if shown is not None:
                    await shown()
                await asyncio.sleep_ms(self.step_ms)
            frame[3 * (POINTS - 1):] = b"\x00\x00\x00"
        self.board.show_leds(frame)
        chain_end = getattr(self.board, "led_chain_end_ok", None)
        self.result["leds"] = {"walked": POINTS, "colours": [name for name, _ in COLOURS],
                               "chain_end": chain_end() if chain_end else None}
        if chain_end is not None and not self.result["leds"]["chain_end"]:
            self._fail("leds")

    async def buttons(self):
        results = {}
        for name, bit, key in BUTTONS:
            if self.config["buttons"].get(key) is None:
                continue
            self._say("press", "PUSH", name.upper()[:4], button=name)
            elapsed = 0
            seen = None
            while elapsed < self.wait_ms:
                if self.board.buttons() & bit:
                    seen = elapsed
                    break
                await asyncio.sleep_ms(10)
                elapsed += 10
            results[name] = seen is not None
            while seen is not None and self.board.buttons() & bit and elapsed < self.wait_ms:  # let go first
                await asyncio.sleep_ms(10)
                elapsed += 10
        self.result["buttons"] = results
        if not all(results.values()):
            self._fail("buttons")

    def faces(self):
        self.board.show_clock("8888", "8888", 0)
        faces = getattr(self.board, "faces", None)
        ok = [True, True] if faces is None else [face is not None for face in faces]
        errors = getattr(self.board, "display_errors", 0)
        self.result["faces"] = {"answer": ok, "errors": errors}
        if not all(ok) or errors:
            self._fail("faces")

    async def run(self):
        self.supply()
        self.adc()
        await self.rest_scan()
        await self.jig()
        await self.leds()
        await self.buttons()
        self.faces()
        self.result["failed"] = self.failures
        self.result["pass"] = not self.failures
        self._say("done", "PASS" if not self.failures else "FAIL", "", passed=not self.failures)
        return self.result


def save(board, result):
    with open(board.flash_path("factory_test.json"), "w") as f:
        f.write(json.dumps(result))
