"""Entry point of the factory test (factory_test.py): `micropython factory_main.py` on the bench.

On the Pico, with the game's main.py and pinmap.json on the flash: `mpremote run
firmware/factory_main.py` (it imports main.py's backend choice; the game does not start). The report
goes to the USB serial as one JSON line, prefixed "FACTORY ", and to the flash (factory_test.json).
TENGEN_FACTORY_STEP_MS and TENGEN_FACTORY_WAIT_MS set the LED walk's pace and the operator's time
(the simulator's tests run it fast).
"""

import sys
import json
import asyncio

from main import make_backend
from factory_test import FactoryTest, save


def _setting(name, default):
    try:
        import os

        value = os.getenv(name)
    except (ImportError, AttributeError):
        value = None
    return default if value is None else int(value)


async def _main():
    board = make_backend()
    asyncio.create_task(board.run())
    await board.wait_ready()
    test = FactoryTest(board, _setting("TENGEN_FACTORY_STEP_MS", 30), _setting("TENGEN_FACTORY_WAIT_MS", 60000))
    result = await test.run()
    save(board, result)
    sys.stdout.write("FACTORY " + json.dumps(result) + "\n")
    await asyncio.sleep_ms(100)  # the last report lines leave the backend's queue
    return result


def main():
    result = asyncio.run(_main())
    sys.exit(0 if result["pass"] else 1)


if __name__ == "__main__":
    main()
