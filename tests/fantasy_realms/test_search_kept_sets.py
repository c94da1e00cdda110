"""A hand over the cap keeps its best cards ("keep the best"): each set of cards, and each choice
of its wild cards, is searched only where its most (scoring.set_most), read before the search,
can beat the best found. That most is checked against the best total of every set, and of each
choice of the wild cards of some sets; the cards kept and the choices against searching every
set in full (a tie goes to the earlier set)."""

from __future__ import annotations

import random
from itertools import combinations, product
from typing import Any

import pytest

from realmkit.bench.fantasy_realms import HOARD_TABLE, WORST_HOARD_HANDS
from realmkit.games.fantasy_realms.components.cards import (
    ANGEL,
    BOOK_OF_CHANGES,
    DOPPELGANGER,
    ISLAND,
    MIRAGE_CH,
    SHAPESHIFTER_CH,
    card_id,
    deck,
)
from realmkit.games.fantasy_realms.scoring import kept as kept_module
from realmkit.games.fantasy_realms.scoring.choices import best, best_above
from realmkit.games.fantasy_realms.scoring.copies import copy_options, doppelganger_options
from realmkit.games.fantasy_realms.scoring.kept import best_kept
from realmkit.games.fantasy_realms.scoring.mentions import mentions
from realmkit.games.fantasy_realms.scoring.set_most import UNBOUNDED, SetMost

CARDS = deck("cursed-hoard", promos=True)
TABLE = HOARD_TABLE._replace(deck=CARDS)
CHOOSERS = [DOPPELGANGER, MIRAGE_CH, SHAPESHIFTER_CH, BOOK_OF_CHANGES, ISLAND, ANGEL]
LIVELY = [card_id(n, CARDS) for n in (
    "Leprechaun", "Genie", "Necromancer", "King", "Queen", "Elven Archers", "Blizzard", "Dungeon", "Demon",
    "World Tree", "Wildfire", "Great Flood", "Chapel", "Gem of Order", "Collector", "Bell Tower", "Garden",
    "Castle", "Knights", "Rangers", "Warship", "Smoke", "Basilisk", "Fountain of Life")]
ELEVEN = next(hand for hand in WORST_HOARD_HANDS if len(hand) == 11)


def over_cap(seed: int) -> tuple[int, ...]:
    """A hand of 10 or 11 cards: three to five choice cards, the rest cards that blank, read suits
    or count cards."""
    rng = random.Random(seed)
    core = rng.sample(CHOOSERS, rng.randint(3, 5))
    return tuple(core + rng.sample(LIVELY, rng.randint(10, 11) - len(core)))


STANDING_IN = tuple(card_id(n, CARDS) for n in (
    "Shapeshifter", "Mirage", "Island", "Book of Changes", "Doppelganger", "Angel", "Genie", "Queen",
    "Leprechaun", "Necromancer", "Warship"))
"""Without Leprechaun and Warship, the best copies Angel with the Doppelganger, which the whole
hand's choices leave to Genie (stronger, of Angel's suit): a set's most must read the
Doppelganger's choices of cards it sets aside."""
HANDS = [ELEVEN, STANDING_IN, *(over_cap(seed) for seed in range(6))]


def in_full(hand: tuple[int, ...]) -> tuple[int, object, tuple[int, ...]]:
    """The best set of `hand` by searching every set whole, the earlier set on a tie."""
    found: tuple[int, object, tuple[int, ...]] | None = None
    for kept in combinations(hand, TABLE.cap):
        total, choices = best(kept, None, TABLE)
        if found is None or total > found[0]:
            found = total, choices, kept
    assert found is not None
    return found


@pytest.mark.parametrize("hand", HANDS)
def test_each_set_and_its_best_choice_score_at_most_their_most(hand: tuple[int, ...]) -> None:
    most = SetMost(hand, TABLE)
    for kept in combinations(hand, TABLE.cap):
        total, choices = best(kept, None, TABLE)
        assert total <= most.of(kept), kept
        assert total <= most.choices(kept)(choices.doppelganger, choices.mirage, choices.shapeshifter), kept


@pytest.mark.parametrize("hand", HANDS[:3])
def test_every_choice_of_the_wild_cards_scores_at_most_its_most(hand: tuple[int, ...]) -> None:
    most = SetMost(hand, TABLE)
    bounded = 0
    for kept in list(combinations(hand, TABLE.cap))[::12]:
        mask = sum(1 << c for c in kept)
        seen_by = mentions(kept)
        fields = {"doppelganger": doppelganger_options(kept, seen_by.mentioned)
                  if DOPPELGANGER in kept else None,
                  "mirage": copy_options(MIRAGE_CH, mask, seen_by, CARDS) if MIRAGE_CH in kept else None,
                  "shapeshifter": copy_options(SHAPESHIFTER_CH, mask, seen_by, CARDS)
                  if SHAPESHIFTER_CH in kept else None}
        of_choice = most.choices(kept)
        for d, m, s in product(*(options or [-1] for options in fields.values())):
            bound = of_choice(d, m, s)
            if bound == UNBOUNDED:
                continue
            bounded += 1
            given = {key: value for (key, options), value in zip(fields.items(), (d, m, s), strict=True)
                     if options is not None}
            assert best(kept, given, TABLE)[0] <= bound, (kept, d, m, s)
    assert bounded


@pytest.mark.parametrize("hand", HANDS)
def test_the_cards_kept_and_choices_are_those_of_searching_every_set(hand: tuple[int, ...]) -> None:
    assert best_kept(hand, None, TABLE) == in_full(hand)


def test_the_sets_whose_most_cannot_beat_the_best_are_not_searched(monkeypatch: pytest.MonkeyPatch) -> None:
    searched: list[tuple[int, ...]] = []

    def counted(kept: tuple[int, ...], *args: Any) -> Any:
        searched.append(kept)
        return best_above(kept, *args)

    monkeypatch.setattr(kept_module, "best_above", counted)
    total = best_kept(ELEVEN, None, TABLE)[0]
    left = [kept for kept in combinations(ELEVEN, TABLE.cap) if kept not in searched]
    most = SetMost(ELEVEN, TABLE)
    assert len(left) > 10
    assert all(most.of(kept) <= total for kept in left)
