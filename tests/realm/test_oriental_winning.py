"""Oriental Realm: winning by surrounding pieces and groups, the draw, the warning option."""

from __future__ import annotations

import random

import realmkit
from realmkit.core import ai_for
from realmkit.games.realm.components import parse_square, square_name
from realmkit.games.realm.oriental import rules
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.positions import position as diagram
from realmkit.games.realm.sliding import DRAW, END_TURN, Move

from .conftest import lettered


def position(pieces: dict[str, str], to_move: int = 0, game: str = "realm-oriental") -> OrientalState:
    """A hand-made position: squares to "E0"/"M0" (player 0's Emperor/Mandarin) or "E1"/"M1"."""
    return diagram(realmkit.load(game), lettered(pieces), to_move)


def move(text: str) -> Move:
    a, b = text.split("-")
    return Move(parse_square(a), parse_square(b))


def test_four_pieces_around_a_mandarin_win_even_from_adjacent_realms() -> None:
    """'...completely surrounds his opponent's Mandarin or Emperor on its four horizontal and
    vertical spaces, regardless of whether the attacking pieces are in the same or an adjacent
    Realm.' (f5 is in Realm 6, g5 in Realm 7.)"""
    state = position({"f5": "M1", "f6": "M0", "f4": "M0", "e5": "M0", "g8": "M0", "a1": "E0", "l12": "E1"})
    assert not state.is_terminal()
    state.apply(move("g8-g5"))
    assert state.is_terminal() and state.returns() == [1.0, -1.0]
    assert state.outcome().reason == "Player 1 wins: completely surrounded Player 2's Mandarin on f5"


def test_the_emperor_can_be_surrounded_too() -> None:
    state = position({"f5": "E1", "f6": "M0", "f4": "M0", "e5": "M0", "g8": "M0", "a1": "E0"})
    state.apply(move("g8-g5"))
    assert state.returns() == [1.0, -1.0]


def test_three_pieces_are_enough_along_a_side_and_two_in_a_corner() -> None:
    """'Along the board's sides, either two or three are sufficient.'"""
    side = position({"a5": "M1", "a6": "M0", "a4": "M0", "d5": "M0", "l1": "E0", "l12": "E1"})
    side.apply(move("d5-b5"))
    assert side.returns() == [1.0, -1.0]
    corner = position({"a1": "M1", "a2": "M0", "d1": "M0", "l1": "E0", "l12": "E1"})
    corner.apply(move("d1-b1"))
    assert corner.returns() == [1.0, -1.0]


def test_three_pieces_do_not_surround_in_the_open() -> None:
    state = position({"f5": "M1", "f6": "M0", "f4": "M0", "g8": "M0", "a1": "E0", "l12": "E1"})
    state.apply(move("g8-g5"))
    assert not state.is_terminal()


def test_a_connected_group_surrounded_on_all_sides_is_won() -> None:
    """'Sometimes a game is won by surrounding a connected group of enemy pieces... complete if
    such a group is surrounded on all adjacent horizontal and vertical spaces.'"""
    group = {"e5": "M1", "f5": "M1"}
    ring = {s: "M0" for s in ("d5", "e6", "f6", "e4", "f4")}
    state = position(group | ring | {"g9": "M0", "a1": "E0", "l12": "E1"})
    assert not state.is_terminal()
    state.apply(move("g9-g5"))
    assert state.returns() == [1.0, -1.0]
    assert state.outcome().reason == "Player 1 wins: completely surrounded Player 2's group on e5, f5"


def test_a_group_with_one_open_space_is_not_surrounded() -> None:
    group = {"e5": "M1", "f5": "M1", "f6": "M1"}
    ring = {s: "M0" for s in ("d5", "e6", "e4", "f4", "g5", "g6")}
    state = position(group | ring | {"k1": "M0", "a1": "E0", "l12": "E1"})
    state.apply(move("k1-k2"))
    assert not state.is_terminal()
    assert rules.group(state.board, parse_square("e5"))[1] == {parse_square("f7")}


def test_a_moved_piece_always_leaves_an_empty_space_behind_it() -> None:
    """Why a player can never close his own group: the space a piece came from is empty."""
    state = position({"e5": "M1", "d6": "M1", "f6": "M1", "e9": "M0", "a1": "E0", "l12": "E1"})
    state.apply(move("e9-e6"))
    assert not state.is_terminal()
    assert rules.group(state.board, parse_square("e6"))[1] == {parse_square("e7")}


def test_a_win_ends_the_game_in_the_middle_of_a_turn() -> None:
    """Surrounding is resolved after each single piece: no further piece moves."""
    state = position({"f5": "M1", "f6": "M0", "f4": "M0", "e5": "M0", "h5": "M0", "g6": "M0",
                      "a1": "E0", "l12": "E1"})
    state.apply(move("h5-g5"))
    assert state.is_terminal() and state.legal_actions() == []


