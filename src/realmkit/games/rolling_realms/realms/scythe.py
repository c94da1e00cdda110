"""Scythe: the top row gives resources, the bottom row costs resources and scores stars."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICON_LETTERS,
    ICONS,
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

TOP, BOTTOM = 0, 6
"""marks: the 6 top-row columns (1 = marked), the 6 bottom-row columns."""


class Scythe(Realm):
    """USAGE: Assign # to mark any matching unmarked number in the top or bottom row. You gain
    resources when marking the top row, but you must spend resources (in addition to using a #)
    to mark the bottom row. If you mark a number in the top row, after gaining the benefit you may
    pay the cost of the bottom row (in the same column) if that number hasn't been marked yet to
    score a star. SCORING: Score 1 star per marked bottom-row number."""

    id = "scythe"
    title = "Scythe"
    layout = load_layout(__file__)
    columns = layout["columns"]
    gains = tuple(benefit(c["gain"]) for c in columns)
    costs = tuple(ICONS[c["cost"]] for c in columns)
    size = 12
    parts = mark_parts(top=6, bottom=6)

    def labels(self) -> list[str]:
        return ["scythe top", "scythe top+bottom", "scythe bottom"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        resources = state.resources()
        out = []
        top = next(i for i, c in enumerate(self.columns) if c["top"] == v)
        if not marks[TOP + top]:
            out.append("scythe top")
            after = list(resources)
            for gain in self.gains[top]:
                after[gain[0]] += 1
            if not marks[BOTTOM + top] and after[self.costs[top]] >= 1:
                out.append("scythe top+bottom")
        bottom = next(i for i, c in enumerate(self.columns) if c["bottom"] == v)
        if not marks[BOTTOM + bottom] and resources[self.costs[bottom]] >= 1:
            out.append("scythe bottom")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        v = die.value
        if use == "scythe bottom":
            column = next(i for i, c in enumerate(self.columns) if c["bottom"] == v)
        else:
            column = next(i for i, c in enumerate(self.columns) if c["top"] == v)
            marks[TOP + column] = 1
            grant(state, self.gains[column])
            if use == "scythe top":
                return
        state.pay(self.costs[column], 1)
        marks[BOTTOM + column] = 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(marks[BOTTOM: BOTTOM + 6])

    def draw(self, marks: list[int]) -> list[str]:
        top = " ".join(f"{'X' if marks[TOP + i] else c['top']}:+{benefit_text(self.gains[i])}"
                       for i, c in enumerate(self.columns))
        bottom = " ".join(f"{'X' if marks[BOTTOM + i] else c['bottom']}:-{ICON_LETTERS[self.costs[i]]}"
                          for i, c in enumerate(self.columns))
        return [f"top    {top}", f"bottom {bottom}  (star each)"]
