"""Medieval Realm: one scenario per rule sentence of the PLAY and WINNING sections."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.realm.components import REALM_OF, parse_square
from realmkit.games.realm.medieval.game import MedievalGame
from realmkit.games.realm.medieval.state import MedievalState
from realmkit.games.realm.positions import position as diagram

from .conftest import dislodged

FIRST, SECOND = 0, 1


def realm(square: str) -> int:
    return REALM_OF[parse_square(square)]


def position(
    centers: dict[str, str],
    water: dict[str, tuple[int, int]] | None = None,
    off: tuple[int, int] = (0, 0),
    to_move: int = FIRST,
    **options: object,
) -> MedievalState:
    """A hand-made position: X / O Men and DX / DO Dukes on Centers, (X, O) dislodged Men."""
    return diagram(MedievalGame(**options), centers | dislodged(water or {}), to_move, off=list(off))


def play(state: MedievalState, *moves: str) -> None:
    for text in moves:
        state.apply(state.game.parse_action(state, text))


def moves(state: MedievalState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def test_start_two_dukes_on_the_inner_back_centers_and_six_men() -> None:
    state = MedievalGame().new_state(2, 0)
    assert state.center == [1, 3, 3, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 4, 4, 2]
    assert state.current_player() == FIRST


def test_players_alternate_moving_one_piece_on_a_turn() -> None:
    state = position({"e5": "X", "k11": "O"})
    play(state, "e5-e8")
    assert state.current_player() == SECOND


def test_men_move_only_forward_or_sideways() -> None:
    state = position({"e5": "X", "h8": "O"})
    assert moves(state) == {"e5-e8", "e5-b5", "e5-h5"}
    with pytest.raises(IllegalActionError, match="never backward"):
        play(state, "e5-e2")


def test_forward_is_toward_the_opponents_side_for_each_player() -> None:
    state = position({"b2": "X", "h8": "O"}, to_move=SECOND)
    assert moves(state) == {"h8-h5", "h8-e8", "h8-k8"}


def test_dukes_move_in_all_four_directions() -> None:
    state = position({"e5": "DX", "k11": "O"})
    assert moves(state) == {"e5-e8", "e5-b5", "e5-h5", "e5-e2"}


def test_only_pieces_on_centers_move() -> None:
    state = position({"b2": "X", "e8": "O"}, water={"e5": (2, 0)})
    assert {m.split("-")[0] for m in moves(state)} == {"b2"}


def test_landing_on_a_friend_the_piece_goes_on_and_may_change_direction() -> None:
    state = position({"b5": "DX", "e5": "X", "k11": "O"})
    play(state, "b5-e5")
    assert state.current_player() == FIRST
    assert moves(state) == {"e5-e8", "e5-h5", "e5-e2"}, "a Duke goes on in any direction"


def test_a_man_going_on_still_never_moves_backward() -> None:
    state = position({"b5": "X", "e5": "X", "k11": "O"})
    play(state, "b5-e5")
    assert moves(state) == {"e5-e8", "e5-h5"}


def test_landing_on_an_enemy_man_dislodges_it_to_a_border_space_of_that_realm() -> None:
    state = position({"e5": "X", "e8": "O", "k11": "O"})
    play(state, "e5-e8")
    assert state.center[realm("e8")] == 1
    assert state.water[2 * realm("e8") + SECOND] == 1
    assert state.current_player() == SECOND


def test_no_piece_may_move_into_a_realm_held_by_an_enemy_duke() -> None:
    state = position({"e5": "X", "b5": "X", "e8": "DO"})
    assert "e5-e8" not in moves(state)
    with pytest.raises(IllegalActionError, match="Dukes can never be dislodged"):
        play(state, "e5-e8")
    play(state, "b5-e5")
    assert "e5-e8" not in moves(state), "nor when going on from a friendly Center"


def test_a_duke_may_dislodge_an_enemy_man() -> None:
    state = position({"e5": "DX", "e8": "O", "k11": "DO"})
    play(state, "e5-e8")
    assert state.center[realm("e8")] == 3 and state.water[2 * realm("e8") + SECOND] == 1


def test_leaving_a_center_returns_an_opposing_piece_of_its_border_to_it() -> None:
    """'When a piece leaves a Center, one of the opposing player's pieces in the border
    spaces of the Realm is immediately replaced in the Realm's vacated Center.'"""
    state = position({"e5": "X", "k11": "O"}, water={"e5": (1, 2)})
    play(state, "e5-e8")
    assert state.center[realm("e5")] == 2, "an O Man returns to e5"
    assert state.water[2 * realm("e5") + SECOND] == 1
    assert state.water[2 * realm("e5")] == 1, "the mover's own dislodged Man stays (unlike Classic)"


def test_leaving_a_center_with_no_opposing_piece_on_its_border_leaves_it_vacant() -> None:
    state = position({"e5": "X", "k11": "O"}, water={"e5": (1, 0)})
    play(state, "e5-e8")
    assert state.center[realm("e5")] == 0


def test_no_piece_may_enter_or_jump_over_a_full_realm() -> None:
    state = position({"e5": "X", "b5": "X", "e8": "O", "k11": "O"}, water={"e8": (4, 4)})
    assert "e5-e8" not in moves(state)
    with pytest.raises(IllegalActionError, match="full"):
        play(state, "e5-e8")
    state = position({"e5": "X", "b5": "X", "e8": "X", "k11": "O"}, water={"e8": (4, 4)})
    play(state, "b5-e5")
    assert "e5-e8" not in moves(state), "no jumping over it either"


def test_the_piece_in_the_center_of_a_full_realm_may_move_out() -> None:
    state = position({"e8": "X", "k2": "O"}, water={"e8": (4, 4)})
    assert moves(state) == {"e8-e11", "e8-b8", "e8-h8"}


def test_a_piece_may_not_land_twice_on_the_same_center_in_one_move() -> None:
    state = position({"e5": "DX", "h5": "X", "h8": "X", "e8": "X", "k2": "O"})
    play(state, "e5-h5", "h5-h8", "h8-e8")
    assert "e8-e5" not in moves(state)
    with pytest.raises(IllegalActionError, match="land twice"):
        play(state, "e8-e5")


def test_a_piece_moves_off_from_a_far_side_center_as_a_separate_move() -> None:
    state = position({"e11": "X", "b8": "X", "k2": "O"})
    assert "e11-off" in moves(state)
    assert "b8-off" not in str(moves(state))
    play(state, "e11-off")
    assert state.off == [1, 0] and state.center[realm("e11")] == 0
    assert state.current_player() == SECOND


def test_pieces_leave_only_forward_not_over_a_side_edge() -> None:
    state = position({"b11": "DX", "k2": "O"})
    assert "b11-off" in moves(state)
    with pytest.raises(IllegalActionError, match="only forward"):
        play(state, "b11-off-W")


def test_the_second_player_leaves_over_row_one() -> None:
    state = position({"e2": "O", "k11": "X"}, to_move=SECOND)
    play(state, "e2-off")
    assert state.off == [0, 1]


def test_a_piece_moves_off_as_part_of_a_continuing_move() -> None:
    state = position({"e8": "X", "e11": "X", "k2": "O"})
    play(state, "e8-e11", "e11-off")
    assert state.off == [1, 0] and state.center[realm("e11")] == 1 and state.center[realm("e8")] == 0


def test_moving_off_returns_an_opposing_piece_from_the_border() -> None:
    state = position({"e11": "X", "k2": "O"}, water={"e11": (0, 1)})
    play(state, "e11-off")
    assert state.center[realm("e11")] == 2


def test_the_first_player_to_move_all_eight_pieces_off_wins() -> None:
    state = position({"e11": "DX", "k2": "O"}, off=(7, 5))
    play(state, "e11-off")
    assert state.is_terminal() and state.returns() == [1.0, -1.0]
    assert state.scores() == [8.0, 5.0]
    assert state.outcome().reason == "X moved all eight pieces off the board"


def test_a_blocked_player_waits_while_the_opponent_moves_on() -> None:
    """O's only pieces left are dislodged: X moves again until a move returns one to a Center."""
    state = position({"b2": "X", "h2": "X"}, water={"e5": (0, 1), "k11": (0, 1)}, off=(0, 6))
    play(state, "b2-b5")
    assert state.current_player() == FIRST
    play(state, "h2-e2", "e2-e5")
    assert state.current_player() == FIRST
    play(state, "e5-e8")
    assert state.center[realm("e5")] == 2, "O's Man is back on e5"
    assert state.current_player() == SECOND


