// AI-vs-AI load on a boardgame.io server: `node bots.js PORT MATCHES WARMUP SECONDS`.
// MATCHES matches at once, each of three random bots (a uniform choice among `ai.enumerate`'s
// moves, as boardgame.io's RandomBot) connected by socket.io as players; a finished match is
// replaced by a new one. Prints "start" when the warm-up ends, then "end MOVES SECONDS": the
// moves the server accepted during the measured wall-clock seconds.
const { Client } = require('boardgame.io/client');
const { SocketIO } = require('boardgame.io/multiplayer');
const { DrawDiscard } = require('./game');

const [port, matches, warmUp, seconds] = process.argv.slice(2).map(Number);
const url = `http://127.0.0.1:${port}`;
const PLAYERS = 3;
let moves = 0;
let running = true;

async function post(path, body) {
  const answer = await fetch(url + path, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  return answer.json();
}

async function playMatch() {
  const { matchID } = await post(`/games/${DrawDiscard.name}/create`, { numPlayers: PLAYERS });
  const clients = [];
  for (let seat = 0; seat < PLAYERS; seat++) {
    const playerID = String(seat);
    const { playerCredentials } = await post(`/games/${DrawDiscard.name}/${matchID}/join`,
      { playerID, playerName: `bot ${seat}` });
    clients.push(Client({ game: DrawDiscard, multiplayer: SocketIO({ server: url }), matchID, playerID,
      credentials: playerCredentials }));
  }
  await new Promise((resolve) => {
    let seen = 0;
    clients.forEach((client, seat) => {
      let actedOn = -1;
      client.subscribe((state) => {
        if (!state) return;
        if (seat === 0 && state._stateID > seen) { moves += state._stateID - seen; seen = state._stateID; }
        if (state.ctx.gameover || !running) { resolve(); return; }
        if (state.ctx.currentPlayer !== client.playerID || actedOn === state._stateID) return;
        actedOn = state._stateID;
        const options = DrawDiscard.ai.enumerate(state.G, state.ctx, client.playerID);
        const { move, args } = options[Math.floor(Math.random() * options.length)];
        client.moves[move](...args);
      });
      client.start();
    });
  });
  clients.forEach((client) => client.stop());
}

async function slot() {
  while (running) await playMatch();
}

async function main() {
  const slots = [...Array(matches)].map(slot);
  await new Promise((r) => setTimeout(r, warmUp * 1000));
  const before = moves;
  const start = process.hrtime.bigint();
  console.log('start');
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const elapsed = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(`end ${moves - before} ${elapsed}`);
  running = false;
  await Promise.race([Promise.all(slots), new Promise((r) => setTimeout(r, 2000))]);
  process.exit(0);
}

main();
