"""The 15x15 Hall matrix on the RP2040: row power gating, the two-level 4067 mux tree, ADC0.

Wiring (hardware/NOTES.md): the 4 row-select lines drive both the 74HC154 that powers one row of
sensors and the second-level 4067 that picks that row's mux; the 4 column-select lines drive all 15
first-level 4067s; ROW_PWR_EN_n (high = every row off, second-level mux off) gates the lot, so the
sensors draw current only while a scan runs.

Point (row r, column c) is read into out[r * 15 + c], in 12-bit counts. Which mux input carries
which point is the pin map's sensors.mux_rows (ledchain.segment_table's runs: run k on the second-
level input k, its points on that row mux's inputs 0..14); the board's wiring is the identity, and
any other wiring is put right after each scan.

The select lines move with one write each to SIO GPIO_OUT_XOR (one register write instead of four
Pin.value calls): the tables hold, per step, the bits that change. Each scan starts by clearing all
select lines (row 0, column 0); the row step also returns the columns from 14 to 0. Works for any
select pins, consecutive or not.

Two loops, chosen by sensors.scan in the pin map: "viper" (hall_viper, falls back to bytecode if
the port cannot compile it) and "bytecode". Estimated times: hardware/NOTES.md "Scan time". With the
viper loop, frames() gives the scan a row at a time from a hard timer interrupt (hal_pico.scan_frames):
each row powered for its own reading only (one tick powers it, the next reads it), the frame period
kept whatever the application does.
"""

import time
from array import array

import machine

from sensing import row_wait_us  # the wait after a row switch: the sensor's datasheet, not the board

from ledchain import segment_table

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


SIZE = const(15)
POINTS = const(225)
ADC_GPIO0 = const(26)  # ADC input n is GPIO 26 + n (RP2040, and the Pico 2's RP2350A)
# The chip, from SYSINFO CHIP_ID (the same address on both; PART in bits 12-27), and its registers
# (pico-sdk hardware_regs): SIO GPIO_OUT_CLR, SIO GPIO_OUT_XOR, the ADC block, TIMER(0) TIMERAWL.
# Not const(): above 2**30 they are long ints on the Pico; hot loops copy them into locals instead.
CHIP_ID = 0x40000000
CHIPS = {
    0x0002: ("rp2040", 0xD0000018, 0xD000001C, 0x4004C000, 0x40054028),
    0x0004: ("rp2350", 0xD0000020, 0xD0000028, 0x400A0000, 0x400B0028),
}
_FCS = const(8)  # ADC FCS and FIFO, offsets in the ADC block (the same on both chips)
_FIFO = const(12)


class UnsupportedChip(ValueError):
    """A chip whose registers this firmware does not know: nothing is written to it."""


def chip_registers(mem32):
    """(name, sio_out_clr, sio_out_xor, adc_base, timer_rawl) of the chip the firmware runs on."""
    chip_id = mem32[CHIP_ID]
    part = chip_id >> 12 & 0xFFFF
    registers = CHIPS.get(part)
    if registers is None:
        raise UnsupportedChip("chip id 0x%08x (part 0x%04x) is neither an RP2040 nor an RP2350: this "
                              "firmware does not know its registers and will not drive them" % (chip_id, part))
    return registers


def select_bits(pins, value):
    """The GPIO_OUT bits that put `value` on the select lines `pins` (LSB first)."""
    bits = 0
    for k in range(len(pins)):
        if value >> k & 1:
            bits |= 1 << pins[k]
    return bits


def step_tables(column_pins, row_pins):
    """(rows, cols): array('I') of XOR masks. rows[r] moves row r-1 -> r and columns 14 -> 0;
    cols[c] moves column c-1 -> c. rows[0] and cols[0] are 0: the scan starts from all-clear."""
    rows = array("I", bytes(4 * SIZE))
    cols = array("I", bytes(4 * SIZE))
    for r in range(1, SIZE):
        rows[r] = select_bits(row_pins, r) ^ select_bits(row_pins, r - 1) | select_bits(column_pins, SIZE - 1)
    for c in range(1, SIZE):
        cols[c] = select_bits(column_pins, c) ^ select_bits(column_pins, c - 1)
    return rows, cols


