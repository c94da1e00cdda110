"""Wonderland's War: #s written in battleground circles gain resources; at the end of each
battle turn the rolled sum is filled in and the battle is won if the circles reach it."""

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

LOST, WON = 1, 2
"""A battle's outcome, marked at the end of its turn (0: not fought yet)."""


class WonderlandsWar(Realm):
    """USAGE: Use a # and write it in any battleground circle space to gain the resource.
    At the end of a battle turn (turns 4, 5, 7, 8, and 9), right before rolling the dice for the
    next turn (or ending the round), fill the sum of the 2 rolled, unmodified dice in the
    appropriate rectangle, check the battle outcome and immediately score any stars.
    You may write #s in battleground circles of past battles to gain the resource, but the
    battle outcome doesn't change.
    SCORING: At the end of the turns 4, 5, 7, 8, and 9, score a star (or 2 stars in turn 5) if
    you won the battle. To win a battle, the sum of the #s written on that battleground must be
    greater than or equal to the sum of the rolled dice. Empty battleground circles are allowed:
    they equal zero. Immediately mark the stars (because the battle outcome can never change)."""

    id = "wonderlands-war"
    title = "Wonderland's War"
    layout = load_layout(__file__)
    battles = tuple((b["turn"], b["stars"], tuple(benefit(c) for c in b["circles"]))
                    for b in layout["battles"])
    width = len(battles[0][2])
    circles = len(battles) * width
    SUMS, OUTCOMES = circles, circles + len(battles)
    """marks: the # in each circle (battle by battle), each battle's rolled sum, its outcome."""
    size = circles + 2 * len(battles)
    parts = mark_parts(circles=circles, sums=len(battles), outcomes=len(battles))

    def __init__(self) -> None:
        self.uses = [f"wonderlands-war battle {turn} circle {c + 1}"
                     for turn, _, circles in self.battles for c in range(len(circles))]

    def labels(self) -> list[str]:
        return list(self.uses)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [use for k, use in enumerate(self.uses) if not marks[k]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = self.uses.index(use)
        marks[k] = die.value
        grant(state, self.battles[k // self.width][2][k % self.width])

    def turn_end(self, marks: list[int], state: RollingRealmsState) -> None:
        """A battle turn ends: the rolled sum goes in the rectangle and the battle is decided."""
        printed = state.turn + 1
        for b, (turn, _, _) in enumerate(self.battles):
            if turn == printed and not marks[self.OUTCOMES + b]:
                rolled = sum(state.roll)
                marks[self.SUMS + b] = rolled
                written = sum(marks[b * self.width:(b + 1) * self.width])
                marks[self.OUTCOMES + b] = WON if written >= rolled else LOST

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(stars for b, (_, stars, _) in enumerate(self.battles) if marks[self.OUTCOMES + b] == WON)

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for b, (turn, stars, gains) in enumerate(self.battles):
            cells = " ".join(f"({marks[b * self.width + c] or benefit_text(gain)})"
                             for c, gain in enumerate(gains))
            outcome = {0: "", LOST: " lost", WON: " won"}[marks[self.OUTCOMES + b]]
            rolled = marks[self.SUMS + b] or " "
            lines.append(f"turn {turn} ({'*' * stars}): {cells} vs [{rolled}]{outcome}")
        return lines
