"""Rolling Realms AI: a value in tenths of a star (banked score, this round's stars, a share of
each card's progress toward its next stars, resources, rolled dice still to use), and a playout
policy that uses every die it can and spends nothing."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from realmkit.core import GameAI
from realmkit.games.rolling_realms import turn
from realmkit.games.rolling_realms.actions import DONE, Action, Compensate, Start, Use
from realmkit.games.rolling_realms.components import ROUNDS, TURNS
from realmkit.games.rolling_realms.dice import Name, name
from realmkit.games.rolling_realms.hints import at_start, hint
from realmkit.games.rolling_realms.state import RollingRealmsState

DIE_IN_HAND = 4.0
"""Tenths a rolled die is worth before the player decides anything on its roll: the two dice of
every turn to come, and this turn's until the player's first decision on it. From then on a
die in hand is worth what using it brings, compared one decision at a time (a die held is worth
nothing more, so that no decision looks better for putting off the end of the turn)."""
RESOURCE_EARLY, RESOURCE_LATE = 3.0, 1.0
"""Tenths a resource is worth at a round's start (it can become a die) and at its end (0.1 star)."""


class RollingRealmsAI(GameAI[RollingRealmsState]):
    """Values positions in tenths of a star for one player; plays out by using dice."""

    mcts_defaults: ClassVar[dict[str, Any]] = {
        "depth": 0, "terminal": "evaluate", "baseline": True, "c": 0.15,
    }
    """Search judges each new node by `evaluate` (playouts to the end are long and noisy), and a
    game's end by its score too (in a solo game the returns are always 0). It values changes
    from the iteration's world (baseline): whole values are hundreds of tenths, and the tenths
    that tell two uses of a die apart would vanish in them."""

    def evaluate(self, state: RollingRealmsState, player: int) -> float:
        return self._judge(state, player, True)

    def _judge(self, state: RollingRealmsState, player: int, ahead: bool) -> float:
        """A pending realm or benefit choice of the player is worth its best option; a die the
        player paid for (copied, created or adjusted) and holds unused is worth its best use now
        (looked at once: the latest such die, not the dice that follow). Holding it is not
        valued: a die held is lost at the end of the turn, and holding it would keep other
        dice looking usable in the realm it would take."""
        if state.round < ROUNDS and state.seat == player:
            if state.pending or state.choices:
                return max(self._after(state, action, player, ahead) for action in state.legal_actions())
            bought = self._bought(state) if ahead else None
            if bought is not None:
                uses = [a for a in state.legal_actions() if isinstance(a, Use) and a.die == bought]
                if uses:
                    return max(self._after(state, action, player, False) for action in uses)
        return self._value(state, player)

    @staticmethod
    def _bought(state: RollingRealmsState) -> Name | None:
        """The name of the latest die paid for and not yet used, while the player decides: a
        copied or created die, or a rolled die adjusted with pumpkins."""
        if state.starting or state.ending:
            return None
        roll = state.roll
        for die in reversed(state.dice):
            if not die.used and (not die.rolled or die.again or die.value != roll[die.source]):
                return name(die, roll)
        return None

    def _after(self, state: RollingRealmsState, action: Action, player: int, ahead: bool) -> float:
        child = state.clone()
        child.apply_unchecked(action)
        return self._judge(child, player, ahead)

    @staticmethod
    def _fresh(state: RollingRealmsState) -> bool:
        """Whether the seat to act has decided nothing on its roll yet (a realm's power that
        changes no die aside): its two dice are then worth what any roll's are, so that ending
        the previous turn is worth the same whatever the next roll."""
        return (len(state.dice) == 2 and not any(state.activated) and state.pending is None
                and all(not d.used and d.value == r for d, r in zip(state.dice, state.roll, strict=True)))

    def _value(self, state: RollingRealmsState, player: int) -> float:
        """Banked stars and resources; this round's stars and each card's hint; resources; and
        the rolled dice still to use. The round's clock counts a turn as past from the player's
        first decision on its roll: every first decision moves it alike, ending the turn does
        not, and no decision within the turn can hold it back."""
        sheet = state.players[player]
        banked = sum(10 * sum(s) + left for s, left in zip(sheet.stars, sheet.leftover, strict=True))
        if state.round == ROUNDS:
            return float(banked)
        acting = state.seat == player and not state.ending
        untouched = (acting and self._fresh(state)) or state.seat < player
        past = state.turn if untouched else state.turn + 1
        share = (TURNS - past) / TURNS
        resource = RESOURCE_LATE + (RESOURCE_EARLY - RESOURCE_LATE) * share
        total = float(banked)
        for slot, realm in enumerate(state.realms_in_play()):
            stars = state.realm_stars(player, slot)
            outlook = max(-stars, min(6 - stars, hint(realm.id, sheet.marks[slot], state, sheet)))
            start = max(0.0, min(6.0, at_start(realm, state)))
            total += (outlook - start) * 10 * min(1.0, 1.5 * share)
            total += 10 * stars
        total += sum(sheet.resources) * resource
        later_dice = 2 * (ROUNDS - state.round - 1) * TURNS + 2 * (TURNS - state.turn - 1)
        return total + DIE_IN_HAND * (later_dice + 2 * untouched)

    def rollout_action(self, state: RollingRealmsState, rng: random.Random) -> Action:
        """Use a die whenever one can be used; take compensation; answer what realms ask; never
        spend resources nor use realms' powers."""
        actions = state.legal_actions()
        if state.pending is not None or state.choices:
            return rng.choice(actions)
        asked = turn.demands(state)
        if asked:
            return rng.choice(asked)
        uses = [a for a in actions if isinstance(a, (Use, Compensate, Start))]
        return rng.choice(uses) if uses else DONE
