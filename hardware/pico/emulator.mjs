// The emulated Tengen board: an RP2040 (rp2040js) running a MicroPython image, and around it the
// board's hardware modelled from hardware/pinmap.json. Driven by hardware/vboard/pico.py over
// standard input and output, one line per message:
//
// in:   stones <225 chars>       '.' empty, 'x' black, 'o' white (centred stones), point order a1..o15
//       field <point> <pct>      one stone's strength, colour-signed (black negative), as hal_sim
//       buttons <mask>           bit 0 left, bit 1 right (pressed); contacts bounce on each change
//       usb <hex>                bytes from the host to the board's USB serial
//       uart <text>              a line to the debug UART's RX (the settings menu's stand-in)
//       warp <ms>                that much time passes at once (the CPU stalled meanwhile)
//       bench <json>             ask for figures: {"what": "scan"} etc. (see bench below)
//       run <ms>                 (--lockstep) emulated time may advance up to <ms>; see "lockstep" below
// out:  t <ms>                   emulated time, after every slice of work
//       usb <hex>                bytes from the board's USB serial
//       uart <text>              a line from the debug UART (hal_pico's reports)
//       leds <hex> <json>        one LED frame in wire order, and its timing figures (ns)
//       display <json>           {"faces": [{"on": bool, "brightness": n, "ram": hex}, ...], "lamps": [l, r]}
//       event <json>             boot, ROM calls, faults, scan periods: for the harness and benches
//
// Time: the CPU runs at 125 MHz emulated; instructions take rp2040js's cycle counts; idle time (WFI)
// is skipped but never runs ahead of the wall clock, so the host daemon sees a board in real time.
// Flash: by default no flash wait states or XIP cache misses are modelled (code runs as if from
// SRAM) and erases/programs take the flash's typical times. --flash-model=xip[,max] models the
// flash path (the XIP cache and its misses, the cache flushed after each erase or program) and,
// with max, charges the flash chip's maximum erase/program times (see "the flash path" below).
// Lockstep (--lockstep, as hardware/vboard/pico.py runs it): emulated time advances only up to the
// latest `run <ms>` the harness granted; there the emulator stops, reports `t`, and waits. Every
// other command is applied at a grant's boundary: at once while stopped, else when the emulator
// reaches the grant it was running towards when the command came. So a harness that is slow to read (a loaded machine)
// stops the board instead of missing its time, and the harness knows when each command applied.

import fs from 'fs';
import { performance } from 'perf_hooks';
import { RP2040, USBCDC, GPIOPinState } from 'rp2040js';
import { buildRom, callRomFunction, crc32mpeg2 } from './rom.mjs';
import { LedLine, RESET_NS } from './ws2812_line.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((a) => {
  const [k, ...v] = a.replace(/^--/, '').split('=');
  return [k, v.join('=')];
}));
const pinmap = JSON.parse(fs.readFileSync(args.pinmap, 'utf8'));
const FLASH_FS_OFFSET = 0xa0000; // RPI_PICO: 2 MB flash, the last 1408 KB are the filesystem
const FLASH_SIZE = 2 * 1024 * 1024;
// The romfs image's ROMFS partition, just below the filesystem (hardware/pico/build_image.sh's ROMFS_KB)
const ROMFS_BYTES = 256 * 1024;
const POINTS = 225;
const SIZE = 15;

const out = [];
const emit = (line) => out.push(line);
const event = (obj) => emit('event ' + JSON.stringify(obj));

// -- the chip, its ROM and flash --------------------------------------------------------------------
const mcu = new RP2040();
mcu.logger = { debug() {}, info() {}, warn() {}, error: (tag, msg) => event({ error: `${tag}: ${msg}` }) };
const rom = buildRom();
mcu.loadBootrom(rom.words); // resets the core from the ROM's vectors; fills the flash with 0xff

function loadUF2(path) {
  const data = fs.readFileSync(path);
  for (let at = 0; at + 512 <= data.length; at += 512) {
    const block = data.subarray(at, at + 512);
    if (block.readUInt32LE(0) !== 0x0a324655 || block.readUInt32LE(4) !== 0x9e5d5157) continue;
    const address = block.readUInt32LE(12);
    const size = block.readUInt32LE(16);
    mcu.flash.set(block.subarray(32, 32 + size), address - 0x10000000);
  }
}
loadUF2(args.image);
// --romfs=FILE: what `mpremote romfs deploy` left in the ROMFS partition (the app as .mpy)
if (args.romfs) {
  const romfs = fs.readFileSync(args.romfs);
  if (romfs.length > ROMFS_BYTES) throw new Error(`${args.romfs}: ${romfs.length} bytes, the partition holds ${ROMFS_BYTES}`);
  mcu.flash.set(romfs, FLASH_FS_OFFSET - ROMFS_BYTES);
}

