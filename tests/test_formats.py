"""Every format's exporter read back by its importer into the same game, with an asymmetric game
that catches flipped or transposed boards, and the known answers each format's description gives."""

import copy

import pytest

from host.formats import (ExportError, FORMAT_NAMES, FormatError, export_records, import_records, name_for_path,
                          pos, psq, renjunet, renlib, sgf, text)
from host.game_record import Move, Player, Record
from shared_rules.board import FEDERATION, parse_point
from shared_rules.terms import PASS

# b15, both top rows (15 and 14), the four corners, and a pass: a flip or a transposition of the
# board moves at least one of these stones, and the pass must survive as a pass.
HEADER = 20  # bytes before a .lib's first node record
ASYMMETRIC = "h8 h9 i8 i10 b15 a15 o15 a1 o1 pass c14 d14 e15".split()


def asymmetric_record(with_pass=True):
    names = ASYMMETRIC if with_pass else [n for n in ASYMMETRIC if n != "pass"]
    record = Record.from_names(names, event='Cup "Белые ночи" & <friends>', round="3", board="7",
                               date="2026-11-30", place="Saint Petersburg", opening_rule="RIF",
                               time_control="90m+30s", result="white", reason="resignation", confirmed=True,
                               swaps=[3], comment="a game\nwith two lines")
    record.black = Player("Иванов Иван", club="Нева", country="RUS", rating="2150")
    record.white = Player("Ando Meritee", club="Tallinn RC", country="EST", rating="3d")
    record.offers = [parse_point("b15"), parse_point("k7")]
    clock_black, clock_white = 5400000, 5400000
    for i, move in enumerate(record.moves):
        move.used_ms = 1000 * i + 7  # odd milliseconds: a rounding anywhere shows
        if i % 2 == 0:
            clock_black -= move.used_ms - 30000
        else:
            clock_white -= move.used_ms - 30000
        move.clocks = (clock_black, clock_white)
    record.moves[2].comment = "Ugetsu [D6]; {braces}"
    record.moves[3].annotations = ["anomaly: restore i10, remove -", "claim foul by P2: refused"]
    return record


def roundtrip(name, record):
    return import_records(name, export_records(name, [record]))


# -- formats that keep the whole game -----------------------------------------------------------

@pytest.mark.parametrize("name", ["text", "text-federation", "sgf", "renlib", "svg"])
def test_formats_that_keep_everything_give_back_the_same_game(name):
    record = asymmetric_record()
    back = roundtrip(name, record)
    assert len(back) == 1
    assert back[0].names() == ASYMMETRIC
    assert record.differences(back[0]) == []
    assert back[0] == record


def test_renjunet_keeps_players_event_result_and_opening():
    record = asymmetric_record(with_pass=False)
    back = roundtrip("renjunet", record)[0]
    assert back.names() == record.names()
    assert (back.black.name, back.black.country, back.black.rating) == ("Иванов Иван", "RUS", "2150")
    assert (back.white.name, back.white.country) == ("Ando Meritee", "EST")
    assert (back.event, back.round, back.date, back.place) == (record.event, "3", "2026-11-30", "Saint Petersburg")
    assert (back.result, back.opening_rule, back.swaps, back.comment) == ("white", "RIF", [3], record.comment)
    assert sorted(back.offers) == sorted(record.offers)


def test_psq_keeps_moves_and_their_times():
    record = asymmetric_record(with_pass=False)
    back = roundtrip("psq", record)[0]
    assert back.names() == record.names()
    assert [m.used_ms for m in back.moves] == [m.used_ms for m in record.moves]


def test_pos_keeps_moves_and_the_pass():
    back = roundtrip("pos", asymmetric_record())[0]
    assert back.names() == ASYMMETRIC


def test_yixin_keeps_moves():
    back = roundtrip("yixin", asymmetric_record(with_pass=False))[0]
    assert back.names() == [n for n in ASYMMETRIC if n != "pass"]


@pytest.mark.parametrize("name", ["psq", "renjunet", "yixin"])
def test_a_pass_is_refused_where_the_format_has_none_never_dropped(name):
    with pytest.raises(ExportError, match="pass"):
        export_records(name, [asymmetric_record()])


