"""Oriental Realm around the rules: setup files, notation, the integer encoding, the board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import realmkit
from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.realm.components import parse_square
from realmkit.games.realm.oriental.actions import Place
from realmkit.games.realm.oriental.state import OrientalState
from realmkit.games.realm.positions import position
from realmkit.games.realm.sliding import END_TURN, Move


def write_setup(tmp_path: Path, pieces: list[dict[str, object]]) -> str:
    path = tmp_path / "diagram.json"
    path.write_text(json.dumps({"source": "a test diagram", "pieces": pieces}), encoding="utf-8")
    return str(path)


def full_side(player: int, row: int) -> list[dict[str, object]]:
    return [
        {"player": player, "kind": "emperor" if col == "a" else "mandarin", "square": f"{col}{row}"}
        for col in "abcdefgh"
    ]


def test_a_setup_file_replaces_the_starting_position(tmp_path: Path) -> None:
    path = write_setup(tmp_path, full_side(0, 3) + full_side(1, 10))
    state = realmkit.load(f"realm-oriental(setup={path})").new_state(2, 0)
    assert isinstance(state, OrientalState)
    assert state.board[parse_square("a3")] == 1 and state.board[parse_square("h10")] == 2


def test_a_setup_file_needs_one_emperor_and_seven_mandarins_each(tmp_path: Path) -> None:
    path = write_setup(tmp_path, full_side(0, 3) + full_side(1, 10)[:7])
    wanted = r"Player 2 \(\"player\": 1\) has 6 mandarin pieces; this game needs exactly 7"
    with pytest.raises(GameStringError, match=wanted):
        realmkit.load(f"realm-oriental(setup={path})")


def test_a_setup_file_may_not_start_with_a_surrounded_piece(tmp_path: Path) -> None:
    pieces = full_side(0, 3) + full_side(1, 10)
    pieces[7]["square"] = "a1"
    pieces[-1]["square"] = "a2"
    pieces[-2]["square"] = "b1"
    path = write_setup(tmp_path, pieces)
    with pytest.raises(GameStringError, match="a1 are already completely surrounded"):
        realmkit.load(f"realm-oriental(setup={path})")


def test_bad_setup_files_are_refused_with_the_reason(tmp_path: Path) -> None:
    with pytest.raises(GameStringError, match="cannot read a position file"):
        realmkit.load(f"realm-oriental(setup={tmp_path / 'missing.json'})")
    path = write_setup(tmp_path, [{"player": 0, "kind": "power", "square": "a1"}])
    with pytest.raises(GameStringError, match="kind 'power' is not one of emperor, mandarin"):
        realmkit.load(f"realm-oriental(setup={path})")


def test_placement_takes_no_setup_file() -> None:
    with pytest.raises(GameStringError, match="placement=true starts from an empty board"):
        realmkit.load("realm-oriental(placement=true,setup=other.json)")


def test_notation_reads_moves_end_and_placements() -> None:
    game = realmkit.load("realm-oriental")
    state = game.new_state(2, 0)
    assert game.parse_action(state, " B2-b4 ") == Move(parse_square("b2"), parse_square("b4"))
    for text in ("b2-c2", "b11-b10", "c2-d2", "b10-b11", "e2-e3"):
        state.apply(game.parse_action(state, text))
    assert game.parse_action(state, "END") == END_TURN
    with pytest.raises(IllegalActionError, match="write the two squares as 'e5-e9'"):
        game.parse_action(state, "e2e3")
    with pytest.raises(IllegalActionError, match="is not a square"):
        game.parse_action(state, "e2-z9")
    placing = realmkit.load("realm-oriental(placement=true)")
    start = placing.new_state(2, 0)
    mandarin = Place(0, parse_square("e5"))
    assert placing.parse_action(start, "m@e5") == placing.parse_action(start, " M @ E5") == mandarin
    with pytest.raises(IllegalActionError, match="is not a square"):
        placing.parse_action(start, "M@z9")
    assert str(Place(1, parse_square("e5"))) == "E@e5"
    with pytest.raises(IllegalActionError, match="place 'E@e5'"):
        placing.parse_action(start, "X@e5")


def test_a_piece_of_the_other_player_is_refused() -> None:
    game = realmkit.load("realm-oriental")
    state = game.new_state(2, 0)
    with pytest.raises(IllegalActionError, match="no piece of yours on b8"):
        state.apply(Move(parse_square("b8"), parse_square("b7")))
    assert state.history == [] and state.current_player() == 0


def test_the_integer_encoding_is_a_bijection() -> None:
    game = realmkit.load("realm-oriental")
    ids = range(game.num_distinct_actions())
    assert all(game.action_to_id(game.id_to_action(i)) == i for i in ids)
    assert len({game.id_to_action(i) for i in ids}) == game.num_distinct_actions()
    with pytest.raises(IllegalActionError, match="out of range"):
        game.id_to_action(game.num_distinct_actions())


def test_the_board_shows_pieces_owners_and_pins() -> None:
    state = realmkit.load("realm-oriental").new_state(2, 0)
    picture = state.render(0)
    assert "E " in picture and "e " in picture and "M " in picture
    assert "Turn 1: Player 1 to move" in picture, "the terminal numbers players from 1"


def test_text_for_a_person_numbers_players_from_1_and_explains_realm_numbers() -> None:
    """The board legend maps Realm numbers to rows and columns; the outcome's reason numbers
    players from 1 like the board."""
    game = realmkit.load("realm-oriental")
    assert "Realms 1-4: rows 1-3, from column a to l" in game.new_state(2, 0).render(0)
    state = position(game, {"a1": "m", "a2": "M", "c1": "M", "l12": "e", "l1": "E"})
    state.apply(Move(parse_square("c1"), parse_square("b1")))
    outcome = state.observation(1)["outcome"]
    assert outcome["winners"] == [0]
    assert outcome["reason"] == "Player 1 wins: completely surrounded Player 2's Mandarin on a1"
    assert "Game over: Player 1 wins" in state.render(None)
