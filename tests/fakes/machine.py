"""A fake `machine` for the firmware tests (MicroPython unix port): only the wire is faked.

Everything the firmware drives is recorded in WIRE, and what it reads comes from WIRE:
  WIRE.out          GPIO output levels, one bit per pin (Pin.value and SIO SET/CLR/XOR via mem32)
  WIRE.inputs       input levels by pin; WIRE.drive(pin, level) changes one and fires its IRQ
  WIRE.sensor       function(out_bits) -> 12-bit reading of ADC0: the test's board of stones,
                    answering from whichever row and column the select lines pick right now
  WIRE.conversions  out_bits at each ADC0 conversion, in order
  WIRE.analog       12-bit readings of the other ADC inputs by pin (the USB-C CC lines)
  WIRE.history      in order, ("pin", n, level) each time a machine.Pin output changes level and
                    ("adc", n) each reading of an ADC input other than ADC0: what happened when
  WIRE.i2c          (address, bytes) of every I2C write; WIRE.absent: addresses that NAK
  WIRE.uart         bytes written to UARTs
  WIRE.mem          other registers written through mem32, by address
  WIRE.chip         "rp2040" (the default) or "rp2350": its CHIP_ID and its SIO GPIO_OUT registers
"""

CHIP_ID = 0x40000000
# CHIP_ID value and SIO GPIO_OUT, OUT_SET, OUT_CLR, OUT_XOR by chip (pico-sdk hardware_regs).
CHIPS = {
    "rp2040": (0x10002927, (0xD0000010, 0xD0000014, 0xD0000018, 0xD000001C)),
    "rp2350": (0x20004927, (0xD0000010, 0xD0000018, 0xD0000020, 0xD0000028)),
}


class _Wire:
    def reset(self):
        self.out = 0
        self.outputs = set()
        self.inputs = {}
        self.irqs = {}
        self.sensor = lambda bits: 2048
        self.conversions = []
        self.analog = {}
        self.history = []
        self.i2c = []
        self.absent = set()
        self.uart = bytearray()
        self.mem = {}
        self.set_chip("rp2040")
        self.irq_off = 0
        self.irq_off_max = 0

    def set_chip(self, name, chip_id=None):
        self.chip = name
        known = CHIPS.get(name)
        self.mem[CHIP_ID] = chip_id if chip_id is not None else known[0]
        self.sio = known[1] if known else CHIPS["rp2040"][1]

    def level(self, pin):
        if pin in self.outputs:
            return self.out >> pin & 1
        return self.inputs.get(pin, 1)

    def drive(self, pin, level):
        """Change an input, as a button contact would; fires the pin's IRQ on a matching edge."""
        before = self.inputs.get(pin, 1)
        self.inputs[pin] = level
        entry = self.irqs.get(pin)
        if entry is None or before == level:
            return
        handler, trigger, obj = entry
        if trigger & (Pin.IRQ_RISING if level else Pin.IRQ_FALLING):
            handler(obj)


WIRE = _Wire()
WIRE.reset()


class _Mem32:
    def __getitem__(self, address):
        if address == WIRE.sio[0]:
            return WIRE.out
        return WIRE.mem.get(address, 0)

    def __setitem__(self, address, value):
        out, out_set, out_clr, out_xor = WIRE.sio
        if address == out:
            WIRE.out = value
        elif address == out_set:
            WIRE.out |= value
        elif address == out_clr:
            WIRE.out &= ~value
        elif address == out_xor:
            WIRE.out ^= value
        else:
            WIRE.mem[address] = value


mem32 = _Mem32()


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=-1, pull=-1, value=None):
        self.id = id
        if mode == Pin.OUT:
            WIRE.outputs.add(id)
        elif mode == Pin.IN:
            WIRE.outputs.discard(id)
            WIRE.inputs.setdefault(id, 0 if pull == Pin.PULL_DOWN else 1)
        if value is not None:
            self.value(value)

    def value(self, v=None):
        if v is None:
            return WIRE.level(self.id)
        if (WIRE.out >> self.id & 1) != (1 if v else 0) or not any(h[:2] == ("pin", self.id) for h in WIRE.history):
            WIRE.history.append(("pin", self.id, 1 if v else 0))
        if v:
            WIRE.out |= 1 << self.id
        else:
            WIRE.out &= ~(1 << self.id)

    def irq(self, handler=None, trigger=12, hard=False):
        WIRE.irqs[self.id] = (handler, trigger, self)


class ADC:
    def __init__(self, pin):
        self.pin = pin.id if isinstance(pin, Pin) else 26 + pin

    def read_u16(self):
        if self.pin == 26:
            WIRE.conversions.append(WIRE.out)
            raw = WIRE.sensor(WIRE.out)
        else:
            WIRE.history.append(("adc", self.pin))
            raw = WIRE.analog.get(self.pin, 0)
        return raw << 4 | raw >> 8  # what rp2's ADC.read_u16 returns for a 12-bit result


class I2C:
    def __init__(self, id, sda=None, scl=None, freq=400000):
        self.id = id
        self.freq = freq

    def writeto(self, address, buf, stop=True):
        if address in WIRE.absent:
            raise OSError(19)  # ENODEV: nobody acknowledged the address
        WIRE.i2c.append((address, bytes(buf)))
        return len(buf)


class UART:
    def __init__(self, id, baudrate=115200, **kw):
        self.id = id
        self.baudrate = baudrate
        self.kw = kw

    def write(self, data):
        if isinstance(data, str):
            data = data.encode()
        WIRE.uart.extend(data)
        return len(data)


def unique_id():
    return b"\xe6\x61\x41\x03\xe7\x45\x2d\x2f"


def disable_irq():
    WIRE.irq_off += 1
    WIRE.irq_off_max = max(WIRE.irq_off_max, WIRE.irq_off)
    return WIRE.irq_off


def enable_irq(state):
    WIRE.irq_off -= 1
