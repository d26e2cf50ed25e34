// A stand-in for the RP2040's boot ROM, written for this project (MIT, like the rest of it).
//
// The real ROM's float library may only be used on an RP2040 device, so its binary is not in this
// repository. What MicroPython (through pico-sdk) needs from the ROM is small: a reset that enters
// the image's boot2, the ROM's magic and version, its function and data tables, and the functions
// those tables point to. Here every ROM function is a two-instruction stub, `bkpt #n; bx lr`: the
// breakpoint traps to the emulator, which does the work in JavaScript on the CPU's registers and
// memory (IEEE single and double arithmetic, memcpy/memset, bit counts, flash erase/program on the
// emulated flash array), then the stub returns to the caller. pico-sdk copies the float and double
// tables into RAM at start-up, exactly as it does from the real ROM.
//
// Layout (addresses in the ROM, 0x0000-0x3fff):
//   0x000  vector table: initial SP, reset, NMI, HardFault
//   0x010  'M' 'u' 0x01, version 3 (an RP2040-B2 ROM: every table entry pico-sdk 2.2 uses exists)
//   0x014  u16 pointers: function table, data table, table-lookup function
//   0x100  function table, 0x200 data table: (u16 code, u16 address) pairs, 0-terminated
//   0x2fe  size of the float table in words; 0x300 the float table ('SF')
//   0x3fe  size of the double table in words; 0x400 the double table ('SD')
//   0x600  copyright string ('CR'), 0x700 git revision ('GR')
//   0x800  the stubs, 4 bytes each

export const ROM_VERSION = 3;
const STUB_BASE = 0x800;
const FUNC_TABLE = 0x100;
const DATA_TABLE = 0x200;
const SF_TABLE = 0x300;
const SD_TABLE = 0x400;
const COPYRIGHT = 0x600;
const GIT_REVISION = 0x700;

// The float table's entries in pico-sdk's order (pico/bootrom/sf_table.h), then the double table's.
export const FLOAT_FUNCS = [
  'fadd', 'fsub', 'fmul', 'fdiv', 'fcmp_fast', 'fcmp_fast_flags', 'fsqrt', 'float2int', 'float2fix',
  'float2uint', 'float2ufix', 'int2float', 'fix2float', 'uint2float', 'ufix2float', 'fcos', 'fsin',
  'ftan', 'fsincos', 'fexp', 'fln', 'fcmp', 'fatan2', 'int642float', 'fix642float', 'uint642float',
  'ufix642float', 'float2int64', 'float2fix64', 'float2uint64', 'float2ufix64', 'float2double',
];
export const DOUBLE_FUNCS = [
  'dadd', 'dsub', 'dmul', 'ddiv', 'dcmp_fast', 'dcmp_fast_flags', 'dsqrt', 'double2int', 'double2fix',
  'double2uint', 'double2ufix', 'int2double', 'fix2double', 'uint2double', 'ufix2double', 'dcos', 'dsin',
  'dtan', 'dsincos', 'dexp', 'dln', 'dcmp', 'datan2', 'int642double', 'fix642double', 'uint642double',
  'ufix642double', 'double2int64', 'double2fix64', 'double2uint64', 'double2ufix64', 'double2float',
];
// The public functions, by their two-letter ROM codes.
export const ROM_FUNCS = {
  P3: 'popcount32', R3: 'reverse32', L3: 'clz32', T3: 'ctz32',
  MS: 'memset', S4: 'memset4', MC: 'memcpy', C4: 'memcpy44',
  IF: 'connect_internal_flash', EX: 'flash_exit_xip', RE: 'flash_range_erase',
  RP: 'flash_range_program', FC: 'flash_flush_cache', CX: 'flash_enter_cmd_xip',
  UB: 'reset_to_usb_boot', DT: 'debug_trampoline', DE: 'debug_trampoline_end', WV: 'wait_for_vector',
};
const SPECIAL = ['reset', 'nmi', 'hardfault', 'table_lookup'];

function code(two) {
  return two.charCodeAt(0) | (two.charCodeAt(1) << 8);
}

