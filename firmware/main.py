"""Entry point: pick the hardware backend for this platform and run the application.

  sys.platform "rp2" (the Pico)                            hal_pico.PicoBoard
  CircuitPython, or TENGEN_BACKEND=blinka (CPython on a Pi)  hal_blinka.BlinkaBoard
  anything else (the unix port)                            hal_sim.SimBoard, the virtual board

The way back to MicroPython's REPL (the application takes the USB serial line for its frames and
turns Ctrl-C off): hold the menu button while the board powers up, or send the host command
`repl`. Either way main() returns, Ctrl-C works again, and the REPL is on the USB serial line
(mpremote connects); a reset starts the application again, the game restored from flash.
"""

import sys
import asyncio


def backend_name():
    if sys.platform == "rp2":
        return "pico"
    if sys.implementation.name == "circuitpython":
        return "blinka"
    import os

    if getattr(os, "getenv", None) and os.getenv("TENGEN_BACKEND") == "blinka":
        return "blinka"
    return "sim"


def make_backend():
    name = backend_name()
    if name == "pico":
        from hal_pico import PicoBoard

        return PicoBoard()
    if name == "blinka":
        from hal_blinka import BlinkaBoard

        return BlinkaBoard()
    from hal_sim import SimBoard

    return SimBoard()


# The application's largest modules, leaves first. On the stock image they load as .mpy into the
# heap, and the loader's garbage left between one module's objects and the next shreds it: imported
# in one go the app died of a MemoryError at boot (1280 bytes, with some 100 KB free in pieces);
# collected after each, it boots with ~38 KB free. Frozen, this costs only the collections.
HEAVY_MODULES = ("shared_rules.terms", "events", "settings", "shared_rules.clock", "referee", "app", "menu")


def load_app():
    import gc

    for name in HEAVY_MODULES:
        __import__(name)
        gc.collect()


REPL_MESSAGE = "Tengen: application stopped; this is MicroPython's REPL (reset the board to play)"


def main():
    if sys.implementation.name == "cpython":  # a Raspberry Pi: add the MicroPython APIs the app uses
        import cpython_compat

        cpython_compat.install()
    import micropython

    if backend_name() == "pico":
        from hal_pico import service_requested

        if service_requested():
            print(REPL_MESSAGE)
            return
    micropython.kbd_intr(-1)  # the link is binary: a 0x03 byte must not stop the firmware
    load_app()
    from app import App

    try:
        asyncio.run(App(make_backend()).main())  # returns after the host's `repl` command
    finally:
        micropython.kbd_intr(3)
    print(REPL_MESSAGE)


if __name__ == "__main__":
    main()
