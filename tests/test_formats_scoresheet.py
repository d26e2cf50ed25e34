"""The score sheet PDF, looked at as a picture: pdftoppm renders it, and the test checks that each
stone's numbered circle is where its point is, black for Black's moves and red for White's, and that
nothing is drawn on points no stone was played on (a pass or a repeated point never adds a circle)."""

import shutil
import subprocess

import pytest

from host.formats import scoresheet
from host.game_record import Player, Record

DPI = 100
pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None,
                                reason="pdftoppm missing: `make test` installs poppler-utils")


def render(pdf, tmp_path):
    """The first page as (width, height, rgb bytes), from pdftoppm's binary PPM (its default output)."""
    path = tmp_path / "sheet.pdf"
    path.write_bytes(pdf)
    subprocess.run(["pdftoppm", "-r", str(DPI), "-singlefile", str(path), str(tmp_path / "page")],
                   check=True, capture_output=True)
    ppm = (tmp_path / "page.ppm").read_bytes()
    fields = ppm.split(maxsplit=4)  # P6, width, height, maxval, pixels
    assert fields[0] == b"P6" and fields[3] == b"255"
    return int(fields[1]), int(fields[2]), fields[4]


def centre_mm(name):
    """Where the form puts a point, worked out here from the name (not by the code under test):
    a15 is the diagram's top-left intersection, columns go right, rows down from 15."""
    column = "abcdefghijklmno".index(name[0])
    row = int(name[1:])
    return scoresheet.GRID_X + column * scoresheet.CELL, scoresheet.GRID_Y + (15 - row) * scoresheet.CELL


def ink_around(image, name):
    """Counts of black-ish and red-ish pixels on the ring of the circle drawn for a point."""
    width, _, pixels = image
    cx, cy = centre_mm(name)
    black = red = 0
    ring = scoresheet.STONE_R
    for dx in range(-int((ring + 1) * DPI / 25.4), int((ring + 1) * DPI / 25.4) + 1):
        for dy in range(-int((ring + 1) * DPI / 25.4), int((ring + 1) * DPI / 25.4) + 1):
            distance_mm = ((dx * dx + dy * dy) ** 0.5) * 25.4 / DPI
            if abs(distance_mm - ring) > 0.5:
                continue
            x = round(cx * DPI / 25.4) + dx
            y = round(cy * DPI / 25.4) + dy
            r, g, b = pixels[3 * (y * width + x):3 * (y * width + x) + 3]
            if r < 90 and g < 90 and b < 90:
                black += 1
            elif r > 150 and g < 90 and b < 90:
                red += 1
    return black, red


def sheet_record():
    # b15 and the four corners: a flipped or transposed diagram puts a circle on the wrong point.
    record = Record.from_names("h8 b15 a1 o15 o1 pass a15 b15".split(), event="Club championship",
                               round="2", date="2026-12-01", result="white", reason="time", time_control="30m+10s")
    record.black = Player("Иванов Иван", country="RUS", rating="2150")
    record.white = Player("Ando Meritee", country="EST")
    for i, move in enumerate(record.moves):
        move.used_ms = 65000 * i
    return record


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_stone_circles_are_where_the_moves_were_black_and_red(tmp_path, lang):
    image = render(scoresheet.write_pdf(sheet_record(), lang), tmp_path)
    assert image[0] == round(210 * DPI / 25.4) or abs(image[0] - 210 * DPI / 25.4) < 2
    black_moves = ["h8", "a1", "o1", "a15"]   # moves 1, 3, 5, 7 (move 7 is a15 after White's pass)
    white_moves = ["b15", "o15"]              # moves 2, 4; move 8 repeats b15 and draws nothing
    for name in black_moves:
        black, red = ink_around(image, name)
        assert black > 20 and red == 0, (name, black, red)
    for name in white_moves:
        black, red = ink_around(image, name)
        assert red > 20 and black == 0, (name, black, red)
    for name in ["a14", "c15", "n1", "o2", "h9", "g8"]:  # neighbours of the stones: empty points
        assert ink_around(image, name) == (0, 0), name


def test_russian_sheet_uses_cyrillic_text_and_the_federations_letters(tmp_path):
    path = tmp_path / "ru.pdf"
    path.write_bytes(scoresheet.write_pdf(sheet_record(), "ru"))
    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext missing")
    words = subprocess.run(["pdftotext", "-layout", str(path), "-"], check=True, capture_output=True,
                           text=True).stdout
    assert "Бланк записи партии" in words and "Иванов Иван" in words and "Победа белых (время)" in words
    assert "7. A15" in words and "6. пас" in words and "8. B15 (повтор)" in words
    # the diagram's letters skip J and end with P
    assert "A B C D E F G H I K L M N O P" in " ".join(words.split())
    fonts = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True).stdout
    assert "DejaVu" in fonts  # a font that has the Cyrillic letters, embedded


def test_english_sheet_fields(tmp_path):
    svg = scoresheet.write(sheet_record(), "en").decode()
    for text in ("Renju game record", "Club championship", "Иванов Иван", "White wins (time)",
                 "NOT confirmed by the players", "Referee", "1:05"):
        assert text in svg, text
    assert scoresheet.read(svg.encode())[0] == sheet_record()


def test_every_language_writes_the_whole_sheet_in_its_own_words(tmp_path):
    """Each language of host/i18n: the sheet's printed text (pdftotext reads the PDF) holds no English
    word that the language does not share (a word its file lacked would be printed in English)."""
    import json
    import re
    from pathlib import Path

    if shutil.which("pdftotext") is None:
        pytest.skip("pdftotext missing")
    folder = Path(scoresheet.__file__).resolve().parents[1] / "i18n"
    tables = {path.stem: json.loads(path.read_text(encoding="utf-8")) for path in folder.glob("*.json")}
    assert set(scoresheet.languages()) == set(tables) >= {"en", "ru", "ja", "et"}  # the folder's, not a list in code

    def vocabulary(table):
        found = set()
        for value in table.values():
            found |= vocabulary(value) if isinstance(value, dict) else set(re.findall(r"[^\W\d_]{2,}", value.lower()))
        return found

    english = vocabulary(tables["en"]["sheet"])
    for lang in sorted(set(tables) - {"en"}):
        path = tmp_path / ("%s.pdf" % lang)
        path.write_bytes(scoresheet.write_pdf(sheet_record(), lang))
        printed = subprocess.run(["pdftotext", str(path), "-"], check=True, capture_output=True, text=True).stdout
        words = set(re.findall(r"[^\W\d_]{2,}", printed.lower())) - {"иванов", "иван", "club", "championship"}
        left = words & (english - vocabulary(tables[lang]))
        assert left == set(), (lang, sorted(left))
        if tables[lang].get("_font"):  # kanji and kana drawn, not empty boxes: the font that has them embedded
            fonts = subprocess.run(["pdffonts", str(path)], check=True, capture_output=True, text=True).stdout
            assert tables[lang]["_font"] in fonts, (lang, fonts)
