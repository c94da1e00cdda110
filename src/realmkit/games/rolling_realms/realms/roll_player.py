"""Roll Player: move from the middle circle by circle, each # giving a direction."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import ICON_LETTERS, Realm, grant, load_layout, mark_parts

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

EMPTY, FILLED, OUTLINED = 0, 1, 2
"""A circle's mark: not visited, filled (visited before), outlined (the current circle)."""
START = "S"
STEPS = {"left": (0, -1), "up": (-1, 0), "right": (0, 1), "down": (1, 0)}
LAYOUT = load_layout(__file__)
DIRECTIONS = {name: set(LAYOUT["directions"][name]) | set(LAYOUT["any_direction"]) for name in STEPS}
"""The #s that move in each direction."""


class RollPlayer(Realm):
    """USAGE: Start in the middle. Use a # to move to an unfilled circle to the left, top, right,
    or bottom of the current circle. Two #s can be used for any of those directions.
    When moving, fill the previous circle, outline the current circle, and gain the current
    circle's benefit.
    SCORING: Score stars from outlined circles."""

    id = "roll-player"
    title = "Roll Player"
    layout = LAYOUT
    width: int = layout["width"]
    height: int = layout["height"]
    circles = tuple(cell for row in layout["circles"] for cell in row.split())
    start = circles.index(START)
    size = width * height
    """marks: each circle's mark, row by row."""
    parts = mark_parts(circles=width * height)

    def new_marks(self) -> list[int]:
        marks = [EMPTY] * self.size
        marks[self.start] = OUTLINED
        return marks

    def labels(self) -> list[str]:
        return [f"roll-player {name}" for name in STEPS]

    def _target(self, marks: list[int], name: str) -> int | None:
        """The unfilled circle one step in that direction from the current one, if any."""
        row, col = divmod(marks.index(OUTLINED), self.width)
        d_row, d_col = STEPS[name]
        row, col = row + d_row, col + d_col
        if 0 <= row < self.height and 0 <= col < self.width and marks[row * self.width + col] == EMPTY:
            return row * self.width + col
        return None

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"roll-player {name}" for name in STEPS
                if die.value in DIRECTIONS[name] and self._target(marks, name) is not None]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        target = self._target(marks, use.rsplit(" ", 1)[1])
        assert target is not None  # options offered only open directions
        marks[marks.index(OUTLINED)] = FILLED
        marks[target] = OUTLINED
        grant(state, ((ICON_LETTERS.index(self.circles[target]),),))

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for k, cell in enumerate(self.circles) if cell == "*" and marks[k])

    def draw(self, marks: list[int]) -> list[str]:
        show = {EMPTY: "{}", FILLED: "(x)", OUTLINED: "[{}]"}
        lines = []
        for row in range(self.height):
            cells = []
            for k in range(row * self.width, (row + 1) * self.width):
                cells.append(show[marks[k]].format(self.circles[k]).center(3))
            lines.append(" ".join(cells))
        moves = ", ".join(f"{'/'.join(map(str, sorted(self.layout['directions'][n])))} {n}" for n in STEPS)
        any_way = "/".join(map(str, self.layout["any_direction"]))
        lines.append(f"{moves}, {any_way} any way  ([ ] current, (x) filled)")
        return lines