@pytest.mark.parametrize("name", ["renjunet", "renlib", "sgf", "text"])
def test_several_games_in_one_file(name):
    games = [Record.from_names("h8 h9 h7 i7".split(), result="black"),
             Record.from_names("h8 i9 j10".split(), result="draw")]
    back = import_records(name, export_records(name, games))
    assert [(r.names(), r.result) for r in back] == [(g.names(), g.result) for g in games]


def test_a_library_of_several_games_is_one_tree_that_gives_each_game_back_whole():
    # Games sharing their beginning share its nodes; each game's data and its moves' own texts
    # (times, comments) are its own, in its block on its last move.
    first = Record.from_names("h8 h9 h7 i7".split(), result="black", event="Cup", round="1")
    first.black.name, first.white.name, first.black.club = "Kask Liis", "Ivanov Ivan", "Tallinn"
    first.moves[1].used_ms, first.moves[1].comment = 1500, "first game's comment"
    second = Record.from_names("h8 h9 h7".split(), result="draw")  # ends where the first goes on
    second.moves[1].used_ms = 2500
    third = Record.from_names("h8 h9 h7".split())                   # the same moves again: no data at all
    data = export_records("renlib", [first, second, third])
    assert data.count(bytes([0x78])) == 1  # h8 once: one tree
    back = import_records("renlib", data)
    assert [r.differences(g) for r, g in zip(back, [first, second, third])] == [[], [], []]
    assert len(back) == 3


def test_single_game_formats_refuse_several_games():
    with pytest.raises(ExportError, match="one game"):
        export_records("psq", [Record.from_names(["h8"]), Record.from_names(["h8"])])


def test_format_from_file_name():
    assert name_for_path("round3.LIB") == "renlib"
    assert name_for_path("game.fed.txt") == "text-federation"
    assert name_for_path("game.txt") == "text"
    assert name_for_path("renjunet_v10_20261130.rif") == "renjunet"
    with pytest.raises(ValueError, match="--format"):
        name_for_path("game.doc")
    assert name_for_path("game.sav") == "yixin"
    assert set(FORMAT_NAMES) >= {"renjunet", "renlib", "pos", "sgf", "psq", "yixin", "text", "text-federation", "svg", "pdf"}


# -- known answers: each format's own orientation ------------------------------------------------

def test_renlib_bytes_from_the_format_description():
    header30 = b"\xffRenLib\xff\x03\x00" + b"\xff" * 10
    header34 = b"\xffRenLib\xff\x03\x04" + b"\xff" * 10
    # h8 i9 g7, full save
    assert renlib.write(Record.from_names("h8 i9 g7".split())) == header30 + bytes.fromhex("7800 6900 8740")
    # ... with a pass after i9: version 3.4 and a root record
    assert renlib.write(Record.from_names("h8 i9 pass g7".split())) == header34 + bytes.fromhex("0000 7800 6900 0000 8740")
    # "B wins" on move 3: the comment flag, the text, NUL, padded to even length
    game = renlib.read(header30 + bytes.fromhex("7800 6900 8748") + b"B wins\x00\x00")[0]
    assert game.names() == ["h8", "i9", "g7"] and game.moves[2].comment == "B wins"
    # the corners and b15: low nibble column (a = 1), high nibble row from the TOP
    corners = renlib.write(Record.from_names("h8 b15 a15 o15 a1 o1".split()))
    assert corners[HEADER:] == bytes.fromhex("7800 0200 0100 0F00 E100 EF40")


def test_renlib_reads_branch_saves_stale_down_and_old_files():
    header = b"\xffRenLib\xff\x03\x00" + b"\xff" * 10
    # a branch save ends without RIGHT, and a path node keeps DOWN though its sibling is not saved
    game = renlib.read(header + bytes.fromhex("7800 6980 8700"))[0]
    assert game.names() == ["h8", "i9", "g7"]
    # an older RenLib's file has no header and starts with h8's byte
    assert renlib.read(bytes.fromhex("7800 6940"))[0].names() == ["h8", "i9"]
    # an odd trailing NUL after a comment's text is accepted
    game = renlib.read(header + bytes.fromhex("7808") + b"abc\x00")[0]
    assert game.moves[0].comment == "abc"
    # a pre-3.0 comment: 7-bit Swedish, ended by a byte with bit 7 set
    game = renlib.read(header + bytes.fromhex("7820") + b"Sk}ne" + bytes([ord("!") | 0x80]))[0]
    assert game.moves[0].comment == "Skåne!"


