// The hall as a tournament: the event and round, every board by its hall number with its players
// (club, rating), clocks, state and result; the event's standings and results grid so far. The
// arbiter (logged in) also sees how many watch, and the address and QR code a phone opens.
"use strict";
(() => {
  const T = Tengen;
  const main = document.getElementById("boards");
  const cards = {};
  const drawn = {};
  let stream = null;
  let tablesKey = null;
  const MANY = 24;  // cards beyond which those out of sight are left unpainted (style.css .many)

  function card(id) {
    if (cards[id]) return cards[id];
    const a = document.createElement("a");
    a.className = "card";
    a.href = "/board/" + encodeURIComponent(id) + T.streamQuery();
    a.dataset.board = id;
    a.innerHTML = '<div class="card-head"><span class="id"></span><span class="badge"></span></div>' +
      '<svg class="mini board"></svg>' +
      '<div class="row"><span class="swatch"></span><span class="who"><span class="name"></span><span class="details"></span></span><span class="face"></span></div>' +
      '<div class="row"><span class="swatch"></span><span class="who"><span class="name"></span><span class="details"></span></span><span class="face"></span></div>' +
      '<div class="foot"><span class="move"></span> <span class="outcome"></span></div>';
    cards[id] = a;
    return a;
  }

  // The event the hall plays: as the arbiter named it, else the one most boards are seated for.
  function hallEvent() {
    if (stream.hall.event) return [stream.hall.event, stream.hall.round || ""];
    const count = {};
    for (const state of Object.values(stream.boards)) {
      const seat = state.seat;
      if (seat && seat.event) {
        const key = JSON.stringify([seat.event, seat.round || ""]);
        count[key] = (count[key] || 0) + 1;
      }
    }
    const best = Object.keys(count).sort((a, b) => count[b] - count[a])[0];
    return best ? JSON.parse(best) : ["", ""];
  }

  // Text and classes written only where they change: a card the delta is not about keeps its
  // nodes untouched (no layout, no paint), and a hall of a hundred boards stays idle between moves.
  function put(node, text) { if (node.textContent !== text) node.textContent = text; }
  function classed(node, name) { if (node.className !== name) node.className = name; }

  function drawCard(id, round) {
    const state = stream.boards[id];
    const c = card(id);
    // The arbiter's view names the device too; viewers see the hall's numbers only.
    put(c.querySelector(".id"), T.boardName(state) + (T.streamQuery() && state.seat && state.seat.board_no ? " (" + id + ")" : ""));
    const badge = c.querySelector(".badge");
    put(badge, T.statusWords(state));
    classed(badge, "badge " + T.statusText(state).replace(" ", "-"));
    const seats = state.black === "P2" ? ["P2", "P1"] : ["P1", "P2"];  // Black above White, after a swap too
    const rows = c.querySelectorAll(".row");
    seats.forEach((seat, i) => {
      const row = rows[i];
      if (row.dataset.seat !== seat) row.dataset.seat = seat;
      classed(row.querySelector(".swatch"), "swatch " + T.seatColour(state, seat));
      put(row.querySelector(".name"), T.playerName(state, seat));
      put(row.querySelector(".details"), T.seatDetails(state, seat));
    });
    const seat = state.seat || {};
    const ownRound = seat.round && seat.round !== round ? T.t("round_no", seat.round) + " \u00b7 " : "";
    put(c.querySelector(".move"), ownRound + T.t("move_no", state.moves.length));
    // The arbiter's corrected result (the record's, in the seat) over the board's own.
    put(c.querySelector(".outcome"), T.resultText(seat.result || state.result));
    const key = JSON.stringify([state.moves.length, state.result, state.game]);
    if (drawn[id] !== key) {
      // One move more of the same game: its stone added; anything else: the board drawn again.
      const oneMore = drawn[id] === JSON.stringify([state.moves.length - 1, state.result, state.game]);
      drawn[id] = key;
      if (!oneMore || !T.addMove(c.querySelector("svg"), state)) T.drawBoard(c.querySelector("svg"), state, { bare: true });
    }
    tickCard(id);
  }

  // What changed since the last frame: the boards whose deltas came (null: the whole hall).
  let changed = new Set();
  let whole = true;
  let frame = null;

  function onMessage(_, message) {
    const board = message && message.board;
    if (!message || message.type === "snapshot" || message.type === "hall" || !board || !cards[board] ||
        message.type === "board" || (message.set && "seat" in message.set)) {
      whole = true;  // the hall's header, its order or its boards may change: every card is looked at
    } else {
      changed.add(board);  // one board's move, clock or result: its card alone
    }
    if (frame === null) frame = requestAnimationFrame(render);
  }

  function render() {
    frame = null;
    const [event, round] = hallEvent();
    if (whole) {
      whole = false;
      changed = new Set();
      layout(event, round);
      return;
    }
    const ids = [...changed];
    changed = new Set();
    for (const id of ids) if (stream.boards[id] && cards[id]) drawCard(id, round);
    if (ids.some((id) => stream.boards[id] && stream.boards[id].result)) followResults(event, round, T.hallOrder(stream.boards));
  }

  function layout(event, round) {
    put(document.getElementById("hall-name"), stream.hall.name || T.t("hall_title"));
    put(document.getElementById("event"), T.eventText(event, round));
    put(document.getElementById("delay"), T.delayText(stream));
    put(document.getElementById("link"), T.linkText(stream));
    const ids = T.hallOrder(stream.boards);
    main.classList.toggle("many", ids.length > MANY);
    const empty = document.getElementById("empty");
    if (empty.hidden !== ids.length > 0) empty.hidden = ids.length > 0;
    for (const id of Object.keys(cards)) if (!stream.boards[id]) { cards[id].remove(); delete cards[id]; delete drawn[id]; }
    ids.forEach((id, i) => {
      const c = card(id);
      if (main.children[i + 1] !== c) main.insertBefore(c, main.children[i + 1] || null);  // after #empty
      drawCard(id, round);
    });
    followResults(event, round, ids);
  }

  // The tables follow the results: fetched again when a board's result or the event changes.
  function followResults(event, round, ids) {
    const key = JSON.stringify([event, ids.map((id) => [stream.boards[id].result, stream.boards[id].game,
      (stream.boards[id].seat || {}).result])]);
    if (key !== tablesKey) {
      tablesKey = key;
      loadTables(event);
      loadRounds(event, round);  // a game just finished may be the first of its round in the archive
      // A result shown after the broadcast delay counts in the table from the same moment: asked
      // again a little later, so that a request a few milliseconds early does not leave it out.
      setTimeout(() => loadTables(event), 3000);
    }
  }

  // The round selector: the hall shows its round live; an earlier round of the event, chosen here,
  // shows its games' results (from the archive), each linked to its replay.
  let roundsKey = null;
  async function loadRounds(event, round) {
    const pick = document.getElementById("round-pick");
    let games = [];
    try {
      if (event) games = (await (await fetch("/api/games?event=" + encodeURIComponent(event), { credentials: "same-origin" })).json()).games;
    } catch (e) { return; }
    const rounds = [...new Set(games.map((g) => String(g.round || "")).concat(round ? [round] : []).filter(Boolean))]
      .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    const key = JSON.stringify([event, round, rounds]);
    pick.hidden = rounds.length < 2;
    const select = document.getElementById("round-select");
    if (key !== roundsKey) {
      roundsKey = key;
      const chosen = select.value || round;
      select.replaceChildren(...rounds.map((r) => new Option(r, r, false, r === chosen)));
    }
    const shown = select.value || round;
    const past = shown !== round;
    document.getElementById("boards").hidden = past && !pick.hidden;
    const box = document.getElementById("past-round");
    box.hidden = !past || pick.hidden;
    if (box.hidden) return;
    const body = box.querySelector("tbody");
    body.replaceChildren(...games.filter((g) => String(g.round || "") === shown && g.winner).map((g) => {
      const row = document.createElement("tr");
      for (const value of [g.board_no || g.board, g.black, g.white, T.listedResult(g)]) {
        const cell = document.createElement("td");
        cell.textContent = value || "";
        row.appendChild(cell);
      }
      const link = document.createElement("a");
      link.href = "/archive/" + g.id;
      link.textContent = "#" + g.id;
      row.appendChild(document.createElement("td")).appendChild(link);
      return row;
    }));
  }
  document.getElementById("round-select").addEventListener("change", () => {
    const [event, round] = hallEvent();
    loadRounds(event, round);
  });

  async function loadTables(event) {
    const box = document.getElementById("tables");
    if (!event) { box.hidden = true; return; }
    let table;
    try {
      const response = await fetch("/api/standings?event=" + encodeURIComponent(event), { credentials: "same-origin" });
      if (!response.ok) { box.hidden = true; return; }
      table = await response.json();
    } catch (e) { return; }
    box.hidden = table.players.length === 0;
    T.renderStandings(table, document.getElementById("standings"), document.getElementById("crosstable"));
  }

  function tickCard(id) {
    const state = stream.boards[id];
    if (!state) return;
    const now = stream.now();
    for (const row of cards[id].querySelectorAll(".row")) {
      const side = row.dataset.seat === "P2" ? 2 : 1;
      const face = row.querySelector(".face");
      put(face, T.faceText(state, side, now));
      const running = Boolean(state.clock && state.clock.running === side && !state.clock.paused && !state.result);
      if (face.classList.contains("running") !== running) face.classList.toggle("running", running);
    }
  }

  function tick() {
    if (!stream) return;
    for (const id in cards) tickCard(id);
  }

  // The arbiter's corner: the viewers, and the address a phone in the hall opens (with --lan).
  async function arbiter() {
    let who;
    try { who = await (await fetch("/api/whoami", { credentials: "same-origin" })).json(); } catch (e) { return; }
    if (!who.admin) return;
    document.getElementById("arbiter").hidden = false;
    T.showLan(document.getElementById("lan-qr"), document.getElementById("lan"), document.getElementById("lan-qr"));
    const count = async () => {
      try {
        const response = await fetch("/api/viewers", { credentials: "same-origin" });
        if (response.ok) T.text("viewers", T.t("viewers", (await response.json()).viewers));
      } catch (e) { /* the next try */ }
    };
    count();
    setInterval(count, 5000);
  }

  T.languageSwitch(document.getElementById("language"));
  T.ready.then(() => {
    stream = new T.Stream("/api/stream" + T.streamQuery(), onMessage);
    setInterval(tick, 200);
    arbiter();
  });
})();
