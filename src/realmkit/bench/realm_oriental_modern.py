"""Oriental and Modern Realm throughput: single-piece decisions and playouts per second.

The generic benchmarks time uniform random playouts of the default games; these add Modern
Realm's random decisions against issue 38's target, the placement variation, the biased
playouts (`rollout_action`) that search uses, and the cost of the Oriental warning option's
one-turn search.
"""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.bench.playouts import time_playouts
from realmkit.core import load
from realmkit.games.realm.oriental.state import OrientalState

SECONDS = 1.0
MODERN_DECISIONS_TARGET = 20_000.0
"""Issue 38: at least 20,000 decisions per second in random two-player Modern Realm, on one core."""


def warnings(game_string: str) -> list[Measurement]:
    """The warning option's search ('can be completely surrounded on his next turn'), timed on
    the positions at the start of each turn of random games."""
    game = load(game_string)
    rng = random.Random(1)
    searches = 0
    start = time.process_time()
    elapsed = 0.0
    while elapsed < SECONDS:
        state: OrientalState = game.new_state(2, searches)
        while not state.is_terminal() and elapsed < SECONDS:
            if state.turn_realm < 0:
                state.warnings()
                searches += 1
            state.apply_unchecked(rng.choice(state.legal_actions()))
            elapsed = time.process_time() - start
    return [Measurement(game_string, "warning searches (with random moves between)", searches / elapsed,
                        "positions/s")]


@register_bench("realm-oriental")
def oriental() -> list[Measurement]:
    results = time_playouts("realm-oriental", 2, "rollout", SECONDS).measurements()
    results += time_playouts("realm-oriental(placement=true)", 2, "random", SECONDS).measurements()
    return results + warnings("realm-oriental(warning=true)")


@register_bench("realm-modern")
def modern() -> list[Measurement]:
    results = time_playouts("realm-modern", 2, "random", SECONDS).measurements(MODERN_DECISIONS_TARGET)
    return results + time_playouts("realm-modern", 2, "rollout", SECONDS).measurements()
