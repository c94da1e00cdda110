"""Wingspan: fill each bird left to right; a bird whose sum is its wingspan scores a star.

Every bird has 3 squares."""

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


class Wingspan(Realm):
    """USAGE: Use a # to write it in a square, then gain the resource or star below that square.
    You may assign #s to birds in any order, but within each bird, the squares must be filled
    left to right. SCORING: Score 1 star for every filled square with a star below it (3 total),
    and score 1 additional star per completed bird (all squares filled) whose sum equals its
    wingspan (the number printed on the bird card)."""

    id = "wingspan"
    title = "Wingspan"
    layout = load_layout(__file__)
    birds = tuple((b["wingspan"], [benefit(s) for s in b["squares"]]) for b in layout["birds"])
    starts = tuple(3 * n for n in range(len(birds)))
    size = 3 * len(birds)
    parts = mark_parts(squares=3 * len(birds))

    def labels(self) -> list[str]:
        return [f"wingspan bird {n + 1}" for n in range(len(self.birds))]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [
            f"wingspan bird {n + 1}"
            for n, (_, squares) in enumerate(self.birds)
            if not marks[self.starts[n] + len(squares) - 1]
        ]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = int(use.rsplit(" ", 1)[1]) - 1
        start, squares = self.starts[n], self.birds[n][1]
        k = next(k for k in range(len(squares)) if not marks[start + k])
        marks[start + k] = die.value
        grant(state, squares[k])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        total = 0
        for n, (wingspan, squares) in enumerate(self.birds):
            values = marks[self.starts[n]: self.starts[n] + len(squares)]
            total += sum(1 for k, gains in enumerate(squares) if values[k] and (STAR,) in gains)
            total += 1 if all(values) and sum(values) == wingspan else 0
        return total

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for n, (wingspan, squares) in enumerate(self.birds):
            values = marks[self.starts[n]: self.starts[n] + len(squares)]
            cells = " ".join(f"[{v or ' '}]" for v in values)
            gains = " ".join(f" {benefit_text(g)} " for g in squares)
            lines.append(f"bird {n + 1} wingspan {wingspan:2}: {cells}  sum {sum(values)}")
            lines.append(f"                     {gains}")
        return lines
