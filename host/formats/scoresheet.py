"""The printed score sheet (the record form of the rules): SVG, and PDF through cairosvg.

One A4 page: event, round, board, date and place; both players (name, club or country, rating);
rules, opening regulation, the canonical opening, the fifth-move offers (the removed ones marked)
and the swaps; the time control; the result with its reason and whether the players confirmed it
on the board; a 15x15 diagram with each stone's move number in a circle, black for Black's moves
and red for White's, as the form prescribes; the move list with the time each move took (passes and
repeated points appear there, never on the diagram); signature lines for both players and the referee.

In any language of host/i18n (lang="en", "ru", ...): its words under "sheet", its opening names, and its
letters ("_notation": RIF's a-o, or the federation's A-P without J).
The SVG carries the game itself (the text format, in <metadata>), so read() gets it back whole;
a PDF is for printing only.
"""

import re
from xml.sax.saxutils import escape

from host.formats import FormatError
from host.formats import text as text_format
from shared_rules.board import FEDERATION, RIF, SIZE, column_of, point_name, row_of

NOTATIONS = {"rif": RIF, "federation": FEDERATION}
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "svg": ((".svg",), "score sheet, SVG (reads back)", "write", {"lang": "en"}),
    "pdf": ((".pdf",), "score sheet, PDF (export only)", "write_pdf", {"lang": "en", "printed": True}),
}

PAGE_W, PAGE_H = 210, 297          # mm, A4 portrait
GRID_X, GRID_Y, CELL = 42, 76, 9   # the diagram: top-left intersection (a15) and spacing, mm
STONE_R = 3.9
BLACK_INK = "#000000"
RED_INK = "#d40000"
FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif"  # DejaVu has Cyrillic; the Makefile installs it



def languages():
    """The languages the sheet is written in: one file each in host/i18n (its words under "sheet")."""
    from host import i18n

    return tuple(i18n.languages())


class ScoreSheetError(FormatError):
    """An SVG that is not a Tengen score sheet (it carries no game to read back)."""


def intersection(p):
    """The centre (x, y) in mm of point p on the sheet's diagram: a15 top left, o1 bottom right."""
    return GRID_X + column_of(p) * CELL, GRID_Y + (SIZE - 1 - row_of(p)) * CELL


