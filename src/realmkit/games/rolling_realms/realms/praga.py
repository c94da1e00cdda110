"""Praga Caput Regni: move clockwise round the wheel, a star each time past the red line."""

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

MOVE = "praga move"
CIRCLE, CROSSINGS, VISITS = 0, 1, 2


class PragaCaputRegni(Realm):
    """USAGE: Use a # to move clockwise that # of wheel sectors (don't skip filled sectors when
    moving). You start at the last outlined circle (mark that circle now) and you end in a sector
    with an open circle (outline that circle now). Then gain the benefit from the sector where
    you end.
    SCORING: Mark and score 1 star every time you cross the red line and score stars as benefits
    from the wheel. You can never score more than 6 stars."""

    id = "praga"
    title = "Praga Caput Regni"
    layout = load_layout(__file__)
    gains = tuple(benefit(sector) for sector in layout["sectors"])
    circles: int = layout["circles"]
    sectors = len(gains)
    size = VISITS + sectors
    """marks: the sector of the outlined circle, the red-line crossings, then the circles
    outlined or marked per sector."""
    parts = mark_parts(circle=1, crossings=1, visits=sectors)

    def new_marks(self) -> list[int]:
        """The first circle of sector 1 is printed outlined."""
        marks = [0] * self.size
        marks[VISITS] = 1
        return marks

    def labels(self) -> list[str]:
        return [MOVE]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        end = (marks[CIRCLE] + die.value) % self.sectors
        return [MOVE] if marks[VISITS + end] < self.circles else []

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        reached = marks[CIRCLE] + die.value
        end = reached % self.sectors
        marks[CROSSINGS] += reached // self.sectors
        marks[CIRCLE] = end
        marks[VISITS + end] += 1
        grant(state, self.gains[end])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        """The crossings, and the star of every circle taken in a star sector after the start."""
        visits = [marks[VISITS + k] - (1 if k == 0 else 0) for k in range(self.sectors)]
        wheel = sum(visits[k] * sum(1 for gain in gains if gain == (STAR,))
                    for k, gains in enumerate(self.gains))
        return marks[CROSSINGS] + wheel

    def draw(self, marks: list[int]) -> list[str]:
        cells = [f"{k + 1}{'@' if k == marks[CIRCLE] else ' '}{benefit_text(gains)}"
                 f"({marks[VISITS + k]}/{self.circles})" for k, gains in enumerate(self.gains)]
        return [" ".join(cells), f"red line crossed {marks[CROSSINGS]} times; @ the outlined circle"]
