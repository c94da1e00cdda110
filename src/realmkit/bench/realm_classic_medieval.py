"""Classic and Medieval Realm throughput: single-jump decisions and playouts per second.

The generic benchmarks time uniform random playouts of the default game; these add the
option combinations and the biased playouts (`rollout_action`) that search uses.
"""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.core import load

SECONDS = 1.0


def playouts(game_string: str, biased: bool) -> list[Measurement]:
    """Whole games, each single jump one decision (legal actions, choice, apply_unchecked)."""
    game = load(game_string)
    rng = random.Random(0)
    games = decisions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < SECONDS:
        state = game.new_state(2, games)
        while not state.is_terminal():
            action = game.rollout_action(state, rng) if biased else rng.choice(state.legal_actions())
            state.apply_unchecked(action)
            decisions += 1
        games += 1
        elapsed = time.perf_counter() - start
    kind = "rollout-policy" if biased else "random"
    return [
        Measurement(game_string, f"{kind} playouts", games / elapsed, "games/s"),
        Measurement(game_string, f"{kind} single-piece decisions", decisions / elapsed, "decisions/s"),
    ]


@register_bench("realm-classic")
def classic() -> list[Measurement]:
    results = playouts("realm-classic", biased=True)
    for variant in ("realm-classic(double_moves=true)", "realm-classic(placement=true)"):
        results += playouts(variant, biased=False)
    return results


@register_bench("realm-medieval")
def medieval() -> list[Measurement]:
    return playouts("realm-medieval", biased=True)
