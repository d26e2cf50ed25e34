// The LED data line decoded as a WS2812B/SK6812 reads it: from the pin's edges (emulated ns) to the
// frame's bytes and its measured timings. The emulator feeds it the data pin's edges; run on its
// own (node ws2812_line.mjs < edges.json, a JSON list of [ns, level] pairs) it prints each frame's
// figures, one JSON line per frame: the tests feed it waveforms of their own.
//
// Each figure (T0H, T1H, T0L, T1L) is reported as [least, most] over the whole frame, so one bit
// out of its window anywhere in the frame shows in it.

import { pathToFileURL } from 'url';
import fs from 'fs';

export const SAMPLE_NS = 550; // a WS2812B samples the line ~0.55 us after the rising edge: a longer high is a 1
export const RESET_NS = 50000; // WS2812B: a low of 50 us or more latches the frame (SK6812: 80 us)

function range(xs) {
  if (!xs.length) return null;
  let least = xs[0];
  let most = xs[0];
  for (const x of xs) {
    if (x < least) least = x;
    if (x > most) most = x;
  }
  return [least, most];
}

export class LedLine {
  constructor() {
    this.bits = [];
    this.times = { t0h: [], t1h: [], t0l: [], t1l: [] };
    this.rise = null;
    this.fall = null;
    this.level = false;
    this.lastFrameEnd = null; // when the previous frame's last bit fell: the reset before this frame
    this.reset = null;
  }

  // The line changed to level at t (ns). True when it fell: a frame ends if it stays low RESET_NS.
  edge(level, t) {
    if (level === this.level) return false;
    this.level = level;
    if (level) {
      if (this.fall !== null) (this.bits[this.bits.length - 1] ? this.times.t1l : this.times.t0l).push(t - this.fall);
      else if (this.lastFrameEnd !== null) this.reset = t - this.lastFrameEnd;
      this.rise = t;
      return false;
    }
    if (this.rise === null) return false;
    const high = t - this.rise;
    const bit = high > SAMPLE_NS ? 1 : 0;
    this.bits.push(bit);
    (bit ? this.times.t1h : this.times.t0h).push(high);
    this.fall = t;
    return true;
  }

  // The line has stayed low RESET_NS: the frame latches. {bytes, figures} or null (no bits).
  endFrame(ms) {
    const bits = this.bits;
    if (!bits.length) return null;
    const bytes = Buffer.alloc(Math.floor(bits.length / 8));
    for (let i = 0; i < bytes.length; i++) {
      let v = 0;
      for (let k = 0; k < 8; k++) v = (v << 1) | bits[i * 8 + k];
      bytes[i] = v;
    }
    const t = this.times;
    const figures = {
      bits: bits.length, ms, t0h: range(t.t0h), t1h: range(t.t1h), t0l: range(t.t0l), t1l: range(t.t1l),
      reset_before: this.reset,
    };
    bits.length = 0;
    for (const k of Object.keys(t)) t[k].length = 0;
    this.lastFrameEnd = this.fall;
    this.rise = this.fall = null;
    this.reset = null;
    return { bytes, figures };
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const edges = JSON.parse(fs.readFileSync(0, 'utf8'));
  const line = new LedLine();
  let fellAt = null;
  const latch = (t) => {
    const frame = line.endFrame(t / 1e6);
    if (frame) console.log(JSON.stringify({ hex: frame.bytes.toString('hex'), ...frame.figures }));
  };
  for (const [t, level] of edges) {
    if (fellAt !== null && level && t - fellAt >= RESET_NS) latch(fellAt + RESET_NS);
    if (line.edge(!!level, t)) fellAt = t;
    else if (level) fellAt = null;
  }
  if (fellAt !== null) latch(fellAt + RESET_NS);
}
