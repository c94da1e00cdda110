"""PettingZoo: api_test, seed_test and parallel_api_test over every game with a tensor."""

from __future__ import annotations

import numpy as np
import pytest
from interop_configurations import CONFIGURATIONS

from realmkit.core import IllegalActionError

pytest.importorskip("pettingzoo")
from pettingzoo.test import api_test, parallel_api_test, seed_test

from realmkit.interop import pettingzoo as pz


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_aec_passes_api_test_and_seed_test(game_string: str, players: int) -> None:
    api_test(pz.env(game_string, num_players=players), num_cycles=300)
    seed_test(lambda: pz.env(game_string, num_players=players), num_cycles=100)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_parallel_passes_parallel_api_test(game_string: str, players: int) -> None:
    parallel_api_test(pz.parallel_env(game_string, num_players=players), num_cycles=300)


def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    env = pz.env("fantasy-realms", num_players=3)
    env.reset(seed=3)
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    before = env.observe(agent)["observation"].copy()
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalActionError):
        env.step(illegal)
    assert env.agent_selection == agent
    assert np.array_equal(env.observe(agent)["observation"], before)


def test_only_the_seat_to_act_has_legal_actions() -> None:
    env = pz.env("twelve-thieves", num_players=3)
    env.reset(seed=4)
    for agent in env.agents:
        assert env.observe(agent)["action_mask"].any() == (agent == env.agent_selection)


def test_a_game_to_the_end_gives_its_returns_as_rewards() -> None:
    env = pz.env("fantasy-realms(variant=chaos,trade_rounds=1)", num_players=3)
    env.reset(seed=5)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    rng = np.random.default_rng(5)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        action = None if termination or truncation else int(
            rng.choice(np.flatnonzero(observation["action_mask"])))
        env.step(action)
    assert sorted(totals.values()) == [-1.0, 0.0, 1.0] or sum(totals.values()) == pytest.approx(0)
    assert any(totals.values())
