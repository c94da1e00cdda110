"""The Isle of Cats: write #s in boxes or mark treasure maps, growing one contiguous area; pairs
of a map's value connected to it score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
    orthogonal,
    square_name,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

PAIR_STARS = 2


class IsleOfCats(Realm):
    """USAGE: When using a #, either write it in a box, OR use it to mark a treasure map. When
    marking a treasure map, immediately gain the resources. Your first # may go anywhere. Every
    further box you fill or map you mark must be adjacent to an already filled box or a marked
    treasure map.
    SCORING: Score 2 stars per pair of identical #s connected to a treasure map of the same
    value, but only one pair per treasure map (i.e., 4 identical, connected values don't score 4
    stars). "Connected" means "in a contiguous group." The connected treasure map doesn't need
    to be marked."""

    id = "isle-of-cats"
    title = "The Isle of Cats"
    layout = load_layout(__file__)
    width: int = layout["width"]
    height = len(layout["rows"])
    size = width * height
    """marks: the # written in each box, or 1 on a marked treasure map, row by row (0: empty)."""
    parts = mark_parts(boxes=width * height)
    map_value = tuple(0 if square == "." else int(square) for square in "".join(layout["rows"]))
    """Per square: the value of its treasure map (0: a box)."""
    maps = tuple(k for k, value in enumerate(map_value) if value)

    def __init__(self) -> None:
        self.gains = {k: benefit(self.layout["maps"][str(self.map_value[k])]) for k in self.maps}
        self.next = [orthogonal(k, self.width, self.height) for k in range(self.size)]

    def labels(self) -> list[str]:
        return [f"isle-of-cats {'map' if self.map_value[k] else 'box'} {square_name(k, self.width)}"
                for k in range(self.size)]

    def _open(self, marks: list[int], k: int) -> bool:
        """Empty, and the first # of the card or beside a filled box or marked map."""
        return not marks[k] and (not any(marks) or any(marks[j] for j in self.next[k]))

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"isle-of-cats {'map' if self.map_value[k] else 'box'} {square_name(k, self.width)}"
                for k in range(self.size)
                if self.map_value[k] in (0, die.value) and self._open(marks, k)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, kind, square = use.split(" ")
        k = (int(square[1:]) - 1) * self.width + "abcdef".index(square[0])
        if kind == "map":
            marks[k] = 1
            grant(state, self.gains[k])
        else:
            marks[k] = die.value

    def group(self, marks: list[int], start: int) -> set[int]:
        """The filled boxes and marked maps contiguous with square `start`."""
        seen, todo = {start}, [start]
        while todo:
            for j in self.next[todo.pop()]:
                if marks[j] and j not in seen:
                    seen.add(j)
                    todo.append(j)
        return seen

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        score = 0
        for m in self.maps:
            value = self.map_value[m]
            same = sum(1 for k in self.group(marks, m) if not self.map_value[k] and marks[k] == value)
            score += PAIR_STARS if same >= 2 else 0
        return score

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for r in range(self.height):
            cells = []
            for k in range(r * self.width, (r + 1) * self.width):
                if self.map_value[k]:
                    cells.append(f"<{'X' if marks[k] else self.map_value[k]}>")
                else:
                    cells.append(f"[{marks[k] or ' '}]")
            lines.append(" ".join(cells))
        legend = ", ".join(f"{self.map_value[k]}: {benefit_text(self.gains[k])}" for k in self.maps)
        return [*lines, f"treasure maps <value> {legend}"]
