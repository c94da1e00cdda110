"""Rolling Realms throughput: random and rollout-policy solo games, evaluations, and MCTS
iterations per second at the game's own search settings."""

from __future__ import annotations

import random
import time

from realmkit.agents.mcts import MCTSAgent
from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_evaluations, time_playouts
from realmkit.core import load

SECONDS = 2.0
DECISIONS_TARGET = 20_000.0
"""Issue 15: at least 20,000 decisions per second in random solo games, on one core."""
ITERATIONS = 200


@register_bench("rolling-realms")
def solo_games() -> list[Measurement]:
    """Random and rollout-policy solo games, each decision timed as choose + apply_unchecked."""
    random_games = time_playouts("rolling-realms", 1, "random", SECONDS)
    rollout_games = time_playouts("rolling-realms", 1, "rollout", SECONDS)
    return random_games.measurements(DECISIONS_TARGET) + rollout_games.measurements()


@register_bench("rolling-realms")
def evaluations() -> list[Measurement]:
    """GameAI.evaluate calls per second on positions of rollout-policy solo games."""
    return [time_evaluations("rolling-realms", 1, 10, SECONDS)]


@register_bench("rolling-realms")
def solo_search() -> list[Measurement]:
    """Searches of 200 iterations at the game's search defaults, from positions of solo games."""
    game = load("rolling-realms")
    agent = MCTSAgent(seed=0, iterations=ITERATIONS)
    rng = random.Random(0)
    searches = 0
    start = time.process_time()
    seed = 0
    while time.process_time() - start < SECONDS:
        state = game.new_state(1, seed)
        seed += 1
        while not state.is_terminal() and time.process_time() - start < SECONDS:
            if len(state.legal_actions()) > 1:
                agent.search(state)
                searches += 1
            state.apply_unchecked(rng.choice(state.legal_actions()))
    rate = searches * ITERATIONS / (time.process_time() - start)
    return [Measurement("rolling-realms", "mcts iterations (solo, game defaults)", rate, "iterations/s")]
