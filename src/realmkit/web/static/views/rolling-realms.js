// Rolling Realms: the shared roll of two dice, the three realm cards of the round drawn from
// their layout data (GET /api/tables/ID/components: boxes with their benefits and stars) with a
// player's marks in their boxes (the observation's sheets: crossed, circled, outlined, a number
// written in), your resources and what they buy, the stars of every realm and round, the other
// sheets on demand. Every element that plays a move (or selects the die a move starts with)
// carries data-play.
"use strict";
(() => {
  const E = RealmViews.el;
  const tableId = location.pathname.split("/").pop();
  const SPEND = ["adjust", "copy", "create", "compensate", "take"];
  const RESOURCE_WORDS = { pumpkin: "pumpkins", heart: "hearts", coin: "coins" };
  let components = null;
  let latest = null;
  let chosenDie = null;
  let drawnMoves = -1;
  fetch(`/api/tables/${tableId}/components`).then(r => r.json()).then(c => {
    components = c;
    if (latest) draw(...latest);
  });

  document.head.append(E("link", { rel: "stylesheet", href: "/static/views/rolling-realms.css" }));

  const icon = name => E("span", { class: `rr-icon rr-${name}`, title: name, "aria-label": name });
  // A benefit: every gain of the box; "pumpkin/heart" is a choice of one.
  const gains = list => list.map(g => E("span", { class: "rr-gain" },
    ...g.split("/").flatMap((n, i) => (i ? [E("span", { class: "rr-or" }, "/"), icon(n)] : [icon(n)]))));
  const words = label => label.replaceAll("_", " ");
  const LOOKS = ["crossed", "circled", "outlined", "starred"];
  const NO_SHEET = { boxes: {}, drawn: [] };

  // A box (or a cell the card draws) with the looks of its marks: crossed, circled, outlined or
  // starred as classes, a number or a word written in; its title says them in words.
  function marked(element, looks) {
    if (!looks || !looks.length) return element;
    element.classList.add("rr-marked", ...looks.filter(l => LOOKS.includes(l)).map(l => `rr-${l}`));
    const written = looks.filter(l => !LOOKS.includes(l));
    if (written.length) element.append(E(element.tagName === "TR" ? "td" : "span", { class: "rr-written" }, written.join(" ")));
    element.setAttribute("title", looks.join(", "));
    return element;
  }

  // A row of parts alike (every one the same named parts, e.g. the hexes of a map) as a table.
  const alike = items => items.length > 1 && items.every(i => i.group && i.group.map(g => g.label).join() === items[0].group.map(g => g.label).join());
  const table = (items, looks) => E("table", { class: "rr-table-part" },
    E("tr", {}, ...items[0].group.map(g => E("th", {}, words(g.label)))),
    ...items.map(i => marked(E("tr", { "data-box": i.id }, ...i.group.map(g => E("td", {}, node(g, looks)))), looks[i.id])));

  // A layout node drawn with the looks of the marks in it (`looks`: box id -> its looks).
  function node(n, looks) {
    if (n.row && alike(n.row)) return table(n.row, looks);
    let out;
    if (n.box) out = E("span", { class: "rr-box" + (n.box.some(g => g === "star") ? " rr-starbox" : "") }, ...gains(n.box));
    else if (n.row && n.row.length && n.row.every(r => r.row)) {
      out = E("table", { class: "rr-grid" }, ...n.row.map(r => marked(E("tr", { "data-box": r.id },
        ...r.row.map(c => marked(E("td", { "data-box": c.id }, node(c, looks)), looks[c.id]))), looks[r.id])));
    } else if (n.row) out = E("div", { class: "rr-row" }, ...n.row.map(c => node(c, looks)));
    else if (n.group) out = E("div", { class: "rr-group" }, ...n.group.map(g => part(g, looks)));
    else if ("value" in n) out = E("span", { class: "rr-value" }, n.value === null ? "–" : String(n.value));
    else out = E("span", { class: "rr-text" }, n.text);
    out.setAttribute("data-box", n.id);
    return marked(out, looks[n.id]);
  }
  const part = (p, looks) => E("div", { class: "rr-part" }, p.label ? E("span", { class: "rr-label" }, words(p.label)) : null, node(p, looks));

  // What a card draws beyond its layout's boxes: a grid, lines of squares (columns if upright),
  // markers on tracks, numbers written in.
  const cell = (looks, printed) => marked(E("span", { class: "rr-cell" }, printed === undefined ? "" : String(printed)), looks);
  function drawn(d) {
    const label = E("span", { class: "rr-label" }, words(d.label));
    if (d.grid) {
      return E("div", { class: "rr-part", "data-drawn": d.label }, label,
        E("div", { class: "rr-cells", style: `grid-template-columns: repeat(${d.grid}, auto)` }, ...d.cells.map((c, k) => cell(c, d.printed[k]))));
    }
    if (d.lines) {
      let k = 0;
      const lines = d.lines.map(n => E("div", { class: "rr-line" }, ...d.cells.slice(k, (k += n)).map((c, i) => cell(c, d.printed[k - n + i]))));
      return E("div", { class: "rr-part", "data-drawn": d.label }, label, E("div", { class: d.upright ? "rr-lines rr-upright" : "rr-lines" }, ...lines));
    }
    if (d.track) {
      return E("div", { class: "rr-part", "data-drawn": d.label }, label, ...d.track.map((n, t) => E("div", { class: "rr-track" },
        ...Array.from({ length: n }, (_, s) => marked(E("span", { class: "rr-cell" }, String(s + 1)), s + 1 === d.at[t] ? ["circled"] : [])))));
    }
    return E("div", { class: "rr-part", "data-drawn": d.label }, label, ...d.count.map(v => E("span", { class: "rr-cell rr-count-in" }, String(v))));
  }
  const sheetOf = (o, seat, slot) => ((o.sheets || [])[seat] || [])[slot] || NO_SHEET;
  const cardFace = (c, sheet) => E("div", { class: "rr-parts" }, ...c.parts.map(p => part(p, sheet.boxes)), ...sheet.drawn.map(drawn));

  function button(notation, label, text, cls = "") {
    const b = E("button", { class: `rr-play ${cls}`, "data-play": notation, "aria-label": label, title: label }, text);
    b.onclick = () => { chosenDie = null; latest[2].act(notation); };
    return b;
  }

  // A die face with its pips; `name` is how the notation names it.
  function die(value, label, attrs = {}) {
    const svg = RealmViews.svg("svg", { viewBox: "0 0 30 30", width: 34, height: 34, class: "rr-die", role: "img", "aria-label": label, ...attrs });
    svg.append(RealmViews.svg("rect", { x: 1, y: 1, width: 28, height: 28, rx: 5, fill: "#fff", stroke: "#333", "stroke-width": 1.5 }));
    const pips = { 1: [[15, 15]], 2: [[8, 8], [22, 22]], 3: [[8, 8], [15, 15], [22, 22]], 4: [[8, 8], [22, 8], [8, 22], [22, 22]],
      5: [[8, 8], [22, 8], [15, 15], [8, 22], [22, 22]], 6: [[8, 7], [22, 7], [8, 15], [22, 15], [8, 23], [22, 23]] }[value] || [];
    for (const [cx, cy] of pips) svg.append(RealmViews.svg("circle", { cx, cy, r: 2.6, fill: "#222" }));
    return svg;
  }

  function realmCard(id, slot, view, ctx, me) {
    const c = components.realms[id];
    const o = view.observation;
    const uses = ctx.legal.filter(a => a.startsWith("use ") && a.endsWith(` in ${id}`));
    const places = ctx.legal.filter(a => a.startsWith(id + " "));
    const card = E("article", { class: `rr-card rr-set-${c.set}` + (chosenDie && uses.some(a => a.startsWith(`use ${chosenDie} in`)) ? " rr-target" : ""),
      "data-realm": id, "aria-label": `${c.title} realm card` });
    card.append(E("header", {}, E("b", {}, c.title), E("span", { class: "rr-setname" }, c.set),
      o.activated[slot] ? E("span", { class: "rr-activated" }, `activated ×${o.activated[slot]}`) : null));
    const face = cardFace(c, sheetOf(o, me.seat, slot));
    face.setAttribute("role", "group");
    face.setAttribute("aria-label", `${me.name}'s marks on ${c.title}`);
    card.append(face);
    const shown = chosenDie ? uses.filter(a => a.startsWith(`use ${chosenDie} in`)) : uses;
    if (shown.length || places.length) {
      card.append(E("div", { class: "rr-moves" },
        ...shown.map(a => button(a, `Use the ${a.slice(4, -(id.length + 4))} in ${c.title}`, `Use ${a.slice(4, -(id.length + 4))} here`, "rr-use")),
        ...places.map(a => button(a, `${c.title}: ${a.slice(id.length + 1)}`, a.slice(id.length + 1), "rr-place"))));
    }
    card.append(E("details", { class: "rr-cardtext" }, E("summary", {}, "Card text"), E("p", {}, c.text),
      c.note ? E("p", { class: "rr-note" }, c.note) : null));
    return card;
  }

  function resources(view, ctx, me) {
    const o = view.observation;
    const sheet = o.players[me.seat];
    const box = E("section", { class: "rr-resources", "aria-label": `${me.name}'s resources` },
      E("h3", {}, me.you ? "Your resources" : `${me.name}'s resources`),
      E("div", { class: "rr-counts" }, ...components.resources.map(r => E("span", { class: "rr-count", "data-resource": r },
        icon(r), ` ${sheet.resources[r]} `, E("small", {}, `(${sheet.gained[r]} gained this round)`)))));
    const spend = ctx.legal.filter(a => SPEND.includes(a.split(" ")[0]));
    if (spend.length) {
      box.append(E("div", { class: "rr-spend" }, ...spend.map(a => button(a, spendLabel(a), spendLabel(a), "rr-spendbutton"))));
    }
    return box;
  }

  // The spending as the rulebook says it: what it costs and what it does to which die.
  function spendLabel(a) {
    const w = a.split(" ");
    if (w[0] === "adjust") {
      const again = w.at(-1) === "again";
      const delta = again ? w.at(-2) : w.at(-1);
      return `Adjust the ${w.slice(1, again ? -2 : -1).join(" ")} by ${delta} (${again ? 3 : 2} pumpkins${again ? ", may activate a realm again" : ""})`;
    }
    if (w[0] === "copy") return `Copy the rolled ${w[1]} with ${w[2]}`;
    if (w[0] === "create") return `Create a ${w[1]} (${w[1]} coins)`;
    if (w[0] === "compensate") return `The ${w.slice(1, -1).join(" ")} cannot be used: gain a ${w.at(-1)}`;
    return `Take a ${w[1]}`;
  }

  function turnDice(view, ctx, box) {
    const o = view.observation;
    const uses = ctx.legal.filter(a => a.startsWith("use "));
    const names = [...new Set(uses.map(a => a.slice(4, a.lastIndexOf(" in "))))];
    const row = E("div", { class: "rr-turndice" }, E("span", { class: "rr-label" }, "Dice of this turn:"));
    for (const d of o.dice) {
      row.append(E("span", { class: "rr-turndie" + (d[2] ? " used" : "") }, die(d[0], `a ${d[0]}${d[2] ? ", used" : ""}`),
        E("small", {}, ["1st", "2nd", "copied", "created"][d[1]] + (d[2] ? " · used" : ""))));
    }
    for (const n of names) {
      const b = E("button", { class: "rr-pick" + (chosenDie === n ? " chosen" : ""), "data-play": `use ${n}`,
        "aria-pressed": String(chosenDie === n), "aria-label": `Choose the ${n} to use in a realm` }, `Use ${n}…`);
      b.onclick = () => { chosenDie = chosenDie === n ? null : n; draw(box, view, ctx); };
      row.append(b);
    }
    if (chosenDie && !names.includes(chosenDie)) chosenDie = null;
    return row;
  }

  function scoreTable(view) {
    const o = view.observation;
    const head = E("tr", {}, E("th", {}, "Player"), ...[1, 2, 3].map(r => E("th", {}, `Round ${r}`)), E("th", {}, "Score"));
    // A finished round: its stars per realm and a tenth of a star per resource left. The round
    // under way: the score less the finished rounds (its realms' stars so far, together).
    const rows = o.players.map((p, seat) => {
      const finished = p.stars.reduce((sum, s, r) => sum + 10 * s.reduce((a, b) => a + b, 0) + p.leftover[r], 0);
      return E("tr", { "data-seat": seat }, E("td", {}, RealmViews.seatName(view, seat)),
        ...[0, 1, 2].map(r => E("td", {}, p.stars[r] ? `${p.stars[r].join(" + ")} ★` + (p.leftover[r] ? ` + ${p.leftover[r] / 10}` : "")
          : r === o.round - 1 && !view.over ? `${(o.score_tenths[seat] - finished) / 10} ★ so far` : "")),
        E("td", {}, String(o.score_tenths[seat] / 10)));
    });
    return E("table", { class: "rr-scores", "aria-label": "Stars per realm and round" }, head, ...rows);
  }

  function otherSheets(view, mine) {
    const o = view.observation;
    const first = (o.round - 1) * 3;
    const realms = o.realms.slice(first, first + 3);
    return o.players.map((p, seat) => seat === mine ? null : E("details", { class: "rr-sheet", "data-seat": seat },
      E("summary", {}, `${RealmViews.seatName(view, seat)}: sheet`),
      E("div", {}, ...components.resources.map(r => E("span", { class: "rr-count" }, icon(r), ` ${p.resources[r]} `))),
      ...realms.map((id, slot) => E("section", { class: "rr-sheetcard", "data-realm": id, "aria-label": `${RealmViews.seatName(view, seat)}'s ${components.realms[id].title}` },
        E("header", {}, E("b", {}, components.realms[id].title)), cardFace(components.realms[id], sheetOf(o, seat, slot))))));
  }

  function draw(box, view, ctx) {
    latest = [box, view, ctx];
    if (view.moves !== drawnMoves) { chosenDie = null; drawnMoves = view.moves; }
    if (!components) { box.replaceChildren(E("p", {}, "Loading the realm cards…")); return; }
    const o = view.observation;
    const mine = view.you !== null && view.you !== undefined ? view.you : (o.to_move ?? 0);
    const me = { seat: mine, you: mine === view.you, name: RealmViews.seatName(view, mine) };
    const first = (o.round - 1) * 3;
    const inPlay = o.realms.slice(first, first + 3);
    const acting = o.to_move !== null && o.to_move !== undefined && !view.over;
    const roll = E("section", { class: "rr-roll", "aria-label": "The shared roll" },
      E("div", { class: "rr-round" }, `Round ${o.round} of ${components.rounds} · roll ${o.turn} of ${components.turns}`),
      E("div", { class: "rr-dice" }, ...(o.roll || []).map((v, i) => die(v, `${i ? "second" : "first"} die: ${v}`, { "data-die": i }))),
      E("div", { class: "rr-together" }, acting
        ? `Everyone uses this roll; ${RealmViews.seatName(view, o.to_move)} is choosing now` +
          (o.to_move > 0 ? `, ${o.players.slice(0, o.to_move).map((_, s) => RealmViews.seatName(view, s)).join(", ")} done.` : ".")
        : "The game is over."));
    const parts = [roll];
    if (acting && o.to_move === mine) parts.push(turnDice(view, ctx, box));
    if (o.choices.length) parts.push(E("div", { class: "rr-choices" }, "A benefit lets you choose: ", ...o.choices.flatMap(c => gains([c.map(i => ["pumpkin", "heart", "coin", "star"][i]).join("/")]))));
    parts.push(E("div", { class: "rr-cards" }, ...inPlay.map((id, slot) => realmCard(id, slot, view, ctx, me))));
    parts.push(resources(view, ctx, me));
    const handled = a => a === "done" || a === "start" || a.startsWith("use ") || SPEND.includes(a.split(" ")[0]) || inPlay.some(id => a.startsWith(id + " "));
    const rest = ctx.legal.filter(a => !handled(a));
    const end = E("div", { class: "rr-end" }, ...rest.map(a => button(a, a, a)));
    if (ctx.legal.includes("start")) end.append(button("start", "Start-of-turn effects of the realms happen now", "Start the turn"));
    if (ctx.legal.includes("done")) end.append(button("done", "Done with this roll (unused dice are lost)", "Done with this roll", "rr-done"));
    parts.push(end, E("h3", {}, "Stars"), scoreTable(view), ...otherSheets(view, mine));
    box.replaceChildren(E("div", { class: "rr-table" }, ...parts));
  }

  RealmViews.register("rolling-realms", { draw });
})();
