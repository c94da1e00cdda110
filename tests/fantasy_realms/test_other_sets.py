"""Cards of The Cursed Hoard and the promos: a hand naming one in a game without its set is
refused with the set and the option that enables it, not as unknown."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from realmkit.games.fantasy_realms.components.cards import (
    BASE_DECK,
    HOARD_DECK,
    NAMES,
    NEW_CARDS,
    PROMO_CARDS,
    REPLACEMENTS,
    card_id,
    ids,
)
from realmkit.games.fantasy_realms.components.sets import CURSED_ITEMS, NEW_SUITS, PROMOS, set_of
from realmkit.games.fantasy_realms.items import ITEMS
from realmkit.games.fantasy_realms.score_hand import HandError, score_hand


def test_every_new_card_replacement_item_and_promo_is_known_by_its_set() -> None:
    data = json.loads(resources.files("realmkit.games.fantasy_realms.components")
                      .joinpath("cursed_hoard.json").read_text(encoding="utf-8"))
    assert len(ids(NEW_CARDS)) == len(data["new_cards"]) == 15
    assert len(ids(REPLACEMENTS)) == len(data["replacement_cards"]) == 8
    assert len(ITEMS) == len(data["cursed_items"]) == 24
    assert len(ids(PROMO_CARDS)) == 3          # Jester and two printings of the Phoenix
    assert set_of("dungeon") == ("Dungeon (Building)", NEW_SUITS)
    assert set_of("Spyglass") == ("Spyglass (Cursed Item)", CURSED_ITEMS)
    assert set_of("Phoenix") == ("Phoenix (Beast)", PROMOS)


def test_replacement_cards_replace_the_base_cards_of_their_name_with_the_new_suits() -> None:
    """68 cards: the 8 replacement cards take the place of the base cards of the same name."""
    assert len(ids(HOARD_DECK)) == 68
    data = json.loads(resources.files("realmkit.games.fantasy_realms.components")
                      .joinpath("cursed_hoard.json").read_text(encoding="utf-8"))
    for row in data["replacement_cards"]:
        base, new = card_id(row["replaces"]), card_id(row["replaces"], HOARD_DECK)
        assert base != new and NAMES[base] == NAMES[new]
        assert BASE_DECK >> base & 1 and not HOARD_DECK >> base & 1


@pytest.mark.parametrize(("name", "message"), [
    ("Dark Queen", "Dark Queen (Undead) is a card of The Cursed Hoard's new suits; enable them with --suits"),
    ("Hourglass", "Hourglass (Cursed Item) is not a card of the hand; give a face-down Cursed Item "
                  "with --item"),
    ("Jester", "Jester (Wizard) is a card of the promo cards; enable them with --promos"),
])
def test_a_hand_naming_a_card_of_another_set_is_refused_with_that_set(name: str, message: str) -> None:
    with pytest.raises(HandError) as error:
        score_hand(["King", name], {})
    assert message in str(error.value)


def test_an_unknown_name_is_still_refused_as_unknown() -> None:
    with pytest.raises(HandError, match=r"unknown card 'Kingg'.*King"):
        score_hand(["Kingg"], {})
