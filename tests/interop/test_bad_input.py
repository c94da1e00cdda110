"""Every adapter takes an action id, a seat or a number of players only as an integer (numpy's
too) in range, refuses anything else with a clear error, and changes nothing when it refuses."""

from __future__ import annotations

import random

import numpy as np
import pytest
from interop_configurations import open_spiel_game

import realmkit
from realmkit.core import GameStringError, IllegalActionError, PlayerError, RealmkitError, specs

pyspiel = pytest.importorskip("pyspiel")
from realmkit.interop import pettingzoo as pz  # noqa: E402
from realmkit.interop.gymnasium import ILLEGAL_REWARD, RealmkitEnv  # noqa: E402
from realmkit.interop.openspiel import RealmkitState, register_all, short_name  # noqa: E402

NOT_IDS = (1.9, "1", True, False, np.float64(1.0), np.bool_(True), [1], None, "x")
"""Not action ids: floats, text, booleans (which Python counts as integers), lists, None."""
NOT_SEATS = (-1, 3, True, 1.0, "1", np.float64(1.0))
"""Not seats of a three-player game: -1 is not the last seat, True is not seat 1."""
NUMPY_INTEGERS = (np.int64, np.int32, np.uint8, np.intp)


def _legal_id(mask: np.ndarray) -> int:
    return int(np.flatnonzero(mask)[0])


def test_gymnasium_takes_only_integers_as_action_ids() -> None:
    """1.9, '1' and True were taken as action 1: an id is an integer (numpy's too) of the action
    space, anything else is refused with IllegalActionError and changes nothing."""
    env = RealmkitEnv("twelve-thieves", num_players=2)
    _, info = env.reset(seed=1)
    history = list(env.state.history)
    for bad in (*NOT_IDS, -1, env.action_space.n):
        with pytest.raises(IllegalActionError, match="out of range"):
            env.step(bad)
        assert env.state.history == history
    legal = _legal_id(info["action_mask"])
    for kind in NUMPY_INTEGERS:
        again = RealmkitEnv("twelve-thieves", num_players=2)
        again.reset(seed=1)
        again.step(kind(legal))
        assert again.state.history[0] == env.table.game.id_to_action(legal)


def test_gymnasium_still_penalises_an_id_that_is_not_legal_now() -> None:
    """The convention for an id of the space that is not legal now is unchanged."""
    env = RealmkitEnv("fantasy-realms", num_players=3)
    _, info = env.reset(seed=1)
    masked = np.int64(np.flatnonzero(info["action_mask"] == 0)[0])
    _, reward, _, _, info = env.step(masked)
    assert reward == ILLEGAL_REWARD and "illegal_action" in info


def test_gymnasium_seat_and_players_are_integers() -> None:
    for bad in (True, 1.0, "1", -1, 2):
        with pytest.raises(PlayerError, match="is not a seat"):
            RealmkitEnv("twelve-thieves", num_players=2, seat=bad)
    for bad in (True, 2.0, "2"):
        with pytest.raises(GameStringError, match="players, not"):
            RealmkitEnv("rolling-realms", num_players=bad)
    env = RealmkitEnv("twelve-thieves", num_players=np.int64(3), seat=np.int32(2))
    env.reset(seed=2)
    assert env.table.num_players == 3 and env.seat == 2 and type(env.seat) is int
    assert env.state.current_player() == 2


@pytest.mark.parametrize("make", [pz.env, pz.parallel_env], ids=["aec", "parallel"])
def test_pettingzoo_refuses_what_is_not_an_action_id(make) -> None:  # type: ignore[no-untyped-def]
    """'x' raised a bare ValueError from int() and 1.9, '1', True were taken as action 1: every
    one is refused with IllegalActionError saying what an action id is, nothing changed."""
    env = make("twelve-thieves", num_players=2)
    env.reset(seed=1)
    agent = "player_0"
    for bad in (*(x for x in NOT_IDS if x is not None), -1, 10**9):
        with pytest.raises(IllegalActionError, match="out of range"):
            env.step({agent: bad} if make is pz.parallel_env else bad)
        assert env.state.history == []


@pytest.mark.parametrize("kind", NUMPY_INTEGERS)
def test_pettingzoo_takes_numpy_integers(kind: type) -> None:
    env = pz.env("twelve-thieves", num_players=2)
    env.reset(seed=1)
    legal = _legal_id(env.observe("player_0")["action_mask"])
    env.step(kind(legal))
    assert len(env.state.history) == 1
    parallel = pz.parallel_env("twelve-thieves", num_players=2)
    observations, _ = parallel.reset(seed=1)
    parallel.step({"player_0": kind(_legal_id(observations["player_0"]["action_mask"]))})
    assert len(parallel.state.history) == 1


def test_pettingzoo_names_its_agents() -> None:
    """An unknown agent raised "'player_7' is not in list": it is refused naming the agents."""
    env = pz.env("twelve-thieves", num_players=3)
    env.reset(seed=1)
    for bad in ("player_7", "player_-1", 0, None):
        with pytest.raises(PlayerError, match="player_0, player_1, player_2"):
            env.observe(bad)
        for space in (env.observation_space, env.action_space):
            with pytest.raises(PlayerError, match="player_0, player_1, player_2"):
                space(bad)
    parallel = pz.parallel_env("twelve-thieves", num_players=2)
    observations, _ = parallel.reset(seed=1)
    legal = _legal_id(observations["player_0"]["action_mask"])
    with pytest.raises(PlayerError, match="player_2"):
        parallel.step({"player_0": legal, "player_2": 0})
    assert parallel.state.history == []


