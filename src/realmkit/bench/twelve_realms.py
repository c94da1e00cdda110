"""12 Realms throughput: random and rollout-policy games at 1, 3 and 6 players, and evaluations."""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_playouts
from realmkit.core import ai_for, load

SECONDS = 2.0
DECISIONS_TARGET = 20_000.0
"""Issue 14: at least 20,000 decisions per second in random games, on one core."""


@register_bench("twelve-realms")
def games() -> list[Measurement]:
    """Random games at 1, 3 and 6 players (the target), then rollout-policy games at 3."""
    measurements = []
    for players in (1, 3, 6):
        playouts = time_playouts("twelve-realms", players, "random", SECONDS)
        measurements += playouts.measurements(DECISIONS_TARGET)
    return measurements + time_playouts("twelve-realms", 3, "rollout", SECONDS).measurements()


@register_bench("twelve-realms")
def evaluations() -> list[Measurement]:
    """GameAI.evaluate calls per second on positions of 3-player rollout-policy games."""
    game = load("twelve-realms")
    ai = ai_for(game)
    rng = random.Random(1)
    states = []
    for seed in range(20):
        state = game.new_state(3, seed)
        while not state.is_terminal():
            states.append(state.clone())
            state.apply_unchecked(ai.rollout_action(state, rng))
    start = time.process_time()
    calls = 0
    while time.process_time() - start < SECONDS:
        for state in states:
            ai.evaluate(state, 0)
        calls += len(states)
    return [Measurement(str(game), "evaluate calls", calls / (time.process_time() - start), "calls/s")]
