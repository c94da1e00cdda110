"""The deck: 53 cards in ten suits and three Wild cards, each with a unique name."""

from __future__ import annotations

from collections import Counter

import pytest

from realmkit.games.fantasy_realms.components.cards import CARDS, NAMES, SUITS, WILD, card_id, suit_id


def test_fifty_three_cards_ten_suits_of_five_and_three_wild() -> None:
    assert len(CARDS) == 53
    counts = Counter(SUITS[c.suit] for c in CARDS)
    assert counts == {**{suit: 5 for suit in SUITS[:WILD]}, "Wild": 3}


def test_every_name_is_unique_and_strengths_run_from_0_to_40() -> None:
    assert len({NAMES[c.id] for c in CARDS}) == 53
    assert min(c.strength for c in CARDS) == 0 and max(c.strength for c in CARDS) == 40


def test_every_card_has_a_bonus_or_a_penalty() -> None:
    assert all(c.bonus or c.penalty for c in CARDS)


def test_names_are_read_without_case_or_accents() -> None:
    assert card_id("Doppelgänger") == card_id("doppelganger") == NAMES.index("Doppelganger")
    assert card_id("  great   flood ") == NAMES.index("Great Flood")
    assert suit_id("wizard") == SUITS.index("Wizard")


def test_unknown_names_get_the_closest_names() -> None:
    with pytest.raises(KeyError, match="did you mean Warlock Lord"):
        card_id("Warlok Lord")
    with pytest.raises(KeyError, match="suits: Army, Leader"):
        suit_id("Wild")
