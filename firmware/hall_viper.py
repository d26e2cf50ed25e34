"""The Hall matrix scan as native code (@micropython.viper), ~10x faster than bytecode.

next_outside is sensing's first test of each reading, ~10x faster here than in bytecode.

The frame scan's interrupt calls power_row and read_row a tick apart; a whole scan now (a
calibration, the factory test: hall_scan.HallScan.read) calls them back to back, row after row.

Its own module: a port without the native emitter rejects the whole file at compile time, and
hall_scan then falls back to the bytecode loop. Registers are reached through buffer objects
(uctypes.bytearray_at on the RP2040; plain arrays in the tests), so nothing here is an address.

  sio    SIO block from GPIO_OUT_CLR: word 0 is GPIO_OUT_CLR, GPIO_OUT_XOR at the word params[3] says
  adc    ADC block: CS at word 0, FCS at word 2, FIFO at word 3 (the FIFO is on, DREQ off)
  timer  TIMER block from TIMERAWL: word 0 counts microseconds
"""

import micropython


@micropython.viper
def next_outside(raw, low, high, p: int) -> int:
    """The first point from p whose reading raw[p] (array 'H') lies outside its window
    low[p] <= raw[p] <= high[p] (arrays 'h'), or 225: the test sensing.Sensing.update makes of every
    point of every frame, almost always passed (most of a frame's time in bytecode)."""
    r = ptr16(raw)
    lo = ptr16(low)  # ptr16 loads unsigned: the windows' signed bounds are sign-extended here
    hi = ptr16(high)
    while p < 225:
        reading = int(r[p])
        bound = int(lo[p])
        if bound & 0x8000:
            bound -= 0x10000
        if reading < bound:
            return p
        bound = int(hi[p])
        if bound & 0x8000:
            bound -= 0x10000
        if reading > bound:
            return p
        p += 1
    return p


# A frame's state words (FrameScan.state, array 'i'), read and written by the timer's interrupt and
# by the application between its bytecodes (single words: no tearing). Constants of the compiler
# (no entry in the module's globals, which sit in the heap even for a frozen module); the viper
# code below uses the numbers.
#   0 ROW      the frame's next step: 2 r powers row r, 2 r + 1 reads it; from 30 on, idle ticks
#   1 TICKS    ticks a frame: the frame period in timer periods
#   2 HELD     1 from a frame's delivery until the application has classified it (out is its to read)
#   3 PAUSED   1 while the sensors are read otherwise (a calibration): the ticks leave them alone
#   4 FRAMES   frames delivered
#   5 DROPPED  frames finished while the application still held the last: not delivered
#   6 LAST     the timer's microsecond count at the latest tick that did its work
#   7 FRESH    1 until the first tick after a start: its time is taken as on time
#   8 STOPPED  1 once a tick found the timer stalled and stopped it: the application starts it again
#   9 POWERED  the timer's microsecond count when the row being read was powered


@micropython.viper
def power_row(r: int, rowbits, sio, params) -> int:
    """Row r selected and its sensors powered: the read follows once they have settled.

    sio from SIO GPIO_OUT_CLR (word 0), GPIO_OUT_XOR at word params[3]; rowbits[r]: the select bits
    of row r, column 0; params (array 'i'): settle_us, mux_us, the ADC's CS start word, the XOR
    word, the select lines' mask, ROW_PWR_EN_n's bit, then FrameScan's least and most time between
    two ticks' work (us)."""
    q = ptr32(params)
    s = ptr32(sio)
    s[0] = int(q[4])  # every select line low: row 0, column 0
    s[int(q[3])] = ptr32(rowbits)[r]  # then row r's lines up (XOR on cleared lines sets them)
    s[0] = int(q[5])  # ROW_PWR_EN_n low: row r's sensors powered
    return r


