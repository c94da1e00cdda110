"""realm/positions.position: every Realm game's positions written as a diagram, and its refusals
of what no position of the game holds."""

from __future__ import annotations

import pytest

import realmkit
from realmkit.core import GameStringError
from realmkit.games.realm.components import parse_square
from realmkit.games.realm.positions import position


@pytest.mark.parametrize(("game", "pieces"), [
    ("realm-classic", {"e5": "X", "k11": "O", "d4": "o"}),
    ("realm-medieval", {"e5": "DX", "k11": "O", "d4": "x"}),
    ("realm-oriental", {"e5": "E", "f5": "m"}),
    ("realm-modern", {"e5": "H", "f5": "c"}),
    ("realm", {"e5": "B", "f5": "e<", "d4": "P"}),
])
def test_a_diagram_is_read_back_from_the_text_board(game: str, pieces: dict[str, str]) -> None:
    """Each piece is written as the game's own text board shows it (two characters a cell)."""
    state = position(realmkit.load(game), pieces, to_move=1)
    assert state.current_player() == 1
    lines = state.render(None).splitlines()
    top = next(i for i, line in enumerate(lines) if line.split()[:2] == ["a", "b"])
    for name, text in pieces.items():
        row, column = divmod(parse_square(name), 12)
        line = lines[top + 1 + (11 - row) + (11 - row) // 3]
        at = 4 + 3 * column + 2 * (column // 3)
        assert line[at:at + 2] in (text, text.rjust(2), text.ljust(2)), (name, line[at:at + 2], text)


@pytest.mark.parametrize(("game", "pieces", "message"), [
    ("realm-classic", {"e5": "DX"}, "not a piece there"),
    ("realm-classic", {"d4": "X"}, "x or o"),
    ("realm-medieval", {"z9": "X"}, "not a square"),
    ("realm-oriental", {"e5": "Q"}, "not a piece: one of M, E"),
    ("realm-modern", {"e5": "x"}, "not a piece: one of A, C, H"),
    ("realm", {"e5": "P"}, "Bases stand on Centers"),
])
def test_a_piece_the_game_has_not_is_refused(game: str, pieces: dict[str, str], message: str) -> None:
    with pytest.raises(GameStringError, match=message):
        position(realmkit.load(game), pieces)


def test_only_the_listed_fields_may_be_set_each_to_its_own_type() -> None:
    game = realmkit.load("realm-medieval")
    assert position(game, {"e5": "X"}, off=[3, 1]).off == [3, 1]
    with pytest.raises(GameStringError, match="sets only turns, off, duke_run"):
        position(game, {"e5": "X"}, center=[0] * 16)
    with pytest.raises(GameStringError, match="sets only"):
        position(game, {"e5": "X"}, turns="3")
    with pytest.raises(GameStringError, match="a list of integers"):
        position(game, {"e5": "X"}, off=[3, "1"])
    with pytest.raises(GameStringError, match="to_move must be 0 or 1"):
        position(game, {"e5": "X"}, to_move=2)
