// 12 Thieves: the six palaces, each with its stack of chests (pips, top first), the guards
// before it (each player's colour, neutral in grey) and the thieves in its courtyard; each
// player's supply, robbed chests, cards and dancers; your hand of palace cards and dancers.
// Moves: in the setup click a palace to place a guard there. In a turn click one of your guards
// (or a neutral guard) and then the palace it goes to, or your thieves in supply and then the
// palace to smuggle one into; when several payments remain they are offered as choices.
// End, pass and pass with a dancer are buttons under the palaces.
"use strict";
(() => {
  const E = RealmViews.el;

  function token(kind, seat, text, label) {
    return E("span", { class: `token ${kind} ${seat === null ? "neutral" : "seat-" + seat}`, "aria-label": label, title: label }, text);
  }

  // The actions that finish the selected first part at `palace` ("guard 3>" + "5 pay 5").
  const finishing = (ctx, palace) => ctx.selected === null ? []
    : ctx.legal.filter(a => a.startsWith(`${ctx.selected}${palace} `) || a === `${ctx.selected}${palace}`);

  function palace(p, view, ctx) {
    const you = view.you;
    const guards = E("div", { class: "row guards" });
    p.guards.forEach((count, seat) => {
      for (let i = 0; i < count; i++) {
        const g = token("guard", seat, "G", `guard of ${RealmViews.seatName(view, seat)}`);
        const part = `guard ${p.palace}>`;
        if (seat === you && i === 0 && ctx.legal.some(a => a.startsWith(part))) {
          RealmViews.playable(g, ctx, { part, label: `move your guard from palace ${p.palace}` });
        }
        guards.append(g);
      }
    });
    for (let i = 0; i < p.neutral_guards; i++) {
      const g = token("guard", null, "N", "neutral guard");
      const part = `neutral ${p.palace}>`;
      if (i === 0 && ctx.legal.some(a => a.startsWith(part))) {
        RealmViews.playable(g, ctx, { part, label: `move a neutral guard from palace ${p.palace}` });
      }
      guards.append(g);
    }
    const thieves = E("div", { class: "row thieves" }, ...p.thieves.flatMap((count, seat) =>
      Array.from({ length: count }, () => token("thief", seat, "T", `thief of ${RealmViews.seatName(view, seat)}`))));
    const chests = E("div", { class: "row chests" }, ...p.chests.map((pips, i) =>
      token("chest", null, String(pips), `chest of ${pips} pips${i === 0 ? ", on top" : ""}`)));
    const node = E("div", { class: "palace", "data-palace": p.palace },
      E("h3", {}, `Palace ${p.palace}`), chests, E("div", { class: "label" }, "guards"), guards,
      E("div", { class: "label" }, "courtyard"), thieves);
    const placing = ctx.legal.filter(a => a.startsWith("place ") && a.endsWith(` ${p.palace}`));
    const target = finishing(ctx, p.palace);
    if (target.length) RealmViews.target(node, ctx, target, `to palace ${p.palace}`);
    else if (placing.length) RealmViews.playable(node, ctx, { actions: placing, label: `place at palace ${p.palace}` });
    return node;
  }

  function draw(box, view, ctx) {
    const o = view.observation;
    const you = view.you !== null && view.you !== undefined ? view.you : null;
    box.append(E("div", { class: "facts" }, E("div", {}, `Phase: ${o.phase}, turn ${o.turn}`),
      E("div", {}, `Covert stack: ${o.stack} cards`), E("div", {}, `Dancers in the supply: ${o.dancer_supply}`),
      E("div", {}, `${o.chests_to_win} chests win`),
      E("div", {}, `Discard pile: ${o.discard.map((n, i) => `${n} of palace ${i + 1}`).join(", ")}`)));
    box.append(E("div", { class: "palaces" }, ...o.palaces.map(p => palace(p, view, ctx))));
    const players = E("table", { class: "players" }, E("tr", {}, ...["player", "thieves in supply", "chests robbed",
      "cards", "dancers"].map(h => E("th", {}, h))), ...o.players.map((p, seat) => {
      const supply = E("span", {}, token("thief", seat, String(p.supply), `${p.supply} thieves in supply`));
      if (seat === you && ctx.legal.some(a => a.startsWith("smuggle "))) {
        RealmViews.playable(supply, ctx, { part: "smuggle ", label: "smuggle a thief from your supply" });
      }
      return E("tr", {}, E("td", {}, RealmViews.seatName(view, seat)), E("td", {}, supply),
        E("td", {}, p.chests.map(([palace, pips]) => `${pips} pips (palace ${palace})`).join(", ") || "-"),
        E("td", {}, String(p.cards)), E("td", {}, String(p.dancers)));
    }));
    box.append(E("h2", {}, "Players"), players);
    const me = you !== null ? o.players[you] : null;
    if (me && me.hand) {
      box.append(E("h2", {}, "Your hand"), E("div", { class: "cards hand" },
        ...me.hand.map((n, i) => E("div", { class: "tcard", "aria-label": `${n} cards of palace ${i + 1}` },
          E("span", { class: "n" }, String(i + 1)), `× ${n}`)),
        E("div", { class: "tcard", "aria-label": `${me.dancers} dancers` }, E("span", { class: "n" }, "D"), `× ${me.dancers}`)));
    }
    const turn = ctx.legal.filter(a => a === "end" || a.startsWith("pass"));
    if (turn.length) {
      box.append(E("div", { class: "moves" }, ...turn.map(a => RealmViews.playable(E("button", { type: "button" },
        { end: "End the turn (draw 3)", pass: "Pass (draw 4)", "pass dancer": "Pass, take a dancer (draw 3)" }[a] || a),
        ctx, { actions: [a] }))));
    }
    if (ctx.selected !== null) box.prepend(E("div", { class: "hint" }, "Now click the palace it goes to."));
  }

  function help(box, components) {
    if (!components.actions) return;
    box.replaceChildren(E("h2", {}, "Actions and their cost"), E("ul", {}, ...components.actions.map(a =>
      E("li", {}, E("b", {}, a.action), `: ${a.cost}.`)), E("li", {}, `Dancers: ${components.dancer}.`)),
      E("p", {}, `Each palace's chests, from the top: ${components.palaces[0].chests.join(", ")} pips. `
        + `At most ${components.max_thief_actions} actions with thieves a turn.`));
  }

  RealmViews.register("twelve-thieves", { draw, help });
})();