def stalemate_board() -> dict[str, str]:
    """A hand-made full board (more pieces than a real game has): around the empty e5 every
    piece of player 0 is pinned, around the empty i9 every piece of player 1, and every other
    piece is boxed in; every group still has an empty neighbour."""
    pieces = {square_name(s): "M0" for s in range(144)}
    for name in ("c4", "c6", "d4", "d6", "d7", "e7", "f7", "f4", "f6", "g4", "g5", "g6",
                 "g7", "h7", "i7", "i8", "h9", "j9", "i10"):
        pieces[name] = "M1"
    pieces["c5"] = "E1"
    pieces["a12"] = "E0"
    del pieces["e5"], pieces["i9"]
    return pieces


def test_the_stalemate_board_is_a_position_where_nothing_moves() -> None:
    state = position(stalemate_board())
    assert all(libs for p in (0, 1) for _, libs in rules.groups(state.board, p))
    assert not rules.player_can_move(state.board, 0) and not rules.player_can_move(state.board, 1)


def before_stalemate() -> dict[str, str]:
    """The stalemate board with e4 still empty and a free Mandarin of player 0 on e5."""
    pieces = stalemate_board()
    pieces["e5"] = "M0"
    del pieces["e4"]
    return pieces


def test_a_player_who_cannot_move_is_passed_over() -> None:
    """Our reading when only one side is blocked: the other side moves again."""
    state = position(before_stalemate())
    assert not rules.player_can_move(state.board, 1)
    state.apply(move("e3-e4"))
    state.apply(END_TURN)
    assert state.current_player() == 0 and state.turns == 1


def test_a_draw_when_no_piece_can_move() -> None:
    """'A draw exists if no piece can move (all are mutually blocked and pinned).'"""
    state = position(before_stalemate())
    state.apply(move("e5-e4"))
    assert state.is_terminal() and state.result == DRAW
    assert state.returns() == [0.0, 0.0]
    assert state.outcome().reason == "draw: no piece can move"


def test_the_warning_option_names_pieces_that_can_be_surrounded_next_turn() -> None:
    """'...an opponent will always be warned when a piece of his can be completely surrounded
    on his next turn': two Mandarins of Realm 7 (g4 and g6) can close f5 in one turn."""
    pieces = {"f5": "M1", "f6": "M0", "e5": "M0", "g4": "M0", "g6": "M0", "a12": "E0", "l12": "E1",
              "k11": "M1"}
    state = position(pieces, to_move=1, game="realm-oriental(warning=true)")
    assert state.warnings() == [parse_square("f5")]
    assert state.observation(1)["warnings"] == ["f5"]
    assert "Warning" in state.render(1)
    quiet = position(pieces, to_move=1)
    assert "warnings" not in quiet.observation(1)


def test_no_warning_when_the_closing_pieces_are_in_different_realms() -> None:
    """One turn moves pieces of one Realm only: f4 and g5 need pieces of Realms 2 and 7."""
    pieces = {"f5": "M1", "f6": "M0", "e5": "M0", "f1": "M0", "i5": "M0", "a12": "E0", "l12": "E1"}
    state = position(pieces, to_move=1, game="realm-oriental(warning=true)")
    assert state.warnings() == []


def test_the_rollout_takes_a_winning_move() -> None:
    state = position({"f5": "M1", "f6": "M0", "f4": "M0", "e5": "M0", "g8": "M0", "a1": "E0", "l12": "E1"})
    rng = random.Random(0)
    assert ai_for(state.game).rollout_action(state, rng) == move("g8-g5")


def test_evaluation_prefers_pressure_on_enemy_groups() -> None:
    loose = position({"f5": "M1", "b9": "M0", "a1": "E0", "l12": "E1"})
    tight = position({"f5": "M1", "f6": "M0", "f4": "M0", "a1": "E0", "l12": "E1"})
    assert ai_for(tight.game).evaluate(tight, 0) > ai_for(loose.game).evaluate(loose, 0)
    assert ai_for(tight.game).evaluate(tight, 1) < 0


def test_the_rollout_mostly_presses_the_most_exposed_enemy_piece() -> None:
    """The playout policy prefers filling an empty neighbour of an enemy group with few left:
    d4-a4 leaves a5 one (a6 is beside a5 already, so its moves free a space); h9-h10 only
    presses the Emperor on g10, which has four."""
    state = position({"a5": "M1", "a6": "M0", "d4": "M0", "h9": "M0", "l1": "E0", "g10": "E1"})
    chosen = [ai_for(state.game).rollout_action(state, random.Random(seed)) for seed in range(60)]
    assert sum(1 for action in chosen if action == move("d4-a4")) >= 30
    assert len(state.legal_actions()) > 40


def test_the_warning_counts_only_pieces_that_are_not_pinned() -> None:
    """Warning Option with 'A Mandarin may not move if pinned': h4 could close f4 and g6 could
    close g5, both in Realm 7, but h4 is pinned by h3 and h5, so f5 cannot be surrounded."""
    pieces = {"f5": "M1", "f6": "M0", "e5": "M0", "e4": "M0", "h4": "M0", "g6": "M0",
              "a12": "E0", "l12": "E1", "h3": "M1", "h5": "M1"}
    state = position(pieces, to_move=1, game="realm-oriental(warning=true)")
    assert state.warnings() == []
    del pieces["h3"]
    unpinned = position(pieces, to_move=1, game="realm-oriental(warning=true)")
    assert unpinned.warnings() == [parse_square("f5")]
