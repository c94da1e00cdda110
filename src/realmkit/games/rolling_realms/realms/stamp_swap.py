"""Stamp Swap: a # draws the stamps its pattern shows (by whether it is the highest or lowest
rolled #), unrotated and not overlapping, all of them if they fit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    Realm,
    benefit,
    benefit_text,
    grant,
    load_layout,
    mark_parts,
    square_name,
)

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.components import Benefit
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState

HIGH, LOW = "high", "low"
LARGE = 4
"""Squares of a large stamp."""
STAMPS_FOR_STAR = 12
LARGE_FOR_STAR = 3
STAR_ROWS = (0, 2, 4)
"""Rows 1, 3 and 5 of the grid, from the top."""


class StampSwap(Realm):
    """USAGE: Use a # to draw non-overlapping stamps in the grid (place a dot inside each stamp to
    individually distinguish them). The number of stamps you may draw, their size, and their
    rotation depends on the # you use and whether this is the highest or lowest rolled # this turn
    (in case of pairs or when using created #s, you may choose either). Gain the resource, if
    any. You may not rotate the patterns that are shown. You must draw all stamps for the used #
    if possible.
    SCORING: Score stars for filling rows 1, 3, and 5 of the grid. Score 1 star if you have drawn
    at least 12 stamps in the grid (count the dots). Score 1 star if you have drawn at least 3
    large stamps (= 4 squares). Score 1 star if the grid is completely filled."""

    id = "stamp-swap"
    title = "Stamp Swap"
    layout = load_layout(__file__)
    width: int = layout["width"]
    height: int = layout["height"]
    cells = width * height
    GRID, DOTS, LARGES, OWED, SHAPE = range(5)
    """marks: the squares drawn (a bit each, row by row from the top), the squares holding a
    stamp's dot (its top-left square), large stamps drawn, stamps still owed by this use and
    their shape."""
    size = 5
    parts = mark_parts(grid=1, dots=1, larges=1, owed=1, shape=1)
    shape_names = tuple(layout["shapes"])
    full = (1 << cells) - 1

    def __init__(self) -> None:
        self.fits: list[dict[int, int]] = []
        """Per shape, where it fits in the empty grid: its top-left square and the squares it covers."""
        for cells in self.layout["shapes"].values():
            rows = range(self.height - max(dr for dr, _ in cells))
            columns = range(self.width - max(dc for _, dc in cells))
            w = self.width
            self.fits.append({r * w + c: sum(1 << ((r + dr) * w + c + dc) for dr, dc in cells)
                              for r in rows for c in columns})
        self.patterns: dict[tuple[int, str], tuple[int, int, Benefit]] = {
            (row["die"], role): (row[role]["count"], self.shape_names.index(row[role]["shape"]),
                                 benefit(row[role]["gain"]))
            for row in self.layout["stamps"] for role in (HIGH, LOW)}
        """(die, highest or lowest) -> stamps to draw, their shape, the resource gained."""

    def labels(self) -> list[str]:
        return [f"stamp-swap {kind} {square_name(k, self.width)}"
                for kind in (HIGH, LOW, "stamp") for k in range(self.cells)]

    def most(self, filled: int, shape: int, count: int) -> int:
        """The most stamps of `shape`, up to `count`, that still fit beside `filled`."""
        best = 0
        for mask in self.fits[shape].values():
            if not mask & filled:
                got = 1 if count == 1 else 1 + self.most(filled | mask, shape, count - 1)
                if got == count:
                    return count
                best = max(best, got)
        return best

    def _spots(self, filled: int, shape: int, count: int) -> list[int]:
        """Where the next stamp may go: anywhere it fits that still lets the most stamps be drawn."""
        best = self.most(filled, shape, count)
        return [k for k, mask in self.fits[shape].items() if not mask & filled
                and 1 + (self.most(filled | mask, shape, count - 1) if count > 1 else 0) == best]

    def roles(self, die: Die, state: RollingRealmsState) -> tuple[str, ...]:
        """Highest or lowest rolled #: either for a pair and for created (and copied) dice."""
        if not die.rolled:
            return (HIGH, LOW)
        mine, other = state.roll[die.source], state.roll[1 - die.source]
        return (HIGH,) if mine > other else (LOW,) if mine < other else (HIGH, LOW)

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        filled = marks[self.GRID]
        return any(not mask & filled for role in self.roles(die, state)
                   for mask in self.fits[self.patterns[die.value, role][1]].values())

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        filled = marks[self.GRID]
        out = []
        for role in self.roles(die, state):
            count, shape, _ = self.patterns[die.value, role]
            spots = self._spots(filled, shape, count)
            out += [f"stamp-swap {role} {square_name(k, self.width)}" for k in spots]
        return out

    def _stamp(self, marks: list[int], shape: int, square: str) -> None:
        k = (int(square[1:]) - 1) * self.width + "abcdef".index(square[0])
        mask = self.fits[shape][k]
        marks[self.GRID] |= mask
        marks[self.DOTS] |= 1 << k
        if mask.bit_count() == LARGE:
            marks[self.LARGES] += 1

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        _, role, square = use.split(" ")
        count, shape, gain = self.patterns[die.value, role]
        self._stamp(marks, shape, square)
        marks[self.SHAPE] = shape
        marks[self.OWED] = self.most(marks[self.GRID], shape, count - 1) if count > 1 else 0
        grant(state, gain)

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.OWED]:
            return []
        spots = self._spots(marks[self.GRID], marks[self.SHAPE], marks[self.OWED])
        return [f"stamp-swap stamp {square_name(k, self.width)}" for k in spots]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        self._stamp(marks, marks[self.SHAPE], ability.split(" ")[2])
        marks[self.OWED] -= 1

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        filled = marks[self.GRID]
        row = (1 << self.width) - 1
        score = sum(1 for r in STAR_ROWS if filled >> (r * self.width) & row == row)
        score += marks[self.DOTS].bit_count() >= STAMPS_FOR_STAR
        score += marks[self.LARGES] >= LARGE_FOR_STAR
        return score + (filled == self.full)

    def draw(self, marks: list[int]) -> list[str]:
        grid, dots = marks[self.GRID], marks[self.DOTS]
        lines = ["".join("o" if dots >> k & 1 else "#" if grid >> k & 1 else "."
                         for k in range(r * self.width, (r + 1) * self.width))
                 + ("  *" if r in STAR_ROWS else "") for r in range(self.height)]
        for value in range(1, 7):
            parts = []
            for role in (HIGH, LOW):
                count, shape, gain = self.patterns[value, role]
                extra = f" +{benefit_text(gain)}" if gain else ""
                parts.append(f"{role} {count}x {self.shape_names[shape]}{extra}")
            lines.append(f"{value}: " + "; ".join(parts))
        lines.append(f"stamps {dots.bit_count()}, large {marks[self.LARGES]}  (o a stamp's dot, # drawn)")
        return lines
