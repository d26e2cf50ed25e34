"""A director's printed sheets: a round's pairing list, the standings and the crosstable (PDF).

Drawn as the score sheet is (host/formats/scoresheet.py: one SVG page, A4, its font, rendered to
PDF by CairoSVG), in its languages: one file each in host/i18n, its words under "director". A page holds 80 rows; the rows
grow smaller to fit, so a club's event is one page. Points are written with ½ (2½), tie-breaks as
decimal numbers (2.25): one format each.
"""

import textwrap
from xml.sax.saxutils import escape

from host.formats import scoresheet
from host.formats.scoresheet import BLACK_INK, FONT, PAGE_H, PAGE_W
from host.tiebreaks import number_text

MAX_ROWS = 80



def points_text(points):
    """Points as a table shows them: 2½, ½, 3."""
    whole = int(points)
    half = points - whole >= 0.5
    return ("%d" % whole if whole or not half else "") + ("½" if half else "")


def languages():
    """The languages the sheets are written in: the score sheet's (host/i18n, a file each)."""
    return scoresheet.languages()


def words(lang):
    """The sheet's words in lang, and its font (one with the language's letters first)."""
    from host import i18n

    if lang not in languages():
        raise ValueError("sheet language %r: one of %s" % (lang, ", ".join(languages())))
    table = i18n.words(lang)
    return dict(table["director"], font=", ".join(filter(None, (table.get("_font"), FONT))))


def pairing_list(event, system, round_no, pairings, lang="en"):
    """A round's pairing list: pairings = [(board, black {"name","club","rating","points"}, white or
    None for a bye, result words)]."""
    w = words(lang)
    header = [(w["board"], 10, "end"), (w["black"], 62, "start"), (w["points"], 10, "end"), (w["white"], 62, "start"),
              (w["points"], 10, "end"), (w["result"], 24, "middle")]
    rows = []
    for board, black, white, result in pairings:
        rows.append([str(board), _who(black), points_text(black["points"]) or "0",
                     _who(white) if white else "(%s)" % w["bye"], (points_text(white["points"]) or "0") if white else "",
                     result.replace("bye", w["bye"])])
    return _page("%s: %s" % (w["pairings"], w["round"].format(round_no)), [event, w["system"][system]], header, rows,
                 font=w["font"])


def standings(event, system, round_no, order, table, lang="en"):
    """The standings: table = [(place, number, {"name","club","rating"}, row {"points", tie-break: value})]."""
    w = words(lang)
    header = [(w["place"], 9, "end"), (w["number"], 9, "end"), (w["name"], 56, "start"), (w["club"], 30, "start"),
              (w["rating"], 12, "end"), (w["points"], 12, "end")]
    header += [(w["tiebreaks"][code], 14, "end") for code in order]
    rows = [[str(place), str(number), player["name"], player["club"], player["rating"], points_text(row["points"]) or "0"]
            + [number_text(row[code]) for code in order] for place, number, player, row in table]
    return _page("%s, %s" % (w["standings"], w["after"].format(round_no)), [event, w["system"][system]], header, rows,
                 w["legend"], w["font"])


def crosstable(event, system, round_no, rounds, table, lang="en"):
    """The crosstable: table = [(place, number, player, row, [(opponent number or 0, colour, code)])]."""
    w = words(lang)
    width = min(16, (PAGE_W - 24 - 9 - 9 - 50 - 12) / max(rounds, 1))
    header = [(w["place"], 9, "end"), (w["number"], 9, "end"), (w["name"], 50, "start")]
    header += [(str(r), width, "middle") for r in range(1, rounds + 1)] + [(w["points"], 12, "end")]
    rows = []
    for place, number, player, row, cells in table:
        rows.append([str(place), str(number), player["name"]]
                    + ["%s%s%s" % (opponent or "", colour if colour in "wb" else "", code) if code.strip() else ""
                       for opponent, colour, code in cells] + [""] * (rounds - len(cells))
                    + [points_text(row["points"]) or "0"])
    return _page("%s, %s" % (w["crosstable"], w["after"].format(round_no)), [event, w["system"][system]], header, rows,
                 w["legend"], w["font"])


def _who(player):
    extra = ", ".join(filter(None, (player.get("club"), player.get("rating"))))
    return player["name"] + (" (%s)" % extra if extra else "")


def _page(title, subtitles, header, rows, footnote="", font=FONT):
    """One A4 page as SVG text: a title, lines under it, and a table."""
    if len(rows) > MAX_ROWS:
        raise ValueError("a sheet holds %d rows; this one has %d" % (MAX_ROWS, len(rows)))
    out = []
    put = out.append

    def text(x, y, content, size=3.4, anchor="start", weight="normal"):
        put('<text x="%.2f" y="%.2f" font-size="%.2f" text-anchor="%s" fill="%s" font-weight="%s">%s</text>'
            % (x, y, size, anchor, BLACK_INK, weight, escape(str(content))))

    put('<?xml version="1.0" encoding="UTF-8"?>')
    put('<svg xmlns="http://www.w3.org/2000/svg" width="%dmm" height="%dmm" viewBox="0 0 %d %d" font-family="%s">'
        % (PAGE_W, PAGE_H, PAGE_W, PAGE_H, escape(font, {'"': "&quot;"})))
    put('<rect x="0" y="0" width="%d" height="%d" fill="#ffffff"/>' % (PAGE_W, PAGE_H))
    text(PAGE_W / 2, 16, title, size=6, anchor="middle", weight="bold")
    y = 23
    for line in subtitles:
        text(PAGE_W / 2, y, line, size=3.8, anchor="middle")
        y += 5.5
    y += 4
    height = min(6.0, (PAGE_H - y - 24) / max(len(rows) + 1, 1))
    size = min(3.4, height * 0.7)
    scale = min(1.0, (PAGE_W - 24) / sum(width for _, width, _ in header))
    for cells, weight in [([label for label, _, _ in header], "bold")] + [(row, "normal") for row in rows]:
        x = 12
        for content, (_, width, anchor) in zip(cells, header):
            width *= scale
            at = {"start": x + 1, "middle": x + width / 2, "end": x + width - 1}[anchor]
            text(at, y, _fit(content, width, size), size=size, anchor=anchor, weight=weight)
            x += width
        put('<line x1="12" y1="%.2f" x2="%.2f" y2="%.2f" stroke="#999" stroke-width="0.2"/>'
            % (y + height * 0.3, x, y + height * 0.3))
        y += height
    lines = textwrap.wrap(footnote, 130)
    for n, line in enumerate(lines):
        text(12, PAGE_H - 8 - 3.4 * (len(lines) - n), line, size=2.4)
    put("</svg>")
    return "\n".join(out) + "\n"


def _fit(content, width, size):
    """Text cut to what a column holds (about 0.55 of the font size a character)."""
    room = max(1, int(width / (size * 0.55)))
    return content if len(content) <= room else content[:room - 1] + "…"


def pdf(svg_text):
    import cairosvg

    return cairosvg.svg2pdf(bytestring=svg_text.encode("utf-8"))
