"""The LED supply budget from the USB-C CC lines, read once at boot.

The board is a USB-C sink with 5.1 kOhm Rd on CC1 and CC2; the source's Rp sets the voltage on the
one CC wire the cable connects (the other reads ~0): below 0.66 V default USB power, up to 1.23 V
1.5 A, above that 3 A (USB Type-C spec, vRd ranges). Below ~0.2 V on both there is no USB-C source
(a barrel jack or a bench supply on VSYS): the pin map's configured supply_ma stands.
"""


def supply_ma(cc_mv, usb_cc, configured_ma):
    """(milliamps, source name) from the CC voltages in mV and the pin map's "usb_cc" section."""
    v = max(cc_mv)
    thresholds = usb_cc["thresholds_mv"]  # [no source below, 1.5 A from, 3 A from]
    currents = usb_cc["supply_ma"]  # [default USB, 1.5 A, 3 A]
    if v < thresholds[0]:
        return configured_ma, "configured"
    if v < thresholds[1]:
        return currents[0], "usb-default"
    if v < thresholds[2]:
        return currents[1], "usb-c-1.5a"
    return currents[2], "usb-c-3a"
