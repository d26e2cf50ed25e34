"""A fake `rp2`: asm_pio captures the program, StateMachine records what reaches its TX FIFO, DMA
copies its words there, and simulate() runs a captured program cycle by cycle, so a test can check
the waveform on the pin and not just the words.
"""

from array import array

LOG = []  # every StateMachine and DMA created, in order


class PIO:
    OUT_LOW = 0
    OUT_HIGH = 1
    SHIFT_LEFT = 0
    SHIFT_RIGHT = 1
    JOIN_NONE = 0
    JOIN_TX = 1
    JOIN_RX = 2


class _Instr:
    def __init__(self, op, args):
        self.op = op
        self.args = args
        self.sideset = None
        self.delay = 0

    def side(self, value):
        self.sideset = value
        return self

    def __getitem__(self, delay):
        self.delay = delay
        return self


class Program:
    def __init__(self, options):
        self.options = options
        self.instructions = []
        self.labels = {}
        self.wrap_target = 0
        self.wrap = None


_NAMES = {"x": "x", "y": "y", "pins": "pins", "osr": "osr", "isr": "isr", "null": "null",
          "not_x": "not_x", "not_y": "not_y", "x_dec": "x_dec", "y_dec": "y_dec", "pin": "pin",
          "not_osre": "not_osre", "block": "block", "noblock": "noblock"}


def asm_pio(**options):
    def dec(f):
        prog = Program(options)

        def emit(op):
            def instruction(*args):
                instr = _Instr(op, args)
                prog.instructions.append(instr)
                return instr

            return instruction

        def wrap_target():
            prog.wrap_target = len(prog.instructions)

        def wrap():
            prog.wrap = len(prog.instructions) - 1

        def label(name):
            prog.labels[name] = len(prog.instructions)

        gl = f.__globals__
        saved = gl.copy()
        gl.clear()
        gl.update(_NAMES)
        for op in ("out", "jmp", "nop", "set", "in_", "push", "pull", "mov", "irq", "wait"):
            gl[op] = emit(op)
        gl["wrap_target"] = wrap_target
        gl["wrap"] = wrap
        gl["label"] = label
        try:
            f()
        finally:
            gl.clear()
            gl.update(saved)
        if prog.wrap is None:
            prog.wrap = len(prog.instructions) - 1
        return prog

    return dec


class StateMachine:
    def __init__(self, id, program=None, freq=125_000_000, sideset_base=None, **kw):
        self.id = id
        self.program = program
        self.freq = freq
        self.sideset_base = sideset_base
        self.running = False
        self.fifo = []  # every word that ever reached the TX FIFO
        LOG.append(self)

    def active(self, value=None):
        if value is None:
            return self.running
        self.running = bool(value)

    def put(self, value, shift=0):
        values = [value] if isinstance(value, int) else list(value)
        for v in values:
            self.fifo.append((v << shift) & 0xFFFFFFFF)


class DMA:
    busy_polls = 0  # a test sets this to keep the next transfer "active" for that many polls

    def __init__(self):
        self.configs = []
        self.remaining = 0
        LOG.append(self)

    def pack_ctrl(self, **fields):
        return fields

    def config(self, read=None, write=None, count=None, ctrl=None, trigger=False):
        self.configs.append({"read": read, "write": write, "count": count, "ctrl": ctrl})
        if trigger:
            words = array("I", read)[:count] if not isinstance(read, array) else read[:count]
            write.fifo.extend(list(words))
            self.remaining = DMA.busy_polls

    def active(self, value=None):
        if self.remaining:
            self.remaining -= 1
            return True
        return False


def simulate(program, words, max_cycles=1_000_000):
    """Run the program on `words` until the TX FIFO runs dry; the side-set pin's level each cycle.
    Models what the ws2812 program needs: out with autopull (shift left), jmp (always, not_x), nop,
    side-set, delays, wrap."""
    thresh = program.options.get("pull_thresh", 32) or 32
    fifo = list(words)
    osr = 0
    count = 32  # the OSR starts empty
    x = 0
    pc = 0
    pin = 0
    levels = bytearray()
    while len(levels) < max_cycles:
        ins = program.instructions[pc]
        if ins.sideset is not None:
            pin = ins.sideset  # side-set happens even when the instruction stalls
        nxt = program.wrap_target if pc == program.wrap else pc + 1
        if ins.op == "out":
            if count >= thresh:
                if not fifo:
                    levels.append(pin)  # stalled on an empty FIFO: the line rests at this level
                    break
                osr = fifo.pop(0)
                count = 0
            n = ins.args[1]
            value = osr >> (32 - n)
            osr = (osr << n) & 0xFFFFFFFF
            count += n
            if ins.args[0] == "x":
                x = value
        elif ins.op == "jmp":
            if len(ins.args) == 1:
                nxt = program.labels[ins.args[0]]
            elif ins.args[0] == "not_x" and x == 0:
                nxt = program.labels[ins.args[1]]
        elif ins.op != "nop":
            raise NotImplementedError(ins.op)
        levels.extend(bytes([pin]) * (1 + ins.delay))
        pc = nxt
    return levels
