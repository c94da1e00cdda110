"""Eminent Domain: a # marks the bottommost unmarked box of its column."""

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


class EminentDomain(Realm):
    """USAGE: Use a # to mark the bottommost unmarked box in the matching column and gain the
    benefits in that box.
    SCORING: Score stars from specific marked boxes. You can never score more than 6 stars."""

    id = "eminent-domain"
    title = "Eminent Domain"
    layout = load_layout(__file__)
    columns = tuple([benefit(box) for box in column] for column in layout["columns_bottom_up"])
    size = len(columns)
    """marks: boxes marked per column (die 1 first)."""
    parts = mark_parts(columns=len(columns))

    def labels(self) -> list[str]:
        return ["eminent-domain mark"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return ["eminent-domain mark"] if marks[die.value - 1] < len(self.columns[die.value - 1]) else []

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = die.value - 1
        grant(state, self.columns[k][marks[k]])
        marks[k] += 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for k, column in enumerate(self.columns) for box in column[: marks[k]] if (STAR,) in box)

    def draw(self, marks: list[int]) -> list[str]:
        height = max(len(c) for c in self.columns)
        lines = []
        for level in reversed(range(height)):
            cells = [f"[{'X' if level < marks[k] else benefit_text(c[level]):>2}]"
                     for k, c in enumerate(self.columns)]
            lines.append(" ".join(cells))
        lines.append("  ".join(f" {k + 1} " for k in range(len(self.columns))) + "  (bottom-up)")
        return lines
