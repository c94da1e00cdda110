"""12 Realms throughput: random and rollout-policy games at 1, 3 and 6 players, and evaluations."""

from __future__ import annotations

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_evaluations, time_playouts

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
    return [time_evaluations("twelve-realms", 3, 20, SECONDS)]
