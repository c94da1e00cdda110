"""The realm packs, heroes and talent table (designed for realmkit), read and checked on load.

A pack file is TOML (see `realms/*.toml`); a malformed or inconsistent one is refused with a
ContentError that names the file, the entry and the fault. Every realm, creature, card and hero
is named once, by its `name`; the word the notation uses for it is made from that name
(`notation`), so that the screen and the notation always agree.
"""

from __future__ import annotations

import re
import tomllib
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from realmkit.core import RealmkitError
from realmkit.games.twelve_realms.components import (
    ADVENTURE_CARD,
    AREAS,
    ARTIFACT_CARD,
    CARD_KINDS,
    COLOURS,
    CREATURE_CARD,
    CREATURE_CARDS,
    EVENT_CARD,
    EVENT_CARDS,
    PIECES,
    PLAIN,
    POWERS,
    TALENTS,
    TREASURE_CARD,
)

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


def _named(data: dict[str, Any], where: str) -> tuple[str, str]:
    """An entry's name and its notation."""
    name = _text(data, "name", where)
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


class _Builder:
    """Collects packs into indexed tables, checking each entry."""

    def __init__(self) -> None:
        self.realms: list[Realm] = []
        self.kinds: list[Kind] = []
        self.cards: list[Card] = []

    def add_pack(self, source: str, data: dict[str, Any]) -> None:
        where = f"{source}: realm {notation(str(data.get('name', '?')))!r}"
        slug, name = _named(data, where)
        if any(r.slug == slug for r in self.realms):
            raise ContentError(f"{where}: a realm pack {slug!r} is already loaded")
        index = len(self.realms)
        areas = data.get("areas")
        if not isinstance(areas, list) or len(areas) != AREAS or not all(isinstance(a, str) for a in areas):
            raise ContentError(f"{where}: 'areas' must name the Town then areas 1-6 ({AREAS} names)")
        neighbours = _map(data.get("paths"), where)
        track = data.get("track")
        if not isinstance(track, int) or track < 2:
            raise ContentError(f"{where}: 'track' must be the Invasion Track's length in spaces (>= 2)")
        red = data.get("red", [])
        if not isinstance(red, list) or not all(isinstance(r, int) and 0 < r < track for r in red):
            raise ContentError(f"{where}: 'red' must list red spaces between 1 and {track - 1}")
        pieces = data.get("pieces")
        if not isinstance(pieces, list) or len(pieces) != PIECES:
            raise ContentError(f"{where}: 'pieces' must give the vulnerability of {PIECES} Artifact Pieces")
        piece_groups = tuple(_group(p, f"{where}, Artifact Piece {i + 1}") for i, p in enumerate(pieces))
        entries = {"dark_lords": data.get("dark_lords", []), "creatures": data.get("creatures", [])}
        first_kind = len(self.kinds)
        slugs = [notation(str(e.get("name"))) for key in entries for e in entries[key] if isinstance(e, dict)]
        known = {s: first_kind + i for i, s in enumerate(slugs)}
        taken = {k.slug for k in self.kinds}
        if len(known) != len(slugs) or taken & set(known):
            raise ContentError(f"{where}: two creatures or Dark Lords share a name")
        lords: list[int] = []
        kinds: list[int] = []
        creature_cards = 0
        for key, is_lord in (("dark_lords", True), ("creatures", False)):
            if not isinstance(entries[key], list) or not entries[key]:
                raise ContentError(f"{where}: '{key}' must list at least one entry")
            for entry in entries[key]:
                kind = self._kind(entry, is_lord, index, known, where)
                (lords if is_lord else kinds).append(kind.index)
                if not is_lord:
                    count = entry.get("cards", 1)
                    if not isinstance(count, int) or count < 1:
                        raise ContentError(f"{where}, creature {kind.slug!r}: 'cards' must be a count >= 1")
                    creature_cards += count
                    for _ in range(count):
                        self._card(index, kind.slug, kind.name, CREATURE_CARD, creature=kind.index)
        if creature_cards != CREATURE_CARDS:
            raise ContentError(f"{where}: a pack has {CREATURE_CARDS} Creature cards, not {creature_cards}")
        if len(lords) > 2:
            raise ContentError(f"{where}: at most two Dark Lords share a Realm Symbol")
        cards = [c.index for c in self.cards if c.realm == index]
        events = data.get("cards", [])
        if not isinstance(events, list) or len(events) != EVENT_CARDS:
            raise ContentError(f"{where}: a pack has {EVENT_CARDS} Event and Adventure cards")
        for entry in events:
            cards.append(self._event(entry, index, known, where).index)
        if not any(self.cards[c].kind == ARTIFACT_CARD for c in cards):
            raise ContentError(f"{where}: a pack needs an Artifact Piece card")
        self.realms.append(Realm(
            index, slug, name, _text(data, "symbol", where),
            str(data.get("tale", "")), tuple(areas), neighbours, track, tuple(sorted(red)),
            _text(data, "artifact", where), piece_groups, tuple(lords), tuple(kinds), tuple(cards), source,
        ))

    def _kind(self, entry: Any, lord: bool, realm: int, known: dict[str, int], where: str) -> Kind:
        if not isinstance(entry, dict):
            raise ContentError(f"{where}: every creature and Dark Lord is a table")
        slug, name = _named(entry, where)
        here = f"{where}, {'Dark Lord' if lord else 'creature'} {slug!r}"
        groups = entry.get("vulnerability")
        if not isinstance(groups, list) or not groups:
            raise ContentError(f"{here}: 'vulnerability' must list one or more groups of talents")
        powers = entry.get("powers", [])
        if not isinstance(powers, list):
            raise ContentError(f"{here}: 'powers' must be a list")
        kind = Kind(len(self.kinds), slug, name, realm, lord,
                    tuple(_group(g, here) for g in groups),
                    tuple(_power(p, known, here) for p in powers))
        self.kinds.append(kind)
        return kind

    def _card(self, realm: int, slug: str, name: str, kind: int, **fields: Any) -> Card:
        card = Card(len(self.cards), slug, name, realm, kind, **fields)
        self.cards.append(card)
        return card

    def _event(self, entry: Any, realm: int, known: dict[str, int], where: str) -> Card:
        if not isinstance(entry, dict):
            raise ContentError(f"{where}: every card is a table")
        slug, name = _named(entry, where)
        here = f"{where}, card {slug!r}"
        if any(card.slug == slug for card in self.cards if card.kind != CREATURE_CARD):
            raise ContentError(f"{here}: another card has this name")
        kind_name = entry.get("kind")
        if kind_name not in CARD_KINDS[1:]:
            raise ContentError(f"{here}: 'kind' must be one of {', '.join(CARD_KINDS[1:])}")
        kind = CARD_KINDS.index(kind_name)
        if kind == ARTIFACT_CARD:
            return self._card(realm, slug, name, kind)
        if kind == TREASURE_CARD:
            return self._card(realm, slug, name, kind,
                              vulnerability=_group(entry.get("vulnerability"), here),
                              effect=_effect(entry.get("reward"), known, f"{here}, reward"))
        effect = _effect(entry.get("effect"), known, f"{here}, effect")
        if kind == ADVENTURE_CARD and (effect.advance or effect.maraud or effect.curse or effect.appear >= 0):
            raise ContentError(f"{here}: an Adventure card helps its hero (gain, refresh, push_back)")
        if kind == EVENT_CARD and effect.gain:
            raise ContentError(f"{here}: an Event has no hero to gain tokens")
        return self._card(realm, slug, name, kind, effect=effect)


