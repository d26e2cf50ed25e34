// One board, live: /board/ID and the OBS overlay /overlay/ID (same page, fewer parts).
"use strict";
(() => {
  const T = Tengen;
  const boardId = decodeURIComponent(location.pathname.split("/")[2]);
  const svg = document.getElementById("board");
  let drawnKey = null;

  function render(stream) {
    const state = stream.boards[boardId];
    T.text("link", stream.connected ? "live" : "reconnecting...");
    T.text("hall-name", stream.hall.name || "");
    if (!state) { T.text("title", "Board " + boardId + " (not in the hall yet)"); return; }
    document.title = "Tengen: " + boardId;
    T.text("title", "Board " + boardId + (state.game ? ", " + T.gameName(state.game) : ""));
    for (const seat of ["P1", "P2"]) {
      const key = seat.toLowerCase();
      const colour = T.seatColour(state, seat);
      const swatch = document.getElementById("colour-" + key);
      swatch.className = "swatch " + colour;
      T.text("name-" + key, T.playerName(state, seat));
      swatch.title = colour;
    }
    const opening = state.opening ? "Opening: " + state.opening.name + " (" + state.opening.code + ")" : "";
    T.text("opening", opening);
    T.text("result", T.resultText(state.result));
    const p = state.prompt;
    T.text("prompt", p ? "Opening: " + p.player + " (" + p.colour + ") to " + p.actions.join(" / ") : "");
    const delay = stream.hall.delay ? " \u00b7 delayed " + Math.round(stream.hall.delay) + " s" : "";
    T.text("status", "Board " + T.statusText(state) + delay);
    const key = JSON.stringify([state.moves.length, state.moves.length && state.moves[state.moves.length - 1],
                                state.result, state.unclaimed, state.offers, state.anomaly, state.game]);
    if (key !== drawnKey) {
      drawnKey = key;
      T.drawBoard(svg, state);
      renderMoves(state);
      renderNotes(state);
    }
    tick(stream);
  }

  function renderMoves(state) {
    const body = document.getElementById("moves");
    if (!body) return;
    body.textContent = "";
    state.moves.forEach((m, i) => {
      const row = document.createElement("tr");
      row.className = m.colour;
      for (const value of [String(m.n), m.point, T.usedText(state, i)]) {
        const cell = document.createElement("td");
        cell.textContent = value;
        row.appendChild(cell);
      }
      body.appendChild(row);
    });
    const box = body.closest("table");
    if (box && box.parentElement) box.parentElement.scrollTop = box.parentElement.scrollHeight;
  }

  function renderNotes(state) {
    const list = document.getElementById("notes");
    if (!list) return;
    list.textContent = "";
    for (const note of state.unclaimed || []) {
      const item = document.createElement("li");
      item.textContent = "Move " + note.n + " " + note.point + ": " + (T.FOUL_WORDS[note.kind] || note.kind) + ", not claimed";
      list.appendChild(item);
    }
    for (const claim of state.claims || []) {
      const item = document.createElement("li");
      item.textContent = claim.by + " claimed a " + claim.kind + " after move " + claim.n + ": " + (claim.accepted ? "right" : "wrong");
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

  stream = new T.Stream("/api/boards/" + encodeURIComponent(boardId) + "/stream" + T.streamQuery(), render);
  setInterval(tick, 100);
})();
