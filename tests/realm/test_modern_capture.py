"""Modern Realm: mobility, realm capture and HQs, the blocked player, winning."""

from __future__ import annotations

import random

import pytest

import realmkit
from realmkit.core import IllegalActionError, ai_for
from realmkit.games.realm.components import CENTER_OF, parse_square
from realmkit.games.realm.modern import rules
from realmkit.games.realm.modern.actions import Dislodge
from realmkit.games.realm.modern.state import ModernState
from realmkit.games.realm.positions import position as diagram
from realmkit.games.realm.sliding import DRAW, Move

from .conftest import lettered


def position(pieces: dict[str, str], to_move: int = 0) -> ModernState:
    """A hand-made position: squares to "A0"/"C0"/"H0" (player 0's Agent, Counter-Agent, HQ)
    or "A1"/"C1"/"H1"."""
    return diagram(realmkit.load("realm-modern"), lettered(pieces), to_move)


def move(text: str) -> Move:
    a, b = text.split("-")
    return Move(parse_square(a), parse_square(b))


def code(state: ModernState, square: str) -> str:
    here = state.board[parse_square(square)]
    return "" if here < 0 else f"{'ACH'[here % 3]}{here // 3}"


FAR = {"l12": "C1", "a12": "A1"}


def mobile(state: ModernState, square: str) -> bool:
    return rules.is_mobile(state.board, parse_square(square))


def test_an_agent_outnumbered_on_a_border_space_under_an_enemy_center_is_immobile() -> None:
    """'Agents are immobile if located on a border space of a Realm in which the opponent has
    more pieces and controls the Center.'"""
    state = position({"d4": "A0", "e5": "A1", "f6": "A1"} | FAR)
    assert not mobile(state, "d4")
    with pytest.raises(IllegalActionError, match="immobile: the opponent controls the Center of Realm 6"):
        state.apply(move("d4-a4"))


def test_an_agent_is_mobile_with_as_many_pieces_as_the_opponent() -> None:
    """'...or if at least as many friendly pieces exist in the Realm as opposing pieces.'"""
    state = position({"d4": "A0", "d6": "A0", "e5": "A1", "f6": "A1"} | FAR)
    assert mobile(state, "d4") and mobile(state, "d6")


def test_an_agent_is_mobile_when_the_center_is_vacant_or_friendly() -> None:
    """'An Agent in a Realm is mobile if either a friendly piece controls the Center, or if the
    Center is vacant.'"""
    vacant = position({"d4": "A0", "d6": "A1", "f6": "A1"} | FAR)
    assert mobile(vacant, "d4")
    friendly = position({"d4": "A0", "e5": "A0", "f4": "A1", "f5": "A1", "f6": "A1"} | FAR)
    assert mobile(friendly, "d4")


def test_the_counter_agent_is_always_mobile() -> None:
    """'Counter-Agents are always mobile in all situations.'"""
    state = position({"d4": "C0", "e5": "A1", "f6": "A1", "f4": "A1", "a12": "A1", "l12": "C1"})
    assert mobile(state, "d4")


def test_mobility_is_judged_at_the_start_of_the_turn() -> None:
    """'...at the start of the player's turn': once d4 has left, d6 is outnumbered but still
    moves out; an Agent immobile at the start stays behind."""
    state = position({"d4": "A0", "d6": "A0", "e5": "A1", "f6": "A1"} | FAR)
    state.apply(move("d4-a4"))
    assert not mobile(state, "d6")
    assert {a.origin for a in state.legal_actions()} == {parse_square("d6")}
    stay = position({"d4": "A0", "d5": "C0", "e5": "A1", "f6": "A1", "f4": "A1"} | FAR)
    stay.apply(move("d5-a5"))
    assert stay.current_player() == 1 and code(stay, "d4") == "A0"


def test_a_piece_entering_a_target_realm_with_a_vacant_center_captures_it() -> None:
    """'1) Any piece moved into a Target Realm whose Center is vacant immediately captures that
    Realm. The piece ... is removed from the game and a friendly HQ is placed on the Center.'"""
    state = position({"e5": "A0", "k5": "A0"} | FAR)
    state.apply(move("e5-e7"))
    assert code(state, "e7") == "" and code(state, "e8") == "H0"
    assert state.scores() == [1.0, 0.0]


