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

  // -- words: static/i18n/LANG.json, one file a language (English for any key a file lacks) ---------
  const LANG_KEY = "tengen.lang";
  // English, the pages' own words (and any word a language file lacks). Another language is one file,
  // static/i18n/CODE.json, with the same keys and its own name in "_name" (see ru.json).
  const ENGLISH = {
    hall: "hall",
    hall_title: "Tengen hall",
    archive: "archive",
    arbiter: "arbiter",
    no_boards: "No board in the hall yet.",
    language: "Language",
    live: "live",
    reconnecting: "reconnecting...",
    delayed: "broadcast delayed {0} s",
    board: "Board {0}",
    board_game: "Board {0}, game {1}",
    game_no: "game {0}",
    game_record: "game #{0}",
    board_own_game: "board's own game {0}",
    not_in_hall: "Board {0} (not in the hall yet)",
    move_no: "move {0}",
    opening: "Opening: {0}",
    to_do: "Next: {0} ({1}) to {2}",
    black: "Black",
    white: "White",
    colour_black: "black",
    colour_white: "white",
    time: "time",
    pass: "pass",
    black_wins: "Black wins",
    white_wins: "White wins",
    draw: "Draw",
    foul_at: "foul: {0} at {1}",
    five_line: "five {0}",
    unclaimed: "Move {0} {1}: {2}, not claimed",
    claim: "{0} claimed a {1} after move {2}: {3}",
    claim_right: "right",
    claim_wrong: "wrong",
    legend_last: "ringed: the last move",
    round_no: "round {0}",
    boards: "Boards",
    standings: "Standings",
    crosstable: "Results grid",
    rank: "#",
    player: "Player",
    club: "Club",
    rating: "Rating",
    points: "Points",
    games_played: "Games",
    sb: "SB",
    no_results: "No result yet.",
    viewers: "{0} watching",
    phone_address: "On a phone in the hall: {0}",
    // the opening's steps in the move list ({0}: who, {1}: the point or the number)
    steps: {"keep": "{0} keeps the colour", "swap": "{0} swaps the colours", "declare": "{0} declares {1} fifth-move offers",
      "route keep": "{0} chooses to keep the colour", "route swap": "{0} chooses to swap", "route offer": "{0} chooses to offer",
      "offer": "{0} offers {1}", "undo offer": "{0} takes the offer {1} back", "finish": "{0} has made the offers",
      "choose": "{0} chooses {1}", "take black": "{0} takes Black", "take white": "{0} takes White",
      "two stones": "{0} places two stones"},
    // the archive
    r: {"title": "Archive", "event": "Event", "round": "Round", "player": "Player", "every_event": "every event",
      "every_round": "every round", "game": "game", "board": "board", "result": "result", "moves": "moves", "date": "date",
      "none": "No finished game yet.", "move": "move", "abandoned": "abandoned", "in_progress": "in progress",
      "download": "Download:", "download_round": "Download {0}, every game:", "game_title": "Game #{0}, board {1}",
      "from_file": "from the file {0}", "corrected": "Corrected by the arbiter: {0} {1} (was {2})",
      "position": "move {0} of {1}",
      "hint_cost": "Move {0} ({1}) lost {2}; the engine's best there: {3}.", "hint_good": "Move {0} ({1}): the engine's move too.",
      "best_reply": "The engine's best reply: {0}.", "lost_most": "Lost the most:", "best": "best"},
    // the arbiter's page
    a: {"title": "Arbiter", "token": "Admin token", "log_in": "Log in", "log_out": "Log out", "hall_name": "Hall name",
      "event": "Event", "round": "Round", "delay": "Broadcast delay (s)", "save": "Save", "saved": "saved",
      "live_view": "The live view (no delay):", "refused": "Every change below is refused without the token.",
      "board_no": "Hall number", "number": "Number the board", "numbered": "numbered {0}", "club": "club",
      "club_hint": "club or country", "new_players": "new players (add a name not yet known)",
      "save_players": "Save players", "players_saved": "players saved", "new_game": "New game",
      "under_way_reseat": "Record that game under the new players",
      "under_way_keep": "Keep it for its players (the new pair plays the next game)",
      "pause": "Pause clock", "resume": "Resume clock", "adjudicate": "Adjudicate",
      "time_hint": "time control, e.g. 90m+30s", "foul_mode": "foul mode", "opening": "opening",
      "send_settings": "Send settings", "no_writes": "this server takes no writes (no admin token, or a relay)",
      "logged_in": "logged in", "no_game": "no game",
      "confirm_adjudicate": "End the game on {0}: {1}?",
      "confirm_new_game": "Start a new game on {0}?",
      "engine_level": "Computer's level", "engine_white": "the computer plays White", "engine_black": "the computer plays Black",
      "engine_start": "Play the computer", "engine_stop": "Stop the computer",
      "engine_none": "the computer is not playing", "engine_missing": "no engine on this host (make engine)",
      "engine_plays": "the computer plays {0}, level {1}", "engine_over": "the computer's game is over",
      "engine_stopped": "the computer stopped", "engine_failed": "the computer failed",
      "confirm_engine_stop": "Stop the computer on {0}?",
      "link.result": "game over", "link.flag": "flag fell", "link.anomaly": "anomaly", "link.offline": "offline",
      "link.in sync": "in sync", "link.syncing": "syncing", "link.ready": "no game"},
    legend_remove: "crossed: the arbiter has this stone taken away",
    legend_restore: "dashed ring: this stone is put back",
    fouls: {"33": "double three", "44": "double four", "6": "overline", "five": "five"},
    reasons: {"five": "five", "foul": "foul", "resignation": "resignation", "time": "time",
      "agreement": "agreement", "two passes": "two passes", "full board": "full board",
      "no five possible": "no five possible", "adjudication": "arbiter's decision"},
    status: {"result": "game over", "flag": "flag fell", "anomaly": "the board is being corrected",
      "offline": "board not connected", "syncing": "waiting for the board", "in sync": "playing",
      "paused": "game paused", "ready": "waiting for the game"},
    actions: {"place": "place a stone", "pass": "pass", "keep": "keep the colour", "swap": "swap",
      "declare": "declare the offers", "route keep": "keep", "route swap": "swap", "route offer": "offer",
      "offer": "offer a fifth move", "undo offer": "take an offer back", "finish": "finish the offers",
      "choose": "choose a fifth move", "take black": "take Black", "take white": "take White",
      "two stones": "place two stones"},
  };
  const words = { en: ENGLISH, here: ENGLISH };
  function chosenLanguage() { // ?lang=xx (kept for the next pages), else as kept, else English
    const asked = new URLSearchParams(location.search).get("lang");
    let lang = asked;
    try {
      if (asked) localStorage.setItem(LANG_KEY, asked);
      else lang = localStorage.getItem(LANG_KEY);
    } catch (e) { /* no storage (private mode): the URL still works */ }
    return /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang || "") ? lang : "en";
  }
  // A page that has all its words in the tables says so (<html data-translated>); the others stay English.
  const lang = document.documentElement.hasAttribute("data-translated") ? chosenLanguage() : "en";
  // A published event's pages (tengen-host publish) carry the language files as a script, words.js:
  // opened from a folder, a page cannot fetch() them.
  const carried = window.TENGEN_WORDS || null;
  async function load(code) {
    if (carried) return carried[code] || {};
    try {
      const response = await fetch("/static/i18n/" + code + ".json");
      return response.ok ? await response.json() : {};
    } catch (e) { return {}; }
  }
  const ready = (async () => {
    if (lang !== "en") words.here = await load(lang);
    document.documentElement.lang = words.here._name ? lang : "en";
    translatePage();
  })();
  function lookup(key) { // "status.in sync" -> the nested entry
    const parts = key.split(".");
    for (const table of [words.here, words.en]) {
      let node = table;
      for (const part of [parts[0], parts.slice(1).join(".")].filter(Boolean)) node = node && node[part];
      if (typeof node === "string") return node;
    }
    return null;
  }
  function t(key, ...args) {
    const template = lookup(key);
    if (template === null) return key.split(".").slice(1).join(".") || key;
    return template.replace(/\{(\d)\}/g, (_, i) => String(args[Number(i)]));
  }
  function translatePage(root) { // the pages' fixed words: <span data-i18n="key">English</span>, and
    // placeholders (data-i18n-placeholder); root: a part added later (a template's copy)
    root = root || document;
    for (const node of root.querySelectorAll("[data-i18n]")) node.textContent = t(node.dataset.i18n);
    for (const node of root.querySelectorAll("[data-i18n-placeholder]")) node.placeholder = t(node.dataset.i18nPlaceholder);
  }
  async function languageSwitch(container) { // a <select> of the languages the host has
    if (!container) return;
    let languages = { en: "English" };
    if (carried) for (const code of Object.keys(carried)) languages[code] = carried[code]._name || code;
    else try { languages = (await (await fetch("/api/languages")).json()).languages || languages; } catch (e) { /* English */ }
    const select = document.createElement("select");
    select.id = "lang";
    select.setAttribute("aria-label", t("language"));
    for (const code of Object.keys(languages).sort()) {
      const option = document.createElement("option");
      option.value = code;
      option.textContent = languages[code];
      option.selected = code === lang;
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
  function openingText(opening) { // "Ugetsu (D6)": the name as the federation writes it
    if (!opening) return "";
    // RIF's names are shared_rules' names capitalised; a language file may write them its own way.
    const name = lookup("openings." + opening.code) || (opening.name[0].toUpperCase() + opening.name.slice(1));
    return name + " (" + opening.code + ")";
  }
  function resultText(result) {
    if (!result) return "";
    const who = t(result.winner === "draw" ? "draw" : (result.winner === "black" ? "black_wins" : "white_wins"));
    let why = t("reasons." + result.reason);
    if (result.reason === "foul" && result.foul) why = t("foul_at", foulWord(result.foul), pointText(result.point));
    else if (result.reason === "five" && result.line.length) why = t("five_line", result.line.map(pointText).join(" "));
    return who + " (" + why + ")";
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
           statusWords, boardName, hallOrder, moveRows, stepText, renderStandings, seatDetails, eventText, pointText, linkText, delayText, usedText, drawBoard, text, streamQuery, foulWord, openingText, t, ready, lang,
           translatePage, languageSwitch };
})();
