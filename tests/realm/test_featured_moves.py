"""Realm, the featured game: how Bases, Powers and Enforcers move."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.realm.components import parse_square
from realmkit.games.realm.featured.actions import Move
from realmkit.games.realm.featured.game import FeaturedGame
from realmkit.games.realm.featured.rules import IMMOBILE
from realmkit.games.realm.featured.state import FeaturedState
from realmkit.games.realm.positions import position as diagram

FAR = {"k11": "b", "l12": "p"}  # the second player's pieces, out of the way


def position(pieces: dict[str, str], **options: object) -> FeaturedState:
    return diagram(FeaturedGame(**options), {**FAR, **pieces})


def moves_after(state: FeaturedState, choice: str) -> set[str]:
    state.apply(state.game.parse_action(state, choice))
    return {str(a) for a in state.legal_actions() if "-" in str(a)}


def raw(origin: str, target: str) -> Move:
    """A move as a person might type it, legal or not."""
    return Move(parse_square(origin), parse_square(target))


def test_powers_move_any_distance_in_a_straight_line_into_a_new_realm() -> None:
    state = position({"d4": "P"})
    assert moves_after(state, "disperse 6") == {
        "d4-d7", "d4-d8", "d4-d9", "d4-d10", "d4-d11", "d4-d12",
        "d4-g4", "d4-h4", "d4-i4", "d4-j4", "d4-k4", "d4-l4",
        "d4-a4", "d4-b4", "d4-c4", "d4-d3", "d4-d2", "d4-d1",
    }


def test_a_move_must_end_in_a_new_realm() -> None:
    state = position({"d4": "P"})
    state.apply(state.game.parse_action(state, "disperse 6"))
    with pytest.raises(IllegalActionError, match="new Realm"):
        state.apply(raw("d4", "d6"))
    assert state.cells[parse_square("d4")] and state.moved == 0


def test_a_power_ends_its_movement_when_the_next_space_is_blocked() -> None:
    state = position({"d4": "P", "d9": "P"})
    column = {m for m in moves_after(state, "disperse 6") if m.startswith("d4-d")}
    assert column == {"d4-d7", "d4-d8", "d4-d3", "d4-d2", "d4-d1"}


def test_a_power_passes_through_but_never_ends_on_a_vacant_center() -> None:
    state = position({"e4": "P"})
    north = {m for m in moves_after(state, "disperse 6") if m.startswith("e4-e")}
    assert {"e4-e7", "e4-e9", "e4-e10", "e4-e12"} <= north
    assert "e4-e8" not in north and "e4-e11" not in north


def test_an_occupied_center_blocks_the_way() -> None:
    state = position({"e4": "P", "e8": "B"})
    north = {m for m in moves_after(state, "disperse 6") if m.startswith("e4-e") and int(m[4:]) > 4}
    assert north == {"e4-e7"}


def test_bases_are_immobile() -> None:
    state = position({"e5": "B", "d4": "P"})
    state.apply(state.game.parse_action(state, "disperse 6"))
    assert not any(str(a).startswith("e5-") for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="Bases are immobile"):
        state.apply(raw("e5", "e7"))


def test_an_enforcer_moves_the_way_it_points_or_a_quarter_turn_but_never_opposite() -> None:
    state = position({"d4": "E^"})
    moves = moves_after(state, "disperse 6")
    assert "d4-d7" in moves and "d4-g4" in moves and "d4-c4" in moves
    assert not any(m.startswith("d4-d") and int(m[4:]) < 4 for m in moves)
    with pytest.raises(IllegalActionError, match="never moves S"):
        state.apply(raw("d4", "d2"))


def test_after_moving_an_enforcer_points_the_way_it_moved() -> None:
    state = position({"d4": "E^"})
    state.apply(state.game.parse_action(state, "disperse 6"))
    state.apply(state.game.parse_action(state, "d4-h4"))
    assert state.facing[parse_square("h4")] == 1  # East


def test_immobile_enforcers_cannot_move() -> None:
    state = position({"d4": "E*", "a1": "P"})
    assert "disperse 6" not in {str(a) for a in state.legal_actions()}
    state.apply(state.game.parse_action(state, "disperse 1"))
    with pytest.raises(IllegalActionError):
        state.apply(raw("d4", "d7"))
    assert state.facing[parse_square("d4")] == IMMOBILE


def test_variation_4_moves_stop_in_an_enemy_controlled_realm() -> None:
    without = position({"d4": "P", "e8": "b"})
    assert "d4-d11" in moves_after(without, "disperse 6")
    state = position({"d4": "P", "e8": "b"}, stop_in_enemy_realms=True)
    north = {m for m in moves_after(state, "disperse 6") if m.startswith("d4-d") and int(m[4:]) > 4}
    assert north == {"d4-d7", "d4-d8", "d4-d9"}, "any space of that Realm along the line, no further"
    with pytest.raises(IllegalActionError, match="enemy-controlled"):
        state.apply(raw("d4", "d11"))


def test_a_realm_without_an_enemy_base_does_not_stop_moves_under_variation_4() -> None:
    state = position({"d4": "P", "e8": "B"}, stop_in_enemy_realms=True)
    assert "d4-d11" in moves_after(state, "disperse 6")


def test_variation_4_does_not_stop_a_piece_leaving_the_enemy_realm_it_stands_in() -> None:
    state = position({"d7": "P", "e8": "b"}, stop_in_enemy_realms=True)
    assert "d7-d12" in moves_after(state, "disperse 10")
