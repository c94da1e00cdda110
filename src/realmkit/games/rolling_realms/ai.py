"""Rolling Realms AI: a value in tenths of a star (banked score, this round's stars, a share of
each card's progress toward its next stars, resources, rolled dice still to use), and a playout
policy that uses every die it can and spends nothing."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from realmkit.core import Action, GameAI, State
from realmkit.games.rolling_realms import turn
from realmkit.games.rolling_realms.actions import DONE, Compensate, Start, Use
from realmkit.games.rolling_realms.hints import hint
from realmkit.games.rolling_realms.state import ROUNDS, TURNS, RollingRealmsState

DIE_IN_HAND = 4.0
"""Tenths a rolled die is worth before the player uses it: the dice still usable this turn and
the two of every turn to come count, so that ending a turn costs the same whether the next
decision is another seat's or the next roll's."""
RESOURCE_EARLY, RESOURCE_LATE = 3.0, 1.0
"""Tenths a resource is worth at a round's start (it can become a die) and at its end (0.1 star)."""


class RollingRealmsAI(GameAI):
    """Values positions in tenths of a star for one player; plays out by using dice."""

    mcts_defaults: ClassVar[dict[str, Any]] = {
        "depth": 0, "terminal": "evaluate", "baseline": True, "c": 0.15,
    }
    """Search judges each new node by `evaluate` (playouts to the end are long and noisy), and a
    game's end by its score too (in a solo game the returns are always 0). It values changes
    from the iteration's world (baseline): whole values are hundreds of tenths, and the tenths
    that tell two uses of a die apart would vanish in them."""

    def evaluate(self, state: State, player: int) -> float:
        assert isinstance(state, RollingRealmsState)
        if state.round < ROUNDS and state.seat == player and (state.pending or state.choices):
            return max(self._after(state, action, player) for action in state.legal_actions())
        return self._value(state, player)

    def _after(self, state: RollingRealmsState, action: Action, player: int) -> float:
        child = state.clone()
        child.apply_unchecked(action)
        return self.evaluate(child, player)

    def _value(self, state: RollingRealmsState, player: int) -> float:
        sheet = state.players[player]
        banked = sum(10 * sum(s) + left for s, left in zip(sheet.stars, sheet.leftover, strict=True))
        if state.round == ROUNDS:
            return float(banked)
        share = (TURNS - state.turn) / TURNS
        total = float(banked)
        for slot, realm in enumerate(state.realms_in_play()):
            stars = state.realm_stars(player, slot)
            outlook = hint(realm.id, sheet.marks[slot], state, sheet)
            total += max(-stars, min(6 - stars, outlook)) * 10 * min(1.0, 1.5 * share)
            total += 10 * stars
        total += sum(sheet.resources) * (RESOURCE_LATE + (RESOURCE_EARLY - RESOURCE_LATE) * share)
        later_turns = (ROUNDS - state.round) * TURNS - state.turn - 1
        dice = 2 * later_turns
        if state.seat == player and not state.ending:
            dice += sum(1 for die in state.dice[:2] if not die.used and turn.usable(state, die))
        elif state.seat < player:
            dice += 2
        return total + DIE_IN_HAND * dice

    def rollout_action(self, state: State, rng: random.Random) -> Action:
        """Use a die whenever one can be used; take compensation; answer what realms ask; never
        spend resources nor use realms' powers."""
        assert isinstance(state, RollingRealmsState)
        actions = state.legal_actions()
        if state.pending is not None or state.choices:
            return rng.choice(actions)
        asked = turn.demands(state)
        if asked:
            return rng.choice(asked)
        uses = [a for a in actions if isinstance(a, (Use, Compensate, Start))]
        return rng.choice(uses) if uses else DONE
