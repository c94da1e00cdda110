"""The public pieces of 12 Realms as a face draws them (`TwelveRealms.components`): every
realm map with its areas, paths, Invasion Track and Artifact Pieces, every creature and Dark
Lord with its vulnerability groups and powers, every card's text, every hero's talents."""

from __future__ import annotations

from typing import Any

from realmkit.games.twelve_realms.actions import ROMAN, area_name
from realmkit.games.twelve_realms.components import CARD_KINDS, COLOURS, TALENTS
from realmkit.games.twelve_realms.components.content import Content
from realmkit.games.twelve_realms.story import effect_words
from realmkit.games.twelve_realms.view import group_words, powers


def pieces(content: Content) -> dict[str, Any]:
    """Everything of the content, keyed by the words the notation and observation use."""
    realms = {realm.slug: {
        "name": realm.name, "symbol": realm.symbol, "tale": realm.tale,
        "areas": [{"area": area_name(n), "name": name, "to": [area_name(a) for a in realm.neighbours[n]]}
                  for n, name in enumerate(realm.areas)],
        "track": realm.track, "red": list(realm.red), "artifact": realm.artifact,
        "pieces": [{"piece": ROMAN[n], "vulnerability": group_words(group)}
                   for n, group in enumerate(realm.pieces)],
        "dark_lords": [content.kinds[k].slug for k in realm.lords],
        "creatures": [content.kinds[k].slug for k in realm.kinds if not content.kinds[k].lord],
        "source": realm.source,
    } for realm in content.realms}
    kinds = {kind.slug: {
        "name": kind.name, "realm": content.realms[kind.realm].slug, "dark_lord": kind.lord,
        "groups": [group_words(g) for g in kind.groups], "powers": powers(content, kind),
    } for kind in content.kinds}
    cards = {card.slug: {
        "name": card.name, "realm": content.realms[card.realm].slug, "kind": CARD_KINDS[card.kind],
        "creature": content.kinds[card.creature].slug if card.creature >= 0 else None,
        "vulnerability": group_words(card.vulnerability) if card.vulnerability else [],
        "text": effect_words(card.effect),
    } for card in content.cards}
    heroes = {hero.slug: {"name": hero.name, "talents": dict(zip(TALENTS, hero.talents, strict=True))}
              for hero in content.heroes}
    return {"talents": list(TALENTS), "colours": list(COLOURS), "realms": realms, "kinds": kinds,
            "cards": cards, "heroes": heroes}
