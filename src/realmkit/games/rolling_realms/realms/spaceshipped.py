"""SpaceShipped: a # goes in the next set's top box, which copies the previous set's top two
numbers; the set's sum gives its benefit."""

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
    from realmkit.games.rolling_realms.components import Benefit
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

WRITE = "spaceshipped write"


class SpaceShipped(Realm):
    """USAGE: Use a # to write it in the top (white) box of the leftmost empty set (top row
    first). This is the current set for the rest of this activation. Copy the top 2 numbers from
    the previous column (following the arrows). Now add up the three numbers in the current set
    and gain benefits based on that sum.
    SCORING: Score stars as benefits for creating sets of 11, 12, or 13."""

    id = "spaceshipped"
    title = "SpaceShipped"
    layout = load_layout(__file__)
    per_row: int = layout["sets_per_row"]
    size = layout["rows"] * per_row
    """marks: the # written in each set's top box, in the arrows' order (0: empty)."""
    parts = mark_parts(sets=layout["rows"] * per_row)
    start = tuple(layout["start"])
    sums = tuple((row["low"], row["high"], benefit(row["benefit"])) for row in layout["sums"])

    def labels(self) -> list[str]:
        return [WRITE]

    def numbers(self, marks: list[int], k: int) -> tuple[int, int, int]:
        """Set k's three numbers: its top box, then the previous set's top two (the start column
        before the first set)."""
        chain = [self.start[1], self.start[0], *marks]
        return chain[k + 2], chain[k + 1], chain[k]

    def benefit_of(self, total: int) -> Benefit:
        return next(gains for low, high, gains in self.sums if low <= total <= high)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [WRITE] if 0 in marks else []

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = marks.index(0)
        marks[k] = die.value
        grant(state, self.benefit_of(sum(self.numbers(marks, k))))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(self.benefit_of(sum(self.numbers(marks, k))).count((STAR,))
                   for k in range(self.size) if marks[k])

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row in range(self.size // self.per_row):
            cells = []
            for k in range(row * self.per_row, (row + 1) * self.per_row):
                shown = "/".join(map(str, self.numbers(marks, k))) if marks[k] else " / / "
                cells.append(f"[{shown}]")
            lines.append(" > ".join(cells))
        legend = ", ".join(f"{low}-{high}: {benefit_text(gains)}" for low, high, gains in self.sums)
        return [f"start {self.start[0]}/{self.start[1]}", *lines, f"sums {legend}"]
