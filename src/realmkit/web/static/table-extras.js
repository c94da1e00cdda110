// The table's own controls beside the game: players and clocks, undo, resign, leave, rematch,
// seat links, chat, and a cue when it is your turn. table.js sends each view it draws as the
// event "realmkit:view"; everything here is drawn with textContent (chat is plain text).
"use strict";
(() => {
  const id = location.pathname.split("/").pop();
  const query = new URLSearchParams(location.search);
  const mine = () => JSON.parse(localStorage.getItem(`realmkit:${id}`) || "null");
  const baseTitle = document.title;
  let view = null;
  let received = 0;
  let polling = null;
  let notified = -1;

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  function button(label, attrs, onclick) {
    const b = el("button", { type: "button", ...attrs }, label);
    b.onclick = onclick;
    return b;
  }

  function player() { return JSON.parse(localStorage.getItem("realmkit:player") || "null"); }

  async function post(path, body) {
    const answer = await fetch(`/api/tables/${id}/${path}`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const data = await answer.json();
    document.getElementById("extras-error").textContent = answer.ok ? "" : data.error;
    return answer.ok ? data : null;
  }

  // A seat's link (?link=...): an invitation to an open seat, or one's seat taken to this device.
  function claimPanel(link) {
    const me = player();
    const name = el("input", { id: "claim-name", maxlength: "32", size: "14", placeholder: "your name" });
    name.value = me && me.name ? me.name : "";
    const take = button("Take the seat", { id: "claim" }, async () => {
      const body = { link };
      const chosen = name.value.trim();
      if (chosen) {
        const key = me && me.key ? me.key : keyOf();
        localStorage.setItem("realmkit:player", JSON.stringify({ name: chosen, key }));
        Object.assign(body, { name: chosen, key });
      }
      const data = await post("claim", body);
      if (!data) return;
      localStorage.setItem(`realmkit:${id}`, JSON.stringify({ seat: data.seat, token: data.token, link: data.link }));
      location.replace(`/table/${id}`);
    });
    return el("div", { class: "claim" }, "This link gives you a seat at this table. ",
      el("label", {}, "Your name ", name), " ", take);
  }

  function keyOf() {
    const bytes = crypto.getRandomValues(new Uint8Array(24));
    return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=/g, "");
  }

  function clockText(seconds) {
    if (seconds === null || seconds === undefined) return "";
    const s = Math.max(0, Math.floor(seconds));
    const [d, h, m] = [Math.floor(s / 86400), Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60)];
    const two = n => String(n).padStart(2, "0");
    return d ? `${d}d ${two(h)}h` : h ? `${h}:${two(m)}:${two(s % 60)}` : `${m}:${two(s % 60)}`;
  }

  function drawPlayers(box) {
    const rows = view.seats.map(s => {
      const clock = el("td", { class: "clock", "data-clock": s.seat });
      const who = s.name ? `${s.name} (${s.player})` : s.player;
      const state = s.status ? s.status : s.open ? "open seat" : "";
      return el("tr", { "data-seat": s.seat, class: s.seat === view.to_move ? "to-move" : "" },
        el("td", {}, `Player ${s.seat + 1}${s.seat === view.you ? " (you)" : ""}`), el("td", {}, who),
        el("td", { class: "status" }, state), clock);
    });
    box.append(el("table", { class: "players" }, ...rows));
    tick();
  }

  function tick() {
    if (!view) return;
    const gone = (Date.now() - received) / 1000;
    for (const s of view.seats) {
      const cell = document.querySelector(`[data-clock='${s.seat}']`);
      if (!cell) continue;
      const left = s.clock === null || s.clock === undefined ? null : s.seat === view.to_move ? s.clock - gone : s.clock;
      cell.textContent = clockText(left);
      cell.classList.toggle("low", left !== null && left < 30);
    }
  }

  function drawUndo(box, seat) {
    const request = view.undo_request;
    if (!request) return;
    const by = `Player ${request.by + 1}`;
    if (request.refused !== null) {
      box.append(el("div", { id: "undo-request" }, `Seat ${request.refused} refused ${by}'s undo.`));
    } else if (request.by === seat) {
      box.append(el("div", { id: "undo-request" }, "You asked to undo; waiting for the others to accept."));
    } else if (seat !== null) {
      box.append(el("div", { id: "undo-request" }, `${by} asks to take back its last move. `,
        button("Accept", { id: "undo-accept" }, () => answerUndo(true)),
        button("Refuse", { id: "undo-refuse" }, () => answerUndo(false))));
    }
  }

  async function answerUndo(accept) {
    const data = await post("undo/answer", { token: mine().token, accept });
    if (data) show(data);
  }

  async function act(path) {
    const data = await post(path, { token: mine().token });
    if (data && typeof draw === "function") draw(data);
  }

  function drawControls(box, seat) {
    const saved = mine();
    if (seat === null || !saved) return;
    const gone = view.seats[seat].status !== null;
    const row = el("div", { class: "controls" });
    if (!view.over && !gone) {
      row.append(button("Undo", { id: "undo" }, () => act("undo")));
      const resign = button("Resign", { id: "resign" }, () => {
        resign.replaceWith(button("Yes, resign", { id: "resign-sure" }, () => act("resign")));
      });
      const leave = button("Leave", { id: "leave" }, () => {
        leave.replaceWith(button("Yes, leave the table", { id: "leave-sure" }, () => act("leave")));
      });
      row.append(resign, leave);
    }
    if (view.over) {
      const label = view.rematch ? "Join the rematch" : "Rematch";
      row.append(button(label, { id: "rematch" }, async () => {
        const data = await post("rematch", { token: saved.token });
        if (!data) return;
        localStorage.setItem(`realmkit:${data.table}`, JSON.stringify({ seat: data.seat, token: data.token,
          link: data.link }));
        location.href = `/table/${data.table}`;
      }));
    }
    box.append(row);
    if (view.over && view.rematch) {
      box.append(el("div", { id: "rematch-offer" }, "A rematch is offered: ",
        el("a", { href: `/table/${view.rematch}` }, "watch it"), " or join it with the button."));
    }
  }

  function linkLine(label, link, attrs) {
    const url = `${location.origin}/table/${id}?link=${encodeURIComponent(link)}`;
    const field = el("input", { readonly: "", value: url, size: "34", ...attrs });
    return el("div", { class: "link" }, label, " ", field,
      button("Copy", {}, () => { field.select(); navigator.clipboard && navigator.clipboard.writeText(url); }));
  }

  function drawLinks(box, seat) {
    if (view.over) return;
    const invitations = JSON.parse(localStorage.getItem(`realmkit:invitations:${id}`) || "{}");
    for (const [s, link] of Object.entries(invitations)) {
      if (view.seats[s] && view.seats[s].open) {
        box.append(linkLine(`Invite to Player ${s + 1}'s seat:`, link, { "data-invitation": s }));
      }
    }
    const saved = mine();
    if (seat !== null && saved && saved.link) {
      box.append(linkLine("Your seat on another device:", saved.link, { id: "my-link" }));
    }
  }

  function drawChat(box, seat) {
    const list = el("ol", { id: "chat-log" }, ...view.chat.map(m => el("li", {},
      el("span", { class: "mover" }, `${m.name || `Player ${m.seat + 1}`}: `), m.text)));
    box.append(el("h2", {}, "Chat"), list);
    if (seat !== null) {
      const input = el("input", { id: "chat-text", maxlength: "300", placeholder: "say something" });
      const send = async () => {
        const text = input.value.trim();
        if (!text) return;
        const data = await post("chat", { token: mine().token, text });
        if (data) { input.value = ""; show({ ...view, chat: data.chat }); }
      };
      input.addEventListener("keydown", e => { if (e.key === "Enter") send(); });
      box.append(el("div", { class: "chat-send" }, input, button("Send", { id: "chat-send" }, send)));
    }
    list.scrollTop = list.scrollHeight;
  }

  // Your turn: the title and a badge say so, the page is outlined, and a notification is shown
  // when the page is hidden and notifications are allowed.
  function cue(seat) {
    const yours = !view.over && seat !== null && view.to_move === seat && view.seats[seat].status === null;
    document.title = yours ? `● Your turn — ${baseTitle}` : baseTitle;
    document.body.classList.toggle("your-turn", yours);
    document.getElementById("turn-badge").hidden = !yours;
    if (yours && notified !== view.moves && "Notification" in window && Notification.permission === "granted"
        && document.hidden) {
      notified = view.moves;
      new Notification("realmkit: your turn", { body: `${view.title}: it is your turn`, tag: `realmkit-${id}` });
    }
  }

  function show(next) {
    if (!next || next.replay) return;
    view = next;
    received = Date.now();
    const seat = view.you === undefined ? null : view.you;
    const box = document.getElementById("extras-body");
    const typing = document.activeElement && document.activeElement.id === "chat-text"
      ? document.activeElement.value : null;
    box.replaceChildren();
    if (view.result && view.result.ended) box.append(el("div", { id: "ended" }, `The table ended: ${view.result.ended}.`));
    drawPlayers(box);
    drawControls(box, seat);
    drawUndo(box, seat);
    drawLinks(box, seat);
    drawChat(box, seat);
    if (typing !== null) { const input = document.getElementById("chat-text"); input.value = typing; input.focus(); }
    cue(seat);
    // A finished table's socket is closed: look for a rematch and new chat now and then.
    if (view.over && !polling) polling = setInterval(refresh, 3000);
  }

  async function refresh() {
    const saved = mine();
    const suffix = saved ? `?token=${encodeURIComponent(saved.token)}` : "";
    const answer = await fetch(`/api/tables/${id}${suffix}`);
    if (answer.ok) show(await answer.json());
  }

  // A seat taken to another device with its link: this browser's token no longer holds it.
  async function checkSeat() {
    const saved = mine();
    if (!saved) return;
    const answer = await fetch(`/api/tables/${id}?token=${encodeURIComponent(saved.token)}`);
    if (answer.status !== 403) return;
    localStorage.removeItem(`realmkit:${id}`);
    document.getElementById("extras-error").textContent =
      `${(await answer.json()).error}: the seat's link gave it to another device; reload to watch the table.`;
  }

  function start() {
    const container = document.getElementById("extras");
    if (!container) return;
    const badge = el("span", { id: "turn-badge", class: "turn-badge", hidden: "" }, "Your turn");
    const header = document.querySelector("header");
    if (header) header.append(badge);
    const notify = button("Notify me on my turn", { id: "notify" }, async () => {
      if ("Notification" in window) await Notification.requestPermission();
      notify.hidden = !("Notification" in window) || Notification.permission !== "default";
    });
    notify.hidden = !("Notification" in window) || Notification.permission !== "default";
    container.append(el("h2", {}, "Table"), el("div", { id: "extras-error", class: "error" }),
      el("div", { id: "extras-claim" }), el("div", { id: "extras-body" }), notify);
    const link = query.get("link");
    if (link) document.getElementById("extras-claim").append(claimPanel(link));
    document.addEventListener("realmkit:view", e => show(e.detail));
    setInterval(tick, 1000);
    if (!link) checkSeat();
  }

  start();
})();
