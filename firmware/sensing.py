"""From raw Hall readings to a stable picture of the stones on the board.

Each scan classifies every point from its reading minus its calibrated baseline:
  |delta| >= on_threshold         a stone, its colour from the field's sign
  |delta| <  off_threshold        empty
  in between (the "unsure" band)  the stone that was there stays (hysteresis); otherwise UNSURE,
                                  never a guess: an off-centre stone or a hovering hand
A point's stable state changes only after debounce_scans agreeing scans, and the board counts as
settled only when no point is in transition and nothing changed for settle_ms: a stone slid over
its neighbours or lifted and put back creates no event.

Everything is preallocated: update() allocates nothing, as it runs every scan.
"""

from array import array

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


from shared_rules.board import POINTS, EMPTY, BLACK, WHITE, point_name



def next_outside_bytecode(raw, low, high, p):
    """The first point from p whose reading lies outside its window, or POINTS (hall_viper's
    next_outside, for a port without the native emitter)."""
    while p < POINTS and low[p] <= raw[p] <= high[p]:
        p += 1
    return p


try:
    from hall_viper import next_outside  # native code: a frame's window tests in a fraction of the time
except (ImportError, SyntaxError):
    next_outside = next_outside_bytecode

# A row's sensors power up within their datasheet's maximum power-on time; an under-settled
# reading is far from the baseline and reads as a stone. The row wait is at least that maximum plus
# ROW_MARGIN_PERCENT, whatever the pin map says (it may ask for more: a slow row switch, big caps).
TON_MAX_US = {"DRV5055": 330, "DRV5053": 50}  # by part family (datasheets' tON, max)
ROW_MARGIN_PERCENT = const(20)


def row_wait_us(params):
    """The wait after a row switch: the pin map's row_power_settle_us, never below the sensor's
    datasheet maximum power-on time plus the margin."""
    wait = params["row_power_settle_us"]
    part = params.get("part", "")
    for family in TON_MAX_US:
        if part.startswith(family):
            floor = TON_MAX_US[family] * (100 + ROW_MARGIN_PERCENT) // 100
            if wait < floor:
                wait = floor
    return wait


UNSURE = const(3)  # a reading in the band between empty and a stone: never taken for either


