"""The sensing checked by the field model: the pin map's thresholds follow from the physics."""

import math
import re
from pathlib import Path

import pytest

from hardware import field_model as fm
from hardware import geometry as g

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def model():
    return fm.figures()


def test_the_pin_maps_thresholds_follow_from_the_field(model):
    f, c = model
    s = fm.PINMAP["sensors"]
    failed = [rule for rule, holds in fm.check(s["on_threshold"], s["off_threshold"], c, f) if not holds]
    assert not failed


@pytest.mark.parametrize("on, off, broken", [
    (300, 150, "1.5 x on_threshold"),      # too high: a weak centred stone would not count
    (230, 250, "never reads empty"),       # off above what a stone 4 mm off-centre gives
    (230, 100, "held 5 mm up"),            # so low that a hovering stone reads as one
    (160, 150, "unsure band"),             # a band narrower than the noise
])
def test_thresholds_that_break_a_rule_are_caught(model, on, off, broken):
    f, c = model
    failed = [rule for rule, holds in fm.check(on, off, c, f) if not holds]
    assert any(broken in rule for rule in failed), failed


def test_the_model_agrees_with_the_closed_form_on_axis():
    r, length, j = g.MAGNET_D / 2, g.MAGNET_H, g.MAGNET_J[1]
    for z in (4.0, 5.0, 6.0):
        exact = j / 2 * ((z + length) / math.hypot(r, z + length) - z / math.hypot(r, z)) * 1000
        assert fm.field_mt(z) == pytest.approx(exact, rel=1e-3)


def test_crosstalk_is_small_and_of_the_opposite_sign(model):
    f, c = model
    assert f["neighbour_file"] < 0 and f["neighbour_rank"] < 0
    assert f["centred"] / abs(f["crosstalk_8_strongest"]) > 10


def test_the_simulator_gives_the_stones_the_models_field(model):
    f, c = model
    source = (ROOT / "firmware" / "hal_sim.py").read_text()
    full = int(re.search(r"^FULL_FIELD = (\d+)", source, re.M).group(1))
    crosstalk = int(re.search(r"^CROSSTALK_PERCENT = (\d+)", source, re.M).group(1))
    assert full == pytest.approx(c["centred"], rel=0.03)
    assert crosstalk == round(100 * abs(c["neighbour_file"]) / c["centred"])


def test_the_board_keeps_the_rules_sizes():
    assert (g.CELL_X, g.CELL_Y) == (22.0, 24.0)
    assert g.MARGIN >= g.MIN_MARGIN
    assert 20.0 <= g.STONE_D <= 21.0 and g.STONE_H == 6.0
    assert min(g.STONE_GAP_X, g.STONE_GAP_Y) >= 1.0
    assert (g.FIELD_X, g.FIELD_Y) == (308.0, 336.0)  # the rules' 332 is not 14 x 24


def test_the_readme_quotes_the_field_model_as_it_prints():
    readme = (ROOT / "docs" / "building.md").read_text()
    assert fm.report() in readme, "docs/building.md's field figures are stale: paste python -m hardware.field_model"


def test_the_thresholds_hold_on_the_linear_regulator_and_would_not_on_a_switcher_in_power_save(model):
    """The sensors' supply ripple in a Pico regulator's power-save mode (~115 mV) breaks the
    crosstalk and unsure-band rules; on the board's linear regulator (and in PWM mode) they hold."""
    f, c = fm.figures()
    on, off = fm.PINMAP["sensors"]["on_threshold"], fm.PINMAP["sensors"]["off_threshold"]
    assert fm.REGULATOR_MODE == "ldo"
    assert all(holds for _, holds in fm.check(on, off, c, f, "ldo"))
    assert all(holds for _, holds in fm.check(on, off, c, f, "pwm"))
    broken = [rule for rule, holds in fm.check(on, off, c, f, "power-save") if not holds]
    assert any("ripple" in rule for rule in broken), broken
    assert 60 < fm.ripple_counts("power-save") < 80 and fm.ripple_counts("ldo") < fm.ripple_counts("pwm") < 10
