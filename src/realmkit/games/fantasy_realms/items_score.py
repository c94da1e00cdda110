"""The Cursed Items at scoring: "at the end every face-down item adds its printed value"
(cursed_hoard.json). Only values are read here; playing the items is the game's business.

Spyglass is worth -10 instead of -1 in a two-player game (its printed note); Treasure Chest is
"worth +25 points at the end of the game if you have at least three other Cursed Items facedown",
on top of its printed -5 (+20 net, a designer ruling).
"""

from __future__ import annotations

import json
from importlib import resources
from typing import NamedTuple

from realmkit.games.fantasy_realms.cards import fold


class Item(NamedTuple):
    """A Cursed Item: its name, printed value and timing."""

    name: str
    value: int
    timing: str


def _load() -> tuple[Item, ...]:
    data = json.loads(resources.files(__package__).joinpath("cursed_hoard.json").read_text(encoding="utf-8"))
    return tuple(Item(row["name"], row["strength"], row["timing"]) for row in data["cursed_items"])


ITEMS = _load()
BY_NAME = {fold(item.name): item for item in ITEMS}
SPYGLASS_TWO_PLAYERS = -10
TREASURE_BONUS = 25
TREASURE_OTHERS = 3


def item(name: str) -> Item | None:
    """The Cursed Item of that name (case and accents ignored), or None."""
    return BY_NAME.get(fold(name))


def item_value(name: str, face_down: list[str], players: int) -> int:
    """What one face-down item adds at the end, beside the other face-down items."""
    if name == "Spyglass" and players == 2:
        return SPYGLASS_TWO_PLAYERS
    value = BY_NAME[fold(name)].value
    if name == "Treasure Chest" and len(face_down) - 1 >= TREASURE_OTHERS:
        value += TREASURE_BONUS
    return value


def items_total(face_down: list[str], players: int) -> tuple[int, list[dict]]:
    """The total of the face-down items and one line per item."""
    values = [item_value(name, face_down, players) for name in face_down]
    lines = [{"item": name, "value": value} for name, value in zip(face_down, values, strict=True)]
    return sum(values), lines
