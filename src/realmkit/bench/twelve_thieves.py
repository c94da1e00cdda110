"""12 Thieves throughput: random 4-player games, decisions, and playouts with the rollout policy."""

from __future__ import annotations

import random
import time

from realmkit.bench import Measurement, register_bench
from realmkit.games.twelve_thieves import TwelveThieves

SECONDS = 2.0
DECISIONS_TARGET = 20_000.0
"""Issue 4: at least 20,000 decisions per second on one core."""


def _playouts(game: TwelveThieves, players: int, policy: str) -> tuple[float, float, float]:
    """(games/s, decisions/s, decisions per game) over about SECONDS of complete games."""
    rng = random.Random(0)
    games = decisions = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < SECONDS:
        state = game.new_state(players, games)
        while not state.is_terminal():
            if policy == "random":
                action = rng.choice(state.legal_actions())
            else:
                action = game.rollout_action(state, rng)
            state.apply_unchecked(action)
            decisions += 1
        games += 1
        elapsed = time.perf_counter() - start
    return games / elapsed, decisions / elapsed, decisions / games


@register_bench("twelve-thieves")
def four_player_games() -> list[Measurement]:
    """Random and rollout-policy 4-player games, each decision timed as choose + apply_unchecked."""
    game = TwelveThieves()
    name = str(game)
    games, decisions, length = _playouts(game, 4, "random")
    rollout_games, rollout_decisions, rollout_length = _playouts(game, 4, "rollout")
    return [
        Measurement(name, "random 4-player games (to the turn limit)", games, "games/s"),
        Measurement(name, "decisions in random 4-player games", decisions, "decisions/s",
                    target=DECISIONS_TARGET),
        Measurement(name, "mean random 4-player game length", length, "actions"),
        Measurement(name, "rollout-policy 4-player games", rollout_games, "games/s"),
        Measurement(name, "decisions with the rollout policy", rollout_decisions, "decisions/s"),
        Measurement(name, "mean rollout-policy game length", rollout_length, "actions"),
    ]


@register_bench("twelve-thieves")
def evaluations() -> list[Measurement]:
    """Game.evaluate calls per second on positions of rollout-policy games."""
    game = TwelveThieves()
    rng = random.Random(1)
    states = []
    for seed in range(20):
        state = game.new_state(4, seed)
        while not state.is_terminal():
            states.append(state.clone())
            state.apply_unchecked(game.rollout_action(state, rng))
    start = time.perf_counter()
    calls = 0
    while time.perf_counter() - start < SECONDS:
        for state in states:
            game.evaluate(state, state.current_player())
        calls += len(states)
    return [Measurement(str(game), "evaluate calls", calls / (time.perf_counter() - start), "calls/s")]
