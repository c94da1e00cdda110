"""Genotype: fill Punnett squares' headers; where two filled headers cross, gain the benefit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
    STAR,
    Benefit,
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

SQUARES = "abc"


class Genotype(Realm):
    """USAGE: The realm has 3 Punnett squares. Use a # to fill a die symbol in a matching row or
    column header of any Punnett square. When two filled #s in a Punnett square intersect, mark
    and gain the intersecting benefit. E.g., you have already marked the 6 in the top Punnett
    square, and now you also mark the 4: mark and gain the pumpkin.
    Upon completing a Punnett square, fill any # (of your choice) in this realm. If you do, gain
    new benefits, if applicable.
    SCORING: Score each marked star and 1 star per completed Punnett square."""

    id = "genotype"
    title = "Genotype"
    layout = load_layout(__file__)
    FREE = 12
    """marks: the 12 headers (square by square: its 2 rows, then its 2 columns; 1 = filled), then
    the free fills owed for completed squares."""
    size = 13
    parts = mark_parts(squares=12, free=1)

    def __init__(self) -> None:
        self.headers: list[tuple[int, str, int, int]] = []  # (square, "row"/"column", index, face)
        self.cells: list[list[list[Benefit]]] = []
        for s, square in enumerate(self.layout["squares"]):
            self.headers += [(s, "row", i, face) for i, face in enumerate(square["rows"])]
            self.headers += [(s, "column", i, face) for i, face in enumerate(square["columns"])]
            self.cells.append([[benefit(cell) for cell in row] for row in square["cells"]])
        self.names = [f"genotype {SQUARES[s]} {kind} {face}" for s, kind, _, face in self.headers]

    def labels(self) -> list[str]:
        free = [f"genotype free {name.split(' ', 1)[1]}" for name in self.names]
        return [*self.names, *free, "genotype no free fill"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [self.names[n] for n, (_, _, _, face) in enumerate(self.headers)
                if face == die.value and not marks[n]]

    def _fill(self, marks: list[int], n: int, state: RollingRealmsState) -> None:
        """Fill a header: gain every intersection it now makes; a completed square owes a fill."""
        marks[n] = 1
        s, kind, i, _ = self.headers[n]
        base = 4 * s
        others = range(base + 2, base + 4) if kind == "row" else range(base, base + 2)
        for m in others:
            if marks[m]:
                j = self.headers[m][2]
                grant(state, self.cells[s][i][j] if kind == "row" else self.cells[s][j][i])
        if all(marks[base: base + 4]):
            marks[self.FREE] += 1

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        self._fill(marks, self.names.index(use), state)

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.FREE]:
            return []
        return [f"genotype free {name.split(' ', 1)[1]}" for n, name in enumerate(self.names)
                if not marks[n]] + ["genotype no free fill"]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        marks[self.FREE] -= 1
        if ability != "genotype no free fill":
            self._fill(marks, self.names.index("genotype " + ability.split(" ", 2)[2]), state)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        total = 0
        for s in range(len(self.cells)):
            base = 4 * s
            total += all(marks[base: base + 4])
            for i in range(2):
                for j in range(2):
                    if marks[base + i] and marks[base + 2 + j] and (STAR,) in self.cells[s][i][j]:
                        total += 1
        return total

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for s in range(len(self.cells)):
            base = 4 * s
            faces = [h[3] for h in self.headers[base: base + 4]]
            shown = [f"({f})" if marks[base + k] else f" {f} " for k, f in enumerate(faces)]
            lines.append(f"{SQUARES[s]}:      {shown[2]}  {shown[3]}")
            for i in range(2):
                cells = "  ".join(f"{benefit_text(self.cells[s][i][j]):^3}" for j in range(2))
                lines.append(f"   {shown[i]}  {cells}")
        owed = f"; free fills owed {marks[self.FREE]}" if marks[self.FREE] else ""
        lines.append("filled headers in brackets" + owed)
        return lines
