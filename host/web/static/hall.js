// The hall: every board with its players, move number, clocks and status, live.
"use strict";
(() => {
  const T = Tengen;
  const main = document.getElementById("boards");
  const cards = {};
  const drawn = {};
  let stream = null;

  function card(id) {
    if (cards[id]) return cards[id];
    const a = document.createElement("a");
    a.className = "card";
    a.href = "/board/" + encodeURIComponent(id) + T.streamQuery();
    a.dataset.board = id;
    a.innerHTML = '<div class="card-head"><span class="id"></span><span class="badge"></span></div>' +
      '<svg class="mini board"></svg>' +
      '<div class="row p1"><span class="swatch"></span><span class="name"></span><span class="face"></span></div>' +
      '<div class="row p2"><span class="swatch"></span><span class="name"></span><span class="face"></span></div>' +
      '<div class="foot"><span class="move"></span> <span class="outcome"></span></div>';
    cards[id] = a;
    const ids = Object.keys(cards).sort();
    const next = ids[ids.indexOf(id) + 1];
    main.insertBefore(a, next ? cards[next] : null);
    return a;
  }

  function render() {
    T.text("hall-name", stream.hall.name || T.t("hall_title"));
    T.text("delay", T.delayText(stream));
    T.text("link", T.linkText(stream));
    const ids = Object.keys(stream.boards);
    document.getElementById("empty").hidden = ids.length > 0;
    for (const id of Object.keys(cards)) if (!stream.boards[id]) { cards[id].remove(); delete cards[id]; }
    for (const id of ids) {
      const state = stream.boards[id];
      const c = card(id);
      c.querySelector(".id").textContent = id + (state.game ? " \u00b7 " + T.gameName(state.game) : "");
      const status = T.statusText(state);
      const badge = c.querySelector(".badge");
      badge.textContent = T.statusWords(state);
      badge.className = "badge " + status.replace(" ", "-");
      for (const seat of ["P1", "P2"]) {
        const row = c.querySelector(".row." + seat.toLowerCase());
        row.querySelector(".swatch").className = "swatch " + T.seatColour(state, seat);
        row.querySelector(".name").textContent = T.playerName(state, seat);
      }
      c.querySelector(".move").textContent = T.t("move_no", state.moves.length);
      c.querySelector(".outcome").textContent = T.resultText(state.result);
      const key = JSON.stringify([state.moves.length, state.result, state.game]);
      if (drawn[id] !== key) {
        drawn[id] = key;
        T.drawBoard(c.querySelector("svg"), state, { bare: true });
      }
    }
    tick();
  }

  function tick() {
    if (!stream) return;
    const now = stream.now();
    for (const id in cards) {
      const state = stream.boards[id];
      if (!state) continue;
      for (const side of [1, 2]) {
        const face = cards[id].querySelector(".row.p" + side + " .face");
        face.textContent = T.faceText(state, side, now);
        face.classList.toggle("running", Boolean(state.clock && state.clock.running === side && !state.clock.paused && !state.result));
      }
    }
  }

  T.languageSwitch(document.getElementById("language"));
  T.ready.then(() => {
    stream = new T.Stream("/api/stream" + T.streamQuery(), render);
    setInterval(tick, 200);
  });
})();
