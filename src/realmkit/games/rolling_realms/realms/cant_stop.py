"""Can't Stop: climb a column triangle by triangle; stop in it to collect everything outlined."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    STAR,
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

STOPPED = 100
"""A column's mark: triangles outlined, plus STOPPED once "stop" is marked."""


class CantStop(Realm):
    """USAGE: Use a # to outline the bottommost triangle in the matching column, if you haven't
    marked "stop" yet in that column. Don't gain any benefits yet.
    After marking a triangle, you may choose to stop. To do so, mark "stop" in that column and
    immediately gain all outlined benefits from that column. You can only stop in a column you
    are activating.
    SCORING: Score marked stars from the columns where you stopped. You can never score more than
    6 stars."""

    id = "cant-stop"
    title = "Can't Stop"
    layout = load_layout(__file__)
    columns = tuple([benefit(t) for t in column] for column in layout["columns_bottom_up"])
    size = len(columns)
    parts = mark_parts(columns=len(columns))

    def labels(self) -> list[str]:
        return ["cant-stop climb", "cant-stop climb and stop"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Climbing needs a triangle left; stopping is offered with the climb (the player stops
        "after marking a triangle" in the column being activated)."""
        k = die.value - 1
        if marks[k] >= STOPPED or marks[k] == len(self.columns[k]):
            return []
        return ["cant-stop climb", "cant-stop climb and stop"]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = die.value - 1
        marks[k] += 1
        if use == "cant-stop climb and stop":
            for triangle in self.columns[k][: marks[k]]:
                grant(state, triangle)
            marks[k] += STOPPED

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(
            1
            for k, column in enumerate(self.columns) if marks[k] >= STOPPED
            for triangle in column[: marks[k] - STOPPED] if (STAR,) in triangle
        )

    def draw(self, marks: list[int]) -> list[str]:
        height = max(len(c) for c in self.columns)
        lines = []
        for level in reversed(range(height)):
            cells = []
            for k, column in enumerate(self.columns):
                if level >= len(column):
                    cells.append("    ")
                else:
                    climbed = marks[k] % STOPPED
                    cells.append(f"[{'^' if level < climbed else ' '}{benefit_text(column[level]):>1}]")
            lines.append(" ".join(cells))
        feet = " ".join(f" {k + 1}{'S' if marks[k] >= STOPPED else ' '} " for k in range(len(self.columns)))
        lines.append(feet + " (^ outlined, S stopped)")
        return lines
