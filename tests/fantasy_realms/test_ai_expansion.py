"""The game's AI plays The Cursed Hoard and the promos; the public bots' ports refuse them."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.arena.match import play_match
from realmkit.core import GameStringError, ai_for
from realmkit.core.agent import make_agent

EXPANSIONS = ["fantasy-realms(suits=cursed-hoard)", "fantasy-realms(cursed_items=true)",
              "fantasy-realms(cursed_items=true,promos=true,suits=cursed-hoard)"]


@pytest.mark.parametrize("game_string", EXPANSIONS)
def test_the_evaluation_at_the_end_is_the_score_items_and_table_included(game_string: str) -> None:
    game = realmkit.load(game_string)
    ai = ai_for(game)
    for seed in range(4):
        state, rng = game.new_state(3, seed), random.Random(seed)
        while not state.is_terminal():
            state.apply(rng.choice(state.legal_actions()))
        assert [ai.evaluate(state, p) for p in range(3)] == state.scores()


@pytest.mark.parametrize("game_string", EXPANSIONS)
def test_greedy_and_search_play_the_expansion_to_the_end(game_string: str) -> None:
    result = play_match(realmkit.load(game_string), ["greedy", "mcts(iterations=10)", "random"], 3)
    assert len(result.scores) == 3 and result.length > 0


def test_fr_expert_refuses_the_expansion_naming_what_plays_it() -> None:
    """(The reference bots play The Cursed Hoard by their own rule: test_reference_bots.py.)"""
    state = realmkit.load("fantasy-realms(suits=cursed-hoard)").new_state(3, 1)
    with pytest.raises(GameStringError, match=r"base deck only.*greedy or mcts"):
        make_agent("fr-expert", seed=0).act(state)
