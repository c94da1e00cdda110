"""Realm, the featured game: single-piece decisions per second on one core (issue 38: 40,000).

A decision is one `legal_actions()` plus one `apply_unchecked()`, in random games from the first
Base to the end, timed in CPU time of this process (see `realmkit.bench.playouts`).
"""

from __future__ import annotations

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_playouts

SECONDS = 3.0
TARGET = 40_000.0
"""Issue 38: at least 40,000 random decisions per second on one core (issue 1 asked 20,000)."""


@register_bench("realm")
def featured_decisions() -> list[Measurement]:
    return time_playouts("realm", 2, "random", SECONDS).measurements(TARGET)
