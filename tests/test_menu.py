"""The board's settings menu (firmware/menu.py) on CPython: every time control of
shared_rules/timecontrol.py set from the keys alone, every face a 7-segment digit can show, and the
the manual's table (docs/playing.md) and the printed card saying what the menu's table says. On the board itself:
tests/scripts/menu_*.txt (the unix port), tests/test_menu_board.py (the host, the emulated Pico)."""

import random
import re
import subprocess
import sys

import pytest

from hardware import menu_card
from tests.conftest import ROOT  # noqa: F401  (the firmware's path is set by menu_card)

menu = menu_card.menu_module()
import ht16k33  # noqa: E402  (firmware/, on the path menu_card set)
import settings  # noqa: E402


class Board:
    """The menu's two callbacks as the app gives them: settings checked by firmware/settings.py."""

    def __init__(self, **values):
        self.values = dict(settings.DEFAULTS)
        self.values.update(values)
        self.configured = []
        self.new_games = 0
        self.menu = menu.Menu(self.values, self.configure, self.new_game)

    def configure(self, changes):
        try:
            self.values.update(settings.validate(changes))
        except settings.SettingsError as error:
            return str(error)
        self.configured.append(changes)
        return None

    def new_game(self):
        self.new_games += 1
        return None

    def key(self, button, gesture=menu.TAP):
        self.menu.key(button, gesture)
        return self.menu.faces()


def _number(face):
    """A numeric face as a number in its field's unit: REST 0, 2h15 135 minutes, :30 30 seconds."""
    if face == "REST":
        return 0
    if "h" in face:
        hours, minutes = face.split("h")
        return 60 * int(hours) + int(minutes)
    return int(face.lstrip(":"))


