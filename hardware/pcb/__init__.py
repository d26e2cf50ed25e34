"""The PCBs from their netlists (hardware/generated/<pcb>.net), with KiCad 6's pcbnew.

Runs under Debian's Python (pcbnew lives only there), in .venv-pcb: `make hardware` or
`.venv-pcb/bin/python -m hardware.pcb`. board.py builds a board from a netlist and saves it with
fixed UUIDs; layouts.py places each board's parts and lays its pattern copper; router.py routes the
rest; generate.py runs it and KiCad's DRC; fab.py writes Gerbers, drill, BOM, CPL and pictures;
panel.py makes the panel of row bars with KiKit.
"""
