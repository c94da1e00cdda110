"""The team's evaluation and rollout policy judge the whole team's progress."""

from __future__ import annotations

import random

from realmkit.core import ai_for
from realmkit.games.twelve_realms.ai import evaluate_state
from realmkit.games.twelve_realms.components import TOWN

from .conftest import legal, play, table


def test_defeating_a_creature_is_worth_more_than_the_tokens_it_costs() -> None:
    state = table(creatures=[("black-bees", 1)], at={1: 1}, talents={1: {"swiftness": 4, "craft": 2}})
    before = evaluate_state(state)
    play(state, "confront black-bees", "group 1", "exploit craft")
    assert not state.tokens[0]
    assert evaluate_state(state) > before


def test_a_hero_counts_for_more_on_the_map_whose_creatures_he_can_fight() -> None:
    guards = [("snowflake-guards", area, "lapland") for area in (1, 2, 3)]
    idle = evaluate_state(table(realms="oz+lapland", creatures=guards))
    state = table(realms="oz+lapland", creatures=guards, at={1: ("lapland", TOWN)})
    assert evaluate_state(state) > idle


def test_artifact_pieces_gathered_in_one_hand_count_for_more() -> None:
    scattered = evaluate_state(table(players=2, pieces={"oz": ["player 1", "player 2", "player 1"]}))
    assert evaluate_state(table(players=2, pieces={"oz": ["player 1"] * 3})) > scattered


def test_the_rollout_entrusts_pieces_only_towards_their_keeper() -> None:
    # player 2 keeps two pieces, the active player 1 one
    state = table(players=2, pieces={"oz": ["player 2", "player 2", "player 1"]}, at={1: 2, 2: 2})
    assert "entrust oz III to player 2" in legal(state)
    action = ai_for(state.game).rollout_action(state, random.Random(0))
    assert str(action) == "entrust oz III to player 2"
    # now player 1 is the keeper: nothing to give
    state = table(players=2, pieces={"oz": ["player 1", "player 1", "player 2"]}, at={1: 2, 2: 2})
    for seed in range(20):
        action = ai_for(state.game).rollout_action(state, random.Random(seed))
        assert not str(action).startswith("entrust")
