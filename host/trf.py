"""FIDE's Tournament Report File (TRF-2026): a tournament for a rating officer, and for the pairing engine.

A fixed-column text file (FIDE handbook, TRF-2026; the columns as bbpPairings reads them,
src/fileformats/trf.cpp). Header lines start with a 3-character code (012 name, 022 city, 032
federation, 042/052 start and end dates, 062 players, 092 type, 102 chief arbiter, 142 rounds,
152 the colour of the first player in round 1). A player is one `001` line:

    cols 5-8 start number, 10 sex, 11-13 title, 15-47 name, 49-52 rating, 54-56 federation,
    58-68 FIDE id, 70-79 birth date, 81-84 points, 86-89 rank, and from col 92 one 10-column
    block a round: opponent (4, 0000 none), colour (w, b, or - for no game), result code.

Result codes: 1 = 0 a game won, drawn, lost; + - a forfeit won, lost; W D L a game of less than one
move; H F a half- or full-point bye; U the pairing-allocated bye; Z (or blank) a zero-point absence.
Tengen writes the renju colours as paired: "b" for the pairing's Black (P1, who moves first).
"""

from dataclasses import dataclass, field

PLAYED_CODES = "1=0WDL"
POINTS = {"1": 1.0, "=": 0.5, "0": 0.0, "+": 1.0, "-": 0.0, "W": 1.0, "D": 0.5, "L": 0.0,
          "H": 0.5, "F": 1.0, "U": 1.0, "Z": 0.0, " ": 0.0}
HEADERS = (("012", "name"), ("022", "city"), ("032", "federation"), ("042", "start"), ("052", "end"),
           ("092", "kind"), ("102", "arbiter"))


class TrfError(ValueError):
    """A file that is not a TRF the reader can take: the message names the line."""


@dataclass
class TrfRound:
    opponent: int  # start number, 0 for none
    colour: str    # "w", "b" or "-"
    code: str      # a result code (above)

    @property
    def played(self):
        return self.opponent != 0 and self.code.upper() in PLAYED_CODES


@dataclass
class TrfPlayer:
    number: int
    name: str
    rating: int = 0
    sex: str = ""
    title: str = ""
    federation: str = ""
    fide_id: str = ""
    birth: str = ""
    points: float = 0.0
    rank: int = 0
    rounds: list = field(default_factory=list)  # TrfRound, round 1 first


@dataclass
class Trf:
    name: str = ""
    city: str = ""
    federation: str = ""
    start: str = ""
    end: str = ""
    kind: str = ""
    arbiter: str = ""
    rounds: int = 0             # 142: the rounds the event has
    first_colour: str = ""      # 152: "w" or "b", the first player's colour in round 1
    players: list = field(default_factory=list)


def points_text(points):
    return "%4.1f" % points


def write(trf):
    """The TRF text of trf (a Trf)."""
    lines = []
    for code, attribute in HEADERS:
        value = getattr(trf, attribute)
        if value:
            lines.append("%s %s" % (code, _ascii_safe(value)))
    lines.append("062 %d" % len(trf.players))
    lines.append("072 %d" % sum(1 for p in trf.players if p.rating))
    if trf.rounds:
        lines.append("142 %d" % trf.rounds)
        lines.append("XXR %d" % trf.rounds)  # the same, for readers of TRF(x) (JaVaFo's extension)
    if trf.first_colour:
        lines.append("152 %s" % trf.first_colour.upper())
        lines.append("XXC %s1" % ("white" if trf.first_colour == "w" else "black"))
    for player in sorted(trf.players, key=lambda p: p.number):
        lines.append(_player_line(player))
    return "\n".join(lines) + "\n"


