"""The heroes: each Character card's red Talent tokens, and the talent table a die reads
(designed for realmkit)."""

from __future__ import annotations

from typing import Any

from realmkit.games.twelve_realms.components import TALENTS
from realmkit.games.twelve_realms.components.content import ContentError, Hero, named, talent


def read_heroes(source: str, data: dict[str, Any]) -> tuple[tuple[Hero, ...], tuple[int, ...]]:
    """The heroes of the file `source`, and its talent table: a talent for each die result."""
    table = data.get("talent_table", {})
    if sorted(table) != [str(d) for d in range(1, 7)]:
        raise ContentError(f"{source}: 'talent_table' must give a talent for each die result 1-6")
    talent_table = tuple(talent(table[str(d)], f"{source}: talent_table") for d in range(1, 7))
    heroes: list[Hero] = []
    for i, entry in enumerate(data.get("heroes", [])):
        slug, name = named(entry, f"{source}: hero {i + 1}")
        counts = [0] * len(TALENTS)
        for word, count in entry.get("talents", {}).items():
            if not isinstance(count, int) or count < 0:
                raise ContentError(f"{source}: hero {slug!r}: talent {word!r} needs a count >= 0")
            counts[talent(word, f"{source}: hero {slug!r}", crown=True)] = count
        if not sum(counts):
            raise ContentError(f"{source}: hero {slug!r} has no Talent tokens")
        if any(hero.slug == slug for hero in heroes):
            raise ContentError(f"{source}: two heroes are named {name!r}")
        heroes.append(Hero(i, slug, name, tuple(counts)))
    if len(heroes) < 6:
        raise ContentError(f"{source}: 6 heroes at least are needed for 6 players")
    return tuple(heroes), talent_table
