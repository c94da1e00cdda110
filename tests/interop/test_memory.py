"""An environment made, played and closed again and again leaves nothing behind: its game, the
game's states, AI and encoder are freed with it, in every adapter."""

from __future__ import annotations

import gc
import weakref
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import realmkit
from realmkit.core import ai_for, encoder_for

pyspiel = pytest.importorskip("pyspiel")
import gymnasium  # noqa: E402

from realmkit.interop import pettingzoo as pz  # noqa: E402
from realmkit.interop.gymnasium import RealmkitEnv, register_all  # noqa: E402
from realmkit.interop.openspiel import register_all as register_open_spiel  # noqa: E402
from realmkit.interop.openspiel import short_name  # noqa: E402

ROUNDS = 12
STEPS = 12


def _watch(game: realmkit.Game, *states: Any) -> list[weakref.ref]:
    """Weak references to a game, its AI and encoder (made now if not yet), and states."""
    return [weakref.ref(x) for x in (game, ai_for(game), encoder_for(game), *states)]


def _aec(game_string: str) -> list[weakref.ref]:
    env = pz.env(game_string)
    env.reset(seed=1)
    for _ in range(STEPS):
        mask = env.observe(env.agent_selection)["action_mask"]
        env.step(int(np.flatnonzero(mask)[0]))
    refs = _watch(env.table.game, env.state)
    env.close()
    return refs


def _parallel(game_string: str) -> list[weakref.ref]:
    env = pz.parallel_env(game_string)
    observations, _ = env.reset(seed=1)
    for _ in range(STEPS):
        actions = {agent: int(np.flatnonzero(seen["action_mask"])[0])
                   for agent, seen in observations.items() if seen["action_mask"].any()}
        observations, *_ = env.step(actions)
    refs = _watch(env.table.game, env.state)
    env.close()
    return refs


def _gymnasium(game_string: str) -> list[weakref.ref]:
    register_all()
    env = gymnasium.make(f"realmkit/{game_string}-v0", opponents="greedy")
    _, info = env.reset(seed=1)
    for _ in range(STEPS):
        _, _, over, cut, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        if over or cut:
            break
    inner = env.unwrapped
    assert isinstance(inner, RealmkitEnv)
    refs = _watch(inner.table.game, inner.state)
    env.close()
    return refs


def _open_spiel(game_string: str) -> list[weakref.ref]:
    register_open_spiel()
    game = pyspiel.load_game(short_name(game_string))
    state = game.new_initial_state()
    for _ in range(STEPS):
        state.apply_action(state.legal_actions()[0])
    world = state.resample_from_infostate(0, np.random.default_rng(1).random)
    copy = state.clone()
    state.observation_tensor(0)
    return _watch(game.table.game, state.inner, world.inner, copy.inner)


def _open_spiel_agent(game_string: str) -> list[weakref.ref]:
    from realmkit.core.agent import make_agent

    agent = make_agent("openspiel-ismcts(iterations=5)")
    state = realmkit.load(game_string).new_state(None, 1)
    state.apply(agent.act(state))
    (spiel_game, _), = agent._games.values()  # type: ignore[attr-defined]
    return _watch(state.game, state, spiel_game.table.game)


ADAPTERS: dict[str, Callable[[str], list[weakref.ref]]] = {
    "pettingzoo-aec": _aec, "pettingzoo-parallel": _parallel, "gymnasium": _gymnasium,
    "openspiel": _open_spiel, "openspiel-agent": _open_spiel_agent,
}


GAMES = ("fantasy-realms", "twelve-thieves", "rolling-realms", "realm-classic")


@pytest.mark.parametrize("adapter", ADAPTERS)
@pytest.mark.parametrize("game_string", GAMES)
def test_an_environment_made_and_closed_leaves_no_game_behind(adapter: str, game_string: str) -> None:
    """`ai_for` and `encoder_for` held every game in a table of the core: each environment made
    kept its game, and the game its states' tables, for the life of the process."""
    if adapter == "openspiel-agent" and not realmkit.load(game_string).spec.hidden_information:
        pytest.skip("OpenSpiel's ISMCTSBot searches hidden information only; the other games cover it")
    refs = [ref for _ in range(ROUNDS) for ref in ADAPTERS[adapter](game_string)]
    gc.collect()
    alive = [ref() for ref in refs if ref() is not None]
    assert alive == [], f"{len(alive)} of {len(refs)} objects outlived their environment"
