// Realm (all five games): the 12x12 board of 16 Realms of 3x3, Centers marked, every piece
// with its owner, kind and facing. Click a piece, then its destination; an action naming one
// square (a placement) is played by one click; a click in a Realm picks a choice naming it.
"use strict";
(() => {
  const COLUMNS = "abcdefghijkl";
  const SIZE = 40;
  const OFF = 20;
  const squaresOf = a => a.match(/\b[a-l](?:1[0-2]|[1-9])\b/g) || [];
  const KINDS = { base: "B", power: "P", enforcer: "E", mandarin: "M", emperor: "★", agent: "A",
    "counter-agent": "C", hq: "H" };
  let selected = null;

  function pieces(o) {
    if (o.pieces) return o.pieces.map(p => ({ ...p, label: KINDS[p.kind] || p.kind[0].toUpperCase() }));
    return Object.entries(o.centers || {}).map(([square, mark]) => ({
      square, player: mark.endsWith("X") ? 0 : 1, label: mark.startsWith("D") ? "D" : "", kind: mark }));
  }

  function draw(box, view, ctx) {
    const o = view.observation;
    const svg = RealmViews.svg("svg", { class: "board", viewBox: `0 0 ${SIZE * 12 + 2 * OFF} ${SIZE * 12 + 2 * OFF}`, width: 500 });
    const starts = new Set(ctx.legal.map(a => squaresOf(a)[0]).filter(Boolean));
    const targets = new Set(selected ? ctx.legal.filter(a => squaresOf(a)[0] === selected).map(a => squaresOf(a).at(-1)) : []);
    for (let row = 0; row < 12; row++) {
      for (let col = 0; col < 12; col++) {
        const name = COLUMNS[col] + (row + 1);
        const realm = Math.floor(row / 3) * 4 + Math.floor(col / 3);
        const center = row % 3 === 1 && col % 3 === 1;
        const fill = center ? "#d8c8a0" : (Math.floor(row / 3) + Math.floor(col / 3)) % 2 ? "#e9efe2" : "#f8f4e8";
        const rect = RealmViews.svg("rect", { class: "square" + (name === selected ? " selected" : "") + (targets.has(name) ? " target" : ""),
          x: OFF + col * SIZE, y: OFF + (11 - row) * SIZE, width: SIZE, height: SIZE, fill, "data-square": name, "data-realm": realm + 1 });
        rect.onclick = () => click(name, view, ctx, box);
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
    for (const p of pieces(o)) {
      const col = COLUMNS.indexOf(p.square[0]);
      const row = Number(p.square.slice(1)) - 1;
      const cx = OFF + col * SIZE + SIZE / 2;
      const cy = OFF + (11 - row) * SIZE + SIZE / 2;
      const g = RealmViews.svg("g", { "data-piece": p.square, "data-player": p.player, style: "cursor:pointer" });
      g.append(RealmViews.svg("circle", { cx, cy, r: SIZE * 0.38, fill: p.player === 0 ? "#c0392b" : "#2c3e50",
        stroke: starts.has(p.square) ? "#f1c40f" : "#000", "stroke-width": starts.has(p.square) ? 3 : 1 }));
      const text = RealmViews.svg("text", { x: cx, y: cy + 5, "text-anchor": "middle", fill: "#fff", "font-size": 14 });
      text.textContent = p.label + (p.immobile ? "*" : "");
      g.append(text);
      if (p.facing) {
        const angle = { N: 0, E: 90, S: 180, W: 270 }[p.facing] || 0;
        g.append(RealmViews.svg("path", { d: `M ${cx} ${cy - SIZE * 0.5} l -5 8 l 10 0 z`, fill: "#f1c40f",
          transform: `rotate(${angle} ${cx} ${cy})` }));
      }
      g.onclick = () => click(p.square, view, ctx, box);
      svg.append(g);
    }
    box.replaceChildren(svg, facts(o));
  }

  function facts(o) {
    const skip = new Set(["pieces", "centers"]);
    const lines = Object.entries(o).filter(([k, v]) => !skip.has(k) && v !== null && !(Array.isArray(v) && !v.length));
    return RealmViews.el("div", { class: "facts" }, ...lines.map(([k, v]) =>
      RealmViews.el("div", {}, `${k.replaceAll("_", " ")}: ${typeof v === "object" ? JSON.stringify(v) : v}`)));
  }

  function click(square, view, ctx, box) {
    if (selected) {
      const moves = ctx.legal.filter(a => squaresOf(a)[0] === selected && squaresOf(a).at(-1) === square && squaresOf(a).length > 1);
      if (moves.length === 1) { selected = null; ctx.act(moves[0]); return; }
      if (moves.length > 1) { ctx.highlight(moves); return; }
    }
    const single = ctx.legal.filter(a => { const s = squaresOf(a); return s.length === 1 && s[0] === square; });
    const starting = ctx.legal.filter(a => squaresOf(a)[0] === square && squaresOf(a).length > 1);
    if (single.length === 1 && !starting.length) { selected = null; ctx.act(single[0]); return; }
    if (!single.length && !starting.length) {
      const col = COLUMNS.indexOf(square[0]);
      const realm = Math.floor((Number(square.slice(1)) - 1) / 3) * 4 + Math.floor(col / 3) + 1;
      const choices = ctx.legal.filter(a => !squaresOf(a).length && a.endsWith(" " + realm));
      selected = null;
      if (choices.length === 1) ctx.act(choices[0]); else ctx.highlight(choices);
      return;
    }
    selected = starting.length ? square : null;
    ctx.highlight(starting.length ? starting : single);
    draw(box, view, ctx);
  }

  RealmViews.register("realm", { draw(box, view, ctx) { selected = view.moves === this.moves ? selected : null; this.moves = view.moves; draw(box, view, ctx); } });
})();
