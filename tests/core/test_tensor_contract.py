"""The observation-tensor contract of the core: an encoder serves only a seat of the game it
was made for, and a game's encoder and AI live and die with the game."""

from __future__ import annotations

import gc
import random
import weakref

import pytest

import realmkit
from realmkit.core import PlayerError, RealmkitError, ai_for, encoder_for, specs

GAMES_WITH_TENSORS = [
    pytest.param(game_string, players, id=f"{game_string}-{players}p")
    for spec in specs() if spec.tensor
    for game_string, players in spec.configurations or ((spec.id, spec.min_players),)
]


def _played(game_string: str, players: int, seed: int, actions: int) -> realmkit.State:
    state = realmkit.load(game_string).new_state(players, seed)
    rng = random.Random(seed)
    while not state.is_terminal() and len(state.history) < actions:
        state.apply(rng.choice(state.legal_actions()))
    return state


class _Index:
    """An integer of another library (numpy's are such): usable as an index, not an int."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


@pytest.mark.parametrize(("game_string", "players"), GAMES_WITH_TENSORS)
def test_an_encoder_serves_only_a_seat(game_string: str, players: int) -> None:
    """-1 was read as the last seat (its private tensor), True as seat 1: every seat given to
    `encode` or `nonzero` is checked as `State.observation` checks it, in every game."""
    state = _played(game_string, players, seed=3, actions=10)
    encoder = encoder_for(state.game)
    for bad in (-1, players, True, 1.0, "0", None):
        for method in (encoder.encode, encoder.nonzero):
            with pytest.raises(PlayerError, match="is not a seat"):
                method(state, bad)  # type: ignore[arg-type]
    last = players - 1
    assert encoder.encode(state, _Index(last)) == encoder.encode(state, last)  # type: ignore[arg-type]
    assert encoder.nonzero(state, _Index(last)) == encoder.nonzero(state, last)  # type: ignore[arg-type]


def test_an_encoder_refuses_a_state_of_another_game() -> None:
    """An encoder reads its own game's options (the cards in play): a state of other options
    would be read wrong, so it is refused; an equal game's state is served."""
    encoder = encoder_for(realmkit.load("fantasy-realms"))
    other = realmkit.load("fantasy-realms(suits=cursed-hoard)").new_state(3, 1)
    with pytest.raises(RealmkitError, match="encodes states of fantasy-realms, not"):
        encoder.encode(other, 0)
    with pytest.raises(RealmkitError, match="encodes states of fantasy-realms, not"):
        encoder.nonzero(other, 0)
    same = realmkit.load("fantasy-realms").new_state(3, 1)
    assert encoder.encode(same, 0) == encoder_for(same.game).encode(same, 0)


def _played_and_dropped(game_string: str) -> list[weakref.ref]:
    """Weak references to a game, a state of it, its AI and its encoder, after a game played
    with both; nothing else holds them once this returns."""
    game = realmkit.load(game_string)
    state = game.new_state(None, 5)
    ai, encoder = ai_for(game), encoder_for(game)
    rng = random.Random(5)
    while not state.is_terminal() and len(state.history) < 30:
        ai.evaluate(state, 0)
        encoder.encode(state, 0)
        state.apply(rng.choice(state.legal_actions()))
    return [weakref.ref(game), weakref.ref(state), weakref.ref(ai), weakref.ref(encoder)]


@pytest.mark.parametrize("game_id", [spec.id for spec in specs() if spec.tensor])
def test_a_game_its_ai_and_its_encoder_are_freed_together(game_id: str) -> None:
    """`ai_for` and `encoder_for` kept every game alive (a table keyed weakly by the game whose
    values held the game): now a game, its states, its AI and its encoder go together."""
    refs = _played_and_dropped(game_id)
    gc.collect()
    assert [ref() for ref in refs] == [None] * 4


def test_a_game_keeps_one_ai_and_one_encoder() -> None:
    game = realmkit.load("twelve-thieves")
    assert ai_for(game) is ai_for(game) and encoder_for(game) is encoder_for(game)
    assert ai_for(game).game is game and encoder_for(game).game is game
    other = realmkit.load("twelve-thieves")
    assert ai_for(other) is not ai_for(game) and encoder_for(other) is not encoder_for(game)
