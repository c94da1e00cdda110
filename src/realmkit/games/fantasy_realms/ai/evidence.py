"""Dealing the hidden cards by the evidence of the others' play.

Everyone sees what a player takes from the discard area and what it discards. A player keeps
what suits its hand: the cards it took and still holds stay with it (the state knows them),
and the rest of its hand is likelier to hold cards that combine with those (a bonus of one
naming the other, or of the pair together), with the cards it took and let go since, and
cards of the suits it took, and less likely to hold cards that combine with the cards it
threw away. `deal` draws each other player's unknown cards with weights

    w(c) = exp((HELD * synergy(c, cards known in the hand) + LET_GO * synergy(c, cards taken
                and discarded since) - DISCARDED * synergy(c, cards discarded)) / 10
               + TAKEN * cards taken of c's suit)

(`synergy` is what a pair scores beyond its two cards alone, in points, summed over the
cards named), and the deck gets the rest in a uniform order: a legal deal of every card the
observer has not seen. The history of actions says who played each: in the base and
two-player games a turn starts with a draw or a take, seats in order. Chaos Realms (trading
only) is dealt uniformly. The weights were set on 1,594 positions of three-player games
between the reference bots (docs/lab/ai-notebook.md): the hidden cards there have 0.079 nats more
log-weight than the mean card they could have been.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, SUIT, SUITS, ids
from realmkit.games.fantasy_realms.phases import DISCARD, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState

HELD = 0.25        # per 10 points of synergy with the cards known in the hand
LET_GO = 0.1       # per 10 points of synergy with the cards it took and discarded since
DISCARDED = 0.1    # per 10 points of synergy with the cards it discarded, taken off
TAKEN = 0.2        # per card of the suit it took from the discard area
CAP = 2.5          # no card is more than e**2.5 (about 12) times likelier than another, nor less

Evidence = tuple[tuple[int, ...], tuple[int, ...]]   # per seat: cards taken, cards discarded


@lru_cache(maxsize=1)
def synergy_table() -> tuple[tuple[int, ...], ...]:
    """synergy[a][b]: what cards a and b score together beyond each alone (0 for a == b)."""
    alone = [best_total(1 << c) for c in range(NUM_CARDS)]
    return tuple(tuple(best_total(1 << a | 1 << b) - alone[a] - alone[b] if a != b else 0
                       for b in range(NUM_CARDS)) for a in range(NUM_CARDS))


def evidence(state: FantasyRealmsState) -> Evidence:
    """The cards each seat took from the discard area and the cards it discarded, as masks,
    read from the history (which holds only public actions)."""
    n = state.num_players
    taken, discarded = [0] * n, [0] * n
    if state.variant == "chaos":
        return tuple(taken), tuple(discarded)
    history = [a for a in state.history if isinstance(a, Action)]
    starts = sum(1 for a in history if a.kind in ("draw", "take"))
    if state.phase == TURN:
        first = state.player - starts
    elif state.phase == DISCARD:
        first = state.player - (starts - 1)
    else:
        first = state.ender - (starts - 1)
    turn = -1
    for action in history:
        if action.kind in ("draw", "take"):
            turn += 1
        seat = (first + turn) % n
        if action.kind == "take":
            taken[seat] |= 1 << action.card
        elif action.kind == "discard":
            discarded[seat] |= 1 << action.card
    return tuple(taken), tuple(discarded)


@lru_cache(maxsize=1 << 14)
def weights(known: int, taken: int, discarded: int) -> tuple[float, ...]:
    """The weight of every card for a hand holding the `known` cards, whose player took the
    cards `taken` and discarded the cards `discarded` (cards it holds weigh nothing here)."""
    table = synergy_table()
    took = [0] * len(SUITS)
    for c in ids(taken):
        took[SUIT[c]] += 1
    held, let_go, threw = ids(known), ids(taken & ~known), ids(discarded)
    out = []
    for c in range(NUM_CARDS):
        combine = (HELD * sum(table[k][c] for k in held) + LET_GO * sum(table[k][c] for k in let_go)
                   - DISCARDED * sum(table[k][c] for k in threw))
        log_w = combine / 10 + TAKEN * took[SUIT[c]]
        out.append(math.exp(max(-CAP, min(CAP, log_w))))
    return tuple(out)


def sample(pool: list[int], weight: tuple[float, ...], count: int, rng: random.Random) -> list[int]:
    """`count` cards of `pool` drawn one by one without replacement, each with probability in
    proportion to its weight (Efraimidis and Spirakis: the largest keys u ** (1 / w))."""
    keys = sorted(pool, key=lambda c: rng.random() ** (1.0 / weight[c]), reverse=True)
    return keys[:count]


def deal(state: FantasyRealmsState, player: int, rng: random.Random) -> FantasyRealmsState:
    """A copy of `state` with every card `player` has not seen dealt anew: each other player's
    unknown cards drawn by the weights of its evidence (the players in a random order), the
    deck and the Necromancer's three cards (if another's) from the rest, uniformly."""
    other = state.clone()
    other.rng.seed(rng.getrandbits(64))
    seats = [p for p in range(state.num_players) if p != player]
    unknown = {p: ids(state.hands[p] & ~state.known) for p in seats}
    pending = ids(state.pending) if state.player != player else []
    pool = list(state.deck) + [c for p in seats for c in unknown[p]] + pending
    taken, discarded = evidence(state)
    rng.shuffle(seats)
    new: dict[int, int] = {}
    left = set(pool)
    for p in seats:
        weight = weights(state.hands[p] & state.known, taken[p], discarded[p])
        dealt = sample(sorted(left), weight, len(unknown[p]), rng)
        rng.shuffle(dealt)
        new.update(zip(unknown[p], dealt, strict=True))
        left.difference_update(dealt)
    rest = sorted(left)
    rng.shuffle(rest)
    new.update(zip(list(state.deck) + pending, rest, strict=True))

    def move(mask: int) -> int:
        return sum(1 << new.get(c, c) for c in ids(mask))

    other.deck = [new[c] for c in state.deck]
    other.hands = [hand if p == player else move(hand) for p, hand in enumerate(state.hands)]
    if state.player != player:
        other.drawn, other.pending = move(state.drawn), move(state.pending)
    return other
