import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests" / "shared"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# The firmware's unit tests run on MicroPython only, as on the board (tests/test_micropython.py).
collect_ignore_glob = ["firmware/*"]
