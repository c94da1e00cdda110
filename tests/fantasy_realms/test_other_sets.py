"""Cards of The Cursed Hoard and the promos: a hand naming one is refused with its set, not as unknown."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from realmkit.games.fantasy_realms.cards import card_id
from realmkit.games.fantasy_realms.score_hand import HandError, score_hand
from realmkit.games.fantasy_realms.sets import OTHER_CARDS, other_card


def test_every_new_card_item_and_promo_is_known_by_its_set() -> None:
    data = json.loads(resources.files("realmkit.games.fantasy_realms").joinpath("cursed_hoard.json")
                      .read_text(encoding="utf-8"))
    assert len(data["new_cards"]) == 15 and len(data["replacement_cards"]) == 8
    assert len(data["cursed_items"]) == 24
    # 15 new cards, 24 items, Jester and Phoenix (two printings of one name).
    assert len(OTHER_CARDS) == 15 + 24 + 2
    assert other_card("dungeon") == ("Dungeon", "Building", "The Cursed Hoard (new suits)")
    assert other_card("Spyglass") is not None and other_card("Spyglass").set_name.endswith("(Cursed Items)")
    assert other_card("Phoenix") is not None and other_card("Phoenix").set_name == "the promo cards"


def test_replacement_cards_keep_their_base_names() -> None:
    """The 8 replacement cards replace base cards of the same name: those names are base cards."""
    data = json.loads(resources.files("realmkit.games.fantasy_realms").joinpath("cursed_hoard.json")
                      .read_text(encoding="utf-8"))
    for row in data["replacement_cards"]:
        assert other_card(row["replaces"]) is None
        card_id(row["replaces"])


@pytest.mark.parametrize(("name", "set_name"), [("Dark Queen", "The Cursed Hoard (new suits)"),
                                                ("Hourglass", "The Cursed Hoard (Cursed Items)"),
                                                ("Jester", "the promo cards")])
def test_a_hand_naming_a_card_of_another_set_is_refused_with_that_set(name: str, set_name: str) -> None:
    with pytest.raises(HandError, match=f"{name} .* is a card of {re.escape(set_name)}.*base game only"):
        score_hand(["King", name], {})


def test_an_unknown_name_is_still_refused_as_unknown() -> None:
    with pytest.raises(HandError, match=r"unknown card 'Kingg'.*King"):
        score_hand(["Kingg"], {})
