"""Cost of the Pico backend's hot loops, for callgrind on the MicroPython unix port (docs/performance.md).

    PYTHONHASHSEED=0 MICROPYPATH=.frozen:.:firmware:tests/fakes valgrind --tool=callgrind \
        --callgrind-out-file=/dev/null micropython bench/bench_hal_pico.py scan N
(instructions for N) - (instructions for 0), over N, is one call; divide by 71,000 for Pico ms.
(PYTHONHASHSEED=0: the PyPI micropython starts through CPython, whose hash seed varies the count.)
  scan    N  the bytecode scan loop of hall_scan.HallScan._read_bytecode, statement for statement,
             with what the unix port cannot do replaced by C calls of the same shape: the SIO
             register store by an array('I') subscript store (machine.mem32 on unix maps /dev/mem),
             ADC.read_u16 by a C bound method returning an int (io.BytesIO.tell). Row settle
             (sleep_us) is left out: add 15 x row_power_settle_us, and 2 us of conversion per point.
  encode N   ws2812.Chain.encode of a full 225-LED frame (the real method, fake rp2 underneath; its
             native code, x86-64 here: the Thumb code's count is not measured, an estimate only)
  encodew N  the same for an RGBW chain
"""
import io
import sys
from array import array


SIZE = 15


def scan_loop(out, mem32, xor, rows, cols, read):
    # hall_scan.HallScan._read_bytecode, sleep_us left out
    i = 0
    for r in range(SIZE):
        mem32[xor] = rows[r]
        out[i] = read() >> 4
        i += 1
        for c in range(1, SIZE):
            mem32[xor] = cols[c]
            out[i] = read() >> 4
            i += 1


def bench_scan(n):
    from hall_scan import step_tables

    rows, cols = step_tables([2, 3, 4, 5], [6, 7, 8, 9])
    mem32 = array("I", bytes(32))  # stands for machine.mem32
    xor = 7  # stands for SIO_OUT_XOR
    read = io.BytesIO(b"").tell
    out = array("H", bytes(450))
    for _ in range(n):
        scan_loop(out, mem32, xor, rows, cols, read)


def bench_encode(n, white):
    from ledchain import chain_table
    from ws2812 import Chain

    leds = {"data_pin": 16, "order": "GRBW" if white else "GRB", "type": "SK6812-RGBW" if white else "WS2812B",
            "dma": False}
    chain = Chain(leds, chain_table(SIZE, "serpentine-rows"))
    frame = bytearray((p * 7) & 0xFF for p in range(3 * SIZE * SIZE))
    for i in range(n):
        frame[(3 * i) % len(frame)] ^= 0x40  # one LED changes, as after a move
        chain.encode(frame)


def main(argv):
    subject, n = argv[1], int(argv[2])
    if subject == "scan":
        bench_scan(n)
    elif subject in ("encode", "encodew"):
        bench_encode(n, subject == "encodew")
    else:
        raise SystemExit("subjects: scan, encode, encodew")


main(sys.argv)
