"""Classic Realm: one scenario per rule sentence of the PLAY and WINNING sections."""

from __future__ import annotations

import pytest

from realmkit.core import IllegalActionError
from realmkit.games.realm.classic.game import ClassicGame
from realmkit.games.realm.classic.state import ClassicState
from realmkit.games.realm.components import REALM_OF, parse_square
from realmkit.games.realm.positions import position as diagram

from .conftest import dislodged

FIRST, SECOND = 0, 1


def realm(square: str) -> int:
    return REALM_OF[parse_square(square)]


def position(
    centers: dict[str, str],
    water: dict[str, tuple[int, int]] | None = None,
    to_move: int = FIRST,
    **options: object,
) -> ClassicState:
    """A hand-made position: "X" / "O" on Centers, (X, O) dislodged counts per Realm's Center."""
    return diagram(ClassicGame(**options), centers | dislodged(water or {}), to_move)


def play(state: ClassicState, *moves: str) -> None:
    for text in moves:
        state.apply(state.game.parse_action(state, text))


def moves(state: ClassicState) -> set[str]:
    return {str(a) for a in state.legal_actions()}


def test_standard_setup_puts_each_players_eight_pieces_on_the_centers_of_his_half() -> None:
    state = ClassicGame().new_state(2, 0)
    assert state.center == [1] * 8 + [2] * 8
    assert state.current_player() == FIRST


def test_players_alternate_moving_one_piece_on_a_turn() -> None:
    state = position({"e5": "X", "k11": "O"})
    play(state, "e5-h5")
    assert state.current_player() == SECOND
    play(state, "k11-k8")
    assert state.current_player() == FIRST


def test_movement_is_from_center_to_orthogonally_adjacent_center() -> None:
    state = position({"e5": "X", "k11": "O"})
    assert {m for m in moves(state) if m.startswith("e5")} == {"e5-e8", "e5-h5", "e5-e2", "e5-b5"}
    with pytest.raises(IllegalActionError, match="adjacent Center"):
        state.game.parse_action(state, "e5-h8")


def test_a_piece_may_only_move_if_it_occupies_a_center() -> None:
    """X's dislodged pieces in Realm 6 have no moves; only the piece on b2 moves."""
    state = position({"b2": "X", "e5": "O", "k11": "O"}, water={"e5": (3, 0)})
    assert {m.split("-")[0] for m in moves(state)} == {"b2"}
    with pytest.raises(IllegalActionError, match="not a Center"):
        state.game.parse_action(state, "d4-d7")


def test_intervening_border_spaces_are_jumped_over() -> None:
    """Pieces in the water between two Centers do not stop a jump."""
    state = position({"e5": "X", "k11": "O"}, water={"e5": (0, 4), "h5": (0, 4)})
    play(state, "e5-h5")
    assert state.center[realm("h5")] == 1


def test_a_piece_landing_on_a_friendly_center_must_continue_and_may_turn() -> None:
    state = position({"e5": "X", "h5": "X", "h8": "O"})
    play(state, "e5-h5")
    assert state.current_player() == FIRST, "the move is not over"
    assert moves(state) == {"h5-h8", "h5-k5", "h5-h2"}, "it goes on from h5, turning if it likes"
    assert state.center[realm("h5")] == 1 and state.center[realm("e5")] == 0
    with pytest.raises(IllegalActionError, match="must go on from h5"):
        play(state, "e5-e8")


def test_a_move_ends_on_a_vacant_center() -> None:
    state = position({"e5": "X", "k11": "O"})
    play(state, "e5-h5")
    assert state.current_player() == SECOND
    assert state.center[realm("e5")] == 0 and state.center[realm("h5")] == 1


def test_landing_on_an_opponent_dislodges_it_into_the_water_of_that_realm() -> None:
    state = position({"e5": "X", "e8": "O", "k11": "O"})
    play(state, "e5-e8")
    assert state.center[realm("e8")] == 1, "the moving piece replaces it at the Center"
    assert state.water[2 * realm("e8") + SECOND] == 1, "the enemy falls onto a Border space of that Realm"
    assert state.current_player() == SECOND, "and the turn ends"
    assert state.observation(None)["dislodged"] == {"10": [0, 1]}
    row7 = next(line for line in state.render().splitlines() if line.startswith(" 7"))
    assert row7.split("|")[1].split() == ["o", ".", "."], "shown on a Border space of Realm 10"


def test_a_move_through_friendly_centers_ends_on_the_first_enemy() -> None:
    state = position({"b2": "X", "e2": "X", "e5": "O", "k11": "O"})
    play(state, "b2-e2", "e2-e5")
    assert state.center[realm("e5")] == 1 and state.water[2 * realm("e5") + SECOND] == 1
    assert state.center[realm("e2")] == 1 and state.center[realm("b2")] == 0


