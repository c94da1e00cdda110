"""The cards: names, suits and base strengths, read from cards.json (the 53 cards of the base
game, ids 0-52) and cursed_hoard.json (The Cursed Hoard's 15 new cards and 8 replacement cards,
and the promo cards, ids 53-78), as ids and bitmasks.

A card is an integer id; a set of cards is a bitmask with bit `id`. A deck is the bitmask of
the cards in play: the replacement cards replace the base cards of the same name.
"""

from __future__ import annotations

import difflib
import json
import unicodedata
from importlib import resources
from typing import Any, NamedTuple

SUITS = ("Army", "Leader", "Wizard", "Weapon", "Artifact", "Beast", "Land", "Weather", "Flood", "Flame",
         "Wild", "Building", "Outsider", "Undead")
ARMY, LEADER, WIZARD, WEAPON, ARTIFACT, BEAST, LAND, WEATHER, FLOOD, FLAME, WILD = range(11)
BUILDING, OUTSIDER, UNDEAD = range(11, len(SUITS))
BASE_SUITS = tuple(range(WILD))
"""The ten suits of the base game (Wild is no suit a card can be changed to)."""
HOARD_SUITS = (*BASE_SUITS, BUILDING, OUTSIDER, UNDEAD)
"""The thirteen suits with The Cursed Hoard's new suits."""


class Card(NamedTuple):
    """One printed card."""

    id: int
    name: str
    suit: int
    strength: int
    bonus: str
    penalty: str
    replaces: str = ""


