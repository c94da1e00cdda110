"""Tapestry: fill the die's shape (turned or flipped) in a 6x6 grid of 3x3 big squares."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    Benefit,
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

SIDE = 6
FILLED, BIG = 0, 1
"""marks: a bit mask of the filled small squares (row-major), a bit mask of completed big squares."""
_FRAME_ROW = {"top": 0, "center": 1, "bottom": 2}
_FRAME_COL = {"Left": 0, "Center": 1, "Right": 2}
_CORNER = {"topLeft": (0, 0), "topRight": (0, 1), "bottomLeft": (1, 0), "bottomRight": (1, 1)}


def _frame_cell(name: str) -> tuple[int, int]:
    for row_word, row in _FRAME_ROW.items():
        if name.startswith(row_word):
            return row, _FRAME_COL[name[len(row_word):]]
    raise ValueError(f"unknown shape cell {name!r}")


def mask_name(mask: int) -> str:
    """A placement as its squares: "tapestry a5,a6,b6"."""
    return "tapestry " + ",".join(square_name(i, SIDE) for i in range(SIDE * SIDE) if mask >> i & 1)


class Tapestry(Realm):
    """USAGE: Fill in a full shape (rotating and flipping is allowed). You may use each shape
    multiple times during the round. Each shape must fit inside the grid and can't overlap with
    completed squares, including the prefilled brown squares. Gain the resource in the background
    when you complete a big square (enclosed by solid lines and comprised of 4 smaller squares).
    SCORING: Score 1 star for each completed big row and column (there are 3 rows and 3 columns)."""

    id = "tapestry"
    title = "Tapestry"
    layout = load_layout(__file__)
    size = 2
    parts = mark_parts(filled=1, big=1)

    def __init__(self) -> None:
        self.big_bonus: list[Benefit] = []
        self.big_masks: list[int] = []
        self.premarked = 0
        for big_row, row in enumerate(self.layout["big_squares_row_major"]):
            for big_col, square in enumerate(row):
                self.big_bonus.append(benefit(square["bonus"]))
                cells = [(2 * big_row + r) * SIDE + 2 * big_col + c for r in range(2) for c in range(2)]
                self.big_masks.append(sum(1 << i for i in cells))
                if square["premarked"]:
                    r, c = _CORNER[square["premarked"]]
                    self.premarked |= 1 << ((2 * big_row + r) * SIDE + 2 * big_col + c)
        self.shapes = {
            int(v): [(m, mask_name(m)) for m in placements([_frame_cell(n) for n in cells], SIDE, SIDE)]
            for v, cells in self.layout["shapes_by_die"].items()
        }

    def new_marks(self) -> list[int]:
        return [self.premarked, 0]

    def labels(self) -> list[str]:
        return [name for v in sorted(self.shapes) for _, name in self.shapes[v]]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        filled = marks[FILLED]
        return [name for mask, name in self.shapes[die.value] if not mask & filled]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        mask = next(m for m, name in self.shapes[die.value] if name == use)
        marks[FILLED] |= mask
        for n, big in enumerate(self.big_masks):
            if not marks[BIG] >> n & 1 and marks[FILLED] & big == big:
                marks[BIG] |= 1 << n
                grant(state, self.big_bonus[n])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        big = marks[BIG]
        rows = sum(all(big >> (3 * r + c) & 1 for c in range(3)) for r in range(3))
        cols = sum(all(big >> (3 * r + c) & 1 for r in range(3)) for c in range(3))
        return rows + cols

    def draw(self, marks: list[int]) -> list[str]:
        filled = marks[FILLED]
        lines = ["   a b   c d   e f"]
        for r in range(SIDE):
            cells = ""
            for c in range(SIDE):
                i = r * SIDE + c
                cells += ("#" if self.premarked >> i & 1 else "X" if filled >> i & 1 else ".") + " "
                if c % 2 and c < SIDE - 1:
                    cells += "| "
            bonuses = ""
            if r % 2 == 0:
                bonuses = "  " + " ".join(benefit_text(self.big_bonus[(r // 2) * 3 + c]) for c in range(3))
            lines.append(f"{r + 1}  {cells}{bonuses}")
            if r % 2 and r < SIDE - 1:
                lines.append("   ----+-----+----")
        return lines
