"""The choices of the wild cards worth trying (see mentions.py): Mirage and Shapeshifter take a
name only where a text of the hand names it, and one unnamed card of each kind of suit the texts
tell apart; the Doppelgänger copies a card of the hand."""

from __future__ import annotations

from collections.abc import Callable

from realmkit.games.fantasy_realms.components.cards import (
    BASE_DECK,
    COLLECTOR,
    COPY_SUITS,
    CRYPT,
    DOPPELGANGER,
    FOUNTAIN_OF_LIFE,
    FOUNTAIN_OF_LIFE_CH,
    GEM_OF_ORDER,
    JESTER,
    MIRAGES,
    PRINTED_SUIT_MASK,
    SHAPESHIFTERS,
    STRENGTH,
    SUIT,
    SUIT_MASK,
    WARLORD,
    WILD,
    ids,
)
from realmkit.games.fantasy_realms.scoring.book_moves import suit_key, suits_holding
from realmkit.games.fantasy_realms.scoring.mentions import NAMED, Mentions, mentions
from realmkit.games.fantasy_realms.scoring.penalties import PENALTY_CARDS

WILD_CARDS = 1 << DOPPELGANGER | MIRAGES | SHAPESHIFTERS
NAME_READERS = 1 << COLLECTOR
READERS = (1 << GEM_OF_ORDER | 1 << FOUNTAIN_OF_LIFE | 1 << FOUNTAIN_OF_LIFE_CH | 1 << WARLORD
           | 1 << COLLECTOR | 1 << CRYPT | 1 << JESTER)
def copy_options(card: int, mask: int, seen_by: Mentions, deck: int = BASE_DECK) -> list[int]:
    """Mirage or Shapeshifter: stay itself (-1), every name of its suits worth taking (of the
    names of one suit that texts of the hand only spare from blanking, and spare alike, one
    stands for all; with Collector, a name held in the hand stands apart: a copy of it is not a
    different card), and one unnamed card for each kind of
    suit it may take, among the cards in play (`deck`)."""
    signature, names, by_content = seen_by.token, seen_by.names, seen_by.by_content
    allowed = COPY_SUITS[card]
    occupied = suits_holding(SUIT_MASK, mask & ~WILD_CARDS) & by_content
    options = [-1]
    seen = {suit_key(WILD, signature, by_content)}
    spared_by = [NAMED[c][1] for c in ids(mask)]
    told_apart = mask if mask & NAME_READERS else 0
    for c in ids(mask):
        told_apart |= NAMED[c][0]
    alike: set[tuple[int, ...]] = set()
    for suit in allowed:
        in_suit = PRINTED_SUIT_MASK[suit] & deck
        for name in ids(in_suit & names):
            treated = (suit, name if told_apart >> name & 1 else -1, *(s >> name & 1 for s in spared_by))
            if treated not in alike:
                alike.add(treated)
                options.append(name)
        key = suit_key(suit, signature, occupied)
        if key in seen:
            continue
        seen.add(key)
        plain = in_suit & ~seen_by.mentioned & ~mask or in_suit & ~names & ~mask or in_suit & ~names
        if plain:
            options.append((plain & -plain).bit_length() - 1)
    return options


def doppelganger_options(hand: tuple[int, ...], mentioned: int = 0) -> list[int]:
    """Doppelgänger: stay itself, or copy one other card in the hand (a wild card copied is
    only a Wild card of strength 0, the same as staying). Of the cards of one suit with no
    penalty and a name no text mentions, only the strongest is worth copying, unless a card
    of the hand reads strengths or names (Gem of Order, Fountain of Life, Warlord, Collector)."""
    options = [-1, *(c for c in hand if not WILD_CARDS >> c & 1)]
    if sum(1 << c for c in hand) & READERS:
        return options
    special = PENALTY_CARDS | mentioned
    strongest: dict[int, int] = {}
    for c in options[1:]:
        if not special >> c & 1 and STRENGTH[c] > STRENGTH[strongest.setdefault(SUIT[c], c)]:
            strongest[SUIT[c]] = c
    return [c for c in options if c < 0 or special >> c & 1 or strongest[SUIT[c]] == c]


def alike_without(hand: tuple[int, ...], mask: int, left_out: int) -> Callable[[int, int], tuple[int, ...]]:
    """The kind of a choice of Mirage or Shapeshifter (card, the card copied) for every text of
    the hand but those of `left_out`: its suit as `suit_key` reads it for those texts, and its
    name where one of them names it. Two choices of one kind are read alike by those texts."""
    seen_by = mentions(tuple(c for c in hand if not left_out >> c & 1))
    occupied = suits_holding(SUIT_MASK, mask & ~WILD_CARDS) & seen_by.by_content

    def kind(card: int, copied: int) -> tuple[int, ...]:
        suit = SUIT[copied] if copied >= 0 else WILD
        named = copied >= 0 and (seen_by.names >> copied & 1 or (mask & NAME_READERS and mask >> copied & 1))
        return card, *suit_key(suit, seen_by.token, occupied), copied if named else -1

    return kind
