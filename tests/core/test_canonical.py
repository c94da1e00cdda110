"""The core checks an action by type and value before a game sees it (Game.canonical)."""

from __future__ import annotations

import random

import numpy as np
import pytest

import realmkit
from realmkit.core import IllegalActionError, PlayerError
from realmkit.core.actions import same_action
from realmkit.core.game import as_int


class EqualToAll:
    """An object that claims to equal anything, with the hash of a real action."""

    def __init__(self, like: object) -> None:
        self.like = like

    def __eq__(self, other: object) -> bool:
        return True

    def __hash__(self) -> int:
        return hash(self.like)


def test_as_int_takes_numpy_integers_and_refuses_bools_and_floats() -> None:
    assert as_int(np.int64(3)) == 3
    assert as_int(True) is None
    assert as_int(1.0) is None
    assert as_int("1") is None


def test_same_action_compares_types_of_every_field() -> None:
    game = realmkit.load("fantasy-realms")
    draw = game.new_state(3, 1).legal_actions()[0]
    assert same_action(draw, type(draw)("draw"))
    assert not same_action(("draw", -1, -1), draw)  # a plain tuple equal to the named one
    assert not same_action(type(draw)("draw", -1.0, -1), draw)


def test_an_object_equal_to_everything_is_refused_and_kept_out_of_the_history() -> None:
    game = realmkit.load("fantasy-realms")
    state = game.new_state(3, 1)
    legal = state.legal_actions()[0]
    with pytest.raises(IllegalActionError, match="is not a Fantasy Realms action"):
        state.apply(EqualToAll(legal))
    assert state.history == []


def test_the_game_s_own_object_is_played() -> None:
    game = realmkit.load("fantasy-realms")
    state = game.new_state(3, 1)
    legal = state.legal_actions()[0]
    state.apply(type(legal)(*legal))
    assert state.history[0] is legal


def test_numpy_integers_name_seats_and_action_ids() -> None:
    game = realmkit.load("realm-classic")
    state = game.new_state(2, 1)
    assert state.observation(np.int64(1)) == state.observation(1)
    assert game.id_to_action(np.int32(0)) == game.id_to_action(0)
    with pytest.raises(PlayerError):
        state.observation(np.float64(1.0))


def test_determinize_takes_a_generator_or_an_integer_seed_and_refuses_the_rest() -> None:
    state = realmkit.load("fantasy-realms").new_state(3, 1)
    assert state.determinize(0, 7).observation(0) == state.determinize(0, random.Random(7)).observation(0)
    with pytest.raises(TypeError, match=r"random\.Random or an integer seed"):
        state.determinize(0, None)  # type: ignore[arg-type]


def test_seeds_and_player_counts_are_integers() -> None:
    game = realmkit.load("realm-classic")
    assert game.new_state(np.int64(2), np.int64(5)).seed == 5
    for seed in (1.5, "3", True, -1, 2**63):
        with pytest.raises(realmkit.core.GameStringError, match="seed must be an integer"):
            game.new_state(2, seed)  # type: ignore[arg-type]


def test_illegal_reason_judges_only_the_game_s_own_actions() -> None:
    """Classic's `Place(realm=-1)` would index the last Realm; the core refuses it first."""
    from realmkit.games.realm.jumping import Place

    state = realmkit.load("realm-classic(placement=true)").new_state(2, 1)
    assert state.illegal_reason(Place(-1)) is not None
    assert state.illegal_reason(EqualToAll(state.legal_actions()[0])) is not None
    assert state.illegal_reason(state.legal_actions()[0]) is None