// The filesystem region persists in a file: every erase and program is written through at once,
// so a power cut (the process killed) leaves exactly what the flash held.
const fsPath = args.flash;
let fsFd = null;
if (fsPath) {
  if (fs.existsSync(fsPath)) {
    const image = fs.readFileSync(fsPath);
    mcu.flash.set(image.subarray(0, FLASH_SIZE - FLASH_FS_OFFSET), FLASH_FS_OFFSET);
  }
  fsFd = fs.openSync(fsPath, fs.existsSync(fsPath) ? 'r+' : 'w+');
}
const persist = (offset, length) => {
  if (fsFd === null || offset + length <= FLASH_FS_OFFSET) return;
  const from = Math.max(offset, FLASH_FS_OFFSET);
  fs.writeSync(fsFd, mcu.flash, from, offset + length - from, from - FLASH_FS_OFFSET);
};
// -- the flash path ---------------------------------------------------------------------------------
// W25Q16JV (the Pico's flash) datasheet, AC electrical characteristics: 4 KB sector erase tSE 45 ms
// typical, 400 ms maximum; page program tPP 0.4 ms typical, 3 ms maximum. An erase or program is a
// ROM call during which neither core runs from flash (pico-sdk disables interrupts and locks the
// other core out): its whole time is charged to the CPU; PIO and DMA go on.
const CYCLES_PER_US = 125;
const flashModel = (args['flash-model'] || '').split(',');
const xipModel = flashModel.includes('xip');
const flashMax = flashModel.includes('max');
const ERASE_US = flashMax ? 400000 : 45000;
const PROGRAM_US = flashMax ? 3000 : 400;

// The XIP cache (RP2040 datasheet 2.6.3): 16 KB, 2-way set-associative, 8-byte lines, so 1024 sets.
// 0x10xxxxxx is cached, 0x11xxxxxx looks up without allocating, 0x12/0x13xxxxxx bypass it.
// A miss fetches the line over QSPI in the continuous-read quad I/O mode boot2 leaves the flash in
// (EBh without its command byte): 8 SCK of address and mode bits, 4 SCK of wait cycles, 16 SCK for
// the 8 bytes, each SCK being BAUDR system clocks (the SSI divider, as boot2 and MicroPython set
// it), plus about 6 cycles of the XIP controller and SSI handshake (datasheet 4.10, the SSI).
const XIP_SETS = 1024;
const xipTags = new Int32Array(2 * XIP_SETS).fill(-1);
const xipLru = new Uint8Array(XIP_SETS); // the way to replace next
const xipStats = { hits: 0, misses: 0, flushes: 0, missCycles: 0 };
let ssiBaud = 4; // until boot2 writes BAUDR
const xipMissCycles = () => 28 * ssiBaud + 6;
function xipAccess(address) {
  const alias = address >>> 24;
  if (alias > 0x13) return;
  const line = (address & 0xffffff) >>> 3;
  if (alias >= 0x12) {
    xipStats.misses++;
    extraCycles += xipMissCycles();
    return;
  }
  const set = line & (XIP_SETS - 1);
  const tag = line >>> 10;
  if (xipTags[2 * set] === tag) { xipLru[set] = 1; xipStats.hits++; return; }
  if (xipTags[2 * set + 1] === tag) { xipLru[set] = 0; xipStats.hits++; return; }
  xipStats.misses++;
  const cost = xipMissCycles();
  xipStats.missCycles += cost;
  extraCycles += cost;
  if (alias === 0x10) {
    const way = xipLru[set];
    xipTags[2 * set + way] = tag;
    xipLru[set] = 1 - way;
  }
}
function xipFlush() {
  xipTags.fill(-1);
  xipStats.flushes++;
}
if (xipModel) {
  for (const name of ['readUint32', 'readUint16', 'readUint8']) {
    const read = mcu[name].bind(mcu);
    mcu[name] = (address) => {
      if (address >= 0x10000000 && address < 0x14000000) xipAccess(address >>> 0);
      return read(address);
    };
  }
}

