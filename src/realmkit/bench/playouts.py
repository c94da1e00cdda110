"""Timing whole games, and the game's evaluation on their positions: the loops every playout
benchmark shares.

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


def time_evaluations(game_string: str, players: int, games: int, seconds: float = 2.0,
                     seat: int | None = 0) -> Measurement:
    """`GameAI.evaluate` calls per second of CPU time, for `seat` (None: the seat to act), on
    every position of `games` rollout-policy games from seeds 0, 1, ..."""
    game = load(game_string)
    ai = ai_for(game)
    rng = random.Random(1)
    states = []
    for seed in range(games):
        state = game.new_state(players, seed)
        while not state.is_terminal():
            states.append(state.clone())
            state.apply_unchecked(ai.rollout_action(state, rng))
    start = time.process_time()
    calls = 0
    while time.process_time() - start < seconds:
        for state in states:
            ai.evaluate(state, state.current_player() if seat is None else seat)
        calls += len(states)
    return Measurement(str(game), "evaluate calls", calls / (time.process_time() - start), "calls/s")
