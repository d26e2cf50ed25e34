"""PlayOK (kurnik) game records: PGN-like tags, then numbered turns of the two players.

    [Site "kurnik"]
    [Date "2003.08.23"]
    [Black "kungen"]            the player who started (P1), before any swap
    [White "frassegawa"]
    [Result "0-1"]              for the tag's names, not the colours after a swap
    [TimeControl "1800"]        seconds
    [BlackRank "1437"]

    1. h8 -- 2. h9 -- 3. h6 white 4. -- i8 5. j7 -- 6. i7 i7 7. -- j7 8. k6 j8 0-1

Each numbered unit is one turn of each player, first P1 then P2: "--" nothing placed. The renju
opening (RIF): P1 places three stones, P2 chooses "white" (keeps) or "black" (swaps); White's fourth
stone; Black's two fifth-move offers; White repeats the one kept, which is move 5. Move numbers
are not stone numbers. As read by RenLib (Game.cpp ParseKurnik): the tokens that are not "--" are
counted, the 4th is the colour choice, the 6th and 7th the offers. A game without offers is written
with its fifth move offered twice; Tengen writes none that way (a RIF game without its two offers,
or a renju game without the RIF opening, is refused). A gomoku game is each player's stone in turn.
PlayOK records have no pass.
"""

import re

from host.formats import ExportError, FormatError, iter_lines
from host.formats.limits import MAX_MOVES, MAX_TEXT_CHARS, too_long_game
from host.game_record import Move, Record
from shared_rules.board import PointError, parse_point, point_name
from shared_rules.terms import PASS

# The names this module is chosen by, found here by host.formats (a new format is a new module):
# name -> (file extensions, description, the writer's name, options for reader and writer)
FILE_FORMATS = {
    "kurnik": ((".kurnik.txt",), "PlayOK (kurnik) record; a .txt with its Site tag is read as one", "write", {}),
}


class KurnikError(FormatError):
    """A PlayOK record that cannot be read: names the line and the reason."""


_TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]\s*$')
_NUMBER = re.compile(r"^\d+\.$")
_RESULTS = ("1-0", "0-1", "1/2-1/2", "*")


def is_kurnik(text):
    """Whether a text file is a PlayOK record (RenLib tells them by the Site tag)."""
    return bool(re.search(r'^\[Site "(www\.kurnik\.pl|kurnik|www\.playok\.com|playok)"\]', text, re.M | re.I))


def read(data):
    if isinstance(data, bytes):
        data = data.decode("utf-8", "replace")
    tags = {}
    number = 0
    for number, line in iter_lines(data):
        if len(line) > MAX_TEXT_CHARS:
            raise KurnikError("line %d" % number, "a line longer than %d characters" % MAX_TEXT_CHARS)
        tag = _TAG.match(line.strip())
        if tag:
            tags[tag.group(1)] = tag.group(2)
        elif line.strip():
            break
    else:
        raise KurnikError("line %d" % (number + 1), "no moves after the tags")
    # The turns, token by token as they come (a file may hold megabytes of them: the game's length
    # is checked at each one, never after all are read).
    tokens = ((number, token) for number, line in iter_lines(data) if not _TAG.match(line.strip())
              for token in line.split())
    record = Record(rules="renju")
    record.event = "" if tags.get("Event", "?") == "?" else tags["Event"]
    record.place = tags.get("Site", "")
    record.date = tags.get("Date", "").replace(".", "-").replace("??", "").strip("-")
    record.round = "" if tags.get("Round", "-") == "-" else tags["Round"]
    if tags.get("TimeControl", "").isdecimal():
        record.time_control = "%ss" % tags["TimeControl"]
    first_name, second_name = tags.get("Black", ""), tags.get("White", "")
    first_rating = tags.get("BlackElo", tags.get("BlackRank", ""))
    second_rating = tags.get("WhiteElo", tags.get("WhiteRank", ""))
    score = tags.get("Result", "*")
    counted = 0
    renju = False
    choice = None
    offers = []
    for number, token in tokens:
        if _NUMBER.match(token):
            continue
        if token in _RESULTS:
            score = token
            break
        if token == "--":
            if counted == 1:
                renju = True  # P2 placed nothing after move 1: the renju opening
            continue
        counted += 1
        if renju and counted == 4:
            if token.lower() not in ("white", "black"):
                raise KurnikError("line %d" % number, "the 4th entry must be the colour choice (white or black), not %r"
                                  % token)
            choice = token.lower()
            continue
        try:
            p = parse_point(token.lower())
        except PointError:
            raise KurnikError("line %d" % number, "%r is not a point (a-o, 1-15)" % token) from None
        if renju and counted in (6, 7):
            offers.append(p)
            continue
        if renju and counted == 8 and p not in offers:
            raise KurnikError("line %d" % number, "move 5 %s is not one of the offers %s" % (
                token, " ".join(point_name(q) for q in offers)))
        if len(record.moves) >= MAX_MOVES:
            raise KurnikError("line %d" % number, too_long_game())
        record.moves.append(Move(p))
    swapped = choice == "black"
    if renju:
        record.opening_rule = "RIF"
        record.offers = [] if len(set(offers)) == 1 else offers
    else:
        record.rules = "gomoku"
    if swapped:
        record.swaps = [3]
    black, white = ((second_name, second_rating), (first_name, first_rating)) if swapped else \
        ((first_name, first_rating), (second_name, second_rating))
    record.black.name, record.black.rating = black
    record.white.name, record.white.rating = white
    first_won = {"1-0": True, "0-1": False}.get(score)
    if score == "1/2-1/2":
        record.result = "draw"
    elif first_won is not None:
        record.result = "black" if first_won != swapped else "white"
    return [record]


