// The hand scorer: pick cards, see the total, each card's breakdown and the best choices.
"use strict";
const E = RealmViews.el;
const hand = [];
const itemsDown = [];
let cards = [];
let asked = 0;  // answers to an older hand are dropped: the last request wins
const setting = () => ({ suits: document.getElementById("suits").value, promos: document.getElementById("promos").checked,
  players: Number(document.getElementById("players").value) || null, items: itemsDown });

function cardNode(c, onclick) {
  const node = E("div", { class: `card suit-${c.suit}`, "data-card": c.name }, E("span", { class: "strength" }, String(c.strength)),
    E("div", { class: "name" }, c.name), E("div", {}, c.suit), c.bonus ? E("div", {}, "Bonus: " + c.bonus) : null,
    c.penalty ? E("div", {}, "Penalty: " + c.penalty) : null);
  node.onclick = onclick;
  return node;
}

async function score() {
  const byName = Object.fromEntries(cards.map(c => [c.name, c]));
  document.getElementById("hand").replaceChildren(...hand.map((n, i) => cardNode(byName[n], () => { hand.splice(i, 1); score(); })));
  for (const id of ["total", "error", "choices"]) document.getElementById(id).textContent = "";
  document.getElementById("breakdown").replaceChildren();
  if (!hand.length) return;
  const mine = ++asked;
  const answer = await fetch("/api/fantasy-realms/score", { method: "POST", headers: { "content-type": "application/json" },
    body: JSON.stringify({ cards: hand, ...setting() }) });
  const s = await answer.json();
  if (mine !== asked) return;
  if (!answer.ok) { document.getElementById("error").textContent = s.error; return; }
  document.getElementById("total").textContent = `Total: ${s.total}`;
  document.getElementById("breakdown").replaceChildren(E("tr", {}, ...["card", "suit", "base", "bonus", "penalty", "total", ""].map(h => E("th", {}, h))),
    ...s.cards.map(l => E("tr", {}, ...[l.card === l.name ? l.card : `${l.card} as ${l.name}`, l.suit || "-", l.base, l.bonus, l.penalty, l.total,
      l.blanked ? "blanked" : l.cleared ? "cleared" : ""].map(v => E("td", {}, String(v))))));
  document.getElementById("choices").textContent = Object.entries(s.choices).map(([k, v]) =>
    `${k}: ${typeof v === "object" ? `${v.target} becomes ${/^[AEIOU]/.test(v.suit) ? "an" : "a"} ${v.suit}` : v}`).join("; ")
    + (s.items ? "; items: " + s.items.map(i => `${i.item} ${i.value > 0 ? "+" : ""}${i.value}`).join(", ") : "");
}

function loadCards() {
  const { suits, promos } = setting();
  hand.length = 0;
  fetch(`/api/fantasy-realms/cards?suits=${suits}&promos=${promos}`).then(r => r.json()).then(list => {
    cards = list;
    document.getElementById("all").replaceChildren(...list.map(c => cardNode(c, () => { hand.push(c.name); score(); })));
    score();
  });
}

function showItems() {
  document.getElementById("items-down").textContent = itemsDown.join(", ") || "none";
}

fetch("/api/fantasy-realms/items").then(r => r.json()).then(list => {
  document.getElementById("items").replaceChildren(...list.map(i => {
    const node = E("button", { title: `${i.timing}: ${i.text}` }, `${i.name} (${i.value > 0 ? "+" : ""}${i.value})`);
    node.onclick = () => {
      const at = itemsDown.indexOf(i.name);
      if (at < 0) itemsDown.push(i.name); else itemsDown.splice(at, 1);
      showItems(); score();
    };
    return node;
  }));
  showItems();
});
for (const id of ["suits", "promos"]) document.getElementById(id).onchange = loadCards;
document.getElementById("players").onchange = score;
loadCards();