def test_renlib_tree_with_variations_and_merged_duplicates():
    header = b"\xffRenLib\xff\x03\x00" + b"\xff" * 10
    # h8 with two answers: h9 (then h7, a leaf) and i9 (a leaf); h9 has a younger sibling (DOWN)
    data = header + bytes.fromhex("7800 6880 8840") + bytes.fromhex("6948") + b"var\x00"
    game = renlib.read(data)[0]
    tree = game.tree
    h8 = tree.children[0]
    assert [n.point for n in h8.children] == [parse_point("h9"), parse_point("i9")]
    assert h8.children[1].comment == "var"
    assert game.names() == ["h8", "h9", "h7"]
    assert renlib.write(game) == data  # the tree is written back byte for byte
    # the same move twice under one node is one branch, as RenLib merges them
    merged = renlib.read(header + bytes.fromhex("7800 6880 8840 6880 7740 6940"))[0]
    assert [len(n.children) for n in merged.tree.children[0].children] == [2, 0]


def test_renlib_text_code_pages():
    header = b"\xffRenLib\xff\x03\x00" + b"\xff" * 10
    russian = "Хороший ход".encode("cp1251")
    game = renlib.read(header + bytes.fromhex("7848") + russian + b"\x00")[0]
    assert game.moves[0].comment == "Хороший ход"
    swedish = "Göteborg".encode("cp1252")
    assert renlib.read(header + bytes.fromhex("7848") + swedish + b"\x00\x00")[0].moves[0].comment == "Göteborg"
    # the one-line part, 0x08, the multi-line part with CRLF
    game = renlib.read(header + bytes.fromhex("7848") + b"one\x08two\r\nthree\x00")[0]
    assert game.moves[0].comment == "one\ntwo\nthree"


def test_pos_bytes():
    assert pos.write(Record.from_names("h8 b15 a15 o15 a1 o1 pass".split())) == bytes([7, 0x70, 1, 0, 14, 210, 224, 0xF0])
    assert pos.read(bytes([3, 0x70, 0x62, 0x71]))[0].names() == ["h8", "i9", "i8"]


def test_sgf_points():
    game = sgf.read(b"(;GM[4]FF[4]SZ[15];B[hh];W[ii];B[ig];W[ba];B[aa];W[ao];B[oa];W[oo];B[tt];W[])")[0]
    assert game.names() == "h8 i7 i9 b15 a15 a1 o15 o1 pass pass".split()
    assert b";B[ba]" in sgf.write(Record.from_names(["b15"]))


def test_psq_points():
    data = b"Piskvorky 15x15, 0:0, 0\r\n8,8,0\r\n2,1,1500\r\n1,15,20\r\n15,15,7\r\n-1\r\n"
    game = psq.read(data)[0]
    assert game.names() == ["h8", "b15", "a1", "o1"]
    assert [m.used_ms for m in game.moves] == [0, 1500, 20, 7]
    assert psq.write(game) == data


def test_yixin_points():
    data = b"15\n15\n5\n7 7\n0 1\n14 0\n0 14\n14 14\n"
    game = import_records("yixin", data)[0]
    assert game.names() == ["h8", "b15", "a1", "o15", "o1"]
    assert export_records("yixin", [game]) == data


def test_federation_notation_skips_j():
    record = Record.from_names("h8 i9 j10 k7 o15".split())
    written = text.write(record, notation=FEDERATION).decode()
    assert "1. H8\n2. I9\n3. K10\n4. L7\n5. P15" in written
    assert '[Notation "federation"]' in written
    # the file's own tag decides; without one the caller says, never the letters
    assert text.read(b"H8 I9 K10", notation=FEDERATION)[0].names() == ["h8", "i9", "j10"]
    assert text.read(b"H8 I9 K10")[0].names() == ["h8", "i9", "k10"]
    with pytest.raises(text.TextError, match="line 5: the file says federation notation, but rif"):
        text.read(written.encode(), notation=0)


def test_plain_text_as_other_tools_write_it():
    assert text.read(b"1.h8 2.h9 3.h7 4.h6")[0].names() == ["h8", "h9", "h7", "h6"]
    assert text.read(b"H8 H9 H7")[0].names() == ["h8", "h9", "h7"]
    assert text.read(b"h8h9h7h6")[0].names() == ["h8", "h9", "h7", "h6"]


