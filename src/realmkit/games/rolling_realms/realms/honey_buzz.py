"""Honey Buzz: mark numbered hexes; surrounding a honey hex gains the benefits next to it."""

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


class HoneyBuzz(Realm):
    """USAGE: Assign a # to mark a matching number. You're marking a double hex, but make sure
    you still see the benefits because you don't gain these yet. As soon as all hexes surrounding
    a honey hex have been marked, you gain all benefits directly adjacent to that honey hex. Some
    benefits are adjacent to 2 or 3 honey hexes: these benefits can be gained multiple times.
    SCORING: Score stars as indicated when surrounding a honey hex. Only 5 stars are present on
    the map, but one of those stars can be scored twice."""

    id = "honey-buzz"
    title = "Honey Buzz"
    layout = load_layout(__file__)
    numbers: list[int] = layout["numbers"]
    benefits = tuple(benefit(b) for b in layout["benefits"])
    honey = tuple((h["around"], h["benefits"]) for h in layout["honey"])
    size = len(numbers)
    parts = mark_parts(hexes=len(numbers))

    def labels(self) -> list[str]:
        return [f"honey-buzz hex {n + 1}" for n in range(len(self.numbers))]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"honey-buzz hex {n + 1}" for n, face in enumerate(self.numbers)
                if face == die.value and not marks[n]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = int(use.rsplit(" ", 1)[1]) - 1
        marks[n] = 1
        for around, gains in self.honey:
            if n in around and all(marks[k] for k in around):
                for b in gains:
                    grant(state, self.benefits[b])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for around, gains in self.honey if all(marks[k] for k in around)
                   for b in gains if (STAR,) in self.benefits[b])

    def draw(self, marks: list[int]) -> list[str]:
        hexes = " ".join(f"{n + 1}:{'X' if marks[n] else face}" for n, face in enumerate(self.numbers))
        lines = [f"hexes {hexes}"]
        for h, (around, gains) in enumerate(self.honey):
            done = all(marks[k] for k in around)
            ring = ",".join(str(k + 1) for k in around)
            lines.append(f"honey {h + 1}{' (surrounded)' if done else ''}: hexes {ring} -> "
                         + " ".join(benefit_text(self.benefits[b]) for b in gains))
        return lines
