"""The Rolling Realms AI: what its evaluation prefers, and its playout policy."""

from __future__ import annotations

import random

from tests.rolling_realms.sheets import marks, play, table

import realmkit
from realmkit.core import ai_for
from realmkit.core.agent import make_agent
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
    state = table(("wingspan", "scythe", "tapestry"), roll=(6, 1), marks={"wingspan": [1, 2]})
    before = value(state)
    play(state, "use 1 in wingspan")
    # bird 1 can still be given its third square: the star square
    assert value(state) >= before


def _greedy_moves(state, count: int, seed: int) -> list[str]:
    moves = []
    for _ in range(count):
        action = make_agent("greedy", seed).act(state.clone())
        moves.append(str(action))
        state.apply(action)
    return moves


def test_greedy_buys_the_die_that_completes_a_bird_and_uses_it() -> None:
    """Wingspan: "Score 1 star per bird whose sum equals its wingspan" (and the star below its
    last square): bird 1 (wingspan 7) holds 1 and 2, the roll (6, 5) is used elsewhere, and 4
    coins create the 4 that completes it."""
    for seed in range(3):
        state = table(roll=(6, 5), resources=(0, 0, 4), turn=5, marks={"wingspan": [1, 2]})
        play(state, "use 6 in scythe", "scythe top", "use 5 in tapestry", "tapestry a1,b1,c1,a2,a3")
        assert _greedy_moves(state, 3, seed) == ["create 4", "use created 4 in wingspan", "wingspan bird 1"]


def test_greedy_buys_no_die_that_no_realm_can_take() -> None:
    """FAQ: "Can I get a compensatory resource for not using a created die? No": a die no realm
    can take is coins lost. Wingspan and Scythe are activated and Tapestry is full."""
    for seed in range(3):
        state = table(roll=(2, 5), resources=(0, 3, 3), turn=5, marks={"tapestry": {"filled": (1 << 36) - 1}})
        play(state, "use 2 in wingspan", "wingspan bird 1", "use 5 in scythe", "scythe top")
        assert _greedy_moves(state, 1, seed) == ["done"]


def test_ending_a_turn_changes_the_value_of_nothing_left_to_do() -> None:
    """The round's clock counts a turn as past from the first decision on its roll, so ending
    it leaves the value as it was (in a solo game the next roll follows at once)."""
    state = table(roll=(2, 5), resources=(1, 2, 0), turn=4)
    play(state, "use 2 in wingspan", "wingspan bird 1")
    before = value(state)
    play(state, "done")
    assert state.turn == 4 and value(state) == before


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
