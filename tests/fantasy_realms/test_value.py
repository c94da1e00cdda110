"""The learned value of two-player Fantasy Realms: the shipped network, what it reads, and
how the game turns it into a value of positions for search."""

from __future__ import annotations

import random

import pytest
from greedy_games import TWO_PLAYER, greedy_positions

import realmkit
from realmkit.core import ai_for
from realmkit.games.fantasy_realms.ai import value
from realmkit.games.fantasy_realms.components.cards import NECROMANCER, ids
from realmkit.games.fantasy_realms.phases import DISCARD, NECROMANCER_PHASE, OVER, TURN
from realmkit.games.fantasy_realms.scoring.kept import best_total
from realmkit.games.fantasy_realms.state import RAISABLE, FantasyRealmsState


def shipped() -> dict:  # type: ignore[type-arg]
    return value.weights_data(value.WEIGHTS_FILE)


def test_the_pure_python_network_gives_the_trainers_outputs() -> None:
    """The weights file carries positions, with the scalar inputs the network was fitted on,
    and the outputs the training library computed for them."""
    checks = shipped()["checks"]
    assert len(checks) >= 4
    for check in checks:
        active, scalars = value.features(*check["position"])
        assert scalars[:4] == pytest.approx(check["scalars"][:4])
        got = value.network().forward(active, check["scalars"])
        assert got == pytest.approx(check["margin"], abs=1e-9)


def test_weights_of_another_shape_are_refused() -> None:
    data = shipped()
    data["w1"] = data["w1"][:-1]
    with pytest.raises(ValueError, match="inputs"):
        value.ValueNet(data)


def positions(seeds: range) -> list[FantasyRealmsState]:
    return greedy_positions(seeds, lambda state: True)


def valued_seat(state: FantasyRealmsState) -> int:
    if state.phase == NECROMANCER_PHASE:
        return state.ender
    return state.player if state.phase != TURN else 1 - state.player


def test_the_value_reads_only_what_the_valued_seat_knows() -> None:
    """Dealing anew what the valued seat has not seen changes nothing."""
    game, rng = realmkit.load(TWO_PLAYER), random.Random(3)
    for state in positions(range(3))[::3]:
        seat = valued_seat(state)
        worth = ai_for(game).value(state, seat)
        for _ in range(3):
            assert ai_for(game).value(state.determinize(seat, rng), seat) == worth


def test_the_value_is_two_sided_and_differs_from_the_hand_total() -> None:
    game = realmkit.load(TWO_PLAYER)
    states = positions(range(2))
    for state in states:
        assert ai_for(game).value(state, 0) == -ai_for(game).value(state, 1)
    mid = [s for s in states if s.phase == TURN and len(s.discard) >= 2]
    ai = ai_for(game)
    assert any(ai.value(s, valued_seat(s)) != ai.evaluate(s, valued_seat(s)) - value.mean_final_score()
               for s in mid)


def test_a_seat_about_to_discard_is_valued_by_its_best_discard() -> None:
    game = realmkit.load(TWO_PLAYER)
    for state in [s for s in positions(range(2)) if s.phase == DISCARD][:10]:
        seat = state.player
        after = []
        for action in state.legal_actions():
            child = state.clone()
            child.apply(action)
            after.append(ai_for(game).value(child, seat))
        assert ai_for(game).value(state, seat) == max(after)


def test_once_the_game_is_over_the_seats_own_total_counts() -> None:
    """Nothing more can be taken from the discard area; the other hand is unknown."""
    game = realmkit.load(TWO_PLAYER)
    ends = [s for s in positions(range(4)) if s.phase in (OVER, NECROMANCER_PHASE)]
    assert ends
    for state in ends:
        seat = valued_seat(state)
        assert ai_for(game).value(state, seat) == best_total(state.hands[seat]) - value.mean_final_score()


def test_chaos_realms_is_valued_by_the_evaluation() -> None:
    """(Three players or more of the base game: test_value_table.py.)"""
    game = realmkit.load("fantasy-realms(variant=chaos)")
    state = game.new_state(3, 1)
    ai = ai_for(game)
    assert [ai.value(state, p) for p in range(3)] == [ai.evaluate(state, p) for p in range(3)]


def test_learning_writes_weights_the_game_reads() -> None:
    """A small run of the fitting (extra `learn`): rows at every turn's end, and a weights file
    whose network value.py evaluates as the training library does."""
    pytest.importorskip("torch")
    from realmkit.learn import fantasy_realms as learning

    rows = learning.generate(4, 10, workers=1)
    assert {r[0] for r in rows} == set(range(10, 14))
    for seat in (0, 1):
        mine = [r for r in rows if r[0] == 10 and r[1] == seat]
        assert len({(r[7], r[8]) for r in mine}) == 1 and mine[-1][2].bit_count() == 7
    net, errors = learning.fit(rows, hidden=8, rounds=2, epochs=1)
    assert set(errors) == {"held-out margin mse", "held-out margin variance", "held-out win log-loss"}
    data = learning.weights(net, rows)
    read = value.ValueNet(data)
    for check in data["checks"]:
        assert read.forward(*value.features(*check["position"])) == pytest.approx(check["margin"], abs=1e-9)


def test_the_necromancers_pick_is_valued_for_the_seat_that_ended_the_game() -> None:
    """When the last discard hands the decision to the other seat's Necromancer, the position
    still belongs to the seat that discarded: its own total counts, not the owner's."""
    game = realmkit.load(TWO_PLAYER)

    def last(state: FantasyRealmsState) -> bool:
        full = all(hand.bit_count() >= 7 for hand in state.hands)
        ready = state.phase == DISCARD and len(state.discard) == 11 and state.taken < 0
        return ready and full and NECROMANCER in state.deck

    state = greedy_positions(range(12), last)[0]
    ender, owner = state.player, 1 - state.player
    given = max(ids(state.hands[owner]))      # the owner's card and the deck's Necromancer change places
    state.hands[owner] = state.hands[owner] & ~(1 << given) | 1 << NECROMANCER
    state.deck[state.deck.index(NECROMANCER)] = given
    raisable = next(c for c in ids(RAISABLE[NECROMANCER]) if state.hands[ender] >> c & 1 or c in state.deck)
    if raisable in state.deck:
        state.deck.remove(raisable)
        state.deck.append(state.discard.pop())
        state.discard.append(raisable)
        keep = next(a for a in state.legal_actions())
    else:
        keep = next(a for a in state.legal_actions() if a.card == raisable)
    state.apply(keep)
    assert state.phase == NECROMANCER_PHASE and state.player == owner and state.ender == ender
    expected = best_total(state.hands[ender]) - value.mean_final_score()
    assert ai_for(game).value(state, ender) == expected and ai_for(game).value(state, owner) == -expected
