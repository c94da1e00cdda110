"""Skulk Hollow: pay to mark the guardian's targets for stars; a rolled pair eliminates the
resource benefit of its unmarked target."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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

LAYOUT = load_layout(__file__)


class SkulkHollow(Realm):
    """USAGE: The guardian has 6 targets, each with a unique #. Every target has a resource cost,
    a resource benefit, and a star benefit. When activating the realm, use a # to mark the
    matching, unmarked target and pay the resource cost (if you cannot pay this cost, you may not
    mark the target). Then gain a star. Also gain the resource benefit, unless it has been
    eliminated.
    Whenever a pair is rolled, the guardian attacks. If that #'s target is unmarked, immediately
    eliminate the resource benefit. The resource cost and the star benefit remain.
    SCORING: Score 1 star per marked target."""

    id = "skulk-hollow"
    title = "Skulk Hollow"
    layout = LAYOUT
    dice = tuple(int(target["die"]) for target in LAYOUT["targets"])
    costs = tuple([ICONS[name] for name in target["cost"]] for target in LAYOUT["targets"])
    benefits = tuple(benefit(target["benefit"]) for target in LAYOUT["targets"])
    MARKED, ELIMINATED = 0, len(dice)
    """marks: 1 per marked target, then 1 per target whose resource benefit is eliminated."""
    size = 2 * len(dice)
    parts = mark_parts(marked=len(dice), eliminated=len(dice))

    def labels(self) -> list[str]:
        return [f"skulk-hollow target {die}" for die in self.dice]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        if die.value not in self.dice:
            return []
        k = self.dice.index(die.value)
        have = state.resources()
        if marks[self.MARKED + k] or any(have[r] < self.costs[k].count(r) for r in self.costs[k]):
            return []
        return [f"skulk-hollow target {die.value}"]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = self.dice.index(int(use.rsplit(" ", 1)[1]))
        for resource in self.costs[k]:
            state.pay(resource, 1)
        marks[self.MARKED + k] = 1
        if not marks[self.ELIMINATED + k]:
            grant(state, self.benefits[k])

    def turn_start(self, marks: list[int], state: RollingRealmsState) -> None:
        """The guardian attacks on a rolled pair: its #'s unmarked target loses its benefit."""
        first, second = state.roll
        if first == second and first in self.dice:
            k = self.dice.index(first)
            if not marks[self.MARKED + k]:
                marks[self.ELIMINATED + k] = 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(marks[self.MARKED:self.ELIMINATED])

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for k, die in enumerate(self.dice):
            state = "X" if marks[self.MARKED + k] else " "
            gains = "--" if marks[self.ELIMINATED + k] else benefit_text(self.benefits[k])
            cost = benefit_text(tuple((c,) for c in self.costs[k]))
            lines.append(f"target {die} [{state}]  pay {cost}  gain {gains} and a star")
        lines.append("a rolled pair eliminates the benefit of its unmarked target (--)")
        return lines
