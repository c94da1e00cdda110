"""Space Base: a # gains every outlined card of its column; +card outlines the next card of
a column of the player's choice."""

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

LAYOUT = load_layout(__file__)
CARD = "card"
"""The +card symbol: outline the next card of a column."""


class SpaceBase(Realm):
    """USAGE: Use a # to mark an unmarked circle in the matching column, and gain all outlined
    benefits in that column. Every time you trigger +card, outline the next benefit (bottom-up)
    for a # of your choice (not related to the # you assigned this turn). This newly outlined
    benefit is valid from the next activation. The first row starts fully outlined.
    SCORING: Score stars as triggered benefits. You can never score more than 6 stars."""

    id = "space-base"
    title = "Space Base"
    layout = LAYOUT
    circles: int = LAYOUT["circles_per_column"]
    dice = tuple(int(column["die"]) for column in LAYOUT["columns"])
    cards = tuple(tuple((benefit([icon for icon in card if icon != CARD]), card.count(CARD))
                        for card in column["cards"]) for column in LAYOUT["columns"])
    """Each column's cards bottom-up: the benefit, and how many +card it shows."""
    n = len(dice)
    MARKED, OUTLINED, OWED, STARS = 0, n, 2 * n, 2 * n + 1
    """marks: circles marked per column, cards outlined per column, +card outlines still to
    choose, stars gained."""
    size = 2 * n + 2
    parts = mark_parts(marked=n, outlined=n, owed=1, stars=1)

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        for k in range(self.n):
            marks[self.OUTLINED + k] = 1
        return marks

    def labels(self) -> list[str]:
        columns = [f"space-base column {die}" for die in self.dice]
        return columns + [f"space-base outline {die}" for die in self.dice]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        if die.value in self.dice and marks[self.MARKED + self.dice.index(die.value)] < self.circles:
            return [f"space-base column {die.value}"]
        return []

    def _closed(self, marks: list[int]) -> int:
        """Cards not outlined yet, in all columns."""
        return sum(len(self.cards[k]) - marks[self.OUTLINED + k] for k in range(self.n))

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = self.dice.index(int(use.rsplit(" ", 1)[1]))
        marks[self.MARKED + k] += 1
        owed = 0
        for gains, plus in self.cards[k][:marks[self.OUTLINED + k]]:
            marks[self.STARS] += grant(state, gains)
            owed += plus
        marks[self.OWED] = min(owed, self._closed(marks))

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.OWED]:
            return []
        return [f"space-base outline {die}" for k, die in enumerate(self.dice)
                if marks[self.OUTLINED + k] < len(self.cards[k])]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        marks[self.OUTLINED + self.dice.index(int(ability.rsplit(" ", 1)[1]))] += 1
        marks[self.OWED] -= 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[self.STARS]

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for k, die in enumerate(self.dice):
            circles = "X" * marks[self.MARKED + k] + "O" * (self.circles - marks[self.MARKED + k])
            cards = []
            for level, (gains, plus) in enumerate(self.cards[k]):
                text = benefit_text(gains) if gains else ""
                text += "+card" * plus
                cards.append(f"[{text}]" if level < marks[self.OUTLINED + k] else f" {text} ")
            lines.append(f"{die}: {circles}  " + " ".join(cards))
        lines.append(f"stars {marks[self.STARS]}  ([ ] outlined cards, bottom-up left to right)")
        return lines
