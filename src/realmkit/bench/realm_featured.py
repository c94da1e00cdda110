"""Realm, the featured game: single-piece decisions per second on one core (target 20,000).

A decision is one `legal_actions()` plus one `apply_unchecked()`, in random games from the first
Base to the end. The target figure divides by the CPU time of this process, so that other work
on a shared machine does not count against one core; the wall-clock figure is given beside it.
"""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.core import load

SECONDS = 3.0
TARGET = 20_000.0


def measure(game_string: str = "realm", seconds: float = SECONDS) -> list[Measurement]:
    """Random games of `game_string` for about `seconds` of CPU time."""
    game = load(game_string)
    rng = random.Random(0)
    games = decisions = turns = 0
    cpu_start, wall_start = time.process_time(), time.perf_counter()
    cpu = 0.0
    while cpu < seconds:
        state = game.new_state(2, games)
        while not state.is_terminal():
            state.apply_unchecked(rng.choice(state.legal_actions()))
            decisions += 1
        turns += state.turns  # type: ignore[attr-defined]
        games += 1
        cpu = time.process_time() - cpu_start
    wall = time.perf_counter() - wall_start
    return [
        Measurement(game_string, "single-piece decisions (legal actions + apply), CPU time",
                    decisions / cpu, "decisions/s", target=TARGET),
        Measurement(game_string, "single-piece decisions, wall clock", decisions / wall, "decisions/s"),
        Measurement(game_string, "random playouts, CPU time", games / cpu, "games/s"),
        Measurement(game_string, "turns of play per random game", turns / games, "turns"),
    ]


@register_bench("realm")
def featured_decisions() -> list[Measurement]:
    return measure()
