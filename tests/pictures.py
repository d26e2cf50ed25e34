"""Screenshots against the expected pictures committed in tests/expected/.

A picture is compared, never written, by a test: `make pictures` (TENGEN_UPDATE_PICTURES=1) writes
them anew on purpose, after a change to the pages that is meant; a missing picture fails. The
comparison is tolerant of font anti-aliasing (a few grey levels on glyph edges), not of a layout
change: the mean difference per channel and the share of pixels that differ clearly (by more than
80 of 255 in a channel) must both stay small, and the sizes must be equal (a page that grew or
shrank is a change).
"""

import os
import shutil
from pathlib import Path

EXPECTED = Path(__file__).resolve().parent / "expected"
UPDATE = "TENGEN_UPDATE_PICTURES"
CLEARLY = 80  # of 255: a pixel that differs by more in a channel is another pixel, not a softer edge


def difference(actual, expected, diff_path=None):
    """(mean difference per channel, share of pixels that differ clearly) of two pictures of one size."""
    from PIL import Image, ImageChops, ImageStat

    now, then = Image.open(actual).convert("RGB"), Image.open(expected).convert("RGB")
    assert now.size == then.size, "the picture is %dx%d, the expected %dx%d" % (now.size + then.size)
    diff = ImageChops.difference(now, then)
    if diff_path is not None:
        diff.save(diff_path)
    mean = sum(ImageStat.Stat(diff).mean) / 3
    red, green, blue = diff.split()
    histogram = ImageChops.lighter(ImageChops.lighter(red, green), blue).histogram()
    return mean, sum(histogram[CLEARLY + 1:]) / (now.size[0] * now.size[1])


def compare_with_expected(actual, name, out_dir, mean_limit=1.5, share_limit=0.002):
    """Fails unless the screenshot `actual` is the expected picture tests/expected/NAME (the diff
    is left in out_dir)."""
    expected = EXPECTED / name
    if os.environ.get(UPDATE):
        EXPECTED.mkdir(exist_ok=True)
        shutil.copy(actual, expected)
    assert expected.exists(), "no expected picture %s: `make pictures` writes it (look at it before committing)" % name
    mean, clearly = difference(actual, expected, Path(out_dir) / ("diff_" + name))
    assert mean < mean_limit and clearly < share_limit, (
        "%s differs from the expected picture: mean %.2f, %.3f%% of pixels clearly (see %s; `make pictures`"
        " writes it anew if the change is meant)" % (name, mean, 100 * clearly, out_dir))
