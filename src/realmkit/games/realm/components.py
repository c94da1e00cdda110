"""The Realm board: 144 spaces in 16 Realms of 3x3; the middle space of a Realm is its Center.

Squares are integers 0..143, `row * 12 + column`; a person types them as "e5" (columns a-l,
rows 1-12, row 1 on the first player's side). Realms are 0..15 in code, shown as 1..16:
Realm 1 holds a1-c3, Realm 4 holds j1-l3, Realm 16 holds j10-l12.
"""

from __future__ import annotations

from realmkit.core import IllegalActionError

SIZE = 12
SQUARES = SIZE * SIZE
REALMS = 16
COLUMNS = "abcdefghijkl"

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
DIRECTION_NAMES = ("N", "E", "S", "W")
STEPS = ((1, 0), (0, 1), (-1, 0), (0, -1))  # (row, column) step of each direction


def row_of(square: int) -> int:
    return square // SIZE


def column_of(square: int) -> int:
    return square % SIZE


def square_at(row: int, column: int) -> int:
    return row * SIZE + column


def square_name(square: int) -> str:
    return f"{COLUMNS[square % SIZE]}{square // SIZE + 1}"


def parse_square(text: str) -> int:
    """The square of a name like "e5"; raises IllegalActionError for anything else."""
    text = text.strip().lower()
    if len(text) >= 2 and text[0] in COLUMNS and text[1:].isdigit():
        row = int(text[1:])
        if 1 <= row <= SIZE:
            return square_at(row - 1, COLUMNS.index(text[0]))
    raise IllegalActionError(f"{text!r} is not a square: columns a-l, rows 1-12, as 'e5'")


REALM_OF: tuple[int, ...] = tuple((s // SIZE // 3) * 4 + (s % SIZE) // 3 for s in range(SQUARES))
REALM_SQUARES: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in range(SQUARES) if REALM_OF[s] == r) for r in range(REALMS)
)
CENTER_OF: tuple[int, ...] = tuple(squares[4] for squares in REALM_SQUARES)
IS_CENTER: tuple[bool, ...] = tuple(s in CENTER_OF for s in range(SQUARES))
BORDERS_OF: tuple[tuple[int, ...], ...] = tuple(
    tuple(s for s in squares if s != CENTER_OF[r]) for r, squares in enumerate(REALM_SQUARES)
)


def realm_row(realm: int) -> int:
    """The row of Realms (0..3, from the first player's side) a Realm lies in."""
    return realm // 4


def realm_column(realm: int) -> int:
    """The column of Realms (0..3, from the a-file) a Realm lies in."""
    return realm % 4


def realm_name(realm: int) -> str:
    return str(realm + 1)


def _step(square: int, direction: int) -> int:
    dr, dc = STEPS[direction]
    row, column = row_of(square) + dr, column_of(square) + dc
    return square_at(row, column) if 0 <= row < SIZE and 0 <= column < SIZE else -1


NEIGHBOR: tuple[tuple[int, ...], ...] = tuple(
    tuple(_step(s, d) for s in range(SQUARES)) for d in range(4)
)
"""NEIGHBOR[direction][square]: the next square that way, or -1 off the board."""

def _ray(square: int, direction: int) -> tuple[int, ...]:
    squares = []
    square = _step(square, direction)
    while square != -1:
        squares.append(square)
        square = _step(square, direction)
    return tuple(squares)


RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(_ray(s, d) for s in range(SQUARES)) for d in range(4)
)
"""RAYS[direction][square]: the squares from the next one to the board's edge, in order."""