# -- fixtures of real files, built from the formats' descriptions ---------------------------------

def test_renjunet_record_as_the_federation_exports_it():
    data = """<?xml version="1.0" encoding="UTF-8"?>
<database>
 <countries><country id="1" name="Estonia" abbr="EST"/><country id="4" name="Japan" abbr="JPN"/></countries>
 <rules><rule id="1" name="RIF" category="1">RIF opening rule</rule><rule id="7" name="Gomoku" category="2"/></rules>
 <openings><opening id="16" name="D3"/></openings>
 <players><player id="1" name="Ando" surname="Meritee" country="1"/><player id="2" name="Shigeru" surname="Nakamura" country="4"/></players>
 <tournaments><tournament id="1" name="World Championship &amp; Open" country="1" year="2005" start="2005-08-01" end="2005-08-07" rule="1" rated="1"/></tournaments>
 <games>
  <game id="7" publisher="91" tournament="1" round="8" rule="1" black="1" white="2" bresult="0"
        btime="8" wtime="8" opening="16" alt="k8" swap="R" rated="1">
   <move>h8 h9 j10 i9 i11 k9</move>
   <info>free text</info>
  </game>
  <game id="12" tournament="1" round="F2" rule="7" black="2" white="1" bresult="0.5"><move></move></game>
 </games>
</database>
""".encode()
    first, second = renjunet.read(data)
    assert first.names() == "h8 h9 j10 i9 i11 k9".split()
    # Tengen names a player "Surname Given", as the federation's tables and the record form do
    assert (first.black.name, first.black.country, first.white.name) == ("Meritee Ando", "EST", "Nakamura Shigeru")
    assert (first.event, first.date, first.round, first.result) == ("World Championship & Open", "2005-08-01", "8", "white")
    assert (first.opening_rule, first.rules, first.swaps, first.comment) == ("RIF", "renju", [3], "free text")
    assert first.offers == [parse_point("k8"), parse_point("i11")]
    assert first.extra == {"id": "7", "btime": "8", "wtime": "8", "publisher": "91", "rated": "1"}
    assert (second.moves, second.result, second.rules, second.round) == ([], "draw", "gomoku", "F2")
    # written and read again, the ids and the fields the format has are kept
    again = renjunet.read(renjunet.write_all([first, second]))
    assert again[0].extra == first.extra and again[0].names() == first.names()


def test_sgf_as_orc_and_renjubase_write_it():
    data = (b"(;GM[4]FF[4]SZ[15]SW[NO]5A[gg][hh]GN[Meritee-Nakamura(B) : RIF rule]RU[RIF]EV[Test Cup]"
            b"DT[2003-10-07]PB[Meritee]PW[Nakamura]BR[3d*]WR[5d]RE[W+Resign]TM[600]KM[5.5]"
            b";B[hh];W[hg]C[a \\] bracket];B[ig];W[gi];B[tt];W[ih])\n---\n(;GM[4]FF[4]RE[Draw];B[hh])")
    first, second = sgf.read(data)
    assert first.names() == ["h8", "h9", "i9", "g7", "pass", "i8"]
    assert (first.black.name, first.black.rating, first.white.rating) == ("Meritee", "3d*", "5d")
    assert (first.result, first.reason, first.time_control) == ("white", "resignation", "600s")
    assert first.offers == [parse_point("g9"), parse_point("h8")]
    assert first.moves[1].comment == "a ] bracket"
    assert second.result == "draw"
    # ORC's files have been seen with GM[5]: a declared 15x15 board says renju all the same
    orc = sgf.read(b"(;GM[5]FF[4]SW[NO]5A[gg]RE[B+Resign]SZ[15]TM[600];B[hh];W[hg];B[jf];W[ig]C[\n observed\n];)")[0]
    assert orc.names() == ["h8", "h9", "j10", "i9"] and orc.result == "black" and orc.offers == [parse_point("g9")]


def test_psq_as_piskvork_and_gomocup_write_it():
    data = (b"Piskvorky 15x15, 11:11, 0\r\n8,8,0\r\n9,7,0\r\n9,9,0\r\n7,9,1250\r\n10,10,3017\r\n"
            b"pbrain-embryo.exe\r\npbrain-yixin.exe\r\n-1\r\n")
    game = psq.read(data)[0]
    assert game.names() == ["h8", "i9", "i7", "g7", "j6"]
    assert game.moves[4].used_ms == 3017


