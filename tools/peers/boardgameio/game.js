// A draw-and-discard card game with Fantasy Realms' turn (draw from the deck or the discard
// area, then discard; the game ends when the discard area holds ten cards), without scoring:
// designed for realmkit's speed comparison, so that boardgame.io's server handles moves shaped
// like those of realmkit's Fantasy Realms tables.
const HAND = 7;
const DECK = 53;
const END_DISCARDS = 10;

const DrawDiscard = {
  name: 'draw-discard',
  minPlayers: 3,
  maxPlayers: 6,
  setup: ({ ctx, random }) => {
    const deck = random.Shuffle([...Array(DECK).keys()]);
    const hands = {};
    for (const player of ctx.playOrder) hands[player] = deck.splice(0, HAND);
    return { deck, hands, discards: [] };
  },
  moves: {
    draw: ({ G, playerID }, from) => {
      const hand = G.hands[playerID];
      hand.push(from < 0 ? G.deck.pop() : G.discards.splice(from, 1)[0]);
    },
    discard: ({ G, playerID, events }, index) => {
      G.discards.push(G.hands[playerID].splice(index, 1)[0]);
      events.endTurn();
    },
  },
  endIf: ({ G }) => (G.discards.length >= END_DISCARDS || G.deck.length === 0 ? { over: true } : undefined),
  ai: {
    enumerate: (G, ctx, playerID) => {
      const hand = G.hands[playerID];
      if (hand.length > HAND) return hand.map((_, i) => ({ move: 'discard', args: [i] }));
      return [{ move: 'draw', args: [-1] }, ...G.discards.map((_, i) => ({ move: 'draw', args: [i] }))];
    },
  },
};

module.exports = { DrawDiscard };
