"""Apiary: outline bees in the leftmost empty column, then age all active bees at once."""

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

STRONGEST = 4
"""Bees have strength 1-4; a strength 4 bee hibernating scores a star."""


class Apiary(Realm):
    """USAGE: Use a 1-4 to outline a matching bee in the leftmost empty column.
    Alternatively, you can use any # to age all active bees. To age bees, mark each outlined hex,
    outline the hex (or hibernation symbol) below, and gain the benefit in between.
    SCORING: Score 1 star per strength 4 bee that ages into hibernation."""

    id = "apiary"
    title = "Apiary"
    layout = load_layout(__file__)
    columns: int = layout["columns"]
    steps = tuple(benefit(step) for step in layout["steps"])
    size = 2 * columns
    """marks: per column the bee's strength (0: empty), then per column the times it aged (its
    strength: hibernating)."""
    parts = mark_parts(strength=columns, aged=columns)

    def labels(self) -> list[str]:
        return ["apiary bee", "apiary age"]

    def active(self, marks: list[int]) -> list[int]:
        return [c for c in range(self.columns) if marks[c] and marks[self.columns + c] < marks[c]]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        out = []
        if die.value <= STRONGEST and not all(marks[: self.columns]):
            out.append("apiary bee")
        if self.active(marks):
            out.append("apiary age")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        if use == "apiary bee":
            marks[marks.index(0)] = die.value
            return
        for c in self.active(marks):
            grant(state, self.steps[marks[self.columns + c]])
            marks[self.columns + c] += 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for c in range(self.columns)
                   if marks[c] == STRONGEST and marks[self.columns + c] == STRONGEST)

    def draw(self, marks: list[int]) -> list[str]:
        lines = [" ".join(f"[{marks[c] or ' '}]" for c in range(self.columns)) + "  (bee strength)"]
        for step, gains in enumerate(self.steps):
            cells = []
            for c in range(self.columns):
                if marks[c] <= step:
                    cells.append("   ")
                else:
                    cells.append(" X " if marks[self.columns + c] > step else " o ")
            lines.append(" ".join(cells) + f"  step {step + 1}: {benefit_text(gains)}")
        hibernating = " ".join(" Z " if marks[c] and marks[self.columns + c] == marks[c] else "   "
                               for c in range(self.columns))
        return [*lines, hibernating + "  (Z hibernating)"]
