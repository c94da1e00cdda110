"""Search deals the hidden cards through the game's AI (`GameAI.determinize`), so a game can
weight the deal by what the others' play reveals; the base hook deals uniformly."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import State, ai_for
from realmkit.core.agent import make_agent


@pytest.mark.parametrize("spec", ["greedy(samples=3)", "mcts(iterations=5)"])
def test_agents_deal_hidden_cards_through_the_game_ai(spec: str, monkeypatch: pytest.MonkeyPatch) -> None:
    game = realmkit.load("fantasy-realms")
    state = game.new_state(3, seed=4)
    state.apply(state.legal_actions()[0])  # the draw: a discard to choose next
    ai = ai_for(game)
    calls: list[int] = []

    def deal(state: State, player: int, rng: random.Random) -> State:
        calls.append(player)
        return state.determinize(player, rng)

    monkeypatch.setattr(ai, "determinize", deal)
    make_agent(spec, 0).act(state)
    assert calls and set(calls) == {state.current_player()}


def test_the_base_hook_hides_the_others_cards() -> None:
    game = realmkit.load("fantasy-realms")
    state = game.new_state(3, seed=4)
    me = state.current_player()
    worlds = [ai_for(game).determinize(state, me, random.Random(i)) for i in range(5)]
    assert all(w.hands[me] == state.hands[me] for w in worlds)  # type: ignore[attr-defined]
    assert any(w.hands[(me + 1) % 3] != state.hands[(me + 1) % 3] for w in worlds)  # type: ignore[attr-defined]
