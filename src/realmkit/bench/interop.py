"""Adapter step rates next to the native rate, for every game with an observation tensor.

A native step is a uniform choice among the legal actions and `apply`. An adapter step is the
same through the adapter, with what the adapter gives back after it: PettingZoo AEC `last()`
and `step`, Gymnasium `step` (counted per action, the other seats' actions included),
OpenSpiel `apply_action`, `legal_actions` and the observation tensor. The overhead is the
native rate divided by the adapter's; the issue asks for under 2x. Needs the `rl` extra; the
benchmarks are skipped without it.
"""

from __future__ import annotations

import importlib.util
import random
import time
from collections.abc import Callable

from realmkit.bench import Measurement, register_generic
from realmkit.core import load

SECONDS = 1.0
TARGET_OVERHEAD = 2.0


def _rate(run_game: Callable[[int], int]) -> float:
    """Steps per CPU second of whole games from seeds 0, 1, ... for SECONDS."""
    steps, seed, start = 0, 0, time.process_time()
    while time.process_time() - start < SECONDS:
        steps += run_game(seed)
        seed += 1
    return steps / (time.process_time() - start)


def _native(game_string: str, players: int) -> Callable[[int], int]:
    game = load(game_string)

    def run(seed: int) -> int:
        state, rng = game.new_state(players, seed), random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        return len(state.history)

    return run


def _pettingzoo(game_string: str, players: int) -> Callable[[int], int]:
    import numpy as np

    from realmkit.interop.pettingzoo import env

    aec = env(game_string, num_players=players)

    def run(seed: int) -> int:
        aec.reset(seed=seed)
        rng, steps = random.Random(seed), 0
        for _ in aec.agent_iter():
            observation, _, termination, truncation, _ = aec.last()
            done = termination or truncation
            aec.step(None if done else rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
            steps += not done
        return steps

    return run


def _gymnasium(game_string: str, players: int) -> Callable[[int], int]:
    import numpy as np

    from realmkit.interop.gymnasium import RealmkitEnv

    gym = RealmkitEnv(game_string, num_players=players)

    def run(seed: int) -> int:
        _, info = gym.reset(seed=seed)
        rng, done = random.Random(seed), False
        while not done:
            action = rng.choice(np.flatnonzero(info["action_mask"]).tolist())
            _, _, terminated, truncated, info = gym.step(action)
            done = terminated or truncated
        assert gym.state is not None
        return len(gym.state.history)

    return run


def _openspiel(game_string: str, players: int) -> Callable[[int], int]:
    from realmkit.interop.openspiel import RealmkitGame, register_all, short_name

    register_all()
    game = load(game_string)
    import pyspiel

    params = {**game.options, "players": players}
    spiel = pyspiel.load_game(short_name(game.spec.id), params)
    assert isinstance(spiel, RealmkitGame)

    def run(seed: int) -> int:
        state, rng = spiel.new_initial_state(seed), random.Random(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            if not state.is_terminal():
                state.observation_tensor(state.current_player())
        return len(state.inner.history)

    return run


@register_generic
def adapter_steps(game_string: str) -> list[Measurement]:
    """Steps per second natively and through each adapter, at the fewest players."""
    game = load(game_string)
    if not game.spec.tensor or importlib.util.find_spec("pettingzoo") is None:
        return []
    players = game.player_range()[0]
    native = _rate(_native(game_string, players))
    out = [Measurement(game_string, f"native {players}-player steps", native, "steps/s")]
    for name, make in (("PettingZoo AEC", _pettingzoo), ("Gymnasium", _gymnasium),
                       ("OpenSpiel", _openspiel)):
        rate = _rate(make(game_string, players))
        out.append(Measurement(game_string, f"{name} {players}-player steps", rate, "steps/s"))
        out.append(Measurement(game_string, f"{name} overhead (native / adapter)", native / rate, "x",
                               target=TARGET_OVERHEAD, higher_is_better=False))
    return out
