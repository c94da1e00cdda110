"""Tokaido: a # is written at a location along the path, left to right, gaining or paying."""

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

DIFFERENT_NUMBERS = 6
"""Written #s that must all differ for the 2-star bonus."""
VISITS = 8
"""Locations visited (8 or 9) for the other 2-star bonus."""
BONUS = 2


class Tokaido(Realm):
    """USAGE: Use a # and write its value in a circle connected to a location along the dotted
    path. You then gain or pay the resources as indicated. If you can't pay the required
    resources, you can't visit that location. Visit locations from left to right. You may skip
    locations but you may not backtrack.
    SCORING: Score stars for visiting 2 specific locations. Additionally, score 2 stars for 6
    different written #s, and 2 stars for visiting 8 or 9 locations."""

    id = "tokaido"
    title = "Tokaido"
    layout = load_layout(__file__)
    locations = tuple((benefit(place["gain"]), benefit(place["cost"])) for place in layout["locations"])
    size = len(locations)
    """marks: the # written at each location, left to right (0: not visited)."""
    parts = mark_parts(locations=len(locations))

    def labels(self) -> list[str]:
        return [f"tokaido location {k + 1}" for k in range(self.size)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        first = max((k + 1 for k, value in enumerate(marks) if value), default=0)
        return [f"tokaido location {k + 1}" for k in range(first, self.size)
                if self._affordable(self.locations[k][1], state.resources())]

    @staticmethod
    def _affordable(cost: tuple[tuple[int, ...], ...], resources: list[int]) -> bool:
        return all(resources[r] >= sum(1 for (c,) in cost if c == r) for (r,) in cost)

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = int(use.rsplit(" ", 1)[1]) - 1
        gains, cost = self.locations[k]
        for (resource,) in cost:
            state.pay(resource, 1)
        grant(state, gains)
        marks[k] = die.value

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        visited = [value for value in marks if value]
        score = sum(1 for k, value in enumerate(marks) if value and (STAR,) in self.locations[k][0])
        score += BONUS if len(set(visited)) >= DIFFERENT_NUMBERS else 0
        return score + (BONUS if len(visited) >= VISITS else 0)

    def draw(self, marks: list[int]) -> list[str]:
        return [f"location {k + 1}: ({value or ' '})  gain {benefit_text(gains)}"
                + (f"  pay {benefit_text(cost)}" if cost else "")
                for k, (value, (gains, cost)) in enumerate(zip(marks, self.locations, strict=True))
                ] + ["(left to right: no location left of a visited one)"]