class Calibration:
    """Per-point baselines, kept on flash so a board switched on with stones on it still reads right."""

    def __init__(self, path):
        self.path = path
        self.baseline = array("H", bytes(2 * POINTS))
        self.valid = False
        self.stuck = []  # the points the last measurement refused

    def load(self):
        try:
            with open(self.path, "rb") as f:
                data = f.read()
        except OSError:
            return False
        if len(data) != 2 * POINTS:
            return False
        for p in range(POINTS):
            self.baseline[p] = data[2 * p] | data[2 * p + 1] << 8
        self.valid = True
        return True

    def save(self):
        data = bytearray(2 * POINTS)
        for p in range(POINTS):
            data[2 * p] = self.baseline[p] & 0xFF
            data[2 * p + 1] = self.baseline[p] >> 8
        with open(self.path + ".new", "wb") as f:
            f.write(data)
        import os

        os.rename(self.path + ".new", self.path)  # atomic on littlefs and POSIX: never a torn file

    def measure(self, read_sensors, scans, rail_margin=64, full_scale=4095):
        """Average `scans` readings of the empty board. A point whose average lies within
        rail_margin of 0 or of full scale is a sensor stuck at a rail (dead, unpowered, shorted, a
        loose bar): the measurement is refused and the baselines kept as they were. Returns None,
        or what is wrong, naming the points."""
        total = [0] * POINTS
        raw = array("H", bytes(2 * POINTS))
        for _ in range(scans):
            read_sensors(raw)
            for p in range(POINTS):
                total[p] += raw[p]
        averages = [(t + scans // 2) // scans for t in total]
        stuck = [p for p in range(POINTS) if averages[p] <= rail_margin or averages[p] >= full_scale - rail_margin]
        if stuck:
            self.stuck = stuck
            shown = ", ".join("%s reads %d" % (point_name(p), averages[p]) for p in stuck[:8])
            more = " and %d more" % (len(stuck) - 8) if len(stuck) > 8 else ""
            return "calibration refused: sensor stuck at a rail at %s%s" % (shown, more)
        self.stuck = []
        for p in range(POINTS):
            self.baseline[p] = averages[p]
        self.valid = True
        return None


class Sensing:
    def __init__(self, params, baseline):
        self.baseline = baseline
        self.on = params["on_threshold"]
        self.off = params["off_threshold"]
        self.black_sign = params["black_field_sign"]
        self.debounce = params["debounce_scans"]
        self.settle_ms = params["settle_ms"]
        self.raw = array("H", bytes(2 * POINTS))
        self.candidate = bytearray(POINTS)
        self.count = bytearray(POINTS)
        self.stable = bytearray(POINTS)
        # The raw readings [low, high] inside which a point simply stays as it is: its stable state,
        # no transition under way. Almost every point of almost every scan falls inside, and that
        # test is all the scan does for it (the Pico has about 20 ms for the whole scan).
        self.low = array("h", bytes(2 * POINTS))
        self.high = array("h", bytes(2 * POINTS))
        for p in range(POINTS):
            self._window(p)
        self.in_transition = 0
        self.unsure = 0
        self.changed_at = 0
        # The newest point where a stone has just appeared on an empty point, read clearly
        # (beyond the on threshold) but not yet debounced: the application may light a tentative
        # mark there at once. It sets it back to -1 once seen.
        self.arrival = -1

    def _window(self, p):
        base = self.baseline[p]
        off = self.off
        state = self.stable[p]
        if self.candidate[p] != state or state == UNSURE:
            self.low[p] = 1  # empty window: every reading takes the full path
            self.high[p] = 0
        elif state == EMPTY:
            self.low[p] = base - off + 1
            self.high[p] = base + off - 1
        elif (state == BLACK) == (self.black_sign < 0):  # a stone whose field reads below the baseline
            self.low[p] = -32768
            self.high[p] = base - off
        else:
            self.low[p] = base + off
            self.high[p] = 32767

    def _classify(self, p, reading):
        delta = reading - self.baseline[p]
        magnitude = delta if delta >= 0 else -delta
        black_negative = self.black_sign < 0
        if magnitude >= self.on:
            return BLACK if (delta < 0) == black_negative else WHITE
        if magnitude < self.off:
            return EMPTY
        state = self.stable[p]  # the unsure band: a stone already there stays (hysteresis)
        if state == EMPTY or state == UNSURE or (state == BLACK) != ((delta < 0) == black_negative):
            return UNSURE
        return state

    def update(self, now_ms):
        """Classify self.raw (just filled by the backend); True when the stable board changed."""
        raw = self.raw
        low = self.low
        high = self.high
        outside = next_outside
        changed = False
        p = outside(raw, low, high, 0)
        while p < POINTS:
            if self._step(p, raw[p]):
                changed = True
            p = outside(raw, low, high, p + 1)
        if changed:
            self.changed_at = now_ms
        return changed

    def _step(self, p, reading):
        """The full path for one point: classification, debouncing; True if its stable state changed."""
        state = self._classify(p, reading)
        candidate = self.candidate
        stable = self.stable
        if state == stable[p]:
            if candidate[p] != state:  # back where it was: the transition is over, nothing changed
                candidate[p] = state
                self.in_transition -= 1
                self._window(p)
            return False
        if state == candidate[p]:
            if self.count[p] < 255:
                self.count[p] += 1
        else:
            if candidate[p] == stable[p]:
                self.in_transition += 1
            candidate[p] = state
            self.count[p] = 1
            self._window(p)
            if stable[p] == EMPTY and (state == BLACK or state == WHITE):
                self.arrival = p
        if self.count[p] < self.debounce:
            return False
        if stable[p] == UNSURE:
            self.unsure -= 1
        if state == UNSURE:
            self.unsure += 1
        stable[p] = state
        self.in_transition -= 1
        self._window(p)
        return True

    def is_settled(self, now_ms, ticks_diff):
        return self.in_transition == 0 and ticks_diff(now_ms, self.changed_at) >= self.settle_ms
