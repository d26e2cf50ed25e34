"""The stones' field at the sensors (magpylib), and the firmware's thresholds that follow from it.

A stone carries an axial N35 disc (geometry.py); the sensor under a point is a DRV5055A3 on the
ADC's 3.3 V reference. Cases: a centred stone, one 4 mm off-centre, the crosstalk of neighbours
(8 around an empty point, the sign opposite to their own), a stone held 5 mm above its point. Each
at the stack-up's worst case for what it tests (magnet strength, gap, sensor gain).

`python -m hardware.field_model` prints the figures; tests/test_hardware_field.py fails when the
pin map's on/off thresholds do not follow from them (rules in `check`).
"""

import json
import sys
from pathlib import Path

import magpylib as magpy

from hardware import geometry as g

ROOT = Path(__file__).resolve().parent.parent
PINMAP = json.loads((ROOT / "hardware" / "pinmap.json").read_text())

SENSITIVITY_MV_PER_MT = (14.3, 15.0, 15.8)   # DRV5055A3 at 3.3 V (min, typ, max), datasheet
RANGE_MT = 88.0                               # DRV5055A3 linear range at 3.3 V, datasheet
LSB_MV = 3300.0 / 4096                        # 12-bit ADC on the 3.3 V reference
NOISE_PEAK = 9                                # counts: ~3 rms (ENOB 8.7) at 3 sigma
DRIFT = 20                                    # counts: baseline drift between calibrations (temperature, est)
# The sensors' supply ripple: a ratiometric sensor's rest output moves by half its supply's ripple,
# which the ADC's reference does not follow when it is a filtered copy. The first design ran the
# sensors on a Pico's switching 3V3 (RT6150: ~115 mV peak to peak in its power-save mode, the design
# review's figure, ~15 mV forced into PWM by GP23, est) with ADC_VREF its RC-filtered copy. The board
# now has its own linear regulator (U10, AP7361C) and feeds the RP2040's ADC_AVDD from the sensors'
# own 3V3: the reference follows the supply, so what remains is the regulator's noise and the row
# switches' dips (~5 mV est). Measure at bring-up (BRINGUP.md).
RIPPLE_MV = {"power-save": 115.0, "pwm": 15.0, "ldo": 5.0}
REGULATOR_MODE = "ldo"                        # the board's U10; "pwm" / "power-save": a Pico module's SMPS
LIFT = 5.0                                    # a stone held this far above its place
OFF_CENTRE = 4.0


def field_mt(gap, dx=0.0, dy=0.0, j=g.MAGNET_J[1]):
    """Bz (mT) at the Hall plate of a stone's magnet whose face is `gap` above it, offset (dx, dy)."""
    magnet = magpy.magnet.Cylinder(polarization=(0, 0, j), dimension=(g.MAGNET_D / 1000, g.MAGNET_H / 1000),
                                   position=(dx / 1000, dy / 1000, (gap + g.MAGNET_H / 2) / 1000))
    return float(magnet.getB((0, 0, 0))[2]) * 1000


def counts(mt, sensitivity):
    return mt * sensitivity / LSB_MV


def ripple_counts(mode=REGULATOR_MODE):
    """Peak error (counts) from the sensors' supply ripple: half the ripple, against a steady reference."""
    return RIPPLE_MV[mode] / 2 / LSB_MV


def neighbours():
    """Offsets (mm) of the 8 points around one."""
    return [(dx * g.CELL_X, dy * g.CELL_Y) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]


