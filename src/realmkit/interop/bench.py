"""Adapter step rates next to the native rate, for every game with an observation tensor.

A bare native step is a uniform choice among the legal actions and `apply`; the native RL step
adds what an RL loop needs from the engine (the legal action ids and the seat's tensor, and the
returns at the end), and the overhead is measured against it, like with like. An adapter step
is the same through the adapter, with what the adapter gives back after it: PettingZoo AEC
`last()` and `step`, Gymnasium `step` (counted per action, the other seats' actions included),
OpenSpiel `apply_action`, `legal_actions`, the observation tensor and the returns. The overhead is the
native RL rate divided by the adapter's (each the best of three interleaved runs of a CPU
second); the target is under 2x. Needs the `rl` extra; the benchmarks are skipped without it.
"""

from __future__ import annotations

import importlib.util
import random
import time
from collections.abc import Callable

from realmkit.bench import Measurement, register_generic
from realmkit.core import encoder_for, load

SECONDS = 1.0
ROUNDS = 3
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


def _native_rl(game_string: str, players: int) -> Callable[[int], int]:
    """The native step an RL loop needs: the legal action ids (the mask), the seat's tensor
    (its non-zero entries) and `apply`, and the returns at the end, without any adapter."""
    game = load(game_string)
    encoder = encoder_for(game)

    def run(seed: int) -> int:
        state, rng = game.new_state(players, seed), random.Random(seed)
        while not state.is_terminal():
            actions = state.legal_actions()
            [game.action_to_id(action) for action in actions]
            encoder.nonzero(state, state.current_player())
            state.apply(rng.choice(actions))
        state.returns()
        return len(state.history)

    return run


def _pettingzoo(game_string: str, players: int) -> Callable[[int], int]:
    from realmkit.interop.pettingzoo import env
    from realmkit.interop.table import mask_ids

    aec = env(game_string, num_players=players)

    def run(seed: int) -> int:
        aec.reset(seed=seed)
        rng, steps = random.Random(seed), 0
        for _ in aec.agent_iter():
            observation, _, termination, truncation, _ = aec.last()
            done = termination or truncation
            aec.step(None if done else rng.choice(mask_ids(observation["action_mask"])))
            steps += not done
        return steps

    return run


def _gymnasium(game_string: str, players: int) -> Callable[[int], int]:
    from realmkit.interop.gymnasium import RealmkitEnv
    from realmkit.interop.table import mask_ids

    gym = RealmkitEnv(game_string, num_players=players)

    def run(seed: int) -> int:
        _, info = gym.reset(seed=seed)
        rng, done = random.Random(seed), False
        while not done:
            action = rng.choice(mask_ids(info["action_mask"]))
            _, _, terminated, truncated, info = gym.step(action)
            done = terminated or truncated
        assert gym.state is not None
        return len(gym.state.history)

    return run


def _openspiel(game_string: str, players: int) -> Callable[[int], int]:
    from realmkit.interop.openspiel import openspiel_game

    spiel = openspiel_game(load(game_string), players)

    def run(seed: int) -> int:
        state, rng = spiel.new_initial_state(seed), random.Random(seed)
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            if not state.is_terminal():
                state.observation_tensor(state.current_player())
        state.returns()
        return len(state.inner.history)

    return run


@register_generic
def adapter_steps(game_string: str) -> list[Measurement]:
    """Steps per second natively and through each adapter, at the fewest players."""
    game = load(game_string)
    if not game.spec.tensor or importlib.util.find_spec("pettingzoo") is None:
        return []
    players = game.player_range()[0]
    makers = {"bare": _native, "native": _native_rl, "PettingZoo AEC": _pettingzoo,
              "Gymnasium": _gymnasium, "OpenSpiel": _openspiel}
    runs = {name: make(game_string, players) for name, make in makers.items()}
    best = dict.fromkeys(runs, 0.0)
    for _ in range(ROUNDS):  # interleaved, best of each: a busy machine slows runs, never speeds them
        for name, run in runs.items():
            best[name] = max(best[name], _rate(run))
    native = best["native"]
    out = [Measurement(game_string, f"native {players}-player steps (apply only)", best["bare"], "steps/s"),
           Measurement(game_string, f"native {players}-player RL steps (mask, tensor, apply)", native,
                       "steps/s")]
    for name in ("PettingZoo AEC", "Gymnasium", "OpenSpiel"):
        rate = best[name]
        out.append(Measurement(game_string, f"{name} {players}-player steps", rate, "steps/s"))
        out.append(Measurement(game_string, f"{name} overhead (native RL step / adapter)", native / rate,
                               "x", target=TARGET_OVERHEAD, higher_is_better=False))
    return out
