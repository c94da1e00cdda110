// The registry of per-game views. A view draws `view.observation` into a container and
// calls `ctx.act(notation)` for a click; the legal-action list is always there beside it.
"use strict";
const RealmViews = {
  views: [],
  register(prefix, view) { this.views.push([prefix, view]); },
  find(specId) {
    const hit = this.views.filter(([p]) => specId === p || specId.startsWith(p + "-"))
      .sort((a, b) => b[0].length - a[0].length)[0];
    return hit ? hit[1] : this.views.find(([p]) => p === "*")[1];
  },
  el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  },
  svg(tag, attrs = {}) {
    const node = document.createElementNS("http://www.w3.org/2000/svg", tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    return node;
  },
  seatName(view, seat) {
    if (seat === null || seat === undefined) return "";
    const s = view.seats[seat];
    return `seat ${seat} (${seat === view.you ? "you" : s.player})`;
  },
};
