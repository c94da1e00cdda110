"""Benchmarks every game gets: random playouts per second and decisions per second."""

from __future__ import annotations

from realmkit.bench import Measurement, register_generic
from realmkit.bench.playouts import time_playouts
from realmkit.core import load

SECONDS = 2.0


@register_generic
def random_playouts(game_string: str) -> list[Measurement]:
    """Complete random games at the fewest players the game allows, on one core."""
    players = load(game_string).player_range()[0]
    return time_playouts(game_string, players, "random", SECONDS).measurements()
