"""A search on the learned value of three to six players (value_table.py) that treats the draw as
a chance node.

A seat's turn is a take from the discard area or a draw, then a discard. The learned value
reads only what the seat knows, so the result of a take (by its best discard) and of a discard
is the same in every world the seat could be in: each is valued once, exactly. Only the draw
is uncertain, and only through the card on top of the deck. The search values it as the mean,
over that card, of the value after the best discard:

- the chance of each card being on top, from `deals` worlds dealt by the evidence of the
  others' play (`FantasyRealmsAI.determinize`): every card of a world's deck is as likely on
  top, so each world gives a chance to every card of its deck, not one sample;
- for the `cards` cards likeliest to be kept (by strength and what they score with the hand,
  pair by pair), the value after the best discard among the card itself and the `drop` cards
  of the hand it loses least without; for the others, the value after discarding them at
  once, which reads the hand as it is and needs no new scoring (scoring new hands is nearly
  all the cost).

One-move play on the same value (`greedy(value=true)`) samples the top card instead, one per
world, and values every take again in each world. At about equal time this search values the
draw over every card, and in the value's own terms loses far less margin a turn; in the games
it finished ahead of that one-move play in 57% of four-player games and tied with three
players (docs/lab/ai-notebook.md, "Fantasy Realms: search that pays").
"""

from __future__ import annotations

import random

from realmkit.core import ai_for
from realmkit.games.fantasy_realms.actions import DRAW, Action
from realmkit.games.fantasy_realms.ai.evidence import synergy_table
from realmkit.games.fantasy_realms.ai.value_table import (
    BY_PLAYERS,
    Table,
    after_discard,
    position,
    table,
    weights_for,
)
from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, STRENGTH, ids
from realmkit.games.fantasy_realms.phases import DISCARD, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

DEALS = 8
CARDS = NUM_CARDS
"""Every card on top is valued after its best discard (of the card and the `DROP` weakest)."""
DROP = 3


def deal_worlds(state: FantasyRealmsState, player: int, rng: random.Random,
                deals: int) -> list[FantasyRealmsState]:
    """`deals` worlds `player` could be in, dealt by the evidence of the others' play
    (`FantasyRealmsAI.determinize`)."""
    deal = ai_for(state.game).determinize
    return [deal(state, player, rng) for _ in range(deals)]


def top_chances(worlds: list[FantasyRealmsState]) -> dict[int, float]:
    """The chance of each card being on top of the deck, over the `worlds`, each card of a
    world's deck equally likely."""
    chances: dict[int, float] = {}
    for world in worlds:
        deck = world.deck
        for card in deck:
            chances[card] = chances.get(card, 0.0) + 1.0 / (len(worlds) * len(deck))
    return chances


def keep_order(hand: int, cards: list[int]) -> list[int]:
    """`cards` from likeliest to be kept in `hand` to least: by strength plus what the card
    scores with each card of the hand (synergy_table, pair by pair)."""
    synergy = synergy_table()
    held = ids(hand)
    return sorted(cards, key=lambda c: (-(STRENGTH[c] + sum(synergy[c][k] for k in held)), c))


def weakest(hand: int, drop: int) -> list[int]:
    """The `drop` cards of `hand` whose loss costs its best total least."""
    return sorted(ids(hand), key=lambda c: (-best_total(hand & ~(1 << c)), c))[:drop]


def draw_value(state: FantasyRealmsState, chances: dict[int, float], cards: int, drop: int = DROP,
               value: Table | None = None) -> float:
    """The learned margin (`value`, by default the shipped one of the table's player count) of the
    seat to play after a draw
    and its best discard, the mean over the card on top (`chances`): each of the `cards` cards
    likeliest to be kept valued after the best discard of itself or of the `drop` weakest cards
    of the hand, the others discarded at once."""
    margins = (value or table(weights_for(state.num_players))).margins
    hand, area, known, players, _, deck = position(state, state.player)
    kept = set(keep_order(hand, list(chances))[:cards])
    spare = weakest(hand, drop) if kept else []
    total = 0.0
    for card, chance in chances.items():
        drawn = (hand | 1 << card, area, known, players, 0, deck - 1)
        discards = [card, *spare] if card in kept else [card]
        total += chance * max(margins([after_discard(drawn, d) for d in discards]))
    return total


def search_values(state: FantasyRealmsState, rng: random.Random, deals: int = DEALS,
                  cards: int = CARDS, drop: int = DROP,
                  weights: str = BY_PLAYERS) -> list[tuple[Action, float]]:
    """Each legal action of the seat to play (its turn or its discard) with its learned margin
    (of the package's weights file `weights`, by default the one of the table's player count): a
    take or a discard exactly, the draw by `draw_value`."""
    me = state.player
    value = table(weights_for(state.num_players, weights))
    out = []
    for action in state.card_actions():
        if action == DRAW:
            chances = top_chances(deal_worlds(state, me, rng, deals))
            out.append((action, draw_value(state, chances, cards, drop, value)))
            continue
        child = state.clone()
        child.apply_unchecked(action)
        out.append((action, value.seat_margin(child, me)))
    return out


def searchable(state: FantasyRealmsState) -> bool:
    """Where the search applies: a turn or a discard of the base game with three to six players
    and the base deck (what the learned value knows)."""
    return (state.game.settings.base_deck and state.variant == "base" and state.num_players >= 3
            and state.phase in (TURN, DISCARD))


def repeated(state: FantasyRealmsState) -> bool:
    """Whether the seat to play, at its turn, holds the hand and sees the discard area it held and
    saw at one of its turns since the last draw: the takes have gone round the table (a take
    leaves the area's size as it was, so only a draw brings the game's end nearer)."""
    if state.phase != TURN:
        return False
    me, n = state.player, state.num_players
    hand = now_hand = state.hands[me]
    area = now_area = sum(1 << c for c in state.discard)
    history = [a for a in state.history if isinstance(a, Action)]
    for turns, i in enumerate(range(len(history) - 2, -1, -2), start=1):
        take, discard = history[i], history[i + 1]
        if take.kind != "take" or discard.kind != "discard":
            return False
        area = (area & ~(1 << discard.card)) | 1 << take.card
        if turns % n == 0:   # that turn was the seat's own: undo it on its hand
            hand = (hand | 1 << discard.card) & ~(1 << take.card)
            if (hand, area) == (now_hand, now_area):
                return True
    return False


def choose(state: FantasyRealmsState, rng: random.Random, deals: int = DEALS, cards: int = CARDS,
           drop: int = DROP, weights: str = BY_PLAYERS) -> Action:
    """The action of best `search_values`, ties broken at random; a draw where the takes have
    gone round (`repeated`), or the seats would take from the discard area in turn forever."""
    if repeated(state) and DRAW in state.legal_actions():
        return DRAW
    values = search_values(state, rng, deals, cards, drop, weights)
    best = max(v for _, v in values)
    return rng.choice([a for a, v in values if v == best])
