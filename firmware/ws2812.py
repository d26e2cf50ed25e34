"""WS2812B / SK6812 (RGB or RGBW) chain on an RP2040 PIO state machine, fed by DMA.

Not the `neopixel` module: machine.bitstream keeps interrupts off for the whole frame (6.75 ms RGB,
9 ms RGBW), stalling USB and the clock buttons. Here the PIO makes the waveform; rp2.DMA feeds its
FIFO, so the CPU only encodes the frame; sm.put(array) is the fallback (blocks ~7 ms, IRQs on).

Bit timing: 10 PIO cycles per bit at 8 MHz (1.25 us): high 3 cycles for a 0 (375 ns), 6 for a 1
(750 ns), inside both the WS2812B (400 / 800 +-150 ns) and the SK6812 (300 / 600 +-150 ns) windows,
unlike the 250 / 875 ns of MicroPython's example. The line idles low while the FIFO is empty: that
is the reset, and a new frame waits until it has lasted reset_us.

Encoding: each LED is one 32-bit word, first channel in the top byte (the PIO shifts left, 24 or 32
bits per word), written byte by byte through a view of the word array, so no big ints are made.
RGBW: the white channel takes min(R, G, B) from the three colours (cleaner white, less current).
The whole frame is encoded as native code (_encode, @micropython.viper: ~0.2 ms for 225 LEDs
where bytecode took ~15 ms, and ~7 ms on the emulated Pico even when it encoded only the LEDs that
changed), so nothing needs to remember what was encoded last.
"""

import time
from array import array

import machine
import micropython
import rp2

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


FREQ = const(8_000_000)
CYCLES_PER_BIT = const(10)
_CHANNELS = "RGBW"


def _ws2812():
    # Runs under rp2.asm_pio, which swaps this module's globals for the PIO assembler's names.
    wrap_target()
    label("bitloop")
    out(x, 1).side(0)[3]  # 4 cycles low: end of the previous bit
    jmp(not_x, "do_zero").side(1)[2]  # 3 cycles high: every bit starts high
    jmp("bitloop").side(1)[2]  # a 1 stays high 3 more
    label("do_zero")
    nop().side(0)[2]  # a 0 goes low 3 early
    wrap()


def _assemble(bits):
    return rp2.asm_pio(sideset_init=rp2.PIO.OUT_LOW, out_shiftdir=rp2.PIO.SHIFT_LEFT, autopull=True,
                       pull_thresh=bits)(_ws2812)


_PROGRAMS = {24: _assemble(24), 32: _assemble(32)}  # at import, before any IRQ handler can run


def _byte_view(words):
    """A bytearray over the words' memory (the PIO and DMA read the words)."""
    import uctypes

    return uctypes.bytearray_at(uctypes.addressof(words), 4 * len(words))


@micropython.viper
def _encode(rgb, view, offset, src, white: int, pixel):
    """Each point's colour (rgb: R G B a point) into its LED's word (view: the words' bytes; offset:
    the byte of each point's most significant channel; src: which of R, G, B, W goes in each byte
    of the word, most significant first; pixel: 4 bytes of scratch)."""
    c = ptr8(rgb)
    v = ptr8(view)
    o = ptr16(offset)
    s = ptr8(src)
    q = ptr8(pixel)
    n = int(len(offset))
    p = 0
    j = 0
    while p < n:
        r = c[j]
        g = c[j + 1]
        b = c[j + 2]
        w = 0
        if white:
            w = r if r < g else g
            if b < w:
                w = b
            r -= w
            g -= w
            b -= w
        q[0] = r
        q[1] = g
        q[2] = b
        q[3] = w
        i = o[p]
        v[i] = q[s[0]]
        v[i - 1] = q[s[1]]
        v[i - 2] = q[s[2]]
        if white:
            v[i - 3] = q[s[3]]
        else:
            v[i - 3] = 0
        p += 1
        j += 3


class Chain:
    def __init__(self, leds, table):
        """leds: the pin map's "leds" section; table: point -> chain position (ledchain)."""
        order = leds["order"].upper()
        if leds.get("type", "").upper().endswith("RGBW") and "W" not in order:
            order += "W"  # an SK6812-RGBW with the colour order given as GRB
        if len(order) not in (3, 4) or any(ch not in _CHANNELS for ch in order):
            raise ValueError("LED order %r" % order)
        self.white = len(order) == 4
        # src[k]: which of R, G, B, W goes in byte k of the word, most significant first
        self.src = bytes(_CHANNELS.index(ch) for ch in order) + b"\x03" * (4 - len(order))
        self.points = len(table)
        count = leds.get("count", self.points)
        # byte offset of each point's most significant byte in the little-endian word array
        self.offset = array("H", (4 * table[p] + 3 for p in range(self.points)))
        self.words = array("I", bytes(4 * count))
        self.view = _byte_view(self.words)
        self.pixel = bytearray(4)  # _encode's scratch: one LED's R, G, B, W
        bits = 32 if self.white else 24
        sm_id = leds.get("state_machine", 0)
        self.sm = rp2.StateMachine(sm_id, _PROGRAMS[bits], freq=FREQ, sideset_base=machine.Pin(leds["data_pin"]))
        self.sm.active(1)
        self.frame_us = count * bits * CYCLES_PER_BIT * 1_000_000 // FREQ
        self.reset_us = leds.get("reset_us", 300)
        self.busy_until = time.ticks_us()
        self.pending = bytearray(3 * self.points)
        self.has_pending = False
        self.dma = None
        if leds.get("dma", True):
            try:
                self.dma = rp2.DMA()
                # DREQ_PIOn_TXm = 8n + m; words go to the state machine's TX FIFO, paced by it.
                self.ctrl = self.dma.pack_ctrl(size=2, inc_write=False, treq_sel=(sm_id >> 2) << 3 | (sm_id & 3))
            except (AttributeError, OSError):  # older firmware without rp2.DMA, or no free channel
                self.dma = None

    def busy(self):
        return (self.dma is not None and self.dma.active()) or time.ticks_diff(self.busy_until, time.ticks_us()) > 0

    def show(self, rgb):
        """Send a frame (225 * RGB, point order); if one is still on the wire, send it from poll()."""
        if self.busy():
            self.pending[:] = rgb
            self.has_pending = True
            return
        self.has_pending = False
        self.encode(rgb)
        self._start()

    def poll(self):
        if self.has_pending and not self.busy():
            self.has_pending = False
            self.encode(self.pending)
            self._start()

    def encode(self, rgb):
        """The frame (225 * RGB, point order) into the chain's words."""
        _encode(rgb, self.view, self.offset, self.src, self.white, self.pixel)

    def send_with_spare(self):
        """Send the last frame and one dark pixel more, which comes out of the chain's last LED: the
        factory test's probe of the whole chain (hal_pico.led_chain_end_ok)."""
        while self.busy():
            time.sleep_us(50)
        n = len(self.words)
        longer = array("I", bytes(4 * (n + 1)))
        for i in range(n):
            longer[i] = self.words[i]
        saved = self.words
        self.words = longer
        self.spare = longer  # the DMA reads it after this returns
        try:
            self._start()
        finally:
            self.words = saved

    def _start(self):
        self.busy_until = time.ticks_add(time.ticks_us(), self.frame_us + self.reset_us)
        if self.dma is not None:
            self.dma.config(read=self.words, write=self.sm, count=len(self.words), ctrl=self.ctrl, trigger=True)
        else:
            self.sm.put(self.words)
