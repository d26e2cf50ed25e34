// The arbiter's page: log in with the admin token, then the hall (name, event, round, delay), and each
// board drawn with its clocks: its hall number, players and clubs, new game, adjudication, settings.
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
    if (!response.ok) throw Object.assign(new Error(data.error || response.statusText), { data });
    return data;
  }

  // The regulations a board takes, from the host (shared_rules.openings), into the board form's
  // template before any board's form is made from it.
  let regulationsLoaded = false;
  async function loadRegulations() {
    if (regulationsLoaded) return;
    regulationsLoaded = true;
    const known = (await (await fetch("/api/regulations", { credentials: "same-origin" })).json()).regulations;
    const template = document.getElementById("board-template").content;
    for (const select of template.querySelectorAll('select[name="opening"]')) {
      for (const [name, title] of Object.entries(known)) {
        const option = document.createElement("option");
        option.value = name;
        option.textContent = T.t("regulations." + title);  // as the viewer's federation writes it
        select.appendChild(option);
      }
    }
  }

  async function start() {
    await loadRegulations();
    const who = await (await fetch("/api/whoami", { credentials: "same-origin" })).json();
    if (!who.writes) { T.text("who", T.t("a.no_writes")); return; }
    document.getElementById("login").hidden = who.admin;
    tokenWhere(who);
    document.getElementById("controls").hidden = !who.admin;
    T.text("who", who.admin ? T.t("a.logged_in") : "");
    if (who.admin && !stream) {
      await loadPlayers();
      stream = new T.Stream("/api/stream?view=live", render);
      setInterval(loadPlayers, 5000);  // seats given elsewhere (pairings, the command line) reach the clubs
      loadEngines();
      setInterval(loadEngines, 1500);  // the engine's games the daemon plays: running, its last move, over
      setInterval(tick, 200);
      showBroker();
      T.showLan(document.getElementById("lan-box"), document.getElementById("lan"), document.getElementById("lan-qr"));
      setInterval(showBroker, 2000);  // the MQTT broker (--mqtt): connected, or lost since when
      setTimeout(countViewers, 1000);  // once this page's own stream is open
      setInterval(countViewers, 5000);
    }
  }

  // Where the arbiter finds the token: the file the daemon read it from (its path on the host), or its
  // environment's variable.
  function tokenWhere(who) {
    const box = document.getElementById("token-where");
    box.hidden = who.admin;
    T.text("token-where-words", T.t(who.token_file ? "a.token_in_file" : "a.token_in_env"));
    T.text("token-file", who.token_file || "TENGEN_ADMIN_TOKEN");
  }

  async function showBroker() {
    let broker;
    try { broker = (await (await fetch("/api/broker", { credentials: "same-origin" })).json()).broker; }
    catch (e) { return; }
    const line = document.getElementById("broker");
    line.hidden = !broker;
    if (!broker) return;
    const since = new Date(broker.since * 1000).toTimeString().slice(0, 8);  // 14:02:03, the hall's clock
    line.textContent = T.t("a.broker_" + broker.state, broker.broker, since, broker.reason);
    line.classList.toggle("error", broker.state !== "connected" && broker.state !== "connecting");
  }

  async function countViewers() {
    try {
      const response = await fetch("/api/viewers", { credentials: "same-origin" });
      if (response.ok) T.text("viewers", T.t("viewers", (await response.json()).viewers));
    } catch (e) { /* the next try */ }
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
                                       event: document.getElementById("hall-event").value,
                                       round: document.getElementById("hall-round").value,
                                       delay: Number(document.getElementById("hall-delay").value || 0),
                                       lang: document.getElementById("hall-lang").value });
      T.text("hall-reply", T.t("a.saved"));
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

  // The engine's games the daemon plays (host/web/engine_seats.py): each board form says whether the
  // computer plays there, which colour at which level, and what it did last.
  let engines = { available: false, engines: {} };
  async function loadEngines() {
    try {
      const response = await fetch("/api/engines", { credentials: "same-origin" });
      if (!response.ok) return;
      engines = await response.json();
    } catch (e) { return; }
    for (const [id, form] of Object.entries(forms)) showEngine(form, engines.engines[id]);
  }
  function showEngine(form, seat) {
    let text;
    if (!seat) text = T.t(engines.available ? "a.engine_none" : "a.engine_missing");
    else if (seat.state === "starting" || seat.state === "playing") {
      text = T.t("a.engine_plays", T.t(seat.colour), seat.level) + (seat.said ? ": " + seat.said : "");
    } else text = T.t("a.engine_" + seat.state) + (seat.said && seat.state === "failed" ? ": " + seat.said : "");  // why
    form.querySelector(".engine-state").textContent = text;
    form.classList.toggle("engine-playing", Boolean(seat && (seat.state === "starting" || seat.state === "playing")));
  }

  function boardForm(id) {
    if (forms[id]) return forms[id];
    const form = document.getElementById("board-template").content.firstElementChild.cloneNode(true);
    const shown = form.shown = {};  // the names last put in the form from the stream or a save
    form.shownId = {};  // the record's player ids behind them
    T.translatePage(form);
    form.dataset.board = id;
    form.querySelector("h2").textContent = id;
    showEngine(form, engines.engines[id]);
    form.addEventListener("change", (event) => {  // another name typed: its club, not the last one's
      const seat = event.target.name;
      if (seat !== "p1" && seat !== "p2") return;
      form.elements[seat + "_club"].value = clubOf(id, seat, event.target.value.trim());
    });
    form.addEventListener("click", async (event) => {
      const action = event.target.dataset && event.target.dataset.action;
      if (!action) return;
      const reply = form.querySelector(".reply");
      const value = (name) => form.elements[name].value.trim();
      try {
        if (action === "number") {
          const result = await call("PUT", "/api/boards/" + encodeURIComponent(id) + "/number", { board_no: value("board_no") });
          form.shownNo = result.board_no;
          reply.textContent = T.t("a.numbered", result.board_no);
          return;
        }
        if (action === "players" || action === "players_reseat" || action === "players_keep") {
          // Found in the record as the command line finds them: by name, the club when two share it.
          // New players under a game already begun: the record asks whose game it is (the buttons below).
          const asked = { p1: value("p1"), p2: value("p2"), p1_club: value("p1_club"), p2_club: value("p2_club"),
            new: form.elements["new"].checked };
          if (action !== "players") asked.under_way = action === "players_reseat" ? "reseat" : "keep";
          let result;
          try {
            result = await call("PUT", "/api/boards/" + encodeURIComponent(id) + "/players", asked);
          } catch (error) {
            if (!error.data || !error.data.under_way) throw error;
            reply.textContent = error.message + " ";
            for (const choice of error.data.under_way) {
              const button = document.createElement("button");
              button.type = "button";
              button.dataset.action = "players_" + choice;
              button.textContent = T.t("a.under_way_" + choice);
              reply.appendChild(button);
            }
            return;
          }
          for (const seat of ["p1", "p2"]) {
            if (!result.seat) continue;
            form.elements[seat].value = shown[seat] = result.seat[seat].name;
            form.elements[seat + "_club"].value = result.seat[seat].club;
            form.shownId[seat] = result.seat[seat].id;
          }
          form.elements["new"].checked = false;
          reply.textContent = T.t("a.players_saved");
          loadPlayers();
          return;
        }
        const board = T.boardName(stream.boards[id] || { board: id });
        if (action === "engine_start" || action === "engine_stop") {  // the daemon plays the engine's seat
          if (action === "engine_stop" && !confirm(T.t("a.confirm_engine_stop", board))) return;
          const seat = action === "engine_start"
            ? await call("POST", "/api/boards/" + encodeURIComponent(id) + "/engine",
                         { level: Number(value("engine_level")), colour: value("engine_colour") })
            : await call("DELETE", "/api/boards/" + encodeURIComponent(id) + "/engine");
          engines.engines[id] = seat;
          showEngine(form, seat);
          reply.textContent = "";
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
        // The two commands that end a game ask first: a slip of the mouse must not cost a game.
        if (action === "adjudicate" && !confirm(T.t("a.confirm_adjudicate", board, T.t(value("winner") === "draw" ? "draw"
          : value("winner") + "_wins")))) return;
        if (action === "new_game" && !confirm(T.t("a.confirm_new_game", board))) return;
        const result = await call("POST", "/api/boards/" + encodeURIComponent(id) + "/commands", { name: action, args });
        reply.textContent = action + ": " + result.state + (result.detail ? " (" + result.detail + ")" : "");
      } catch (error) { reply.textContent = action + ": " + error.message; }
    });
    forms[id] = form;
    document.getElementById("boards").appendChild(form);
    return form;
  }

  function keep(input, value) { // the stream's value into a field, unless the arbiter is typing in it
    if (document.activeElement !== input) input.value = value;
  }

  function render() {
    keep(document.getElementById("hall-name"), stream.hall.name || "");
    keep(document.getElementById("hall-event"), stream.hall.event || "");
    keep(document.getElementById("hall-round"), stream.hall.round || "");
    keep(document.getElementById("hall-delay"), String(stream.hall.delay || 0));
    const lang = document.getElementById("hall-lang");
    if (!lang.options.length) {  // the host's languages, each in its own name
      for (const [code, name] of Object.entries(T.languages())) lang.appendChild(new Option(name, code));
    }
    keep(lang, stream.hall.lang || "en");
    const order = T.hallOrder(stream.boards);
    order.forEach((id, i) => {
      const state = stream.boards[id];
      const form = boardForm(id);
      const list = document.getElementById("boards");
      if (list.children[i] !== form) list.insertBefore(form, list.children[i] || null);  // the hall's order
      const number = (state.seat && state.seat.board_no) || "";
      form.querySelector("h2").textContent = number ? T.t("board", number) + " \u00b7 " + id : id;
      if (form.shownNo !== number) { form.shownNo = number; keep(form.elements.board_no, number); }
      form.querySelector(".state").textContent = [state.game ? T.gameName(state.game) + ", " + T.t("move_no", state.moves.length)
        : T.t("a.no_game"), T.eventText(state.seat && state.seat.event, state.seat && state.seat.round),
        T.t("a.link." + T.statusText(state)) + (state.result ? ": " + T.resultText(state.result) : "")].filter(Boolean).join(", ");
      for (const seat of ["P1", "P2"]) {
        const key = seat.toLowerCase();
        form.querySelector(".swatch." + key).className = "swatch " + key + " " + T.seatColour(state, seat);
        form.querySelector(".name." + key).textContent = T.playerName(state, seat);
      }
      const drawnKey = JSON.stringify([state.moves.length, state.result, state.game, state.anomaly]);
      if (form.drawn !== drawnKey) { form.drawn = drawnKey; T.drawBoard(form.querySelector("svg"), state, { bare: true }); }
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
    });
    tick();
  }

  function tick() {
    if (!stream) return;
    const now = stream.now();
    for (const [id, form] of Object.entries(forms)) {
      const state = stream.boards[id];
      if (!state) continue;
      for (const side of [1, 2]) {
        const face = form.querySelector(".face.p" + side);
        face.textContent = T.faceText(state, side, now);
        face.classList.toggle("running", Boolean(state.clock && state.clock.running === side && !state.clock.paused && !state.result));
      }
    }
  }

  T.languageSwitch(document.getElementById("language"));
  T.ready.then(start);
})();
