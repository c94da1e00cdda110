"""Rolling Realms' Parallel environment: every seat acts at once on the shared roll."""

from __future__ import annotations

import copy
import random

import numpy as np
import pytest

from realmkit.core import IllegalActionError
from realmkit.core.record import GameRecord, replay

pytest.importorskip("pettingzoo")

from realmkit.interop import pettingzoo as pz
from realmkit.interop.table import mask_ids


def _actions(observations: dict, rng: random.Random) -> dict[str, int]:
    return {agent: rng.choice(mask_ids(seen["action_mask"]) or [0]) for agent, seen in observations.items()}


def test_every_seat_acts_on_the_roll_at_once() -> None:
    env = pz.parallel_env("rolling-realms", num_players=3)
    observations, _ = env.reset(seed=4)
    assert all(seen["action_mask"].any() for seen in observations.values())


def test_a_seat_done_with_the_roll_waits_and_nobody_sees_the_others_decisions_before_the_end() -> None:
    env = pz.parallel_env("rolling-realms", num_players=2)
    observations, _ = env.reset(seed=1)
    game = env.table.game
    ids = {agent: mask_ids(seen["action_mask"]) for agent, seen in observations.items()}
    done = next(i for i in ids["player_0"] if str(game.id_to_action(i)) == "done")
    busy = next(i for i in ids["player_1"] if str(game.id_to_action(i)) != "done")
    first_sheet = copy.deepcopy(env._views[0].players[0].marks)
    observations, *_ = env.step({"player_0": done, "player_1": busy})
    assert not observations["player_0"]["action_mask"].any()
    assert observations["player_1"]["action_mask"].any()
    assert env._views[1].players[0].marks == first_sheet
    assert len(env.state.history) == 0  # the game waits for every seat to be done with the roll


def test_simultaneous_games_are_the_games_played_one_seat_after_another() -> None:
    """Each seat's decisions on its own view, applied to the game in seat order, are legal
    there and give the same record: the game's record replays to the same scores."""
    env = pz.parallel_env("rolling-realms", num_players=3)
    rng = random.Random(7)
    observations, _ = env.reset(seed=7)
    while env.agents:
        observations, rewards, terminations, truncations, _ = env.step(_actions(observations, rng))
    assert all(terminations.values()) and not any(truncations.values())
    state = env.state
    assert state is not None and state.is_terminal()
    record = GameRecord.of(state, ["random"] * 3)
    assert replay(record).scores() == state.scores()
    assert list(rewards.values()) == state.returns()


def test_an_illegal_action_of_one_seat_changes_nothing_for_any() -> None:
    env = pz.parallel_env("rolling-realms", num_players=2)
    observations, _ = env.reset(seed=2)
    legal = {agent: mask_ids(seen["action_mask"])[0] for agent, seen in observations.items()}
    illegal = int(np.flatnonzero(observations["player_1"]["action_mask"] == 0)[0])
    before = [view.clone() for view in env._views]
    with pytest.raises(IllegalActionError, match="player_1"):
        env.step({"player_0": legal["player_0"], "player_1": illegal})
    assert [len(view.history) for view in env._views] == [len(view.history) for view in before]
    assert env._views[0].players[0].marks == before[0].players[0].marks


@pytest.mark.parametrize("seed", range(6))
def test_each_seat_ends_the_turn_in_the_game_as_in_its_own_view(seed: int) -> None:
    """With every realm (start- and end-of-turn effects included): after each turn, each seat's
    sheet and resources in the game are those it reached in its view. (The first seat's view is
    the game itself at the turn's start; in the game it has begun the next turn already.)"""
    env = pz.parallel_env("rolling-realms(set=all)", num_players=3)
    rng = random.Random(seed)
    observations, _ = env.reset(seed=seed)
    compared = 0
    while env.agents:
        views = env._views
        observations, *_ = env.step(_actions(observations, rng))
        state = env.state
        if env._views is not views and state is not None and state.turn != 0:
            for seat, view in enumerate(views[1:], start=1):
                assert state.players[seat].marks == view.players[seat].marks
                assert state.players[seat].resources == view.players[seat].resources
            compared += 1
    assert compared > 20
