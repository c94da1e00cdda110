// The registry of per-game views and what they share. The interface a view script uses is
// described in docs/web.md ("Writing a view"):
//   RealmViews.register(prefix, { draw(box, view, ctx) })
// `draw` draws `view.observation` into `box`, using `ctx`:
//   ctx.legal          the seat's legal actions (notation), empty when it is not to move
//   ctx.act(n)         play the action with notation n
//   ctx.play(list)     play a click's actions: one is played, several are offered as choices
//   ctx.choose(list, label)  offer actions as buttons on the board (label(n) names each)
//   ctx.selected       the first part of a move the player has clicked (null: none)
//   ctx.select(part)   choose (or, with null, drop) that first part and draw again
//   ctx.components     the game's public pieces (GET /api/tables/ID/components)
//   ctx.highlight(list) mark actions in the notation list
// Every element that plays a move, or its first part, is made with RealmViews.playable, which
// gives it `data-play`, a role, keyboard focus, an ARIA label and the click and key handlers.
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
  // A seat as people read it: its player's name, else "Player N" numbered from 1 as in the
  // notation, with "(you)" or the AI playing it.
  seatName(view, seat) {
    if (seat === null || seat === undefined) return "";
    const s = view.seats[seat] || {};
    const name = s.name || `Player ${seat + 1}`;
    if (seat === view.you) return `${name} (you)`;
    return s.player && s.player !== "human" ? `${name} (${s.player})` : name;
  },
  // Make `node` play `actions` when clicked or when Enter or Space is pressed on it:
  // one action is played, several are offered as choices. With `part` the node is the first
  // part of a move instead: clicking it selects `part` (again: drops it), and the view then
  // marks the elements that finish the move. `label` is what a screen reader says.
  playable(node, ctx, { actions = [], part = null, label = "" } = {}) {
    const play = () => {
      if (part !== null) ctx.select(ctx.selected === part ? null : part);
      else ctx.play(actions);
    };
    node.setAttribute("data-play", part !== null ? part : actions.length === 1 ? actions[0] : RealmViews.common(actions));
    node.setAttribute("role", "button");
    node.setAttribute("tabindex", "0");
    node.setAttribute("aria-label", label || node.getAttribute("data-play"));
    if (part !== null) node.setAttribute("aria-pressed", String(ctx.selected === part));
    node.classList.add("playable");
    if (part !== null && ctx.selected === part) node.classList.add("selected");
    node.addEventListener("click", e => { e.stopPropagation(); play(); });
    node.addEventListener("keydown", e => {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); play(); }
    });
    return node;
  },
  // Mark `node` as finishing the selected move (a target): drawn apart, and what tests click.
  target(node, ctx, actions, label) {
    RealmViews.playable(node, ctx, { actions, label });
    node.classList.add("target");
    return node;
  },
  // The words all the actions start with ("guard 3>" of "guard 3>5 pay 3", "guard 3>6 pay 6").
  common(actions) {
    if (!actions.length) return "";
    let prefix = actions[0];
    for (const a of actions) while (!a.startsWith(prefix)) prefix = prefix.slice(0, -1);
    return prefix;
  },
  // Give `node` a text shown on hover (a card's or a piece's rules text).
  titled(node, text) { if (text) node.setAttribute("title", text); return node; },
};
