"""The board's menu on paper: the manual's key table (docs/playing.md) and the printed card to keep beside the board,
both generated from the one table in firmware/menu.py (KEYS and ITEMS); the card in Russian too, its words
from host/i18n/ru.json's "card" (en.json's holds the table's English words, for the translators: a test keeps
them the same). The faces (CLOC, FOUL, ...) stay as the board's 7-segment digits show them.

    python -m hardware.menu_card            write hardware/generated/menu-card.svg and .pdf (and
                                            menu-card.ru.svg and .pdf), and the manual's menu tables
                                            (between their markers)
    python -m hardware.menu_card --check    exit 1 when one of them says something else than the table
"""

import argparse
import re
import sys
from pathlib import Path

from hardware.svg import Svg

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "docs" / "playing.md"  # the players' manual, where the menu is told
SVG_PATH = ROOT / "hardware" / "generated" / "menu-card.svg"
PDF_PATH = ROOT / "hardware" / "generated" / "menu-card.pdf"
CARD_LANGUAGES = ("en", "ru")  # the cards printed: English, and each other language as menu-card.CODE.*
BEGIN = "<!-- the menu's tables: generated from firmware/menu.py by `python -m hardware.menu_card` -->"
END = "<!-- end of the menu's tables -->"


def menu_module():
    """firmware/menu.py, imported as the board imports it."""
    firmware = str(ROOT / "firmware")
    if firmware not in sys.path:
        sys.path.insert(0, firmware)
    import menu

    return menu


def card_paths(lang):
    """The card's SVG and PDF in a language."""
    if lang == "en":
        return SVG_PATH, PDF_PATH
    return SVG_PATH.with_name("menu-card.%s.svg" % lang), PDF_PATH.with_name("menu-card.%s.pdf" % lang)


def english_card():
    """The card's words as firmware/menu.py's table says them."""
    menu = menu_module()
    return {"title": "Tengen: the board's menu", "subtitle": "the menu button and the two clock buttons",
            "buttons": {name: name for name in menu.BUTTON_NAMES if name},
            "gestures": {name: name for name in menu.GESTURE_NAMES if name},
            "keys": {"%s %s" % (menu.BUTTON_NAMES[b], menu.GESTURE_NAMES[g]): does for b, g, does in menu.KEYS},
            "items": {face: what for face, key, what in menu.ITEMS},
            "new_game": "(a new game)", "field_note": field_note()}


def card_words(lang="en"):
    """The card's words in a language: English from the table, another from host/i18n (a word not yet
    translated stays English)."""
    if lang == "en":
        return english_card()
    from host import i18n

    return i18n.words(lang)["card"]


def key_rows(card=None):
    """[(button, gesture, what it does)] as words, in the table's order."""
    menu = menu_module()
    card = card or english_card()
    rows = []
    for button, gesture, _ in menu.KEYS:
        button, gesture = menu.BUTTON_NAMES[button], menu.GESTURE_NAMES[gesture]
        rows.append((card["buttons"][button], card["gestures"][gesture], card["keys"]["%s %s" % (button, gesture)]))
    return rows


def item_rows(card=None):
    """[(face, setting, what it is)]: the menu's items in their order."""
    menu = menu_module()
    card = card or english_card()
    return [(face, key or card["new_game"], card["items"][face]) for face, key, _ in menu.ITEMS]


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


class Measure:
    """Text widths as cairo draws the card (CairoSVG's cairo, the same sans-serif face): a line of
    Cyrillic is wider than one of as many Latin letters, so lines are cut by their width."""

    def __init__(self):
        import cairocffi as cairo

        self.cairo = cairo
        self.context = cairo.Context(cairo.ImageSurface(cairo.FORMAT_A8, 1, 1))

    def width(self, text, size, bold=False):
        weight = self.cairo.FONT_WEIGHT_BOLD if bold else self.cairo.FONT_WEIGHT_NORMAL
        self.context.select_font_face("sans-serif", self.cairo.FONT_SLANT_NORMAL, weight)
        self.context.set_font_size(100)  # measured large: at a few units, hinting rounds every advance
        return self.context.text_extents(text)[4] * size / 100  # the advance: where the next text would begin

    def wrap(self, text, size, width):
        """text in lines no wider than width (cut between words)."""
        lines = []
        for word in text.split():
            if lines and self.width(lines[-1] + " " + word, size) <= width:
                lines[-1] += " " + word
            else:
                lines.append(word)
        return lines


