"""The State contract on the toy game: apply, refusal, returns, clone and determinize."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import IllegalActionError
from toy_game import Keep, Swap, ToyState


def new_state(players: int = 2, seed: int = 1) -> ToyState:
    state = realmkit.load("toy-swap").new_state(players, seed)
    assert isinstance(state, ToyState)
    return state


def test_illegal_action_says_why_and_changes_nothing() -> None:
    state = new_state()
    missing = next(c for c in range(1, 21) if c not in state.hands[0])
    before = (state.observation(None), state.observation(0), state.rng.getstate())
    with pytest.raises(IllegalActionError, match=f"swap {missing} is not a legal action now; legal"):
        state.apply(Swap(missing))
    assert (state.observation(None), state.observation(0), state.rng.getstate()) == before
    assert state.history == []


def test_no_action_is_legal_after_the_end() -> None:
    state = new_state()
    while not state.is_terminal():
        state.apply(Keep())
    with pytest.raises(IllegalActionError, match="the game is over"):
        state.apply(Keep())


def test_returns_rank_players_zero_sum() -> None:
    state = new_state(3, 4)
    assert state.returns() == [0.0, 0.0, 0.0]
    state.hands = [[1, 2], [5, 6], [3, 4]]
    state.turn = 6
    assert state.returns() == [-1.0, 1.0, 0.0]
    state.hands = [[5, 6], [5, 6], [1, 2]]
    assert state.returns() == [0.5, 0.5, -1.0]


def test_parse_action_reads_notation_and_refuses_unknown_text() -> None:
    state = new_state()
    card = state.hands[0][0]
    assert state.game.parse_action(state, f" SWAP {card} ") == Swap(card)
    with pytest.raises(IllegalActionError, match="'fold' is not a legal action now; legal actions: keep"):
        state.game.parse_action(state, "fold")


def test_determinize_keeps_own_hand_and_resamples_the_others() -> None:
    state = new_state(3, 2)
    hands = set()
    for i in range(20):
        other = state.determinize(0, random.Random(i))
        assert other.hands[0] == state.hands[0]
        hands.add(tuple(other.hands[1]))
    assert len(hands) > 1
    assert state.hands == new_state(3, 2).hands
