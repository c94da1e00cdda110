"""Fleet: The Dice Game: mark columns top-down; a finished column engages an ability for the
rest of the round, in all realms."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    COIN,
    HEART,
    PUMPKIN,
    Gain,
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
)
from realmkit.games.rolling_realms.dice import HIGH, LOW

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

CHOOSE, ALTER, FLEET = "choose", "alter", "fleet"
"""The abilities: choose resources, alter a die when both rolled dice are odd, a star a turn."""
ANY_RESOURCE: Gain = (PUMPKIN, HEART, COIN)


class Fleet(Realm):
    """USAGE: Use a # to mark a box in a matching column (top-down) and gain the benefit. As soon
    as you mark the bottommost box in a column (star), you engage the ability for this round. That
    ability is now immediately active for the remaining turns, in all realms.
    The leftmost ability lets you choose resources before you gain them.
    The middle ability lets you alter one die by +-1, only for you, and only if both rolled dice
    are odd. It counts as a "rolled die" for all purposes. You can't alter below 1 or above 6.
    When combined with Biddy & Walter, you may choose the order of operations.
    Once the rightmost ability is engaged, you score 1 star in Fleet in every turn in which all 3
    realms are activated, including in the current turn.
    SCORING: Score stars as benefits for marking boxes and from triggering the rightmost ability."""

    id = "fleet"
    title = "Fleet: The Dice Game"
    layout = load_layout(__file__)
    columns = tuple((set(c["dice"]), c["ability"], [benefit(b) for b in c["boxes"]])
                    for c in layout["columns"])
    abilities_of = tuple(ability for _, ability, _ in columns)
    STARS = len(columns)
    """marks: boxes marked per column, then the stars (boxes' and the rightmost ability's)."""
    size = len(columns) + 1
    parts = mark_parts(columns=len(columns), stars=1)

    def labels(self) -> list[str]:
        alters = [f"fleet alter {v} {s}" for v in (1, 3, 5) for s in ("+1", "-1") if v + int(s) >= LOW]
        return [f"fleet column {k + 1}" for k in range(len(self.columns))] + alters

    def engaged(self, marks: list[int], ability: str) -> bool:
        k = self.abilities_of.index(ability)
        return marks[k] == len(self.columns[k][2])

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"fleet column {k + 1}" for k, (dice, _, boxes) in enumerate(self.columns)
                if die.value in dice and marks[k] < len(boxes)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = int(use.rsplit(" ", 1)[1]) - 1
        box = self.columns[k][2][marks[k]]
        marks[k] += 1
        marks[self.STARS] += grant(state, box)

    def widen(self, marks: list[int], state: RollingRealmsState, gain: Gain) -> Gain:
        """The leftmost ability: any resource a benefit gives may be taken as any resource."""
        return ANY_RESOURCE if self.engaged(marks, CHOOSE) else gain

    def abilities(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        """The middle ability: a rolled die not yet used nor adjusted, both rolled dice odd; the
        die is named by its number (`fleet alter 5 -1`)."""
        first, second = state.roll
        if not self.engaged(marks, ALTER) or first % 2 == 0 or second % 2 == 0:
            return []
        out: list[str] = []
        for index in self._alterable(state):
            value = state.roll[index]
            out += [f"fleet alter {value} {delta:+d}" for delta in (1, -1)
                    if LOW <= value + delta <= HIGH and f"fleet alter {value} {delta:+d}" not in out]
        return out

    @staticmethod
    def _alterable(state: RollingRealmsState) -> list[int]:
        """The rolled dice not yet used nor adjusted."""
        return [index for index in (0, 1)
                if not state.dice[index].used and state.dice[index].value == state.roll[index]]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        _, _, value, delta = ability.split(" ")
        index = next(i for i in self._alterable(state) if state.roll[i] == int(value))
        state.alter_roll(index, state.roll[index] + int(delta))

    def turn_end(self, marks: list[int], state: RollingRealmsState) -> None:
        if self.engaged(marks, FLEET) and all(state.activated):
            marks[self.STARS] += 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[self.STARS]

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for k, (dice, ability, boxes) in enumerate(self.columns):
            cells = " ".join(f"[{'X' if n < marks[k] else benefit_text(b)}]" for n, b in enumerate(boxes))
            state = "engaged" if marks[k] == len(boxes) else "not engaged"
            lines.append(f"{'/'.join(map(str, sorted(dice)))}: {cells}  ability {ability} ({state})")
        lines.append(f"stars {marks[self.STARS]}")
        return lines
