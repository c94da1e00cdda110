"""The cards of The Cursed Hoard expansion and of the promos, known by name so that a hand naming
one is refused with the set it comes from rather than as an unknown card.

The scorer and the game play the 53-card base deck; the replacement cards of The Cursed Hoard
share their names with base cards, so those names stay base cards.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import NamedTuple

from realmkit.games.fantasy_realms.cards import fold


class OtherCard(NamedTuple):
    """A card outside the base deck: its printed name, suit and the set it belongs to."""

    name: str
    suit: str
    set_name: str


def _load() -> dict[str, OtherCard]:
    text = resources.files(__package__).joinpath("cursed_hoard.json").read_text(encoding="utf-8")
    data = json.loads(text)
    found: dict[str, OtherCard] = {}
    for key, set_name in (("new_cards", "The Cursed Hoard (new suits)"),
                          ("cursed_items", "The Cursed Hoard (Cursed Items)"),
                          ("promo_cards", "the promo cards")):
        for row in data[key]:
            name = row["name"].removesuffix(" (Promo)")
            found.setdefault(fold(name), OtherCard(name, row["suit"], set_name))
    return found


OTHER_CARDS = _load()


def other_card(name: str) -> OtherCard | None:
    """The expansion or promo card of that name (case and accents ignored), or None."""
    return OTHER_CARDS.get(fold(name))
