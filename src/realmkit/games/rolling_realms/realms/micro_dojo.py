"""Micro Dojo: mark a # for its benefit, then a # matching the other rolled die for nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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

GAINED, PLAIN = 1, 2
"""A die's mark: marked gaining its benefit, or marked without it."""


class MicroDojo(Realm):
    """USAGE: Mark a # to gain the benefit. Unless not possible, you must also mark a # matching
    the other rolled die without gaining the benefit. The latter remains available for use in
    another realm. If you use a created # to activate the realm, choose either of the rolled dice
    to mark a # without gaining the benefit. You may still activate this realm even if you can't
    perform the second part of the action.
    SCORING: Immediately score stars as benefits when marking the applicable #s (unless you mark
    them without gaining the benefit). Score 1 star when completing your first row. Score 1 star
    when completing your first column. Score 1 star for marking all 18 #s. A row and a column
    both consist of 3 squares. A square consists of 2 dice."""

    id = "micro-dojo"
    title = "Micro Dojo"
    layout = load_layout(__file__)
    width: int = layout["width"]
    dice = tuple((int(value), benefit(gains)) for square in layout["squares"] for value, gains in square)
    ASK = len(dice)
    """marks: each die's mark (0, GAINED, PLAIN), then the values the second mark may match (a bit
    per value; 0: nothing asked)."""
    size = ASK + 1
    parts = mark_parts(dice=len(dice), ask=1)

    def labels(self) -> list[str]:
        return ([f"micro-dojo die {k + 1}" for k in range(self.ASK)]
                + [f"micro-dojo also {k + 1}" for k in range(self.ASK)])

    def _open(self, marks: list[int], values: set[int] | int) -> list[int]:
        wanted = {values} if isinstance(values, int) else values
        return [k for k, (value, _) in enumerate(self.dice) if value in wanted and not marks[k]]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"micro-dojo die {k + 1}" for k in self._open(marks, die.value)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        """The # gains its benefit; then the other rolled die (either, for a created or copied
        die) asks for its matching # if one is left."""
        k = int(use.rsplit(" ", 1)[1]) - 1
        marks[k] = GAINED
        grant(state, self.dice[k][1])
        others = {value for value in state.other_rolled(die) if self._open(marks, value)}
        marks[self.ASK] = sum(1 << value for value in others)

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        ask = marks[self.ASK]
        if not ask:
            return []
        return [f"micro-dojo also {k + 1}" for k, (value, _) in enumerate(self.dice)
                if ask >> value & 1 and not marks[k]]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        marks[int(ability.rsplit(" ", 1)[1]) - 1] = PLAIN
        marks[self.ASK] = 0

    def _square_done(self, marks: list[int], square: int) -> bool:
        return bool(marks[2 * square] and marks[2 * square + 1])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        w = self.width
        gained = sum(1 for k, (_, gains) in enumerate(self.dice) if marks[k] == GAINED and (STAR,) in gains)
        row = any(all(self._square_done(marks, r * w + c) for c in range(w)) for r in range(w))
        column = any(all(self._square_done(marks, r * w + c) for r in range(w)) for c in range(w))
        every = all(marks[k] for k in range(self.ASK))
        return gained + row + column + every

    def draw(self, marks: list[int]) -> list[str]:
        def cell(k: int) -> str:
            value, gains = self.dice[k]
            shown = {GAINED: "X", PLAIN: "x"}.get(marks[k], benefit_text(gains))
            return f"{k + 1:2}:{value}={shown}"

        w = self.width
        lines = [" ".join(f"[{cell(2 * s)} {cell(2 * s + 1)}]" for s in range(r * w, (r + 1) * w))
                 for r in range(w)]
        return [*lines, "(X marked with its benefit, x marked without)"]
