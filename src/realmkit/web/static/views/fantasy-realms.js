// Fantasy Realms: every card drawn as printed (name, suit, strength, bonus and penalty, from the
// game's components), the deck, the discard area, your hand with its running score and the card
// just drawn (or taken) marked, the others' hands (backs, and cards known to be there), Cursed Items with
// their text and timing; at the end every hand with its scoring breakdown.
// Moves: click a card (of your hand, the discard area or an item) to play the action naming it,
// or choose between the actions naming it; the deck draws; the moves that name no card shown
// (end turn, pass, wish for a card...) are buttons under the table.
"use strict";
(() => {
  const E = RealmViews.el;
  const scored = new Map();  // a hand's request -> the scorer's answer (or its refusal)
  let lastHand = null;  // your hand as last drawn, to mark the cards that came into it since
  let arrived = new Set();

  // The cards that came into your hand with the latest change (drawn or taken).
  function justDrawn(hand, drawn) {
    const added = lastHand === null ? [] : hand.filter(n => !lastHand.includes(n));
    if (added.length) arrived = new Set(added);
    lastHand = hand;
    return new Set([...arrived, ...(drawn || [])].filter(n => hand.includes(n)));
  }

  const names = ctx => Object.fromEntries((ctx.components.cards || []).map(c => [c.name, c]));
  const itemsOf = ctx => Object.fromEntries((ctx.components.items || []).map(i => [i.name, i]));
  // The actions that name a card or item, as a whole name ("Queen" is not in "discard Dark Queen").
  function naming(ctx, name) {
    const longer = [...(ctx.components.cards || []), ...(ctx.components.items || [])].map(c => c.name)
      .filter(n => n !== name && ` ${n} `.includes(` ${name} `));
    return ctx.legal.filter(a => ` ${a} `.includes(` ${name} `) && !longer.some(n => ` ${a} `.includes(` ${n} `)));
  }

  function playIf(node, actions, ctx, label) {
    if (actions.length) RealmViews.playable(node, ctx, { actions, label: `${label}: ${actions.join(", ")}` });
    return node;
  }

  function card(name, ctx, used, extra = "") {
    const c = names(ctx)[name];
    const text = c ? [c.bonus && `Bonus: ${c.bonus}`, c.penalty && `Penalty: ${c.penalty}`].filter(Boolean).join("\n") : "";
    const node = E("div", { class: `card suit-${c ? c.suit : "Wild"} ${extra}`, "data-card": name },
      E("span", { class: "strength", "aria-label": "base strength" }, c ? String(c.strength) : ""),
      E("div", { class: "name" }, name),
      E("div", { class: "suit" }, c ? c.suit + (c.set !== "base" ? ` · ${c.set}` : "") : ""),
      c && c.bonus ? E("div", { class: "bonus" }, "Bonus: " + c.bonus) : null,
      c && c.penalty ? E("div", { class: "penalty" }, "Penalty: " + c.penalty) : null);
    RealmViews.titled(node, text);
    const actions = naming(ctx, name);
    actions.forEach(a => used.add(a));
    return playIf(node, actions, ctx, name);
  }

  function item(name, ctx, used) {
    const it = itemsOf(ctx)[name];
    const node = E("div", { class: "card item", "data-item": name },
      E("span", { class: "strength" }, it ? String(it.value) : ""), E("div", { class: "name" }, name),
      E("div", { class: "suit" }, "Cursed Item"), it ? E("div", { class: "timing" }, it.timing) : null,
      it ? E("div", {}, it.text) : null);
    const actions = naming(ctx, name);
    actions.forEach(a => used.add(a));
    return playIf(node, actions, ctx, name);
  }

  // The hand's score as the scorer counts it now (a hand over its size is scored once it is back).
  function score(box, view, ctx, hand, faceDown) {
    const cards = ctx.components.cards || [];
    const body = { cards: hand, suits: cards.some(c => c.set === "The Cursed Hoard") ? "cursed-hoard" : "base",
      promos: cards.some(c => c.set === "promo"), players: view.seats.length, discard: view.observation.discard,
      items: faceDown };
    const key = JSON.stringify(body);
    const show = s => {
      if (!s.cards) { box.replaceChildren(E("div", { class: "muted" }, `Hand score: once you have discarded (${s.error})`)); return; }
      box.replaceChildren(E("div", { class: "score" }, `Hand score: ${s.total}`),
        E("table", { class: "breakdown", "aria-label": "Score breakdown" },
          E("tr", {}, ...["card", "base", "bonus", "penalty", "total", ""].map(h => E("th", {}, h))),
          ...s.cards.map(l => E("tr", {}, E("td", {}, l.card), E("td", {}, String(l.base)), E("td", {}, String(l.bonus)),
            E("td", {}, String(l.penalty)), E("td", {}, String(l.total)), E("td", {}, l.blanked ? "blanked" : "")))));
    };
    if (scored.has(key)) { show(scored.get(key)); return; }
    fetch("/api/fantasy-realms/score", { method: "POST", headers: { "content-type": "application/json" }, body: key })
      .then(r => r.json()).then(s => { scored.set(key, s); show(s); });
  }

  function items(it, view, ctx, used) {
    const list = names => names.join(", ") || "none";
    const box = E("div", { class: "items" }, E("h2", {}, "Cursed Items"),
      E("div", {}, `Item deck: ${it.item_deck_size}; discarded: ${list(it.item_discard)}`));
    const row = E("div", { class: "cards" });
    it.face_up.forEach((up, seat) => {
      if (!up) return;
      const node = item(up, ctx, used);
      node.prepend(E("div", { class: "owner" }, RealmViews.seatName(view, seat)));
      row.append(node);
    });
    box.append(row);
    it.face_down.forEach((down, seat) => {
      const more = [down.length && `face down: ${list(down)}`, it.backpack[seat].length && `Backpack: ${list(it.backpack[seat])}`,
        it.sealed[seat].length && `sealed: ${list(it.sealed[seat])}`].filter(Boolean);
      if (more.length) box.append(E("div", {}, `${RealmViews.seatName(view, seat)}: ${more.join("; ")}`));
    });
    if (it.revealed) box.append(E("div", {}, `Market Wagon: ${it.revealed} revealed`));
    (it.seen || []).forEach((seen, seat) => {
      if (seen.length) box.append(E("div", {}, `Seen in the hand of ${RealmViews.seatName(view, seat)}: ${list(seen)}`));
    });
    if (it.deck_places_known && it.deck_places_known.length) {
      box.append(E("div", {}, "Known in the deck: " + it.deck_places_known.map(([at, n]) => `${n} (${at} from the top)`).join(", ")));
    }
    if (it.known_in_deck && it.known_in_deck.length) box.append(E("div", {}, "Somewhere in the deck: " + list(it.known_in_deck)));
    return box;
  }

  // The moves no card on the table names, as buttons; several with the same first word are one
  // button that offers them ("wish…").
  function others(ctx, used) {
    const rest = ctx.legal.filter(a => !used.has(a));
    const groups = new Map();
    for (const a of rest) {
      const word = a.split(" ")[0];
      groups.set(word, [...(groups.get(word) || []), a]);
    }
    const buttons = [...groups.values()].flatMap(list => list.length > 2
      ? [RealmViews.playable(E("button", { type: "button" }, `${list[0].split(" ")[0]}…`), ctx,
        { actions: list, label: `${list[0].split(" ")[0]}: ${list.length} choices` })]
      : list.map(a => RealmViews.playable(E("button", { type: "button" }, a), ctx, { actions: [a] })));
    return buttons.length ? E("div", { class: "moves" }, ...buttons) : null;
  }

  function draw(box, view, ctx) {
    const o = view.observation;
    const used = new Set();
    const you = view.you !== null && view.you !== undefined ? view.you : null;
    box.append(E("div", {}, `Phase: ${o.phase}` + (o.round ? ` — round ${o.round}` : "")));
    if (o.offer) {
      box.append(E("div", {}, `${RealmViews.seatName(view, o.offer.from)} offers ${o.offer.card} to `
        + RealmViews.seatName(view, o.offer.to)));
    }
    const deck = E("div", { class: "card back", "data-card": "deck" }, E("div", { class: "name" }, `Deck: ${o.deck_size}`));
    const drawing = ctx.legal.filter(a => a === "draw" || a === "necromancer draw");
    drawing.forEach(a => used.add(a));
    playIf(deck, drawing, ctx, "the deck");
    box.append(E("h2", {}, `Discard area (${o.discard.length})`), E("div", { class: "cards discard" }, deck,
      ...o.discard.map(n => card(n, ctx, used))));
    if (o.necromancer_cards && o.necromancer_cards.length) {
      box.append(E("h2", {}, "Necromancer may take"), E("div", { class: "cards" }, ...o.necromancer_cards.map(n => card(n, ctx, used))));
    }
    if (o.deck && o.deck.length) box.append(E("h2", {}, "The deck (Genie)"), E("div", { class: "cards" }, ...o.deck.map(n => card(n, ctx, used))));
    if (o.hands) {
      o.hands.forEach((hand, seat) => {
        const breakdown = E("div", {});
        score(breakdown, view, ctx, hand, o.items ? o.items.face_down[seat] : []);
        box.append(E("h2", {}, `${RealmViews.seatName(view, seat)}: ${o.scores[seat]} points`), breakdown,
          E("div", { class: "cards" }, ...hand.map(n => card(n, ctx, used))));
      });
    } else if (o.hand) {
      const drawn = justDrawn(o.hand, o.drawn);
      const running = E("div", { class: "running" });
      score(running, view, ctx, o.hand, o.items ? o.items.face_down[you] : []);
      box.append(E("h2", {}, "Your hand"), E("div", { class: "cards hand" },
        ...o.hand.map(n => card(n, ctx, used, drawn.has(n) ? "drawn" : ""))), running);
    }
    o.hand_sizes.forEach((size, seat) => {
      if (seat === you || o.hands) return;
      box.append(E("h2", {}, `${RealmViews.seatName(view, seat)}: ${size} cards`),
        E("div", { class: "cards" }, ...o.known[seat].map(n => card(n, ctx, used)),
          ...Array.from({ length: Math.max(0, size - o.known[seat].length) }, () => E("div", { class: "card back mini" }))));
    });
    if (o.items) box.append(items(o.items, view, ctx, used));
    const rest = others(ctx, used);
    if (rest) box.append(E("h2", {}, "Other moves"), rest);
  }

  // Every card in play and every Cursed Item, with its text, for the rules panel.
  function help(box, components) {
    const line = c => E("li", {}, E("b", {}, c.name), ` (${c.suit}, ${c.strength}${c.set !== "base" ? ", " + c.set : ""})`
      + (c.bonus ? ` Bonus: ${c.bonus}` : "") + (c.penalty ? ` Penalty: ${c.penalty}` : ""));
    box.replaceChildren(E("h2", {}, "Cards"), E("ul", { class: "glossary" }, ...(components.cards || []).map(line)));
    if (components.items && components.items.length) {
      box.append(E("h2", {}, "Cursed Items"), E("ul", { class: "glossary" }, ...components.items.map(i =>
        E("li", {}, E("b", {}, i.name), ` (${i.value}, ${i.timing}) ${i.text}`))));
    }
  }

  RealmViews.register("fantasy-realms", { draw, help });
})();
