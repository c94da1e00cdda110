// After a game: "Review my moves" asks the server what the reviewer (fr-expert in Fantasy
// Realms, mcts elsewhere) would have played at each of your moves and what it expected to gain.
// table.js sends each view it draws as the event "realmkit:view"; drawn with textContent only.
"use strict";
(() => {
  const id = location.pathname.split("/").pop();
  const mine = () => JSON.parse(localStorage.getItem(`realmkit:${id}`) || "null");
  let shown = false;

  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }

  function table(data) {
    const rows = data.moves.map(m => {
      const same = m.played === m.suggested;
      return el("tr", { class: same ? "same" : m.gain > 0 ? "lost" : "" },
        el("td", {}, String(m.move)), el("td", {}, m.played), el("td", {}, same ? "=" : m.suggested),
        el("td", { class: "gain" }, same ? "" : (m.gain >= 0 ? "+" : "") + m.gain.toFixed(2)));
    });
    const agreed = data.moves.filter(m => m.played === m.suggested).length;
    const left = data.moves.reduce((sum, m) => sum + Math.max(0, m.played === m.suggested ? 0 : m.gain), 0);
    return [el("p", {}, `${data.reviewer} would have played ${agreed} of your ${data.moves.length} moves as you did; ` +
                       `its moves expected ${left.toFixed(2)} more (${data.unit}), valued from what you knew.`),
            el("table", { class: "review" }, el("thead", {}, el("tr", {}, el("th", {}, "move"), el("th", {}, "you"),
              el("th", {}, data.reviewer), el("th", {}, "gain"))), el("tbody", {}, ...rows))];
  }

  async function ask(box, button) {
    const saved = mine();
    button.disabled = true;
    box.replaceChildren(el("p", { role: "status" }, "Reviewing your moves (the reviewer replays the game)..."));
    const answer = await fetch(`/api/tables/${id}/review?token=${encodeURIComponent(saved.token)}`);
    const data = await answer.json();
    box.replaceChildren(...(answer.ok ? table(data) : [el("p", { class: "error" }, data.error)]));
    button.disabled = false;
  }

  function show(view) {
    if (shown || !view || view.replay || !view.over || !mine()) return;
    if (!view.observation || !view.observation.outcome) return;  // ended before its game did
    shown = true;
    const section = el("section", { id: "review" }, el("h2", {}, "Review"));
    const box = el("div", { id: "review-body", "aria-live": "polite" });
    const button = el("button", { type: "button", id: "review-ask" }, "Review my moves");
    button.onclick = () => ask(box, button);
    section.append(button, box);
    const aside = document.querySelector("main.table aside");
    if (aside) aside.prepend(section);
  }

  document.addEventListener("realmkit:view", e => show(e.detail));
})();