def test_pettingzoo_players_are_integers() -> None:
    for bad in (True, 2.0, "2"):
        with pytest.raises(GameStringError, match="players, not"):
            pz.env("rolling-realms", num_players=bad)
    assert len(pz.env("twelve-thieves", num_players=np.int64(3)).possible_agents) == 3


def test_pettingzoo_terminate_illegal_wrapper_applies() -> None:
    """PettingZoo's Classic games end the game when a masked action is played, through its own
    TerminateIllegalWrapper (the offender earns illegal_reward); it wraps these environments
    as it is, for whoever wants that convention instead of the refusal."""
    from pettingzoo.utils.wrappers import TerminateIllegalWrapper

    env = TerminateIllegalWrapper(pz.env("twelve-thieves", num_players=2), illegal_reward=-1)
    env.reset(seed=1)
    masked = int(np.flatnonzero(env.observe("player_0")["action_mask"] == 0)[0])
    env.step(masked)
    assert all(env.terminations.values())
    assert env.unwrapped.state.history == []
    assert env._cumulative_rewards["player_0"] == -1


PER_SEAT = ("observation_tensor", "information_state_tensor", "observation_string",
            "information_state_string")


def test_openspiel_per_seat_calls_serve_only_a_seat() -> None:
    """`observation_tensor(-1)` was the last seat's private tensor; True was seat 1. Every
    per-seat call, from Python and through the observers C++ callers use, checks the seat."""
    from open_spiel.python.observation import make_observation

    game = open_spiel_game("fantasy-realms", 3)
    state = game.new_initial_state()
    for name in PER_SEAT:
        method = getattr(state, name)
        for bad in NOT_SEATS:
            with pytest.raises((PlayerError, pyspiel.SpielError)):
                method(bad)
        for kind in NUMPY_INTEGERS:
            assert method(kind(2)) == method(2)
    for kind in ("observation", "information_state"):
        observation = make_observation(game, pyspiel.IIGObservationType(perfect_recall=kind != "observation"))
        for bad in (-1, 3, True):
            with pytest.raises(PlayerError):
                observation.set_from(state, bad)
            with pytest.raises(PlayerError):
                observation.string_from(state, bad)


def test_openspiel_apply_action_takes_only_integers() -> None:
    """pybind read True as action 1 (legal here): ids given from Python are integers (numpy's
    too)."""
    game = open_spiel_game("twelve-thieves", 2)
    state = game.new_initial_state()
    assert 1 in state.legal_actions()
    for bad in (True, 1.0, "1", -1, game.num_distinct_actions()):
        with pytest.raises(IllegalActionError, match="out of range"):
            state.apply_action(bad)
        assert state.history() == []
    legal = state.legal_actions()[0]
    state.apply_action(np.int64(legal))
    assert state.history() == [legal]


@pytest.mark.parametrize("spec", [s for s in specs() if s.tensor], ids=lambda s: s.id)
def test_every_openspiel_game_loads_by_its_name_alone(spec) -> None:  # type: ignore[no-untyped-def]
    """`pyspiel.load_game("realmkit_fantasy_realms")` failed: the default of `players` was the
    fewest over every variant (2), outside the base game's 3-6. Every game's default is the
    fewest its default options allow."""
    register_all()
    game = pyspiel.load_game(short_name(spec.id))
    assert game.num_players() == realmkit.load(spec.id).player_range()[0]
    assert game.get_type().parameter_specification["players"] == game.num_players()
    state = game.new_initial_state()
    state.apply_action(state.legal_actions()[0])


def test_openspiel_seeds_and_serialised_text_are_checked() -> None:
    game = open_spiel_game("twelve-thieves", 2)
    for bad in (True, 1.5, -1, "7"):
        with pytest.raises(GameStringError, match="seed"):
            game.new_initial_state(bad)
    assert game.new_initial_state(np.int64(7)).serialize() == "7"
    for bad in ("", "seven", "7 1.5", "7 -1", "1" * 5000):
        with pytest.raises(RealmkitError, match="serialised"):
            game.deserialize_state(bad)


def test_openspiel_resampled_states_carry_neither_the_seed_nor_the_generator() -> None:
    """A resampled state kept the real seed (its serialisation re-created the real game, with
    every hand and every future draw): it carries its own generator and no seed, and refuses to
    be serialised, as no seed deals it."""
    game = open_spiel_game("fantasy-realms", 3)
    state = game.new_initial_state(12345)
    rng = random.Random(1)
    for _ in range(6):
        state.apply_action(rng.choice(state.legal_actions()))
    world = state.resample_from_infostate(1, random.Random(2).random)
    assert isinstance(world, RealmkitState)
    assert world.inner.seed != 12345
    assert world.inner.rng.getstate() != state.inner.rng.getstate()
    assert world.history() == state.history() and world.current_player() == state.current_player()
    with pytest.raises(RealmkitError, match="resampled"):
        world.serialize()
    with pytest.raises(TypeError, match="callable"):
        state.resample_from_infostate(1, 7)
