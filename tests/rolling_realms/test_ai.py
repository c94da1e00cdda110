"""The Rolling Realms AI: what its evaluation prefers, and its playout policy."""

from __future__ import annotations

import random

from tests.rolling_realms.sheets import marks, play, table

import realmkit
from realmkit.agents import make_agent
from realmkit.core import ai_for
from realmkit.games.rolling_realms.actions import Compensate, Done, Place, Take, Use


def value(state) -> float:
    return ai_for(state.game).evaluate(state, 0)


def test_a_star_is_worth_ten_tenths_and_a_rolled_die_still_usable_is_worth_keeping() -> None:
    state = table(roll=(2, 5), players=2)
    done = state.clone()
    play(done, "done")
    assert value(state) > value(done)
    starred = state.clone()
    marks(starred, "scythe")[6] = 1
    assert value(starred) - value(state) == 10


def test_a_pending_realm_choice_is_valued_by_its_best_use() -> None:
    state = table(("wingspan", "scythe", "tapestry"), roll=(6, 1))
    marks(state, "wingspan")[:2] = [1, 2]
    before = value(state)
    play(state, "use 1 in wingspan")
    # bird 1 can still be given its third square: the star square
    assert value(state) >= before


def test_the_evaluation_reads_nothing_of_the_future() -> None:
    state = realmkit.load("rolling-realms").new_state(1, 4)
    for seed in range(3):
        assert value(state.determinize(0, random.Random(seed))) == value(state)


def test_playouts_use_every_die_they_can_and_spend_nothing() -> None:
    state = table(roll=(2, 5), resources=(3, 3, 6))
    ai = ai_for(state.game)
    rng = random.Random(0)
    for _ in range(30):
        action = ai.rollout_action(state, rng)
        assert isinstance(action, (Use, Place, Take, Compensate, Done))
        if isinstance(action, Done):
            assert not any(isinstance(a, (Use, Place, Take)) for a in state.legal_actions())
        state.apply(action)
    assert state.players[0].resources[0] >= 3


def test_greedy_scores_more_than_random_in_seeded_solo_games() -> None:
    game = realmkit.load("rolling-realms")
    totals = {}
    for spec in ("random", "greedy"):
        totals[spec] = 0.0
        for seed in (1, 2):
            agent = make_agent(spec, seed)
            state = game.new_state(1, seed)
            while not state.is_terminal():
                state.apply(agent.act(state))
            totals[spec] += state.scores()[0]
    assert totals["greedy"] > totals["random"] + 10
