"""A Feast for Odin: fill islands with shapes (turned or flipped), one use per shape."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    STAR,
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


class FeastForOdin(Realm):
    """USAGE: Use a # to pick a matching unused shape and fill it on one island. Mark the shape
    as used. When assigning a 1 you can choose any shape (even used ones) without marking it as
    used. It's okay to rotate or mirror shapes as you see fit. Gain benefits from filled squares
    on the islands.
    SCORING: Score stars when filling indicated squares on islands. Additionally, score 1 star
    per completed island."""

    id = "feast-for-odin"
    title = "A Feast for Odin"
    layout = load_layout(__file__)
    wild: int = layout["wild"]
    USED = 2
    """marks: the filled squares of each island (bit masks), then the shapes used (bits)."""
    size = 3
    parts = mark_parts(islands=2, used=1)

    def __init__(self) -> None:
        self.islands = []
        for island in self.layout["islands"]:
            width = island["width"]
            squares = [benefit(s) if s else () for s in island["squares"]]
            self.islands.append((island["name"], width, len(squares) // width, squares))
        self.shapes = sorted(self.layout["shapes"])
        self.uses: dict[str, tuple[int, int, int]] = {}  # label: (shape, island, mask)
        for k, shape in enumerate(self.shapes):
            cells = [(r, c) for r, c in self.layout["shapes"][shape]]
            for i, (name, width, height, _) in enumerate(self.islands):
                for mask in placements(cells, width, height):
                    where = ",".join(square_name(n, width) for n in range(width * height) if mask >> n & 1)
                    self.uses[f"feast-for-odin {shape} {name}:{where}"] = (k, i, mask)
        self.faces = [int(shape[0]) for shape in self.shapes]
        self.by_shape = [[(label, i, mask) for label, (k2, i, mask) in self.uses.items() if k2 == k]
                         for k in range(len(self.shapes))]

    def labels(self) -> list[str]:
        return list(self.uses)

    def _uses(self, marks: list[int], die: Die) -> Iterator[str]:
        wild = die.value == self.wild
        for k in range(len(self.shapes)):
            if wild or (self.faces[k] == die.value and not marks[self.USED] >> k & 1):
                for label, i, mask in self.by_shape[k]:
                    if not mask & marks[i]:
                        yield label

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return list(self._uses(marks, die))

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        return next(self._uses(marks, die), None) is not None

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k, i, mask = self.uses[use]
        marks[i] |= mask
        if die.value != self.wild:
            marks[self.USED] |= 1 << k
        squares = self.islands[i][3]
        for n, gains in enumerate(squares):
            if mask >> n & 1 and gains and (STAR,) not in gains:
                grant(state, gains)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        total = 0
        for i, (_, width, height, squares) in enumerate(self.islands):
            total += sum(1 for n, gains in enumerate(squares) if marks[i] >> n & 1 and (STAR,) in gains)
            total += marks[i] == (1 << (width * height)) - 1
        return total

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for i, (name, width, height, squares) in enumerate(self.islands):
            lines.append(f"island {name}: " + " ".join("abcd"[c] for c in range(width)))
            for r in range(height):
                cells = []
                for c in range(width):
                    n = r * width + c
                    icon = benefit_text(squares[n]) if squares[n] else "."
                    cells.append("X" if marks[i] >> n & 1 else icon)
                lines.append(f"       {r + 1}  " + " ".join(cells))
        unused = [s for k, s in enumerate(self.shapes) if not marks[self.USED] >> k & 1]
        return [*lines, f"shapes unused: {' '.join(unused)}; a {self.wild} takes any shape"]
