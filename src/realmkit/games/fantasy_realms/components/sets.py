"""Which set a card belongs to, so that a name of a set not in play is refused with the option
that brings it in rather than as an unknown card."""

from __future__ import annotations

from realmkit.games.fantasy_realms.components.cards import (
    NEW_CARDS,
    PROMO_CARDS,
    REPLACEMENTS,
    SUITS,
    printed_ids,
)
from realmkit.games.fantasy_realms.items import ITEM_NAMES, find_item

NEW_SUITS = "The Cursed Hoard's new suits"
PROMOS = "the promo cards"
CURSED_ITEMS = "The Cursed Hoard's Cursed Items"


def set_of(name: str) -> tuple[str, str] | None:
    """(printed name and suit, set) of an expansion or promo card or a Cursed Item; None for a
    base card or an unknown name."""
    from realmkit.games.fantasy_realms.components.cards import NAMES, SUIT

    for card in printed_ids(name):
        if NEW_CARDS >> card & 1 or REPLACEMENTS >> card & 1:
            return f"{NAMES[card]} ({SUITS[SUIT[card]]})", NEW_SUITS
        if PROMO_CARDS >> card & 1:
            return f"{NAMES[card]} ({SUITS[SUIT[card]]})", PROMOS
    found = find_item(name)
    if found is not None:
        return f"{ITEM_NAMES[found]} (Cursed Item)", CURSED_ITEMS
    return None