def test_each_player_moving_a_duke_on_three_consecutive_turns_is_a_draw() -> None:
    state = position({"e5": "DX", "k2": "X", "e8": "DO", "k11": "O"})
    play(state, "e5-b5", "e8-h8", "b5-e5", "h8-e8", "e5-b5")
    assert not state.is_terminal()
    play(state, "e8-h8")
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert state.outcome().reason == "draw: each player moved a Duke on three consecutive turns"
    assert "Duke" in state.render()


def test_a_man_moved_in_between_breaks_the_duke_run() -> None:
    state = position({"e5": "DX", "k2": "X", "e8": "DO", "k11": "O"})
    play(state, "e5-b5", "e8-h8", "k2-k5", "h8-e8", "b5-e5", "e8-h8", "e5-b5")
    assert not state.is_terminal()
    play(state, "h8-e8")
    assert not state.is_terminal(), "X's Duke moves in a row are only two"
    play(state, "b5-e5")
    assert state.is_terminal()


def test_max_turns_ends_in_a_draw() -> None:
    state = position({"e5": "X", "k11": "O"}, max_turns=1)
    play(state, "e5-e8")
    assert state.is_terminal() and state.returns() == [0.0, 0.0]


def test_when_neither_player_can_move_the_game_is_a_draw() -> None:
    state = position({"e11": "X"}, water={"k5": (1, 0), "b2": (0, 1)}, off=(6, 7))
    play(state, "e11-off")
    assert state.is_terminal() and state.returns() == [0.0, 0.0]
    assert "neither player can move" in state.render()
