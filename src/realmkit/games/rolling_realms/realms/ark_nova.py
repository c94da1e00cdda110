"""Ark Nova: outline a circle under an unused rolled die at every turn's end; a # later gains
its column's benefit once per outlined circle."""

from __future__ import annotations

from typing import TYPE_CHECKING

from realmkit.games.rolling_realms.components import (
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

LAST_TURN = 8
"""Turns count from 0: the ninth turn, whose end outlines nothing."""


class ArkNova(Realm):
    """USAGE: Use a # to gain its benefit multiplied by the number of outlined (uncrossed)
    circles, then cross off those circles (every outlined circle can only be used once). The first
    circle on three columns is already outlined at the start of the game.
    At the end of every turn, outline 1 circle under 1 rolled die that you didn't use in this
    realm, even if you didn't activate this realm at all (exactly 1 circle every turn, except in
    turns when you assign both rolled #s to Ark Nova). Use the # as rolled (you can't manipulate
    it). Don't use created #s to outline circles. Skip outlining a circle at the end of turn 9.
    A wild # counts as any #, either when activating the realm, or when outlining a circle.
    SCORING: Score stars as gained from the star columns."""

    id = "ark-nova"
    title = "Ark Nova"
    layout = load_layout(__file__)
    wild: int = layout["wild"]
    height: int = layout["circles_per_column"]
    columns = tuple((c["die"], benefit(c["benefit"]), c["outlined"]) for c in layout["columns"])
    n = len(columns)
    OPEN, DRAWN, STARS, ASK = 0, n, 2 * n, 2 * n + 1
    """marks: outlined uncrossed circles per column, circles ever outlined per column, stars,
    and the end-of-turn choice asked (a bit per column)."""
    size = 2 * n + 2
    parts = mark_parts(open=n, drawn=n, stars=1, ask=1)

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        for k, (_, _, outlined) in enumerate(self.columns):
            marks[self.OPEN + k] = marks[self.DRAWN + k] = outlined
        return marks

    def labels(self) -> list[str]:
        uses = [f"ark-nova column {die}" for die, _, _ in self.columns]
        return uses + [f"ark-nova outline {die}" for die, _, _ in self.columns]

    def _matching(self, value: int) -> list[int]:
        return [k for k, (die, _, _) in enumerate(self.columns) if value in (die, self.wild)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        """Columns of the # holding outlined circles (gaining nothing is no use)."""
        return [f"ark-nova column {self.columns[k][0]}"
                for k in self._matching(die.value) if marks[self.OPEN + k]]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = [c[0] for c in self.columns].index(int(use.rsplit(" ", 1)[1]))
        for _ in range(marks[self.OPEN + k]):
            marks[self.STARS] += grant(state, self.columns[k][1])
        marks[self.OPEN + k] = 0

    def turn_end(self, marks: list[int], state: RollingRealmsState) -> None:
        """Offer a circle under each rolled die not used here (as rolled), in columns with room."""
        if state.turn == LAST_TURN:
            return
        slot = state.in_play.index(self)
        ask = 0
        for index in (0, 1):
            if state.dice[index].slot != slot:
                for k in self._matching(state.roll[index]):
                    if marks[self.DRAWN + k] < self.height:
                        ask |= 1 << k
        columns = [k for k in range(self.n) if ask >> k & 1]
        if len(columns) == 1:
            self._outline(marks, columns[0])
        else:
            marks[self.ASK] = ask

    def _outline(self, marks: list[int], k: int) -> None:
        marks[self.OPEN + k] += 1
        marks[self.DRAWN + k] += 1

    def demands(self, marks: list[int], state: RollingRealmsState) -> list[str]:
        ask = marks[self.ASK]
        return [f"ark-nova outline {die}" for k, (die, _, _) in enumerate(self.columns) if ask >> k & 1]

    def use_ability(self, marks: list[int], ability: str, state: RollingRealmsState) -> None:
        k = [c[0] for c in self.columns].index(int(ability.rsplit(" ", 1)[1]))
        marks[self.ASK] = 0
        self._outline(marks, k)

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return marks[self.STARS]

    def draw(self, marks: list[int]) -> list[str]:
        lines = []
        for k, (die, gains, _) in enumerate(self.columns):
            used = marks[self.DRAWN + k] - marks[self.OPEN + k]
            cells = "x" * used + "O" * marks[self.OPEN + k] + "." * (self.height - marks[self.DRAWN + k])
            lines.append(f"{die}: {cells}  x {benefit_text(gains)}")
        lines.append(f"a {self.wild} counts as any #; stars {marks[self.STARS]}  (O outlined, x crossed)")
        return lines
