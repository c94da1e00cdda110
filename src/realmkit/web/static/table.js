// The table page: one seat's (or a spectator's) live view over a websocket, or a replay.
// Who acts and how the game ended are read from the observation's "to_move" and "outcome",
// which every game gives in the same words.
"use strict";
const tableId = location.pathname.split("/").pop();
const params = new URLSearchParams(location.search);
const saved = JSON.parse(localStorage.getItem(`realmkit:${tableId}`) || "null");
const token = saved ? saved.token : null;
const LONG_LIST = 40;  // more legal actions than this: the notation list starts folded
let current = null;
let components = {};
let game = {};  // the game's entry in /api/games: summary, rules, cooperative
let selected = null;
let socket = null;

function $(id) { return document.getElementById(id); }
const E = RealmViews.el;

async function act(notation) {
  if (!token) return;
  $("error").textContent = "";
  let answer;
  try {
    answer = await fetch(`/api/tables/${tableId}/actions`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token, action: notation }) });
  } catch {
    lost(true);
    return;
  }
  const data = await answer.json();
  if (!answer.ok) { $("error").textContent = data.error; return; }
  draw(data);
}

function drawActions(view, highlight) {
  const box = $("actions");
  box.replaceChildren();
  for (const a of view.legal_actions) {
    const b = E("button", { "data-action": a, class: highlight && highlight.includes(a) ? "match" : "" }, a);
    b.onclick = () => act(a);
    box.append(b);
  }
  $("count").textContent = String(view.legal_actions.length);
  $("notation").open = view.legal_actions.length <= LONG_LIST;
  if (!view.legal_actions.length) box.append(view.over ? "The game is over." : "Not your turn.");
}

// Actions a click leaves open, as buttons on the board, named by what tells them apart.
function choose(actions, label) {
  const box = $("choices");
  // What follows the words (or the parts before ">" and "=") that every action starts with.
  const prefix = RealmViews.common(actions);
  const cut = Math.max(...[" ", ">", "="].map(sep => prefix.lastIndexOf(sep))) + 1;
  const name = label || (a => a.slice(cut) || a);
  const ctx = context(current);
  const cancel = E("button", { type: "button", class: "cancel" }, "Cancel");
  cancel.onclick = () => { box.hidden = true; box.replaceChildren(); };
  box.replaceChildren(E("span", {}, "Choose: "),
    ...actions.map(a => RealmViews.playable(E("button", { type: "button" }, name(a)), ctx, { actions: [a], label: a })), cancel);
  box.hidden = false;
  box.querySelector("button").focus();
}

function context(view) {
  return {
    act, choose, components,
    legal: view.legal_actions || [],
    selected,
    highlight: h => drawActions(view, h),
    play(actions) { if (actions.length === 1) act(actions[0]); else if (actions.length) choose(actions); },
    select(part) { selected = part; drawBoard(view); },
  };
}

// Each move as the server wrote it for this seat (or a spectator), after the name of its mover.
function drawLog(view) {
  $("log").replaceChildren(...view.log.map(e => E("li", { "data-action": e.action, "data-seat": e.seat },
    E("span", { class: "mover" }, `${RealmViews.seatName(view, e.seat)}: `), e.action)));
  $("log").scrollTop = $("log").scrollHeight;
}

