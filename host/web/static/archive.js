// The archive: the recorded games, filtered by event, round and player, each downloadable in every
// record format (and a whole round in one file); one game replayed with a slider and the arrow keys.
// The same page serves a published event (tengen-host publish): its data then comes from plain
// files beside it (window.TENGEN_PUBLISHED, window.TENGEN_GAME), with no host behind it.
"use strict";
(() => {
  const T = Tengen;
  const published = window.TENGEN_PUBLISHED || null;
  const givenGame = window.TENGEN_GAME || null;
  const gameId = givenGame ? String(givenGame.id) : (published ? null : location.pathname.split("/")[2]);

  async function fetchJson(url) {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error((await response.json()).error || response.statusText);
    return response.json();
  }

  // The record formats: {name: {"extension", "description", "several"}} (host/formats).
  async function formats() {
    if (published || givenGame) return (published || givenGame).formats;
    return (await fetchJson("/api/formats")).formats;
  }

  function link(href, label) {
    const a = document.createElement("a");
    a.href = href;
    a.textContent = label;
    return a;
  }

  function downloadLinks(box, label, items) { // items: [[href, text]]
    box.textContent = label + " ";
    for (const [href, text] of items) {
      box.appendChild(link(href, text));
      box.appendChild(document.createTextNode(" "));
    }
  }

  function fill(select, values, chosen) {
    while (select.options.length > 1) select.remove(1);
    for (const value of values) {
      const option = document.createElement("option");
      option.value = option.textContent = value;
      option.selected = value === chosen;
      select.appendChild(option);
    }
  }

  async function showList() {
    const query = new URLSearchParams(location.search);
    const wanted = { event: query.get("event") || "", round: query.get("round") || "", player: query.get("player") || "" };
    // The host's list comes a page at a time, filtered by the host (a federation's archive holds
    // 150,000 games): the newest page first, ?before=ID the older ones. A published event's few
    // games are all in its file, filtered here.
    let page;
    if (published) {
      const all = published.games;
      const rounds = all.filter((g) => !wanted.event || g.event === wanted.event).map((g) => String(g.round || ""));
      page = { games: all, next: null, total: all.length, events: [...new Set(all.map((g) => g.event).filter(Boolean))],
               rounds: [...new Set(rounds.filter(Boolean))] };
    } else {
      const asked = new URLSearchParams();
      for (const key of ["event", "round", "player", "before"]) if (query.get(key)) asked.set(key, query.get(key));
      page = await fetchJson("/api/games?" + asked.toString());
    }
    const eventSelect = document.getElementById("filter-event");
    const roundSelect = document.getElementById("filter-round");
    const playerInput = document.getElementById("filter-player");
    fill(eventSelect, page.events.slice().sort(), wanted.event);
    fill(roundSelect, page.rounds.map(String).sort((a, b) => a.localeCompare(b, undefined, { numeric: true })), wanted.round);
    playerInput.value = wanted.player;
    const refilter = () => {
      const next = new URLSearchParams(location.search);
      for (const [key, value] of [["event", eventSelect.value], ["round", roundSelect.value], ["player", playerInput.value.trim()]]) {
        if (value) next.set(key, value); else next.delete(key);
      }
      if (eventSelect.value !== wanted.event) next.delete("round");
      next.delete("before");  // new filters: their newest page
      location.search = next.toString();
    };
    eventSelect.addEventListener("change", refilter);
    roundSelect.addEventListener("change", refilter);
    playerInput.addEventListener("change", refilter);
    document.getElementById("filters").addEventListener("submit", (event) => { event.preventDefault(); refilter(); });

    const player = wanted.player.toLowerCase();
    const games = !published ? page.games : page.games.filter((g) => (!wanted.event || g.event === wanted.event)
      && (!wanted.round || String(g.round || "") === wanted.round)
      && (!player || (g.black || "").toLowerCase().includes(player) || (g.white || "").toLowerCase().includes(player)));
    const body = document.getElementById("games");
    document.getElementById("none").hidden = games.length > 0;
    showPages(page, query);
    for (const g of games.slice().reverse()) {
      const row = document.createElement("tr");
      row.dataset.game = String(g.id);
      const href = published ? "games/" + g.id + ".html" : "/archive/" + g.id;
      const cells = [link(href, "#" + g.id), g.event || "", g.round ? String(g.round) : "", g.board_no || (published ? "" : g.board),
                     g.black || "", g.white || "", T.listedResult(g), String(g.moves),
                     g.started ? new Date(g.started * 1000).toISOString().slice(0, 10) : ""];  // ISO, as the records write it
      for (const value of cells) {
        const cell = document.createElement("td");
        if (typeof value === "string") cell.textContent = value; else cell.appendChild(value);
        row.appendChild(cell);
      }
      body.appendChild(row);
    }
    // An event chosen (or published): its standings and results grid.
    const event = published ? published.event : wanted.event;
    let table = published ? published.standings : null;
    if (!published && event) {
      try { table = await fetchJson("/api/standings?event=" + encodeURIComponent(event)); } catch (e) { table = null; }
    }
    if (table && table.players.length) {
      document.getElementById("tables").hidden = false;
      T.renderStandings(table, document.getElementById("standings"), document.getElementById("crosstable"));
    }
    // A round chosen: all its games in one file of each format (a zip of files where a format holds one).
    const box = document.getElementById("round-downloads");
    box.hidden = !(wanted.event && wanted.round);
    if (!box.hidden) {
      const known = await formats();
      const files = published ? (published.rounds[wanted.event] || {})[wanted.round] || {} : null;
      const items = [];
      for (const [name, format] of Object.entries(known)) {
        const href = published ? files[name]
          : "/api/rounds/export/" + name + "?" + new URLSearchParams({ event: wanted.event, round: wanted.round, lang: T.language() });
        const label = T.formatText(name, format);
        if (href) items.push([href, format.several ? label : T.t("formats.zip", label)]);
      }
      downloadLinks(box, T.t("r.download_round", T.eventText(wanted.event, wanted.round)), items);
    }
  }

  // Under the list: how many games match, and links to the older page and back to the newest.
  function showPages(page, query) {
    const box = document.getElementById("pages");
    box.hidden = !page.next && !query.get("before");
    if (box.hidden) return;
    box.textContent = T.t("r.count", page.total) + " ";
    const to = (before) => {
      const next = new URLSearchParams(query);
      if (before) next.set("before", before); else next.delete("before");
      return "?" + next.toString();
    };
    if (query.get("before")) {
      box.appendChild(link(to(null), T.t("r.newest")));
      box.appendChild(document.createTextNode(" "));
    }
    if (page.next) {
      const older = link(to(page.next), T.t("r.older"));
      older.id = "older";
      box.appendChild(older);
    }
  }

  function words(value) { // a stored result "draw adjudication" -> "draw (adjudication)"
    const [first, ...rest] = String(value || "").split(" ");
    return rest.length ? first + " (" + rest.join(" ") + ")" : first;
  }

  async function showGame() {
    document.getElementById("list").hidden = true;
    document.getElementById("replay").hidden = false;
    let game;
    try {
      game = givenGame || await fetchJson("/api/games/" + encodeURIComponent(gameId));
    } catch (error) {
      T.text("title", String(error.message));
      return;
    }
    const state = game.state;
    const total = state.moves.length;
    const slider = document.getElementById("slider");
    slider.max = String(total);
    const record = game.record || {};
    T.text("title", T.t("r.game_title", game.id, record.board_no || game.board));
    T.text("players", T.playerName(state, "P1") + " (" + T.t("colour_" + T.seatColour(state, "P1")) + ") \u2013 " +
                      T.playerName(state, "P2") + " (" + T.t("colour_" + T.seatColour(state, "P2")) + ")");
    // The record around the game (host/game_record.py, as `show` prints it): the event, the arbiter's corrections.
    T.text("event", [T.eventText(record.event, record.round), record.place, record.date,
                     record.imported_from ? T.t("r.from_file", record.imported_from) : ""].filter(Boolean).join(", "));
    T.text("corrections", (record.corrections || []).map((c) => {
      const say = c.field === "result" ? words : (value) => value;
      return T.t("r.corrected", c.field, say(c.corrected), say(c.original) || "-") + (c.note ? ": " + c.note : "");
    }).join("; "));
    T.text("opening", state.opening ? T.t("opening", T.openingText(state.opening)) : "");
    T.text("result", T.resultText(state.result));
    // The game in every record format (host/formats), from the host's record (or the published files).
    const known = await formats();
    const items = [];
    for (const [name, format] of Object.entries(known)) {
      if (givenGame) { // a published game: its files beside it, the score sheet in the reader's language
        const file = ((game.sheets || {})[name] || {})[T.language()] || (game.files || {})[name];
        if (file) items.push([file, T.formatText(name, format)]);
        continue;
      }
      if (game.writes && !game.writes.includes(name)) continue;  // a format that cannot hold this game
      // the score sheet in the page's language: the same file for whoever follows the link
      items.push(["/api/games/" + encodeURIComponent(game.id) + "/export/" + name + "?lang=" + T.language(),
                  T.formatText(name, format)]);
    }
    downloadLinks(document.getElementById("downloads"), T.t("r.download"), items);
    // The engine's review (tengen-host hints GAME --save), where there is one: per move its best move
    // and what the move lost, a column of the move list; the moves that lost the most marked and listed.
    const review = game.review || null;
    const reviewed = review ? Object.fromEntries(review.moves.map((r) => [r.n, r])) : {};
    const costly = new Set(review ? review.lost_most : []);
    // The forced wins missed (host/forced_win.py): by the number of the move that missed it.
    const missed = Object.fromEntries(((review && review.missed_wins) || []).map((w) => [w.n, w]));
    const percent = (loss) => Math.round(100 * loss) + "%";
    if (review) {
      const box = document.getElementById("lost-most");
      box.hidden = !review.lost_most.length;
      box.textContent = T.t("r.lost_most") + " ";
      for (const n of review.lost_most) {
        const r = reviewed[n];
        const a = document.createElement("a");
        a.href = "#" + n;
        a.dataset.n = String(n);
        a.textContent = n + ". " + T.pointText(r.played) + " (" + percent(r.loss) + ")";
        a.addEventListener("click", (event) => { event.preventDefault(); show(n); });
        box.appendChild(a);
        box.appendChild(document.createTextNode(" "));
      }
    }
    // The moves in pairs (as the board's page lists them), each a link to its position; with a review,
    // the engine's best move there and what the move lost under its time.
    const cells = [];  // per move: its point's and its time's cells
    T.renderMovePairs(document.getElementById("moves"), state, (m, point, used) => {
      const r = reviewed[m.n];
      if (r && r.best && r.best !== r.played) {
        const best = document.createElement("span");
        best.className = "best";
        best.textContent = T.t("r.best") + " " + T.pointText(r.best) + (percent(r.loss) === "0%" ? "" : " \u2212" + percent(r.loss));
        used.appendChild(best);
      }
      const win = missed[m.n];
      if (win) { // the mark: choosing it plays the win out on the board
        const mark = document.createElement("a");
        mark.className = "missed";
        mark.href = "#" + m.n;
        mark.dataset.n = String(m.n);
        mark.textContent = T.t("r.missed", win.kind.toUpperCase());
        mark.addEventListener("click", (event) => { event.preventDefault(); event.stopPropagation(); playLine(win); });
        used.appendChild(mark);
        point.classList.add("missed-win");
      }
      for (const part of [point, used]) {
        part.classList.add("move");
        part.classList.toggle("costly", costly.has(m.n));
        part.addEventListener("click", () => show(m.n));
      }
      cells[m.n - 1] = [point, used];
    });
    const svg = document.getElementById("board");
    let at = total;
    let playing = null; // a missed win being played out: {win, shown, timer}
    function show(k, line) {
      if (playing && !line) { clearTimeout(playing.timer); playing = null; }
      at = Math.max(0, Math.min(total, k));
      slider.value = String(at);
      const next = reviewed[at + 1]; // the engine's best reply in this position: ringed on the board
      T.drawBoard(svg, state, { upto: at, hint: next && !line ? next.best : null, line: line || null });
      cells.forEach((pair, i) => pair.forEach((part) => part.classList.toggle("current", i === at - 1)));
      const row = cells[at - 1] && cells[at - 1][0].parentElement;  // kept in view in the list's own box (not the page)
      const box = row && row.closest("table");
      if (box && (row.offsetTop < box.scrollTop || row.offsetTop + row.offsetHeight > box.scrollTop + box.clientHeight)) {
        box.scrollTop = row.offsetTop - box.clientHeight / 2;
      }
      T.text("position", T.t("r.position", at, total));
      const here = reviewed[at];
      const said = [];
      if (here) {
        said.push(here.best && here.best !== here.played
          ? T.t("r.hint_cost", at, T.pointText(here.played), percent(here.loss), T.pointText(here.best))
          : T.t("r.hint_good", at, T.pointText(here.played)));
      }
      if (next && next.best && !line) said.push(T.t("r.best_reply", T.pointText(next.best)));
      if (line) {
        const win = playing.win;
        said.length = 0;
        said.push(T.t("r.missed_line", win.n, T.pointText(reviewed[win.n].played), win.kind.toUpperCase(),
                      win.line.slice(0, line.shown).map((p, i) => (i + 1) + ". " + T.pointText(p)).join(" ")));
      }
      T.text("hint", said.join(" "));
    }
    // A missed win played out as the LEDs play it: the position before the move that missed it, then
    // the line's stones one by one (the attacker's first, numbered), a stone every LINE_STEP_MS.
    const LINE_STEP_MS = 1000;
    function playLine(win) {
      if (playing) clearTimeout(playing.timer);
      playing = { win, shown: 0, timer: null };
      const first = win.n % 2 ? "black" : "white"; // the mover of move n: the side that had the win
      const step = () => {
        playing.shown += 1;
        show(win.n - 1, { points: win.line, first, shown: playing.shown });
        if (playing.shown < win.line.length) playing.timer = setTimeout(step, LINE_STEP_MS);
      };
      step();
    }
    slider.addEventListener("input", () => show(parseInt(slider.value, 10)));
    document.getElementById("first").onclick = () => show(0);
    document.getElementById("prev").onclick = () => show(at - 1);
    document.getElementById("next").onclick = () => show(at + 1);
    document.getElementById("last").onclick = () => show(total);
    document.addEventListener("keydown", (event) => {
      const step = { ArrowLeft: -1, ArrowRight: 1, ArrowDown: -1, ArrowUp: 1 }[event.key];
      if (step) { show(at + step); event.preventDefault(); }
      else if (event.key === "Home") show(0);
      else if (event.key === "End") show(total);
    });
    show(total);
  }

  if (published || givenGame) { // a published event: its own index, no host to go back to
    const home = document.getElementById("home");
    home.href = givenGame ? "../index.html" : "index.html";
    home.lastChild.dataset.i18n = "r.event_games";
    T.ready.then(() => T.translatePage(home));
    if (!givenGame) home.hidden = true;
    const heading = document.getElementById("page-title");  // the event's name, not "Archive"
    heading.removeAttribute("data-i18n");
    heading.textContent = published ? published.event : (givenGame.record || {}).event || "";
  }
  T.languageSwitch(document.getElementById("language"));
  T.ready.then(() => (gameId ? showGame() : showList())).catch((error) => T.text("title", String(error)));
})();
