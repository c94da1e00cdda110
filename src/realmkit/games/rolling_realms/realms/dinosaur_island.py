"""Dinosaur Island: raise the security level with shields, or add dinosaurs whose visitors
the security level must cover."""

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

SHIELDS, DINOSAURS = 0, 1
"""marks: shields marked, then one mark per dinosaur (1 = outlined)."""


class DinosaurIsland(Realm):
    """USAGE: Use a # to either increase the security level, or to add a dinosaur.
    To increase the security level, use a # and mark up to that # of shields. E.g., in your first
    turn you assign a 3. You mark shield 7-8-9. The security level is now 10.
    To add a dinosaur to your park, use a # and outline a matching dinosaur. Gain the
    resource(s). From now on, the depicted visitors are in your park. But the total number of
    visitors (on outlined dinosaurs) may never be higher than your security level. This means you
    cannot add a dinosaur if it would take your number of visitors above the security level.
    SCORING: Score 1 star for every 3 visitors in your park."""

    id = "dinosaur-island"
    title = "Dinosaur Island"
    layout = load_layout(__file__)
    first: int = layout["first_shield"]
    count = layout["last_shield"] - first + 1
    dinosaurs = tuple((d["die"], d["visitors"], benefit(d["benefit"]) if d["benefit"] else ())
                      for d in layout["dinosaurs"])
    size = 1 + len(dinosaurs)
    parts = mark_parts(shields=1, dinosaurs=len(dinosaurs))

    def labels(self) -> list[str]:
        return ["dinosaur-island shields", "dinosaur-island dinosaur"]

    def level(self, marks: list[int]) -> int:
        """The security level: the number of the first unmarked shield."""
        return self.first + marks[SHIELDS]

    def visitors(self, marks: list[int]) -> int:
        return sum(v for n, (_, v, _) in enumerate(self.dinosaurs) if marks[DINOSAURS + n])

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        out = []
        if marks[SHIELDS] < self.count:
            out.append("dinosaur-island shields")
        for n, (face, visitors, _) in enumerate(self.dinosaurs):
            room = self.level(marks) - self.visitors(marks)
            if face == die.value and not marks[DINOSAURS + n] and visitors <= room:
                out.append("dinosaur-island dinosaur")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        """Shields: as many as the # (marking fewer never helps: the level only ever allows more)."""
        if use == "dinosaur-island shields":
            marks[SHIELDS] = min(self.count, marks[SHIELDS] + die.value)
            return
        n = next(n for n, (face, _, _) in enumerate(self.dinosaurs) if face == die.value)
        marks[DINOSAURS + n] = 1
        grant(state, self.dinosaurs[n][2])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return self.visitors(marks) // 3

    def draw(self, marks: list[int]) -> list[str]:
        shields = " ".join(("X" if k < marks[SHIELDS] else str(self.first + k)) for k in range(self.count))
        dinosaurs = "  ".join(
            (f"({face}: {v}v {benefit_text(gains)})" if marks[DINOSAURS + n]
             else f" {face}: {v}v {benefit_text(gains)} ")
            for n, (face, v, gains) in enumerate(self.dinosaurs))
        return [f"shields {shields}", f"security level {self.level(marks)}, visitors {self.visitors(marks)}",
                dinosaurs + "  (die: visitors, benefit; outlined in brackets)"]
