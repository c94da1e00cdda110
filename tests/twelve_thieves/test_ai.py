"""The evaluation and the rollout policy that greedy and search agents use."""

from __future__ import annotations

import random
from collections.abc import Callable

from realmkit.arena.match import play_match
from realmkit.core import ai_for
from realmkit.games.twelve_thieves import TwelveThieves
from realmkit.games.twelve_thieves.state import TwelveThievesState

Table = Callable[..., TwelveThievesState]


def test_evaluate_rewards_chests_and_thieves_close_to_robbing(table: Table) -> None:
    guards, hands = {2: "1N", 3: "2N"}, ["2 2", "3 3"]
    state = table(guards=guards, hands=hands)
    game = state.game
    even = ai_for(game).evaluate(state, 0)
    assert ai_for(game).evaluate(state, 1) == -even
    state = table(guards=guards, hands=hands, thieves={(2, 1): 3})
    ahead = ai_for(game).evaluate(state, 0)
    assert even < ahead < 1.0 and ai_for(game).evaluate(state, 1) == -ahead
    state = table(guards=guards, hands=hands, thieves={(2, 1): 3}, robbed={1: [1]})
    assert ai_for(game).evaluate(state, 0) > ahead


def test_evaluate_counts_the_cards_the_seat_to_act_will_draw(table: Table) -> None:
    """The draw at the end of the turn is certain: 4 cards before acting, 3 after."""
    state = table(guards={2: "1N", 3: "2N"}, hands=["2 2", "3 3"])
    assert ai_for(state.game).evaluate(state, 0) > 0.0
    state = table(guards={2: "1N", 3: "2N"}, hands=["2 2", "3 3"], player=2)
    assert ai_for(state.game).evaluate(state, 0) < 0.0


def test_evaluate_values_cards_in_hand(table: Table) -> None:
    state = table(hands=["1 2 3", ""])
    assert ai_for(state.game).evaluate(state, 0) > 0.0


def test_evaluate_uses_only_what_the_player_may_know() -> None:
    game = TwelveThieves()
    state = game.new_state(3, 2)
    rng = random.Random(2)
    for _ in range(80):
        state.apply(ai_for(game).rollout_action(state, rng))
    for seed in range(4):
        world = state.determinize(1, random.Random(seed))
        assert ai_for(game).evaluate(world, 1) == ai_for(game).evaluate(state, 1)


def test_evaluate_is_the_outcome_once_the_game_is_over(table: Table) -> None:
    state = table(guards={1: "1N"}, hands=["1", ""], thieves={(1, 1): 3}, robbed={1: [2, 2, 2, 2, 3]})
    state.apply(state.game.parse_action(state, "smuggle 1 pay 1"))
    assert state.is_terminal()
    assert ai_for(state.game).evaluate(state, 0) == 1.0 and ai_for(state.game).evaluate(state, 1) == -1.0


def test_rollout_robs_when_one_more_thief_suffices(table: Table) -> None:
    state = table(guards={1: "1N", 4: "1N"}, hands=["1 4 4 D", ""], thieves={(4, 1): 3})
    rng = random.Random(0)
    assert {str(ai_for(state.game).rollout_action(state, rng)) for _ in range(20)} == {"smuggle 4 pay 4"}


def test_rollout_actions_are_legal_and_games_end_with_a_winner() -> None:
    game = TwelveThieves()
    for players in (2, 3, 4):
        state = game.new_state(players, players)
        rng = random.Random(players)
        while not state.is_terminal():
            action = ai_for(game).rollout_action(state, rng)
            assert action in state.legal_actions()
            state.apply(action)
        assert state.winner >= 0


def test_greedy_beats_random() -> None:
    game = TwelveThieves()
    first = play_match(game, ["greedy", "random"], 1)
    second = play_match(game, ["random", "greedy"], 2)
    assert first.returns[0] == 1.0 and second.returns[1] == 1.0


def test_search_values_changes_of_the_evaluation_in_this_game() -> None:
    """The other hands are dealt anew in every search iteration, so mcts values evaluation
    changes (baseline) here; a spec still overrides the game's suggestion."""
    from realmkit.agents.mcts import MCTSAgent

    game = TwelveThieves()
    assert MCTSAgent().settings_for(game).baseline is True
    assert MCTSAgent(baseline=False).settings_for(game).baseline is False
