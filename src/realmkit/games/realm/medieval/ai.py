"""Medieval Realm for agents: the race to leave the board, forward-leaning playouts."""

from __future__ import annotations

import random

from realmkit.core import GameAI
from realmkit.games.realm.jumping import ADJACENT, EMPTY_CENTER, Step, owner
from realmkit.games.realm.medieval.state import FORWARD, PIECES, MedievalState


class MedievalAI(GameAI[MedievalState]):
    """The hooks greedy and search agents read for Medieval Realm."""

    def evaluate(self, state: MedievalState, player: int) -> float:
        """How much nearer to leaving the board a player's pieces are than the opponent's,
        cut to a quarter when the player to move can draw at once by the Duke rule."""
        if state.over:
            return state.returns()[player]
        value = 0.9 * (state.distance(1 - player) - state.distance(player)) / (5 * PIECES)
        mover = state.to_move
        if state.duke_run[1 - mover] >= 3 and state.duke_run[mover] >= 2:
            value *= 0.25
        return value

    def rollout_action(self, state: MedievalState, rng: random.Random) -> Step:
        """Leave the board when possible, else mostly jump forward or dislodge."""
        actions = state.legal_actions()
        forward, center = FORWARD[state.to_move], state.center
        off = [a for a in actions if ADJACENT[a.realm][a.direction] < 0]
        if off:
            return rng.choice(off)
        if rng.random() < 0.7:
            good = [a for a in actions if a.direction == forward or _dislodges(center, a, state.to_move)]
            if good:
                return rng.choice(good)
        return rng.choice(actions)


def _dislodges(center: list[int], step: Step, me: int) -> bool:
    target = center[ADJACENT[step.realm][step.direction]]
    return target != EMPTY_CENTER and owner(target) != me
