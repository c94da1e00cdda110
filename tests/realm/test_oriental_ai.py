"""Oriental Realm's hooks for the agents: the tactical evaluation and the playout policy."""

from __future__ import annotations

import random

import realmkit
from realmkit.core import ai_for
from realmkit.games.realm.components import REALM_OF, parse_square
from realmkit.games.realm.oriental import ai
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.positions import position as diagram
from realmkit.games.realm.sliding import Move

from .conftest import lettered


def position(
    pieces: dict[str, str], to_move: int = 0, game: str = "realm-oriental", **fields: object
) -> OrientalState:
    """A hand-made position: squares to "E0"/"M0" (player 0's Emperor/Mandarin) or "E1"/"M1";
    `fields` set other fields of the position (positions.position)."""
    return diagram(realmkit.load(game), lettered(pieces), to_move, **fields)


def move(text: str) -> Move:
    a, b = text.split("-")
    return Move(parse_square(a), parse_square(b))


# f5 (player 1) is pinned by f6 and f4 and has e5 taken: g5 is its last empty neighbour.
CLOSED_F5 = {"f5": "M1", "f6": "M0", "f4": "M0", "e5": "M0", "a1": "E0", "l12": "E1"}


def test_a_player_who_can_surround_at_once_is_valued_as_almost_won() -> None:
    mover = position(CLOSED_F5 | {"g9": "M0"}, to_move=0)
    waiting = position(CLOSED_F5 | {"g9": "M0"}, to_move=1)
    game = mover.game
    assert ai_for(game).evaluate(mover, 0) == ai.WIN_NOW
    assert ai_for(game).evaluate(mover, 1) == -ai.WIN_NOW
    assert 0 < ai_for(game).evaluate(waiting, 0) < ai.WIN_NOW


def test_a_surrounding_needs_a_piece_that_can_move_this_turn() -> None:
    """Mid-turn only the pieces that began the turn in its Realm may still move: g9 is not one."""
    state = position(CLOSED_F5 | {"g9": "M0", "b2": "M0"}, to_move=0,
                     turn_realm=REALM_OF[parse_square("b2")], eligible=[parse_square("b2")])
    assert ai_for(state.game).evaluate(state, 0) < ai.WIN_NOW
    closing = [ai.closers(state.board, {parse_square("f5")}, parse_square("g5"), 0)]
    assert ai.closing_pick(closing, state.eligible) is None
    assert ai.closing_pick(closing) == (parse_square("g9"),)


def test_a_piece_beside_the_group_does_not_close_it() -> None:
    """g6 touches f6: moving it to g5 would leave g6 empty beside the group."""
    state = position({"f5": "M1", "f6": "M1", "f7": "M0", "f4": "M0", "e5": "M0", "e6": "M0",
                      "g6": "M0", "a1": "E0", "l12": "E1"})
    assert ai.closers(state.board, {parse_square("f5"), parse_square("f6")}, parse_square("g5"), 0) == []
    assert ai_for(state.game).evaluate(state, 0) < ai.WIN_NOW
    state.apply(move("g6-g5"))
    assert not state.is_terminal()


def test_a_group_the_opponent_can_close_next_move_is_a_threat() -> None:
    """The same pieces, but g9 can reach g5 and h9 cannot: the threatened side is worse off."""
    threatened = position(CLOSED_F5 | {"g9": "M0"}, to_move=1)
    safe = position(CLOSED_F5 | {"h9": "M0"}, to_move=1)
    game = safe.game
    assert ai_for(game).evaluate(threatened, 1) < ai_for(game).evaluate(safe, 1) - 0.3


def test_the_remembered_value_follows_the_position() -> None:
    state = position({"f5": "M1", "f6": "M0", "e5": "M0", "a4": "M0", "a1": "E0", "l12": "E1"})
    game = state.game
    before = ai_for(game).evaluate(state, 0)
    assert ai_for(game).evaluate(state, 1) == -before
    state.apply(move("a4-f4"))
    after = ai_for(game).evaluate(state, 0)
    assert after == ai.evaluate_board(state.board, state.to_move, None, 0)
    assert after > before


