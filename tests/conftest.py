import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "tests" / "shared"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

# The firmware's unit tests run on MicroPython only, as on the board (tests/test_micropython.py).
collect_ignore_glob = ["firmware/*"]

if os.environ.get("PYTEST_XDIST_WORKER"):
    # SKiDL logs to skidl_REPL.log in the working directory and deletes it when done: test
    # processes running side by side (pytest -n) share that file, and one may delete it first.
    import skidl.logger as _skidl_logger

    _remove_log_file = _skidl_logger.SkidlLogFileHandler.remove_log_file

    def _remove_log_file_if_there(handler):
        try:
            _remove_log_file(handler)
        except FileNotFoundError:
            handler.filename = None

    _skidl_logger.SkidlLogFileHandler.remove_log_file = _remove_log_file_if_there
