"""Dice Throne: rows of squares, each with its own condition on the numbers written."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import Realm, load_layout, mark_parts

if TYPE_CHECKING:
    from realmkit.games.rolling_realms.dice import Die
    from realmkit.games.rolling_realms.state import Player, RollingRealmsState


class DiceThrone(Realm):
    """USAGE: Use a # to fill any square, matching the conditions on the rows.
    Rows 1, 2, 3: all numbers on a row must be equal. Row 4: no 2 adjacent numbers may be the
    same. Row 5: the difference between 2 adjacent numbers must be exactly 1 (e.g., 2-3-4-5).
    Row 6: the filled numbers must be 5-5-6-6.
    After using a #, you may mark an extra-fill box (at most once per activation) to fill that
    same # in a different row, following the conditions of the new chosen row.
    SCORING: Score stars for completing rows. You can never score more than 6 stars."""

    id = "dice-throne"
    title = "Dice Throne"
    layout = load_layout(__file__)
    rows = tuple((r["rule"], r["squares"], r["stars"], r.get("values")) for r in layout["rows"])
    squares = tuple((row, k) for row, (_, width, _, _) in enumerate(rows) for k in range(width))
    start = tuple(n - k for n, (_, k) in enumerate(squares) if k == 0)
    extra: int = layout["extra_fills"]
    USED, ASK = len(squares), len(squares) + 1
    """marks: the squares row by row (0: empty), extra fills used, and the asked extra fill
    (10 x the # + the row just filled + 1; 0: none)."""
    size = len(squares) + 2
    parts = mark_parts(squares=len(squares), used=1, ask=1)

    def __init__(self) -> None:
        names = [self.name(n) for n in range(len(self.squares))]
        self.index = {name: n for n, name in enumerate(names)}
        self.extras = [f"dice-throne extra {name.split(' ')[1]}" for name in names]
        self.every = [*names, *self.extras, "dice-throne no extra"]

    def labels(self) -> list[str]:
        return self.every

    def name(self, n: int) -> str:
        row, k = self.squares[n]
        return f"dice-throne r{row + 1}c{k + 1}"

    def fits(self, marks: list[int], n: int, value: int) -> bool:
        """The row's condition with the squares already filled (neighbours in the row)."""
        row, k = self.squares[n]
        rule, width, _, values = self.rows[row]
        cells = marks[self.start[row]: self.start[row] + width]
        filled = [v for v in cells if v]
        left = cells[k - 1] if k else 0
        right = cells[k + 1] if k + 1 < width else 0
        if rule == "equal":
            return all(v == value for v in filled)
        if rule == "different":
            return value not in (left, right)
        if rule == "step":
            return all(abs(v - value) == 1 for v in (left, right) if v)
        return bool(values) and values[k] == value

    def _open(self, marks: list[int], value: int, skip_row: int = -1) -> list[int]:
        return [n for n, (row, _) in enumerate(self.squares)
                if row != skip_row and not marks[n] and self.fits(marks, n, value)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [self.name(n) for n in self._open(marks, die.value)]

    def takes(self, marks: list[int], die: Die, state: RollingRealmsState) -> bool:
        return any(not marks[n] and self.fits(marks, n, die.value) for n in range(len(self.squares)))

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        n = self.index[use]
        marks[n] = die.value
        row = self.squares[n][0]
        if marks[self.USED] < self.extra and self._open(marks, die.value, row):
            marks[self.ASK] = 10 * die.value + row + 1

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        if not marks[self.ASK]:
            return []
        value, row = divmod(marks[self.ASK], 10)
        return [*(self.extras[n] for n in self._open(marks, value, row - 1)), "dice-throne no extra"]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        value = marks[self.ASK] // 10
        marks[self.ASK] = 0
        if ability == "dice-throne no extra":
            return
        marks[self.USED] += 1
        marks[self.extras.index(ability)] = value

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(stars for row, (_, width, stars, _) in enumerate(self.rows)
                   if all(marks[self.start[row]: self.start[row] + width]))

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for row, (rule, width, stars, values) in enumerate(self.rows):
            cells = " ".join(f"[{marks[self.start[row] + k] or ' '}]" for k in range(width))
            told = {"equal": "all equal", "different": "no equal neighbours", "step": "neighbours 1 apart",
                    "fixed": "-".join(map(str, values or []))}[rule]
            lines.append(f"row {row + 1}: {cells:16} {told}, {'*' * stars}")
        lines.append(f"extra fills used {marks[self.USED]}/{self.extra}")
        return lines