// The result at the top: the headline for this seat, why the game ended, and the ranking.
function drawBanner(view) {
  const box = $("banner");
  const outcome = view.observation && view.observation.outcome;
  box.hidden = !outcome && !(view.result && view.result.ended);
  box.className = "banner";
  if (!outcome) {
    box.replaceChildren(view.result && view.result.ended ? E("strong", {}, `The table ended: ${view.result.ended}`) : "");
    return;
  }
  const seated = view.you !== null && view.you !== undefined;
  const won = seated && outcome.winners.includes(view.you);
  const names = outcome.winners.map(s => RealmViews.seatName(view, s));
  let headline;
  if (game.cooperative) {
    headline = outcome.winners.length ? "Victory: you all won" : "Defeat: the game won";
  } else if (view.seats.length > 1 && outcome.winners.length === view.seats.length) {
    headline = "Draw";
  } else if (seated) {
    headline = won ? (outcome.winners.length > 1 ? "You won (shared)" : "You won") : "Defeat";
  } else {
    headline = names.length ? `${names.join(" and ")} won` : "Defeat";
  }
  box.classList.add(/^(You won|Victory)/.test(headline) ? "won" : headline.startsWith("Defeat") ? "lost" : "ended");
  const order = outcome.places.map((place, seat) => [place, seat]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const rows = order.map(([place, seat]) => E("tr", { "data-seat": seat }, E("td", {}, `#${place}`),
    E("td", {}, RealmViews.seatName(view, seat)), E("td", {}, String(outcome.scores[seat]))));
  const ties = order.filter(([place, seat]) => order.some(([p, s]) => s !== seat && p !== place
    && outcome.scores[s] === outcome.scores[seat]));
  box.replaceChildren(...[E("strong", { class: "headline" }, headline),
    outcome.reason ? E("div", { class: "reason" }, outcome.reason) : null,
    E("div", { id: "result" }, E("table", { class: "ranks", "aria-label": "Ranking" },
      E("tr", {}, E("th", {}, "Place"), E("th", {}, "Player"), E("th", {}, "Score")), ...rows)),
    ties.length ? E("div", { class: "tie-break" }, "Equal scores ranked apart by the game's tie-break"
      + " (see the rules).") : null].filter(Boolean));
}

function drawStatus(view) {
  const o = view.observation || {};
  const toMove = "to_move" in o ? o.to_move : view.to_move;
  let text;
  if (view.over || o.outcome) text = "Game over";
  else if (view.legal_actions.length) text = "Your turn";
  else text = `To move: ${RealmViews.seatName(view, toMove)}`;
  $("status").textContent = text;
}

function drawBoard(view) {
  const focused = document.activeElement && document.activeElement.getAttribute("data-play");
  $("choices").hidden = true;
  $("choices").replaceChildren();
  const board = $("board");
  board.replaceChildren();
  RealmViews.find(view.spec).draw(board, view, context(view));
  if (focused) {
    const again = [...board.querySelectorAll("[data-play]")].find(n => n.getAttribute("data-play") === focused);
    if (again) again.focus();
  }
}

function draw(view) {
  if (current && view.moves < current.moves && !view.replay && (view.undos || 0) <= (current.undos || 0)) return;
  if (!current || view.moves !== current.moves) selected = null;
  current = view;
  $("title").textContent = view.title;
  $("who").textContent = view.you === null || view.you === undefined ? "spectator"
    : `you are ${RealmViews.seatName(view, view.you).replace(" (you)", "")}`;
  drawStatus(view);
  drawBanner(view);
  drawBoard(view);
  if (!view.replay) drawActions(view, null);
  drawLog(view);
  document.dispatchEvent(new CustomEvent("realmkit:view", { detail: view }));
}

// The rules of the game, and the texts of its pieces when the view lists them (`help`).
function drawHelp(spec) {
  $("rules").replaceChildren(E("p", {}, game.summary || ""), E("p", {}, game.rules || ""));
  const view = RealmViews.find(spec);
  if (view.help) view.help($("pieces"), components);
}

function lost(yes) { $("connection").hidden = !yes; }

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  socket = new WebSocket(`${scheme}://${location.host}/ws/tables/${tableId}${query}`);
  socket.onopen = () => lost(false);
  socket.onmessage = e => draw(JSON.parse(e.data));
  // 1000: the game is over and its last view was sent; 44xx: no such table or token; else reconnect.
  socket.onclose = e => {
    if (e.code === 1000 || (current && current.over)) return;
    if (e.code >= 4000) { $("error").textContent = e.reason; return; }
    lost(true);
    setTimeout(() => { if (socket.readyState === WebSocket.CLOSED) connect(); }, 1000);
  };
}
$("reconnect").onclick = () => { if (!socket || socket.readyState === WebSocket.CLOSED) connect(); };

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

async function start() {
  const first = await (await fetch(`/api/tables/${tableId}`)).json();
  if (first.spec) {
    components = await (await fetch(`/api/tables/${tableId}/components`)).json();
    const games = await (await fetch("/api/games")).json();
    game = games.games.find(g => g.id === first.spec) || {};
    drawHelp(first.spec);
  }
  if (params.get("replay")) replay(); else connect();
}
start();
