"""Beside Demon, the search reads step 4 after each Book of Changes move before step 3
(`moved_blanking.MovedBlanking`): "Demon blanks before all other blanking", then the penalties
that BLANK, the CLEARS and the Undead kept read after the move. Its cut must never refuse a move
that scores more than the best found: checked against the total of every move of every choice of
the wild cards of hands rich in cards that blank, clear or keep."""

from __future__ import annotations

import random
from itertools import product

import pytest

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    BOOK_OF_CHANGES,
    DEMON,
    DOPPELGANGER,
    MIRAGE_CH,
    NAMES,
    PHOENIX,
    SHAPESHIFTER_CH,
    card_id,
    deck,
    ids,
)
from realmkit.games.fantasy_realms.scoring.bounds import tree_bonus
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.hand import Choices
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.moved_blanking import MovedBlanking
from realmkit.games.fantasy_realms.scoring.steps import aim, evaluate
from realmkit.games.fantasy_realms.scoring.wild import book_most, prepared

CARDS = deck("cursed-hoard", promos=True)
TABLE = HOARD_TABLE._replace(deck=CARDS)
CORE = [DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH, BOOK_OF_CHANGES]
LIVELY = [card_id(n, CARDS) for n in (
    "Wildfire", "Rainstorm", "Great Flood", "Blizzard", "Basilisk", "Crypt", "Mountain", "Cavern",
    "Beastmaster", "Protection Rune", "Lich", "Necromancer", "World Tree", "Garden", "War Dirigible",
    "Smoke", "Princess", "Dungeon", "Knights", "Swamp", "Dragon", "Unicorn")]
LISTED = [hand for hand in WORST_HOARD_HANDS
          if DEMON in hand and MovedBlanking.applies(sum(1 << c for c in hand))]


BLANKERS = [card_id(n, CARDS)
            for n in ("Wildfire", "Rainstorm", "Great Flood", "Blizzard", "Basilisk", "Crypt")]


def demon_hand(seed: int) -> tuple[int, ...]:
    """The three wild cards, the Book and Demon with a card that blanks and three cards that
    blank, clear, keep or read suits."""
    rng = random.Random(seed)
    core = [*CORE, DEMON, rng.choice(BLANKERS)]
    return tuple(core + rng.sample([c for c in LIVELY if c not in core], 9 - len(core)))


def every_move(hand: tuple[int, ...], limit: int = 100) -> tuple[int, int]:
    """Reads every move of `limit` choices of the wild cards of `hand` (drawn) with the cut at the
    move's total less one (it must not cut) and, World Tree's bonus aside, at the move's most less
    one (it cuts where it finds a card that scores surely blanked); returns the moves read and
    those cut at their most less one."""
    mask = sum(1 << c for c in hand)
    seen_by = mentions(hand)
    choices = list(product(doppelganger_options(hand, seen_by.mentioned),
                           copy_options(MIRAGE_CH, mask, seen_by, CARDS),
                           copy_options(SHAPESHIFTER_CH, mask, seen_by, CARDS)))
    choices = random.Random(mask).sample(choices, min(limit, len(choices)))
    movable = mask & ~(1 << BOOK_OF_CHANGES | 1 << PHOENIX)
    read = cut = 0
    for d, m, s, h, plan in prepared(mask, choices, TABLE):
        h.no_army = 0
        aimed = aim(h, plan, d)
        if not aimed[2]:
            continue
        sm0 = list(h.suit_cards)
        reading = MovedBlanking(h, aimed, plan, d)
        by_suit = book_most(h, plan, movable, TABLE.suits)
        for bt, bs in [(-1, -1), *product(ids(movable), TABLE.suits)]:
            card = 1 << bt if bt >= 0 else 0
            current = next((suit for suit, cards in enumerate(sm0) if cards & card), bs)
            changed = card if bs != current else 0
            sm = [cards & ~changed for cards in sm0]
            if changed:
                sm[bs] |= changed
            h.suit_cards, h.changed = sm, changed
            most = by_suit[bs] if changed else min(by_suit.values(), key=lambda most: most.total)
            total = evaluate(hand, mask, Choices(d, m, s, bt, bs), table=TABLE)
            where = (NAMES[bt] if bt >= 0 else "none", bs, [NAMES[c] if c >= 0 else "-" for c in (d, m, s)])
            assert not reading.cut(h, changed, current, bs, most, tree_bonus(mask), total - 1), where
            read += 1
            cut += reading.cut(h, changed, current, bs, most, 0, most.total - 1)
        h.suit_cards, h.changed = sm0, 0
    return read, cut


def blanking_left(hand: tuple[int, ...]) -> bool:
    """Whether the hand, with no choice made, holds none of `moved_blanking.UNREAD` and a card
    whose penalty blanks and is not cleared (the reading is made only then)."""
    mask = sum(1 << c for c in hand)
    (_, _, _, h, plan), = prepared(mask, [(-1, -1, -1)], TABLE)
    return MovedBlanking.applies(mask) and bool(aim(h, plan)[2])


@pytest.mark.parametrize("hand", LISTED + [h for h in map(demon_hand, range(20)) if blanking_left(h)])
def test_no_move_that_scores_more_than_the_best_is_cut(hand: tuple[int, ...]) -> None:
    read, cut = every_move(hand)
    assert read > 0
    assert cut > 0                              # the reading finds cards blanked on these hands


def test_the_cards_it_leaves_to_the_search() -> None:
    assert not MovedBlanking.applies(sum(1 << card_id(n, CARDS) for n in ("Demon", "Angel")))
    assert not MovedBlanking.applies(sum(1 << card_id(n, CARDS) for n in ("Demon", "Island")))
    assert not MovedBlanking.applies(sum(1 << card_id(n, CARDS) for n in ("Demon", "Warship")))
    assert MovedBlanking.applies(sum(1 << card_id(n, CARDS) for n in ("Demon", "Mountain", "Lich")))
