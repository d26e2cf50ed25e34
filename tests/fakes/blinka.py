"""Fake Adafruit Blinka and driver modules for CPython tests of firmware/hal_blinka.py.

install() puts board, digitalio, busio, neopixel, adafruit_mcp3xxx.* and adafruit_ht16k33.* into
sys.modules (remove() takes them out again). Only the wire is faked, and WIRE records it:
  WIRE.levels      pin name -> level of every DigitalInOut; WIRE.writes: (name, level) in order
  WIRE.sensor      function(levels) -> 10-bit MCP3008 reading for what the select lines pick now
  WIRE.reads       the levels at each MCP3008 conversion
  WIRE.frames      the pixel list at each NeoPixel.show(); WIRE.neopixel: its constructor arguments
  WIRE.faces       address -> (4 digit bytes, colon) at each Seg7x4.show()
"""

import sys
import types

NAMES = ("board", "digitalio", "busio", "neopixel", "adafruit_mcp3xxx", "adafruit_mcp3xxx.mcp3008",
         "adafruit_mcp3xxx.analog_in", "adafruit_ht16k33", "adafruit_ht16k33.segments")


class _Wire:
    def reset(self):
        self.levels = {}
        self.writes = []
        self.sensor = lambda levels: 512
        self.reads = []
        self.frames = []
        self.neopixel = None
        self.faces = {}
        self.absent = set()


WIRE = _Wire()
WIRE.reset()


class PinName:
    def __init__(self, name):
        self.name = name


def _board_getattr(name):
    if name.startswith("__"):
        raise AttributeError(name)
    return PinName(name)


class Pull:
    UP = "up"
    DOWN = "down"


class DigitalInOut:
    def __init__(self, pin):
        self.name = pin.name
        WIRE.levels.setdefault(self.name, False)

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value

    def switch_to_input(self, pull=None):
        WIRE.levels[self.name] = pull == Pull.UP

    @property
    def value(self):
        return WIRE.levels[self.name]

    @value.setter
    def value(self, level):
        WIRE.levels[self.name] = bool(level)
        WIRE.writes.append((self.name, bool(level)))


class SPI:
    def __init__(self, clock=None, MISO=None, MOSI=None):
        pass


class I2C:
    def __init__(self, scl=None, sda=None, frequency=100000):
        self.frequency = frequency


class MCP3008:
    def __init__(self, spi, cs):
        self.cs = cs


class AnalogIn:
    def __init__(self, mcp, pin):
        self.pin = pin

    @property
    def value(self):
        WIRE.reads.append(dict(WIRE.levels))
        return WIRE.sensor(WIRE.levels) << 6  # Adafruit scales the 10 bits to 16


class NeoPixel:
    def __init__(self, pin, n, bpp=3, brightness=1.0, auto_write=True, pixel_order=None):
        WIRE.neopixel = {"pin": pin.name, "n": n, "bpp": bpp, "auto_write": auto_write, "order": pixel_order}
        self.pixels = [(0,) * bpp] * n

    def __setitem__(self, i, colour):
        self.pixels[i] = tuple(colour)

    def show(self):
        WIRE.frames.append(list(self.pixels))


class Seg7x4:
    def __init__(self, i2c, address=0x70, auto_write=True):
        if address in WIRE.absent:
            raise ValueError("No I2C device at address: 0x%x" % address)
        self.address = address
        self.digits = bytearray(4)
        self.colon = False
        self.brightness = 1.0

    def set_digit_raw(self, index, bitmask):
        self.digits[index] = bitmask

    def show(self):
        WIRE.faces[self.address] = (bytes(self.digits), self.colon)


def _module(name, **attrs):
    module = types.ModuleType(name)
    module.__dict__.update(attrs)
    return module


def install():
    WIRE.reset()
    modules = {
        "board": _module("board", __getattr__=_board_getattr),
        "digitalio": _module("digitalio", DigitalInOut=DigitalInOut, Pull=Pull),
        "busio": _module("busio", SPI=SPI, I2C=I2C),
        "neopixel": _module("neopixel", NeoPixel=NeoPixel, GRB="GRB", RGB="RGB", GRBW="GRBW", RGBW="RGBW"),
        "adafruit_mcp3xxx": _module("adafruit_mcp3xxx"),
        "adafruit_mcp3xxx.mcp3008": _module("adafruit_mcp3xxx.mcp3008", MCP3008=MCP3008,
                                            **{"P%d" % k: k for k in range(8)}),
        "adafruit_mcp3xxx.analog_in": _module("adafruit_mcp3xxx.analog_in", AnalogIn=AnalogIn),
        "adafruit_ht16k33": _module("adafruit_ht16k33"),
        "adafruit_ht16k33.segments": _module("adafruit_ht16k33.segments", Seg7x4=Seg7x4),
    }
    modules["adafruit_mcp3xxx"].mcp3008 = modules["adafruit_mcp3xxx.mcp3008"]
    modules["adafruit_mcp3xxx"].analog_in = modules["adafruit_mcp3xxx.analog_in"]
    modules["adafruit_ht16k33"].segments = modules["adafruit_ht16k33.segments"]
    sys.modules.update(modules)


def remove():
    for name in NAMES:
        sys.modules.pop(name, None)