const flash = {
  erases: 0,
  programs: 0,
  erase(offset, count) {
    mcu.flash.fill(0xff, offset, offset + count);
    persist(offset, count);
    this.erases += count / 4096;
    if (xipModel) xipFlush();
    return Math.ceil(count / 4096) * ERASE_US * CYCLES_PER_US;
  },
  program(offset, bytes) {
    for (let i = 0; i < bytes.length; i++) mcu.flash[offset + i] &= bytes[i];
    persist(offset, bytes.length);
    this.programs += 1;
    if (xipModel) xipFlush();
    return Math.ceil(bytes.length / 256) * PROGRAM_US * CYCLES_PER_US;
  },
};

// The flash's unique ID (command 0x4B: 4 dummy bytes, then 8 ID bytes), which MicroPython reports as
// machine.unique_id() and the firmware as its board id. The stock SSI answers every read with 0.
const flashId = Buffer.from((args['flash-id'] || 'e6605838437b4d2a').padStart(16, '0').slice(0, 16), 'hex');
const ssi = mcu.peripherals[0x18000];
let ssiReplies = [];
const ssiWrite = ssi.writeUint32.bind(ssi);
const ssiRead = ssi.readUint32.bind(ssi);
const SSI_DR0 = 0x60;
const SSI_BAUDR = 0x14;
ssi.writeUint32 = (offset, value) => {
  if (offset === SSI_BAUDR && (value & 0xfffe)) ssiBaud = value & 0xfffe; // even dividers only
  if (offset === SSI_DR0) {
    if (ssiReplies.length === 0 && (value & 0xff) === 0x4b) ssiReplies = [0, 0, 0, 0, 0, ...flashId];
    ssi.nextDr = ssiReplies.length ? ssiReplies.shift() : null;
  }
  ssiWrite(offset, value);
};
ssi.readUint32 = (offset) => {
  if (offset === SSI_DR0 && ssi.nextDr !== null && ssi.nextDr !== undefined) {
    const value = ssi.nextDr;
    ssi.nextDr = null;
    return value;
  }
  return ssiRead(offset);
};

let extraCycles = 0;
let halted = null;
const romCalls = {};
mcu.onBreak = (code) => {
  const pc = (mcu.core.PC - 2) >>> 0;
  const name = pc >= rom.stubBase && pc < rom.stubEnd ? rom.stubs[code] : null;
  if (name === 'reset') {
    // As the real ROM: boot2 (the flash's first 256 bytes) is checked, copied to the top of SRAM
    // and entered with LR = 0, so that it goes on into the image's vector table.
    const boot2 = mcu.flash.subarray(0, 256);
    if (crc32mpeg2(boot2.subarray(0, 252)) !== new DataView(boot2.buffer, boot2.byteOffset).getUint32(252, true)) {
      halt('boot2 checksum mismatch: not a bootable RP2040 image');
      return;
    }
    mcu.sram.set(boot2, 0x41f00);
    mcu.core.LR = 0;
    mcu.core.PC = 0x20041f00;
    return;
  }
  if (name === 'table_lookup') {
    const [table, want] = [mcu.core.registers[0] >>> 0, mcu.core.registers[1] & 0xffff];
    let found = 0;
    for (let at = table; ; at += 4) {
      const entry = mcu.readUint16(at);
      if (!entry) break;
      if (entry === want) { found = mcu.readUint16(at + 2); break; }
    }
    mcu.core.registers[0] = found;
    extraCycles += 30;
    return;
  }
  if (name === null || name === 'nmi' || name === 'hardfault') {
    halt(name ? `${name} taken (the firmware crashed)` : `breakpoint #${code} at 0x${pc.toString(16)}`);
    return;
  }
  try {
    extraCycles += callRomFunction(name, mcu, flash);
    romCalls[name] = (romCalls[name] || 0) + 1;
  } catch (error) {
    halt(error.message);
  }
};
function halt(reason) {
  halted = reason;
  event({ halted: reason, pc: mcu.core.PC >>> 0, lr: mcu.core.LR >>> 0 });
}

// -- USB CDC: the host's bytes are handed over only when the device has a read pending -------------
const cdc = new USBCDC(mcu.usbCtrl);
let hostBytes = Buffer.alloc(0);
let pendingRead = 0;
cdc.onDeviceConnected = () => event({ usb: 'connected', ms: nowMs() });
cdc.onSerialData = (data) => emit('usb ' + Buffer.from(data).toString('hex'));
mcu.usbCtrl.onEndpointRead = (endpoint, size) => {
  if (endpoint !== cdc.outEndpoint) return;
  pendingRead = size; // held: the stock answer, an empty packet at once, is an interrupt storm
  feedHost();
};
function feedHost() {
  if (!pendingRead || !hostBytes.length) return;
  const n = Math.min(pendingRead, hostBytes.length, 64);
  const chunk = hostBytes.subarray(0, n);
  hostBytes = hostBytes.subarray(n);
  pendingRead = 0;
  mcu.usbCtrl.endpointReadDone(cdc.outEndpoint, new Uint8Array(chunk));
}

