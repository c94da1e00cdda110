// The leaderboard page: ratings per game, and Rolling Realms' challenge of the day.
"use strict";
(() => {
  function el(tag, attrs = {}, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
    for (const c of children) if (c !== null && c !== undefined) node.append(c);
    return node;
  }
  const row = (cells, head) => el("tr", {}, ...cells.map(c => el(head ? "th" : "td", {}, String(c))));

  async function drawRatings() {
    const game = document.getElementById("game").value;
    const data = await (await fetch(`/api/leaderboard/${encodeURIComponent(game)}`)).json();
    const rows = data.ratings.map((r, i) => row([i + 1, r.name, r.rating.toFixed(0), r.games,
                                                 Number.isInteger(r.wins) ? r.wins : r.wins.toFixed(2)]));
    document.getElementById("ratings").replaceChildren(row(["#", "player", "rating", "games", "wins"], true),
      ...(rows.length ? rows : [el("tr", {}, el("td", { colspan: "5" }, "No finished game of this game yet."))]));
  }

  async function drawChallenge() {
    const data = await (await fetch("/api/challenge")).json();
    document.getElementById("challenge-about").textContent =
      `${data.day}: everyone who plays today's challenge gets the same nine realms and the same rolls; ` +
      "the seed is drawn by the server and shown to you once your own game is over.";
    const rows = data.leaderboard.map((r, i) => row([i + 1, r.name, r.stars]));
    document.getElementById("challenge").replaceChildren(row(["#", "player", "stars"], true),
      ...(rows.length ? rows : [el("tr", {}, el("td", { colspan: "3" }, "Nobody has finished today's challenge yet."))]));
  }

  async function play() {
    const me = JSON.parse(localStorage.getItem("realmkit:player") || "null");
    const body = me && me.name ? { name: me.name, key: me.key } : {};
    const answer = await fetch("/api/challenge", { method: "POST", headers: { "content-type": "application/json" },
                                                   body: JSON.stringify(body) });
    const data = await answer.json();
    if (!answer.ok) { document.getElementById("challenge-error").textContent = data.error; return; }
    localStorage.setItem(`realmkit:${data.table}`, JSON.stringify({ seat: 0, token: data.tokens["0"], link: data.links["0"] }));
    location.href = `/table/${data.table}`;
  }

  async function start() {
    const catalog = await (await fetch("/api/games")).json();
    const select = document.getElementById("game");
    select.replaceChildren(...catalog.games.map(g => el("option", { value: g.id }, g.title)));
    select.onchange = drawRatings;
    document.getElementById("challenge-play").onclick = play;
    await Promise.all([drawRatings(), drawChallenge()]);
  }
  start();
})();
