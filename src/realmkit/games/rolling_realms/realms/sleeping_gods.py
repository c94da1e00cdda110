"""Sleeping Gods: attack the monsters by marking a connected shape of # squares, square by
square, gaining the resources marked."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICON_LETTERS,
    Realm,
    grant,
    load_layout,
    mark_parts,
    orthogonal,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

LAYOUT = load_layout(__file__)
VENOM, EMPTY = "V", "."
COLUMNS = "abcdefgh"
WIDTH, HEIGHT = len(LAYOUT["grid"][0].split()), len(LAYOUT["grid"])


class SleepingGods(Realm):
    """USAGE: You face 4 monsters. To attack the monsters, assign a # and mark that number of
    orthogonally adjacent squares. You may choose where to start (a new attack doesn't need to be
    adjacent to a previous attack), and you may change directions (e.g., you may mark an L-shape
    or a T-shape). While marking, gain each marked resource. You may mark across monsters (e.g.,
    you may mark a horizontal row of 5 squares). When using two of the #s, you may not mark
    squares with icons (but the shape must still be contiguous). Icons are either resources, or
    Venom.
    SCORING: Score 1 star per fully marked monster (8 squares). Score 1 star per 2 marked Venom
    symbols."""

    id = "sleeping-gods"
    title = "Sleeping Gods"
    layout = LAYOUT
    squares = tuple(cell for row in LAYOUT["grid"] for cell in row.split())
    width, height = WIDTH, HEIGHT
    plain_dice = frozenset(LAYOUT["plain_dice"])
    venom_per_star: int = LAYOUT["venom_per_star"]
    neighbours = tuple(tuple(orthogonal(k, WIDTH, HEIGHT)) for k in range(WIDTH * HEIGHT))
    n = width * height
    REMAIN, SHAPE, PLAIN = n, n + 1, n + 2
    """marks: 1 per marked square, row by row; then, during an attack, the squares still to
    mark, the squares marked in it (a bit mask), and 1 if squares with icons are out of bounds."""
    size = n + 3
    parts = mark_parts(squares=n, remain=1, shape=1, plain=1)

    def __init__(self) -> None:
        mw, mh = self.layout["monster_width"], self.layout["monster_height"]
        per_row = self.width // mw
        self.monsters = tuple(
            tuple(k for k in range(self.n) if (k // self.width) // mh * per_row + (k % self.width) // mw == m)
            for m in range(per_row * (self.height // mh)))

    @staticmethod
    def name(k: int) -> str:
        row, col = divmod(k, WIDTH)
        return f"sleeping-gods square {COLUMNS[col]}{row + 1}"

    def labels(self) -> list[str]:
        return [self.name(k) for k in range(self.n)]

    def _allowed(self, marks: list[int], plain: bool) -> list[bool]:
        return [not marks[k] and not (plain and self.squares[k] != EMPTY) for k in range(self.n)]

    def _component_sizes(self, allowed: list[bool]) -> list[int]:
        """For each allowed square, the size of the connected group of allowed squares holding it."""
        sizes = [0] * self.n
        for k in range(self.n):
            if allowed[k] and not sizes[k]:
                group, frontier = {k}, [k]
                while frontier:
                    for j in self.neighbours[frontier.pop()]:
                        if allowed[j] and j not in group:
                            group.add(j)
                            frontier.append(j)
                for j in group:
                    sizes[j] = len(group)
        return sizes

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Starting squares from which a connected shape of # allowed squares can be marked."""
        sizes = self._component_sizes(self._allowed(marks, die.value in self.plain_dice))
        return [self.name(k) for k in range(self.n) if sizes[k] >= die.value]

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        return max(self._component_sizes(self._allowed(marks, die.value in self.plain_dice))) >= die.value

    def _mark(self, marks: list[int], k: int, state: RollingRealmsState) -> None:
        marks[k] = 1
        marks[self.REMAIN] -= 1
        marks[self.SHAPE] = 0 if not marks[self.REMAIN] else marks[self.SHAPE] | 1 << k
        icon = self.squares[k]
        if icon not in (EMPTY, VENOM):
            grant(state, ((ICON_LETTERS.index(icon),),))

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        marks[self.REMAIN] = die.value
        marks[self.PLAIN] = int(die.value in self.plain_dice)
        self._mark(marks, self.labels().index(use), state)

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        """The next square of the attack: an allowed square next to the squares marked in it."""
        if not marks[self.REMAIN]:
            return []
        allowed = self._allowed(marks, bool(marks[self.PLAIN]))
        shape = marks[self.SHAPE]
        return [self.name(k) for k in range(self.n)
                if allowed[k] and any(shape >> j & 1 for j in self.neighbours[k])]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        self._mark(marks, self.labels().index(ability), state)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        monsters = sum(1 for squares in self.monsters if all(marks[k] for k in squares))
        venom = sum(1 for k in range(self.n) if marks[k] and self.squares[k] == VENOM)
        return monsters + venom // self.venom_per_star

    def draw(self, marks: list[int]) -> list[str]:
        lines = ["   " + " ".join(f" {c} " for c in COLUMNS[:self.width])]
        for row in range(self.height):
            cells = ["[X]" if marks[k] else f" {self.squares[k]} "
                     for k in range(row * self.width, (row + 1) * self.width)]
            lines.append(f"{row + 1}: " + " ".join(cells))
        plain = "/".join(map(str, sorted(self.plain_dice)))
        lines.append(f"monsters of 8 squares (4x2); V venom, a star per {self.venom_per_star}; "
                     f"a {plain} marks no icons")
        if marks[self.REMAIN]:
            lines.append(f"attack under way: {marks[self.REMAIN]} more squares to mark")
        return lines
