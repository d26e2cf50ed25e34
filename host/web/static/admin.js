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
    if (who.admin && !stream) stream = new T.Stream("/api/stream?view=live", render);
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

  function boardForm(id) {
    if (forms[id]) return forms[id];
    const form = document.getElementById("board-template").content.firstElementChild.cloneNode(true);
    form.querySelector("h2").textContent = id;
    form.addEventListener("click", async (event) => {
      const action = event.target.dataset && event.target.dataset.action;
      if (!action) return;
      const reply = form.querySelector(".reply");
      const value = (name) => form.elements[name].value.trim();
      try {
        if (action === "players") {
          await call("PUT", "/api/boards/" + encodeURIComponent(id) + "/players", { p1: value("p1"), p2: value("p2") });
          reply.textContent = "players saved";
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
        if (document.activeElement !== input) input.value = state.players[seat] || "";
      }
    }
  }

  start();
})();
