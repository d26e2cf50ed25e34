"""Entry point: pick the hardware backend for this platform and run the application."""

import sys
import asyncio


def make_backend():
    if sys.platform == "rp2":
        from hal_pico import PicoBoard

        return PicoBoard()
    from hal_sim import SimBoard

    return SimBoard()


def main():
    import micropython

    micropython.kbd_intr(-1)  # the link is binary: a 0x03 byte must not stop the firmware
    from app import App

    asyncio.run(App(make_backend()).main())


main()
