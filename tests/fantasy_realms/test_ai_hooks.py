"""The search settings Fantasy Realms suggests to mcts (docs/rules/fantasy-realms.md, AI hooks)."""

from __future__ import annotations

import realmkit
from realmkit.agents.base import make_agent
from realmkit.games.fantasy_realms.state import FantasyRealmsState


def test_mcts_values_changes_of_the_evaluations_with_little_exploration() -> None:
    """Opponents' hands are dealt anew in each iteration, so mcts values the changes of the
    evaluations (baseline), cuts playouts after two turns and explores little."""
    agent = make_agent("mcts", 0)
    settings = agent.settings(realmkit.load("fantasy-realms(variant=two-player)"))  # type: ignore[attr-defined]
    assert settings["baseline"] is True
    assert settings["depth"] == 2
    assert settings["c"] == 0.3


def test_options_given_to_mcts_win_over_the_suggested_ones() -> None:
    agent = make_agent("mcts(c=0.7,baseline=false)", 0)
    settings = agent.settings(realmkit.load("fantasy-realms"))  # type: ignore[attr-defined]
    assert settings["c"] == 0.7 and settings["baseline"] is False


def test_mcts_with_the_suggested_settings_plays_a_legal_move() -> None:
    state = realmkit.load("fantasy-realms(variant=two-player)").new_state(2, 5)
    assert isinstance(state, FantasyRealmsState)
    action = make_agent("mcts(iterations=50)", 1).act(state)
    assert action in state.legal_actions()
