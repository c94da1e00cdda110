"""Expedition: move clockwise exactly the # of hexes, filling the hex you leave."""

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

FILLED, OUTLINED = 1, 2
"""A hex's mark: 0 open, 1 filled, 2 outlined (where the expedition stands)."""


class Expedition(Realm):
    """USAGE: Use a # to move clockwise exactly that many hexes to an unfilled hex (don't skip
    filled hexes when moving). Start from the "Start" hex, and in later turns from the outlined
    hex. Use the openings between the hexes to move, i.e. at a junction you may choose your
    direction, but you can't go sideways when 2 hexes are next to each other. Fill the previously
    outlined hex (where you started this turn), outline the current hex, and gain the current
    hex's benefit.
    SCORING: Score 1 star per indicated hex."""

    id = "expedition"
    title = "Expedition"
    layout = load_layout(__file__)
    hexes = tuple(benefit(h) if h else () for h in layout["hexes"])
    size = len(hexes)
    parts = mark_parts(hexes=len(hexes))

    def __init__(self) -> None:
        n = len(self.hexes)
        self.openings: list[list[int]] = [[(h + 1) % n] for h in range(n)]
        for a, b in self.layout["shortcuts"]:
            self.openings[a].append(b)

    def new_marks(self) -> list[int]:
        marks = [0] * self.size
        marks[0] = OUTLINED
        return marks

    def labels(self) -> list[str]:
        return [f"expedition hex {h}" for h in range(1, len(self.hexes))]

    def reach(self, marks: list[int], steps: int) -> list[int]:
        """Unfilled hexes exactly `steps` openings away from the outlined hex."""
        here = {marks.index(OUTLINED)}
        for _ in range(steps):
            here = {nxt for h in here for nxt in self.openings[h]}
        return sorted(h for h in here if not marks[h])

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        return [f"expedition hex {h}" for h in self.reach(marks, die.value)]

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        h = int(use.rsplit(" ", 1)[1])
        marks[marks.index(OUTLINED)] = FILLED
        marks[h] = OUTLINED
        grant(state, self.hexes[h])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(1 for h, gains in enumerate(self.hexes) if marks[h] and (STAR,) in gains)

    def draw(self, marks: list[int]) -> list[str]:
        cells = []
        for h, gains in enumerate(self.hexes):
            state = {0: " ", FILLED: "X", OUTLINED: "@"}[marks[h]]
            cells.append(f"{h}:{state}{benefit_text(gains) if gains else 'S'}")
        shortcuts = ", ".join(f"{a}->{b}" for a, b in self.layout["shortcuts"])
        return ["  ".join(cells[:9]), "  ".join(cells[9:]),
                f"clockwise: each hex to the next, 17 to 0; junctions {shortcuts}  (@ here, X filled)"]
