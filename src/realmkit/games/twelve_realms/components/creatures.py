"""Creatures and Dark Lords as a realm pack describes them: their vulnerability groups and the
Creature Powers of the rulebook, with levels (designed for realmkit)."""

from __future__ import annotations

from typing import Any

from realmkit.games.twelve_realms.components import POWERS
from realmkit.games.twelve_realms.components.content import ContentError, Kind, Power, named, vulnerability
from realmkit.games.twelve_realms.components.deck import read_effect


def read_kind(entry: Any, index: int, lord: bool, realm: int, known: dict[str, int], where: str) -> Kind:
    """A Creature or Dark Lord (`lord`) of the pack `realm`; `known` names the pack's kinds."""
    if not isinstance(entry, dict):
        raise ContentError(f"{where}: every creature and Dark Lord is a table")
    slug, name = named(entry, where)
    here = f"{where}, {'Dark Lord' if lord else 'creature'} {slug!r}"
    groups = entry.get("vulnerability")
    if not isinstance(groups, list) or not groups:
        raise ContentError(f"{here}: 'vulnerability' must list one or more groups of talents")
    powers = entry.get("powers", [])
    if not isinstance(powers, list):
        raise ContentError(f"{here}: 'powers' must be a list")
    return Kind(index, slug, name, realm, lord,
                tuple(vulnerability(g, here) for g in groups),
                tuple(_power(p, known, here) for p in powers))


def _power(entry: Any, known: dict[str, int], where: str) -> Power:
    """A Creature Power and its level; Summon names a creature of the pack, Treasure a reward."""
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
    reward = None
    if name == "treasure":
        reward = read_effect(entry.get("reward"), known, f"{where}, power treasure")
    return Power(name, level, creature, reward)
