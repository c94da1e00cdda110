// 12 Realms: each Game Realm's map (Town and areas 1-6 with their paths, creatures, Treasures,
// Artifact Pieces and heroes), its Invasion Track with the red spaces and its Dark Lord; every
// hero's talent tokens fresh or exploited and Adventure hand; what was drawn and rolled since the
// last Upkeep; a Confrontation as a dialog. The pieces' texts come from
// GET /api/tables/ID/components. Every element that plays a move (or its first part) has data-play.
"use strict";
(() => {
  const E = RealmViews.el;
  const tableId = location.pathname.split("/").pop();
  const ROMAN = ["I", "II", "III"];
  // Area centres on the map, in per cent: the Town in the middle, areas 1-6 around it.
  const SPOTS = [[50, 50], ...[0, 1, 2, 3, 4, 5].map(i => [50 + 34 * Math.cos((i * 60 - 90) * Math.PI / 180),
    50 + 38 * Math.sin((i * 60 - 90) * Math.PI / 180)])];
  let components = null;
  let latest = null;
  let chosenArea = null;
  let drawnMoves = -1;
  fetch(`/api/tables/${tableId}/components`).then(r => r.json()).then(c => {
    components = c;
    if (latest) draw(...latest);
  });

  document.head.append(E("link", { rel: "stylesheet", href: "/static/views/twelve-realms.css" }));

  const initials = name => name.replace(/^The /, "").split(/[\s-]+/).map(w => w[0]).join("").slice(0, 3).toUpperCase();
  // A talent symbol: its first letters (the Crown, the wild talent, a crown).
  const SYMBOLS = { swiftness: "SW", combat: "CO", craft: "CR", magic: "MA", charm: "CH", gold: "GO", crown: "♛" };
  const talent = (t, cls = "") => E("span", { class: `tr-talent tr-${t} ${cls}`, title: t, "aria-label": t }, SYMBOLS[t] || t.slice(0, 2));
  const talentKey = () => E("div", { class: "tr-key" }, ...Object.keys(SYMBOLS).flatMap(t => [talent(t), ` ${t} `]),
    E("span", { class: "tr-disc red" }), " fresh ", E("span", { class: "tr-disc red exploited" }), " exploited ",
    E("span", { class: "tr-disc yellow" }), " yellow ", E("span", { class: "tr-disc blue" }), " blue");
  const groupNode = g => E("span", { class: "tr-group" }, ...g.map(t => talent(t)));
  const groupsNode = gs => E("span", { class: "tr-groups" }, ...gs.flatMap((g, i) => (i ? [" or ", groupNode(g)] : [groupNode(g)])));

  function play(notation, label, text, cls = "") {
    const b = E("button", { class: `tr-play ${cls}`, "data-play": notation, "aria-label": label, title: label }, text);
    b.onclick = () => { chosenArea = null; latest[2].act(notation); };
    return b;
  }

  function kindNode(slug, extra) {
    const k = components.kinds[slug];
    return E("div", { class: "tr-kind" + (k.dark_lord ? " tr-lord" : ""), "data-kind": slug },
      E("b", {}, `${initials(k.name)} · ${k.name}`), extra || null, E("div", {}, groupsNode(k.groups)),
      k.powers.length ? E("div", { class: "tr-powers" }, k.powers.join("; ")) : null);
  }

  function track(r) {
    const cells = [];
    for (let space = 0; space < r.track; space++) {
      cells.push(E("span", { class: "tr-space" + (r.red.includes(space) ? " red" : "") + (space === r.marker ? " marker" : ""),
        title: `space ${space}${r.red.includes(space) ? " (red)" : ""}` }));
    }
    return E("div", { class: "tr-track", role: "img", "aria-label": `Invasion Track: marker on ${r.marker} of ${r.track}; red spaces ${r.red.join(", ")}` },
      E("span", { class: "tr-label" }, `Invasion ${Math.max(r.marker, 0)}/${r.track}`), ...cells, E("span", { class: "tr-label" }, "defeat"));
  }

  function realmMap(r, slot, view, ctx) {
    const c = components.realms[r.realm];
    const o = view.observation;
    const me = o.heroes[view.to_move] || null;
    const here = me && me.realm === r.realm;
    const box = E("section", { class: "tr-map", "data-realm": r.realm, "aria-label": `${c.name} Game Realm` });
    const travel = ctx.legal.includes(`travel ${r.realm}`) ? play(`travel ${r.realm}`, `Travel to the Town of ${c.name}`, "Travel here") : null;
    const town = ctx.legal.includes(`town ${r.realm}`) ? play(`town ${r.realm}`, `Start in the Town of ${c.name}`, "Start in this Town") : null;
    box.append(E("h3", {}, `${c.name} `, E("small", {}, `${c.symbol} · ${c.tale}`), " ", travel, town));
    box.append(track(r));
    const svg = RealmViews.svg("svg", { class: "tr-paths", viewBox: "0 0 100 100", preserveAspectRatio: "none", "aria-hidden": "true" });
    c.areas.forEach((a, n) => a.to.forEach(to => {
      const m = to === "town" ? 0 : Number(to);
      if (m > n) svg.append(RealmViews.svg("line", { x1: SPOTS[n][0], y1: SPOTS[n][1], x2: SPOTS[m][0], y2: SPOTS[m][1] }));
    }));
    const map = E("div", { class: "tr-board" }, svg);
    c.areas.forEach((a, n) => map.append(area(r, slot, a, n, view, ctx, here)));
    box.append(map);
    const legend = E("div", { class: "tr-legend" });
    legend.append(kindNode(r.dark_lord, E("span", { class: `tr-lordstate ${r.dark_lord_state.replace(" ", "-")}` },
      ` Dark Lord, ${r.dark_lord_state}: needs all 3 Artifact Pieces of ${c.artifact}`)));
    for (const slug of Object.keys(r.vulnerability)) if (slug !== r.dark_lord) legend.append(kindNode(slug));
    for (const [slug] of r.treasures) {
      const t = components.cards[slug];
      legend.append(E("div", { class: "tr-kind tr-treasure" }, E("b", {}, `Treasure ${t.name}`), E("div", {}, groupNode(t.vulnerability)),
        E("div", { class: "tr-powers" }, t.text)));
    }
    legend.append(E("div", { class: "tr-kind tr-piece" }, E("b", {}, `Artifact Pieces of ${c.artifact}`),
      ...r.pieces.map((p, n) => E("div", {}, `${ROMAN[n]}: `, groupNode(p.vulnerability),
        p.holder >= 0 ? ` held by ${RealmViews.seatName(view, p.holder)}` : p.area >= 0 ? ` in area ${p.area || "town"}` : " not yet placed"))));
    box.append(legend);
    return box;
  }

  function area(r, slot, a, n, view, ctx, here) {
    const o = view.observation;
    const moves = here ? ctx.legal.filter(x => x === `move ${a.area}` || x.startsWith(`move ${a.area} with`)) : [];
    const node = E("div", { class: "tr-area" + (n === 0 ? " tr-town" : "") + (moves.length ? " tr-reach" : "") + (chosenArea === `${r.realm} ${a.area}` ? " chosen" : ""),
      style: `left:${SPOTS[n][0]}%;top:${SPOTS[n][1]}%`, "data-area": a.area });
    const title = `${a.area === "town" ? "Town" : a.area}: ${a.name}`;
    if (moves.length) {
      const go = E("button", { class: "tr-areaname tr-play", "data-play": moves.length === 1 ? moves[0] : `move ${a.area}`,
        "aria-label": `Move to ${title}` + (moves.length > 1 ? " (choose the token)" : "") }, title);
      go.onclick = () => {
        if (moves.length === 1) { chosenArea = null; ctx.act(moves[0]); return; }
        chosenArea = `${r.realm} ${a.area}`;
        draw(...latest);
      };
      node.append(go);
    } else node.append(E("div", { class: "tr-areaname" }, title));
    const chips = E("div", { class: "tr-chips" });
    for (const [serial, kind, at] of r.creatures) {
      if (at !== n) continue;
      const k = components.kinds[kind];
      const confront = ctx.legal.includes(`confront ${kind}`) && here && o.heroes[view.to_move].area === n ? `confront ${kind}` : null;
      const chip = E(confront ? "button" : "span", { class: "tr-creature" + (k.dark_lord ? " tr-lord" : ""), "data-serial": serial, "data-kind": kind,
        title: k.name, "aria-label": confront ? `Confront ${k.name}` : k.name, ...(confront ? { "data-play": confront } : {}) }, initials(k.name));
      if (confront) chip.onclick = () => ctx.act(confront);
      chips.append(chip);
    }
    for (const [slug, at] of r.treasures) {
      if (at !== n) continue;
      const name = components.cards[slug].name;
      chips.append(ctx.legal.includes(`claim ${slug}`) ? play(`claim ${slug}`, `Claim the Treasure ${name}`, "◆", "tr-treasurechip")
        : E("span", { class: "tr-treasurechip", title: `Treasure ${name}`, "aria-label": `Treasure ${name}` }, "◆"));
    }
    r.pieces.forEach((p, i) => {
      if (p.area !== n || p.holder >= 0) return;
      const claim = `claim piece ${r.realm} ${ROMAN[i]}`;
      chips.append(ctx.legal.includes(claim) ? play(claim, `Claim Artifact Piece ${ROMAN[i]}`, ROMAN[i], "tr-piecechip")
        : E("span", { class: "tr-piecechip", title: `Artifact Piece ${ROMAN[i]}`, "aria-label": `Artifact Piece ${ROMAN[i]}` }, ROMAN[i]));
    });
    o.heroes.forEach((h, seat) => {
      if (h.realm !== r.realm || h.area !== n) return;
      chips.append(E("span", { class: `tr-hero seat-${seat}`, title: components.heroes[h.hero].name,
        "aria-label": `${components.heroes[h.hero].name} (${RealmViews.seatName(view, seat)})` }, initials(components.heroes[h.hero].name)));
    });
    node.append(chips);
    if (chosenArea === `${r.realm} ${a.area}`) {
      node.append(E("div", { class: "tr-paywith" }, ...moves.map(m => play(m, `Move to ${title} ${m.includes(" with ") ? "exploiting " + m.split(" with ")[1] : "exploiting a red Swiftness"}`,
        m.includes(" with ") ? m.split(" with ")[1] : "swiftness"))));
    }
    return node;
  }

  function tokens(h) {
    return E("div", { class: "tr-tokens" }, ...components.talents.map((t, i) => {
      const discs = [];
      for (let n = 0; n < h.red[i]; n++) discs.push(E("span", { class: "tr-disc red" + (n < h.fresh[i] ? "" : " exploited"), title: `red ${t} ${n < h.fresh[i] ? "fresh" : "exploited"}` }));
      for (let n = 0; n < h.yellow[i]; n++) discs.push(E("span", { class: "tr-disc yellow", title: `yellow ${t}` }));
      for (let n = 0; n < h.blue[i]; n++) discs.push(E("span", { class: "tr-disc blue", title: `blue ${t}` }));
      return discs.length ? E("div", { class: "tr-tokenrow", "aria-label": `${t}: ${h.fresh[i]} of ${h.red[i]} red fresh, ${h.yellow[i]} yellow, ${h.blue[i]} blue` },
        talent(t), ...discs) : null;
    }));
  }

  function heroPanel(h, seat, view, ctx) {
    const o = view.observation;
    const hero = components.heroes[h.hero];
    const held = o.realms.flatMap(r => r.pieces.map((p, n) => (p.holder === seat ? [r.realm, n] : null)).filter(Boolean));
    const entrust = ctx.legal.filter(a => a.startsWith("entrust "));
    return E("section", { class: "tr-heropanel" + (seat === view.to_move ? " acting" : ""), "data-seat": seat },
      E("h3", {}, `${hero.name} `, E("small", {}, `${RealmViews.seatName(view, seat)} · ${h.realm ? components.realms[h.realm].name : ""}, ${h.area === 0 ? "Town" : "area " + h.area}`)),
      tokens(h),
      held.length ? E("div", {}, "Artifact Pieces: ", ...held.map(([realm, n]) => E("span", { class: "tr-piecechip" }, `${components.realms[realm].name} ${ROMAN[n]}`)),
        ...entrust.filter(a => seat === view.to_move).map(a => play(a, a.replace("entrust", "Entrust"), a.slice(8)))) : null,
      E("div", { class: "tr-hand", "aria-label": "Adventure hand" }, ...h.hand.map(slug => {
        const card = components.cards[slug];
        const playable = ctx.legal.includes(`play ${slug}`);
        const node = E(playable ? "button" : "div", { class: "tr-card" + (playable ? " tr-play" : ""), "data-card": slug,
          "aria-label": `${playable ? "Play " : ""}${card.name}: ${card.text}`, ...(playable ? { "data-play": `play ${slug}` } : {}) },
        E("b", {}, card.name), E("div", {}, card.text));
        if (playable) node.onclick = () => ctx.act(`play ${slug}`);
        return node;
      })));
  }

  function confrontation(view, ctx) {
    const o = view.observation;
    const f = o.confrontation;
    const [what, slot, ident] = f.target;
    const r = o.realms[slot];
    const creature = r.creatures.find(t => t[0] === ident);
    // The target: (creature, slot, token serial), (Treasure, slot, card) or (Artifact Piece, slot, number).
    const name = [creature ? components.kinds[creature[1]].name : "a creature", "a Treasure",
      `Artifact Piece ${components.realms[r.realm].name} ${ROMAN[ident]}`][what];
    const hero = seat => `${components.heroes[o.heroes[seat].hero].name} (${RealmViews.seatName(view, seat)})`;
    const moves = ctx.legal.filter(a => /^(join|decline|group |withdraw|exploit |done)/.test(a));
    return E("div", { class: "tr-dialog", role: "dialog", "aria-label": "Confrontation" },
      E("h3", {}, `Confrontation with ${name}`),
      E("div", {}, `Leader: ${hero(f.team[0])}; Allies: ${f.team.slice(1).map(hero).join(", ") || "none"}`,
        f.asking.length ? `; still asked: ${f.asking.map(hero).join(", ")}` : ""),
      E("div", {}, "Vulnerability groups: ", ...f.groups.flatMap((g, i) => [E("span", { class: "tr-label" }, ` ${i + 1}: `), groupNode(g)])),
      f.need.length ? E("div", {}, "Tokens still to pay: ", groupNode(f.need), f.payer !== null ? ` — ${hero(f.payer)} pays` : "") : null,
      E("div", { class: "tr-dialogmoves" }, ...moves.map(a => play(a, a, a.replace(/^group /, "overcome group ").replace(/^exploit /, "exploit "),
        a === "withdraw" || a === "decline" ? "tr-no" : ""))));
  }

  function setup(view, ctx) {
    const lords = ctx.legal.filter(a => a.startsWith("lord "));
    const heroes = ctx.legal.filter(a => a.startsWith("hero "));
    if (!lords.length && !heroes.length) return null;
    return E("section", { class: "tr-setup" }, E("h3", {}, lords.length ? "Keep one Dark Lord" : "Choose your hero"),
      E("div", { class: "tr-choices" }, ...lords.map(a => {
        const b = E("button", { class: "tr-choice", "data-play": a, "aria-label": `Keep the Dark Lord ${components.kinds[a.slice(5)].name}` }, kindNode(a.slice(5)));
        b.onclick = () => ctx.act(a);
        return b;
      }), ...heroes.map(a => {
        const hero = components.heroes[a.slice(5)];
        const b = E("button", { class: "tr-choice", "data-play": a, "aria-label": `Choose ${hero.name}` }, E("b", {}, hero.name),
          E("div", {}, ...Object.entries(hero.talents).flatMap(([t, n]) => Array.from({ length: n }, () => talent(t)))));
        b.onclick = () => ctx.act(a);
        return b;
      })));
  }

  function draw(box, view, ctx) {
    latest = [box, view, ctx];
    if (view.moves !== drawnMoves) { chosenArea = null; drawnMoves = view.moves; }
    if (!components) { box.replaceChildren(E("p", {}, "Loading the realm maps…")); return; }
    const o = view.observation;
    const parts = [E("div", { class: "tr-status" }, `Turn ${o.turn} · ${o.phase}`,
      o.outcome ? E("b", { class: `tr-outcome ${o.outcome}` }, o.outcome === "victory" ? " — Victory" : " — Defeat") : null,
      ` · Realms Deck ${o.deck_size} cards, discard ${o.discard.length}`)];
    if (o.confrontation) parts.push(confrontation(view, ctx));
    const choosing = setup(view, ctx);
    if (choosing) parts.push(choosing);
    const end = ["end", "pass"].filter(a => ctx.legal.includes(a)).map(a => play(a, a === "end" ? "End your Perform Actions phase" : "Play no more Adventure cards before Upkeep",
      a === "end" ? "End Perform Actions" : "No more Adventures", "tr-end"));
    const known = a => /^(lord|hero|town|move|confront|claim|entrust|travel|play|end|pass|join|decline|group|withdraw|exploit|done)\b/.test(a);
    const rest = ctx.legal.filter(a => !known(a)).map(a => play(a, a, a));
    if (end.length || rest.length) parts.push(E("div", { class: "tr-endbar" }, ...rest, ...end));
    parts.push(E("div", { class: "tr-maps" }, ...o.realms.map((r, slot) => realmMap(r, slot, view, ctx))));
    parts.push(talentKey(), E("div", { class: "tr-heroes" }, ...o.heroes.map((h, seat) => (h.hero ? heroPanel(h, seat, view, ctx) : null))));
    if (o.story.length) parts.push(E("section", { class: "tr-story", "aria-label": "Drawn and rolled" },
      E("h3", {}, o.turn > 1 ? "Since the last Upkeep began" : "Since the game began"), E("ul", {}, ...o.story.map(line => E("li", {}, line)))));
    box.replaceChildren(E("div", { class: "tr-table" }, ...parts));
  }

  RealmViews.register("twelve-realms", { draw });
})();
