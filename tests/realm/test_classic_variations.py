"""Classic Realm variations: 1) the placement opening, 2) DOUBLE-MOVE turns."""

from __future__ import annotations

import pytest

from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.realm.classic.game import ClassicGame
from realmkit.games.realm.classic.state import ClassicState
from realmkit.games.realm.components import REALM_OF, parse_square
from realmkit.games.realm.positions import position

from .conftest import dislodged

FIRST, SECOND = 0, 1


def realm(square: str) -> int:
    return REALM_OF[parse_square(square)]


def sparse(
    centers: dict[str, str], water: dict[str, tuple[int, int]] | None = None, doubling: bool = False,
    **options: object,
) -> ClassicState:
    """A hand-made position with few pieces, (X, O) dislodged counts per Realm's Center; with
    `doubling`, X may take a DOUBLE-MOVE turn now."""
    fields = {"double_holder": FIRST, "double_wait": 0} if doubling else {}
    return position(ClassicGame(**options), centers | dislodged(water or {}), **fields)


def play(state: ClassicState, *moves: str) -> None:
    for text in moves:
        state.apply(state.game.parse_action(state, text))


def moves(state: ClassicState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


# Variation 1: the placement opening.


def test_placement_opening_begins_with_an_empty_board_and_any_empty_center() -> None:
    state = ClassicGame(placement=True).new_state(2, 0)
    assert state.center == [0] * 16
    assert len(state.legal_actions()) == 16
    assert state.current_player() == FIRST


def test_placement_players_place_in_turn_on_empty_centers_only() -> None:
    state = ClassicGame(placement=True).new_state(2, 0)
    play(state, "e5")
    assert state.current_player() == SECOND
    assert "e5" not in moves(state)
    with pytest.raises(IllegalActionError, match="already holds a piece"):
        play(state, "e5")
    with pytest.raises(IllegalActionError, match="place a piece"):
        play(state, "b2-e2")


def test_placement_the_player_who_placed_the_sixteenth_piece_moves_first() -> None:
    state = ClassicGame(placement=True).new_state(2, 0)
    order = ["b2", "b5", "e2", "e5", "h2", "h5", "k2", "k5", "b8", "b11", "e8", "e11", "h8", "h11", "k8"]
    play(state, *order)
    assert state.current_player() == SECOND, "X placed the 15th piece, O places the 16th"
    play(state, "k11")
    assert state.current_player() == SECOND, "O placed the 16th and makes the first move"
    assert all(state.center)
    assert all("-" in str(a) for a in state.legal_actions()), "the placement opening is over"


def test_placement_and_a_setup_file_exclude_each_other() -> None:
    with pytest.raises(GameStringError, match="placement and setup"):
        ClassicGame(placement=True, setup="other.json")


# Variation 2: DOUBLE-MOVE turns.

OPENING = ("b2-b5", "k11-k8", "b5-b8", "k8-k5", "b8-b11")
"""Two turns of each side, then X's third: O's third turn comes next."""


def test_without_the_option_there_is_no_double_move() -> None:
    state = sparse({"b2": "X", "e2": "X", "k11": "O", "h11": "O"})
    play(state, *OPENING, "k5-k2")
    assert state.current_player() == FIRST
    assert "end" not in moves(state)


def test_second_player_may_double_move_first_on_his_third_turn() -> None:
    state = sparse({"b2": "X", "e2": "X", "k11": "O", "h11": "O"}, double_moves=True)
    play(state, "b2-b5", "k11-k8")
    assert state.current_player() == FIRST, "O's first turn is regular"
    play(state, "b5-b8", "k8-k5")
    assert state.current_player() == FIRST, "O's second turn is regular"
    play(state, "b8-b11", "k5-k2")
    assert state.current_player() == SECOND, "O's third turn may be a DOUBLE-MOVE turn"
    assert "end" in moves(state)


def test_a_double_move_is_two_different_pieces_or_one_piece_twice() -> None:
    state = sparse({"b2": "X", "e2": "X", "k11": "O", "h11": "O"}, double_moves=True)
    play(state, *OPENING, "k5-k2")
    assert {"k2-h2", "h11-h8"} <= moves(state), "the same piece again, or another one"
    one = state.clone()
    play(one, "k2-k5")
    assert one.current_player() == FIRST
    play(state, "h11-h8")
    assert state.current_player() == FIRST
    assert state.center[realm("h8")] == 2 and state.center[realm("k2")] == 2


def test_the_double_move_may_be_saved_until_a_later_turn() -> None:
    state = sparse({"b2": "X", "e2": "X", "k11": "O", "h11": "O"}, double_moves=True)
    play(state, *OPENING, "k5-k2", "end")
    assert state.current_player() == FIRST
    play(state, "e2-e5", "k2-h2")
    assert state.current_player() == SECOND and "end" in moves(state), "still O's to take"


def test_after_the_second_players_double_the_first_player_waits_two_regular_turns() -> None:
    state = sparse({"b2": "X", "e2": "X", "k11": "O", "h11": "O"}, double_moves=True)
    play(state, *OPENING, "k5-k2", "h11-h8")
    play(state, "e2-e5")
    assert state.current_player() == SECOND, "X's first turn after it is regular"
    play(state, "h8-h5")
    assert state.current_player() == FIRST, "O's double is spent"
    play(state, "e5-e8")
    assert state.current_player() == SECOND, "X's second turn is regular"
    play(state, "h5-h2", "e8-h8")
    assert state.current_player() == FIRST and "end" in moves(state), "X's third turn may double"


def test_with_the_placement_opening_the_double_move_goes_first_to_the_player_moving_second() -> None:
    state = ClassicGame(placement=True, double_moves=True).new_state(2, 0)
    order = ["b2", "b5", "e2", "e5", "h2", "h5", "k2", "k5", "b8", "b11", "e8", "e11", "h8", "h11", "k8"]
    play(state, *order, "k11")
    assert state.current_player() == SECOND
    assert state.double_holder == FIRST and state.double_wait == 2


def test_a_win_on_the_first_move_of_a_double_turn_ends_the_game() -> None:
    state = sparse({"e5": "X", "e8": "O"}, {"b2": (0, 7)}, doubling=True, double_moves=True)
    play(state, "e5-e8")
    assert state.is_terminal() and state.returns() == [1.0, -1.0]


def test_end_is_refused_in_the_middle_of_a_continuing_move() -> None:
    state = sparse({"b2": "X", "e2": "X", "h2": "X", "k11": "O"}, doubling=True, double_moves=True)
    play(state, "b2-b5")
    assert "end" in moves(state)
    play(state, "e2-h2")
    assert "end" not in moves(state), "the piece standing on h2 must go on"
    with pytest.raises(IllegalActionError, match="DOUBLE-MOVE"):
        play(state, "end")


def test_a_double_move_turn_with_no_second_move_possible_simply_ends() -> None:
    """Interpretation 9: when the first move leaves no second one, the turn ends by itself."""
    full = {"e2": (0, 8), "b8": (0, 8), "e5": (0, 8), "b2": (1, 0)}
    state = sparse({"b2": "X", "e2": "O", "b8": "O", "e5": "O"}, full, doubling=True, double_moves=True)
    play(state, "b2-b5")
    assert state.center[realm("b2")] == 1, "the rescued piece is back on b2"
    assert state.current_player() == SECOND, "both X pieces are shut in: X's turn is over"
    assert state.double_holder == FIRST and state.double_wait == 0, "X keeps the right"


def test_a_piece_rescued_in_a_double_move_turn_moves_again_only_on_a_future_turn() -> None:
    """'The rescued piece can move again on a future turn': not in the same DOUBLE-MOVE turn."""
    state = sparse({"b2": "X", "k11": "O"}, {"b2": (1, 0)}, doubling=True, double_moves=True)
    play(state, "b2-b5")
    assert state.center[realm("b2")] == 1, "rescued"
    assert "end" in moves(state) and "b5-b8" in moves(state), "the second move is open"
    assert not {m for m in moves(state) if m.startswith("b2-")}, "but not for the rescued piece"
    assert state.observation(0)["double_move"]["rescued_this_turn"] == "b2"
    assert "the piece rescued on b2 waits" in state.render(0)
    with pytest.raises(IllegalActionError, match="rescued this turn"):
        play(state, "b2-e2")
    play(state, "end", "k11-k8")
    assert "b2-e2" in moves(state), "on a future turn it moves again"