/** Build the ROM image. Returns { words: Uint32Array(4096), stubs: [name by bkpt number] }. */
export function buildRom() {
  const bytes = new Uint8Array(16 * 1024);
  const view = new DataView(bytes.buffer);
  const stubs = [];
  const stubAddress = (name) => {
    let n = stubs.indexOf(name);
    if (n < 0) {
      n = stubs.length;
      stubs.push(name);
      const at = STUB_BASE + 4 * n;
      view.setUint16(at, 0xbe00 | n, true); // bkpt #n
      view.setUint16(at + 2, 0x4770, true); // bx lr
    }
    return STUB_BASE + 4 * n;
  };
  for (const name of SPECIAL) stubAddress(name);

  view.setUint32(0x00, 0x20041f00, true); // the stack ends where boot2's copy begins, as in the real ROM
  view.setUint32(0x04, stubAddress('reset') | 1, true);
  view.setUint32(0x08, stubAddress('nmi') | 1, true);
  view.setUint32(0x0c, stubAddress('hardfault') | 1, true);
  bytes.set([0x4d, 0x75, 0x01, ROM_VERSION], 0x10);
  view.setUint16(0x14, FUNC_TABLE, true);
  view.setUint16(0x16, DATA_TABLE, true);
  view.setUint16(0x18, stubAddress('table_lookup') | 1, true);

  let at = FUNC_TABLE;
  for (const [two, name] of Object.entries(ROM_FUNCS)) {
    view.setUint16(at, code(two), true);
    view.setUint16(at + 2, stubAddress(name) | 1, true);
    at += 4;
  }
  const table = (base, names) => {
    bytes[base - 2] = names.length; // pico-sdk checks the table's size in words here
    names.forEach((name, i) => view.setUint32(base + 4 * i, stubAddress(name) | 1, true));
  };
  table(SF_TABLE, FLOAT_FUNCS);
  table(SD_TABLE, DOUBLE_FUNCS);
  const text = (base, s) => bytes.set([...Buffer.from(s + '\0', 'latin1')], base);
  text(COPYRIGHT, 'Tengen RP2040 ROM stand-in (Apache-2.0); not the Raspberry Pi boot ROM');
  text(GIT_REVISION, 'tengen');
  at = DATA_TABLE;
  for (const [two, address] of [['SF', SF_TABLE], ['SD', SD_TABLE], ['CR', COPYRIGHT], ['GR', GIT_REVISION]]) {
    view.setUint16(at, code(two), true);
    view.setUint16(at + 2, address, true);
    at += 4;
  }
  return { words: new Uint32Array(bytes.buffer), stubs, stubBase: STUB_BASE, stubEnd: STUB_BASE + 4 * stubs.length };
}

// -- the functions ----------------------------------------------------------------------------------

const scratch = new DataView(new ArrayBuffer(8));
const f32 = (bits) => (scratch.setUint32(0, bits >>> 0, true), scratch.getFloat32(0, true));
const bitsOfF32 = (x) => (scratch.setFloat32(0, x, true), scratch.getUint32(0, true));
const f64 = (lo, hi) => (scratch.setUint32(0, lo >>> 0, true), scratch.setUint32(4, hi >>> 0, true), scratch.getFloat64(0, true));
const wordsOfF64 = (x) => (scratch.setFloat64(0, x, true), [scratch.getUint32(0, true), scratch.getUint32(4, true)]);
const i64 = (lo, hi) => (BigInt(hi | 0) << 32n) | BigInt(lo >>> 0);
const u64 = (lo, hi) => (BigInt(hi >>> 0) << 32n) | BigInt(lo >>> 0);
const wordsOf64 = (big) => [Number(BigInt.asUintN(32, big)), Number(BigInt.asUintN(32, big >> 32n))];

// The ROM's conversions to integers round towards minus infinity and clamp (RP2040 datasheet 2.8.3).
function toInt(x, bits, signed) {
  if (Number.isNaN(x)) return 0n;
  const lo = signed ? -(2n ** BigInt(bits - 1)) : 0n;
  const hi = signed ? 2n ** BigInt(bits - 1) - 1n : 2n ** BigInt(bits) - 1n;
  if (x === Infinity) return hi;
  if (x === -Infinity) return lo;
  const v = BigInt(Math.floor(x));
  return v < lo ? lo : v > hi ? hi : v;
}
const compare = (a, b) => (a < b ? -1 : a > b ? 1 : a === b ? 0 : 1);

/** Cycles the real ROM takes, roughly (datasheet 2.8.3 tables): charged to emulated time. */
const COST = {
  fadd: 60, fsub: 60, fmul: 55, fdiv: 75, fsqrt: 75, fcmp: 35, fcos: 600, fsin: 600, ftan: 750,
  fsincos: 800, fexp: 500, fln: 550, fatan2: 700, dadd: 100, dsub: 100, dmul: 180, ddiv: 250,
  dsqrt: 300, dcos: 1500, dsin: 1500, dtan: 1900, dsincos: 2000, dexp: 1200, dln: 1300, datan2: 1800,
};

