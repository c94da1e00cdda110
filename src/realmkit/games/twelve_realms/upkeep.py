"""Phase 3, Upkeep: Refresh, Creature Powers, Update Invasion Tracks, in this order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.twelve_realms import cards
from realmkit.games.twelve_realms.components import OVER, TOWN
from realmkit.games.twelve_realms.story import CURSE, UPKEEP, tell

if TYPE_CHECKING:
    from realmkit.games.twelve_realms.state import TwelveRealmsState


def upkeep(state: TwelveRealmsState) -> None:
    """Refresh, Creature Powers, Update Invasion Tracks; the story the screen tells (of the
    cards and dice) starts anew here."""
    state.log.clear()
    tell(state, UPKEEP)
    refresh(state)
    creature_powers(state)
    if state.phase != OVER:
        invasion(state)


def refresh(state: TwelveRealmsState) -> None:
    """'players in a Town area can refresh all their exploited Talent tokens'."""
    for seat in range(state.num_players):
        if state.area_at[seat] == TOWN:
            state.fresh[seat][:] = state.total[seat]


def creature_powers(state: TwelveRealmsState) -> None:
    """Curse, Marauding and Summon, creature by creature in the order they entered each map.

    'a Creature's Power cannot be activated in the same phase the Creature has been summoned':
    only the tokens on the map when the step begins act, and a summoned creature's Horde, which
    acts only as it is placed, never does.
    """
    kinds = state.content.kinds
    for slot, tokens in enumerate(state.tokens):
        for token in list(tokens):
            if token not in tokens:
                continue
            for power in kinds[token[1]].powers:
                name = power.name
                if name == "curse":
                    tell(state, CURSE, slot, token[1])
                    for seat in range(state.num_players):
                        if state.realm_at[seat] == slot:
                            for _ in range(power.level):
                                cards.exploit_random(state, seat)
                                if state.phase == OVER:
                                    return
                elif name == "marauding":
                    cards.maraud(state, slot, token)
                elif name == "summon":
                    for _ in range(power.level):
                        cards.appear(state, slot, power.creature, summoner=token[1])


def invasion(state: TwelveRealmsState) -> None:
    """'each Game Realm map Invasion Marker must be moved forward by one space for each
    Creature token (including the Dark Lord one, and any summoned Creature) present on its map'."""
    for slot, tokens in enumerate(state.tokens):
        cards.advance(state, slot, len(tokens))
        if state.phase == OVER:
            return
