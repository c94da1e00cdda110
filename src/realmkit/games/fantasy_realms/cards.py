"""The 53 cards: names, suits and base strengths, read from cards.json, as ids and bitmasks.

A card is an integer id (its place in cards.json); a set of cards is a bitmask with bit `id`.
"""

from __future__ import annotations

import difflib
import json
import unicodedata
from importlib import resources
from typing import NamedTuple

SUITS = ("Army", "Leader", "Wizard", "Weapon", "Artifact", "Beast", "Land", "Weather", "Flood", "Flame",
         "Wild")
ARMY, LEADER, WIZARD, WEAPON, ARTIFACT, BEAST, LAND, WEATHER, FLOOD, FLAME, WILD = range(len(SUITS))


class Card(NamedTuple):
    """One printed card."""

    id: int
    name: str
    suit: int
    strength: int
    bonus: str
    penalty: str


def _load() -> tuple[Card, ...]:
    data = json.loads(resources.files(__package__).joinpath("cards.json").read_text(encoding="utf-8"))
    return tuple(
        Card(i, row["name"], SUITS.index(row["suit"]), row["strength"], row["bonus"] or "",
             row["penalty"] or "")
        for i, row in enumerate(data["cards"])
    )


CARDS = _load()
NUM_CARDS = len(CARDS)
NAMES = tuple(card.name for card in CARDS)
STRENGTH = tuple(card.strength for card in CARDS)
SUIT = tuple(card.suit for card in CARDS)
SUIT_MASK = tuple(sum(1 << c.id for c in CARDS if c.suit == s) for s in range(len(SUITS)))


def fold(text: str) -> str:
    """A name folded for lookup: no accents, no case, single spaces."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(plain.lower().replace("-", " ").split())


_BY_FOLDED = {fold(name): i for i, name in enumerate(NAMES)}


def card_id(name: str) -> int:
    """The id of a card by name (case and accents ignored); a KeyError names the closest cards."""
    folded = fold(name)
    if folded in _BY_FOLDED:
        return _BY_FOLDED[folded]
    close = difflib.get_close_matches(folded, list(_BY_FOLDED), n=3, cutoff=0.5)
    hint = "; did you mean " + ", ".join(NAMES[_BY_FOLDED[c]] for c in close) + "?" if close else ""
    raise KeyError(f"unknown card {name!r}{hint}")


def suit_id(name: str) -> int:
    """The index of a suit by name (case ignored), or a KeyError listing the suits."""
    for i, suit in enumerate(SUITS[:WILD]):
        if suit.lower() == name.strip().lower():
            return i
    raise KeyError(f"unknown suit {name!r}; suits: {', '.join(SUITS[:WILD])}")


def ids(mask: int) -> list[int]:
    """The card ids of a bitmask, in increasing order."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


_ID = {name: i for i, name in enumerate(NAMES)}
MOUNTAIN, CAVERN, BELL_TOWER, FOREST, EARTH_ELEMENTAL = (_ID[n] for n in (
    "Mountain", "Cavern", "Bell Tower", "Forest", "Earth Elemental"))
FOUNTAIN_OF_LIFE, SWAMP, GREAT_FLOOD, ISLAND, WATER_ELEMENTAL = (_ID[n] for n in (
    "Fountain of Life", "Swamp", "Great Flood", "Island", "Water Elemental"))
RAINSTORM, BLIZZARD, SMOKE, WHIRLWIND, AIR_ELEMENTAL = (_ID[n] for n in (
    "Rainstorm", "Blizzard", "Smoke", "Whirlwind", "Air Elemental"))
WILDFIRE, CANDLE, FORGE, LIGHTNING, FIRE_ELEMENTAL = (_ID[n] for n in (
    "Wildfire", "Candle", "Forge", "Lightning", "Fire Elemental"))
KNIGHTS, ELVEN_ARCHERS, LIGHT_CAVALRY, DWARVISH_INFANTRY, RANGERS = (_ID[n] for n in (
    "Knights", "Elven Archers", "Light Cavalry", "Dwarvish Infantry", "Rangers"))
COLLECTOR, BEASTMASTER, NECROMANCER, WARLOCK_LORD, ENCHANTRESS = (_ID[n] for n in (
    "Collector", "Beastmaster", "Necromancer", "Warlock Lord", "Enchantress"))
KING, QUEEN, PRINCESS, WARLORD, EMPRESS = (_ID[n] for n in (
    "King", "Queen", "Princess", "Warlord", "Empress"))
UNICORN, BASILISK, WARHORSE, DRAGON, HYDRA = (_ID[n] for n in (
    "Unicorn", "Basilisk", "Warhorse", "Dragon", "Hydra"))
WARSHIP, MAGIC_WAND, SWORD_OF_KETH, ELVEN_LONGBOW, WAR_DIRIGIBLE = (_ID[n] for n in (
    "Warship", "Magic Wand", "Sword of Keth", "Elven Longbow", "War Dirigible"))
SHIELD_OF_KETH, GEM_OF_ORDER, WORLD_TREE, BOOK_OF_CHANGES, PROTECTION_RUNE = (_ID[n] for n in (
    "Shield of Keth", "Gem of Order", "World Tree", "Book of Changes", "Protection Rune"))
SHAPESHIFTER, MIRAGE, DOPPELGANGER = (_ID[n] for n in ("Shapeshifter", "Mirage", "Doppelganger"))

MIRAGE_SUITS = (ARMY, LAND, WEATHER, FLOOD, FLAME)
SHAPESHIFTER_SUITS = (ARTIFACT, LEADER, WIZARD, WEAPON, BEAST)
NECROMANCER_SUITS = (ARMY, LEADER, WIZARD, BEAST)