def _clock(ms):
    if ms is None:
        return ""
    seconds = ms // 1000
    if seconds >= 3600:
        return "%d:%02d:%02d" % (seconds // 3600, seconds // 60 % 60, seconds % 60)
    return "%d:%02d" % (seconds // 60, seconds % 60)


def write(record, lang="en"):
    """The score sheet as SVG bytes."""
    return _svg(record, lang).encode("utf-8")


def write_pdf(record, lang="en", printed=True):
    """The score sheet as PDF bytes (cairosvg renders the SVG); printed marks the format for read()."""
    import cairosvg

    return cairosvg.svg2pdf(bytestring=write(record, lang))


def read(data, lang="en", printed=False):
    """The game an SVG score sheet carries (lang: any; the game reads back whatever its words)."""
    if printed:
        raise ValueError("a PDF score sheet is for printing: import its SVG, which carries the game")
    if isinstance(data, bytes):
        data = data.decode("utf-8", "replace")
    match = re.search(r"<tengen:record[^>]*>(.*?)</tengen:record>", data, re.S)
    if not match:
        raise ScoreSheetError("line 1", "no Tengen game in this SVG (only Tengen's score sheets carry one)")
    from xml.sax.saxutils import unescape

    return text_format.read(unescape(match.group(1)))


def _svg(record, lang):
    from host import i18n

    if lang not in languages():
        raise ValueError("score sheet language %r: one of %s" % (lang, ", ".join(languages())))
    table = i18n.words(lang)
    words = table["sheet"]
    notation = NOTATIONS[table.get("_notation", "rif")]
    font = ", ".join(filter(None, (table.get("_font"), FONT)))  # a font with the language's letters first
    out = []
    w = out.append

    def text(x, y, content, size=3.5, anchor="start", colour=BLACK_INK, weight="normal"):
        w('<text x="%.2f" y="%.2f" font-size="%.2f" text-anchor="%s" fill="%s" font-weight="%s">%s</text>'
          % (x, y, size, anchor, colour, weight, escape(str(content))))

    def reason(value):
        return words["reasons"].get(value, value)

    w('<?xml version="1.0" encoding="UTF-8"?>')
    w('<svg xmlns="http://www.w3.org/2000/svg" width="%dmm" height="%dmm" viewBox="0 0 %d %d" font-family="%s">'
      % (PAGE_W, PAGE_H, PAGE_W, PAGE_H, font))
    w('<metadata><tengen:record xmlns:tengen="https://tengen.example/record" notation="rif">%s</tengen:record>'
      '</metadata>' % escape(text_format.write(record).decode("utf-8")))
    w('<rect x="0" y="0" width="%d" height="%d" fill="#ffffff"/>' % (PAGE_W, PAGE_H))
    text(PAGE_W / 2, 14, words["title"], size=6, anchor="middle", weight="bold")

    y = 23
    text(12, y, "%s: %s" % (words["event"], record.event))
    text(130, y, "%s: %s" % (words["round"], record.round))
    text(165, y, "%s: %s" % (words["board"], record.board))
    y += 6
    text(12, y, "%s: %s" % (words["date"], record.date))
    text(70, y, "%s: %s" % (words["place"], record.place))
    for colour, player in (("black", record.black), ("white", record.white)):
        y += 6
        ink = BLACK_INK if colour == "black" else RED_INK
        text(12, y, "%s:" % words[colour], colour=ink, weight="bold")
        text(32, y, player.name or "________________", weight="bold")
        where = ", ".join(filter(None, (player.club, player.country)))
        text(110, y, "%s: %s" % (words["club"], where))
        text(170, y, "%s: %s" % (words["rating"], player.rating))
    y += 6
    opening = record.opening
    if opening:  # "Угэцу (D6)": the name as the language's federation writes it
        opening = "%s (%s)" % (i18n.opening_name(lang, opening) or record.opening_name, opening)
    rule = i18n.regulation_name(lang, record.opening_rule) if record.opening_rule else words["free"]
    text(12, y, "%s: %s  |  %s: %s  |  %s: %s" % (words["rules"], reason(record.rules), words["opening_rule"],
                                             rule, words["opening"], opening or "-"))
    y += 6
    offers = []
    removed = record.removed_offers
    for p in record.offers:
        offers.append(point_name(p, notation) + (" (%s)" % words["removed"] if p in removed else ""))
    swaps = ", ".join(words["after"].replace("{0}", str(n)) for n in record.swaps) or words["none"]
    text(12, y, "%s: %s  |  %s: %s  |  %s: %s" % (words["offers"], ", ".join(offers) or words["none"], words["swaps"],
                                             swaps, words["time_control"], record.time_control or "-"))
    y += 6
    if record.result == "draw":
        outcome = words["draw"]
    elif record.result:
        outcome = words["%s wins" % record.result]
    else:
        outcome = words["unfinished"]
    if record.reason:
        outcome += " (%s)" % reason(record.reason)
    text(12, y, "%s: %s" % (words["result"], outcome), size=4, weight="bold")
    if record.result:
        confirmed = words["confirmed"] if record.confirmed else words["unconfirmed"]
        text(120, y, confirmed, size=3, colour=BLACK_INK if record.confirmed else RED_INK)

    _diagram(w, text, record, notation)
    _move_list(w, text, record, words, notation)

    y = 278
    for x, key in ((12, "sign_black"), (80, "sign_white"), (148, "sign_referee")):
        w('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#000" stroke-width="0.3"/>' % (x, y, x + 55, y))
        text(x, y + 5, words[key], size=3)
    w("</svg>")
    return "\n".join(out) + "\n"


def _diagram(w, text, record, notation):
    last = GRID_X + (SIZE - 1) * CELL
    bottom = GRID_Y + (SIZE - 1) * CELL
    for i in range(SIZE):
        x = GRID_X + i * CELL
        y = GRID_Y + i * CELL
        w('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="#888" stroke-width="0.25"/>' % (x, GRID_Y, x, bottom))
        w('<line x1="%.2f" y1="%.2f" x2="%.2f" y2="%.2f" stroke="#888" stroke-width="0.25"/>' % (GRID_X, y, last, y))
        letter = point_name(i, notation)[0]
        text(x, bottom + 7, letter, size=3.2, anchor="middle")
        text(x, GRID_Y - 4.5, letter, size=3.2, anchor="middle")
        text(GRID_X - 6, y + 1.1, str(SIZE - i), size=3.2, anchor="end")
        text(last + 6, y + 1.1, str(SIZE - i), size=3.2, anchor="start")
    for p in (112, 48, 56, 168, 176):  # h8 and the star points
        x, y = intersection(p)
        w('<circle cx="%.2f" cy="%.2f" r="0.7" fill="#888"/>' % (x, y))
    occupied = set()
    for index, move in enumerate(record.moves):
        if move.point == PASS or move.point in occupied:
            continue
        occupied.add(move.point)
        ink = BLACK_INK if index % 2 == 0 else RED_INK
        x, y = intersection(move.point)
        number = str(index + 1)
        size = 3.6 if len(number) < 3 else 2.8
        w('<circle cx="%.2f" cy="%.2f" r="%.2f" fill="#ffffff" stroke="%s" stroke-width="0.5"/>' % (x, y, STONE_R, ink))
        text(x, y + size * 0.36, number, size=size, anchor="middle", colour=ink, weight="bold")


def _move_list(w, text, record, words, notation):
    top = GRID_Y + (SIZE - 1) * CELL + 14
    text(12, top, words["moves"], size=3.5, weight="bold")
    moves = record.moves
    if not moves:
        return
    columns = 6
    rows = max(1, -(-len(moves) // columns))
    height = min(4.2, (270 - top - 4) / rows)
    size = min(3.2, height * 0.85)
    seen = set()
    for index, move in enumerate(moves):
        column, row = divmod(index, rows)
        x = 12 + column * 32
        y = top + 5 + row * height
        ink = BLACK_INK if index % 2 == 0 else RED_INK
        name = words["pass"] if move.point == PASS else point_name(move.point, notation)
        if move.point != PASS and move.point in seen:
            name += " (%s)" % words["repeat"]
        seen.add(move.point)
        text(x + 7, y, "%d." % (index + 1), size=size, anchor="end", colour=ink)
        text(x + 8.5, y, name, size=size, colour=ink)
        if move.used_ms is not None:
            text(x + 29.5, y, _clock(move.used_ms), size=size * 0.85, anchor="end", colour="#444")


__all__ = ["read", "write", "write_pdf", "intersection", "ScoreSheetError"]
