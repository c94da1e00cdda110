"""Crusaders: a # gains a wedge's benefit, then fills that many hexes clockwise, one a wedge."""

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


class Crusaders(Realm):
    """USAGE: Use a # in an incomplete wedge to gain its benefit. Then, starting in that wedge,
    fill that # of hexes clockwise, 1 hex per wedge. While doing this, if a wedge is completely
    filled, skip to the next wedge, until you have filled the required number of hexes (or until
    all wedges are full).
    SCORING: Score 1 star per completed wedge (= all hexes are filled)."""

    id = "crusaders"
    title = "Crusaders"
    layout = load_layout(__file__)
    wedges = tuple((w["hexes"], benefit(w["benefit"])) for w in layout["wedges"])
    size = len(wedges)
    """marks: hexes filled per wedge, clockwise."""
    parts = mark_parts(wedges=len(wedges))

    def labels(self) -> list[str]:
        return [f"crusaders wedge {k + 1}" for k in range(self.size)]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"crusaders wedge {k + 1}" for k, (hexes, _) in enumerate(self.wedges) if marks[k] < hexes]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        k = int(use.rsplit(" ", 1)[1]) - 1
        grant(state, self.wedges[k][1])
        left = die.value
        while left and any(marks[w] < hexes for w, (hexes, _) in enumerate(self.wedges)):
            if marks[k] < self.wedges[k][0]:
                marks[k] += 1
                left -= 1
            k = (k + 1) % self.size

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for k, (hexes, _) in enumerate(self.wedges) if marks[k] == hexes)

    def draw(self, marks: list[int]) -> list[str]:
        return [f"wedge {k + 1}: {'X' * marks[k]}{'.' * (hexes - marks[k])}  use: {benefit_text(gains)}"
                for k, (hexes, gains) in enumerate(self.wedges)] + ["(clockwise: wedge 6 is followed by 1)"]
