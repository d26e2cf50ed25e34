"""The frame and message codec, on both interpreters."""

import json

from shared_rules.protocol import (BOARD, FrameReader, ProtocolError, cobs_decode, cobs_encode, crc32, decode_frame,
                                   decode_message, encode_frame, encode_message, MAX_PAYLOAD)


def test_crc32_check_value():
    assert crc32(b"123456789") == 0xCBF43926


def test_cobs_round_trip_and_no_zero_bytes():
    samples = [b"", b"\x00", b"\x00\x00", b"a", b"a" * 253, b"a" * 254, b"a" * 255, b"a" * 600,
               bytes(range(256)), bytes(range(256)) * 3, b"\x00a\x00b\x00"]
    for data in samples:
        encoded = cobs_encode(data)
        assert 0 not in encoded
        assert cobs_decode(encoded) == data


def test_cobs_rejects_a_block_running_past_the_end():
    try:
        cobs_decode(b"\x05ab")
    except ProtocolError:
        return
    assert False, "accepted a truncated block"


def test_frame_round_trip():
    payload = b'{"t": "ack", "seq": 7}'
    frame = encode_frame(payload)
    assert frame[0] == 0 and frame[-1] == 0
    assert decode_frame(frame[1:-1]) == payload


def test_corrupted_frame_is_rejected():
    frame = bytearray(encode_frame(b'{"t": "ack", "seq": 7}'))
    frame[5] ^= 0x01
    reader = FrameReader()
    assert reader.feed(bytes(frame)) == []
    assert sum(reader.errors.values()) == 1


def test_reader_resynchronises_after_boot_text_and_traceback():
    frame = encode_message({"t": "ack", "seq": 3})
    noise = b"MicroPython v1.22 on rp2\r\nType help()\r\n>>> Traceback (most recent call last):\r\n\x03\x04\xff"
    reader = FrameReader()
    payloads = reader.feed(noise + frame + noise + frame)
    assert [decode_message(p)["seq"] for p in payloads] == [3, 3]


def test_reader_takes_frames_split_across_reads():
    frame = encode_message({"t": "sync", "after": 12})
    reader = FrameReader()
    got = []
    for i in range(len(frame)):
        got += reader.feed(frame[i:i + 1])
    assert len(got) == 1 and decode_message(got[0]) == {"t": "sync", "after": 12}


def test_oversized_frame_is_dropped_and_the_next_one_read():
    reader = FrameReader()
    frame = encode_message({"t": "ack", "seq": 1})
    got = reader.feed(b"\x00" + b"x" * (3 * MAX_PAYLOAD) + frame)
    assert [decode_message(p)["seq"] for p in got] == [1]
    assert reader.errors.get("oversized") == 1
    assert reader.length == 0 or reader.length < reader.limit


def test_unknown_type_and_missing_fields_raise_protocol_error():
    for bad in (b'{"t": "explode"}', b'{"t": "ack"}', b'{"t": "ack", "seq": "7"}', b"[1, 2]", b"not json",
                b'{"seq": 1}', b"\xff\xfe"):
        try:
            decode_message(bad)
        except ProtocolError:
            continue
        assert False, "accepted %r" % bad


def test_encode_refuses_an_invalid_message():
    try:
        encode_message({"t": "move", "seq": 1})
    except ProtocolError:
        return
    assert False


def _problem(function, *args):
    try:
        function(*args)
    except ProtocolError as error:
        return str(error)
    return None


def test_the_full_check_takes_what_the_firmware_sends():
    from shared_rules.protocol_check import check

    for message in ({"t": "hello", "proto": 1, "board": "e6614103e7", "fw": "0.1.0", "epoch": "0aa1028c", "head": 26,
                     "base": 0},
                    {"t": "game", "seq": 1, "game": 1, "settings": {"time_control": None, "foul_mode": "club",
                                                                     "pass_from_move": 7, "takebacks": False}},
                    {"t": "move", "seq": 2, "game": 1, "n": 1, "point": "h8", "colour": "black", "used": 1200,
                     "clocks": [298800, 300000]},
                    {"t": "move", "seq": 9, "game": 1, "n": 8, "point": "pass", "colour": "white"},
                    {"t": "result", "seq": 3, "game": 1, "winner": "white", "reason": "foul", "line": ["h8", "i9"],
                     "point": "h8"},
                    {"t": "opening", "seq": 4, "game": 1, "action": "declare", "player": "P2", "n": 10},
                    {"t": "anomaly", "seq": 5, "game": 1, "restore": [], "remove": ["a1", "o15"]},
                    {"t": "state", "game": 0, "moves": 0, "turn": "black", "head": 0, "anomalies": 0,
                     "clock": [1, 5, 0, 0, 0, 0, 300000, 300000, 0, 0, 0, 0, 0, 0, 0, 0]},
                    {"t": "reply", "id": 3, "ok": False, "detail": "the game is over"}):
        assert _problem(check, message, BOARD) is None, message