def test_the_rollout_saves_a_threatened_group_by_standing_in_the_way() -> None:
    """f5 cannot move (pinned) and g9 threatens to close g5: a7-g7 blocks the line."""
    state = position(CLOSED_F5 | {"g9": "M0", "a7": "M1"}, to_move=1)
    chosen = [ai_for(state.game).rollout_action(state, random.Random(seed)) for seed in range(60)]
    assert sum(1 for action in chosen if action == move("a7-g7")) >= 35


def test_the_rollout_prefers_pinning_an_enemy_mandarin() -> None:
    """a4-f4 and g1-g5 both fill an empty neighbour of f5; only a4-f4 pins it (f6 is ours)."""
    state = position({"f5": "M1", "f6": "M0", "a4": "M0", "g1": "M0", "l1": "E0", "l12": "E1"})
    chosen = [ai_for(state.game).rollout_action(state, random.Random(seed)) for seed in range(100)]
    assert sum(1 for action in chosen if action == move("a4-f4")) >= 60


def test_the_rollout_avoids_stopping_where_it_would_be_pinned() -> None:
    """d9-d5 presses both c5 and e5 but would stand pinned between them; f9-f5 presses e5."""
    state = position({"e5": "E1", "c5": "M1", "d9": "M0", "f9": "M0", "a1": "E0"})
    chosen = [ai_for(state.game).rollout_action(state, random.Random(seed)) for seed in range(100)]
    assert sum(1 for action in chosen if action == move("f9-f5")) >= 60
    assert sum(1 for action in chosen if action == move("d9-d5")) < 10


# f5 (player 1) is pinned by e5 and g5; f6 and f4 are left, reachable from f9 and f1.
PINNED_F5 = {"f5": "M1", "e5": "M0", "g5": "M0", "a1": "E0", "l12": "E1"}


def test_two_pieces_of_one_realm_that_close_a_group_in_one_turn_are_almost_won() -> None:
    """A turn moves any or all pieces of one Realm: d6 and d4 (Realm 6) fill f6 and f4 in
    turn; f9 and f1 (Realms 11 and 3) need two turns."""
    one_realm = position(PINNED_F5 | {"d6": "M0", "d4": "M0"}, to_move=0)
    two_realms = position(PINNED_F5 | {"f9": "M0", "f1": "M0"}, to_move=0)
    game = one_realm.game
    assert REALM_OF[parse_square("d6")] == REALM_OF[parse_square("d4")]
    assert REALM_OF[parse_square("f9")] != REALM_OF[parse_square("f1")]
    assert ai_for(game).evaluate(one_realm, 0) == ai.WIN_NOW
    assert ai_for(game).evaluate(two_realms, 0) < ai.WIN_NOW
    assert ai_for(game).evaluate(two_realms, 1) < -0.3


def test_the_rollout_starts_and_finishes_a_one_turn_surrounding() -> None:
    state = position(PINNED_F5 | {"d6": "M0", "d4": "M0"}, to_move=0)
    for seed in range(20):
        first = ai_for(state.game).rollout_action(state, random.Random(seed))
        assert first in (move("d6-f6"), move("d4-f4"))
        after = state.clone()
        after.apply(first)
        after.apply(ai_for(after.game).rollout_action(after, random.Random(seed)))
        assert after.is_terminal() and after.returns() == [1.0, -1.0]


def test_while_pieces_are_placed_nobody_can_surround_yet() -> None:
    """Placement variation: the player to place cannot move g9, but the threat on f5 counts."""
    state = position(CLOSED_F5 | {"g9": "M0"}, game="realm-oriental(placement=true)")
    assert state.placing
    assert 0 < ai_for(state.game).evaluate(state, 0) < ai.WIN_NOW
