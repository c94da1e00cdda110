"""Boonlake: outline levers (paying their cost) for stars, or cash a lever's star for the
benefit below it at any time."""

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

OUTLINED, CASHED = 1, 2
"""A lever's mark: 0 untouched, 1 outlined, 2 outlined and the area below marked."""


class Boonlake(Realm):
    """USAGE: Use a # to outline a lever. The # determines the row(s) you may choose. To do so,
    you must first pay the resource cost, if any. At any time, even when you are not activating
    the realm, you may mark the area below an outlined lever to gain the left benefit (you
    forfeit the star).
    SCORING: Score 1 star per outlined lever where you didn't mark the area below, i.e. where you
    didn't gain the left benefit. You can never score more than 6 stars."""

    id = "boonlake"
    title = "Boonlake"
    layout = load_layout(__file__)
    levers = tuple(
        (set(row["dice"]), r, [ICONS[icon] for icon in lever["cost"]], benefit(lever["below"]))
        for r, row in enumerate(layout["rows"])
        for lever in row["levers"]
    )
    size = len(levers)
    parts = mark_parts(levers=len(levers))

    def labels(self) -> list[str]:
        return ([f"boonlake lever {n + 1}" for n in range(self.size)]
                + [f"boonlake below {n + 1}" for n in range(self.size)])

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Untouched levers of the #'s rows whose cost the player can pay."""
        have = state.resources()
        out = []
        for n, (dice, _, cost, _) in enumerate(self.levers):
            if not marks[n] and die.value in dice and all(have[r] >= cost.count(r) for r in cost):
                out.append(f"boonlake lever {n + 1}")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = int(use.rsplit(" ", 1)[1]) - 1
        for resource in self.levers[n][2]:
            state.pay(resource, 1)
        marks[n] = OUTLINED

    def abilities(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        return [f"boonlake below {n + 1}" for n in range(self.size) if marks[n] == OUTLINED]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        n = int(ability.rsplit(" ", 1)[1]) - 1
        marks[n] = CASHED
        grant(state, self.levers[n][3])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for m in marks if m == OUTLINED)

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for r, row in enumerate(self.layout["rows"]):
            cells = []
            for n, (_, lever_row, cost, below) in enumerate(self.levers):
                if lever_row == r:
                    state = {0: " ", OUTLINED: "*", CASHED: "v"}[marks[n]]
                    price = benefit_text(tuple((c,) for c in cost))
                    cells.append(f"{n + 1:2}[{state}] -{price} v{benefit_text(below)}")
            dice = "/".join(str(d) for d in row["dice"])
            lines.append(f"{dice:7} " + "  ".join(cells))
        lines.append("[*] outlined (a star), [v] the benefit below taken instead; -cost, vbelow")
        return lines
