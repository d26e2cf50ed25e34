"""The frame and message codec, on both interpreters."""

from shared_rules.protocol import (FrameReader, ProtocolError, cobs_decode, cobs_encode, crc32, decode_frame,
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