def card_svg(lang="en"):
    """The card: A5 landscape (210 x 148 mm), the keys, then the items; a language whose words take
    more lines is set a little smaller, so that the card holds them all."""
    card = card_words(lang)
    measure = Measure()
    scale = 1.0
    while True:
        svg, bottom = _card_at(card, measure, scale)
        if bottom <= CARD_HEIGHT - 5 or scale < 0.7:
            return svg
        scale -= 0.03


CARD_WIDTH, CARD_HEIGHT = 210, 148


def _card_at(card, measure, scale):
    """The card's SVG with its text at scale, and the baseline of its last line (mm)."""
    width, height = CARD_WIDTH, CARD_HEIGHT
    svg = Svg(width, height, card["title"])
    svg.rect(2, 2, width - 4, height - 4, stroke="#333", width=0.4, rx=3)
    svg.text(10, 14, card["title"], size=7, weight="bold")
    svg.text(width - 10, 14, card["subtitle"], size=3.6, anchor="end", fill="#444")
    size, step = round(3.4 * scale, 2), round(4.2 * scale, 2)
    keys = key_rows(card)
    # the keys' words in a column as wide as the widest of them needs
    column = max([42] + [10 + measure.width("%s %s" % (b, g), 3.8, bold=True) + 3 for b, g, _ in keys])
    y = 24
    for button, gesture, does in keys:
        svg.text(10, y, "%s %s" % (button, gesture), size=3.8, weight="bold")
        lines = measure.wrap(does, size, width - 10 - column)
        for k, line in enumerate(lines):
            svg.text(column, y + step * k, line, size=size)
        y += step * len(lines) + 1.2 * scale
    y += 2
    svg.line(10, y - 4, width - 10, y - 4, stroke="#999", width=0.3)
    for face, key, what in item_rows(card):
        svg.rect(10, y - 4, 16, 5.6, fill="#222", stroke="none", rx=0.8)
        svg.text(18, y, face, size=4, anchor="middle", weight="bold", fill="#f33")
        lines = measure.wrap(what, size, width - 10 - 30)
        for k, line in enumerate(lines):
            svg.text(30, y + step * k, line, size=size)
        y += max(step * len(lines), 5.6) + 1.6 * scale
    note, note_step = round(2.9 * scale, 2), round(3.5 * scale, 2)
    lines = measure.wrap(card["field_note"], note, width - 20)
    for k, line in enumerate(lines):
        svg.text(10, y + note_step * k, line, size=note, fill="#333")
    return svg.render(), y + note_step * (len(lines) - 1)


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
    cards = {card_paths(lang): card_svg(lang) for lang in CARD_LANGUAGES}
    if args.check:
        stale = [str(p.relative_to(ROOT)) for p, ok in [(README, readme_with_tables(readme) == readme)] + [
            (svg_path, svg_path.exists() and svg_path.read_text(encoding="utf-8") == svg)
            for (svg_path, _), svg in cards.items()] if not ok]
        if stale:
            print("not as firmware/menu.py says: %s (python -m hardware.menu_card)" % ", ".join(stale))
            return 1
        return 0
    README.write_text(readme_with_tables(readme))
    for (svg_path, pdf_path), svg in cards.items():
        svg_path.write_text(svg, encoding="utf-8")
        write_pdf(svg, pdf_path)
        print("wrote %s and %s" % (svg_path.relative_to(ROOT), pdf_path.relative_to(ROOT)))
    print("and the manual's menu tables (docs/playing.md)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
