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
    from realmkit.games.realm.featured.rules import ENFORCER, IMMOBILE, KIND

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


def test_rolling_realms_tensor_keeps_each_mark_in_bits_from_the_viewer() -> None:
    """Every realm encodes through its marks: one mark bit changed on seat 1's sheet changes
    exactly one entry, in seat 1's sheet as seat 0 sees it (relative seat 1) and in seat 1's own
    (relative seat 0)."""
    from realmkit.games.rolling_realms.tensor import MARK_BITS

    state = _played("rolling-realms(set=all)", 2, seed=6, actions=25)
    encoder = encoder_for(state.game)
    before = [encoder.encode(state, seat) for seat in (0, 1)]
    changed = state.clone()
    changed.players[1].marks[2][3] ^= 1 << 5
    after = [encoder.encode(changed, seat) for seat in (0, 1)]
    diffs = [[i for i, (a, b) in enumerate(zip(x, y, strict=True)) if a != b]
             for x, y in zip(before, after, strict=True)]
    assert [len(d) for d in diffs] == [1, 1]
    offset = (2 * encoder.marks + 3) * MARK_BITS + 5 + 18
    assert diffs[0][0] == encoder.head + 2 + encoder.sheet + offset  # relative seat 1, from seat 0
    assert diffs[1][0] == encoder.head + 2 + offset  # relative seat 0: seat 1 itself


def test_rolling_realms_tensor_shows_this_rounds_realms_and_hides_those_to_come() -> None:
    state = _played("rolling-realms(set=all)", 1, seed=2, actions=5)
    encoder = encoder_for(state.game)
    tensor = encoder.encode(state, 0)
    width = len(encoder.realm_index)
    slots = [tensor[slot * width:(slot + 1) * width] for slot in range(9)]
    for slot in range(3):
        assert slots[slot].index(1.0) == encoder.realm_index[state.realm_ids[slot]]
    assert all(not any(s) for s in slots[3:]), "the realms of rounds to come are unknown"
    fixed = realmkit.load("rolling-realms(realms=" + "+".join(state.realm_ids) + ")").new_state(1, 2)
    assert all(any(s) for s in [encoder_for(fixed.game).encode(fixed, 0)[i * width:(i + 1) * width]
                                for i in range(9)]), "realms fixed by the game are known from the start"


def test_every_rolling_realms_mark_fits_its_bits() -> None:
    """The encoder keeps MARK_BITS bits a mark: every mark of every realm, in seeded games that
    draw from all the realms, fits them, so no mark is cut."""
    from realmkit.games.rolling_realms.tensor import MARK_BITS

    widest = 0
    for seed in range(12):
        state = realmkit.load("rolling-realms(set=all)").new_state(1, seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            for marks in state.players[0].marks:
                widest = max([widest, *(mark.bit_length() for mark in marks)])
                assert all(mark >= 0 for mark in marks)
            state.apply(rng.choice(state.legal_actions()))
    assert 0 < widest <= MARK_BITS
