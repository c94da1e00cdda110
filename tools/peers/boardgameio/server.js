// boardgame.io's server for the draw-discard game: `node server.js PORT [DIR]`. With DIR, every
// match is kept by boardgame.io's FlatFile storage (node-persist: one JSON file per key, the
// match's state and its whole log rewritten at each move by fs.writeFile, without fsync), with
// node-persist's write queue off so that each move is written when it is played rather than
// batched once a second; without DIR, in memory only.
// package.json holds koa-compose at 4.1.0: boardgame.io's socket transport builds koa's request
// handler before the lobby routes are added, and koa-compose 4.2 copies the middleware list when
// the handler is built, so with it every lobby request answers 404 Not Found.
const { Server, FlatFile } = require('boardgame.io/server');
const { DrawDiscard } = require('./game');

class EachMoveFlatFile extends FlatFile {
  async connect() {
    await this.games.init({ dir: this.dir, logging: false, ttl: false, writeQueue: false });
  }
}

const [port, dir] = process.argv.slice(2);
const db = dir ? new EachMoveFlatFile({ dir }) : undefined;
const server = Server({ games: [DrawDiscard], db, origins: ['*'] });
server.run(Number(port), () => console.log('ready'));