def _read(name: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(resources.files(__package__).joinpath(name).read_text(encoding="utf-8"))
    return data


def _load() -> tuple[Card, ...]:
    hoard = _read("cursed_hoard.json")
    rows = [*_read("cards.json")["cards"], *hoard["new_cards"], *hoard["replacement_cards"],
            *hoard["promo_cards"]]
    return tuple(
        Card(i, row["name"], SUITS.index(row["suit"]), row["strength"], row["bonus"] or "",
             row["penalty"] or "", row.get("replaces", ""))
        for i, row in enumerate(rows)
    )


PRINTED = _load()
"""Every card the scorer knows: the base game's, The Cursed Hoard's and the promos'."""
NUM_CARDS = 53
"""The cards of the base game: ids 0 to 52."""
NUM_IDS = len(PRINTED)
CARDS = PRINTED[:NUM_CARDS]
NAMES = tuple(card.name for card in PRINTED)
STRENGTH = tuple(card.strength for card in PRINTED)
SUIT = tuple(card.suit for card in PRINTED)
JESTER, PHOENIX, PHOENIX_PROMO = (NAMES.index(n) for n in ("Jester", "Phoenix", "Phoenix (Promo)"))
PHOENIXES = 1 << PHOENIX | 1 << PHOENIX_PROMO
SUIT_MASK = tuple(sum(1 << c.id for c in PRINTED if c.suit == s)
                  | (PHOENIXES if s in (FLAME, WEATHER) else 0) for s in range(len(SUITS)))
"""The cards of each suit; Phoenix also counts as a Flame and a Weather card."""
PRINTED_SUIT_MASK = tuple(sum(1 << c.id for c in PRINTED if c.suit == s) for s in range(len(SUITS)))
"""The cards printed in each suit (what Mirage and Shapeshifter may copy)."""
BASE_DECK = (1 << NUM_CARDS) - 1
NEW_CARDS = sum(1 << c.id for c in PRINTED[NUM_CARDS:] if c.id < JESTER and not c.replaces)
REPLACEMENTS = sum(1 << c.id for c in PRINTED if c.replaces)
REPLACED = sum(1 << NAMES.index(c.replaces) for c in PRINTED if c.replaces)
HOARD_DECK = BASE_DECK & ~REPLACED | NEW_CARDS | REPLACEMENTS
"""The 68 cards with The Cursed Hoard's new suits."""
PROMO_CARDS = 1 << JESTER | PHOENIXES


def deck(suits: str = "base", promos: bool = False, phoenix: str = "deluxe") -> int:
    """The cards in play: the base deck or the one with the new suits, and the promo cards
    (Jester and one Phoenix printing)."""
    cards = HOARD_DECK if suits == "cursed-hoard" else BASE_DECK
    if promos:
        cards |= 1 << JESTER | 1 << (PHOENIX_PROMO if phoenix == "promo" else PHOENIX)
    return cards


def fold(text: str) -> str:
    """A name folded for lookup: no accents, no case, single spaces."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return " ".join(plain.lower().replace("-", " ").split())


_BY_FOLDED: dict[str, list[int]] = {}
for _card in PRINTED:
    _BY_FOLDED.setdefault(fold(_card.name), []).append(_card.id)


def card_id(name: str, cards: int = BASE_DECK) -> int:
    """The id of a card of `cards` by name (case and accents ignored); a KeyError names the
    closest cards."""
    folded = fold(name)
    for i in _BY_FOLDED.get(folded, ()):
        if cards >> i & 1:
            return i
    names = {fold(NAMES[i]) for i in ids(cards)}
    close = difflib.get_close_matches(folded, sorted(names), n=3, cutoff=0.5)
    hint = "; did you mean " + ", ".join(NAMES[_BY_FOLDED[c][0]] for c in close) + "?" if close else ""
    raise KeyError(f"unknown card {name!r}{hint}")


def printed_ids(name: str) -> list[int]:
    """Every printed card of that name (a base card and its replacement), case and accents ignored."""
    return list(_BY_FOLDED.get(fold(name), ()))


def suit_id(name: str, suits: tuple[int, ...] = HOARD_SUITS) -> int:
    """The index of a suit by name (case ignored), or a KeyError listing the suits."""
    for i in suits:
        if SUITS[i].lower() == name.strip().lower():
            return i
    raise KeyError(f"unknown suit {name!r}; suits: {', '.join(SUITS[s] for s in suits)}")


def bits(mask: int) -> list[int]:
    """The single bits of a bitmask (each card as its own mask), lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def ids(mask: int) -> list[int]:
    """The card ids of a bitmask, in increasing order (taken from the highest down, which is a
    quarter faster than from the lowest up: no negation of the mask at each step)."""
    out = []
    while mask:
        top = mask.bit_length() - 1
        out.append(top)
        mask ^= 1 << top
    out.reverse()
    return out


_ID: dict[str, int] = {}
for _i, _name in enumerate(NAMES):
    _ID.setdefault(_name, _i)
_CH = {c.name: c.id for c in PRINTED if c.replaces}
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

DUNGEON, CASTLE, CRYPT, CHAPEL, GARDEN = (_ID[n] for n in ("Dungeon", "Castle", "Crypt", "Chapel", "Garden"))
GENIE, JUDGE, ANGEL, LEPRECHAUN, DEMON = (_ID[n] for n in ("Genie", "Judge", "Angel", "Leprechaun", "Demon"))
DARK_QUEEN, GHOUL, SPECTER, LICH, DEATH_KNIGHT = (_ID[n] for n in (
    "Dark Queen", "Ghoul", "Specter", "Lich", "Death Knight"))
BELL_TOWER_CH, FOUNTAIN_OF_LIFE_CH, GREAT_FLOOD_CH, RANGERS_CH = (_CH[n] for n in (
    "Bell Tower", "Fountain of Life", "Great Flood", "Rangers"))
NECROMANCER_CH, WORLD_TREE_CH, SHAPESHIFTER_CH, MIRAGE_CH = (_CH[n] for n in (
    "Necromancer", "World Tree", "Shapeshifter", "Mirage"))

MIRAGE_SUITS = (ARMY, LAND, WEATHER, FLOOD, FLAME)
SHAPESHIFTER_SUITS = (ARTIFACT, LEADER, WIZARD, WEAPON, BEAST)
NECROMANCER_SUITS = (ARMY, LEADER, WIZARD, BEAST)
COPY_SUITS = {MIRAGE: MIRAGE_SUITS, SHAPESHIFTER: SHAPESHIFTER_SUITS,
              MIRAGE_CH: (ARMY, BUILDING, LAND, WEATHER, FLOOD, FLAME),
              SHAPESHIFTER_CH: (*SHAPESHIFTER_SUITS, UNDEAD)}
"""The suits whose cards Mirage and Shapeshifter may copy (the replacement cards add one each)."""
RAISE_SUITS = {NECROMANCER: NECROMANCER_SUITS, NECROMANCER_CH: (*NECROMANCER_SUITS, UNDEAD)}
"""The suits of the card a Necromancer takes from the discard area at the end."""
MIRAGES = 1 << MIRAGE | 1 << MIRAGE_CH
SHAPESHIFTERS = 1 << SHAPESHIFTER | 1 << SHAPESHIFTER_CH
NECROMANCERS = 1 << NECROMANCER | 1 << NECROMANCER_CH


def named(*names: str) -> int:
    """The ids of every printed card of these names (a base card and its replacement)."""
    return sum(1 << i for name in names for i in printed_ids(name))
