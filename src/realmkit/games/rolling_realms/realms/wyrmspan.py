"""Wyrmspan: a # goes in the leftmost empty cavern of a row, the row ascending left to right."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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


class Wyrmspan(Realm):
    """USAGE: Write a # in the leftmost empty cavern in any row to gain the resource. In every
    row, the numbers must ascend left to right (equals are allowed).
    SCORING: Score 1 star per completed row. For completed columns, score 1 star if you meet
    their specific goal. Left: all #s in the column are different. Middle: all #s in the column
    are the same. Right: the #s in the column are increasing, top to bottom (equals allowed)."""

    id = "wyrmspan"
    title = "Wyrmspan"
    layout = load_layout(__file__)
    caverns = tuple(tuple(benefit(cavern) for cavern in row) for row in layout["caverns"])
    rows = len(caverns)
    width = len(caverns[0])
    size = rows * width
    """marks: the # written in each cavern, row by row, top row first (0: empty)."""
    parts = mark_parts(caverns=rows * width)

    def labels(self) -> list[str]:
        return [f"wyrmspan row {r + 1}" for r in range(self.rows)]

    def _leftmost(self, marks: list[int], row: int) -> int | None:
        cells = marks[row * self.width:(row + 1) * self.width]
        return cells.index(0) if 0 in cells else None

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        out = []
        for r in range(self.rows):
            column = self._leftmost(marks, r)
            if column is not None and (column == 0 or marks[r * self.width + column - 1] <= die.value):
                out.append(f"wyrmspan row {r + 1}")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        r = int(use.rsplit(" ", 1)[1]) - 1
        column = self._leftmost(marks, r)
        assert column is not None  # options offered only rows with an empty cavern
        marks[r * self.width + column] = die.value
        grant(state, self.caverns[r][column])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        score = sum(1 for r in range(self.rows) if all(marks[r * self.width:(r + 1) * self.width]))
        left, middle, right = (marks[c::self.width] for c in range(self.width))
        if all(left) and len(set(left)) == len(left):
            score += 1
        if all(middle) and len(set(middle)) == 1:
            score += 1
        if all(right) and right == sorted(right):
            score += 1
        return score

    def draw(self, marks: list[int]) -> list[str]:
        return [" ".join(f"[{marks[r * self.width + c] or benefit_text(self.caverns[r][c]):>2}]"
                         for c in range(self.width)) for r in range(self.rows)] + [
            "(rows ascend left to right; columns: left different, middle same, right ascending down)"]
