"""Realm, the featured game, for agents: Realms controlled and the race of Bases as the
evaluation, playouts where Powers claim Realms and players pass when not behind."""

from __future__ import annotations

import math
import random
from typing import Any, ClassVar

from realmkit.core import GameAI
from realmkit.games.realm.components import CENTER_OF, REALM_OF
from realmkit.games.realm.featured.actions import (
    PASS,
    REARRANGEMENT,
    ChooseMode,
    EndTurn,
    FeaturedAction,
    Move,
)
from realmkit.games.realm.featured.rules import KIND, POWER
from realmkit.games.realm.featured.state import TURN_START, FeaturedState

ROLLOUT_PATIENCE = 200
"""Turns after which the players of a playout pass, to end it by agreement."""


class FeaturedAI(GameAI[FeaturedState]):
    """The hooks greedy and search agents read for the featured game."""

    mcts_defaults: ClassVar[dict[str, Any]] = {"depth": 20}
    """Playouts of 20 turns, then `evaluate`: at the same time per move they won 136 of 200 games
    (4 drawn) against playouts of 40 turns, with about twice the iterations (docs/ai.md)."""

    def evaluate(self, state: FeaturedState, player: int) -> float:
        """Realms controlled (the score), then Bases yet to create, then the Enforcer tie-break,
        squashed into (-1, 1); the outcome once the game is over."""
        if state.is_terminal():
            return state.returns()[player]
        other = 1 - player
        realms = state.realms_controlled(player) - state.realms_controlled(other)
        race = state.bases_left[other] - state.bases_left[player]
        reserve = state.enforcer_reserve(player) - state.enforcer_reserve(other)
        estimate = math.tanh(0.25 * realms + 0.1 * race + 0.05 * reserve)
        if state.passes and state.phase == TURN_START:
            return _after_a_pass(state, player, estimate)
        return estimate

    def rollout_action(self, state: FeaturedState, rng: random.Random) -> FeaturedAction:
        """Random play that prefers Powers claiming Realms, seldom rearranges, and passes when
        not behind (agreeing to end when the opponent passed first) or after ROLLOUT_PATIENCE
        turns, so that playouts end."""
        actions = state.legal_actions()
        if state.phase == TURN_START and len(actions) > 1:
            if state.turns > ROLLOUT_PATIENCE or (
                _not_behind(state, state.player) and (state.passes or rng.random() < 0.1)
            ):
                return PASS
            moving = [a for a in actions[1:] if isinstance(a, ChooseMode) and a.mode != REARRANGEMENT]
            if moving and rng.random() < 0.9:
                return rng.choice(moving)
            return rng.choice(actions[1:])
        cells = state.cells  # a claim: a Power's move into a Realm whose Center is vacant (a likely Base)
        claims = [a for a in actions if isinstance(a, Move) and cells[a.origin] & KIND == POWER
                  and not cells[CENTER_OF[REALM_OF[a.target]]]]
        if claims and rng.random() < 0.8:
            return rng.choice(claims)
        if len(actions) > 1 and isinstance(actions[-1], EndTurn) and rng.random() < 0.7:
            return actions[-1]
        return rng.choice(actions)


def _not_behind(state: FeaturedState, player: int) -> bool:
    """Whether `player` ranks at least as high as the opponent in play (`ranking_key`), the
    tie-break counted only when the Realms are even."""
    realms = state.realms_controlled(player) - state.realms_controlled(1 - player)
    if realms:
        return realms > 0
    return state.enforcer_reserve(player) >= state.enforcer_reserve(1 - player)


def _after_a_pass(state: FeaturedState, player: int, estimate: float) -> float:
    """After a pass, the player to move may end the game by passing too: that player takes the
    better of the end as it stands and the game going on, so a pass while behind gives the game
    away and is valued so."""
    ending = _outcome_now(state)
    mover = state.player
    if player == mover:
        return max(estimate, ending[player])
    return min(estimate, ending[player])


def _outcome_now(state: FeaturedState) -> list[float]:
    """The returns if the game ended by agreement now: the better ranking wins, else a draw."""
    first, second = state.ranking_key(0), state.ranking_key(1)
    if first == second:
        return [0.0, 0.0]
    return [1.0, -1.0] if first > second else [-1.0, 1.0]

