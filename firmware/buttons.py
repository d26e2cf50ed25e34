"""The two clock buttons as gestures, from raw samples with time passed in.

  PRESS(side, t)   a tap of one button; t is when it went down, so the clock is charged exactly
                   (the event itself comes at the release: a hold must first be told from a tap;
                   a press the caller acted on as it went down, take(side), makes none)
  LONG(side, t)    one button held alone for long_ms (resign on your own turn, a claim otherwise)
  BOTH(t)          both buttons held together for both_ms (pause or resume, for the arbiter)
A button pressed while the other is down joins a two-button gesture: neither counts as a tap.
Samples come from the backend (already debounced in hardware or by its interrupt handler); this
module only interprets them. Events are appended to self.events; the caller empties it.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


LEFT = const(1)
RIGHT = const(2)
BOTH_MASK = const(3)
MENU = const(3)  # the menu button (hal.buttons() bit 2), as a side for firmware/menu.py

PRESS = const(1)
LONG = const(2)
BOTH = const(3)
GESTURE_NAMES = ("", "press", "long", "both")


class Gestures:
    def __init__(self, long_ms=2000, both_ms=1000):
        self.long_ms = long_ms
        self.both_ms = both_ms
        self.down = 0  # mask of buttons down
        self.down_at = [0, 0, 0]  # by side
        self.spoilt = 0  # buttons that took part in a two-button gesture since they went down
        self.long_sent = 0
        self.both_since = -1
        self.both_sent = False
        self.taken = 0  # buttons whose going down was acted on: their release is no tap
        self.events = []

    def take(self, side):
        """side's press was acted on as it went down (a clock acts on the press): its release
        is no tap; held on, it still becomes LONG."""
        self.taken |= side

    def update(self, mask, now, ticks_diff, pressed_at=None):
        """One sample of the buttons; pressed_at(side), where the backend has it, is when the press
        really began (stamped by its interrupt), so the clock is charged to the millisecond."""
        previous = self.down
        for side in (LEFT, RIGHT):
            if mask & side and not previous & side:
                self.down_at[side] = pressed_at(side) if pressed_at is not None else now
                self.long_sent &= ~side
                if mask & (BOTH_MASK & ~side):
                    self.spoilt |= BOTH_MASK  # the other is down too: a two-button gesture
            elif previous & side and not mask & side:
                if not self.spoilt & side and not self.long_sent & side and not self.taken & side:
                    self.events.append((PRESS, side, self.down_at[side]))
                self.spoilt &= ~side
                self.taken &= ~side
        if mask == BOTH_MASK:
            if self.both_since < 0:
                self.both_since = now
            elif not self.both_sent and ticks_diff(now, self.both_since) >= self.both_ms:
                self.both_sent = True
                self.events.append((BOTH, 0, now))
        else:
            self.both_since = -1
            self.both_sent = False
        for side in (LEFT, RIGHT):
            if (mask & side and not self.spoilt & side and not self.long_sent & side
                    and ticks_diff(now, self.down_at[side]) >= self.long_ms):
                self.long_sent |= side
                self.events.append((LONG, side, now))
        self.down = mask