def test_the_full_check_refuses_what_the_light_one_lets_through():
    from shared_rules.protocol_check import check

    for message, words in (
            ({"t": "state", "game": 1, "moves": 2, "turn": "black", "clock": [1, "300000"]}, "clock"),
            ({"t": "hello", "proto": 1, "board": "b", "epoch": "e", "head": 0, "base": 10 ** 20}, "base"),
            ({"t": "game", "seq": 1, "game": 10 ** 20, "settings": {}}, "game must be"),
            ({"t": "move", "seq": 1, "game": 1, "n": 1, "point": "h8", "colour": "black", "clocks": 5}, "clocks"),
            ({"t": "move", "seq": 1, "game": 1, "n": 1, "point": "h8", "colour": "black", "used": {}}, "used"),
            ({"t": "move", "seq": 1, "game": 1, "n": 1, "point": "z99", "colour": "black"}, "not a point"),
            ({"t": "move", "seq": 1, "game": 1, "n": 1, "point": "h8", "colour": "red"}, "colour"),
            ({"t": "hello", "proto": 1, "board": "\x1b[2J", "epoch": "e", "head": 0}, "printable"),
            ({"t": "ack", "seq": 1}, "does not send"),
            ({"t": "result", "seq": 1, "game": 1, "winner": "black", "reason": "luck", "line": []}, "reason")):
        problem = _problem(check, message, BOARD)
        assert problem is not None and words in problem, (message, problem)
        assert _problem(decode_message, json.dumps(message).encode(), BOARD) is None or words == "does not send"


def test_commands_are_checked_whole():
    from shared_rules.protocol_check import check_command

    assert _problem(check_command, "clock", {"op": "set", "player": "P1", "ms": 30000}) is None
    assert _problem(check_command, "settings", {"time_control": None, "opening": "rif"}) is None
    assert _problem(check_command, "new_game", {"settings": {"foul_mode": "training"}, "force": True}) is None
    for name, args, words in (("clock", {"op": "set", "player": "P3", "ms": "abc"}, "player"),
                              ("clock", {"op": "moves", "player": "P1", "ms": 5}, "needs moves"),
                              ("settings", {"colour": "red"}, "unknown argument"),
                              ("settings", {"pass_from_move": 2}, "pass_from_move"),
                              ("identify", {"seconds": 0}, "seconds"),
                              ("new_game", {"settings": {"foul_mode": "strict"}}, "foul_mode"),
                              ("explode", {}, "unknown command")):
        problem = _problem(check_command, name, args)
        assert problem is not None and words in problem, (name, args, problem)


def test_a_hello_loses_only_its_optional_fields_that_do_not_fit():
    from shared_rules.protocol_check import without_bad_options

    hello = {"t": "hello", "proto": 1, "board": "b1", "epoch": "e1", "head": 4, "fw": "1.0", "base": 10 ** 20,
             "caps": "x"}
    kept, problems = without_bad_options(hello, BOARD)
    assert kept == {"t": "hello", "proto": 1, "board": "b1", "epoch": "e1", "head": 4, "fw": "1.0"}, kept
    assert len(problems) == 2 and "base" in problems[0] and "caps" in problems[1], problems
    assert hello["base"] == 10 ** 20  # the message itself is left as it came
    for bad in ({"head": 10 ** 20}, {"board": "\x1b[2J"}, {"epoch": ""}):
        message = dict(hello)
        message.update(bad)
        assert _problem(without_bad_options, message, BOARD) is not None, bad


def test_a_studys_forced_win_lines_are_written_read_and_checked():
    from shared_rules.protocol import parse_study_line, study_line_text
    from shared_rules.protocol_check import check_command

    text = study_line_text(22, "vcf", ["g11", "e13", "i13", "j14", "e9"])
    assert text == "22,vcf,g11,e13,i13,j14,e9"
    assert parse_study_line(text) == (22, "vcf", ["g11", "e13", "i13", "j14", "e9"])
    assert parse_study_line("3,vct,h9") == (3, "vct", ["h9"])
    for bad in ("", "22,vcf", "vcf,22,g11", "x,vcf,g11", "-1,vcf,g11", "22,win,g11", "22 vcf g11", 22, None):
        assert _problem(parse_study_line, bad) is not None, bad
    moves = ["h8", "h9", "i8", "i9"]
    assert _problem(check_command, "setup", {"moves": moves, "mode": "study", "lines": ["4,vcf,j8,k8,g8"]}) is None
    for lines, words in ((["5,vcf,j8"], "a record of 4"), (["4,vcf,j8,z99"], "not a point"),
                         (["4,vcx,j8"], "not a study line"), (["4,vcf,j8,"], "not a point"),
                         (["4,vcf" + ",j8" * 140], "short strings"), (["4,vcf,j8"] * 17, "more than 16"),
                         ("4,vcf,j8", "wrong type")):
        problem = _problem(check_command, "setup", {"moves": moves, "mode": "study", "lines": lines})
        assert problem is not None and words in problem, (lines, problem)
