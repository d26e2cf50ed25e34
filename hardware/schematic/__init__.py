"""The Tengen board's schematic as code (SKiDL): design.py builds it, outputs.py renders it.

`python -m hardware.schematic` writes hardware/generated/ (netlist, BOM, drawings); the tests check
that the committed files are exactly what the code generates.
"""

import logging
import os

# Every part is defined in parts.py: KiCad's symbol libraries are not needed, and SKiDL need not
# say at import that it cannot find them, nor write log files beside whatever script runs it.
for _version in ("",) + tuple(str(v) for v in range(6, 11)):
    os.environ.setdefault("KICAD%s_SYMBOL_DIR" % _version, os.devnull)

# Nor that it finds no fp-lib-table (it warns once per KiCad version it knows, at import): the
# footprints are named in parts.py and read by hardware/pcb from KiCad's own libraries.
logging.disable(logging.WARNING)
try:
    import skidl  # noqa: E402
    import skidl.logger as _skidl_logger  # noqa: E402
finally:
    logging.disable(logging.NOTSET)

_skidl_logger.stop_log_file_output()
for _logger in (_skidl_logger.rt_logger, _skidl_logger.erc_logger):
    for _handler in _logger.handlers:
        _handler.setLevel(logging.ERROR)
