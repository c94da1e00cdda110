"""Collector's bonus with one more card (wild.PHANTOM, in no suit) in each suit, as the
search's bound reads it (effects.collector_with_one_more, the sets of the other suits read
once), is Collector's bonus read with that card in that suit."""

from __future__ import annotations

import random

from test_search_bounds import random_choices

from realmkit.games.fantasy_realms.components.cards import COLLECTOR, card_id
from realmkit.games.fantasy_realms.scoring.effects import collector, collector_with_one_more
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Context, prepare
from realmkit.games.fantasy_realms.scoring.wild import PHANTOM

SUITED = [card_id(n) for n in (
    "Doppelganger", "Mirage", "Shapeshifter", "Book of Changes", "Forest", "Cavern", "Bell Tower", "Mountain",
    "Earth Elemental", "Unicorn", "Warhorse", "Basilisk", "Hydra", "Dragon", "Knights", "Rangers", "Candle",
    "Great Flood", "Swamp", "Island", "Water Elemental", "Fountain of Life", "Wildfire", "Rainstorm")]


def test_collector_with_one_more_card_in_each_suit_is_collector_read_with_it() -> None:
    rng = random.Random(7)
    checked = 0
    for _ in range(300):
        hand = (COLLECTOR, *rng.sample(SUITED, rng.choice((6, 7, 8))))
        mask = sum(1 << c for c in hand)
        ch = random_choices(hand, BASE_TABLE, rng)
        h = Context(mask, BASE_TABLE)
        h.suit_cards, h.strength, h.name, h.copies, h.copied, h.changed = prepare(ch, mask)
        h.active = mask & ~sum(1 << c for c in rng.sample(hand, rng.choice((0, 0, 1, 2))))
        h.name = [*h.name, PHANTOM]             # a card of its own name, in no suit
        extra = PHANTOM
        found = collector_with_one_more(h, 1 << extra)
        sm, active = h.suit_cards, h.active
        for suit in range(len(sm)):
            h.suit_cards = [cards | (1 << extra if s == suit else 0) for s, cards in enumerate(sm)]
            h.active = active | 1 << extra
            expected = collector(h, 1 << COLLECTOR)
            assert found[suit] == expected, (hand, ch, suit)
            checked += expected > 0
        h.suit_cards, h.active = sm, active
    assert checked > 100
