"""The Hall matrix scan as native code (@micropython.viper), ~10x faster than bytecode.

Its own module: a port without the native emitter rejects the whole file at compile time, and
hall_scan then falls back to the bytecode loop. Registers are reached through buffer objects
(uctypes.bytearray_at on the RP2040; plain arrays in the tests), so nothing here is an address.

  sio    SIO block from GPIO_OUT_XOR: word 0 is GPIO_OUT_XOR
  adc    ADC block: CS at word 0, FCS at word 2, FIFO at word 3 (the FIFO is on, DREQ off)
  timer  TIMER block from TIMERAWL: word 0 counts microseconds
"""

import micropython


@micropython.viper
def scan(out, rows, cols, sio, adc, timer, settle_us: int, mux_us: int, start: int) -> int:
    """Read 15 rows x 15 columns into out (array 'H'); rows/cols: XOR steps (see hall_scan)."""
    o = ptr16(out)
    rx = ptr32(rows)
    cx = ptr32(cols)
    xor = ptr32(sio)
    a = ptr32(adc)
    t = ptr32(timer)
    i = 0
    r = 0
    while r < 15:
        xor[0] = rx[r]
        t0 = int(t[0])
        # At least settle_us: t0 may have been read late in its microsecond, so wait one tick more.
        while settle_us and int(t[0]) - t0 <= settle_us:  # the row's sensors power up
            pass
        c = 0
        while c < 15:
            if c:
                xor[0] = cx[c]
            t0 = int(t[0])
            while mux_us and int(t[0]) - t0 <= mux_us:  # the mux output settles into the sample cap
                pass
            a[0] = start  # CS: EN | START_ONCE | AINSEL
            while not (a[2] & 0xF0000):  # FCS.LEVEL: wait for the conversion (~2 us)
                pass
            o[i] = a[3] & 0xFFF
            i += 1
            c += 1
        r += 1
    return i
