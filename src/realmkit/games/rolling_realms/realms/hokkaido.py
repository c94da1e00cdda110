"""Hokkaido: draw the die's pattern of towns, forests and mountains on the map."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICONS,
    Realm,
    grant,
    load_layout,
    mark_parts,
    orthogonal,
    square_name,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

SYMBOLS = " TFM"
"""A square's mark: 0 empty, 1 town, 2 forest, 3 mountain."""
TOWN, FOREST, MOUNTAIN = 1, 2, 3


def orientations(cells: list[tuple[int, int, int]]) -> list[list[tuple[int, int, int]]]:
    """The pattern turned and flipped, each normalised to its top-left corner, without repeats."""
    out: list[list[tuple[int, int, int]]] = []
    shape = cells
    for _ in range(2):
        for _ in range(4):
            shape = [(c, -r, s) for r, c, s in shape]
            low_r, low_c = min(r for r, _, _ in shape), min(c for _, c, _ in shape)
            norm = sorted((r - low_r, c - low_c, s) for r, c, s in shape)
            if norm not in out:
                out.append(norm)
        shape = [(r, -c, s) for r, c, s in shape]
    return out


class Hokkaido(Realm):
    """USAGE: Use a # and draw the matching pattern anywhere. The pattern may be flipped or
    rotated. Mountain spaces may only go in the darker area in the middle. Town and Forest spaces
    may go anywhere, even if they are part of a pattern with a mountain. Gain the resources you
    cover.
    SCORING: Consider separate groups of symbols. A group consists of continuous spaces
    (neighbouring each other left, right, top, bottom, not diagonally) of the same symbol. Score
    1 star per separate Town or Forest group with at least 4 continuous spaces. A continuous group
    of 8 spaces does NOT count as 2 groups. Score 1 star if you have 3 Mountains and 2 stars if
    you have 6 or more. Mountains do not need adjacency. You can never score more than 6 stars."""

    id = "hokkaido"
    title = "Hokkaido"
    layout = load_layout(__file__)
    width: int = layout["width"]
    height: int = layout["height"]
    size = width * height
    parts = mark_parts(squares=width * height)

    def __init__(self) -> None:
        names = [square_name(n, self.width) for n in range(self.size)]
        dark = {names.index(sq) for sq in self.layout["dark"]}
        self.resources = {names.index(sq): ICONS[r] for sq, r in self.layout["resources"].items()}
        self.uses: dict[int, list[tuple[str, list[tuple[int, int]]]]] = {}
        for face, cells in self.layout["patterns"].items():
            pattern = [(r, c, SYMBOLS.index(s)) for r, c, s in cells]
            found = []
            for shape in orientations(pattern):
                high_r = max(r for r, _, _ in shape)
                high_c = max(c for _, c, _ in shape)
                for dr in range(self.height - high_r):
                    for dc in range(self.width - high_c):
                        put = [((r + dr) * self.width + c + dc, s) for r, c, s in shape]
                        if all(s != MOUNTAIN or n in dark for n, s in put):
                            label = "hokkaido " + ",".join(f"{names[n]}{SYMBOLS[s]}" for n, s in put).lower()
                            found.append((label, put))
            self.uses[int(face)] = found
        self.by_label = {label: put for found in self.uses.values() for label, put in found}

    def labels(self) -> list[str]:
        return list(self.by_label)

    def _open(self, marks: list[int], die: Die) -> Iterator[str]:
        for label, put in self.uses[die.value]:
            if not any(marks[n] for n, _ in put):
                yield label

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return list(self._open(marks, die))

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        return next(self._open(marks, die), None) is not None

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        for n, symbol in self.by_label[use]:
            marks[n] = symbol
            if n in self.resources:
                grant(state, ((self.resources[n],),))

    def groups(self, marks: list[int], symbol: int) -> list[int]:
        """The sizes of the separate groups of a symbol (orthogonal neighbours)."""
        seen: set[int] = set()
        sizes = []
        for start in range(self.size):
            if marks[start] != symbol or start in seen:
                continue
            seen.add(start)
            todo, count = [start], 0
            while todo:
                n = todo.pop()
                count += 1
                for m in orthogonal(n, self.width, self.height):
                    if marks[m] == symbol and m not in seen:
                        seen.add(m)
                        todo.append(m)
            sizes.append(count)
        return sizes

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        big = self.layout["group_size"]
        groups = sum(1 for symbol in (TOWN, FOREST) for size in self.groups(marks, symbol) if size >= big)
        mountains = marks.count(MOUNTAIN)
        return groups + (2 if mountains >= 6 else 1 if mountains >= 3 else 0)

    def draw(self, marks: list[int]) -> list[str]:
        lines = ["   " + " ".join("abcde"[c] for c in range(self.width))]
        for r in range(self.height):
            cells = []
            for c in range(self.width):
                n = r * self.width + c
                if marks[n]:
                    cells.append(SYMBOLS[marks[n]])
                else:
                    cells.append("phc"[self.resources[n]] if n in self.resources else ".")
            lines.append(f"{r + 1}  " + " ".join(cells))
        return [*lines, "T town, F forest, M mountain (only in b2-d4); p h c resources to cover"]
