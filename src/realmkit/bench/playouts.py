"""Timing whole games: the loop every playout benchmark shares.

Times are CPU time of this process (`time.process_time`): the work of one core, which other
load on the machine does not change. A decision is one choice plus one `apply_unchecked`.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from realmkit.bench import Measurement
from realmkit.core import ai_for, load


@dataclass(frozen=True)
class Playouts:
    """Complete games played within a time budget, and the CPU seconds they took."""

    game: str
    players: int
    policy: str
    games: int
    decisions: int
    seconds: float

    def measurements(
        self, decision_target: float | None = None, games_target: float | None = None
    ) -> list[Measurement]:
        """Games and decisions per second and the mean length, with the issue's targets if any."""
        label = f"{self.policy} {self.players}-player"
        return [
            Measurement(self.game, f"{label} playouts", self.games / self.seconds, "games/s",
                        target=games_target),
            Measurement(self.game, f"{label} decisions (choice + apply)", self.decisions / self.seconds,
                        "decisions/s", target=decision_target),
            Measurement(self.game, f"{label} mean game length", self.decisions / self.games, "actions"),
        ]


def time_playouts(game_string: str, players: int, policy: str = "random", seconds: float = 2.0) -> Playouts:
    """Play whole games from seeds 0, 1, ... until `seconds` of CPU time have passed.

    `policy` is "random" (a uniform legal action) or "rollout" (the game's `rollout_action`).
    """
    if policy not in ("random", "rollout"):
        raise ValueError(f"policy must be 'random' or 'rollout', not {policy!r}")
    game = load(game_string)
    rng = random.Random(0)
    rollout_action = ai_for(game).rollout_action
    games = decisions = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < seconds:
        state = game.new_state(players, games)
        while not state.is_terminal():
            action = rng.choice(state.legal_actions()) if policy == "random" else rollout_action(state, rng)
            state.apply_unchecked(action)
            decisions += 1
        state.returns()
        games += 1
        elapsed = time.process_time() - start
    return Playouts(game_string, players, policy, games, decisions, elapsed)