def figures():
    """Every case in mT and ADC counts, nominal and at the worst case that matters."""
    z0, dz = g.GAP, g.GAP_TOLERANCE
    j_min, j_nom, j_max = g.MAGNET_J
    s_min, s_nom, s_max = SENSITIVITY_MV_PER_MT
    f = {}
    f["centred"] = field_mt(z0)
    f["centred_weakest"] = field_mt(z0 + dz, j=j_min)
    f["centred_strongest"] = field_mt(z0 - dz, j=j_max)
    f["off_centre"] = field_mt(z0, dx=OFF_CENTRE)
    f["off_centre_weakest"] = min(field_mt(z0 + dz, dx=OFF_CENTRE, j=j_min), field_mt(z0 + dz, dy=OFF_CENTRE, j=j_min))
    f["neighbour_file"] = field_mt(z0, dx=g.CELL_X)   # the next point along the rank
    f["neighbour_rank"] = field_mt(z0, dy=g.CELL_Y)
    f["neighbour_diagonal"] = field_mt(z0, dx=g.CELL_X, dy=g.CELL_Y)
    f["crosstalk_8_strongest"] = sum(field_mt(z0 - dz, dx, dy, j=j_max) for dx, dy in neighbours())
    f["lifted"] = field_mt(z0 + LIFT)
    f["lifted_strongest"] = field_mt(z0 - dz + LIFT, j=j_max)
    c = {
        "centred": counts(f["centred"], s_nom),
        "centred_weakest": counts(f["centred_weakest"], s_min),
        "centred_strongest": counts(f["centred_strongest"], s_max),
        "off_centre": counts(f["off_centre"], s_nom),
        "off_centre_weakest": counts(f["off_centre_weakest"], s_min),
        "neighbour_file": counts(f["neighbour_file"], s_nom),
        "neighbour_rank": counts(f["neighbour_rank"], s_nom),
        "neighbour_diagonal": counts(f["neighbour_diagonal"], s_nom),
        "crosstalk_8_strongest": counts(f["crosstalk_8_strongest"], s_max),
        "lifted": counts(f["lifted"], s_nom),
        "lifted_strongest": counts(f["lifted_strongest"], s_max),
    }
    return f, c


def check(on, off, c, f, mode=REGULATOR_MODE):
    """The rules the thresholds must meet: (rule, holds) pairs."""
    ripple = ripple_counts(mode)
    return [
        ("a centred stone (weakest case) reads at least 1.5 x on_threshold",
         c["centred_weakest"] >= 1.5 * on),
        ("a stone 4 mm off-centre (weakest) never reads empty: >= off_threshold",
         c["off_centre_weakest"] >= off),
        ("8 neighbours' crosstalk + noise + supply ripple + drift stay under off_threshold / 2",
         abs(c["crosstalk_8_strongest"]) + NOISE_PEAK + ripple + DRIFT <= off / 2),
        ("crosstalk has the opposite sign of the neighbours' own field",
         f["neighbour_file"] < 0 and f["neighbour_rank"] < 0 and f["neighbour_diagonal"] < 0),
        ("a stone held 5 mm up (strongest) is not a stone: < off_threshold",
         c["lifted_strongest"] < off),
        ("the unsure band is wider than the noise and the supply ripple, both ways",
         on - off >= 2 * (NOISE_PEAK + ripple)),
        ("the strongest stone stays in the sensor's range and the ADC's",
         f["centred_strongest"] < RANGE_MT and 2048 + c["centred_strongest"] < 4095),
    ]


def report():
    f, c = figures()
    s = PINMAP["sensors"]
    lines = ["Field model (magpylib): %gx%g mm N35 disc, magnet face %.1f mm above the Hall plate (+-%.1f)"
             % (g.MAGNET_D, g.MAGNET_H, g.GAP, g.GAP_TOLERANCE)]
    for key in ("centred", "centred_weakest", "centred_strongest", "off_centre", "off_centre_weakest",
                "neighbour_file", "neighbour_rank", "neighbour_diagonal", "crosstalk_8_strongest", "lifted",
                "lifted_strongest"):
        lines.append("  %-24s %+8.2f mT  %+6.0f counts" % (key.replace("_", " "), f[key], c[key]))
    lines.append("  supply ripple at the sensors: %.0f counts peak from the linear regulator (a Pico module's SMPS:"
                 " %.0f in PWM mode, %.0f in power-save)" % (ripple_counts("ldo"), ripple_counts("pwm"), ripple_counts("power-save")))
    lines.append("Thresholds in the pin map: on %d, off %d counts (unsure between)" % (s["on_threshold"], s["off_threshold"]))
    for rule, holds in check(s["on_threshold"], s["off_threshold"], c, f):
        lines.append("  %s  %s" % ("ok  " if holds else "FAIL", rule))
    return "\n".join(lines)


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(prog="python -m hardware.field_model", description=__doc__.split("\n\n")[0],
                            epilog="Exits 1 when the pin map's thresholds do not follow from the figures.").parse_args()
    print(report())
    f, c = figures()
    s = PINMAP["sensors"]
    sys.exit(0 if all(h for _, h in check(s["on_threshold"], s["off_threshold"], c, f)) else 1)
