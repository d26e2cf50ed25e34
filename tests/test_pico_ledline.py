"""The emulated Pico's LED line check (hardware/pico/ws2812_line.mjs, the decoder the emulator runs on
the data pin, and hardware.vboard.pico.led_timing_problems) on waveforms made here: jittered bits are
measured at their least and most, and one bit out of its window anywhere in a frame is caught."""

import random

from hardware.vboard.pico import decode_led_line, led_timing_problems

# A bit of the firmware's PIO program: 1.25 us, high 375 ns for a 0 and 750 ns for a 1.
BIT_NS = 1250
HIGH_NS = {0: 375, 1: 750}


def waveform(bits, high_of=lambda n, bit: HIGH_NS[bit], start=100_000):
    """Edges [(ns, level)] of one frame: bit n high for high_of(n, bit) ns, then low to the next bit."""
    edges = []
    t = start
    for n, bit in enumerate(bits):
        edges.append((t, 1))
        edges.append((t + high_of(n, bit), 0))
        t += BIT_NS
    return edges, t


def pattern(count, seed=1):
    rng = random.Random(seed)
    return [rng.randint(0, 1) for _ in range(count)]


def test_a_clean_frame_decodes_to_its_bytes_inside_both_windows():
    bits = pattern(24 * 8)
    edges, _ = waveform(bits)
    (frame,) = decode_led_line(edges)
    assert frame["bits"] == len(bits)
    assert frame["hex"] == bytes(int("".join(map(str, bits[i:i + 8])), 2) for i in range(0, len(bits), 8)).hex()
    assert frame["t0h"] == [375, 375] and frame["t1h"] == [750, 750]
    assert frame["t0l"] == [875, 875] and frame["t1l"] == [500, 500]
    assert led_timing_problems(frame) == []


def test_jittered_bits_are_measured_at_their_least_and_most_not_their_first_and_last():
    bits = pattern(24 * 30, seed=2)
    rng = random.Random(3)
    jitter = [rng.randint(-40, 40) for _ in bits]
    # the extremes sit in the middle of the frame, never at its first or last bit of a kind
    middle = len(bits) // 2
    ones = [n for n in range(middle, len(bits)) if bits[n]][:2]
    zeros = [n for n in range(middle, len(bits)) if not bits[n]][:2]
    jitter[ones[0]], jitter[ones[1]], jitter[zeros[0]], jitter[zeros[1]] = 90, -90, 95, -95
    edges, _ = waveform(bits, lambda n, bit: HIGH_NS[bit] + jitter[n])
    (frame,) = decode_led_line(edges)
    highs = {b: [HIGH_NS[b] + jitter[n] for n in range(len(bits)) if bits[n] == b] for b in (0, 1)}
    assert frame["t1h"] == [min(highs[1]), max(highs[1])] == [660, 840]
    assert frame["t0h"] == [min(highs[0]), max(highs[0])] == [280, 470]
    assert led_timing_problems(frame, {"WS2812B": {"t0h": (250, 550), "t1h": (650, 950)}}) == []


def test_one_bit_out_of_its_window_in_the_middle_of_a_frame_is_caught():
    bits = [1, 0] * 300
    # one zero high 520 ns (still a zero, beyond the SK6812's T0H), then one one high 980 ns (beyond both)
    for slow, key, high in ((301, "t0h", 520), (300, "t1h", 980)):
        edges, _ = waveform(bits, lambda n, bit: high if n == slow else HIGH_NS[bit])
        (frame,) = decode_led_line(edges)
        problems = led_timing_problems(frame)
        assert any(p.startswith("SK6812 %s" % key) for p in problems), (key, frame, problems)
        assert frame[key][1] == high


def test_a_low_cut_short_between_bits_is_caught():
    bits = [0] * 200
    edges, _ = waveform(bits, lambda n, bit: 375 + (500 if n == 123 else 0))  # 875 ns high: a one, its low 375 ns
    (frame,) = decode_led_line(edges)
    assert frame["t1h"] == [875, 875] and frame["t1l"] == [375, 375]
    assert any(p.startswith("SK6812 t1l") for p in led_timing_problems(frame))  # 450-750 ns


def test_two_frames_apart_by_the_reset_are_measured_each_on_its_own():
    first, end = waveform([1] * 24)
    second, _ = waveform([0] * 24, lambda n, bit: 300, start=end + 80_000)
    frames = decode_led_line(first + second)
    assert [f["bits"] for f in frames] == [24, 24]
    assert frames[0]["t1h"] == [750, 750] and frames[0]["t0h"] is None
    assert frames[1]["t0h"] == [300, 300] and frames[1]["t1h"] is None
    assert frames[1]["reset_before"] == 80_000 + BIT_NS - 750
