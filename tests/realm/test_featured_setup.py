"""Realm, the featured game: the setting up of the board (placing Bases, then Powers)."""

from __future__ import annotations

import pytest

from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.realm.components import CENTER_OF, parse_square, square_name
from realmkit.games.realm.featured.actions import PLACE_BASE
from realmkit.games.realm.featured.game import FeaturedGame
from realmkit.games.realm.featured.state import SETUP_BASES, SETUP_POWERS, TURN_START, FeaturedState


def play(state: FeaturedState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def new(**options: object) -> FeaturedState:
    state = FeaturedGame(**options).new_state(2, 0)
    return state


def test_first_player_places_a_base_on_the_center_of_any_realm() -> None:
    state = new()
    assert state.current_player() == 0 and state.phase == SETUP_BASES
    assert [str(a) for a in state.legal_actions()] == [f"base {n}" for n in (
        "b2", "e2", "h2", "k2", "b5", "e5", "h5", "k5", "b8", "e8", "h8", "k8", "b11", "e11", "h11", "k11")]


def test_opponent_places_on_a_vacant_realm_and_players_alternate() -> None:
    state = new()
    play(state, "base b2")
    assert state.current_player() == 1
    assert "base b2" not in [str(a) for a in state.legal_actions()]
    play(state, "base e5")
    assert state.current_player() == 0


def test_no_base_in_the_same_row_or_column_of_realms_as_an_earlier_one() -> None:
    """"A player cannot place a Base on any Center that lies in the same row or column of
    Realms as a Base that he has previously placed.\""""
    state = new()
    play(state, "base b2", "base e5")
    offered = {str(a) for a in state.legal_actions()}
    assert offered == {f"base {s}" for s in ("h8", "k8", "h11", "k11", "e8", "e11", "h5", "k5")}
    with pytest.raises(IllegalActionError, match="row or column"):
        state.apply(PLACE_BASE[parse_square("e2")])
    assert state.cells[parse_square("e2")] == 0 and state.current_player() == 0


def test_there_are_16_distinct_ways_to_place_the_bases() -> None:
    """Strategy: "Within the limitations of the rules there are 16 distinct ways a player can
    place his Bases": 96 sets of three Realms in different rows and columns of Realms, 16 once
    the board's 8 symmetries are set aside. (The opponent's Bases are left out here.)"""
    found: set[frozenset[tuple[int, int]]] = set()

    def place(state: FeaturedState, chosen: tuple[tuple[int, int], ...]) -> None:
        if len(chosen) == 3:
            found.add(frozenset(chosen))
            return
        for action in state.legal_actions():
            after = state.clone()
            after.apply(action)
            after.player = 0  # the first player's placements alone
            realm = after.setup_realms[0][-1]
            place(after, (*chosen, (realm // 4, realm % 4)))

    place(new(), ())
    symmetries = [
        lambda r, c: (r, c), lambda r, c: (c, 3 - r), lambda r, c: (3 - r, 3 - c), lambda r, c: (3 - c, r),
        lambda r, c: (r, 3 - c), lambda r, c: (3 - r, c), lambda r, c: (c, r), lambda r, c: (3 - c, 3 - r),
    ]
    shapes = {min(tuple(sorted(f(r, c) for r, c in realms)) for f in symmetries) for realms in found}
    assert len(found) == 96 and len(shapes) == 16


def test_variation_3_places_initial_bases_on_any_vacant_realm() -> None:
    state = new(free_placement=True)
    play(state, "base b2", "base e5")
    offered = {str(a) for a in state.legal_actions()}
    assert "base e2" in offered and "base b5" in offered and "base b2" not in offered
    assert len(offered) == 14


def test_three_bases_each_then_powers_alternately_on_border_spaces_of_own_base_realms() -> None:
    state = new()
    play(state, "base b2", "base e5", "base e8", "base h8", "base h11", "base k2")
    assert state.phase == SETUP_POWERS and state.current_player() == 0
    offered = {str(a) for a in state.legal_actions()}
    own_borders = {"a1", "b1", "c1", "a2", "c2", "a3", "b3", "c3"}
    assert {f"power {s}" for s in own_borders} <= offered
    assert len(offered) == 24, "the Border spaces of the three Realms of his Bases"
    assert "power e2" not in offered and "power d4" not in offered
    play(state, "power c3")
    assert state.current_player() == 1
    play(state, "power d4")
    offered = {str(a) for a in state.legal_actions()}
    assert "power a1" not in offered, "only one Power can be placed in each such Realm"
    assert len(offered) == 16


def test_after_setup_each_controls_three_realms_with_a_power_in_each() -> None:
    state = new()
    play(state, "base b2", "base e5", "base e8", "base h8", "base h11", "base k2",
         "power c3", "power d4", "power f9", "power g7", "power g12", "power l1")
    assert state.phase == TURN_START and state.current_player() == 0
    assert state.scores() == [3.0, 3.0]
    assert state.bases_left == [9, 9]


def test_variation_2_four_powers_place_four_bases_and_four_powers() -> None:
    state = new(powers=4)
    play(state, "base b2", "base e5", "base e8", "base h8", "base h11", "base k2", "base k5", "base b11")
    assert state.phase == SETUP_POWERS
    assert [len(r) for r in state.setup_realms] == [4, 4]


def test_a_player_left_without_a_realm_by_the_restriction_may_use_any_vacant_one() -> None:
    """Our reading (docs): with four Bases the row-and-column rule can leave no Center."""
    state = new(powers=4)
    play(state, "base b2", "base e5", "base e8", "base h8", "base h11", "base k11")
    assert {str(a) for a in state.legal_actions()} == {"base k5"}
    play(state, "base k5")
    vacant = {f"base {square_name(CENTER_OF[r])}" for r in range(16) if not state.cells[CENTER_OF[r]]}
    assert len(vacant) == 9
    assert {str(a) for a in state.legal_actions()} == vacant, "b2 (his only allowed Realm) is taken"


def test_bad_options_are_refused_with_what_is_allowed() -> None:
    with pytest.raises(GameStringError, match="bases"):
        FeaturedGame(bases=14)
    with pytest.raises(GameStringError, match="enforcers"):
        FeaturedGame(enforcers=10)
