"""Biddy & Walter: the cats crave food, play or sleep at the start of every turn, by the roll."""

from __future__ import annotations

from itertools import combinations_with_replacement
from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    MAX_STARS,
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

OUTLINED, MARKED, GRUMPY = 0, 3, 6
"""marks: cravings outlined per row (food, play, sleep), cravings marked per row, grumpy cats."""


class BiddyWalter(Realm):
    """USAGE: At the start of every turn (right after rolling the dice but before activating any
    realm), immediately mark an outlined cat craving based on the dice sum (3-5: food, 6-7: play,
    8-11: sleep, 2 and 12: nothing happens), and gain the resource at the end of that craving's
    row. If no matching cat craving is outlined and unmarked, you must outline 1 grumpy cat
    (max. 6), unless all 6 matching cravings have been marked already.
    When activating the realm, you can assign a # to outline one or two cat cravings. The
    assigned # determines which cravings to outline. Don't gain any resources when outlining.
    SCORING: If you outlined no grumpy cats, you score 6 stars. Subtract 1 star per grumpy cat."""

    id = "biddy-walter"
    title = "Biddy & Walter"
    layout = load_layout(__file__)
    rows = tuple((row["craving"], set(row["sums"]), benefit(row["resource"])) for row in layout["rows"])
    per_row: int = layout["cravings_per_row"]
    one, two = set(layout["outline_one"]), set(layout["outline_two"])
    size = 7
    parts = mark_parts(outlined=3, marked=3, grumpy=1)

    def __init__(self) -> None:
        names = [craving for craving, _, _ in self.rows]
        self.singles: list[tuple[str, tuple[int, ...]]] = [
            (f"biddy-walter {name}", (n,)) for n, name in enumerate(names)]
        self.pairs: list[tuple[str, tuple[int, ...]]] = [(f"biddy-walter {names[a]}+{names[b]}", (a, b))
                      for a, b in combinations_with_replacement(range(len(names)), 2)]

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        for row in range(len(self.rows)):
            marks[OUTLINED + row] = self.layout["outlined_at_start"]
        return marks

    def labels(self) -> list[str]:
        return [label for label, _ in self.singles + self.pairs]

    def _fits(self, marks: list[int], rows: tuple[int, ...]) -> bool:
        return all(marks[OUTLINED + r] + rows.count(r) <= self.per_row for r in rows)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """A # outlines one or two cravings (realmkit's reading: 1-3 one, 4-6 two, in any rows);
        with room for one only, a 4-6 outlines that one."""
        if die.value in self.two:
            pairs = [label for label, rows in self.pairs if self._fits(marks, rows)]
            if pairs:
                return pairs
        return [label for label, rows in self.singles if self._fits(marks, rows)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        rows = dict(self.singles + self.pairs)[use]
        for row in rows:
            marks[OUTLINED + row] += 1

    def turn_start(self, marks: list[int], state: RollingRealmsState) -> None:
        total = sum(state.roll)
        for row, (_, sums, resource) in enumerate(self.rows):
            if total not in sums:
                continue
            if marks[MARKED + row] < marks[OUTLINED + row]:
                marks[MARKED + row] += 1
                grant(state, resource)
            elif marks[MARKED + row] < self.per_row:
                marks[GRUMPY] = min(MAX_STARS, marks[GRUMPY] + 1)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return MAX_STARS - marks[GRUMPY]

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row, (craving, sums, resource) in enumerate(self.rows):
            outlined, marked = marks[OUTLINED + row], marks[MARKED + row]
            cells = "X" * marked + "O" * (outlined - marked) + "." * (self.per_row - outlined)
            span = f"{min(sums)}-{max(sums)}"
            lines.append(f"{craving:5} (sum {span:5}) {cells} > {benefit_text(resource)}")
        lines.append(f"grumpy cats {'G' * marks[GRUMPY]}{'.' * (MAX_STARS - marks[GRUMPY])}"
                     "  (X marked, O outlined)")
        return lines
