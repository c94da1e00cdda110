"""Gymnasium: check_env over every game with a tensor, and the illegal-action convention."""

from __future__ import annotations

import numpy as np
import pytest
from interop_configurations import CONFIGURATIONS

from realmkit.core import RealmkitError, parse_spec

gymnasium = pytest.importorskip("gymnasium")
from gymnasium.utils.env_checker import check_env  # noqa: E402

from realmkit.interop.gymnasium import ILLEGAL_REWARD, RealmkitEnv, register_all  # noqa: E402


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_every_game_passes_check_env(game_string: str, players: int) -> None:
    name, options = parse_spec(game_string)
    env = gymnasium.make(f"realmkit/{name}-v0", num_players=players, **options)
    check_env(env.unwrapped, skip_render_check=True)


def test_every_game_with_a_tensor_is_registered() -> None:
    ids = register_all()
    assert "realmkit/fantasy-realms-v0" in ids and "realmkit/twelve-thieves-v0" in ids
    assert all(env_id in gymnasium.registry for env_id in ids)


def test_an_illegal_action_earns_the_penalty_and_changes_nothing() -> None:
    env = RealmkitEnv("fantasy-realms", num_players=3)
    observation, info = env.reset(seed=1)
    history = list(env.state.history)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    after, reward, terminated, truncated, info = env.step(illegal)
    assert reward == ILLEGAL_REWARD and "illegal_action" in info
    assert not terminated and not truncated
    assert env.state.history == history
    assert np.array_equal(after, observation)


def test_the_other_seats_are_played_by_the_opponents_given() -> None:
    env = RealmkitEnv("twelve-thieves", num_players=3, seat=1, opponents="greedy,random", max_turns=3)
    _, info = env.reset(seed=2)
    assert env.state.current_player() == 1
    assert [str(agent) for agent in env.opponents.values()] == ["greedy", "random"]
    done, rng = False, np.random.default_rng(2)
    while not done:
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        _, reward, terminated, truncated, info = env.step(action)
        done = terminated or truncated
    assert env.state.is_terminal() and reward == env.state.returns()[1]


def test_same_seed_same_episode() -> None:
    def episode() -> list[float]:
        env = RealmkitEnv("fantasy-realms", num_players=3)
        _, info = env.reset(seed=11)
        rng, rewards = np.random.default_rng(0), []
        for _ in range(30):
            observation, reward, terminated, truncated, info = env.step(
                int(rng.choice(np.flatnonzero(info["action_mask"]))))
            rewards.append(float(observation.sum()) + reward)
            if terminated or truncated:
                break
        return rewards

    assert episode() == episode()


def test_bad_settings_are_clear_errors() -> None:
    with pytest.raises(RealmkitError, match="player 3 is not a seat"):
        RealmkitEnv("twelve-thieves", num_players=2, seat=3)
    with pytest.raises(RealmkitError, match="opponents"):
        RealmkitEnv("fantasy-realms", num_players=4, opponents="random,random")
    with pytest.raises(RealmkitError, match="no observation tensor"):
        RealmkitEnv("toy-swap")