def _player_line(p):
    line = [" "] * 91
    _put(line, 1, "001")
    _put(line, 5, "%4d" % p.number)
    _put(line, 10, (p.sex or " ")[:1])
    _put(line, 11, "%3s" % p.title[:3])
    _put(line, 15, _ascii_safe(p.name)[:33])
    _put(line, 49, "%4d" % p.rating if p.rating else "    ")
    _put(line, 54, "%-3s" % p.federation[:3])
    _put(line, 58, "%11s" % p.fide_id[:11])
    _put(line, 70, "%-10s" % p.birth[:10])
    _put(line, 81, points_text(p.points))
    _put(line, 86, "%4d" % p.rank if p.rank else "    ")
    blocks = ["%4s %s %s" % ("0000" if not r.opponent else "%4d" % r.opponent, r.colour or "-", r.code or " ")
              for r in p.rounds]
    return ("".join(line) + "  ".join(blocks)).rstrip()


def _put(line, column, text):
    line[column - 1:column - 1 + len(text)] = list(text)


def _ascii_safe(text):
    # TRF is read by programs written for Latin-1 or UTF-8 alike: control characters never reach it.
    return "".join(c if c.isprintable() else " " for c in str(text))


def read(text, source="the TRF"):
    """A Trf from a TRF file's text (TRF-2026, TRF16, TRF(x)); TrfError names a line it cannot read."""
    trf = Trf()
    numbers = set()
    for line_no, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip("\r\n")
        if not line.strip():
            continue
        code = line[:3]
        value = line[4:].strip()
        where = "%s:%d" % (source, line_no)
        if code == "001":
            player = _read_player(line, where)
            if player.number in numbers:
                raise TrfError("%s: start number %d twice" % (where, player.number))
            numbers.add(player.number)
            trf.players.append(player)
        elif code in dict(HEADERS):
            setattr(trf, dict(HEADERS)[code], value)
        elif code in ("142", "XXR"):
            try:
                trf.rounds = int(value.split()[0])
            except (ValueError, IndexError):
                raise TrfError("%s: the number of rounds is %r" % (where, value))
        elif code == "152" and value[:1].upper() in ("W", "B"):
            trf.first_colour = value[:1].lower()
        elif code == "XXC" and not trf.first_colour:
            for word in value.split():
                if word in ("white1", "black1"):
                    trf.first_colour = word[0]
    for player in trf.players:
        for n, r in enumerate(player.rounds, 1):
            if r.opponent and r.opponent not in numbers:
                raise TrfError("%s: player %d's round %d opponent %d has no 001 line" % (
                    source, player.number, n, r.opponent))
    trf.players.sort(key=lambda p: p.number)
    if not trf.rounds:
        trf.rounds = max((len(p.rounds) for p in trf.players), default=0)
    return trf


def _read_player(line, where):
    if len(line) < 84:
        raise TrfError("%s: a player line (001) has 84 columns at least, this one %d" % (where, len(line)))
    try:
        number = int(line[4:8])
    except ValueError:
        raise TrfError("%s: start number %r (columns 5-8)" % (where, line[4:8]))
    rating = line[48:52].strip()
    points = line[80:84].strip()
    rank = line[85:89].strip()
    try:
        player = TrfPlayer(number=number, name=line[14:47].strip(), rating=int(rating) if rating else 0,
                           sex=line[9].strip(), title=line[10:13].strip(), federation=line[53:56].strip(),
                           fide_id=line[57:68].strip(), birth=line[69:79].strip(),
                           points=float(points) if points else 0.0, rank=int(rank) if rank.isdigit() else 0)
    except ValueError:
        raise TrfError("%s: rating (49-52) %r or points (81-84) %r is not a number" % (where, rating, points))
    column = 91
    while column < len(line):
        block = line[column:column + 8].ljust(8)
        opponent, colour, code = block[0:4].strip(), block[5], block[7]
        if opponent and not opponent.isdigit():
            raise TrfError("%s: round %d's opponent %r (column %d)" % (where, len(player.rounds) + 1, opponent,
                                                                       column + 1))
        if colour not in "wb- " or code.upper() not in POINTS:
            raise TrfError("%s: round %d: colour %r, result %r" % (where, len(player.rounds) + 1, colour, code))
        player.rounds.append(TrfRound(int(opponent or 0), colour if colour != " " else "-", code.upper()))
        column += 10
    return player
