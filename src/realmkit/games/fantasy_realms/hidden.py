"""What a seat knows of the hidden cards of Fantasy Realms: the line each seat's log shows of a
move, and the new deal of `determinize`, which keeps everything the seat knows.

Hands are hidden, the discard area is public; a seat knows a card's place when everyone does
(`known`: taken from the discard area, traded, shown, revealed by the end of the game), when
the Cursed Items showed it (`items.state`), or when it looked through the deck (the Genie).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from realmkit.games.fantasy_realms.actions import Action
from realmkit.games.fantasy_realms.cards import ids
from realmkit.games.fantasy_realms.items.actions import ItemAction

if TYPE_CHECKING:
    from realmkit.games.fantasy_realms.state import FantasyRealmsState

UNSEEN_CARD = {
    "genie": "genie a card",
    "keep": "keep a card",
    "wish": "wish a card",
    "return": "return a card",
    "top": "top a card",
    "bottom": "bottom a card",
}
"""The moves whose card only their player sees, as the others' logs write them: the card the
Genie takes from the deck; the card the Chaos Realms Necromancer keeps of the three it drew;
Wishing Ring's card put on top of the deck (looked for in the deck, unseen); the cards Staff of
Transmutation returns and Cauldron puts back (face down). Every other move is made openly."""


def notation_seen_by(state: FantasyRealmsState, action: Action | ItemAction, viewer: int | None) -> str:
    """The move as `viewer`'s log writes it: in full for its player, else with the card it
    cannot see left out."""
    if viewer == state.player:
        return str(action)
    return UNSEEN_CARD.get(action.kind, str(action))


def deal_anew(state: FantasyRealmsState, player: int, rng: random.Random) -> FantasyRealmsState:
    """A copy with every card `player` has not seen dealt anew, its generator reseeded: the
    deck and the others' cards that no one showed it. Kept: its hand, the cards everyone knows,
    the cards it saw in a hand (Spyglass) while there, the deck cards whose place it knows in
    their place, and the cards it knows are in the deck (Crystal Ball, Lantern, Wishing Ring,
    the Leprechaun and the Genie whose holders drew nothing at the end) in the deck."""
    other: FantasyRealmsState = state.clone()  # type: ignore[assignment]
    other.rng.seed(rng.getrandbits(64))
    cursed, n = state.cursed, state.num_players
    seer = state.deck_seen == player      # it looked through the deck, and saw the cards drawn from it
    pinned = sum(1 << c for c in state.deck) if seer else cursed.pinned[player] if cursed else 0
    in_deck = state.unheld | (cursed.in_deck[player] if cursed else 0)
    seen = cursed.seen[player] if cursed else [0] * n
    if other.cursed is not None:
        rng.shuffle(other.cursed.deck)    # the item deck, face down to all
    slots = [c for c in state.deck if not pinned >> c & 1]   # the true card of each slot
    deck_slots = len(slots)
    for q, hand in enumerate(state.hands):
        if q != player:
            slots += ids(hand & ~state.known & ~seen[q])
    if state.player != player and not seer:
        slots += ids(state.pending)
    must = [c for c in slots[:deck_slots] if in_deck >> c & 1]
    free = [c for c in slots if not in_deck >> c & 1]
    rng.shuffle(must)
    rng.shuffle(free)
    at = set(rng.sample(range(deck_slots), len(must)))
    must_iter, free_iter = iter(must), iter(free)
    new = {card: next(must_iter) if i in at else next(free_iter) for i, card in enumerate(slots)}

    def move(mask: int) -> int:
        return sum(1 << new.get(c, c) for c in ids(mask))

    other.deck = [new.get(c, c) for c in state.deck]
    other.hands = [hand if p == player else move(hand) for p, hand in enumerate(state.hands)]
    if state.player != player:
        other.drawn, other.pending = move(state.drawn), move(state.pending)
        if state.taken >= 0:
            other.taken = new.get(state.taken, state.taken)
        if other.cursed is not None:
            other.cursed.chosen = move(other.cursed.chosen)
    return other
