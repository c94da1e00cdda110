"""12 Thieves throughput: random 4-player games, decisions, and playouts with the rollout policy."""

from __future__ import annotations

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_evaluations, time_playouts

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
    """GameAI.evaluate calls per second, for the seat to act, on positions of rollout-policy games."""
    return [time_evaluations("twelve-thieves", 4, 20, SECONDS, seat=None)]
