"""Architects of the West Kingdom: the Cathedral falls, the Field rises, and trades."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    ICONS,
    STAR,
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

ROWS = ("cathedral", "field")


class Architects(Realm):
    """USAGE: Write a # from left to right either in the Cathedral (top row) or the Field (second
    row) and gain the benefit. When writing in the Cathedral, the values must be in decreasing
    order, while in the Field, the values must be in increasing order. E.g., if you write a 5 in
    the leftmost box of the Cathedral, the second number you write there must be 4 or lower.
    Instead of writing a number, you can mark a # in the bottom row to make a trade: cross off
    the applicable resources and gain the benefit. Each trade can only be made once.
    SCORING: Score stars as shown on the Cathedral, Field, and Trade. To score all 6 stars, you
    must write at least 4 #s in both rows, and you must make the rightmost 2 trades."""

    id = "architects"
    title = "Architects of the West Kingdom"
    layout = load_layout(__file__)
    rows = ([benefit(box) for box in layout["cathedral"]], [benefit(box) for box in layout["field"]])
    width = len(rows[0])
    trades = MappingProxyType({t["die"]: ([ICONS[r] for r in t["pay"]], benefit(t["gain"]))
                               for t in layout["trades"]})
    TRADED = 2 * width
    """marks: the Cathedral's #s, the Field's #s, then a bit per trade made (die 1 first)."""
    size = 2 * width + 1
    parts = mark_parts(rows=2 * width, traded=1)

    def labels(self) -> list[str]:
        return ["architects cathedral", "architects field", "architects trade"]

    def _next(self, marks: list[int], row: int) -> int | None:
        start = row * self.width
        return next((n for n in range(start, start + self.width) if not marks[n]), None)

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        out = []
        for row, name in enumerate(ROWS):
            n = self._next(marks, row)
            if n is None:
                continue
            previous = marks[n - 1] if n % self.width else None
            if previous is None or (v < previous if row == 0 else v > previous):
                out.append(f"architects {name}")
        pay, _ = self.trades[v]
        have = state.resources()
        if not marks[self.TRADED] >> v & 1 and all(have[r] >= pay.count(r) for r in pay):
            out.append("architects trade")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        if use == "architects trade":
            pay, gain = self.trades[die.value]
            for resource in pay:
                state.pay(resource, 1)
            marks[self.TRADED] |= 1 << die.value
            grant(state, gain)
            return
        row = ROWS.index(use.split(" ")[1])
        n = self._next(marks, row)
        assert n is not None
        marks[n] = die.value
        grant(state, self.rows[row][n % self.width])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        written = sum(1 for row in range(2) for k, box in enumerate(self.rows[row])
                      if marks[row * self.width + k] and (STAR,) in box)
        traded = sum(1 for v, (_, gain) in self.trades.items()
                     if marks[self.TRADED] >> v & 1 and (STAR,) in gain)
        return written + traded

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row, name in enumerate(ROWS):
            cells = " ".join(f"[{marks[row * self.width + k] or ' '}{benefit_text(box)}]"
                             for k, box in enumerate(self.rows[row]))
            lines.append(f"{name:9} {cells}  ({'decreasing' if row == 0 else 'increasing'})")
        trades = "  ".join(
            f"{'X' if marks[self.TRADED] >> v & 1 else v}: -{benefit_text(tuple((r,) for r in pay))}"
            f" +{benefit_text(gain)}" for v, (pay, gain) in sorted(self.trades.items()))
        return [*lines, f"trades    {trades}"]