def _steer(board, want):
    """Change the field shown to the value face want, by taps and holds, reading the faces."""
    have = board.menu.faces()[1]
    if have == want:
        return
    if re.fullmatch(r"REST|\d+|\d+h\d\d|:\d\d", want):
        diff = _number(want) - _number(have)
        if want.startswith(":"):
            diff %= 60  # the seconds go round
        button = menu.RIGHT if diff > 0 else menu.LEFT
        for _ in range(abs(diff) // 10):
            board.key(button, menu.HOLD)
        for _ in range(abs(diff) % 10):
            board.key(button)
    else:
        for _ in range(8):
            if board.key(menu.RIGHT)[1] == want:
                break
    assert board.menu.faces()[1] == want, (board.menu.faces(), want)


def _fields_of(text):
    """The editor's fields and their values for a control: what the faces must come to show."""
    target = menu.Menu({"time_control": text}, None, None)
    target._start_draft()
    return [(label, target._field_value(kind, i)) for label, kind, i in target.fields()]


CONTROLS = [text for _, text in menu.PRESETS] + [
    "2h", "40/2h,1h", "40/90m+30s,30m+30s", "40/2h,20/1h", "1h+d10s", "1h+b10s", "5m+3x30s", "0s+5x30s",
    "2h+30/30m", "hg3m", "25m+10s", "40/2h,20/1h,30m+30s", "1h30m15s+1m5s"]


# What the card promises the faces show (docs/playing.md), written out here, not asked of the menu.
PRESET_FACES = {"135m+30s": "C135", "90m+30s": "C 90", "1h+30s": "R 60", "30m+2s": "O 30", "5m+4s": "B  5",
                "2h+30/30m": "C CA"}
OPENING_FACES = {None: "FREE", "adjacent": "ADJA", "rif": "RIF", "yamaguchi": "YAGU", "soosorv-7": "SOO7",
                 "taraguchi-9": "TA9", "sakata": "SAtA", "super-sakata": "SUSA"}


@pytest.mark.parametrize("text", CONTROLS)
def test_any_time_control_is_set_stage_by_stage_from_the_keys_alone(text):
    board = Board(time_control="135m+30s")
    assert board.key(menu.MENU) == ("CLOC", "C135")
    board.key(menu.MENU)
    for _ in range(len(menu.PRESETS) + 2):
        if board.menu.faces()[1] == "SET":
            break
        board.key(menu.RIGHT)
    assert board.key(menu.MENU)[0] == "TYPE"
    for label, value in _fields_of(text):
        assert board.menu.faces()[0] == label
        _steer(board, value)
        board.key(menu.MENU)
    from shared_rules.timecontrol import parse_control

    assert parse_control(board.configured[-1]["time_control"]) == parse_control(text)
    assert board.menu.faces() == ("CLOC", PRESET_FACES.get(text, "OWN"))


def test_a_control_the_rules_refuse_is_refused_on_the_faces_and_nothing_is_kept():
    board = Board()
    board.key(menu.MENU)
    board.key(menu.MENU)
    board.key(menu.LEFT)  # SET
    board.key(menu.MENU)
    for face in ("TYPE", "CNT1"):
        assert board.menu.faces()[0] == face
        board.key(menu.MENU)
    # 1h30 -> 0h00: a stage with no time and no overtime
    for _ in range(9):
        board.key(menu.LEFT, menu.HOLD)
    assert board.menu.faces() == ("DUR1", "0h00")
    while board.menu.faces()[0] != "THEN":
        board.key(menu.MENU)
    board.key(menu.MENU)
    assert board.menu.faces()[0] == "Err"
    assert board.configured == [] and board.values["time_control"] is None
    # Any key puts Err away and does nothing else; the entry is back at its first field with every
    # value kept, so the one at fault is mended without entering the rest again.
    assert board.key(menu.RIGHT)[0] == "TYPE"
    assert board.menu.faces() == ("TYPE", "STAG")
    board.key(menu.MENU)
    board.key(menu.MENU)
    assert board.menu.faces() == ("DUR1", "0h00")
    board.key(menu.RIGHT, menu.HOLD)  # 10 minutes
    while board.menu.draft is not None:
        board.key(menu.MENU)
    assert board.values["time_control"] == "10m+30s"  # the entry began from 90m+30s


def test_a_kept_soosorv_n_shows_its_n_when_the_list_is_opened_again():
    board = Board(opening="soosorv-5")
    index = [item[1] for item in menu.ITEMS].index("opening")
    board.menu.start(False)
    while board.menu.item != index:
        board.key(menu.RIGHT)
    assert board.menu.faces() == ("OPEN", "SOO5")
    assert board.key(menu.MENU) == ("OPEN", "SOO5")  # the list, at the kept regulation with its N
    assert board.key(menu.MENU) == ("SOO", "5")  # its N, as kept


def test_every_value_of_every_list_is_taken_from_the_keys():
    lists = {"foul_mode": settings.FOUL_MODE_NAMES, "show_forbidden": ("always", "black", "never"),
             "takebacks": (False, True)}
    for key, values in lists.items():
        index = [item[1] for item in menu.ITEMS].index(key)
        for value in values:
            board = Board()
            board.key(menu.MENU)
            for _ in range(index):
                board.key(menu.RIGHT)
            board.key(menu.MENU)
            for _ in range(len(values)):
                if board.menu.choices[board.menu.choice][1] == value:
                    break
                board.key(menu.RIGHT)
            board.key(menu.MENU)
            assert board.values[key] == value, (key, value)


def test_every_opening_regulation_and_its_n():
    from shared_rules.openings import REGULATIONS

    index = [item[1] for item in menu.ITEMS].index("opening")
    taken = set()
    for k in range(len(REGULATIONS)):
        board = Board()
        board.key(menu.MENU)
        for _ in range(index):
            board.key(menu.RIGHT)
        board.key(menu.MENU)
        for _ in range(k):
            board.key(menu.RIGHT)
        face = board.menu.faces()[1]
        board.key(menu.MENU)
        if board.menu.number is not None:  # Soosorv-N, Taraguchi-N
            board.key(menu.LEFT)
            board.key(menu.MENU)
        taken.add(board.values["opening"])
        assert board.menu.faces() == ("OPEN", OPENING_FACES[board.values["opening"]]), face
    assert taken == {None, "adjacent", "rif", "yamaguchi", "soosorv-7", "taraguchi-9", "sakata", "super-sakata"}


def test_new_is_not_offered_while_a_game_is_in_progress():
    board = Board()
    board.menu.start(in_game=True)
    faces = set()
    for _ in range(len(menu.ITEMS) + 1):
        faces.add(board.key(menu.RIGHT)[0])
    assert "NEW" not in faces and "CLOC" in faces and "LED" in faces
    board.menu.start(in_game=False)
    board.key(menu.LEFT)
    assert board.key(menu.MENU) == ("", "") or board.new_games == 1
    assert board.new_games == 1 and not board.menu.open


def test_the_number_being_entered_is_drawn_on_the_board_in_digits():
    board = Board(time_control="135m+30s")
    for key in (menu.MENU, menu.MENU, menu.LEFT, menu.LEFT, menu.MENU, menu.MENU, menu.MENU):
        board.key(key)
    assert board.menu.faces() == ("DUR1", "2h15")
    bar, at, digits = board.menu.leds()
    # 135 minutes: 1, 3 and 5 in 3x5 digits, rows 6 to 10 (points 75 to 149), inside the board
    assert len(digits) == 8 + 11 + 11 and all(75 <= p < 150 for p in digits)
    assert at == bar[0] == 14 * 15  # the scroll bar's first point: the time control
    assert len(menu.digit_points(1440)) == 8 + 9 + 9 + 12  # 24 h of minutes: four digits, all 15 columns
    assert {p % 15 for p in menu.digit_points(1440)} == set(range(15)) - {3, 7, 11}


def _faces_seen():
    """Every face the menu shows in a long random walk over its keys, and every value face."""
    seen = set()
    chooser = random.Random(22)
    for start in (dict(), dict(time_control="40/2h,1h+3x30s", opening="soosorv-4")):
        board = Board(**start)
        for _ in range(4000):
            button = chooser.choice((menu.MENU, menu.LEFT, menu.RIGHT, menu.RIGHT))
            gesture = menu.HOLD if chooser.random() < 0.15 else menu.TAP
            board.key(button, gesture)
            if board.menu.open:
                seen.update(board.menu.faces())
            if board.new_games:
                board.new_games = 0
    for text in CONTROLS:
        seen.add(menu.control_face(text))
        for label, value in _fields_of(text):
            seen.update((label, value))
    return seen


def test_every_face_the_menu_shows_is_made_of_what_a_7_segment_digit_shows():
    seen = _faces_seen()
    seen.add("Err")  # a refusal (test_a_control_the_rules_refuse...)
    assert {"CLOC", "TYPE", "CNT1", "THEN", "OCNT", "SOO", "NEW", "Err"} <= seen
    for text in seen:
        bad = [ch for ch in text if ch not in ht16k33._CHARS and ch != ":"]
        assert not bad, (text, bad)
        assert len(text.replace(":", "")) <= ht16k33.DIGITS, text  # nothing cut off
    # what is chosen between is told apart on the faces themselves (their segments)
    for choices in ([menu.control_face(t) for _, t in menu.PRESETS] + ["NONE", "SET", "OWN"],
                    [item[0] for item in menu.ITEMS], [face for face, _ in menu._opening_choices()],
                    list(menu.BONUS_FACES), list(menu.THEN_FACES)):
        shown = [ht16k33.layout(face) for face in choices]
        assert len(set(shown)) == len(shown), choices


def test_the_readme_and_the_card_say_what_the_table_says(tmp_path):
    readme = (ROOT / "docs" / "playing.md").read_text()
    start = readme.index(menu_card.BEGIN) + len(menu_card.BEGIN)
    assert readme[start:readme.index(menu_card.END)].strip() == menu_card.readme_tables()
    for button, gesture, does in menu_card.key_rows():
        assert "| %s | %s | %s |" % (button, gesture, does) in readme
    assert menu_card.SVG_PATH.read_text() == menu_card.card_svg()
    # the PDF as a reader sees it: its text, every row of the table in it
    text = subprocess.run(["pdftotext", "-layout", str(menu_card.PDF_PATH), "-"], capture_output=True, text=True,
                          check=True).stdout
    words = " ".join(text.split())
    for button, gesture, does in menu_card.key_rows():
        assert "%s %s" % (button, gesture) in words and " ".join(does.split()[:6]) in words
    for face, key, what in menu_card.item_rows():
        assert face in words and " ".join(what.split()[:5]) in words
    assert subprocess.run([sys.executable, "-m", "hardware.menu_card", "--check"], cwd=str(ROOT)).returncode == 0


def test_the_russian_card_reads_in_russian_with_the_boards_faces_as_they_are():
    import json

    english = menu_card.english_card()
    i18n = ROOT / "host" / "i18n"
    for path in sorted(i18n.glob("*.json")):  # every language has every row of the table to translate
        card = json.loads(path.read_text(encoding="utf-8"))["card"]
        assert {key: set(card[key]) for key in ("buttons", "gestures", "keys", "items")} == \
            {key: set(english[key]) for key in ("buttons", "gestures", "keys", "items")}, path.name
    # the translators' English is the table's: a row changed in firmware/menu.py shows here
    assert json.loads((i18n / "en.json").read_text(encoding="utf-8"))["card"] == english
    svg_path, pdf_path = menu_card.card_paths("ru")
    assert svg_path.read_text(encoding="utf-8") == menu_card.card_svg("ru")
    text = subprocess.run(["pdftotext", "-layout", str(pdf_path), "-"], capture_output=True, text=True,
                          check=True).stdout
    words = " ".join(text.split())
    russian = menu_card.card_words("ru")
    assert russian["title"] == "Tengen: меню доски" and russian["title"] in words
    for button, gesture, does in menu_card.key_rows(russian):
        assert "%s %s" % (button, gesture) in words and " ".join(does.split()[:5]) in words, (button, gesture)
    for face, key, what in menu_card.item_rows(russian):
        assert face in words and " ".join(what.split()[:4]) in words, face
    # no English word: every lowercase word of the English card's is absent (the faces are capitals)
    english_words = {w for row in menu_card.key_rows() + [r[::2] for r in menu_card.item_rows()] for text in row
                     for w in re.findall(r"[a-z]{3,}", text)} | set(re.findall(r"[a-z]{3,}", menu_card.field_note()))
    found = set(re.findall(r"[A-Za-z]+", words))
    assert "the" in english_words and found & english_words == set(), found & english_words
    assert {"CLOC", "FOUL", "PAUS", "TRAI", "SAtA"} <= found  # the 7-segment faces, as the board shows them
