// The table page: one seat's (or a spectator's) live view over a websocket, or a replay.
"use strict";
const tableId = location.pathname.split("/").pop();
const params = new URLSearchParams(location.search);
const saved = JSON.parse(localStorage.getItem(`realmkit:${tableId}`) || "null");
const token = saved ? saved.token : null;
let current = null;

function $(id) { return document.getElementById(id); }

async function act(notation) {
  if (!token) return;
  $("error").textContent = "";
  const answer = await fetch(`/api/tables/${tableId}/actions`, { method: "POST",
    headers: { "content-type": "application/json" }, body: JSON.stringify({ token, action: notation }) });
  const data = await answer.json();
  if (!answer.ok) { $("error").textContent = data.error; return; }
  draw(data);
}

function drawActions(view, highlight) {
  const box = $("actions");
  box.replaceChildren();
  for (const a of view.legal_actions) {
    const b = RealmViews.el("button", { "data-action": a, class: highlight && highlight.includes(a) ? "match" : "" }, a);
    b.onclick = () => act(a);
    box.append(b);
  }
  if (!view.legal_actions.length) box.append(view.over ? "The game is over." : "Not your turn.");
}

// Each move as the server wrote it for this seat (or a spectator), after the seat that made it.
function drawLog(view) {
  $("log").replaceChildren(...view.log.map(e => RealmViews.el("li", { "data-action": e.action, "data-seat": e.seat },
    RealmViews.el("span", { class: "mover" }, `${RealmViews.seatName(view, e.seat)}: `), e.action)));
  $("log").scrollTop = $("log").scrollHeight;
}

function draw(view) {
  if (current && view.moves < current.moves && !view.replay && (view.undos || 0) <= (current.undos || 0)) return;
  current = view;
  $("title").textContent = view.title + " — " + view.game;
  $("who").textContent = view.you === null || view.you === undefined ? "spectator" : `you are seat ${view.you}`;
  $("status").textContent = view.over ? "Game over" : `To move: ${RealmViews.seatName(view, view.to_move)}`;
  const board = $("board");
  board.replaceChildren();
  const ctx = { act, legal: view.legal_actions || [], highlight: h => drawActions(view, h) };
  RealmViews.find(view.spec).draw(board, view, ctx);
  if (!view.replay) drawActions(view, null);
  drawLog(view);
  const result = $("result");
  result.replaceChildren();
  if (view.result && view.result.scores) {
    const rows = view.result.scores.map((s, i) => RealmViews.el("tr", {},
      RealmViews.el("td", {}, `#${view.result.ranks[i]}`), RealmViews.el("td", {}, RealmViews.seatName(view, i)),
      RealmViews.el("td", {}, String(s))));
    result.append(RealmViews.el("h2", {}, "Result"), RealmViews.el("table", { class: "ranks" }, ...rows));
  }
  document.dispatchEvent(new CustomEvent("realmkit:view", { detail: view }));
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${tableId}${query}`);
  socket.onmessage = e => draw(JSON.parse(e.data));
  // 1000: the game is over and its last view was sent; 44xx: no such table or token; else reconnect.
  socket.onclose = e => {
    if (e.code === 1000 || (current && current.over)) return;
    if (e.code >= 4000) { $("error").textContent = e.reason; return; }
    setTimeout(connect, 1000);
  };
}

async function replay() {
  const whole = await (await fetch(`/api/tables/${tableId}`)).json();
  $("replay-controls").hidden = false;
  $("actions").replaceChildren("Replaying a finished game.");
  const record = await (await fetch(`/api/tables/${tableId}/record`)).json();
  $("export").href = URL.createObjectURL(new Blob([JSON.stringify(record, null, 1)], { type: "application/json" }));
  $("export").download = `${tableId}.json`;
  const total = whole.moves;
  let step = total;
  const show = async n => {
    step = Math.max(0, Math.min(total, n));
    const s = await (await fetch(`/api/tables/${tableId}/replay/${step}`)).json();
    $("step").textContent = ` ${step} / ${total} `;
    draw({ ...whole, replay: true, moves: step, log: s.log, observation: s.observation, to_move: s.to_move,
      over: step === total, result: step === total ? whole.result : null, legal_actions: [], you: null });
  };
  $("first").onclick = () => show(0);
  $("back").onclick = () => show(step - 1);
  $("forward").onclick = () => show(step + 1);
  $("last").onclick = () => show(total);
  show(total);
}

if (params.get("replay")) replay(); else connect();
