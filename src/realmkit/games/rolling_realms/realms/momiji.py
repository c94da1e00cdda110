"""Momiji: write #s on cards, each exactly 1 higher than the linked card above it."""

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


class Momiji(Realm):
    """USAGE: Use a # and write it on any card. The symbol between the rows means the # you write
    must be exactly +1 higher than the already linked #s. When 2 adjacent cards
    are filled, gain the benefit in between.
    SCORING: Score stars for vertically adjacent filled cards."""

    id = "momiji"
    title = "Momiji"
    layout = load_layout(__file__)
    width: int = layout["width"]
    height: int = layout["height"]
    across = tuple(benefit(b) for b in layout["across"])
    """The benefits between horizontally adjacent cards, row by row, left to right."""
    size = width * height
    """marks: the # written on each card, row by row (0: empty)."""
    parts = mark_parts(cards=width * height)

    def labels(self) -> list[str]:
        return [f"momiji card {k + 1}" for k in range(self.size)]

    def fits(self, marks: list[int], k: int, value: int) -> bool:
        """An empty card whose # would be exactly 1 higher than every filled card linked to it
        (above or below): a card between a 2 and a 4 asks for a 3 and a 5, and stays empty."""
        linked = [marks[j] for j in (k - self.width, k + self.width) if 0 <= j < self.size and marks[j]]
        return not marks[k] and all(value == n + 1 for n in linked)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"momiji card {k + 1}" for k in range(self.size) if self.fits(marks, k, die.value)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = int(use.rsplit(" ", 1)[1]) - 1
        marks[k] = die.value
        row, column = divmod(k, self.width)
        gaps = self.width - 1
        for side in (column - 1, column):
            if 0 <= side < gaps and marks[row * self.width + side] and marks[row * self.width + side + 1]:
                grant(state, self.across[row * gaps + side])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for k in range(self.size - self.width) if marks[k] and marks[k + self.width])

    def draw(self, marks: list[int]) -> list[str]:
        gaps = self.width - 1
        lines = []
        for row in range(self.height):
            cells = [f"[{marks[row * self.width + c] or ' '}]" for c in range(self.width)]
            between = [benefit_text(self.across[row * gaps + c]) for c in range(gaps)]
            lines.append(" ".join(f"{cells[c]} {between[c]}" for c in range(gaps)) + f" {cells[-1]}")
            if row < self.height - 1:
                lines.append("  ".join(" +1*" for _ in range(self.width)))
        return lines
