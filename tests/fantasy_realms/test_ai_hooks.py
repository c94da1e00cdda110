"""The search settings Fantasy Realms suggests to mcts (docs/rules/fantasy-realms.md, AI hooks;
docs/lab/ai-notebook.md for the measurements behind them)."""

from __future__ import annotations

import random

import pytest
from greedy_games import TWO_PLAYER, greedy_positions

import realmkit
from realmkit.agents.mcts import MCTSAgent, Normaliser
from realmkit.core import Action, ai_for
from realmkit.core.agent import make_agent
from realmkit.core.ai import one_ply_totals
from realmkit.games.fantasy_realms.phases import DISCARD, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def test_mcts_searches_one_action_deep_on_near_linear_changes_of_the_hands() -> None:
    settings = MCTSAgent().settings_for(realmkit.load("fantasy-realms"))
    assert (settings.horizon, settings.depth, settings.baseline) == (1, 0, True)
    assert (settings.c, settings.scale, settings.terminal) == (0.1, 16.0, "evaluate")


def test_base_game_search_judges_by_the_hands_not_the_learned_value() -> None:
    """At equal time per move, search on the learned value of three to six players lost to
    that value played one move ahead (docs/lab/ai-notebook.md); the evaluation is what it judges by."""
    game = realmkit.load("fantasy-realms")
    settings = MCTSAgent().settings_for(game)
    assert settings.judge == "evaluation"
    state = game.new_state(3, 2)
    by_hands = Normaliser(game, 3, judge="evaluation").evaluations(state)
    assert by_hands == [ai_for(game).evaluate(state, p) for p in range(3)]
    assert Normaliser(game, 3).evaluations(state) == [ai_for(game).value(state, p) for p in range(3)]
    assert by_hands != Normaliser(game, 3).evaluations(state)


def test_two_player_search_reads_the_learned_value_without_a_baseline() -> None:
    """The learned value reads only the searching seat's side; a baseline would add the other
    side's resampled hands as noise."""
    settings = MCTSAgent().settings_for(realmkit.load(TWO_PLAYER))
    assert (settings.horizon, settings.depth, settings.baseline) == (1, 0, False)
    assert (settings.c, settings.scale, settings.terminal) == (0.1, 16.0, "evaluate")


def test_chaos_realms_search_sees_the_replies_to_an_offer() -> None:
    """All of Chaos Realms is trading, so its tree is not limited to one action; an offer is
    worth something only through the reply."""
    settings = MCTSAgent().settings_for(realmkit.load("fantasy-realms(variant=chaos)"))
    assert (settings.horizon, settings.depth, settings.terminal) == (0, 2, "evaluate")


def test_options_given_to_mcts_win_over_the_suggested_ones() -> None:
    settings = MCTSAgent(c=0.7, baseline=False).settings_for(realmkit.load("fantasy-realms"))
    assert settings.c == 0.7 and settings.baseline is False


def test_mcts_with_the_suggested_settings_plays_a_legal_move() -> None:
    state = realmkit.load(TWO_PLAYER).new_state(2, 5)
    assert isinstance(state, FantasyRealmsState)
    action = make_agent("mcts(iterations=50)", 1).act(state)
    assert action in state.legal_actions()


@pytest.mark.parametrize(("game_string", "players", "last"), [(TWO_PLAYER, 2, 11), ("fantasy-realms", 3, 9)])
def test_mcts_keeps_the_best_hand_at_the_last_discard(game_string: str, players: int, last: int) -> None:
    """The last discard ends the game; judged by its returns against the opponent's hand dealt
    anew, nearly every discard looked winning and mcts threw points away (4 of 12 two-player
    positions). In two-player Realms the learned value, which reads the discard area, is not
    asked there: the seat's own total is known, the other's is not."""

    def last_discard(state: FantasyRealmsState) -> bool:
        full = all(hand.bit_count() >= 7 for hand in state.hands)
        return state.phase == DISCARD and full and len(state.discard) == last and state.taken < 0

    positions = greedy_positions(range(12), last_discard, game_string, players)
    assert len(positions) >= 10
    for i, state in enumerate(positions):
        hand, choice = state.hands[state.current_player()], make_agent("mcts", i).act(state)
        kept = [(a, best_total(hand & ~(1 << a.card))) for a in state.legal_actions()]
        assert next(total for a, total in kept if a == choice) == max(total for _, total in kept)


def test_mcts_draws_when_drawing_is_worth_more_on_average() -> None:
    """Taking a card is sure and drawing is a gamble; values near linear in the evaluation
    (scale) choose by the mean, as one-ply search with many samples does. With scale=1 the mean
    loss on these (three-player) positions was larger."""

    def turn_choice(state: FantasyRealmsState) -> bool:
        return state.phase == TURN and len(state.legal_actions()) > 2

    positions = greedy_positions(range(2), turn_choice, "fantasy-realms", 3)
    assert len(positions) >= 12
    rng, loss = random.Random(1), 0.0
    for i, state in enumerate(positions):
        actions: list[Action] = list(state.legal_actions())
        totals = one_ply_totals(state, actions, 64, rng)
        loss += (max(totals) - totals[actions.index(make_agent("mcts", i).act(state))]) / 64
    assert loss / len(positions) < 0.6
