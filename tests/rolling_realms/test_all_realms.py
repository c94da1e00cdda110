"""Every realm drawn at least once in seeded `set=all` games played to the end, by the AI's
playout policy and by greedy search on its evaluation."""

from __future__ import annotations

import random

import realmkit
from realmkit.core import ai_for
from realmkit.games.rolling_realms.components import MAX_STARS
from realmkit.games.rolling_realms.realms import ALL
from realmkit.games.rolling_realms.state import RollingRealmsState


def _seeds_drawing_every_realm() -> list[int]:
    """The first seeds whose draws, together, hold every realm at least once."""
    game = realmkit.load("rolling-realms(set=all)")
    seen: set[str] = set()
    seeds = []
    seed = 0
    while len(seen) < len(ALL):
        drawn = set(game.new_state(1, seed).realm_ids)
        if drawn - seen:
            seeds.append(seed)
            seen |= drawn
        seed += 1
    return seeds


def test_every_realm_is_drawn_and_played_to_the_end_by_the_ai_policy() -> None:
    game = realmkit.load("rolling-realms(set=all)")
    ai = ai_for(game)
    played: set[str] = set()
    for seed in _seeds_drawing_every_realm():
        state: RollingRealmsState = game.new_state(2, seed)
        rng = random.Random(seed)
        steps = 0
        while not state.is_terminal():
            state.apply(ai.rollout_action(state, rng))
            steps += 1
            assert steps < 5000, "a game of 27 turns must end"
        played |= set(state.realm_ids)
        for player in state.players:
            assert len(player.stars) == 3
            assert all(0 <= s <= MAX_STARS for stars in player.stars for s in stars)
    assert played == {realm.id for realm in ALL}


def test_greedy_on_the_evaluation_outscores_the_playout_policy_on_every_realm() -> None:
    """The evaluation knows every realm: one-step greedy (best evaluated action) scores at least
    as much as the playout policy over the games that draw every realm."""
    game = realmkit.load("rolling-realms(set=all)")
    ai = ai_for(game)
    greedy_total = policy_total = 0.0
    for seed in _seeds_drawing_every_realm():
        greedy: RollingRealmsState = game.new_state(1, seed)
        while not greedy.is_terminal():
            actions = greedy.legal_actions()
            values = []
            for action in actions:
                child = greedy.clone()
                child.apply(action)
                values.append(ai.evaluate(child, 0))
            greedy.apply(actions[values.index(max(values))])
        policy: RollingRealmsState = game.new_state(1, seed)
        rng = random.Random(seed)
        while not policy.is_terminal():
            policy.apply(ai.rollout_action(policy, rng))
        greedy_total += greedy.scores()[0]
        policy_total += policy.scores()[0]
    assert greedy_total > policy_total
