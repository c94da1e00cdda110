// The lobby: games and options from /api/games, tables from /api/tables.
"use strict";
let catalog = null;

// Your name and this browser's key (it holds the name at the server), kept in localStorage.
function player() {
  const saved = JSON.parse(localStorage.getItem("realmkit:player") || "null");
  if (saved && saved.key) return saved;
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const key = btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
  const made = { name: "", key };
  localStorage.setItem("realmkit:player", JSON.stringify(made));
  return made;
}

function named(body) {
  const me = player();
  return me.name ? { ...body, name: me.name, key: me.key } : body;
}

function keepSeat(table, seat, token, link) {
  localStorage.setItem(`realmkit:${table}`, JSON.stringify({ seat, token, link }));
}

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  for (const c of children) node.append(c);
  return node;
}

function chosenGame() { return catalog.games.find(g => g.id === document.getElementById("game").value); }

function drawForm() {
  const game = chosenGame();
  document.getElementById("summary").textContent = game.summary;
  const options = document.getElementById("options");
  options.replaceChildren();
  for (const o of game.options) {
    let input;
    if (o.choices) {
      input = el("select", { "data-option": o.name });
      for (const c of o.choices) input.append(el("option", { value: c }, c));
      input.value = o.default;
    } else if (typeof o.default === "boolean") {
      input = el("input", { type: "checkbox", "data-option": o.name });
      input.checked = o.default;
    } else {
      input = el("input", { "data-option": o.name, value: String(o.default), size: 8 });
    }
    input.dataset.default = String(o.default);
    options.append(el("label", { title: o.doc }, o.name + " ", input), " ");
  }
  const seats = document.getElementById("seats");
  seats.replaceChildren(el("label", {}, "Players ",
    el("input", { id: "count", type: "number", min: game.min_players, max: game.max_players, value: game.default_players })));
  const list = el("div", { id: "seat-list" });
  seats.append(list);
  const drawSeats = () => {
    const n = Number(document.getElementById("count").value);
    list.replaceChildren();
    for (let i = 0; i < n; i++) {
      const pick = el("select", { "data-seat": i });
      pick.append(el("option", { value: "human" }, i === 0 ? "me" : "human (open seat)"));
      for (const a of catalog.agents) pick.append(el("option", { value: a.name }, "AI: " + a.name));
      if (i > 0) pick.value = catalog.agents.some(a => a.name === "greedy") ? "greedy" : catalog.agents[0].name;
      list.append(el("label", {}, `Player ${i + 1} `, pick), " ");
    }
  };
  document.getElementById("count").addEventListener("change", drawSeats);
  drawSeats();
}

function gameString() {
  const changed = [];
  for (const input of document.querySelectorAll("[data-option]")) {
    const value = input.type === "checkbox" ? String(input.checked) : input.value.trim();
    if (value !== input.dataset.default) changed.push(`${input.dataset.option}=${value}`);
  }
  const id = chosenGame().id;
  return changed.length ? `${id}(${changed.join(",")})` : id;
}

async function createTable(event) {
  event.preventDefault();
  const seats = [...document.querySelectorAll("[data-seat]")].map(s => s.value);
  const open = seats.map((s, i) => (s === "human" && i > 0 ? i : -1)).filter(i => i >= 0);
  const seedText = document.getElementById("seed").value.trim();
  const clock = document.getElementById("clock").value;
  const body = named({ game: gameString(), seats, open, private: document.getElementById("private").checked,
    when_gone: document.getElementById("when-gone").value });
  if (clock) body.clock = JSON.parse(clock);
  if (seedText) body.seed = Number(seedText);
  const answer = await fetch("/api/tables", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify(body) });
  const data = await answer.json();
  if (!answer.ok) { document.getElementById("error").textContent = data.error; return; }
  for (const [seat, token] of Object.entries(data.tokens)) keepSeat(data.table, Number(seat), token, data.links[seat]);
  const invitations = Object.fromEntries(Object.entries(data.links).filter(([seat]) => !(seat in data.tokens)));
  localStorage.setItem(`realmkit:invitations:${data.table}`, JSON.stringify(invitations));
  location.href = `/table/${data.table}`;
}

async function join(table, seat) {
  const answer = await fetch(`/api/tables/${table}/join`, { method: "POST",
    headers: { "content-type": "application/json" }, body: JSON.stringify(named({ seat })) });
  const data = await answer.json();
  if (!answer.ok) { document.getElementById("error").textContent = data.error; return; }
  keepSeat(table, seat, data.token, data.link);
  location.href = `/table/${table}`;
}

const ARCHIVE_PAGE = 10;
let archiveOffset = 0;

// Tables in play from /api/tables (newest first); finished games from /api/archive, a page at a time.
async function drawTables() {
  const groups = await (await fetch("/api/tables")).json();
  const archive = await (await fetch(`/api/archive?offset=${archiveOffset}&limit=${ARCHIVE_PAGE}`)).json();
  document.getElementById("newer").disabled = archiveOffset === 0;
  document.getElementById("older").disabled = archiveOffset + ARCHIVE_PAGE >= archive.total;
  const shown = { open: groups.open.slice().reverse(), playing: groups.playing.slice().reverse(),
    finished: archive.tables };
  for (const [group, entries] of Object.entries(shown)) {
    const rows = document.getElementById(group);
    rows.replaceChildren();
    for (const t of entries) {
      const players = t.seats.map((s, i) => (t.names && t.names[i] ? `${t.names[i]} (${s})` : s));
      const row = el("tr", {}, el("td", {}, t.title), el("td", {}, t.game), el("td", {}, players.join(", ")),
        el("td", {}, t.outcome ? `${t.moves} moves, ${t.outcome}` : `${t.moves} moves`));
      const cell = el("td");
      if (group === "open") {
        for (const s of t.open_seats) {
          const b = el("button", {}, `Join as Player ${s + 1}`);
          b.onclick = () => join(t.table, s);
          cell.append(b);
        }
      }
      const link = el("a", { href: group === "finished" ? `/table/${t.table}?replay=1` : `/table/${t.table}` },
        group === "finished" ? "Replay" : localStorage.getItem(`realmkit:${t.table}`) ? "Play" : "Watch");
      cell.append(" ", link);
      row.append(cell);
      rows.append(row);
    }
  }
}

async function start() {
  catalog = await (await fetch("/api/games")).json();
  const select = document.getElementById("game");
  for (const g of catalog.games) select.append(el("option", { value: g.id }, g.title + " (" + g.id + ")"));
  select.addEventListener("change", drawForm);
  drawForm();
  const gone = document.getElementById("when-gone");
  for (const a of catalog.agents) gone.append(el("option", { value: a.name }, "AI: " + a.name + " takes it"));
  const name = document.getElementById("name");
  name.value = player().name;
  name.addEventListener("change", () => {
    localStorage.setItem("realmkit:player", JSON.stringify({ ...player(), name: name.value.trim() }));
  });
  document.getElementById("new-table").addEventListener("submit", createTable);
  document.getElementById("older").onclick = () => { archiveOffset += ARCHIVE_PAGE; drawTables(); };
  document.getElementById("newer").onclick = () => { archiveOffset = Math.max(0, archiveOffset - ARCHIVE_PAGE); drawTables(); };
  drawTables();
  setInterval(drawTables, 3000);
}
start();
