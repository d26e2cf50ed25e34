"""What each board is made of, as KiCad's (stackup ...) block in the board file: the Gerber job file
(.gbrjob) then carries the copper weights, the finish and the colours, and the fab notes quote them.

KiCad 6's Python does not wrap BOARD_STACKUP, so the block is written into the saved file as text.
The figures are JLCPCB's standard ones (their capabilities page): 1 oz (35 um) outer copper, 0.5 oz
inner copper on a 4-layer board, 7628 prepreg of 0.2104 mm under the outer layers (their JLC7628
stack-up), FR-4 core making up the rest of the board's thickness; lead-free HASL, green mask, white
legend.
"""

import re

OUTER_CU = 0.035     # mm: 1 oz
INNER_CU = 0.0175    # mm: 0.5 oz
PREPREG = 0.2104     # mm: JLC7628's prepreg between an outer and an inner layer
MASK = 0.01          # mm
FINISH = "HAL lead-free"   # KiCad 6's name for lead-free HASL
MASK_COLOUR = "Green"
SILK_COLOUR = "White"


def layers(copper, thickness):
    """[(KiCad layer name, type, thickness mm or None, material)] from the top down."""
    top = [("F.SilkS", "Top Silk Screen", None, None), ("F.Paste", "Top Solder Paste", None, None),
           ("F.Mask", "Top Solder Mask", MASK, None), ("F.Cu", "copper", OUTER_CU, None)]
    bottom = [("B.Cu", "copper", OUTER_CU, None), ("B.Mask", "Bottom Solder Mask", MASK, None),
              ("B.Paste", "Bottom Solder Paste", None, None), ("B.SilkS", "Bottom Silk Screen", None, None)]
    if copper == 2:
        middle = [("dielectric 1", "core", round(thickness - 2 * OUTER_CU, 4), "FR4")]
    else:
        core = round(thickness - 2 * OUTER_CU - 2 * INNER_CU - 2 * PREPREG, 4)
        middle = [("dielectric 1", "prepreg", PREPREG, "FR4"), ("In1.Cu", "copper", INNER_CU, None),
                  ("dielectric 2", "core", core, "FR4"), ("In2.Cu", "copper", INNER_CU, None),
                  ("dielectric 3", "prepreg", PREPREG, "FR4")]
    return top + middle + bottom


def block(copper, thickness, indent="    "):
    """The (stackup ...) block for a board of `copper` layers and `thickness` mm."""
    lines = [indent + "(stackup"]
    for name, kind, mm, material in layers(copper, thickness):
        item = '(layer "%s" (type "%s")' % (name, kind)
        if "Mask" in name:
            item += ' (color "%s")' % MASK_COLOUR
        if "SilkS" in name:
            item += ' (color "%s")' % SILK_COLOUR
        if mm is not None:
            item += " (thickness %s)" % mm
        if material:
            item += ' (material "%s") (epsilon_r 4.5) (loss_tangent 0.02)' % material
        lines.append(indent + "  " + item + ")")
    lines += [indent + '  (copper_finish "%s")' % FINISH, indent + "  (dielectric_constraints no)", indent + ")"]
    return "\n".join(lines)


def add(text):
    """A saved board's text with the stack-up block added to its (setup ...) (once), from the
    board's own layer count and thickness."""
    if "(stackup" in text:
        return text
    copper = 4 if '"In1.Cu"' in text.split("(setup", 1)[0] else 2
    thickness = float(re.search(r"\(general\s+\(thickness ([0-9.]+)\)", text).group(1))
    return re.sub(r"\n  \(setup\n", lambda m: m.group(0) + block(copper, thickness) + "\n", text, count=1)
