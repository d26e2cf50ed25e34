// One board, live: /board/ID, the OBS overlay /overlay/ID and the framed board /embed/ID (same page, fewer parts).
"use strict";
(() => {
  const T = Tengen;
  const boardId = decodeURIComponent(location.pathname.split("/")[2]);
  const svg = document.getElementById("board");
  let drawnKey = null;

  function render(stream) {
    const state = stream.boards[boardId];
    T.text("delay", T.delayText(stream));
    T.text("link", T.linkText(stream));
    T.text("hall-name", stream.hall.name || T.t("hall_title"));
    if (!state) { T.text("title", T.t("not_in_hall", boardId)); return; }
    document.title = "Tengen: " + boardId;
    T.text("title", T.boardName(state) + (state.game ? ", " + T.gameName(state.game) : ""));
    const seat = state.seat || {};  // the board's place in the tournament, and the players' clubs
    T.text("event", T.eventText(seat.event, seat.round));
    for (const side of ["P1", "P2"]) {  // the club and rating under the name (a title in the overlay)
      const key = side.toLowerCase();
      document.getElementById("name-" + key).title = T.seatDetails(state, side);
      if (document.getElementById("details-" + key)) T.text("details-" + key, T.seatDetails(state, side));
      // Black's box first, after a swap too
      document.getElementById("seat-" + key).style.order = T.seatColour(state, side) === "black" ? "0" : "1";
    }
    otherBoards(stream, seat);
    for (const seat of ["P1", "P2"]) {
      const key = seat.toLowerCase();
      const colour = T.seatColour(state, seat);
      const swatch = document.getElementById("colour-" + key);
      swatch.className = "swatch " + colour;
      T.text("name-" + key, T.playerName(state, seat));
      swatch.title = T.t("colour_" + colour);
    }
    T.text("opening", state.opening ? T.t("opening", T.openingText(state.opening)) : "");
    T.text("result", T.resultText(state.result));
    const p = state.prompt;
    const who = p && p.player ? T.playerName(state, p.player) : "";
    T.text("prompt", p ? T.t("to_do", who, T.t("colour_" + p.colour), p.actions.map((a) => T.t("actions." + a)).join(" / ")) : "");
    T.text("status", T.statusWords(state));
    const key = JSON.stringify([state.moves.length, state.moves.length && state.moves[state.moves.length - 1],
                                state.result, state.unclaimed, state.offers, state.anomaly, state.game, state.steps]);
    if (key !== drawnKey) {
      drawnKey = key;
      T.drawBoard(svg, state);
      renderMoves(state);
      renderNotes(state);
      renderLegend(state);
    }
    tick(stream);
  }

  function renderMoves(state) { // the moves in pairs, each with its time and both clocks after it
    const body = document.getElementById("moves");
    if (!body) return;
    T.renderMovePairs(body, state, (m, point, used) => {
      const clocks = T.clocksAfter(state, m.n - 1);
      if (!clocks) return;
      const after = document.createElement("span");
      after.className = "clocks";
      after.textContent = clocks;
      used.appendChild(after);
    });
    const box = body.closest("table");
    if (box && box.parentElement) box.parentElement.scrollTop = box.parentElement.scrollHeight;
  }

  // The round's other boards, by their hall numbers, linked (the hall's list, fetched once a round).
  let linkedRound = null;
  async function otherBoards(stream, seat) {
    const box = document.getElementById("other-boards");
    const round = JSON.stringify([seat.event, seat.round]);
    if (!box || !seat.event || round === linkedRound) return;
    linkedRound = round;
    let boards;
    try { boards = (await (await fetch("/api/hall" + T.streamQuery(), { credentials: "same-origin" })).json()).boards; }
    catch (e) { return; }
    for (const link of box.querySelectorAll("a")) link.remove();
    for (const id of T.hallOrder(boards)) {
      const other = boards[id].seat || {};
      if (id === boardId || other.event !== seat.event || other.round !== seat.round) continue;
      const a = document.createElement("a");
      a.href = "/board/" + encodeURIComponent(id) + T.streamQuery();
      a.textContent = (other.board_no) || id;
      box.append(" ", a);
    }
    box.hidden = !box.querySelector("a");
  }

  function renderNotes(state) {
    const list = document.getElementById("notes");
    if (!list) return;
    list.textContent = "";
    for (const note of state.unclaimed || []) {
      const item = document.createElement("li");
      item.textContent = T.t("unclaimed", note.n, T.pointText(note.point), T.foulWord(note.kind));
      list.appendChild(item);
    }
    for (const claim of state.claims || []) {
      const item = document.createElement("li");
      item.textContent = T.t("claim", T.playerName(state, claim.by), T.foulWord(claim.kind), claim.n,
                             T.t(claim.accepted ? "claim_right" : "claim_wrong"));
      list.appendChild(item);
    }
  }

  function renderLegend(state) { // the board's marks in words, when there are any to explain
    const list = document.getElementById("legend");
    if (!list) return;
    list.textContent = "";
    const keys = [];
    if (state.moves.length) keys.push("legend_last");
    if (state.anomaly && state.anomaly.remove.length) keys.push("legend_remove");
    if (state.anomaly && state.anomaly.restore.length) keys.push("legend_restore");
    for (const key of keys) {
      const item = document.createElement("li");
      item.className = key;
      item.textContent = T.t(key);
      list.appendChild(item);
    }
  }

  let stream = null;
  function tick() {
    if (!stream) return;
    const state = stream.boards[boardId];
    if (!state) return;
    const now = stream.now();
    for (const side of [1, 2]) {
      const face = document.getElementById("clock-p" + side);
      face.textContent = T.faceText(state, side, now);
      const running = state.clock && state.clock.running === side && !state.result;
      face.classList.toggle("running", Boolean(running && !state.clock.paused));
      face.classList.toggle("paused", Boolean(running && state.clock.paused));
    }
  }

  T.languageSwitch(document.getElementById("language"));
  T.ready.then(() => {
    stream = new T.Stream("/api/boards/" + encodeURIComponent(boardId) + "/stream" + T.streamQuery(), render);
    setInterval(tick, 100);
  });
})();
