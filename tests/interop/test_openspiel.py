"""OpenSpiel: registration, random_sim_test, serialisation, observers and the bots as agents."""

from __future__ import annotations

import json
import random

import pytest
from interop_configurations import CONFIGURATIONS, SIM_CONFIGURATIONS
from interop_configurations import open_spiel_game as load

import realmkit
from realmkit.core import GameStringError

pyspiel = pytest.importorskip("pyspiel")
from realmkit.arena.match import play_match  # noqa: E402
from realmkit.interop.openspiel import register_all, short_name  # noqa: E402


def test_names_follow_the_game_ids() -> None:
    names = register_all()
    assert "realmkit_fantasy_realms" in names and "realmkit_twelve_thieves" in names
    assert short_name("realm-classic") == "realmkit_realm_classic"


@pytest.mark.parametrize(("game_string", "players"), SIM_CONFIGURATIONS)
def test_every_game_passes_random_sim_test(game_string: str, players: int) -> None:
    """OpenSpiel's own checks; its serialisation step needs Game.GetRNGState, which Python
    games cannot provide for sampled chance, so serialisation is checked below instead."""
    game = load(game_string, players)
    pyspiel.random_sim_test(game, num_sims=2, serialize=False, verbose=False)


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_a_state_is_serialised_by_its_seed_and_actions(game_string: str, players: int) -> None:
    game = load(game_string, players)
    state, rng = game.new_initial_state(), random.Random(3)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    again = game.deserialize_state(state.serialize())
    assert str(again) == str(state) and again.history() == state.history()
    for seat in range(players):
        assert again.information_state_tensor(seat) == state.information_state_tensor(seat)


def test_game_type_describes_the_game() -> None:
    game = load("fantasy-realms", 3)
    kind, info = game.get_type(), game
    assert kind.chance_mode == pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC
    assert kind.information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    assert kind.utility == pyspiel.GameType.Utility.ZERO_SUM
    assert (kind.min_num_players, kind.max_num_players) == (2, 7)
    assert info.num_players() == 3 and info.max_game_length() > 0
    assert info.num_distinct_actions() == realmkit.load("fantasy-realms").num_distinct_actions()


def test_observation_strings_hide_the_other_hands() -> None:
    from realmkit.games.fantasy_realms.components.cards import NAMES, ids

    game = load("fantasy-realms", 3)
    state = game.new_initial_state()
    for string in (state.observation_string(0), state.information_state_string(0)):
        seen = json.loads(string.split(" ", 1)[1] if string[0].isdigit() else string)
        assert seen["hand"] == [NAMES[c] for c in ids(state.inner.hands[0])]
        assert "hands" not in seen and json.dumps(seen).count('"') > 0
        others = {NAMES[c] for p in (1, 2) for c in ids(state.inner.hands[p])}
        assert not others & set(seen["hand"] + [n for known in seen["known"] for n in known])


def test_ismcts_agent_plays_a_game() -> None:
    result = play_match(realmkit.load("fantasy-realms(variant=chaos,trade_rounds=1)"),
                        ["openspiel-ismcts(iterations=20)", "random", "random"], seed=1)
    assert len(result.returns) == 3


def test_ismcts_agent_refuses_perfect_information() -> None:
    """OpenSpiel's ISMCTSBot failed on a bare assertion: the agent says why, and what to use."""
    from realmkit.core.agent import make_agent

    agent = make_agent("openspiel-ismcts(iterations=10)")
    state = realmkit.load("realm-classic").new_state(2, 1)
    with pytest.raises(GameStringError, match="hidden information, not realm-classic; use openspiel-mcts"):
        agent.act(state)


def test_mcts_agent_refuses_hidden_information() -> None:
    from realmkit.core.agent import make_agent

    agent = make_agent("openspiel-mcts(iterations=10)")
    state = realmkit.load("twelve-thieves").new_state(2, 1)
    with pytest.raises(GameStringError, match="perfect"):
        agent.act(state)


def test_the_openspiel_game_of_a_realmkit_game_is_the_one_load_game_gives() -> None:
    from realmkit.interop.openspiel import RealmkitGame, openspiel_game

    game = openspiel_game(realmkit.load("realm-classic(max_turns=30)"), 2)
    loaded = pyspiel.load_game(f"{short_name('realm-classic')}(max_turns=30,players=2)")
    assert isinstance(game, RealmkitGame) and type(game) is type(loaded)
    assert game.get_parameters() == loaded.get_parameters()
    assert str(game.realmkit_game) == "realm-classic(max_turns=30)" and game.num_players() == 2
    with pytest.raises(realmkit.RealmkitError, match="toy-swap has no observation tensor, so OpenSpiel"):
        openspiel_game(realmkit.load("toy-swap"), 2)
