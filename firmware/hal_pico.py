"""The real board: MicroPython on the Raspberry Pi Pico (RP2040). The interface is hal.py's.

Wires everything from /pinmap.json (hardware/pinmap.json copied to the flash's root); each part
lives in its own module: hall_scan (sensors), ws2812 + ledchain (LEDs), debounce (buttons),
ht16k33 (clock faces), usb_power (LED supply budget). Only this module and those touch `machine`.

Beyond hal.py: pressed_at(side) gives the ticks_ms at which that side's latest press began, taken
in the button's interrupt (for the clock); buttons() bits 2 and 3 are the menu and arbiter
buttons; config["leds"]["supply_ma"] is what the USB-C source offers (read from CC1/CC2 at boot,
and again every usb_cc.poll_ms while running: the application's LED budget follows it).
"""

import sys
import json
import time

import machine
import micropython
from micropython import const

from hal import LEFT, RIGHT
from hall_scan import HallScan, chip_registers
from ledchain import chain_table
from ws2812 import Chain
from debounce import EdgeDebouncer
from ht16k33 import HT16K33
from usb_power import LedSupply

PINMAP = "/pinmap.json"
_BUTTON_KEYS = ("left_pin", "right_pin", "menu_pin", "arbiter_pin")  # bit 0, 1, 2, 3


def service_requested(pinmap=PINMAP, samples=5):
    """True when the service button (buttons.service_pin, the menu button unless the pin map says
    otherwise) is held at power-up: the owner's way back to MicroPython's REPL with main.py
    installed. Read over ~50 ms, every sample held, so a bounce or a floating line is no request."""
    try:
        with open(pinmap) as f:
            buttons = json.load(f)["buttons"]
        pin_number = buttons.get("service_pin", buttons["menu_pin"])
    except (OSError, ValueError, KeyError):
        return False  # no usable pin map: the application will say what is wrong
    if pin_number is None:
        return False
    Pin = machine.Pin
    active = 0 if buttons.get("active_low", True) else 1
    pin = Pin(pin_number, Pin.IN, Pin.PULL_UP if active == 0 else Pin.PULL_DOWN)
    for _ in range(samples):
        time.sleep_ms(10)
        if pin.value() != active:
            return False
    return True


class _EdgeIRQ:
    """One button's hard IRQ handler: a bound method whose state lives in attributes.

    Nothing may be allocated in a hard IRQ, and MicroPython puts a Python call's frame on the heap
    once it outgrows a few words of C stack: a closure holding its state in captured variables was
    one variable short of that. Attributes cost the frame nothing; the bound method is made once."""

    def __init__(self, debouncer, i, clock):
        self.debouncer = debouncer
        self.i = i
        self.ticks_us = clock.ticks_us
        self.ticks_ms = clock.ticks_ms
        self.handler = self.edge  # the bound method, allocated here rather than at each edge
        self.wake = None  # an asyncio.ThreadSafeFlag to set at each edge (its set() allocates nothing)

    def edge(self, pin):
        self.debouncer.edge(self.i, self.ticks_us(), self.ticks_ms())
        wake = self.wake
        if wake is not None:
            wake.set()


_FRAME_TICK_US = const(500)  # the frame scan's timer period: a tick powers a row, the next reads it (~0.1 ms)
_FRAME_WATCHDOG_MS = const(1000)  # no frame for this long: the frame timer is started again
# hall_viper.FrameScan's state words
_ROW = const(0)
_HELD = const(2)
_PAUSED = const(3)
_FRAMES = const(4)
_FRESH = const(7)
_STOPPED = const(8)