# -- damaged and foreign files ----------------------------------------------------------------

@pytest.mark.parametrize("name, data, where, reason", [
    ("renlib", b"\xffRenLib\xff\x03\x00" + b"\xff" * 10 + bytes.fromhex("7800 FF00"), "byte 22", "not a point"),
    ("renlib", b"\xffRenLib\xff\x03\x00" + b"\xff" * 10 + bytes.fromhex("7808") + b"abc", "byte 22", "past the end"),
    ("renlib", b"\xffRenLib\xff\x04\x00" + b"\xff" * 10, "byte 8", "newer than 3.4"),
    ("renlib", b"PK\x03\x04 a zip file", "byte 0", "not a RenLib library"),
    ("pos", bytes([3, 0x70, 0x61]), "byte 0", "3 moves but 2 bytes"),
    ("pos", bytes([2, 0x70, 0xE1]), "byte 2", "neither a point"),
    ("sgf", b"(;GM[1]SZ[19];B[dd])", "line 1, column 5", "not Gomoku+Renju"),
    ("sgf", b"(;FF[4]GM[4]SZ[20];B[jj])", "line 1, column 15", "board size 20"),
    ("sgf", b"(;GM[4]\n;B[hh]\n;W[hh", "line 3, column 3", "not closed"),
    ("sgf", b"(;GM[4];B[hh];B[ii])", "line 1, column 16", "White's"),
    ("psq", b"Piskvorky 20x20, 0:0, 0\n1,1,0\n", "line 1", "20x20"),
    ("psq", b"Piskvorky 15x15, 0:0, 0\n8,8,0\n16,3,0\n", "line 3", "off the 15x15 board"),
    ("text", b"[Event \"x\"]\n1. h8 2. h9\n3. q3\n", "line 3", "'q3'"),
    ("text", b"1. h8 3. h9", "line 1", "move number 3"),
    ("renjunet", b"<database><games><game id='1'><move>h8 h9</move></game><game id='2'><move>h8", "line 1",
     "cut short inside game 2"),
    ("yixin", b"15\n15\n2\n7 7\n", "line 5", "2 moves but 1 follow"),
    ("yixin", b"15\n15\n1\n7 15\n", "line 4", "off the 15x15 board"),
    ("yixin", b"20\n20\n0\n", "line 1", "board size"),
    ("svg", b"<svg xmlns='http://www.w3.org/2000/svg'/>", "line 1", "no Tengen game"),
])
def test_damaged_files_name_the_place_and_the_reason(name, data, where, reason):
    with pytest.raises(FormatError) as caught:
        import_records(name, data)
    assert caught.value.where == where
    assert reason in caught.value.reason


def test_a_database_import_skips_only_the_game_it_cannot_read_whole():
    import io

    good = [Record.from_names("h8 h9 h7".split(), result="black"), Record.from_names("h8 i9".split(), result="white")]
    data = renjunet.write_all(good).replace(b"<move>h8 i9</move>", b"<move>h8 z99</move>")
    data = data.replace(b"</games>", b'<game id="3" bresult="1"><move>h8 i8 j8</move></game>\n</games>')
    errors = []
    read = list(renjunet.iter_read(io.BytesIO(data), errors=errors))
    assert [r.names() for r in read] == [["h8", "h9", "h7"], ["h8", "i8", "j8"]]
    assert len(errors) == 1 and "game 2" in errors[0].where and "'z99'" in errors[0].reason
    with pytest.raises(renjunet.RenjuNetError, match="z99"):
        renjunet.read(data)


def test_a_file_cut_short_imports_the_whole_games_before_it_and_nothing_of_the_cut_one():
    import io

    data = renjunet.write_all([Record.from_names(["h8", "h9"]), Record.from_names(["h8", "i9", "j10"])])
    cut = data[:data.index(b"i9 j10") + 2]
    errors = []
    read = list(renjunet.iter_read(io.BytesIO(cut), errors=errors))
    assert [r.names() for r in read] == [["h8", "h9"]]
    assert "cut short inside game 2" in errors[0].reason and errors[0].games == 1


# -- messy real data is reported, not refused -----------------------------------------------------

