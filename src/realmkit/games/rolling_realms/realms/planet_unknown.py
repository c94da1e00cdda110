"""Planet Unknown: each # is tied to a shape the first time it is used; shapes are drawn on the
planet, completed rows score and completed middle columns give resources."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
    placements,
    square_name,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

FILLED, ASSIGNED = 0, 1
"""marks: a bit mask of the drawn squares (row-major), then the # assigned to each shape (0: none)."""


def _mask(names: list[str], width: int) -> int:
    """Squares named as on the card ("a1": column a, row 1 from the top) as a bit mask."""
    return sum(1 << ((int(name[1:]) - 1) * width + "abcdef".index(name[0])) for name in names)


class PlanetUnknown(Realm):
    """USAGE: Use a # to draw a shape. Every # from 1 to 6 will be uniquely assigned to a shape (1
    is pre-assigned). If you haven't used a specific # in the realm before, first assign it to a
    shape and gain the resource, then draw the shape. When assigning a #, the sum of paired #s
    may not exceed 7. If the # you're using has already been assigned, just draw its shape. You
    may rotate or flip the shape. Shapes may be used before the paired shape has been assigned.
    When completing one of the 3 middle planet columns, gain the corresponding resource.
    SCORING: Score 1 star for every completed planet row."""

    id = "planet-unknown"
    title = "Planet Unknown"
    layout = load_layout(__file__)
    width: int = layout["width"]
    height: int = layout["height"]
    space = _mask(layout["space"], width)
    names: tuple[str, ...] = tuple(shape["name"] for shape in layout["shapes"])
    resources = tuple(benefit(shape["resource"]) for shape in layout["shapes"])
    printed = tuple(int(shape.get("assigned", 0)) for shape in layout["shapes"])
    pair_sum: int = layout["pair_sum_at_most"]
    size = ASSIGNED + len(names)
    parts = mark_parts(filled=1, assigned=len(names))

    def __init__(self) -> None:
        w, names = self.width, self.names
        pairs = [(names.index(a), names.index(b)) for a, b in self.layout["pairs"]]
        self.partner = {a: b for a, b in pairs} | {b: a for a, b in pairs}
        self.rows = [((1 << w) - 1) << (r * w) & ~self.space for r in range(self.height)]
        self.columns = [(_mask([f"{c}{r + 1}" for r in range(self.height)], w) & ~self.space, benefit(gains))
                        for c, gains in self.layout["middle_columns"].items()]
        self.shapes = [
            [(mask, f"planet-unknown {name} " + ",".join(
                square_name(i, self.width) for i in range(self.width * self.height) if mask >> i & 1))
             for mask in placements([tuple(cell) for cell in shape["cells"]], self.width, self.height)
             if not mask & self.space]
            for name, shape in zip(self.names, self.layout["shapes"], strict=True)
        ]

    def new_marks(self) -> list[int]:
        return [0, *self.printed]

    def labels(self) -> list[str]:
        return [label for shape in self.shapes for _, label in shape]

    def assignable(self, marks: list[int], s: int, value: int) -> bool:
        """An unassigned shape whose paired shape's # (if any) leaves the sum at most 7."""
        paired = marks[ASSIGNED + self.partner[s]]
        return not marks[ASSIGNED + s] and (not paired or paired + value <= self.pair_sum)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        assigned = [s for s in range(len(self.names)) if marks[ASSIGNED + s] == die.value]
        shapes = assigned or [s for s in range(len(self.names)) if self.assignable(marks, s, die.value)]
        filled = marks[FILLED]
        return [label for s in shapes for mask, label in self.shapes[s] if not mask & filled]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        s = self.names.index(use.split()[1])
        if not marks[ASSIGNED + s]:
            marks[ASSIGNED + s] = die.value
            grant(state, self.resources[s])
        mask = next(m for m, label in self.shapes[s] if label == use)
        before = marks[FILLED]
        marks[FILLED] |= mask
        for column, gains in self.columns:
            if before & column != column and marks[FILLED] & column == column:
                grant(state, gains)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for row in self.rows if marks[FILLED] & row == row)

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for r in range(self.height):
            cells = "".join(" " if self.space >> i & 1 else "#" if marks[FILLED] >> i & 1 else "."
                            for i in range(r * self.width, (r + 1) * self.width))
            lines.append(f"{r + 1} {cells}")
        shapes = " ".join(f"{name}={marks[ASSIGNED + s] or benefit_text(self.resources[s])}"
                          for s, name in enumerate(self.names))
        return ["  abcde", *lines, f"shapes: {shapes}  (pairs sum at most {self.pair_sum})"]
