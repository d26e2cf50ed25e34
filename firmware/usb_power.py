"""The LED supply: what the USB-C source offers, followed while the board runs, and the LED rail.

The board is a USB-C sink with 5.1 kOhm Rd on CC1 and CC2; the source's Rp sets the voltage on the
one CC wire the cable connects (the other reads ~0): below 0.66 V default USB power, up to 1.23 V
1.5 A, above that 3 A (USB Type-C spec, vRd ranges). Below ~0.2 V on both, nothing is advertised
(a legacy USB-A cable, or a source that does not say): the board then assumes what any USB port
gives, 500 mA, never the pin map's maximum. A board without CC sensing (no "usb_cc_pins": a barrel
jack or a bench supply) uses the pin map's leds.supply_ma.

A source may lower its advertisement while it runs (a hub or a charger sharing its power), so the
backend reads CC again every usb_cc.poll_ms: a lower offer is taken at once, a higher one only
after it has been read the same `raise_after` times in a row (a USB-PD burst on CC is no offer).

Until CC has been read (at boot) the supply counts as a default port's, whatever the pin map's
leds.supply_ma says, so the rail cannot switch on before the source's offer is known.
The LED rail (leds.power_enable_pin) stays off while the budget for lit LEDs is 0: the chain's idle
draw (about 1 mA an LED) alone would exceed a default port. When it is switched on, frames wait
leds.rail_settle_ms for the rail to come up (the slew-limited switch's ramp, the LEDs' own reset).
"""

from scenes import lit_budget

NO_ADVERTISEMENT = "usb-no-advertisement"
UNREAD = "usb-cc-unread"  # CC sensed but not read yet (boot): a default port's 500 mA meanwhile
SOURCES = ("usb-default", "usb-c-1.5a", "usb-c-3a")


def supply_ma(cc_mv, usb_cc):
    """(milliamps, source name) from the CC voltages in mV and the pin map's "usb_cc" section."""
    v = max(cc_mv)
    thresholds = usb_cc["thresholds_mv"]  # [advertised from, 1.5 A from, 3 A from]
    currents = usb_cc["supply_ma"]  # [default USB, 1.5 A, 3 A]
    if v < thresholds[0]:
        return currents[0], NO_ADVERTISEMENT
    if v < thresholds[1]:
        return currents[0], SOURCES[0]
    if v < thresholds[2]:
        return currents[1], SOURCES[1]
    return currents[2], SOURCES[2]


class LedSupply:
    """The supply's offer, the lit LEDs' budget derived from it, and the LED rail that follows it.

    rail: an object with value(0|1) (a machine.Pin), or None on a board without a rail switch."""

    def __init__(self, leds, usb_cc, rail, now_ms, ticks_diff):
        self.leds = leds
        self.usb_cc = usb_cc
        self.rail = rail
        self.ticks_diff = ticks_diff
        self.settle_ms = leds.get("rail_settle_ms", 50)
        self.raise_after = usb_cc.get("raise_after", 3) if usb_cc else 1
        self.rail_on = False
        self.on_since = now_ms
        self.higher = 0  # consecutive readings offering more than is in force
        if rail is not None:
            rail.value(0)
        self.budget_ma = 0
        if usb_cc:  # until CC is read, only what any port gives: the rail stays off (read() decides)
            self._apply(usb_cc["supply_ma"][0], UNREAD, now_ms)
        else:  # no CC sensing: the pin map's supply stands
            self._apply(leds["supply_ma"], "configured", now_ms)

    def _apply(self, milliamps, source, now_ms):
        self.supply_ma = milliamps
        self.source = source
        leds = self.leds
        leds["supply_ma"] = milliamps  # what the application's governor reads at start
        leds["supply_source"] = source
        self.budget_ma = lit_budget(milliamps, leds["idle_ma_per_led"], leds["other_loads_ma"])
        on = self.budget_ma > 0
        if on and not self.rail_on:
            self.on_since = now_ms
        self.rail_on = on
        if self.rail is not None:
            self.rail.value(1 if on else 0)

    def read(self, cc_mv, now_ms, at_once=False):
        """A new CC reading; True when the budget changed. at_once: the boot reading, taken as is."""
        milliamps, source = supply_ma(cc_mv, self.usb_cc)
        if milliamps > self.supply_ma and not at_once:
            self.higher += 1
            if self.higher < self.raise_after:
                return False
        self.higher = 0
        if milliamps == self.supply_ma and source == self.source:
            return False
        before = self.budget_ma
        self._apply(milliamps, source, now_ms)
        return self.budget_ma != before

    def ready(self, now_ms):
        """True when LED frames may go out: the rail is on and has settled."""
        return self.rail_on and self.ticks_diff(now_ms, self.on_since) >= self.settle_ms
