"""What each card's text mentions (mentions.py) covers every suit the text reads: two suits that
a card's mentions treat alike read alike in its code, with every suit of The Cursed Hoard (the
search tries one suit of each kind, so a suit missing from a text's mentions loses moves: Wildfire
burns Buildings, Outsiders and Undead, "all cards except ...")."""

from __future__ import annotations

from itertools import combinations

import pytest

from realmkit.games.fantasy_realms.components.cards import (
    COLLECTOR,
    DEMON,
    NAMES,
    NUM_IDS,
    PHOENIXES,
    PRINTED,
    SUIT,
    SUIT_MASK,
    SUITS,
    WORLD_TREE,
    WORLD_TREE_CH,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.scoring.hand import Context, Table
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.mentions import NAMED, mentions
from realmkit.games.fantasy_realms.scoring.penalties import BLANKED_UNLESS, BLANKS, PENALTY, demon_blanks
from realmkit.games.fantasy_realms.scoring.steps import CLEARERS, UNDEAD_KEEPERS, clear, guard

EVERY_CARD = deck("cursed-hoard", promos=True) | deck("base") | 1 << NAMES.index("Phoenix (Promo)")
BY_CONTENT = {COLLECTOR, WORLD_TREE, WORLD_TREE_CH}
"""Collector and World Tree read every suit by its contents (mentions.by_content), not by name."""


def reading(card: int, probes: list[int], suit: int) -> tuple[int, ...]:
    """All that `card`'s text makes of a hand of itself and `probes`, every probe in `suit`."""
    mask = 1 << card | sum(1 << p for p in probes)
    on = sum(1 << p for p in probes)
    h = Context(mask, Table(EVERY_CARD))
    h.suit_cards = [cards & ~on for cards in SUIT_MASK]
    h.suit_cards[suit] |= on
    bit = 1 << card
    h.penalized = mask
    out = [clear(h) & on if bit & CLEARERS else 0, h.no_army & on, guard(h)[0] & on,
           demon_blanks(h) & on if card == DEMON else 0]
    for table in (BONUS, PENALTY):
        effect = table[card]
        out.append(effect(h, bit) if effect is not None else 0)
    blanks = BLANKS[card]
    out.append(blanks(h, bit) & on if blanks is not None else 0)
    unless = BLANKED_UNLESS[card]
    out.append(int(unless(h, bit)) if unless is not None else 0)
    return tuple(out)


def probes_for(card: int) -> list[int]:
    """Three cards with no name the card's text mentions, none of several suits (Phoenix) nor one
    whose text clears, keeps or blanks by a suit's contents (they would read the probes too)."""
    others = (NAMED[card][0] | NAMED[card][1] | 1 << card | PHOENIXES | CLEARERS | UNDEAD_KEEPERS
              | 1 << DEMON)
    return [c for c in ids(EVERY_CARD & ~others) if SUIT[c] != SUIT[card]][:3]


@pytest.mark.parametrize("card", [c for c in ids(EVERY_CARD) if c not in BY_CONTENT and c < NUM_IDS],
                         ids=lambda c: f"{PRINTED[c].name}{' (Cursed Hoard)' if PRINTED[c].replaces else ''}")
def test_suits_a_text_treats_alike_read_alike(card: int) -> None:
    signature = mentions([card]).signature
    probes = probes_for(card)
    for first, second in combinations(range(len(SUITS)), 2):
        if signature[first] != signature[second]:
            continue
        for count in (1, 2, 3):
            assert reading(card, probes[:count], first) == reading(card, probes[:count], second), (
                f"{NAMES[card]} reads {SUITS[first]} and {SUITS[second]} apart; its mentions do not")
