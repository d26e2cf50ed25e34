"""Fuzzing the frame and message decoders (CPython, hypothesis): whatever bytes arrive, the decoder
either returns messages or counts errors; it never raises, never loses a good frame that follows."""

from hypothesis import given, settings, strategies as st

from shared_rules.protocol import FrameReader, ProtocolError, decode_message, encode_message

GOOD = encode_message({"t": "ack", "seq": 42})


@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=3000))
def test_reader_never_raises_and_recovers(noise):
    reader = FrameReader()
    payloads = reader.feed(noise)
    for payload in payloads:
        try:
            decode_message(payload)
        except ProtocolError:
            pass
    # Whatever came before, a good frame (with its leading delimiter) is read.
    after = reader.feed(GOOD)
    assert [decode_message(p) for p in after][-1] == {"t": "ack", "seq": 42}


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600))
def test_decode_message_raises_only_protocol_error(payload):
    try:
        decode_message(payload)
    except ProtocolError:
        pass


@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(min_value=0, max_value=2**31 - 1), max_size=20), st.data())
def test_flipped_bits_are_caught(seqs, data):
    stream = b"".join(encode_message({"t": "ack", "seq": s}) for s in seqs)
    if not stream:
        return
    damaged = bytearray(stream)
    position = data.draw(st.integers(min_value=0, max_value=len(damaged) - 1))
    damaged[position] ^= 1 << data.draw(st.integers(min_value=0, max_value=7))
    reader = FrameReader()
    got = [decode_message(p)["seq"] for p in reader.feed(bytes(damaged))]
    # At most the damaged frame (or two, if a delimiter was hit) is lost; nothing is invented.
    assert len(got) >= len(seqs) - 2
    remaining = list(seqs)
    for seq in got:
        assert seq in remaining
        remaining.remove(seq)
