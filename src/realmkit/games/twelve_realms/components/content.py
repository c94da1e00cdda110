"""The content of 12 Realms a game may use (designed for realmkit): realm packs with their
creatures, Dark Lords and cards, the heroes and the talent table, as the rules read them; and
the words every reader of the pack files shares (names, talents, vulnerability groups).

Every realm, creature, card and hero is named once, by its `name`; the word the notation uses
for it is made from that name (`notation`), so that the screen and the notation always agree.
A malformed or inconsistent entry is refused with a ContentError that names the file, the
entry and the fault.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from typing import Any

from realmkit.core import RealmkitError
from realmkit.games.twelve_realms.components import PLAIN, TALENTS

Group = tuple[int, ...]
"""A vulnerability group as counts per talent (six entries, Swiftness to Gold)."""


class ContentError(RealmkitError, ValueError):
    """A realm pack or hero file that cannot be played: names the file, the entry, the fault."""


def notation(name: str) -> str:
    """The word a name is typed as: lower case, without a leading 'The', accents or apostrophes,
    words joined by '-' ("The Wizard's Gifts" is `wizards-gifts`)."""
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    plain = re.sub(r"^the\s+", "", plain).replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def named(data: dict[str, Any], where: str) -> tuple[str, str]:
    """An entry's name and its notation."""
    name = text(data, "name", where)
    slug = notation(name)
    if not slug:
        raise ContentError(f"{where}: name {name!r} has no letter or digit to type it by")
    return slug, name


@dataclass(frozen=True)
class Effect:
    """What an Event, Adventure, Treasure card or Treasure power does (designed for realmkit)."""

    gain: tuple[tuple[int, int], ...] = ()
    refresh: bool = False
    push_back: int = 0
    advance: int = 0
    maraud: bool = False
    appear: int = -1
    curse: int = 0
    rest: bool = False


@dataclass(frozen=True)
class Power:
    """A Creature Power with its level; Summon names a creature kind, Treasure a reward."""

    name: str
    level: int = 1
    creature: int = -1
    reward: Effect | None = None


@dataclass(frozen=True)
class Kind:
    """A Creature or Dark Lord: its vulnerability groups and powers."""

    index: int
    slug: str
    name: str
    realm: int
    lord: bool
    groups: tuple[Group, ...]
    powers: tuple[Power, ...]

    def power(self, name: str) -> Power | None:
        for power in self.powers:
            if power.name == name:
                return power
        return None


@dataclass(frozen=True)
class Card:
    """A card of the Realms Deck."""

    index: int
    slug: str
    name: str
    realm: int
    kind: int
    creature: int = -1
    vulnerability: Group = ()
    effect: Effect = field(default_factory=Effect)


@dataclass(frozen=True)
class Realm:
    """A realm pack: its map, Invasion Track, Artifact, Dark Lords, creatures and cards."""

    index: int
    slug: str
    name: str
    symbol: str
    tale: str
    areas: tuple[str, ...]
    neighbours: tuple[tuple[int, ...], ...]
    track: int
    red: tuple[int, ...]
    artifact: str
    pieces: tuple[Group, ...]
    lords: tuple[int, ...]
    kinds: tuple[int, ...]
    cards: tuple[int, ...]
    source: str


@dataclass(frozen=True)
class Hero:
    """A Character card: its red Talent tokens per talent (Crown last)."""

    index: int
    slug: str
    name: str
    talents: tuple[int, ...]


@dataclass(frozen=True)
class Content:
    """Everything a game may use: every pack, kind, card and hero, indexed."""

    realms: tuple[Realm, ...]
    kinds: tuple[Kind, ...]
    cards: tuple[Card, ...]
    heroes: tuple[Hero, ...]
    talent_table: tuple[int, ...]

    def realm(self, slug: str) -> Realm:
        for realm in self.realms:
            if realm.slug == slug:
                return realm
        raise ContentError(f"no realm pack {slug!r}; packs: {', '.join(r.slug for r in self.realms)}")


def text(data: dict[str, Any], key: str, where: str) -> str:
    """The non-empty text an entry gives under `key`."""
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise ContentError(f"{where}: {key!r} must be a non-empty string")
    return value


def talent(name: Any, where: str, crown: bool = False) -> int:
    """A talent by its name: one of the six a die picks, or the Crown too where `crown`."""
    allowed = TALENTS if crown else TALENTS[:PLAIN]
    if name not in allowed:
        raise ContentError(f"{where}: unknown talent {name!r}; talents: {', '.join(allowed)}")
    return TALENTS.index(name)


def vulnerability(names: Any, where: str) -> Group:
    """A vulnerability group from its talents' names, as counts per talent."""
    if not isinstance(names, list) or not names:
        raise ContentError(f"{where}: a vulnerability group is a list of talents, as [\"combat\", \"magic\"]")
    counts = [0] * PLAIN
    for name in names:
        counts[talent(name, where)] += 1
    return tuple(counts)