def _text(data: dict[str, Any], key: str, where: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not value:
        raise ContentError(f"{where}: {key!r} must be a non-empty string")
    return value


def _talent(name: Any, where: str, crown: bool = False) -> int:
    allowed = TALENTS if crown else TALENTS[:PLAIN]
    if name not in allowed:
        raise ContentError(f"{where}: unknown talent {name!r}; talents: {', '.join(allowed)}")
    return TALENTS.index(name)


def _group(names: Any, where: str) -> tuple[int, ...]:
    if not isinstance(names, list) or not names:
        raise ContentError(f"{where}: a vulnerability group is a list of talents, as [\"combat\", \"magic\"]")
    counts = [0] * PLAIN
    for name in names:
        counts[_talent(name, where)] += 1
    return tuple(counts)


def _map(paths: Any, where: str) -> tuple[tuple[int, ...], ...]:
    if not isinstance(paths, list):
        raise ContentError(f"{where}: 'paths' must list the pairs of adjacent areas, as [0, 1]")
    near: list[set[int]] = [set() for _ in range(AREAS)]
    for pair in paths:
        if (not isinstance(pair, list) or len(pair) != 2 or not all(isinstance(a, int) for a in pair)
                or not all(0 <= a < AREAS for a in pair) or pair[0] == pair[1]):
            raise ContentError(f"{where}: path {pair!r} must join two different areas 0-6 (0 is the Town)")
        near[pair[0]].add(pair[1])
        near[pair[1]].add(pair[0])
    seen, todo = {0}, [0]
    while todo:
        for other in near[todo.pop()]:
            if other not in seen:
                seen.add(other)
                todo.append(other)
    if len(seen) != AREAS:
        cut = sorted(set(range(AREAS)) - seen)
        raise ContentError(f"{where}: the map is not connected: areas {cut} cannot be reached from the Town")
    return tuple(tuple(sorted(n)) for n in near)


def _power(entry: Any, known: dict[str, int], where: str) -> Power:
    if not isinstance(entry, dict) or entry.get("power") not in POWERS:
        raise ContentError(f"{where}: a power is a table with 'power' one of {', '.join(POWERS)}")
    name = entry["power"]
    level = entry.get("level", 1)
    if not isinstance(level, int) or level < 1:
        raise ContentError(f"{where}, power {name}: 'level' must be an integer >= 1")
    creature = -1
    if name == "summon":
        target = entry.get("creature")
        if target not in known:
            raise ContentError(f"{where}, power summon: it names {target!r}, which is not a creature "
                               f"of this pack ({', '.join(known)})")
        creature = known[target]
    reward = _effect(entry.get("reward"), known, f"{where}, power treasure") if name == "treasure" else None
    return Power(name, level, creature, reward)


_EFFECT_KEYS = ("gain", "refresh", "push_back", "advance", "maraud", "appear", "curse", "rest")


def _effect(entry: Any, known: dict[str, int], where: str) -> Effect:
    if not isinstance(entry, dict) or not entry:
        raise ContentError(f"{where}: must be a table of {', '.join(_EFFECT_KEYS)}")
    unknown = [key for key in entry if key not in _EFFECT_KEYS]
    if unknown:
        raise ContentError(f"{where}: unknown effect {unknown[0]!r}; effects: {', '.join(_EFFECT_KEYS)}")
    gains = []
    for token in entry.get("gain", []):
        words = str(token).split()
        if len(words) != 2 or words[0] not in COLOURS[1:]:
            raise ContentError(f"{where}: gain {token!r} must be 'yellow <talent>' or 'blue <talent>'")
        gains.append((COLOURS.index(words[0]), _talent(words[1], where, crown=True)))
    for key in ("push_back", "advance", "curse"):
        if not isinstance(entry.get(key, 0), int) or entry.get(key, 0) < 0:
            raise ContentError(f"{where}: {key!r} must be a count >= 0")
    appear = entry.get("appear")
    if appear is not None and appear not in known:
        raise ContentError(f"{where}: appear names {appear!r}, which is not a creature of this pack")
    return Effect(tuple(gains), bool(entry.get("refresh", False)), entry.get("push_back", 0),
                  entry.get("advance", 0), bool(entry.get("maraud", False)),
                  known[appear] if appear is not None else -1, entry.get("curse", 0),
                  bool(entry.get("rest", False)))


def _heroes(source: str, data: dict[str, Any]) -> tuple[tuple[Hero, ...], tuple[int, ...]]:
    table = data.get("talent_table", {})
    if sorted(table) != [str(d) for d in range(1, 7)]:
        raise ContentError(f"{source}: 'talent_table' must give a talent for each die result 1-6")
    talent_table = tuple(_talent(table[str(d)], f"{source}: talent_table") for d in range(1, 7))
    heroes: list[Hero] = []
    for i, entry in enumerate(data.get("heroes", [])):
        slug, name = _named(entry, f"{source}: hero {i + 1}")
        counts = [0] * len(TALENTS)
        for talent, count in entry.get("talents", {}).items():
            if not isinstance(count, int) or count < 0:
                raise ContentError(f"{source}: hero {slug!r}: talent {talent!r} needs a count >= 0")
            counts[_talent(talent, f"{source}: hero {slug!r}", crown=True)] = count
        if not sum(counts):
            raise ContentError(f"{source}: hero {slug!r} has no Talent tokens")
        if any(hero.slug == slug for hero in heroes):
            raise ContentError(f"{source}: two heroes are named {name!r}")
        heroes.append(Hero(i, slug, name, tuple(counts)))
    if len(heroes) < 6:
        raise ContentError(f"{source}: 6 heroes at least are needed for 6 players")
    return tuple(heroes), talent_table


def _read(source: str, text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ContentError(f"{source}: not valid TOML: {error}") from None


@cache
def load_content(extra: str = "") -> Content:
    """The built-in packs and heroes, and the packs of the file `extra` (a path) if given."""
    builder = _Builder()
    here = resources.files("realmkit.games.twelve_realms")
    for entry in sorted(here.joinpath("realms").iterdir(), key=lambda e: e.name):
        if entry.name.endswith(".toml"):
            builder.add_pack(f"realms/{entry.name}", _read(entry.name, entry.read_text(encoding="utf-8")))
    if extra:
        path = Path(extra)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as error:
            raise ContentError(f"realm_packs={extra}: cannot read the pack file: {error.strerror}") from None
        data = _read(extra, text)
        packs = data.get("realms", [data])
        if not isinstance(packs, list) or not packs:
            raise ContentError(f"{extra}: a pack file holds one pack, or a [[realms]] list of packs")
        for pack in packs:
            builder.add_pack(extra, pack)
    hero_text = here.joinpath("heroes.toml").read_text(encoding="utf-8")
    heroes, table = _heroes("heroes.toml", _read("heroes.toml", hero_text))
    return Content(tuple(builder.realms), tuple(builder.kinds), tuple(builder.cards), heroes, table)

