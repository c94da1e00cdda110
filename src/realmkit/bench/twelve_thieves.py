"""12 Thieves throughput: random 4-player games, decisions, and playouts with the rollout policy."""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_playouts
from realmkit.core import ai_for
from realmkit.games.twelve_thieves import TwelveThieves

SECONDS = 2.0
DECISIONS_TARGET = 20_000.0
"""Issue 4: at least 20,000 decisions per second on one core."""


@register_bench("twelve-thieves")
def four_player_games() -> list[Measurement]:
    """Random and rollout-policy 4-player games, each decision timed as choose + apply_unchecked."""
    random_games = time_playouts("twelve-thieves", 4, "random", SECONDS)
    rollout_games = time_playouts("twelve-thieves", 4, "rollout", SECONDS)
    return random_games.measurements(DECISIONS_TARGET) + rollout_games.measurements()


@register_bench("twelve-thieves")
def evaluations() -> list[Measurement]:
    """GameAI.evaluate calls per second on positions of rollout-policy games."""
    game = TwelveThieves()
    ai = ai_for(game)
    rng = random.Random(1)
    states = []
    for seed in range(20):
        state = game.new_state(4, seed)
        while not state.is_terminal():
            states.append(state.clone())
            state.apply_unchecked(ai.rollout_action(state, rng))
    start = time.process_time()
    calls = 0
    while time.process_time() - start < SECONDS:
        for state in states:
            ai.evaluate(state, state.current_player())
        calls += len(states)
    return [Measurement(str(game), "evaluate calls", calls / (time.process_time() - start), "calls/s")]
