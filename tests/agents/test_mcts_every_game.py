"""mcts on every registered game: a legal move, and the real state left exactly as it was."""

from __future__ import annotations

import json

import pytest

from realmkit.core import load, specs
from realmkit.core.agent import make_agent


def first_configurations() -> list[tuple[str, int]]:
    return [spec.configurations[0] for spec in specs() if spec.configurations]


@pytest.mark.parametrize(("game_string", "players"), first_configurations())
def test_mcts_plays_legal_moves_without_touching_the_real_state(game_string: str, players: int) -> None:
    game = load(game_string)
    state = game.new_state(players, seed=11)
    agent = make_agent("mcts(iterations=12,depth=4)", seed=1)
    for _ in range(3):
        if state.is_terminal():
            break
        before = (json.dumps(state.observation(None), sort_keys=True), list(state.history),
                  state.rng.getstate(), state.current_player())
        action = agent.act(state)
        after = (json.dumps(state.observation(None), sort_keys=True), list(state.history),
                 state.rng.getstate(), state.current_player())
        assert before == after
        assert action in state.legal_actions()
        state.apply(action)
