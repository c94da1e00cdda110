"""Modern Realm for agents: captured Realms and mobility, capturing playouts, short search."""

from __future__ import annotations

import math
import random
from typing import ClassVar

from realmkit.core import GameAI
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.actions import ModernAction
from realmkit.games.realm.modern.rules import HQ
from realmkit.games.realm.modern.state import ModernState


class ModernAI(GameAI[ModernState]):
    """The hooks greedy and search agents read for Modern Realm."""

    mcts_defaults: ClassVar[dict[str, int]] = {"depth": 6}
    """Playouts stop after 6 actions and the evaluation takes over: each action is costly."""

    def evaluate(self, state: ModernState, player: int) -> float:
        """Outcome once over; else captured Realms, then mobile pieces, for each side."""
        if state.is_terminal():
            return state.returns()[player]
        board = state.board
        hqs, mobile = [0, 0], [0, 0]
        for square, code in enumerate(board):
            if code < 0:
                continue
            if code % 3 == HQ:
                hqs[code // 3] += 1
            elif rules.is_mobile(board, square):
                mobile[code // 3] += 1
        value = 0.3 * (hqs[player] - hqs[1 - player]) + 0.05 * (mobile[player] - mobile[1 - player])
        return math.tanh(value)

    def rollout_action(self, state: ModernState, rng: random.Random) -> ModernAction:
        """A capturing move when there is one, else a random action."""
        return rng.choice(state.capturing() or state.legal_actions())

