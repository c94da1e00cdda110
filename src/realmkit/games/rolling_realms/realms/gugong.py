"""Gùgōng: numbers in a line; a greater number gains the box's resource, another pays it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICON_LETTERS,
    ICONS,
    Realm,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

ROW = 6


def greater(number: int, previous: int) -> bool:
    """"A 1 counts as greater than (only) a 6"."""
    return number > previous or (number == 1 and previous == 6)


class Gugong(Realm):
    """USAGE: Assign a # and write it in the first empty box (left to right, top row first). If
    the written # is greater than the previous #, gain the resource. If the # is equal to or
    smaller than the previous #, you must pay the resource instead. If you cannot pay the
    resource cost, you cannot assign that #. For the first box, always gain the resource. A 1
    counts as greater than (only) a 6: when writing a 1 following a 6, you also gain the resource.
    SCORING: When filling a box with 1 or 2 stars above it, score those stars, regardless of how
    the number compares to the previous number."""

    id = "gugong"
    title = "Gùgōng"
    layout = load_layout(__file__)
    boxes = tuple((ICONS[b["resource"]], b["stars"]) for b in layout["boxes"])
    size = len(boxes)
    parts = mark_parts(boxes=len(boxes))

    def labels(self) -> list[str]:
        return ["gugong write"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        n = next((n for n, m in enumerate(marks) if not m), None)
        if n is None:
            return []
        if n and not greater(die.value, marks[n - 1]) and not state.resources()[self.boxes[n][0]]:
            return []
        return ["gugong write"]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = marks.index(0)
        resource = self.boxes[n][0]
        if n == 0 or greater(die.value, marks[n - 1]):
            grant(state, ((resource,),))
        else:
            state.pay(resource, 1)
        marks[n] = die.value

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(stars for (_, stars), m in zip(self.boxes, marks, strict=True) if m)

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row in range(0, len(self.boxes), ROW):
            part = range(row, min(row + ROW, len(self.boxes)))
            lines.append(" ".join(f" {'*' * self.boxes[n][1]:<2} " for n in part))
            lines.append(" ".join(f"[{marks[n] or ' '}{ICON_LETTERS[self.boxes[n][0]]}]" for n in part))
        return lines