def test_rescue_when_the_piece_on_the_center_moves_out_of_the_realm() -> None:
    """'When this piece moves out of the Realm, any one of his pieces in the water is replaced
    in the Center (a bonus move).'"""
    state = position({"e5": "X", "k11": "O"}, water={"e5": (2, 1)})
    play(state, "e5-h5")
    assert state.center[realm("e5")] == 1, "a dunked X returns to the Center"
    assert state.water[2 * realm("e5")] == 1
    assert state.water[2 * realm("e5") + SECOND] == 1, "an opponent's dunked piece stays in the water"
    assert state.center[realm("h5")] == 1
    assert state.current_player() == SECOND, "the rescued piece moves again only on a future turn"


def test_no_rescue_without_own_pieces_in_the_water_there() -> None:
    state = position({"e5": "X", "k11": "O"}, water={"e5": (0, 2)})
    play(state, "e5-h5")
    assert state.center[realm("e5")] == 0


def test_nine_pieces_in_a_realm_forbid_moving_into_it() -> None:
    state = position({"e5": "X", "e8": "O", "k11": "O"}, water={"e8": (4, 4)})
    assert "e5-e8" not in moves(state)
    with pytest.raises(IllegalActionError, match="full"):
        play(state, "e5-e8")


def test_nine_pieces_in_a_realm_forbid_jumping_over_its_friendly_center() -> None:
    state = position({"e5": "X", "e8": "X", "k11": "O"}, water={"e8": (4, 4)})
    assert "e5-e8" not in moves(state)


def test_only_the_piece_at_the_center_of_a_full_realm_may_move_out() -> None:
    state = position({"e8": "X", "k11": "O"}, water={"e8": (4, 4)})
    assert {"e8-e5", "e8-b8", "e8-h8", "e8-e11"} <= moves(state)


def test_a_piece_may_not_land_twice_on_the_same_center_in_one_move() -> None:
    """Round the square e5-h5-h8-e8, the piece may not come back to e5 where it started."""
    state = position({"e5": "X", "h5": "X", "h8": "X", "e8": "X", "k11": "O"})
    play(state, "e5-h5", "h5-h8", "h8-e8")
    assert "e8-e5" not in moves(state)
    assert moves(state) == {"e8-b8", "e8-e11"}
    with pytest.raises(IllegalActionError, match="land twice"):
        play(state, "e8-e5")


def test_a_jump_onto_a_friend_with_no_way_on_is_not_offered() -> None:
    """From e2, every onward Center is full or already landed on, so b2-e2 could not end."""
    state = position({"b2": "X", "e2": "X", "h2": "X", "e5": "X", "k11": "O"},
                     water={"h2": (0, 8), "e5": (0, 8)})
    assert "b2-e2" not in moves(state)
    assert "b2-b5" in moves(state)
    with pytest.raises(IllegalActionError, match="no way to go on"):
        play(state, "b2-e2")


def test_dunking_all_eight_opposing_pieces_wins() -> None:
    state = position({"e5": "X", "e8": "O"}, water={"b2": (0, 7), "k11": (7, 0)})
    play(state, "e5-e8")
    assert state.is_terminal()
    assert state.returns() == [1.0, -1.0]
    assert state.scores() == [8.0, 7.0]
    reason = "X dunked all 8 of O's pieces (forced them onto Border spaces)"
    assert state.outcome().reason == state.observation(1)["outcome"]["reason"] == reason
    assert reason in state.render()


def test_the_game_goes_on_while_the_opponent_keeps_a_piece_on_a_center() -> None:
    state = position({"e5": "X", "e8": "O", "k11": "O"}, water={"b2": (0, 6)})
    play(state, "e5-e8")
    assert not state.is_terminal()


def test_max_turns_ends_in_a_draw() -> None:
    state = position({"e5": "X", "k11": "O"}, max_turns=2)
    play(state, "e5-h5", "k11-k8")
    assert state.is_terminal()
    assert state.returns() == [0.0, 0.0]
    assert state.outcome().reason == "draw: max_turns (2) reached"
    assert "max_turns" in state.render()


def test_illegal_moves_name_the_problem_and_change_nothing() -> None:
    state = position({"b2": "X", "k11": "O"})
    before = (list(state.center), list(state.water), state.to_move)
    with pytest.raises(IllegalActionError, match="no piece of yours"):
        play(state, "k11-k8")
    with pytest.raises(IllegalActionError, match="DOUBLE-MOVE"):
        play(state, "end")
    with pytest.raises(IllegalActionError, match="beyond the board's edge"):
        play(state, "b2-off")
    with pytest.raises(IllegalActionError, match="placement opening"):
        play(state, "e5")
    with pytest.raises(IllegalActionError, match="not a move"):
        play(state, "hello")
    assert (state.center, state.water, state.to_move) == before


def test_the_board_names_full_realms() -> None:
    state = position({"e8": "X", "k11": "O"}, water={"e8": (4, 4)})
    assert "R10:full" in state.render()
