"""Modern Realm around the rules: setup files, notation, the integer encoding, the board."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import realmkit
from realmkit.core import GameStringError, IllegalActionError
from realmkit.games.realm.components import parse_square
from realmkit.games.realm.modern.actions import Dislodge
from realmkit.games.realm.modern.state import ModernState
from realmkit.games.realm.positions import position
from realmkit.games.realm.sliding import Move


def write_setup(tmp_path: Path, pieces: list[dict[str, object]]) -> str:
    path = tmp_path / "diagram.json"
    path.write_text(json.dumps({"source": "a test diagram", "pieces": pieces}), encoding="utf-8")
    return str(path)


def side(player: int, row: int) -> list[dict[str, object]]:
    return [
        {"player": player, "kind": "counter-agent" if col == "a" else "agent", "square": f"{col}{row}"}
        for col in "abcdefgh"
    ]


def test_a_setup_file_replaces_the_starting_position(tmp_path: Path) -> None:
    path = write_setup(tmp_path, side(0, 4) + side(1, 9))
    state = realmkit.load(f"realm-modern(setup={path})").new_state(2, 0)
    assert isinstance(state, ModernState)
    assert state.board[parse_square("a4")] == 1 and state.board[parse_square("h9")] == 3


def test_a_setup_file_needs_seven_agents_and_a_counter_agent_each(tmp_path: Path) -> None:
    path = write_setup(tmp_path, side(0, 4) + side(1, 9)[1:])
    wanted = r"Player 2 \(\"player\": 1\) has 0 counter-agent pieces; .* exactly 1"
    with pytest.raises(GameStringError, match=wanted):
        realmkit.load(f"realm-modern(setup={path})")


def test_a_setup_file_keeps_each_side_in_its_own_half(tmp_path: Path) -> None:
    """A player's starting Realms are the opponent's Target Realms: Realms 1-8 and 9-16."""
    path = write_setup(tmp_path, side(0, 7) + side(1, 10))
    with pytest.raises(GameStringError, match="counter-agent on a7 is outside his starting Realms 1-8"):
        realmkit.load(f"realm-modern(setup={path})")


def test_bad_setup_files_are_refused_with_the_reason(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(GameStringError, match="cannot read a position file"):
        realmkit.load(f"realm-modern(setup={bad})")
    path = write_setup(tmp_path, [{"player": 2, "kind": "agent", "square": "a1"}])
    with pytest.raises(GameStringError, match="player must be 0 or 1"):
        realmkit.load(f"realm-modern(setup={path})")


def test_notation_reads_moves_and_dislodging() -> None:
    game = realmkit.load("realm-modern")
    state = game.new_state(2, 0)
    assert game.parse_action(state, "E2-C2") == Move(parse_square("e2"), parse_square("c2"))
    assert str(Dislodge(parse_square("f9"))) == "dislodge f9"
    for text in ("dislodge f9", " DISLODGE  F9", "dislodgef9"):
        with pytest.raises(IllegalActionError, match="no piece is being dislodged"):
            game.parse_action(state, text)
    with pytest.raises(IllegalActionError, match="is not a square"):
        game.parse_action(state, "dislodge z9")
    with pytest.raises(IllegalActionError, match="it ends by itself"):
        game.parse_action(state, "end")
    with pytest.raises(IllegalActionError, match="write 'dislodge e5'"):
        game.parse_action(state, "dislodge")
    with pytest.raises(IllegalActionError, match="write the two squares"):
        game.parse_action(state, "e2")


def test_hqs_never_move() -> None:
    """'HQ's once placed on the board never move.'"""
    state = position(realmkit.load("realm-modern"), {"e8": "H", "a1": "A", "l12": "c"})
    with pytest.raises(IllegalActionError, match="HQs once placed on the board never move"):
        state.apply(Move(parse_square("e8"), parse_square("e7")))


def test_the_integer_encoding_is_a_bijection() -> None:
    game = realmkit.load("realm-modern")
    ids = range(game.num_distinct_actions())
    assert all(game.action_to_id(game.id_to_action(i)) == i for i in ids)
    with pytest.raises(IllegalActionError, match="out of range"):
        game.id_to_action(-1)


def test_the_board_shows_kinds_owners_immobile_agents_and_captures() -> None:
    pieces = {"d4": "A", "f6": "a", "e5": "a", "e2": "C", "e11": "c"}
    state = position(realmkit.load("realm-modern"), pieces)
    picture = state.render(0)
    assert "A#" in picture and "C " in picture and "c " in picture
    assert "Realms captured: Player 1 0/8, Player 2 0/8" in picture


def test_text_for_a_person_numbers_players_from_1_and_explains_realm_numbers() -> None:
    """The board legend maps Realm numbers to rows and columns; the outcome's reason numbers
    players from 1 like the board."""
    game = realmkit.load("realm-modern")
    assert "Realms 1-4: rows 1-3, from column a to l" in game.new_state(2, 0).render(0)
    hqs = {square: "H" for square in ("b8", "e8", "h8", "k8", "b11", "e11", "h11")}
    state = position(game, {**hqs, "l5": "A", "a1": "a"})
    state.apply(Move(parse_square("l5"), parse_square("l10")))
    outcome = state.observation(1)["outcome"]
    assert outcome["winners"] == [0]
    assert outcome["reason"] == ("Player 1 wins: occupied all eight of the Realm Centers on Player 2's "
                                 "side of the board")
    assert "Game over: Player 1 wins" in state.render(None)
