"""Pendulum: outline octagons, then complete hourglasses to gain what they hold."""

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

OCTAGON, NUMBER, STARS = 0, 5, 11
"""marks: 5 octagons (1 = outlined), numbers 1-6 of the hourglasses (1 = marked), stars."""


class Pendulum(Realm):
    """USAGE: Either outline an octagon using any # (do not gain a benefit yet) OR mark a specific
    number in an hourglass. Gain the contents of all outlined octagons when you complete an
    hourglass. The octagons remain available as benefits for every hourglass you complete.
    SCORING: When completing an hourglass (marking the last number in it), score stars for each
    outlined octagon with a star in it."""

    id = "pendulum"
    title = "Pendulum"
    layout = load_layout(__file__)
    octagons = tuple(benefit(o) for o in layout["octagons"])
    hourglasses: list[list[int]] = layout["hourglasses"]
    size = 12
    parts = mark_parts(octagon=5, number=6, stars=1)

    def labels(self) -> list[str]:
        return [f"pendulum octagon {n + 1}" for n in range(len(self.octagons))] + ["pendulum hourglass"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        out = [f"pendulum octagon {n + 1}" for n in range(len(self.octagons)) if not marks[OCTAGON + n]]
        if not marks[NUMBER + die.value - 1]:
            out.append("pendulum hourglass")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        if use != "pendulum hourglass":
            marks[OCTAGON + int(use.rsplit(" ", 1)[1]) - 1] = 1
            return
        marks[NUMBER + die.value - 1] = 1
        hourglass = next(h for h in self.hourglasses if die.value in h)
        if all(marks[NUMBER + n - 1] for n in hourglass):
            for n, contents in enumerate(self.octagons):
                if marks[OCTAGON + n]:
                    marks[STARS] += grant(state, contents)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[STARS]

    def draw(self, marks: list[int]) -> list[str]:
        octagons = "  ".join(
            f"({benefit_text(o)})" if marks[OCTAGON + n] else f" {n + 1}:{benefit_text(o)} "
            for n, o in enumerate(self.octagons)
        )
        glasses = "  ".join(
            "[" + " ".join("X" if marks[NUMBER + v - 1] else str(v) for v in h) + "]"
            for h in self.hourglasses
        )
        return [f"octagons {octagons}  (outlined in brackets)",
                f"hourglasses {glasses}; stars {marks[STARS]}"]
