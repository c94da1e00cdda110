// Realm (all five games): the 12x12 board of 16 Realms of 3x3, Centers marked, every piece
// with its owner, kind and facing; in a Rearrangement the lifted pieces stay drawn, faded, on
// the squares they left, and in a tray above the board.
// Moves: click a piece (or a lifted piece) to select it, then its destination; a square that an
// action names alone (a placement, a dislodged piece's square) plays it, offering the choices
// (an Enforcer's facing) when there are several; a square of a Realm with no move of its own
// offers the actions naming that Realm; the other moves (pass, end, disperse...) are buttons.
"use strict";
(() => {
  const E = RealmViews.el;
  const COLUMNS = "abcdefghijkl";
  const SIZE = 40;
  const OFF = 20;
  const squaresOf = a => a.match(/\b[a-l](?:1[0-2]|[1-9])\b/g) || [];
  const KINDS = { base: "B", power: "P", enforcer: "E", mandarin: "M", emperor: "★", agent: "A",
    "counter-agent": "C", hq: "H", duke: "D" };
  const PLAYERS = ["red", "black"];
  const realmOf = square => Math.floor((Number(square.slice(1)) - 1) / 3) * 4 + Math.floor(COLUMNS.indexOf(square[0]) / 3) + 1;
  // The moves of a piece: two squares, or one and "off" the board.
  const moving = a => squaresOf(a).length > 1 || /-off\b/.test(a);
  const from = a => squaresOf(a)[0];
  const to = a => (/-off\b/.test(a) ? "off" : squaresOf(a).at(-1));

  function pieces(o) {
    if (o.pieces) return o.pieces.map(p => ({ ...p, label: KINDS[p.kind] || p.kind[0].toUpperCase() }));
    return Object.entries(o.centers || {}).map(([square, mark]) => ({
      square, player: mark.endsWith("X") ? 0 : 1, label: mark.startsWith("D") ? "D" : "", kind: mark }));
  }

  const at = square => {
    const col = COLUMNS.indexOf(square[0]);
    const row = Number(square.slice(1)) - 1;
    return [OFF + col * SIZE + SIZE / 2, OFF + (11 - row) * SIZE + SIZE / 2];
  };

  function pieceNode(p, extra) {
    const [cx, cy] = at(p.square);
    const name = `${PLAYERS[p.player]} ${p.kind}${p.immobile ? ", immobile" : ""}${p.facing ? ", facing " + p.facing : ""} on ${p.square}`;
    const g = RealmViews.svg("g", { "data-piece": p.square, "data-player": p.player, class: extra, "aria-label": name });
    g.append(RealmViews.svg("circle", { cx, cy, r: SIZE * 0.38, fill: p.player === 0 ? "#c0392b" : "#2c3e50", stroke: "#000", "stroke-width": 1 }));
    const text = RealmViews.svg("text", { x: cx, y: cy + 5, "text-anchor": "middle", fill: "#fff", "font-size": 14, "pointer-events": "none" });
    text.textContent = p.label + (p.immobile ? "*" : "");
    g.append(text);
    if (p.facing) {
      const angle = { N: 0, E: 90, S: 180, W: 270 }[p.facing] || 0;
      g.append(RealmViews.svg("path", { d: `M ${cx} ${cy - SIZE * 0.5} l -5 8 l 10 0 z`, fill: "#f1c40f",
        transform: `rotate(${angle} ${cx} ${cy})`, "pointer-events": "none" }));
    }
    return g;
  }

  // What clicking `square` does: finish the selected move there, start a move, play the actions
  // naming the square alone, or offer the actions naming its Realm.
  function wire(node, square, ctx, label) {
    const legal = ctx.legal;
    const finish = ctx.selected ? legal.filter(a => moving(a) && from(a) === ctx.selected && to(a) === square) : [];
    if (finish.length) return RealmViews.target(node, ctx, finish, `${ctx.selected} to ${label}`);
    if (legal.some(a => moving(a) && from(a) === square)) return RealmViews.playable(node, ctx, { part: square, label: `select ${label}` });
    const alone = legal.filter(a => !moving(a) && squaresOf(a).length === 1 && squaresOf(a)[0] === square);
    if (alone.length) return RealmViews.playable(node, ctx, { actions: alone, label: `${label}: ${alone.join(", ")}` });
    return node;
  }

  function draw(box, view, given) {
    const o = view.observation;
    // A single lifted piece is the one to put back: it starts selected.
    const one = (o.in_hand || []).length === 1 && given.legal.length ? o.in_hand[0].from : null;
    const ctx = given.selected === null && one ? { ...given, selected: one } : given;
    const svg = RealmViews.svg("svg", { class: "board", viewBox: `0 0 ${SIZE * 12 + 2 * OFF} ${SIZE * 12 + 2 * OFF}`,
      role: "group", "aria-label": "The board: 16 Realms of 3 by 3 squares" });
    const shown = pieces(o);
    const occupied = new Set(shown.map(p => p.square));
    for (let row = 0; row < 12; row++) {
      for (let col = 0; col < 12; col++) {
        const name = COLUMNS[col] + (row + 1);
        const center = row % 3 === 1 && col % 3 === 1;
        const fill = center ? "#d8c8a0" : (Math.floor(row / 3) + Math.floor(col / 3)) % 2 ? "#e9efe2" : "#f8f4e8";
        const rect = RealmViews.svg("rect", { class: "square" + (name === ctx.selected ? " selected" : ""),
          x: OFF + col * SIZE, y: OFF + (11 - row) * SIZE, width: SIZE, height: SIZE, fill, "data-square": name,
          "data-realm": realmOf(name) });
        if (!occupied.has(name)) wire(rect, name, ctx, `square ${name}`);
        if (!rect.hasAttribute("data-play")) {
          const choices = ctx.legal.filter(a => !squaresOf(a).length && a.endsWith(" " + realmOf(name)));
          if (choices.length) rect.addEventListener("click", () => ctx.play(choices));
        }
        svg.append(rect);
      }
    }
    for (let i = 0; i <= 4; i++) {
      svg.append(RealmViews.svg("line", { x1: OFF + i * 3 * SIZE, y1: OFF, x2: OFF + i * 3 * SIZE, y2: OFF + 12 * SIZE, stroke: "#444", "stroke-width": 2 }));
      svg.append(RealmViews.svg("line", { x1: OFF, y1: OFF + i * 3 * SIZE, x2: OFF + 12 * SIZE, y2: OFF + i * 3 * SIZE, stroke: "#444", "stroke-width": 2 }));
    }
    const label = (x, y, text, size = 11) => {
      const t = RealmViews.svg("text", { x, y, "text-anchor": "middle", "font-size": size, fill: "#666", "pointer-events": "none" });
      t.textContent = text;
      svg.append(t);
    };
    for (let i = 0; i < 12; i++) {
      label(OFF + i * SIZE + SIZE / 2, OFF + 12 * SIZE + 14, COLUMNS[i]);
      label(OFF / 2, OFF + (11 - i) * SIZE + SIZE / 2 + 4, String(i + 1));
    }
    for (let realm = 0; realm < 16; realm++) {
      label(OFF + (realm % 4) * 3 * SIZE + 9, OFF + (3 - Math.floor(realm / 4)) * 3 * SIZE + 12, String(realm + 1), 9);
    }
    for (const p of shown) {
      const g = pieceNode(p, p.square === ctx.selected ? "selected" : "");
      svg.append(wire(g, p.square, ctx, `${PLAYERS[p.player]} ${p.kind} on ${p.square}`));
    }
    // A Rearrangement's lifted pieces: faded on the squares they left, and in the tray.
    const lifted = (o.in_hand || []).map(h => ({ square: h.from, player: o.to_move, kind: h.kind, immobile: h.immobile,
      label: KINDS[h.kind] || h.kind[0].toUpperCase() }));
    const tray = E("div", { class: "hand-pieces", "aria-label": "Lifted pieces" });
    for (const p of lifted) {
      const g = pieceNode(p, "lifted" + (p.square === ctx.selected ? " selected" : ""));
      svg.append(wire(g, p.square, ctx, `lifted ${p.kind} from ${p.square}`));
      const chip = E("span", { class: `piece p${p.player}${p.square === ctx.selected ? " selected" : ""}` }, p.label);
      tray.append(wire(chip, p.square, ctx, `lifted ${p.kind} from ${p.square}`));
    }
    if (lifted.length) box.append(E("div", {}, E("strong", {}, "Lifted, to put back: "), tray));
    box.append(svg);
    const rest = others(ctx);
    if (rest) box.append(rest);
    box.append(facts(o));
  }

  // The moves that name no square (pass, end, disperse 6...) and a piece's move off the board.
  function others(ctx) {
    const off = ctx.selected ? ctx.legal.filter(a => from(a) === ctx.selected && to(a) === "off") : [];
    const rest = ctx.legal.filter(a => !squaresOf(a).length);
    const groups = new Map();
    for (const a of rest) {
      const word = /\d$/.test(a) ? a.split(" ")[0] : a;
      groups.set(word, [...(groups.get(word) || []), a]);
    }
    const buttons = [...off.map(a => RealmViews.target(E("button", { type: "button" }, "Off the board"), ctx, [a], a)),
      ...[...groups].map(([word, list]) => RealmViews.playable(E("button", { type: "button" }, list.length > 1 ? `${word}…` : word),
        ctx, { actions: list, label: list.length > 1 ? `${word}: choose the Realm` : word }))];
    return buttons.length ? E("div", { class: "moves" }, ...buttons) : null;
  }

  function facts(o) {
    const skip = new Set(["pieces", "centers", "in_hand", "outcome", "to_move"]);
    const lines = Object.entries(o).filter(([k, v]) => !skip.has(k) && v !== null && !(Array.isArray(v) && !v.length));
    return E("div", { class: "facts" }, ...lines.map(([k, v]) =>
      E("div", {}, `${k.replaceAll("_", " ")}: ${typeof v === "object" ? JSON.stringify(v) : v}`)));
  }

  // The pieces and how they move, from the game's components (where it gives them).
  function help(box, components) {
    if (!components.pieces) return;
    box.replaceChildren(E("h2", {}, "Pieces"), E("ul", {}, ...components.pieces.map(p =>
      E("li", {}, E("b", {}, `${p.name} (${KINDS[p.kind]})`), `: ${p.text}`))));
  }

  RealmViews.register("realm", { draw, help });
})();
