"""Buttons debounced from edge timestamps: exact press times, nothing allocated in the IRQ.

The backend calls edge(i, ticks_us, ticks_ms) from the pin's interrupt (or from a polling loop when
it sees the level change) and update(levels, ticks_us) from the application's context, with the
levels read now (bit i set = button i held) and interrupts off. Edges closer than debounce_us form
one burst; a burst counts once the line has been quiet for debounce_us:
  released, then held             a press, stamped with the burst's FIRST edge (the contact closing)
  released, two bursts, released  a press shorter than the polling period: latched, reported once
  released, one burst, released   a spike: nothing
  held, then released             the release
pressed_ms[i] is the ticks_ms stamp of button i's latest press, presses[i] how many there were.
(buttons.py, above this, turns the debounced levels into gestures.)
"""

from array import array
import time


class EdgeDebouncer:
    def __init__(self, count, debounce_us, levels=0, now_us=None):
        self.count = count
        self.debounce_us = debounce_us
        if now_us is None:
            now_us = time.ticks_us()
        quiet = time.ticks_add(now_us, -debounce_us - 1)
        self.last = array("i", [quiet] * count)  # ticks_us of the latest edge
        self.bursts = array("i", bytes(4 * count))  # bursts begun, written by edge()
        self.seen = array("i", bytes(4 * count))  # bursts taken into account by update()
        self.start_ms = array("i", bytes(4 * count))  # ticks_ms of the first burst not yet seen
        self.pressed_ms = array("i", bytes(4 * count))
        self.presses = array("i", bytes(4 * count))
        self.stable = levels  # a button held at power-on is no press

    def edge(self, i, now_us, now_ms):
        """Interrupt context: array stores only."""
        if time.ticks_diff(now_us, self.last[i]) > self.debounce_us:
            if self.bursts[i] == self.seen[i]:
                self.start_ms[i] = now_ms
            self.bursts[i] += 1
        self.last[i] = now_us

    def update(self, levels, now_us, now_ms=None):
        """The debounced state, bit i = button i held; a latched short press shows once."""
        stable = self.stable
        latched = 0
        quiet = time.ticks_add(now_us, -self.debounce_us - 1)
        for i in range(self.count):
            if time.ticks_diff(now_us, self.last[i]) <= self.debounce_us:
                continue  # still bouncing: keep the last settled state
            self.last[i] = quiet  # keeps ticks_diff in range however long the button rests
            new = self.bursts[i] - self.seen[i]
            self.seen[i] = self.bursts[i]
            bit = 1 << i
            held = levels & bit
            if stable & bit:
                if not held:
                    stable &= ~bit
            elif held or new >= 2:
                if held:
                    stable |= bit
                else:
                    latched |= bit
                if new:
                    self.pressed_ms[i] = self.start_ms[i]
                else:  # held with no edge seen (a polled backend's first look): stamp it now
                    self.pressed_ms[i] = time.ticks_ms() if now_ms is None else now_ms
                self.presses[i] += 1
        self.stable = stable
        return stable | latched
