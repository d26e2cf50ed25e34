"""The real board: MicroPython on the Raspberry Pi Pico (RP2040). The interface is hal.py's.

Wires everything from /pinmap.json (hardware/pinmap.json copied to the flash's root); each part
lives in its own module: hall_scan (sensors), ws2812 + ledchain (LEDs), debounce (buttons),
ht16k33 (clock faces), usb_power (LED supply budget). Only this module and those touch `machine`.

Beyond hal.py: pressed_at(side) gives the ticks_ms at which that side's latest press began, taken
in the button's interrupt (for the clock); buttons() bits 2 and 3 are the menu and arbiter
buttons; config["leds"]["supply_ma"] is what the USB-C source offers (read from CC1/CC2 at boot).
"""

import sys
import json
import time

import machine
import micropython

from hal import LEFT, RIGHT
from hall_scan import HallScan
from ledchain import chain_table
from ws2812 import Chain
from debounce import EdgeDebouncer
from ht16k33 import HT16K33
from usb_power import supply_ma

PINMAP = "/pinmap.json"
_BUTTON_KEYS = ("left_pin", "right_pin", "menu_pin", "arbiter_pin")  # bit 0, 1, 2, 3


def _on_edge(debouncer, i, clock):
    """A hard IRQ handler for button i: two clock reads and array stores, nothing allocated."""
    ticks_us = clock.ticks_us
    ticks_ms = clock.ticks_ms

    def handler(pin):
        debouncer.edge(i, ticks_us(), ticks_ms())

    return handler


