"""Charterstone: mark a building, note the other rolled die on its crate, then deliver crates."""

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

BUILDING, CRATE, DELIVERED = 0, 6, 12
"""marks: 6 buildings (1 = marked), 6 crates (the noted number), 6 crate marks."""


class Charterstone(Realm):
    """USAGE: Use a # to mark a building and gain a resource. Then note the other rolled die on
    the corresponding crate. If you use a created # to mark a building, choose one of the rolled
    dice to note on the crate. The # you note is always a rolled die as-is. It cannot be
    adjusted using pumpkins. The noted die remains available to be used in another realm.
    Alternatively, when 1 or more crates are filled, instead use a # to mark ALL crates
    matching that #. SCORING: Score 1 star per marked crate with a # noted in it."""

    id = "charterstone"
    title = "Charterstone"
    layout = load_layout(__file__)
    size = 18
    parts = mark_parts(building=6, crate=6, delivered=6)
    bonuses = tuple(benefit(b["bonus"]) for b in layout["buildings"])

    def labels(self) -> list[str]:
        return [f"charterstone note {n}" for n in range(1, 7)] + ["charterstone crates"]

    def options(self, marks: list[int], die: Die, state: RollingRealmsState) -> list[str]:
        v = die.value
        out = []
        if not marks[BUILDING + v - 1]:
            out = [f"charterstone note {n}" for n in state.other_rolled(die)]
        if any(marks[CRATE + i] == v and not marks[DELIVERED + i] for i in range(6)):
            out.append("charterstone crates")
        return out

    def place(self, marks: list[int], use: str, die: Die, state: RollingRealmsState) -> None:
        v = die.value
        if use == "charterstone crates":
            for i in range(6):
                if marks[CRATE + i] == v:
                    marks[DELIVERED + i] = 1
            return
        marks[BUILDING + v - 1] = 1
        marks[CRATE + v - 1] = int(use.rsplit(" ", 1)[1])
        grant(state, self.bonuses[v - 1])

    def stars(self, marks: list[int], state: RollingRealmsState, player: Player) -> int:
        return sum(marks[DELIVERED: DELIVERED + 6])

    def draw(self, marks: list[int]) -> list[str]:
        buildings = " ".join(f"{n + 1}{'X' if marks[BUILDING + n] else ' '}" for n in range(6))
        gains = " ".join(f"{benefit_text(b):2}" for b in self.bonuses)
        crates = " ".join(
            f"[{marks[CRATE + n] or ' '}{'*' if marks[DELIVERED + n] else ''}]"
            if marks[DELIVERED + n] else f"[{marks[CRATE + n] or ' '}]"
            for n in range(6)
        )
        return [f"buildings {buildings}", f"gain      {gains}", f"crates    {crates}  (* = star)"]