def test_no_capture_outside_the_target_realms() -> None:
    state = position({"e5": "A0", "k5": "A0"} | FAR)
    state.apply(move("e5-e3"))
    assert code(state, "e3") == "A0" and code(state, "e2") == ""


def test_passing_through_a_target_realm_does_not_capture_it() -> None:
    """Our reading: 'moved into' is where the piece ends its move."""
    state = position({"e5": "A0", "k5": "A0"} | FAR)
    state.apply(move("e5-e10"))
    assert code(state, "e8") == "" and code(state, "e11") == "H0"


def test_an_agent_captures_an_enemy_center_only_when_its_side_outnumbers_the_enemy() -> None:
    """'2) An Agent moved into a Target Realm whose Center is enemy-occupied captures the Realm
    only if the total of friendly pieces (including the moving piece) exceeds the total of
    enemy pieces in the Realm.'"""
    even = position({"e5": "A0", "e8": "A1", "f9": "A1", "d9": "A0", "k5": "A0"} | FAR)
    even.apply(move("e5-e7"))
    assert code(even, "e7") == "A0" and code(even, "e8") == "A1"
    more = position({"e5": "A0", "e8": "A1", "d9": "A0", "k5": "A0"} | FAR)
    more.apply(move("e5-e7"))
    assert code(more, "e8") == "H0" and code(more, "e7") == ""


def test_the_dislodged_piece_goes_where_the_capturing_player_chooses() -> None:
    """'If the Center was occupied by an enemy piece, that piece is dislodged to any vacant
    border space within the Realm that the moving player chooses.'"""
    state = position({"e5": "A0", "e8": "A1", "d9": "A0", "k5": "A0"} | FAR)
    state.apply(move("e5-e7"))
    choices = {a.square for a in state.legal_actions()}
    assert all(isinstance(a, Dislodge) for a in state.legal_actions())
    assert choices == {parse_square(s) for s in ("d7", "e7", "f7", "d8", "f8", "e9", "f9")}
    assert "Realm 10: 'dislodge' and one of d7, e7, f7, d8, f8, e9, f9" in state.render(0)
    with pytest.raises(IllegalActionError, match="Border space of Realm 10: 'dislodge' and one of d7, e7"):
        state.apply(Dislodge(parse_square("d9")))
    with pytest.raises(IllegalActionError, match="first place the piece dislodged"):
        state.apply(move("k5-k7"))
    state.apply(state.game.parse_action(state, "dislodge f9"))
    assert code(state, "f9") == "A1" and state.current_player() == 1


def test_a_lone_vacant_border_space_takes_the_dislodged_piece_at_once() -> None:
    full = {s: "A0" for s in ("d7", "f7", "d8", "f8", "d9", "e9")} | {"f9": "A1", "e8": "A1"}
    state = position({"e5": "A0", "k5": "A0"} | full | FAR)
    state.apply(move("e5-e7"))
    assert code(state, "e7") == "A1" and code(state, "e8") == "H0"


def test_the_counter_agent_always_captures() -> None:
    """'3) A Counter-Agent moved into a Target Realm always captures it regardless of the number
    of enemy pieces within.'"""
    state = position({"e5": "C0", "e8": "A1", "f9": "A1", "d9": "A1", "k5": "A0", "a12": "A1"})
    state.apply(move("e5-e7"))
    assert code(state, "e8") == "H0"
    assert any(isinstance(a, Dislodge) for a in state.legal_actions())


def test_a_capture_is_immediate_and_the_new_hq_lets_the_next_piece_turn() -> None:
    """Captures are resolved after each piece: the HQ on e8 is a friendly Center for the next
    piece of the turn, which may turn there ('capturing several enemy Realms on that single
    turn')."""
    state = position({"e5": "A0", "d4": "A0", "k5": "A0"} | FAR)
    state.apply(move("e5-e7"))
    assert code(state, "e8") == "H0"
    state.apply(move("d4-a7"))
    assert code(state, "b8") == "H0" and state.scores() == [2.0, 0.0]


