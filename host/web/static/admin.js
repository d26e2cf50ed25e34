// The arbiter's page: log in with the admin token, then players, new game, adjudication, settings, delay.
"use strict";
(() => {
  const T = Tengen;
  const forms = {};
  let stream = null;

  async function call(method, url, body) {
    const response = await fetch(url, { method, credentials: "same-origin",
      headers: { "Content-Type": "application/json" }, body: JSON.stringify(body || {}) });
    let data = {};
    try { data = await response.json(); } catch (e) { /* empty body */ }
    if (!response.ok) throw new Error(data.error || response.statusText);
    return data;
  }

  async function start() {
    const who = await (await fetch("/api/whoami", { credentials: "same-origin" })).json();
    if (!who.writes) { T.text("who", "this server takes no writes (no admin token, or a relay)"); return; }
    document.getElementById("login").hidden = who.admin;
    document.getElementById("controls").hidden = !who.admin;
    T.text("who", who.admin ? "logged in" : "");
    if (who.admin && !stream) {
      await loadPlayers();
      stream = new T.Stream("/api/stream?view=live", render);
      setInterval(loadPlayers, 5000);  // seats given elsewhere (pairings, the command line) reach the clubs
    }
  }

  document.getElementById("login").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      await call("POST", "/api/login", { token: document.getElementById("token").value });
      T.text("login-error", "");
      start();
    } catch (error) { T.text("login-error", error.message); }
  });
  document.getElementById("logout").addEventListener("click", async () => { await call("POST", "/api/logout"); location.reload(); });
  document.getElementById("hall").addEventListener("submit", async (event) => {
    event.preventDefault();
    try {
      await call("PUT", "/api/hall", { name: document.getElementById("hall-name").value,
                                       delay: Number(document.getElementById("hall-delay").value || 0) });
      T.text("hall-reply", "saved");
    } catch (error) { T.text("hall-reply", error.message); }
  });

  // The record's players: a list to pick from, and the club of a name only one player has.
  let known = [];
  let seats = {};
  async function loadPlayers() {
    try {
      const response = await fetch("/api/players", { credentials: "same-origin" });
      if (!response.ok) return;
      ({ players: known, seats } = await response.json());
    } catch (e) { return; }
    refreshClubs();
    const list = document.getElementById("known-players");
    list.replaceChildren(...[...new Set(known.map((p) => p.name))].map((name) => {
      const option = document.createElement("option");
      option.value = name;
      return option;
    }));
  }
  function clubOf(board, seat, name) {  // the seated player's club, or that of the only player of the name
    const id = seats[board] && seats[board][seat];
    const seated = known.find((p) => p.id === id && p.name === name);
    if (seated) return seated.club;
    const same = known.filter((p) => p.name.toLowerCase() === name.toLowerCase());
    return same.length === 1 ? same[0].club : "";
  }
  function refreshClubs() {  // a seat changed in the record (here, or by pairings): its club in the form
    for (const [board, form] of Object.entries(forms)) {
      for (const seat of ["p1", "p2"]) {
        const club = form.elements[seat + "_club"];
        const id = seats[board] ? seats[board][seat] : null;
        if (document.activeElement === club || form.shownId[seat] === id) continue;
        form.shownId[seat] = id;
        club.value = clubOf(board, seat, form.elements[seat].value.trim());
      }
    }
  }

  function boardForm(id) {
    if (forms[id]) return forms[id];
    const form = document.getElementById("board-template").content.firstElementChild.cloneNode(true);
    const shown = form.shown = {};  // the names last put in the form from the stream or a save
    form.shownId = {};  // the record's player ids behind them
    form.querySelector("h2").textContent = id;
    form.addEventListener("click", async (event) => {
      const action = event.target.dataset && event.target.dataset.action;
      if (!action) return;
      const reply = form.querySelector(".reply");
      const value = (name) => form.elements[name].value.trim();
      try {
        if (action === "players") {
          // Found in the record as the command line finds them: by name, the club when two share it.
          const result = await call("PUT", "/api/boards/" + encodeURIComponent(id) + "/players", {
            p1: value("p1"), p2: value("p2"), p1_club: value("p1_club"), p2_club: value("p2_club"),
            new: form.elements["new"].checked });
          for (const seat of ["p1", "p2"]) {
            if (!result.seat) continue;
            form.elements[seat].value = shown[seat] = result.seat[seat].name;
            form.elements[seat + "_club"].value = result.seat[seat].club;
            form.shownId[seat] = result.seat[seat].id;
          }
          form.elements["new"].checked = false;
          reply.textContent = "players saved";
          loadPlayers();
          return;
        }
        let args = {};
        if (action === "adjudicate") args = { winner: value("winner") };
        if (action === "settings" || action === "new_game") {
          const settings = {};
          for (const key of ["time_control", "foul_mode", "opening"]) if (value(key)) settings[key] = value(key);
          if (action === "settings") args = settings;
          else if (Object.keys(settings).length) args = { settings };
        }
        if (action === "adjudicate" && !confirm("End the game on " + id + ": " + value("winner") + "?")) return;
        const result = await call("POST", "/api/boards/" + encodeURIComponent(id) + "/commands", { name: action, args });
        reply.textContent = action + ": " + result.state + (result.detail ? " (" + result.detail + ")" : "");
      } catch (error) { reply.textContent = action + ": " + error.message; }
    });
    forms[id] = form;
    document.getElementById("boards").appendChild(form);
    return form;
  }

  function render() {
    const hallName = document.getElementById("hall-name");
    if (document.activeElement !== hallName) hallName.value = stream.hall.name || "";
    const delay = document.getElementById("hall-delay");
    if (document.activeElement !== delay) delay.value = String(stream.hall.delay || 0);
    for (const id of Object.keys(stream.boards).sort()) {
      const state = stream.boards[id];
      const form = boardForm(id);
      form.querySelector(".state").textContent = (state.game ? T.gameName(state.game) + ", move " + state.moves.length : "no game") +
        ", " + T.statusText(state) + (state.result ? ": " + T.resultText(state.result) : "");
      for (const seat of ["p1", "p2"]) {
        const input = form.elements[seat];
        const name = state.players[seat] || "";
        if (document.activeElement === input || form.shown[seat] === name) continue;
        input.value = form.shown[seat] = name;  // another player seated (here, or by pairings): their club
        const club = form.elements[seat + "_club"];
        club.value = clubOf(id, seat, name);
        delete form.shownId[seat];
        loadPlayers();
      }
    }
  }

  start();
})();
