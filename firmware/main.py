"""Entry point: pick the hardware backend for this platform and run the application.

  sys.platform "rp2" (the Pico)                            hal_pico.PicoBoard
  CircuitPython, or TENGEN_BACKEND=blinka (CPython on a Pi)  hal_blinka.BlinkaBoard
  anything else (the unix port)                            hal_sim.SimBoard, the virtual board
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


def main():
    if sys.implementation.name == "cpython":  # a Raspberry Pi: add the MicroPython APIs the app uses
        import cpython_compat

        cpython_compat.install()
    import micropython

    micropython.kbd_intr(-1)  # the link is binary: a 0x03 byte must not stop the firmware
    from app import App

    asyncio.run(App(make_backend()).main())


if __name__ == "__main__":
    main()
