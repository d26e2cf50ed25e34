// Tengen broadcast: the live stream, the board drawn as SVG, the clocks ticking between updates.
// Shared by every page. The server does the rules (shared_rules); this file only shows its state.
"use strict";

const Tengen = (() => {
  const SIZE = 15;
  const LETTERS = "abcdefghijklmno";
  const SVG_NS = "http://www.w3.org/2000/svg";
  const STARS = ["h8", "d4", "l4", "d12", "l12"];

  // -- the stream: a snapshot, then numbered deltas (docs/broadcast.md) ----------------------------
  function applyDelta(boards, d) {
    if (d.type === "hall") return;
    if (d.type === "board") { boards[d.board] = d.state; return; }
    const state = boards[d.board];
    if (!state) return;
    if (d.type === "move") {
      state.moves.length = Math.min(state.moves.length, d.move.n - 1);
      state.moves.push(d.move);
    } else if (d.type === "undo") {
      state.moves.length = Math.min(state.moves.length, d.n - 1);
    }
    Object.assign(state, d.set || {});
  }

  class Stream {
    // url: /api/stream or /api/boards/ID/stream (+ ?view=live). onChange(stream, message) after each.
    constructor(url, onChange) {
      this.url = url;
      this.onChange = onChange;
      this.seq = -1;
      this.hall = {};
      this.boards = {};
      this.offset = 0; // server clock minus ours, ms
      this.connected = false;
      this.connect();
    }
    connect() {
      this.source = new EventSource(this.url);
      this.source.onopen = () => { this.connected = true; };
      this.source.onerror = () => { this.connected = false; this.onChange(this, null); };
      this.source.onmessage = (event) => this.receive(JSON.parse(event.data));
    }
    receive(m) {
      if (m.type === "snapshot") {
        this.seq = m.seq;
        this.hall = m.hall || {};
        if (m.boards) this.boards = m.boards;
        else this.boards = m.board ? { [m.board.board]: m.board } : {};
      } else {
        if (m.seq <= this.seq) return; // already in what we have: never shown twice
        this.seq = m.seq;
        if (m.type === "hall") this.hall = m.hall;
        applyDelta(this.boards, m);
      }
      if (typeof m.now === "number") this.offset = m.now - Date.now();
      this.connected = true;
      this.onChange(this, m);
    }
    now() { return Date.now() + this.offset; }
  }

  // -- clocks -------------------------------------------------------------------------------------
  function clockText(ms) { // as shared_rules.clock.clock_text: 1:02:03, 12:34, 19.4
    if (ms <= 0) return "0.0";
    const tenths = Math.ceil(ms / 100);
    if (tenths < 200) return Math.floor(tenths / 10) + "." + (tenths % 10);
    const s = Math.ceil(ms / 1000);
    const pad = (n) => String(n).padStart(2, "0");
    if (s < 3600) return Math.floor(s / 60) + ":" + pad(s % 60);
    return Math.floor(s / 3600) + ":" + pad(Math.floor(s / 60) % 60) + ":" + pad(s % 60);
  }

  function remaining(state, side, now) { // side 1 (P1) or 2 (P2)
    const c = state.clock;
    if (!c) return null;
    let left = c.remaining[side - 1];
    if (c.running === side && !c.paused && !state.result) {
      const spent = now - c.at - (c.delay_left || 0);
      if (spent > 0) left -= spent;
    }
    return Math.max(0, left);
  }

  function faceText(state, side, now) {
    const c = state.clock;
    if (!c) return "";
    if (c.flags && c.flags[side - 1]) return "FLAG";
    let text = clockText(remaining(state, side, now));
    const periods = c.periods ? c.periods[side - 1] : 0;
    if (periods) text += " (" + periods + ")";
    return text;
  }

  // -- words --------------------------------------------------------------------------------------
  function gameName(game) { // the record's id, as the archive and `tengen-host games` name it
    if (!game) return "";
    return game.record ? "game #" + game.record : "board's own game " + game.no;
  }
  function seatColour(state, seat) { // seat "P1"/"P2" -> "black"/"white"
    return state.black === seat ? "black" : "white";
  }
  function playerName(state, seat) {
    const key = seat.toLowerCase();
    return (state.players && state.players[key]) || seat;
  }
  const FOUL_WORDS = { "33": "double three", "44": "double four", "6": "overline", "five": "five" };
  function resultText(result) {
    if (!result) return "";
    const who = result.winner === "draw" ? "Draw" : (result.winner === "black" ? "Black wins" : "White wins");
    let why = result.reason;
    if (result.reason === "foul" && result.foul) why = "foul: " + FOUL_WORDS[result.foul] + " at " + result.point;
    else if (result.reason === "five" && result.line.length) why = "five " + result.line.join(" ");
    return who + " (" + why + ")";
  }
  function statusText(state) {
    const s = state.status || {};
    if (state.result) return "result";
    const c = state.clock;
    if (c && c.flags && (c.flags[0] || c.flags[1])) return "flag";
    if (state.anomaly || s.anomalies) return "anomaly";
    if (!s.connected) return "offline";
    return s.in_sync ? "in sync" : "syncing";
  }
  function usedText(state, i) {
    const m = state.moves[i];
    if (m.used !== null && m.used !== undefined) return clockText(m.used);
    const before = i > 0 ? state.moves[i - 1].at : (state.game && state.game.started);
    if (!m.at || !before) return "";
    return clockText(m.at - before);
  }

  // -- the board ----------------------------------------------------------------------------------
  function xy(name) { // "h8" -> [column 0..14, row 0..14 from the bottom]
    const column = LETTERS.indexOf(name[0]);
    const row = parseInt(name.slice(1), 10) - 1;
    return [column, row];
  }
  function el(tag, attrs, parent) {
    const node = document.createElementNS(SVG_NS, tag);
    for (const key in attrs) node.setAttribute(key, attrs[key]);
    if (parent) parent.appendChild(node);
    return node;
  }
  // Board coordinates: point (c, r) at (c + 1.5, 15.5 - r) in a 17x17 box with labels around.
  const px = (c) => c + 1.5;
  const py = (r) => SIZE - r + 0.5;

  function drawBoard(svg, state, opts) {
    opts = opts || {};
    const upto = opts.upto === undefined ? state.moves.length : opts.upto;
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    svg.setAttribute("viewBox", "0 0 17 17");
    svg.setAttribute("data-moves", String(upto));
    el("rect", { x: 0.3, y: 0.3, width: 16.4, height: 16.4, rx: 0.3, class: "wood" }, svg);
    for (let i = 0; i < SIZE; i++) {
      el("line", { x1: px(0), y1: py(i), x2: px(14), y2: py(i), class: "grid" }, svg);
      el("line", { x1: px(i), y1: py(0), x2: px(i), y2: py(14), class: "grid" }, svg);
      if (!opts.bare) {
        el("text", { x: px(i), y: 16.75, class: "label" }, svg).textContent = LETTERS[i];
        el("text", { x: 0.55, y: py(i) + 0.15, class: "label" }, svg).textContent = String(i + 1);
      }
    }
    for (const star of STARS) {
      const [c, r] = xy(star);
      el("circle", { cx: px(c), cy: py(r), r: 0.09, class: "star" }, svg);
    }
    const moves = state.moves.slice(0, upto);
    const last = moves.length ? moves[moves.length - 1] : null;
    for (const m of moves) {
      if (m.point === "pass") continue;
      const [c, r] = xy(m.point);
      const g = el("g", { class: "stone " + m.colour, "data-point": m.point, "data-n": m.n }, svg);
      el("circle", { cx: px(c), cy: py(r), r: 0.46 }, g);
      if (!opts.bare) {
        el("text", { x: px(c), y: py(r) + 0.15, class: "number" + (m.n > 99 ? " small" : "") }, g).textContent = String(m.n);
      }
    }
    if (last && last.point !== "pass") {
      const [c, r] = xy(last.point);
      el("circle", { cx: px(c), cy: py(r), r: 0.5, class: "last", "data-point": last.point }, svg);
    }
    if (upto === state.moves.length) {
      for (const offer of state.offers || []) {
        const [c, r] = xy(offer);
        el("circle", { cx: px(c), cy: py(r), r: 0.4, class: "offer", "data-offer": offer }, svg);
      }
      const rows = [];
      if (state.result && state.result.lines) rows.push([state.result.lines, state.result.reason === "foul" ? "foul-line" : "five-line"]);
      for (const note of state.unclaimed || []) rows.push([note.lines, "note-line"]);
      for (const [lines, cls] of rows) {
        for (const line of lines) {
          if (line.length < 2) continue;
          const [c1, r1] = xy(line[0]);
          const [c2, r2] = xy(line[line.length - 1]);
          el("line", { x1: px(c1), y1: py(r1), x2: px(c2), y2: py(r2), class: cls, "data-line": line.join(" ") }, svg);
        }
      }
      if (state.result && state.result.reason === "foul" && state.result.point) {
        const [c, r] = xy(state.result.point);
        el("path", { d: "M" + (px(c) - 0.3) + " " + (py(r) - 0.3) + "l0.6 0.6m0 -0.6l-0.6 0.6", class: "foul-mark" }, svg);
      }
      if (state.anomaly) {
        for (const p of state.anomaly.restore) { const [c, r] = xy(p); el("circle", { cx: px(c), cy: py(r), r: 0.3, class: "restore" }, svg); }
        for (const p of state.anomaly.remove) { const [c, r] = xy(p); el("circle", { cx: px(c), cy: py(r), r: 0.3, class: "remove" }, svg); }
      }
    }
  }

  function text(id, value) {
    const node = document.getElementById(id);
    if (node && node.textContent !== value) node.textContent = value;
  }
  function streamQuery() { // ?view=live on the arbiter's pages
    const live = new URLSearchParams(location.search).get("view") === "live";
    return live ? "?view=live" : "";
  }

  return { Stream, applyDelta, clockText, remaining, faceText, gameName, seatColour, playerName, resultText, statusText,
           usedText, drawBoard, text, streamQuery, FOUL_WORDS };
})();