// -- the debug UART: hal_pico's reports out, the settings menu's stand-in in ------------------------
// rp2040js raises the TX interrupt again on every check, even right after the firmware cleared it:
// MicroPython's handler, with nothing left to send, clears it and is called again, forever. Here,
// as on the chip, it rises when the FIFO drains (every byte leaves at once) and stays cleared.
const UART_TX_INTERRUPT = 1 << 5;
for (const uart of mcu.uart) {
  uart.checkInterrupts = function () {
    mcu.setInterrupt(this.irq, !!(this.interruptStatus & this.interruptMask));
  };
  const write = uart.writeUint32.bind(uart);
  uart.writeUint32 = (offset, value) => {
    write(offset, value);
    if (offset === 0) {
      uart.interruptStatus |= UART_TX_INTERRUPT;
      uart.checkInterrupts();
    }
  };
}
let uartLine = '';
const debugUart = mcu.uart[pinmap.debug_uart ? pinmap.debug_uart.id : 0];
debugUart.onByte = (byte) => {
  if (byte === 10) {
    emit(`uart ${nowMs().toFixed(3)} ${uartLine}`);
    uartLine = '';
  } else if (uartLine.length < 65536) {
    uartLine += String.fromCharCode(byte);
  }
};

// Bytes to the debug UART's RX arrive at its baud rate (10 bits a byte), as down a real wire: all at
// once they would overflow its 32-byte FIFO.
let uartRx = Buffer.alloc(0);
const uartRxAlarm = mcu.clock.createAlarm(() => {
  if (!uartRx.length) return;
  debugUart.feedByte(uartRx[0]);
  uartRx = uartRx.subarray(1);
  if (uartRx.length) uartRxAlarm.schedule(1e10 / (pinmap.debug_uart ? pinmap.debug_uart.baudrate : 115200));
});

// -- time ---------------------------------------------------------------------------------------------
const clock = mcu.clock;
// rp2040js 1.4.1's SimulationClock.tick unlinks an alarm as it fires but leaves its `scheduled` flag
// set: an alarm that fired and was not scheduled again looked scheduled for ever. The debug UART's
// RX (uartRxAlarm) took the first command line and never another: the bench's profile probe, a
// second `configure`, went unanswered. The same tick, with the flag cleared as the alarm fires.
clock.tick = function tick(deltaNanos) {
  const targetNanos = this.nanosCounter + deltaNanos;
  let alarm = this.nextAlarm;
  while (alarm && alarm.nanos <= targetNanos) {
    this.nextAlarm = alarm.next;
    this.nanosCounter = alarm.nanos;
    alarm.scheduled = false;
    alarm.callback();
    alarm = this.nextAlarm;
  }
  this.nanosCounter = targetNanos;
};
const nowMs = () => clock.nanos / 1e6;
let wallStart = performance.now();
let warpNanos = 0;
const lockstep = 'lockstep' in args;
let grantNanos = lockstep ? 0 : Infinity;
let paused = false; // stopped at the grant, waiting for the next `run`
// Commands received while running towards a grant: [that grant, line], applied when it is reached
// (the harness knows the grant it had given when it sent them; later grants do not delay them).
const held = [];
function applyHeld() {
  while (held.length && clock.nanos >= held[0][0]) command(held.shift()[1]);
}

// -- the sensors: row power, the mux tree, the ADC ----------------------------------------------------
const sensors = pinmap.sensors;
const FULL_FIELD = 683; // counts: as firmware/hal_sim.py
const CROSSTALK_PERCENT = 5;
const NOISE = 3;
// DRV5055 power-on time (datasheet tON): the output is not valid until this long after the row's
// supply comes up; before, it sits near 0 V, which reads as a strong south field (a black stone).
const T_ON_NS = Number(args['sensor-ton-us'] || 175) * 1000;
const blackSign = sensors.black_field_sign;
const baseline = Array.from({ length: POINTS }, (_, p) => 2048 + ((p * 37) % 61) - 30);
const strength = new Int16Array(POINTS);
const field = new Int32Array(POINTS);
let noiseState = 12345;
function recomputeField() {
  for (let p = 0; p < POINTS; p++) field[p] = Math.trunc((strength[p] * FULL_FIELD) / 100);
  for (let p = 0; p < POINTS; p++) {
    const s = strength[p];
    if (!s) continue;
    const leak = Math.trunc((-s * FULL_FIELD * CROSSTALK_PERCENT) / 10000);
    const column = p % SIZE;
    if (column > 0) field[p - 1] += leak;
    if (column < SIZE - 1) field[p + 1] += leak;
    if (p >= SIZE) field[p - SIZE] += leak;
    if (p < POINTS - SIZE) field[p + SIZE] += leak;
  }
}
const setStrength = (p, percent) => { strength[p] = -percent * blackSign; };