/**
 * Run ROM function `name` on the core's registers (AAPCS: arguments in r0-r3, results in r0/r1).
 * mcu: the rp2040js RP2040; flash: { erase(offset, count), program(offset, bytes) }.
 * Returns the cycles it took, or throws for a function this stand-in does not provide.
 */
export function callRomFunction(name, mcu, flash) {
  const r = mcu.core.registers;
  const ret32 = (v) => { r[0] = v >>> 0; };
  const ret64 = ([lo, hi]) => { r[0] = lo >>> 0; r[1] = hi >>> 0; };
  const retF = (x) => ret32(bitsOfF32(Math.fround(x)));
  const retD = (x) => ret64(wordsOfF64(x));
  const a = f32(r[0]);
  const b = f32(r[1]);
  const da = () => f64(r[0], r[1]);
  const db = () => f64(r[2], r[3]);
  switch (name) {
    // single precision: JavaScript computes in double and rounds once to single, which is exact
    // for + - * / and sqrt (double has more than twice single's precision)
    case 'fadd': retF(a + b); break;
    case 'fsub': retF(a - b); break;
    case 'fmul': retF(a * b); break;
    case 'fdiv': retF(a / b); break;
    case 'fsqrt': retF(Math.sqrt(a)); break;
    case 'fcmp': case 'fcmp_fast': ret32(compare(a, b)); break;
    case 'fcmp_fast_flags': setCompareFlags(mcu.core, a, b); break;
    case 'float2int': ret32(Number(toInt(a, 32, true))); break;
    case 'float2fix': ret32(Number(toInt(a * 2 ** (r[1] | 0), 32, true))); break;
    case 'float2uint': ret32(Number(toInt(a, 32, false))); break;
    case 'float2ufix': ret32(Number(toInt(a * 2 ** (r[1] | 0), 32, false))); break;
    case 'int2float': retF(r[0] | 0); break;
    case 'fix2float': retF((r[0] | 0) * 2 ** -(r[1] | 0)); break;
    case 'uint2float': retF(r[0] >>> 0); break;
    case 'ufix2float': retF((r[0] >>> 0) * 2 ** -(r[1] | 0)); break;
    case 'fcos': retF(Math.cos(a)); break;
    case 'fsin': retF(Math.sin(a)); break;
    case 'ftan': retF(Math.tan(a)); break;
    case 'fsincos': { const c = Math.fround(Math.cos(a)); retF(Math.sin(a)); r[1] = bitsOfF32(c); break; }
    case 'fexp': retF(Math.exp(a)); break;
    case 'fln': retF(Math.log(a)); break;
    case 'fatan2': retF(Math.atan2(a, b)); break;
    case 'int642float': retF(Number(i64(r[0], r[1]))); break;
    case 'fix642float': retF(Number(i64(r[0], r[1])) * 2 ** -(r[2] | 0)); break;
    case 'uint642float': retF(Number(u64(r[0], r[1]))); break;
    case 'ufix642float': retF(Number(u64(r[0], r[1])) * 2 ** -(r[2] | 0)); break;
    case 'float2int64': ret64(wordsOf64(toInt(a, 64, true))); break;
    case 'float2fix64': ret64(wordsOf64(toInt(a * 2 ** (r[1] | 0), 64, true))); break;
    case 'float2uint64': ret64(wordsOf64(toInt(a, 64, false))); break;
    case 'float2ufix64': ret64(wordsOf64(toInt(a * 2 ** (r[1] | 0), 64, false))); break;
    case 'float2double': retD(a); break;
    // double precision
    case 'dadd': retD(da() + db()); break;
    case 'dsub': retD(da() - db()); break;
    case 'dmul': retD(da() * db()); break;
    case 'ddiv': retD(da() / db()); break;
    case 'dsqrt': retD(Math.sqrt(da())); break;
    case 'dcmp': case 'dcmp_fast': ret32(compare(da(), db())); break;
    case 'dcmp_fast_flags': setCompareFlags(mcu.core, da(), db()); break;
    case 'double2int': ret32(Number(toInt(da(), 32, true))); break;
    case 'double2fix': ret32(Number(toInt(da() * 2 ** (r[2] | 0), 32, true))); break;
    case 'double2uint': ret32(Number(toInt(da(), 32, false))); break;
    case 'double2ufix': ret32(Number(toInt(da() * 2 ** (r[2] | 0), 32, false))); break;
    case 'int2double': retD(r[0] | 0); break;
    case 'fix2double': retD((r[0] | 0) * 2 ** -(r[1] | 0)); break;
    case 'uint2double': retD(r[0] >>> 0); break;
    case 'ufix2double': retD((r[0] >>> 0) * 2 ** -(r[1] | 0)); break;
    case 'dcos': retD(Math.cos(da())); break;
    case 'dsin': retD(Math.sin(da())); break;
    case 'dtan': retD(Math.tan(da())); break;
    case 'dsincos': { const x = da(); const c = wordsOfF64(Math.cos(x)); retD(Math.sin(x)); r[2] = c[0]; r[3] = c[1]; break; }
    case 'dexp': retD(Math.exp(da())); break;
    case 'dln': retD(Math.log(da())); break;
    case 'datan2': retD(Math.atan2(da(), db())); break;
    case 'int642double': retD(Number(i64(r[0], r[1]))); break;
    case 'fix642double': retD(Number(i64(r[0], r[1])) * 2 ** -(r[2] | 0)); break;
    case 'uint642double': retD(Number(u64(r[0], r[1]))); break;
    case 'ufix642double': retD(Number(u64(r[0], r[1])) * 2 ** -(r[2] | 0)); break;
    case 'double2int64': ret64(wordsOf64(toInt(da(), 64, true))); break;
    case 'double2fix64': ret64(wordsOf64(toInt(da() * 2 ** (r[2] | 0), 64, true))); break;
    case 'double2uint64': ret64(wordsOf64(toInt(da(), 64, false))); break;
    case 'double2ufix64': ret64(wordsOf64(toInt(da() * 2 ** (r[2] | 0), 64, false))); break;
    case 'double2float': retF(da()); break;
    // bits
    case 'popcount32': { let v = r[0] >>> 0, n = 0; while (v) { n += v & 1; v >>>= 1; } ret32(n); return 20; }
    case 'clz32': ret32(Math.clz32(r[0])); return 15;
    case 'ctz32': { const v = r[0] >>> 0; ret32(v ? 31 - Math.clz32(v & -v) : 32); return 15; }
    case 'reverse32': { let v = r[0] >>> 0, out = 0; for (let i = 0; i < 32; i++) { out = (out << 1) | (v & 1); v >>>= 1; } ret32(out); return 25; }
    // memory: results as C's, cost about the ROM's (a word a cycle or two, plus call overhead)
    case 'memcpy': case 'memcpy44': { copy(mcu, r[0], r[1], r[2]); return 20 + (r[2] >>> 1); }
    case 'memset': case 'memset4': { fill(mcu, r[0], r[1] & 0xff, r[2]); return 20 + (r[2] >>> 2); }
    // flash: the harness edits the flash array (a NOR flash: programming only clears bits)
    case 'connect_internal_flash': case 'flash_exit_xip': case 'flash_flush_cache':
    case 'flash_enter_cmd_xip':
      return 50;
    case 'flash_range_erase': return flash.erase(r[0] >>> 0, r[1] >>> 0);
    case 'flash_range_program': {
      const bytes = new Uint8Array(r[2] >>> 0);
      for (let i = 0; i < bytes.length; i++) bytes[i] = mcu.readUint8((r[1] + i) >>> 0);
      return flash.program(r[0] >>> 0, bytes);
    }
    default:
      throw new Error(`ROM function ${name} is not provided by the stand-in ROM`);
  }
  return COST[name] ?? 40;
}

