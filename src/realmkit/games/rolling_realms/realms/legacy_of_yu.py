"""Legacy of Yu: fill the river's boxes; each column's sum must beat every sum to its left."""

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


class LegacyOfYu(Realm):
    """USAGE: Use a # to fill any box on the river and gain the resource. As soon as you have
    filled two numbers in one column, fill in the sum in the bottom row. The "2" in the left
    column is a prefilled sum.
    SCORING: At the end of the round, score 1 star per column where the sum is greater than each
    of the sums to the left. In columns where only 1 number is filled, that number is the sum.
    Empty columns are ignored (i.e., their sum is not zero)."""

    id = "legacy-of-yu"
    title = "Legacy of Yu"
    layout = load_layout(__file__)
    prefilled: int = layout["prefilled_sum"]
    columns = tuple([benefit(box) for box in column] for column in layout["columns"])
    boxes = tuple((k, b) for k, column in enumerate(columns) for b in range(len(column)))
    size = len(boxes)
    """marks: the river's boxes, column by column (0 = empty)."""
    parts = mark_parts(boxes=len(boxes))

    def labels(self) -> list[str]:
        return [f"legacy-of-yu {k + 1}{'ab'[b]}" for k, b in self.boxes]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [label for label, m in zip(self.labels(), marks, strict=True) if not m]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = self.labels().index(use)
        marks[n] = die.value
        k, b = self.boxes[n]
        grant(state, self.columns[k][b])

    def sums(self, marks: list[int]) -> list[int]:
        """Each column's sum (0: empty, ignored), the prefilled column first."""
        out = [self.prefilled]
        start = 0
        for column in self.columns:
            out.append(sum(marks[start: start + len(column)]))
            start += len(column)
        return out

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        """The prefilled column only sets the bar: it is no column of the player's to score."""
        sums = self.sums(marks)
        return sum(1 for k in range(1, len(sums)) if sums[k] and all(sums[k] > s for s in sums[:k] if s))

    def draw(self, marks: list[int]) -> list[str]:
        labels = self.labels()
        top = "     " + " ".join(f"[{marks[n] or ' '}{benefit_text(self.columns[k][b])}]"
                                  for n, (k, b) in enumerate(self.boxes) if b == 0)
        low = "     " + " ".join(f"[{marks[n] or ' '}{benefit_text(self.columns[k][b])}]"
                                  for n, (k, b) in enumerate(self.boxes) if b == 1)
        sums = self.sums(marks)
        return [top, low, f"sums ({sums[0]}) " + " ".join(f"{s or '-':>4}" for s in sums[1:]),
                "boxes " + " ".join(labels[n].split()[1] for n in range(len(labels)))]