const pinOut = (n) => mcu.gpio[n].value === GPIOPinState.High;
const selectValue = (pins) => pins.reduce((v, n, k) => v | ((pinOut(n) ? 1 : 0) << k), 0);
let rowPoweredSince = null; // ns: when the selected row's sensors got their supply
let lastRow = -1;
const enableN = sensors.row_power_enable_n_pin;
function watchRowPower() {
  const rowNow = pinOut(enableN) ? -1 : selectValue(sensors.row_select_pins);
  if (rowNow !== lastRow) {
    lastRow = rowNow;
    rowPoweredSince = rowNow >= 0 ? clock.nanos : null;
  }
}
for (const n of [enableN, ...sensors.row_select_pins]) mcu.gpio[n].addListener(watchRowPower);

// A scan (a frame) starts when row 0 is powered: the firmware may power its rows one at a time (a row
// a timer tick) or all in one go. Its duration is the time rows were powered in it, summed.
const scanStats = { reads: 0, unsettled: 0, scans: 0, periods: [], lastScanStart: null };
scanStats.durations = [];
let poweredAt = null;
let framePowered = null;
mcu.gpio[enableN].addListener(() => {
  const now = clock.nanos;
  if (!pinOut(enableN)) {
    if (selectValue(sensors.row_select_pins) === 0) {
      if (scanStats.lastScanStart !== null) scanStats.periods.push(now - scanStats.lastScanStart);
      if (framePowered !== null) scanStats.durations.push(framePowered); // rows powered: the hardware scan itself
      scanStats.lastScanStart = now;
      scanStats.scans += 1;
      framePowered = 0;
    }
    poweredAt = now;
  } else if (poweredAt !== null) {
    if (framePowered !== null) framePowered += now - poweredAt;
    poweredAt = null;
  }
});

const lastSample = [];
let ccMv = (args['usb-cc-mv'] || '1310,0').split(',').map(Number); // a 3 A USB-C source on CC1 ("cc" changes it)
const broken = new Map(); // point -> the reading of a sensor stuck there ("broken P COUNTS"; -1 mends it)
const adcChannelOf = (pin) => pin - 26;
function sample(channel) {
  if (channel === adcChannelOf(sensors.adc_pin)) {
    if (pinOut(enableN)) return 0; // second-level mux disabled: the ADC input is pulled low
    const row = selectValue(sensors.row_select_pins);
    const column = selectValue(sensors.column_select_pins);
    if (row === 15) return 2048; // the spare input: VREF/2, for the self-test
    if (row >= SIZE || column >= SIZE) return 0;
    scanStats.reads += 1;
    if (rowPoweredSince === null || clock.nanos - rowPoweredSince < T_ON_NS) {
      scanStats.unsettled += 1;
      return 0;
    }
    const p = row * SIZE + column;
    if (broken.has(p)) return broken.get(p);
    lastSample[p] = [clock.nanos / 1e6];
    noiseState = (noiseState * 1103515245 + 12345) % 0x40000000;
    const v = baseline[p] + field[p] + (Math.floor(noiseState / 2 ** 20) % (2 * NOISE + 1)) - NOISE;
    lastSample[p].push(v);
    return Math.max(0, Math.min(4095, v));
  }
  const ccPins = pinmap.usb_cc_pins || [];
  const cc = ccPins.findIndex((pin) => adcChannelOf(pin) === channel);
  if (cc >= 0) return Math.round(((ccMv[cc] || 0) * 4095) / 3300);
  if (channel === 4) return Math.round((0.706 * 4095) / 3.3); // 27 C
  return 0;
}
const adcAlarm = clock.createAlarm(() => mcu.adc.completeADCRead(adcPending, false));
let adcPending = 0;
mcu.adc.onADCRead = (channel) => {
  adcPending = sample(channel); // sampled at the start of the conversion, completed 2 us later
  adcAlarm.schedule(2000);
};

