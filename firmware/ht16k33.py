"""HT16K33 4-digit 7-segment clock face (Adafruit 0.56"/1.2" backpack layout), board independent.

layout(text, digits) is pure: the clock text the application sends ("1:23", "19.4", "B 12", "B WIN")
to four segment bytes and a colon flag. HT16K33 drives one display over any object with
writeto(address, buffer) (machine.I2C, busio.I2C), so the Pico, a Raspberry Pi or the simulator's
renderer share one font and one layout.

Two faces are wired differently (the pin map's display "face"):
  "1.2in"   Adafruit 1.2" (1270, the BOM's): no decimal point per digit; one point between digits 3
            and 4, bit 0x10 of the colon byte (RAM byte 4), beside the colon's 0x02. Tenths always
            land there ("19.4", "9.4": numbers align right); a point anywhere else cannot be shown.
  "0.56in"  Adafruit 0.56" (878): each digit's own point, bit 0x80 of its byte.

Layout rules, for a 4-digit face with its colon between digits 2 and 3:
  a ':' puts what precedes it right-aligned in digits 1-2, what follows left-aligned in 3-4 ("1:23");
  a '.' lights the previous digit's decimal point and takes no digit ("19.4");
  numbers are right-aligned, words left-aligned; text still too long loses its spaces ("B WIN" ->
  "BWIN"), then is cut to the digits there are.
"""

try:
    from micropython import const
except ImportError:

    def const(value):
        return value


DIGITS = const(4)
DP = const(0x80)
# Segment bits: a 0x01 (top), b 0x02, c 0x04, d 0x08, e 0x10, f 0x20, g 0x40 (middle).
_CHARS = " 0123456789-_ABCDEFGHIJLNOPRSTUVWYZabcdhinortuw"
_FONT = bytes((
    0x00, 0x3F, 0x06, 0x5B, 0x4F, 0x66, 0x6D, 0x7D, 0x07, 0x7F, 0x6F, 0x40, 0x08,
    0x77, 0x7C, 0x39, 0x5E, 0x79, 0x71, 0x3D, 0x76, 0x30, 0x1E, 0x38, 0x54, 0x3F, 0x73, 0x50, 0x6D,
    0x78, 0x3E, 0x3E, 0x2A, 0x6E, 0x5B,  # B is "b", D "d", N "n", R "r", T "t", V as U, W a zig-zag
    0x5F, 0x7C, 0x58, 0x5E, 0x74, 0x10, 0x54, 0x5C, 0x50, 0x78, 0x1C, 0x2A,
))
# HT16K33 commands and the backpack's RAM: digit k at byte 2*POSITIONS[k], the colon at byte 4.
_OSCILLATOR_ON = const(0x21)
_DISPLAY_ON = const(0x81)  # no blinking
_DIM = const(0xE0)
_POSITIONS = b"\x00\x01\x03\x04"
_COLON_WORD = const(2)
_COLON_BIT = const(0x02)
_POINT_3_BIT = const(0x10)  # 1.2" face: the point between digits 3 and 4, in the colon byte
FACES = ("1.2in", "0.56in")


def glyph(char):
    """The segment byte for one character; unknown characters are blank (never an exception)."""
    i = _CHARS.find(char)
    if i < 0:
        i = _CHARS.find(char.upper())
    return _FONT[i] if i >= 0 else 0


def _cells(text):
    """[(segments, ends_in_dp)] for the characters of text, '.' folded into the previous cell."""
    cells = []
    for ch in text:
        if ch == "." and cells and not cells[-1][1]:
            cells[-1] = (cells[-1][0] | DP, True)
        elif ch == ".":
            cells.append((DP, True))
        else:
            cells.append((glyph(ch), False))
    return [c[0] for c in cells]


def _numeric(text):
    for ch in text:
        if ch not in "0123456789.- ":
            return False
    return True


def layout(text, digits=DIGITS):
    """(bytes of `digits` segment patterns, colon on) for one face."""
    out = bytearray(digits)
    colon = ":" in text
    if colon:
        head, tail = text.split(":", 1)
        half = digits // 2
        left = _cells(head)[-half:]
        right = _cells(tail.replace(":", ""))[:digits - half]
        out[half - len(left):half] = bytes(left)
        out[half:half + len(right)] = bytes(right)
        return bytes(out), True
    cells = _cells(text)
    if len(cells) > digits:
        cells = _cells(text.replace(" ", ""))
    cells = cells[:digits]
    start = digits - len(cells) if _numeric(text) else 0
    out[start:start + len(cells)] = bytes(cells)
    return bytes(out), False


def face_ram(text, face, ram):
    """Fill ram (bytearray(17): command byte 0x00, then the 16 RAM bytes) with text on a face."""
    segments, colon = layout(text)
    for i in range(1, 17):
        ram[i] = 0
    colon_byte = _COLON_BIT if colon else 0
    for k in range(DIGITS):
        bits = segments[k]
        if face == "1.2in" and bits & DP:
            bits &= ~DP
            if k == 2:
                colon_byte |= _POINT_3_BIT
        ram[1 + 2 * _POSITIONS[k]] = bits
    ram[1 + 2 * _COLON_WORD] |= colon_byte
    return ram


class HT16K33:
    """One 4-digit face on an I2C bus; writes only when what it shows changes."""

    def __init__(self, i2c, address, brightness=15, face="1.2in"):
        if face not in FACES:
            raise ValueError("display face must be one of %s, not %r" % (", ".join(FACES), face))
        self.i2c = i2c
        self.address = address
        self.face = face
        self.ram = bytearray(17)  # command byte 0x00 (RAM address 0) + 16 bytes of display RAM
        self.text = None
        self._command(_OSCILLATOR_ON)
        # The RAM holds noise at power-up: clear it before the display goes on, or the face shows
        # random segments until the first text arrives.
        self.i2c.writeto(self.address, self.ram)
        self._command(_DIM | (brightness & 0x0F))
        self._command(_DISPLAY_ON)

    def _command(self, byte):
        self.i2c.writeto(self.address, bytes((byte,)))

    def show(self, text):
        if text == self.text:
            return
        self.text = text
        self.i2c.writeto(self.address, face_ram(text, self.face, self.ram))
