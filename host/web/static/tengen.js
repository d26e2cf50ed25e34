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
    if (c.flags && c.flags[side - 1]) return t("flag");
    let text = clockText(remaining(state, side, now));
    const periods = c.periods ? c.periods[side - 1] : 0;
    if (periods) text += " (" + periods + ")";
    return text;
  }

  // -- words: host/i18n/CODE.json, one file a language, served by GET /api/words in the viewer's language --
  // The language: ?lang= (kept for the next pages), else the viewer's kept choice, else the host's
  // choice from the browser's Accept-Language and the hall's default (host/i18n). The pages' own
  // English words (in the HTML) only stand until the words arrive.
  const LANG_KEY = "tengen.lang";
  const CODE = /^[a-z]{2,3}$/;
  function askedLanguage() { // ?lang=xx (kept for the next pages), else as kept, else none
    const asked = new URLSearchParams(location.search).get("lang");
    let lang = asked;
    try {
      if (asked) localStorage.setItem(LANG_KEY, asked);
      else lang = localStorage.getItem(LANG_KEY);
    } catch (e) { /* no storage (private mode): the URL still works */ }
    return CODE.test(lang || "") ? lang : "";
  }
  const words = { here: {}, lang: "en", languages: { en: "English" } };
  // A published event's pages (tengen-host publish) carry the language files as a script, words.js
  // (opened from a folder, a page cannot fetch()): the browser's languages chosen from here instead.
  const carried = window.TENGEN_WORDS || null;
  function fromCarried(asked) {
    const tags = [asked, ...(navigator.languages || [navigator.language])].filter(Boolean);
    const code = tags.map((tag) => tag.split("-")[0].toLowerCase()).find((c) => carried.tables[c])
      || carried.default || "en";
    return { lang: code, words: carried.tables[code], languages: carried.languages };
  }
  async function load(asked) {
    if (carried) return fromCarried(asked);
    const response = await fetch("/api/words" + (asked ? "?lang=" + asked : ""));
    if (!response.ok) throw new Error("the words did not come: " + response.status);
    return response.json();
  }
  const ready = (async () => {
    try {
      const got = await load(askedLanguage());
      Object.assign(words, { here: got.words, lang: got.lang, languages: got.languages });
    } catch (e) { /* the pages' own English words stay */ }
    document.documentElement.lang = words.lang;
    translatePage();
  })();
  function lookup(key) { // "status.in sync" -> the nested entry
    const parts = key.split(".");
    let node = words.here;
    for (const part of [parts[0], parts.slice(1).join(".")].filter(Boolean)) node = node && node[part];
    return typeof node === "string" ? node : null;
  }
  function t(key, ...args) {
    const template = lookup(key);
    if (template === null) return key.split(".").slice(1).join(".") || key;
    return template.replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)]));
  }
  function translatePage(root) { // the pages' fixed words: <span data-i18n="key">English</span>, and
    // placeholders (data-i18n-placeholder), labels (data-i18n-label); root: a part added later (a template's copy)
    root = root || document;
    for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
    for (const node of root.querySelectorAll("[data-i18n-label]")) node.setAttribute("aria-label", t(node.dataset.i18nLabel));
  }
  async function languageSwitch(container) { // a <select> of the languages the host has
    if (!container) return;
    await ready;
    const select = document.createElement("select");
    select.id = "lang";
    select.setAttribute("aria-label", t("language"));
    for (const [code, name] of Object.entries(words.languages)) {
      const option = document.createElement("option");
      option.value = code;
      option.textContent = name;
      option.selected = code === words.lang;
      select.appendChild(option);
    }
    select.addEventListener("change", () => {
      try { localStorage.setItem(LANG_KEY, select.value); } catch (e) { /* the URL carries it */ }
      const url = new URL(location.href);
      url.searchParams.set("lang", select.value);
      location.replace(url.href);
    });
    container.appendChild(select);
  }

  function gameName(game) { // the record's id, as the archive and `tengen-host games` name it
    if (!game) return "";
    return game.record ? t("game_record", game.record) : t("board_own_game", game.no);
  }
  function seatColour(state, seat) { // seat "P1"/"P2" -> "black"/"white"
    return state.black === seat ? "black" : "white";
  }
  function playerName(state, seat) {
    const key = seat.toLowerCase();
    return (state.players && state.players[key]) || seat;
  }
  function foulWord(kind) { return t("fouls." + kind); }
  // Points as the language writes them: RIF's a-o, or the federation's A-P without J ("_notation").
  const FEDERATION_LETTERS = "ABCDEFGHIKLMNOP";
  function columnText(i) { return words.here._notation === "federation" ? FEDERATION_LETTERS[i] : LETTERS[i]; }
  function pointText(point) {
    if (!point || point === "pass") return point === "pass" ? t("pass") : "";
    return columnText(LETTERS.indexOf(point[0])) + point.slice(1);
  }
  function openingText(opening) { // "Ugetsu (D6)": the name as the language's federation writes it
    if (!opening) return "";
    return (lookup("openings." + opening.code) || opening.name) + " (" + opening.code + ")";
  }
  function formatText(name, format) { // a download's label: the format in the viewer's words
    return lookup("formats." + name) || format.description;
  }
  function resultText(result) {
    if (!result) return "";
    const who = t(result.winner === "draw" ? "draw" : (result.winner === "black" ? "black_wins" : "white_wins"));
    let why = t("reasons." + result.reason);
    if (result.reason === "foul" && result.foul) why = t("foul_at", foulWord(result.foul), pointText(result.point));
    else if (result.reason === "five" && result.line.length) why = t("five_line", result.line.map(pointText).join(" "));
    return who + " (" + why + ")";
  }
  function listedResult(g) { // a game of the archive's list (GET /api/games): "Black wins (five)"
    if (g.winner) return resultText({ winner: g.winner, reason: g.reason || "", line: [] }).replace(" ()", "");
    return t(g.reason === "abandoned" ? "r.abandoned" : "r.in_progress");
  }
  function statusText(state) { // result, flag, anomaly; then the link (the arbiter's live view: offline,
    // in sync, syncing) or, for viewers, whose state has no link status, the game's: in sync or ready
    const s = state.status;
    if (state.result) return "result";
    const c = state.clock;
    if (c && c.flags && (c.flags[0] || c.flags[1])) return "flag";
    if (state.anomaly || (s && s.anomalies)) return "anomaly";
    if (!s) return state.game ? "in sync" : "ready";
    if (!s.connected) return "offline";
    return s.in_sync ? "in sync" : "syncing";
  }
  function statusWords(state) { // in a spectator's words, who also wants to know that the clocks stand still
    const code = statusText(state);
    const paused = code === "in sync" && state.clock && state.clock.paused;
    return t("status." + (paused ? "paused" : code));
  }
  // The move list's entries in order: each move ({move}), and between them the opening's decisions
  // ({text}: "Petrov swaps: now Black", "Ivanov offers j8"), the moves themselves left to the moves.
  const MOVE_ACTIONS = ["place", "pass"];
  function stepText(state, step) {
    return t("steps." + step.action, playerName(state, step.player), step.point ? pointText(step.point) : (step.n || ""));
  }
  function moveRows(state, upto) {
    const moves = upto === undefined ? state.moves : state.moves.slice(0, upto);
    const steps = (state.steps || []).filter((s) => !MOVE_ACTIONS.includes(s.action));
    const rows = [];
    let k = 0;
    for (let i = 0; i <= moves.length; i++) {
      while (k < steps.length && steps[k].after <= i) rows.push({ step: steps[k], text: stepText(state, steps[k++]) });
      if (i < moves.length) rows.push({ move: moves[i] });
    }
    return rows;
  }
  // The move list as a renju reader writes it: one row a pair (number, Black's move and its time,
  // White's and its time), the opening's decisions (swaps, offers, choices) on rows of their own
  // between them. each(move, its point's cell, its time's cell): what a page adds (clocks, a hint).
  function renderMovePairs(body, state, each) {
    body.textContent = "";
    let row = null;
    for (const entry of moveRows(state)) {
      if (entry.step) {
        const step = document.createElement("tr");
        step.className = "step";
        cell(step, entry.text).colSpan = 5;
        body.appendChild(step);
        row = null;  // the next move begins a row below the step
        continue;
      }
      const m = entry.move;
      const pairNo = Math.ceil(m.n / 2);
      if (m.colour === "black" || !row) {
        row = document.createElement("tr");
        row.dataset.pair = String(pairNo);
        for (let k = 0; k < 5; k++) row.appendChild(document.createElement("td"));
        row.cells[0].textContent = String(pairNo);
        body.appendChild(row);
      }
      const at = m.colour === "black" ? 1 : 3;
      const [point, used] = [row.cells[at], row.cells[at + 1]];
      point.textContent = pointText(m.point);
      point.dataset.n = used.dataset.n = String(m.n);
      used.className = "used";
      used.textContent = usedText(state, m.n - 1);
      if (each) each(m, point, used);
    }
  }
  function cell(row, value, cls) {
    const td = document.createElement("td");
    td.textContent = value;
    if (cls) td.className = cls;
    row.appendChild(td);
    return td;
  }

  // An event's standings and results grid (GET /api/standings' table) into two tables.
  function renderStandings(table, standings, grid) {
    const points = (p) => String(p).replace(".5", "\u00bd").replace(/^0\u00bd$/, "\u00bd");
    // A tie-break is a decimal number (2.5, 0.25), never written with the ½ of points: one format.
    const decimal = (v) => String(Math.round(v * 100) / 100);
    const body = standings.tBodies[0];
    body.textContent = "";
    for (const p of table.players) {
      const row = document.createElement("tr");
      row.dataset.player = String(p.id);
      for (const [value, cls] of [[String(p.rank)], [p.name, "name"], [p.club], [String(p.rating || "")],
                                  [String(p.games)], [points(p.points), "points"], [decimal(p.sb)]]) cell(row, value, cls);
      body.appendChild(row);
    }
    // The results grid: a row a player in the standings' order, a column each by number.
    const head = grid.tHead;
    head.textContent = "";
    const top = document.createElement("tr");
    for (const label of ["#", t("player"), ...table.players.map((_, i) => String(i + 1)), t("points")]) {
      const th = document.createElement("th");
      th.textContent = label;
      top.appendChild(th);
    }
    head.appendChild(top);
    const rows = grid.tBodies[0];
    rows.textContent = "";
    table.players.forEach((p, i) => {
      const row = document.createElement("tr");
      cell(row, String(i + 1));
      cell(row, p.name, "name");
      for (const q of table.players) {
        if (q.id === p.id) { cell(row, "\u00d7", "self"); continue; }
        cell(row, (p.results[String(q.id)] || []).join(" "), "result").dataset.against = String(q.id);
      }
      cell(row, points(p.points), "points");
      rows.appendChild(row);
    });
  }
  function boardName(state) { // "Board 3": the hall's number, else the board's id
    return t("board", (state.seat && state.seat.board_no) || state.board);
  }
  function hallOrder(boards) { // board ids in the hall's order: numbered boards by number, then the others
    const key = (id) => {
      const no = boards[id].seat && boards[id].seat.board_no;
      return no ? [0, /^\d+$/.test(no) ? Number(no) : Infinity, no] : [1, 0, id];
    };
    return Object.keys(boards).sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return x[0] - y[0] || x[1] - y[1] || String(x[2]).localeCompare(String(y[2]));
    });
  }
  function seatDetails(state, seat) { // "Tallinn, 2105": the seated player's club or country and rating
    const person = state.seat && state.seat[seat.toLowerCase()];
    if (!person || person.name !== playerName(state, seat)) return "";
    return [person.club, person.rating].filter(Boolean).join(", ");
  }
  function eventText(event, round) { // "Estonian Open, round 3"
    return [event, round ? t("round_no", round) : ""].filter(Boolean).join(", ");
  }
  function durationText(ms) { // the move list's one format for every time: 0:05, 12:34, 1:02:03
    const s = Math.ceil(Math.max(0, ms) / 1000);
    const pad = (n) => String(n).padStart(2, "0");
    if (s < 3600) return Math.floor(s / 60) + ":" + pad(s % 60);
    return Math.floor(s / 3600) + ":" + pad(Math.floor(s / 60) % 60) + ":" + pad(s % 60);
  }
  function usedText(state, i) { // the time move i took
    const m = state.moves[i];
    if (m.used !== null && m.used !== undefined) return durationText(m.used);
    const before = i > 0 ? state.moves[i - 1].at : (state.game && state.game.started);
    if (!m.at || !before) return "";
    return durationText(m.at - before);
  }
  function clocksAfter(state, i) { // both clocks once move i was made, Black's first: "● 4:55 ○ 5:00"
    const c = state.moves[i].clocks;
    if (!c) return "";
    const black = state.black === "P2" ? 1 : 0;
    return "\u25cf\u00a0" + durationText(c[black]) + " \u25cb\u00a0" + durationText(c[1 - black]);
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
        el("text", { x: px(i), y: 16.75, class: "label" }, svg).textContent = columnText(i);
        el("text", { x: 0.55, y: py(i) + 0.15, class: "label" }, svg).textContent = String(i + 1);
      }
    }
    for (const star of STARS) {
      const [c, r] = xy(star);
      el("circle", { cx: px(c), cy: py(r), r: 0.09, class: "star" }, svg);
    }
    // Painted in this order: stones, the offers, the rows (five, foul, unclaimed), the marks, then the
    // numbers on top of everything, each with a halo of its stone's colour: a row drawn across a stone
    // never hides its number, and the foul stone keeps its number inside a square.
    const moves = state.moves.slice(0, upto);
    const last = moves.length ? moves[moves.length - 1] : null;
    const numbers = [];
    for (const m of moves) {
      if (m.point === "pass") continue;
      const [c, r] = xy(m.point);
      const g = el("g", { class: "stone " + m.colour, "data-point": m.point, "data-n": m.n }, svg);
      el("circle", { cx: px(c), cy: py(r), r: 0.46 }, g);
      if (!opts.bare) numbers.push([m, c, r]);
    }
    const current = upto === state.moves.length;
    if (current) {
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
        el("rect", { x: px(c) - 0.5, y: py(r) - 0.5, width: 1, height: 1, class: "foul-mark", "data-point": state.result.point }, svg);
      }
      if (state.anomaly) { // put back: a dashed ring; take away: a cross
        for (const p of state.anomaly.restore) {
          const [c, r] = xy(p);
          el("circle", { cx: px(c), cy: py(r), r: 0.42, class: "restore", "data-point": p }, svg);
        }
        for (const p of state.anomaly.remove) {
          const [c, r] = xy(p);
          el("path", { d: "M" + (px(c) - 0.42) + " " + (py(r) - 0.42) + "l0.84 0.84m0 -0.84l-0.84 0.84", class: "remove", "data-point": p }, svg);
        }
      }
    }
    // A forced win played out on the position (a reviewed game's missed win), as the LEDs play it:
    // its first `shown` stones, the attacker's first, each numbered from 1 in the line; the newest marked.
    if (opts.line) {
      const { points, first, shown } = opts.line;
      const other = first === "black" ? "white" : "black";
      for (let i = 0; i < Math.min(shown, points.length); i++) {
        const colour = i % 2 ? other : first;
        const [c, r] = xy(points[i]);
        const g = el("g", { class: "stone line-stone " + colour + (i === shown - 1 ? " newest" : ""),
                            "data-point": points[i], "data-line-n": i + 1 }, svg);
        el("circle", { cx: px(c), cy: py(r), r: 0.46 }, g);
        el("text", { x: px(c), y: py(r) + 0.15, class: "number line-number on-" + colour, "data-line-n": i + 1 }, g)
          .textContent = String(i + 1);
      }
    }
    if (opts.hint && opts.hint !== "pass") { // the engine's best move here (a reviewed game): a green ring
      const [c, r] = xy(opts.hint);
      el("circle", { cx: px(c), cy: py(r), r: 0.4, class: "hint", "data-point": opts.hint, fill: "none",
                     stroke: "#1d9a4a", "stroke-width": 0.1 }, svg);
    }
    if (last && last.point !== "pass") {
      const [c, r] = xy(last.point);
      el("circle", { cx: px(c), cy: py(r), r: 0.5, class: "last", "data-point": last.point }, svg);
    }
    for (const [m, c, r] of numbers) {
      const cls = "number on-" + m.colour + (m.n > 99 ? " small" : "") + (m === last ? " latest" : "");
      el("text", { x: px(c), y: py(r) + 0.15, class: cls, "data-n": m.n }, svg).textContent = String(m.n);
    }
  }

  // A bare board (a hall's card) one move on from what drawBoard drew, without drawing it again:
  // its stone added and the last-move ring moved. Only where nothing is drawn over the stones (no
  // offer, row, mark or anomaly): false, and nothing done, otherwise (the caller draws it whole).
  function addMove(svg, state) {
    const moves = state.moves;
    const m = moves[moves.length - 1];
    if (!m || String(moves.length - 1) !== svg.getAttribute("data-moves") || state.result || state.anomaly ||
        (state.offers || []).length || (state.unclaimed || []).length || svg.querySelector(":scope > :not(.wood, .grid, .star, .stone, .last)")) {
      return false;
    }
    const ring = svg.querySelector(":scope > circle.last");
    if (ring) ring.remove();
    svg.setAttribute("data-moves", String(moves.length));
    if (m.point === "pass") return true;
    const [c, r] = xy(m.point);
    const g = el("g", { class: "stone " + m.colour, "data-point": m.point, "data-n": m.n }, svg);
    el("circle", { cx: px(c), cy: py(r), r: 0.46 }, g);
    el("circle", { cx: px(c), cy: py(r), r: 0.5, class: "last", "data-point": m.point }, svg);
    return true;
  }

  // The address a phone in the hall opens (--lan), in words and as a QR code: box shown once there is one.
  async function showLan(box, words, qr) {
    let lan;
    try { lan = await (await fetch("/api/lan")).json(); } catch (e) { return; }
    if (!lan.urls.length) return;
    words.textContent = t("phone_address", lan.urls.join("  "));
    qr.src = "/api/lan.svg";
    qr.alt = lan.urls[0];
    box.hidden = false;
  }

  function text(id, value) {
    const node = document.getElementById(id);
    if (node && node.textContent !== value) node.textContent = value;
  }
  // The header says "live", or the delay viewers see: never both. The arbiter's live view has no delay.
  function delayText(stream) {
    const delay = streamQuery() ? 0 : Math.round(stream.hall.delay || 0);
    return delay ? t("delayed", delay) : "";
  }
  function linkText(stream) {
    if (!stream.connected) return t("reconnecting");
    return delayText(stream) ? "" : t("live");
  }
  function streamQuery() { // ?view=live on the arbiter's pages
    const live = new URLSearchParams(location.search).get("view") === "live";
    return live ? "?view=live" : "";
  }

  return { Stream, applyDelta, clockText, remaining, faceText, gameName, seatColour, playerName, resultText, statusText,
           statusWords, boardName, hallOrder, moveRows, renderMovePairs, stepText, renderStandings, seatDetails, eventText, pointText, linkText, delayText, usedText, clocksAfter, drawBoard, addMove, text, streamQuery, foulWord, openingText, formatText, t, ready,
           listedResult, language: () => words.lang, languages: () => words.languages,
           translatePage, languageSwitch, showLan };
})();