// -- buttons: contacts that bounce ----------------------------------------------------------------
const buttons = pinmap.buttons;
const buttonPins = [buttons.left_pin, buttons.right_pin, buttons.menu_pin, buttons.arbiter_pin];
const activeLow = buttons.active_low;
let buttonMask = 0;
function setContact(pin, closed) {
  mcu.gpio[pin].setInputValue(activeLow ? !closed : closed);
}
for (const pin of buttonPins) if (pin !== undefined && pin !== null) setContact(pin, false);
// A tactile switch bounces for a few ms on each change: here the contact chatters 4 times over
// 1.5 ms before it stays (an odd number of entries: the last one is the new level).
const BOUNCE_NS = [0, 200e3, 450e3, 800e3, 1500e3];
function changeButtons(mask) {
  for (let i = 0; i < 4; i++) {
    const pin = buttonPins[i];
    if (pin === undefined || pin === null) continue;
    const was = !!(buttonMask & (1 << i));
    const now = !!(mask & (1 << i));
    if (was === now) continue;
    BOUNCE_NS.forEach((delay, k) => {
      const level = k % 2 === 0 ? now : !now; // ends on the new level
      const alarm = clock.createAlarm(() => setContact(pin, level));
      alarm.schedule(delay || 1);
    });
  }
  buttonMask = mask;
}

// -- the LED chain: the data pin's waveform decoded as a WS2812B/SK6812 would --------------------
const ledPin = pinmap.leds.data_pin;
const ledLine = new LedLine();
let pioNow = null; // the PIO's own time while it steps (its edges are timed from its clock)
const ledTime = () => (pioNow !== null ? pioNow : clock.nanos);
const ledAlarm = clock.createAlarm(() => {
  const frame = ledLine.endFrame(nowMs());
  if (frame) emit(`leds ${frame.bytes.toString('hex')} ${JSON.stringify(frame.figures)}`);
});
mcu.gpio[ledPin].addListener(() => {
  const t = ledTime();
  const level = pinOut(ledPin);
  if (level && ledLine.level !== level) ledAlarm.cancel();
  if (ledLine.edge(level, t)) ledAlarm.schedule(Math.max(1, RESET_NS - (clock.nanos - t)));
});

// -- the clock faces: two HT16K33 on I2C --------------------------------------------------------------
const display = pinmap.display;
const faceAddresses = [display.left_address, display.right_address];
// A real HT16K33's display RAM holds whatever it powered up with: random segments until written.
const faces = faceAddresses.map((_, k) => ({
  ram: Uint8Array.from({ length: 16 }, (_, i) => (i * 151 + 37 * k + 7) & 0xff), osc: false, on: false, blink: 0, brightness: 15,
}));
const i2c = mcu.i2c[display.i2c_id];
let i2cFace = null;
let i2cFirst = false;
let i2cPointer = 0;
let displayDirty = false;
i2c.onStart = () => i2c.completeStart();
i2c.onConnect = (address) => {
  const k = faceAddresses.indexOf(address);
  i2cFace = k >= 0 ? faces[k] : null;
  i2cFirst = true;
  if (!i2cFace) {
    i2c.completeConnect(false);
    i2c.intRaw |= 1 << 4; // TX_EMPTY after the abort, as the hardware sets it (else: ETIMEDOUT)
    return;
  }
  i2c.completeConnect(true);
};
i2c.onWriteByte = (value) => {
  const face = i2cFace;
  if (face && i2cFirst) {
    i2cFirst = false;
    if ((value & 0xf0) === 0x00) i2cPointer = value & 0x0f;
    else if ((value & 0xf0) === 0x20) face.osc = !!(value & 1);
    else if ((value & 0xf0) === 0x80) { face.on = !!(value & 1); face.blink = (value >> 1) & 3; }
    else if ((value & 0xf0) === 0xe0) face.brightness = value & 0x0f;
    displayDirty = true;
  } else if (face) {
    face.ram[i2cPointer] = value;
    i2cPointer = (i2cPointer + 1) & 0x0f;
    displayDirty = true;
  }
  i2c.completeWrite(true);
};
i2c.onReadByte = () => i2c.completeRead(0xff);
i2c.onStop = () => {
  i2c.completeStop();
  if (displayDirty) emitDisplay();
};
const lampPins = [buttons.lamp_left_pin, buttons.lamp_right_pin];
// The LED rail's enable: its changes, as events (the rail off, the chain has no power).
const railPin = pinmap.leds.power_enable_pin;
if (railPin !== undefined && railPin !== null) {
  let railWas = null;
  mcu.gpio[railPin].addListener(() => {
    const on = pinOut(railPin) ? 1 : 0;
    if (on !== railWas) { railWas = on; event({ ledRail: on, ms: nowMs() }); }
  });
}
for (const pin of lampPins) mcu.gpio[pin].addListener(() => emitDisplay());
let lastDisplay = '';
function emitDisplay() {
  displayDirty = false;
  const line = JSON.stringify({
    faces: faces.map((f) => ({ on: f.on && f.osc, blink: f.blink, brightness: f.brightness, ram: Buffer.from(f.ram).toString('hex') })),
    lamps: lampPins.map((pin) => (pinOut(pin) ? 1 : 0)),
  });
  const stamped = line.slice(0, -1) + `,"ms":${nowMs().toFixed(3)}}`;
  if (line !== lastDisplay) {
    lastDisplay = line;
    emit(`display ${stamped}`);
  }
}

