"""Benchmarks every game gets: random playouts per second and decisions per second."""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_generic
from realmkit.core import load

SECONDS = 2.0


@register_generic
def random_playouts(game_string: str) -> list[Measurement]:
    """Complete random games at the fewest players the game allows, each decision timed as
    legal_actions + apply_unchecked, on one core."""
    game = load(game_string)
    players = game.player_range()[0]
    rng = random.Random(0)
    games = decisions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < SECONDS:
        state = game.new_state(players, games)
        while not state.is_terminal():
            state.apply_unchecked(rng.choice(state.legal_actions()))
            decisions += 1
        games += 1
        elapsed = time.perf_counter() - start
    return [
        Measurement(game_string, f"random {players}-player playouts", games / elapsed, "games/s"),
        Measurement(game_string, "decisions (legal actions + apply)", decisions / elapsed, "decisions/s"),
        Measurement(game_string, "mean game length", decisions / games, "actions"),
    ]
