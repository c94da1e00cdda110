"""The realm packs (designed for realmkit), read and checked on load: the built-in ones in
`realms/*.toml`, a `realm_packs` file, and `heroes.toml`.

A pack file is TOML; a malformed or inconsistent one is refused with a ContentError that names
the file, the entry and the fault.
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from realmkit.games.twelve_realms.components import (
    AREAS,
    ARTIFACT_CARD,
    CREATURE_CARD,
    CREATURE_CARDS,
    EVENT_CARDS,
    PIECES,
)
from realmkit.games.twelve_realms.components.content import (
    Card,
    Content,
    ContentError,
    Kind,
    Realm,
    named,
    notation,
    text,
    vulnerability,
)
from realmkit.games.twelve_realms.components.creatures import read_kind
from realmkit.games.twelve_realms.components.deck import read_card
from realmkit.games.twelve_realms.components.heroes import read_heroes


class _Builder:
    """Collects packs into indexed tables, checking each entry."""

    def __init__(self) -> None:
        self.realms: list[Realm] = []
        self.kinds: list[Kind] = []
        self.cards: list[Card] = []

    def add_pack(self, source: str, data: dict[str, Any]) -> None:
        """A realm pack: its map, Invasion Track and red spaces, Artifact Pieces, Dark Lords and
        creatures (with their Creature cards) and its other cards."""
        where = f"{source}: realm {notation(str(data.get('name', '?')))!r}"
        slug, name = named(data, where)
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
        piece_groups = tuple(vulnerability(piece, f"{where}, Artifact Piece {i + 1}")
                             for i, piece in enumerate(pieces))
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
                kind = read_kind(entry, len(self.kinds), is_lord, index, known, where)
                self.kinds.append(kind)
                (lords if is_lord else kinds).append(kind.index)
                if not is_lord:
                    count = entry.get("cards", 1)
                    if not isinstance(count, int) or count < 1:
                        raise ContentError(f"{where}, creature {kind.slug!r}: 'cards' must be a count >= 1")
                    creature_cards += count
                    self.cards += [Card(len(self.cards) + i, kind.slug, kind.name, index, CREATURE_CARD,
                                        creature=kind.index) for i in range(count)]
        if creature_cards != CREATURE_CARDS:
            raise ContentError(f"{where}: a pack has {CREATURE_CARDS} Creature cards, not {creature_cards}")
        if len(lords) > 2:
            raise ContentError(f"{where}: at most two Dark Lords share a Realm Symbol")
        cards = [c.index for c in self.cards if c.realm == index]
        events = data.get("cards", [])
        if not isinstance(events, list) or len(events) != EVENT_CARDS:
            raise ContentError(f"{where}: a pack has {EVENT_CARDS} Event and Adventure cards")
        for entry in events:
            taken = {other.slug for other in self.cards if other.kind != CREATURE_CARD}
            card = read_card(entry, len(self.cards), index, known, taken, where)
            self.cards.append(card)
            cards.append(card.index)
        if not any(self.cards[c].kind == ARTIFACT_CARD for c in cards):
            raise ContentError(f"{where}: a pack needs an Artifact Piece card")
        self.realms.append(Realm(
            index, slug, name, text(data, "symbol", where),
            str(data.get("tale", "")), tuple(areas), neighbours, track, tuple(sorted(red)),
            text(data, "artifact", where), piece_groups, tuple(lords), tuple(kinds), tuple(cards), source,
        ))


def _map(paths: Any, where: str) -> tuple[tuple[int, ...], ...]:
    """Each area's neighbours, from the paths between areas: every area reachable from the Town."""
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


def _read(source: str, raw: str) -> dict[str, Any]:
    try:
        return tomllib.loads(raw)
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
            raw = path.read_text(encoding="utf-8")
        except OSError as error:
            raise ContentError(f"realm_packs={extra}: cannot read the pack file: {error.strerror}") from None
        data = _read(extra, raw)
        packs = data.get("realms", [data])
        if not isinstance(packs, list) or not packs:
            raise ContentError(f"{extra}: a pack file holds one pack, or a [[realms]] list of packs")
        for pack in packs:
            builder.add_pack(extra, pack)
    hero_text = here.joinpath("heroes.toml").read_text(encoding="utf-8")
    heroes, table = read_heroes("heroes.toml", _read("heroes.toml", hero_text))
    return Content(tuple(builder.realms), tuple(builder.kinds), tuple(builder.cards), heroes, table)
