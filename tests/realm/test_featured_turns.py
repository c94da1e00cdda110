"""Realm, the featured game: the play options Dispersal, Concentration and Rearrangement."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.realm.components import parse_square
from realmkit.games.realm.featured.actions import END_TURN, EndTurn, Move
from realmkit.games.realm.featured.game import FeaturedGame
from realmkit.games.realm.featured.rules import ENFORCER, IMMOBILE, POWER
from realmkit.games.realm.featured.state import (
    CONCENTRATING,
    DISPERSING,
    PLACING_ENFORCER,
    REARRANGING,
    TURN_START,
    FeaturedState,
)
from realmkit.games.realm.positions import position as diagram

FAR = {"k11": "b", "l12": "p", "b2": "B"}


def position(pieces: dict[str, str], player: int = 0, **options: object) -> FeaturedState:
    return diagram(FeaturedGame(**options), {**FAR, **pieces}, player)


def play(state: FeaturedState, *texts: str) -> None:
    for text in texts:
        state.apply(state.game.parse_action(state, text))


def offered(state: FeaturedState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def sq(name: str) -> int:
    return parse_square(name)


# ----- Dispersal


def test_dispersal_moves_pieces_from_one_realm_to_other_realms() -> None:
    state = position({"d4": "P", "f4": "P", "a5": "P"})
    play(state, "disperse 6")
    assert state.phase == DISPERSING
    assert not any(a.startswith("a5-") for a in offered(state)), "only pieces from within the Realm"
    play(state, "d4-d7")
    assert "end" in offered(state), "a Dispersal may stop after any number of pieces"
    play(state, "f4-l4")
    assert state.phase == TURN_START and state.current_player() == 1, "no piece left: the turn ends"


def test_a_dispersal_can_end_after_one_piece() -> None:
    state = position({"d4": "P", "f4": "P"})
    play(state, "disperse 6")
    assert "end" not in offered(state)
    with pytest.raises(IllegalActionError, match="at least one piece"):
        state.apply(END_TURN)
    play(state, "d4-d7", "end")
    assert state.current_player() == 1 and state.cells[sq("f4")] == POWER


def test_each_piece_moves_at_most_once_a_turn() -> None:
    state = position({"d4": "P", "f4": "P"})
    play(state, "disperse 6", "d4-d7")
    assert not any(a.startswith("d7-") for a in offered(state))


# ----- Concentration


def test_concentration_needs_two_pieces_that_can_end_in_the_realm() -> None:
    alone = position({"d4": "P"})
    assert not any(a.startswith("concentrate") for a in offered(alone))
    state = position({"d4": "P", "g8": "P"})
    assert "concentrate 10" in offered(state)


def test_concentration_moves_end_in_the_realm_and_pieces_began_the_turn_outside_it() -> None:
    state = position({"d4": "P", "g8": "P", "f9": "P"})
    play(state, "concentrate 10")
    assert state.phase == CONCENTRATING
    moves = offered(state)
    assert moves == {"d4-d7", "d4-d8", "d4-d9", "g8-f8", "g8-d8"}
    assert "end" not in moves


def test_a_concentration_ends_only_after_two_or_more_pieces() -> None:
    state = position({"d4": "P", "g8": "P", "e1": "P", "f9": "p"})
    play(state, "concentrate 10", "d4-d8")
    with pytest.raises(IllegalActionError, match="two or more"):
        state.apply(END_TURN)
    play(state, "g8-f8")
    assert {"end", "e1-e7"} <= offered(state), "more pieces may join, or the turn ends"
    play(state, "end")
    assert state.current_player() == 1


def test_a_first_move_that_leaves_no_second_piece_a_way_in_is_not_offered() -> None:
    state = position({"d4": "P", "d2": "P"})
    play(state, "concentrate 10")
    assert offered(state) == {"d4-d8", "d4-d9"}
    with pytest.raises(IllegalActionError, match="Concentration would fail"):
        state.apply(Move(sq("d4"), sq("d7")))


def test_a_created_enforcer_may_not_be_placed_where_it_would_shut_out_the_second_piece() -> None:
    state = position({"f4": "P", "d4": "P", "e8": "B"})
    play(state, "concentrate 10", "f4-f7")
    assert state.phase == PLACING_ENFORCER
    spaces = {a[1:3] for a in offered(state)}
    assert "d7" not in spaces and "d8" in spaces


def test_a_concentration_is_not_offered_when_the_second_piece_needs_the_first_ones_square() -> None:
    state = position({"d4": "P", "d2": "P", "d8": "p", "k2": "B"})
    assert "concentrate 10" not in offered(state)


def test_two_pieces_whose_only_way_in_is_the_same_corner_space_cannot_concentrate() -> None:
    """"A player may move two or more pieces that end their move in a common Realm": the first
    piece on the corner space d7 shuts out the second, which could enter nowhere else."""
    blocked = position({"a7": "P", "d4": "P", "e7": "p", "d8": "p"})
    assert "concentrate 10" not in offered(blocked)
    opened = position({"a7": "P", "d4": "P", "e7": "p"})
    assert "concentrate 10" in offered(opened)
    play(opened, "concentrate 10")
    assert offered(opened) == {"d4-d8", "d4-d9"}, "d4-d7 or a7-d7 would leave the other no way in"


# ----- Rearrangement


def test_rearrangement_replaces_own_pieces_on_different_spaces_of_the_realm() -> None:
    state = position({"d4": "P", "f4": "E^", "e6": "e>"})
    play(state, "rearrange 6")
    assert state.phase == REARRANGING
    assert state.cells[sq("d4")] == 0 and state.cells[sq("f4")] == 0, "his pieces are picked up"
    first = offered(state)
    assert all(a.startswith("d4=") for a in first)
    assert "d4=d4" not in first and "d4=e6" not in first, "another space, not the opponent's"
    play(state, "d4=d5")
    second = offered(state)
    assert "f4=d6>W" in second and "f4=d6>S" in second, "a mobile Enforcer is re-faced as desired"
    play(state, "f4=d6>S")
    assert state.cells[sq("d5")] == POWER and state.cells[sq("d6")] == ENFORCER
    assert state.facing[sq("d6")] == 2 and state.cells[sq("e6")] == ENFORCER + 1
    assert state.current_player() == 1


def test_immobile_enforcers_remain_immobile_when_rearranged() -> None:
    state = position({"d4": "E*", "f4": "P"})
    play(state, "rearrange 6")
    play(state, "d4=d5")
    assert offered(state) and all(">" not in a for a in offered(state) if a.startswith("d5"))
    play(state, "f4=d6")
    assert state.facing[sq("d5")] == IMMOBILE


def test_rearrangement_triggers_no_special_event() -> None:
    state = position({"d4": "P"})
    play(state, "rearrange 6", "d4=d5")
    assert state.cells[sq("e5")] == 0


def test_the_last_piece_is_never_left_only_its_own_space() -> None:
    full = {s: "p" for s in ("d5", "d6", "e4", "e6", "f5", "f6")}
    state = position({"d4": "P", "f4": "P", **full})
    play(state, "rearrange 6")
    assert offered(state) == {"d4=f4"}


def test_no_rearranging_in_the_same_realm_three_turns_in_a_row() -> None:
    """"A player may not rearrange in the same Realm three moves in a row": two is the most."""
    state = position({"d4": "P", "a1": "P"})
    play(state, "rearrange 6", "d4=d5", "rearrange 16", "l12=l11")
    play(state, "rearrange 6", "d5=d4", "rearrange 16", "l11=l12")
    assert "rearrange 6" not in offered(state) and "rearrange 1" in offered(state)
    with pytest.raises(IllegalActionError, match="three turns in a row"):
        play(state, "rearrange 6")
    play(state, "disperse 1", "a1-a4")
    assert "rearrange 16" not in offered(state)
    play(state, "pass")
    assert "rearrange 6" in offered(state), "another play option in between starts the count again"


# ----- turns and passing


def test_a_turn_begins_with_pass_or_a_play_option_per_realm() -> None:
    state = position({"d4": "P", "g8": "P"})
    options = state.legal_actions()
    assert str(options[0]) == "pass"
    assert {"disperse 6", "disperse 11", "concentrate 10", "rearrange 6", "rearrange 11"} <= offered(state)
    assert not any(isinstance(a, EndTurn) for a in options)


def test_a_concentration_is_not_offered_when_each_created_enforcer_would_fill_the_last_way_in() -> None:
    crowd = {s: "p" for s in ("e7", "f7", "d8", "d9", "e9", "f9")}
    powers = position({"g8": "P", "d4": "P", "e8": "B", **crowd})
    assert "concentrate 10" not in offered(powers)
    with_enforcer = position({"g8": "P", "d4": "E^", "e8": "B", **crowd})
    assert "concentrate 10" in offered(with_enforcer)
    play(with_enforcer, "concentrate 10")
    assert offered(with_enforcer) == {"d4-d7"}, "the Enforcer must go first"


def test_rearrangement_needs_a_space_other_than_the_pieces_own() -> None:
    crowd = {s: "p" for s in ("d5", "d6", "e4", "e6", "f4", "f5", "f6")}
    state = position({"d4": "P", **crowd})
    assert "rearrange 6" not in offered(state)
