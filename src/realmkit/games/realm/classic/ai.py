"""Classic Realm for agents: pieces on Centers as the evaluation, dunking playouts."""

from __future__ import annotations

import random

from realmkit.core import GameAI
from realmkit.games.realm.classic.actions import ClassicAction
from realmkit.games.realm.classic.game import PIECES
from realmkit.games.realm.classic.state import ClassicState
from realmkit.games.realm.jumping import ADJACENT, EMPTY_CENTER, Step, owner


class ClassicAI(GameAI[ClassicState]):
    """The hooks greedy and search agents read for Classic Realm."""

    def evaluate(self, state: ClassicState, player: int) -> float:
        """Pieces on Centers: the difference, scaled into (-1, 1); the outcome once over."""
        if state.over:
            return state.returns()[player]
        return 0.9 * (state.on_centers(player) - state.on_centers(1 - player)) / PIECES

    def rollout_action(self, state: ClassicState, rng: random.Random) -> ClassicAction:
        """Usually a jump that dunks an enemy piece when there is one."""
        actions = state.legal_actions()
        if rng.random() < 0.8:
            me, center = state.to_move, state.center
            dunks = [a for a in actions if isinstance(a, Step) and _dunks(center, a, me)]
            if dunks:
                return rng.choice(dunks)
        return rng.choice(actions)


def _dunks(center: list[int], step: Step, me: int) -> bool:
    target = ADJACENT[step.realm][step.direction]
    return target >= 0 and center[target] != EMPTY_CENTER and owner(center[target]) != me
