"""The cards of a realm pack's Realms Deck besides its Creature cards: Artifact Piece, Treasure,
Event and Adventure cards, and what an Event, Adventure or Treasure does (designed for
realmkit)."""

from __future__ import annotations

from typing import Any

from realmkit.games.twelve_realms.components import (
    ADVENTURE_CARD,
    ARTIFACT_CARD,
    CARD_KINDS,
    COLOURS,
    EVENT_CARD,
    TREASURE_CARD,
)
from realmkit.games.twelve_realms.components.content import (
    Card,
    ContentError,
    Effect,
    named,
    talent,
    vulnerability,
)


def read_card(entry: Any, index: int, realm: int, known: dict[str, int], taken: set[str], where: str) -> Card:
    """An Artifact Piece, Treasure, Event or Adventure card of the pack `realm`, named apart from
    the cards `taken`."""
    if not isinstance(entry, dict):
        raise ContentError(f"{where}: every card is a table")
    slug, name = named(entry, where)
    here = f"{where}, card {slug!r}"
    if slug in taken:
        raise ContentError(f"{here}: another card has this name")
    kind_name = entry.get("kind")
    if kind_name not in CARD_KINDS[1:]:
        raise ContentError(f"{here}: 'kind' must be one of {', '.join(CARD_KINDS[1:])}")
    kind = CARD_KINDS.index(kind_name)
    if kind == ARTIFACT_CARD:
        return Card(index, slug, name, realm, kind)
    if kind == TREASURE_CARD:
        return Card(index, slug, name, realm, kind,
                    vulnerability=vulnerability(entry.get("vulnerability"), here),
                    effect=read_effect(entry.get("reward"), known, f"{here}, reward"))
    effect = read_effect(entry.get("effect"), known, f"{here}, effect")
    if kind == ADVENTURE_CARD and (effect.advance or effect.maraud or effect.curse or effect.appear >= 0):
        raise ContentError(f"{here}: an Adventure card helps its hero (gain, refresh, push_back)")
    if kind == EVENT_CARD and effect.gain:
        raise ContentError(f"{here}: an Event has no hero to gain tokens")
    return Card(index, slug, name, realm, kind, effect=effect)


_EFFECT_KEYS = ("gain", "refresh", "push_back", "advance", "maraud", "appear", "curse", "rest")


def read_effect(entry: Any, known: dict[str, int], where: str) -> Effect:
    """What a card or a Treasure power does; `known` names the pack's creatures it may bring."""
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
        gains.append((COLOURS.index(words[0]), talent(words[1], where, crown=True)))
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
