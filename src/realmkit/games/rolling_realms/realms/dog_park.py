"""Dog Park: walk one dog at a time rightward to its home; the fewer stops, the more stars."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICON_LETTERS,
    ICONS,
    Realm,
    grant,
    load_layout,
    mark_parts,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

WALKING, STARS, SPOT, PAWS = 0, 1, 2, 3
"""marks: the dog being walked (0: none), the stars scored, then per dog d its spot at SPOT + 2d
(0: not yet walked; its length + 1: home) and its outlined paws at PAWS + 2d."""


class DogPark(Realm):
    """USAGE: Choose a dog to walk. You can only walk one dog at a time, until it has reached home.
    When you use a #, continue walking your chosen dog or choose a new dog to walk. Move up to
    that # of steps rightward. Choose a spot to stop and outline the paw and gain the column
    resource, if any.
    SCORING: When reaching home, cross off the dog and score stars based on the number of outlined
    paws in that dog's row. If you outlined 0 or 1, score 2 stars. If you outlined 2, score 1
    star. If you outlined 3 or more, you don't score any stars. You can never score more than 6
    stars."""

    id = "dog-park"
    title = "Dog Park"
    layout = load_layout(__file__)
    dogs: list[int] = layout["dogs"]
    resources = MappingProxyType({int(c): ICONS[r] for c, r in layout["column_resources"].items()})
    by_paws: list[int] = layout["stars_by_paws"]
    size = 2 + 2 * len(dogs)
    parts = mark_parts(walking=1, stars=1, dogs=2 * len(dogs))

    def labels(self) -> list[str]:
        return [f"dog-park dog {d + 1} spot {s}" for d, length in enumerate(self.dogs)
                for s in range(1, length + 1)] + [f"dog-park dog {d + 1} home" for d in range(len(self.dogs))]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """The walking dog, or (none walking) any dog not yet home: every spot within the #,
        home included."""
        walking = marks[WALKING]
        dogs = [walking - 1] if walking else [d for d in range(len(self.dogs)) if not self._home(marks, d)]
        out = []
        for d in dogs:
            spot, length = marks[SPOT + 2 * d], self.dogs[d]
            for stop in range(spot + 1, min(spot + die.value, length + 1) + 1):
                out.append(f"dog-park dog {d + 1} {'home' if stop == length + 1 else f'spot {stop}'}")
        return out

    def _home(self, marks: list[int], d: int) -> bool:
        return marks[SPOT + 2 * d] == self.dogs[d] + 1

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        words = use.split(" ")
        d = int(words[2]) - 1
        if words[3] == "home":
            marks[SPOT + 2 * d] = self.dogs[d] + 1
            marks[WALKING] = 0
            paws = marks[PAWS + 2 * d]
            marks[STARS] += self.by_paws[paws] if paws < len(self.by_paws) else 0
            return
        stop = int(words[4])
        marks[WALKING] = d + 1
        marks[SPOT + 2 * d] = stop
        marks[PAWS + 2 * d] += 1
        if stop in self.resources:
            grant(state, ((self.resources[stop],),))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[STARS]

    def draw(self, marks: list[int]) -> list[str]:
        head = "        " + "".join(f"{ICON_LETTERS[self.resources[c]] if c in self.resources else ' ':>2}"
                                    for c in range(1, max(self.dogs) + 1))
        lines = [head + "  (column resources)"]
        for d, length in enumerate(self.dogs):
            spot = marks[SPOT + 2 * d]
            row = "".join(" D" if s == spot else " ." for s in range(1, length + 1))
            home = "[H:D]" if spot == length + 1 else "[H]"
            walking = " walking" if marks[WALKING] == d + 1 else ""
            lines.append(f"dog {d + 1}: {row} {home} paws {marks[PAWS + 2 * d]}{walking}")
        lines.append(f"stars {marks[STARS]}")
        return lines
