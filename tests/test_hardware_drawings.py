"""The generated drawings are legible: no two texts overlap and none leaves its sheet, measured by
the browser that draws them (headless Chromium, the text's own rendered box), and no white text sits
outside the dark shape it is written on (the review found board.svg's dimension texts overlapping
and its "N35" clipped). The cable drawing's lengths are hardware/geometry.py's."""

import os
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from harness import ROOT

CHROMIUM = "/usr/bin/chromium"
GENERATED = ROOT / "hardware" / "generated"
DRAWINGS = ("board.svg", "block-diagram.svg", "row-bar.svg", "cables.svg")
SVG = "{http://www.w3.org/2000/svg}"

needs_chromium = pytest.mark.skipif(not Path(CHROMIUM).exists() and not os.environ.get("CI"),
                                    reason="no Chromium at /usr/bin/chromium (make test installs it)")

# Each text's rendered box in the sheet's own units (the viewBox), as Chromium lays it out.
BOXES = """() => {
  const svg = document.querySelector('svg');
  const sheet = svg.getBoundingClientRect();
  const k = svg.viewBox.baseVal.width / sheet.width;
  return {width: svg.viewBox.baseVal.width, height: svg.viewBox.baseVal.height,
          texts: Array.from(svg.querySelectorAll('text')).map(t => {
            const r = t.getBoundingClientRect();
            return {text: t.textContent, x: (r.left - sheet.left) * k, y: (r.top - sheet.top) * k,
                    w: r.width * k, h: r.height * k};
          })};
}"""


@pytest.fixture(scope="module")
def measured(tmp_path_factory):
    from playwright.sync_api import sync_playwright

    out = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, headless=True,
                                             args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(viewport={"width": 1600, "height": 1000})
        for name in DRAWINGS:
            page.goto((GENERATED / name).as_uri())
            out[name] = page.evaluate(BOXES)
        browser.close()
    return out


def overlaps(a, b, slack=0.3):
    dx = min(a["x"] + a["w"], b["x"] + b["w"]) - max(a["x"], b["x"])
    dy = min(a["y"] + a["h"], b["y"] + b["h"]) - max(a["y"], b["y"])
    return dx > slack and dy > slack


@needs_chromium
@pytest.mark.parametrize("name", DRAWINGS)
def test_no_two_texts_overlap_and_none_leaves_the_sheet(measured, name):
    sheet = measured[name]
    texts = [t for t in sheet["texts"] if t["text"].strip()]
    assert texts
    clashes = [(a["text"], b["text"]) for i, a in enumerate(texts) for b in texts[i + 1:] if overlaps(a, b)]
    assert not clashes, "%s: overlapping texts %s" % (name, clashes[:5])
    outside = [t["text"] for t in texts
               if t["x"] < 0 or t["y"] < 0 or t["x"] + t["w"] > sheet["width"] or t["y"] + t["h"] > sheet["height"]]
    assert not outside, "%s: texts off the sheet %s" % (name, outside)


@needs_chromium
@pytest.mark.parametrize("name", DRAWINGS)
def test_no_dimension_line_runs_through_a_text(measured, name):
    """Dimension and leader lines (stroke #555, all horizontal or vertical) cross no text's box."""
    root = ET.parse(GENERATED / name).getroot()
    crossed = []
    for line in root.iter(SVG + "line"):
        if line.get("stroke") != "#555":
            continue
        x1, y1, x2, y2 = (float(line.get(k)) for k in ("x1", "y1", "x2", "y2"))
        for t in measured[name]["texts"]:
            x0, y0, xe, ye = t["x"] + 0.3, t["y"] + 0.3, t["x"] + t["w"] - 0.3, t["y"] + t["h"] - 0.3
            if x1 == x2 and x0 < x1 < xe and min(y1, y2) < ye and max(y1, y2) > y0 or \
                    y1 == y2 and y0 < y1 < ye and min(x1, x2) < xe and max(x1, x2) > x0:
                crossed.append(t["text"])
    assert not crossed, "%s: lines through %s" % (name, sorted(set(crossed)))


@needs_chromium
@pytest.mark.parametrize("name", DRAWINGS)
def test_white_text_lies_on_a_dark_shape(measured, name):
    root = ET.parse(GENERATED / name).getroot()
    dark = []
    for rect in root.iter(SVG + "rect"):
        fill = rect.get("fill", "")
        if fill not in ("none", "white", "#fff", "#ffffff", "#fafafa", "") and fill.startswith("#"):
            x, y, w, h = (float(rect.get(k)) for k in ("x", "y", "width", "height"))
            dark.append((x, y, x + w, y + h))
    whites = [e.text for e in root.iter(SVG + "text") if e.get("fill") in ("#fff", "white", "#ffffff")]
    boxes = {t["text"]: t for t in measured[name]["texts"]}
    for text in whites:
        t = boxes[text]
        inside = any(x0 <= t["x"] and t["x"] + t["w"] <= x1 and y0 <= t["y"] and t["y"] + t["h"] <= y1
                     for x0, y0, x1, y1 in dark)
        assert inside, "%s: white %r is not on a shape of its own" % (name, text)


def test_the_cable_drawing_lists_every_bar_with_its_length_from_the_geometry():
    from hardware import budget, geometry as g, mechanics

    root = ET.parse(GENERATED / "cables.svg").getroot()
    texts = [e.text for e in root.iter(SVG + "text")]
    for rank in range(1, 16):
        row = texts.index("W%d" % rank)
        assert texts[row + 1:row + 4] == ["J%d01" % rank, "J%d" % (20 + rank), "%.0f mm" % g.cable_length(rank)]
    longest = mechanics.max_cable_length()
    assert 100 <= longest <= 400 and budget.CABLE_M == longest / 1e3
    bom = (ROOT / "hardware" / "BOM.csv").read_text()
    assert "%g mm" % longest in bom and "G125-FC11605L0-%04dL" % longest in bom
