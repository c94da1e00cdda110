// 12 Thieves: the six palaces with each player's guards and thieves, the neutral guards and
// the chests; each player's supply, chests and dancers; your hand of cards by palace.
// Click a palace to see (or play, when only one) the legal actions that start there.
"use strict";
(() => {
  const E = RealmViews.el;
  const firstNumber = a => (a.match(/\d+/) || [null])[0];

  function draw(box, view, ctx) {
    const o = view.observation;
    const palaces = E("div", { class: "palaces" }, ...o.palaces.map(p => {
      const acts = ctx.legal.filter(a => firstNumber(a) === String(p.palace));
      const node = E("div", { class: "palace", "data-palace": p.palace, style: acts.length ? "outline:3px solid #e9b500" : "" },
        E("b", {}, `Palace ${p.palace}`),
        E("div", {}, `chests: ${p.chests.join(", ") || "none"}`),
        E("div", {}, `neutral guards: ${p.neutral_guards}`),
        ...p.guards.map((g, seat) => E("div", {}, `${RealmViews.seatName(view, seat)}: ${g} guards, ${p.thieves[seat]} thieves`)));
      node.onclick = () => { if (acts.length === 1) ctx.act(acts[0]); else ctx.highlight(acts); };
      return node;
    }));
    const players = E("table", {}, ...o.players.map((p, seat) => E("tr", {},
      E("td", {}, RealmViews.seatName(view, seat)), E("td", {}, `supply ${p.supply}`), E("td", {}, `chests ${p.chests.join(",") || "-"}`),
      E("td", {}, `${p.cards} cards`), E("td", {}, `${p.dancers} dancers`))));
    box.append(E("div", {}, `Phase: ${o.phase}, turn ${o.turn}; stack ${o.stack}; dancers left ${o.dancer_supply}; ${o.chests_to_win} chests win`),
      palaces, E("h2", {}, "Players"), players);
    const me = view.you !== null && view.you !== undefined ? o.players[view.you] : null;
    if (me && me.hand) {
      box.append(E("h2", {}, "Your hand"), E("div", { class: "cards hand" }, ...me.hand.map((n, i) =>
        E("div", { class: "card", style: "min-height:40px;width:70px" }, E("div", { class: "name" }, `Palace ${i + 1}`), `× ${n}`))));
    }
    box.append(E("div", {}, `Discard by palace: ${o.discard.join(", ")}`));
  }

  RealmViews.register("twelve-thieves", { draw });
})();