def write(record):
    if record.has_pass():
        raise ExportError("a PlayOK record has no pass (move %d is one)" % (record.points().index(PASS) + 1))
    names = record.names()
    if record.rules == "gomoku":
        swapped = False
        slots = names  # each player's stone in turn: no swap, no offers
    else:
        swapped = 3 in record.swaps
        slots = _renju_slots(record, names)
    first = record.white if swapped else record.black
    second = record.black if swapped else record.white
    if record.result == "draw":
        score = "1/2-1/2"
    elif record.result:
        score = "1-0" if (record.result == "black") != swapped else "0-1"
    else:
        score = "*"
    lines = ['[Event "%s"]' % (record.event.replace('"', "'") or "?"), '[Site "kurnik"]',
             '[Date "%s"]' % (record.date.replace("-", ".") or "????.??.??"), '[Round "%s"]' % (record.round or "-"),
             '[Black "%s"]' % first.name.replace('"', "'"), '[White "%s"]' % second.name.replace('"', "'"),
             '[Result "%s"]' % score]
    if record.time_control.endswith("s") and record.time_control[:-1].isdecimal():
        lines.append('[TimeControl "%s"]' % record.time_control[:-1])
    if first.rating:
        lines.append('[BlackElo "%s"]' % first.rating)
    if second.rating:
        lines.append('[WhiteElo "%s"]' % second.rating)
    lines.append("")
    turns = []
    for i in range(0, len(slots), 2):
        turns.append("%d. %s" % (i // 2 + 1, " ".join(slots[i:i + 2])))
    lines.append(" ".join(turns) + " " + score)
    return ("\n".join(lines) + "\n").encode("utf-8")


def _renju_slots(record, names):
    """The turns of a renju game under the RIF opening: nothing is written that the game did not
    have (no swap decision, no offers made up for a game without them)."""
    if record.opening_rule.upper() != "RIF":
        raise ExportError("a PlayOK renju record holds the RIF opening (a swap choice after move 3, two fifth-move"
                          " offers); this game has %s: use sgf or text" % (
                              "the %s opening rule" % record.opening_rule if record.opening_rule else "no opening rule"))
    if len(names) < 5:
        raise ExportError("a PlayOK renju record needs the opening's five moves; this game has %d" % len(names))
    swapped = 3 in record.swaps
    if any(n != 3 for n in record.swaps):
        raise ExportError("PlayOK records a swap after move 3 only (RIF); this game swapped after move %s"
                          % ", ".join(str(n) for n in record.swaps if n != 3))
    offers = [point_name(p) for p in record.offers]
    if len(offers) != 2 or len(set(offers)) != 2 or names[4] not in offers:
        raise ExportError("PlayOK records two fifth-move offers, one of them move 5; this game has %s"
                          % (" ".join(offers) or "none"))
    black, white = (2, 1) if swapped else (1, 2)  # which player (P1, P2) plays each colour
    actions = [(1, names[0]), (1, names[1]), (1, names[2]), (2, "black" if swapped else "white"),
               (white, names[3]), (black, offers[0]), (black, offers[1]), (white, names[4])]
    for index in range(5, len(names)):
        actions.append((black if index % 2 == 0 else white, names[index]))
    slots = []
    for player, token in actions:
        if len(slots) % 2 + 1 != player:
            slots.append("--")
        slots.append(token)
    return slots


__all__ = ["read", "write", "is_kurnik", "KurnikError"]
