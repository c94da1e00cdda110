"""Smitten: the # on a card of one grid, the rolled sum on a card of the other; no repeats
within a grid; stars for filled star intersections and full grids."""

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

LAYOUT = load_layout(__file__)
CARDS = 9
SKIP = "smitten sum skip"


class Smitten(Realm):
    """USAGE: Write the # you are using on a card in either grid, then you may write the sum of
    both rolled dice in a card in the other grid. The other die remains available to be used in
    another realm. You cannot manipulate the rolled dice with pumpkins to alter this written sum.
    Within each grid of 9 cards, no #s may repeat.
    Gain a benefit when completing all cards sharing an intersection. The grids are filled
    independently of each other. Resource benefits always need only 2 filled cards.
    SCORING: Score 1 star per set of 4 filled cards at star intersections, and 1 star per
    completed grid."""

    id = "smitten"
    title = "Smitten"
    layout = LAYOUT
    star_sets = tuple(tuple(tuple(c - 1 for c in cards) for cards in grid["star_intersections"])
                      for grid in LAYOUT["grids"])
    edges = tuple(tuple((tuple(c - 1 for c in edge["cards"]), benefit(edge["gain"]))
                        for edge in grid["resource_edges"]) for grid in LAYOUT["grids"])
    ASK = 2 * CARDS
    """marks: the number on each card, grid 1 then grid 2 (0: empty); then the grid (1 or 2) whose
    card may take the rolled sum now (0: nothing asked)."""
    size = 2 * CARDS + 1
    parts = mark_parts(numbers=2 * CARDS, ask=1)

    def labels(self) -> list[str]:
        cards = [f"grid {g + 1} card {c + 1}" for g in range(2) for c in range(CARDS)]
        return [f"smitten {card}" for card in cards] + [f"smitten sum {card}" for card in cards] + [SKIP]

    @staticmethod
    def _grid(marks: list[int], g: int) -> list[int]:
        return marks[g * CARDS:(g + 1) * CARDS]

    def _open(self, marks: list[int], g: int, value: int) -> list[int]:
        """The empty cards of grid g, if `value` is not written there yet."""
        cards = self._grid(marks, g)
        return [] if value in cards else [c for c in range(CARDS) if not cards[c]]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"smitten grid {g + 1} card {c + 1}"
                for g in range(2) for c in self._open(marks, g, die.value)]

    def _write(self, marks: list[int], g: int, c: int, value: int, state: RollingRealmsState) -> None:
        """Write a number; an edge between 2 cards gives its resource when both are filled."""
        marks[g * CARDS + c] = value
        for cards, gains in self.edges[g]:
            if c in cards and all(marks[g * CARDS + k] for k in cards):
                grant(state, gains)

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        words = use.split(" ")
        g, c = int(words[2]) - 1, int(words[4]) - 1
        self._write(marks, g, c, die.value, state)
        if self._open(marks, 1 - g, sum(state.roll)):
            marks[self.ASK] = 2 - g

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.ASK]:
            return []
        g = marks[self.ASK] - 1
        cards = self._open(marks, g, sum(state.roll))
        return [f"smitten sum grid {g + 1} card {c + 1}" for c in cards] + [SKIP]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        g = marks[self.ASK] - 1
        marks[self.ASK] = 0
        if ability != SKIP:
            self._write(marks, g, int(ability.rsplit(" ", 1)[1]) - 1, sum(state.roll), state)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        score = 0
        for g in range(2):
            cards = self._grid(marks, g)
            score += sum(1 for block in self.star_sets[g] if all(cards[k] for k in block))
            score += all(cards)
        return score

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for g in range(2):
            cards = self._grid(marks, g)
            rows = [" ".join(f"[{cards[r * 3 + c] or '':>2}]" for c in range(3)) for r in range(3)]
            lines += [f"grid {g + 1}: {row}" for row in rows]
            stars = ", ".join("+".join(str(k + 1) for k in block) for block in self.star_sets[g])
            edges = ", ".join(f"{a + 1}+{b + 1} {benefit_text(gains)}" for (a, b), gains in self.edges[g])
            lines.append(f"  stars at cards {stars}; resources at {edges}")
        return lines