@micropython.viper
def read_row(out, r: int, cols, sio, adc, timer, params, powered: int) -> int:
    """Row r's 15 points into out[15 r .. 15 r + 14] (array 'H'), at least settle_us after `powered`
    (the timer's count when power_row powered it), then its power off (cols: XOR steps, see
    hall_scan). The FIFO is switched on for the row and off again after it (ADC.read_u16 expects it
    off), by read-modify-write of FCS: in the tests, where the registers are plain memory, its
    level stays as put."""
    q = ptr32(params)
    settle_us = int(q[0])
    mux_us = int(q[1])
    start = int(q[2])
    xw = int(q[3])
    o = ptr16(out)
    cx = ptr32(cols)
    s = ptr32(sio)
    a = ptr32(adc)
    t = ptr32(timer)
    # At least settle_us: `powered` may have been read late in its microsecond, so one tick more.
    while settle_us and int(t[0]) - powered <= settle_us:  # the row's sensors power up
        pass
    a[2] = a[2] | 1  # FCS.EN: the FIFO on, so the loop waits on its level and pops the result
    n = 0
    while n < 8 and a[2] & 0xF0000:  # drain stale results (the FIFO holds 4)
        a[3]
        n += 1
    i = r * 15
    c = 0
    while c < 15:
        if c:
            s[xw] = cx[c]
        t0 = int(t[0])
        while mux_us and int(t[0]) - t0 <= mux_us:  # the mux output settles into the sample cap
            pass
        a[0] = start  # CS: EN | START_ONCE | AINSEL
        while not (a[2] & 0xF0000):  # FCS.LEVEL: wait for the conversion (~2 us)
            pass
        o[i] = a[3] & 0xFFF
        i += 1
        c += 1
    s[xw] = int(q[5])  # ROW_PWR_EN_n high again (it was low): no row powered between rows
    a[2] = a[2] ^ 1  # FCS.EN off again, as set above (its other fields: read-only, or write 1 to clear)
    return 15


class FrameScan:
    """The matrix scanned a row every two ticks of a hard timer interrupt: a tick powers row r, the
    next (its sensors settled meanwhile, the CPU free for the application) reads it and powers it
    off; rows 0-14 on the frame's first 30 ticks, then idle ticks to the frame period. A finished
    frame is copied into `out` (reordered through `reorder` when the mux wiring asks for it) and
    `flag` set, unless the application still holds the last one (HELD): that frame is dropped, not
    queued. Nothing is allocated at a tick (a hard interrupt may not): state in attributes and
    preallocated arrays, the bound method `handler` made once here."""

    def __init__(self, work, out, rowbits, cols, sio, adc, timer, params, ticks, flag, reorder=None):
        from array import array

        self.work = work  # the frame being scanned (array 'H', 225)
        self.out = out
        self.rowbits = rowbits
        self.cols = cols
        self.sio = sio
        self.adc = adc
        self.timer = timer
        self.params = params
        self.flag = flag
        self.reorder = reorder
        self.state = array("i", (0, ticks if ticks > 30 else 30, 0, 0, 0, 0, 0, 1, 0, 0))
        self.alarm = None  # the machine.Timer whose interrupt calls handler (stopped from it after a stall)
        self.handler = self.tick

    @micropython.viper
    def tick(self, timer):
        s = ptr32(self.state)
        # A periodic alarm that came late (interrupts masked through a flash erase, a clock jump)
        # is called again at once for every period it missed, back to back: those calls return
        # here, cheaply; after a stall (more than params[7] us since the last tick's work) the
        # timer is stopped from here, at once (pico-sdk drops an alarm cancelled in its own
        # callback), rather than thousands of calls later: the application starts it again.
        now = int(ptr32(self.timer)[0])
        q = ptr32(self.params)
        if s[7]:  # FRESH
            s[7] = 0
            s[6] = now - int(q[6]) - int(q[6])
        gap = now - int(s[6])  # us: 32-bit ints on the chip, so right across the counter's wrap
        if gap < int(q[6]):
            return
        step = int(s[0])
        if int(q[7]) and gap > int(q[7]):
            if step < 30 and step & 1:  # a row powered, not read: its power off
                ptr32(self.sio)[int(q[3])] = int(q[5])
            s[8] = 1  # STOPPED
            s[0] = 0
            alarm = self.alarm
            if alarm:
                alarm.deinit()
            return
        s[6] = now
        if s[3]:  # PAUSED: the frame starts again afterwards
            s[0] = 0
            return
        if step < 30:
            r = step >> 1
            if step & 1 == 0:
                power_row(r, self.rowbits, self.sio, self.params)
                s[9] = int(ptr32(self.timer)[0])
            else:
                read_row(self.work, r, self.cols, self.sio, self.adc, self.timer, self.params, int(s[9]))
                if r == 14:
                    if s[2]:  # HELD
                        s[5] += 1
                    else:
                        w = ptr16(self.work)
                        o = ptr16(self.out)
                        p = 0
                        if self.reorder:
                            m = ptr16(self.reorder)
                            while p < 225:
                                o[p] = w[m[p]]
                                p += 1
                        else:
                            while p < 225:
                                o[p] = w[p]
                                p += 1
                        s[2] = 1
                        s[4] += 1
                        self.flag.set()
        step += 1
        if step >= int(s[1]):
            step = 0
        s[0] = step
