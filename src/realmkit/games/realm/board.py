"""The Realm board: 144 spaces in 16 Realms of 3x3; the middle space of a Realm is its Center.

Squares are integers 0..143, `row * 12 + column`; a person types them as "e5" (columns a-l,
rows 1-12, row 1 on the first player's side). Realms are 0..15 in code, shown as 1..16:
Realm 1 holds a1-c3, Realm 4 holds j1-l3, Realm 16 holds j10-l12.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

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


def render_board(
    piece_at: Callable[[int], str],
    realm_label: Mapping[int, str] | None = None,
) -> str:
    """A text board: `piece_at(square)` gives a 2-character cell ('' for an empty space).

    Empty Centers show as '()', empty Border spaces as ' .'; Realms are separated by lines,
    and `realm_label` adds a note per Realm (such as who controls it) beside each row.
    """
    labels = realm_label or {}
    header = [f" {c}" for c in COLUMNS]
    for separator in (9, 6, 3):
        header.insert(separator, " ")
    lines = ["    " + " ".join(header)]
    for row in range(SIZE - 1, -1, -1):
        cells = []
        for column in range(SIZE):
            square = square_at(row, column)
            cell = piece_at(square) or ("()" if IS_CENTER[square] else " .")
            cells.append(cell)
            if column % 3 == 2 and column != SIZE - 1:
                cells.append("|")
        line = f"{row + 1:>2}  " + " ".join(cells)
        if row % 3 == 1:
            notes = [
                f"R{r + 1}:{labels[r]}" for r in range(row // 3 * 4, row // 3 * 4 + 4) if r in labels
            ]
            line += "   " + " ".join(notes) if notes else ""
        lines.append(line)
        if row % 3 == 0 and row != 0:
            lines.append("    " + "+".join(["-" * 9] * 4))
    return "\n".join(lines)