function setCompareFlags(core, a, b) {
  // as `cmp a, b` would leave them: the V1 ROM's flag-returning compares (pico-sdk does not call them)
  const c = compare(a, b);
  core.N = c < 0;
  core.Z = c === 0;
  core.C = c >= 0;
  core.V = false;
}

const SRAM = 0x20000000;
function copy(mcu, dest, src, n) {
  dest >>>= 0; src >>>= 0; n >>>= 0;
  const { sram } = mcu;
  if (dest >= SRAM && dest + n <= SRAM + sram.length && src >= SRAM && src + n <= SRAM + sram.length) {
    sram.copyWithin(dest - SRAM, src - SRAM, src - SRAM + n);
    return;
  }
  const tmp = new Uint8Array(n);
  for (let i = 0; i < n; i++) tmp[i] = mcu.readUint8(src + i);
  for (let i = 0; i < n; i++) mcu.writeUint8(dest + i, tmp[i]);
}

function fill(mcu, dest, value, n) {
  dest >>>= 0; n >>>= 0;
  const { sram } = mcu;
  if (dest >= SRAM && dest + n <= SRAM + sram.length) {
    sram.fill(value, dest - SRAM, dest - SRAM + n);
    return;
  }
  for (let i = 0; i < n; i++) mcu.writeUint8(dest + i, value);
}

/** CRC-32/MPEG-2, as the real ROM checks boot2's last word against its first 252 bytes. */
export function crc32mpeg2(bytes) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let k = 0; k < 8; k++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}