// -- PIO in lock-step with the CPU, each state machine at its own clock divider -------------------
for (const pio of mcu.pio) pio.run = () => {}; // the stock PIO runs on setTimeout, outside emulated time
const smNext = mcu.pio.map(() => [0, 0, 0, 0]);
const NANOS_PER_CYCLE = 8; // 125 MHz
function stepPIO(until) {
  let active = false;
  for (let k = 0; k < 2; k++) {
    const pio = mcu.pio[k];
    for (let i = 0; i < 4; i++) {
      const m = pio.machines[i];
      if (!m.enabled) continue;
      active = true;
      const next = smNext[k];
      if (next[i] < until - 1e6) next[i] = until; // a state machine just enabled starts now
      const div = (m.clockDivInt || 65536) + m.clockDivFrac / 256;
      while (next[i] <= until) {
        pioNow = next[i];
        const before = m.cycles;
        const pcBefore = m.pc;
        m.step();
        pio.checkChangedPins();
        let spent = m.cycles - before;
        if (spent <= 0) {
          // stalled (waiting on its FIFO or a pin): look again a microsecond later, which only
          // delays the start of a frame, never a bit inside one
          spent = m.waiting && m.pc === pcBefore ? Math.max(1, Math.round(1000 / (div * NANOS_PER_CYCLE))) : 1;
        }
        next[i] += spent * div * NANOS_PER_CYCLE;
      }
      pioNow = null;
    }
  }
  return active;
}

// Warp: clock time passes at once, in steps of at most 100 s with 30 ms of CPU time between them
// (the firmware polls its buttons every 20 ms and keeps its microsecond stamps fresh there).
let warpLeft = 0;
let warpStepAt = 0;
function warpStep() {
  if (warpLeft <= 0 || clock.nanos < warpStepAt) return;
  const nanos = Math.min(warpLeft, 100e9);
  warpLeft -= nanos;
  warpNanos += nanos;
  grantNanos += nanos; // the time warped is granted with it
  clock.tick(nanos);
  warpStepAt = clock.nanos + 30e6;
  if (warpLeft <= 0) event({ warped: nowMs() });
}

// A sampling profile of the CPU (every 256th instruction's address), for `profile on|off`.
let profile = null;
let profileTick = 0;

// -- the run loop ---------------------------------------------------------------------------------
let pioActive = false;
function runSlice() {
  const sliceStart = performance.now();
  const core = mcu.core;
  while (performance.now() - sliceStart < 25 && halted === null) {
    warpStep();
    for (let i = 0; i < 20000 && halted === null; i++) {
      if (held.length && clock.nanos >= held[0][0]) applyHeld();
      if (clock.nanos >= grantNanos) {
        paused = true; // the grant is reached: stop until the harness grants more
        flush();
        return;
      }
      if (core.waiting) {
        let step = clock.nanosToNextAlarm;
        if (step <= 0) step = 1000;
        if (pioActive) step = Math.min(step, 1000);
        step = Math.min(step, (held.length ? held[0][0] : grantNanos) - clock.nanos);
        const wallNanos = (performance.now() - wallStart) * 1e6 + warpNanos;
        if (clock.nanos + step > wallNanos) {
          // idle and ahead of the wall clock: let real time catch up
          flush();
          setTimeout(runSlice, Math.max(1, Math.ceil((clock.nanos + step - wallNanos) / 1e6)));
          return;
        }
        clock.tick(step);
        if (pioActive) pioActive = stepPIO(clock.nanos);
      } else {
        if (profile !== null && (profileTick = (profileTick + 1) & 255) === 0) {
          const pc = core.PC >>> 0;
          profile.set(pc, (profile.get(pc) || 0) + 1);
        }
        const cycles = core.executeInstruction() + extraCycles;
        extraCycles = 0;
        clock.tick(cycles * NANOS_PER_CYCLE);
        if (pioActive || (i & 63) === 0) pioActive = stepPIO(clock.nanos);
      }
    }
  }
  flush();
  if (halted === null) setImmediate(runSlice);
}
function flush() {
  out.push(`t ${nowMs().toFixed(3)}`);
  process.stdout.write(out.join('\n') + '\n');
  out.length = 0;
}

