"""Between Two Cities: a 3x3 grid where equal numbers never share a side."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    MAX_STARS,
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


class BetweenTwoCities(Realm):
    """USAGE: Fill a square with a number; identical numbers can't be orthogonally adjacent.
    Gain the depicted resources when you complete a row or column.
    SCORING: Score stars equal to the lower score of the other two realms used this round. This
    score cannot be higher than the number of filled squares in Between Two Cities."""

    id = "cities"
    title = "Between Two Cities"
    layout = load_layout(__file__)
    width, height = layout["width"], layout["height"]
    size = width * height
    parts = mark_parts(squares=width * height)
    row_bonuses = tuple(benefit(b) for b in layout["row_bonuses_top_to_bottom"])
    column_bonuses = tuple(benefit(b) for b in layout["column_bonuses_left_to_right"])

    def __init__(self) -> None:
        self.neighbours = [
            (i, f"cities {square_name(i, self.width)}", orthogonal(i, self.width, self.height))
            for i in range(self.size)
        ]

    def labels(self) -> list[str]:
        return [f"cities {square_name(i, self.width)}" for i in range(self.size)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        return [
            name for i, name, around in self.neighbours if not marks[i] and all(marks[j] != v for j in around)
        ]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        name = use.split(" ")[1]
        square = (int(name[1:]) - 1) * self.width + "abcdef".index(name[0])
        marks[square] = die.value
        row, col = divmod(square, self.width)
        if all(marks[row * self.width + c] for c in range(self.width)):
            grant(state, self.row_bonuses[row])
        if all(marks[r * self.width + col] for r in range(self.height)):
            grant(state, self.column_bonuses[col])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        others = [
            min(MAX_STARS, realm.stars(player.marks[slot], state, player))
            for slot, realm in enumerate(state.realms_in_play())
            if realm is not self
        ]
        return min(min(others, default=0), sum(1 for m in marks if m))

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row in range(self.height):
            cells = " ".join(f"[{marks[row * self.width + c] or ' '}]" for c in range(self.width))
            lines.append(f"{cells}  > {benefit_text(self.row_bonuses[row])}")
        lines.append(" ".join(f"{benefit_text(b):>3}" for b in self.column_bonuses) + "  (column bonuses)")
        return lines
