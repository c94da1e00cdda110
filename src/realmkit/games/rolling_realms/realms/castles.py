"""Between Two Castles: fill columns from the bottom up, each number lower than the one below."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    Benefit,
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

DOOR = 7
""""The doors are considered filled": a door holds a value above every die, so any number
may go right above it."""


class Column:
    """One column of a castle: its squares in `marks` (bottom first) and its bonus."""

    def __init__(self, castle: int, start: int, height: int, door: bool, bonus: Benefit) -> None:
        self.castle, self.start, self.height, self.door, self.bonus = castle, start, height, door, bonus
        self.squares = range(start, start + height)


class BetweenTwoCastles(Realm):
    """USAGE: Use a # to fill a square. In every column, fill squares with numbers from the
    bottom up; numbers on top must be lower than those below. When you complete a column, gain
    the resource(s) noted at the top of the column. The doors are considered filled.
    SCORING: Score 1 star per completed row (not column!) in a castle."""

    id = "castles"
    title = "Between Two Castles"
    layout = load_layout(__file__)
    size = sum(column["height"] for columns in layout["castles"] for column in columns)
    parts = mark_parts(squares=size)

    def __init__(self) -> None:
        self.columns: list[Column] = []
        start = 0
        for castle, columns in enumerate(self.layout["castles"]):
            for column in columns:
                self.columns.append(Column(castle, start, column["height"], column["door"],
                                           benefit(column["bonus"])))
                start += column["height"]

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        for column in self.columns:
            if column.door:
                marks[column.start] = DOOR
        return marks

    def labels(self) -> list[str]:
        return [f"castles column {n + 1}" for n in range(len(self.columns))]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Each column whose next square (bottom up) may take this number."""
        out = []
        for n, column in enumerate(self.columns):
            for square in column.squares:
                if marks[square] == 0:
                    if square == column.start or marks[square - 1] > die.value:
                        out.append(f"castles column {n + 1}")
                    break
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        column = self.columns[int(use.rsplit(" ", 1)[1]) - 1]
        square = next(s for s in column.squares if marks[s] == 0)
        marks[square] = die.value
        if square == column.squares[-1]:
            grant(state, column.bonus)

    def rows(self) -> list[list[int]]:
        """The rows of each castle: floor by floor, the squares of the columns that reach it."""
        out = []
        for castle in range(len(self.layout["castles"])):
            columns = [c for c in self.columns if c.castle == castle]
            for floor in range(max(c.height for c in columns)):
                out.append([c.start + floor for c in columns if c.height > floor])
        return out

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(all(marks[s] for s in row) for row in self.rows())

    def draw(self, marks: list[int]) -> list[str]:
        top = max(c.height for c in self.columns)
        lines = []
        header = []
        for column in self.columns:
            header.append(f"{benefit_text(column.bonus):>3}")
        lines.append(" ".join(header[:3]) + "   " + " ".join(header[3:]) + "  (column bonuses; D door)")
        for floor in reversed(range(top)):
            cells = []
            for n, column in enumerate(self.columns):
                if n and column.castle != self.columns[n - 1].castle:
                    cells.append(" |")
                if floor >= column.height:
                    cells.append("   ")
                else:
                    value = marks[column.start + floor]
                    cells.append("[D]" if value == DOOR else f"[{value or ' '}]")
            lines.append(" ".join(cells))
        return lines
