// The virtual board's page: the stones as the sensors see them, the LEDs, the clock display, the buttons.
"use strict";
(() => {
  const SIZE = 15, LETTERS = "abcdefghijklmno", NS = "http://www.w3.org/2000/svg";
  const svg = document.getElementById("board");
  const px = (c) => c + 1.5, py = (r) => SIZE - r + 0.5;
  let view = null;
  let held = 0;

  function el(tag, attrs, parent) {
    const node = document.createElementNS(NS, tag);
    for (const k in attrs) node.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(node);
    return node;
  }
  const pointName = (p) => LETTERS[p % SIZE] + String(Math.floor(p / SIZE) + 1);

  async function post(url, body, where) {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) document.getElementById(where || "guide").textContent = (await response.json()).error;
    return response.ok;
  }

  // The remote opponent's move due now, as the host's play command said it ("move N: the remote
  // player plays h9: ..."), or null.
  function remoteDue() {
    const remote = view.remote || {}, s = view.state || {};
    if (!remote.playing || s.pending || s.result) return null;
    let due = null;
    for (const line of remote.lines) {
      const m = /^move (\d+): the remote player plays ([a-o]\d+)/.exec(line);
      if (m) due = { n: Number(m[1]), point: m[2] };
    }
    return due && due.n === (s.moves || []).length + 1 ? due.point : null;
  }

  function draw() {
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    svg.setAttribute("viewBox", "0 0 17 17");
    el("rect", { x: 0.3, y: 0.3, width: 16.4, height: 16.4, rx: 0.3, class: "wood" }, svg);
    for (let i = 0; i < SIZE; i++) {
      el("line", { x1: px(0), y1: py(i), x2: px(14), y2: py(i), class: "grid" }, svg);
      el("line", { x1: px(i), y1: py(0), x2: px(i), y2: py(14), class: "grid" }, svg);
      el("text", { x: px(i), y: 16.75, class: "label" }, svg).textContent = LETTERS[i];
      el("text", { x: 0.55, y: py(i) + 0.15, class: "label" }, svg).textContent = String(i + 1);
    }
    for (let p = 0; p < SIZE * SIZE; p++) {
      const c = p % SIZE, r = Math.floor(p / SIZE);
      const strength = view.layout[p], led = view.leds[p];
      if (led && strength === 0) el("circle", { cx: px(c), cy: py(r), r: 0.28, fill: led, class: "led", "data-led": pointName(p) }, svg);
      if (strength !== 0) {
        const g = el("g", { class: "stone " + (strength < 0 ? "black" : "white") + (Math.abs(strength) < 50 ? " pale" : ""),
                            "data-point": pointName(p) }, svg);
        el("circle", { cx: px(c), cy: py(r), r: 0.46 }, g);
        if (led) el("circle", { cx: px(c), cy: py(r), r: 0.36, stroke: led, class: "led-ring", "data-led": pointName(p) }, svg);
      }
      const hit = el("rect", { x: px(c) - 0.5, y: py(r) - 0.5, width: 1, height: 1, class: "hit", "data-hit": pointName(p) }, svg);
      hit.addEventListener("click", async () => {
        if (strength === 0 && remoteDue() === pointName(p)) {  // the opponent's stone, put for them
          const mask = view.remote.colour === "black" ? 2 : 1;  // their seat's button
          if (await post("/api/stone", { point: pointName(p), colour: view.state.turn })) {
            await new Promise((done) => setTimeout(done, 400));  // the board sees the stone, then the press
            await post("/api/buttons", { mask: held | mask });
            await new Promise((done) => setTimeout(done, 150));
            await post("/api/buttons", { mask: held });
          }
          return;
        }
        const colour = strength !== 0 ? "empty" : document.querySelector("input[name=colour]:checked").value;
        post("/api/stone", { point: pointName(p), colour });
      });
    }
    const d = view.display || {};
    for (const [side, index] of [["left", 1], ["right", 2]]) {
      const face = document.getElementById("face-" + side);
      face.textContent = d[side] || "\u00a0";
      face.classList.toggle("running", d.running === index);
    }
    const s = view.state || {};
    document.getElementById("board-id").textContent = view.board;
    document.getElementById("host").textContent = s.host ? "host connected" : "no host";
    let status = "";
    if (s.result) status = s.result.winner === "draw" ? "Drawn (" + s.result.reason + ")" : s.result.winner + " wins (" + s.result.reason + ")";
    else if (s.prompt) status = "Opening: " + s.prompt.player + " (" + s.prompt.colour + ") to " + s.prompt.actions.join(" / ");
    else if (s.turn) status = "Move " + ((s.moves || []).length + 1) + ": " + s.turn + " to play" + (s.pending ? " (" + s.pending + " waits for its clock press)" : "");
    document.getElementById("status").textContent = status;
    const guide = [];
    if ((s.restore || []).length) guide.push("put back (blue): " + s.restore.join(" "));
    if ((s.remove || []).length) guide.push("take away (red): " + s.remove.join(" "));
    document.getElementById("guide").textContent = guide.join("; ");
    drawRemote(view.remote || {});
    // In a remote game the hand takes the colour to move when it is this player's turn (their own
    // stones are the ones placed by hand; the opponent's go on with a click on their blinking point).
    const remote = view.remote || {}, turnKey = (s.moves || []).length + ":" + s.turn;
    const owner = s.black_owner || 1, toMove = s.turn === "black" ? owner : 3 - owner;  // the seat to move
    if (remote.playing && s.turn && !s.result && turnKey !== handTurn && toMove === (remote.colour === "black" ? 1 : 2)) {
      handTurn = turnKey;
      const radio = document.querySelector("input[name=colour][value=" + s.turn + "]");
      if (radio) radio.checked = true;
    }
  }
  let handTurn = null;

  let remoteShown = null;
  function drawRemote(remote) {
    const shown = JSON.stringify(remote);
    if (shown === remoteShown) return;
    remoteShown = shown;
    document.getElementById("remote-join").disabled = !!remote.playing;
    document.getElementById("remote-leave").disabled = !remote.playing;
    const pre = document.getElementById("remote-lines");
    pre.textContent = "";
    const lines = (remote.lines || []).slice();
    if (remote.exit !== null && remote.exit !== undefined) lines.push("(the remote game's player stopped: exit " + remote.exit + ")");
    for (const line of lines) {
      const span = document.createElement("span");
      if (line.includes("refused")) span.className = "refused";
      span.textContent = line + "\n";
      pre.appendChild(span);
    }
    pre.scrollTop = pre.scrollHeight;
  }

  document.getElementById("remote").addEventListener("submit", async (event) => {
    event.preventDefault();
    document.getElementById("remote-error").textContent = "";
    await post("/api/remote", {
      broker: document.getElementById("remote-broker").value.trim(),
      game: document.getElementById("remote-game").value.trim(),
      secret: document.getElementById("remote-secret").value,
      colour: document.querySelector("input[name=remote-colour]:checked").value,
    }, "remote-error");
  });
  document.getElementById("remote-leave").addEventListener("click", () => post("/api/remote/leave", {}, "remote-error"));

  function hold(button, mask) {
    const press = (event) => { event.preventDefault(); held |= mask; button.classList.add("held"); post("/api/buttons", { mask: held }); };
    const release = () => {
      if (!(held & mask)) return;
      held &= ~mask; button.classList.remove("held"); post("/api/buttons", { mask: held });
    };
    button.addEventListener("pointerdown", press);
    for (const name of ["pointerup", "pointerleave", "pointercancel"]) button.addEventListener(name, release);
  }
  hold(document.getElementById("left"), 1);
  hold(document.getElementById("right"), 2);
  hold(document.getElementById("both"), 3);

  hold(document.getElementById("menu"), 4);

  // The menu's keys and items, from the board's own table (firmware/menu.py, as on the card).
  function fillTable(table, rows) {
    for (const row of rows) {
      const tr = table.insertRow();
      for (const cell of row) tr.insertCell().textContent = cell;
    }
  }
  fetch("/api/menu").then((response) => response.json()).then((menu) => {
    fillTable(document.getElementById("menu-key-table"), menu.keys);
    fillTable(document.getElementById("menu-item-table"), menu.items);
    document.getElementById("menu-fields").textContent = menu.fields;
  });

  const source = new EventSource("/api/stream");
  source.onmessage = (event) => { view = JSON.parse(event.data); draw(); };
})();
