"""The board's menu on paper: the manual's key table (docs/playing.md) and the printed card to keep beside the board,
both generated from the one table in firmware/menu.py (KEYS and ITEMS).

    python -m hardware.menu_card            write hardware/generated/menu-card.svg and .pdf, and the
                                            manual's menu tables (between their markers)
    python -m hardware.menu_card --check    exit 1 when one of them says something else than the table
"""

import argparse
import re
import sys
import textwrap
from pathlib import Path

from hardware.svg import Svg

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "docs" / "playing.md"  # the players' manual, where the menu is told
SVG_PATH = ROOT / "hardware" / "generated" / "menu-card.svg"
PDF_PATH = ROOT / "hardware" / "generated" / "menu-card.pdf"
BEGIN = "<!-- the menu's tables: generated from firmware/menu.py by `python -m hardware.menu_card` -->"
END = "<!-- end of the menu's tables -->"


def menu_module():
    """firmware/menu.py, imported as the board imports it."""
    firmware = str(ROOT / "firmware")
    if firmware not in sys.path:
        sys.path.insert(0, firmware)
    import menu

    return menu


def key_rows():
    """[(button, gesture, what it does)] as words."""
    menu = menu_module()
    return [(menu.BUTTON_NAMES[button], menu.GESTURE_NAMES[gesture], does) for button, gesture, does in menu.KEYS]


def item_rows():
    """[(face, setting, what it is)]: the menu's items in their order."""
    menu = menu_module()
    return [(face, key or "(a new game)", what) for face, key, what in menu.ITEMS]


def field_note():
    menu = menu_module()
    return ("SET, stage by stage, asks in turn: TYPE (STAG stages, HOUR hourglass); for each stage CNTn "
            "(its moves, REST: the rest of the game), DURn (its time: h and minutes, then :seconds), BONn "
            "(%s), ADDn (the bonus's time), THEN (%s); after an overtime OCNT (its periods or moves) and "
            "ODUR (its time). A value with h is hours and minutes (1h30), with : seconds (:30). SET begins "
            "from the time control kept (90m+30s when there is none). A control the rules refuse shows Err: "
            "any key puts it away, and the entry is back at TYPE with every value kept."
            % (", ".join("%s %s" % pair for pair in zip(menu.BONUS_FACES, menu.BONUS_MEANINGS)),
               ", ".join("%s %s" % pair for pair in zip(menu.THEN_FACES, menu.THEN_MEANINGS))))


def readme_tables():
    """The README's text between the markers."""
    lines = ["| button | gesture | in the menu |", "|---|---|---|"]
    lines += ["| %s | %s | %s |" % row for row in key_rows()]
    lines += ["", "| face | setting | what it sets |", "|---|---|---|"]
    lines += ["| `%s` | `%s` | %s |" % (face, key, what) if not key.startswith("(") else
              "| `%s` | %s | %s |" % (face, key, what) for face, key, what in item_rows()]
    lines += ["", field_note()]
    return "\n".join(lines)


def readme_with_tables(text):
    start = text.index(BEGIN) + len(BEGIN)
    end = text.index(END)
    return text[:start] + "\n" + readme_tables() + "\n" + text[end:]


def card_svg():
    """The card: A5 landscape (210 x 148 mm), the keys, then the items."""
    width, height = 210, 148
    svg = Svg(width, height, "Tengen: the board's menu")
    svg.rect(2, 2, width - 4, height - 4, stroke="#333", width=0.4, rx=3)
    svg.text(10, 14, "Tengen: the board's menu", size=7, weight="bold")
    svg.text(width - 10, 14, "the menu button and the two clock buttons", size=3.6, anchor="end", fill="#444")
    y = 24
    for button, gesture, does in key_rows():
        svg.text(10, y, "%s %s" % (button, gesture), size=3.8, weight="bold")
        last = 0
        for k, line in enumerate(textwrap.wrap(does, 94)):
            svg.text(42, y + 4.2 * k, line, size=3.4)
            last = k
        y += 4.2 * (last + 1) + 1.2
    y += 2
    svg.line(10, y - 4, width - 10, y - 4, stroke="#999", width=0.3)
    for face, key, what in item_rows():
        svg.rect(10, y - 4, 16, 5.6, fill="#222", stroke="none", rx=0.8)
        svg.text(18, y, face, size=4, anchor="middle", weight="bold", fill="#f33")
        last = 0
        for k, line in enumerate(textwrap.wrap(what, 96)):
            svg.text(30, y + 4.2 * k, line, size=3.4)
            last = k
        y += 4.2 * (last + 1) + 1.6
    for k, line in enumerate(textwrap.wrap(field_note(), 122)):
        svg.text(10, y + 3.5 * k, line, size=2.9, fill="#333")
    return svg.render()


def write_pdf(svg_text, path):
    import cairosvg

    pdf = cairosvg.svg2pdf(bytestring=svg_text.encode())
    # cairo stamps the time of writing: a fixed one (of the same length, so the cross-reference
    # offsets hold) lets `make hardware` leave the committed card as it was
    path.write_bytes(re.sub(rb"/CreationDate \(D:\d{14}Z\)", b"/CreationDate (D:20260101000000Z)", pdf))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the README and the SVG")
    args = parser.parse_args(argv)
    readme = README.read_text()
    svg = card_svg()
    if args.check:
        stale = [str(p.relative_to(ROOT)) for p, ok in ((README, readme_with_tables(readme) == readme),
                                                          (SVG_PATH, SVG_PATH.exists() and SVG_PATH.read_text() == svg))
                 if not ok]
        if stale:
            print("not as firmware/menu.py says: %s (python -m hardware.menu_card)" % ", ".join(stale))
            return 1
        return 0
    README.write_text(readme_with_tables(readme))
    SVG_PATH.write_text(svg)
    write_pdf(svg, PDF_PATH)
    print("wrote %s, %s and the manual's menu tables (docs/playing.md)" % (SVG_PATH.relative_to(ROOT), PDF_PATH.relative_to(ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
