"""Viticulture: gain grapes, then crush them with a die to fill wine orders."""

from __future__ import annotations

from itertools import combinations
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

GRAPE, ORDER = 0, 6
"""marks: grapes 1-6 (0 = not gained, 1 = outlined, 2 = crossed off), the 3 wine orders."""
OUTLINED, CROSSED = 1, 2


class Viticulture(Realm):
    """USAGE: Use a # to either gain a matching grape (outline it) and the resource under it OR
    add the # value to the value of at least one previously gained grape (cross it/them off) to
    fill an unmarked wine order equal to or less than that sum.
    SCORING: Score 2 stars per marked wine order."""

    id = "viticulture"
    title = "Viticulture"
    layout = load_layout(__file__)
    bonuses = tuple(benefit(g["bonus"]) for g in layout["grapes"])
    orders = layout["wine_orders"]
    size = 6 + len(orders)
    parts = mark_parts(grape=6, order=len(orders))
    subsets = tuple(s for k in range(1, 7) for s in combinations(range(1, 7), k))

    def labels(self) -> list[str]:
        return ["viticulture grape"] + [
            f"viticulture order {o['value']} with {'+'.join(map(str, s))}"
            for o in self.orders
            for s in self.subsets
        ]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        out = [] if marks[GRAPE + v - 1] else ["viticulture grape"]
        gained = [g for g in range(1, 7) if marks[GRAPE + g - 1] == OUTLINED]
        if not gained:
            return out
        for n, order in enumerate(self.orders):
            if marks[ORDER + n]:
                continue
            for k in range(1, len(gained) + 1):
                for grapes in combinations(gained, k):
                    if sum(grapes) + v >= order["value"]:
                        out.append(f"viticulture order {order['value']} with {'+'.join(map(str, grapes))}")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        if use == "viticulture grape":
            marks[GRAPE + die.value - 1] = OUTLINED
            grant(state, self.bonuses[die.value - 1])
            return
        words = use.split(" ")
        value = int(words[2])
        for grape in words[4].split("+"):
            marks[GRAPE + int(grape) - 1] = CROSSED
        marks[ORDER + next(n for n, o in enumerate(self.orders) if o["value"] == value)] = 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(o["stars"] for n, o in enumerate(self.orders) if marks[ORDER + n])

    def draw(self, marks: list[int]) -> list[str]:
        signs = {0: "{} ", OUTLINED: "({})", CROSSED: "-{}-"}
        grapes = " ".join(
            signs[marks[GRAPE + g]].format(g + 1) + ":" + benefit_text(self.bonuses[g]) for g in range(6)
        )
        orders = " ".join(
            f"[{'X' if marks[ORDER + n] else o['value']}:{o['stars']}*]" for n, o in enumerate(self.orders)
        )
        return [f"grapes {grapes}  ((n) gained, -n- crossed)", f"wine orders {orders}"]
