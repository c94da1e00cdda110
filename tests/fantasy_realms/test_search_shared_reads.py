"""The Book of Changes' bound (`wild.book_most`) is read once for what every bonus reads alike: a
card in either of two suits of the same groups of a bonus's text (`wild.READ_BY_SUIT`), a copy
of a name no bonus names (mentions.NAMED), Collector's sets apart. Checked on the texts
themselves (each bonus, card by card) and on the bounds of whole hands against reading each
choice of the wild cards apart."""

from __future__ import annotations

import random
from itertools import product
from typing import NamedTuple

import pytest

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    COLLECTOR,
    DEMON,
    DOPPELGANGER,
    MIRAGE,
    MIRAGE_CH,
    MIRAGES,
    NAMES,
    PHOENIX,
    SHAPESHIFTER,
    SHAPESHIFTER_CH,
    SHAPESHIFTERS,
    STRENGTH,
    SUIT_MASK,
    SUITS,
    card_id,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.scoring.bounds import BLIND, TREES, Most
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.demon_moves import vanishing
from realmkit.games.fantasy_realms.scoring.hand import BASE_TABLE, Context, Table
from realmkit.games.fantasy_realms.scoring.hoard_bonuses import BONUS
from realmkit.games.fantasy_realms.scoring.mentions import NAMED, Mentions, mentions
from realmkit.games.fantasy_realms.scoring.wild import READ_BY_SUIT, Wild, book_bound, book_bounds, prepared

CARDS = deck("cursed-hoard", promos=True)
IN_PLAY = list(ids(CARDS))
READERS = [c for c in IN_PLAY if BONUS[c] is not None and not BLIND >> c & 1 and c not in TREES
           and c != COLLECTOR]


def _bonus(reader: int, hand: list[int], placed: dict[int, int], copy: tuple[int, int] | None = None) -> int:
    """`reader`'s bonus in `hand`, each card in its printed suit but those `placed` (card: suit),
    a copy (card, name copied) taking a name."""
    mask = sum(1 << c for c in hand)
    h = Context(mask, HOARD_TABLE._replace(deck=CARDS))
    sm = list(SUIT_MASK)
    for card, suit in placed.items():
        sm = [cards & ~(1 << card) for cards in sm]
        sm[suit] |= 1 << card
    h.suit_cards = sm
    h.strength = STRENGTH
    if copy is not None:
        bit, name = 1 << copy[0], copy[1]
        h.copies, h.copied = [(bit, name)], bit
        h.names_present = mask & ~bit | 1 << name
    bonus = BONUS[reader]
    assert bonus is not None
    return bonus(h, 1 << reader)


@pytest.mark.parametrize("reader", READERS, ids=[NAMES[c] for c in READERS])
def test_a_bonus_reads_alike_a_card_in_two_suits_of_the_same_groups_of_its_text(reader: int) -> None:
    rng = random.Random(reader)
    keys = READ_BY_SUIT[reader]
    told_apart = False
    named = [c for c in ids(NAMED[reader][0] & CARDS) if c != reader][:3]
    for _ in range(60):
        others = [c for c in IN_PLAY if c != reader and c not in named]
        hand = [reader, *named, *rng.sample(others, 6 - len(named))]
        card = hand[rng.randrange(1, len(hand))]
        by_suit = {suit: _bonus(reader, hand, {card: suit}) for suit in range(len(SUITS))}
        for first, second in product(range(len(SUITS)), repeat=2):
            if keys[first] == keys[second]:
                assert by_suit[first] == by_suit[second], (NAMES[card], SUITS[first], SUITS[second], hand)
            elif by_suit[first] != by_suit[second]:
                told_apart = True
    assert told_apart                           # the suits its text reads are told apart


NAMERS = [c for c in IN_PLAY if BONUS[c] is not None and c not in TREES]


@pytest.mark.parametrize("reader", NAMERS, ids=[NAMES[c] for c in NAMERS])
def test_a_bonus_reads_alike_the_names_it_does_not_name(reader: int) -> None:
    rng = random.Random(1000 + reader)
    told = NAMED[reader][0] | (CARDS if reader == COLLECTOR else 0)
    for _ in range(20):
        copier = rng.choice([MIRAGE_CH, SHAPESHIFTER_CH])
        hand = [reader, copier, *rng.sample([c for c in IN_PLAY if c not in (reader, copier)], 5)]
        suit = rng.randrange(len(SUITS))
        plain = [c for c in ids(SUIT_MASK[suit] & CARDS) if not told >> c & 1]
        read = {_bonus(reader, hand, {copier: suit}, (copier, name)) for name in plain}
        assert len(read) <= 1, (NAMES[reader], SUITS[suit], hand)


