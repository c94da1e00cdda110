"""Positions of the Realm games: starting positions from JSON files, so that a real diagram can
replace the ones we designed, and positions in play written as a diagram, for studies, puzzles
and tests (`position`).

A position file is an object: {"source": "where it comes from", "pieces": [{"player": 0,
"kind": "power", "square": "e5", "facing": "N"}, ...]}; "facing" only for pieces that point.
The built-in files are in data/ beside this module and are named by game (e.g. "classic").
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, Protocol, TypeVar, runtime_checkable

from realmkit.core import Game, GameStringError, IllegalActionError, State
from realmkit.core.files import FileError, parse_json, read_json, shorten
from realmkit.games.realm.components import DIRECTION_NAMES, parse_square

POSITION_BYTES = 1024 * 1024


@dataclass(frozen=True)
class Placement:
    """One piece of a starting position."""

    player: int
    kind: str
    square: int
    facing: int | None = None


def read_position_file(name: str) -> dict[str, Any]:
    """The JSON of a built-in position (a bare name) or of a file path."""
    where = f"setup {shorten(name)}"
    try:
        if "/" not in name and not name.endswith(".json"):
            text = resources.files(__package__).joinpath("data", f"{name}.json").read_text("utf-8")
            data = parse_json(text, "the built-in position")
        else:
            data = read_json(name, "the file", POSITION_BYTES)
    except OSError as error:
        raise GameStringError(f"{where}: cannot read a position file: {error.strerror or error}") from None
    except FileError as error:
        raise GameStringError(f"{where}: cannot read a position file: {error}") from None
    if not isinstance(data, dict):
        raise GameStringError(f"{where}: expected a JSON object with 'source' and 'pieces'")
    return data


def load_position(name: str, kinds: Collection[str], facing_kinds: Collection[str] = ()) -> list[Placement]:
    """Read and check a starting position; errors name the first bad piece and what is allowed."""
    data = read_position_file(name)
    pieces = data.get("pieces")
    if not isinstance(data.get("source"), str) or not isinstance(pieces, list):
        raise GameStringError(f"setup {name!r}: expected 'source' (text) and 'pieces' (a list)")
    placements: list[Placement] = []
    seen: set[int] = set()
    for i, piece in enumerate(pieces):
        where = f"setup {name!r}: pieces[{i}]"
        if not isinstance(piece, dict):
            raise GameStringError(f"{where}: expected an object with player, kind, square")
        player, kind = piece.get("player"), piece.get("kind")
        if player not in (0, 1):
            raise GameStringError(f"{where}: player must be 0 or 1, not {player!r}")
        if kind not in kinds:
            raise GameStringError(f"{where}: kind {kind!r} is not one of {', '.join(sorted(kinds))}")
        try:
            square = parse_square(str(piece.get("square")))
        except IllegalActionError as error:
            raise GameStringError(f"{where}: {error}") from None
        if square in seen:
            raise GameStringError(f"{where}: square {piece['square']} holds two pieces")
        seen.add(square)
        facing = None
        if kind in facing_kinds:
            if piece.get("facing") not in DIRECTION_NAMES:
                raise GameStringError(f"{where}: facing must be one of {', '.join(DIRECTION_NAMES)}")
            facing = DIRECTION_NAMES.index(piece["facing"])
        placements.append(Placement(player, str(kind), square, facing))
    return placements


@runtime_checkable
class Diagrammed(Protocol):
    """A Realm position that a diagram can set: its pieces by square, written as on its text
    board, the seat to move, and the other fields of its play a diagram may give
    (`POSITION_FIELDS`)."""

    POSITION_FIELDS: tuple[str, ...]

    def set_position(self, pieces: Mapping[int, str], to_move: int) -> None: ...


S = TypeVar("S", bound=State[Any])


def position(game: Game[Any, S], pieces: Mapping[str, str], to_move: int = 0, seed: int = 0,
             **fields: object) -> S:
    """A position of a Realm game in play: `pieces` maps squares ("e5") to pieces written as on
    the game's text board (Classic "X" / "O" on Centers and "x" / "o", dislodged, on Border
    spaces; Medieval also "DX" / "DO"; Oriental "E", "M", "e", "m"; Modern "A", "C", "H" and
    small letters; the featured game "B", "P", "E^" ... "E*"), `to_move` is the seat to start
    a turn, and `fields` set other fields of the position by name (`POSITION_FIELDS` of its
    state: each must exist and keep its type; the lists hold integers). Bad input raises
    GameStringError naming it."""
    state = game.new_state(2, seed)
    if not isinstance(state, Diagrammed):
        raise GameStringError(f"{game} has no positions written as diagrams")
    allowed = state.POSITION_FIELDS
    if to_move not in (0, 1):
        raise GameStringError(f"to_move must be 0 or 1, not {shorten(to_move)}")
    squares: dict[int, str] = {}
    for name, text in pieces.items():
        try:
            squares[parse_square(name)] = text
        except IllegalActionError as error:
            raise GameStringError(str(error)) from None
    state.set_position(squares, to_move)
    for name, value in fields.items():
        current = getattr(state, name, None) if name in allowed else None
        if current is None or type(value) is not type(current):
            raise GameStringError(
                f"{name}={shorten(value)}: a {game.spec.title} position sets only "
                f"{', '.join(allowed) or 'its pieces'}, each to a value of its own type")
        if isinstance(value, list) and not all(type(item) is int for item in value):
            raise GameStringError(f"{name}={shorten(value)}: expected a list of integers")
        setattr(state, name, list(value) if isinstance(value, list) else value)
    return state
