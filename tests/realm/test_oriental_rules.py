"""Oriental Realm: the starting position, how pieces move, pinning and the Emperor's freeing."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.core import IllegalActionError
from realmkit.games.realm.components import CENTER_OF, parse_square, square_name
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.positions import position as diagram
from realmkit.games.realm.sliding import Move

from .conftest import lettered


def position(pieces: dict[str, str], to_move: int = 0, game: str = "realm-oriental") -> OrientalState:
    """A hand-made position: squares to "E0"/"M0" (player 0's Emperor/Mandarin) or "E1"/"M1"."""
    return diagram(realmkit.load(game), lettered(pieces), to_move)


def targets(state: OrientalState, square: str) -> set[str]:
    origin = parse_square(square)
    return {
        square_name(a.target) for a in state.legal_actions() if isinstance(a, Move) and a.origin == origin
    }


def test_start_one_piece_on_each_center_of_a_players_half_emperor_on_an_inner_back_row_center() -> None:
    """'One Emperor (Power) and seven Mandarins (Enforcers)' each, per the notes' default."""
    state = realmkit.load("realm-oriental").new_state(2, 1)
    assert isinstance(state, OrientalState)
    for realm in range(16):
        code = state.board[CENTER_OF[realm]]
        assert code >= 0 and code >> 1 == (0 if realm < 8 else 1)
    emperors = sorted(square_name(s) for s, code in enumerate(state.board) if code >= 0 and code & 1)
    assert emperors == ["e11", "e2"]
    assert sum(1 for code in state.board if code >= 0) == 16
    assert state.current_player() == 0


def test_a_piece_moves_any_number_of_spaces_in_a_straight_line_until_blocked() -> None:
    """'A piece may be moved any number of spaces horizontally or vertically, or until it is
    blocked from moving further by any other piece.'"""
    state = position({"e5": "M0", "e8": "M0", "b5": "M1", "e11": "E1", "e2": "E0"})
    row = {"f5", "g5", "h5", "i5", "j5", "k5", "l5"}
    assert targets(state, "e5") == {"e6", "e7", "e4", "e3", "d5", "c5"} | row


def test_a_piece_may_not_jump_or_move_diagonally() -> None:
    state = position({"e5": "M0", "e7": "M1", "a1": "E0", "l12": "E1"})
    with pytest.raises(IllegalActionError, match="straight line"):
        state.apply(Move(parse_square("e5"), parse_square("e9")))
    with pytest.raises(IllegalActionError, match="straight line"):
        state.game.parse_action(state, "e5-f6")


def test_a_move_may_stay_in_its_realm_and_end_on_a_center() -> None:
    """The text sets no Realm condition on Oriental moves (docs: moves inside a Realm)."""
    state = position({"d4": "M0", "a1": "E0", "l12": "E1"})
    assert {"d5", "d6", "e4", "f4"} <= targets(state, "d4")
    state.apply(Move(parse_square("d4"), parse_square("e4")))
    assert state.board[parse_square("e4")] == rules.piece(0, 0)


def test_a_mandarin_with_enemies_on_opposite_sides_is_pinned() -> None:
    """'It is pinned if two enemy pieces are adjacent to it on opposite horizontal or vertical
    spaces.'"""
    for pinners in (("d5", "f5"), ("e4", "e6")):
        state = position({"e5": "M0", pinners[0]: "M1", pinners[1]: "M1", "a1": "E0", "l12": "E1"})
        assert targets(state, "e5") == set()
        with pytest.raises(IllegalActionError, match="pinned by the enemy pieces"):
            state.game.parse_action(state, "e5-e1" if pinners[0] == "d5" else "e5-a5")


def test_pinned_even_if_the_pinning_pieces_are_pinned() -> None:
    """'(even if either or both of those pieces are also pinned)': all pinned in a row."""
    row = {"c5": "M1", "d5": "M0", "e5": "M1", "f5": "M0", "g5": "M1", "a1": "E0", "l12": "E1"}
    state = position(row)
    assert targets(state, "d5") == set() and targets(state, "f5") == set()
    state = position(row, to_move=1)
    assert targets(state, "e5") == set()
    assert targets(state, "c5") and targets(state, "g5")


def test_enemies_on_two_sides_that_are_not_opposite_do_not_pin() -> None:
    state = position({"e5": "M0", "e6": "M1", "f5": "M1", "a1": "E0", "l12": "E1"})
    assert targets(state, "e5") == {"e4", "e3", "e2", "e1", "d5", "c5", "b5", "a5"}


def test_a_friendly_piece_on_one_side_does_not_pin() -> None:
    state = position({"e5": "M0", "d5": "M1", "f5": "M0", "a1": "E0", "l12": "E1"})
    assert targets(state, "e5")


def test_the_emperor_may_not_be_pinned() -> None:
    """'The Emperor may not be pinned.'"""
    state = position({"e5": "E0", "d5": "M1", "f5": "M1", "l12": "E1"})
    assert targets(state, "e5") == {"e6", "e7", "e8", "e9", "e10", "e11", "e12", "e4", "e3", "e2", "e1"}


def test_a_mandarin_next_to_its_emperor_may_move_although_pinned() -> None:
    """'A Mandarin that would otherwise be pinned may move if, at the start of the move, it is
    adjacent (horizontally or vertically) to the Emperor.'"""
    state = position({"e5": "M0", "d5": "M1", "f5": "M1", "e4": "E0", "l12": "E1"})
    assert targets(state, "e5") == {"e6", "e7", "e8", "e9", "e10", "e11", "e12"}


def test_the_enemy_emperor_does_not_free_a_mandarin() -> None:
    state = position({"e5": "M0", "d5": "M1", "f5": "M1", "e4": "E1", "a1": "E0"})
    assert targets(state, "e5") == set()


def test_an_emperor_moved_next_to_a_pinned_mandarin_frees_it_for_its_move_that_turn() -> None:
    """Adjacency counts 'at the start of the move' of the Mandarin, so the Emperor may first
    move beside it in the same turn (both in one Realm), and it need not stay beside it."""
    state = position({"e5": "M0", "e4": "M1", "e6": "M1", "d6": "E0", "l12": "E1"})
    assert targets(state, "e5") == set()
    state.apply(Move(parse_square("d6"), parse_square("d5")))
    assert state.current_player() == 0
    assert targets(state, "e5") == {"f5", "g5", "h5", "i5", "j5", "k5", "l5"}
    state.apply(Move(parse_square("e5"), parse_square("l5")))
    assert state.board[parse_square("l5")] == rules.piece(0, 0)
