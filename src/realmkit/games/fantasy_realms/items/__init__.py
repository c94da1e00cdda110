"""The 24 Cursed Items of The Cursed Hoard: names, printed values, timings, and what the items
lying face down in front of a player add to its score at the end.

An item is an integer id, its place in the `cursed_items` list of cursed_hoard.json. The items
in play: `actions` (notation and ids), `state` (the items' part of a game, the deal, what each
seat knows), `play` and `phases` (the turn's item option and the items' own decisions),
`effects` (what each item does), `views` (observations, text, tensor), `hooks` (what the
game's state calls).
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from importlib import resources
from typing import NamedTuple

from realmkit.games.fantasy_realms.components.cards import fold


class Item(NamedTuple):
    """One printed Cursed Item."""

    id: int
    name: str
    value: int
    timing: str
    text: str


def _load() -> tuple[Item, ...]:
    source = resources.files("realmkit.games.fantasy_realms.components").joinpath("cursed_hoard.json")
    data = json.loads(source.read_text(encoding="utf-8"))
    return tuple(Item(i, row["name"], row["strength"], row["timing"], row["text"])
                 for i, row in enumerate(data["cursed_items"]))


ITEMS = _load()
NUM_ITEMS = len(ITEMS)
ITEM_NAMES = tuple(item.name for item in ITEMS)
VALUE = tuple(item.value for item in ITEMS)
_ID = {name: i for i, name in enumerate(ITEM_NAMES)}
(SPYGLASS, SARCOPHAGUS, BLINDFOLD, BOOK_OF_PROPHECY, CRYSTAL_BALL, MARKET_WAGON, BACKPACK, SHOVEL,
 SEALED_VAULT, CRYSTAL_LENS, LARCENOUS_GLOVES, JUNKYARD_MAP, WINGED_BOOTS, STAFF_OF_TRANSMUTATION, RAKE,
 TREASURE_CHEST, FISHHOOK, REPAIR_KIT, HOURGLASS, GOLD_MIRROR, CAULDRON, LANTERN, PORTAL,
 WISHING_RING) = (_ID[n] for n in (
    "Spyglass", "Sarcophagus", "Blindfold", "Book of Prophecy", "Crystal Ball", "Market Wagon", "Backpack",
    "Shovel", "Sealed Vault", "Crystal Lens", "Larcenous Gloves", "Junkyard Map", "Winged Boots",
    "Staff of Transmutation", "Rake", "Treasure Chest", "Fishhook", "Repair Kit", "Hourglass",
    "Gold Mirror", "Cauldron", "Lantern", "Portal", "Wishing Ring"))

ANY_TIME = frozenset(i for i in range(NUM_ITEMS) if ITEMS[i].timing == "ANY TIME")
"""The items usable "at any point of your own turn"."""
BEFORE_DISCARD = ANY_TIME - {CRYSTAL_LENS, WISHING_RING} | {REPAIR_KIT}
"""The items usable between the draw and the discard: ANY TIME items but those whose text speaks of
the draw to come (Crystal Lens "before deciding whether to draw", Wishing Ring "immediately before
you draw"); Portal skips the discard still to come; Repair Kit, copying such an item."""
AFTER_DISCARD = ANY_TIME - {CRYSTAL_LENS, WISHING_RING, PORTAL} | {HOURGLASS, REPAIR_KIT}
"""The items usable after the discard: ANY TIME items but those whose text speaks of the draw or the
discard to come (Crystal Lens, Wishing Ring, Portal); Hourglass (AFTER TURN); Repair Kit, copying."""
NOT_COPIED = frozenset((BACKPACK, SARCOPHAGUS, BLINDFOLD, TREASURE_CHEST))
"""Repair Kit: "Copy the ability of any Cursed Item you have already played other than Backpack,
Sarcophagus, Blindfold, and Treasure Chest.\""""
SPYGLASS_TWO_PLAYERS = -10
"""Spyglass: "This item's base value is -10 in 2-player game"."""
CHEST_BONUS, CHEST_OTHERS = 25, 3
"""Treasure Chest: "Worth +25 points at the end of the game if you have at least three other Cursed
Items facedown" (its printed -5 still counts: +20 net, the designer's reading)."""
HAND_CAP = 8
"""With Cursed Items alone (Portal adds a card) a hand scores at most eight cards: the best eight
(the state's `cap`, which the scorer applies; nine with the new suits)."""


def find_item(name: str) -> int | None:
    """The id of an item by name (case and accents ignored), or None."""
    folded = fold(name)
    return next((i for i, item_name in enumerate(ITEM_NAMES) if fold(item_name) == folded), None)


def item_id(name: str) -> int:
    """The id of an item by name (case and accents ignored); a KeyError lists the items."""
    found = find_item(name)
    if found is None:
        raise KeyError(f"unknown Cursed Item {name!r}; items: {', '.join(ITEM_NAMES)}")
    return found


def item_values(face_down: Iterable[int], num_players: int) -> list[int]:
    """What each face-down item adds at the end: its printed value (Spyglass -10 with two players,
    Treasure Chest +25 more with three other face-down items). Face-up items score nothing."""
    items = list(face_down)
    chest = CHEST_BONUS if len(items) - 1 >= CHEST_OTHERS else 0
    return [SPYGLASS_TWO_PLAYERS if i == SPYGLASS and num_players == 2
            else VALUE[i] + (chest if i == TREASURE_CHEST else 0) for i in items]


def items_total(face_down: Iterable[int], num_players: int) -> int:
    """The face-down items' total at the end (`item_values`)."""
    return sum(item_values(face_down, num_players))
