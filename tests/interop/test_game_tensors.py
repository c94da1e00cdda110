"""The observation tensors of the featured Realm, 12 Realms and Rolling Realms: each slice
says what docs/interop.md says it does, seen from the viewer."""

from __future__ import annotations

import random

import realmkit
from realmkit.core import encoder_for


def _played(game_string: str, players: int, seed: int, actions: int):
    state = realmkit.load(game_string).new_state(players, seed)
    rng = random.Random(seed)
    while not state.is_terminal() and len(state.history) < actions:
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_featured_tensor_shows_each_piece_from_the_viewer() -> None:
    from realmkit.games.realm.featured_rules import ENFORCER, IMMOBILE, KIND

    state = _played("realm", 2, seed=3, actions=60)
    encoder = encoder_for(state.game)
    for seat in (0, 1):
        tensor = encoder.encode(state, seat)
        for square, cell in enumerate(state.cells):
            plane = tensor[square * 10:square * 10 + 10]
            if not cell:
                assert plane == [0.0] * 10
                continue
            kind = (cell & KIND) // 2 - 1
            assert plane[:6].index(1.0) == kind + (0 if cell & 1 == seat else 3)
            facing = state.facing[square]
            if cell & KIND == ENFORCER and facing != IMMOBILE:
                assert plane[6:].index(1.0) == facing
            else:
                assert plane[6:] == [0.0] * 4


def test_featured_tensor_is_the_same_board_seen_from_the_other_side() -> None:
    """Swapping mine and theirs turns one seat's board into the other's."""
    state = _played("realm", 2, seed=5, actions=40)
    encoder = encoder_for(state.game)
    first, second = encoder.encode(state, 0), encoder.encode(state, 1)
    for square in range(144):
        a, b = first[square * 10:square * 10 + 10], second[square * 10:square * 10 + 10]
        assert a[:3] == b[3:6] and a[3:6] == b[:3] and a[6:] == b[6:]


def test_twelve_realms_tensor_shows_every_hand_but_not_the_deck_order() -> None:
    """'The team's hands are open': a card added to seat 1's hand changes seat 0's tensor;
    the Realms Deck in another order does not change anybody's."""
    state = _played("twelve-realms", 2, seed=4, actions=20)
    encoder = encoder_for(state.game)
    assert len(state.deck) > 1
    before = encoder.encode(state, 0)
    shown = state.clone()
    shown.hands[1].append(shown.deck[0])
    assert encoder.encode(shown, 0) != before
    shuffled = state.clone()
    shuffled.deck.reverse()
    assert shuffled.deck != state.deck
    assert [encoder.encode(shuffled, s) for s in (0, 1)] == [encoder.encode(state, s) for s in (0, 1)]
