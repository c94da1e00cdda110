"""Observation tensors: fixed shape and finite values, and what slices show (what a seat may not
know changes nothing: test_hidden.py)."""

from __future__ import annotations

import math
import random

import pytest
from interop_configurations import CONFIGURATIONS, WITHOUT_TENSORS

import realmkit
from realmkit.core import RealmkitError, action_mask, encoder_for, specs


def positions(game_string: str, players: int, seed: int, every: int = 3) -> list:
    """States along a random game, one in `every` actions."""
    state = realmkit.load(game_string).new_state(players, seed)
    rng, out = random.Random(seed), []
    while not state.is_terminal() and len(state.history) < 400:
        if len(state.history) % every == 0:
            out.append(state.clone())
        state.apply(rng.choice(state.legal_actions()))
    return [*out, state]


@pytest.mark.parametrize(("game_string", "players"), CONFIGURATIONS)
def test_tensor_has_its_shape_and_finite_values(game_string: str, players: int) -> None:
    encoder = encoder_for(realmkit.load(game_string))
    size = encoder.size(players)
    for state in positions(game_string, players, seed=1):
        for seat in range(players):
            tensor = encoder.encode(state, seat)
            assert len(tensor) == size
            assert all(math.isfinite(x) and x >= 0 for x in tensor)


def test_the_mask_marks_exactly_the_legal_actions() -> None:
    state = realmkit.load("fantasy-realms").new_state(3, 5)
    mask = action_mask(state)
    legal = {state.game.action_to_id(a) for a in state.legal_actions()}
    assert {i for i, bit in enumerate(mask) if bit} == legal
    assert len(mask) == state.game.num_distinct_actions()


def test_fantasy_realms_tensor_shows_own_hand_and_discard_area() -> None:
    from realmkit.games.fantasy_realms.components.cards import NUM_CARDS, ids

    state = realmkit.load("fantasy-realms").new_state(3, 9)
    rng = random.Random(9)
    while len(state.discard) < 3:
        state.apply(rng.choice(state.legal_actions()))
    tensor = encoder_for(state.game).encode(state, 1)
    hand = [i for i in range(NUM_CARDS) if tensor[i]]
    discard = [i for i in range(NUM_CARDS) if tensor[NUM_CARDS + i]]
    assert hand == ids(state.hands[1])
    assert discard == sorted(state.discard)


def test_a_game_without_an_encoder_is_a_clear_error() -> None:
    from toy_game import ToyGame  # a registered game of the tests, without a tensor

    with pytest.raises(RealmkitError, match="no observation tensor"):
        encoder_for(ToyGame())


def test_every_game_of_realmkit_has_a_tensor() -> None:
    """The adapters serve the games with an encoder: every game realmkit ships (only the tests'
    toy games go without)."""
    ids = {spec.id for spec in specs() if not spec.tensor}
    assert set(WITHOUT_TENSORS) == ids
    assert all(game.startswith("toy") for game in ids), sorted(ids)


def test_classic_tensor_shows_each_center_from_the_viewer() -> None:
    state = realmkit.load("realm-classic").new_state(2, 1)
    for seat in (0, 1):
        tensor = encoder_for(state.game).encode(state, seat)
        for realm, code in enumerate(state.center):
            plane = tensor[realm * 4:realm * 4 + 4]
            if code:
                mine = (code - 1) & 1 == seat
                assert plane == ([1.0, 0.0, 0.0, 0.0] if mine else [0.0, 1.0, 0.0, 0.0])
            else:
                assert plane == [0.0] * 4


def test_modern_tensor_shows_each_piece_from_the_viewer() -> None:
    state = realmkit.load("realm-modern").new_state(2, 1)
    encoder = encoder_for(state.game)
    for seat in (0, 1):
        tensor = encoder.encode(state, seat)
        for square, code in enumerate(state.board):
            plane = tensor[square * 6:square * 6 + 6]
            if code < 0:
                assert plane == [0.0] * 6
            else:
                owner, kind = divmod(code, 3)
                assert plane.index(1.0) == kind + (0 if owner == seat else 3)
