"""Euphoria: mark numbers in two areas; the area's sum says what you gain."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    Benefit,
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

LEFT, RIGHT, STARS = 0, 6, 12
"""marks: numbers 1-6 marked in the left area, in the right area, and the stars scored."""


class Euphoria(Realm):
    """USAGE: Mark one # in either area, then gain a resource/star based on the sum of all marked
    numbers in that area. If the rolled dice make a pair (before resource manipulation), you may
    mark that number in both areas and gain benefits for both (the second # remains available to
    use in another realm).
    SCORING: After marking a number, if the sum of all marked numbers in that area is between 4
    and 10, immediately score 1 star. You can never score more than 6 stars."""

    id = "euphoria"
    title = "Euphoria"
    layout = load_layout(__file__)
    size = 13
    parts = mark_parts(left=6, right=6, stars=1)
    rewards = tuple((r["from"], r["to"], benefit(r["reward"])) for r in layout["rewards_by_area_sum"])

    def labels(self) -> list[str]:
        return ["euphoria left", "euphoria right", "euphoria both"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        left, right = not marks[LEFT + v - 1], not marks[RIGHT + v - 1]
        out = []
        if left:
            out.append("euphoria left")
        if right:
            out.append("euphoria right")
        first, second = state.roll
        if left and right and first == second == v:
            out.append("euphoria both")
        return out

    def reward(self, total: int) -> Benefit:
        return next(gains for low, high, gains in self.rewards if low <= total <= high)

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        areas = {"euphoria left": (LEFT,), "euphoria right": (RIGHT,)}.get(use, (LEFT, RIGHT))
        for area in areas:
            marks[area + die.value - 1] = 1
            total = sum(n + 1 for n in range(6) if marks[area + n])
            marks[STARS] += grant(state, self.reward(total))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[STARS]

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for name, area in (("left ", LEFT), ("right", RIGHT)):
            cells = " ".join(f"{'X' if marks[area + n] else n + 1}" for n in range(6))
            total = sum(n + 1 for n in range(6) if marks[area + n])
            lines.append(f"{name} {cells}  sum {total}")
        rewards = ", ".join(f"{low}-{high}: {benefit_text(g)}" for low, high, g in self.rewards)
        lines.append(f"sum {rewards}; stars {marks[STARS]}")
        return lines