def test_occupying_all_eight_target_centers_wins() -> None:
    """'The first player to occupy all eight of the Realm Centers on his opponent's side of the
    board wins the game.'"""
    hqs = {f"{c}{r}": "H0" for c in "behk" for r in (8, 11)}
    del hqs["e8"]
    state = position(hqs | {"e5": "A0", "a12": "A1", "l12": "C1"})
    state.apply(move("e5-e7"))
    assert state.is_terminal() and state.returns() == [1.0, -1.0]
    assert state.scores() == [8.0, 0.0]
    assert state.outcome().reason.startswith("Player 1 wins: occupied all eight of the Realm Centers")


def test_a_winning_capture_asks_no_dislodging_question() -> None:
    hqs = {f"{c}{r}": "H0" for c in "behk" for r in (8, 11)}
    del hqs["e8"]
    state = position(hqs | {"e5": "C0", "e8": "A1", "a12": "A1"})
    state.apply(move("e5-e7"))
    assert state.returns() == [1.0, -1.0] and code(state, "d7") == "A1"


def test_a_blocked_player_is_skipped_until_he_can_move() -> None:
    """'The turn to play alternates unless one player cannot move any of his pieces in which case
    his opponent continues moving until the blocked player has a piece available that can move.'"""
    state = position({"b2": "A0", "a1": "A0", "c3": "A1", "k5": "A0", "e2": "H1"})
    assert not state.can_move(1)
    state.apply(move("k5-k3"))
    assert state.current_player() == 0
    state.apply(move("a1-a4"))
    state.apply(move("b2-b4"))
    assert state.current_player() == 1, "c3 is no longer outnumbered"


def test_a_draw_when_neither_player_can_move() -> None:
    """Our reading: with both players blocked the game cannot go on; a hand-made position of
    HQs only."""
    state = position({"b8": "H0", "h8": "H0", "b2": "H1", "e5": "A0"})
    state.apply(move("e5-e7"))
    assert state.is_terminal() and state.result == DRAW and state.returns() == [0.0, 0.0]


def test_the_rollout_prefers_a_capture() -> None:
    state = position({"e5": "A0", "k2": "A0"} | FAR)
    for seed in range(5):
        played = state.clone()
        played.apply(ai_for(state.game).rollout_action(played, random.Random(seed)))
        assert played.scores() == [1.0, 0.0], "the move played captured a Realm"


def test_evaluation_counts_captured_realms() -> None:
    ahead = position({"e8": "H0", "k5": "A0"} | FAR)
    level = position({"k5": "A0"} | FAR)
    assert ai_for(ahead.game).evaluate(ahead, 0) > ai_for(level.game).evaluate(level, 0)
    assert rules.TARGETS[0] == range(8, 16) and CENTER_OF[9] == parse_square("e8")


def test_a_piece_ending_on_the_vacant_center_of_a_target_realm_captures_it() -> None:
    """'1) Any piece moved into a Target Realm whose Center is vacant immediately captures that
    Realm', also when the piece ends its move on that Center: the HQ replaces it there."""
    state = position({"e5": "A0", "k5": "A0"} | FAR)
    assert move("e5-e8") in state.capturing()
    state.apply(move("e5-e8"))
    assert code(state, "e8") == "H0" and state.scores() == [1.0, 0.0]


def test_a_realm_already_captured_is_not_captured_again() -> None:
    """A capture needs a vacant or enemy-occupied Center (rules 1-3): a piece that ends in a
    Target Realm holding its own HQ stays there as a piece, and the HQ stays on the Center."""
    for mover in ("C0", "A0"):
        state = position({"e5": mover, "e8": "H0", "k5": "A0"} | FAR)
        assert move("e5-e7") in state.legal_actions() and move("e5-e7") not in state.capturing()
        state.apply(move("e5-e7"))
        assert code(state, "e7") == mover and code(state, "e8") == "H0"
        assert state.scores() == [1.0, 0.0]


def test_max_turns_ends_in_a_draw() -> None:
    """Our addition (the notes' termination rule): a draw after max_turns turns."""
    state = realmkit.load("realm-modern(max_turns=2)").new_state(2, 0)
    state.apply(move("b2-b4"))
    assert not state.is_terminal()
    state.apply(move("b11-b9"))
    assert state.is_terminal() and state.result == DRAW and state.returns() == [0.0, 0.0]
