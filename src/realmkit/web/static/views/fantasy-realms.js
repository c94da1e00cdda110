// Fantasy Realms: your hand, the discard area, the deck, the others' hand sizes and the
// cards known to be in them, the Cursed Items; at the end every hand with its scoring breakdown.
// Click a card of your hand to discard or offer it, a discard card to take it, the deck to draw.
"use strict";
(() => {
  const E = RealmViews.el;
  let cards = null;
  const loading = fetch("/api/fantasy-realms/cards").then(r => r.json()).then(list => {
    cards = Object.fromEntries(list.map(c => [c.name, c]));
  });

  function card(name, ctx) {
    const c = cards && cards[name];
    const verbs = ctx.legal.filter(a => a.endsWith(" " + name) || a.includes(" " + name + " "));
    const node = E("div", { class: `card suit-${c ? c.suit : "Wild"}${verbs.length ? " playable" : ""}`, "data-card": name },
      E("span", { class: "strength" }, c ? String(c.strength) : ""), E("div", { class: "name" }, name),
      E("div", { class: "suit" }, c ? c.suit : ""),
      c && c.bonus ? E("div", { class: "bonus" }, "Bonus: " + c.bonus) : null,
      c && c.penalty ? E("div", { class: "penalty" }, "Penalty: " + c.penalty) : null);
    node.onclick = () => { if (verbs.length === 1) ctx.act(verbs[0]); else ctx.highlight(verbs); };
    return node;
  }

  function breakdown(name, total, hand) {
    const box = E("div", {}, E("h2", {}, `${name}: ${total} points`));
    fetch("/api/fantasy-realms/score", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ cards: hand }) }).then(r => r.json()).then(s => {
      if (!s.cards) return;
      box.append(E("table", { class: "breakdown" }, E("tr", {}, ...["card", "base", "bonus", "penalty", "total", ""]
        .map(h => E("th", {}, h))), ...s.cards.map(l => E("tr", {}, E("td", {}, l.card), E("td", {}, String(l.base)),
        E("td", {}, String(l.bonus)), E("td", {}, String(l.penalty)), E("td", {}, String(l.total)),
        E("td", {}, l.blanked ? "blanked" : "")))));
    });
    return box;
  }

  function items(it, view) {
    const line = text => E("div", {}, text);
    const list = names => names.join(", ") || "none";
    const box = E("div", { class: "items" }, E("h2", {}, "Cursed Items"),
      line(`Item deck: ${it.item_deck_size}; discarded: ${list(it.item_discard)}`));
    it.face_up.forEach((up, seat) => box.append(line(`${RealmViews.seatName(view, seat)}: face up ${up || "none"}; `
      + `face down ${list(it.face_down[seat])}` + (it.backpack[seat].length ? `; Backpack: ${list(it.backpack[seat])}` : "")
      + (it.sealed[seat].length ? `; sealed: ${list(it.sealed[seat])}` : ""))));
    if (it.revealed) box.append(line(`Market Wagon: ${it.revealed} revealed`));
    (it.seen || []).forEach((names, seat) => {
      if (names.length) box.append(line(`Seen in the hand of ${RealmViews.seatName(view, seat)}: ${list(names)}`));
    });
    if (it.deck_places_known && it.deck_places_known.length) {
      box.append(line("Known in the deck: " + it.deck_places_known.map(([at, name]) => `${name} (${at} from the top)`).join(", ")));
    }
    if (it.known_in_deck && it.known_in_deck.length) box.append(line("Somewhere in the deck: " + list(it.known_in_deck)));
    return box;
  }

  function draw(box, view, ctx) {
    if (!cards) { loading.then(() => draw(box, view, ctx)); return; }
    const o = view.observation;
    box.replaceChildren();
    box.append(E("div", {}, `Phase: ${o.phase}` + (o.round ? ` — round ${o.round}` : "")));
    if (o.offer) box.append(E("div", {}, `Offer: seat ${o.offer.from} offers ${o.offer.card} to seat ${o.offer.to}`));
    const deck = E("div", { class: "card back", "data-card": "deck" }, E("div", { class: "name" }, `Deck: ${o.deck_size}`));
    if (ctx.legal.includes("draw")) { deck.classList.add("playable"); deck.style.cursor = "pointer"; deck.onclick = () => ctx.act("draw"); }
    box.append(E("h2", {}, "Discard area"), E("div", { class: "cards discard" }, deck, ...o.discard.map(n => card(n, ctx))));
    if (o.items) box.append(items(o.items, view));
    if (o.necromancer_cards && o.necromancer_cards.length) {
      box.append(E("h2", {}, "Necromancer may take"), E("div", { class: "cards" }, ...o.necromancer_cards.map(n => card(n, ctx))));
    }
    if (o.hands) {
      o.hands.forEach((hand, seat) => {
        box.append(breakdown(RealmViews.seatName(view, seat), o.scores[seat], hand), E("div", { class: "cards" }, ...hand.map(n => card(n, ctx))));
      });
      return;
    }
    if (o.hand) {
      box.append(E("h2", {}, "Your hand"), E("div", { class: "cards hand" }, ...o.hand.map(n => card(n, ctx))));
      if (o.drawn && o.drawn.length) box.append(E("div", {}, "Drawn: " + o.drawn.join(", ")));
    }
    o.hand_sizes.forEach((size, seat) => {
      if (seat === view.you) return;
      box.append(E("h2", {}, `${RealmViews.seatName(view, seat)}: ${size} cards`),
        E("div", { class: "cards" }, ...o.known[seat].map(n => card(n, ctx)),
          ...Array.from({ length: Math.max(0, size - o.known[seat].length) }, () => E("div", { class: "card back mini" }))));
    });
  }

  RealmViews.register("fantasy-realms", { draw });
})();
