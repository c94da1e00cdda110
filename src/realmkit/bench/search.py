"""Benchmark every game gets: MCTS iterations per second at the default settings."""

from __future__ import annotations

import random
import time

from realmkit.agents.mcts import MCTSAgent
from realmkit.bench import Measurement, register_generic
from realmkit.core import load

SECONDS = 2.0
ITERATIONS = 200
TARGET = 1000.0
"""Iterations per second of CPU time every game's MCTS reaches at its default settings."""


@register_generic
def mcts_iterations(game_string: str) -> list[Measurement]:
    """Searches of 200 iterations (default options otherwise) from positions along random
    two-player games (or the fewest players allowed), for about two seconds of this process's
    CPU time (`time.process_time`), as every other figure."""
    game = load(game_string)
    low, high = game.player_range()
    players = 2 if low <= 2 <= high else low
    agent = MCTSAgent(seed=0, iterations=ITERATIONS)
    rng = random.Random(0)
    searches = 0
    games = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < SECONDS:
        state = game.new_state(players, games)
        games += 1
        while not state.is_terminal() and elapsed < SECONDS:
            if len(state.legal_actions()) > 1:
                agent.search(state)
                searches += 1
            state.apply_unchecked(rng.choice(state.legal_actions()))
            elapsed = time.process_time() - start
    rate = searches * ITERATIONS / elapsed if elapsed else 0.0
    return [Measurement(game_string, f"mcts iterations ({players} players, default options)", rate,
                        "iterations/s", target=TARGET)]