def test_messy_games_import_and_are_reported():
    data = renjunet.write_all([
        Record.from_names("h8 h9 i8 i9 j8 j9 k8 k9 l8 a1".split(), result="black"),   # moves after Black's five
        Record.from_names("h8 h9 i8 h9 j8".split(), result="white"),                   # a repeated point
        Record.from_names("g7 h9 i8".split(), result="draw"),                          # not starting on h8
    ])
    after_five, repeated, off_centre = renjunet.read(data)
    assert after_five.problems() == ["1 move(s) after the five of move 9"]
    assert repeated.problems() == ["move 4 repeats h9 (move 2 was there)"]
    assert off_centre.problems() == ["move 1 is g7, not h8"]
    assert Record.from_names("h8 h9 h7".split()).problems() == []
    # and they export again like any game
    assert renlib.read(renlib.write(repeated))[0].names() == repeated.names()


def test_record_model_basics():
    record = asymmetric_record()
    assert record.opening == "D6" and record.opening_name == "ugetsu"
    assert record.removed_offers == [parse_point("k7")]
    assert record.has_pass()
    assert record.board_after().count() == 12
    other = copy.deepcopy(record)
    other.moves[0] = Move(PASS)
    assert other != record
    with pytest.raises(TypeError):
        Record(colour="black")


def test_sgf_escapes_backslashes_brackets_and_soft_line_breaks():
    record = Record.from_names(["h8"], comment="a\\\nb ] c \\]")
    assert sgf.read(sgf.write(record))[0].comment == record.comment
    assert sgf.read(b"(;GM[4]C[soft\\\nbreak \\\\ and \\]];B[hh])")[0].comment == "softbreak \\ and ]"


# -- PlayOK (kurnik) ---------------------------------------------------------------------------

KURNIK = b"""[Event "?"]
[Site "kurnik"]
[Date "2003.08.23"]
[Round "-"]
[Black "first"]
[White "second"]
[Result "0-1"]
[TimeControl "1800"]
[BlackElo "1437"]
[WhiteElo "1252"]

1. h8 -- 2. h9 -- 3. h6 white 4. -- i8 5. j7 -- 6. i7 i7 7. -- j7 8. k6 j8 9.
j9 g8 0-1
"""


def test_playok_record_as_its_site_writes_it():
    game = import_records("text", KURNIK)[0]  # a .txt with PlayOK's Site tag is read as PlayOK's
    assert game.names() == "h8 h9 h6 i8 i7 j7 k6 j8 j9 g8".split()
    assert game.offers == [parse_point("j7"), parse_point("i7")] and game.removed_offers == [parse_point("j7")]
    assert (game.black.name, game.black.rating, game.white.name, game.result) == ("first", "1437", "second", "white")
    assert (game.swaps, game.opening_rule, game.date, game.time_control) == ([], "RIF", "2003-08-23", "1800s")
    assert export_records("kurnik", [game]).decode().endswith(
        "1. h8 -- 2. h9 -- 3. h6 white 4. -- i8 5. j7 -- 6. i7 i7 7. -- j7 8. k6 j8 9. j9 g8 0-1\n")


def test_playok_swap_turns_names_and_result():
    data = KURNIK.replace(b"1. h8 -- 2. h9 -- 3. h6 white 4. -- i8 5. j7 -- 6. i7 i7 7. -- j7 8. k6 j8 9.\nj9 g8",
                          b"1. h8 -- 2. h9 -- 3. h7 black 4. h6 i8 5. -- j8 6. j8 -- 7. g8 f7")
    game = import_records("kurnik", data)[0]
    assert game.names() == "h8 h9 h7 h6 j8 g8 f7".split()
    assert game.swaps == [3] and game.offers == [parse_point("i8"), parse_point("j8")]
    # "second" chose Black; the result 0-1 was "second"'s win
    assert (game.black.name, game.white.name, game.result) == ("second", "first", "black")
    back = import_records("kurnik", export_records("kurnik", [game]))[0]
    assert game.differences(back) == []


def test_playok_refuses_what_it_cannot_hold_rather_than_invent_a_swap_or_offers():
    # A renju game with no opening rule once came out with a "white" choice and its fifth move
    # offered twice (tests/test_formats_exports.py has the rest of it)
    record = Record.from_names("h8 h9 b15 a15 o15 a1 o1".split(), result="draw")
    with pytest.raises(ExportError, match="no opening rule"):
        export_records("kurnik", [record])
    with pytest.raises(ExportError, match="pass"):
        export_records("kurnik", [asymmetric_record()])
