"""Skoventyr: outline spaces along the path, then mark as many outlined spaces as the number
landed on, or cross off a tree."""

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

OUTLINED, MARKED, CROSSED = range(3)
"""marks: spaces outlined along the path, outlined spaces marked, trees crossed off."""
MARK, CROSS = "skoventyr mark", "skoventyr cross"
LAYOUT = load_layout(__file__)


class Skoventyr(Realm):
    """USAGE: Assign a # less than or equal to the number of remaining trees. Outline that # of
    spaces (as many as possible; outline clockwise, starting bottom-left for your first turn)
    and gain the benefits of all the spaces you just outlined. Then, mark exactly as many
    outlined spaces as the number you landed on OR cross off one tree to prevent the marking.
    SCORING: Score stars as benefits along the path."""

    id = "skoventyr"
    title = "Skoventyr"
    layout = LAYOUT
    trees: int = LAYOUT["trees"]
    numbers = tuple(int(space.get("mark", 0)) for space in LAYOUT["path"])
    """The number printed on each space (0: a benefit space, landing there marks nothing)."""
    gains = tuple(benefit(space.get("gain", [])) for space in LAYOUT["path"])
    length = len(numbers)
    size = 3
    parts = mark_parts(outlined=1, marked=1, crossed=1)

    def labels(self) -> list[str]:
        return [MARK, CROSS]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Marking when enough outlined spaces are unmarked after outlining; crossing a tree
        when the space landed on asks to mark."""
        if die.value > self.trees - marks[CROSSED] or marks[OUTLINED] == self.length:
            return []
        end = min(marks[OUTLINED] + die.value, self.length)
        need = self.numbers[end - 1]
        out = [MARK] if need <= end - marks[MARKED] else []
        return out + ([CROSS] if need else [])

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        start = marks[OUTLINED]
        marks[OUTLINED] = min(start + die.value, self.length)
        for k in range(start, marks[OUTLINED]):
            grant(state, self.gains[k])
        if use == MARK:
            marks[MARKED] += self.numbers[marks[OUTLINED] - 1]
        else:
            marks[CROSSED] += 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for k in range(marks[OUTLINED]) if (STAR,) in self.gains[k])

    def draw(self, marks: list[int]) -> list[str]:
        cells = []
        for k, (number, gains) in enumerate(zip(self.numbers, self.gains, strict=True)):
            shown = str(number) if number else benefit_text(gains)
            cells.append(f"[{shown}]" if k < marks[OUTLINED] else f" {shown} ")
        lines = [" ".join(cells[k:k + 10]) for k in range(0, self.length, 10)]
        standing = self.trees - marks[CROSSED]
        lines.append(f"outlined {marks[OUTLINED]}, of them marked {marks[MARKED]}; trees "
                     f"{'T' * standing}{'x' * marks[CROSSED]} (a # up to {standing})")
        return lines