class PicoBoard:
    def __init__(self, pinmap=PINMAP, config=None, clock=time):
        """config: the pin map already loaded (tests); clock: ticks_us/ticks_ms (tests fake it)."""
        if hasattr(micropython, "alloc_emergency_exception_buf"):  # not on the unix port (tests)
            micropython.alloc_emergency_exception_buf(100)  # a traceback from a hard IRQ needs it
        if config is None:
            with open(pinmap) as f:
                config = json.load(f)
        self.config = config
        self.clock = clock
        self.board_id = "".join("%02x" % b for b in machine.unique_id())
        self._debug_uart(config.get("debug_uart"))
        self._read_supply()  # before the LEDs draw anything
        self.scan = HallScan(config["sensors"])
        leds = config["leds"]
        if leds.get("power_enable_pin") is not None:
            machine.Pin(leds["power_enable_pin"], machine.Pin.OUT, value=1)
        self.leds = Chain(leds, chain_table(config["board"]["size"], leds["chain"]))
        self._clock_faces(config["display"], config["buttons"])
        self._buttons(config["buttons"])
        self.display_errors = 0
        self.report({"boot": self.board_id, "scan": self.scan.mode, "adc_mid": self.scan.self_test(),
                     "supply_ma": leds["supply_ma"], "supply": leds.get("supply_source"),
                     "dma": self.leds.dma is not None})

    # -- set-up ----------------------------------------------------------------------------------
    def _read_supply(self):
        config = self.config
        pins = config.get("usb_cc_pins")
        usb_cc = config.get("usb_cc")
        if not pins or not usb_cc:
            return
        mv = [self._millivolts(n) for n in pins]
        leds = config["leds"]
        leds["supply_ma"], leds["supply_source"] = supply_ma(mv, usb_cc, leds["supply_ma"])
        leds["cc_mv"] = mv

    @staticmethod
    def _millivolts(pin, n=8):
        adc = machine.ADC(machine.Pin(pin))
        total = 0
        for _ in range(n):
            total += adc.read_u16() >> 4
        return total * 3300 // (4095 * n)  # ADC_VREF is the 3V3 rail

    def _buttons(self, params):
        Pin = machine.Pin
        pull = Pin.PULL_UP if params["active_low"] else Pin.PULL_DOWN
        self.active = 0 if params["active_low"] else 1
        self.button_pins = [Pin(params[k], Pin.IN, pull) for k in _BUTTON_KEYS if params.get(k) is not None]
        self.debouncer = EdgeDebouncer(len(self.button_pins), params["debounce_ms"] * 1000, self._levels(),
                                        self.clock.ticks_us())
        for i, pin in enumerate(self.button_pins):
            pin.irq(handler=_on_edge(self.debouncer, i, self.clock), trigger=Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)

    def _clock_faces(self, display, buttons):
        Pin = machine.Pin
        self.lamps = (Pin(buttons["lamp_left_pin"], Pin.OUT, value=0), Pin(buttons["lamp_right_pin"], Pin.OUT, value=0))
        i2c = machine.I2C(display["i2c_id"], sda=Pin(display["sda_pin"]), scl=Pin(display["scl_pin"]),
                          freq=display.get("i2c_freq", 400000))
        brightness = display.get("brightness", 15)
        self.faces = []
        for key in ("left_address", "right_address"):
            try:
                self.faces.append(HT16K33(i2c, display[key], brightness))
            except OSError:  # no display on the bus: the game goes on without that face
                self.faces.append(None)

    def _debug_uart(self, params):
        self.uart = None
        if params:
            Pin = machine.Pin
            # timeout 0: a slow or absent console drops debug text instead of stalling the firmware
            self.uart = machine.UART(params["id"], baudrate=params["baudrate"], tx=Pin(params["tx_pin"]),
                                     rx=Pin(params["rx_pin"]), txbuf=params.get("txbuf", 1024), timeout=0,
                                     timeout_char=0)

    def _levels(self):
        levels = 0
        active = self.active
        pins = self.button_pins
        for i in range(len(pins)):
            if pins[i].value() == active:
                levels |= 1 << i
        return levels

    # -- the interface ---------------------------------------------------------------------------
    def flash_path(self, name):
        return "/" + name

    def read_sensors(self, out):
        self.scan.read(out)

    def show_leds(self, rgb):
        self.leds.show(rgb)

    def buttons(self):
        irq = machine.disable_irq()  # ~20 us: the debouncer must not see a burst half-recorded
        try:
            return self.debouncer.update(self._levels(), self.clock.ticks_us())
        finally:
            machine.enable_irq(irq)

    def pressed_at(self, side):
        """ticks_ms when side's (LEFT, RIGHT) latest press began: its first contact edge."""
        return self.debouncer.pressed_ms[side - 1]

    def show_clock(self, left, right, running):
        self.lamps[0].value(1 if running == LEFT else 0)
        self.lamps[1].value(1 if running == RIGHT else 0)
        for face, text in zip(self.faces, (left, right)):
            if face is None:
                continue
            try:
                face.show(text)
            except OSError:  # a loose display cable must not stop the clock
                face.text = None
                self.display_errors += 1

    def report(self, state):
        if self.uart is None:
            return
        try:
            self.uart.write(json.dumps(state))
            self.uart.write(b"\n")
        except OSError:
            pass

    def link_streams(self):
        return sys.stdin.buffer, sys.stdout.buffer.write

    def ticks_ms(self):
        return self.clock.ticks_ms()

    async def run(self, app=None):
        """Housekeeping, and the settings menu's stand-in until the board has one: a line
        `configure {json}` on the debug UART's RX is app.configure(json), answered `configured <problem>`."""
        import asyncio

        line = bytearray()
        while True:
            self.leds.poll()  # a frame that arrived while the last was on the wire
            if self.uart is not None and app is not None and self.uart.any():
                line.extend(self.uart.read(64) or b"")
                if b"\n" in line:
                    self._menu_line(app, bytes(line[:line.index(b"\n")]))
                    line = line[line.index(b"\n") + 1:]
                elif len(line) > 1024:
                    line = bytearray()  # not a menu line: noise on the console
            await asyncio.sleep_ms(5)

    def _menu_line(self, app, line):
        if not line.startswith(b"configure "):
            return
        try:
            problem = app.configure(json.loads(line[10:]))
        except ValueError:
            problem = "not JSON"
        self.uart.write("configured %s\n" % json.dumps(problem))

    async def wait_ready(self):
        return