class PicoBoard:
    def __init__(self, pinmap=PINMAP, config=None, clock=time):
        """config: the pin map already loaded (tests); clock: ticks_us/ticks_ms (tests fake it)."""
        # First of all, before any pin or register is touched: a chip whose registers differ (a
        # board other than an RP2040 or RP2350 one) is refused with its id, never driven blind.
        self.chip = chip_registers(machine.mem32)[0]
        if hasattr(micropython, "alloc_emergency_exception_buf"):  # not on the unix port (tests)
            micropython.alloc_emergency_exception_buf(100)  # a traceback from a hard IRQ needs it
        if config is None:
            with open(pinmap) as f:
                config = json.load(f)
        self.config = config
        self.clock = clock
        self.board_id = "".join("%02x" % b for b in machine.unique_id())
        self._debug_uart(config.get("debug_uart"))
        self._supply()  # before the LEDs draw anything: their rail stays off unless the supply allows
        # On a Pico module (the pin map's sensors.regulator_pwm_pin, its GP23): its switcher in PWM mode
        # before any scan, as in power-save its ripple on 3V3, the sensors' supply, is as large as the
        # thresholds' margin (hardware/field_model.py). The board's own linear 3V3 needs no pin.
        pwm = config["sensors"].get("regulator_pwm_pin")
        self.regulator_pwm = machine.Pin(pwm, machine.Pin.OUT, value=1) if pwm is not None else None
        self.scan = HallScan(config["sensors"])
        self.frame_scan = None  # hall_viper.FrameScan while the timer scans (scan_frames)
        self.scan_timer = None
        self.frame_restarts = 0  # the frame timer restarted by its watchdog
        self.frame_stalls = 0  # the frame timer restarted after a stall stopped it
        leds = config["leds"]
        self.leds = Chain(leds, chain_table(config["board"]["size"], leds["chain"]))
        self.frame = None  # the latest frame, while it waits for the LED rail
        self._clock_faces(config["display"], config["buttons"])
        self._buttons(config["buttons"])
        self.display_errors = 0
        self.report({"boot": self.board_id, "chip": self.chip, "scan": self.scan.mode, "adc_mid": self.scan.self_test(),
                     "supply_ma": leds["supply_ma"], "supply": leds.get("supply_source"), "led_power": self.supply.rail_on,
                     "dma": self.leds.dma is not None})

    # -- set-up ----------------------------------------------------------------------------------
    def _supply(self):
        config = self.config
        leds = config["leds"]
        pins = config.get("usb_cc_pins")
        usb_cc = config.get("usb_cc") if pins else None
        rail = leds.get("power_enable_pin")
        rail = machine.Pin(rail, machine.Pin.OUT, value=0) if rail is not None else None
        now = self.clock.ticks_ms()
        self.supply = LedSupply(leds, usb_cc, rail, now, time.ticks_diff)
        self.cc_adcs = [machine.ADC(machine.Pin(n)) for n in pins] if usb_cc else []
        self.cc_read_at = now
        if usb_cc:
            self.supply.read(self._cc_millivolts(), now, at_once=True)

    def _cc_millivolts(self, n=8):
        mv = []
        for adc in self.cc_adcs:
            total = 0
            for _ in range(n):
                irq = machine.disable_irq()  # ~3 us: a frame's row between its start and its result would take it
                try:
                    total += adc.read_u16() >> 4
                finally:
                    machine.enable_irq(irq)
            mv.append(total * 3300 // (4095 * n))  # ADC_VREF is the 3V3 rail
        self.config["leds"]["cc_mv"] = mv
        return mv

    def poll_supply(self, app=None):
        """Read CC again (every usb_cc.poll_ms); a changed budget goes to the application."""
        if not self.cc_adcs:
            return
        now = self.clock.ticks_ms()
        if time.ticks_diff(now, self.cc_read_at) < self.config["usb_cc"].get("poll_ms", 1000):
            return
        self.cc_read_at = now
        if self.supply.read(self._cc_millivolts(), now) and app is not None:
            app.set_led_budget(self.supply.budget_ma)

    def _buttons(self, params):
        Pin = machine.Pin
        pull = Pin.PULL_UP if params["active_low"] else Pin.PULL_DOWN
        self.active = 0 if params["active_low"] else 1
        self.button_pins = [Pin(params[k], Pin.IN, pull) for k in _BUTTON_KEYS if params.get(k) is not None]
        self.debouncer = EdgeDebouncer(len(self.button_pins), params["debounce_ms"] * 1000, self._levels(),
                                        self.clock.ticks_us())
        self.edge_irqs = [_EdgeIRQ(self.debouncer, i, self.clock) for i in range(len(self.button_pins))]
        for i, pin in enumerate(self.button_pins):
            pin.irq(handler=self.edge_irqs[i].handler, trigger=Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)

    def _clock_faces(self, display, buttons):
        Pin = machine.Pin
        self.lamps = (Pin(buttons["lamp_left_pin"], Pin.OUT, value=0), Pin(buttons["lamp_right_pin"], Pin.OUT, value=0))
        i2c = machine.I2C(display["i2c_id"], sda=Pin(display["sda_pin"]), scl=Pin(display["scl_pin"]),
                          freq=display.get("i2c_freq", 400000))
        brightness = display.get("brightness", 15)
        self.faces = []
        for key in ("left_address", "right_address"):
            try:
                self.faces.append(HT16K33(i2c, display[key], brightness, display.get("face", "1.2in")))
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

    def journal_flash(self, sectors):
        """The journal's raw flash ring: sectors reserved inside littlefs (rp2_ring), mended
        first if a power cut caught one of them being erased."""
        from rp2_ring import Rp2Ring

        try:
            ring = Rp2Ring(sectors)
        except OSError as error:  # no room left on the filesystem for ring.bin: a smaller ring in a file
            from hal_sim import FileFlash

            self.report({"journal": "no raw flash ring (%s): the journal is in a file" % error})
            return FileFlash("/journal.ring", 8)
        ring.mend()
        return ring

    def read_sensors(self, out):
        """One whole scan, now (a calibration, the factory test): the timer's frames pause meanwhile
        (between two of its ticks: a tick runs to its end before this can start)."""
        frames = self.frame_scan
        if frames is not None:
            frames.state[_PAUSED] = 1
        try:
            self.scan.read(out)
        finally:
            if frames is not None:
                frames.state[_PAUSED] = 0

    def scan_frames(self, period_ms, out, flag):
        """Scan the matrix into out every period_ms from a hard timer interrupt, a row every two
        ticks of _FRAME_TICK_US (hall_viper.FrameScan), and set flag (an asyncio.ThreadSafeFlag)
        at each frame delivered; out is the application's until it calls frame_taken(). A move's
        work no longer delays a scan: only a C call that masks interrupts (a flash erase or
        program) does. out None stops it. False where the scan cannot run so (the bytecode loop):
        the caller scans itself."""
        if self.scan_timer is not None:
            self.scan_timer.deinit()
            self.scan_timer = None
        self.frame_scan = None
        if out is None:
            return False
        frames = self.scan.frames(out, flag, period_ms * 1000 // _FRAME_TICK_US, _FRAME_TICK_US)
        if frames is None:
            return False
        self.frame_scan = frames
        self._start_frames()
        return True

    def _start_frames(self):
        frames = self.frame_scan
        state = frames.state
        state[_ROW] = 0
        state[_STOPPED] = 0
        state[_FRESH] = 1
        self.frames_seen = state[_FRAMES]
        self.frames_seen_at = self.clock.ticks_ms()
        if self.scan_timer is None:
            self.scan_timer = machine.Timer()
        self.scan_timer.init(mode=machine.Timer.PERIODIC, period=_FRAME_TICK_US, tick_hz=1000000,
                             callback=frames.handler, hard=True)
        frames.alarm = self.scan_timer

    def frame_taken(self):
        """The application has classified the latest frame: the next one may be copied in."""
        self.frame_scan.state[_HELD] = 0

    def _watch_frames(self):
        """The frame timer started again once its interrupt has stopped it after a stall (the chip
        stalled by a flash erase, the emulator's clock jumping: see hall_viper.FrameScan.tick);
        and as a timer whose interrupt raised stops for good (MicroPython's rule), no frame for
        _FRAME_WATCHDOG_MS while not paused restarts it, and says so on the debug UART."""
        state = self.frame_scan.state
        if state[_STOPPED]:
            self.frame_stalls += 1
            self._start_frames()
            return
        now = self.clock.ticks_ms()
        if state[_FRAMES] != self.frames_seen or state[_PAUSED]:
            self.frames_seen = state[_FRAMES]
            self.frames_seen_at = now
        elif time.ticks_diff(now, self.frames_seen_at) > _FRAME_WATCHDOG_MS:
            self.frame_restarts += 1
            self.report({"scan": "no frame for %d ms: timer restarted" % _FRAME_WATCHDOG_MS})
            self._start_frames()

    def show_leds(self, rgb):
        if self.supply.ready(self.clock.ticks_ms()):
            self.frame = None
            self.leds.show(rgb)
        else:
            self.frame = rgb  # goes out from run() once the rail is up; dropped while it is off

    def buttons(self):
        irq = machine.disable_irq()  # ~20 us: the debouncer must not see a burst half-recorded
        try:
            return self.debouncer.update(self._levels(), self.clock.ticks_us())
        finally:
            machine.enable_irq(irq)

    def wake_on_edge(self, flag):
        """flag.set() at every button edge, from the pin's interrupt: the application samples
        the buttons as soon as a press's bounce has died away instead of at its next poll."""
        for handler in self.edge_irqs:
            handler.wake = flag

    def pressed_at(self, side):
        """ticks_ms when side's (LEFT, RIGHT) latest press began: its first contact edge."""
        return self.debouncer.pressed_ms[side - 1]

    def show_lamp(self, running):
        self.lamps[0].value(1 if running == LEFT else 0)
        self.lamps[1].value(1 if running == RIGHT else 0)

    def show_clock(self, left, right, running):
        self.show_lamp(running)
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

    def housekeeping(self, app=None):
        """Every 5 ms: the LED chain's next frame, the frame scan's watchdog, the frame held for the
        LED rail, the USB-C supply's offer (a change goes to app.set_led_budget)."""
        self.leds.poll()  # a frame that arrived while the last was on the wire
        if self.frame_scan is not None:
            self._watch_frames()
        if self.frame is not None and self.supply.ready(self.clock.ticks_ms()):
            self.show_leds(self.frame)
        self.poll_supply(app)

    async def run(self, app=None):
        """Housekeeping, and settings from the debug UART (a script's shortcut for the menu's
        presses): a line `configure {json}` on its RX is app.configure(json), answered `configured <problem>`."""
        import asyncio

        line = bytearray()
        while True:
            self.housekeeping(app)
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

    def led_chain_end_ok(self):
        """True when a frame's spare pixel comes out of the last LED on leds.chain_end_pin: every LED
        passed the data on. None without that pin or with the LED rail off (factory test)."""
        leds = self.config["leds"]
        if leds.get("chain_end_pin") is None or not self.supply.rail_on:
            return None
        edges = [0]

        def seen(pin):
            edges[0] += 1

        pin = machine.Pin(leds["chain_end_pin"], machine.Pin.IN)
        pin.irq(handler=seen, trigger=machine.Pin.IRQ_RISING)
        try:
            self.leds.send_with_spare()
            deadline = time.ticks_add(time.ticks_ms(), 50)
            while not edges[0] and time.ticks_diff(deadline, time.ticks_ms()) > 0:
                time.sleep_ms(1)
        finally:
            pin.irq(handler=None)
        return edges[0] > 0
