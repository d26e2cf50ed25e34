// The archive: every recorded game, and one game replayed with a slider and the arrow keys.
"use strict";
(() => {
  const T = Tengen;
  const parts = location.pathname.split("/");
  const gameId = parts[2];

  async function fetchJson(url) {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error((await response.json()).error || response.statusText);
    return response.json();
  }

  async function showList() {
    const data = await fetchJson("/api/games");
    const body = document.getElementById("games");
    document.getElementById("none").hidden = data.games.length > 0;
    for (const g of data.games.slice().reverse()) {
      const row = document.createElement("tr");
      const link = document.createElement("a");
      link.href = "/archive/" + g.id;
      link.textContent = "#" + g.id;
      const event = [g.event, g.round ? "round " + g.round : ""].filter(Boolean).join(", ");
      const result = g.winner ? g.winner + (g.reason ? " (" + g.reason + ")" : "")
        : (g.reason === "abandoned" ? "abandoned" : "in progress");
      const cells = [link, g.board, new Date(g.started * 1000).toLocaleString(), g.black || "", g.white || "", event,
                     String(g.moves), result];
      for (const value of cells) {
        const cell = document.createElement("td");
        if (typeof value === "string") cell.textContent = value; else cell.appendChild(value);
        row.appendChild(cell);
      }
      body.appendChild(row);
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
      game = await fetchJson("/api/games/" + encodeURIComponent(gameId));
    } catch (error) {
      T.text("title", String(error.message));
      return;
    }
    const state = game.state;
    const total = state.moves.length;
    const slider = document.getElementById("slider");
    slider.max = String(total);
    T.text("title", "Game " + game.id + " on board " + game.board);
    T.text("players", T.playerName(state, "P1") + " (" + T.seatColour(state, "P1") + ") vs " +
                      T.playerName(state, "P2") + " (" + T.seatColour(state, "P2") + ")");
    // The record around the game (host/record.py, as `show` prints it): the event, the arbiter's corrections.
    const record = game.record || {};
    T.text("event", [record.event, record.place, record.round ? "round " + record.round : "",
                     record.board_no ? "board " + record.board_no : "", record.date,
                     record.imported_from ? "from the file " + record.imported_from : ""].filter(Boolean).join(", "));
    T.text("corrections", (record.corrections || []).map((c) => {
      const say = c.field === "result" ? words : (value) => value;
      return "Corrected by the arbiter: " + c.field + " " + say(c.corrected) + " (was " + (say(c.original) || "none") +
        ")" + (c.note ? ": " + c.note : "");
    }).join("; "));
    T.text("opening", state.opening ? "Opening: " + state.opening.name + " (" + state.opening.code + ")" : "");
    T.text("result", T.resultText(state.result));
    // The game in the renju world's formats (host/formats), from the host's record.
    const downloads = document.getElementById("downloads");
    downloads.textContent = "Download: ";
    for (const [label, path] of [["score sheet (PDF)", "pdf"], ["лист записи (PDF)", "pdf?lang=ru"], ["RenLib", "renlib"],
                                 ["RenjuNet XML", "renjunet"], ["SGF", "sgf"], ["text", "text"]]) {
      const link = document.createElement("a");
      link.href = "/api/games/" + encodeURIComponent(game.id) + "/export/" + path;
      link.textContent = label;
      downloads.appendChild(link);
      downloads.appendChild(document.createTextNode(" "));
    }
    const body = document.getElementById("moves");
    const rows = state.moves.map((m, i) => {
      const row = document.createElement("tr");
      row.className = m.colour;
      for (const value of [String(m.n), m.point, T.usedText(state, i)]) {
        const cell = document.createElement("td");
        cell.textContent = value;
        row.appendChild(cell);
      }
      row.addEventListener("click", () => show(i + 1));
      body.appendChild(row);
      return row;
    });
    const svg = document.getElementById("board");
    let at = total;
    function show(k) {
      at = Math.max(0, Math.min(total, k));
      slider.value = String(at);
      T.drawBoard(svg, state, { upto: at });
      rows.forEach((row, i) => row.classList.toggle("current", i === at - 1));
      T.text("position", "move " + at + " of " + total);
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

  (gameId ? showGame() : showList()).catch((error) => T.text("title", String(error)));
})();
