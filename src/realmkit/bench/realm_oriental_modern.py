"""Oriental and Modern Realm throughput: single-piece decisions and playouts per second.

The generic benchmarks time uniform random playouts of the default games; these add the
placement variation, the biased playouts (`rollout_action`) that search uses, and the cost of
the Oriental warning option's one-turn search.
"""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.core import load
from realmkit.games.realm.oriental import OrientalState

SECONDS = 1.0


def playouts(game_string: str, biased: bool) -> list[Measurement]:
    """Whole games, each single piece (or placement) one decision: legal actions, choice, apply."""
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


def warnings(game_string: str) -> list[Measurement]:
    """The warning option's search ('can be completely surrounded on his next turn'), timed on
    the positions at the start of each turn of random games."""
    game = load(game_string)
    rng = random.Random(1)
    searches = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < SECONDS:
        state = game.new_state(2, searches)
        while not state.is_terminal() and elapsed < SECONDS:
            assert isinstance(state, OrientalState)
            if state.turn_realm < 0:
                state.warnings()
                searches += 1
            state.apply_unchecked(rng.choice(state.legal_actions()))
            elapsed = time.perf_counter() - start
    return [Measurement(game_string, "warning searches (with random moves between)", searches / elapsed,
                        "positions/s")]


@register_bench("realm-oriental")
def oriental() -> list[Measurement]:
    results = playouts("realm-oriental", biased=True)
    results += playouts("realm-oriental(placement=true)", biased=False)
    return results + warnings("realm-oriental(warning=true)")


@register_bench("realm-modern")
def modern() -> list[Measurement]:
    return playouts("realm-modern", biased=True)
