"""Modern Realm: the start, how pieces move, direction changes, and the turn that moves out all
the moveable pieces of one Realm."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.core import IllegalActionError
from realmkit.games.realm.components import CENTER_OF, parse_square, square_name
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.state import ModernState
from realmkit.games.realm.positions import position as diagram
from realmkit.games.realm.sliding import Move

from .conftest import lettered


def position(pieces: dict[str, str], to_move: int = 0) -> ModernState:
    """A hand-made position: squares to "A0"/"C0"/"H0" (player 0's Agent, Counter-Agent, HQ)
    or "A1"/"C1"/"H1"."""
    return diagram(realmkit.load("realm-modern"), lettered(pieces), to_move)


def targets(state: ModernState, square: str) -> set[str]:
    origin = parse_square(square)
    return {
        square_name(a.target) for a in state.legal_actions() if isinstance(a, Move) and a.origin == origin
    }


def move(text: str) -> Move:
    a, b = text.split("-")
    return Move(parse_square(a), parse_square(b))


FAR = {"l12": "C1", "a12": "A1"}
COLUMN_D_NORTH = {"d4", "d5", "d6", "d7", "d8", "d9", "d10", "d11", "d12"}


def test_start_one_piece_on_each_center_of_a_players_half() -> None:
    """'Seven Agents (Enforcers) and one Counter-Agent (Power)' each, per the notes' default;
    the other side's starting Realms are a player's Target Realms."""
    state = realmkit.load("realm-modern").new_state(2, 0)
    assert isinstance(state, ModernState)
    for realm in range(16):
        code = state.board[CENTER_OF[realm]]
        assert code >= 0 and code // 3 == (0 if realm < 8 else 1)
        assert realm in rules.TARGETS[1 - code // 3]
    counters = sorted(square_name(s) for s, code in enumerate(state.board) if code % 3 == 1)
    assert counters == ["e11", "e2"]


def test_pieces_move_straight_ending_as_desired_or_when_blocked() -> None:
    """'Agents and Counter-Agents move in straight horizontal and vertical lines, ending
    movement as desired or when blocked from moving. No piece may pass over another piece.'"""
    state = position({"e5": "A0", "i5": "A0"} | FAR)
    west, east, south = {"c5", "b5", "a5"}, {"g5", "h5"}, {"e3", "e2", "e1"}
    north = {"e7", "e8", "e9", "e10", "e11", "e12"}
    assert targets(state, "e5") == west | east | south | north


def test_a_piece_moves_out_of_its_realm() -> None:
    """'...moves out all of his moveable pieces that are located within that one Realm.'"""
    state = position({"e5": "A0"} | FAR)
    with pytest.raises(IllegalActionError, match="moves out of its Realm"):
        state.game.parse_action(state, "e5-e6")


def test_no_piece_may_enter_the_realm_of_the_enemy_counter_agent() -> None:
    """'...nor may any piece enter a Realm containing the enemy Counter-agent.'"""
    state = position({"e5": "A0", "b6": "C1", "a12": "A1"})
    assert not targets(state, "e5") & {"c5", "b5", "a5"}
    with pytest.raises(IllegalActionError, match="never enter the enemy Counter-Agent's Realm"):
        state.game.parse_action(state, "e5-c5")


def test_a_piece_stops_in_a_realm_whose_center_holds_an_enemy_agent_or_hq() -> None:
    """'If a piece enters a Realm occupied by an enemy Agent or HQ in its Center, it must end
    its move in a space of that Realm along its line of movement.'"""
    for enemy in ("A1", "H1"):
        state = position({"d2": "A0", "e5": enemy} | FAR)
        assert targets(state, "d2") & COLUMN_D_NORTH == {"d4", "d5", "d6"}
    free = position({"d2": "A0"} | FAR)
    assert targets(free, "d2") >= COLUMN_D_NORTH


def test_a_piece_may_turn_once_at_a_right_angle_in_a_realm_with_a_friendly_center() -> None:
    """'Whenever a piece enters a Realm occupied by a friendly piece in its Center, it may
    continue to move and may change its direction of movement one time within that Realm.'"""
    state = position({"d2": "A0", "e5": "A0"} | FAR)
    reach = targets(state, "d2")
    assert {"g4", "l4", "a4", "a5", "l6"} <= reach
    assert "f5" not in reach, "a second turn inside Realm 6 is not allowed"
    plain = position({"d2": "A0", "e5": "A1"} | FAR)
    assert not targets(plain, "d2") & {"g4", "a4"}


def test_a_piece_may_turn_again_in_each_further_realm_with_a_friendly_center() -> None:
    """'It can continue entering Realms and changing direction, if desired, as long as each
    Realm is occupied by a friendly piece in its Center.'"""
    chain = position({"d2": "A0", "e5": "A0", "h5": "A0"} | FAR)
    assert "g7" in targets(chain, "d2")
    broken = position({"d2": "A0", "e5": "A0"} | FAR)
    assert "g7" not in targets(broken, "d2")


def test_no_turn_in_the_starting_realm() -> None:
    """Only a Realm the piece 'enters' allows a change of direction."""
    state = position({"d2": "A0", "e2": "A0"} | FAR)
    assert "g3" not in targets(state, "d2")


def test_a_turn_moves_out_all_moveable_pieces_of_the_chosen_realm() -> None:
    """'At his turn a player chooses any Realm in which he has at least one piece and moves out
    all of his moveable pieces that are located within that one Realm'; there is no 'end'."""
    state = position({"e5": "A0", "d4": "A0", "f6": "A0", "k2": "A0"} | FAR)
    state.apply(move("e5-e1"))
    assert {a.origin for a in state.legal_actions()} == {parse_square("d4"), parse_square("f6")}
    with pytest.raises(IllegalActionError, match="it ends by itself"):
        state.game.parse_action(state, "end")
    with pytest.raises(IllegalActionError, match="Realm 6"):
        state.apply(move("k2-k4"))
    state.apply(move("d4-a4"))
    assert state.current_player() == 0
    state.apply(move("f6-l6"))
    assert state.current_player() == 1 and state.turns == 1


def test_a_piece_that_cannot_move_is_left_and_one_freed_later_must_move() -> None:
    """'Moveable' pieces: a blocked one stays; one unblocked by an earlier piece moves too."""
    blocked = position({"b2": "A0", "a1": "A0", "a2": "A1", "b1": "A1"} | FAR)
    blocked.apply(move("b2-b4"))
    assert blocked.current_player() == 1
    freed = position({"b2": "A0", "a1": "A0", "a2": "A0", "b1": "A1"} | FAR)
    freed.apply(move("a2-a5"))
    freed.apply(move("b2-b5"))
    assert freed.current_player() == 0
    assert {a.origin for a in freed.legal_actions()} == {parse_square("a1")}


def test_a_piece_never_ends_in_its_starting_realm_even_when_it_comes_back_into_it() -> None:
    """'...moves out all of his moveable pieces': d4 may go west, turn north in Realm 5, east
    in Realm 9 and south in Realm 10 back into Realm 6, whose enemy Center would stop it there;
    it may not end its move in its own starting Realm."""
    state = position({"d4": "A0", "f6": "A0", "e5": "A1", "b5": "A0", "b8": "A0", "e8": "A0"} | FAR)
    reach = targets(state, "d4")
    assert "e7" in reach
    assert not reach & {"d4", "d5", "d6", "e4", "e6", "f4", "f5"}


def test_the_turn_ends_when_a_remaining_piece_could_only_enter_the_enemy_counter_agents_realm() -> None:
    """'...nor may any piece enter a Realm containing the enemy Counter-agent': once b2 has
    moved out, a1's only way out leads into Realm 5 (the enemy Counter-Agent's), so the turn
    passes."""
    state = position({"a1": "A0", "b2": "A0", "b1": "A1", "b5": "C1", "k5": "A0", "a12": "A1"})
    state.apply(move("b2-d2"))
    assert state.current_player() == 1
