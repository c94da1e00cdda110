"""Oriental Realm turns: 'any or all of his mobile pieces located within any Realm', one at a
time, with an explicit end of turn; the placement variation; max_turns."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.core import IllegalActionError
from realmkit.games.realm.components import REALM_OF, REALM_SQUARES, parse_square
from realmkit.games.realm.oriental.actions import Place
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.positions import position as diagram
from realmkit.games.realm.sliding import EMPTY, END_TURN, Move

from .conftest import lettered


def position(pieces: dict[str, str], to_move: int = 0, game: str = "realm-oriental") -> OrientalState:
    """A hand-made position: squares to "E0"/"M0" (player 0's Emperor/Mandarin) or "E1"/"M1"."""
    return diagram(realmkit.load(game), lettered(pieces), to_move)


def move(text: str) -> Move:
    a, b = text.split("-")
    return Move(parse_square(a), parse_square(b))


def three_in_realm_five() -> OrientalState:
    return position({"d4": "M0", "e5": "E0", "f6": "M0", "a1": "M0", "l12": "E1", "k11": "M1"})


def test_a_turn_moves_pieces_of_one_realm_only() -> None:
    """'...move any or all of his mobile pieces located within any Realm.'"""
    state = three_in_realm_five()
    state.apply(move("d4-d1"))
    assert state.current_player() == 0
    origins = {a.origin for a in state.legal_actions() if isinstance(a, Move)}
    assert origins == {parse_square("e5"), parse_square("f6")}
    with pytest.raises(IllegalActionError, match="began it in Realm 6"):
        state.apply(move("a1-a2"))


def test_each_piece_moves_once_and_one_at_a_time() -> None:
    """'He moves each such piece one at a time': a piece that moved may not move again."""
    state = three_in_realm_five()
    state.apply(move("d4-d5"))
    assert parse_square("d5") not in {a.origin for a in state.legal_actions() if isinstance(a, Move)}
    with pytest.raises(IllegalActionError, match="have not moved yet"):
        state.apply(move("d5-d6"))


def test_all_pieces_of_the_realm_may_move_then_the_turn_passes() -> None:
    """'any or all': after the last piece of the Realm has moved the turn ends by itself."""
    state = three_in_realm_five()
    for text in ("d4-d1", "e5-e4", "f6-f12"):
        assert state.current_player() == 0
        state.apply(move(text))
    assert state.current_player() == 1 and state.turns == 1


def test_end_closes_a_turn_after_at_least_one_piece_moved() -> None:
    """'any': the player may stop after any piece; 'end' before a move is refused."""
    state = three_in_realm_five()
    with pytest.raises(IllegalActionError, match="no piece has moved yet"):
        state.apply(END_TURN)
    assert END_TURN not in state.legal_actions()
    state.apply(move("d4-d1"))
    assert END_TURN in state.legal_actions()
    state.apply(END_TURN)
    assert state.current_player() == 1 and state.turns == 1


def test_a_piece_that_arrives_in_the_realm_is_not_part_of_the_turn() -> None:
    """Only pieces located in the Realm when the turn begins may move in it."""
    state = position({"e5": "E0", "e6": "M0", "a1": "M0", "l12": "E1", "k11": "M1"})
    state.apply(move("e5-a5"))
    assert state.current_player() == 0
    assert {a.origin for a in state.legal_actions() if isinstance(a, Move)} == {parse_square("e6")}


def test_a_lone_piece_turn_ends_after_its_move() -> None:
    state = realmkit.load("realm-oriental").new_state(2, 0)
    state.apply(move("b2-b4"))
    assert state.current_player() == 1


def test_max_turns_ends_in_a_draw() -> None:
    """Our addition (the notes' termination rule): a draw after max_turns turns."""
    state = realmkit.load("realm-oriental(max_turns=2)").new_state(2, 0)
    state.apply(move("b2-b4"))
    state.apply(move("b11-b9"))
    assert state.is_terminal() and state.returns() == [0.0, 0.0]


def test_placement_variation_starts_from_an_empty_board() -> None:
    """'Beginning with an empty board, each player alternates in placing one piece on the board.'"""
    state = realmkit.load("realm-oriental(placement=true)").new_state(2, 0)
    assert isinstance(state, OrientalState)
    assert all(code == EMPTY for code in state.board)
    assert state.current_player() == 0
    state.apply(Place(0, parse_square("a1")))
    assert state.current_player() == 1


def test_placement_one_piece_per_realm_on_any_of_its_nine_spaces() -> None:
    """'Only one piece may be placed per Realm, but may be placed on any of the Realm's nine
    spaces.'"""
    state = realmkit.load("realm-oriental(placement=true)").new_state(2, 0)
    squares = {a.square for a in state.legal_actions() if isinstance(a, Place)}
    assert squares == set(range(144))
    state.apply(Place(1, parse_square("e5")))
    squares = {a.square for a in state.legal_actions() if isinstance(a, Place)}
    assert not squares & set(REALM_SQUARES[REALM_OF[parse_square("e5")]])
    with pytest.raises(IllegalActionError, match="already holds a piece"):
        state.game.parse_action(state, "M@d4")


def test_placement_one_emperor_and_seven_mandarins_each_then_play_begins() -> None:
    """'Play begins when all Realms are so occupied'; the first to place moves first."""
    state = realmkit.load("realm-oriental(placement=true)").new_state(2, 0)
    assert isinstance(state, OrientalState)
    state.apply(Place(1, parse_square("a1")))
    state.apply(Place(1, parse_square("d1")))
    with pytest.raises(IllegalActionError, match="no emperor left"):
        state.game.parse_action(state, "E@g1")
    realms = iter(range(2, 16))
    while state.placing:
        realm = next(realms)
        kinds = {a.kind for a in state.legal_actions() if isinstance(a, Place)}
        assert kinds == {0}
        state.apply(Place(0, REALM_SQUARES[realm][0]))
    assert state.current_player() == 0
    assert all(isinstance(a, Move) for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="every piece is placed"):
        state.apply(Place(0, parse_square("b2")))


def test_moves_are_refused_while_placing() -> None:
    state = realmkit.load("realm-oriental(placement=true)").new_state(2, 0)
    with pytest.raises(IllegalActionError, match="still being placed"):
        state.apply(move("a1-a2"))