// -- commands from the harness ------------------------------------------------------------------
let inbox = '';
process.stdin.on('data', (chunk) => {
  inbox += chunk.toString('latin1');
  let nl;
  while ((nl = inbox.indexOf('\n')) >= 0) {
    const line = inbox.slice(0, nl);
    inbox = inbox.slice(nl + 1);
    if (line.startsWith('run ')) {
      grantNanos = Math.max(grantNanos, Math.round(Number(line.slice(4)) * 1e6));
      if (paused && clock.nanos < grantNanos) {
        paused = false;
        setImmediate(runSlice);
      }
    } else if (lockstep && !paused) {
      held.push([grantNanos, line]);
    } else {
      command(line);
    }
  }
});
process.stdin.on('end', () => process.exit(0));

function command(line) {
  const space = line.indexOf(' ');
  const verb = space < 0 ? line : line.slice(0, space);
  const rest = space < 0 ? '' : line.slice(space + 1);
  if (verb === 'stones' && rest.length === POINTS) {
    for (let p = 0; p < POINTS; p++) setStrength(p, rest[p] === 'x' ? -100 : rest[p] === 'o' ? 100 : 0);
    recomputeField();
    event({ stones: nowMs() });
  } else if (verb === 'field') {
    const [p, pct] = rest.split(' ').map(Number);
    setStrength(p, pct);
    recomputeField();
  } else if (verb === 'buttons') {
    changeButtons(Number(rest));
    event({ buttons: Number(rest), ms: nowMs() });
  } else if (verb === 'usb') {
    hostBytes = Buffer.concat([hostBytes, Buffer.from(rest, 'hex')]);
    feedHost();
  } else if (verb === 'uart') {
    uartRx = Buffer.concat([uartRx, Buffer.from(rest + '\n', 'latin1')]);
    if (!uartRxAlarm.scheduled) uartRxAlarm.schedule(1);
  } else if (verb === 'warp') {
    warpLeft += Number(rest) * 1e6;
  } else if (verb === 'cc') { // the USB-C source changes what it advertises
    ccMv = rest.split(',').map(Number);
  } else if (verb === 'broken') {
    const [p, value] = rest.split(' ').map(Number);
    if (value < 0) broken.delete(p); else broken.set(p, value);
  } else if (verb === 'probe') {
    const p = Number(rest);
    event({ probe: p, strength: strength[p], field: field[p], baseline: baseline[p], last: lastSample[p] });
  } else if (verb === 'profile') {
    if (rest === 'on') profile = new Map();
    else if (profile !== null) {
      event({ profile: [...profile.entries()].sort((x, y) => y[1] - x[1]).slice(0, 400) });
      profile = null;
    }
  } else if (verb === 'where') {
    // where the CPU is: for a firmware that hangs (addresses for arm-none-eabi-addr2line)
    event({ pc: mcu.core.PC >>> 0, lr: mcu.core.LR >>> 0, sp: mcu.core.SP >>> 0, ms: nowMs() });
  } else if (verb === 'figures') {
    const periods = scanStats.periods.slice(1);
    const durations = scanStats.durations.slice(1);
    event({
      figures: {
        ms: nowMs(), scans: scanStats.scans, reads: scanStats.reads, unsettled: scanStats.unsettled,
        scan_period_ms: periods.length ? [Math.min(...periods) / 1e6, Math.max(...periods) / 1e6, periods.reduce((a, b) => a + b, 0) / periods.length / 1e6] : null,
        scan_ms: durations.length ? [Math.min(...durations) / 1e6, Math.max(...durations) / 1e6, durations.reduce((a, b) => a + b, 0) / durations.length / 1e6] : null,
        flash_erases: flash.erases, flash_programs: flash.programs, rom_calls: romCalls,
        periods: periods.map((p) => p / 1e6),  // every period, for the benches' percentiles
        flash_model: { xip: xipModel, times: flashMax ? 'max' : 'typical', ssi_baud: ssiBaud, ...xipStats },
      },
    });
    scanStats.periods.length = 0;
    scanStats.durations.length = 0;
  }
}

event({ start: true, image: args.image, rom_version: 3 });
runSlice();