def _wild_hand(rng: random.Random, extra: list[int]) -> tuple[int, ...]:
    core = [DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH, BOOK_OF_CHANGES, *extra]
    others = [c for c in IN_PLAY if c not in core and c != PHOENIX]
    return tuple(core + rng.sample(others, 9 - len(core)))


HOARD = HOARD_TABLE._replace(deck=CARDS)
HANDS = [(hand, HOARD) for hand in WORST_HOARD_HANDS if len(hand) <= 9] + [
    (_wild_hand(random.Random(seed), extra), HOARD) for seed, extra in enumerate(
        ([DEMON], [DEMON], [COLLECTOR], [COLLECTOR, DEMON], [], [card_id("Garden", CARDS)]))] + [
    (tuple(card_id(n) for n in names.split(", ")), BASE_TABLE) for names in (
        "Mirage, Wildfire, Hydra, Collector, Book of Changes, Great Flood, Water Elemental",
        "Hydra, Book of Changes, Sword of Keth, Mirage, Basilisk, Cavern, Collector")]
"""The bench's listed hands, hands of the wild cards and the Book with Demon, Collector or Garden
beside them, and base hands where Mirage may copy the Swamp that Hydra names beside Collector."""


class Searched(NamedTuple):
    """What the search prepares before its moves (`choices.best_above`)."""

    seen_by: Mentions
    choices: list[tuple[int, int, int]]
    wild: list[Wild]
    reads: list[tuple[int, ...] | None]
    movable: int
    bounds: list[dict[int, Most]]


def searched(hand: tuple[int, ...], table: Table) -> Searched:
    """The choices of the wild cards of `hand` as the search prepares them, the suits each reads
    (`vanishing`) and the Book of Changes' bound of each (`book_bounds`)."""
    mask = sum(1 << c for c in hand)
    seen_by = mentions(hand)
    mirage = MIRAGE_CH if mask >> MIRAGE_CH & 1 else MIRAGE
    shape = SHAPESHIFTER_CH if mask >> SHAPESHIFTER_CH & 1 else SHAPESHIFTER
    options = (doppelganger_options(hand, seen_by.mentioned) if mask >> DOPPELGANGER & 1 else [-1],
               copy_options(mirage, mask, seen_by, table.deck) if mask & MIRAGES else [-1],
               copy_options(shape, mask, seen_by, table.deck) if mask & SHAPESHIFTERS else [-1])
    choices = list(product(*options))
    movable = mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX)
    wild = prepared(mask, choices, table)
    _, reads = vanishing(wild, options, (DOPPELGANGER, mirage, shape), seen_by.names, seen_by.counted)
    return Searched(seen_by, choices, wild, reads, movable,
                    book_bounds(wild, reads, mask, movable, seen_by, table.suits))


@pytest.mark.parametrize(("hand", "table"), HANDS)
def test_the_bounds_read_once_are_those_of_each_choice_read_apart(hand: tuple[int, ...],
                                                                  table: Table) -> None:
    mask = sum(1 << c for c in hand)
    seen_by, choices, _, reads, movable, shared = searched(hand, table)
    apart = prepared(mask, choices, table)
    differ = set()
    for i, (_, _, _, h, plan) in enumerate(apart):
        read = table.suits if reads[i] is None else reads[i]
        alone = book_bound(h, plan, mask, movable, seen_by.signature, seen_by.by_content,
                           read) if read else {}
        assert shared[i].keys() == alone.keys()
        for suit, most in alone.items():
            assert (shared[i][suit].total, shared[i][suit].values) == (most.total, most.values), (
                [NAMES[c] if c >= 0 else "-" for c in choices[i]], SUITS[suit])
        differ.add(tuple((suit, most.total) for suit, most in alone.items()))
    assert len(differ) > 1                      # choices whose bounds differ, which sharing must keep apart