class HallScan:
    def __init__(self, params):
        self.mem32 = machine.mem32
        self.chip, self.sio_clr, self.sio_xor, adc_base, self.timer_rawl = chip_registers(self.mem32)
        self.adc_fcs = adc_base + _FCS
        self.adc_fifo = adc_base + _FIFO
        self.adc_base = adc_base
        Pin = machine.Pin
        self.column_pins = params["column_select_pins"]
        self.row_pins = params["row_select_pins"]
        self.select_mask = select_bits(self.column_pins, 15) | select_bits(self.row_pins, 15)
        for n in self.column_pins + self.row_pins:
            Pin(n, Pin.OUT, value=0)
        self.enable_pin = params["row_power_enable_n_pin"]
        self.enable_n = Pin(self.enable_pin, Pin.OUT, value=1)
        self.adc_pin = params["adc_pin"]
        self.adc = machine.ADC(Pin(self.adc_pin))
        self.settle_us = row_wait_us(params)
        self.mux_settle_us = params.get("mux_settle_us", 2)
        self.reorder = None  # scan index of each point, when the mux wiring is not a1..o15 in order
        runs = params.get("mux_rows")
        if runs is not None:
            table = segment_table(SIZE, runs)
            if any(table[p] != p for p in range(POINTS)):
                self.reorder = table
                self.scratch = array("H", bytes(2 * POINTS))
        self.rows, self.cols = step_tables(self.column_pins, self.row_pins)
        self.viper = None
        self.mode = "bytecode"
        if params.get("scan", "viper") == "viper":
            self._load_viper()

    def _load_viper(self):
        try:
            import hall_viper
            import uctypes
        except (ImportError, SyntaxError):  # no native emitter on this port: bytecode it is
            return
        self.viper = hall_viper
        # The SIO from GPIO_OUT_CLR to GPIO_OUT_XOR: the row's select lines cleared, then set.
        self.sio = uctypes.bytearray_at(self.sio_clr, self.sio_xor - self.sio_clr + 4)
        self.adc_regs = uctypes.bytearray_at(self.adc_base, 16)
        self.timer = uctypes.bytearray_at(self.timer_rawl, 4)
        self.rowbits = array("I", [select_bits(self.row_pins, r) for r in range(SIZE)])
        # CS: EN (bit 0) | START_ONCE (bit 2) | AINSEL (bits 12-14)
        adc_start = 1 | 4 | (self.adc_pin - ADC_GPIO0) << 12
        # hall_viper.power_row and read_row's parameters; the last two, FrameScan's tick window, frames() sets
        self.viper_params = array("i", (self.settle_us, self.mux_settle_us, adc_start,
                                        (self.sio_xor - self.sio_clr) // 4, self.select_mask,
                                        1 << self.enable_pin, 0, 0))
        self.mode = "viper"

    def frames(self, out, flag, ticks, tick_us=500, stall_us=100000):
        """A hall_viper.FrameScan filling out (array('H', 225)) a frame every `ticks` ticks of the
        timer (its period tick_us, not under the row wait) whose hard interrupt calls its handler,
        a row every two ticks; a tick more than stall_us after the last stops the timer. None
        without the viper loop."""
        if self.viper is None:
            return None
        params = self.viper_params
        params[6] = tick_us // 2  # the least time between two ticks' work: a late alarm's catch-up calls
        params[7] = stall_us
        return self.viper.FrameScan(array("H", bytes(2 * POINTS)), out, self.rowbits, self.cols, self.sio,
                                    self.adc_regs, self.timer, params, ticks, flag, self.reorder)

    def read(self, out):
        """One scan of all 225 points into out (array('H', 225))."""
        reorder = self.reorder
        if reorder is None:
            self._scan(out)
            return
        scratch = self.scratch
        self._scan(scratch)
        for p in range(POINTS):
            out[p] = scratch[reorder[p]]

    def _scan(self, out):
        mem32 = self.mem32
        mem32[self.sio_clr] = self.select_mask  # row 0, column 0
        try:
            if self.viper is not None:
                self._read_viper(out)  # each row powered for its own reading
            else:
                self.enable_n.value(0)  # the rows switched under power, one after another
                self._read_bytecode(out)
        finally:
            self.enable_n.value(1)  # never leave a row powered, whatever happened

    def _read_bytecode(self, out):
        mem32 = self.mem32
        xor = self.sio_xor
        rows = self.rows
        cols = self.cols
        read = self.adc.read_u16
        sleep_us = time.sleep_us
        settle = self.settle_us + 1  # sleep_us may return up to 1 us short (it counts whole ticks)
        i = 0
        for r in range(SIZE):
            mem32[xor] = rows[r]
            sleep_us(settle)
            out[i] = read() >> 4  # read_u16 is the 12-bit result scaled up: raw << 4 | raw >> 8
            i += 1
            for c in range(1, SIZE):
                mem32[xor] = cols[c]
                out[i] = read() >> 4
                i += 1

    def _read_viper(self, out):
        """Row by row as the frame scan's interrupt reads them (hall_viper.power_row, read_row), here
        back to back: each row's settle wait counted from the timer's count once it is powered."""
        power_row = self.viper.power_row
        read_row = self.viper.read_row
        mem32 = self.mem32
        timer_rawl = self.timer_rawl
        rowbits, cols, sio, adc, timer, params = (self.rowbits, self.cols, self.sio, self.adc_regs, self.timer,
                                                  self.viper_params)
        for r in range(SIZE):
            power_row(r, rowbits, sio, params)
            read_row(out, r, cols, sio, adc, timer, params, mem32[timer_rawl])  # viper truncates to 32 bits

    def row_references(self, out, channel=15):
        """Each row's reference (its mux's spare input: VS/2 from the bar's divider) into out[r]:
        what a sensor with no field reads on that row, through the same path (bring-up, factory test)."""
        mem32 = self.mem32
        column = select_bits(self.column_pins, channel)
        for r in range(SIZE):
            mem32[self.sio_clr] = self.select_mask
            mem32[self.sio_xor] = select_bits(self.row_pins, r) | column
            self.enable_n.value(0)
            time.sleep_us(self.settle_us + 1)  # at least the row wait: sleep_us may be a tick short
            out[r] = self.adc.read_u16() >> 4
            self.enable_n.value(1)
        mem32[self.sio_clr] = self.select_mask

    def self_test(self):
        """The second-level mux's spare input 15 sits at VREF/2: a healthy ADC path reads ~2048."""
        mem32 = self.mem32
        mem32[self.sio_clr] = self.select_mask
        mem32[self.sio_xor] = select_bits(self.row_pins, 15)  # 74HC154 output 15 powers no row
        self.enable_n.value(0)
        value = self.adc.read_u16() >> 4
        self.enable_n.value(1)
        mem32[self.sio_clr] = self.select_mask
        return value
